#!/usr/bin/env python3
"""Runs the device benchmark under QEMU with the insn_count plugin and prints
instructions per query and per expansion, and where they go.

Each executed instruction address is mapped with addr2line -i to the
innermost inlined function that produced it, then grouped: the open list
(binary_heap.hpp, bucket_queue.hpp), per-cell state (dense_state.hpp, graph_state.hpp),
neighbour generation (GridSearch::expand, GraphSearch's arcs), relaxation
(the shared engine's relax), the heuristic, map reads, path writing (the
engine's writer and each search's backward walk), and the rest of the
search loop (the engine's expansion loop: pops, bookkeeping).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile


def symbol(nm, elf, name):
    for line in subprocess.run([nm, elf], capture_output=True, text=True, check=True).stdout.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[2] == name:
            return int(parts[0], 16) & ~1
    sys.exit(f"count_instructions: {name} not found in {elf}")


def classify(frames):
    """frames: [(function, file)] innermost first."""
    func, path = frames[0]
    base = os.path.basename(path)
    if base in ("binary_heap.hpp", "bucket_queue.hpp"):
        return "open list (heap or buckets: push, pop)"
    if base in ("dense_state.hpp", "bounded_state.hpp", "graph_state.hpp", "incremental_state.hpp"):
        return "cell state (tags, heap positions)"
    if base in ("heuristic.hpp", "graph_geometry.hpp", "fixed_point.hpp"):
        return "heuristic"
    if base == "graph_view.hpp":
        return "map reads"
    if base == "search_core.hpp":
        for f, p in frames:
            b = os.path.basename(p)
            if b == "search_core.hpp" and ("::relax" in f or "::add_source" in f):
                return "relax (step cost, overflow check, lookup)"
        return "search loop (pop, close, best cell)"
    if base == "move_rules.hpp":
        return "neighbour checks (bounds, corner rule)"
    if base == "expansion_loop.hpp":
        return "search loop (pop, close, best cell)"
    if base == "path_writer.hpp":
        return "path writing"
    if base == "graph_search.hpp":
        for f, p in frames:
            if os.path.basename(p) == "graph_search.hpp" and ("walk_path" in f or "write_path" in f):
                return "path writing"
        return "graph arcs (hook, targets)"
    if base in ("byte_cost_map.hpp", "bit_map.hpp"):
        return "map reads"
    if base == "jps_cells.hpp":
        return "jump scans: map words"
    if base == "jump_point_search.hpp":
        for f, p in frames:
            if os.path.basename(p) == "jump_point_search.hpp":
                if "write_path" in f or "walk_path" in f:
                    return "path writing"
                if "scan_words" in f or "along_" in f or "diagonal" in f or "column" in f or "straight" in f:
                    return "jump scans: rays"
                if "begin" in f or "column_map" in f:
                    return "query start"
        return "search loop (pop, close, best cell)"
    if base == "grid_search.hpp":
        for f, p in frames:
            if os.path.basename(p) == "grid_search.hpp":
                if "::relax(" in f or f.endswith("::relax"):
                    return "relax (step cost, overflow check, lookup)"
                if "::expand(" in f or f.endswith("::expand"):
                    return "neighbour checks (bounds, corner rule)"
                if "write_path" in f or "walk_path" in f or "point_of" in f or "step_cost" in f:
                    return "path writing"
                if "start_query" in f or "begin" in f:
                    return "query start"
        return "search loop (pop, close, best cell)"
    if base == "incremental_search.hpp":
        for f, p in frames:
            if os.path.basename(p) == "incremental_search.hpp":
                if "::look_ahead" in f:
                    return "D* Lite: rhs from the successors"
                if "::update_cell" in f or "::key" in f:
                    return "D* Lite: keys, queue updates"
                if "::read_neighbours" in f or "::corner_allows" in f:
                    return "neighbour checks (bounds, corner rule)"
                if "::estimate" in f:
                    return "heuristic"
        return "search loop (pop, close, best cell)"
    return "other (support, call glue)"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--elf", required=True)
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--qemu", default="qemu-system-arm")
    ap.add_argument("--machine", help="the board (system mode: the ELF is the firmware, semihosting)")
    ap.add_argument("--user", action="store_true",
                    help="QEMU user mode (qemu-m68k, qemu-mipsel: a static Linux program) instead of a board")
    ap.add_argument("--no-bios", action="store_true", help="-bios none (RISC-V virt: the ELF is the firmware)")
    ap.add_argument("--cpu", required=True)
    ap.add_argument("--nm", default="arm-none-eabi-nm")
    ap.add_argument("--addr2line", default="arm-none-eabi-addr2line")
    ap.add_argument("--budget", type=int, default=0, help="instructions per expansion to print against")
    ap.add_argument("--budget-skip", default="graph,jps,range,hex,bigunit,links,dstar,hpa,scheduler,agents,plan,view",
                    help="label prefixes (comma-separated) of the queries the per-expansion budget does not cover "
                         "(view-: the same queries through state views, which trade instructions for one copy "
                         "of the search; their rows are printed beside the direct ones)")
    ap.add_argument("--query-budget", action="append", default=[],
                    help="LABEL=N: instructions per query to print against (jump point search)")
    args = ap.parse_args()

    begin = symbol(args.nm, args.elf, "bench_begin")
    end = symbol(args.nm, args.elf, "bench_end")
    with tempfile.TemporaryDirectory() as tmp:
        hist = os.path.join(tmp, "hist.txt")
        plugin = ["-plugin", f"{args.plugin},begin={begin:#x},end={end:#x},out={hist}", "-d", "plugin"]
        if args.user:
            cmd = [args.qemu] + plugin + [args.elf]
        else:
            if not args.machine:
                sys.exit("count_instructions: --machine (a board) or --user")
            cmd = [args.qemu, "-M", args.machine] + (["-bios", "none"] if args.no_bios else [])
            cmd += ["-display", "none", "-monitor", "none", "-serial", "null",
                    "-semihosting-config", "enable=on,target=native"] + plugin + ["-kernel", args.elf]
        run = subprocess.run(cmd, capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=900)
        if run.returncode != 0:
            sys.exit(f"count_instructions: qemu exited {run.returncode}\n{run.stdout}\n{run.stderr}")
        regions = []
        with open(hist) as f:
            for line in f:
                if line.startswith("region"):
                    regions.append((int(line.split()[2]), {}))
                else:
                    a, c = line.split()
                    regions[-1][1][int(a, 16)] = int(c)
    # With -d plugin, QEMU sends the guest's semihosting output to stderr too.
    cases = [l for l in (run.stdout + run.stderr).splitlines() if l.startswith("case ")]
    measured = [l for l in cases if "expanded=" in l]
    if len(measured) != len(regions):
        sys.exit(f"count_instructions: {len(measured)} cases but {len(regions)} counted regions\n{run.stdout}")

    addresses = sorted({a for _, h in regions for a in h})
    # addr2line -a -i prints each address, then one or more (function,
    # file:line) pairs, innermost inlined frame first.
    marked = subprocess.run([args.addr2line, "-a", "-i", "-f", "-C", "-e", args.elf] + [hex(a) for a in addresses],
                            capture_output=True, text=True, check=True).stdout.splitlines()
    groups, current, i = {}, None, 0
    while i < len(marked):
        line = marked[i]
        if re.fullmatch(r"0x[0-9a-f]+", line):
            current = int(line, 16)
            groups[current] = []
            i += 1
            continue
        func, loc = line, marked[i + 1] if i + 1 < len(marked) else "?:0"
        groups[current].append((func, loc.split(":")[0]))
        i += 2

    where = f"{args.qemu}, user mode" if args.user else f"{args.qemu} -M {args.machine}"
    print(f"Instructions executed on {args.cpu} ({where}, counted by the insn_count plugin):")
    print(f"  {'query':<22} {'cells':>7} {'expanded':>9} {'instructions':>13} {'per expansion':>14}  status")
    summaries = []
    for line, (total, hist) in zip(measured, regions):
        fields = dict(kv.split("=", 1) for kv in line.split()[2:])
        label = line.split()[1]
        expanded = int(fields["expanded"])
        per = total / max(expanded, 1)
        print(f"  {label:<22} {fields['cells']:>7} {expanded:>9} {total:>13,} {per:>14.1f}  {fields['status']}")
        buckets = {}
        for a, c in hist.items():
            key = classify(groups.get(a) or [("?", "?")])
            buckets[key] = buckets.get(key, 0) + c
        summaries.append((label, total, expanded, buckets))
    for l in cases:
        if "n/a" in l:
            print("  " + l[5:])
    print("  where the instructions go (per expansion):")
    keys = sorted({k for _, _, _, b in summaries for k in b}, key=lambda k: -sum(b.get(k, 0) for _, _, _, b in summaries))
    for k in keys:
        cells = "".join(f" {b.get(k, 0) / max(e, 1):>8.1f}" for _, _, e, b in summaries)
        print(f"    {k:<44}{cells}")
    print(f"    {'(columns: ' + ', '.join(s[0] for s in summaries) + ')'}")
    if args.budget:
        skip = tuple(p for p in args.budget_skip.split(",") if p)
        covered = [s for s in summaries if not s[0].startswith(skip)]
        worst_label, worst = max(((s[0], s[1] / max(s[2], 1)) for s in covered), key=lambda w: w[1])
        print(f"  budget <= {args.budget} instructions per grid expansion: {'held' if worst <= args.budget else 'over'} "
              f"(worst {worst:.1f}, {worst_label})")
    for budget in args.query_budget:
        label, limit = budget.split("=")
        for s in summaries:
            if s[0] == label:
                print(f"  budget {label} <= {int(limit):,} instructions a query: "
                      f"{'held' if s[1] <= int(limit) else 'over'} ({s[1]:,})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
