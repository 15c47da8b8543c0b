"""``ledge.LedgeEnv``, registered as ``ledge/Ledge-v0``: one game of Ledge as a Gymnasium
environment."""

from typing import Optional

import numpy as np
import gymnasium

from ledge.vector import Levels, VectorEnv


def _one(infos: dict) -> dict:
    """The first environment's infos of a vector environment's, as plain Python values."""
    return {key: value[0].item() for key, value in infos.items() if not key.startswith("_")}


class LedgeEnv(gymnasium.Env):
    """One game of Ledge: ``gymnasium.make("ledge/Ledge-v0", level="first-steps")``.

    It takes the keyword arguments of ``ledge.VectorEnv`` (``physics``, ``mapping``,
    ``observation``, ``max_steps``, the rewards) and has the same observations, actions and
    rewards; ``render_mode="rgb_array"`` makes ``render`` return a 64 by 64 RGB picture.
    Observations returned are copies. After an episode ends, call ``reset``. Infos hold the
    vector environment's for its one game, as plain values: ``"outcome"`` (``"won"``, ``"lost"``,
    ``"timeout"``, or ``""`` while the episode goes on), ``"level"``, and for generated levels
    ``"seed"`` and ``"par"``.
    """

    metadata = {"render_modes": ["rgb_array"], "render_fps": 60}

    def __init__(self, level: Levels = "first-steps", render_mode: Optional[str] = None, **kwargs):
        if render_mode not in (None, "rgb_array"):
            raise ValueError(f"render_mode: {render_mode!r} is not one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        self._envs = VectorEnv(level, 1, **kwargs)
        self.observation_space = self._envs.single_observation_space
        self.action_space = self._envs.single_action_space
        self._action = np.zeros(1, np.int64)

    def reset(self, *, seed: Optional[int] = None, options: Optional[dict] = None):
        super().reset(seed=seed)
        obs, infos = self._envs.reset(seed=seed)
        return obs[0].copy(), _one(infos)

    def step(self, action):
        if not self.action_space.contains(action):
            raise ValueError(f"action: {action!r} is not in {self.action_space}")
        self._action[0] = action
        obs, rewards, terminated, truncated, infos = self._envs.step(self._action)
        return obs[0].copy(), float(rewards[0]), bool(terminated[0]), bool(truncated[0]), _one(infos)

    def render(self):
        if self.render_mode == "rgb_array":
            return self._envs.draw(0)
        return None

    def get_state(self):
        """The game's whole state (see ``ledge.VectorEnv.get_state``)."""
        return self._envs.get_state(0)

    def set_state(self, state) -> np.ndarray:
        """Puts back a state from ``get_state`` and returns the observation."""
        return self._envs.set_state(0, state).copy()

    def save_replay(self, path) -> None:
        """Saves the episode so far as a replay file that ``ledge replay`` verifies."""
        self._envs.save_replay(0, path)
