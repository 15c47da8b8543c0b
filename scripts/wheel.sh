#!/usr/bin/env bash
# Builds the Python package's wheel (one abi3 wheel for CPython 3.9 and
# later, manylinux2014: glibc 2.17 and later) with maturin from the
# project's own virtual environment (.venv), into target/wheels/; prints the
# wheel's path on its last line. It links with zig (its Python package, in
# .venv), which targets glibc 2.17 whatever this machine's glibc is.
#   scripts/wheel.sh
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -x .venv/bin/python ]] || python3 -m venv .venv
.venv/bin/python -m pip install --quiet --disable-pip-version-check "maturin>=1.5,<2" "ziglang>=0.11"
out="$(cargo metadata --format-version 1 --no-deps | .venv/bin/python -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')/wheels"
rm -f "$out"/ledge-*.whl
# maturin finds zig through the Python on the PATH.
(cd python && PATH="$PWD/../.venv/bin:$PATH" maturin build --release --locked --quiet \
  --zig --compatibility manylinux2014 --out "$out" >&2)
ls "$out"/ledge-*-abi3-*.whl
