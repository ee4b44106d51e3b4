#!/usr/bin/env bash
# Regenerates examples/gba-demo/screenshot.png: the demo ROM with 64 units
# on their way to a target, from a headless mGBA run (builds what it needs).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cmake -S "$root" -B "$root/build/release" -G Ninja >/dev/null
cmake --build "$root/build/release" --target fixpath-mgba >/dev/null
harness="$root/build/release/ports/gba/harness/fixpath-mgba"
cmake -S "$root" -B "$root/build/gba" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$root/toolchains/gba.cmake" \
  -DFIXPATH_GBA_HARNESS="$harness" >/dev/null
cmake --build "$root/build/gba" --target fixpath_demo >/dev/null
"$harness" "$root/build/gba/ports/gba/gba-demo/fixpath_demo.elf" --run-frames 200 \
  --keys "SELECT,RIGHT*20,DOWN*8,A" --screenshot "$root/examples/gba-demo/screenshot.png"
echo "wrote examples/gba-demo/screenshot.png"
