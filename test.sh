#!/usr/bin/env bash
# Runs every test of the workspace: installs what the tests need, then runs
# them under a virtual display when there is no real one; then builds the web
# page (scripts/web.sh) and tests it under headless Chromium. The corpus tests
# read LEDGE_CORPUS (default: ../shared/corpus beside this repository).
set -euo pipefail
cd "$(dirname "$0")"
scripts/setup.sh --test
if [[ -z "${LEDGE_CORPUS:-}" && -d ../shared/corpus ]]; then
  LEDGE_CORPUS="$(cd ../shared/corpus && pwd)"
  export LEDGE_CORPUS
fi
run=(cargo test --workspace --all-features)
if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]] && command -v xvfb-run >/dev/null 2>&1; then
  run=(xvfb-run -a -s "-screen 0 1280x720x24" "${run[@]}")
fi
"${run[@]}"
scripts/web.sh
target="${CARGO_TARGET_DIR:-target}"
python3 crates/ledge-web/tests/page.py "$target/web" "$target/debug/ledge"
