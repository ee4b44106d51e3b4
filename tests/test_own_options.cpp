// A query begun without options takes the search's own (Search::options(),
// engine/query_plan.hpp: a constant, so that its checks are made when
// compiling): for hex maps, linked grids and D* Lite, every answer is the
// one given those options explicitly (status, statistics, cost, path),
// endpoints on, off and blocked; the one-call helpers likewise. (Grids
// and jump points: test_fixed_rules.cpp, test_jump_point_search.cpp.)
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "support/random_grid.hpp"

namespace {

using fixpath::ByteCostMap;
using fixpath::Point;
using fixpath::Status;

constexpr int32_t kMaxW = 40, kMaxH = 30;

// Status, statistics, cost and the written path, as numbers.
template <typename Search, typename PathPoint, typename Code>
std::vector<uint32_t> answer(const Search& search, Code code) {
    std::vector<uint32_t> a{static_cast<uint32_t>(search.status()), search.stats().expanded, search.stats().pushed,
                            static_cast<uint32_t>(search.cost())};
    std::vector<PathPoint> out(kMaxW * kMaxH);
    const auto info = search.path(out.data(), kMaxW * kMaxH);
    a.push_back(static_cast<uint32_t>(info.status));
    a.push_back(info.length);
    for (uint32_t i = 0; i < info.length && (info.status == Status::Found || info.status == Status::Partial); ++i) {
        a.push_back(code(out[i]));
    }
    return a;
}

uint32_t point_code(Point p) { return static_cast<uint32_t>(p.x) * 65536u + static_cast<uint32_t>(p.y); }

// Random maps and endpoints (a quarter of them anywhere: off the map or on
// a wall); `check(grid, start, goal)` for each.
template <typename Check>
void on_random_queries(uint32_t seed, Check&& check) {
    std::mt19937 rng(seed);
    for (int round = 0; round < 40; ++round) {
        const int32_t w = 2 + static_cast<int32_t>(rng() % (kMaxW - 1));
        const int32_t h = 2 + static_cast<int32_t>(rng() % (kMaxH - 1));
        const auto grid =
            fixpath_test::random_grid(rng, w, h, static_cast<int>(rng() % 35), 1 + static_cast<int>(rng() % 5));
        for (int q = 0; q < 4; ++q) {
            const auto any = [&] {
                return rng() % 4 == 0 ? fixpath::make_point(static_cast<int32_t>(rng() % (kMaxW + 4)) - 2,
                                                            static_cast<int32_t>(rng() % (kMaxH + 4)) - 2)
                                      : fixpath_test::random_passable(rng, grid);
            };
            check(grid, any(), any());
            if (::testing::Test::HasFatalFailure()) return;
        }
    }
}

TEST(OwnOptions, HexBegunWithoutOptionsAsWithItsOwn) {
    using State = fixpath::DenseState<kMaxW * kMaxH, uint32_t>;
    static State with_state, without_state;
    const auto code = [](fixpath::Hex h) {
        return static_cast<uint32_t>(static_cast<uint16_t>(h.q)) * 65536u + static_cast<uint16_t>(h.r);
    };
    on_random_queries(1, [&](const fixpath_test::PlainGrid& grid, Point s, Point g) {
        const ByteCostMap map(grid.costs.data(), grid.width, grid.height);
        for (const auto layout : {fixpath::HexLayout::PointyOddRows, fixpath::HexLayout::FlatEvenColumns}) {
            using Search = fixpath::HexSearch<ByteCostMap, State>;
            Search with(map, with_state, layout), without(map, without_state, layout);
            const fixpath::Hex a = fixpath::hex_from_offset(s, layout), b = fixpath::hex_from_offset(g, layout);
            const Status begun = with.begin(a, b, Search::options());
            ASSERT_EQ(begun, without.begin(a, b));
            if (begun == Status::InProgress) {
                ASSERT_EQ(with.run(), without.run());
            }
            EXPECT_EQ((answer<Search, fixpath::Hex>(with, code)), (answer<Search, fixpath::Hex>(without, code)));
            std::vector<fixpath::Hex> pa(kMaxW * kMaxH), pb(kMaxW * kMaxH);
            const auto one =
                fixpath::find_hex_path(map, with_state, layout, a, b, pa.data(), kMaxW * kMaxH, Search::options());
            const auto two = fixpath::find_hex_path(map, without_state, layout, a, b, pb.data(), kMaxW * kMaxH);
            EXPECT_EQ(one.status, two.status);
            EXPECT_EQ(one.cost, two.cost);
            EXPECT_EQ(one.stats.expanded, two.stats.expanded);
        }
    });
}

TEST(OwnOptions, LinkedGridBegunWithoutOptionsAsWithItsOwn) {
    using State = fixpath::DenseState<kMaxW * kMaxH, uint32_t>;
    using Search = fixpath::LinkedGridSearch<ByteCostMap, State>;
    static State with_state, without_state;
    std::mt19937 rng(7);
    on_random_queries(2, [&](const fixpath_test::PlainGrid& grid, Point s, Point g) {
        const ByteCostMap map(grid.costs.data(), grid.width, grid.height);
        fixpath::GridLink links[3];
        for (auto& l : links) {
            l = {fixpath_test::random_passable(rng, grid), fixpath_test::random_passable(rng, grid),
                 static_cast<uint32_t>(1 + rng() % 40),
                 rng() % 2 == 0 ? fixpath::LinkWay::OneWay : fixpath::LinkWay::Both};
        }
        const uint32_t count = static_cast<uint32_t>(rng() % 4);
        Search with(map, with_state), without(map, without_state);
        const Status begun = with.begin(s, g, links, count, Search::options());
        ASSERT_EQ(begun, without.begin(s, g, links, count));
        if (begun == Status::InProgress) {
            ASSERT_EQ(with.run(), without.run());
        }
        EXPECT_EQ((answer<Search, Point>(with, point_code)), (answer<Search, Point>(without, point_code)));
        std::vector<Point> pa(kMaxW * kMaxH), pb(kMaxW * kMaxH);
        std::vector<uint8_t> va(kMaxW * kMaxH), vb(kMaxW * kMaxH);
        const auto one = fixpath::find_linked_path(map, with_state, s, g, links, count, pa.data(), kMaxW * kMaxH,
                                                   va.data(), Search::options());
        const auto two =
            fixpath::find_linked_path(map, without_state, s, g, links, count, pb.data(), kMaxW * kMaxH, vb.data());
        EXPECT_EQ(one.status, two.status);
        EXPECT_EQ(one.cost, two.cost);
        EXPECT_EQ(one.length, two.length);
        EXPECT_EQ(va, vb);
    });
}

TEST(OwnOptions, IncrementalBegunWithoutOptionsAsWithItsOwn) {
    using State = fixpath::IncrementalState<kMaxW * kMaxH, uint32_t>;
    using Search = fixpath::IncrementalSearch<ByteCostMap, State>;
    static State with_state, without_state;
    on_random_queries(3, [&](const fixpath_test::PlainGrid& grid, Point s, Point g) {
        const ByteCostMap map(grid.costs.data(), grid.width, grid.height);
        Search with(map, with_state), without(map, without_state);
        const Status begun = with.begin(s, g, Search::options());
        ASSERT_EQ(begun, without.begin(s, g));
        if (begun == Status::InProgress) {
            ASSERT_EQ(with.run(), without.run());
        }
        EXPECT_EQ((answer<Search, Point>(with, point_code)), (answer<Search, Point>(without, point_code)));
    });
}

// The search's own options are the defaults of its options type.
TEST(OwnOptions, TheOwnOptionsAreTheDefaults) {
    using Dense = fixpath::DenseState<64, uint16_t>;
    const auto same = [](const fixpath::SearchOptions<uint16_t>& o) {
        const fixpath::SearchOptions<uint16_t> d;
        return o.moves == d.moves && o.corners == d.corners && o.costs.straight == d.costs.straight &&
               o.costs.diagonal == d.costs.diagonal && o.heuristic == d.heuristic &&
               o.weight.numerator == d.weight.numerator && o.weight.denominator == d.weight.denominator &&
               o.nearest == d.nearest;
    };
    EXPECT_TRUE(same(fixpath::LinkedGridSearch<ByteCostMap, Dense>::options()));
    EXPECT_TRUE(same(fixpath::GridSearch<ByteCostMap, Dense>::options()));
    EXPECT_TRUE(same(fixpath::IncrementalSearch<ByteCostMap, fixpath::IncrementalState<64, uint16_t>>::options()));
    const auto hex = fixpath::HexSearch<ByteCostMap, Dense>::options();
    const fixpath::HexOptions<uint16_t> d;
    EXPECT_EQ(hex.step, d.step);
    EXPECT_EQ(hex.heuristic, d.heuristic);
    EXPECT_EQ(hex.nearest, d.nearest);
}

}  // namespace
