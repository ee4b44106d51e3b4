// Instruction counts on a semihosted board (Cortex-M or RISC-V): worst-case grid queries (ones that
// expand most of the map) on a 30x20 screen map (plain and with terrain), a
// 64x64 and a 128x128 map,
// a flow field, a tactics unit's movement range, a 100-node waypoint graph,
// hex maps (the 64x64 serpentine read as hexes; a hex movement range), big
// units (a 2x2 unit on a serpentine with wide gaps, from a clearance, with
// its footprint scanned and from its own cost map, beside a 1x1 unit on the
// same map), links (none, and 4 two-way ladders, on the 64x64 serpentine),
// and jump point search on the
// screen (its walls) and the serpentine maps as 1-bit maps with their
// transposes (instructions per query: a jump point is not an expansion),
// and 64 units moving together: tick by tick, then planned whole and played.
// Each query runs between bench_begin() and bench_end(); the insn_count
// QEMU plugin counts the instructions executed in between, and
// tools/count_instructions.py joins its counts with the lines printed here.
#include <stdio.h>

#include <fixpath/fixpath.hpp>

#include "../../tests/device/battery.hpp"
#include "../../tests/device/battery_data.inc"
#include "../../tests/device/graph_battery.hpp"
#include "../../tests/device/graph_battery_data.inc"
#include "../../tests/device/agents_case.hpp"
#include "../../tests/device/scheduler_case.hpp"
#include "../../tests/device/screen_goal_bounds.hpp"
#include "../../tests/device/serpentine_map.hpp"
#include "../../tests/device/terrain_screen.hpp"

extern "C" __attribute__((noinline, used)) void bench_begin() { __asm__ volatile("" ::: "memory"); }
extern "C" __attribute__((noinline, used)) void bench_end() { __asm__ volatile("" ::: "memory"); }

