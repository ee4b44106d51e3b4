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

#include "outcome.hpp"
#include "screen_goal_bounds.hpp"

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
// kBigUnit: A* for a unit of side `shape` (clearance_map.hpp) from (sx, sy)
// to (gx, gy), its top-left cells: from the map's clearance computed into
// the battery's memory on large-RAM targets, with the footprint scanned
// (no clearance bytes) elsewhere; both must give the same outcome.
// kHex: the map read as hexes (hex_search.hpp) in HexLayout `shape`, step
// cost `straight`, A* (Dijkstra when heuristic is Zero), step(5) at a time;
// start and goal as offset cells; the path hashed as axial coordinates.
// kHexRange: a hex fill from (sx, sy) limited to cost gx (a movement
// range), stepped 4 hexes at a time; the outcome hashes every hex settled
// (q, r, cost) in order and counts them in `cost`.
// kLinks: A* over the grid and `shape` links (linked_grid_search.hpp) drawn
// by case_links() from the case itself, step(5) at a time; the path hashed
// with the link that reached each point.
// kBounded: goal bounding (goal_bounds.hpp) with the bounds of
// screen_goal_bounds.hpp, read in place, on their own map (the screen's
// walls, terrain as floor; `map` names the screen): `shape` 0 A* in one
// call, 1 A* step(3) at a time, 2 jump points online, 3 jump points from a
// table built on the target (large-RAM targets). Options other than the
// bounds' rules are refused (InvalidOptions, an outcome like any other).
// kJumpPointsPruned / kJumpTablePruned: kJumpPoints and kJumpTable with
// intercardinal pruning (JPS2, JPS2+); `shape` 1: step(3) at a time. The
// other jump point kinds run with the pruning off on the same states.
enum Kind : uint8_t {
    kPath, kSliced, kTurns, kFill, kJumpPoints, kJumpPointsSliced, kJumpTable, kRange, kNearest, kCrowd,
    kBigUnit, kHex, kHexRange, kLinks, kBounded, kJumpPointsPruned, kJumpTablePruned
};
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
    int16_t sx, sy, gx, gy;  // for kFill: (gx, gy) unused, gy = delta; kRange, kHexRange: gx = budget
    uint8_t shape = 0;       // kBigUnit: the unit's side; kHex, kHexRange: the HexLayout
};

using device_outcome::Outcome;
using device_outcome::same;

// The search memory every target uses (static: the same on every CPU).
constexpr uint32_t kSmallCells = 640;  // the largest small map (castle 40x16, screen 30x20)
constexpr uint32_t kPoolNodes = 320;
constexpr uint32_t kMaxPath = 256;
constexpr int32_t kMaxDelta = 10;
constexpr int32_t kCrowdDelta = 6;
// The small and 64x64 states also record rays (JumpPointState: their
// lengths and bends, 4 bytes a cell) so that the jump point cases share
// them; grid searches use them as plain states. A 16 KiB micro:bit has no room for that beside the
// pool, nor 256 KiB of flash for every case's code: there the battery is
// three programs, one built with FIXPATH_BATTERY_GRID_ONLY (no jump point
// and no topology cases, plain states), one with FIXPATH_BATTERY_JUMP_ONLY
// (only jump point cases, no pool) and one with FIXPATH_BATTERY_SHAPES_ONLY
// (only big units and hexes, plain states).
#if defined(FIXPATH_BATTERY_GRID_ONLY) || defined(FIXPATH_BATTERY_SHAPES_ONLY)
using DenseSmall = fixpath::DenseState<kSmallCells, uint16_t>;
#else
using DenseSmall = fixpath::JumpPointState<fixpath::DenseState<kSmallCells, uint16_t>, true>;
#endif
using Pool = fixpath::BoundedState<kPoolNodes, uint16_t>;
using Dense64 = fixpath::JumpPointState<fixpath::DenseState<64 * 64, uint16_t>, true>;
static_assert(sizeof(fixpath::DenseState<64 * 64, uint16_t>) <= 24 * 1024,
              "a 64x64 map with 16-bit costs must need at most 24 KiB");

