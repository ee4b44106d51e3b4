// Big units (clearance_map.hpp): clearance equals a brute-force largest free
// square on random maps; local updates equal a full recompute after every
// edit; a search for a unit of side k finds the optimal cost of a plain
// reference over positions whose whole footprint is free (computed by
// scanning, not from the clearance), with every footprint of the path free
// and every diagonal sweeping free positions only.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "support/random_grid.hpp"
#include "support/reference_search.hpp"

namespace {

using fixpath::Point;

uint8_t brute_clearance(const fixpath_test::PlainGrid& g, int32_t x, int32_t y) {
    int k = 0;
    while (k < 255) {
        const int n = k + 1;
        if (x + n > g.width || y + n > g.height) break;
        bool free = true;
        for (int dy = 0; dy < n && free; ++dy)
            for (int dx = 0; dx < n && free; ++dx) free = g.at(x + dx, y + dy) != 0;
        if (!free) break;
        k = n;
    }
    return static_cast<uint8_t>(k);
}

TEST(Clearance, EqualsTheLargestFreeSquareAndUpdatesLocally) {
    std::mt19937 rng(8);
    for (int round = 0; round < 60; ++round) {
        auto g = fixpath_test::random_grid(rng, 1 + static_cast<int32_t>(rng() % 40), 1 + static_cast<int32_t>(rng() % 40),
                                           static_cast<int>(rng() % 25), 1 + static_cast<int>(rng() % 3));
        const fixpath::ByteCostMap map(g.costs.data(), g.width, g.height);
        std::vector<uint8_t> c(g.costs.size());
        ASSERT_TRUE(fixpath::compute_clearance(map, c.data(), static_cast<uint32_t>(c.size())));
        for (int32_t y = 0; y < g.height; ++y)
            for (int32_t x = 0; x < g.width; ++x)
                ASSERT_EQ(c[static_cast<size_t>(y * g.width + x)], brute_clearance(g, x, y)) << x << "," << y;
        for (int edit = 0; edit < 30; ++edit) {  // walls appear and vanish, terrain changes
            const Point p = fixpath::make_point(static_cast<int32_t>(rng() % static_cast<uint32_t>(g.width)),
                                                static_cast<int32_t>(rng() % static_cast<uint32_t>(g.height)));
            uint8_t& cell = g.costs[static_cast<size_t>(p.y * g.width + p.x)];
            cell = cell == 0 ? static_cast<uint8_t>(1 + rng() % 3) : (rng() % 2 ? 0 : static_cast<uint8_t>(1 + rng() % 3));
            fixpath::update_clearance(map, c.data(), p);
            std::vector<uint8_t> full(c.size());
            fixpath::compute_clearance(map, full.data(), static_cast<uint32_t>(full.size()));
            ASSERT_EQ(c, full) << "round " << round << " edit " << edit;
        }
    }
    uint8_t small[3];
    std::vector<uint8_t> cells(4, 1);
    EXPECT_FALSE(fixpath::compute_clearance(fixpath::ByteCostMap(cells.data(), 2, 2), small, 3));
}

TEST(Clearance, BigUnitSearchIsOptimalAndItsFootprintNeverTouchesAWall) {
    std::mt19937 rng(21);
    static fixpath::DenseState<40 * 40, uint32_t> state;
    std::vector<Point> path(40 * 40 + 1);
    int found = 0;
    for (int round = 0; round < 300; ++round) {
        const int32_t w = 6 + static_cast<int32_t>(rng() % 34), h = 6 + static_cast<int32_t>(rng() % 34);
        const auto g = fixpath_test::random_grid(rng, w, h, static_cast<int>(rng() % 20), 1 + static_cast<int>(rng() % 3));
        const int32_t side = 2 + static_cast<int32_t>(rng() % 2);
        // The reference's map: a position is open when its footprint is (by scanning),
        // costing the dearest cell under it.
        fixpath_test::PlainGrid positions{w, h, std::vector<uint8_t>(static_cast<size_t>(w * h), 0)};
        for (int32_t y = 0; y + side <= h; ++y)
            for (int32_t x = 0; x + side <= w; ++x) {
                uint8_t dearest = 1;
                bool open = true;
                for (int32_t dy = 0; dy < side && open; ++dy)
                    for (int32_t dx = 0; dx < side && open; ++dx) {
                        open = g.at(x + dx, y + dy) != 0;
                        dearest = std::max(dearest, g.at(x + dx, y + dy));
                    }
                positions.costs[static_cast<size_t>(y * w + x)] = open ? dearest : 0;
            }
        const Point a = fixpath_test::random_passable(rng, positions), b = fixpath_test::random_passable(rng, positions);
        if (positions.at(a.x, a.y) == 0 || positions.at(b.x, b.y) == 0) continue;
        std::vector<uint8_t> c(g.costs.size());
        const fixpath::ByteCostMap map(g.costs.data(), w, h);
        fixpath::compute_clearance(map, c.data(), static_cast<uint32_t>(c.size()));
        const fixpath::UnitSizeMap<fixpath::ByteCostMap> big(map, c.data(), side);
        const fixpath_test::Rules rules;  // 8 moves, corners never: a diagonal's footprint sweeps both sides
        const auto r = fixpath::find_path(big, state, a, b, path.data(), static_cast<uint32_t>(path.size()));
        const auto ref = fixpath_test::reference_distances(positions, rules, a);
        const uint64_t want = ref[static_cast<size_t>(b.y * w + b.x)];
        if (want == fixpath_test::kInfinite) {
            ASSERT_EQ(r.status, fixpath::Status::NoPath) << "round " << round;
            continue;
        }
        ASSERT_EQ(r.status, fixpath::Status::Found) << "round " << round;
        ASSERT_EQ(uint64_t{r.cost}, want) << "round " << round;
        // Every footprint free; every diagonal's two orthogonal positions free too.
        for (uint32_t i = 0; i < r.length; ++i) {
            for (int32_t dy = 0; dy < side; ++dy)
                for (int32_t dx = 0; dx < side; ++dx) ASSERT_NE(g.at(path[i].x + dx, path[i].y + dy), 0);
            if (i > 0 && path[i].x != path[i - 1].x && path[i].y != path[i - 1].y) {
                ASSERT_NE(positions.at(path[i].x, path[i - 1].y), 0);
                ASSERT_NE(positions.at(path[i - 1].x, path[i].y), 0);
            }
        }
        ++found;
    }
    EXPECT_GT(found, 100);
}

}  // namespace
