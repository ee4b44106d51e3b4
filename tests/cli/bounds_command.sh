#!/usr/bin/env bash
# fixpath bounds and solve --algo astar+gb|jps+gb|jps2+gb: a file and a header
# written whole, checked against their map (another map, a damaged file, a
# file of another kind: exit 1 with the reason), the same costs as A*, and
# the refusals that name their option; boxes for the jump points only.
# Also: the committed goal bounds of the device benchmarks'
# 30x20 screen (tests/device/screen_goal_bounds.hpp) are what the tool
# builds today.
#   bounds_command.sh FIXPATH CXX CORE_INCLUDE WALLS_MAP WORKDIR SCREEN_MAP SCREEN_BOUNDS
set -u
here=$(cd "$(dirname "$0")" && pwd)
fixpath=$1 cxx=$2 core=$3 walls=$4 work=$5 screen=$6 screen_bounds=$7
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
source "$here/check.sh"
cp "$walls" walls.txt
printf '..2.\n....\n.#..\n' >terrain.txt

check "build a file and a header" 0 "goal bounds: .* 32 bytes a cell" -- \
  "$fixpath" bounds build walls.txt --binary walls.fxgb --header walls_gb.hpp --namespace walls_gb
check "the file is the map's" 0 "^ok: walls.fxgb is a goal bounds file of walls.txt .*A\\* only" -- \
  "$fixpath" bounds check walls.txt walls.fxgb
check "another map" 1 "built for another map .*wrong_map" -- "$fixpath" bounds check terrain.txt walls.fxgb
cp walls.fxgb damaged.fxgb && printf 'Z' | dd of=damaged.fxgb bs=1 seek=60 conv=notrunc 2>/dev/null
check "a damaged file" 1 "damaged \\(checksum\\)" -- "$fixpath" bounds check walls.txt damaged.fxgb
check "not a bounds file" 1 "not a goal bounds file" -- "$fixpath" bounds check walls.txt walls.txt
check "a missing file" 2 "missing.fxgb: cannot open" -- "$fixpath" bounds check walls.txt missing.fxgb
mkdir -p a_folder.fxgb
check "a folder" 2 "a_folder.fxgb: not a regular file" -- "$fixpath" bounds check walls.txt a_folder.fxgb
check "jps check: a missing file" 2 "missing.fxpj: cannot open" -- "$fixpath" jps check walls.txt missing.fxpj
check "jps check: a folder" 2 "a_folder.fxgb: not a regular file" -- "$fixpath" jps check walls.txt a_folder.fxgb
check "hpa check: a missing file" 2 "missing.fxph: cannot open" -- "$fixpath" hpa check walls.txt missing.fxph
check "nothing to write" 2 "nothing to write" -- "$fixpath" bounds build walls.txt
check "an unknown subcommand" 2 "unknown bounds command 'draw'" -- "$fixpath" bounds draw walls.txt
check "the header may not overwrite the map" 2 "refusing to write" -- "$fixpath" bounds build walls.txt --header walls.txt
check "every tie" 0 "every optimal first move" -- "$fixpath" bounds build walls.txt --binary every.fxgb --all-ties

# The header compiles and serves a search.
printf '#include "walls_gb.hpp"\n#include <fixpath/fixpath.hpp>\nint main() {\n  static fixpath::DenseState<walls_gb::kWidth * walls_gb::kHeight, uint32_t> state;\n  fixpath::GoalBoundedSearch<fixpath::ByteCostMap, decltype(state)> search(walls_gb::kMap, state);\n  const fixpath::GoalBounds b = walls_gb::bounds();\n  search.use_goal_bounds(&b);\n  return search.begin({0, 0}, {0, 0}, walls_gb::rules()) == fixpath::Status::InvalidGoal ? 1 : 0;\n}\n' >use.cpp
if "$cxx" -std=c++17 -Wall -Wextra -Werror -I"$core" use.cpp -o use 2>err.txt; then
  echo "ok   the header compiles"
else
  echo "FAIL the header: $(head -c 400 err.txt)"; failures=$((failures + 1))
fi

