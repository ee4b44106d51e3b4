#!/usr/bin/env bash
# Unclear input gets one clear line: the file, the line and the problem, with
# what the input holds shown escaped and cut short; costs at the edge of the
# cost type are answered exactly; a stale route table is refused.
#   input_messages.sh FIXPATH SEED_GRAPH.txt WORKDIR
set -u
here=$(cd "$(dirname "$0")" && pwd)
fixpath=$1 seed=$2 work=$3
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
source "$here/check.sh"

printf '\xef\xbb\xbf..#\n...\n' >bom.txt
check "a byte-order mark is not part of the map" 0 '"status":"found"' -- "$fixpath" solve bom.txt --from 0,0 --to 2,1 --format json
printf '..#\n.\r.\n' >cr.txt
check "a stray CR is shown escaped" 2 ": cr.txt:2: unknown cell '\\\\r' at column 2" -- "$fixpath" solve cr.txt --from 0,0 --to 0,1
printf '\n..\n..\n' >blank.txt
check "a leading blank line is named as such" 2 ": blank.txt:1: blank line before the first row" -- "$fixpath" solve blank.txt --from 0,0 --to 1,1
printf '..\n\n..\n' >gap.txt
check "a blank line inside the map" 2 ": gap.txt:2: blank line inside the map" -- "$fixpath" solve gap.txt --from 0,0 --to 1,1
printf 'type octile\nheight 2\nheight 3\nwidth 2\nmap\n..\n..\n' >twice.map
check "a second height line" 2 ": twice.map:3: second height line 'height 3' \\(give it once\\)" -- "$fixpath" solve twice.map --from 0,0 --to 1,1
printf 'type octile\nheight +3\nwidth 2\nmap\n..\n..\n..\n' >plus.map
check "height +3 is not a height" 2 ": plus.map:2: bad height line 'height \\+3'" -- "$fixpath" solve plus.map --from 0,0 --to 1,1
printf 'type octile\nheight 2\nwidth 2\nmap\n..\n.\x01\n' >ctrl.map
check "a control byte is shown escaped" 2 ": ctrl.map:6: unknown tile '\\\\x01' at column 2" -- "$fixpath" solve ctrl.map --from 0,0 --to 1,1
{ printf 'type octile\nheight 1\nwidth 4\nmap\n'; head -c 5000000 /dev/zero | tr '\0' 'x'; printf '\n'; } >long.map
check "a 5 MB line is cut in the message" 2 ": long.map:5: row has 5000000 tiles, expected 4" -- "$fixpath" solve long.map --from 0,0 --to 1,0
{ printf 'type '; head -c 5000000 /dev/zero | tr '\0' 'y'; printf '\n'; } >longtype.map
check "a 5 MB header is cut in the message" 2 ": longtype.map:1: unsupported map type 'yyyy.*\\.\\.\\. \\(5000000 characters\\)" -- "$fixpath" solve longtype.map --from 0,0 --to 1,0

# Costs at the edge of the cost type: exact answers, never a false refusal.
head -c 300 /dev/zero | tr '\0' '.' >line300.txt; echo >>line300.txt
check "huge step costs, one step" 0 '^\{"status":"found","cost":16843009,"path":\[\[0,0\],\[1,0\]\]' -- "$fixpath" solve line300.txt --from 0,0 --to 1,0 --costs 16843009,16843009 --format json
head -c 30000 /dev/zero | tr '\0' '.' >line30000.txt; echo >>line30000.txt
check "weight 65535/1 on a 30000-wide map" 0 '^\{"status":"found","cost":10,' -- "$fixpath" solve line30000.txt --from 0,0 --to 1,0 --weight 65535/1 --format json
for r in 1 2 3; do head -c 150 /dev/zero | tr '\0' '.'; printf '#'; head -c 149 /dev/zero | tr '\0' '.'; echo; done >wall.txt
check "Dijkstra's partial path with huge costs ends at the wall" 0 '\[149,[0-9]\]\],"expanded":[0-9]+,"partial":true' -- "$fixpath" solve wall.txt --from 0,1 --to 299,1 --costs 16843009,16843009 --heuristic zero --format json

# A route table that no longer matches its graph (an arc made dearer after
# the table was built, the checksum made good again) is refused by name.
if command -v python3 >/dev/null; then
  "$fixpath" graph build "$seed" --route-table -o seed.bin >/dev/null
  python3 - seed.bin stale.bin <<'PY'
import struct, sys, zlib
data = bytearray(open(sys.argv[1], 'rb').read())
n, arcs = struct.unpack_from('<II', data, 8)
header = struct.unpack_from('<H', data, 6)[0]
first_arc = header + 16 * n
arc_base = first_arc + 4 * (n + 1)
begin, end = struct.unpack_from('<II', data, first_arc)   # node 0 (label 1)
for i in range(begin, end):
    to = struct.unpack_from('<H', data, arc_base + 8 * i)[0]
    if to == 8:                                            # 1 -> 9 made dear
        struct.pack_into('<I', data, arc_base + 8 * i + 4, 100)
struct.pack_into('<I', data, len(data) - 4, zlib.crc32(bytes(data[:-4])) & 0xFFFFFFFF)
open(sys.argv[2], 'wb').write(data)
PY
  check "a stale route table is refused by route --table" 2 ": stale.bin: route table does not match the graph: the route 1 -> [0-9]+ does not arrive at the cheapest cost" -- "$fixpath" graph route stale.bin --from 1 --to 5 --table
  check "and by check" 2 ": stale.bin: route table does not match the graph" -- "$fixpath" graph check stale.bin
  check "a good table passes check" 0 "route table: every route checked against a search" -- "$fixpath" graph check seed.bin
  check "and route --table follows it" 0 "cost: 9" -- "$fixpath" graph route seed.bin --from 1 --to 5 --table
else
  echo "skipped: stale route table (no python3)"
fi

echo "$failures failures"
[ "$failures" -eq 0 ]