namespace {

Serpentine<64> g_map64;
Serpentine<128> g_map128;
fixpath::DenseState<30 * 20, uint16_t> g_state_screen;
fixpath::DenseState<64 * 64, uint16_t> g_state64;
fixpath::DenseState<128 * 128, uint16_t> g_state128;
// The same with every cell's open-list entry its own (OpenList::CellBuckets).
template <uint32_t Cells>
using InPlaceState = fixpath::DenseState<Cells, uint16_t, Cells, fixpath::OpenList::CellBuckets>;
InPlaceState<30 * 20> g_cells_screen;
InPlaceState<64 * 64> g_cells64;
InPlaceState<128 * 128> g_cells128;
fixpath::Point g_path[128 * 128];

// Jump point search: the maps as bits, and their columns.
uint8_t g_bits64[64 * 64 / 8];
uint8_t g_columns64[64 * 64 / 8];
uint8_t g_bits128[128 * 128 / 8];
uint8_t g_columns128[128 * 128 / 8];
uint8_t g_bits_screen[4 * 20];
uint8_t g_columns_screen[30 * 3];
fixpath::JumpPointState<fixpath::BoundedState<1024, uint16_t>> g_jump_state;
// With intercardinal pruning (JPS2, JPS2+): the state records bent rays.
fixpath::JumpPointState<fixpath::BoundedState<1024, uint16_t>, true> g_pruned_jump_state;
int16_t g_jump_table[128 * 128 * 8];  // JPS+: built before the query, not counted

// Writes a map's passability as BitMap rows (terrain counts as floor).
template <typename Map>
fixpath::BitMap to_bits(const Map& map, uint8_t* out) {
    const int32_t row = fixpath::BitMap::bytes_per_row(map.width());
    for (int32_t i = 0; i < row * map.height(); ++i) out[i] = 0;
    for (int32_t y = 0; y < map.height(); ++y) {
        for (int32_t x = 0; x < map.width(); ++x) {
            if (map.cost(x, y) != 0) out[y * row + x / 8] = static_cast<uint8_t>(out[y * row + x / 8] | (1u << (x % 8)));
        }
    }
    return fixpath::BitMap(out, map.width(), map.height());
}

// One timed jump point query on `search` (scanning or from a table).
template <typename Search>
void measured_jump_query(const char* label, const fixpath::BitMap& map, Search& search, fixpath::Point start,
                         fixpath::Point goal, const fixpath::GoalBounds* bounds, unsigned state_bytes) {
    bench_begin();
    if constexpr (Search::kGoalBounded) {
        search.use_goal_bounds(bounds);
    } else {
        (void)bounds;
    }
    search.begin(start, goal);
    const fixpath::Status s = search.run();
    const auto info = search.path(g_path, 128 * 128);
    bench_end();
    printf("case %s cells=%ld expanded=%lu pushed=%lu cost=%lu length=%lu status=%s state_bytes=%u scan_units=%lu\n",
           label, static_cast<long>(map.width()) * map.height(), static_cast<unsigned long>(search.stats().expanded),
           static_cast<unsigned long>(search.stats().pushed), static_cast<unsigned long>(info.cost),
           static_cast<unsigned long>(info.length), fixpath::status_name(s),
           state_bytes, static_cast<unsigned long>(search.scan_units()));
}

// (With `bounds`: the goal-bounded search, JumpPointSearch<..., true>; on
// `state`, pruned when it records bent rays.) Kept out of main(): GCC
// compiles main, run once, for size, and a query inlined there measured
// what a game's search never runs (a 40-byte copy in begin() became a
// byte-by-byte memcpy call on the Cortex-M0+).
template <bool GoalBounded = false, typename JumpState = decltype(g_jump_state)>
__attribute__((noinline)) void measure_jump_points(const char* label, const fixpath::BitMap& map, uint8_t* columns, fixpath::Point start,
                         fixpath::Point goal, bool table = false, const fixpath::GoalBounds* bounds = nullptr,
                         JumpState& state = g_jump_state) {
    fixpath::column_map(map, columns, static_cast<uint32_t>(fixpath::BitMap::bytes_needed(map.height(), map.width())));
    const fixpath::BitMap cols(columns, map.height(), map.width());
    if (table) {
        fixpath::build_jump_table(map, g_jump_table, sizeof(g_jump_table) / sizeof(g_jump_table[0]));
        fixpath::TableJumpPointSearch<fixpath::BitMap, JumpState, GoalBounded> search(
            map, state, fixpath::JumpTable(g_jump_table, map.width(), map.height()));
        measured_jump_query(label, map, search, start, goal, bounds, sizeof(state));
    } else {
        fixpath::JumpPointSearch<fixpath::BitMap, JumpState, GoalBounded> search(map, state, cols);
        measured_jump_query(label, map, search, start, goal, bounds, sizeof(state));
    }
}

// state_bytes: what to print as the state's size (0: sizeof(State); a
// view prints the size of the state it views).
template <typename Map, typename State>
fixpath::SearchResult<typename State::Cost> measure(const char* label, const Map& map, State& state,
                                                    fixpath::Point start, fixpath::Point goal,
                                                    unsigned state_bytes = 0) {
    bench_begin();
    const auto r = fixpath::find_path(map, state, start, goal, g_path, 128 * 128);
    bench_end();
    printf("case %s cells=%ld expanded=%lu pushed=%lu cost=%lu length=%lu status=%s state_bytes=%u\n", label,
           static_cast<long>(map.width()) * map.height(), static_cast<unsigned long>(r.stats.expanded),
           static_cast<unsigned long>(r.stats.pushed), static_cast<unsigned long>(r.cost),
           static_cast<unsigned long>(r.length), fixpath::status_name(r.status),
           state_bytes != 0 ? state_bytes : static_cast<unsigned>(sizeof(State)));
    return r;
}

// The same query with the default rules fixed when compiling (FixedRules,
// grid_rules.hpp). False (and a FAIL line) unless its answer is the
// run-time rules' query's, `direct`, counters included.
using DefaultRules = fixpath::FixedRules<>;
template <typename Map, typename State>
bool measure_fixed(const char* label, const Map& map, State& state, fixpath::Point start, fixpath::Point goal,
                   const fixpath::SearchResult<uint16_t>& direct) {
    bench_begin();
    const auto r = fixpath::find_path_with<DefaultRules>(map, state, start, goal, g_path, 128 * 128);
    bench_end();
    printf("case %s cells=%ld expanded=%lu pushed=%lu cost=%lu length=%lu status=%s state_bytes=%u\n", label,
           static_cast<long>(map.width()) * map.height(), static_cast<unsigned long>(r.stats.expanded),
           static_cast<unsigned long>(r.stats.pushed), static_cast<unsigned long>(r.cost),
           static_cast<unsigned long>(r.length), fixpath::status_name(r.status), static_cast<unsigned>(sizeof(State)));
    const bool same = r.status == direct.status && r.cost == direct.cost && r.length == direct.length &&
                      r.stats.expanded == direct.stats.expanded && r.stats.pushed == direct.stats.pushed;
    if (!same) {
        printf("FAIL %s: not the run-time rules' answer\n", label);
    }
    return same;
}

// The same query on a state whose buckets keep every cell's entry in place
// (OpenList::CellBuckets). False (and a FAIL line) unless it expands what
// `direct` (the default state's query) expands and answers the same; it
// pushes no more (a decrease-key moves an entry instead of pushing one).
template <typename Map, typename State>
fixpath::SearchResult<uint16_t> measure_in_place(const char* label, const Map& map, State& state, fixpath::Point start,
                                                 fixpath::Point goal, const fixpath::SearchResult<uint16_t>& direct,
                                                 bool& same) {
    const auto r = measure(label, map, state, start, goal);
    const bool alike = r.status == direct.status && r.cost == direct.cost && r.length == direct.length &&
                       r.stats.expanded == direct.stats.expanded && r.stats.pushed <= direct.stats.pushed;
    if (!alike) {
        printf("FAIL %s: not the default state's answer\n", label);
    }
    same = same && alike;
    return r;
}

// The four grid queries every form of the A* is measured on: the screen, the
// screen with terrain, the 64x64 and the 128x128 serpentine.
struct GridQuery {
    const char* name;
    fixpath::ByteCostMap map;
    fixpath::Point start, goal;
};

// run(query, state, i) for the four, the screen's two on `screen`, the
// serpentines on `s64` and `s128`: true when every run said true.
template <typename Screen, typename Small, typename Large, typename Run>
bool on_each(const GridQuery (&queries)[4], Screen& screen, Small& s64, Large& s128, Run&& run) {
    const bool a = run(queries[0], screen, 0);
    const bool b = run(queries[1], screen, 1);
    const bool c = run(queries[2], s64, 2);
    const bool d = run(queries[3], s128, 3);
    return a && b && c && d;
}

// A row's label: `prefix` and the query's name (valid until the next call).
const char* label_of(const char* prefix, const char* name) {
    static char label[64];
    snprintf(label, sizeof(label), "%s%s", prefix, name);
    return label;
}

// The same query through a view of the state (DenseStateView): one copy of
// the search for every state size. False (and a FAIL line) unless its
// answer is the direct query's, `direct`.
template <typename Map, typename State>
bool measure_view(const char* label, const Map& map, State& state, fixpath::Point start, fixpath::Point goal,
                  const fixpath::SearchResult<uint16_t>& direct) {
    fixpath::DenseStateView<128 * 128, uint16_t> view(state);
    const auto r = measure(label, map, view, start, goal, static_cast<unsigned>(sizeof(State)));
    const bool same = r.status == direct.status && r.cost == direct.cost && r.length == direct.length &&
                      r.stats.expanded == direct.stats.expanded && r.stats.pushed == direct.stats.pushed;
    if (!same) {
        printf("FAIL %s: not the direct query's answer\n", label);
    }
    return same;
}

// Incremental repair (D* Lite, incremental_search.hpp): the 64x64
// serpentine with a second opening (a door) at x = 32 in one wall, which
// the path takes. The first search, then - after the unit has walked
// `walk` cells - the door closes: the repair (notify_changed + run) is
// counted, and a fresh A* from the unit's cell on the changed map for
// comparison. Near: the door in row 3, ahead of the unit in the first
// corridor (what the unit sees close in front of it: only the cells whose
// way led through the door change, the first corridor). Far: the door in row
// 31, halfway: every cell between the unit and the door gets a dearer way,
// the search's worst case.
fixpath::IncrementalState<64 * 64, uint16_t> g_incremental_state;
uint8_t g_door_map[64 * 64];

// False (and a FAIL line) when the repaired path's cost is not the fresh A*'s.
bool measure_door(int row, int walk, const char* first_label, const char* repair_label, const char* fresh_label) {
    for (int i = 0; i < 64 * 64; ++i) g_door_map[i] = g_map64.cells[i];
    g_door_map[row * 64 + 32] = 1;
    const fixpath::ByteCostMap map(g_door_map, 64, 64);
    fixpath::IncrementalSearch<fixpath::ByteCostMap, decltype(g_incremental_state)> search(map, g_incremental_state);
    bench_begin();
    search.begin(fixpath::make_point(0, 0), fixpath::make_point(0, 63));
    fixpath::Status status = search.run();
    bench_end();
    auto info = search.path(g_path, 128 * 128);
    printf("case %s cells=4096 expanded=%lu pushed=%lu cost=%lu length=%lu status=%s state_bytes=%u\n", first_label,
           static_cast<unsigned long>(search.stats().expanded), static_cast<unsigned long>(search.stats().pushed),
           static_cast<unsigned long>(info.cost), static_cast<unsigned long>(info.length), fixpath::status_name(status),
           static_cast<unsigned>(sizeof(g_incremental_state)));
    fixpath::Point unit = fixpath::make_point(0, 0);
    for (int i = 0; i < walk; ++i) {
        search.next_cell(unit);
        search.move_start(unit);
        search.run();
    }
    const fixpath::SearchStats before = search.stats();
    bench_begin();
    g_door_map[row * 64 + 32] = 0;
    search.notify_changed(fixpath::make_point(32, row));
    status = search.run();
    bench_end();
    info = search.path(g_path, 128 * 128);
    printf("case %s cells=4096 expanded=%lu pushed=%lu cost=%lu length=%lu status=%s state_bytes=%u\n", repair_label,
           static_cast<unsigned long>(search.stats().expanded - before.expanded),
           static_cast<unsigned long>(search.stats().pushed - before.pushed), static_cast<unsigned long>(info.cost),
           static_cast<unsigned long>(info.length), fixpath::status_name(status),
           static_cast<unsigned>(sizeof(g_incremental_state)));
    const auto fresh = measure(fresh_label, map, g_state64, unit, fixpath::make_point(0, 63));
    if (status != fixpath::Status::Found || fresh.status != fixpath::Status::Found || info.cost != fresh.cost) {
        printf("FAIL %s: repaired cost %lu, fresh A* %lu\n", repair_label, static_cast<unsigned long>(info.cost),
               static_cast<unsigned long>(fresh.cost));
        return false;
    }
    return true;
}

// Hierarchical search (hierarchical_search.hpp) on the 128x128 serpentine,
// clusters of 16: the graph is built on the device first (not counted),
// then a query is counted up to its first segment (fills, the abstract A*,
// one cluster's refinement: when the unit can start walking) and then the
// rest of the path, against a full A* (the serpentine-128x128 case).
fixpath::DenseState<16 * 16, uint16_t, 16 * 16> g_hpa_cells;
fixpath::GraphState<512, uint32_t> g_hpa_nodes;
uint8_t g_hpa_graph[32 * 1024];

bool measure_hierarchical(uint32_t full_cost) {
    const fixpath::ByteCostMap map(g_map128.cells, 128, 128);
    fixpath::HpaBuilder<fixpath::ByteCostMap, decltype(g_hpa_cells)> builder(map, g_hpa_cells, 16);
    const fixpath::HpaBuildResult built = builder.build(g_hpa_graph, sizeof g_hpa_graph);
    if (built.error != fixpath::HpaBuildError::None) {
        printf("FAIL hpa build: %s\n", fixpath::hpa_build_error_name(built.error));
        return false;
    }
    using Search = fixpath::HierarchicalSearch<fixpath::ByteCostMap, decltype(g_hpa_cells), decltype(g_hpa_nodes), 512, 64>;
    static Search search(map, fixpath::HpaGraph::trusted(g_hpa_graph), g_hpa_cells, g_hpa_nodes);
    const unsigned ram = static_cast<unsigned>(sizeof(g_hpa_cells) + sizeof(g_hpa_nodes) + sizeof(Search));
    bench_begin();
    fixpath::Status status = search.begin(fixpath::make_point(0, 0), fixpath::make_point(0, 127));
    if (status == fixpath::Status::InProgress) status = search.run();
    const auto first = search.next_segment(g_path, 128 * 128);
    bench_end();
    printf("case hpa-first-segment-128x128 cells=16384 expanded=%lu pushed=%lu cost=%lu length=%lu status=%s "
           "state_bytes=%u graph_nodes=%lu graph_bytes=%lu route=%lu\n",
           static_cast<unsigned long>(search.expanded()), static_cast<unsigned long>(search.abstract_stats().pushed),
           static_cast<unsigned long>(first.cost), static_cast<unsigned long>(first.length),
           fixpath::status_name(status == fixpath::Status::Found ? first.status : status), ram,
           static_cast<unsigned long>(built.nodes),
           static_cast<unsigned long>(built.size), static_cast<unsigned long>(search.route_length()));
    uint32_t cells = first.length;
    uint32_t cost = first.cost;
    bench_begin();
    for (;;) {
        const auto part = search.next_segment(g_path, 128 * 128);
        if (part.status != fixpath::Status::Found) {
            status = part.status;
            break;
        }
        cells += part.length - 1;
        cost += part.cost;
    }
    bench_end();
    printf("case hpa-rest-128x128 cells=16384 expanded=0 pushed=0 cost=%lu length=%lu status=%s state_bytes=%u\n",
           static_cast<unsigned long>(cost), static_cast<unsigned long>(cells), fixpath::status_name(status), ram);
    if (status != fixpath::Status::Complete || cost != search.cost() || cost < full_cost) {
        printf("FAIL hpa: status %s, cost %lu (route %lu, A* %lu)\n", fixpath::status_name(status),
               static_cast<unsigned long>(cost), static_cast<unsigned long>(search.cost()),
               static_cast<unsigned long>(full_cost));
        return false;
    }
    return true;
}

// The path scheduler (path_scheduler.hpp): 64 units ask for paths on a
// 64x64 map with scattered walls, 16 of them for one goal (shared: one flow
// field), served by 2 searches at 64 expansions an update
// (tests/device/scheduler_case.hpp). Counted: every update until all are
// done ("expanded" is the scheduler's work: expansions of its searches and
// its field, and the shared answers' walks).
using SchedulerQueries = fixpath::GridQueries<fixpath::ByteCostMap, fixpath::DenseState<64 * 64, uint16_t>, 64 * 64>;
fixpath::Point g_scheduled_paths[SchedulerCase::kUnits][256];

bool measure_scheduler() {
    static const SchedulerCase units;
    const fixpath::ByteCostMap map(units.cells, 64, 64);
    static fixpath::PathScheduler<SchedulerQueries, 2, SchedulerCase::kUnits> scheduler{SchedulerQueries(map)};
    fixpath::PathRequest asked[SchedulerCase::kUnits];
    for (int i = 0; i < SchedulerCase::kUnits; ++i) {
        asked[i] = scheduler.request(units.starts[i], units.goals[i], g_scheduled_paths[i], 256);
    }
    bench_begin();
    uint32_t work = 0, updates = 0;
    bool all = false;
    while (!all && updates < 100000) {
        work += scheduler.update(64);
        ++updates;
        all = true;
        for (int i = 0; i < SchedulerCase::kUnits; ++i) all = all && scheduler.poll(asked[i]) == fixpath::RequestState::Done;
    }
    bench_end();
    uint32_t found = 0;
    for (int i = 0; i < SchedulerCase::kUnits; ++i) found += scheduler.result(asked[i]).status == fixpath::Status::Found ? 1u : 0u;
    printf("case scheduler-64-requests-64x64 cells=4096 expanded=%lu pushed=0 cost=0 length=0 status=%s state_bytes=%u\n",
           static_cast<unsigned long>(work), all ? "found" : "no_path", static_cast<unsigned>(sizeof(scheduler)));
    printf("scheduler: 64 requests (16 for one goal) on a 64x64 map, 2 searches, 64 expansions an update: all done "
           "after %lu updates, %lu found, longest wait %lu updates, %lu shared flow field(s)\n",
           static_cast<unsigned long>(updates), static_cast<unsigned long>(found),
           static_cast<unsigned long>(scheduler.longest_wait()), static_cast<unsigned long>(scheduler.shared_computations()));
    if (!all || scheduler.shared_computations() != 1) {
        printf("FAIL scheduler: all done %d, shared fields %lu\n", all ? 1 : 0,
               static_cast<unsigned long>(scheduler.shared_computations()));
        return false;
    }
    return true;
}

// Units moving together (unit_group.hpp): 64 units, each with its own goal,
// on a 32x32 map of four rooms (tests/device/agents_case.hpp), ticked until
// every unit stands on its goal. The distance tables are made first (not
// counted); counted: every tick. "expanded" is units x ticks (a unit's
// move decided), so the figure is instructions a unit a tick.
using AgentsState = fixpath::DenseState<AgentsCase::kCells, uint16_t>;
AgentsState g_agents_state;
uint16_t g_agent_tables[AgentsCase::kUnits * AgentsCase::kCells];
uint16_t g_agent_cells[3 * AgentsCase::kCells];

using AgentsGroup = fixpath::UnitGroup<fixpath::ByteCostMap, AgentsState, AgentsCase::kUnits>;

bool measure_plan(const AgentsCase& world);

bool measure_agents() {
    static const AgentsCase world;
    const fixpath::ByteCostMap map(world.cells, AgentsCase::kSide, AgentsCase::kSide);
    static AgentsGroup group(map, g_agents_state, g_agent_tables, AgentsCase::kUnits * AgentsCase::kCells,
                             g_agent_cells, 3 * AgentsCase::kCells);
    for (int i = 0; i < AgentsCase::kUnits; ++i) {
        uint16_t unit = 0;
        group.add_unit(world.starts[i], unit);
        group.set_goal(unit, world.goals[i]);
    }
    const fixpath::Status prepared = group.prepare(fixpath::kUnlimited);
    bench_begin();
    fixpath::Status s = fixpath::Status::InProgress;
    while (s == fixpath::Status::InProgress && group.ticks() < 1000) s = group.tick();
    bench_end();
    const bool arrived = prepared == fixpath::Status::Complete && s == fixpath::Status::Found;
    printf("case agents-64-units-32x32 cells=1024 expanded=%lu pushed=0 cost=0 length=0 status=%s state_bytes=%u\n",
           static_cast<unsigned long>(group.ticks()) * AgentsCase::kUnits, arrived ? "found" : "no_path",
           static_cast<unsigned>(sizeof(group)));
    printf("agents: 64 units on a 32x32 map of four rooms, each to its own goal: %s after %lu ticks; group %u bytes, "
           "tables %u bytes, cells %u bytes\n",
           arrived ? "all arrived" : "NOT ALL ARRIVED", static_cast<unsigned long>(group.ticks()),
           static_cast<unsigned>(sizeof(group)), static_cast<unsigned>(sizeof(g_agent_tables)),
           static_cast<unsigned>(sizeof(g_agent_cells)));
    if (!arrived) printf("FAIL agents: not every unit arrived\n");
    return arrived && measure_plan(world);
}

// A complete plan (unit_planner.hpp) for the same 64 units, from their goals
// back to their starts (the tables made first, not counted). Counted: the
// search ("expanded" is the configurations it made, so the figure is
// instructions a configuration), then the plan played tick by tick
// (instructions a unit a tick). The group here has a state type of its own
// (the bucket queue named, which its tables use anyway), so that its code
// is compiled apart from the group above: the tick row measures the group
// as a program without the planner compiles it. The tables' memory is
// the group above's, done with.
using PlanState = fixpath::DenseState<AgentsCase::kCells, uint16_t,
                                      fixpath::default_dense_heap_capacity(AgentsCase::kCells),
                                      fixpath::OpenList::Buckets>;
using PlanGroup = fixpath::UnitGroup<fixpath::ByteCostMap, PlanState, AgentsCase::kUnits>;
// The pool: 16 Ki words (32 KiB); a configuration of 64 units takes 144.
using AgentsPlanner = fixpath::UnitPlanner<PlanGroup, 16 * 1024>;
PlanState g_plan_state;

bool measure_plan(const AgentsCase& world) {
    const fixpath::ByteCostMap map(world.cells, AgentsCase::kSide, AgentsCase::kSide);
    static PlanGroup group(map, g_plan_state, g_agent_tables, AgentsCase::kUnits * AgentsCase::kCells, g_agent_cells,
                           3 * AgentsCase::kCells);
    bool all_set = true;
    for (int i = 0; i < AgentsCase::kUnits; ++i) {
        uint16_t unit = 0;
        all_set = all_set && group.add_unit(world.goals[i], unit) == fixpath::Status::Complete &&
                  group.set_goal(unit, world.starts[i]) == fixpath::Status::InProgress;
    }
    const fixpath::Status prepared = group.prepare(fixpath::kUnlimited);
    static AgentsPlanner planner(group);
    bench_begin();
    fixpath::Status s = planner.begin();
    while (s == fixpath::Status::InProgress) s = planner.step(64);
    bench_end();
    const bool planned = all_set && prepared == fixpath::Status::Complete && s == fixpath::Status::Found;
    printf("case plan-64-units-32x32 cells=1024 expanded=%lu pushed=0 cost=0 length=0 status=%s state_bytes=%u\n",
           static_cast<unsigned long>(planner.configurations()), planned ? "found" : "no_path",
           static_cast<unsigned>(sizeof(planner)));
    const uint32_t plan_ticks = planner.plan_ticks();
    bench_begin();
    fixpath::Status played = fixpath::Status::InProgress;
    for (uint32_t k = 0; planned && k < plan_ticks; ++k) played = planner.tick();
    bench_end();
    bool home = planned && played == fixpath::Status::Found;
    for (uint16_t unit = 0; home && unit < AgentsCase::kUnits; ++unit) {
        home = group.position(unit) == world.starts[unit];
    }
    printf("case plan-play-64-units-32x32 cells=1024 expanded=%lu pushed=0 cost=0 length=0 status=%s state_bytes=%u\n",
           static_cast<unsigned long>(plan_ticks) * AgentsCase::kUnits, home ? "found" : "no_path",
           static_cast<unsigned>(sizeof(planner)));
    printf("plan: the 64 units back to their starts, planned whole: %s, %lu ticks, %lu configurations, %lu of %lu "
           "pool words; played: %s\n",
           planned ? "found" : "not found", static_cast<unsigned long>(plan_ticks),
           static_cast<unsigned long>(planner.configurations()), static_cast<unsigned long>(planner.pool_words_used()),
           static_cast<unsigned long>(AgentsPlanner::pool_words()), home ? "every unit home" : "NOT EVERY UNIT HOME");
    if (!home) printf("FAIL plan: the plan did not bring every unit home\n");
    return home;
}

}  // namespace

