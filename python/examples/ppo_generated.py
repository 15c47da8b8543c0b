"""Trains PPO on 200 generated levels and tests it on 200 unseen ones (Procgen's protocol).

A short PPO in PyTorch (clipped objective, GAE, one MLP with a policy and a value head) on the
state vectors of ``ledge.VectorEnv("generated", ...)``. The training levels are the seeds
``0..199``; the test levels, never trained on, are ``100000..100199`` (``--levels`` in each).
Every ``--eval-every`` updates the policy plays ``--eval-episodes`` episodes on each set, one
a level in the set's order (``VectorEnv(levels=...)``), sampling its actions as it does in
training; the infos say how each ended. The win rates and mean returns go to
``progress.csv`` and ``curves.png`` in ``--out``. docs/benchmark.md has the protocol and the
figures. The same ``--seed`` gives the same curves on the same machine. ``--examine POLICY``
plays a saved network on both sets and says how its episodes ended. ``--clone-epochs`` starts
PPO from a policy cloned from the training levels' certificates; ``--clone-weight`` keeps the
cloning loss in PPO's, ``--fit-value`` fits the value head to the certificates' returns first.

    python python/examples/ppo_generated.py --steps 5000000 --envs 64 --seed 0 --out runs/ppo
    python python/examples/ppo_generated.py --difficulty first --steps 2000000 --out runs/first
    python python/examples/ppo_generated.py --steps 1000000 --clone-epochs 20 --clone-weight 1 --clone-decay 0.98 --out runs/bc
    python python/examples/ppo_generated.py --examine runs/ppo/policy.pt
"""

import argparse
import csv
import pickle
import time
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # files only, no window
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import torch  # noqa: E402
from torch import nn  # noqa: E402
from torch.nn import functional as F  # noqa: E402

import ledge  # noqa: E402
from ledge import Button, _ledge  # noqa: E402

TRAIN_START, TEST_START = 0, 100_000
COINS_LEFT = 5  # the state vector's count of coins left to take

# PPO's settings, Procgen's (Cobbe et al. 2020, appendix), but for the network.
GAMMA, LAMBDA = 0.999, 0.95
LEARNING_RATE, CLIP, EPOCHS, MINIBATCHES = 5e-4, 0.2, 3, 8
ENTROPY, VALUE, MAX_GRAD_NORM = 0.01, 0.5, 0.5
HIDDEN = 128


def reduced_actions():
    """The 18 actions of a gamepad without dash: none, left or right; none, up or down; jump or
    not. The other 46 of the 64 hold both of a pair (left and right cancel) or dash, which no
    certificate of the benchmark's levels presses (``check_actions``)."""
    sides = (0, Button.LEFT, Button.RIGHT)
    heights = (0, Button.UP, Button.DOWN)
    return [int(s | h | j) for j in (0, Button.JUMP) for h in heights for s in sides]


def check_actions(actions, start, count, difficulty):
    """Fails unless every certificate of the levels ``start..start+count-1`` presses only
    ``actions``: each level stays winnable with them."""
    allowed = set(actions)
    for seed in range(start, start + count):
        pressed = set(ledge.generate(seed, difficulty=difficulty)["actions"])
        if not pressed <= allowed:
            raise SystemExit(f"level {seed}'s certificate presses {sorted(pressed - allowed)}, not in the action set")


def features(obs):
    """The state vector as the network reads it: tiles and the kinds of things one-hot, the
    rest in tens of cells (positions in tens of cells of the level, speeds in tens of cells a
    second)."""
    tiles = obs[:, _ledge.TILES_AT : _ledge.NEAREST_AT].long().clamp(0, int(_ledge.MAX_TILE))
    nearest = obs[:, _ledge.NEAREST_AT :].reshape(len(obs), -1, 3)
    kinds = nearest[:, :, 0].long().clamp(0, int(_ledge.MAX_KIND))
    return torch.cat(
        [
            obs[:, : _ledge.TILES_AT] / 10.0,
            F.one_hot(tiles, int(_ledge.MAX_TILE) + 1).flatten(1).float(),
            F.one_hot(kinds, int(_ledge.MAX_KIND) + 1).flatten(1).float(),
            nearest[:, :, 1:].flatten(1) / 10.0,
        ],
        dim=1,
    )


