#!/usr/bin/env bash
# The opt-in goal bounding benchmark on the GBA: the 256x256 overworld's
# goal bounds (2 MiB, one Dijkstra a cell: about two minutes on two cores,
# too long for the default test command), linked into a ROM as they are,
# checked on the device, and A* with them from IWRAM; every query's cost
# compared with the host's plain A* on the same map. Builds what it needs
# (set up the machine first: scripts/setup-debian.sh test).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/build/overworld-bounds"
mkdir -p "$work"
cmake -S "$root" -B "$work/host" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
if ! cmake --build "$work/host" --target help | grep -q "fixpath-mgba"; then
  echo "gba-overworld-bounds: no mGBA harness (libmgba-dev): run scripts/setup-debian.sh test first" >&2
  exit 2
fi
cmake --build "$work/host" --target fixpath overworld_map fixpath-mgba >/dev/null
host="$work/host/ports/host"
harness="$work/host/ports/gba/harness/fixpath-mgba"
"$host/overworld_map" "$work/overworld.txt"
if ! "$host/fixpath" bounds check "$work/overworld.txt" "$work/overworld.fxgb" >/dev/null 2>&1; then
  "$host/fixpath" bounds build "$work/overworld.txt" --binary "$work/overworld.fxgb"
fi
cmake -S "$root" -B "$root/build/gba-overworld" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$root/toolchains/gba.cmake" \
  -DFIXPATH_GBA_HARNESS="$harness" -DFIXPATH_GBA_OVERWORLD_BOUNDS="$work/overworld.fxgb" >/dev/null
cmake --build "$root/build/gba-overworld" --target fixpath_bench_gba_overworld_bounds >/dev/null
out=$("$harness" "$root/build/gba-overworld/ports/gba/fixpath_bench_gba_overworld_bounds.elf" 2>&1) || {
  echo "$out"; exit 1; }
echo "$out"
# The costs must be plain A*'s on the host.
failures=0
while read -r sx sy gx gy cost; do
  want=$("$host/fixpath" solve "$work/overworld.txt" --from "$sx,$sy" --to "$gx,$gy" --format json |
    sed -n 's/.*"cost": *\([0-9]*\).*/\1/p')
  if [ "$cost" = "$want" ]; then
    echo "ok   ($sx,$sy)-($gx,$gy): cost $cost, as the host's plain A*"
  else
    echo "FAIL ($sx,$sy)-($gx,$gy): cost $cost on the GBA, $want on the host"; failures=$((failures + 1))
  fi
done < <(echo "$out" | sed -n 's/.*(\([0-9]*\),\([0-9]*\))-(\([0-9]*\),\([0-9]*\)).* cost \([0-9]*\),.*/\1 \2 \3 \4 \5/p')
[ "$failures" -eq 0 ]
