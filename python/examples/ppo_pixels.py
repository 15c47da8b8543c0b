"""PPO on pictures: Ledge's generated levels beside Procgen's CoinRun, with the same script,
network and budget, on the same machine.

Both games give 64 by 64 RGB pictures. The agent is ``ppo_generated.py``'s PPO with Procgen's
settings (64 games, 256 steps each per update, 3 epochs of 8 minibatches, learning rate 5e-4,
gamma 0.999, lambda 0.95, clip 0.2, entropy 0.01), on a small convolutional network instead of
Procgen's IMPALA-CNN: two layers (16 filters of 8x8, stride 4; 32 of 4x4, stride 2) and 256
units, the shape of Mnih et al.'s Nature network with half its filters, which one CPU core
trains several times faster. Training levels are 200 (seeds 0 to 199); test levels are unseen
(Ledge: seeds 100,000 on; CoinRun: ``num_levels=0``, its whole distribution, as Procgen's
protocol). Every ``--eval-every`` updates the policy plays one episode in each of
``--eval-episodes`` games of each set; ``progress.csv`` and ``curves.png`` in ``--out``.

    python python/examples/ppo_pixels.py --game ledge --difficulty first --steps 1000000 --out runs/px-ledge
    python python/examples/ppo_pixels.py --game coinrun --steps 1000000 --out runs/px-coinrun

CoinRun needs Procgen (``pip install procgen2``: Procgen 0.10.7 built for current Pythons) in an
environment of its own: it pins NumPy below 2, which Ray's pyarrow refuses, so scripts/test-rl.sh's
environment leaves it out and its CoinRun test is skipped there.
"""

import argparse
import csv
import time
from pathlib import Path

import numpy as np
import torch
from torch import nn
from torch.nn import functional as F

from ppo_generated import LEARNING_RATE, clipped_update, gae, plot, sample

TRAIN_START, TEST_START = 0, 100_000


class LedgeGames:
    """Ledge's generated levels as pictures; the step after an episode ends only resets its
    game (next-step auto-reset), and is left out of the loss."""

    def __init__(self, count, start, args, pinned):
        import ledge
        from ppo_generated import reduced_actions

        if pinned:
            where = dict(levels=[start + i % args.levels for i in range(count)])
        else:
            where = dict(num_levels=args.levels, start_level=start)
        self.envs = ledge.VectorEnv(
            "generated", count, observation="pixels", difficulty=args.difficulty, max_steps=args.max_steps, **where
        )
        self.actions = np.array(reduced_actions())

    def reset(self, seed):
        return self.envs.reset(seed=seed)[0]

    def step(self, chosen):
        """The pictures, rewards, ends that stop the bootstrap, all ends, wins, and which games
        only reset at the next step."""
        obs, rewards, terminated, truncated, infos = self.envs.step(self.actions[chosen])
        ended = terminated | truncated
        return obs, rewards, terminated, ended, infos["outcome"] == "won", ended


class CoinRunGames:
    """Procgen's CoinRun; its games reset in the same step an episode ends (the picture after
    the end is the next episode's first), and a won episode is one whose last reward is 10."""

    def __init__(self, count, start, args, pinned):
        from procgen import ProcgenGym3Env

        # Procgen's test set is its whole distribution of levels (num_levels 0).
        levels = 0 if start == TEST_START else args.levels
        self.env = ProcgenGym3Env(
            num=count, env_name="coinrun", num_levels=levels, start_level=0, distribution_mode="easy", rand_seed=args.seed
        )
        self.actions = np.arange(15)

    def reset(self, seed):
        return self.env.observe()[1]["rgb"]

    def step(self, chosen):
        self.env.act(self.actions[chosen])
        rewards, obs, first = self.env.observe()
        rewards = rewards.astype(np.float32)
        return obs["rgb"], rewards, first, first, first & (rewards > 0), np.zeros_like(first)


class Network(nn.Module):
    """Two convolutions and a layer of 256 units, shared by the policy's logits and the value."""

    def __init__(self, actions):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv2d(3, 16, 8, stride=4), nn.ReLU(), nn.Conv2d(16, 32, 4, stride=2), nn.ReLU(), nn.Flatten(),
            nn.Linear(32 * 6 * 6, 256), nn.ReLU(),
        )
        self.logits = nn.Linear(256, actions)
        self.value = nn.Linear(256, 1)
        nn.init.orthogonal_(self.logits.weight, 0.01)
        nn.init.zeros_(self.logits.bias)

    def forward(self, pictures):
        hidden = self.body(pictures.permute(0, 3, 1, 2).float() / 255.0)
        return self.logits(hidden), self.value(hidden).squeeze(-1)


@torch.inference_mode()
def evaluate(policy, games, count, seed, draws, limit):
    """The share of ``count`` games' first episodes won, each cut at ``limit`` steps, and their
    mean return."""
    obs = games.reset(seed)
    playing, won, returns = np.ones(count, bool), np.zeros(count, bool), np.zeros(count)
    for _ in range(limit):
        chosen = sample(policy(torch.from_numpy(np.ascontiguousarray(obs)))[0], draws).numpy()
        obs, rewards, _, ended, wins, _ = games.step(chosen)
        returns += np.where(playing, rewards, 0.0)
        won |= playing & wins
        playing &= ~ended
        if not playing.any():
            break
    return won.mean(), returns.mean()


