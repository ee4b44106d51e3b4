// The two state layouts: O(1) reset and its wrap-around, pool boundaries,
// reuse after abandoned queries, and the memory budgets from sizeof.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "support/random_grid.hpp"
#include "support/reference_search.hpp"

namespace {

using fixpath::make_point;
using fixpath::Point;
using fixpath::Status;

TEST(DenseState, StaleTagsAreGoneWhenTheirStampComesRoundAgain) {
    // Query 1 stamps every cell; the next 4094 queries stay in the left half;
    // query 4096 reuses query 1's stamp over the whole map. Right-half tags
    // from query 1 would look reached (even closed) unless the per-query
    // slice clearing removed them. The bounded layout, which has no stamps,
    // is the referee.
    using State = fixpath::DenseState<64 * 64, uint32_t>;
    static State dense;
    static fixpath::BoundedState<64 * 64, uint32_t> bounded;
    static uint32_t distances[64 * 64];
    static_assert(State::stamp_period() == 4095, "the test counts on 4095 stamps");
    EXPECT_EQ(State::clear_slice(), 2u);  // 4096 cells over 4094 query starts
    std::mt19937 rng(99);
    const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, 64, 64, 20, 3);
    const fixpath::ByteCostMap map(g.costs.data(), 64, 64);
    fixpath::GridSearch<fixpath::ByteCostMap, State> search(map, dense);
    const Point source = fixpath_test::random_passable(rng, g);
    ASSERT_EQ(search.begin_fill(source, fixpath::Area{0, 0, 64, 64}, distances), Status::InProgress);
    ASSERT_EQ(search.run(), Status::Complete);
    const uint32_t first_stamp = dense.stamp();
    const fixpath::Area left{0, 0, 32, 64};
    for (int i = 0; i < 4094; ++i) {
        Point s = fixpath_test::random_passable(rng, g);
        s.x = static_cast<int16_t>(s.x % 32);
        search.begin(s, s, {}, left);
        search.run();
    }
    Point a[4096], b[4096];
    bool compared_right_half = false;
    for (int i = 0; i < 40; ++i) {
        const Point s = fixpath_test::random_passable(rng, g), t = fixpath_test::random_passable(rng, g);
        const auto r1 = fixpath::find_path(map, dense, s, t, a, 4096);
        if (i == 0) {
            EXPECT_EQ(dense.stamp(), first_stamp);  // the stamp did come round
        }
        const auto r2 = fixpath::find_path(map, bounded, s, t, b, 4096);
        ASSERT_EQ(r1.status, r2.status) << i;
        ASSERT_EQ(r1.cost, r2.cost) << i;
        ASSERT_EQ(r1.length, r2.length) << i;
        for (uint32_t k = 0; k < r1.length; ++k) {
            ASSERT_EQ(a[k], b[k]);
            compared_right_half |= a[k].x >= 32;
        }
    }
    EXPECT_TRUE(compared_right_half);
}

TEST(DenseState, BeginDoesNotTouchTheCells) {
    // After a query, begin() on another start must not see the old records:
    // they carry the previous stamp. A corridor map makes any leak visible.
    static const uint8_t row[16] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    static fixpath::DenseState<16, uint16_t> state;
    Point p[16];
    for (int i = 0; i < 3000; ++i) {
        const int s = i % 16, t = (i * 7) % 16;
        const auto r = fixpath::find_path(fixpath::ByteCostMap(row, 16, 1), state, make_point(s, 0),
                                          make_point(t, 0), p, 16);
        ASSERT_EQ(r.status, Status::Found);
        ASSERT_EQ(r.cost, 10u * static_cast<uint32_t>(s > t ? s - t : t - s));
    }
}

TEST(BoundedState, PoolExactlyLargeEnoughIsEnough) {
    static const uint8_t row[12] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    Point p[12];
    static fixpath::BoundedState<12, uint32_t> exact;
    static fixpath::BoundedState<11, uint32_t> short_by_one;
    const fixpath::ByteCostMap map(row, 12, 1);
    EXPECT_EQ(fixpath::find_path(map, exact, make_point(0, 0), make_point(11, 0), p, 12).status,
              Status::Found);
    const auto r = fixpath::find_path(map, short_by_one, make_point(0, 0), make_point(11, 0), p, 12);
    EXPECT_EQ(r.status, Status::OutOfNodes);
    EXPECT_EQ(p[r.length - 1], make_point(10, 0));  // as far as the pool reached
}

