// Zero heap: this binary replaces malloc/calloc/realloc/free and every
// operator new/delete with counting versions (fixpath_host/counting_allocator.hpp),
// then asserts that thousands of searches, of every kind,
// allocate nothing. A positive control proves the counters see allocations.
#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include <fixpath/fixpath.hpp>
#include <fixpath/units/unit_group.hpp>
#include <fixpath/units/unit_planner.hpp>
#include <fixpath_host/agents_run.hpp>
#include <fixpath_host/counting_allocator.hpp>
#include <fixpath_host/goal_bounds_build.hpp>
#include <fixpath_host/random_graph.hpp>

#include "support/random_grid.hpp"

namespace {

using fixpath::Point;

fixpath::DenseState<64 * 64, uint16_t> g_dense16;
fixpath::DenseState<64 * 64, uint32_t> g_dense32;
fixpath::DenseState<64 * 64, uint16_t, 64 * 64, fixpath::OpenList::CellBuckets> g_cells;
fixpath::BoundedState<1024, uint32_t> g_bounded;
fixpath::DenseState<21 * 21, uint32_t> g_window;
uint32_t g_distances[21 * 21];
uint16_t g_field_distances[64 * 64];
uint8_t g_field_directions[fixpath::FlowField<fixpath::ByteCostMap, decltype(g_dense16)>::direction_bytes(64 * 64)];
uint32_t g_field_scratch[1024];
Point g_path[64 * 64];

TEST(NoHeap, CountersSeeAllocations) {
    // Positive control: if this fails, the zero below proves nothing.
    const long before = counting::calls.load();
    std::vector<int>* v = new std::vector<int>(100);
    void* m = std::malloc(10);
    const long after = counting::calls.load();
    std::free(m);
    delete v;
    EXPECT_GE(after - before, 3);
}

TEST(NoHeap, ThousandsOfSearchesAllocateNothing) {
    // Maps are made before counting; the searches themselves must not allocate.
    std::mt19937 rng(2024);
    std::vector<fixpath_test::PlainGrid> maps;
    for (int i = 0; i < 40; ++i) {
        maps.push_back(fixpath_test::random_grid(rng, 64, 64, i % 40, i % 3 == 0 ? 9 : 1));
    }
    std::vector<std::pair<Point, Point>> queries;
    for (int i = 0; i < 4000; ++i) {
        const auto& g = maps[static_cast<size_t>(i) % maps.size()];
        queries.emplace_back(fixpath_test::random_passable(rng, g), fixpath_test::random_passable(rng, g));
    }
    int found = 0, bounded_found = 0, hex_found = 0, linked_found = 0, cells_found = 0;
    // Big units read the maps' clearance (made before counting).
    std::vector<std::vector<uint8_t>> clearance;
    for (const auto& g : maps) {
        clearance.emplace_back(g.costs.size());
        fixpath::compute_clearance(fixpath::ByteCostMap(g.costs.data(), g.width, g.height), clearance.back().data(),
                                   static_cast<uint32_t>(g.costs.size()));
    }
    const long before = counting::calls.load();
    for (size_t i = 0; i < queries.size(); ++i) {
        const auto& g = maps[i % maps.size()];
        const fixpath::ByteCostMap map(g.costs.data(), g.width, g.height);
        const Point s = queries[i].first, t = queries[i].second;
        fixpath::SearchOptions<uint16_t> o16;
        o16.moves = i % 2 ? fixpath::Moves::Eight : fixpath::Moves::Four;
        const auto a = fixpath::find_path(map, g_dense16, s, t, g_path, 64 * 64, o16);
        const auto b = fixpath::find_path(map, g_dense32, s, t, g_path, 64 * 64);
        const auto c = fixpath::find_path(map, g_bounded, s, t, g_path, 64 * 64);
        fixpath::GridSearch<fixpath::ByteCostMap, decltype(g_dense32)> sliced(map, g_dense32);
        sliced.begin(s, t);
        while (sliced.step(7) == fixpath::Status::InProgress) {
        }
        sliced.turning_points(g_path, 64 * 64);
        // Each cell's open-list entry in place (CellBuckets): A*, time-sliced, and a fill.
        fixpath::GridSearch<fixpath::ByteCostMap, decltype(g_cells)> in_place(map, g_cells);
        in_place.begin(s, t, o16);
        while (in_place.step(5) == fixpath::Status::InProgress) {
        }
        cells_found += in_place.path(g_path, 64 * 64).status == fixpath::Status::Found;
        static uint16_t cells_costs[64 * 64];
        in_place.begin_fill(s, fixpath::Area{0, 0, g.width, g.height}, cells_costs);
        in_place.run();
        fixpath::GridSearch<fixpath::ByteCostMap, decltype(g_window)> fill(map, g_window);
        fill.begin_fill(s, fixpath::Area::around(s, 10), g_distances);
        fill.run();
        // The same map as hexes (A*, then a range), and a 2x2 unit on it.
        static fixpath::Hex hexes[64 * 64];
        const auto layout = static_cast<fixpath::HexLayout>(i % 4);
        const auto h = fixpath::find_hex_path(map, g_dense32, layout, fixpath::hex_from_offset(s, layout),
                                              fixpath::hex_from_offset(t, layout), hexes, 64 * 64);
        hex_found += h.status == fixpath::Status::Found;
        fixpath::HexSearch<fixpath::ByteCostMap, decltype(g_dense32)> range(map, g_dense32, layout);
        static uint32_t hex_costs[64 * 64];
        range.begin_fill(fixpath::hex_from_offset(s, layout), hex_costs);
        range.limit_fill(60);
        range.run();
        const fixpath::UnitSizeMap<fixpath::ByteCostMap> big(map, clearance[i % maps.size()].data(), 2);
        fixpath::find_path(big, g_dense32, s, t, g_path, 64 * 64);
        // Portals: the query's start and goal joined by a one-way link and a
        // two-way one to the next query's start; A*, then a flow field over them.
        const Point other = queries[(i + 1) % queries.size()].first;
        const fixpath::GridLink links[2] = {{s, t, 30, fixpath::LinkWay::OneWay}, {t, other, 5, fixpath::LinkWay::Both}};
        static uint8_t via[64 * 64];
        const auto l = fixpath::find_linked_path(map, g_dense32, s, t, links, 2, g_path, 64 * 64, via);
        linked_found += l.status == fixpath::Status::Found;
        if (i % 10 == 0) {
            fixpath::LinkedGridSearch<fixpath::ByteCostMap, decltype(g_dense32)> flow(map, g_dense32);
            static uint32_t flow_costs[64 * 64];
            flow.begin_seeded(flow_costs, links, 2, {}, fixpath::FillCosts::TowardSeeds);
            flow.add_seed(t, 0);
            flow.run();
            flow.flow_step(s);
        }
        if (i % 100 == 0) {
            fixpath::update_clearance(map, clearance[i % maps.size()].data(), s);  // (the map did not change)
        }
        if (i % 20 == 0) {  // a flow field toward two goals, then a repair after an edit
            fixpath::FlowField<fixpath::ByteCostMap, decltype(g_dense16)> field(
                map, g_dense16, {0, 0, g.width, g.height}, g_field_distances, g_field_directions, g_field_scratch, 1024);
            const Point goals[2] = {s, t};
            field.begin(goals, 2);
            field.run();
            const Point changed = queries[(i + 1) % queries.size()].first;
            field.begin_repair(&changed, 1);
            field.run();
            Point next;
            field.next_step(t, next);
            const uint32_t n = field.trace(t, g_path, 64 * 64);
            const uint32_t kept = fixpath::smooth_path(map, g_path, n, g_path, 64 * 64);
            static fixpath::FixedPoint waypoints[64 * 64];
            fixpath::vary_path(map, g_path, kept, waypoints, 64 * 64, static_cast<uint32_t>(i) + 1u, 90);
            fixpath::PathFollower follower(waypoints, kept, 100);
            while (!follower.finished()) {
                follower.tick();
            }
        }
        found += a.status == fixpath::Status::Found;
        bounded_found += c.status == fixpath::Status::Found && b.status == fixpath::Status::Found;
    }
    const long allocations = counting::calls.load() - before;
    EXPECT_EQ(allocations, 0);
    EXPECT_GT(found, 2000);  // the searches did real work
    EXPECT_GT(bounded_found, 1000);
    EXPECT_GT(hex_found, 2000);
    EXPECT_GT(linked_found, 2000);
    EXPECT_EQ(cells_found, found);  // (the same queries as the dense state's first)
    std::printf("[ no heap ] %zu queries x 5 searches, %d found (dense), %d (bounded), %ld allocations\n",
                queries.size(), found, bounded_found, allocations);
}

// The path-request scheduler: requests queued, served over many updates,
// some sharing a goal's flow field, cancelled and released - nothing
// allocates (the scheduler and its states are made before counting).
using SchedulerGrid = fixpath::GridQueries<fixpath::ByteCostMap, fixpath::DenseState<48 * 48, uint16_t>, 48 * 48>;
TEST(NoHeap, ScheduledRequestsAllocateNothing) {
    std::mt19937 rng(41);
    const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, 48, 48, 20, 3);
    const fixpath::ByteCostMap map(g.costs.data(), 48, 48);
    static fixpath::PathScheduler<SchedulerGrid, 2, 16> scheduler{SchedulerGrid(map)};
    static Point paths[16][48 * 48];
    std::vector<Point> places;
    for (int i = 0; i < 64; ++i) {
        places.push_back(fixpath_test::random_passable(rng, g));
    }
    fixpath::PathRequest handles[16] = {};
    int done = 0;
    const long before = counting::calls.load();
    for (uint32_t frame = 0; frame < 3000; ++frame) {
        const uint32_t k = frame % 16;
        const fixpath::RequestState st = scheduler.poll(handles[k]);
        if (st == fixpath::RequestState::Done) {
            done += scheduler.result(handles[k]).status == fixpath::Status::Found;
            scheduler.release(handles[k]);
        } else if (st != fixpath::RequestState::Unknown && frame % 97 == 0) {
            scheduler.cancel(handles[k]);
        }
        if (scheduler.poll(handles[k]) == fixpath::RequestState::Unknown) {
            const Point goal = places[frame % 5 == 0 ? 0 : (frame * 7) % places.size()];
            handles[k] = scheduler.request(places[(frame * 13) % places.size()], goal, paths[k], 48 * 48,
                                           static_cast<uint8_t>(frame % 4));
        }
        scheduler.update(60);
    }
    const long allocations = counting::calls.load() - before;
    EXPECT_EQ(allocations, 0);
    EXPECT_GT(done, 300);
    EXPECT_GT(scheduler.shared_computations(), 0u);
    std::printf("[ no heap ] %u scheduler updates, %d paths found, %u shared fields, %ld allocations\n",
                scheduler.updates(), done, scheduler.shared_computations(), allocations);
}

