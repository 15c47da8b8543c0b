"""ledge.VectorEnv: stepping, auto-reset, spaces, determinism and errors."""

import numpy as np
import pytest

import ledge
from ledge import Button

RIGHT = int(Button.RIGHT)


def run(envs, seed, actions):
    """Every observation of a run, copied."""
    obs, _ = envs.reset(seed=seed)
    seen = [obs.copy()]
    for action in actions:
        obs, *_ = envs.step(action)
        seen.append(obs.copy())
    return np.stack(seen)


@pytest.mark.parametrize("observation", ["state", "pixels"])
def test_same_seed_and_actions_give_the_same_observations_bit_for_bit(observation):
    levels = ["first-steps", "2", "3"]
    actions = np.random.default_rng(5).integers(0, 32, (300, 6))
    first = run(ledge.VectorEnv(levels, 6, observation=observation), 7, actions)
    again = run(ledge.VectorEnv(levels, 6, observation=observation), 7, actions)
    assert first.tobytes() == again.tobytes()


def test_a_list_of_levels_is_sampled_by_the_seed():
    def firsts(seed):
        envs = ledge.VectorEnv(["first-steps", "2", "3"], 16)
        obs, _ = envs.reset(seed=seed)
        return obs.copy()

    assert np.array_equal(firsts(1), firsts(1))
    assert not np.array_equal(firsts(1), firsts(2))


def test_winning_terminates_and_the_next_step_starts_again(one_coin):
    envs = ledge.VectorEnv(one_coin, 2, reward_coin=1.0, reward_win=10.0)
    start, _ = envs.reset(seed=0)
    start = start.copy()
    rewards = []
    for _ in range(60):
        obs, reward, terminated, truncated, _ = envs.step(np.array([RIGHT, 0]))
        rewards.append(reward[0])
        if terminated[0]:
            break
    assert terminated[0] and not truncated[0]
    assert rewards[-1] == 11.0  # the last coin and the win
    assert not terminated[1]
    obs, reward, terminated, truncated, _ = envs.step(np.array([RIGHT, 0]))
    assert np.array_equal(obs[0], start[0])  # next-step auto-reset: the action is ignored
    assert (reward[0], terminated[0], truncated[0]) == (0.0, False, False)


def test_losing_terminates_with_the_loss_reward(lava_pit):
    envs = ledge.VectorEnv(lava_pit, 1, reward_loss=-3.0, reward_step=-0.5)
    envs.reset(seed=0)
    for _ in range(120):
        _, reward, terminated, _, _ = envs.step(np.array([RIGHT]))
        if terminated[0]:
            break
    assert terminated[0]
    assert reward[0] == -3.5


def test_max_steps_truncates():
    envs = ledge.VectorEnv("first-steps", 3, max_steps=10)
    envs.reset(seed=0)
    for step in range(10):
        _, _, terminated, truncated, _ = envs.step(np.zeros(3, np.int64))
        assert not terminated.any()
        assert truncated.all() == (step == 9)


@pytest.mark.parametrize("observation", ["state", "pixels"])
def test_every_observation_is_inside_its_space(observation):
    envs = ledge.VectorEnv(["first-steps", "2", "4"], 8, observation=observation, max_steps=200)
    obs, _ = envs.reset(seed=3)
    assert envs.observation_space.contains(obs)
    for _ in range(400):
        obs, *_ = envs.step(envs.action_space.sample())
        assert envs.observation_space.contains(obs)


def test_pixels_show_the_level_around_the_player():
    envs = ledge.VectorEnv("first-steps", 1, observation="pixels")
    obs, _ = envs.reset(seed=0)
    assert obs.shape == (1, 64, 64, 3) and obs.dtype == np.uint8
    assert len(np.unique(obs[0].reshape(-1, 3), axis=0)) > 3  # background, tiles, player, ...
    assert np.array_equal(envs.draw(0), obs[0])


def test_a_bad_level_raises_with_ledges_message_naming_the_file_and_place(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("......\n.@.x..\n######\n")
    with pytest.raises(ledge.LevelError, match=r"bad\.txt:2:4: unknown character 'x'"):
        ledge.VectorEnv(str(bad), 2)
    with pytest.raises(ledge.LevelError, match="no-such-level"):
        ledge.VectorEnv("no-such-level", 2)


def test_an_unknown_physics_raises():
    with pytest.raises(ValueError, match="the presets are ledge, eloquent"):
        ledge.VectorEnv("first-steps", 1, physics="moon")


@pytest.mark.parametrize("physics", ledge.PRESETS)
def test_every_preset_plays(physics):
    envs = ledge.VectorEnv("first-steps", 2, physics=physics)
    envs.reset(seed=0)
    obs, *_ = envs.step(np.array([RIGHT, RIGHT]))
    assert np.isfinite(obs).all()


@pytest.mark.parametrize(
    "actions",
    [np.zeros(3, np.int64), np.zeros((4, 1), np.int64), np.zeros(4, np.float32), np.array([0, 1, 2, 64])],
)
def test_a_wrong_action_raises(actions):
    envs = ledge.VectorEnv("first-steps", 4)
    envs.reset(seed=0)
    with pytest.raises(ValueError, match="actions"):
        envs.step(actions)
