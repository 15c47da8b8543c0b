#!/usr/bin/env python3
"""Guards the game step's speed: the instructions a step spends inside
`ledge_game::play::Play::step`, counted by callgrind, on the five `eloquent`
corpus levels, `tiny` and first-steps, against the baseline in
crates/ledge/benches/instructions.txt. Fails when a level's count rises more
than 3% over its baseline. The `ledge` command is the first argument
(default: target/release/ledge, a release build).

    scripts/instructions.py [LEDGE]            # check (test.sh runs this)
    scripts/instructions.py [LEDGE] --record   # write the baseline from this build

Each level runs `ledge bench --steps 100000` under
`valgrind --tool=callgrind --toggle-collect=ledge_game::play::Play::step`, so
start-up, reading the level and the bench loop are not counted: the count is
the step's own (the engine's step, the actors, the rules, and the libc
functions they call), divided by the steps. The counts are the same from run
to run on one build; another compiler may move them (the baseline names the
`rustc` it was recorded with). The corpus levels read `LEDGE_CORPUS`
(default ../shared/corpus beside the repository) and are skipped, with a
note, when it is not there.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BASELINE = ROOT / "crates" / "ledge" / "benches" / "instructions.txt"
STEPS = 100_000
RISE = 0.03
TOGGLE = "ledge_game::play::Play::step"
RECORD = "cargo build --release -p ledge && scripts/instructions.py --record"
# The script the seed levels are benched with (docs/performance.md): right
# held, and jump too for 10 of every 60 frames.
SCRIPT = "50 right\n10 right+jump\n" * 200


def corpus_dir():
    """The corpus folder, or None when it is not there."""
    named = os.environ.get("LEDGE_CORPUS")
    folder = Path(named) if named else ROOT.parent / "shared" / "corpus"
    return folder if folder.is_dir() else None


def levels(work):
    """(name, `ledge bench` arguments) for each guarded level; a note for those skipped."""
    script = work / "bench.script"
    script.write_text(SCRIPT)
    chosen, skipped = [], []
    corpus = corpus_dir()
    if corpus is None:
        skipped.append("the `eloquent` levels and `tiny`: no corpus (set LEDGE_CORPUS)")
    else:
        plans = json.loads((corpus / "eloquent" / "levels.json").read_text())
        for number, plan in enumerate(plans):
            plan_file = work / f"eloquent-{number}.txt"
            plan_file.write_text(plan)
            chosen.append((f"eloquent-{number}", [str(plan_file), "--inputs", str(script), "--physics", "eloquent"]))
        chosen.append(("tiny", [str(corpus / "tiny" / "level.json"), "--inputs", str(script)]))
    # A built-in level replays its own winning script.
    chosen.append(("first-steps", ["first-steps"]))
    return chosen, skipped


def count(ledge, arguments, work):
    """Instructions a step inside the step, for one level."""
    out = work / "callgrind.out"
    command = ["valgrind", "--tool=callgrind", f"--toggle-collect={TOGGLE}", f"--callgrind-out-file={out}",
               str(ledge), "bench", *arguments, "--steps", str(STEPS)]
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"instructions: `{' '.join(command)}` failed:\n{run.stderr}")
    totals = re.search(r"^summary: (\d+)", out.read_text(), re.MULTILINE)
    instructions = int(totals.group(1)) if totals else 0
    if instructions == 0:
        sys.exit(f"instructions: nothing was counted inside {TOGGLE} ({' '.join(command)}): is the binary "
                 "stripped, or was the function renamed or inlined? (TOGGLE in scripts/instructions.py)")
    return instructions / STEPS


def tools():
    """The compiler and valgrind that made the counts, as the baseline names them."""
    rustc = subprocess.run(["rustc", "-V"], capture_output=True, text=True).stdout.strip() or "rustc unknown"
    valgrind = subprocess.run(["valgrind", "--version"], capture_output=True, text=True).stdout.strip()
    return f"{rustc}, {valgrind}"


def read_baseline():
    """The baseline's counts by level, and the tools it was recorded with."""
    counts, recorded = {}, "unknown tools"
    for line in BASELINE.read_text().splitlines():
        if line.startswith("# recorded with: "):
            recorded = line.removeprefix("# recorded with: ")
        elif line and not line.startswith("#"):
            name, value = line.split()
            counts[name] = float(value)
    return counts, recorded


def write_baseline(counts):
    lines = [
        f"# Instructions a step inside {TOGGLE} (callgrind), {STEPS:,} steps of each",
        "# level with `ledge bench` (release build), as scripts/instructions.py measures them.",
        f"# The check fails when a level's count rises more than {RISE:.0%} over the figure here.",
        f"# Re-record on purpose, saying why in the commit: {RECORD}",
        f"# recorded with: {tools()}",
    ]
    lines += [f"{name} {value:.2f}" for name, value in counts.items()]
    BASELINE.write_text("\n".join(lines) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("ledge", nargs="?", default=str(ROOT / "target" / "release" / "ledge"))
    parser.add_argument("--record", action="store_true", help="write the baseline from this build")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("instructions: valgrind is not installed (scripts/setup.sh --test installs it)")
    if not Path(args.ledge).is_file():
        sys.exit(f"instructions: no `ledge` command at {args.ledge} (cargo build --release -p ledge)")
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        chosen, skipped = levels(work)
        if args.record and skipped:
            sys.exit(f"instructions: cannot record the whole baseline, skipped {'; '.join(skipped)}")
        counts = {}
        for name, arguments in chosen:
            counts[name] = count(args.ledge, arguments, work)
    for note in skipped:
        print(f"instructions: skipped {note}")
    if args.record:
        write_baseline(counts)
        for name, value in counts.items():
            print(f"instructions: {name} {value:,.2f} a step")
        print(f"instructions: baseline written to {BASELINE.relative_to(ROOT)}")
        return
    baseline, recorded = read_baseline()
    failures = []
    for name, value in counts.items():
        if name not in baseline:
            failures.append(f"{name}: {value:,.2f} instructions a step, and no baseline for it")
            continue
        change = round(value / baseline[name] - 1, 4) + 0.0  # no "-0.00%"
        print(f"instructions: {name} {value:,.2f} a step, baseline {baseline[name]:,.2f} ({change:+.2%})")
        if change > RISE:
            failures.append(f"{name}: {value:,.2f} instructions a step against a baseline of "
                            f"{baseline[name]:,.2f}, a rise of {change:.2%} (more than {RISE:.0%})")
        elif change < -RISE:
            print(f"instructions: {name} fell {-change:.2%}: re-record the baseline to keep the gain ({RECORD})")
    if failures:
        now = tools()
        print(f"instructions: the game step got slower ({BASELINE.relative_to(ROOT)}):", file=sys.stderr)
        for failure in failures:
            print(f"  {failure}", file=sys.stderr)
        if now != recorded:
            print(f"  the baseline was recorded with {recorded}; this build with {now}", file=sys.stderr)
        print(f"If the rise is meant, re-record the baseline and say why in the commit: {RECORD}",
              file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
