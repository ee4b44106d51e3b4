#!/usr/bin/env bash
# Refusals that name their reason, reads that stay bounded, headers that are
# written whole or not at all:
# - options: one jump table a scenario file (--tables repeated), the option
#   that keeps jump point search out (--nearest), --hex-shove without --hex;
# - namespaces a generated header cannot use (types and macros of the
#   headers it includes, reserved names), for every header writer, and a
#   header written with an unusual but valid name compiles;
# - binary files read only after their magic is checked, and never more than
#   the format allows for the map (a sparse 1 GiB file, under a memory limit);
# - a header too large for the memory left is an error, never a prefix.
#   named_refusals.sh FIXPATH CXX CORE_INCLUDE SEED_GRAPH.txt WALLS_MAP TINY.scen WORKDIR
set -u
here=$(cd "$(dirname "$0")" && pwd)
fixpath=$1 cxx=$2 core=$3 seed=$4 walls=$5 scen=$6 work=$7
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
source "$here/check.sh"
no_file() {  # no_file NAME FILE
  if [ -e "$2" ]; then echo "FAIL $1: $2 was written"; failures=$((failures + 1)); fi
}

cp "$walls" walls.txt && cp "$(dirname "$scen")/tiny.map" tiny.map && cp "$scen" tiny.map.scen && cp "$seed" seed.txt
"$fixpath" jps build tiny.map --binary tiny.fxpj >/dev/null || { echo "FAIL jps build tiny.map"; failures=$((failures + 1)); }

# Options.
check "--tables once a scenario file" 0 "tiny.map +4 +0 .* jps\\+" -- \
  "$fixpath" bench tiny.map.scen tiny.map.scen --tables tiny.fxpj --tables tiny.fxpj --costs 13860,19601
check "--nearest is named with --algo jps" 2 "--algo jps: no --nearest" -- \
  "$fixpath" solve walls.txt --algo jps --nearest
check "only the failing option is named" 2 "--algo jps: --corners never only \\(use --algo astar\\)$" -- \
  "$fixpath" solve walls.txt --algo jps --corners one
check "--hex-shove odd without --hex" 2 "--hex-shove: only with --hex pointy\\|flat" -- \
  "$fixpath" solve walls.txt --hex-shove odd
# --algo: each command lists the names it takes; what a name implies holds.
check "solve lists its algorithms" 2 "--algo: expected astar, astar\\+gb, jps, jps2, jps\\+, jps2\\+, jps\\+gb, jps2\\+gb, hpa or auto, got 'dijkstra'$" -- \
  "$fixpath" solve walls.txt --algo dijkstra
check "bench lists its algorithms" 2 "--algo: expected astar, astar\\+gb, dijkstra, jps, jps2, .*, hpa or auto, got 'jps3'$" -- \
  "$fixpath" bench tiny.map.scen --algo jps3
check "a table file with jps2+ stays pruned" 0 "tiny.map +4 +0 .* jps2\\+" -- \
  "$fixpath" bench tiny.map.scen --tables tiny.fxpj --algo jps2+ --costs 13860,19601
check "a table file with jps2 is a contradiction" 2 "--tables: only with --algo jps\\+ or jps2\\+ \\(got --algo jps2\\)" -- \
  "$fixpath" bench tiny.map.scen --tables tiny.fxpj --algo jps2
check "--hex with goal bounds" 2 "--hex: not with --algo astar\\+gb \\(goal bounds serve the whole square map\\)$" -- \
  "$fixpath" solve walls.txt --hex pointy --algo astar+gb
check "--weight below 1" 2 "--weight: expected N/D with N >= D >= 1 .*got '1/2'" -- "$fixpath" solve walls.txt --weight 1/2