// A unit group's storage on a 32x32 map, static (before the counting
// starts), one set per group size.
template <uint32_t Units>
struct GroupStorage {
    using State = fixpath::DenseState<32 * 32, uint16_t>;
    using Group = fixpath::UnitGroup<fixpath::ByteCostMap, State, Units>;
    static State state;
    static uint16_t distances[Units * 32 * 32];
    static uint16_t cell_units[3 * 32 * 32];
    // The group over `map` (the first call's: one group a size).
    static Group& group_over(const fixpath::ByteCostMap& map) {
        static Group group(map, state, distances, Units * 32 * 32, cell_units, 3 * 32 * 32);
        return group;
    }
};
template <uint32_t Units>
typename GroupStorage<Units>::State GroupStorage<Units>::state;
template <uint32_t Units>
uint16_t GroupStorage<Units>::distances[Units * 32 * 32];
template <uint32_t Units>
uint16_t GroupStorage<Units>::cell_units[3 * 32 * 32];

std::vector<Point> random_places(std::mt19937& rng, const fixpath_test::PlainGrid& g, int count) {
    std::vector<Point> places;
    for (int i = 0; i < count; ++i) places.push_back(fixpath_test::random_passable(rng, g));
    return places;
}

// Units moving together: 40 units with goals, tables made in slices, goals
// given again as they arrive, ticks - nothing allocates.
TEST(NoHeap, UnitGroupTicksAllocateNothing) {
    std::mt19937 rng(31);
    const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, 32, 32, 12, 2);
    using Storage = GroupStorage<40>;
    Storage::Group& group = Storage::group_over(fixpath::ByteCostMap(g.costs.data(), 32, 32));
    const std::vector<Point> places = random_places(rng, g, 400);
    const long before = counting::calls.load();
    uint32_t arrivals = 0, next_place = 0;
    for (const Point p : places) {
        uint16_t unit = 0;
        if (group.units() < 40 && group.add_unit(p, unit) == fixpath::Status::Complete) {
            while (group.set_goal(unit, places[next_place++ % places.size()]) == fixpath::Status::InvalidGoal) {
            }
        }
    }
    for (uint32_t frame = 0; frame < 2000; ++frame) {
        if (group.prepare(200) != fixpath::Status::Complete) continue;
        group.tick();
        for (uint16_t u = 0; u < group.units(); ++u) {
            if (group.state(u) == fixpath::UnitState::AtGoal) {
                ++arrivals;
                group.set_goal(u, places[next_place++ % places.size()]);  // refused when taken: it stays
            }
        }
    }
    const long allocations = counting::calls.load() - before;
    EXPECT_EQ(allocations, 0);
    EXPECT_GT(arrivals, 200u);
    std::printf("[ no heap ] %u units, %u ticks, %u arrivals, %ld allocations\n", group.units(), group.ticks(),
                arrivals, allocations);
}

