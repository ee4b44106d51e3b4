// Hex maps (hex_grid.hpp, hex_search.hpp) against a plain hex Dijkstra
// whose neighbours come from the offset-coordinate tables written out by
// hand for each layout (not from the library's axial conversions): costs of
// A*, Dijkstra, fills, ranges and flow-field distances on thousands of
// random maps in all four layouts, with every path checked step by step.
#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <queue>
#include <random>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "support/random_grid.hpp"

namespace {

using fixpath::Hex;
using fixpath::HexLayout;
using fixpath::Point;
using fixpath::Status;

constexpr HexLayout kLayouts[] = {HexLayout::PointyOddRows, HexLayout::PointyEvenRows, HexLayout::FlatOddColumns,
                                  HexLayout::FlatEvenColumns};

// The six neighbours of an offset cell, from the layouts' tables
// (rows/columns shoved by half a hex), written out independently.
std::vector<Point> offset_neighbours(Point c, HexLayout layout) {
    static const int kOddRowsEven[6][2] = {{1, 0}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}};
    static const int kOddRowsOdd[6][2] = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {0, 1}, {1, 1}};
    static const int kOddColsEven[6][2] = {{1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {0, 1}};
    static const int kOddColsOdd[6][2] = {{1, 1}, {1, 0}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};
    const int (*table)[2] = nullptr;
    switch (layout) {
        case HexLayout::PointyOddRows: table = (c.y & 1) ? kOddRowsOdd : kOddRowsEven; break;
        case HexLayout::PointyEvenRows: table = (c.y & 1) ? kOddRowsEven : kOddRowsOdd; break;
        case HexLayout::FlatOddColumns: table = (c.x & 1) ? kOddColsOdd : kOddColsEven; break;
        case HexLayout::FlatEvenColumns: table = (c.x & 1) ? kOddColsEven : kOddColsOdd; break;
    }
    std::vector<Point> out;
    for (int i = 0; i < 6; ++i) out.push_back(fixpath::make_point(c.x + table[i][0], c.y + table[i][1]));
    return out;
}

bool adjacent(Point a, Point b, HexLayout layout) {
    for (const Point n : offset_neighbours(a, layout)) {
        if (n.x == b.x && n.y == b.y) return true;
    }
    return false;
}

// Plain Dijkstra over offset cells: distances from `sources` (cost 0 each);
// toward: a step away from the sources costs the multiplier of the cell it
// leaves, which is the cell a unit walking TO the sources enters.
std::vector<uint64_t> reference(const fixpath_test::PlainGrid& g, HexLayout layout, const std::vector<Point>& sources,
                                uint64_t step, bool toward = false) {
    const uint64_t kInf = ~0ull;
    std::vector<uint64_t> d(g.costs.size(), kInf);
    using Item = std::pair<uint64_t, size_t>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> open;
    for (const Point s : sources) {
        const size_t i = static_cast<size_t>(s.y * g.width + s.x);
        d[i] = 0;
        open.push({0, i});
    }
    while (!open.empty()) {
        const auto [du, u] = open.top();
        open.pop();
        if (du != d[u]) continue;
        const Point p = fixpath::make_point(static_cast<int32_t>(u % static_cast<size_t>(g.width)),
                                            static_cast<int32_t>(u / static_cast<size_t>(g.width)));
        for (const Point n : offset_neighbours(p, layout)) {
            if (n.x < 0 || n.y < 0 || n.x >= g.width || n.y >= g.height || g.at(n.x, n.y) == 0) continue;
            const size_t v = static_cast<size_t>(n.y * g.width + n.x);
            const uint64_t nd = du + step * (toward ? g.at(p.x, p.y) : g.at(n.x, n.y));
            if (nd < d[v]) {
                d[v] = nd;
                open.push({nd, v});
            }
        }
    }
    return d;
}