# Hints: the near option, the file of the other command, why jump point
# search said no, a goal on a wall, a budget below any step.
printf '..2.\n....\n.#..\n' >terrain.txt
check "did you mean" 2 "unknown option '--form' \\(did you mean --from\\?\\)" -- "$fixpath" solve walls.txt --form 1,1
check "solve a scenario file" 2 "tiny.map.scen: a scenario file .*fixpath bench tiny.map.scen" -- "$fixpath" solve tiny.map.scen
check "bench a map file" 2 "tiny.map: a map, not a scenario file.*fixpath solve tiny.map" -- "$fixpath" bench tiny.map
check "jump points on terrain" 0 "hint: the map has terrain.*--algo astar" -- "$fixpath" solve terrain.txt --from 0,0 --to 3,2 --algo jps
check "a goal on a wall" 0 "hint: the goal 1,2 is a wall; --nearest" -- "$fixpath" solve terrain.txt --from 0,0 --to 1,2
check "a budget below the cheapest step" 0 "" -- "$fixpath" range terrain.txt --from 0,0 --budget 6
grep -q "warning: --budget 6 is below the cheapest step (10" err.txt ||
  { echo "FAIL no warning for a budget below the cheapest step: $(cat err.txt)"; failures=$((failures + 1)); }

# A file under a long path is still named whole (the checkout may lie anywhere).
deep=$(printf 'd%.0s' {1..50})/$(printf 'e%.0s' {1..50})/$(printf 'f%.0s' {1..50})
mkdir -p "$deep" && "$fixpath" jps build walls.txt --binary "$deep/walls_table.fxpj" >/dev/null
check "a long path keeps its file name" 2 "/walls_table.fxpj': not a jump table of this map \\(wrong_map\\)" -- \
  "$fixpath" solve tiny.map --from 0,0 --to 1,0 --tables "$deep/walls_table.fxpj"
check "and so does hpa check" 1 "/walls_table.fxpj': not a hierarchical graph" -- "$fixpath" hpa check walls.txt "$deep/walls_table.fxpj"

# Namespaces: refused for every writer before anything is written.
writers=("graph build seed.txt --header ns.hpp" "jps build walls.txt --header ns.hpp"
         "hpa build walls.txt --cluster 4 --header ns.hpp" "info walls.txt --clearance --header ns.hpp")
for name in uint8_t int32_t size_t ptrdiff_t INT8_MAX UINT32_C SIZE_MAX NULL offsetof std fixpath main _Hidden a__b \
            FIXPATH_ALWAYS_INLINE; do
  for w in "${writers[@]}"; do
    # shellcheck disable=SC2086
    check "--namespace $name ($w)" 2 "--namespace: '$name' cannot name the header's namespace" -- \
      "$fixpath" $w --namespace "$name"
    no_file "--namespace $name" ns.hpp
  done
done
# ...and a valid name close to them gives a header that compiles, for every writer.
i=0
for w in "${writers[@]}"; do
  i=$((i + 1))
  # shellcheck disable=SC2086
  if "$fixpath" ${w/ns.hpp/ns$i.hpp} --namespace uint8 >/dev/null 2>err.txt &&
     printf '#include "ns%d.hpp"\nint main() { return 0; }\n' "$i" >use$i.cpp &&
     "$cxx" -std=c++17 -fsyntax-only -Wall -Wextra -Werror -I"$core" use$i.cpp 2>>err.txt; then
    echo "ok   a header from '$w' with --namespace uint8 compiles"
  else
    echo "FAIL a header from '$w' with --namespace uint8: $(head -c 400 err.txt)"; failures=$((failures + 1))
  fi
done

# Binary files: the magic first, then the size the map allows.
truncate -s 1G zeros.bin
printf 'FXPJ' >big.fxpj && truncate -s 1G big.fxpj
printf 'FXPH' >big.fxph && truncate -s 1G big.fxph
limit="ulimit -v 400000;"  # 400 MB: reading a 1 GiB file whole would fail
# (A build with AddressSanitizer holds its entry point's name, linked
# statically as clang does or from libasan as GCC does.)
if grep -qa "__asan_init" "$fixpath"; then
  limit=""  # AddressSanitizer reserves terabytes of address space: no ulimit -v
fi
check "jps check: 1 GiB of zeros" 1 "\\(bad_magic\\)" -- timeout 20 bash -c "$limit \"$fixpath\" jps check tiny.map zeros.bin"
check "hpa check: 1 GiB of zeros" 1 "\\(bad_magic\\)" -- timeout 20 bash -c "$limit \"$fixpath\" hpa check tiny.map zeros.bin"
check "solve --tables: 1 GiB of zeros" 2 "not a jump table of this map \\(bad_magic\\)" -- \
  timeout 20 bash -c "$limit \"$fixpath\" solve tiny.map --from 0,0 --to 1,0 --tables zeros.bin"
