#!/usr/bin/env bash
# Lays out the OCR trained data the OCR worker reads (SPEC §4.4: fully offline, installed by the
# project's own setup). Idempotent: run it as often as you like; it only does what is missing.
#
#   sudo bash scripts/setup-ocr-data.sh          # from the project root (setup and CI run it as root)
#
# Result: .data/tessdata/kor.traineddata  (Debian tesseract-ocr-kor, LSTM-only "fast" model)
#         .data/tessdata/eng.traineddata  (@tesseract.js-data/eng 4.0.0_best_int, LSTM-only)
# and the Korean font NanumGothic (fonts-nanum), which the OCR tests use to draw their fixtures.
#
# Nothing is downloaded at run time: the Korean model comes from Debian's archive here, the
# English one from node_modules (so `npm ci` must have run first).
set -euo pipefail

project_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tessdata_dir="${OCR_TESSDATA_DIR:-$project_dir/.data/tessdata}"
# LSTM-only English: the engine runs OEM.LSTM_ONLY, so the larger legacy+LSTM model would only
# cost memory and start-up time.
eng_source="$project_dir/node_modules/@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz"

step() { printf 'setup-ocr-data: %s\n' "$*"; }

# shellcheck source=lib/debian-packages.sh
source "$project_dir/scripts/lib/debian-packages.sh"

# Debian 12 ships the models under tesseract-ocr/5/, older releases under 4.00/: ask dpkg
# rather than guess the folder.
find_debian_korean_model() {
  dpkg -L tesseract-ocr-kor 2>/dev/null | grep -m1 '/kor\.traineddata$' || true
}

copy_if_changed() {
  local source="$1" target="$2"
  if [ -f "$target" ] && cmp -s "$source" "$target"; then
    step "$(basename "$target") up to date"
    return
  fi
  # Write beside the target and rename, so a worker starting meanwhile never reads half a model.
  cp "$source" "$target.tmp"
  mv "$target.tmp" "$target"
  step "$(basename "$target") copied from $source"
}

gunzip_if_changed() {
  local source="$1" target="$2"
  if [ ! -f "$source" ]; then
    step "missing $source: run 'npm ci' first (package @tesseract.js-data/eng)" >&2
    exit 1
  fi
  if [ -f "$target" ] && gunzip -c "$source" | cmp -s - "$target"; then
    step "$(basename "$target") up to date"
    return
  fi
  gunzip -c "$source" >"$target.tmp"
  mv "$target.tmp" "$target"
  step "$(basename "$target") unpacked from $source"
}

ensure_debian_package setup-ocr-data tesseract-ocr-kor
ensure_debian_package setup-ocr-data fonts-nanum

kor_source="$(find_debian_korean_model)"
if [ -z "$kor_source" ] || [ ! -f "$kor_source" ]; then
  step "tesseract-ocr-kor is installed but kor.traineddata was not found in it" >&2
  exit 1
fi

mkdir -p "$tessdata_dir"
step "trained-data folder $tessdata_dir"
copy_if_changed "$kor_source" "$tessdata_dir/kor.traineddata"
gunzip_if_changed "$eng_source" "$tessdata_dir/eng.traineddata"
step "done"