TEST(BoundedState, RuntimeNodeLimit) {
    static const uint8_t row[12] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    static fixpath::BoundedState<64, uint32_t> pool;
    Point p[12];
    const fixpath::ByteCostMap map(row, 12, 1);
    pool.set_node_limit(11);
    EXPECT_EQ(fixpath::find_path(map, pool, make_point(0, 0), make_point(11, 0), p, 12).status,
              Status::OutOfNodes);
    EXPECT_LE(pool.used(), 11u);
    pool.set_node_limit(12);
    EXPECT_EQ(fixpath::find_path(map, pool, make_point(0, 0), make_point(11, 0), p, 12).status,
              Status::Found);
    pool.set_node_limit(0);  // clamped to 1: only the start fits
    EXPECT_EQ(pool.node_limit(), 1u);
    pool.set_node_limit(1000);
    EXPECT_EQ(pool.node_limit(), 64u);
}

TEST(Layouts, ExpansionVisitorSeesEveryExpandedCellWithItsCost) {
    std::mt19937 rng(17);
    const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, 40, 30, 25, 5);
    const fixpath::ByteCostMap map(g.costs.data(), 40, 30);
    static fixpath::DenseState<1200, uint32_t> state;
    int checked = 0;
    for (int i = 0; i < 50; ++i) {
        const Point s = fixpath_test::random_passable(rng, g), t = fixpath_test::random_passable(rng, g);
        if (g.at(s.x, s.y) == 0 || g.at(t.x, t.y) == 0) {
            continue;
        }
        const auto ref = fixpath_test::reference_distances(g, fixpath_test::Rules{}, s);
        fixpath::GridSearch<fixpath::ByteCostMap, decltype(state)> search(map, state);
        search.begin(s, t);
        uint32_t visits = 0;
        bool costs_match = true;
        search.step(fixpath::kUnlimited, [&](Point c, uint32_t cost) {
            ++visits;
            costs_match &= ref[static_cast<size_t>(c.y) * 40 + static_cast<size_t>(c.x)] == cost;
        });
        EXPECT_EQ(visits, search.stats().expanded);
        EXPECT_TRUE(costs_match);  // expanded costs are final (consistent heuristic)
        ++checked;
    }
    EXPECT_GT(checked, 30);
}

TEST(BoundedState, SearchesAMapFarLargerThanThePool) {
    // 4096x4096 (16M cells, a 16 MiB byte map) with a 4096-node pool.
    constexpr int32_t kSide = 4096;
    std::vector<uint8_t> cells(static_cast<size_t>(kSide) * kSide, 1);
    for (int32_t y = 1980; y < 2020; ++y) {
        cells[static_cast<size_t>(y) * kSide + 2050] = 0;  // a wall to walk around
    }
    static fixpath::BoundedState<4096, uint32_t> pool;
    Point p[4096];
    const auto r = fixpath::find_path(fixpath::ByteCostMap(cells.data(), kSide, kSide), pool,
                                      make_point(2000, 2000), make_point(2100, 2000), p, 4096);
    ASSERT_EQ(r.status, Status::Found);
    EXPECT_GT(r.cost, 1000u);
    EXPECT_LE(pool.used(), 4096u);
}

TEST(Layouts, AbandonedQueryLeavesNoTrace) {
    std::mt19937 rng(5);
    const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, 30, 30, 25, 4);
    const fixpath::ByteCostMap map(g.costs.data(), 30, 30);
    static fixpath::DenseState<900, uint32_t> dense;
    static fixpath::BoundedState<900, uint32_t> bounded;
    Point p[900];
    for (int i = 0; i < 200; ++i) {
        const Point s = fixpath_test::random_passable(rng, g), t = fixpath_test::random_passable(rng, g);
        // Start a query, give up after a few expansions, start another.
        fixpath::GridSearch<fixpath::ByteCostMap, decltype(dense)> d(map, dense);
        d.begin(t, s);
        d.step(5);
        fixpath::GridSearch<fixpath::ByteCostMap, decltype(bounded)> b(map, bounded);
        b.begin(t, s);
        b.step(5);
        const auto rd = fixpath::find_path(map, dense, s, t, p, 900);
        const auto rb = fixpath::find_path(map, bounded, s, t, p, 900);
        const auto ref = fixpath_test::reference_distances(g, fixpath_test::Rules{}, s);
        const uint64_t want = ref[static_cast<size_t>(t.y) * 30 + static_cast<size_t>(t.x)];
        if (g.at(s.x, s.y) == 0 || g.at(t.x, t.y) == 0) {
            continue;
        }
        if (want == fixpath_test::kInfinite) {
            ASSERT_EQ(rd.status, Status::NoPath);
            ASSERT_EQ(rb.status, Status::NoPath);
        } else {
            ASSERT_EQ(rd.cost, want);
            ASSERT_EQ(rb.cost, want);
        }
    }
}

