#!/usr/bin/env bash
# The main job: set up, build, run the seed-002 example (the tutorial's
# 10x10 grid), then `fixpath solve` on the bundled castle map: the path drawn
# over the map in ASCII, and as a picture (build/demo/castle.png).
# Arguments, if any, go to `fixpath solve` instead of the castle defaults.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/scripts/setup-debian.sh" demo
build="$root/build/demo"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DFIXPATH_BUILD_TESTS=OFF -DFIXPATH_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build "$build" --target fixpath seed002_tile_grid >/dev/null
echo "== examples/seed002_tile_grid: the tutorial's A* on a 10x10 grid, in world units"
out=$("$build/examples/seed002_tile_grid")
printf '%s\n' "$out" | sed -n '1,4p'
echo "   ... ($(printf '%s\n' "$out" | wc -l) lines)"
echo
if [ $# -gt 0 ]; then
  exec "$build/ports/host/fixpath" solve "$@"
fi
echo "== fixpath solve examples/maps/castle.txt --png $build/castle.png"
exec "$build/ports/host/fixpath" solve "$root/examples/maps/castle.txt" --png "$build/castle.png"
