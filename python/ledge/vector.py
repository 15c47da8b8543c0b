"""``ledge.VectorEnv``: many Ledge games as one Gymnasium vector environment."""

import os
from typing import Any, Optional, Sequence, Union

import numpy as np
import gymnasium
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space

from ledge import _ledge
from ledge.spaces import ACTIONS, observation_space

Levels = Union[str, os.PathLike, Sequence[Union[str, os.PathLike]]]

_ENDINGS = np.array(_ledge.ENDINGS)


def _seeds(levels: Sequence[int]) -> list:
    """The seeds of ``levels=``, checked to be whole numbers (Rust checks their range)."""
    if isinstance(levels, (str, bytes)) or not hasattr(levels, "__iter__"):
        raise ValueError(f"levels: a list of seeds is needed, not {levels!r}")
    seeds = list(levels)
    for i, seed in enumerate(seeds):
        if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)):
            raise ValueError(f"levels: {seed!r} at {i} is not a seed (a whole number from 0)")
    return [int(seed) for seed in seeds]


class VectorEnv(gymnasium.vector.VectorEnv):
    """``num_envs`` games of Ledge, all stepped by one call into Rust.

    ``level`` is a built-in level's name or number (``"first-steps"``, ``"1"``), a text plan's
    path, a Tiled (``.tmx``, ``.tmj``, ``.json``) or LDtk (``.ldtk``) file, or a list of them
    (an LDtk project or a Tiled ``.world`` stands for the list of all its levels, in order):
    each episode then plays one drawn from the list with the environment's own random numbers
    (seeded by ``reset(seed=...)``). A level that cannot be opened raises ``ledge.LevelError``
    with Ledge's message (``FILE:LINE:COL: message``).

    Keyword arguments:

    - ``physics``: a preset's name (``ledge.PRESETS``); by default each level's own.
    - ``mapping``: the mapping file for Tiled and LDtk levels (else the one beside each file).
    - ``observation``: ``"state"`` (a float32 vector of 117 numbers) or ``"pixels"`` (64 by 64
      RGB bytes); see ``ledge.spaces``.
    - ``max_steps``: steps (1/60 s each) before an episode is truncated; default 3600, a minute.
    - ``reward_coin`` (1), ``reward_win`` (10), ``reward_loss`` (-10), ``reward_step`` (0):
      a step's reward is ``reward_step`` plus ``reward_coin`` per coin taken, plus
      ``reward_win`` when the last coin is taken or ``reward_loss`` when the player dies.

    Actions are one integer per environment, a set of buttons as bits (``ledge.Button``):
    left 1, right 2, up 4, down 8, jump 16.

    An episode terminates when the level is won or lost and is truncated at ``max_steps``.
    Auto-reset is Gymnasium's next-step mode: the step after an episode ends starts another
    in that environment, ignores its action, and returns its first observation, reward 0, and
    neither terminated nor truncated.

    ``step`` and ``reset`` return the same arrays every time, rewritten in place by Rust: copy
    what you keep beyond the next call.

    **Infos.** ``"outcome"``: how each environment's episode ended at this step, ``"won"``,
    ``"lost"`` or ``"timeout"`` (cut at ``max_steps``), and ``""`` where it goes on; its mask
    ``"_outcome"`` (Gymnasium's convention) is True where an episode ended. ``"level"``: the
    place in the list of levels of the level each environment plays (-1 for a stream of
    generated levels).

    **Generated levels** (Procgen's protocol): ``level="generated"`` plays levels made by Ledge's
    generator, each with its certificate, a winning run found as it was made.

    - ``num_levels``: how many levels (those of seeds ``start_level`` to ``start_level +
      num_levels - 1``), each episode drawing one; 0 (the default) draws a new level for every
      episode, an unlimited stream.
    - ``start_level``: the first seed (default 0).
    - ``levels``: a list of seeds to play exactly, in order, for evaluations (instead of
      ``num_levels`` and ``start_level``): environment ``i`` of ``n`` plays the list's levels
      ``i``, ``i + n``, ``i + 2n``... (around again past the end), from the first at every
      ``reset``; so ``n`` environments on ``n`` seeds play each once in their first episodes.
    - ``difficulty``: ``"easy"`` (the default), ``"first"`` (one floor, no climb),
      ``"climb"`` (one floor and a ladder), ``"normal"`` or ``"hard"``.
    - ``theme``: ``"meadow"``, ``"caverns"``, ``"foundry"`` or ``"cliffs"``; by default the
      seed's choice among the first three.
    - ``shape``: ``"floors"`` (the default: floors climbed one above another), ``"tower"`` (a
      narrow tower of short floors) or ``"descent"`` (from the top floor down through holes).

    Their infos also hold ``"seed"`` and ``"par"`` (the certificate's steps) of the level each
    environment plays, and ``certificate(i)`` gives its winning run; ``ledge.demonstrations``
    gives certificates as observations and actions, for behaviour cloning.
    """

    metadata = {"autoreset_mode": AutoresetMode.NEXT_STEP, "render_modes": []}

    def __init__(
        self,
        level: Levels,
        num_envs: int = 1,
        *,
        physics: Optional[str] = None,
        mapping: Optional[Union[str, os.PathLike]] = None,
        observation: str = "state",
        max_steps: int = 3600,
        reward_coin: float = 1.0,
        reward_win: float = 10.0,
        reward_loss: float = -10.0,
        reward_step: float = 0.0,
        num_levels: Optional[int] = None,
        start_level: Optional[int] = None,
        levels: Optional[Sequence[int]] = None,
        difficulty: Optional[str] = None,
        theme: Optional[str] = None,
        shape: Optional[str] = None,
    ):
        self.single_observation_space = observation_space(observation)
        rewards = dict(
            pixels=observation == "pixels",
            max_steps=max_steps,
            reward_coin=reward_coin,
            reward_win=reward_win,
            reward_loss=reward_loss,
            reward_step=reward_step,
        )
        generator = dict(
            num_levels=num_levels,
            start_level=start_level,
            levels=levels,
            difficulty=difficulty,
            theme=theme,
            shape=shape,
        )
        self._generated = isinstance(level, str) and level == "generated"
        if self._generated:
            if physics is not None or mapping is not None:
                raise ValueError("generated levels play with their own physics and need no mapping")
            given = {name: value for name, value in generator.items() if value is not None}
            if levels is not None:
                both = [name for name in ("num_levels", "start_level") if name in given]
                if both:
                    raise ValueError(f"levels: a list of seeds to play, given with {' and '.join(both)}: give one or the other")
                given["levels"] = _seeds(levels)
            self._games = _ledge.Games.generated(num_envs, **given, **rewards)
        else:
            named = [name for name, value in generator.items() if value is not None]
            if named:
                raise ValueError(f"{', '.join(named)}: only for level=\"generated\"")
            levels = [level] if isinstance(level, (str, os.PathLike)) else list(level)
            self._games = _ledge.Games(
                [os.fspath(name) for name in levels],
                num_envs,
                physics=physics,
                mapping=None if mapping is None else os.fspath(mapping),
                **rewards,
            )
        self._seeds = np.zeros(num_envs, np.int64)
        self._pars = np.zeros(num_envs, np.int64)
        self._endings = np.zeros(num_envs, np.int8)
        self._levels = np.zeros(num_envs, np.int64)
        self.num_envs = num_envs
        self.single_action_space = ACTIONS
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(ACTIONS, num_envs)
        space = self.single_observation_space
        self._obs = np.zeros((num_envs, *space.shape), space.dtype)
        self._rewards = np.zeros(num_envs, np.float32)
        self._terminated = np.zeros(num_envs, np.bool_)
        self._truncated = np.zeros(num_envs, np.bool_)

    @property
    def level_names(self) -> list:
        """The levels' names, in the order given."""
        return self._games.level_names

    def reset(self, *, seed: Optional[int] = None, options: Optional[dict] = None):
        """Starts an episode in every environment; with ``seed``, environment ``i`` draws its
        levels from ``seed + i`` (a batch pinned to ``levels=`` starts its order again). Returns the
        observations and the infos."""
        super().reset(seed=seed)
        self._games.reset(self._obs, seed)
        return self._obs, self._infos()

    def step(self, actions: Any):
        """Steps every environment with its action (one integer in 0..63 each)."""
        actions = np.asarray(actions)
        if actions.shape != (self.num_envs,) or not np.issubdtype(actions.dtype, np.integer):
            raise ValueError(
                f"actions: an array of {self.num_envs} integers is needed, one per environment, "
                f"and this one holds {actions.dtype} of shape {actions.shape}"
            )
        self._games.step(
            actions.astype(np.int64, copy=False),
            self._obs,
            self._rewards,
            self._terminated,
            self._truncated,
        )
        return self._obs, self._rewards, self._terminated, self._truncated, self._infos()

    def _infos(self) -> dict:
        """How episodes ended and which level each environment plays, with the generated
        levels' seeds and pars."""
        self._games.endings(self._endings, self._levels)
        infos = {
            "outcome": _ENDINGS[self._endings],
            "_outcome": self._endings != 0,
            "level": self._levels,
        }
        if self._generated:
            self._games.level_infos(self._seeds, self._pars)
            infos.update(seed=self._seeds, par=self._pars)
        return infos

    def certificate(self, i: int) -> dict:
        """Environment ``i``'s generated level's certificate, a winning run from its start:
        ``"actions"`` (one integer a step, as ``step`` takes them), ``"replay"`` (the run as a
        replay file's text, which ``ledge replay`` verifies), ``"seed"``, ``"par"`` and
        ``"level"`` (the level as a text plan). ``ValueError`` for a level that was not
        generated."""
        certificate = self._games.certificate(i)
        if certificate is None:
            raise ValueError(f"environment {i} plays a level that was not generated: it has no certificate")
        actions, replay = certificate
        self._games.level_infos(self._seeds, self._pars)
        return {
            "actions": np.frombuffer(bytes(actions), np.uint8).astype(np.int64),
            "replay": replay,
            "seed": int(self._seeds[i]),
            "par": int(self._pars[i]),
            "level": self._games.level_text(i),
        }

    def get_state(self, i: int) -> _ledge.State:
        """Environment ``i``'s whole state: the game (every body, actor, timer), the episode's
        steps and buttons so far, and its random numbers."""
        return self._games.get_state(i)

    def set_state(self, i: int, state: _ledge.State) -> np.ndarray:
        """Puts back environment ``i``'s state, bit for bit, and returns its observation (a
        view of its row of the observations array). ``ValueError`` for a state of a level this
        environment does not play."""
        self._games.set_state(i, state, self._obs)
        return self._obs[i]

    def replay(self, i: int) -> str:
        """Environment ``i``'s episode so far as the text of a Ledge replay."""
        return self._games.replay(i)

    def save_replay(self, i: int, path: Union[str, os.PathLike]) -> None:
        """Saves environment ``i``'s episode so far as a replay file, which ``ledge replay``
        verifies and ``ledge play --replay`` shows."""
        with open(path, "w", encoding="utf-8") as file:
            file.write(self.replay(i))

    def draw(self, i: int) -> np.ndarray:
        """A 64 by 64 RGB picture of environment ``i``, as pixel observations show it."""
        picture = np.zeros((_ledge.PIXELS_SIDE, _ledge.PIXELS_SIDE, 3), np.uint8)
        self._games.draw(i, picture)
        return picture