// A complete plan for a group: 60 units on a dense 32x32 map, the plan
// searched in slices and played to the end, then planned again from there
// with new goals - nothing allocates.
TEST(NoHeap, UnitPlannerSearchesAndPlaysWithoutAllocating) {
    std::mt19937 rng(41);
    const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, 32, 32, 15, 1);
    using Storage = GroupStorage<60>;
    Storage::Group& group = Storage::group_over(fixpath::ByteCostMap(g.costs.data(), 32, 32));
    static fixpath::UnitPlanner<Storage::Group, 256 * 1024> planner(group);
    const std::vector<Point> places = random_places(rng, g, 600);
    const long before = counting::calls.load();
    uint32_t next_place = 0, plans = 0, ticks = 0;
    for (const Point p : places) {
        uint16_t unit = 0;
        if (group.units() < 60 && group.add_unit(p, unit) == fixpath::Status::Complete) {
            while (group.set_goal(unit, places[next_place++ % places.size()]) == fixpath::Status::InvalidGoal) {
            }
        }
    }
    for (int round = 0; round < 3; ++round) {
        while (group.prepare(200) == fixpath::Status::InProgress) {
        }
        fixpath::Status s = planner.begin();
        while (s == fixpath::Status::InProgress) s = planner.step(5);
        if (s != fixpath::Status::Found) break;
        ++plans;
        while (planner.tick() == fixpath::Status::InProgress) ++ticks;
        for (uint16_t u = 0; u < group.units(); ++u) group.set_goal(u, places[next_place++ % places.size()]);
    }
    const long allocations = counting::calls.load() - before;
    EXPECT_EQ(allocations, 0);
    EXPECT_GE(plans, 2u);
    std::printf("[ no heap ] %u units, %u plans played (%u ticks), %ld allocations\n", group.units(), plans, ticks,
                allocations);
}

