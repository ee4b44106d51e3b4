// The edges of the core API: inputs at the limits of the cost
// type, extreme coordinates and areas, points off the map, graph views and
// route tables that lie. Each gets an exact answer or a status, never
// undefined behaviour: the sanitizer build runs all of these under UBSan.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "support/reference_search.hpp"

namespace {

using fixpath::Area;
using fixpath::make_point;
using fixpath::Point;
using fixpath::Status;

constexpr int32_t kMin = std::numeric_limits<int32_t>::min();
constexpr int32_t kMax = std::numeric_limits<int32_t>::max();

// ---- costs at the edge of the cost type: never a false refusal ----------

TEST(BadInput, HugeStepCostsOnAWideMapFindTheOneStepPath) {
    // The line300: the largest estimate over the map does not fit
    // 32 bits, the query's does. Before: cost_overflow at begin().
    std::vector<uint8_t> line(300, 1);
    static fixpath::DenseState<300, uint32_t> state;
    fixpath::SearchOptions<uint32_t> o;
    o.costs = {16843009, 16843009};
    Point p[4];
    const auto r = fixpath::find_path(fixpath::ByteCostMap(line.data(), 300, 1), state, make_point(0, 0),
                                      make_point(1, 0), p, 4, o);
    ASSERT_EQ(r.status, Status::Found);
    EXPECT_EQ(r.cost, 16843009u);
    // And the far end: 299 steps do not fit 32 bits: CostOverflow, found by
    // the search, with a partial path.
    std::vector<Point> all(300);
    const auto far = fixpath::find_path(fixpath::ByteCostMap(line.data(), 300, 1), state, make_point(0, 0),
                                        make_point(299, 0), all.data(), 300, o);
    EXPECT_EQ(far.status, Status::CostOverflow);
}

TEST(BadInput, HugeWeightOnAWideMapFindsTheOneStepPath) {
    std::vector<uint8_t> line(30000, 1);
    static fixpath::BoundedState<64, uint32_t> state;
    fixpath::SearchOptions<uint32_t> o;
    o.weight = {65535, 1};
    Point p[4];
    const auto r = fixpath::find_path(fixpath::ByteCostMap(line.data(), 30000, 1), state, make_point(0, 0),
                                      make_point(1, 0), p, 4, o);
    ASSERT_EQ(r.status, Status::Found);
    EXPECT_EQ(r.cost, 10u);
}

TEST(BadInput, WeightedEstimatesBeyondTheCostTypeSaturateAndKeepTheBound) {
    // uint16_t costs, weight 100: the start's weighted estimate (199,000)
    // does not fit 16 bits; the path (1,990) does. Before: refused.
    std::vector<uint8_t> open(200 * 3, 1);
    // (Saturated priorities order by g alone: room for every cell.)
    static fixpath::DenseState<600, uint16_t, 600> state;
    fixpath::SearchOptions<uint16_t> o;
    o.weight = {100, 1};
    Point p[256];
    const auto r = fixpath::find_path(fixpath::ByteCostMap(open.data(), 200, 3), state, make_point(0, 1),
                                      make_point(199, 1), p, 256, o);
    ASSERT_EQ(r.status, Status::Found);
    EXPECT_GE(r.cost, 1990u);  // optimal: 1990; weighted A* keeps cost <= 100 x that
    EXPECT_LE(uint32_t{r.cost}, 1990u * 100u);
    // A detour map: the weighted bound still holds, checked against the
    // reference on random maps with weights whose estimates saturate.
    fixpath_test::PlainGrid grid;
    grid.width = 60;
    grid.height = 40;
    uint32_t seed = 12345;
    for (int round = 0; round < 200; ++round) {
        grid.costs.assign(60 * 40, 1);
        for (auto& c : grid.costs) {
            seed = seed * 1103515245u + 12345u;
            c = ((seed >> 16) % 100) < 30 ? 0 : static_cast<uint8_t>(1 + (seed >> 24) % 3);
        }
        grid.costs[0] = 1;
        grid.costs[60 * 40 - 1] = 1;
        static fixpath::DenseState<2400, uint16_t, 2400> s2;
        fixpath::SearchOptions<uint16_t> w;
        w.weight = {static_cast<uint16_t>(20 + round % 50), 1};
        const auto wr = fixpath::find_path(fixpath::ByteCostMap(grid.costs.data(), 60, 40), s2, make_point(0, 0),
                                           make_point(59, 39), nullptr, 0, w);
        const auto d = fixpath_test::reference_distances(grid, fixpath_test::Rules{}, make_point(0, 0));
        const uint64_t optimal = d[60 * 40 - 1];
        if (optimal == fixpath_test::kInfinite) {
            EXPECT_NE(wr.status, Status::Found);
            continue;
        }
        if (optimal > 65534) {
            continue;
        }
        ASSERT_TRUE(wr.status == Status::Found || wr.status == Status::PathBufferTooSmall) << round;
        EXPECT_GE(uint64_t{wr.cost}, optimal);
        EXPECT_LE(uint64_t{wr.cost}, optimal * w.weight.numerator) << round;
    }
}

TEST(BadInput, DijkstraPartialPathWithHugeCostsEndsAtTheWall) {
    // 300 x 3, a wall down column 150: the partial path must end next to the
    // wall (column 149), ranked by an estimate that saturates, never wraps.
    std::vector<uint8_t> cells(300 * 3, 1);
    for (int y = 0; y < 3; ++y) cells[static_cast<size_t>(y) * 300 + 150] = 0;
    static fixpath::DenseState<900, uint32_t> state;
    fixpath::SearchOptions<uint32_t> o;
    o.costs = {16843009, 16843009};
    o.heuristic = fixpath::Heuristic::Zero;
    std::vector<Point> p(900);
    const auto r = fixpath::find_path(fixpath::ByteCostMap(cells.data(), 300, 3), state, make_point(0, 1),
                                      make_point(299, 1), p.data(), 900, o);
    EXPECT_EQ(r.status, Status::NoPath);
    ASSERT_TRUE(r.partial);
    ASSERT_GT(r.length, 0u);
    EXPECT_EQ(p[r.length - 1].x, 149);
}

TEST(BadInput, ACostEqualToUnreachableIsAnOverflowNotADistance) {
    // uint8_t: a cell reached at exactly 255 would read as kUnreachable.
    static const uint8_t row[3] = {1, 1, 1};
    static fixpath::DenseState<3, uint8_t> state;
    fixpath::GridSearch<fixpath::ByteCostMap, fixpath::DenseState<3, uint8_t>> search(
        fixpath::ByteCostMap(row, 3, 1), state);
    fixpath::SearchOptions<uint8_t> o;
    o.costs = {255, 255};
    uint8_t distances[3] = {7, 7, 7};
    ASSERT_EQ(search.begin_fill(make_point(0, 0), Area{0, 0, 3, 1}, distances, o), Status::InProgress);
    EXPECT_EQ(search.run(), Status::CostOverflow);
    EXPECT_EQ(distances[0], 0u);
    EXPECT_EQ(distances[1], 255u);  // kUnreachable: the cost does not fit
    Point p[3];
    EXPECT_EQ(search.path_to(make_point(1, 0), p, 3).status, Status::NoPath);
    // 254 fits: a distance, and the fill is complete.
    o.costs = {127, 127};
    static const uint8_t two[3] = {1, 2, 0};
    fixpath::GridSearch<fixpath::ByteCostMap, fixpath::DenseState<3, uint8_t>> second(
        fixpath::ByteCostMap(two, 3, 1), state);
    ASSERT_EQ(second.begin_fill(make_point(0, 0), Area{0, 0, 3, 1}, distances, o), Status::InProgress);
    EXPECT_EQ(second.run(), Status::Complete);
    EXPECT_EQ(distances[1], 254u);
    EXPECT_EQ(second.path_to(make_point(1, 0), p, 3).cost, 254u);
}

// ---- areas, maps and points at the edges of int32_t --------------------

TEST(BadInput, ExtremeAreasAreRefusedAndNeverOverflow) {
    static const uint8_t cells[100] = {1};
    std::vector<uint8_t> open(100, 1);
    static fixpath::DenseState<100, uint16_t> state;
    fixpath::GridSearch<fixpath::ByteCostMap, fixpath::DenseState<100, uint16_t>> search(
        fixpath::ByteCostMap(open.data(), 10, 10), state);
    (void)cells;
    const Area extremes[] = {{kMin, 0, 10, 10},     {kMax - 5, 0, 10, 10}, {0, kMin, 10, 10},
                             {0, kMax - 5, 10, 10}, {40000, 0, 10, 10},    {-40000, -40000, 10, 10}};
    for (const Area& a : extremes) {
        EXPECT_EQ(search.begin(make_point(0, 0), make_point(1, 1), {}, a), Status::InvalidOptions);
        EXPECT_EQ(search.parent_direction(make_point(0, 0)), fixpath::kNoDirection);
        Point p[4];
        EXPECT_EQ(search.path_to(make_point(0, 0), p, 4).status, Status::NoPath);
        EXPECT_EQ(search.path(p, 4).status, Status::NoPath);
        uint16_t d[100];
        EXPECT_EQ(search.begin_fill(make_point(0, 0), a, d), Status::InvalidOptions);
    }
    // A failed begin() after a good query forgets it.
    ASSERT_EQ(search.begin(make_point(0, 0), make_point(9, 9)), Status::InProgress);
    EXPECT_EQ(search.run(), Status::Found);
    EXPECT_EQ(search.begin(make_point(0, 0), make_point(9, 9), {}, Area{kMin, 0, 10, 10}), Status::InvalidOptions);
    EXPECT_EQ(search.parent_direction(make_point(9, 9)), fixpath::kNoDirection);
    // contains() and around() at the limits.
    EXPECT_FALSE((Area{kMin, 0, 10, 10}.contains(kMax, 0)));
    EXPECT_FALSE((Area{kMax - 5, 0, 10, 10}.contains(kMin, 0)));
    EXPECT_TRUE((Area{kMax - 5, 0, 10, 10}.contains(kMax, 0)));
    EXPECT_FALSE((Area{0, 0, -5, 10}.contains(0, 0)));
    EXPECT_EQ((Area{0, 0, -5, 10}.cells()), 0u);
    const Area huge = Area::around(make_point(3, 3), 1 << 30);
    EXPECT_EQ(huge.width, 2 * fixpath::kMaxMapSide + 1);
    EXPECT_EQ(Area::around(make_point(3, 3), -7).width, 1);
    EXPECT_EQ(search.begin(make_point(0, 0), make_point(9, 9), {}, huge), Status::MapTooLarge);
    // The largest accepted corner still works (cells off the map are blocked).
    static fixpath::DenseState<4, uint16_t> tiny;
    fixpath::GridSearch<fixpath::ByteCostMap, fixpath::DenseState<4, uint16_t>> far(
        fixpath::ByteCostMap(open.data(), 10, 10), tiny);
    EXPECT_EQ(far.begin(make_point(0, 0), make_point(1, 1), {}, Area{fixpath::kMaxMapSide, 0, 2, 2}),
              Status::InvalidStart);
}

TEST(BadInput, BitMapOfAnyDeclaredSize) {
    static const uint8_t bits[8] = {0xFF};
    const fixpath::BitMap wide(bits, kMax, 1);
    EXPECT_EQ(wide.width(), kMax);
    EXPECT_EQ(fixpath::BitMap::bytes_per_row(kMax), 268435456);
    EXPECT_EQ(fixpath::BitMap::bytes_per_row(-3), 0);
    EXPECT_EQ(fixpath::BitMap::bytes_needed(kMax, kMax), kMax);
    static fixpath::BoundedState<16, uint16_t> state;
    Point p[4];
    EXPECT_EQ(fixpath::find_path(wide, state, make_point(0, 0), make_point(1, 0), p, 4).status, Status::MapTooLarge);
    const fixpath::BitMap negative(bits, -4, 2);
    EXPECT_EQ(fixpath::find_path(negative, state, make_point(0, 0), make_point(1, 0), p, 4).status,
              Status::InvalidStart);
}

TEST(BadInput, FollowersWithExtremeCoordinates) {
    const fixpath::FixedPoint corners[3] = {{kMin, kMin}, {kMax, kMax}, {kMin, kMax}};
    fixpath::PathFollower walker(corners, 3, 0xFFFFFFFFu);
    for (int i = 0; i < 8 && !walker.finished(); ++i) {
        const fixpath::FixedPoint at = walker.tick();
        (void)at;
    }
    fixpath::PathFollower slow(corners, 3, 1000);
    const fixpath::FixedPoint first = slow.tick();
    EXPECT_GT(first.x, kMin);  // moved toward (kMax, kMax), no wrap
    EXPECT_GT(first.y, kMin);
    EXPECT_EQ(fixpath::segment_length(corners[0], corners[1]), 0xFFFFFFFFu);  // saturated
    const fixpath::NodePosition nodes[2] = {{kMin, kMin, kMin}, {kMax, kMax, kMax}};
    fixpath::RouteFollower route(nodes, 2, 1u << 31);
    const fixpath::NodePosition mid = route.tick();
    EXPECT_GT(mid.x, kMin);
    EXPECT_LT(mid.x, kMax);
    EXPECT_EQ(mid.x, mid.y);
    fixpath::Xorshift32 rng{7};
    for (int i = 0; i < 100; ++i) {
        const int32_t o = rng.offset(kMax);
        EXPECT_GE(o, -kMax);
    }
}

TEST(BadInput, SmoothingAPathWithPointsOffTheMap) {
    std::vector<uint8_t> open(16, 1);
    const fixpath::ByteCostMap map(open.data(), 4, 4);
    Point path[5] = {make_point(0, 0), make_point(1, 1), make_point(-3, 200), make_point(2, 2), make_point(3, 3)};
    Point out[5];
    const uint32_t n = fixpath::smooth_path(map, path, 5, out, 5);
    // No line ends at the off-map point, and (1,1) sees (3,3) past it.
    ASSERT_EQ(n, 3u);
    EXPECT_EQ(out[1], make_point(1, 1));
    EXPECT_EQ(out[2], make_point(3, 3));
    Point off[2] = {make_point(-1, -1), make_point(30000, 30000)};
    EXPECT_EQ(fixpath::smooth_path(map, off, 2, out, 5), 2u);
    EXPECT_FALSE(fixpath::line_of_sight(map, off[0], off[1]));
}

// ---- graph views and route tables that lie -----------------------------

// The case: weights far below the edge lengths.
constexpr fixpath::NodePosition kPositions[] = {fixpath::position_of_units(0, 0), fixpath::position_of_units(100, 0),
                                                fixpath::position_of_units(50, 0)};
constexpr uint32_t kFirst[] = {0, 2, 4, 6};
constexpr fixpath::GraphEdge kEdges[] = {{1, 0, 100}, {2, 0, 1}, {0, 0, 100}, {2, 0, 1}, {0, 0, 1}, {1, 0, 1}};

TEST(BadInput, GraphViewComputesItsScaleUnlessTrusted) {
    constexpr fixpath::GraphView computed(kPositions, 3, kFirst, kEdges);
    static_assert(computed.scale().mantissa != fixpath::kLargestScale.mantissa ||
                      computed.scale().shift != fixpath::kLargestScale.shift,
                  "weights below lengths lower the scale");
    static fixpath::GraphState<3> state;
    fixpath::NodeId route[3];
    const auto exact = fixpath::find_route(computed, state, 0, 1, route, 3);
    ASSERT_EQ(exact.status, Status::Found);
    EXPECT_EQ(exact.cost, 2u);  // 0 -> 2 -> 1
    // Trusted and wrong: the documented outcome is a legal route with its
    // true cost, perhaps not the cheapest; check_graph says bad_scale.
    const fixpath::GraphView trusted(kPositions, 3, kFirst, kEdges, fixpath::kLargestScale);
    EXPECT_EQ(fixpath::check_graph(trusted), fixpath::GraphFormatError::BadScale);
    const auto lied = fixpath::find_route(trusted, state, 0, 1, route, 3);
    ASSERT_EQ(lied.status, Status::Found);
    EXPECT_GE(lied.cost, 2u);
    uint32_t walked = 0;
    fixpath::GraphSearch<fixpath::GraphView, fixpath::GraphState<3>> arcs(trusted, state);
    for (uint32_t i = 1; i < lied.length; ++i) walked += arcs.arc_cost(route[i - 1], route[i]);
    EXPECT_EQ(walked, lied.cost);
}

TEST(BadInput, RouteTablesAreCheckedAgainstTheGraph) {
    constexpr fixpath::GraphView graph(kPositions, 3, kFirst, kEdges);
    static fixpath::GraphState<3> state;
    uint8_t table[9];
    ASSERT_EQ(fixpath::build_route_table(graph, state, table, 9), Status::Complete);
    uint32_t distances[3];
    auto check = [&](const uint8_t* t) {
        return fixpath::route_table_matches(fixpath::RouteTable<uint8_t>(t, 3), graph, state, distances);
    };
    EXPECT_EQ(check(table).status, Status::Complete);
    // Stale: 0 -> 1 directly (cost 100) where 0 -> 2 -> 1 costs 2.
    uint8_t stale[9];
    for (int i = 0; i < 9; ++i) stale[i] = table[i];
    stale[0 * 3 + 1] = 1;
    const auto s = check(stale);
    EXPECT_EQ(s.status, Status::NoPath);
    EXPECT_EQ(s.from, 0u);
    EXPECT_EQ(s.to, 1u);
    // Looping: 0 -> 2 and 2 -> 0 on the way to 1. follow() stops too.
    uint8_t loop[9];
    for (int i = 0; i < 9; ++i) loop[i] = table[i];
    loop[0 * 3 + 1] = 2;
    loop[2 * 3 + 1] = 0;
    EXPECT_EQ(check(loop).status, Status::NoPath);
    fixpath::NodeId out[8];
    EXPECT_EQ(fixpath::RouteTable<uint8_t>(loop, 3).follow(0, 1, out, 8).status, Status::NoPath);
    // A route where no path exists: size mismatch is refused too.
    EXPECT_EQ(fixpath::route_table_matches(fixpath::RouteTable<uint8_t>(table, 2), graph, state, distances).status,
              Status::MapTooLarge);
}

}  // namespace
