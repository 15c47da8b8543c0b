"""PPO on pictures runs as a user runs it, on Ledge and on Procgen's CoinRun, for one update of
each (PyTorch: scripts/test-rl.sh installs it and runs this test; ./test.sh skips it). CoinRun's
test needs Procgen (procgen2), which pins NumPy below 2 and so lives in an environment without
Ray: it is skipped where Procgen is missing."""

import csv
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("torch", reason="PPO on pictures needs PyTorch: scripts/test-rl.sh runs it")
pytest.importorskip("matplotlib", reason="PPO on pictures draws its curves with matplotlib")

SCRIPT = Path(__file__).resolve().parents[1] / "examples" / "ppo_pixels.py"


def train(out, *game):
    args = [sys.executable, str(SCRIPT), *game, "--steps", "512", "--envs", "4", "--rollout", "128"]
    args += ["--eval-episodes", "4", "--max-steps", "100", "--out", str(out)]
    result = subprocess.run(args, capture_output=True, text=True, timeout=300, cwd=SCRIPT.parent)
    assert result.returncode == 0, result.stdout + result.stderr[-4000:]
    with open(out / "progress.csv", newline="") as file:
        rows = list(csv.DictReader(file))
    assert [int(row["env_steps"]) for row in rows] == [512]
    assert 0.0 <= float(rows[0]["train_win_rate"]) <= 1.0 and 0.0 <= float(rows[0]["test_win_rate"]) <= 1.0
    assert (out / "curves.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_ppo_on_pictures_of_ledge_trains_and_is_evaluated(tmp_path):
    train(tmp_path, "--game", "ledge", "--difficulty", "first")


def test_ppo_on_pictures_of_coinrun_trains_and_is_evaluated(tmp_path):
    pytest.importorskip("procgen", reason="CoinRun needs Procgen (pip install procgen2), kept apart from Ray")
    train(tmp_path, "--game", "coinrun")
