// The seed tutorials' worked examples (../shared/seeds), done the fixpath way.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "support/random_grid.hpp"
#include "support/reference_search.hpp"

namespace {

using fixpath::Point;
using fixpath::make_point;

// Seed 002 stores its level as int[,] with 0 = walkable and 1 = wall. A user
// map type reads that layout in place (grid_map.hpp's third kind of map).
struct TutorialLevel {
    const int* tiles;  // tiles[y * 10 + x]
    int32_t width() const { return 10; }
    int32_t height() const { return 10; }
    uint8_t cost(int32_t x, int32_t y) const { return tiles[y * 10 + x] == 0 ? 1 : 0; }
};

fixpath::SearchOptions<uint16_t> seed002_options() {
    fixpath::SearchOptions<uint16_t> o;
    o.moves = fixpath::Moves::Four;      // the tutorial's four neighbours
    o.costs = {1, 1};                    // DistanceTraveled + 1 per step
    o.heuristic = fixpath::Heuristic::Manhattan;  // |dx| + |dy|
    return o;
}

TEST(Seed002, OpenTenByTenFromCornerToCorner) {
    static const int open[100] = {};
    static fixpath::DenseState<100, uint16_t> state;
    Point path[100];
    const auto r = fixpath::find_path(TutorialLevel{open}, state, make_point(0, 0), make_point(9, 9),
                                      path, 100, seed002_options());
    ASSERT_EQ(r.status, fixpath::Status::Found);
    EXPECT_EQ(r.cost, 18u);
    ASSERT_EQ(r.length, 19u);
    // Golden path. Manhattan on four moves is consistent, so the query uses
    // the bucket open list: on equal f the cell pushed last comes first.
    // From (0, 0) the neighbours are offered N, E, S, W: (1, 0) then (0, 1),
    // both at f = 18, so (0, 1) is expanded first, and so on down column 0.
    // In world units, tile * 32 as the tutorial prints.
    int expected_world[19][2];
    for (int i = 0; i < 19; ++i) {
        expected_world[i][0] = 32 * (i < 9 ? 0 : i - 9);
        expected_world[i][1] = 32 * (i < 9 ? i : 9);
    }
    for (uint32_t i = 0; i < r.length; ++i) {
        EXPECT_EQ(path[i].x * 32, expected_world[i][0]) << i;
        EXPECT_EQ(path[i].y * 32, expected_world[i][1]) << i;
    }
    // The same route as turning points: start, corner, goal.
    fixpath::GridSearch<TutorialLevel, decltype(state)> search(TutorialLevel{open}, state);
    search.begin(make_point(0, 0), make_point(9, 9), seed002_options());
    EXPECT_TRUE(search.uses_buckets());
    search.run();
    Point turns[8];
    const auto t = search.turning_points(turns, 8);
    ASSERT_EQ(t.length, 3u);
    EXPECT_EQ(turns[1], make_point(0, 9));
    EXPECT_EQ(t.cost, 18u);
}

// The heap's order on the same query (a state with OpenList::Heap): on equal
// f, larger g, then the smaller row-major index: (1, 0) before (0, 1), so
// the route runs along row 0 first.
TEST(Seed002, HeapOrderRunsAlongTheFirstRow) {
    static const int open[100] = {};
    static fixpath::DenseState<100, uint16_t, 100, fixpath::OpenList::Heap> state;
    fixpath::GridSearch<TutorialLevel, decltype(state)> search(TutorialLevel{open}, state);
    ASSERT_EQ(search.begin(make_point(0, 0), make_point(9, 9), seed002_options()), fixpath::Status::InProgress);
    EXPECT_FALSE(search.uses_buckets());
    ASSERT_EQ(search.run(), fixpath::Status::Found);
    Point turns[8];
    const auto t = search.turning_points(turns, 8);
    ASSERT_EQ(t.length, 3u);
    EXPECT_EQ(turns[1], make_point(9, 0));
    EXPECT_EQ(t.cost, 18u);
}

TEST(Seed002, WallForcesADetour) {
    // A wall across row 4 with one gap at the far left, and a wall down
    // column 6 from row 5 to 8: the path must go left around both.
    static const int level[100] = {
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 1, 1, 1, 1, 1, 1, 1, 1, 1,
        0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    };
    static fixpath::DenseState<100, uint16_t> state;
    Point path[100];
    const auto r = fixpath::find_path(TutorialLevel{level}, state, make_point(9, 0), make_point(9, 9),
                                      path, 100, seed002_options());
    ASSERT_EQ(r.status, fixpath::Status::Found);
    // 9 left to the gap, 9 down, 9 right: 27 steps instead of 9.
    EXPECT_EQ(r.cost, 27u);
    EXPECT_EQ(r.length, 28u);
    bool passed_gap = false;
    for (uint32_t i = 0; i < r.length; ++i) {
        ASSERT_EQ(level[path[i].y * 10 + path[i].x], 0);
        passed_gap |= path[i] == make_point(0, 4);
    }
    EXPECT_TRUE(passed_gap);
}

TEST(Seed002, StartOnAWallIsReportedNotACrash) {
    // A reader's comment: the tutorial crashes when the start is on a wall.
    static const int level[100] = {1};
    static fixpath::DenseState<100, uint16_t> state;
    Point path[100];
    const auto r = fixpath::find_path(TutorialLevel{level}, state, make_point(0, 0), make_point(9, 9),
                                      path, 100, seed002_options());
    EXPECT_EQ(r.status, fixpath::Status::InvalidStart);
    EXPECT_EQ(r.length, 0u);
}

TEST(Seed003, TenFourteenCostsOnOpenGround) {
    static const uint8_t open[12 * 12] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                                          1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                                          1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                                          1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                                          1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                                          1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    static fixpath::DenseState<144, uint16_t> state;
    fixpath::ByteCostMap map(open, 12, 12);
    Point path[144];
    // 3 diagonal + 2 straight steps: 3 * 14 + 2 * 10.
    auto r = fixpath::find_path(map, state, make_point(1, 1), make_point(4, 6), path, 144);
    ASSERT_EQ(r.status, fixpath::Status::Found);
    EXPECT_EQ(r.cost, 62u);
    EXPECT_EQ(r.length, 6u);
    // A pure straight line costs 10 a step, a pure diagonal 14.
    EXPECT_EQ(fixpath::find_path(map, state, make_point(0, 0), make_point(11, 0), path, 144).cost, 110u);
    EXPECT_EQ(fixpath::find_path(map, state, make_point(0, 0), make_point(11, 11), path, 144).cost, 154u);
    // The seed's own heuristic, Manhattan * 10 with diagonal moves, is not
    // admissible (14 < 20): documented, and the path is still legal.
    fixpath::SearchOptions<uint16_t> seed_h;
    seed_h.heuristic = fixpath::Heuristic::Manhattan;
    r = fixpath::find_path(map, state, make_point(1, 1), make_point(4, 6), path, 144, seed_h);
    ASSERT_EQ(r.status, fixpath::Status::Found);
    EXPECT_GE(r.cost, 62u);
}

TEST(Seed003, SwampWorthWalkingAround) {
    // A terrain overlay: a band of swamp (multiplier 4) between start and goal
    // with a dry detour. Entering a swamp cell costs 40 straight, 56 diagonal.
    static const uint8_t terrain[] = {
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
        1, 1, 1, 4, 4, 4, 4, 1, 1, 1,
        1, 1, 1, 4, 4, 4, 4, 1, 1, 1,
        1, 1, 1, 4, 4, 4, 4, 1, 1, 1,
        1, 1, 1, 4, 4, 4, 4, 1, 1, 1,
        1, 1, 1, 4, 4, 4, 4, 1, 1, 1,
    };
    static fixpath::DenseState<60, uint16_t> state;
    fixpath::ByteCostMap map(terrain, 10, 6);
    Point path[60];
    const auto r = fixpath::find_path(map, state, make_point(1, 4), make_point(8, 4), path, 60);
    ASSERT_EQ(r.status, fixpath::Status::Found);
    for (uint32_t i = 0; i < r.length; ++i) {
        EXPECT_EQ(terrain[path[i].y * 10 + path[i].x], 1) << "the path wades at " << i;
    }
    // Around through row 0: 3 diagonals up, 1 straight, 3 diagonals down... as
    // computed by the reference, and cheaper than the 7-step wade (4 swamp cells).
    fixpath_test::PlainGrid g{10, 6, std::vector<uint8_t>(terrain, terrain + 60)};
    const auto ref = fixpath_test::reference_distances(g, fixpath_test::Rules{}, make_point(1, 4));
    EXPECT_EQ(r.cost, ref[4 * 10 + 8]);
    const uint32_t wade = 3 * 10 + 4 * 40;  // straight across
    EXPECT_LT(r.cost, wade);
    // When the swamp is cheap enough (multiplier 1 everywhere) the straight line wins.
    static const uint8_t dry[60] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                                    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                                    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    EXPECT_EQ(fixpath::find_path(fixpath::ByteCostMap(dry, 10, 6), state, make_point(1, 4),
                                 make_point(8, 4), path, 60).cost, 70u);
}

// Seed 004: Dijkstra inside a +-DELTA window around the origin, then the same
// with an early stop at the destination (-a) and with max(|dx|,|dy|) (-h).
TEST(Seed004, WindowDijkstraOnALargeMapWithASmallState) {
    constexpr int32_t kSide = 1024;
    constexpr int32_t kDelta = 32;
    std::mt19937 rng(4004);
    const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, kSide, kSide, 20, 1);
    fixpath::ByteCostMap map(g.costs.data(), kSide, kSide);
    // The state holds the 65x65 window, not the 1M-cell map: 17 KiB + heap.
    static fixpath::DenseState<(2 * kDelta + 1) * (2 * kDelta + 1), uint32_t> state;
    static uint32_t distances[(2 * kDelta + 1) * (2 * kDelta + 1)];
    using Search = fixpath::GridSearch<fixpath::ByteCostMap, decltype(state)>;
    Search search(map, state);
    fixpath::SearchOptions<uint32_t> unit;  // the seed's unit weights
    unit.costs = {1, 1};
    Point origin = make_point(500, 500);
    while (g.at(origin.x, origin.y) == 0) {
        origin.x++;
    }
    const fixpath::Area window = fixpath::Area::around(origin, kDelta);
    ASSERT_EQ(search.begin_fill(origin, window, distances, unit), fixpath::Status::InProgress);
    ASSERT_EQ(search.run(), fixpath::Status::Complete);
    const uint32_t full_expansions = search.stats().expanded;

