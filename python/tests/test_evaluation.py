"""What evaluations and behaviour cloning build on: the gentle tiers, how each episode ended
in the infos, environments pinned to given levels, and certificates as demonstrations."""

import numpy as np
import pytest

import ledge


def run_to_end(envs, actions_of):
    """Steps until every environment's first episode has ended; each one's outcome and level."""
    outcomes = [None] * envs.num_envs
    _, infos = envs.reset()
    levels = [int(seed) for seed in infos["seed"]]
    for t in range(4000):
        _, _, _, _, infos = envs.step(actions_of(t))
        for i in np.flatnonzero(infos["_outcome"]):
            if outcomes[i] is None:
                outcomes[i] = str(infos["outcome"][i])
        if all(o is not None for o in outcomes):
            return outcomes, levels
    raise AssertionError(f"episodes still going after 4000 steps: {outcomes}")


def test_the_infos_say_a_won_level_was_won():
    demo = ledge.demonstrations([3], "first")[0]
    envs = ledge.VectorEnv("generated", 1, levels=[3], difficulty="first")
    outcomes, levels = run_to_end(envs, lambda t: demo["actions"][t : t + 1])
    assert outcomes == ["won"] and levels == [3]


def test_the_infos_say_a_death_was_a_loss_and_a_cut_episode_a_timeout(tmp_path):
    pit = tmp_path / "pit.txt"
    pit.write_text("physics: ledge\n---\n#......#\n#.@...o#\n###++###\n")
    envs = ledge.VectorEnv(str(pit), 1, max_steps=600)
    outcomes = []
    envs.reset()
    while not outcomes:
        _, _, _, _, infos = envs.step(np.array([int(ledge.Button.RIGHT)]))
        outcomes = list(infos["outcome"][infos["_outcome"]])
    assert outcomes == ["lost"], "walking into the lava loses"
    idle = ledge.VectorEnv("generated", 2, levels=[0, 1], difficulty="first", max_steps=50)
    outcomes, _ = run_to_end(idle, lambda t: np.zeros(2, np.int64))
    assert outcomes == ["timeout", "timeout"]


def test_the_infos_are_quiet_while_episodes_go_on():
    envs = ledge.VectorEnv("first-steps", 3)
    _, infos = envs.reset(seed=0)
    assert not infos["_outcome"].any() and list(infos["outcome"]) == ["", "", ""]
    _, _, _, _, infos = envs.step(np.zeros(3, np.int64))
    assert not infos["_outcome"].any()
    assert list(infos["level"]) == [0, 0, 0]


def test_pinned_environments_play_exactly_the_given_levels_in_order():
    seeds = [40, 7, 1234, 7]
    envs = ledge.VectorEnv("generated", 2, levels=seeds, difficulty="easy", max_steps=20)
    played = [[], []]
    envs.reset()
    for _ in range(4 * 21):
        _, _, _, _, infos = envs.step(np.zeros(2, np.int64))
        for i in np.flatnonzero(infos["_outcome"]):
            played[i].append(int(infos["seed"][i]))
    # Environment 0 plays the list's levels 0, 2, 0, 2...; environment 1 its levels 1, 3, 1...
    assert played[0][:3] == [40, 1234, 40] and played[1][:3] == [7, 7, 7]
    _, infos = envs.reset()
    assert list(infos["seed"]) == [40, 7], "a reset starts the order again"


@pytest.mark.parametrize(
    "levels, words",
    [
        ([], "empty"),
        ([3, -1], "-1 at 1"),
        ([1.5], "1.5 at 0"),
        ("12", "list of seeds"),
    ],
)
def test_bad_pinned_levels_are_refused_with_a_clear_message(levels, words):
    with pytest.raises(ValueError, match=words):
        ledge.VectorEnv("generated", 2, levels=levels)


def test_pinned_levels_and_a_range_of_levels_are_not_mixed():
    with pytest.raises(ValueError, match="one or the other"):
        ledge.VectorEnv("generated", 2, levels=[1, 2], num_levels=10)


def test_an_unknown_tier_is_refused_everywhere():
    for call in (
        lambda: ledge.VectorEnv("generated", 1, difficulty="gentle"),
        lambda: ledge.demonstrations([1], "gentle"),
        lambda: ledge.generate(1, difficulty="gentle"),
    ):
        with pytest.raises(ValueError, match="first, climb, easy, normal, hard"):
            call()


@pytest.mark.parametrize("difficulty", ["first", "climb", "easy"])
def test_every_demonstration_replays_to_its_certified_win(difficulty):
    seeds = list(range(100_000, 100_006))
    demos = ledge.demonstrations(seeds, difficulty)
    assert [d["seed"] for d in demos] == seeds
    envs = ledge.VectorEnv("generated", len(seeds), levels=seeds, difficulty=difficulty)
    obs, infos = envs.reset()
    longest = max(d["par"] for d in demos)
    ended = [None] * len(seeds)
    for t in range(longest):
        for i, d in enumerate(demos):
            if ended[i] is None:
                assert np.array_equal(obs[i], d["observations"][t]), f"seed {d['seed']} step {t}"
        actions = np.array([d["actions"][t] if t < d["par"] else 0 for d in demos], np.int64)
        obs, _, _, _, infos = envs.step(actions)
        for i in np.flatnonzero(infos["_outcome"]):
            if ended[i] is None:
                ended[i] = (str(infos["outcome"][i]), t + 1)
    assert ended == [("won", d["par"]) for d in demos]
    for d in demos:
        assert d["won"] and d["observations"].shape == (d["par"], 117) and d["actions"].shape == (d["par"],)


def test_demonstrations_in_pixels_are_the_pictures_the_environment_shows():
    demo = ledge.demonstrations([5], "first", observation="pixels")[0]
    assert demo["observations"].shape == (demo["par"], 64, 64, 3) and demo["observations"].dtype == np.uint8
    envs = ledge.VectorEnv("generated", 1, levels=[5], difficulty="first", observation="pixels")
    obs, _ = envs.reset()
    assert np.array_equal(obs[0], demo["observations"][0])
    for t in range(30):
        obs, *_ = envs.step(demo["actions"][t : t + 1])
    assert np.array_equal(obs[0], demo["observations"][30])


def test_the_gentle_tiers_are_gentler():
    first, climb, easy = (ledge.generate(s, difficulty=d) for s, d in [(1, "first"), (1, "climb"), (1, "easy")])
    rows = [t["text"].split("\n---\n")[1].count("\n") for t in (first, climb)]
    assert rows[0] < rows[1], "the first tier is one floor, the climb tier two"
    assert "H" not in first["text"].split("\n---\n")[1], "the first tier has no ladder"
    assert first["par"] < easy["par"]


def test_a_single_environment_says_how_its_episode_ended():
    import gymnasium

    env = gymnasium.make("ledge/Ledge-v0", level="generated", levels=[3], difficulty="first")
    demo = ledge.demonstrations([3], "first")[0]
    _, info = env.reset()
    assert info["outcome"] == "" and info["seed"] == 3
    for action in demo["actions"]:
        _, _, terminated, _, info = env.step(int(action))
    assert terminated and info["outcome"] == "won"