TEST(Layouts, TurningPointsAreTheCorners) {
    static const uint8_t open[10 * 10] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                                          1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                                          1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                                          1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                                          1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    static fixpath::DenseState<100, uint16_t> state;
    fixpath::GridSearch<fixpath::ByteCostMap, decltype(state)> search(fixpath::ByteCostMap(open, 10, 10),
                                                                      state);
    search.begin(make_point(0, 0), make_point(9, 3));
    ASSERT_EQ(search.run(), Status::Found);
    Point full[20], turns[20];
    const auto f = search.path(full, 20);
    const auto t = search.turning_points(turns, 20);
    ASSERT_EQ(f.length, 10u);  // 3 diagonal + 6 straight steps
    ASSERT_EQ(t.length, 3u);
    EXPECT_EQ(turns[0], make_point(0, 0));
    EXPECT_EQ(turns[2], make_point(9, 3));
    EXPECT_EQ(t.cost, f.cost);
    // Every turning point is on the full path, in order.
    uint32_t k = 0;
    for (uint32_t i = 0; i < f.length && k < t.length; ++i) {
        k += full[i] == turns[k];
    }
    EXPECT_EQ(k, t.length);
    // Too small a buffer for the turning points reports the size needed.
    EXPECT_EQ(search.turning_points(turns, 2).status, Status::PathBufferTooSmall);
    EXPECT_EQ(search.turning_points(turns, 2).length, 3u);
}

TEST(Layouts, FillStartsInConstantTimeAndFinishesInBoundedSteps) {
    // begin_fill() must not touch the distance buffer (starting is O(1));
    // the cells never reached get kUnreachable at the end, a bounded number
    // per step, and the result equals the reference.
    std::mt19937 rng(31);
    const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, 40, 30, 30, 3);
    const fixpath::ByteCostMap map(g.costs.data(), 40, 30);
    static fixpath::DenseState<1200, uint32_t> state;
    std::vector<uint32_t> distances(1200, 0x12345u);
    fixpath::GridSearch<fixpath::ByteCostMap, decltype(state)> search(map, state);
    const Point source = fixpath_test::random_passable(rng, g);
    ASSERT_EQ(search.begin_fill(source, {0, 0, 40, 30}, distances.data()), Status::InProgress);
    for (uint32_t d : distances) ASSERT_EQ(d, 0x12345u);
    uint32_t calls = 0, calls_after_expansions = 0;
    uint32_t expanded_before = 0;
    Status s;
    do {
        s = search.step(1);
        ++calls;
        if (search.stats().expanded == expanded_before && calls > 1) ++calls_after_expansions;
        expanded_before = search.stats().expanded;
    } while (s == Status::InProgress);
    ASSERT_EQ(s, Status::Complete);
    // 1,200 cells, at most 8 a call once the expansions are over.
    const uint32_t unreached = 1200 - search.stats().expanded;
    EXPECT_GE(calls_after_expansions + 1, unreached / 8);
    const auto ref = fixpath_test::reference_distances(g, fixpath_test::Rules{}, source);
    for (size_t i = 0; i < 1200; ++i) {
        const uint64_t want = ref[i];
        ASSERT_EQ(distances[i], want == fixpath_test::kInfinite ? 0xFFFFFFFFu : want) << i;
    }
}

TEST(Layouts, CellCoordinatesForEveryWidth) {
    // The engine turns a cell index into (x, y) with a multiply and shift
    // instead of a division; a two-row map of each width checks that the
    // goal, in the second row, comes out where it is.
    static uint8_t cells[2 * 3000];
    for (auto& c : cells) c = 1;
    static fixpath::BoundedState<8, uint32_t> pool;
    Point p[4];
    for (int32_t w = 1; w <= 3000; ++w) {
        const auto r = fixpath::find_path(fixpath::ByteCostMap(cells, w, 2), pool, make_point(w - 1, 0),
                                          make_point(w - 1, 1), p, 4);
        ASSERT_EQ(r.status, Status::Found) << w;
        ASSERT_EQ(r.length, 2u);
        ASSERT_EQ(p[1], make_point(w - 1, 1)) << w;
    }
}