# Same costs as A*, from the file and built on the fly.
plain=$("$fixpath" solve walls.txt --format json 2>&1 | grep -o '"cost":[0-9]*')
check "astar+gb from the file" 0 "$plain" -- "$fixpath" solve walls.txt --bounds walls.fxgb --format json
check "astar+gb built on the fly" 0 "$plain" -- "$fixpath" solve walls.txt --algo astar+gb --format json
check "jps+gb from an every-tie file" 0 "$plain" -- "$fixpath" solve walls.txt --algo jps+gb --bounds every.fxgb --format json
check "jps2+gb from an every-tie file" 0 "$plain" -- "$fixpath" solve walls.txt --algo jps2+gb --bounds every.fxgb --format json
check "jps+gb refuses a one-move file" 2 "counts one first move a target .*--all-ties" -- \
  "$fixpath" solve walls.txt --algo jps+gb --bounds walls.fxgb
check "other rules than the file's" 2 "--bounds: walls.fxgb was built for other rules" -- \
  "$fixpath" solve walls.txt --bounds walls.fxgb --costs 10,15
check "--bounds with another algorithm" 2 "--bounds: only with --algo astar\\+gb, jps\\+gb or jps2\\+gb" -- \
  "$fixpath" solve walls.txt --bounds walls.fxgb --algo jps
check "not with --nearest" 2 "--nearest: not with --algo astar\\+gb" -- "$fixpath" solve walls.txt --algo astar+gb --nearest

# Boxes for the jump points only (on walls and floor with jump points): a
# smaller file and header, the same costs by jump point search, refused by
# A* and on a map with terrain.
printf 'S...........\n..#.....#...\n..#.....#...\n..####..#...\n........#..G\n............\n' >rooms.txt
check "jump points only" 0 "boxes for the [1-9][0-9]* jump points only, 32 bytes each" -- \
  "$fixpath" bounds build rooms.txt --jump-points --binary jumps.fxgb --header jumps_gb.hpp --namespace jumps_gb
check "every cell's, for the sizes" 0 "32 bytes a cell" -- "$fixpath" bounds build rooms.txt --all-ties --binary rooms_every.fxgb
check "the jump points' file is the map's" 0 "^ok: jumps.fxgb .*boxes for [0-9]+ jump points, 32 bytes each" -- \
  "$fixpath" bounds check rooms.txt jumps.fxgb
if [ "$(wc -c <jumps.fxgb)" -lt "$(wc -c <rooms_every.fxgb)" ]; then
  echo "ok   the jump points' file is the smaller: $(wc -c <jumps.fxgb) bytes, every cell's $(wc -c <rooms_every.fxgb)"
else
  echo "FAIL the jump points' file: $(wc -c <jumps.fxgb) bytes, every cell's $(wc -c <rooms_every.fxgb)"; failures=$((failures + 1))
fi
rooms_cost=$("$fixpath" solve rooms.txt --algo jps --format json 2>&1 | grep -o '"cost":[0-9]*')
check "jps+gb from the jump points' file" 0 "$rooms_cost" -- "$fixpath" solve rooms.txt --algo jps+gb --bounds jumps.fxgb --format json
check "jps2+gb from the jump points' file" 0 "$rooms_cost" -- "$fixpath" solve rooms.txt --algo jps2+gb --bounds jumps.fxgb --format json
check "A* refuses the jump points' file" 2 "jump points only, which serve jump point search" -- \
  "$fixpath" solve rooms.txt --bounds jumps.fxgb
check "jump points only: no terrain" 2 "terrain .*walls-and-floor" -- "$fixpath" bounds build terrain.txt --jump-points --binary t.fxgb
check "jump points only: 8 moves" 2 "8 moves, corners never cut" -- \
  "$fixpath" bounds build rooms.txt --jump-points --moves 4 --binary t.fxgb
check "a map without jump points" 0 "boxes for the 0 jump points only" -- \
  "$fixpath" bounds build walls.txt --jump-points --binary none.fxgb --header none_gb.hpp --namespace none_gb
