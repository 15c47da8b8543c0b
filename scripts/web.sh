#!/usr/bin/env bash
# Builds Ledge's web page into target/web/ (or $CARGO_TARGET_DIR/web/):
# index.html, the page's plugin ledge.js, the game ledge-web.wasm (built for
# wasm32-unknown-unknown with the `wasm` profile) and macroquad's loader
# mq_js_bundle.js, copied from the macroquad crate's package in Cargo's
# registry. `serve` then serves the page on http://localhost:PORT/ (8000).
#   scripts/web.sh [serve [PORT]]
set -euo pipefail
cd "$(dirname "$0")/.."

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi
cargo build --quiet --locked --profile wasm --target wasm32-unknown-unknown -p ledge-web

target="${CARGO_TARGET_DIR:-target}"
out="$target/web"
macroquad="$(cargo metadata --format-version 1 --locked --filter-platform wasm32-unknown-unknown |
  python3 -c 'import json, os, sys
meta = json.load(sys.stdin)
print(next(os.path.dirname(p["manifest_path"]) for p in meta["packages"] if p["name"] == "macroquad"))')"
mkdir -p "$out"
cp crates/ledge-web/page/index.html crates/ledge-web/page/ledge.js "$macroquad/js/mq_js_bundle.js" "$out/"
cp "$target/wasm32-unknown-unknown/wasm/ledge-web.wasm" "$out/"
echo "web: the page is in $out ($(wc -c <"$out/ledge-web.wasm") bytes of wasm)" >&2

if [[ "${1:-}" == "serve" ]]; then
  port="${2:-8000}"
  echo "web: serving http://localhost:$port/ (Ctrl-C stops)" >&2
  exec python3 -m http.server "$port" --bind 127.0.0.1 --directory "$out"
fi
