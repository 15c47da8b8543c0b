"""Draws the win rates of several runs of ``ppo_generated.py`` in one figure: each run's
training levels won (solid) and unseen levels won (dashed) against the environment steps, read
from the ``progress.csv`` in each run's folder. docs/benchmark.md's figures are drawn with it.

    python python/examples/plot_runs.py runs/first0 runs/first1 runs/first2 \\
        --labels "seed 0" "seed 1" "seed 2" --goal 80 --title "PPO on the first tier" --out first.png
"""

import argparse
import csv
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # files only, no window
import matplotlib.pyplot as plt  # noqa: E402


def read(run):
    """The rows of ``run``'s progress.csv, or exits naming the file that is missing."""
    path = run / "progress.csv"
    try:
        with open(path, newline="") as file:
            return list(csv.DictReader(file))
    except OSError as error:
        raise SystemExit(f"{path}: {error.strerror}; give the folders of runs of ppo_generated.py") from None


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", type=Path, nargs="+", help="the runs' folders (their --out)")
    parser.add_argument("--labels", nargs="+", help="a name for each run (default: its folder's)")
    parser.add_argument("--title", default="PPO on Ledge's generated levels")
    parser.add_argument("--goal", type=float, help="a share of levels won (%%) to draw as a dotted line")
    parser.add_argument("--out", type=Path, required=True, help="the PNG to write")
    args = parser.parse_args(argv)
    labels = args.labels or [run.name for run in args.runs]
    if len(labels) != len(args.runs):
        parser.error(f"--labels: {len(labels)} names for {len(args.runs)} runs")
    figure, axes = plt.subplots(figsize=(10, 4), dpi=100)
    for index, (run, label) in enumerate(zip(args.runs, labels)):
        rows = read(run)
        steps = [float(row["env_steps"]) / 1e6 for row in rows]
        colour = f"C{index}"
        axes.plot(steps, [100 * float(row["train_win_rate"]) for row in rows], colour, label=f"{label}, train")
        axes.plot(steps, [100 * float(row["test_win_rate"]) for row in rows], colour, ls="--", label=f"{label}, test")
    if args.goal is not None:
        axes.axhline(args.goal, color="grey", ls=":", lw=1)
    axes.set_ylim(0, 100)
    axes.set_xlabel("environment steps (millions)")
    axes.set_ylabel("levels won (%)")
    axes.grid(alpha=0.3)
    axes.legend(loc="upper left", bbox_to_anchor=(1.02, 1), fontsize="small")  # beside, off the curves
    axes.set_title(args.title)
    figure.tight_layout()
    figure.savefig(args.out)
    plt.close(figure)


if __name__ == "__main__":
    main()