// FNV-1a over 16-bit values, byte order fixed (low byte first).
inline uint32_t fnv(uint32_t h, uint16_t v) { return device_outcome::fnv16(h, v); }
constexpr uint32_t kFnvStart = device_outcome::kFnvStart;

struct Memory {
    DenseSmall dense_small;
#ifndef FIXPATH_BATTERY_JUMP_ONLY
    Pool pool;
#endif
#ifdef FIXPATH_BATTERY_LARGE_RAM
    Dense64 dense64;
#endif
    union {  // a case writes one of them
        fixpath::Point path[kMaxPath];
        fixpath::Hex hexes[kMaxPath];
    };
    uint16_t distances[(2 * kMaxDelta + 1) * (2 * kMaxDelta + 1)];
    // kCrowd: the field's directions and the crowd's cells, over a 13x13 window (RAM: the micro:bit).
    uint8_t directions[fixpath::FlowField<fixpath::ByteCostMap, DenseSmall>::direction_bytes((2 * kCrowdDelta + 1) *
                                                                                             (2 * kCrowdDelta + 1))];
    uint8_t occupied[(2 * kCrowdDelta + 1) * (2 * kCrowdDelta + 1)];
#ifdef FIXPATH_BATTERY_LARGE_RAM
    int16_t jump_table[64 * 64 * 8];
    uint8_t clearance[64 * 64];  // kBigUnit
#endif
};

constexpr bool jump_points(const Case& c) {
    return c.kind == kJumpPoints || c.kind == kJumpPointsSliced || c.kind == kJumpTable ||
           c.kind == kJumpPointsPruned || c.kind == kJumpTablePruned || (c.kind == kBounded && c.shape >= 2);
}
// The cases that build a jump table into the battery's memory.
constexpr bool needs_table(const Case& c) {
    return c.kind == kJumpTable || c.kind == kJumpTablePruned || (c.kind == kBounded && c.shape == 3);
}
constexpr bool shapes(const Case& c) {
    return c.kind == kBigUnit || c.kind == kHex || c.kind == kHexRange || c.kind == kLinks;
}

// The links of a kLinks case: `c.shape` of them (at most 4) between
// passable cells drawn by a small LCG seeded from the case (the first
// passable cell from a drawn one on, row-major), costs 0..59, every other
// one one-way. The same on every target: part of the case.
template <typename Map>
uint32_t case_links(const Map& map, const Case& c, fixpath::GridLink* out) {
    uint32_t seed = 2166136261u;
    seed = fnv(fnv(fnv(fnv(seed, static_cast<uint16_t>(c.sx)), static_cast<uint16_t>(c.sy)), static_cast<uint16_t>(c.gx)),
               static_cast<uint16_t>(c.gy));
    const uint32_t cells = static_cast<uint32_t>(map.width()) * static_cast<uint32_t>(map.height());
    const auto draw = [&]() {
        seed = seed * 1664525u + 1013904223u;
        return seed >> 8;
    };
    const auto cell = [&]() {
        uint32_t i = draw() % cells;
        for (uint32_t tries = 0; tries < cells; ++tries, i = (i + 1) % cells) {
            const int32_t x = static_cast<int32_t>(i % static_cast<uint32_t>(map.width()));
            const int32_t y = static_cast<int32_t>(i / static_cast<uint32_t>(map.width()));
            if (map.cost(x, y) != 0) {
                return fixpath::make_point(x, y);
            }
        }
        return fixpath::make_point(c.sx, c.sy);
    };
    const uint32_t n = c.shape < 4 ? c.shape : 4;
    for (uint32_t i = 0; i < n; ++i) {
        const fixpath::Point a = cell();
        const fixpath::Point b = cell();
        out[i] = fixpath::GridLink{a, b, draw() % 60u, i % 2 ? fixpath::LinkWay::OneWay : fixpath::LinkWay::Both};
    }
    return n;
}

