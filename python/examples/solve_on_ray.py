"""Runs Ledge's solver over every level of a folder, one Ray task per level: each task gives the
level's verdict (solved, unsolvable by any run or within the bound, or unknown) and keeps the winning run as a
replay, played again by ``ledge.verify_replay`` to check that it goes as recorded.

On one machine::

    python python/examples/solve_on_ray.py LEVELS_DIR --out replays/

On a Ray cluster (``ray start --head``, then ``ray start --address=HEAD:6379`` on the others,
each with ``pip install ./python[ray]``), ``--address auto``: each level is one task, placed on
whichever node has a core free; a search is single-threaded within its task, so a cluster solves
as many levels at once as it has cores. The level files must be readable at the same path on
every node (a shared folder), and ``--out`` too.
"""

import argparse
import sys
import time
from pathlib import Path

import ray

LEVEL_SUFFIXES = {".txt", ".tmx", ".tmj", ".json", ".ldtk"}


@ray.remote
def solve(level: str, out: str, max_frames: int, max_states: int) -> dict:
    """The solver's verdict on `level`; a win is kept as a replay in `out`."""
    import ledge

    started = time.perf_counter()
    try:
        report = ledge.solve(level, max_frames=max_frames, max_states=max_states)
    except ledge.LevelError as error:
        return {"level": level, "error": str(error)}
    report["level"] = level
    report["seconds"] = time.perf_counter() - started
    text = report.pop("replay")
    report["verified"] = None
    if text is not None:
        replay = Path(out) / (Path(level).stem + ".replay")
        replay.write_text(text)
        report["verified"] = ledge.verify_replay(replay)["verified"]
    return report


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("levels", help="a folder of level files")
    parser.add_argument("--out", default="replays", help="where the winning replays go")
    parser.add_argument("--max-frames", type=int, default=3600, help="the longest run searched, steps")
    parser.add_argument("--max-states", type=int, default=3_000_000, help="the state budget of each search")
    parser.add_argument("--address", default=None, help="a Ray cluster's address (`auto` on a node of it)")
    parser.add_argument("--num-cpus", type=int, default=None, help="CPUs for a local Ray")
    args = parser.parse_args(argv)

    levels = sorted(str(p.resolve()) for p in Path(args.levels).iterdir() if p.suffix in LEVEL_SUFFIXES)
    out = Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    ray.init(address=args.address, num_cpus=args.num_cpus, include_dashboard=False)
    tasks = [solve.remote(level, str(out), args.max_frames, args.max_states) for level in levels]
    failed = False
    for result in ray.get(tasks):
        if "error" in result:
            print(f"{result['level']}: cannot be opened: {result['error']}")
            continue
        failed |= result["verified"] is False
        frames = f" in {result['frames']} steps" if result["frames"] is not None else ""
        print(
            f"{Path(result['level']).name}: {result['verdict']}{frames} ({result['states']:,} states, "
            f"{result['seconds']:.1f} s, verified: {result['verified']}): {result['proof']}"
        )
    ray.shutdown()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