// The host's runner of agents (what `fixpath agents` runs) keeps per-agent
// counters, not every tick: its allocations do not grow with the ticks. Ten
// agents that can never pass each other in a corridor run to the tick limit.
TEST(NoHeap, AgentRunsDoNotGrowWithTheTicks) {
    fixpath_host::GridFile corridor;
    corridor.width = 30;
    corridor.height = 1;
    corridor.costs.assign(30, 1);
    std::vector<Point> starts, goals;
    for (int32_t i = 0; i < 10; ++i) {
        starts.push_back(fixpath::make_point(i, 0));
        goals.push_back(fixpath::make_point(29 - i, 0));
    }
    long long bytes[2] = {0, 0};
    const uint32_t limits[2] = {100, 5000};
    for (int k = 0; k < 2; ++k) {
        uint32_t seen = 0;
        const long long before = counting::bytes.load();
        const fixpath_host::AgentsOutcome out = fixpath_host::run_agents(
            corridor, starts, goals, limits[k], [&](uint32_t, const std::vector<Point>&) { ++seen; });
        bytes[k] = counting::bytes.load() - before;
        EXPECT_EQ(out.status, fixpath::Status::InProgress);  // the tick limit
        EXPECT_EQ(out.ticks, limits[k]);
        EXPECT_EQ(seen, limits[k] + 1);
    }
    EXPECT_EQ(bytes[1], bytes[0]);
    std::printf("[ no heap ] agents run: %lld bytes allocated over %u ticks, %lld over %u\n", bytes[0], limits[0],
                bytes[1], limits[1]);
}

