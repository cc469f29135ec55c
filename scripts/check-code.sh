#!/usr/bin/env bash
# The code's own checks, run by `npm test` after type-checking: ESLint with typescript-eslint's
# type-checked rules, Prettier's formatting, and the layering rules of ARCHITECTURE.md
# (dependency-cruiser: no import cycle, no arrow against the layers). Each prints what it found.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
echo "check: ESLint"
npx eslint --max-warnings 0 src workers simulator bench test scripts web/src eslint.config.mjs .dependency-cruiser.cjs
echo "check: formatting (npm run format fixes it)"
npx prettier --check --log-level warn "{src,workers,simulator,test,bench,scripts,web/src}/**/*.{ts,tsx,js,mjs,cjs}" "*.{mjs,cjs}" "web/*.mts"
echo "check: layering and import cycles"
npx depcruise src workers simulator --config .dependency-cruiser.cjs --output-type err
