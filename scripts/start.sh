#!/usr/bin/env bash
# `npm start`: set up, then run the whole system (simulator, local S3, API, workers, reaper) as one
# process tree on local defaults. Ctrl-C stops every part gracefully.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
exec node -r ./scripts/register.js src/main/run-all.ts
