#!/usr/bin/env bash
# Runs every test of the workspace: installs what the tests need, then runs
# them under a virtual display when there is no real one; then proves the
# built-in pack with the solver (scripts/pack.py); then builds the web
# page (scripts/web.sh) and tests it under headless Chromium. The corpus tests
# read LEDGE_CORPUS (default: ../shared/corpus beside this repository).
# Then the Python package: installs it and what its tests need (Gymnasium,
# pytest, Ray with RLlib and PyTorch) into the current Python, and runs them.
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
target="$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')"
# The built-in pack, proven: `ledge check --solve` on every level and every
# shipped replay verified, each level's time printed (docs/levels.md).
cargo build --release --quiet -p ledge
python3 scripts/pack.py "$target/release/ledge" --prove
scripts/web.sh
python3 crates/ledge-web/tests/page.py "$target/web" "$target/debug/ledge"

python3 -m pip install --quiet --disable-pip-version-check maturin numpy "gymnasium>=1.0" pytest "ray[rllib]>=2.40" torch
python3 -m pip install --quiet --disable-pip-version-check --no-build-isolation ./python
cargo build --quiet -p ledge
# pytest fails when no test runs (exit 5), so the package's tests always run.
LEDGE_BIN="$target/debug/ledge" python3 -m pytest -q python/tests
