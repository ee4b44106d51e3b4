// tests/device/small_battery.hpp - the battery for 8-bit boards: every kind
// of search on two 16x16 maps, in the memory of an Arduino Uno (2 KiB of
// RAM: bounded node pools) and of a Mega-class board (8 KiB: dense states).
//
// The maps are read in place from flash (FlashByteCostMap: program memory on
// AVR, ordinary memory elsewhere), so the data costs no RAM. Each case's
// outcome (status, cost, path length, expansions and a hash of the path, or
// of the costs of a fill or range) is checked against kSmallExpected /
// kDenseExpected below, computed on the host by the same code: the host
// test (tests/test_device_battery.cpp) keeps those tables true, and the AVR
// battery (ports/avr) must agree bit for bit. That is what catches a shift
// or mask that assumed a 32-bit int: on AVR int has 16 bits.
//
// Freestanding: only the core and <stdint.h>/<stddef.h>.
#ifndef FIXPATH_TESTS_DEVICE_SMALL_BATTERY_HPP
#define FIXPATH_TESTS_DEVICE_SMALL_BATTERY_HPP

#include <stddef.h>
#include <stdint.h>

#include <fixpath/fixpath.hpp>

#include "outcome.hpp"

#ifndef FIXPATH_FLASH_DATA
#define FIXPATH_FLASH_DATA  // AVR: __attribute__((section(".progmem.data"))) (ports/avr)
#endif

