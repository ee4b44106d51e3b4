#!/usr/bin/env bash
# Nothing lost: every output of the fixpath tool is written whole or not at
# all, a failed write (or a standard output that cannot be written) exits 2
# with one line, an output that names an input or another output is refused
# before anything is written, and readers refuse what is not a regular file.
#   output_safety.sh FIXPATH SEED_GRAPH.txt CASTLE_MAP.txt TINY.scen WORKDIR
set -u
fixpath=$1 seed=$2 castle=$3 scen=$4 work=$5
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
failures=0
check() {  # check NAME EXPECTED_EXIT STDERR_REGEX ("": any) -- command...
  local name=$1 want=$2 pattern=$3; shift 4
  "$@" >out.txt 2>err.txt
  local rc=$?
  local lines
  lines=$(wc -l <err.txt)
  if [ "$rc" != "$want" ] || { [ -n "$pattern" ] && ! grep -qE -- "$pattern" err.txt; } || { [ "$want" = 2 ] && [ "$lines" != 1 ]; }; then
    echo "FAIL $name: exit $rc (want $want), stderr ($lines lines): $(head -c 300 err.txt)"
    failures=$((failures + 1))
  else
    echo "ok   $name: $(head -n 1 err.txt)"
  fi
}
unchanged() {  # unchanged NAME FILE CONTENT
  if [ "$(cat "$2" 2>/dev/null)" != "$3" ]; then
    echo "FAIL $1: $2 was changed"; failures=$((failures + 1))
  fi
}
no_temporaries() {
  if ls -A | grep -q "fixpath-"; then
    echo "FAIL $1: temporary files left: $(ls -A | grep fixpath-)"; failures=$((failures + 1))
  fi
}

cp "$seed" g.txt && cp "$castle" m.txt
# Writes that cannot succeed.
check "binary to /dev/full" 2 "/dev/full: cannot write: a character device" -- "$fixpath" graph build g.txt -o /dev/full
check "binary into a directory" 2 "cannot write: a directory" -- "$fixpath" graph build g.txt -o .
check "picture into /proc" 2 "/proc/version: cannot write" -- "$fixpath" solve m.txt --png /proc/version
check "empty --png" 2 "--png: expected a file name" -- "$fixpath" solve m.txt --png ""
# Standard output that cannot be written.
check "solve > /dev/full" 2 "cannot write standard output" -- bash -c "\"$fixpath\" solve m.txt > /dev/full"
check "graph route > /dev/full" 2 "cannot write standard output" -- bash -c "\"$fixpath\" graph route g.txt --from 1 --to 5 > /dev/full"
check "bench > /dev/full" 2 "cannot write standard output" -- bash -c "\"$fixpath\" bench \"$scen\" > /dev/full"
# Outputs that name an input or each other: refused, nothing written.
before_g=$(cat g.txt) before_m=$(cat m.txt)
check "-o INPUT" 2 "refusing to write: g.txt is also the input g.txt" -- "$fixpath" graph build g.txt -o g.txt
check "--header INPUT" 2 "refusing to write: ./g.txt is also the input g.txt" -- "$fixpath" graph build g.txt --header ./g.txt
check "--png INPUT" 2 "refusing to write: m.txt is also the input m.txt" -- "$fixpath" solve m.txt --png m.txt
ln -f g.txt hard.txt
check "-o a hard link of INPUT" 2 "refusing to write: hard.txt is also the input g.txt" -- "$fixpath" graph build g.txt -o hard.txt
check "-o X --header X" 2 "refusing to write: x.bin is also the output x.bin" -- "$fixpath" graph build g.txt -o x.bin --header x.bin
unchanged "inputs kept" g.txt "$before_g"
unchanged "inputs kept" m.txt "$before_m"
[ -e x.bin ] && { echo "FAIL x.bin was written"; failures=$((failures + 1)); }
# A write cut short (file-size limit: the write fails with EFBIG): the old
# target stays whole, no temporary file is left, the exit status is 2.
echo old >h.hpp && echo old >p.png
check "header cut short" 2 "h.hpp: write error \\(File too large\\)" -- bash -c "ulimit -f 1; \"$fixpath\" graph build g.txt --header h.hpp --route-table"
check "picture cut short" 2 "p.png: (write error|PNG encoding failed)" -- bash -c "ulimit -f 1; \"$fixpath\" solve m.txt --png p.png"
# A picture of many kilobytes fails inside libpng (its error jumps back over
# the encoder: under ASan a skipped destructor would show as a leak).
awk 'BEGIN { srand(7); for (y = 0; y < 200; ++y) { r = ""; for (x = 0; x < 200; ++x) r = r ((rand() < 0.2 && x + y > 0 && x + y < 398) ? "#" : (x + y) % 7 + 1); print r } }' >big.txt
echo old >big.png
check "big picture cut short" 2 "big.png: (write error|PNG encoding failed)" -- bash -c "ulimit -f 2; \"$fixpath\" solve big.txt --from 0,0 --to 199,199 --png big.png"
unchanged "big picture kept" big.png old
unchanged "header kept" h.hpp old
unchanged "picture kept" p.png old
no_temporaries "cut short"
# And a write that succeeds replaces the target whole, readable by others.
check "header written" 0 "" -- "$fixpath" graph build g.txt -o g.bin --header h.hpp
grep -q "namespace graph_g" h.hpp || { echo "FAIL h.hpp not replaced"; failures=$((failures + 1)); }
[ "$(stat -c %a g.bin)" = "$(umask -S >/dev/null; printf '%o' $((0666 & ~0$(umask))))" ] ||
  { echo "FAIL g.bin mode $(stat -c %a g.bin)"; failures=$((failures + 1)); }
no_temporaries "written"
# Readers: only regular files, never without bound.
for cmd in "graph route . --from 1 --to 2" "graph check ." "graph build . -o y.bin" "solve . --from 0,0 --to 1,1" "info ." "bench ."; do
  check "$cmd" 2 "\\.: not a regular file \\(a directory\\)" -- $fixpath $cmd
done
check "solve /dev/zero" 2 "/dev/zero: not a regular file \\(a character device\\)" -- timeout 10 "$fixpath" solve /dev/zero --from 0,0 --to 1,1
check "graph check /dev/urandom" 2 "/dev/urandom: not a regular file" -- timeout 10 "$fixpath" graph check /dev/urandom
check "bench /dev/zero" 2 "/dev/zero: not a regular file" -- timeout 10 "$fixpath" bench /dev/zero
check "a pipe" 2 "not a regular file \\(a pipe\\)" -- timeout 10 bash -c "\"$fixpath\" info <(yes .)"
: >empty.bin
check "empty graph file" 2 "empty.bin: empty file" -- "$fixpath" graph route empty.bin --from 1 --to 2
head -c 100 g.bin >cut.bin
check "truncated graph file" 2 "cut.bin: invalid graph file" -- "$fixpath" graph route cut.bin --from 1 --to 2
# bench --json stays valid JSON whatever the map's name.
cp "$(dirname "$scen")/tiny.map" 'q"uote.map' && sed 's/tiny\.map/q"uote.map/' "$scen" >'q"uote.map.scen'
"$fixpath" bench 'q"uote.map.scen' --json >bench.json 2>err.txt
if python3 -c 'import json; d = json.load(open("bench.json")); assert d["maps"][0]["map"] == "q\"uote.map"' 2>>err.txt; then
  echo "ok   bench --json escapes map names"
else
  echo "FAIL bench --json with a quote in a map name: $(head -c 300 bench.json) $(cat err.txt)"; failures=$((failures + 1))
fi
echo "$failures failures"
[ "$failures" = 0 ]
