"""Levels shared by the tests: small text plans written for each test."""

import pytest


@pytest.fixture
def one_coin(tmp_path):
    """A level won by walking right for a few steps."""
    path = tmp_path / "one-coin.txt"
    path.write_text("......\n.@o...\n######\n")
    return str(path)


@pytest.fixture
def lava_pit(tmp_path):
    """A level lost by walking right into lava, with a coin out of reach."""
    path = tmp_path / "lava-pit.txt"
    path.write_text("......o\n.@.....\n###++##\n")
    return str(path)
