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
if [ "$major" -ge 25 ] && command -v dpkg-query >/dev/null; then
  # shellcheck source=lib/debian-packages.sh
  source scripts/lib/debian-packages.sh
  ensure_debian_package node-lts libatomic1
fi
bin="$PWD/$dir/node_modules/.bin"
if [ ! -x "$bin/node" ] || [ "$("$bin/node" -p 'process.versions.node.split(".")[0]')" != "$major" ]; then
  echo "node-lts: installing node@$major from the npm registry into $dir" >&2
  mkdir -p "$dir"
  npm install --no-audit --no-fund --no-save --prefix "$dir" "node@$major" >&2
fi
echo "node-lts: $("$bin/node" --version)" >&2
echo "$bin"