// A path is legal: from `from` to `to`, each step to an adjacent open hex,
// its cost the sum of step x the multiplier entered.
void expect_legal(const fixpath_test::PlainGrid& g, HexLayout layout, const Hex* path, uint32_t length, Point from,
                  Point to, uint64_t step, uint64_t cost) {
    ASSERT_GE(length, 1u);
    Point prev = fixpath::offset_from_hex(path[0], layout);
    ASSERT_EQ(prev.x, from.x);
    ASSERT_EQ(prev.y, from.y);
    uint64_t sum = 0;
    for (uint32_t i = 1; i < length; ++i) {
        const Point p = fixpath::offset_from_hex(path[i], layout);
        ASSERT_TRUE(adjacent(prev, p, layout)) << "step " << i;
        ASSERT_GE(p.x, 0);
        ASSERT_GE(p.y, 0);
        ASSERT_LT(p.x, g.width);
        ASSERT_LT(p.y, g.height);
        ASSERT_NE(g.at(p.x, p.y), 0) << "step " << i << " enters a wall";
        sum += step * g.at(p.x, p.y);
        prev = p;
    }
    ASSERT_EQ(prev.x, to.x);
    ASSERT_EQ(prev.y, to.y);
    ASSERT_EQ(sum, cost);
}

Point random_open(std::mt19937& rng, const fixpath_test::PlainGrid& g) {
    for (int tries = 0; tries < 200; ++tries) {
        const Point p = fixpath::make_point(static_cast<int32_t>(rng() % static_cast<uint32_t>(g.width)),
                                            static_cast<int32_t>(rng() % static_cast<uint32_t>(g.height)));
        if (g.at(p.x, p.y) != 0) return p;
    }
    return fixpath::make_point(-1, -1);
}

TEST(HexGrid, OffsetAndAxialRoundTripAndNeighboursMatchTheTables) {
    for (const HexLayout layout : kLayouts) {
        for (int32_t y = -7; y <= 7; ++y) {
            for (int32_t x = -7; x <= 7; ++x) {
                const Point c = fixpath::make_point(x, y);
                const Hex h = fixpath::hex_from_offset(c, layout);
                const Point back = fixpath::offset_from_hex(h, layout);
                ASSERT_EQ(back.x, x);
                ASSERT_EQ(back.y, y);
                // The six axial directions land on the six table neighbours, each once.
                const std::vector<Point> table = offset_neighbours(c, layout);
                for (uint8_t d = 0; d < 6; ++d) {
                    const Point n = fixpath::offset_from_hex(fixpath::hex_neighbour(h, d), layout);
                    int found = 0;
                    for (const Point t : table) found += (t.x == n.x && t.y == n.y);
                    ASSERT_EQ(found, 1) << "layout " << int(layout) << " cell " << x << "," << y << " dir " << int(d);
                    ASSERT_EQ(fixpath::hex_distance(h, fixpath::hex_neighbour(h, d)), 1u);
                }
            }
        }
    }
    // Red Blob Games' examples: odd-r (1, 1) is axial (1, 1); even-q (1, 1) is axial (1, 0).
    EXPECT_EQ(fixpath::hex_from_offset({1, 1}, HexLayout::PointyOddRows), (Hex{1, 1}));
    EXPECT_EQ(fixpath::hex_from_offset({0, 3}, HexLayout::PointyOddRows), (Hex{-1, 3}));
    EXPECT_EQ(fixpath::hex_from_offset({1, 1}, HexLayout::FlatEvenColumns), (Hex{1, 0}));
    EXPECT_EQ(fixpath::hex_distance(Hex{0, 0}, Hex{3, -1}), 3u);
    EXPECT_EQ(fixpath::hex_distance(Hex{0, 0}, Hex{-2, -2}), 4u);
}

TEST(HexGrid, DistanceIsTheBreadthFirstStepCount) {
    fixpath_test::PlainGrid g;
    g.width = 23;
    g.height = 19;
    g.costs.assign(static_cast<size_t>(g.width * g.height), 1);
    for (const HexLayout layout : kLayouts) {
        const Point centre = fixpath::make_point(11, 9);
        const std::vector<uint64_t> d = reference(g, layout, {centre}, 1);
        const Hex c = fixpath::hex_from_offset(centre, layout);
        for (int32_t y = 0; y < g.height; ++y)
            for (int32_t x = 0; x < g.width; ++x) {
                const uint32_t hd = fixpath::hex_distance(c, fixpath::hex_from_offset(fixpath::make_point(x, y), layout));
                // BFS inside the rectangle may detour near the edges only when the straight line leaves
                // it; with the centre well inside, every cell within 9 steps is exact.
                if (hd <= 9) {
                    ASSERT_EQ(d[static_cast<size_t>(y * g.width + x)], hd) << x << "," << y;
                }
            }
    }
}