int main() {
    const battery::MapData& screen = battery::data::kMaps[4];  // screen30x20: a 30x20 GBA screen of tiles
    // The same screen with terrain (multipliers 1-4): step costs vary.
    static const TerrainScreen terrain(screen.data);
    const GridQuery queries[4] = {
        {"screen-30x20", fixpath::ByteCostMap(screen.data, screen.width, screen.height), fixpath::make_point(1, 1),
         fixpath::make_point(28, 18)},
        {"terrain-30x20", fixpath::ByteCostMap(terrain.cells, 30, 20), fixpath::make_point(1, 1),
         fixpath::make_point(28, 18)},
        {"serpentine-64x64", fixpath::ByteCostMap(g_map64.cells, 64, 64), fixpath::make_point(0, 0),
         fixpath::make_point(0, 63)},
        {"serpentine-128x128", fixpath::ByteCostMap(g_map128.cells, 128, 128), fixpath::make_point(0, 0),
         fixpath::make_point(0, 127)}};
    fixpath::SearchResult<uint16_t> direct[4] = {};
    fixpath::SearchResult<uint16_t> in_place[4] = {};
    on_each(queries, g_state_screen, g_state64, g_state128, [&](const GridQuery& q, auto& state, int i) {
        direct[i] = measure(q.name, q.map, state, q.start, q.goal);
        return true;
    });
    // The four again with the rules fixed when compiling.
    const bool fixed_same = on_each(queries, g_state_screen, g_state64, g_state128, [&](const GridQuery& q, auto& state, int i) {
        return measure_fixed(label_of("fixed-", q.name), q.map, state, q.start, q.goal, direct[i]);
    });
    // The four on states whose buckets keep each cell's entry in place, with
    // the rules from the options and fixed when compiling.
    bool in_place_same = on_each(queries, g_cells_screen, g_cells64, g_cells128, [&](const GridQuery& q, auto& state, int i) {
        bool same = true;
        in_place[i] = measure_in_place(label_of("cells-", q.name), q.map, state, q.start, q.goal, direct[i], same);
        return same;
    });
    in_place_same = on_each(queries, g_cells_screen, g_cells64, g_cells128, [&](const GridQuery& q, auto& state, int i) {
        return measure_fixed(label_of("fixed-cells-", q.name), q.map, state, q.start, q.goal, in_place[i]);
    }) && in_place_same;
    // The screen's two again, fixed rules on the in-place state, read as maps
    // with a wall all round (maps/framed_map.hpp; both screens have one, the
    // serpentines do not): the search carries no checked neighbour reads.
    for (int i = 0; i < 2; ++i) {
        const fixpath::Framed<fixpath::ByteCostMap> framed(queries[i].map);
        in_place_same = measure_fixed(label_of("framed-cells-", queries[i].name), framed, g_cells_screen,
                                      queries[i].start, queries[i].goal, in_place[i]) &&
                        in_place_same;
    }
    const auto& on_screen = direct[0];
    const auto& serpentine64 = direct[2];
    const auto& serpentine128 = direct[3];
    // The screen and both serpentines again, through views of their states:
    // the three share one copy of the search (what the pointers cost).
    const bool viewed =
        measure_view("view-screen-30x20", fixpath::ByteCostMap(screen.data, screen.width, screen.height),
                     g_state_screen, fixpath::make_point(1, 1), fixpath::make_point(28, 18), on_screen) &&
        measure_view("view-serpentine-64x64", fixpath::ByteCostMap(g_map64.cells, 64, 64), g_state64,
                     fixpath::make_point(0, 0), fixpath::make_point(0, 63), serpentine64) &&
        measure_view("view-serpentine-128x128", fixpath::ByteCostMap(g_map128.cells, 128, 128), g_state128,
                     fixpath::make_point(0, 0), fixpath::make_point(0, 127), serpentine128);
    // A flow field toward 4 goals over the whole 64x64 serpentine: a cell
    // settled is an expansion, so "per expansion" reads "per cell".
    {
        static uint16_t distances[64 * 64];
        static uint8_t directions[fixpath::FlowField<fixpath::ByteCostMap, decltype(g_state64)>::direction_bytes(64 * 64)];
        static uint32_t scratch[256];
        const fixpath::ByteCostMap map(g_map64.cells, 64, 64);
        fixpath::FlowField<fixpath::ByteCostMap, decltype(g_state64)> field(map, g_state64, {0, 0, 64, 64}, distances,
                                                                          directions, scratch, 256);
        const fixpath::Point goals[4] = {{0, 0}, {63, 20}, {5, 40}, {0, 63}};
        bench_begin();
        field.begin(goals, 4);
        const fixpath::Status s = field.run();
        bench_end();
        printf("case flow-field-64x64 cells=4096 expanded=%lu pushed=%lu cost=0 length=0 status=%s state_bytes=%u\n",
               static_cast<unsigned long>(field.stats().expanded), static_cast<unsigned long>(field.stats().pushed),
               fixpath::status_name(s), static_cast<unsigned>(sizeof(g_state64)));
    }
    // The 100-node random geometric graph of the graph battery (6 neighbours
    // on average, flash-resident CSR): from node 0 to the reachable node
    // farthest from it (found first, not counted), by Dijkstra and by A*,
    // and the whole shortest-path tree.
    {
        static graph_battery::State state;
        static uint16_t distances[graph_battery::kMaxNodes];
        static fixpath::NodeId route[graph_battery::kMaxNodes];
        const fixpath::GraphView graph = graph_battery::data::kGraphs[3].view();
        fixpath::GraphSearch<fixpath::GraphView, graph_battery::State> tree(graph, state);
        tree.begin_tree(0, distances);
        tree.run();
        uint32_t far = 0;
        for (uint32_t v = 0; v < graph.node_count(); ++v) {
            if (distances[v] != 0xFFFFu && distances[v] > distances[far]) far = v;
        }
        const char* labels[2] = {"graph100-astar", "graph100-dijkstra"};
        for (int algo = 0; algo < 2; ++algo) {
            fixpath::GraphOptions options;
            options.algorithm = algo == 0 ? fixpath::GraphAlgorithm::AStar : fixpath::GraphAlgorithm::Dijkstra;
            bench_begin();
            const auto r = fixpath::find_route(graph, state, 0, far, route, graph_battery::kMaxNodes, options);
            bench_end();
            printf("case %s cells=%lu expanded=%lu pushed=%lu cost=%lu length=%lu status=%s state_bytes=%u\n", labels[algo],
                   static_cast<unsigned long>(graph.node_count()), static_cast<unsigned long>(r.stats.expanded),
                   static_cast<unsigned long>(r.stats.pushed), static_cast<unsigned long>(r.cost),
                   static_cast<unsigned long>(r.length), fixpath::status_name(r.status), static_cast<unsigned>(sizeof(state)));
        }
        bench_begin();
        tree.begin_tree(0, distances);
        const fixpath::Status s = tree.run();
        bench_end();
        printf("case graph100-tree cells=%lu expanded=%lu pushed=%lu cost=0 length=0 status=%s state_bytes=%u\n",
               static_cast<unsigned long>(graph.node_count()), static_cast<unsigned long>(tree.stats().expanded),
               static_cast<unsigned long>(tree.stats().pushed), fixpath::status_name(s), static_cast<unsigned>(sizeof(state)));
    }
    // A tactics unit's movement range (movement_range.hpp): the top-left
    // 15x10 of the terrain screen (multipliers 1-4 as forest and hills),
    // 4 moves, 1 movement point a step times the multiplier, budget 8;
    // the unit on the passable cell nearest the middle (found first).
    {
        static fixpath::DenseState<15 * 10, uint16_t> state;
        static uint16_t costs[17 * 17];
        const fixpath::ByteCostMap map(terrain.cells, 15, 10, 30);
        fixpath::SearchOptions<uint16_t> o;
        o.moves = fixpath::Moves::Four;
        o.costs = {1, 1};
        fixpath::Point unit = fixpath::make_point(7, 5);
        for (int32_t d = 0; d < 5 && map.cost(unit.x, unit.y) == 0; ++d) unit = fixpath::make_point(7 + d, 5);
        fixpath::MovementRange<fixpath::ByteCostMap, decltype(state)> range(map, state);
        bench_begin();
        range.begin(unit, 8, costs, 17 * 17, o);
        const fixpath::Status s = range.run();
        bench_end();
        printf("case range-15x10-budget8 cells=150 expanded=%lu pushed=%lu cost=0 length=0 status=%s state_bytes=%u\n",
               static_cast<unsigned long>(range.stats().expanded), static_cast<unsigned long>(range.stats().pushed),
               fixpath::status_name(s), static_cast<unsigned>(sizeof(state)));
    }
    // Hex maps: the serpentine read as pointy-topped hexes (odd rows
    // shoved), A* with the hex distance; and a hex movement range on the
    // terrain screen's top-left 15x10, step 1, budget 8 (as range-15x10).
    {
        const fixpath::ByteCostMap map(g_map64.cells, 64, 64);
        const fixpath::HexLayout layout = fixpath::HexLayout::PointyOddRows;
        static fixpath::Hex hexes[64 * 64];
        bench_begin();
        const auto r = fixpath::find_hex_path(map, g_state64, layout, fixpath::hex_from_offset({0, 0}, layout),
                                              fixpath::hex_from_offset({0, 63}, layout), hexes, 64 * 64);
        bench_end();
        printf("case hex-serpentine-64x64 cells=4096 expanded=%lu pushed=%lu cost=%lu length=%lu status=%s state_bytes=%u\n",
               static_cast<unsigned long>(r.stats.expanded), static_cast<unsigned long>(r.stats.pushed),
               static_cast<unsigned long>(r.cost), static_cast<unsigned long>(r.length), fixpath::status_name(r.status),
               static_cast<unsigned>(sizeof(g_state64)));
    }
    {
        static fixpath::DenseState<15 * 10, uint16_t> state;
        const fixpath::ByteCostMap map(terrain.cells, 15, 10, 30);
        const fixpath::HexLayout layout = fixpath::HexLayout::PointyOddRows;
        fixpath::Point unit = fixpath::make_point(7, 5);
        for (int32_t d = 0; d < 5 && map.cost(unit.x, unit.y) == 0; ++d) unit = fixpath::make_point(7 + d, 5);
        fixpath::HexSearch<fixpath::ByteCostMap, decltype(state)> range(map, state, layout);
        fixpath::HexOptions<uint16_t> o;
        o.step = 1;
        bench_begin();
        range.begin_fill(fixpath::hex_from_offset(unit, layout), nullptr, o);
        range.limit_fill(8);
        const fixpath::Status s = range.run();
        bench_end();
        printf("case hex-range-15x10-budget8 cells=150 expanded=%lu pushed=%lu cost=0 length=0 status=%s state_bytes=%u\n",
               static_cast<unsigned long>(range.stats().expanded), static_cast<unsigned long>(range.stats().pushed),
               fixpath::status_name(s), static_cast<unsigned>(sizeof(state)));
    }
    // Big units on the wide serpentine: a 1x1 unit (the plain grid A*), a
    // 2x2 unit from the clearance (computed first, not counted) and the
    // same 2x2 unit with its footprint scanned (no clearance bytes).
    {
        static WideSerpentine<64> wide;
        static uint8_t clearance[64 * 64];
        const fixpath::ByteCostMap map(wide.cells, 64, 64);
        fixpath::compute_clearance(map, clearance, sizeof clearance);
        measure("wide-serpentine-64x64", map, g_state64, fixpath::make_point(0, 0), fixpath::make_point(0, 63));
        measure("bigunit2-clearance-64x64", fixpath::UnitSizeMap<fixpath::ByteCostMap>(map, clearance, 2), g_state64,
                fixpath::make_point(0, 0), fixpath::make_point(0, 62));
        measure("bigunit2-scanned-64x64", fixpath::UnitSizeMap<fixpath::ByteCostMap>(map, nullptr, 2), g_state64,
                fixpath::make_point(0, 0), fixpath::make_point(0, 62));
        static uint8_t unit_costs[64 * 64];  // the 2x2 unit's own cost map (computed first, not counted)
        fixpath::compute_unit_costs(map, 2, unit_costs, sizeof unit_costs);
        measure("bigunit2-costmap-64x64", fixpath::ByteCostMap(unit_costs, 64, 64), g_state64, fixpath::make_point(0, 0),
                fixpath::make_point(0, 62));
    }
    // Links (linked_grid_search.hpp) on the serpentine: none (what the
    // front end costs per expansion against GridSearch's 64x64 row), then 4
    // two-way ladders along corridors (8 directed links in every estimate;
    // they shorten the way a little, so the search still winds through).
    {
        const fixpath::ByteCostMap map(g_map64.cells, 64, 64);
        static fixpath::Point path[64 * 64];
        static const fixpath::GridLink ladders[4] = {{{10, 4}, {50, 4}, 300, fixpath::LinkWay::Both},
                                                     {{10, 20}, {50, 20}, 300, fixpath::LinkWay::Both},
                                                     {{10, 36}, {50, 36}, 300, fixpath::LinkWay::Both},
                                                     {{10, 52}, {50, 52}, 300, fixpath::LinkWay::Both}};
        for (uint32_t n = 0; n <= 4; n += 4) {
            bench_begin();
            const auto r = fixpath::find_linked_path(map, g_state64, fixpath::make_point(0, 0), fixpath::make_point(0, 63),
                                                     ladders, n, path, 64 * 64);
            bench_end();
            printf("case %s cells=4096 expanded=%lu pushed=%lu cost=%lu length=%lu status=%s state_bytes=%u\n",
                   n == 0 ? "links0-serpentine-64x64" : "links4-serpentine-64x64",
                   static_cast<unsigned long>(r.stats.expanded), static_cast<unsigned long>(r.stats.pushed),
                   static_cast<unsigned long>(r.cost), static_cast<unsigned long>(r.length),
                   fixpath::status_name(r.status), static_cast<unsigned>(sizeof(g_state64)));
        }
    }
    // Jump point search, the path written with every cell (as find_path).
    measure_jump_points("jps-screen-30x20", to_bits(fixpath::ByteCostMap(screen.data, 30, 20), g_bits_screen),
                        g_columns_screen, fixpath::make_point(1, 1), fixpath::make_point(28, 18));
    measure_jump_points("jps-serpentine-64x64", to_bits(fixpath::ByteCostMap(g_map64.cells, 64, 64), g_bits64),
                        g_columns64, fixpath::make_point(0, 0), fixpath::make_point(0, 63));
    measure_jump_points("jps-serpentine-128x128", to_bits(fixpath::ByteCostMap(g_map128.cells, 128, 128), g_bits128),
                        g_columns128, fixpath::make_point(0, 0), fixpath::make_point(0, 127));
    // JPS+: the same queries from jump tables (built first, not counted).
    measure_jump_points("jps+-screen-30x20", fixpath::BitMap(g_bits_screen, 30, 20), g_columns_screen,
                        fixpath::make_point(1, 1), fixpath::make_point(28, 18), true);
    // JPS+ with goal bounds (tests/device/screen_goal_bounds.hpp, built on
    // the host, read in place): the screen's worst case.
    const fixpath::GoalBounds screen_bounds = screen_goal_bounds::bounds();
    measure_jump_points<true>("jps+gb-screen-30x20", fixpath::BitMap(g_bits_screen, 30, 20), g_columns_screen,
                              fixpath::make_point(1, 1), fixpath::make_point(28, 18), true, &screen_bounds);
    measure_jump_points("jps+-serpentine-64x64", fixpath::BitMap(g_bits64, 64, 64), g_columns64, fixpath::make_point(0, 0),
                        fixpath::make_point(0, 63), true);
    measure_jump_points("jps+-serpentine-128x128", fixpath::BitMap(g_bits128, 128, 128), g_columns128,
                        fixpath::make_point(0, 0), fixpath::make_point(0, 127), true);
    // Intercardinal pruning, scanning and from the tables (the serpentine's
    // corridors have no diagonal rays to prune: the screen shows it).
    measure_jump_points<false>("jps2-screen-30x20", fixpath::BitMap(g_bits_screen, 30, 20), g_columns_screen,
                               fixpath::make_point(1, 1), fixpath::make_point(28, 18), false, nullptr,
                               g_pruned_jump_state);
    measure_jump_points<false>("jps2+-screen-30x20", fixpath::BitMap(g_bits_screen, 30, 20), g_columns_screen,
                               fixpath::make_point(1, 1), fixpath::make_point(28, 18), true, nullptr,
                               g_pruned_jump_state);
    const bool near = measure_door(3, 20, "dstar-first-near-64x64", "dstar-door-near-64x64", "astar-after-near-64x64");
    const bool far = measure_door(31, 40, "dstar-first-far-64x64", "dstar-door-far-64x64", "astar-after-far-64x64");
    const bool hierarchical = measure_hierarchical(serpentine128.cost);
    const bool scheduled = measure_scheduler();
    const bool agents = measure_agents();
    return viewed && fixed_same && in_place_same && near && far && hierarchical && scheduled && agents ? 0 : 1;
}