// What this program compiles (the others' code stays out of its flash).
#if defined(FIXPATH_BATTERY_GRID_ONLY) || defined(FIXPATH_BATTERY_JUMP_ONLY)
constexpr bool kRunsShapes = false;
#else
constexpr bool kRunsShapes = true;
#endif
#if defined(FIXPATH_BATTERY_SHAPES_ONLY) || defined(FIXPATH_BATTERY_JUMP_ONLY)
constexpr bool kRunsGrid = false;
#else
constexpr bool kRunsGrid = true;
#endif

// Whether this program runs the case (the others count as skipped).
inline bool runnable(const Case& c) {
    (void)c;
#if defined(FIXPATH_BATTERY_GRID_ONLY)
    if (jump_points(c) || shapes(c)) {
        return false;
    }
#elif defined(FIXPATH_BATTERY_JUMP_ONLY)
    if (!jump_points(c)) {
        return false;
    }
#elif defined(FIXPATH_BATTERY_SHAPES_ONLY)
    if (!shapes(c)) {
        return false;
    }
#endif
#ifdef FIXPATH_BATTERY_LARGE_RAM
    return true;
#else
    return c.layout != kDense64 && !needs_table(c);
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

// One jump point query on `search` (scanning, or from a table).
template <typename Search>
Outcome run_jump_query(Search& search, const Case& c, Memory& m) {
    fixpath::SearchOptions<uint16_t> o;
    o.costs = fixpath::StepCosts<uint16_t>{c.straight, c.diagonal};
    if constexpr (Search::kPrunes) {
        search.set_pruning(c.kind == kJumpPointsPruned || c.kind == kJumpTablePruned);
    }
    fixpath::Status s = search.begin(fixpath::make_point(c.sx, c.sy), fixpath::make_point(c.gx, c.gy), o);
    if (c.kind == kJumpPointsSliced || (c.kind == kJumpPointsPruned && c.shape == 1)) {
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
Outcome run_jump_points(const Map& map, State& state, const Case& c, Memory& m) {
#ifdef FIXPATH_BATTERY_LARGE_RAM
    if (c.kind == kJumpTable || c.kind == kJumpTablePruned) {
        // (A map with terrain has no table: the search then scans, and
        // reports NonUniformMap as it does.)
        if (fixpath::build_jump_table(map, m.jump_table, sizeof(m.jump_table) / sizeof(m.jump_table[0]))) {
            fixpath::TableJumpPointSearch<Map, State> search(
                map, state, fixpath::JumpTable(m.jump_table, map.width(), map.height()));
            return run_jump_query(search, c, m);
        }
    }
#endif
    fixpath::JumpPointSearch<Map, State> search(map, state);
    return run_jump_query(search, c, m);
}

// kBounded: the search on the bounds' own map.
template <typename State>
Outcome run_bounded(State& state, const Case& c, Memory& m) {
    const fixpath::ByteCostMap& map = screen_goal_bounds::kMap;
    const fixpath::GoalBounds bounds = screen_goal_bounds::bounds();
    fixpath::SearchOptions<uint16_t> o;
    o.moves = c.moves == 4 ? fixpath::Moves::Four : fixpath::Moves::Eight;
    o.corners = static_cast<fixpath::CornerRule>(c.corners);
    o.heuristic = static_cast<fixpath::Heuristic>(c.heuristic);
    o.costs = fixpath::StepCosts<uint16_t>{c.straight, c.diagonal};
    const fixpath::Point start = fixpath::make_point(c.sx, c.sy);
    const fixpath::Point goal = fixpath::make_point(c.gx, c.gy);
    Outcome out{0, 0, 0, 0, kFnvStart};
    const auto finish = [&](auto& search, fixpath::Status s) {
        out.status = static_cast<uint8_t>(s);
        out.expanded = search.stats().expanded;
        hash_path(search.path(m.path, kMaxPath), m, out);
    };
    if (c.shape >= 2) {
        if constexpr (fixpath::detail::RecordsRays<State>::value) {
            const auto bounded = [&](auto& search) {
                search.use_goal_bounds(&bounds);
                if constexpr (fixpath::detail::RecordsBends<State>::value) {
                    search.set_pruning(false);
                }
                const fixpath::Status s = search.begin(start, goal, o);
                finish(search, s == fixpath::Status::InProgress ? search.run() : s);
            };
#ifdef FIXPATH_BATTERY_LARGE_RAM
            if (c.shape == 3 && fixpath::build_jump_table(map, m.jump_table, sizeof(m.jump_table) / sizeof(m.jump_table[0]))) {
                fixpath::TableJumpPointSearch<fixpath::ByteCostMap, State, true> search(
                    map, state, fixpath::JumpTable(m.jump_table, map.width(), map.height()));
                bounded(search);
                return out;
            }
#endif
            fixpath::JumpPointSearch<fixpath::ByteCostMap, State, true> search(map, state);
            bounded(search);
        }
        return out;
    }
    if constexpr (kRunsGrid) {
        fixpath::GoalBoundedSearch<fixpath::ByteCostMap, State> search(map, state);
        search.use_goal_bounds(&bounds);
        fixpath::Status s = search.begin(start, goal, o);
        if (c.shape == 1) {
            while (s == fixpath::Status::InProgress) {
                s = search.step(3);
            }
        } else if (s == fixpath::Status::InProgress) {
            s = search.run();
        }
        finish(search, s);
    }
    return out;
}

// The hex cases (kHex, kHexRange).
template <typename Map, typename State>
Outcome run_hex(const Map& map, State& state, const Case& c, Memory& m) {
    const fixpath::HexLayout layout = static_cast<fixpath::HexLayout>(c.shape);
    fixpath::HexSearch<Map, State> search(map, state, layout);
    fixpath::HexOptions<uint16_t> o;
    o.step = c.straight;
    o.heuristic = c.heuristic != static_cast<uint8_t>(fixpath::Heuristic::Zero);
    const fixpath::Hex start = fixpath::hex_from_offset(fixpath::make_point(c.sx, c.sy), layout);
    Outcome out{0, 0, 0, 0, kFnvStart};
    if (c.kind == kHexRange) {
        fixpath::Status s = search.begin_fill(start, nullptr, o);
        if (s == fixpath::Status::InProgress) {
            search.limit_fill(static_cast<uint16_t>(c.gx));
        }
        const auto visit = [&out](fixpath::Hex h, uint16_t g) {
            out.hash = fnv(fnv(fnv(out.hash, static_cast<uint16_t>(h.q)), static_cast<uint16_t>(h.r)), g);
            ++out.cost;
        };
        while (s == fixpath::Status::InProgress) {
            s = search.step(4, visit);
        }
        out.status = static_cast<uint8_t>(s);
        out.expanded = search.stats().expanded;
        return out;
    }
    fixpath::Status s = search.begin(start, fixpath::hex_from_offset(fixpath::make_point(c.gx, c.gy), layout), o);
    while (s == fixpath::Status::InProgress) {
        s = search.step(5);
    }
    out.status = static_cast<uint8_t>(s);
    out.expanded = search.stats().expanded;
    const fixpath::PathInfo<uint16_t> info = search.path(m.hexes, kMaxPath);
    out.cost = info.cost;
    out.length = info.length;
    if (info.status == fixpath::Status::Found || info.status == fixpath::Status::Partial) {
        for (uint32_t i = 0; i < info.length; ++i) {
            out.hash = fnv(fnv(out.hash, static_cast<uint16_t>(m.hexes[i].q)), static_cast<uint16_t>(m.hexes[i].r));
        }
    } else {
        out.hash = static_cast<uint32_t>(info.status);
    }
    return out;
}

// kLinks: A* over the grid and the case's links.
template <typename Map, typename State>
Outcome run_links(const Map& map, State& state, const Case& c, Memory& m) {
    fixpath::GridLink links[4];
    const uint32_t n = case_links(map, c, links);
    fixpath::SearchOptions<uint16_t> o;
    o.moves = c.moves == 4 ? fixpath::Moves::Four : fixpath::Moves::Eight;
    o.corners = static_cast<fixpath::CornerRule>(c.corners);
    o.costs = fixpath::StepCosts<uint16_t>{c.straight, c.diagonal};
    o.heuristic = static_cast<fixpath::Heuristic>(c.heuristic);
    fixpath::LinkedGridSearch<Map, State, 8> search(map, state);
    fixpath::Status s = search.begin(fixpath::make_point(c.sx, c.sy), fixpath::make_point(c.gx, c.gy), links, n, o);
    while (s == fixpath::Status::InProgress) {
        s = search.step(5);
    }
    Outcome out{static_cast<uint8_t>(s), 0, 0, search.stats().expanded, kFnvStart};
    // The link that reached each path point, in the fill cases' distance
    // array (unused by this case; the micro:bit has no RAM to spare).
    static_assert(sizeof(m.distances) >= kMaxPath, "room for a path's link marks");
    uint8_t* via = reinterpret_cast<uint8_t*>(m.distances);
    const fixpath::PathInfo<uint16_t> info = search.path(m.path, kMaxPath, via);
    hash_path(info, m, out);
    if (info.status == fixpath::Status::Found || info.status == fixpath::Status::Partial) {
        for (uint32_t i = 0; i < info.length; ++i) {
            out.hash = fnv(out.hash, via[i]);
        }
    }
    return out;
}

// kBigUnit: the unit's map, from a clearance where there is room for one.
template <typename Map, typename State>
Outcome run_big_unit(const Map& map, State& state, const Case& c, Memory& m) {
    const uint8_t* clearance = nullptr;
#ifdef FIXPATH_BATTERY_LARGE_RAM
    if (fixpath::compute_clearance(map, m.clearance, sizeof m.clearance)) {
        clearance = m.clearance;
    }
#endif
    const fixpath::UnitSizeMap<Map> unit(map, clearance, c.shape);
    fixpath::SearchOptions<uint16_t> o;
    o.moves = c.moves == 4 ? fixpath::Moves::Four : fixpath::Moves::Eight;
    o.heuristic = static_cast<fixpath::Heuristic>(c.heuristic);
    o.costs = fixpath::StepCosts<uint16_t>{c.straight, c.diagonal};
    fixpath::GridSearch<fixpath::UnitSizeMap<Map>, State> search(unit, state);
    fixpath::Status s = search.begin(fixpath::make_point(c.sx, c.sy), fixpath::make_point(c.gx, c.gy), o);
    s = s == fixpath::Status::InProgress ? search.run() : s;
    Outcome out{static_cast<uint8_t>(s), 0, 0, search.stats().expanded, kFnvStart};
    hash_path(search.path(m.path, kMaxPath), m, out);
    return out;
}

// The grid cases (every kind but jump points and topologies).
template <typename Map, typename State>
Outcome run_grid(const Map& map, State& state, const Case& c, Memory& m) {
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

template <typename Map, typename State>
Outcome run_with(const Map& map, State& state, const Case& c, Memory& m) {
    if (c.kind == kBounded) {
        return run_bounded(state, c, m);
    }
    if constexpr (kRunsShapes) {
        if (shapes(c)) {
            return c.kind == kBigUnit ? run_big_unit(map, state, c, m)
                   : c.kind == kLinks ? run_links(map, state, c, m)
                                      : run_hex(map, state, c, m);
        }
    }
    if constexpr (fixpath::detail::RecordsRays<State>::value) {
        if (jump_points(c)) {
            return run_jump_points(map, state, c, m);
        }
    }
    if constexpr (kRunsGrid) {
        return run_grid(map, state, c, m);
    } else {
        return Outcome{0, 0, 0, 0, 0};  // (never asked: runnable() skips the case here)
    }
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