// Goal bounding: boxes built (and a file validated) before counting, then
// A* and JPS+ queries with them - nothing allocates.
TEST(NoHeap, GoalBoundedSearchesAllocateNothing) {
    std::mt19937 rng(12);
    const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, 32, 32, 20, 1);
    fixpath_host::GridFile file;
    file.width = file.height = 32;
    file.costs = g.costs;
    fixpath::SearchOptions<uint32_t> o;
    std::vector<uint8_t> one, every;
    std::string error;
    ASSERT_TRUE(fixpath_host::build_goal_bounds(file, o, one, error, 1, true));
    ASSERT_TRUE(fixpath_host::build_goal_bounds(file, o, every, error, 1, false));
    const fixpath::ByteCostMap map(g.costs.data(), 32, 32);
    const fixpath::GoalBounds a_bounds(one.data(), 32, 32, 1, o);
    const fixpath::GoalBounds j_bounds(every.data(), 32, 32, 1, o, fixpath::GoalBoundsTies::EveryFirstMove);
    static int16_t table[32 * 32 * 8];
    ASSERT_TRUE(fixpath::build_jump_table(map, table, 32 * 32 * 8));
    static fixpath::DenseState<32 * 32, uint32_t> a_state;
    static fixpath::JumpPointState<fixpath::DenseState<32 * 32, uint32_t>> j_state;
    fixpath::GoalBoundedSearch<fixpath::ByteCostMap, decltype(a_state)> astar(map, a_state);
    fixpath::TableJumpPointSearch<fixpath::ByteCostMap, decltype(j_state), true> jps(map, j_state,
                                                                                    fixpath::JumpTable(table, 32, 32));
    astar.use_goal_bounds(&a_bounds);
    jps.use_goal_bounds(&j_bounds);
    std::vector<Point> places;
    for (int i = 0; i < 200; ++i) places.push_back(fixpath_test::random_passable(rng, g));
    const long before = counting::calls.load();
    int found = 0;
    for (size_t i = 0; i + 1 < places.size(); ++i) {
        if (astar.begin(places[i], places[i + 1], o) == fixpath::Status::InProgress) {
            found += astar.run() == fixpath::Status::Found;
            astar.path(g_path, 64 * 64);
        }
        if (jps.begin(places[i], places[i + 1], o) == fixpath::Status::InProgress) {
            found += jps.run() == fixpath::Status::Found;
            jps.path(g_path, 64 * 64);
        }
    }
    const long allocations = counting::calls.load() - before;
    EXPECT_EQ(allocations, 0);
    EXPECT_GT(found, 200);
    std::printf("[ no heap ] %d goal-bounded paths found (A* and JPS+), %ld allocations\n", found, allocations);
}