class Policy(nn.Module):
    """An MLP of two hidden layers shared by the policy's logits and the value."""

    def __init__(self, inputs, actions):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(inputs, HIDDEN), nn.Tanh(), nn.Linear(HIDDEN, HIDDEN), nn.Tanh())
        self.logits = nn.Linear(HIDDEN, actions)
        self.value = nn.Linear(HIDDEN, 1)
        for layer in (*self.body[::2], self.logits, self.value):
            nn.init.orthogonal_(layer.weight, np.sqrt(2))
            nn.init.zeros_(layer.bias)
        nn.init.orthogonal_(self.logits.weight, 0.01)
        nn.init.orthogonal_(self.value.weight, 1.0)

    def forward(self, obs):
        hidden = self.body(features(obs))
        return self.logits(hidden), self.value(hidden).squeeze(-1)


def sample(logits, generator):
    """An action index for each row of logits, drawn from its softmax with ``generator``."""
    return torch.multinomial(F.softmax(logits, dim=-1), 1, generator=generator).squeeze(-1)


def make_envs(count, start, args):
    """``count`` games of the ``args.levels`` generated levels from seed ``start`` on, each
    episode drawing one."""
    return ledge.VectorEnv(
        "generated",
        count,
        num_levels=args.levels,
        start_level=start,
        difficulty=args.difficulty,
        max_steps=args.max_steps,
    )


def make_eval_envs(count, start, args):
    """``count`` games pinned to the ``args.levels`` levels from seed ``start`` on: game ``i``
    plays level ``start + i % args.levels``, so 200 games on 200 levels play each once."""
    return ledge.VectorEnv(
        "generated",
        count,
        levels=[start + i % args.levels for i in range(count)],
        difficulty=args.difficulty,
        max_steps=args.max_steps,
    )


@torch.inference_mode()
def evaluate(policy, envs, actions, seed, generator):
    """Plays one episode in each of ``envs`` (each pinned to its level of the set), sampling the
    policy's actions; returns the shares of episodes won and lost (the rest ran out of time), as
    the infos' outcomes say, the mean return, the share of the levels' coins taken, and the
    share of episodes that got a floor up (the player's centre 9.5 rows or more above the
    start: floors are 10 rows apart, and a jump rises less)."""
    obs, _ = envs.reset(seed=seed)
    coins = obs[:, COINS_LEFT].copy()
    start = obs[:, 1].copy()  # y, growing downwards
    highest = start.copy()
    playing = np.ones(envs.num_envs, bool)
    won = np.zeros(envs.num_envs, bool)
    lost = np.zeros(envs.num_envs, bool)
    returns = np.zeros(envs.num_envs)
    left = coins.copy()
    while playing.any():
        chosen = sample(policy(torch.from_numpy(obs))[0], generator).numpy()
        obs, rewards, terminated, truncated, infos = envs.step(actions[chosen])
        returns += np.where(playing, rewards, 0.0)
        won |= playing & (infos["outcome"] == "won")
        lost |= playing & (infos["outcome"] == "lost")
        ending = playing & (terminated | truncated)
        left[ending] = obs[ending, COINS_LEFT]  # the episode's last observation
        highest = np.where(playing, np.minimum(highest, obs[:, 1]), highest)
        playing &= ~(terminated | truncated)
    coins_taken = 1.0 - left.sum() / coins.sum()
    floor_up = (start - highest >= 9.5).mean()
    return dict(won=won.mean(), lost=lost.mean(), ret=returns.mean(), coins=coins_taken, floor_up=floor_up)


def gae(rewards, values, next_value, terminated, ended, valid):
    """Generalized advantage estimates of a rollout ([T, N] arrays). ``ended`` cuts the sum where
    an episode ends (won, lost or out of time); only ``terminated`` stops the bootstrap, so an
    episode out of time is valued by its last observation, the next one in the rollout (the
    environment resets on the step after)."""
    steps = len(rewards)
    advantages = np.zeros_like(rewards)
    running = np.zeros_like(next_value)
    for t in reversed(range(steps)):
        following = values[t + 1] if t + 1 < steps else next_value
        delta = rewards[t] + GAMMA * following * (1.0 - terminated[t]) - values[t]
        running = delta + GAMMA * LAMBDA * (1.0 - ended[t]) * running
        advantages[t] = running
    return advantages * valid


