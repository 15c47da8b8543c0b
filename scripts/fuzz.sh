#!/usr/bin/env bash
# Runs every fuzz target (fuzz/fuzz_targets) for SECONDS each, default 60,
# from seed corpora made of the repository's own levels, scripts, replays,
# mapping files and test maps. Fails on the first crash, leaving it in
# fuzz/artifacts/TARGET/. cargo-fuzz runs on the stable compiler with
# RUSTC_BOOTSTRAP=1; it is installed when missing.
#   scripts/fuzz.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(plan script replay mapping tmx tiled_json ldtk)
command -v cargo-fuzz >/dev/null 2>&1 || cargo install cargo-fuzz --locked
export RUSTC_BOOTSTRAP=1

corpus="$PWD/target/fuzz-corpus"
data=crates/ledge-formats/tests/data
seed() {
  local target=$1
  shift
  mkdir -p "$corpus/$target"
  cp "$@" "$corpus/$target/"
}
seed plan crates/ledge-game/levels/*.txt "$data/room.txt"
seed script crates/ledge-game/levels/*.script "$data"/*.script
seed replay crates/ledge-game/levels/*.replay
seed mapping "$data"/*.toml
seed tmx "$data"/*.tmx
seed tiled_json "$data"/*.tmj "$data/room-old.json"
seed ldtk "$data/room.ldtk"

cd fuzz
log="$(mktemp)"
for target in "${targets[@]}"; do
  echo "fuzz: $target for ${seconds} s" >&2
  if ! cargo fuzz run "$target" "$corpus/$target" -- -max_total_time="$seconds" -rss_limit_mb=2048 >"$log" 2>&1; then
    tail -n 60 "$log"
    echo "fuzz: $target crashed; the input is in fuzz/artifacts/$target/" >&2
    exit 1
  fi
  # libFuzzer's last line: executions, speed, memory.
  grep -E '^Done [0-9]+ runs' "$log" | tail -n 1
done
rm -f "$log"
