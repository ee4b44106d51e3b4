#!/usr/bin/env python3
"""Makes the small Moving AI benchmark maps fixpath ships (examples/maps/movingai/):
a map of rooms and doors, a maze and an open field with scattered rocks, 64x64
each, walls and floor only (every jump point search runs on them), each with a
scenario file of 100 queries in ten buckets of increasing length, in the Moving
AI formats (N. Sturtevant, "Benchmarks for Grid-Based Pathfinding", 2012): the
.map grid ('.' floor, 'T' wall) and the .scen lines "bucket map width height
start_x start_y goal_x goal_y optimal_length", the optimal length with straight
steps of 1 and diagonal ones of sqrt(2), no corner cutting (a diagonal needs
both cells beside it free), as the benchmarks' own.

Deterministic: the same files on every run (a fixed seed, integer arithmetic
until the lengths). python3 only, no package.
  scripts/make_movingai_maps.py [OUT]   (default: examples/maps/movingai)
"""
import heapq
import math
import os
import sys

SIDE = 64


class Lcg:
    """A small fixed generator (the same numbers with any Python)."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFF

    def next(self):
        self.state = (self.state * 1664525 + 1013904223) & 0xFFFFFFFF
        return self.state >> 8

    def below(self, n):
        return self.next() % n


def rooms(rng):
    """Rooms of 10x10 cells in a grid of walls, two doors from each room to its neighbours."""
    g = [[True] * SIDE for _ in range(SIDE)]
    for i in range(0, SIDE, 11):
        for k in range(SIDE):
            g[i][k] = g[k][i] = False
    for r in range(0, SIDE, 11):
        for c in range(0, SIDE, 11):
            # a door in the wall to the east and one in the wall to the south, two cells wide
            if c + 11 < SIDE:
                y = r + 1 + rng.below(8)
                g[y][c + 11] = g[y + 1][c + 11] = True
            if r + 11 < SIDE:
                x = c + 1 + rng.below(8)
                g[r + 11][x] = g[r + 11][x + 1] = True
    for k in range(SIDE):  # a solid border
        g[0][k] = g[SIDE - 1][k] = g[k][0] = g[k][SIDE - 1] = False
    return g


def maze(rng):
    """A maze of corridors two cells wide (a depth-first carve on a 21x21 lattice, 3 cells a step)."""
    g = [[False] * SIDE for _ in range(SIDE)]
    n = 21
    seen = [[False] * n for _ in range(n)]
    stack = [(0, 0)]
    seen[0][0] = True

    def open_cell(i, j):
        for dy in range(2):
            for dx in range(2):
                g[1 + 3 * i + dy][1 + 3 * j + dx] = True

    open_cell(0, 0)
    while stack:
        i, j = stack[-1]
        options = [(di, dj) for di, dj in ((-1, 0), (0, 1), (1, 0), (0, -1))
                   if 0 <= i + di < n and 0 <= j + dj < n and not seen[i + di][j + dj]]
        if not options:
            stack.pop()
            continue
        di, dj = options[rng.below(len(options))]
        ni, nj = i + di, j + dj
        seen[ni][nj] = True
        open_cell(ni, nj)
        # the passage between the two lattice cells
        y0, x0 = 1 + 3 * min(i, ni), 1 + 3 * min(j, nj)
        for dy in range(2 + (3 if di else 0)):
            for dx in range(2 + (3 if dj else 0)):
                g[y0 + dy][x0 + dx] = True
        stack.append((ni, nj))
    return g


def field(rng):
    """An open field with rocks: one cell in ten blocked, in clumps."""
    g = [[True] * SIDE for _ in range(SIDE)]
    for _ in range(130):
        y, x = rng.below(SIDE), rng.below(SIDE)
        for dy in range(rng.below(3) + 1):
            for dx in range(rng.below(3) + 1):
                if y + dy < SIDE and x + dx < SIDE:
                    g[y + dy][x + dx] = False
    return g


MOVES = [(0, -1, 1.0), (1, 0, 1.0), (0, 1, 1.0), (-1, 0, 1.0),
         (1, -1, math.sqrt(2.0)), (1, 1, math.sqrt(2.0)), (-1, 1, math.sqrt(2.0)), (-1, -1, math.sqrt(2.0))]


def distances(g, sx, sy, goal=None):
    """Octile Dijkstra from (sx, sy): 8 moves, no corner cutting. Given a goal,
    it stops once the goal is settled (its length is final then)."""
    dist = {(sx, sy): 0.0}
    heap = [(0.0, sx, sy)]
    while heap:
        d, x, y = heapq.heappop(heap)
        if d > dist[(x, y)]:
            continue
        if (x, y) == goal:
            break
        for dx, dy, c in MOVES:
            nx, ny = x + dx, y + dy
            if not (0 <= nx < SIDE and 0 <= ny < SIDE and g[ny][nx]):
                continue
            if dx and dy and not (g[y][nx] and g[ny][x]):
                continue
            nd = d + c
            if nd < dist.get((nx, ny), math.inf):
                dist[(nx, ny)] = nd
                heapq.heappush(heap, (nd, nx, ny))
    return dist


def largest_region(g):
    """The floor cells of the largest 8-connected (no corner cutting) region."""
    best = set()
    seen = set()
    for y in range(SIDE):
        for x in range(SIDE):
            if g[y][x] and (x, y) not in seen:
                region = set(distances(g, x, y))
                seen |= region
                if len(region) > len(best):
                    best = region
    return sorted(best, key=lambda p: (p[1], p[0]))


def scenarios(name, g, rng):
    """Ten buckets of ten queries each, bucket b of optimal lengths in [4b, 4b + 4) x the map's reach."""
    cells = largest_region(g)
    lines = []
    tries = 0
    buckets = {b: [] for b in range(10)}
    reach = None
    while any(len(v) < 10 for v in buckets.values()) and tries < 20000:
        tries += 1
        sx, sy = cells[rng.below(len(cells))]
        gx, gy = cells[rng.below(len(cells))]
        if reach is None:  # the first start's farthest cell: its whole fill
            dist = distances(g, sx, sy)
            reach = max(dist.values())
        else:
            dist = distances(g, sx, sy, (gx, gy))
        d = dist[(gx, gy)]
        b = min(9, int(d * 10 / (reach + 1e-9)))
        if d > 0 and len(buckets[b]) < 10:
            buckets[b].append(f"{b}\t{name}\t{SIDE}\t{SIDE}\t{sx}\t{sy}\t{gx}\t{gy}\t{d:.8f}")
    for b in range(10):
        lines += buckets[b]
    return lines