// Incremental repairs (D* Lite): a search, then walls toggled on and off
// its path while the unit walks, repaired in slices - nothing allocates.
fixpath::IncrementalState<64 * 64, uint16_t> g_incremental_state;
TEST(NoHeap, IncrementalRepairsAllocateNothing) {
    std::mt19937 rng(16);
    std::vector<fixpath_test::PlainGrid> maps;
    for (int i = 0; i < 20; ++i) {
        maps.push_back(fixpath_test::random_grid(rng, 64, 64, 5 + i, i % 2 == 0 ? 4 : 1));
    }
    std::vector<uint32_t> draws(20000);
    for (auto& d : draws) {
        d = static_cast<uint32_t>(rng());
    }
    size_t next_draw = 0;
    auto draw = [&]() { return draws[next_draw++ % draws.size()]; };
    int repairs = 0, found = 0;
    uint32_t expanded = 0;
    const long before = counting::calls.load();
    for (auto& g : maps) {
        fixpath::ByteCostMap map(g.costs.data(), g.width, g.height);
        fixpath::IncrementalSearch<fixpath::ByteCostMap, decltype(g_incremental_state)> search(map, g_incremental_state);
        Point start = fixpath::make_point(static_cast<int32_t>(draw() % 64), static_cast<int32_t>(draw() % 64));
        const Point goal = fixpath::make_point(static_cast<int32_t>(draw() % 64), static_cast<int32_t>(draw() % 64));
        g.costs[static_cast<size_t>(start.y * 64 + start.x)] = 1;
        g.costs[static_cast<size_t>(goal.y * 64 + goal.x)] = 1;
        if (search.begin(start, goal) != fixpath::Status::InProgress) {
            continue;
        }
        while (search.step(100) == fixpath::Status::InProgress) {
        }
        for (int edit = 0; edit < 40; ++edit) {
            Point path[64 * 64];
            const auto info = search.path(path, 64 * 64);
            if (info.status == fixpath::Status::Found && info.length > 2) {
                start = path[1];
                search.move_start(start);
                const Point p = path[1 + draw() % (info.length - 1)];
                if (p != start && p != goal) {
                    uint8_t& c = g.costs[static_cast<size_t>(p.y * 64 + p.x)];
                    c = c == 0 ? 1 : 0;
                    search.notify_changed(p);
                }
            }
            while (search.step(50) == fixpath::Status::InProgress) {
            }
            ++repairs;
            found += search.status() == fixpath::Status::Found;
        }
        expanded += search.stats().expanded;
    }
    const long allocations = counting::calls.load() - before;
    EXPECT_EQ(allocations, 0);
    EXPECT_GT(found, 300);
    std::printf("[ no heap ] %d incremental repairs (%d found, %u cells expanded), %ld allocations\n", repairs, found,
                expanded, allocations);
}

// Hierarchical search: graphs built and rebuilt after edits into buffers
// made before counting, then queries refined segment by segment - nothing
// allocates.
fixpath::DenseState<8 * 8, uint32_t, 8 * 8> g_hpa_cells;
fixpath::GraphState<4096, uint32_t> g_hpa_nodes;
TEST(NoHeap, HierarchicalSearchesAllocateNothing) {
    std::mt19937 rng(1616);
    std::vector<fixpath_test::PlainGrid> maps;
    for (int i = 0; i < 10; ++i) {
        maps.push_back(fixpath_test::random_grid(rng, 64, 48, 10 + 2 * i, i % 2 == 0 ? 3 : 1));
    }
    const size_t capacity = static_cast<size_t>(fixpath::hpa_build_capacity(64, 48, 8));
    std::vector<uint8_t> first(capacity), second(capacity);
    std::vector<uint32_t> draws(4000);
    for (auto& d : draws) {
        d = static_cast<uint32_t>(rng());
    }
    size_t next_draw = 0;
    auto draw = [&]() { return draws[next_draw++ % draws.size()]; };
    int found = 0, rebuilt = 0;
    uint32_t cells = 0;
    static Point segment[8 * 8 + 2];
    const long before = counting::calls.load();
    for (auto& g : maps) {
        fixpath::ByteCostMap map(g.costs.data(), g.width, g.height);
        fixpath::HpaBuilder<fixpath::ByteCostMap, decltype(g_hpa_cells)> builder(map, g_hpa_cells, 8);
        if (builder.build(first.data(), capacity).error != fixpath::HpaBuildError::None) {
            continue;
        }
        const int32_t x = static_cast<int32_t>(draw() % 64), y = static_cast<int32_t>(draw() % 48);
        g.costs[static_cast<size_t>(y * 64 + x)] = 0;
        if (builder.rebuild(fixpath::HpaGraph::trusted(first.data()), fixpath::Area{x, y, 1, 1}, second.data(), capacity)
                .error == fixpath::HpaBuildError::None) {
            ++rebuilt;
        }
        const fixpath::HpaGraph graph = fixpath::HpaGraph::trusted(second.data());
        fixpath::HierarchicalSearch<fixpath::ByteCostMap, decltype(g_hpa_cells), decltype(g_hpa_nodes), 512, 32> search(
            map, graph, g_hpa_cells, g_hpa_nodes);
        for (int q = 0; q < 30; ++q) {
            const Point start = fixpath::make_point(static_cast<int32_t>(draw() % 64), static_cast<int32_t>(draw() % 48));
            const Point goal = fixpath::make_point(static_cast<int32_t>(draw() % 64), static_cast<int32_t>(draw() % 48));
            fixpath::Status s = search.begin(start, goal);
            while (s == fixpath::Status::InProgress) {
                s = search.step(40);
            }
            if (s != fixpath::Status::Found) {
                continue;
            }
            ++found;
            for (;;) {
                const auto part = search.next_segment(segment, 8 * 8 + 2);
                if (part.status != fixpath::Status::Found) {
                    break;
                }
                cells += part.length;
            }
        }
    }
    const long allocations = counting::calls.load() - before;
    EXPECT_EQ(allocations, 0);
    EXPECT_EQ(rebuilt, 10);
    EXPECT_GT(found, 100);
    std::printf("[ no heap ] 10 hierarchical graphs built and rebuilt, %d queries found (%u cells streamed), %ld allocations\n",
                found, cells, allocations);
}

