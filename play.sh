#!/usr/bin/env bash
# Plays Ledge: installs what the game needs, builds it and opens the window.
# Arguments go to the game, e.g. `./play.sh play my-level.txt`.
set -euo pipefail
cd "$(dirname "$0")"
scripts/setup.sh
exec cargo run --release --quiet -- "$@"
