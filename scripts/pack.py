#!/usr/bin/env python3
"""Proves the built-in pack and measures it, with the `ledge` command given
as the first argument (default: target/release/ledge).

    scripts/pack.py [LEDGE] --prove   # CI: every level solved, every replay verified; times printed
    scripts/pack.py [LEDGE] --table   # the markdown table of docs/levels.md
    scripts/pack.py [LEDGE] --prove --only 33-42   # only the levels numbered 33 to 42
    scripts/pack.py [LEDGE] --shortest [--states N]  # par against the bound; par proven shortest where it can be

Every level is solved on one thread (`ledge solve --threads 1 --json`),
so the times are one core's. `--prove` also proves, in the chapters of
rooms, each gem reachable (the level with that gem as its only coin is
solved) and each level in NEEDS unwinnable without its chapter's thing
(`ledge solve --without NAME ...`: unsolvable).
"""
import csv
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LEVELS = ROOT / "crates" / "ledge-game" / "levels"

MECHANICS = [
    ("+", "lava"), ("=", "bouncing lava"), ("|", "bobbing lava"), ("v", "dripping lava"),
    ("-", "one-way"), ("H", "ladders"), ("~", "ice"), ("/", "slopes"), ("\\", "slopes"),
    ("r", "ramps"), ("L", "ramps"), ("M", "monsters"), (">", "platforms"), ("^", "lifts"),
    ("F", "checkpoints"), ("*", "dash crystals"), ("A", "spikes"), ("V", "spikes"),
    ("{", "spikes"), ("}", "spikes"), ("T", "springs"), ("(", "springs"), (")", "springs"),
    ("%", "crumbling floors"), ("k", "keys"), ("!", "switches"), ("$", "gems"), ("?", "false walls"),
    ("X", "dash blocks"), ("0", "boosters"), ("Z", "zip movers"),
]
# The worlds by their levels' numbers, as `ledge_game::pack::WORLDS` has them.
WORLDS = [("Shafts", 1), ("Cliffs", 13), ("Works", 23), ("Ruins", 33), ("Spires", 43), ("Meadow", 49), ("Caverns", 59), ("Foundry", 71)]
# The chapters' levels that need their chapter's thing, proven by `--prove`:
# what is taken out (`ledge solve --without` each name), and the levels that
# cannot be won without it.
NEEDS = {
    "dash": (
        ["dash", "wall-jump", "dash-crystal"],
        ["first-dash", "updraft", "gaps", "icy-gaps", "crystals", "tower", "switchback", "summit-dash"],
    ),
    "key": (["key"], ["first-key", "key-above", "cellar", "gatehouse", "vault", "high-ruins", "crumble-key",
                      "key-across"]),
    "switch": (["switch"], ["first-switch", "switch-stair", "twice", "flip-stair", "vault", "high-ruins"]),
    "wall jump": (["wall-jump"], ["first-wall", "narrows", "one-wall", "slow-fall", "lava-well", "spike-walls",
                                  "ladder-well", "the-deep", "springboard", "crumble-key"]),
    "dash blocks": (["dash"], ["lift-off"]),
    "boosters": (["booster"], ["bubble-bridge"]),
    "zip movers": (["zip-mover"], ["zip-line"]),
    "springs": (["spring"], ["first-spring", "spring-shaft", "crumbling-bridge", "crumble-climb", "spring-walls",
                             "vent-stack", "spring-bridges", "spike-stack", "works-summit"]),
}


def level_files(only=None):
    """The pack's plans in order; with `only` (`FIRST-LAST`), those numbered so."""
    files = sorted(LEVELS.glob("[0-9][0-9]-*.txt"))
    if only:
        first, _, last = only.partition("-")
        files = [f for f in files if int(first) <= int(f.name[:2]) <= int(last or first)]
    return files


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


def world(number):
    return [name for name, first in WORLDS if first <= number][-1]


def solve(ledge, level, *options):
    out = subprocess.run(
        [ledge, "solve", str(level), "--threads", "1", "--json", *options], capture_output=True, text=True
    )
    return json.loads(out.stdout)


def gem_levels(path):
    """The level once for each gem, with that gem as its only coin (and no exit)."""
    header, _, plan = path.read_text().partition("\n---\n")
    plan = plan.replace("o", ".").replace("G", ".")
    places = [i for i, ch in enumerate(plan) if ch == "$"]
    for place in places:
        yield header + "\n---\n" + plan[:place] + "o" + plan[place + 1:]


def gems_reached(ledge, path):
    """How many of the level's gems a run reaches, and how many it has."""
    reached = total = 0
    with tempfile.TemporaryDirectory() as scratch:
        for text in gem_levels(path):
            total += 1
            variant = Path(scratch) / f"gem-{total}.txt"
            variant.write_text(text)
            reached += solve(ledge, variant)["verdict"] == "solved"
    return reached, total


