"""Runs every level of a folder as a Ray task: opens it, plays random episodes, measures the
game's speed through the Python API, and keeps the replay of the best episode, played again by
``ledge.verify_replay`` to check that it goes as recorded.

The replays it keeps prove each level plays the same anywhere the task runs; for the solver's
verdicts, see ``solve_on_ray.py``.

On one machine::

    python python/examples/levels_on_ray.py LEVELS_DIR --out replays/

On a Ray cluster (``ray start --head``, then ``ray start --address=HEAD:6379`` on the others,
each with ``pip install ./python[ray]``), ``--address auto``: each level is one task, placed on
whichever node has a core free. The level files must be readable at the same path on every node
(a shared folder), and ``--out`` too.
"""

import argparse
import sys
import time
from pathlib import Path

import numpy as np
import ray

LEVEL_SUFFIXES = {".txt", ".tmx", ".tmj", ".json", ".ldtk"}


@ray.remote
def measure(level: str, out: str, episodes: int, max_steps: int, seed: int) -> dict:
    """Plays `episodes` random episodes of `level` and keeps the best as a replay in `out`."""
    import ledge

    try:
        envs = ledge.VectorEnv(level, 1, max_steps=max_steps)
    except ledge.LevelError as error:
        return {"level": level, "error": str(error)}
    rng = np.random.default_rng(seed)
    best, best_state, steps = -np.inf, None, 0
    started = time.perf_counter()
    envs.reset(seed=seed)
    for _ in range(episodes):
        total = 0.0
        while True:
            _, reward, terminated, truncated, _ = envs.step(rng.integers(0, 32, 1))
            total += float(reward[0])
            steps += 1
            if terminated[0] or truncated[0]:
                break
        if total > best:
            best, best_state = total, envs.get_state(0)
        envs.step(np.zeros(1, np.int64))  # next-step auto-reset starts the next episode
    seconds = time.perf_counter() - started
    envs.set_state(0, best_state)
    replay = Path(out) / (Path(level).stem + ".replay")
    envs.save_replay(0, replay)
    return {
        "level": level,
        "name": envs.level_names[0],
        "best_return": best,
        "steps_per_s": steps / seconds,
        "replay": str(replay),
        "verified": ledge.verify_replay(replay)["verified"],
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("levels", help="a folder of level files")
    parser.add_argument("--out", default="replays", help="where the replays go")
    parser.add_argument("--episodes", type=int, default=20, help="random episodes per level")
    parser.add_argument("--max-steps", type=int, default=1200, help="steps before an episode is truncated")
    parser.add_argument("--address", default=None, help="a Ray cluster's address (`auto` on a node of it)")
    parser.add_argument("--num-cpus", type=int, default=None, help="CPUs for a local Ray")
    args = parser.parse_args(argv)

    levels = sorted(str(p.resolve()) for p in Path(args.levels).iterdir() if p.suffix in LEVEL_SUFFIXES)
    out = Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    ray.init(address=args.address, num_cpus=args.num_cpus, include_dashboard=False)
    tasks = [measure.remote(level, str(out), args.episodes, args.max_steps, seed) for seed, level in enumerate(levels)]
    failed = False
    for result in ray.get(tasks):
        if "error" in result:
            print(f"{result['level']}: cannot be opened: {result['error']}")
            continue
        failed |= result["verified"] is False
        print(
            f"{result['name']}: best return {result['best_return']:.1f}, "
            f"{result['steps_per_s']:,.0f} steps/s, replay {result['replay']} "
            f"(verified: {result['verified']})"
        )
    ray.shutdown()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
