// Jump point search against the plain reference Dijkstra: thousands of
// random walls-and-floor maps, every accepted cost pair, both state layouts,
// both open lists, time-sliced to the smallest step; every path legal and
// costing exactly what a full search finds. The refusals are checked too.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "support/reference_search.hpp"

namespace {

using fixpath::make_point;
using fixpath::Point;
using fixpath::Status;

struct Lcg {
    uint32_t s;
    uint32_t next() {
        s = s * 1664525u + 1013904223u;
        return s >> 8;
    }
};

// The map as bits (BitMap rows) and as bytes.
struct TwoMaps {
    fixpath_test::PlainGrid grid;
    std::vector<uint8_t> bits;
    fixpath::BitMap bit_map() const { return fixpath::BitMap(bits.data(), grid.width, grid.height); }
    fixpath::ByteCostMap byte_map() const { return fixpath::ByteCostMap(grid.costs.data(), grid.width, grid.height); }
};

TwoMaps random_map(Lcg& rng, int32_t w, int32_t h, uint32_t density_percent) {
    TwoMaps m;
    m.grid.width = w;
    m.grid.height = h;
    m.grid.costs.assign(static_cast<size_t>(w) * static_cast<size_t>(h), 1);
    const int32_t row_bytes = fixpath::BitMap::bytes_per_row(w);
    m.bits.assign(static_cast<size_t>(row_bytes) * static_cast<size_t>(h), 0);
    const bool blocks = rng.next() % 3 == 0;  // rectangles instead of scattered cells
    if (blocks) {
        const uint32_t n = static_cast<uint32_t>(w * h) * density_percent / 100 / 6 + 1;
        for (uint32_t k = 0; k < n; ++k) {
            const int32_t bx = static_cast<int32_t>(rng.next() % static_cast<uint32_t>(w));
            const int32_t by = static_cast<int32_t>(rng.next() % static_cast<uint32_t>(h));
            const int32_t bw = 1 + static_cast<int32_t>(rng.next() % 4);
            const int32_t bh = 1 + static_cast<int32_t>(rng.next() % 4);
            for (int32_t y = by; y < by + bh && y < h; ++y)
                for (int32_t x = bx; x < bx + bw && x < w; ++x) m.grid.costs[static_cast<size_t>(y * w + x)] = 0;
        }
    } else {
        for (auto& c : m.grid.costs) c = rng.next() % 100 < density_percent ? 0 : 1;
    }
    for (int32_t y = 0; y < h; ++y)
        for (int32_t x = 0; x < w; ++x)
            if (m.grid.costs[static_cast<size_t>(y * w + x)] != 0)
                m.bits[static_cast<size_t>(y * row_bytes + x / 8)] |= static_cast<uint8_t>(1u << (x % 8));
    // Padding bits of each row set: they must read as blocked.
    for (int32_t y = 0; y < h; ++y)
        for (int32_t x = w; x < row_bytes * 8; ++x)
            m.bits[static_cast<size_t>(y * row_bytes + x / 8)] |= static_cast<uint8_t>(1u << (x % 8));
    return m;
}

Point random_open(Lcg& rng, const TwoMaps& m) {
    for (int tries = 0; tries < 200; ++tries) {
        const Point p = make_point(static_cast<int32_t>(rng.next() % static_cast<uint32_t>(m.grid.width)),
                                   static_cast<int32_t>(rng.next() % static_cast<uint32_t>(m.grid.height)));
        if (m.grid.at(p.x, p.y) != 0) return p;
    }
    return make_point(-1, -1);
}

template <typename Map, typename State>
void check_query(const TwoMaps& m, const Map& map, State& state, Point start, Point goal, uint32_t s, uint32_t d,
                 uint32_t slice, const char* what, bool with_columns = false) {
    using Cost = typename State::Cost;
    fixpath::SearchOptions<Cost> o;
    o.costs = {static_cast<Cost>(s), static_cast<Cost>(d)};
    std::vector<uint8_t> column_bytes(static_cast<size_t>(fixpath::BitMap::bytes_needed(m.grid.height, m.grid.width)));
    ASSERT_TRUE(fixpath::column_map(map, column_bytes.data(), static_cast<uint32_t>(column_bytes.size())));
    const fixpath::BitMap columns(column_bytes.data(), m.grid.height, m.grid.width);
    fixpath::JumpPointSearch<Map, State> jps = with_columns ? fixpath::JumpPointSearch<Map, State>(map, state, columns)
                                                            : fixpath::JumpPointSearch<Map, State>(map, state);
    ASSERT_EQ(jps.begin(start, goal, o), Status::InProgress) << what;
    Status st = Status::InProgress;
    uint32_t calls = 0;
    while ((st = jps.step(slice)) == Status::InProgress) {
        ASSERT_LT(++calls, 2000000u) << what;
    }
    fixpath_test::Rules rules{fixpath::Moves::Eight, fixpath::CornerRule::Never, s, d};
    const auto dist = fixpath_test::reference_distances(m.grid, rules, start);
    const uint64_t want = dist[static_cast<size_t>(goal.y) * static_cast<size_t>(m.grid.width) + static_cast<size_t>(goal.x)];
    if (want == fixpath_test::kInfinite) {
        ASSERT_EQ(st, Status::NoPath) << what;
        return;
    }
    if (want > fixpath::detail::unsigned_max<Cost>() - 1u) {
        ASSERT_EQ(st, Status::CostOverflow) << what;
        return;
    }
    ASSERT_EQ(st, Status::Found) << what << " slice " << slice;
    ASSERT_EQ(uint64_t{jps.cost()}, want) << what << " slice " << slice;
    std::vector<Point> path(static_cast<size_t>(m.grid.width * m.grid.height) + 1);
    const auto info = jps.path(path.data(), static_cast<uint32_t>(path.size()));
    ASSERT_EQ(info.status, Status::Found) << what;
    uint64_t cost = 0;
    const std::string legal = fixpath_test::check_path(m.grid, rules, fixpath::Area{0, 0, m.grid.width, m.grid.height},
                                                       path.data(), info.length, start, cost);
    ASSERT_EQ(legal, "") << what;
    ASSERT_EQ(cost, want) << what;
    ASSERT_EQ(path[info.length - 1], goal) << what;
    // Turning points: a subsequence of the path with the same ends.
    std::vector<Point> turns(path.size());
    const auto t = jps.turning_points(turns.data(), static_cast<uint32_t>(turns.size()));
    ASSERT_EQ(t.status, Status::Found);
    ASSERT_EQ(t.cost, info.cost);
    ASSERT_EQ(turns[0], start);
    ASSERT_EQ(turns[t.length - 1], goal);
}

TEST(JumpPointSearch, EqualsTheReferenceOnRandomMaps) {
    Lcg rng{2024};
    static const uint32_t kCosts[][2] = {{10, 14}, {1, 1}, {13860, 19601}, {5, 7}, {1, 2}, {2, 3}, {100, 141}};
    static fixpath::JumpPointState<fixpath::DenseState<200 * 200, uint32_t>> dense;
    static fixpath::JumpPointState<fixpath::BoundedState<8192, uint32_t>> bounded;
    static fixpath::JumpPointState<fixpath::DenseState<200 * 200, uint32_t, 10000, fixpath::OpenList::Heap>> heap;
    int checked = 0;
    for (int round = 0; round < 4000; ++round) {
        const int32_t w = 1 + static_cast<int32_t>(rng.next() % (round < 3400 ? 40 : 200));
        const int32_t h = 1 + static_cast<int32_t>(rng.next() % (round < 3400 ? 40 : 200));
        const TwoMaps m = random_map(rng, w, h, rng.next() % 46);
        const Point a = random_open(rng, m);
        const Point b = random_open(rng, m);
        if (a.x < 0 || b.x < 0) continue;
        const uint32_t* c = kCosts[round % 7];
        const uint32_t slice = round % 5 == 0 ? 1u + rng.next() % 7 : fixpath::kUnlimited;
        const bool columns = (round / 4) % 2 == 1;
        switch (round % 4) {
            case 0: check_query(m, m.bit_map(), dense, a, b, c[0], c[1], slice, "bits dense", columns); break;
            case 1: check_query(m, m.bit_map(), bounded, a, b, c[0], c[1], slice, "bits bounded", columns); break;
            case 2: check_query(m, m.byte_map(), dense, a, b, c[0], c[1], slice, "bytes dense", columns); break;
            default: check_query(m, m.bit_map(), heap, a, b, c[0], c[1], slice, "bits heap", columns); break;
        }
        if (HasFatalFailure()) {
            ADD_FAILURE() << "round " << round << " map " << w << "x" << h << " from (" << a.x << "," << a.y << ") to ("
                          << b.x << "," << b.y << ") costs " << c[0] << "/" << c[1];
            return;
        }
        ++checked;
    }
    EXPECT_GT(checked, 3500);
}

TEST(JumpPointSearch, ExpandsFarFewerCellsThanAStarOnOpenMaps) {
    Lcg rng{7};
    const TwoMaps m = random_map(rng, 120, 120, 0);
    static fixpath::JumpPointState<fixpath::DenseState<120 * 120, uint32_t>> state;
    Point p[400];
    const auto jps = fixpath::find_path_jps(m.bit_map(), state, make_point(0, 0), make_point(119, 77), p, 400);
    const auto astar = fixpath::find_path(m.bit_map(), state, make_point(0, 0), make_point(119, 77), p, 400);
    ASSERT_EQ(jps.status, Status::Found);
    EXPECT_EQ(jps.cost, astar.cost);
    EXPECT_LT(jps.stats.expanded * 10, astar.stats.expanded);
}

TEST(JumpPointSearch, RefusesWhatItCannotSearchExactly) {
    static const uint8_t terrain[4 * 3] = {1, 1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 1};
    static fixpath::JumpPointState<fixpath::DenseState<12, uint16_t>> state;
    fixpath::JumpPointSearch<fixpath::ByteCostMap, fixpath::JumpPointState<fixpath::DenseState<12, uint16_t>>> search(
        fixpath::ByteCostMap(terrain, 4, 3), state);
    ASSERT_EQ(search.begin(make_point(0, 1), make_point(3, 1)), Status::InProgress);
    EXPECT_EQ(search.run(), Status::NonUniformMap);
    EXPECT_EQ(search.begin(make_point(1, 1), make_point(3, 1)), Status::NonUniformMap);  // start on terrain
    static const uint8_t floor[12] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    fixpath::JumpPointSearch<fixpath::ByteCostMap, fixpath::JumpPointState<fixpath::DenseState<12, uint16_t>>> plain(
        fixpath::ByteCostMap(floor, 4, 3), state);
    fixpath::SearchOptions<uint16_t> o;
    o.moves = fixpath::Moves::Four;
    EXPECT_EQ(plain.begin(make_point(0, 0), make_point(3, 2), o), Status::InvalidOptions);
    o = {};
    o.corners = fixpath::CornerRule::Always;
    EXPECT_EQ(plain.begin(make_point(0, 0), make_point(3, 2), o), Status::InvalidOptions);
    o = {};
    o.costs = {10, 21};  // D > 2S: diagonal-first paths are not the cheapest
    EXPECT_EQ(plain.begin(make_point(0, 0), make_point(3, 2), o), Status::InvalidOptions);
    o.costs = {10, 9};  // D < S
    EXPECT_EQ(plain.begin(make_point(0, 0), make_point(3, 2), o), Status::InvalidOptions);
    o = {};
    o.weight = {3, 2};
    EXPECT_EQ(plain.begin(make_point(0, 0), make_point(3, 2), o), Status::InvalidOptions);
    EXPECT_EQ(plain.begin(make_point(-1, 0), make_point(3, 2)), Status::InvalidStart);
    EXPECT_EQ(plain.begin(make_point(0, 0), make_point(4, 2)), Status::InvalidGoal);
    EXPECT_EQ(plain.begin(make_point(0, 0), make_point(3, 2)), Status::InProgress);
    EXPECT_EQ(plain.run(), Status::Found);
    EXPECT_EQ(plain.cost(), 10u + 14u + 14u);
    Point small[2];
    EXPECT_EQ(plain.path(small, 2).status, Status::PathBufferTooSmall);
    EXPECT_EQ(plain.path(small, 2).length, 4u);
}

TEST(JumpPointSearch, CornersAreNeverCut) {
    // S . #      from (0,0) to (2,1): the diagonal (1,0)->(2,1) would cut
    // . . .      the wall's corner; the path must go down first.
    static const uint8_t cells[9] = {1, 1, 0, 1, 1, 1, 1, 1, 1};
    static fixpath::JumpPointState<fixpath::DenseState<9, uint16_t>> state;
    Point p[9];
    const auto r = fixpath::find_path_jps(fixpath::ByteCostMap(cells, 3, 3), state, make_point(0, 0), make_point(2, 1), p, 9);
    ASSERT_EQ(r.status, Status::Found);
    EXPECT_EQ(r.cost, 14u + 10u);  // (0,0) -> (1,1) -> (2,1)
    EXPECT_EQ(p[1], make_point(1, 1));
}

TEST(JumpPointSearch, PartialPathsAndPoolsTooSmall) {
    Lcg rng{99};
    const TwoMaps m = random_map(rng, 60, 60, 20);
    static fixpath::JumpPointState<fixpath::BoundedState<4, uint32_t>> tiny;
    const Point a = random_open(rng, m);
    const Point b = random_open(rng, m);
    std::vector<Point> p(3600);
    const auto r = fixpath::find_path_jps(m.bit_map(), tiny, a, b, p.data(), 3600);
    if (r.status == Status::OutOfNodes) {
        EXPECT_TRUE(r.partial);
        EXPECT_GT(r.length, 0u);
        EXPECT_EQ(p[0], a);
    }
    // Islands: no path, a partial one toward the goal.
    static const uint8_t islands[10] = {1, 1, 0, 1, 1, 1, 1, 0, 1, 1};
    static fixpath::JumpPointState<fixpath::DenseState<10, uint16_t>> state;
    const auto none = fixpath::find_path_jps(fixpath::ByteCostMap(islands, 5, 2), state, make_point(0, 0),
                                             make_point(4, 1), p.data(), 10);
    EXPECT_EQ(none.status, Status::NoPath);
    EXPECT_TRUE(none.partial);
    // Only jump points are expanded: here none but the start (its rays all
    // end at walls), so the partial path is the start alone.
    EXPECT_EQ(none.length, 1u);
    EXPECT_EQ(p[0], make_point(0, 0));
}

}  // namespace
