#!/usr/bin/env bash
# The main job: set up, build the fixpath tool (nothing else), then `fixpath
# solve` on the bundled castle map: the path drawn over the map in ASCII, and
# as a picture (build/demo/castle.png). Ends by saying where the tool is and
# what to try next. Arguments, if any, go to `fixpath solve` instead of the
# castle defaults.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/scripts/setup-debian.sh" demo
build="$root/build/demo"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DFIXPATH_BUILD_TESTS=OFF -DFIXPATH_BUILD_BENCHMARKS=OFF -DFIXPATH_BUILD_EXAMPLES=OFF >/dev/null
cmake --build "$build" --target fixpath -j "$(nproc)" >/dev/null
tool="$build/ports/host/fixpath"
if [ $# -gt 0 ]; then
  exec "$tool" solve "$@"
fi
echo "== fixpath solve examples/maps/castle.txt --png $build/castle.png"
"$tool" solve "$root/examples/maps/castle.txt" --png "$build/castle.png"
cat <<NEXT

== The tool is $tool
Try:
  $tool solve $root/examples/maps/castle.txt --from 1,1 --to 38,14   # your own start and goal
  $tool range $root/examples/maps/castle.txt --from 1,1 --budget 60   # where a unit can move
  $tool solve YOUR_MAP.map --from X,Y --to X,Y --png path.png            # a Moving AI .map or an ASCII map
  $tool --help                                                           # every command
NEXT