def write(out, name, g, rng, what):
    with open(os.path.join(out, name), "w") as f:
        f.write(f"type octile\nheight {SIDE}\nwidth {SIDE}\nmap\n")
        for row in g:
            f.write("".join("." if c else "T" for c in row) + "\n")
    lines = scenarios(name, g, rng)
    with open(os.path.join(out, name + ".scen"), "w") as f:
        f.write("version 1\n" + "\n".join(lines) + "\n")
    print(f"{name}: {what}, {sum(map(sum, g))} floor cells, {len(lines)} scenarios")


def main():
    args = sys.argv[1:]
    if args and args[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0
    if len(args) > 1 or (args and args[0].startswith("-")):
        print("usage: make_movingai_maps.py [OUT]  (default: examples/maps/movingai)", file=sys.stderr)
        return 2
    out = args[0] if args else os.path.join(os.path.dirname(__file__), "..", "examples", "maps", "movingai")
    os.makedirs(out, exist_ok=True)
    write(out, "rooms64.map", rooms(Lcg(1)), Lcg(11), "rooms and doors")
    write(out, "maze64.map", maze(Lcg(2)), Lcg(12), "a maze, corridors two cells wide")
    write(out, "field64.map", field(Lcg(3)), Lcg(13), "an open field with rocks")
    return 0


if __name__ == "__main__":
    sys.exit(main())