TEST(Layouts, OneSearchOverAreasOfChangingShape) {
    // A search keeps its row division's constants while its area keeps its
    // sides: one search moved from window to window (the same shape
    // elsewhere), then to other widths and heights and back, must place
    // every cell as a fresh search does.
    static uint8_t cells[300 * 7];
    for (auto& c : cells) c = 1;
    const fixpath::ByteCostMap map(cells, 300, 7);
    using State = fixpath::DenseState<300 * 7, uint32_t>;
    static State kept_state, fresh_state;
    fixpath::GridSearch<fixpath::ByteCostMap, State> kept(map, kept_state);
    const fixpath::Area areas[] = {{0, 0, 300, 7}, {10, 1, 50, 5}, {60, 1, 50, 5}, {0, 0, 299, 7},
                                   {0, 0, 300, 6}, {5, 0, 7, 7},   {0, 0, 300, 7}, {3, 2, 1, 5}};
    for (const fixpath::Area& a : areas) {
        const Point start = make_point(a.x, a.y + a.height - 1);
        const Point goal = make_point(a.x + a.width - 1, a.y);
        ASSERT_EQ(kept.begin(start, goal, fixpath::SearchOptions<uint32_t>(), a), Status::InProgress);
        ASSERT_EQ(kept.run(), Status::Found);
        fixpath::GridSearch<fixpath::ByteCostMap, State> fresh(map, fresh_state);
        ASSERT_EQ(fresh.begin(start, goal, fixpath::SearchOptions<uint32_t>(), a), Status::InProgress);
        ASSERT_EQ(fresh.run(), Status::Found);
        Point kept_path[400], fresh_path[400];
        const auto k = kept.path(kept_path, 400);
        const auto f = fresh.path(fresh_path, 400);
        ASSERT_EQ(k.cost, f.cost) << a.width << "x" << a.height;
        ASSERT_EQ(k.length, f.length);
        for (uint32_t i = 0; i < k.length; ++i) EXPECT_EQ(kept_path[i], fresh_path[i]) << i;
        EXPECT_EQ(kept_path[k.length - 1], goal);
    }
}

// The memory goals, from sizeof: dense <= 6 bytes a cell with uint16_t costs,
// <= 8 with uint32_t; a 64x64 map in <= 24 KiB with 16-bit costs.
template <typename State>
double bytes_per_cell() {
    return static_cast<double>(sizeof(State)) / State::max_cells();
}

TEST(Layouts, DenseMemoryBudgets) {
    EXPECT_LE(sizeof(fixpath::DenseState<64 * 64, uint16_t>), 24u * 1024u);
    EXPECT_LE((bytes_per_cell<fixpath::DenseState<64 * 64, uint16_t>>()), 6.0);
    EXPECT_LE((bytes_per_cell<fixpath::DenseState<64 * 64, uint32_t>>()), 8.0);
    EXPECT_LE((bytes_per_cell<fixpath::DenseState<256 * 256, uint16_t>>()), 6.0);
    EXPECT_LE((bytes_per_cell<fixpath::DenseState<512 * 512, uint16_t>>()), 6.0);
    EXPECT_LE((bytes_per_cell<fixpath::DenseState<512 * 512, uint32_t>>()), 8.0);
    EXPECT_LE((bytes_per_cell<fixpath::DenseState<1024 * 1024, uint32_t>>()), 8.0);
    EXPECT_LE((bytes_per_cell<fixpath::DenseState<1024 * 1024, uint16_t>>()), 6.0);
    // CellBuckets: a 2-byte tag and an 8-byte entry a cell, the buckets' 544 bytes and the stamps.
    using InPlace = fixpath::DenseState<64 * 64, uint16_t, 64 * 64, fixpath::OpenList::CellBuckets>;
    EXPECT_EQ(sizeof(InPlace), 64u * 64u * 10u + 544u + 12u);
    using InPlace32 = fixpath::DenseState<64 * 64, uint32_t, 64 * 64, fixpath::OpenList::CellBuckets>;
    EXPECT_EQ(sizeof(InPlace32), 64u * 64u * 14u + 544u + 12u);
}

}  // namespace
