#!/usr/bin/env bash
# `npm test` (and .ci/run): set up what the tests need, then run every test file with node's test
# runner, two files at a time. Each file gets its own database and queue prefix, so they never
# see each other's rows or jobs.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
# The browser tests drive Debian's chromium (installed here when missing) against the built web app.
bash scripts/setup-browser.sh >/dev/null
node -r ./scripts/register.js test/helpers/test-database.ts
echo "test: type-checking"
npx tsc --noEmit -p tsconfig.json
npx tsc -p web/tsconfig.json
echo "test: lint, formatting and layering"
bash scripts/check-code.sh
echo "test: building the web app"
npm run -s build:web
mapfile -t files < <(find test -name '*.test.ts' -not -path '*/node_modules/*' | sort)
echo "test: ${#files[@]} files"
log=$(mktemp)
set +e
node -r ./scripts/register.js --test --test-reporter=tap --test-concurrency=2 --test-timeout=240000 "${files[@]}" | tee "$log"
status=${PIPESTATUS[0]}
set -e
# One plain closing line, whatever reads the output.
passed=$(grep -E '^# pass [0-9]+' "$log" | tail -1 | awk '{print $3}')
failed=$(grep -E '^# fail [0-9]+' "$log" | tail -1 | awk '{print $3}')
rm -f "$log"
echo "${passed:-0} passed, ${failed:-0} failed"
exit "$status"
