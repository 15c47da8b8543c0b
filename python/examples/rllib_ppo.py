"""Trains PPO with Ray RLlib on one of Ledge's levels, across Ray's workers.

Each RLlib environment runner (a Ray worker process) holds ``--envs-per-runner`` games of
Ledge (``ledge/Ledge-v0``); the learner trains on what they collect.

On one machine::

    python python/examples/rllib_ppo.py --level first-steps --iterations 50
    python python/examples/rllib_ppo.py --level generated --difficulty first --num-levels 200

On a Ray cluster (``ray start --head`` on one machine, ``ray start --address=HEAD:6379`` on the
others, each with ``pip install ./python[ray]``), run it on any node with ``--address auto``
and as many runners as the cluster has cores to spare::

    python python/examples/rllib_ppo.py --address auto --runners 64 --iterations 500
"""

import argparse
import time

import ray
from ray.rllib.algorithms.ppo import PPOConfig
from ray.tune.registry import register_env


def make_ledge(config):
    """One game of Ledge, made in the worker that plays it."""
    import ledge

    return ledge.LedgeEnv(**config)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="first-steps", help="a built-in level's name, or a level file")
    parser.add_argument("--physics", default=None, help="a physics preset (default: the level's own)")
    parser.add_argument("--max-steps", type=int, default=600, help="steps before an episode is truncated")
    parser.add_argument("--difficulty", default=None, help="the tier of `--level generated` (default: easy)")
    parser.add_argument("--num-levels", type=int, default=None, help="generated levels to draw from (default: a stream)")
    parser.add_argument("--iterations", type=int, default=20, help="training iterations")
    parser.add_argument("--runners", type=int, default=2, help="Ray workers collecting experience")
    parser.add_argument("--envs-per-runner", type=int, default=4)
    parser.add_argument("--batch", type=int, default=4000, help="steps collected per iteration")
    parser.add_argument("--address", default=None, help="a Ray cluster's address (`auto` on a node of it)")
    parser.add_argument("--num-cpus", type=int, default=None, help="CPUs for a local Ray")
    args = parser.parse_args(argv)

    env_config = {"level": args.level, "physics": args.physics, "max_steps": args.max_steps}
    for name in ("difficulty", "num_levels"):
        if getattr(args, name) is not None:
            env_config[name] = getattr(args, name)
    try:  # here, so that a bad level or option is told before any worker starts
        make_ledge(env_config).close()
    except (ValueError, OSError) as error:
        parser.error(str(error))

    ray.init(address=args.address, num_cpus=args.num_cpus, include_dashboard=False)
    register_env("ledge", make_ledge)
    config = (
        PPOConfig()
        .environment("ledge", env_config=env_config)
        .env_runners(num_env_runners=args.runners, num_envs_per_env_runner=args.envs_per_runner)
        .training(
            train_batch_size_per_learner=args.batch,
            minibatch_size=min(args.batch, 512),
            num_epochs=4,
            lr=3e-4,
        )
    )
    algo = config.build_algo()
    started = time.perf_counter()
    first = None  # the steps and the time at the end of the first iteration, which warms up
    for iteration in range(1, args.iterations + 1):
        result = algo.train()
        runners = result["env_runners"]
        steps, seconds = runners.get("num_env_steps_sampled_lifetime", 0), time.perf_counter() - started
        print(
            f"iteration {iteration}: mean return {runners.get('episode_return_mean', float('nan')):.2f}, "
            f"{steps} steps, {seconds:.1f} s"
        )
        first = first or (steps, seconds)
    if args.iterations > 1:
        rate = (steps - first[0]) / (seconds - first[1])
        print(f"after the first iteration: {rate:,.0f} steps/s, sampling and learning, with {args.runners} runner{'s' if args.runners > 1 else ''}")
    algo.stop()
    ray.shutdown()


if __name__ == "__main__":
    main()
