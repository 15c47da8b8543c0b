"""`ledge.verify_replay`: replays played again from Python, with `ledge replay`'s verdicts."""

import re
from pathlib import Path

import pytest

import ledge


def checksum(text):
    """The replay format's checksum: 64-bit FNV-1a of every byte before its line."""
    h = 0xCBF29CE484222325
    for byte in text.encode():
        h = ((h ^ byte) * 0x100000001B3) % 2**64
    return f"{h:016x}"


def rewritten(text, change):
    """The replay `text` with `change` applied to its body and its checksum made right again, as
    a replay recorded by an engine that plays otherwise would be."""
    body = change(text[: text.index("# checksum ")])
    return f"{body}# checksum {checksum(body)}\n"


@pytest.fixture
def hop_replay(tmp_path):
    """A built-in level's winning run, saved from Python."""
    report = ledge.solve("hop")
    path = tmp_path / "hop.replay"
    path.write_text(report["replay"])
    return path


def test_a_winning_run_verifies_with_its_outcome_frame_and_hash(hop_replay):
    verified = ledge.verify_replay(hop_replay)
    assert verified["verified"] is True
    assert (verified["outcome"], verified["cause"]) == ("won", None)
    assert verified["frame"] > 0 and verified["checks"] >= 1
    assert verified == ledge.verify_replay(str(hop_replay)), "the same verdict, every time"


def test_the_checksum_here_is_the_files_own(hop_replay):
    text = hop_replay.read_text()
    assert rewritten(text, lambda body: body) == text


def test_a_run_that_plays_otherwise_is_not_verified_and_names_the_frame(hop_replay, tmp_path):
    first_check = re.compile(r"# state (\d+) hash=([0-9a-f]+)")
    frame = first_check.search(hop_replay.read_text()).group(1)
    path = tmp_path / "desync.replay"
    changed = rewritten(hop_replay.read_text(), lambda body: first_check.sub(r"# state \1 hash=0123456789abcdef", body, 1))
    path.write_text(changed)
    verified = ledge.verify_replay(path)
    assert verified["verified"] is False
    assert f"desync at frame {frame}" in verified["problem"] and "desync.replay" in verified["problem"]


def test_a_replay_finds_its_level_file_moved_beside_it(one_coin, tmp_path):
    report = ledge.solve(one_coin)
    moved = tmp_path / "moved"
    moved.mkdir()
    (moved / "one-coin.txt").write_text(Path(one_coin).read_text())
    # The replay names its level by the path it was opened from; a relative one that does not
    # exist from here is looked for beside the replay.
    text = re.sub(r"# source .*\n", "# source one-coin.txt\n", report["replay"])
    (moved / "win.replay").write_text(rewritten(text, lambda body: body))
    assert ledge.verify_replay(moved / "win.replay")["verified"] is True


def test_bad_replays_and_wrong_levels_raise_with_ledges_message(hop_replay, tmp_path):
    foreign = tmp_path / "foreign.replay"
    foreign.write_bytes(b"PK\x03\x04 not a replay")
    with pytest.raises(ledge.LevelError, match=r"foreign.replay:1: not a Ledge replay"):
        ledge.verify_replay(foreign)
    with pytest.raises(ledge.LevelError, match=r"recorded on the level `Hop`"):
        ledge.verify_replay(hop_replay, level="first-steps")
    with pytest.raises(ledge.LevelError, match=r"recorded with the `ledge` physics"):
        ledge.verify_replay(hop_replay, physics="talle")
    with pytest.raises(ledge.LevelError, match=r"no physics preset `warp`"):
        ledge.verify_replay(hop_replay, physics="warp")
