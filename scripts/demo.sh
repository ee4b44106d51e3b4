#!/usr/bin/env bash
# The main job: set up, build, and solve the bundled map, printing the path
# drawn over it. Extra arguments go to fixpath-demo (e.g. another map file).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/scripts/setup-debian.sh" demo
cmake -S "$root" -B "$root/build/demo" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DFIXPATH_BUILD_TESTS=OFF -DFIXPATH_BUILD_BENCHMARKS=OFF -DFIXPATH_BUILD_EXAMPLES=OFF >/dev/null
cmake --build "$root/build/demo" --target fixpath-demo >/dev/null
exec "$root/build/demo/ports/host/fixpath-demo" "$@"
