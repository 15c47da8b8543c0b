"""The observation and action spaces of Ledge's environments.

Actions are ``Discrete(64)``: a set of the game's six buttons as bits (``Button``), so that
``Button.RIGHT | Button.JUMP`` (18) walks right and jumps, and ``Button.RIGHT | Button.DASH`` (34)
dashes right (with the ``ledge`` physics; the seeds' presets have no dash).

The state observation is a ``float32`` vector of ``STATE_LEN`` (117) numbers, in cells and cells
per second, y growing downwards:

- 0, 1: the player's centre, x and y, from the level's top-left corner;
- 2, 3: the player's velocity, x and y;
- 4: 1 when the player stands on something, else 0;
- 5: coins left to take;
- 6 to 104: the tiles of the 11 by 9 cells around the player's cell, row by row from the
  top-left: 0 empty, 1 solid, 2 ice, 3 hazard, 4 one-way, 5 ladder, 6 to 11 the slopes; outside
  the level, what its ``outside`` rule says;
- 105 to 116: the 4 nearest other things, nearest first, 3 numbers each: kind (0 none, 1 coin,
  2 lava, 3 monster, 4 moving platform), then x and y of its centre from the player's centre.

The pixel observation is a 64 by 64 RGB ``uint8`` picture of the 16 by 16 cells around the
player (kept inside the level), drawn by Ledge's renderer as the game's window draws it.
"""

import enum

import numpy as np
from gymnasium import spaces

from ledge import _ledge

STATE_LEN = _ledge.STATE_LEN
PIXELS_SIDE = _ledge.PIXELS_SIDE


class Button(enum.IntFlag):
    """The game's buttons, as the bits of an action."""

    LEFT = 1
    RIGHT = 2
    UP = 4
    DOWN = 8
    JUMP = 16
    DASH = 32


ACTIONS = spaces.Discrete(64)
"""One environment's action space: a set of ``Button`` bits."""

OBSERVATIONS = ("state", "pixels")
"""The kinds of observation an environment can give."""


def observation_space(observation: str) -> spaces.Box:
    """One environment's observation space for ``observation``, ``"state"`` or ``"pixels"``."""
    if observation == "pixels":
        return spaces.Box(0, 255, (PIXELS_SIDE, PIXELS_SIDE, 3), np.uint8)
    if observation != "state":
        raise ValueError(f"observation: {observation!r} is not one of {OBSERVATIONS}")
    low = np.full(STATE_LEN, -np.inf, np.float32)
    high = np.full(STATE_LEN, np.inf, np.float32)
    low[4:6] = 0.0  # standing, coins left
    high[4] = 1.0
    tiles = slice(_ledge.TILES_AT, _ledge.NEAREST_AT)
    low[tiles], high[tiles] = 0.0, _ledge.MAX_TILE
    kinds = slice(_ledge.NEAREST_AT, STATE_LEN, 3)
    low[kinds], high[kinds] = 0.0, _ledge.MAX_KIND
    return spaces.Box(low, high, (STATE_LEN,), np.float32)
