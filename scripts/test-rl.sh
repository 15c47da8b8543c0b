#!/usr/bin/env bash
# The reinforcement-learning examples' tests (python/tests/test_ray.py: PPO
# with Ray RLlib on PyTorch, levels as Ray tasks), apart from ./test.sh
# because their packages take gigabytes. Installs the package's wheel, Ray
# RLlib and PyTorch into the project's own virtual environment .venv-rl
# (kept between runs; never the user's Python) and runs them. PyTorch comes
# from its CPU-only wheels when their index answers, else from the default
# index (whose Linux wheels bring CUDA's libraries, about 3 GB).
#   scripts/test-rl.sh
set -euo pipefail
cd "$(dirname "$0")/.."
wheel="$(scripts/wheel.sh | tail -n 1)"
[[ -x .venv-rl/bin/python ]] || python3 -m venv .venv-rl
pip=(.venv-rl/bin/python -m pip install --quiet --disable-pip-version-check)
cpu_index=https://download.pytorch.org/whl/cpu
if .venv-rl/bin/python -m pip index versions torch --index-url "$cpu_index" --timeout 10 --retries 0 >/dev/null 2>&1; then
  export PIP_EXTRA_INDEX_URL="$cpu_index"
else
  echo "test-rl: PyTorch's CPU-only index does not answer; PyTorch from the default index" >&2
fi
"${pip[@]}" "ray[rllib]>=2.40" torch pytest "$wheel"
"${pip[@]}" --force-reinstall --no-deps "$wheel"
# Without Ray the file's tests are skipped: here that is a failure.
.venv-rl/bin/python -c "import ray, ray.rllib, torch"
echo "test-rl: .venv-rl is $(du -sm .venv-rl | cut -f1) MB"
.venv-rl/bin/python -m pytest -q -rs -p no:cacheprovider python/tests/test_ray.py
