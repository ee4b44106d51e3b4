// Every Status the engine can return, each produced on purpose.
#include <gtest/gtest.h>

#include <string>

#include <fixpath/fixpath.hpp>

#include "support/reference_search.hpp"

namespace {

using fixpath::make_point;
using fixpath::Point;
using fixpath::Status;

// 8x5, a wall splitting the map in two except for a gap at the top.
const uint8_t kSplit[8 * 5] = {
    1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 0, 1, 1, 1, 1,
    1, 1, 1, 0, 1, 1, 1, 1,
    1, 1, 1, 0, 1, 1, 1, 1,
    1, 1, 1, 0, 1, 1, 1, 1,
};
// The same with the gap closed: two islands.
const uint8_t kIslands[8 * 5] = {
    1, 1, 1, 0, 1, 1, 1, 1,
    1, 1, 1, 0, 1, 1, 1, 1,
    1, 1, 1, 0, 1, 1, 1, 1,
    1, 1, 1, 0, 1, 1, 1, 1,
    1, 1, 1, 0, 1, 1, 1, 1,
};

fixpath::DenseState<40, uint32_t> g_state;
using Search = fixpath::GridSearch<fixpath::ByteCostMap, fixpath::DenseState<40, uint32_t>>;

TEST(Status, IdleBeforeBegin) {
    Search search(fixpath::ByteCostMap(kSplit, 8, 5), g_state);
    EXPECT_EQ(search.status(), Status::Idle);
    EXPECT_EQ(search.step(10), Status::Idle);
    Point p[4];
    EXPECT_EQ(search.path(p, 4).status, Status::NoPath);
}

TEST(Status, FoundAndStartEqualsGoal) {
    Search search(fixpath::ByteCostMap(kSplit, 8, 5), g_state);
    ASSERT_EQ(search.begin(make_point(0, 4), make_point(7, 4)), Status::InProgress);
    EXPECT_EQ(search.run(), Status::Found);
    EXPECT_EQ(search.step(1), Status::Found);  // finished searches stay finished
    // Start == goal: Found, a one-cell path, cost 0.
    Point p[4];
    const auto r = fixpath::find_path(fixpath::ByteCostMap(kSplit, 8, 5), g_state, make_point(2, 2),
                                      make_point(2, 2), p, 4);
    EXPECT_EQ(r.status, Status::Found);
    EXPECT_EQ(r.length, 1u);
    EXPECT_EQ(r.cost, 0u);
    EXPECT_EQ(p[0], make_point(2, 2));
}

TEST(Status, NoPathGivesAPartialPathTowardsTheGoal) {
    Point p[40];
    const auto r = fixpath::find_path(fixpath::ByteCostMap(kIslands, 8, 5), g_state, make_point(0, 2),
                                      make_point(7, 2), p, 40);
    EXPECT_EQ(r.status, Status::NoPath);
    EXPECT_TRUE(r.partial);
    ASSERT_GE(r.length, 1u);
    // The closest reachable cell to (7,2) is (2,2), right at the wall.
    EXPECT_EQ(p[r.length - 1], make_point(2, 2));
    EXPECT_EQ(r.cost, 20u);
}

TEST(Status, InProgressUntilTheBudgetAllowsTheEnd) {
    Search search(fixpath::ByteCostMap(kSplit, 8, 5), g_state);
    search.begin(make_point(0, 4), make_point(7, 4));
    EXPECT_EQ(search.step(0), Status::InProgress);  // a zero budget does nothing
    EXPECT_EQ(search.stats().expanded, 0u);
    EXPECT_EQ(search.step(3), Status::InProgress);
    EXPECT_EQ(search.stats().expanded, 3u);
    Point p[40];
    const auto partial = search.path(p, 40);
    EXPECT_EQ(partial.status, Status::Partial);  // never Found: it does not arrive
    EXPECT_TRUE(partial.partial);
    // The one-shot call with an expansion cap says the same.
    const auto capped = fixpath::find_path(fixpath::ByteCostMap(kSplit, 8, 5), g_state,
                                           make_point(0, 4), make_point(7, 4), p, 40,
                                           fixpath::SearchOptions<uint32_t>(), 3);
    EXPECT_EQ(capped.status, Status::InProgress);
    EXPECT_TRUE(capped.partial);
    EXPECT_EQ(search.run(), Status::Found);
}

TEST(Status, OutOfNodesWhenThePoolIsTooSmall) {
    static fixpath::BoundedState<6, uint32_t> tiny;
    Point p[40];
    const auto r = fixpath::find_path(fixpath::ByteCostMap(kSplit, 8, 5), tiny, make_point(0, 4),
                                      make_point(7, 4), p, 40);
    EXPECT_EQ(r.status, Status::OutOfNodes);
    EXPECT_TRUE(r.partial);
    ASSERT_GE(r.length, 1u);
    fixpath_test::PlainGrid grid{8, 5, std::vector<uint8_t>(kSplit, kSplit + 40)};
    uint64_t cost = 0;
    EXPECT_EQ(fixpath_test::check_path(grid, fixpath_test::Rules{}, {0, 0, 8, 5}, p, r.length,
                                       make_point(0, 4), cost), "");
    EXPECT_EQ(cost, r.cost);
}

TEST(Status, OutOfNodesWhenTheHeapIsTooSmall) {
    static fixpath::DenseState<40, uint32_t, 2> small_heap;
    Point p[40];
    const auto r = fixpath::find_path(fixpath::ByteCostMap(kSplit, 8, 5), small_heap,
                                      make_point(0, 4), make_point(7, 4), p, 40);
    EXPECT_EQ(r.status, Status::OutOfNodes);
    EXPECT_TRUE(r.partial);
    EXPECT_EQ(p[0], make_point(0, 4));
}

TEST(Status, InvalidStart) {
    Point p[4];
    const fixpath::ByteCostMap map(kSplit, 8, 5);
    EXPECT_EQ(fixpath::find_path(map, g_state, make_point(3, 3), make_point(0, 0), p, 4).status,
              Status::InvalidStart);  // on a wall
    EXPECT_EQ(fixpath::find_path(map, g_state, make_point(-1, 0), make_point(0, 0), p, 4).status,
              Status::InvalidStart);  // off the map
    EXPECT_EQ(fixpath::find_path(map, g_state, make_point(8, 0), make_point(0, 0), p, 4).status,
              Status::InvalidStart);
    EXPECT_EQ(fixpath::find_path(map, g_state, make_point(0, 5), make_point(0, 0), p, 4).status,
              Status::InvalidStart);
    Search search(map, g_state);  // outside the search area
    EXPECT_EQ(search.begin(make_point(5, 0), make_point(0, 0), {}, fixpath::Area{0, 0, 3, 3}),
              Status::InvalidStart);
    EXPECT_EQ(search.path(p, 4).status, Status::NoPath);
}

TEST(Status, InvalidGoal) {
    Point p[4];
    const fixpath::ByteCostMap map(kSplit, 8, 5);
    EXPECT_EQ(fixpath::find_path(map, g_state, make_point(0, 0), make_point(3, 2), p, 4).status,
              Status::InvalidGoal);  // on a wall
    EXPECT_EQ(fixpath::find_path(map, g_state, make_point(0, 0), make_point(100, 2), p, 4).status,
              Status::InvalidGoal);  // off the map
    EXPECT_EQ(fixpath::find_path(map, g_state, make_point(0, 0), make_point(2, -7), p, 4).status,
              Status::InvalidGoal);
}

TEST(Status, PathBufferTooSmallSaysHowMuchIsNeeded) {
    Point p[3];
    const auto r = fixpath::find_path(fixpath::ByteCostMap(kSplit, 8, 5), g_state, make_point(0, 4),
                                      make_point(7, 4), p, 3);
    EXPECT_EQ(r.status, Status::PathBufferTooSmall);
    EXPECT_GT(r.length, 3u);
    Point big[40];
    const auto again = fixpath::find_path(fixpath::ByteCostMap(kSplit, 8, 5), g_state,
                                          make_point(0, 4), make_point(7, 4), big, r.length);
    EXPECT_EQ(again.status, Status::Found);
    EXPECT_EQ(again.length, r.length);
    // A null buffer is "too small" too, never a crash.
    EXPECT_EQ(fixpath::find_path(fixpath::ByteCostMap(kSplit, 8, 5), g_state, make_point(0, 4),
                                 make_point(7, 4), nullptr, 0).status,
              Status::PathBufferTooSmall);
}

TEST(Status, CostOverflowIsReportedNotWrapped) {
    // uint8_t costs: a 40-cell corridor of multiplier-9 cells at 10 a step
    // needs 3900 > 255.
    static const uint8_t corridor[40] = {9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9,
                                         9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9};
    static fixpath::DenseState<40, uint8_t> state8;
    Point p[40];
    fixpath::SearchOptions<uint8_t> o;
    o.heuristic = fixpath::Heuristic::Zero;
    const auto r = fixpath::find_path(fixpath::ByteCostMap(corridor, 40, 1), state8, make_point(0, 0),
                                      make_point(39, 0), p, 40, o);
    EXPECT_EQ(r.status, Status::CostOverflow);
    EXPECT_TRUE(r.partial);
    EXPECT_LE(r.cost, 255u);
    // uint16_t: fits with multiplier 1 (390), overflows with a 60000 step.
    static fixpath::DenseState<40, uint16_t> state16;
    fixpath::SearchOptions<uint16_t> o16;
    o16.costs = {60000, 65000};
    EXPECT_EQ(fixpath::find_path(fixpath::ByteCostMap(corridor, 40, 1), state16, make_point(0, 0),
                                 make_point(39, 0), p, 40, o16).status,
              Status::CostOverflow);
    // An estimate beyond the cost type is no refusal (it saturates); this
    // path's own cost does not fit either.
    fixpath::SearchOptions<uint16_t> heavy;
    heavy.costs = {60000, 65000};
    heavy.heuristic = fixpath::Heuristic::Octile;
    EXPECT_EQ(fixpath::find_path(fixpath::ByteCostMap(corridor, 40, 1), state16, make_point(0, 0),
                                 make_point(39, 0), p, 40, heavy).status,
              Status::CostOverflow);
}

TEST(Status, MapTooLargeForTheState) {
    static const uint8_t big[100] = {1};
    Point p[4];
    // 100 cells do not fit a 40-cell dense state...
    EXPECT_EQ(fixpath::find_path(fixpath::ByteCostMap(big, 10, 10), g_state, make_point(0, 0),
                                 make_point(0, 0), p, 4).status,
              Status::MapTooLarge);
    // ...but a 5x5 window of them does.
    Search search(fixpath::ByteCostMap(big, 10, 10), g_state);
    EXPECT_EQ(search.begin(make_point(0, 0), make_point(0, 0), {}, fixpath::Area{0, 0, 5, 5}),
              Status::InProgress);
    // Sides beyond kMaxMapSide.
    EXPECT_EQ(fixpath::find_path(fixpath::ByteCostMap(big, 40000, 1), g_state, make_point(0, 0),
                                 make_point(0, 0), p, 4).status,
              Status::MapTooLarge);
}

TEST(Status, InvalidOptions) {
    Point p[4];
    const fixpath::ByteCostMap map(kSplit, 8, 5);
    fixpath::SearchOptions<uint32_t> zero_step;
    zero_step.costs = {0, 14};
    EXPECT_EQ(fixpath::find_path(map, g_state, make_point(0, 0), make_point(1, 0), p, 4, zero_step).status,
              Status::InvalidOptions);
    fixpath::SearchOptions<uint32_t> zero_den;
    zero_den.weight = {3, 0};
    EXPECT_EQ(fixpath::find_path(map, g_state, make_point(0, 0), make_point(1, 0), p, 4, zero_den).status,
              Status::InvalidOptions);
    fixpath::SearchOptions<uint32_t> huge;  // 255 * step must fit in 32 bits
    huge.costs = {20000000, 30000000};
    EXPECT_EQ(fixpath::find_path(map, g_state, make_point(0, 0), make_point(1, 0), p, 4, huge).status,
              Status::InvalidOptions);
}

TEST(Status, CompleteAfterAFill) {
    static uint32_t distances[40];
    Search search(fixpath::ByteCostMap(kIslands, 8, 5), g_state);
    ASSERT_EQ(search.begin_fill(make_point(0, 0), fixpath::Area{0, 0, 8, 5}, distances),
              Status::InProgress);
    EXPECT_EQ(search.run(), Status::Complete);
    EXPECT_EQ(distances[0], 0u);
    EXPECT_EQ(distances[2 * 8 + 2], 28u);  // two diagonals
    EXPECT_EQ(distances[7], Search::kUnreachable);  // the other island
    Point p[8];
    EXPECT_EQ(search.path(p, 8).status, Status::NoPath);  // a fill has no goal: use path_to
    EXPECT_EQ(search.path_to(make_point(2, 2), p, 8).length, 3u);
    EXPECT_EQ(search.path_to(make_point(7, 0), p, 8).status, Status::NoPath);
}

TEST(Status, NamesAreStable) {
    EXPECT_STREQ(fixpath::status_name(Status::Found), "found");
    EXPECT_STREQ(fixpath::status_name(Status::NoPath), "no_path");
    EXPECT_STREQ(fixpath::status_name(Status::OutOfNodes), "out_of_nodes");
    EXPECT_STREQ(fixpath::status_name(Status::InvalidStart), "invalid_start");
    EXPECT_STREQ(fixpath::status_name(Status::InvalidGoal), "invalid_goal");
    EXPECT_STREQ(fixpath::status_name(Status::CostOverflow), "cost_overflow");
    EXPECT_STREQ(fixpath::status_name(Status::PathBufferTooSmall), "path_buffer_too_small");
}

}  // namespace
