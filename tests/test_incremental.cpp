// Incremental replanning (incremental_search.hpp, D* Lite) against the plain
// reference Dijkstra (support/reference_search.hpp): thousands of random
// maps with random edit sequences - walls added and removed, terrain
// changed, on and off the current path - while a unit walks its path; after
// every repair the cost equals a fresh search's from where the unit stands
// and the path is legal step by step. Plus time slicing, re-keying, every
// bad input, and that a repair does work near the change, not everywhere.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <random>
#include <vector>

#include <fixpath/fixpath.hpp>
#include <fixpath/grid/incremental_search.hpp>

#include "support/random_grid.hpp"
#include "support/reference_search.hpp"

namespace {

uint32_t u32(std::mt19937& rng) { return static_cast<uint32_t>(rng()); }

using fixpath::Point;
using fixpath::Status;
using fixpath_test::PlainGrid;

constexpr int32_t kSide = 32;
using State = fixpath::IncrementalState<kSide * kSide, uint16_t>;
using Search = fixpath::IncrementalSearch<fixpath::ByteCostMap, State>;

struct QuerySetup {
    fixpath::SearchOptions<uint16_t> options;
    fixpath_test::Rules rules;
};

QuerySetup random_setup(std::mt19937& rng) {
    QuerySetup s;
    const uint32_t kind = u32(rng) % 6;
    s.options.moves = kind < 4 ? fixpath::Moves::Eight : fixpath::Moves::Four;
    s.options.corners = static_cast<fixpath::CornerRule>(u32(rng) % 3);
    s.options.heuristic = kind == 0 ? fixpath::Heuristic::Zero
                          : kind == 1 ? fixpath::Heuristic::Chebyshev
                          : kind < 4  ? fixpath::Heuristic::Octile
                                      : fixpath::Heuristic::Manhattan;
    if (u32(rng) % 4 == 0) {
        s.options.costs = {3, 4};
    }
    s.rules.moves = s.options.moves;
    s.rules.corners = s.options.corners;
    s.rules.straight = s.options.costs.straight;
    s.rules.diagonal = s.options.costs.diagonal;
    return s;
}

// The cost from `from` to `to` by the reference (kInfinite: unreachable).
uint64_t fresh_cost(const PlainGrid& g, const fixpath_test::Rules& rules, Point from, Point to) {
    return fixpath_test::reference_distances(g, rules, from)[static_cast<size_t>(to.y * g.width + to.x)];
}

// The search's answer checked against the reference: status, cost, and the
// path cell by cell. Returns what is wrong, or "".
std::string check(const Search& search, const PlainGrid& g, const fixpath_test::Rules& rules, Point start,
                  Point goal) {
    const uint64_t expected = g.at(goal.x, goal.y) == 0 ? fixpath_test::kInfinite : fresh_cost(g, rules, start, goal);
    if (expected == fixpath_test::kInfinite) {
        return search.status() == Status::NoPath ? "" : std::string("expected no path, got ") +
                                                            fixpath::status_name(search.status());
    }
    if (search.status() != Status::Found) {
        return std::string("expected found, got ") + fixpath::status_name(search.status());
    }
    if (search.cost() != expected) {
        return "cost " + std::to_string(search.cost()) + " != fresh " + std::to_string(expected);
    }
    std::vector<Point> path(static_cast<size_t>(g.width * g.height) + 1);
    const auto info = search.path(path.data(), static_cast<uint32_t>(path.size()));
    if (info.status != Status::Found) {
        return std::string("path(): ") + fixpath::status_name(info.status);
    }
    uint64_t walked = 0;
    const std::string wrong = fixpath_test::check_path(g, rules, fixpath::Area{0, 0, g.width, g.height}, path.data(),
                                                       info.length, start, walked);
    if (!wrong.empty()) {
        return "path: " + wrong;
    }
    if (path[info.length - 1] != goal || walked != expected || info.cost != expected) {
        return "path ends elsewhere or costs " + std::to_string(walked);
    }
    Point next{};
    if (!search.next_cell(next) || (info.length > 1 && next != path[1])) {
        return "next_cell() is not the path's second cell";
    }
    return "";
}

Status run_sliced(Search& search, std::mt19937& rng) {
    // (Bounded: a repair that never ends fails the test instead of hanging it.)
    const uint32_t budget = u32(rng) % 3 == 0 ? 1 + u32(rng) % 7 : 1000;
    Status s = search.step(budget);
    for (int guard = 0; s == Status::InProgress && guard < 100000; ++guard) {
        s = search.step(budget);
    }
    return s;
}

TEST(Incremental, RandomEditsWhileWalkingMatchAFreshSearch) {
    std::mt19937 rng(20261125);
    static State state;
    int maps = 0, repairs = 0, found = 0, no_path = 0, on_path_edits = 0;
    uint64_t repair_expansions = 0, fresh_expansions = 0;
    for (int trial = 0; trial < 1200; ++trial) {
        const int32_t w = 6 + static_cast<int32_t>(u32(rng) % (kSide - 5));
        const int32_t h = 6 + static_cast<int32_t>(u32(rng) % (kSide - 5));
        const int density = static_cast<int>(u32(rng) % 35);
        const int terrain = u32(rng) % 2 == 0 ? 1 : 5;
        PlainGrid g = fixpath_test::random_grid(rng, w, h, density, terrain);
        Point start = fixpath_test::random_passable(rng, g);
        const Point goal = fixpath_test::random_passable(rng, g);
        if (g.at(start.x, start.y) == 0 || g.at(goal.x, goal.y) == 0) {
            continue;
        }
        const QuerySetup setup = random_setup(rng);
        fixpath::ByteCostMap map(g.costs.data(), w, h);
        Search search(map, state);
        ASSERT_EQ(search.begin(start, goal, setup.options), Status::InProgress);
        run_sliced(search, rng);
        ++maps;
        std::string wrong = check(search, g, setup.rules, start, goal);
        ASSERT_EQ(wrong, "") << "trial " << trial << " first search";
        for (int edit = 0; edit < 12; ++edit) {
            // Walk a few cells along the path.
            const uint32_t walk = u32(rng) % 4;
            for (uint32_t i = 0; i < walk && search.status() == Status::Found; ++i) {
                Point next{};
                ASSERT_TRUE(search.next_cell(next));
                start = next;
                ASSERT_EQ(search.move_start(start), Status::InProgress);
                ASSERT_EQ(run_sliced(search, rng), Status::Found) << "trial " << trial << " after a move";
            }
            // Change 1 to 3 cells: on the path (not the unit's cell) or anywhere.
            std::vector<Point> path(static_cast<size_t>(w * h) + 1);
            const auto info = search.path(path.data(), static_cast<uint32_t>(path.size()));
            const uint32_t changes = 1 + u32(rng) % 3;
            std::vector<Point> changed;
            for (uint32_t c = 0; c < changes; ++c) {
                Point p{};
                if (info.status == Status::Found && info.length > 1 && u32(rng) % 2 == 0) {
                    p = path[1 + u32(rng) % (info.length - 1)];
                    ++on_path_edits;
                } else {
                    p = fixpath::make_point(static_cast<int32_t>(u32(rng) % static_cast<uint32_t>(w)),
                                            static_cast<int32_t>(u32(rng) % static_cast<uint32_t>(h)));
                }
                if (p == start) {
                    continue;
                }
                const uint32_t r = u32(rng) % 4;
                const uint32_t multiplier = r == 0 ? 0u : (r == 1 ? 1u : 1u + u32(rng) % static_cast<uint32_t>(terrain));
                g.costs[static_cast<size_t>(p.y * w + p.x)] = static_cast<uint8_t>(multiplier);
                changed.push_back(p);
            }
            if (u32(rng) % 2 == 0) {
                ASSERT_EQ(search.notify_changed(changed.data(), static_cast<uint32_t>(changed.size())),
                          Status::InProgress);
            } else {
                for (const Point& p : changed) {
                    ASSERT_EQ(search.notify_changed(p), Status::InProgress);
                }
            }
            if (u32(rng) % 8 == 0) {
                search.rekey();
            }
            const uint32_t before = search.stats().expanded;
            run_sliced(search, rng);
            ++repairs;
            repair_expansions += search.stats().expanded - before;
            wrong = check(search, g, setup.rules, start, goal);
            ASSERT_EQ(wrong, "") << "trial " << trial << " edit " << edit;
            found += search.status() == Status::Found;
            no_path += search.status() == Status::NoPath;
            // What a fresh A* from here would expand, for the record.
            static fixpath::DenseState<kSide * kSide, uint16_t, kSide * kSide> fresh_state;
            fixpath::GridSearch<fixpath::ByteCostMap, decltype(fresh_state)> fresh(map, fresh_state);
            auto options = setup.options;
            if (fresh.begin(start, goal, options) == Status::InProgress) {
                fresh.run();
                fresh_expansions += fresh.stats().expanded;
            }
        }
    }
    std::printf("[ incremental ] %d maps, %d repairs (%d found, %d no path, %d edits on the path): "
                "%.1f expansions a repair vs %.1f for a fresh A*\n",
                maps, repairs, found, no_path, on_path_edits, static_cast<double>(repair_expansions) / repairs,
                static_cast<double>(fresh_expansions) / repairs);
    EXPECT_GT(maps, 1000);
    EXPECT_GT(found, 3000);
    EXPECT_GT(no_path, 50);
}

TEST(Incremental, TimeSlicingGivesTheSameResult) {
    std::mt19937 rng(7);
    static State a_state, b_state;
    for (int trial = 0; trial < 200; ++trial) {
        PlainGrid g = fixpath_test::random_grid(rng, kSide, kSide, 25, 3);
        const Point start = fixpath_test::random_passable(rng, g);
        const Point goal = fixpath_test::random_passable(rng, g);
        if (g.at(start.x, start.y) == 0 || g.at(goal.x, goal.y) == 0) {
            continue;
        }
        fixpath::ByteCostMap map(g.costs.data(), kSide, kSide);
        Search a(map, a_state), b(map, b_state);
        ASSERT_EQ(a.begin(start, goal), Status::InProgress);
        ASSERT_EQ(b.begin(start, goal), Status::InProgress);
        a.run();
        int calls = 0;
        while (b.step(1) == Status::InProgress) {
            ++calls;
        }
        ASSERT_EQ(a.status(), b.status());
        ASSERT_EQ(a.stats().expanded, b.stats().expanded);
        for (int edit = 0; edit < 5; ++edit) {
            const Point p = fixpath_test::random_passable(rng, g);
            if (p == start) {
                continue;
            }
            g.costs[static_cast<size_t>(p.y * kSide + p.x)] = 0;
            a.notify_changed(p);
            b.notify_changed(p);
            a.run();
            while (b.step(3) == Status::InProgress) {
            }
            ASSERT_EQ(a.status(), b.status());
            ASSERT_EQ(a.cost(), b.cost());
            std::vector<Point> pa(kSide * kSide), pb(kSide * kSide);
            const auto ia = a.path(pa.data(), kSide * kSide);
            const auto ib = b.path(pb.data(), kSide * kSide);
            ASSERT_EQ(ia.length, ib.length);
            for (uint32_t i = 0; i < ia.length; ++i) {
                ASSERT_EQ(pa[i], pb[i]);
            }
        }
        ASSERT_GT(calls, 0);
    }
}

// A repair touches what the change affects: a wall put down far behind the
// goal costs nothing like the first search; one on the path costs less than
// a fresh search from the unit (the benchmark measures this on real maps).
TEST(Incremental, RepairWorkFollowsTheChange) {
    std::vector<uint8_t> cells(64 * 64, 1);
    for (int32_t y = 0; y < 60; ++y) {
        cells[static_cast<size_t>(y * 64 + 32)] = 0;  // a wall with a gap at the bottom
    }
    fixpath::ByteCostMap map(cells.data(), 64, 64);
    static fixpath::IncrementalState<64 * 64, uint16_t> state;
    fixpath::IncrementalSearch<fixpath::ByteCostMap, decltype(state)> search(map, state);
    ASSERT_EQ(search.begin({2, 2}, {60, 2}), Status::InProgress);
    ASSERT_EQ(search.run(), Status::Found);
    const uint32_t first = search.stats().expanded;
    // Far from the path and the goal's side of the search: a few cells.
    cells[63 * 64 + 0] = 0;
    ASSERT_EQ(search.notify_changed({0, 63}), Status::InProgress);
    uint32_t before = search.stats().expanded;
    ASSERT_EQ(search.run(), Status::Found);
    EXPECT_LE(search.stats().expanded - before, 2u);
    // Close the gap: a long detour does not exist, so the repair must
    // prove there is no path - the goal's whole side.
    const uint16_t open_cost = search.cost();
    for (int32_t y = 60; y < 64; ++y) {
        cells[static_cast<size_t>(y * 64 + 32)] = 0;
        search.notify_changed(fixpath::make_point(32, y));
    }
    ASSERT_EQ(search.run(), Status::NoPath);
    // Open it again: the old costs come back.
    for (int32_t y = 60; y < 64; ++y) {
        cells[static_cast<size_t>(y * 64 + 32)] = 1;
        search.notify_changed(fixpath::make_point(32, y));
    }
    before = search.stats().expanded;
    ASSERT_EQ(search.run(), Status::Found);
    EXPECT_EQ(search.cost(), open_cost);
    std::printf("[ incremental ] first search %u expansions; reopening the gap %u\n", first,
                search.stats().expanded - before);
}

TEST(Incremental, BadInputGetsAStatus) {
    std::vector<uint8_t> cells(16 * 16, 1);
    cells[5 * 16 + 5] = 0;
    fixpath::ByteCostMap map(cells.data(), 16, 16);
    static fixpath::IncrementalState<16 * 16, uint16_t> state;
    fixpath::IncrementalSearch<fixpath::ByteCostMap, decltype(state)> search(map, state);
    EXPECT_EQ(search.step(10), Status::Idle);
    EXPECT_EQ(search.begin({5, 5}, {1, 1}), Status::InvalidStart);
    EXPECT_EQ(search.step(10), Status::InvalidStart);
    EXPECT_EQ(search.begin({-1, 0}, {1, 1}), Status::InvalidStart);
    EXPECT_EQ(search.begin({0, 0}, {5, 5}), Status::InvalidGoal);
    EXPECT_EQ(search.begin({0, 0}, {16, 0}), Status::InvalidGoal);
    fixpath::SearchOptions<uint16_t> options;
    options.weight = {3, 2};
    EXPECT_EQ(search.begin({0, 0}, {9, 9}, options), Status::InvalidOptions);
    options = {};
    options.nearest = true;
    EXPECT_EQ(search.begin({0, 0}, {9, 9}, options), Status::InvalidOptions);
    options = {};
    options.heuristic = fixpath::Heuristic::Manhattan;  // overestimates with diagonals of 14
    EXPECT_EQ(search.begin({0, 0}, {9, 9}, options), Status::InvalidOptions);
    options = {};
    options.costs = {0, 14};
    EXPECT_EQ(search.begin({0, 0}, {9, 9}, options), Status::InvalidOptions);
    {  // a step of 255 x 10^7 beyond what keys hold (2^31)
        static fixpath::IncrementalState<16 * 16, uint32_t> wide_state;
        fixpath::IncrementalSearch<fixpath::ByteCostMap, decltype(wide_state)> wide(map, wide_state);
        fixpath::SearchOptions<uint32_t> wide_options;
        wide_options.costs = {10000000, 10000000};
        EXPECT_EQ(wide.begin({0, 0}, {9, 9}, wide_options), Status::InvalidOptions);
        wide_options.costs = {8000000, 8000000};
        EXPECT_EQ(wide.begin({0, 0}, {9, 0}, wide_options), Status::InProgress);
        EXPECT_EQ(wide.run(), Status::Found);
        EXPECT_EQ(wide.cost(), 9u * 8000000u);
    }

    // A map larger than the state.
    std::vector<uint8_t> big(17 * 16, 1);
    fixpath::ByteCostMap big_map(big.data(), 17, 16);
    fixpath::IncrementalSearch<fixpath::ByteCostMap, decltype(state)> too_big(big_map, state);
    EXPECT_EQ(too_big.begin({0, 0}, {3, 3}), Status::MapTooLarge);

    // A path buffer too short, then long enough.
    ASSERT_EQ(search.begin({0, 0}, {9, 0}), Status::InProgress);
    ASSERT_EQ(search.run(), Status::Found);
    Point path[10];
    auto info = search.path(path, 4);
    EXPECT_EQ(info.status, Status::PathBufferTooSmall);
    EXPECT_EQ(info.length, 10u);
    info = search.path(path, 10);
    EXPECT_EQ(info.status, Status::Found);
    EXPECT_EQ(info.cost, 90);
    EXPECT_EQ(search.path(nullptr, 0).status, Status::PathBufferTooSmall);

    // A change off the map, a move onto a wall: refused, nothing changes.
    EXPECT_EQ(search.notify_changed({16, 3}), Status::InvalidOptions);
    EXPECT_EQ(search.notify_changed(nullptr, 3), Status::InvalidOptions);
    EXPECT_EQ(search.notify_changed(nullptr, 0), Status::InProgress);  // nothing changed: found again at once
    const uint32_t expanded = search.stats().expanded;
    EXPECT_EQ(search.step(1), Status::Found);
    EXPECT_EQ(search.stats().expanded, expanded);
    EXPECT_EQ(search.move_start({5, 5}), Status::InvalidStart);
    EXPECT_EQ(search.status(), Status::Found);

    // The unit's own cell blocked: step() waits; freeing it resumes.
    cells[0] = 0;
    EXPECT_EQ(search.notify_changed({0, 0}), Status::InProgress);
    EXPECT_EQ(search.step(100), Status::InvalidStart);
    cells[0] = 1;
    EXPECT_EQ(search.notify_changed({0, 0}), Status::InProgress);
    EXPECT_EQ(search.run(), Status::Found);
    EXPECT_EQ(search.cost(), 90);

    // The goal blocked: no path; freed: found again.
    cells[9] = 0;
    search.notify_changed({9, 0});
    EXPECT_EQ(search.run(), Status::NoPath);
    EXPECT_EQ(search.path(path, 10).status, Status::NoPath);
    Point next{};
    EXPECT_FALSE(search.next_cell(next));
    cells[9] = 1;
    search.notify_changed({9, 0});
    EXPECT_EQ(search.run(), Status::Found);

    // Start on the goal.
    ASSERT_EQ(search.begin({3, 3}, {3, 3}), Status::InProgress);
    EXPECT_EQ(search.run(), Status::Found);
    EXPECT_EQ(search.cost(), 0);
    ASSERT_TRUE(search.next_cell(next));
    EXPECT_EQ(next, (Point{3, 3}));
    EXPECT_EQ(search.path(path, 1).length, 1u);
}

TEST(Incremental, AFullOpenListIsOutOfNodesAndBeginStartsOver) {
    std::vector<uint8_t> cells(32 * 32, 1);
    fixpath::ByteCostMap map(cells.data(), 32, 32);
    static fixpath::IncrementalState<32 * 32, uint16_t, 8> small;
    fixpath::IncrementalSearch<fixpath::ByteCostMap, decltype(small)> search(map, small);
    ASSERT_EQ(search.begin({0, 0}, {31, 31}), Status::InProgress);
    EXPECT_EQ(search.run(), Status::OutOfNodes);
    EXPECT_EQ(search.notify_changed({3, 3}), Status::OutOfNodes);
    EXPECT_EQ(search.move_start({1, 1}), Status::OutOfNodes);
    EXPECT_EQ(search.step(1), Status::OutOfNodes);
    Point path[64];
    EXPECT_EQ(search.path(path, 64).status, Status::NoPath);
    // A short way fits.
    ASSERT_EQ(search.begin({0, 0}, {2, 0}), Status::InProgress);
    EXPECT_EQ(search.run(), Status::Found);
    EXPECT_EQ(search.cost(), 20);
}

TEST(Incremental, CostsBeyondTheTypeAreCostOverflow) {
    std::vector<uint8_t> cells(40 * 1, 200);
    fixpath::ByteCostMap map(cells.data(), 40, 1);
    static fixpath::IncrementalState<40, uint8_t> state;
    fixpath::IncrementalSearch<fixpath::ByteCostMap, decltype(state)> search(map, state);
    fixpath::SearchOptions<uint8_t> options;
    options.costs = {1, 1};
    ASSERT_EQ(search.begin({0, 0}, {1, 0}, options), Status::InProgress);
    EXPECT_EQ(search.run(), Status::Found);
    EXPECT_EQ(search.cost(), 200);
    ASSERT_EQ(search.begin({0, 0}, {2, 0}, options), Status::InProgress);
    EXPECT_EQ(search.run(), Status::CostOverflow);
    // Cheaper terrain brings it within the type.
    cells[1] = 1;
    cells[2] = 1;
    search.notify_changed({1, 0});
    search.notify_changed({2, 0});
    EXPECT_EQ(search.run(), Status::Found);
    EXPECT_EQ(search.cost(), 2);
}

}  // namespace
