"""get_state / set_state, and replays saved from Python."""

import os
import shutil
import subprocess

import numpy as np
import pytest

import ledge
from ledge import Button


def test_a_state_put_back_plays_the_same_again_bit_for_bit():
    envs = ledge.VectorEnv(["first-steps", "2"], 3)
    envs.reset(seed=4)
    rng = np.random.default_rng(0)
    for _ in range(50):
        envs.step(rng.integers(0, 32, 3))
    states = [envs.get_state(i) for i in range(3)]
    actions = rng.integers(0, 32, (200, 3))

    def play():
        seen = []
        for action in actions:
            obs, reward, terminated, truncated, _ = envs.step(action)
            seen.append((obs.copy(), reward.copy(), terminated.copy(), truncated.copy()))
        return seen

    first = play()
    for i, state in enumerate(states):
        envs.set_state(i, state)
    again = play()
    for a, b in zip(first, again):
        for x, y in zip(a, b):
            assert x.tobytes() == y.tobytes()


def test_a_state_moves_to_another_batch_of_the_same_level():
    one = ledge.VectorEnv("first-steps", 1)
    one.reset(seed=0)
    for _ in range(30):
        obs, *_ = one.step(np.array([int(Button.RIGHT)]))
    other = ledge.VectorEnv("first-steps", 2)
    other.reset(seed=9)
    assert np.array_equal(other.set_state(1, one.get_state(0)), obs[0])


def test_a_state_of_another_level_is_refused():
    first = ledge.VectorEnv("first-steps", 1)
    first.reset(seed=0)
    second = ledge.VectorEnv("2", 1)
    second.reset(seed=0)
    with pytest.raises(ValueError, match="another level"):
        second.set_state(0, first.get_state(0))


def ledge_command():
    """The `ledge` command: $LEDGE_BIN, else on PATH."""
    return os.environ.get("LEDGE_BIN") or shutil.which("ledge")


@pytest.mark.skipif(not ledge_command(), reason="needs the `ledge` command: set LEDGE_BIN (./test.sh does)")
@pytest.mark.parametrize("level", ["first-steps", "one_coin"])
def test_a_replay_saved_from_python_is_verified_by_ledge_replay(level, tmp_path, request):
    if level == "one_coin":
        level = request.getfixturevalue("one_coin")
    envs = ledge.VectorEnv(level, 2)
    envs.reset(seed=0)
    rng = np.random.default_rng(1)
    for _ in range(300):
        actions = rng.integers(0, 32, 2)
        actions[0] = int(Button.RIGHT) | (int(Button.JUMP) if rng.random() < 0.1 else 0)
        _, _, terminated, truncated, _ = envs.step(actions)
        if terminated[0] or truncated[0]:
            break
    path = tmp_path / "run.replay"
    envs.save_replay(0, path)
    result = subprocess.run([ledge_command(), "replay", str(path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "verified" in result.stdout