check "jps check: a 1 GiB table for a tiny map" 2 "big.fxpj: 1073741824 bytes, larger than the format allows \\([0-9]+ for this map" -- \
  timeout 20 bash -c "$limit \"$fixpath\" jps check tiny.map big.fxpj"
check "bench --tables: a 1 GiB table" 2 "larger than the format allows" -- \
  timeout 20 bash -c "$limit \"$fixpath\" bench tiny.map.scen --tables big.fxpj"
check "hpa check: a 1 GiB graph for a tiny map" 2 "big.fxph: 1073741824 bytes, larger than the format allows" -- \
  timeout 20 bash -c "$limit \"$fixpath\" hpa check tiny.map big.fxph"
rm -f zeros.bin big.fxpj big.fxph

# A header that cannot be built in the memory left: an error, no file. The
# limits sweep from "fails early" to "enough": every run either writes the
# whole header (the same bytes as without a limit) and exits 0, or exits 2
# saying so and leaves no file - never a prefix.
memory_sweep() {  # memory_sweep NAME FROM TO STEP COMMAND (a shell command writing out.hpp)
  local name=$1 from=$2 to=$3 step=$4 command=$5
  bash -c "$command" >/dev/null 2>&1 && mv out.hpp whole.hpp || { echo "FAIL $name without a limit"; failures=$((failures + 1)); return; }
  local v refused=0 whole=0
  for ((v = from; v <= to; v += step)); do
    rm -f out.hpp
    bash -c "ulimit -v $v; $command" >/dev/null 2>err.txt
    local rc=$?
    if [ "$rc" = 0 ] && cmp -s out.hpp whole.hpp; then
      whole=$((whole + 1))
    elif [ "$rc" = 2 ] && [ ! -e out.hpp ] && grep -q "out of memory" err.txt; then
      refused=$((refused + 1))
    else
      echo "FAIL $name under ulimit -v $v: exit $rc, $(stat -c %s out.hpp 2>/dev/null || echo no) bytes written, $(head -c 200 err.txt)"
      failures=$((failures + 1))
    fi
  done
  if [ "$refused" = 0 ]; then echo "FAIL $name: no limit of the sweep ran out of memory"; failures=$((failures + 1)); fi
  echo "ok   $name: $refused limits out of memory (exit 2, no file), $whole whole"
  if ls -A | grep -q "fixpath-"; then echo "FAIL temporaries left: $(ls -A | grep fixpath-)"; failures=$((failures + 1)); fi
}
if [ -n "$limit" ]; then
  awk 'BEGIN { for (y = 0; y < 1024; ++y) { r = ""; for (x = 0; x < 1024; ++x) r = r (((x * 7 + y * 13) % 29 == 0) ? "#" : "."); print r } }' >open1024.txt
  memory_sweep "jps build --header" 40000 100000 5000 "'$fixpath' jps build open1024.txt --header out.hpp"
  # The sweeps start where the program itself runs (`--version` exits 0):
  # below that the loader, or the C++ runtime's throw of bad_alloc, fails
  # before any of the program's code can say so, and where that lies moves
  # with the program's size.
  floor=6000
  while [ "$floor" -lt 30000 ] && ! bash -c "ulimit -v $floor; '$fixpath' --version" >/dev/null 2>&1; do floor=$((floor + 250)); done
  from=$((floor > 8000 ? floor : 8000))
  memory_sweep "info --clearance --header" "$from" $((from + 22000)) 2000 "'$fixpath' info open1024.txt --clearance --header out.hpp"
  # (The graph needs little: it runs out within about a megabyte of the floor.)
  memory_sweep "graph build --header" "$from" $((from + 10000)) 500 "'$fixpath' graph build seed.txt --route-table --header out.hpp"
else
  echo "skipped: headers under a memory limit (AddressSanitizer build)"
fi

echo "$failures failures"
[ "$failures" -eq 0 ]
