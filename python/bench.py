"""Environment steps per second through ledge.VectorEnv, one call per batch, random actions.

    python python/bench.py                 # state vectors and pictures, 1 and 2 workers
    python python/bench.py --level 3 --envs 2048 --seconds 5
    python python/bench.py --level generated --observation state --workers 1

`--level generated` plays 200 easy generated levels (`VectorEnv("generated", ...)`).

Each worker is a process with its own batch of environments (so the figure for 2 workers
needs 2 free cores); the actions are drawn before timing starts. Figures are printed as
steps per second in all, and per worker.
"""

import argparse
import multiprocessing as mp
import os
import sys
import time

import numpy as np

# This file sits beside the package's sources (python/ledge, without its Rust core, which only
# an install builds): import the installed package instead.
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != HERE]


def worker(level: str, observation: str, envs: int, seconds: float, seed: int, start, results):
    """Steps a batch of `envs` environments for about `seconds` once `start` is set."""
    import ledge

    if level == "generated":
        vector = ledge.VectorEnv(level, envs, observation=observation, num_levels=200, difficulty="easy")
    else:
        vector = ledge.VectorEnv(level, envs, observation=observation)
    vector.reset(seed=seed)
    actions = np.random.default_rng(seed).integers(0, 32, (64, envs), dtype=np.int64)
    start.wait()
    steps, began = 0, time.perf_counter()
    while time.perf_counter() - began < seconds:
        for batch in actions:
            vector.step(batch)
        steps += actions.size
    results.put(steps / (time.perf_counter() - began))


def measure(level: str, observation: str, envs: int, workers: int, seconds: float) -> float:
    """Steps per second of `workers` processes in all."""
    context = mp.get_context("spawn")
    start, results = context.Event(), context.Queue()
    processes = [
        context.Process(target=worker, args=(level, observation, envs, seconds, seed, start, results))
        for seed in range(workers)
    ]
    for process in processes:
        process.start()
    time.sleep(2.0)  # every worker builds its batch before the clock starts
    start.set()
    total = sum(results.get() for _ in processes)
    for process in processes:
        process.join()
    return total


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="first-steps")
    parser.add_argument("--envs", type=int, default=1024, help="environments per worker (state vectors)")
    parser.add_argument("--pixel-envs", type=int, default=64, help="environments per worker (pictures)")
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--observation", choices=("state", "pixels"), help="only this one (default: both)")
    parser.add_argument("--workers", type=int, help="only this many workers (default: 1, then 2)")
    args = parser.parse_args()
    print(f"level {args.level}, random actions, {args.seconds:g} s each, load average {os.getloadavg()[0]:.1f}")
    for observation, envs in (("state", args.envs), ("pixels", args.pixel_envs)):
        if args.observation not in (None, observation):
            continue
        for workers in (1, 2) if args.workers is None else (args.workers,):
            rate = measure(args.level, observation, envs, workers, args.seconds)
            print(
                f"{observation:6} {envs:5} envs x {workers} worker(s): "
                f"{rate:13,.0f} steps/s in all, {rate / workers:13,.0f} per worker"
            )


if __name__ == "__main__":
    main()
