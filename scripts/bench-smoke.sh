#!/usr/bin/env bash
# The benchmarks, the chaos run, the fuzz run and the parser's random run in a short form (CI runs
# this after `npm test`): each must start what it needs, finish, and pass its own correctness
# checks — every task SUCCESS with its events (throughput), no receipt missing (latency, push), no
# request error (api), every invariant (chaos), no internal error, 5xx or stack trace for hostile
# input (fuzz), every random certificate read right (registry-random). The figures of a run this
# short mean little; `npm run bench -- <name>` gives real ones.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
run() {
  echo "bench-smoke: $*"
  local started=$SECONDS
  if ! bash scripts/bench.sh "$@" >"$log" 2>&1; then
    tail -40 "$log"
    echo "bench-smoke: FAILED: $*"
    exit 1
  fi
  echo "bench-smoke:   ok in $((SECONDS - started)) s"
}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
run throughput --n 400 --c 5
run latency --n 100 --rate 50
run reaper --final 20000 --active 100 --ticks 3
run api --connections 20 --seconds 2 --requests 400 --rates 100
run push --connections 20 --subs 2 --rate 100 --seconds 3
# Tracing off, then on to a loopback collector: off exports nothing, on exports every task's spans.
run tracing --n 1000 --rounds 1 --no-api
run chaos --n 2
# The system as `npm start` runs it (compiled, under run-all), its workers process crash-looping.
run chaos --crash-loop --issuances 40 --kills 4
run ocr --count 1 --noise clean
# A new seed each run (printed, with a replay command for every failing case): ten seconds a run
# add up to a wide search over time.
run fuzz --seconds 10
# The parser's properties on 2,000 random certificates, printed and noisy (a new seed each run too).
run registry-random --cases 2000
echo "bench-smoke: all passed"
