"""ledge/Ledge-v0: one environment through gymnasium.make."""

import gymnasium as gym
import numpy as np
from gymnasium.utils.env_checker import check_env

import ledge  # noqa: F401  (registers ledge/Ledge-v0)


def test_the_environment_checker_passes():
    check_env(gym.make("ledge/Ledge-v0", level="first-steps").unwrapped, skip_render_check=False)
    check_env(gym.make("ledge/Ledge-v0", level="2", observation="pixels").unwrapped)


def test_make_passes_the_keywords_on_and_renders():
    env = gym.make("ledge/Ledge-v0", level="first-steps", physics="tiny", max_steps=5, render_mode="rgb_array")
    obs, _ = env.reset(seed=0)
    assert env.observation_space.contains(obs)
    for _ in range(5):
        obs, reward, terminated, truncated, _ = env.step(env.action_space.sample())
    assert truncated and not terminated
    assert env.render().shape == (64, 64, 3)


def test_make_vec_gives_a_ledge_vector_env():
    envs = gym.make_vec("ledge/Ledge-v0", num_envs=3, vectorization_mode="vector_entry_point", level="first-steps")
    obs, _ = envs.reset(seed=0)
    assert obs.shape == (3, ledge.spaces.STATE_LEN)
    assert isinstance(envs.unwrapped, ledge.VectorEnv)


def test_a_state_round_trips_through_the_single_environment():
    env = gym.make("ledge/Ledge-v0", level="first-steps").unwrapped
    env.reset(seed=0)
    for _ in range(20):
        env.step(2)
    state = env.get_state()
    after = [env.step(18)[0] for _ in range(30)]
    env.set_state(state)
    again = [env.step(18)[0] for _ in range(30)]
    assert np.array_equal(np.stack(after), np.stack(again))
