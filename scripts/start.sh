#!/usr/bin/env bash
# `npm start`: set up, then run the whole system (simulator, local S3, API, workers, reaper) as one
# process tree on local defaults, compiled to dist/ first (swc-on-the-fly costs ~90 MB per process).
# Ctrl-C stops every part gracefully.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
echo "start: compiling (npm run build)"
npm run -s build
# A local run is development, said explicitly: an unset NODE_ENV is not development, and would refuse
# the development secret on a non-loopback API_HOST and turn off introspection and error details.
export NODE_ENV="${NODE_ENV:-development}"
exec node dist/src/main/run-all.js
