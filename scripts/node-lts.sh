#!/usr/bin/env bash
# Prints the bin directory of the current Node LTS (NODE_LTS_MAJOR, default 26: Active LTS since
# 2026-10-28; 24 is in maintenance), installing it first from the npm registry's `node` package into
# .data/node-lts when it is not there yet.
# .ci/run runs the suite on it as well as on the machine's own Node until the machines move:
#   PATH="$(bash scripts/node-lts.sh):$PATH" npm test
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
major="${NODE_LTS_MAJOR:-26}"
dir=".data/node-lts"
# Node's official Linux binaries link libatomic from Node 25 on (Debian: libatomic1), which a slim
# system may lack.
if [ "$major" -ge 25 ] && command -v dpkg-query >/dev/null &&
  ! dpkg-query -W -f='${Status}' libatomic1 2>/dev/null | grep -q 'install ok installed'; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "node-lts: node@$major needs libatomic1: sudo apt-get install libatomic1" >&2
    exit 1
  fi
  echo "node-lts: installing libatomic1" >&2
  DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libatomic1 >/dev/null
fi
bin="$PWD/$dir/node_modules/.bin"
if [ ! -x "$bin/node" ] || [ "$("$bin/node" -p 'process.versions.node.split(".")[0]')" != "$major" ]; then
  echo "node-lts: installing node@$major from the npm registry into $dir" >&2
  mkdir -p "$dir"
  npm install --no-audit --no-fund --no-save --prefix "$dir" "node@$major" >&2
fi
echo "node-lts: $("$bin/node" --version)" >&2
echo "$bin"
