#!/usr/bin/env bash
# Tests the Python package as a user gets it: installs the wheel WHEEL into a
# fresh virtual environment VENV with no Rust toolchain on the PATH, with
# pytest, and runs the tests TESTS (a file or folder; python/tests when left
# out) there against the installed wheel.
# LEDGE_BIN, when set, is the `ledge` command the tests call; PYTHON, the
# Python that makes the environment (python3 when unset).
#   scripts/python-tests.sh WHEEL VENV [TESTS]
set -euo pipefail
wheel="$(realpath "$1")" venv="$(realpath -m "$2")"
tests="${3:-python/tests}"
cd "$(dirname "$0")/.."

# The PATH less every folder that holds cargo or rustc.
path=()
IFS=: read -r -a dirs <<<"$PATH"
for dir in "${dirs[@]}"; do
  [[ -x "$dir/cargo" || -x "$dir/rustc" ]] || path+=("$dir")
done
PATH="$(IFS=:; echo "${path[*]}")"
export PATH
if command -v cargo >/dev/null || command -v rustc >/dev/null; then
  echo "python-tests: a Rust toolchain is still on the PATH" >&2
  exit 1
fi

rm -rf "$venv"
"${PYTHON:-python3}" -m venv "$venv"
start=$(date +%s.%N)
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --only-binary :all: "$wheel" pytest
end=$(date +%s.%N)
size=$(du -sm "$venv" | cut -f1)
echo "python-tests: the wheel, numpy, Gymnasium and pytest installed in $(python3 -c "print(f'{$end - $start:.1f}')") s, the environment is $size MB"
# pytest fails when no test runs (exit 5), so the tests always run; -rs
# prints why a test was skipped. From the root, the `ledge` imported is the
# installed wheel's: python/, which holds the package's source, is not on
# the path.
"$venv/bin/python" -m pytest -q -rs -p no:cacheprovider "$tests"
