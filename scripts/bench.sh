#!/usr/bin/env bash
# `npm run bench -- <name> [args…]`: runs bench/<name>.ts (a script that prints a table and writes
# bench/results/<name>.json). Without a name, lists the benchmarks.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
name="${1:-}"
if [ -z "$name" ] || [ ! -f "bench/$name.ts" ]; then
  echo "usage: npm run bench -- <name> [args]"; echo "benchmarks:"
  for f in bench/*.ts; do echo "  $(basename "$f" .ts)"; done
  [ -z "$name" ] && exit 0 || exit 2
fi
shift
bash scripts/ensure-services.sh >/dev/null
mkdir -p bench/results
if [ "$name" = ocr ]; then
  # The OCR worker runs compiled (dist/), so its benchmark does too: its memory figure is the
  # deployed process's, and swc's on-the-fly hook alone adds about 70 MB.
  npx tsc -p tsconfig.json --outDir .data/bench-dist
  # Its goal is per page on one core: pinned to one CPU (OCR_BENCH_CPUS, default below; `all` to
  # leave it free), so tesseract's thread and the page preparation share that core as they would
  # on a one-core worker. The table prints the CPUs it ran on.
  # Default: the first CPU this process may use (not always 0 in a container).
  cpus="${OCR_BENCH_CPUS:-$(awk '/^Cpus_allowed_list/ { split($2, a, /[,-]/); print a[1] }' /proc/self/status 2>/dev/null)}"
  if [ -n "$cpus" ] && [ "$cpus" != all ] && command -v taskset >/dev/null; then
    exec taskset -c "$cpus" node ".data/bench-dist/bench/$name.js" "$@"
  fi
  exec node ".data/bench-dist/bench/$name.js" "$@"
fi
exec node -r ./scripts/register.js "bench/$name.ts" "$@"
