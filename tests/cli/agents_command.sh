#!/usr/bin/env bash
# fixpath agents: bad input refused in one line (exit 2, or a JSON error),
# the JSON replayed by an independent validator (one 4-neighbour move or a
# wait a tick, floor only, no shared cell, no swap, sum of costs and
# makespan recomputed), a picture written whole, and the public benchmark
# instance solved at 50, 100 and 200 agents when its data is there.
#   agents_command.sh FIXPATH TINY.scen MAPF_DIR WORKDIR
set -u
here=$(cd "$(dirname "$0")" && pwd)
fixpath=$1 scen=$2 mapf=$3 work=$4
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
source "$here/check.sh"
cp "$(dirname "$scen")/tiny.map" tiny.map && cp "$scen" tiny.map.scen

# Lines 1 and 4 of tiny.map.scen start on one cell.
check "three agents" 0 "^status: found" -- "$fixpath" agents tiny.map tiny.map.scen --agents 3
check "two agents on one start" 2 "agent 3: starts on another agent's start 0,0" -- \
  "$fixpath" agents tiny.map tiny.map.scen --agents 4
printf 'version 1\n1\ttiny.map\t6\t4\t0\t0\t5\t3\t1\n1\ttiny.map\t6\t4\t0\t2\t5\t3\t1\n' >shared.scen
check "a shared goal" 2 "agent 1: has the goal of another agent, 5,3" -- "$fixpath" agents tiny.map shared.scen --agents 2
printf 'version 1\n1\ttiny.map\t6\t4\t1\t1\t5\t3\t1\n' >wall.scen
check "a start on a wall" 2 "agent 0: starts off the map or on a wall at 1,1" -- "$fixpath" agents tiny.map wall.scen --agents 1
printf 'version 1\n1\ttiny.map\t6\t4\t0\t0\t0\t3\t1\n' >goalwall.scen
check "a goal on a wall" 2 "agent 0: has its goal off the map or on a wall at 0,3" -- \
  "$fixpath" agents tiny.map goalwall.scen --agents 1
printf 'version 1\n1\ttiny.map\t7\t4\t0\t0\t5\t3\t1\n' >size.scen
check "a scenario of another map" 2 "size.scen:2: the scenario's map is 7x4, tiny.map is 6x4" -- \
  "$fixpath" agents tiny.map size.scen --agents 1
check "more agents than lines" 2 "--agents 9: tiny.map.scen has 4 scenario lines" -- \
  "$fixpath" agents tiny.map tiny.map.scen --agents 9
check "no --agents" 2 "missing --agents N" -- "$fixpath" agents tiny.map tiny.map.scen
check "--agents 0" 2 "--agents" -- "$fixpath" agents tiny.map tiny.map.scen --agents 0
check "png without a file" 2 "--format png: name the picture with --png FILE" -- \
  "$fixpath" agents tiny.map tiny.map.scen --agents 2 --format png
check "an unknown format" 2 "--format: expected text, json or png" -- \
  "$fixpath" agents tiny.map tiny.map.scen --agents 2 --format yaml
check "an unknown solver" 2 "--solver: expected plan or online" -- \
  "$fixpath" agents tiny.map tiny.map.scen --agents 2 --solver lacam
check "the plan's line" 0 "^plan: found in .* ms, .* configurations, .* of 33554432 pool words" -- \
  "$fixpath" agents tiny.map tiny.map.scen --agents 3
if "$fixpath" agents tiny.map tiny.map.scen --agents 3 --solver online >online.txt 2>&1 &&
   grep -q "^status: found" online.txt && ! grep -q "^plan:" online.txt; then
  echo "ok   the online rule: no plan line"
else
  echo "FAIL the online rule: $(head -c 300 online.txt)"; failures=$((failures + 1))
fi
check "the repair's line" 0 "^repair: 2000 rounds in .* ms, .* shortened it; sum of costs .* before" -- \
  "$fixpath" agents tiny.map tiny.map.scen --agents 3
check "a bad --repair-rounds" 2 "--repair-rounds" -- \
  "$fixpath" agents tiny.map tiny.map.scen --agents 3 --repair-rounds many
check "the picture may not overwrite the map" 2 "refusing to write" -- \
  "$fixpath" agents tiny.map tiny.map.scen --agents 2 --png tiny.map
"$fixpath" agents tiny.map tiny.map.scen --agents 4 --format json >err.json 2>/dev/null
if [ $? = 2 ] && grep -q '^{"status":"input_error","error":".*agent 3: starts on another' err.json; then
  echo "ok   a JSON error: $(head -c 120 err.json)"
else
  echo "FAIL a JSON error: $(head -c 300 err.json)"; failures=$((failures + 1))
fi
check "a tick limit" 0 '^\{"agents":3,"positions":\[.*\],"status":"tick_limit","ticks":2,' -- \
  "$fixpath" agents tiny.map tiny.map.scen --agents 3 --max-ticks 2 --format json