template <typename State>
void differential(uint32_t seed, int rounds) {
    std::mt19937 rng(seed);
    static State state;
    static const uint32_t kSteps[] = {1, 2, 3, 10, 12, 31, 40, 1000};
    int found = 0;
    for (int round = 0; round < rounds; ++round) {
        const int32_t w = 1 + static_cast<int32_t>(rng() % 30);
        const int32_t h = 1 + static_cast<int32_t>(rng() % 30);
        auto g = fixpath_test::random_grid(rng, w, h, static_cast<int>(rng() % 40), 1 + static_cast<int>(rng() % 4));
        const HexLayout layout = kLayouts[rng() % 4];
        const uint32_t step = kSteps[rng() % 8];
        const Point from = random_open(rng, g);
        const Point to = random_open(rng, g);
        if (from.x < 0 || to.x < 0) continue;
        const std::vector<uint64_t> ref = reference(g, layout, {from}, step);
        const uint64_t want = ref[static_cast<size_t>(to.y * w + to.x)];
        const fixpath::ByteCostMap map(g.costs.data(), w, h);
        fixpath::HexSearch<fixpath::ByteCostMap, State> search(map, state, layout);
        fixpath::HexOptions<typename State::Cost> options;
        options.step = static_cast<typename State::Cost>(step);
        options.heuristic = rng() % 4 != 0;
        const Hex a = fixpath::hex_from_offset(from, layout);
        const Hex b = fixpath::hex_from_offset(to, layout);
        ASSERT_EQ(search.begin(a, b, options), Status::InProgress);
        const bool sliced = rng() % 3 == 0;
        Status s = Status::InProgress;
        while (s == Status::InProgress) s = search.step(sliced ? 1 + static_cast<uint32_t>(rng() % 5) : fixpath::kUnlimited);
        std::vector<Hex> path(static_cast<size_t>(w * h) + 1);
        const auto info = search.path(path.data(), static_cast<uint32_t>(path.size()));
        if (want == ~0ull) {
            ASSERT_EQ(s, Status::NoPath) << "round " << round;
            ASSERT_EQ(info.status, Status::Partial);  // toward the nearest reachable hex
            expect_legal(g, layout, path.data(), info.length, from,
                         fixpath::offset_from_hex(path[info.length - 1], layout), step, info.cost);
            continue;
        }
        ASSERT_EQ(s, Status::Found) << "round " << round;
        ASSERT_EQ(search.cost(), want) << "round " << round << " layout " << int(layout) << " step " << step;
        ASSERT_EQ(info.status, Status::Found);
        expect_legal(g, layout, path.data(), info.length, from, to, step, info.cost);
        ASSERT_EQ(info.cost, want);
        ++found;

        // A fill from the same hex: every distance, and the path to a random reached hex.
        std::vector<typename State::Cost> dist(static_cast<size_t>(w * h), 7);
        ASSERT_EQ(search.begin_fill(a, dist.data(), options), Status::InProgress);
        const bool ranged = rng() % 2 == 0;
        const uint64_t ceiling = ranged ? step * (rng() % 12) : ~0ull;
        if (ranged) {
            ASSERT_EQ(search.limit_fill(static_cast<typename State::Cost>(ceiling)), Status::InProgress);
        }
        s = Status::InProgress;
        while (s == Status::InProgress) s = search.step(sliced ? 1 + static_cast<uint32_t>(rng() % 7) : fixpath::kUnlimited);
        ASSERT_EQ(s, Status::Complete);
        for (size_t i = 0; i < dist.size(); ++i) {
            const uint64_t expect = ref[i] != ~0ull && ref[i] <= ceiling ? ref[i] : uint64_t{search.kUnreachable};
            ASSERT_EQ(uint64_t{dist[i]}, expect) << "round " << round << " cell " << i;
        }
        const Point t = random_open(rng, g);
        const auto reached = search.path_to(fixpath::hex_from_offset(t, layout), path.data(),
                                            static_cast<uint32_t>(path.size()));
        if (ref[static_cast<size_t>(t.y * w + t.x)] != ~0ull && ref[static_cast<size_t>(t.y * w + t.x)] <= ceiling) {
            ASSERT_EQ(reached.status, Status::Found);
            expect_legal(g, layout, path.data(), reached.length, from, t, step, reached.cost);
            ASSERT_EQ(reached.cost, ref[static_cast<size_t>(t.y * w + t.x)]);
        } else {
            ASSERT_EQ(reached.status, Status::NoPath);
        }

        // Flow-field distances: seeds, costs toward them.
        std::vector<Point> seeds{to};
        const Point extra = random_open(rng, g);
        if (rng() % 2) seeds.push_back(extra);
        const std::vector<uint64_t> toward = reference(g, layout, seeds, step, true);
        ASSERT_EQ(search.begin_seeded(dist.data(), options, fixpath::FillCosts::TowardSeeds), Status::InProgress);
        for (const Point p : seeds) ASSERT_EQ(search.add_seed(fixpath::hex_from_offset(p, layout), 0), Status::InProgress);
        ASSERT_EQ(search.run(), Status::Complete);
        for (size_t i = 0; i < dist.size(); ++i) {
            ASSERT_EQ(uint64_t{dist[i]}, toward[i] == ~0ull ? uint64_t{search.kUnreachable} : toward[i]);
        }
        // Following the flow directions from any hex reaches a seed, paying its distance.
        const Point walker = random_open(rng, g);
        Hex at = fixpath::hex_from_offset(walker, layout);
        uint64_t paid = 0;
        for (int moves = 0; moves <= w * h; ++moves) {
            const uint8_t d = search.flow_direction(at);
            if (d == fixpath::kNoHexDirection) break;
            ASSERT_LT(d, 6);
            at = fixpath::hex_neighbour(at, d);
            const Point entered = fixpath::offset_from_hex(at, layout);
            paid += step * g.at(entered.x, entered.y);  // walking to the seeds: the hex entered pays
        }
        const Point end = fixpath::offset_from_hex(at, layout);
        if (toward[static_cast<size_t>(walker.y * w + walker.x)] == ~0ull) {
            ASSERT_EQ(end, walker);  // no way to a seed: no direction
        } else {
            ASSERT_EQ(toward[static_cast<size_t>(end.y * w + end.x)], 0u) << "ends on a seed";
            ASSERT_EQ(paid, toward[static_cast<size_t>(walker.y * w + walker.x)]);
        }
    }
    EXPECT_GT(found, rounds / 3);
}

