// Differential tests: thousands of random maps, every move set, corner rule,
// several cost pairs and heuristics, both state layouts, against the plain
// reference Dijkstra in support/. Each case is reproducible from its seed.
#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "support/random_grid.hpp"
#include "support/reference_search.hpp"

namespace {

using fixpath::Point;
using fixpath_test::PlainGrid;
using fixpath_test::Rules;

constexpr int32_t kMaxSide = 40;
constexpr uint32_t kCells = kMaxSide * kMaxSide;

struct CostPair {
    uint32_t straight, diagonal;
};
constexpr CostPair kCostPairs[] = {{10, 14}, {5, 7}, {1000, 1414}, {13860, 19601}, {1, 1}, {3, 5}, {10, 25}};

// The heuristics that are admissible and consistent for these rules
// (options.hpp documents the conditions).
std::vector<fixpath::Heuristic> admissible(const Rules& r) {
    std::vector<fixpath::Heuristic> h = {fixpath::Heuristic::Zero, fixpath::Heuristic::Chebyshev};
    if (r.diagonal <= 2 * r.straight) {
        h.push_back(fixpath::Heuristic::Octile);
    }
    if (r.moves == fixpath::Moves::Four || r.diagonal >= 2 * r.straight) {
        h.push_back(fixpath::Heuristic::Manhattan);
    }
    return h;
}

struct Case {
    PlainGrid grid;
    Rules rules;
    fixpath::SearchOptions<uint32_t> options;
    Point start, goal;
};

Case random_case(uint32_t seed) {
    std::mt19937 rng(seed);
    Case c;
    std::uniform_int_distribution<int32_t> side(1, kMaxSide);
    std::uniform_int_distribution<int> density(0, 45);
    const int multipliers[] = {1, 1, 3, 9, 255};
    c.grid = fixpath_test::random_grid(rng, side(rng), side(rng), density(rng),
                                       multipliers[std::uniform_int_distribution<int>(0, 4)(rng)]);
    c.rules.moves = rng() % 2 ? fixpath::Moves::Eight : fixpath::Moves::Four;
    c.rules.corners = static_cast<fixpath::CornerRule>(rng() % 3);
    const CostPair cp = kCostPairs[rng() % (sizeof(kCostPairs) / sizeof(kCostPairs[0]))];
    c.rules.straight = cp.straight;
    c.rules.diagonal = cp.diagonal;
    const std::vector<fixpath::Heuristic> hs = admissible(c.rules);
    c.options.moves = c.rules.moves;
    c.options.corners = c.rules.corners;
    c.options.costs = {cp.straight, cp.diagonal};
    c.options.heuristic = hs[rng() % hs.size()];
    c.start = fixpath_test::random_passable(rng, c.grid);
    c.goal = fixpath_test::random_passable(rng, c.grid);
    return c;
}

// States are large: keep them static, as a device would.
fixpath::DenseState<kCells, uint32_t, kCells> g_dense;
fixpath::DenseState<kCells, uint32_t> g_dense_default_heap;
fixpath::BoundedState<kCells, uint32_t> g_bounded;
fixpath::DenseState<24 * 24, uint16_t> g_dense16;
Point g_path[kCells + 1];
Point g_other[kCells + 1];

template <typename State>
fixpath::FindResult<uint32_t> solve(State& state, const Case& c, Point* out,
                                    const fixpath::SearchOptions<uint32_t>& options) {
    fixpath::ByteCostMap map(c.grid.costs.data(), c.grid.width, c.grid.height);
    return fixpath::find_path(map, state, c.start, c.goal, out, kCells + 1, options);
}

TEST(Differential, RandomMapsMatchPlainDijkstra) {
    int compared = 0, no_path = 0, default_heap_full = 0;
    for (uint32_t seed = 1; seed <= 4000; ++seed) {
        const Case c = random_case(seed);
        if (c.grid.at(c.start.x, c.start.y) == 0 || c.grid.at(c.goal.x, c.goal.y) == 0) {
            continue;
        }
        SCOPED_TRACE("seed " + std::to_string(seed));
        const auto ref = fixpath_test::reference_distances(c.grid, c.rules, c.start);
        const uint64_t optimal = ref[static_cast<size_t>(c.goal.y) * static_cast<size_t>(c.grid.width) + static_cast<size_t>(c.goal.x)];

        const auto dense = solve(g_dense, c, g_path, c.options);
        if (optimal == fixpath_test::kInfinite) {
            ASSERT_EQ(dense.status, fixpath::Status::NoPath);
            ASSERT_TRUE(dense.partial);
            ++no_path;
        } else {
            ASSERT_EQ(dense.status, fixpath::Status::Found);
            ASSERT_EQ(dense.cost, optimal);
            ASSERT_FALSE(dense.partial);
            ASSERT_EQ(g_path[dense.length - 1], c.goal);
        }
        // Found or partial, the path is legal and costs what is reported.
        uint64_t walked = 0;
        const fixpath::Area whole{0, 0, c.grid.width, c.grid.height};
        const std::string problem =
            fixpath_test::check_path(c.grid, c.rules, whole, g_path, dense.length, c.start, walked);
        ASSERT_EQ(problem, "");
        ASSERT_EQ(walked, dense.cost);

        // The bounded layout expands in the same order: the same path.
        const auto bounded = solve(g_bounded, c, g_other, c.options);
        ASSERT_EQ(bounded.status, dense.status);
        ASSERT_EQ(bounded.cost, dense.cost);
        ASSERT_EQ(bounded.length, dense.length);
        for (uint32_t i = 0; i < dense.length; ++i) {
            ASSERT_EQ(g_other[i], g_path[i]) << "at " << i;
        }
        ASSERT_EQ(bounded.stats.expanded, dense.stats.expanded);

        // The default (smaller) heap either agrees or says it is full.
        const auto small = solve(g_dense_default_heap, c, g_other, c.options);
        if (small.status == fixpath::Status::OutOfNodes) {
            ++default_heap_full;
            ASSERT_GT(dense.stats.heap_high_water, decltype(g_dense_default_heap)::heap_capacity());
        } else {
            ASSERT_EQ(small.status, dense.status);
            ASSERT_EQ(small.cost, dense.cost);
        }
        ++compared;
    }
    EXPECT_GT(compared, 3000);
    EXPECT_GT(no_path, 50);  // the generator does produce unreachable goals
    std::printf("[ differential ] %d queries compared, %d without a path, %d exceeded the default heap\n",
                compared, no_path, default_heap_full);
}

TEST(Differential, WeightedAStarStaysWithinItsBound) {
    int compared = 0, suboptimal = 0;
    const fixpath::Weight weights[] = {{3, 2}, {2, 1}, {5, 4}, {7, 2}};
    for (uint32_t seed = 10001; seed <= 12000; ++seed) {
        Case c = random_case(seed);
        if (c.grid.at(c.start.x, c.start.y) == 0 || c.grid.at(c.goal.x, c.goal.y) == 0) {
            continue;
        }
        // A consistent base heuristic for the rules, then a weight on top.
        const std::vector<fixpath::Heuristic> hs = admissible(c.rules);
        c.options.heuristic = hs.back();
        c.options.weight = weights[seed % 4];
        SCOPED_TRACE("seed " + std::to_string(seed));
        const auto ref = fixpath_test::reference_distances(c.grid, c.rules, c.start);
        const uint64_t optimal = ref[static_cast<size_t>(c.goal.y) * static_cast<size_t>(c.grid.width) + static_cast<size_t>(c.goal.x)];
        const auto r = solve(g_dense, c, g_path, c.options);
        if (optimal == fixpath_test::kInfinite) {
            ASSERT_EQ(r.status, fixpath::Status::NoPath);
            continue;
        }
        ASSERT_EQ(r.status, fixpath::Status::Found);
        ASSERT_GE(r.cost, optimal);
        // cost <= W * optimal, in integers.
        ASSERT_LE(uint64_t{r.cost} * c.options.weight.denominator, optimal * c.options.weight.numerator);
        uint64_t walked = 0;
        const std::string problem = fixpath_test::check_path(
            c.grid, c.rules, {0, 0, c.grid.width, c.grid.height}, g_path, r.length, c.start, walked);
        ASSERT_EQ(problem, "");
        ASSERT_EQ(walked, r.cost);
        suboptimal += r.cost > optimal;
        ++compared;
    }
    EXPECT_GT(compared, 1500);
    EXPECT_GT(suboptimal, 0);  // the weight really changes the search
    std::printf("[ weighted ] %d queries, %d returned a costlier (bounded) path\n", compared, suboptimal);
}

TEST(Differential, SixteenBitCostsMatch) {
    int compared = 0;
    static fixpath::BoundedState<24 * 24, uint16_t> bounded16;
    for (uint32_t seed = 20001; seed <= 22000; ++seed) {
        std::mt19937 rng(seed);
        std::uniform_int_distribution<int32_t> side(1, 24);
        Case c;
        c.grid = fixpath_test::random_grid(rng, side(rng), side(rng), static_cast<int>(rng() % 46), 3);
        c.rules.moves = rng() % 2 ? fixpath::Moves::Eight : fixpath::Moves::Four;
        c.rules.corners = static_cast<fixpath::CornerRule>(rng() % 3);
        c.start = fixpath_test::random_passable(rng, c.grid);
        c.goal = fixpath_test::random_passable(rng, c.grid);
        if (c.grid.at(c.start.x, c.start.y) == 0 || c.grid.at(c.goal.x, c.goal.y) == 0) {
            continue;
        }
        fixpath::SearchOptions<uint16_t> options;
        options.moves = c.rules.moves;
        options.corners = c.rules.corners;
        const auto ref = fixpath_test::reference_distances(c.grid, c.rules, c.start);
        const uint64_t optimal = ref[static_cast<size_t>(c.goal.y) * static_cast<size_t>(c.grid.width) + static_cast<size_t>(c.goal.x)];
        fixpath::ByteCostMap map(c.grid.costs.data(), c.grid.width, c.grid.height);
        const auto r = fixpath::find_path(map, g_dense16, c.start, c.goal, g_path, kCells, options);
        const auto b = fixpath::find_path(map, bounded16, c.start, c.goal, g_other, kCells, options);
        SCOPED_TRACE("seed " + std::to_string(seed));
        ASSERT_EQ(r.status, optimal == fixpath_test::kInfinite ? fixpath::Status::NoPath : fixpath::Status::Found);
        ASSERT_EQ(b.status, r.status);
        if (r.status == fixpath::Status::Found) {
            ASSERT_EQ(r.cost, optimal);
            ASSERT_EQ(b.cost, optimal);
        }
        ++compared;
    }
    EXPECT_GT(compared, 1500);
}

TEST(Differential, TimeSlicedEqualsOneShot) {
    std::mt19937 budgets(7);
    int compared = 0;
    for (uint32_t seed = 30001; seed <= 30600; ++seed) {
        const Case c = random_case(seed);
        if (c.grid.at(c.start.x, c.start.y) == 0 || c.grid.at(c.goal.x, c.goal.y) == 0) {
            continue;
        }
        const auto once = solve(g_dense, c, g_path, c.options);
        fixpath::ByteCostMap map(c.grid.costs.data(), c.grid.width, c.grid.height);
        fixpath::GridSearch<fixpath::ByteCostMap, decltype(g_bounded)> search(map, g_bounded);
        ASSERT_EQ(search.begin(c.start, c.goal, c.options), fixpath::Status::InProgress);
        uint32_t slices = 0;
        fixpath::Status s;
        do {
            const uint32_t budget = 1 + static_cast<uint32_t>(budgets() % 7);
            const uint32_t before = search.stats().expanded;
            s = search.step(budget);
            ASSERT_LE(search.stats().expanded - before, budget);  // the budget is a hard cap
            // A partial path is available between slices, and it is legal.
            if (s == fixpath::Status::InProgress) {
                const auto partial = search.path(g_other, kCells + 1);
                ASSERT_EQ(partial.status, fixpath::Status::Partial);  // never Found: it does not arrive
                ASSERT_TRUE(partial.partial);
                uint64_t walked = 0;
                const std::string problem = fixpath_test::check_path(
                    c.grid, c.rules, {0, 0, c.grid.width, c.grid.height}, g_other, partial.length, c.start, walked);
                ASSERT_EQ(problem, "");
                ASSERT_EQ(walked, partial.cost);
            }
            ++slices;
        } while (s == fixpath::Status::InProgress);
        ASSERT_EQ(s, once.status) << "seed " << seed;
        const auto info = search.path(g_other, kCells + 1);
        ASSERT_EQ(info.length, once.length);
        ASSERT_EQ(info.cost, once.cost);
        for (uint32_t i = 0; i < info.length; ++i) {
            ASSERT_EQ(g_other[i], g_path[i]);
        }
        ++compared;
    }
    EXPECT_GT(compared, 400);
}

TEST(Differential, WindowFillsMatchReferenceInsideTheWindow) {
    // (delta 10; an open list of one entry a cell: a state's default list, a quarter of its cells,
    // may overflow on heavy terrain, OutOfNodes, which is not what this test is about)
    static fixpath::DenseState<21 * 21, uint32_t, 21 * 21> window_state;
    static uint32_t distances[21 * 21];
    using WindowSearch = fixpath::GridSearch<fixpath::ByteCostMap, decltype(window_state)>;
    int compared = 0;
    for (uint32_t seed = 40001; seed <= 40500; ++seed) {
        std::mt19937 rng(seed);
        Case c = random_case(seed);
        const int32_t delta = static_cast<int32_t>(rng() % 11);
        const fixpath::Area window = fixpath::Area::around(c.start, delta);
        if (c.grid.at(c.start.x, c.start.y) == 0) {
            continue;
        }
        fixpath::ByteCostMap map(c.grid.costs.data(), c.grid.width, c.grid.height);
        fixpath::GridSearch<fixpath::ByteCostMap, decltype(window_state)> search(map, window_state);
        ASSERT_EQ(search.begin_fill(c.start, window, distances, c.options), fixpath::Status::InProgress);
        ASSERT_EQ(search.run(), fixpath::Status::Complete) << "seed " << seed;
        const auto ref = fixpath_test::reference_distances(c.grid, c.rules, c.start, window);
        for (int32_t wy = 0; wy < window.height; ++wy) {
            for (int32_t wx = 0; wx < window.width; ++wx) {
                const int32_t x = window.x + wx, y = window.y + wy;
                const uint32_t got = distances[static_cast<size_t>(wy * window.width + wx)];
                const bool on_map = x >= 0 && y >= 0 && x < c.grid.width && y < c.grid.height;
                const uint64_t want = on_map ? ref[static_cast<size_t>(y) * static_cast<size_t>(c.grid.width) + static_cast<size_t>(x)] : fixpath_test::kInfinite;
                if (want == fixpath_test::kInfinite) {
                    ASSERT_EQ(got, WindowSearch::kUnreachable);
                    continue;
                }
                ASSERT_EQ(got, want) << "seed " << seed << " cell " << x << "," << y;
                // Any reached cell has a legal path of exactly that cost.
                const auto info = search.path_to(fixpath::make_point(x, y), g_path, kCells);
                ASSERT_EQ(info.status, fixpath::Status::Found);
                uint64_t walked = 0;
                const std::string problem =
                    fixpath_test::check_path(c.grid, c.rules, window, g_path, info.length, c.start, walked);
                ASSERT_EQ(problem, "");
                ASSERT_EQ(walked, want);
            }
        }
        ++compared;
    }
    EXPECT_GT(compared, 300);
}

TEST(Differential, BitMapEqualsByteMapOfZerosAndOnes) {
    int compared = 0;
    for (uint32_t seed = 50001; seed <= 50500; ++seed) {
        std::mt19937 rng(seed);
        const int32_t w = 1 + static_cast<int32_t>(rng() % 40), h = 1 + static_cast<int32_t>(rng() % 40);
        PlainGrid g = fixpath_test::random_grid(rng, w, h, static_cast<int>(rng() % 46), 1);
        std::vector<uint8_t> bits(static_cast<size_t>(fixpath::BitMap::bytes_needed(w, h)), 0);
        for (int32_t y = 0; y < h; ++y) {
            for (int32_t x = 0; x < w; ++x) {
                if (g.at(x, y)) {
                    bits[static_cast<size_t>(y * fixpath::BitMap::bytes_per_row(w) + x / 8)] |= static_cast<uint8_t>(1u << (x % 8));
                }
            }
        }
        const Point s = fixpath_test::random_passable(rng, g), t = fixpath_test::random_passable(rng, g);
        fixpath::BitMap bit_map(bits.data(), w, h);
        fixpath::ByteCostMap byte_map(g.costs.data(), w, h);
        const auto a = fixpath::find_path(bit_map, g_dense, s, t, g_path, kCells + 1);
        const auto b = fixpath::find_path(byte_map, g_bounded, s, t, g_other, kCells + 1);
        ASSERT_EQ(a.status, b.status);
        ASSERT_EQ(a.cost, b.cost);
        ASSERT_EQ(a.length, b.length);
        ++compared;
    }
    EXPECT_EQ(compared, 500);
}

}  // namespace