// Jump point search, online (bits and transpose) and from a table: the
// maps' bits, transposes and tables are made before counting.
fixpath::JumpPointState<fixpath::BoundedState<2048, uint32_t>> g_jump_state;

TEST(NoHeap, JumpPointSearchesAllocateNothing) {
    std::mt19937 rng(77);
    struct Prepared {
        fixpath_test::PlainGrid grid;
        std::vector<uint8_t> bits;
        std::vector<uint8_t> columns;
        std::vector<int16_t> table;
    };
    std::vector<Prepared> maps;
    for (int i = 0; i < 20; ++i) {
        Prepared p;
        p.grid = fixpath_test::random_grid(rng, 64, 64, i % 35, 1);
        p.bits.assign(64 * 64 / 8, 0);
        for (int32_t y = 0; y < 64; ++y)
            for (int32_t x = 0; x < 64; ++x)
                if (p.grid.at(x, y) != 0) p.bits[static_cast<size_t>(y * 8 + x / 8)] |= static_cast<uint8_t>(1u << (x % 8));
        p.columns.assign(64 * 64 / 8, 0);
        fixpath::column_map(fixpath::BitMap(p.bits.data(), 64, 64), p.columns.data(), 64 * 64 / 8);
        p.table.assign(64 * 64 * 8, 0);
        fixpath::build_jump_table(fixpath::BitMap(p.bits.data(), 64, 64), p.table.data(), 64 * 64 * 8);
        maps.push_back(std::move(p));
    }
    std::vector<std::pair<Point, Point>> queries;
    for (int i = 0; i < 2000; ++i) {
        const auto& g = maps[static_cast<size_t>(i) % maps.size()].grid;
        queries.emplace_back(fixpath_test::random_passable(rng, g), fixpath_test::random_passable(rng, g));
    }
    int found = 0;
    const long before = counting::calls.load();
    for (size_t i = 0; i < queries.size(); ++i) {
        const Prepared& p = maps[i % maps.size()];
        const fixpath::BitMap map(p.bits.data(), 64, 64);
        const fixpath::BitMap columns(p.columns.data(), 64, 64);
        const auto a = fixpath::find_path_jps(map, g_jump_state, queries[i].first, queries[i].second, g_path, 64 * 64);
        const auto b = fixpath::find_path_jps(map, g_jump_state, columns, queries[i].first, queries[i].second, g_path,
                                              64 * 64, {}, 5);
        const auto c = fixpath::find_path_jps(map, g_jump_state, fixpath::JumpTable(p.table.data(), 64, 64),
                                              queries[i].first, queries[i].second, g_path, 64 * 64);
        found += a.status == fixpath::Status::Found && c.status == fixpath::Status::Found && a.cost == c.cost;
        (void)b;
    }
    const long allocations = counting::calls.load() - before;
    EXPECT_EQ(allocations, 0);
    EXPECT_GT(found, 1000);
    std::printf("[ no heap ] %zu jump point queries x 3 (online, transpose sliced, table), %d found, %ld allocations\n",
                queries.size(), found, allocations);
}

fixpath::GraphState<512> g_graph_state;
fixpath::GraphState<512, uint16_t, 64> g_graph_small;
fixpath::Reachability<512> g_reach;
fixpath::FixedGraph<64, 256> g_fixed;
uint8_t g_routes[64 * 64];
uint32_t g_graph_distances[512];
fixpath::NodeId g_route[512];
fixpath::NodePosition g_points[512];

