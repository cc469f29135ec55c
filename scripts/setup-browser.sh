#!/usr/bin/env bash
# Installs what the browser tests need, idempotently: Debian's chromium (the tests drive it with
# playwright-core; no browser is downloaded by a test tool). Run as root, as setup and CI do:
#
#   sudo bash scripts/setup-browser.sh
#
# Prints the browser's path. The tests find it at CHROMIUM_PATH, default /usr/bin/chromium.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$browser" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup-browser: $browser is missing and installing Debian's chromium needs root: sudo bash scripts/setup-browser.sh" >&2
    exit 1
  fi
  echo "setup-browser: installing Debian's chromium" >&2
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-nanum >/dev/null
fi
echo "setup-browser: $("$browser" --version 2>/dev/null || echo "$browser")" >&2
echo "$browser"