namespace small_battery {

// 16x16 maps, row-major, one byte a cell: '#' 0 (wall), '.' 1, '2'..'9' terrain.
constexpr int32_t kSide = 16;
FIXPATH_FLASH_DATA const uint8_t kTerrain[kSide * kSide] = {
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,  //
    1, 0, 0, 0, 0, 0, 1, 1, 3, 3, 3, 1, 0, 0, 0, 1,  //
    1, 1, 1, 1, 1, 0, 1, 1, 3, 9, 3, 1, 1, 1, 0, 1,  //
    0, 0, 0, 0, 1, 0, 1, 1, 3, 3, 3, 1, 1, 1, 0, 1,  //
    1, 1, 1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 1,  //
    1, 2, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1,  //
    1, 2, 1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 1, 1, 1,  //
    1, 2, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 0, 0, 0, 1,  //
    1, 1, 1, 1, 4, 4, 4, 1, 1, 0, 1, 1, 1, 1, 0, 1,  //
    1, 0, 0, 0, 4, 0, 4, 1, 1, 0, 0, 0, 0, 1, 0, 1,  //
    1, 1, 1, 0, 4, 4, 4, 1, 1, 1, 1, 1, 0, 1, 0, 1,  //
    0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 1,  //
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 0, 0, 1,  //
    1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 1, 0, 1,  //
    1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1,  //
    1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1,  //
};
// Walls and floor only (jump point search): open halls, pillars, a maze corner.
FIXPATH_FLASH_DATA const uint8_t kWalls[kSide * kSide] = {
    1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1,  //
    1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1,  //
    1, 1, 0, 1, 1, 0, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1,  //
    1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1,  //
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,  //
    1, 0, 0, 0, 0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 1, 1,  //
    1, 1, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1,  //
    1, 1, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1,  //
    1, 1, 0, 1, 0, 1, 1, 0, 1, 1, 0, 0, 1, 0, 1, 1,  //
    1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1,  //
    1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0,  //
    1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1,  //
    0, 0, 0, 0, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1, 1, 1,  //
    1, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 0, 0, 0, 1, 1,  //
    1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1,  //
    1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1,  //
};

// kGraph: a route on the waypoint graph below (in flash: FlashGraphView)
// from node sx to node sy, A* (heuristic != 0) or Dijkstra.
// kJumpPruned: kJumpPoints with intercardinal pruning (JPS2); the other jump
// point kinds run with it off on the same state (which records bent rays).
enum Kind : uint8_t { kPath, kSliced, kJumpPoints, kJumpSliced, kLinks, kRange, kFill, kHex, kGraph, kJumpPruned };

// Which kinds a program runs (a bit a Kind): one A* costs an AVR about 13 KB
// of flash, so the Uno runs the battery as several programs.
#ifndef FIXPATH_SMALL_BATTERY_KINDS
#define FIXPATH_SMALL_BATTERY_KINDS 0xFFFFu
#endif
constexpr bool compiled_in(uint16_t kinds) { return (FIXPATH_SMALL_BATTERY_KINDS & kinds) != 0; }
constexpr uint16_t bit(Kind k) { return static_cast<uint16_t>(1u << k); }

struct Case {
    Kind kind;
    uint8_t walls;      // 1: kWalls, 0: kTerrain
    uint8_t moves;      // 4 or 8
    uint8_t corners;    // CornerRule
    uint8_t heuristic;  // Heuristic
    uint8_t weight_num;
    uint8_t weight_den;
    int8_t sx, sy, gx, gy;  // kRange: gx = budget / 4; kFill: goal unused
};

FIXPATH_FLASH_DATA const Case kCases[] = {
    {kPath, 0, 8, 0, 2, 1, 1, 0, 0, 15, 15},
    {kPath, 0, 8, 1, 2, 1, 1, 0, 0, 15, 15},
    {kPath, 0, 8, 2, 2, 1, 1, 0, 0, 15, 15},
    {kPath, 0, 4, 0, 1, 1, 1, 0, 0, 15, 15},
    {kPath, 0, 8, 0, 0, 1, 1, 0, 15, 15, 0},
    {kPath, 0, 8, 0, 2, 3, 2, 0, 15, 15, 0},
    {kPath, 0, 8, 0, 3, 1, 1, 9, 2, 2, 14},
    {kPath, 0, 8, 0, 2, 1, 1, 0, 0, 1, 9},   // (1, 9) is a wall: InvalidGoal
    {kPath, 0, 8, 0, 2, 1, 1, 0, 0, 0, 3},   // (0, 3) is a wall
    {kSliced, 0, 8, 0, 2, 1, 1, 15, 15, 0, 12},
    {kSliced, 0, 4, 0, 1, 1, 1, 4, 9, 13, 5},
    {kJumpPoints, 1, 8, 0, 2, 1, 1, 0, 0, 15, 15},
    {kJumpPoints, 1, 8, 0, 2, 1, 1, 15, 0, 0, 15},
    {kJumpPoints, 1, 8, 0, 2, 1, 1, 3, 3, 14, 12},
    {kJumpPoints, 1, 8, 0, 2, 1, 1, 0, 15, 15, 0},
    {kJumpPoints, 1, 8, 0, 2, 1, 1, 8, 0, 6, 0},
    {kJumpSliced, 1, 8, 0, 2, 1, 1, 0, 4, 15, 11},
    {kJumpSliced, 1, 8, 0, 2, 1, 1, 12, 15, 1, 0},
    {kLinks, 1, 8, 0, 2, 1, 1, 0, 0, 15, 15},
    {kLinks, 1, 8, 0, 2, 1, 1, 0, 15, 15, 0},
    {kLinks, 1, 4, 0, 1, 1, 1, 2, 14, 12, 1},
    {kRange, 0, 8, 0, 2, 1, 1, 8, 8, 10, 0},
    {kRange, 0, 4, 0, 1, 1, 1, 0, 0, 12, 0},
    {kRange, 1, 8, 1, 2, 1, 1, 7, 9, 8, 0},
    {kFill, 0, 8, 0, 0, 1, 1, 0, 0, 0, 0},
    {kFill, 1, 8, 2, 0, 1, 1, 15, 15, 0, 0},
    {kHex, 0, 8, 0, 2, 1, 1, 0, 0, 15, 15},
    {kHex, 1, 8, 0, 2, 1, 1, 0, 15, 15, 0},
    {kGraph, 0, 8, 0, 2, 1, 1, 0, 7, 0, 0},
    {kGraph, 0, 8, 0, 0, 1, 1, 0, 7, 0, 0},
    {kGraph, 0, 8, 0, 2, 1, 1, 6, 2, 0, 0},
    {kGraph, 0, 8, 0, 2, 1, 1, 3, 8, 0, 0},  // node 8 does not exist: InvalidGoal
    {kJumpPruned, 1, 8, 0, 2, 1, 1, 0, 0, 15, 15},
    {kJumpPruned, 1, 8, 0, 2, 1, 1, 3, 3, 14, 12},
    {kJumpPruned, 1, 8, 0, 2, 1, 1, 15, 0, 0, 15},
};
constexpr uint32_t kCaseCount = sizeof(kCases) / sizeof(kCases[0]);

using device_outcome::Outcome;
using device_outcome::same;

// The outcome's hash (outcome.hpp), 32 bits at a time.
struct Hash {
    uint32_t value = device_outcome::kFnvStart;
    void add(uint32_t v) { value = device_outcome::fnv32(value, v); }
};

// The waypoint graph of the kGraph cases: 8 crossroads, roads both ways
// (weights at least the length, a toll road dearer), one one-way ramp.
FIXPATH_FLASH_DATA const fixpath::NodePosition kGraphNodes[8] = {
    {0, 0, 0},       {160, 0, 0},   {320, 0, 0},   {0, 160, 0},
    {160, 160, 0},   {320, 160, 0}, {160, 320, 0}, {320, 320, 0}};
// Arcs of node n: [kGraphFirst[n], kGraphFirst[n + 1]).
FIXPATH_FLASH_DATA const uint32_t kGraphFirst[9] = {0, 2, 5, 7, 10, 14, 17, 19, 21};
FIXPATH_FLASH_DATA const fixpath::GraphEdge kGraphArcs[21] = {
    {1, 0, 10}, {3, 0, 10},                          // 0
    {0, 0, 10}, {2, 0, 10}, {4, 0, 30},              // 1 (1-4: a toll road)
    {1, 0, 10}, {5, 0, 10},                          // 2
    {0, 0, 10}, {4, 0, 10}, {6, 0, 15},              // 3 (3->6: a ramp, one way)
    {1, 0, 30}, {3, 0, 10}, {5, 0, 10}, {6, 0, 10},  // 4
    {2, 0, 10}, {4, 0, 10}, {7, 0, 10},              // 5
    {4, 0, 10}, {7, 0, 10},                          // 6
    {5, 0, 10}, {6, 0, 10}};                         // 7

// The portals of the link cases: a one-way door from the top-left hall to
// the bottom-right one, and a two-way tunnel across the middle wall.
constexpr fixpath::GridLink kPortals[2] = {
    {{1, 1}, {14, 14}, 30, fixpath::LinkWay::OneWay},
    {{6, 3}, {8, 3}, 5, fixpath::LinkWay::Both},
};

// The search memory of one profile. Small: what an Uno has room for, node
// pools sized so that most queries fit and some run out (OutOfNodes is an
// outcome like any other). Dense: a whole 16x16 map a state. Every state is
// its own object (never two in a union: a query must find its state as the
// last query of that state left it, whatever other searches ran), and the
// jump point state exists only in programs that run jump point cases.
struct NoState {};
template <bool Present, typename T>
struct Maybe {
    using type = T;
};
template <typename T>
struct Maybe<false, T> {
    using type = NoState;
};
constexpr uint16_t kJumpKinds = static_cast<uint16_t>(bit(kJumpPoints) | bit(kJumpSliced) | bit(kJumpPruned));
constexpr bool kRunsJumps = compiled_in(kJumpKinds);
constexpr bool kRunsGrids = compiled_in(static_cast<uint16_t>(~static_cast<uint32_t>(kJumpKinds | bit(kGraph)) & 0xFFFFu));
constexpr bool kRunsGraphs = compiled_in(bit(kGraph));
using GraphMemory = fixpath::GraphState<8, uint16_t>;

template <bool Dense>
struct Memory;
template <>
struct Memory<false> {
    // Heap-only open lists: one loop a search in flash instead of two.
    using Grid = fixpath::BoundedState<48, uint16_t, 24, fixpath::OpenList::Heap>;
    using Jump = fixpath::JumpPointState<fixpath::BoundedState<48, uint16_t, 24, fixpath::OpenList::Heap>, true>;
    typename Maybe<kRunsGrids, Grid>::type grid;
    typename Maybe<kRunsJumps, Jump>::type jump;
    typename Maybe<kRunsGraphs, GraphMemory>::type graph;
    union {  // a case writes a path or costs, never both
        fixpath::NodeId route[8];
        fixpath::Point path[32];
        fixpath::Hex hexes[32];
        uint16_t costs[kSide * kSide / 4];  // a range's window, a fill's quarter map
    };
    Memory() : path() {}
};
template <>
struct Memory<true> {
    using Grid = fixpath::DenseState<kSide * kSide, uint16_t, kSide * kSide / 4, fixpath::OpenList::Heap>;
    using Jump = fixpath::JumpPointState<fixpath::DenseState<kSide * kSide, uint16_t, kSide * kSide / 4,
                                                             fixpath::OpenList::Heap>,
                                         true>;
    typename Maybe<kRunsGrids, Grid>::type grid;
    typename Maybe<kRunsJumps, Jump>::type jump;
    typename Maybe<kRunsGraphs, GraphMemory>::type graph;
    union {  // a case writes a path or costs, never both
        fixpath::NodeId route[8];
        fixpath::Point path[kSide * kSide];
        fixpath::Hex hexes[kSide * kSide];
        uint16_t costs[kSide * kSide];
    };
    Memory() : path() {}
};

// Case i, read from flash (cases and outcomes are plain bytes).
inline Case load(uint32_t i) { return fixpath::detail::flash_value(&kCases[i]); }


template <typename Info>
void hash_path(const fixpath::Point* path, const Info& info, Outcome& out) {
    out.cost = info.cost;
    out.length = info.length;
    Hash h;
    if (info.status == fixpath::Status::Found || info.status == fixpath::Status::Partial) {
        for (uint32_t k = 0; k < info.length; ++k) {
            h.add(static_cast<uint16_t>(path[k].x) | (uint32_t{static_cast<uint16_t>(path[k].y)} << 16));
        }
    }
    out.hash = h.value;
}

// A path query already begun: stepped `slice` at a time to its end, the
// path hashed into `out`.
template <typename Search>
void finish_path(Search& search, fixpath::Status st, uint32_t slice, fixpath::Point* path, uint32_t capacity,
                 Outcome& out) {
    while (st == fixpath::Status::InProgress) st = search.step(slice);
    const auto info = search.path(path, capacity);
    out.status = static_cast<uint8_t>(st);
    out.expanded = search.stats().expanded;
    hash_path(path, info, out);
}

// The outcome of case c into `out`; false when this program does not run
// its kind (FIXPATH_SMALL_BATTERY_KINDS).
template <bool Dense>
bool run_case(const Case& c, Memory<Dense>& m, Outcome& out) {
    using fixpath::make_point;
    const fixpath::FlashByteCostMap map(c.walls ? kWalls : kTerrain, kSide, kSide);
    fixpath::SearchOptions<uint16_t> o;
    o.moves = c.moves == 4 ? fixpath::Moves::Four : fixpath::Moves::Eight;
    o.corners = static_cast<fixpath::CornerRule>(c.corners);
    o.heuristic = static_cast<fixpath::Heuristic>(c.heuristic);
    o.weight = {c.weight_num, c.weight_den};
    const fixpath::Point s = make_point(c.sx, c.sy);
    const fixpath::Point g = make_point(c.gx, c.gy);
    const uint32_t capacity = sizeof(m.path) / sizeof(m.path[0]);
    out = Outcome{0, 0, 0, 0, 0};
    switch (c.kind) {
        case kPath:
        case kSliced: {
            if constexpr (!compiled_in(bit(kPath) | bit(kSliced))) return false; else {
            fixpath::GridSearch<fixpath::FlashByteCostMap, typename Memory<Dense>::Grid> search(map, m.grid);
            finish_path(search, search.begin(s, g, o), c.kind == kSliced ? 3 : fixpath::kUnlimited, m.path, capacity,
                        out);
            break;
            }
        }
        case kJumpPoints:
        case kJumpSliced:
        case kJumpPruned: {
            if constexpr (!compiled_in(kJumpKinds)) return false; else {
            fixpath::JumpPointSearch<fixpath::FlashByteCostMap, typename Memory<Dense>::Jump> search(map, m.jump);
            search.set_pruning(c.kind == kJumpPruned);
            finish_path(search, search.begin(s, g, o), c.kind == kJumpSliced ? 3 : fixpath::kUnlimited, m.path,
                        capacity, out);
            break;
            }
        }
        case kLinks: {
            if constexpr (!compiled_in(bit(kLinks))) return false; else {
            fixpath::LinkedGridSearch<fixpath::FlashByteCostMap, typename Memory<Dense>::Grid, 4> search(map, m.grid);
            finish_path(search, search.begin(s, g, kPortals, 2, o), 5, m.path, capacity, out);
            break;
            }
        }
        case kRange: {
            if constexpr (!compiled_in(bit(kRange))) return false; else {
            fixpath::MovementRange<fixpath::FlashByteCostMap, typename Memory<Dense>::Grid> range(map, m.grid);
            fixpath::Status st = range.begin(s, static_cast<uint16_t>(c.gx * 4), m.costs,
                                             static_cast<uint32_t>(sizeof(m.costs) / sizeof(m.costs[0])), o);
            while (st == fixpath::Status::InProgress) st = range.step(4);
            out.status = static_cast<uint8_t>(st);
            const fixpath::Area w = range.window();
            Hash h;
            uint32_t reached = 0;
            if (st == fixpath::Status::Complete) {
                for (int32_t y = w.y; y < w.y + w.height; ++y) {
                    for (int32_t x = w.x; x < w.x + w.width; ++x) {
                        const uint16_t cost = range.cost(make_point(x, y));
                        h.add(cost);
                        reached += range.reachable(make_point(x, y)) ? 1u : 0u;
                    }
                }
            }
            out.cost = reached;
            out.length = w.cells();
            out.hash = h.value;
            break;
            }
        }
        case kFill: {
            if constexpr (!compiled_in(bit(kFill))) return false; else {
            // The quarter of the map around the source (the small profile's
            // buffer): a fill confined to an area.
            const fixpath::Area area = fixpath::Area{c.sx < 8 ? 0 : 8, c.sy < 8 ? 0 : 8, 8, 8};
            fixpath::GridSearch<fixpath::FlashByteCostMap, typename Memory<Dense>::Grid> search(map, m.grid);
            fixpath::Status st = search.begin_fill(s, area, m.costs, o);
            while (st == fixpath::Status::InProgress) st = search.step(7);
            out.status = static_cast<uint8_t>(st);
            out.expanded = search.stats().expanded;
            Hash h;
            for (uint32_t k = 0; k < area.cells(); ++k) h.add(m.costs[k]);
            out.hash = h.value;
            break;
            }
        }
        case kHex: {
            if constexpr (!compiled_in(bit(kHex))) return false; else {
            const fixpath::HexLayout layout = fixpath::HexLayout::PointyOddRows;
            fixpath::HexSearch<fixpath::FlashByteCostMap, typename Memory<Dense>::Grid> search(map, m.grid, layout);
            fixpath::Status st = search.begin(fixpath::hex_from_offset(s, layout), fixpath::hex_from_offset(g, layout));
            while (st == fixpath::Status::InProgress) st = search.step(5);
            fixpath::Hex* hexes = m.hexes;
            const auto info = search.path(hexes, capacity);
            out.status = static_cast<uint8_t>(st);
            out.expanded = search.stats().expanded;
            out.cost = info.cost;
            out.length = info.length;
            Hash h;
            for (uint32_t k = 0; k < info.length && info.status == fixpath::Status::Found; ++k) {
                h.add(static_cast<uint16_t>(hexes[k].q) | (uint32_t{static_cast<uint16_t>(hexes[k].r)} << 16));
            }
            out.hash = h.value;
            break;
            }
        }
        case kGraph: {
            if constexpr (!compiled_in(bit(kGraph))) return false; else {
            const fixpath::FlashGraphView graph(kGraphNodes, 8, kGraphFirst, kGraphArcs);
            fixpath::GraphOptions go;
            go.algorithm = c.heuristic == 0 ? fixpath::GraphAlgorithm::Dijkstra : fixpath::GraphAlgorithm::AStar;
            const auto r = fixpath::find_route(graph, m.graph, static_cast<uint32_t>(c.sx),
                                               static_cast<uint32_t>(c.sy), m.route, 8, go);
            out.status = static_cast<uint8_t>(r.status);
            out.cost = r.cost;
            out.length = r.length;
            out.expanded = r.stats.expanded;
            Hash h;
            for (uint32_t k = 0; k < r.length && r.status == fixpath::Status::Found; ++k) h.add(m.route[k]);
            out.hash = h.value;
            break;
            }
        }
    }
    return true;
}

}  // namespace small_battery

#endif  // FIXPATH_TESTS_DEVICE_SMALL_BATTERY_HPP
