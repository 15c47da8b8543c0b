"""`ledge.solve`: the solver's verdicts from Python, as `ledge solve` gives them."""

import pytest

import ledge


def test_a_level_is_solved_and_its_replay_verifies(one_coin, tmp_path):
    report = ledge.solve(one_coin, shortest=True)
    assert report["verdict"] == "solved"
    assert report["shortest"] is True and report["frames"] > 0
    assert report["states"] > 1 and "the fewest" in report["proof"]
    path = tmp_path / "win.replay"
    path.write_text(report["replay"])
    verified = ledge.verify_replay(path)
    assert verified["verified"] and verified["outcome"] == "won", verified
    assert verified["frame"] == report["frames"]


def test_a_walled_in_coin_is_proven_unsolvable_by_any_run(tmp_path):
    path = tmp_path / "sealed.txt"
    path.write_text("#######\n#...#.#\n#...#.#\n#@..#o#\n#######\n")
    report = ledge.solve(str(path), max_frames=40)
    assert report["verdict"] == "unsolvable" and report["proof_kind"] == "reachability"
    assert report["frames"] is None and report["replay"] is None
    assert report["proof"] == "the coin at 5,3 is out of reach by any run"


def test_a_level_with_no_win_within_a_bound_is_proven_so_by_search(tmp_path):
    path = tmp_path / "far.txt"
    path.write_text("############\n#@........o#\n############\n")
    report = ledge.solve(str(path), max_frames=20)
    assert report["verdict"] == "unsolvable" and report["proof_kind"] == "search"
    assert "no run of up to 20 steps wins" in report["proof"]


def test_a_spent_budget_is_unknown():
    assert ledge.solve("hop", shortest=True, max_states=300)["verdict"] == "unknown"


def test_a_bad_level_raises_with_ledges_message(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("..\n.x\n")
    with pytest.raises(ledge.LevelError, match=r"bad.txt:2:2: unknown character 'x'"):
        ledge.solve(str(path))
