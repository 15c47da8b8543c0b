#!/usr/bin/env bash
# Runs every test of the workspace: installs what the tests need, then runs
# them under a virtual display when there is no real one (after checking no
# two files import from each other, scripts/import_circles.py); then checks the
# game step's instructions against their baseline (scripts/instructions.py)
# and proves the built-in pack with the solver (scripts/pack.py); then builds the web
# page (scripts/web.sh) and tests it under headless Chromium. The corpus tests
# read LEDGE_CORPUS (default: ../shared/corpus beside this repository).
# Then the Python package as a user gets it: its wheel built with maturin
# (from the project's own .venv, scripts/wheel.sh), installed into a fresh
# virtual environment with no Rust toolchain on the PATH, where its tests run
# (scripts/python-tests.sh); nothing goes into the user's Python. The Ray
# RLlib examples' tests, which need gigabytes of packages, are skipped here:
# scripts/test-rl.sh runs them.
set -euo pipefail
cd "$(dirname "$0")"
scripts/setup.sh --test
if [[ -z "${LEDGE_CORPUS:-}" && -d ../shared/corpus ]]; then
  LEDGE_CORPUS="$(cd ../shared/corpus && pwd)"
  export LEDGE_CORPUS
fi
# No file imports from one that imports back from it (docs/architecture.md).
python3 scripts/import_circles.py
run=(cargo test --workspace --all-features)
if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]] && command -v xvfb-run >/dev/null 2>&1; then
  run=(xvfb-run -a -s "-screen 0 1280x720x24" "${run[@]}")
fi
"${run[@]}"
target="$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')"
cargo build --release --quiet -p ledge
# The game step's instructions (callgrind) on seven levels, each within 3% of
# its baseline (docs/performance.md#the-step-guarded).
python3 scripts/instructions.py "$target/release/ledge"
# The built-in pack, proven: `ledge check --solve` on every level and every
# shipped replay verified, each level's time printed (docs/levels.md).
python3 scripts/pack.py "$target/release/ledge" --prove
scripts/web.sh
python3 crates/ledge-web/tests/page.py "$target/web" "$target/debug/ledge"

wheel="$(scripts/wheel.sh | tail -n 1)"
cargo build --quiet -p ledge
LEDGE_BIN="$target/debug/ledge" scripts/python-tests.sh "$wheel" "$target/python-tests/venv"
