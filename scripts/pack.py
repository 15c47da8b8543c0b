#!/usr/bin/env python3
"""Proves the built-in pack and measures it, with the `ledge` command given
as the first argument (default: target/release/ledge).

    scripts/pack.py [LEDGE] --prove   # CI: every level solved, every replay verified; times printed
    scripts/pack.py [LEDGE] --table   # the markdown table of docs/levels.md

Every level is solved on one thread (`ledge solve --threads 1 --json`),
so the times are one core's.
"""
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LEVELS = ROOT / "crates" / "ledge-game" / "levels"

MECHANICS = [
    ("+", "lava"), ("=", "bouncing lava"), ("|", "bobbing lava"), ("v", "dripping lava"),
    ("-", "one-way"), ("H", "ladders"), ("~", "ice"), ("/", "slopes"), ("\\", "slopes"),
    ("r", "ramps"), ("L", "ramps"), ("M", "monsters"), (">", "platforms"), ("^", "lifts"),
    ("F", "checkpoints"),
]
WORLDS = {"meadow": "Meadow", "caverns": "Caverns", "foundry": "Foundry"}


def level_files():
    return sorted(LEVELS.glob("[0-9][0-9]-*.txt"))


def read(path):
    header, _, plan = path.read_text().partition("\n---\n")
    keys = dict(line.split(": ", 1) for line in header.splitlines())
    rows = [r for r in plan.splitlines() if r.strip()]
    return keys, rows


def mechanics(keys, rows):
    text = "".join(rows)
    found = []
    for ch, name in MECHANICS:
        if ch in text and name not in found:
            found.append(name)
    if "wall-edges" in keys or "ceiling-edges" in keys:
        found.append("edges")
    if keys.get("gravity") == "off":
        found.append("top-down")
    return ", ".join(found) or "walking"


def solve(ledge, number):
    out = subprocess.run(
        [ledge, "solve", str(number), "--threads", "1", "--json"], capture_output=True, text=True
    )
    return json.loads(out.stdout)


def prove(ledge):
    started, failed = time.monotonic(), []
    for path in level_files():
        number, slug = int(path.name[:2]), path.stem[3:]
        t0 = time.monotonic()
        check = subprocess.run([ledge, "check", "--solve", str(number)], capture_output=True, text=True)
        solved = check.returncode == 0 and "solved" in check.stdout and "warning" not in check.stdout
        replay = subprocess.run([ledge, "replay", str(path.with_suffix(".replay"))], capture_output=True, text=True)
        ok = solved and replay.returncode == 0
        print(f"{number:2}  {slug:16} {time.monotonic() - t0:6.1f} s  {'ok' if ok else 'FAILED'}", flush=True)
        if not ok:
            failed.append(slug)
            print(check.stdout + check.stderr + replay.stdout + replay.stderr)
    print(f"the pack: {len(level_files())} levels proven in {time.monotonic() - started:.1f} s")
    return 1 if failed else 0


def table(ledge):
    print("| # | world | level | size | mechanics | par (frames) | states | solve (s) |")
    print("|---|---|---|---|---|---|---|---|")
    total = 0.0
    for path in level_files():
        number, slug = int(path.name[:2]), path.stem[3:]
        keys, rows = read(path)
        verdict = solve(ledge, number)
        total += verdict["seconds"]
        world = WORLDS[keys.get("theme", "meadow")]
        size = f"{len(rows[0])}x{len(rows)}"
        print(
            f"| {number} | {world} | {slug} | {size} | {mechanics(keys, rows)} | {verdict['frames']} "
            f"| {verdict['states']:,} | {verdict['seconds']:.1f} |"
        )
    print(f"\nThe whole pack solves in {total:.0f} s on one core.")
    return 0


def main():
    args = sys.argv[1:]
    ledge = next((a for a in args if not a.startswith("--")), str(ROOT / "target" / "release" / "ledge"))
    return table(ledge) if "--table" in args else prove(ledge)


if __name__ == "__main__":
    sys.exit(main())
