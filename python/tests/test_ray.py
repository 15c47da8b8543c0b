"""The Ray examples run as a user runs them, locally and briefly (they need
Ray RLlib and PyTorch, `pip install ./python[ray]`: scripts/test-rl.sh
installs them and runs these tests; ./test.sh skips them)."""

import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("ray", reason="the Ray examples need Ray RLlib and PyTorch: scripts/test-rl.sh runs them")

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def example(name, *args):
    """Runs an example script to its end and returns what it printed."""
    result = subprocess.run([sys.executable, str(EXAMPLES / name), *args], capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr[-4000:]
    return result.stdout


def test_levels_run_as_ray_tasks_and_their_replays_verify(tmp_path):
    levels = tmp_path / "levels"
    levels.mkdir()
    (levels / "one-coin.txt").write_text("......\n.@o...\n######\n")
    (levels / "pit.txt").write_text("......o\n.@.....\n###++##\n")
    (levels / "bad.txt").write_text("..\n.x\n")
    out = tmp_path / "replays"
    args = [str(levels), "--out", str(out), "--episodes", "3", "--max-steps", "200", "--num-cpus", "2"]
    printed = example("levels_on_ray.py", *args)
    assert "bad.txt:2:2: unknown character 'x'" in printed
    assert sorted(p.name for p in out.iterdir()) == ["one-coin.replay", "pit.replay"]
    assert printed.count("(verified: True)") == 2, printed


def test_the_solver_runs_over_a_folder_as_ray_tasks(tmp_path):
    levels = tmp_path / "levels"
    levels.mkdir()
    (levels / "one-coin.txt").write_text("......\n.@..o.\n######\n")
    (levels / "sealed.txt").write_text("#######\n#...#.#\n#...#.#\n#@..#o#\n#######\n")
    (levels / "bad.txt").write_text("..\n.x\n")
    out = tmp_path / "replays"
    args = [str(levels), "--out", str(out), "--max-frames", "40", "--num-cpus", "2"]
    printed = example("solve_on_ray.py", *args)
    assert "bad.txt:2:2: unknown character 'x'" in printed
    assert "one-coin.txt: solved in" in printed
    assert "sealed.txt: unsolvable" in printed and "the coin at 5,3 is out of reach by any run" in printed
    assert "verified: True" in printed and "verified: False" not in printed
    assert [p.name for p in out.iterdir()] == ["one-coin.replay"]


def test_ppo_trains_with_rllib_for_two_iterations():
    args = ["--iterations", "2", "--runners", "1", "--envs-per-runner", "2", "--batch", "400", "--num-cpus", "2"]
    assert "iteration 2:" in example("rllib_ppo.py", *args)


def test_ppo_with_rllib_refuses_a_tier_for_a_level_not_generated_before_ray_starts():
    args = [sys.executable, str(EXAMPLES / "rllib_ppo.py"), "--level", "first-steps", "--difficulty", "first"]
    result = subprocess.run(args, capture_output=True, text=True, timeout=600)
    assert result.returncode == 2, result.stdout + result.stderr[-4000:]
    assert "difficulty" in result.stderr and "generated" in result.stderr
    assert "Started a local Ray instance" not in result.stdout + result.stderr


def test_a_thousand_levels_are_generated_and_certified_as_ray_tasks(tmp_path):
    out = tmp_path / "pack"
    printed = example("generate_on_ray.py", "--count", "1000", "--out", str(out), "--num-cpus", "2")
    assert "1000 easy levels" in printed and "1000 certificates verified, 0 failed" in printed
    files = (out / "pack.txt").read_text().split()
    assert len(files) == 1000 and files[0] == "generated-0.txt"
    assert (out / "generated-999.replay").read_text().startswith("# ledge replay")