def train(args):
    kind = LedgeGames if args.game == "ledge" else CoinRunGames
    games = kind(args.envs, TRAIN_START, args, pinned=False)
    sets = {name: kind(args.eval_episodes, start, args, pinned=True) for name, start in
            (("train", TRAIN_START), ("test", TEST_START))}
    draws, eval_draws = torch.Generator().manual_seed(args.seed), torch.Generator().manual_seed(args.seed + 1)
    order = np.random.default_rng(args.seed)
    policy = Network(len(games.actions))
    optimizer = torch.optim.Adam(policy.parameters(), lr=LEARNING_RATE, eps=1e-5)
    T, N = args.rollout, args.envs
    obs = games.reset(args.seed)
    pictures = np.zeros((T, N, *obs.shape[1:]), np.uint8)
    arrays = {name: np.zeros((T, N), np.float32) for name in ("rewards", "values", "logp", "terminated", "ended", "valid")}
    chosen_all = np.zeros((T, N), np.int64)
    resetting = np.zeros(N, bool)
    updates = max(1, args.steps // (T * N))
    args.out.mkdir(parents=True, exist_ok=True)
    rows, started = [], time.perf_counter()
    for update in range(1, updates + 1):
        with torch.inference_mode():
            for t in range(T):
                pictures[t] = obs
                logits, value = policy(torch.from_numpy(np.ascontiguousarray(obs)))
                chosen = sample(logits, draws)
                chosen_all[t] = chosen.numpy()
                arrays["logp"][t] = F.log_softmax(logits, -1).gather(1, chosen[:, None]).squeeze(1).numpy()
                arrays["values"][t] = value.numpy()
                arrays["valid"][t] = ~resetting
                obs, rewards, terminated, ended, _, resetting = games.step(chosen_all[t])
                arrays["rewards"][t], arrays["terminated"][t], arrays["ended"][t] = rewards, terminated, ended
            next_value = policy(torch.from_numpy(np.ascontiguousarray(obs)))[1].numpy()
        a = arrays
        advantages = gae(a["rewards"], a["values"], next_value, a["terminated"], a["ended"], a["valid"])
        batch = (
            torch.from_numpy(pictures.reshape(T * N, *obs.shape[1:])),
            torch.from_numpy(chosen_all.reshape(-1)),
            torch.from_numpy(a["logp"].reshape(-1)),
            torch.from_numpy((advantages + a["values"]).reshape(-1)),
            torch.from_numpy(advantages.reshape(-1)),
            np.flatnonzero(a["valid"].reshape(-1)),
        )
        clipped_update(policy, optimizer, batch, order)
        env_steps, seconds = update * T * N, time.perf_counter() - started
        if update % args.eval_every and update != updates:
            print(f"update {update}/{updates}: {env_steps:,} steps, {seconds:.0f} s", flush=True)
            continue
        row = dict(update=update, env_steps=env_steps, seconds=round(seconds, 1))
        for name, eval_games in sets.items():
            won, mean_return = evaluate(policy, eval_games, args.eval_episodes, args.seed, eval_draws, args.max_steps)
            row[f"{name}_win_rate"], row[f"{name}_return"] = float(won), round(float(mean_return), 3)
        rows.append(row)
        print(
            f"update {update}/{updates}: {env_steps:,} steps, {seconds:.0f} s, {env_steps / seconds:,.0f} steps/s; "
            f"won train {100 * row['train_win_rate']:.1f}%, test {100 * row['test_win_rate']:.1f}%",
            flush=True,
        )
        with open(args.out / "progress.csv", "w", newline="") as file:
            log = csv.DictWriter(file, list(row))
            log.writeheader()
            log.writerows(rows)
        game = "Procgen's CoinRun" if args.game == "coinrun" else f"Ledge's generated levels ({args.difficulty})"
        plot(rows, args.levels, args.out / "curves.png", title=f"PPO on pictures of {game}")
    torch.save(policy.state_dict(), args.out / "policy.pt")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=["ledge", "coinrun"], default="ledge")
    parser.add_argument("--difficulty", default="first", help="Ledge's tier (generated levels)")
    parser.add_argument("--steps", type=int, default=1_000_000, help="environment steps to train for")
    parser.add_argument("--envs", type=int, default=64)
    parser.add_argument("--rollout", type=int, default=256)
    parser.add_argument("--levels", type=int, default=200, help="training levels")
    parser.add_argument("--max-steps", type=int, default=1000, help="steps before an episode is cut")
    parser.add_argument("--eval-every", type=int, default=20, help="updates between evaluations")
    parser.add_argument("--eval-episodes", type=int, default=64, help="episodes per evaluation, on each set")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    train(args)


if __name__ == "__main__":
    main()