printf '#include "jumps_gb.hpp"\n#include "none_gb.hpp"\n#include <fixpath/fixpath.hpp>\nint main() {\n  static fixpath::JumpPointState<fixpath::DenseState<jumps_gb::kWidth * jumps_gb::kHeight, uint32_t>> state;\n  fixpath::JumpPointSearch<fixpath::ByteCostMap, decltype(state), true> search(jumps_gb::kMap, state);\n  const fixpath::GoalBounds b = jumps_gb::bounds();\n  search.use_goal_bounds(&b);\n  const fixpath::GoalBounds none = none_gb::bounds();\n  return b.jump_points_only() && b.entries() > 0 && !none.empty() && none.entries() == 0 ? 0 : 1;\n}\n' >use_jumps.cpp
if "$cxx" -std=c++17 -Wall -Wextra -Werror -I"$core" use_jumps.cpp -o use_jumps 2>err.txt && ./use_jumps; then
  echo "ok   the jump points' headers compile and mark their cells"
else
  echo "FAIL the jump points' header: $(head -c 400 err.txt)"; failures=$((failures + 1))
fi

# Cheap lines every 4th row and column, multiplier 9 elsewhere: the fills
# of the build need more open list than a default state of the map holds.
# Every query costs what plain A* finds, from the file; the first also with
# the bounds built on the fly (the same build as the file's: 1 s on two
# threads, 4 s with the sanitizers, each time).
awk 'BEGIN { for (y = 0; y < 64; ++y) { row = ""; for (x = 0; x < 64; ++x) row = row ((x % 4 == 0 || y % 4 == 0) ? "." : "9"); print row } }' >lines.txt
"$fixpath" bounds build lines.txt --binary lines.fxgb >/dev/null || { echo "FAIL bounds build lines.txt"; failures=$((failures + 1)); }
for q in "26,12 62,3" "1,1 62,61" "33,7 5,50" "61,2 3,60" "10,45 50,13"; do
  set -- $q
  plain=$("$fixpath" solve lines.txt --from "$1" --to "$2" --format json 2>&1 | grep -o '"cost":[0-9]*')
  check "lines.txt $1 -> $2 from the file" 0 "$plain" -- "$fixpath" solve lines.txt --from "$1" --to "$2" --bounds lines.fxgb --format json
  [ "$q" = "26,12 62,3" ] &&
    check "lines.txt $1 -> $2 built on the fly" 0 "$plain" -- "$fixpath" solve lines.txt --from "$1" --to "$2" --algo astar+gb --format json
done

# The benchmark with goal bounds: every answer checked (tiny.map's 4 scenarios).
cp "$(dirname "$walls")/tiny.map" tiny.map && cp "$(dirname "$walls")/tiny.map.scen" tiny.map.scen
check "bench astar+gb" 0 "^overall +4 +0 " -- "$fixpath" bench tiny.map.scen --algo astar+gb
check "bench jps+gb" 0 "^tiny.map +4 +0 .*jps\+gb" -- "$fixpath" bench tiny.map.scen --algo jps+gb
check "bench jps2+gb" 0 "^tiny.map +4 +0 .*jps2\+gb" -- "$fixpath" bench tiny.map.scen --algo jps2+gb
"$fixpath" bounds build tiny.map --binary tiny.fxgb >/dev/null
check "bench --bounds" 0 "^overall +4 +0 " -- "$fixpath" bench tiny.map.scen --bounds tiny.fxgb
check "bench --bounds for jps+gb needs every tie" 2 "counts one first move a target" -- \
  "$fixpath" bench tiny.map.scen --algo jps+gb --bounds tiny.fxgb
check "one bounds file a scenario file" 2 "--bounds: give one bounds file a scenario file" -- \
  "$fixpath" bench tiny.map.scen tiny.map.scen --bounds tiny.fxgb

# The device benchmarks' screen bounds: the screen with its terrain as floor
# (jump points need a map without terrain), every tie. To regenerate: the
# two commands below with $screen = examples/maps/screen30x20.txt, then the
# header copied over tests/device/screen_goal_bounds.hpp.
sed '/^;/!s/[1-9]/./g' "$screen" >screen30x20_walls.txt
"$fixpath" bounds build screen30x20_walls.txt --all-ties --header screen_goal_bounds.hpp \
  --namespace screen_goal_bounds >/dev/null
if cmp -s screen_goal_bounds.hpp "$screen_bounds"; then
  echo "ok   tests/device/screen_goal_bounds.hpp is what the tool builds"
else
  echo "FAIL tests/device/screen_goal_bounds.hpp differs from what the tool builds (regenerate it: see this script)"
  failures=$((failures + 1))
fi

echo
echo "$failures failures"