    const fixpath_test::Rules rules{fixpath::Moves::Eight, fixpath::CornerRule::Never, 1, 1};
    const auto ref = fixpath_test::reference_distances(g, rules, origin, window);
    uint32_t reachable = 0;
    Point far_cell = origin;
    for (int32_t y = window.y; y < window.y + window.height; ++y) {
        for (int32_t x = window.x; x < window.x + window.width; ++x) {
            const uint64_t want = ref[static_cast<size_t>(y) * kSide + static_cast<size_t>(x)];
            const uint32_t got = distances[(y - window.y) * window.width + (x - window.x)];
            if (want == fixpath_test::kInfinite) {
                ASSERT_EQ(got, Search::kUnreachable);
            } else {
                ASSERT_EQ(got, want);
                ++reachable;
                if (got >= 20 && got <= 24 && far_cell == origin) {
                    far_cell = make_point(x, y);
                }
            }
        }
    }
    EXPECT_EQ(full_expansions, reachable);
    ASSERT_NE(far_cell, origin);
    const uint64_t far_cost = ref[static_cast<size_t>(far_cell.y) * kSide + static_cast<size_t>(far_cell.x)];

    // -a: stop at the destination (Dijkstra with a goal, inside the window).
    fixpath::SearchOptions<uint32_t> a = unit;
    a.heuristic = fixpath::Heuristic::Zero;
    search.begin(origin, far_cell, a, window);
    ASSERT_EQ(search.run(), fixpath::Status::Found);
    const uint32_t early_stop = search.stats().expanded;
    EXPECT_EQ(search.cost(), far_cost);
    // -a -h: the same with max(|dx|, |dy|).
    fixpath::SearchOptions<uint32_t> ah = unit;
    ah.heuristic = fixpath::Heuristic::Chebyshev;
    search.begin(origin, far_cell, ah, window);
    ASSERT_EQ(search.run(), fixpath::Status::Found);
    const uint32_t with_heuristic = search.stats().expanded;
    EXPECT_EQ(search.cost(), far_cost);  // same cost...
    EXPECT_LT(with_heuristic, early_stop);  // ...fewer expansions
    EXPECT_LT(early_stop, full_expansions);
    std::printf("[ seed 004 ] 65x65 window on a 1024x1024 map: full fill %u expansions, "
                "-a %u, -a -h %u (cost %u each)\n",
                full_expansions, early_stop, with_heuristic, static_cast<unsigned>(far_cost));
}

}  // namespace
