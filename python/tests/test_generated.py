"""Generated levels: Procgen's protocol (num_levels, start_level), infos, certificates, errors."""

import numpy as np
import pytest

import ledge


def play(envs, actions):
    """Steps environment 0 through ``actions`` (the others idle); its last reward and ending."""
    idle = np.zeros(envs.num_envs, np.int64)
    reward, terminated = 0.0, False
    for action in actions:
        idle[0] = action
        _, rewards, ends, _, _ = envs.step(idle)
        reward, terminated = float(rewards[0]), bool(ends[0])
        if terminated:
            break
    return reward, terminated


def test_a_fixed_set_of_levels_draws_its_seeds_from_start_level_on():
    envs = ledge.VectorEnv("generated", 8, num_levels=5, start_level=100, difficulty="easy")
    seen = set()
    for seed in range(6):
        _, infos = envs.reset(seed=seed)
        seen.update(int(s) for s in infos["seed"])
        assert (infos["par"] >= 120).all(), "every par is at least two seconds"
    assert seen <= set(range(100, 105)) and len(seen) > 1
    assert len(envs.level_names) == 5


def test_the_certificate_wins_its_level():
    envs = ledge.VectorEnv("generated", 2, num_levels=3, start_level=7, difficulty="normal")
    envs.reset(seed=3)
    certificate = envs.certificate(0)
    assert len(certificate["actions"]) == certificate["par"]
    assert certificate["replay"].startswith("# ledge replay")
    assert "physics: ledge" in certificate["level"]
    reward, terminated = play(envs, certificate["actions"])
    assert terminated and reward >= 10.0, "the run ends with the win's reward"


def test_an_unlimited_stream_plays_a_new_level_each_episode():
    envs = ledge.VectorEnv("generated", 1, difficulty="easy")
    seeds = []
    for seed in range(4):
        _, infos = envs.reset(seed=seed)
        seeds.append(int(infos["seed"][0]))
    assert len(set(seeds)) == 4
    again = ledge.VectorEnv("generated", 1, difficulty="easy")
    _, infos = again.reset(seed=2)
    assert int(infos["seed"][0]) == seeds[2], "the same reset seed gives the same level"


def test_generate_is_the_same_level_for_the_same_seed():
    a = ledge.generate(42, difficulty="hard")
    b = ledge.generate(42, difficulty="hard")
    assert a["text"] == b["text"] and a["actions"] == b["actions"]
    assert a["par"] == len(a["actions"]) and a["name"] == "Generated 42 (hard)"
    assert ledge.generate(43, difficulty="hard")["text"] != a["text"]


def test_a_tower_is_narrow_and_tall_and_its_certificate_wins_it():
    tower = ledge.generate(7, difficulty="easy", shape="tower")
    rows = tower["text"].split("---\n", 1)[1].splitlines()
    assert len(rows[0]) < len(rows) and tower["name"] == "Generated 7 (easy, tower)"
    envs = ledge.VectorEnv("generated", 1, levels=[7], difficulty="easy", shape="tower")
    _, infos = envs.reset(seed=0)
    assert int(infos["par"][0]) == tower["par"]
    reward, terminated = play(envs, envs.certificate(0)["actions"])
    assert terminated and reward >= 10.0


def test_a_state_of_a_streamed_level_comes_back_after_another_episode():
    envs = ledge.VectorEnv("generated", 1, difficulty="easy")
    obs, _ = envs.reset(seed=9)
    state = envs.get_state(0)
    first = obs[0].copy()
    envs.reset(seed=10)
    assert np.array_equal(envs.set_state(0, state), first)


@pytest.mark.parametrize(
    "kwargs, words",
    [
        (dict(difficulty="brutal"), "first, climb, easy, normal, hard"),
        (dict(num_levels=-1), "num_levels"),
        (dict(start_level=-5), "start_level"),
        (dict(theme="moon"), "meadow"),
        (dict(shape="maze"), "floors, tower, descent"),
        (dict(physics="eloquent"), "own physics"),
    ],
)
def test_bad_options_are_refused_with_a_clear_message(kwargs, words):
    with pytest.raises(ValueError, match=words):
        ledge.VectorEnv("generated", 2, **kwargs)


def test_generator_options_are_refused_for_other_levels():
    with pytest.raises(ValueError, match="only for level"):
        ledge.VectorEnv("first-steps", 1, num_levels=5)


def test_a_negative_seed_is_refused():
    with pytest.raises(ValueError, match="seed"):
        ledge.generate(-1)
