// tests/device/battery.hpp - the scenario battery every target runs: the
// host, Cortex-M under QEMU, the Game Boy Advance under mGBA.
//
// The maps, the cases and the expected results live in battery_data.inc,
// generated on the host by ports/host/tools/battery_gen.cpp with this same
// code and committed. A target runs every case and must agree bit for bit:
// status, cost, path length, expansions, and a hash of the path (or of the
// distance map, for fills). That is fixpath's determinism promise, checked
// on each CPU.
//
// Freestanding: only the core and <stdint.h>/<stddef.h>. Memory is sized
// for a 16 KiB micro:bit; define FIXPATH_BATTERY_LARGE_RAM on targets with
// room for the 22.5 KiB dense 64x64 state to run those cases too.
#ifndef FIXPATH_TESTS_DEVICE_BATTERY_HPP
#define FIXPATH_TESTS_DEVICE_BATTERY_HPP

#include <stddef.h>
#include <stdint.h>

#include <fixpath/fixpath.hpp>

namespace battery {

enum MapFormat : uint8_t { kBytes, kBits };
// kJumpPoints / kJumpPointsSliced: jump point search (8 moves, no corner
// cutting, octile), one call or step(3) at a time; the path with every cell.
// kJumpTable: the same from a jump table (JPS+) built on the target into
// the battery's memory (large-RAM targets: up to 64x64 cells, 64 KiB).
// kRange: a tactics unit's movement range (movement_range.hpp) from
// (sx, sy) with budget gx, stepped 4 cells at a time; the outcome hashes
// the cost of every cell of its window.
// kNearest: A* with SearchOptions::nearest (the goal may be a wall).
// kCrowd: a flow field toward (gx, gy) over the 13x13 window around it and
// a crowd (crowd.hpp) of up to 8 units on the first passable cells from
// (sx, sy) on, row-major, ticked until it settles; the outcome hashes the
// final cells.
enum Kind : uint8_t { kPath, kSliced, kTurns, kFill, kJumpPoints, kJumpPointsSliced, kJumpTable, kRange, kNearest, kCrowd };
enum Layout : uint8_t { kDenseSmall, kPool, kDense64 };

struct MapData {
    const char* name;
    MapFormat format;
    int16_t width;
    int16_t height;
    const uint8_t* data;
};

struct Case {
    uint8_t map;
    Kind kind;
    Layout layout;
    uint8_t moves;      // 4 or 8
    uint8_t corners;    // CornerRule
    uint8_t heuristic;  // Heuristic
    uint8_t weight_num;
    uint8_t weight_den;
    uint16_t straight;
    uint16_t diagonal;
    int16_t sx, sy, gx, gy;  // for kFill: (gx, gy) unused, gy = delta; kRange: gx = budget
};

struct Outcome {
    uint8_t status;
    uint32_t cost;
    uint32_t length;
    uint32_t expanded;
    uint32_t hash;
};

inline bool same(const Outcome& a, const Outcome& b) {
    return a.status == b.status && a.cost == b.cost && a.length == b.length && a.expanded == b.expanded &&
           a.hash == b.hash;
}

// The search memory every target uses (static: the same on every CPU).
constexpr uint32_t kSmallCells = 640;  // the largest small map (castle 40x16, screen 30x20)
constexpr uint32_t kPoolNodes = 320;
constexpr uint32_t kMaxPath = 256;
constexpr int32_t kMaxDelta = 10;
constexpr int32_t kCrowdDelta = 6;
// The small and 64x64 states also record ray lengths (JumpPointState, 2
// bytes a cell) so that the jump point cases share them; grid searches use
// them as plain states. A 16 KiB micro:bit has no room for that beside the
// pool: there the battery is two programs, one built with
// FIXPATH_BATTERY_GRID_ONLY (no jump point cases, plain states) and one with
// FIXPATH_BATTERY_JUMP_ONLY (only them, no pool).
#ifdef FIXPATH_BATTERY_GRID_ONLY
using DenseSmall = fixpath::DenseState<kSmallCells, uint16_t>;
#else
using DenseSmall = fixpath::JumpPointState<fixpath::DenseState<kSmallCells, uint16_t>>;
#endif
using Pool = fixpath::BoundedState<kPoolNodes, uint16_t>;
using Dense64 = fixpath::JumpPointState<fixpath::DenseState<64 * 64, uint16_t>>;
static_assert(sizeof(fixpath::DenseState<64 * 64, uint16_t>) <= 24 * 1024,
              "a 64x64 map with 16-bit costs must need at most 24 KiB");

// FNV-1a over 16-bit values, byte order fixed (low byte first).
inline uint32_t fnv(uint32_t h, uint16_t v) {
    h = (h ^ (v & 0xFFu)) * 16777619u;
    return (h ^ (v >> 8)) * 16777619u;
}
constexpr uint32_t kFnvStart = 2166136261u;

struct Memory {
    DenseSmall dense_small;
#ifndef FIXPATH_BATTERY_JUMP_ONLY
    Pool pool;
#endif
#ifdef FIXPATH_BATTERY_LARGE_RAM
    Dense64 dense64;
#endif
    fixpath::Point path[kMaxPath];
    uint16_t distances[(2 * kMaxDelta + 1) * (2 * kMaxDelta + 1)];
    // kCrowd: the field's directions and the crowd's cells, over a 13x13 window (RAM: the micro:bit).
    uint8_t directions[fixpath::FlowField<fixpath::ByteCostMap, DenseSmall>::direction_bytes((2 * kCrowdDelta + 1) *
                                                                                             (2 * kCrowdDelta + 1))];
    uint8_t occupied[(2 * kCrowdDelta + 1) * (2 * kCrowdDelta + 1)];
#ifdef FIXPATH_BATTERY_LARGE_RAM
    int16_t jump_table[64 * 64 * 8];
#endif
};

constexpr bool jump_points(const Case& c) {
    return c.kind == kJumpPoints || c.kind == kJumpPointsSliced || c.kind == kJumpTable;
}

// Whether this program runs the case (the others count as skipped).
inline bool runnable(const Case& c) {
    (void)c;
#if defined(FIXPATH_BATTERY_GRID_ONLY)
    if (jump_points(c)) {
        return false;
    }
#elif defined(FIXPATH_BATTERY_JUMP_ONLY)
    if (!jump_points(c)) {
        return false;
    }
#endif
#ifdef FIXPATH_BATTERY_LARGE_RAM
    return true;
#else
    return c.layout != kDense64 && c.kind != kJumpTable;
#endif
}

// A path's outcome: its cost and length, and a hash of its points (or the
// path call's status when there is none).
template <typename Cost>
void hash_path(const fixpath::PathInfo<Cost>& info, const Memory& m, Outcome& out) {
    out.cost = info.cost;
    out.length = info.length;
    if (info.status == fixpath::Status::Found || info.status == fixpath::Status::Partial) {  // a path written
        for (uint32_t i = 0; i < info.length; ++i) {
            out.hash = fnv(fnv(out.hash, static_cast<uint16_t>(m.path[i].x)), static_cast<uint16_t>(m.path[i].y));
        }
    } else {
        out.hash = static_cast<uint32_t>(info.status);
    }
}

template <typename Map, typename State>
Outcome run_jump_points(const Map& map, State& state, const Case& c, Memory& m) {
    fixpath::SearchOptions<uint16_t> o;
    o.costs = fixpath::StepCosts<uint16_t>{c.straight, c.diagonal};
    fixpath::JumpPointSearch<Map, State> search(map, state);
#ifdef FIXPATH_BATTERY_LARGE_RAM
    if (c.kind == kJumpTable) {
        // (A map with terrain has no table: the search then scans, and
        // reports NonUniformMap as it does.)
        if (fixpath::build_jump_table(map, m.jump_table, sizeof(m.jump_table) / sizeof(m.jump_table[0]))) {
            search = fixpath::JumpPointSearch<Map, State>(map, state, fixpath::JumpTable(m.jump_table, map.width(), map.height()));
        }
    }
#endif
    fixpath::Status s = search.begin(fixpath::make_point(c.sx, c.sy), fixpath::make_point(c.gx, c.gy), o);
    if (c.kind == kJumpPointsSliced) {
        while (s == fixpath::Status::InProgress) {
            s = search.step(3);
        }
    } else {
        s = search.run();
    }
    Outcome out{static_cast<uint8_t>(s), 0, 0, search.stats().expanded, kFnvStart};
    hash_path(search.path(m.path, kMaxPath), m, out);
    return out;
}

template <typename Map, typename State>
Outcome run_with(const Map& map, State& state, const Case& c, Memory& m) {
    if constexpr (fixpath::detail::RecordsRays<State>::value) {
        if (jump_points(c)) {
            return run_jump_points(map, state, c, m);
        }
    }
    fixpath::SearchOptions<uint16_t> o;
    o.moves = c.moves == 4 ? fixpath::Moves::Four : fixpath::Moves::Eight;
    o.corners = static_cast<fixpath::CornerRule>(c.corners);
    o.heuristic = static_cast<fixpath::Heuristic>(c.heuristic);
    o.weight = fixpath::Weight{c.weight_num, c.weight_den};
    o.costs = fixpath::StepCosts<uint16_t>{c.straight, c.diagonal};
    fixpath::GridSearch<Map, State> search(map, state);
    const fixpath::Point start = fixpath::make_point(c.sx, c.sy);
    Outcome out{0, 0, 0, 0, kFnvStart};
    if (c.kind == kCrowd) {
        using Field = fixpath::FlowField<Map, State>;
        const fixpath::Point target = fixpath::make_point(c.gx, c.gy);
        uint32_t scratch[4];
        Field field(map, state, fixpath::Area::around(target, kCrowdDelta), m.distances, m.directions, scratch, 4);
        fixpath::Status s = field.begin(&target, 1, o);
        while (s == fixpath::Status::InProgress) {
            s = field.step(16);
        }
        out.status = static_cast<uint8_t>(s);
        out.expanded = field.stats().expanded;
        if (s != fixpath::Status::Complete) {
            return out;
        }
        uint8_t arrived[8];
        uint32_t n = 0;
        for (int32_t i = c.sy * map.width() + c.sx; i < map.width() * map.height() && n < 8; ++i) {
            const fixpath::Point p = fixpath::make_point(i % map.width(), i / map.width());
            if (field.distance(p) != Field::kUnreachable) m.path[n++] = p;
        }
        fixpath::Crowd<Field> crowd(field, m.path, arrived, n, m.occupied);
        uint32_t ticks = 0;
        while (!crowd.settled() && ticks < 2000) {
            crowd.tick();
            ++ticks;
        }
        out.cost = crowd.arrived();
        out.length = ticks;
        for (uint32_t u = 0; u < n; ++u) {
            out.hash = fnv(fnv(out.hash, static_cast<uint16_t>(m.path[u].x)), static_cast<uint16_t>(m.path[u].y));
        }
        return out;
    }
    if (c.kind == kRange) {
        fixpath::MovementRange<Map, State> range(map, state);
        const uint16_t budget = static_cast<uint16_t>(c.gx);
        fixpath::Status s = range.begin(start, budget, m.distances, sizeof m.distances / sizeof m.distances[0], o);
        while (s == fixpath::Status::InProgress) {
            s = range.step(4);
        }
        out.status = static_cast<uint8_t>(s);
        out.expanded = range.stats().expanded;
        const fixpath::Area w = range.window();
        for (int32_t y = w.y; y < w.y + w.height; ++y) {
            for (int32_t x = w.x; x < w.x + w.width; ++x) {
                const fixpath::Point p = fixpath::make_point(x, y);
                out.hash = fnv(out.hash, range.cost(p));
                out.cost += range.reachable(p) ? 1u : 0u;  // cells in range
            }
        }
        return out;
    }
    if (c.kind == kFill) {
        const fixpath::Area area = fixpath::Area::around(start, c.gy);
        out.status = static_cast<uint8_t>(search.begin_fill(start, area, m.distances, o));
        out.status = static_cast<uint8_t>(search.run());
        out.expanded = search.stats().expanded;
        for (uint32_t i = 0; i < area.cells(); ++i) {
            out.hash = fnv(out.hash, m.distances[i]);
            out.cost += m.distances[i] == 0xFFFFu ? 0u : 1u;  // reached cells
        }
        return out;
    }
    const fixpath::Point goal = fixpath::make_point(c.gx, c.gy);
    o.nearest = c.kind == kNearest;
    fixpath::Status s = search.begin(start, goal, o);
    if (c.kind == kSliced) {
        while (s == fixpath::Status::InProgress) {
            s = search.step(5);
        }
    } else {
        s = search.run();
    }
    out.status = static_cast<uint8_t>(s);
    out.expanded = search.stats().expanded;
    hash_path(c.kind == kTurns ? search.turning_points(m.path, kMaxPath) : search.path(m.path, kMaxPath), m, out);
    return out;
}

template <typename State>
Outcome run_on(const MapData& md, State& state, const Case& c, Memory& m) {
    if (md.format == kBits) {
        return run_with(fixpath::BitMap(md.data, md.width, md.height), state, c, m);
    }
    return run_with(fixpath::ByteCostMap(md.data, md.width, md.height), state, c, m);
}

inline Outcome run_case(const MapData* maps, const Case& c, Memory& m) {
    const MapData& md = maps[c.map];
    switch (c.layout) {
#ifndef FIXPATH_BATTERY_JUMP_ONLY
        case kPool: return run_on(md, m.pool, c, m);
#endif
#ifdef FIXPATH_BATTERY_LARGE_RAM
        case kDense64: return run_on(md, m.dense64, c, m);
#endif
        default: return run_on(md, m.dense_small, c, m);
    }
}

struct Tally {
    uint32_t passed;
    uint32_t failed;
    uint32_t skipped;  // cases that need more RAM than this target has
};

// Runs every case the target can (runnable(case)), compares run(case) with
// its expected outcome and calls on_failure(i, case, got, want) for each
// disagreement (each target prints it its own way). Shared by the grid and
// the graph batteries.
template <typename CaseT, typename Runnable, typename Run, typename OnFailure>
Tally run_cases(const CaseT* cases, const Outcome* expected, uint32_t count, Runnable&& runnable, Run&& run,
                OnFailure&& on_failure) {
    Tally t{0, 0, 0};
    for (uint32_t i = 0; i < count; ++i) {
        if (!runnable(cases[i])) {
            ++t.skipped;
            continue;
        }
        const Outcome got = run(cases[i]);
        if (same(got, expected[i])) {
            ++t.passed;
        } else {
            ++t.failed;
            on_failure(i, cases[i], got, expected[i]);
        }
    }
    return t;
}

template <typename OnFailure>
Tally run_battery(const MapData* maps, const Case* cases, const Outcome* expected, uint32_t count, Memory& m,
                  OnFailure&& on_failure) {
    return run_cases(
        cases, expected, count, [](const Case& c) { return runnable(c); },
        [&](const Case& c) { return run_case(maps, c, m); }, on_failure);
}

}  // namespace battery

#endif
