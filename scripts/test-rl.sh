#!/usr/bin/env bash
# The reinforcement-learning examples' tests (python/tests/test_ray.py: PPO
# with Ray RLlib on PyTorch, levels as Ray tasks; test_ppo_generated.py: a
# few updates of the PPO benchmark on generated levels; test_ppo_pixels.py:
# PPO on pictures of Ledge, and of Procgen's CoinRun where Procgen is
# installed), apart from
# ./test.sh because their packages take gigabytes. Installs the package's
# wheel, Ray RLlib, PyTorch and matplotlib into the project's own virtual
# environment .venv-rl (kept between runs; never the user's Python), and
# runs them. PyTorch comes from the package index, whose Linux wheels
# bring CUDA's libraries (about 3 GB) even where there is no GPU.
#   scripts/test-rl.sh
set -euo pipefail
cd "$(dirname "$0")/.."
wheel="$(scripts/wheel.sh | tail -n 1)"
[[ -x .venv-rl/bin/python ]] || python3 -m venv .venv-rl
pip=(.venv-rl/bin/python -m pip install --quiet --disable-pip-version-check)
"${pip[@]}" "ray[rllib]>=2.40" torch matplotlib pytest "$wheel"
"${pip[@]}" --force-reinstall --no-deps "$wheel"
# Without these packages the files' tests are skipped: here that is a failure.
.venv-rl/bin/python -c "import ray, ray.rllib, torch, matplotlib"
echo "test-rl: .venv-rl is $(du -sm .venv-rl | cut -f1) MB"
.venv-rl/bin/python -m pytest -q -rs -p no:cacheprovider python/tests/test_ray.py python/tests/test_ppo_generated.py python/tests/test_ppo_pixels.py