TEST(HexSearch, DenseAutoMatchesThePlainHexDijkstra) {
    differential<fixpath::DenseState<1024, uint32_t>>(1, 1200);
}
TEST(HexSearch, DenseHeapMatchesThePlainHexDijkstra) {
    differential<fixpath::DenseState<1024, uint32_t, fixpath::default_dense_heap_capacity(1024), fixpath::OpenList::Heap>>(
        2, 600);
}
TEST(HexSearch, BoundedMatchesThePlainHexDijkstra) {
    differential<fixpath::BoundedState<1024, uint32_t>>(3, 600);
}

TEST(HexSearch, StatusesForBadInput) {
    const char* rows[] = {"..#..", ".###.", "....."};
    std::vector<uint8_t> cells;
    for (const char* r : rows)
        for (const char* c = r; *c; ++c) cells.push_back(*c == '#' ? 0 : 1);
    const fixpath::ByteCostMap map(cells.data(), 5, 3);
    static fixpath::DenseState<64, uint16_t> state;
    const HexLayout layout = HexLayout::PointyOddRows;
    fixpath::HexSearch<fixpath::ByteCostMap, decltype(state)> search(map, state, layout);
    const auto at = [&](int32_t x, int32_t y) { return fixpath::hex_from_offset(fixpath::make_point(x, y), layout); };
    EXPECT_EQ(search.begin(at(2, 0), at(0, 0)), Status::InvalidStart);   // a wall
    EXPECT_EQ(search.begin(at(5, 0), at(0, 0)), Status::InvalidStart);   // off the map
    EXPECT_EQ(search.begin(at(0, 0), at(2, 1)), Status::InvalidGoal);    // a wall
    EXPECT_EQ(search.begin(at(0, 0), at(0, -1)), Status::InvalidGoal);   // off the map
    fixpath::HexOptions<uint16_t> bad;
    bad.step = 0;
    EXPECT_EQ(search.begin(at(0, 0), at(4, 0), bad), Status::InvalidOptions);
    fixpath::HexOptions<uint16_t> nearest;
    nearest.nearest = true;
    ASSERT_EQ(search.begin(at(0, 0), at(2, 1), nearest), Status::InProgress);
    EXPECT_EQ(search.run(), Status::NoPath);
    Hex path[16];
    const auto info = search.path(path, 16);
    EXPECT_EQ(info.status, Status::Partial);
    EXPECT_EQ(fixpath::hex_distance(path[info.length - 1], at(2, 1)), 1u);  // ends next to the wall
    ASSERT_EQ(search.begin(at(0, 0), at(4, 0)), Status::InProgress);
    EXPECT_EQ(search.run(), Status::Found);
    EXPECT_EQ(search.path(path, 2).status, Status::PathBufferTooSmall);
    EXPECT_EQ(search.path(nullptr, 0).length, search.path(path, 16).length);
    // A state smaller than the map.
    static fixpath::DenseState<8, uint16_t> tiny;
    fixpath::HexSearch<fixpath::ByteCostMap, decltype(tiny)> small(map, tiny, layout);
    EXPECT_EQ(small.begin(at(0, 0), at(4, 0)), Status::MapTooLarge);
    // A pool that runs out: OutOfNodes with a partial path.
    static fixpath::BoundedState<64, uint16_t> pool;
    pool.set_node_limit(3);
    fixpath::HexSearch<fixpath::ByteCostMap, decltype(pool)> limited(map, pool, layout);
    ASSERT_EQ(limited.begin(at(0, 0), at(4, 0)), Status::InProgress);
    EXPECT_EQ(limited.run(), Status::OutOfNodes);
    EXPECT_EQ(limited.path(path, 16).status, Status::Partial);
    // Costs beyond a 16-bit type: CostOverflow, never a wrapped cost. The
    // shortest way (0,0) -> (4,2) is 5 steps: 5 x 13107 = 65535 does not fit
    // (65534 is the largest cost); the estimate alone still does.
    fixpath::HexOptions<uint16_t> dear;
    dear.step = 13107;
    ASSERT_EQ(search.begin(at(0, 0), at(4, 2), dear), Status::InProgress);
    EXPECT_EQ(search.run(), Status::CostOverflow);
    dear.step = 20000;  // the estimate alone is beyond the type: refused at once
    EXPECT_EQ(search.begin(at(0, 0), at(4, 2), dear), Status::CostOverflow);
    dear.step = 13000;  // 65,000 fits
    ASSERT_EQ(search.begin(at(0, 0), at(4, 2), dear), Status::InProgress);
    EXPECT_EQ(search.run(), Status::Found);
    EXPECT_EQ(search.cost(), 65000u);
}

