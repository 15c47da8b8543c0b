#!/usr/bin/env python3
"""Draws every level of the main path on one sheet, its rooms outlined, so
a designer sees the whole game's shapes at a glance (docs/rooms.png).

    python3 scripts/contact_sheet.py target/release/ledge docs/rooms.png

Each level is drawn by `ledge render --rooms --scale 6` and the pictures are
set in rows, each under its number and name, in the pack's order. Needs
Pillow (`pip install pillow`; matplotlib brings it).
"""
import subprocess
import sys
import tempfile
from pathlib import Path

try:
    from PIL import Image, ImageDraw
except ImportError:
    sys.exit("contact_sheet.py needs Pillow: pip install pillow")

SCALE = 6
WIDTH = 1800
GAP = 14
LABEL = 14


# The first level of the first bonus world, as `ledge_game::pack::WORLDS` has it.
FIRST_BONUS = 49


def main_path(ledge):
    """The built-in levels before the first bonus world, as (number, slug)."""
    listing = subprocess.run([ledge, "levels"], check=True, capture_output=True, text=True).stdout
    levels = [line.split()[:2] for line in listing.splitlines()[1:] if line.split()]
    return [(int(number), slug) for number, slug in levels if int(number) < FIRST_BONUS]


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: contact_sheet.py LEDGE OUT.png")
    ledge, out = sys.argv[1], sys.argv[2]
    levels = main_path(ledge)
    pictures = []
    with tempfile.TemporaryDirectory() as work:
        for i, (number, slug) in enumerate(levels, 1):
            png = Path(work) / f"{number}.png"
            subprocess.run(
                [ledge, "render", slug, "--rooms", "--scale", str(SCALE), "--output", str(png)],
                check=True,
                capture_output=True,
            )
            pictures.append((f"{number} {slug}", Image.open(png).convert("RGB")))
            print(f"\rdrawing the main path: {i}/{len(levels)}", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    # Set the pictures in rows, left to right, a row as tall as its tallest.
    rows, row, used = [], [], 0
    for label, picture in pictures:
        if row and used + picture.width > WIDTH:
            rows.append(row)
            row, used = [], 0
        row.append((label, picture))
        used += picture.width + GAP
    rows.append(row)
    height = sum(max(p.height for _, p in r) + LABEL + GAP for r in rows) + GAP
    sheet = Image.new("RGB", (WIDTH, height), (24, 22, 34))
    draw = ImageDraw.Draw(sheet)
    y = GAP
    for r in rows:
        x = GAP
        for label, picture in r:
            draw.text((x, y), label, fill=(236, 232, 220))
            sheet.paste(picture, (x, y + LABEL))
            x += picture.width + GAP
        y += max(p.height for _, p in r) + LABEL + GAP
    sheet.save(out)
    print(f"wrote {out}: {len(pictures)} levels", file=sys.stderr)


if __name__ == "__main__":
    main()