def needs(slug):
    """The things the level needs, each with the `--without` names that take it out."""
    return [(thing, names) for thing, (names, slugs) in NEEDS.items() if slug in slugs]


def par(path):
    """The level's par: the steps of its shipped replay."""
    return next(int(line.split()[2]) for line in path.with_suffix(".replay").read_text().splitlines()
                if line.startswith("# frames "))


def span(ledge, path):
    """The winning run's rows, top to bottom of the player's box."""
    with tempfile.TemporaryDirectory() as scratch:
        trace = Path(scratch) / "trace.csv"
        subprocess.run([ledge, "replay", str(path.with_suffix(".replay")), "--trace", str(trace)],
                       capture_output=True, check=True)
        ys = [float(row["y"]) for row in csv.DictReader(trace.open())]
    return max(ys) + 1.5 - min(ys)


def prove(ledge, only):
    started, failed = time.monotonic(), []
    for path in level_files(only):
        number, slug = int(path.name[:2]), path.stem[3:]
        t0 = time.monotonic()
        check = subprocess.run([ledge, "check", "--solve", slug], capture_output=True, text=True)
        solved = check.returncode == 0 and "solved" in check.stdout and "warning" not in check.stdout
        replay = subprocess.run([ledge, "replay", str(path.with_suffix(".replay"))], capture_output=True, text=True)
        ok = solved and replay.returncode == 0
        said = []
        for thing, names in needs(slug):
            without = solve(ledge, path, *[arg for name in names for arg in ("--without", name)])
            ok &= without["verdict"] == "unsolvable" and without["proof_kind"] == "reachability"
            said.append(f"needs the {thing}: {without['verdict']} without it")
        if "$" in path.read_text():
            reached, total = gems_reached(ledge, path)
            ok &= reached == total
            said.append(f"gems reached: {reached}/{total}")
        print(f"{number:2}  {slug:16} {time.monotonic() - t0:6.1f} s  {'ok' if ok else 'FAILED'}  {'; '.join(said)}",
              flush=True)
        if not ok:
            failed.append(slug)
            print(check.stdout + check.stderr + replay.stdout + replay.stderr)
    print(f"the pack: {len(level_files(only))} levels proven in {time.monotonic() - started:.1f} s")
    return 1 if failed else 0


def table(ledge):
    print("| # | world | level | size | rooms | span (rows) | mechanics | needs | par (frames) | states | solve (s) |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    total = 0.0
    for path in level_files():
        number, slug = int(path.name[:2]), path.stem[3:]
        keys, rows = read(path)
        verdict = solve(ledge, slug)
        total += verdict["seconds"]
        size = f"{len(rows[0])}x{len(rows)}"
        rooms = len(keys["rooms"].split(";")) if "rooms" in keys else 1
        print(
            f"| {number} | {world(number)} | {slug} | {size} | {rooms} | {span(ledge, path):.0f} "
            f"| {mechanics(keys, rows)} | {', '.join(thing for thing, _ in needs(slug))} | {par(path)} "
            f"| {verdict['states']:,} | {verdict['seconds']:.1f} |"
        )
    print(f"\nThe whole pack solves in {total:.0f} s on one core.")
    return 0


def shortest(ledge, only, states):
    """Per level: par, the bound on the steps of any win, and whether
    `ledge solve --shortest` proves the shortest win within `states` states
    (and what it is, when shorter than par)."""
    print("| # | level | par | bound | gap | shortest | proven | states expanded | seconds |")
    print("|---|---|---|---|---|---|---|---|---|")
    proven = 0
    shorter = []
    files = level_files(only)
    for path in files:
        number, slug = int(path.name[:2]), path.stem[3:]
        found = solve(ledge, path, "--shortest", "--max-states", str(states))
        bound = found["bound"]
        gap = "" if bound is None else par(path) - bound
        proven += bool(found["shortest"])
        if found["frames"] is not None and found["frames"] < par(path):
            shorter.append(f"{slug} ({found['frames']} steps, par {par(path)})")
        print(f"| {number} | {slug} | {par(path)} | {'-' if bound is None else bound} | {gap} | {found['frames']} "
              f"| {'yes' if found['shortest'] else 'no'} | {found['expanded']:,} | {found['seconds']:.1f} |", flush=True)
    print(f"\nThe shortest win proven for {proven} of {len(files)} levels within {states:,} states each.")
    if shorter:
        print("Shorter than par: " + ", ".join(shorter))
    return 0


def main():
    args = sys.argv[1:]
    only = args[args.index("--only") + 1] if "--only" in args else None
    states = args[args.index("--states") + 1] if "--states" in args else "1000000"
    given = [a for a in args if not a.startswith("--") and a not in (only, states)]
    ledge = given[0] if given else str(ROOT / "target" / "release" / "ledge")
    if "--shortest" in args:
        return shortest(ledge, only, int(states))
    return table(ledge) if "--table" in args else prove(ledge, only)


if __name__ == "__main__":
    sys.exit(main())
