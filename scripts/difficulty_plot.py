#!/usr/bin/env python3
"""Draws the built-in pack's difficulty, level by level in pack order, into a PNG
(docs/difficulty.png): the noisy player's clear rate and the share of the winning run's steps
where a one-step slip loses, from `ledge difficulty --json` (docs/cli.md), each world shaded and
named, so that a designer sees whether each chapter rises, with rests.

    python3 scripts/difficulty_plot.py target/release/ledge docs/difficulty.png

It needs matplotlib (scripts/test-rl.sh's .venv-rl has it); the measure takes about 10 s.
"""

import json
import subprocess
import sys


def main(ledge, out):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    print("measuring the pack with `ledge difficulty`...", file=sys.stderr, flush=True)
    lines = subprocess.run([ledge, "difficulty", "--json"], check=True, capture_output=True, text=True).stdout
    levels = [json.loads(line) for line in lines.splitlines() if line.strip()]
    xs = range(1, len(levels) + 1)
    fig, ax = plt.subplots(figsize=(12, 4.5), dpi=100)
    # Each world a band, shaded in turn, named at its top.
    start, band = 0, 0
    for i in range(1, len(levels) + 1):
        if i == len(levels) or levels[i]["world"] != levels[start]["world"]:
            ax.axvspan(start + 0.5, i + 0.5, color=("0.86", "0.95")[band % 2], zorder=0)
            ax.text((start + i + 1) / 2, 102, levels[start]["world"], ha="center", va="bottom", fontsize=9)
            start, band = i, band + 1
    ax.plot(xs, [100 * l["clear_rate"] for l in levels], "o-", color="tab:green", markersize=3, label="noisy player's clear rate")
    ax.plot(xs, [100 * l["slip_share"] for l in levels], "s-", color="tab:red", markersize=3, label="steps where one slip loses")
    ax.set_xlim(0.5, len(levels) + 0.5)
    ax.set_ylim(0, 100)
    ax.set_xlabel("level, in the pack's order")
    ax.set_ylabel("%")
    ax.legend(loc="upper right", fontsize=8, framealpha=0.9)
    ax.set_title("The pack's difficulty, level by level (`ledge difficulty`)", pad=18)
    fig.tight_layout()
    fig.savefig(out)
    print(f"wrote {out}", file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: difficulty_plot.py LEDGE OUT.png")
    main(sys.argv[1], sys.argv[2])