TEST(NoHeap, GraphSearchesTablesAndFilesAllocateNothing) {
    // Graphs and files are made before counting.
    std::vector<fixpath_host::HostGraph> graphs;
    std::vector<std::vector<uint8_t>> files;
    for (uint32_t i = 0; i < 20; ++i) {
        fixpath_host::RandomGraphSpec spec;
        spec.nodes = 50 + 20 * i;
        spec.oneway = (i % 3) * 0.2;
        spec.flagged = 0.3;
        spec.seed = i + 1;
        graphs.push_back(fixpath_host::random_geometric_graph(spec));
        fixpath_host::HostGraph small = fixpath_host::random_geometric_graph({40, 6.0, 500, 0.1, 0.0, 0, 0, i + 7});
        fixpath_host::build_routes(small);
        files.push_back(fixpath_host::graph_file_bytes(small));
    }
    auto hook = [](uint32_t, const fixpath::GraphEdge& e) -> uint32_t { return (e.flags & 2) ? 0 : e.weight * ((e.flags & 4) ? 2 : 1); };
    int found = 0;
    const long before = counting::calls.load();
    for (uint32_t q = 0; q < 2000; ++q) {
        const fixpath_host::HostGraph& g = graphs[q % graphs.size()];
        const fixpath::GraphView view = g.view();
        const uint32_t n = g.node_count();
        const uint32_t a = (q * 7919u) % n, b = (q * 104729u) % n;
        fixpath::GraphOptions options;
        options.algorithm = q % 2 ? fixpath::GraphAlgorithm::AStar : fixpath::GraphAlgorithm::Dijkstra;
        found += fixpath::find_route(view, g_graph_state, a, b, g_route, 512, options, hook).status == fixpath::Status::Found;
        fixpath::find_route(view, g_graph_small, a, b, g_route, 512);  // a heap of 64: may run out, partial
        if (q % 10 == 0) {
            fixpath::GraphSearch<fixpath::GraphView, decltype(g_graph_state)> tree(view, g_graph_state);
            tree.begin_tree(a, g_graph_distances);
            while (tree.step(5) == fixpath::Status::InProgress) {
            }
            tree.path_to(b, g_route, 512);
            g_reach.analyse(view, hook);
            fixpath::nearest_node(view, fixpath::NodePosition{100, 200, 0}, 0, [](uint32_t v) { return v % 3 == 0; });
        }
        if (q % 50 == 0) {
            const std::vector<uint8_t>& f = files[q / 50 % files.size()];
            fixpath::GraphBlob blob;
            if (fixpath::validate_graph(f.data(), f.size(), 512, &blob) == fixpath::GraphFormatError::None) {
                const uint32_t m = blob.node_count();
                fixpath::build_route_table(blob, g_graph_state, g_routes, 64 * 64);
                const fixpath::RouteFollow r = fixpath::RouteTable<uint8_t>(g_routes, m).follow(0, m - 1, g_route, 512);
                const uint32_t k = fixpath::route_waypoints(blob, g_route, r.length, g_points, 512, q + 1, 40);
                fixpath::RouteFollower walker(g_points, k, 30);
                while (!walker.finished()) {
                    walker.tick();
                }
                blob.route_table8().follow(m - 1, 0, g_route, 512);
            }
            g_fixed.clear();
            for (uint32_t v = 0; v < 64; ++v) {
                g_fixed.add_node(fixpath::position_of_units(static_cast<int32_t>(v % 8) * 10, static_cast<int32_t>(v / 8) * 10));
            }
            for (uint32_t v = 0; v + 1 < 64; ++v) {
                g_fixed.add_edge(v, v + 1);
            }
            g_fixed.remove_edge(10, 11);
            fixpath::find_route(g_fixed.view(), g_graph_state, 0, 63, g_route, 512);
        }
    }
    const long allocations = counting::calls.load() - before;
    EXPECT_EQ(allocations, 0);
    EXPECT_GT(found, 500);
    std::printf("[ no heap ] 2000 graph queries (+ trees, reachability, files, tables, walks): %d found, %ld allocations\n",
                found, allocations);
}

}  // namespace

int main(int argc, char** argv) {
    testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