def plot(rows, levels, path, title="PPO on Ledge's generated levels"):
    """Draws the train and test win rates and mean returns against the environment steps into
    ``path``, under ``title``."""
    steps = [float(row["env_steps"]) / 1e6 for row in rows]
    figure, (wins, returns) = plt.subplots(1, 2, figsize=(10, 4), dpi=100)
    for name, label in (("train", f"train ({levels} levels)"), ("test", f"test ({levels} unseen levels)")):
        wins.plot(steps, [100 * float(row[f"{name}_win_rate"]) for row in rows], label=label)
        returns.plot(steps, [float(row[f"{name}_return"]) for row in rows], label=label)
    wins.set_ylabel("levels won (%)")
    wins.set_ylim(0, 100)
    returns.set_ylabel("mean return")
    for axes in (wins, returns):
        axes.set_xlabel("environment steps (millions)")
        axes.grid(alpha=0.3)
        axes.legend(loc="upper left")
    figure.suptitle(title)
    figure.tight_layout()
    figure.savefig(path)
    plt.close(figure)


class Rollout:
    """What ``steps`` steps of ``games`` games collect for an update, in arrays kept between
    updates. ``valid`` is 0 for the step after an episode ends: it only resets the game (its
    action is ignored), and is left out of the loss."""

    def __init__(self, steps, games, obs_len):
        self.obs = np.zeros((steps, games, obs_len), np.float32)
        self.chosen = np.zeros((steps, games), np.int64)
        names = ("rewards", "values", "logp", "terminated", "ended", "valid")
        for name in names:
            setattr(self, name, np.zeros((steps, games), np.float32))
        self.resetting = np.zeros(games, bool)

    @torch.inference_mode()
    def collect(self, policy, envs, obs, actions, draws):
        """Plays every game ``steps`` steps from ``obs``, drawing the actions with ``draws``;
        returns the last observation and its value."""
        for t in range(len(self.obs)):
            self.obs[t] = obs
            logits, value = policy(torch.from_numpy(obs))
            chosen = sample(logits, draws)
            self.chosen[t] = chosen.numpy()
            self.logp[t] = F.log_softmax(logits, -1).gather(1, chosen[:, None]).squeeze(1).numpy()
            self.values[t] = value.numpy()
            self.valid[t] = ~self.resetting
            obs, rewards, terminated, truncated, _ = envs.step(actions[self.chosen[t]])
            self.rewards[t] = rewards
            self.terminated[t] = terminated
            self.ended[t] = terminated | truncated
            self.resetting = terminated | truncated
        return obs, policy(torch.from_numpy(obs))[1].numpy()


def learn(policy, optimizer, rollout, next_value, order, imitation=None):
    """PPO's update: ``EPOCHS`` passes over the rollout's valid steps in ``MINIBATCHES``
    minibatches shuffled by ``order``, each a step of the clipped objective, the value's error
    and the entropy bonus (and the cloning loss of ``imitation``, as ``clipped_update`` says)."""
    r = rollout
    advantages = gae(r.rewards, r.values, next_value, r.terminated, r.ended, r.valid)
    kept = np.flatnonzero(r.valid.reshape(-1))
    obs = torch.from_numpy(r.obs.reshape(-1, r.obs.shape[2]))
    chosen = torch.from_numpy(r.chosen.reshape(-1))
    old_logp = torch.from_numpy(r.logp.reshape(-1))
    returns = torch.from_numpy((advantages + r.values).reshape(-1))
    advantages = torch.from_numpy(advantages.reshape(-1))
    clipped_update(policy, optimizer, (obs, chosen, old_logp, returns, advantages, kept), order, imitation)


