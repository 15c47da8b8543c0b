#!/usr/bin/env bash
# Installs the system packages Ledge needs on Debian or Ubuntu, when they are
# missing; does nothing when they are all there. With --test it also installs
# what the window tests need (a virtual X display and a key sender) and what
# the web page's and the Python package's tests need (Python with venv,
# headless Chromium), and valgrind, which counts the game step's instructions.
#   scripts/setup.sh [--test]
set -euo pipefail

packages=(
  pkg-config        # finds the libraries below at build time
  libudev-dev       # gamepads (gilrs)
  libasound2-dev    # sound (ALSA)
  libx11-dev libxi-dev libgl1-mesa-dev  # the window (macroquad: X11 and OpenGL)
  libgl1-mesa-dri   # software OpenGL, for machines without a GPU driver
)
if [[ "${1:-}" == "--test" ]]; then
  packages+=(xvfb xauth xdotool python3 python3-venv chromium valgrind)
fi

if ! command -v dpkg >/dev/null 2>&1; then
  echo "setup: not a Debian-based system; install the equivalents of: ${packages[*]}" >&2
  exit 0
fi

missing=()
for pkg in "${packages[@]}"; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "setup: installing ${missing[*]}" >&2
if [[ $(id -u) -eq 0 ]]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  echo "setup: run as root, or install these packages: ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
