#!/usr/bin/env bash
# One-time and every-time setup, idempotent: npm packages, Debian packages (Korean OCR model,
# Korean font), local PostgreSQL and Redis running, database migrated. (The clause corpus is seeded
# by the clause-search worker when it starts and finds it missing or embedded by another model.)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
step() { printf 'setup: %s\n' "$*"; }

# npm ci only when node_modules is missing or older than the lockfile.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "installing npm packages (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
else
  step "npm packages up to date"
fi
bash scripts/setup-ocr-data.sh
bash scripts/ensure-services.sh
step "migrating the database"
node -r ./scripts/register.js src/main/migrate.ts
