"""Ledge, the 2D platformer, for agents and tools.

``ledge.VectorEnv`` steps many games in one call from Rust; ``gymnasium.make("ledge/Ledge-v0",
level=...)`` is a single environment; ``ledge.solve(level)`` is the solver's verdict on a level;
``ledge.verify_replay(path)`` plays a replay again and says whether it goes exactly as recorded;
``ledge.generate(seed)`` makes a level with its certificate, a winning run;
``ledge.demonstrations(seeds)`` gives certificates as observations and actions, for behaviour
cloning.
Observations, actions and rewards are described in ``docs/python.md`` and in ``ledge.VectorEnv``'s
docstring.

>>> import ledge
>>> envs = ledge.VectorEnv("first-steps", num_envs=4)
>>> obs, infos = envs.reset(seed=1)
>>> obs.shape
(4, 117)
"""

import gymnasium

from ledge._ledge import PRESETS, LevelError, State, demonstrations, generate, solve, verify_replay
from ledge.single import LedgeEnv
from ledge.spaces import ACTIONS, Button
from ledge.vector import VectorEnv

__all__ = [
    "ACTIONS",
    "Button",
    "LedgeEnv",
    "LevelError",
    "PRESETS",
    "State",
    "VectorEnv",
    "demonstrations",
    "generate",
    "solve",
    "verify_replay",
]

gymnasium.register(
    id="ledge/Ledge-v0",
    entry_point="ledge.single:LedgeEnv",
    vector_entry_point="ledge.vector:VectorEnv",
)
