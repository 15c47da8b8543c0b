"""Generates and certifies levels across a Ray cluster, writing them as a pack: each Ray task
makes a batch of seeds' levels with ``ledge.generate``, writes each level's text plan and its
certificate (a winning replay) into the pack's folder, and plays the replay again with
``ledge.verify_replay`` to check it wins as recorded. The folder then holds
``generated-SEED.txt`` and ``generated-SEED.replay`` for every seed, and ``pack.txt``, the
levels' files in seed order, one a line: ``ledge play`` plays each, ``ledge replay`` verifies
each certificate, and ``ledge.VectorEnv(files)`` trains on them.

On one machine::

    python python/examples/generate_on_ray.py --count 1000 --difficulty easy --out pack/

On a Ray cluster (``ray start --head``, then ``ray start --address=HEAD:6379`` on the others,
each with the ``ledge`` wheel and Ray installed), ``--address auto``; ``--out`` must be a folder
every node writes to at the same path (a shared folder).
"""

import argparse
import sys
import time
from pathlib import Path

import ray


@ray.remote
def certify(seeds: list, difficulty: str, out: str) -> list:
    """Makes, writes and verifies the level of each of `seeds`; one report each."""
    import ledge

    reports = []
    for seed in seeds:
        started = time.perf_counter()
        name = f"generated-{seed}"
        made = ledge.generate(seed, difficulty=difficulty, source=f"{name}.txt")
        level = Path(out) / f"{name}.txt"
        level.write_text(made["text"])
        replay = Path(out) / f"{name}.replay"
        replay.write_text(made["replay"])
        verified = ledge.verify_replay(replay)
        reports.append(
            {
                "seed": seed,
                "file": level.name,
                "par": made["par"],
                "won": verified["verified"] and verified["outcome"] == "won",
                "seconds": time.perf_counter() - started,
            }
        )
    return reports


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=1000, help="how many levels")
    parser.add_argument("--start", type=int, default=0, help="the first seed")
    parser.add_argument("--difficulty", default="easy", choices=["first", "climb", "easy", "normal", "hard"])
    parser.add_argument("--out", default="pack", help="the pack's folder")
    parser.add_argument("--batch", type=int, default=50, help="seeds a task makes")
    parser.add_argument("--address", default=None, help="a Ray cluster's address (`auto` on a node of it)")
    parser.add_argument("--num-cpus", type=int, default=None, help="CPUs for a local Ray")
    args = parser.parse_args(argv)
    if args.count < 1 or args.start < 0 or args.batch < 1:
        parser.error("--count and --batch must be at least 1, --start at least 0")

    out = Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    seeds = list(range(args.start, args.start + args.count))
    batches = [seeds[i : i + args.batch] for i in range(0, len(seeds), args.batch)]
    ray.init(address=args.address, num_cpus=args.num_cpus, include_dashboard=False)
    started = time.perf_counter()
    pending = [certify.remote(batch, args.difficulty, str(out)) for batch in batches]
    reports = []
    while pending:
        done, pending = ray.wait(pending)
        for result in ray.get(done):
            reports.extend(result)
        print(f"{len(reports)}/{len(seeds)} levels certified", file=sys.stderr, flush=True)
    seconds = time.perf_counter() - started
    ray.shutdown()
    reports.sort(key=lambda r: r["seed"])
    (out / "pack.txt").write_text("".join(f"{r['file']}\n" for r in reports))
    failed = [r["seed"] for r in reports if not r["won"]]
    pars = [r["par"] for r in reports]
    print(
        f"{len(reports)} {args.difficulty} levels in {out}: {len(reports) - len(failed)} certificates "
        f"verified, {len(failed)} failed; par {min(pars)} to {max(pars)} steps; "
        f"{seconds:.1f} s ({len(reports) / seconds:.0f} levels a second)"
    )
    if failed:
        print(f"seeds whose certificate did not verify: {failed}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