TEST(HexSearch, OneCallHelperAndParentDirections) {
    std::vector<uint8_t> cells(8 * 6, 1);
    const fixpath::ByteCostMap map(cells.data(), 8, 6);
    static fixpath::DenseState<64, uint16_t> state;
    for (const HexLayout layout : kLayouts) {
        Hex path[32];
        const Hex a = fixpath::hex_from_offset({0, 0}, layout);
        const Hex b = fixpath::hex_from_offset({7, 5}, layout);
        const auto r = fixpath::find_hex_path(map, state, layout, a, b, path, 32);
        ASSERT_EQ(r.status, Status::Found);
        EXPECT_EQ(r.length, fixpath::hex_distance(a, b) + 1);
        EXPECT_EQ(r.cost, 10u * fixpath::hex_distance(a, b));
        fixpath::HexSearch<fixpath::ByteCostMap, decltype(state)> search(map, state, layout);
        ASSERT_EQ(search.begin(a, b), Status::InProgress);
        ASSERT_EQ(search.run(), Status::Found);
        for (uint32_t i = 1; i < r.length; ++i) {  // each hex was reached from the one before it
            const uint8_t d = search.parent_direction(path[i]);
            ASSERT_LT(d, 6);
            EXPECT_EQ(fixpath::hex_neighbour(path[i - 1], d), path[i]);
        }
        EXPECT_EQ(search.parent_direction(a), fixpath::kNoHexDirection);
    }
}

}  // namespace