validate() {  # validate MAP SCEN N JSON: the replay checked from scratch
  python3 - "$@" <<'PY'
import json, sys
map_file, scen_file, n, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
rows = open(map_file).read().split("\n")
start = rows.index("map") + 1
grid = rows[start:start + int(rows[1].split()[1])]
floor = lambda x, y: 0 <= y < len(grid) and 0 <= x < len(grid[y]) and grid[y][x] in ".G"
lines = [l.split("\t") for l in open(scen_file).read().split("\n")[1:] if l.strip()][:n]
starts = [[int(l[4]), int(l[5])] for l in lines]
goals = [[int(l[6]), int(l[7])] for l in lines]
r = json.load(open(out))
P = r["positions"]
assert r["agents"] == n and len(P) == r["ticks"] + 1, "shape"
assert P[0] == starts, "the first tick is not the starts"
for t, tick in enumerate(P):
    assert len(tick) == n, "tick %d has %d agents" % (t, len(tick))
    assert len({tuple(p) for p in tick}) == n, "tick %d: two agents on one cell" % t
    for i, p in enumerate(tick):
        assert floor(*p), "tick %d agent %d off the floor" % (t, i)
        if t:
            q = P[t - 1][i]
            assert abs(p[0] - q[0]) + abs(p[1] - q[1]) <= 1, "tick %d agent %d jumped" % (t, i)
    if t:
        before = {tuple(p): i for i, p in enumerate(P[t - 1])}
        for i, p in enumerate(tick):
            j = before.get(tuple(p))
            if j is not None and j != i and P[t][j] == P[t - 1][i]:
                raise AssertionError("tick %d: agents %d and %d swapped" % (t, i, j))
costs = []
for i in range(n):
    c = 0
    for t, tick in enumerate(P):
        if tick[i] != goals[i]:
            c = min(t + 1, r["ticks"])
    costs.append(c)
assert r["sum_of_costs"] == sum(costs) and r["makespan"] == max(costs), "costs"
if r["status"] == "found":
    assert P[-1] == goals, "found, but not every agent on its goal"
    assert r["arrived"] == costs, "the arrival ticks"
assert r["solver"] in ("plan", "online"), "solver"
if r["solver"] == "plan":
    assert r["plan_status"] in ("found", "out_of_nodes", "in_progress", "no_path"), "plan status"
    assert (r["plan_status"] == "found") <= (r["status"] == "found"), "a found plan leaves an agent away"
    if r["plan_status"] == "found":
        # The repair never lengthens the plan, and without rounds leaves it as found.
        assert r["sum_of_costs"] <= r["first_plan_cost"], "the repair lengthened the plan"
        assert r["repair_rounds"] > 0 or r["sum_of_costs"] == r["first_plan_cost"], "no rounds, yet changed"
print("valid: %s (%s), %d agents, %d ticks, sum of costs %d (lower bound %d, %.3f), makespan %d" % (
    r["status"], r["solver"], n, r["ticks"], r["sum_of_costs"], r["lower_bound"], r["sum_of_costs"] / r["lower_bound"], r["makespan"]))
PY
}
replay() {  # replay NAME MAP SCEN N [OPTION...]
  local name=$1 map=$2 scen=$3 n=$4
  shift 4
  if "$fixpath" agents "$map" "$scen" --agents "$n" "$@" --format json >replay.json 2>err.txt && grep -q '"status":"found"' replay.json &&
     validate "$map" "$scen" "$n" replay.json >valid.txt 2>&1; then
    echo "ok   $name: $(cat valid.txt)"
  else
    echo "FAIL $name: $(head -c 300 err.txt) $(tail -n 3 valid.txt 2>/dev/null)"; failures=$((failures + 1))
  fi
}
if command -v python3 >/dev/null; then
  replay "three agents replayed" tiny.map tiny.map.scen 3
  if [ -f "$mapf/random-32-32-10.map" ]; then
    # The plan (the default) brings every agent home at every size; the
    # online rule at the sizes it manages.
    for n in 50 100 200 300 400; do
      replay "random-32-32-10, $n agents planned, replayed" "$mapf/random-32-32-10.map" \
        "$mapf/random-32-32-10-random-1.scen" $n
    done
    replay "random-32-32-10, 300 agents planned without repair, replayed" "$mapf/random-32-32-10.map" \
      "$mapf/random-32-32-10-random-1.scen" 300 --repair-rounds 0
    for n in 50 100 200; do
      replay "random-32-32-10, $n agents online, replayed" "$mapf/random-32-32-10.map" \
        "$mapf/random-32-32-10-random-1.scen" $n --solver online
    done
  else
    echo "skipped: the benchmark instance (no multi-agent data in $mapf; set FIXPATH_MAPF_DIR)"
  fi
else
  echo "skipped: replay validation (no python3)"
fi

# The picture: a PNG, written whole.
if "$fixpath" agents tiny.map tiny.map.scen --agents 3 --png trails.png >out.txt 2>err.txt; then
  if grep -q "built without libpng" err.txt; then
    echo "skipped: picture (no libpng)"
  elif [ "$(head -c 8 trails.png | od -An -tx1 | tr -d ' ')" = "89504e470d0a1a0a" ] && grep -q "^picture: trails.png" out.txt; then
    echo "ok   a picture of the trails"
  else
    echo "FAIL a picture of the trails: $(head -c 200 err.txt)"; failures=$((failures + 1))
  fi
elif grep -q "built without libpng" err.txt; then
  echo "skipped: picture (no libpng)"
else
  echo "FAIL a picture of the trails: $(head -c 200 err.txt)"; failures=$((failures + 1))
fi

echo
echo "$failures failures"