def clipped_update(policy, optimizer, batch, order, imitation=None):
    """PPO's clipped update: ``EPOCHS`` passes over the steps ``kept`` of ``batch`` (the
    observations, actions chosen, their log-probabilities then, the returns and the advantages,
    as tensors of all the rollout's steps) in ``MINIBATCHES`` minibatches shuffled by ``order``.
    With ``imitation``, a pair of ``Demonstrations`` and a weight, each minibatch's loss also
    holds the weight times the cross-entropy of as many certificate steps, drawn by ``order``
    (DAPG's augmented loss, Rajeswaran et al. 2018)."""
    obs, chosen, old_logp, returns, advantages, kept = batch
    size = max(1, len(kept) // MINIBATCHES)
    for _ in range(EPOCHS):
        shuffled = order.permutation(kept)
        for first in range(0, len(shuffled) - size + 1, size):
            batch = torch.from_numpy(shuffled[first : first + size])
            logits, value = policy(obs[batch])
            logp_all = F.log_softmax(logits, -1)
            logp = logp_all.gather(1, chosen[batch, None]).squeeze(1)
            adv = advantages[batch]
            adv = (adv - adv.mean()) / (adv.std() + 1e-8)
            ratio = torch.exp(logp - old_logp[batch])
            clipped = torch.clamp(ratio, 1 - CLIP, 1 + CLIP)
            policy_loss = -torch.min(ratio * adv, clipped * adv).mean()
            value_loss = 0.5 * (value - returns[batch]).pow(2).mean()
            entropy = -(logp_all.exp() * logp_all).sum(-1).mean()
            loss = policy_loss + VALUE * value_loss - ENTROPY * entropy
            if imitation is not None:
                demos, weight = imitation
                steps = torch.from_numpy(order.integers(0, len(demos.target), size))
                loss = loss + weight * F.cross_entropy(policy(demos.obs[steps])[0], demos.target[steps])
            optimizer.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(policy.parameters(), MAX_GRAD_NORM)
            optimizer.step()


class Demonstrations:
    """The training levels' certificates (``ledge.demonstrations``) as tensors of all their
    steps: ``obs``, the observations; ``target``, the index in ``actions`` of the action each
    step took; ``returns``, the discounted return (``GAMMA``) from each step to the win, of the
    rewards the environment gives when the certificate is played in it."""

    def __init__(self, args, actions):
        seeds = list(range(TRAIN_START, TRAIN_START + args.levels))
        demos = ledge.demonstrations(seeds, args.difficulty)
        index = {int(buttons): i for i, buttons in enumerate(actions)}
        self.obs = torch.from_numpy(np.concatenate([d["observations"] for d in demos]))
        self.target = torch.tensor([index[int(a)] for d in demos for a in d["actions"]])
        rewards = played_rewards(demos, args)
        returns = []
        for demo, earned in zip(demos, rewards):
            following = 0.0
            backwards = []
            for reward in earned[: demo["par"]][::-1]:
                following = reward + GAMMA * following
                backwards.append(following)
            returns.extend(backwards[::-1])
        self.returns = torch.tensor(returns, dtype=torch.float32)


def played_rewards(demos, args):
    """Plays each certificate of ``demos`` in a game pinned to its level and returns the rewards
    of each step (one row a level, as long as the longest; past a level's ``par`` its game has
    ended, and its row holds zeros)."""
    envs = ledge.VectorEnv(
        "generated",
        len(demos),
        levels=[int(d["seed"]) for d in demos],
        difficulty=args.difficulty,
        max_steps=max(d["par"] for d in demos) + 1,
    )
    envs.reset(seed=0)
    longest = max(d["par"] for d in demos)
    rewards = np.zeros((len(demos), longest), np.float32)
    for t in range(longest):
        playing = np.array([t < d["par"] for d in demos])
        pressed = np.array([d["actions"][t] if t < d["par"] else 0 for d in demos], np.int64)
        _, rewards[:, t], _, _, _ = envs.step(pressed)
        rewards[~playing, t] = 0.0
    return rewards


def clone(policy, demos, epochs, order):
    """Behaviour cloning: ``epochs`` passes of cross-entropy between the policy's actions and
    the certificates ``demos``, in minibatches of 1,024 steps shuffled by ``order``; prints each
    pass's loss and the share of steps where the policy's likeliest action is the
    certificate's."""
    obs, target = demos.obs, demos.target
    optimizer = torch.optim.Adam(policy.parameters(), lr=LEARNING_RATE, eps=1e-5)
    for epoch in range(1, epochs + 1):
        total = 0.0
        shuffled = torch.from_numpy(order.permutation(len(obs)))
        for first in range(0, len(obs), 1024):
            batch = shuffled[first : first + 1024]
            loss = F.cross_entropy(policy(obs[batch])[0], target[batch])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            total += float(loss.detach()) * len(batch)
        with torch.inference_mode():
            agree = (policy(obs)[0].argmax(-1) == target).float().mean()
        print(
            f"cloning pass {epoch}/{epochs}: loss {total / len(obs):.3f}, "
            f"the certificate's action {100 * float(agree):.1f}% of steps",
            flush=True,
        )


def fit_value(policy, demos):
    """Fits the value head alone to the certificates' returns (``demos.returns``) by least
    squares on the features the rest of the network gives their observations, which it leaves
    as they were, so the policy does not change. Prints the fit's error and the share of the
    returns' variance it explains."""
    with torch.inference_mode():
        hidden = policy.body(features(demos.obs)).double()
        inputs = torch.cat([hidden, torch.ones(len(hidden), 1, dtype=torch.float64)], dim=1)
        returns = demos.returns.double()
        solution = torch.linalg.lstsq(inputs, returns[:, None]).solution.squeeze(1)
        policy.value.weight.copy_(solution[None, :-1].float())
        policy.value.bias.copy_(solution[-1:].float())
        error = (policy.value(hidden.float()).squeeze(-1) - demos.returns).pow(2).mean()
    explained = 1.0 - float(error) / float(demos.returns.var())
    print(
        f"value fitted to the certificates' returns: squared error {float(error):.3f}, "
        f"{100 * explained:.1f}% of their variance explained",
        flush=True,
    )


def train(args, actions):
    """Trains for ``args.steps`` steps, evaluating every ``args.eval_every`` updates and at the
    end; writes progress.csv, curves.png and policy.pt into ``args.out``."""
    draws = torch.Generator().manual_seed(args.seed)  # the training's actions
    eval_draws = torch.Generator().manual_seed(args.seed + 1)  # the evaluations'
    order = np.random.default_rng(args.seed)  # minibatches
    envs = make_envs(args.envs, TRAIN_START, args)
    sets = {
        "train": make_eval_envs(args.eval_episodes, TRAIN_START, args),
        "test": make_eval_envs(args.eval_episodes, TEST_START, args),
    }
    obs, _ = envs.reset(seed=args.seed)
    policy = Policy(features(torch.from_numpy(obs)).shape[1], len(actions))
    demos = Demonstrations(args, actions) if args.clone_epochs or args.fit_value or args.clone_weight else None
    if args.clone_epochs:
        clone(policy, demos, args.clone_epochs, order)
    if args.fit_value:
        fit_value(policy, demos)
    optimizer = torch.optim.Adam(policy.parameters(), lr=args.lr, eps=1e-5)
    rollout = Rollout(args.rollout, args.envs, obs.shape[1])
    # A cloned policy is evaluated before PPO's first update (with --steps 0, only then).
    updates = args.steps // (args.rollout * args.envs)
    args.out.mkdir(parents=True, exist_ok=True)
    rows, started = [], time.perf_counter()
    with open(args.out / "progress.csv", "w", newline="") as file:
        columns = ["update", "env_steps", "seconds", "train_win_rate", "test_win_rate", "train_return", "test_return"]
        log = csv.DictWriter(file, columns)
        log.writeheader()
        for update in range(0 if args.clone_epochs else 1, updates + 1):
            if update:
                obs, next_value = rollout.collect(policy, envs, obs, actions, draws)
                weight = args.clone_weight * args.clone_decay ** (update - 1)
                learn(policy, optimizer, rollout, next_value, order, (demos, weight) if weight else None)
            env_steps = update * args.rollout * args.envs
            seconds = max(time.perf_counter() - started, 1e-9)
            if update % args.eval_every != 0 and update != updates:
                print(f"update {update}/{updates}: {env_steps:,} steps, {seconds:.0f} s", flush=True)
                continue
            row = dict(update=update, env_steps=env_steps, seconds=round(seconds, 1))
            for name, games in sets.items():
                result = evaluate(policy, games, actions, args.seed, eval_draws)
                row[f"{name}_win_rate"] = float(result["won"])
                row[f"{name}_return"] = round(float(result["ret"]), 3)
            rows.append(row)
            log.writerow(row)
            file.flush()
            plot(rows, args.levels, args.out / "curves.png")
            print(
                f"update {update}/{updates}: {env_steps:,} steps, {seconds:.0f} s, "
                f"{env_steps / seconds:,.0f} steps/s; won train {100 * row['train_win_rate']:.1f}%, "
                f"test {100 * row['test_win_rate']:.1f}%",
                flush=True,
            )
    torch.save(policy.state_dict(), args.out / "policy.pt")
    train_win, test_win = rows[-1]["train_win_rate"], rows[-1]["test_win_rate"]
    print(
        f"final: won train {100 * train_win:.1f}%, test {100 * test_win:.1f}%, gap {100 * (train_win - test_win):.1f} points"
    )


def examine(args, actions, path):
    """Plays ``args.eval_episodes`` episodes on each set with the policy saved at ``path`` and
    prints how they ended, the share of the coins taken and of the episodes that got a floor up."""
    policy = Policy(features(torch.zeros(1, _ledge.STATE_LEN)).shape[1], len(actions))
    try:
        weights = torch.load(path)
    except (OSError, RuntimeError, pickle.UnpicklingError) as error:
        why = error.strerror if isinstance(error, OSError) else "it does not read as one"
        raise SystemExit(f"{path}: not a network this script saved ({why}); give the policy.pt of a run") from None
    try:
        policy.load_state_dict(weights)
    except RuntimeError:
        raise SystemExit(
            f"{path}: not a network of {len(actions)} actions (its layers are of other sizes); "
            "give --all-actions if it was trained with them, or leave it out if not"
        ) from None
    draws = torch.Generator().manual_seed(args.seed + 1)
    for name, start in (("train", TRAIN_START), ("test", TEST_START)):
        result = evaluate(policy, make_eval_envs(args.eval_episodes, start, args), actions, args.seed, draws)
        print(
            f"{name} levels: won {100 * result['won']:.1f}%, lost {100 * result['lost']:.1f}%, "
            f"out of time {100 * (1 - result['won'] - result['lost']):.1f}%; "
            f"coins taken {100 * result['coins']:.1f}%, a floor up {100 * result['floor_up']:.1f}%, "
            f"mean return {result['ret']:.2f}"
        )


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=5_000_000, help="environment steps to train for")
    parser.add_argument("--envs", type=int, default=64, help="games stepped together")
    parser.add_argument("--seed", type=int, default=0, help="seeds the network, the sampling and the games")
    parser.add_argument("--out", type=Path, help="folder for progress.csv, curves.png, policy.pt")
    parser.add_argument("--rollout", type=int, default=256, help="steps of each game per update")
    parser.add_argument("--eval-every", type=int, default=25, help="updates between evaluations")
    parser.add_argument("--eval-episodes", type=int, default=200, help="episodes per evaluation, on each set")
    parser.add_argument("--max-steps", type=int, default=1800, help="steps before an episode is truncated")
    parser.add_argument("--levels", type=int, default=200, help="levels in each set, train and test")
    parser.add_argument("--difficulty", default="easy", choices=["first", "climb", "easy", "normal", "hard"])
    parser.add_argument("--all-actions", action="store_true", help="the 64 button sets, not the 18 of a gamepad")
    parser.add_argument("--examine", type=Path, metavar="POLICY", help="no training: how a saved policy.pt plays")
    parser.add_argument(
        "--clone-epochs",
        type=int,
        default=0,
        help="passes of behaviour cloning on the training levels' certificates before PPO (with --steps 0, cloning alone)",
    )
    parser.add_argument(
        "--fit-value",
        action="store_true",
        help="fit the value head to the certificates' returns before PPO (after any cloning)",
    )
    parser.add_argument(
        "--clone-weight",
        type=float,
        default=0.0,
        help="weight of the cloning loss on the certificates kept in PPO's loss at its first update (0: none)",
    )
    parser.add_argument(
        "--clone-decay",
        type=float,
        default=1.0,
        help="the cloning loss's weight is multiplied by this after every update",
    )
    parser.add_argument("--lr", type=float, default=LEARNING_RATE, help="PPO's learning rate (Procgen's: 5e-4)")
    args = parser.parse_args(argv)
    if args.out is None and args.examine is None:
        parser.error("--out DIR is needed to train (or --examine POLICY)")
    if args.levels < 1:
        parser.error(f"--levels: {args.levels} is not a number of levels (1 or more)")
    if args.steps < 0 or args.clone_epochs < 0 or (args.steps == 0 and args.clone_epochs == 0):
        parser.error("--steps and --clone-epochs: 0 or more, and at least one of them above 0")
    if args.clone_weight < 0 or not 0 < args.clone_decay <= 1 or not args.lr > 0:
        parser.error("--clone-weight: 0 or more; --clone-decay: above 0, at most 1; --lr: above 0")

    torch.manual_seed(args.seed)
    np.random.seed(args.seed)
    torch.set_num_threads(1)
    torch.use_deterministic_algorithms(True)
    actions = np.arange(64) if args.all_actions else np.array(reduced_actions())
    check_actions(actions, TRAIN_START, args.levels, args.difficulty)
    check_actions(actions, TEST_START, args.levels, args.difficulty)
    if args.examine is not None:
        examine(args, actions, args.examine)
    else:
        train(args, actions)


if __name__ == "__main__":
    main()
