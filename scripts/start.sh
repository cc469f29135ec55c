#!/usr/bin/env bash
# `npm start`: set up, then run the whole system (simulator, local S3, API, workers, reaper) as one
# process tree on local defaults, compiled to dist/ first (swc-on-the-fly costs ~90 MB per process).
# Ctrl-C stops every part gracefully.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
echo "start: compiling (npm run build)"
npm run -s build
exec node dist/src/main/run-all.js
