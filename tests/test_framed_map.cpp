// A map with a wall all round (Framed, maps/framed_map.hpp): the grid search
// reads neighbours only in the unchecked form. On maps whose ring is wall
// every answer is the plain map's bit for bit (status, statistics, cost,
// paths, fills; fixed and run-time rules, every open list, time-sliced);
// open ring cells are reached but never left, and no read falls outside the
// map (the maps are vectors of exactly width x height, read under
// AddressSanitizer); queries and fills over an area other than the whole
// map are refused with InvalidOptions, leaving no answer behind; a movement
// range (a window) on a framed map answers as on the plain one.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "support/random_grid.hpp"

namespace {

using fixpath::ByteCostMap;
using fixpath::Framed;
using fixpath::Point;
using fixpath::Status;

using Dense = fixpath::DenseState<40 * 32, uint32_t>;
using DenseHeap = fixpath::DenseState<40 * 32, uint32_t, 40 * 32, fixpath::OpenList::Heap>;
using Cells = fixpath::DenseState<40 * 32, uint16_t, 40 * 32, fixpath::OpenList::CellBuckets>;
using Bounded = fixpath::BoundedState<40 * 32, uint32_t>;

bool on_ring(const fixpath_test::PlainGrid& g, int32_t x, int32_t y) {
    return x == 0 || y == 0 || x == g.width - 1 || y == g.height - 1;
}

// A random grid with its ring made wall.
fixpath_test::PlainGrid framed_grid(std::mt19937& rng, int32_t w, int32_t h, int max_multiplier) {
    auto grid = fixpath_test::random_grid(rng, w, h, static_cast<int>(rng() % 35), max_multiplier);
    for (int32_t y = 0; y < h; ++y) {
        for (int32_t x = 0; x < w; ++x) {
            if (on_ring(grid, x, y)) grid.costs[static_cast<size_t>(y * w + x)] = 0;
        }
    }
    return grid;
}

// What a query leaves: status, statistics, cost, and the points path()
// and turning_points() write (or their statuses).
template <typename Search>
std::vector<uint32_t> outcome(const Search& search) {
    std::vector<uint32_t> o{
        static_cast<uint32_t>(search.status()), search.stats().expanded, search.stats().pushed,
        search.stats().heap_high_water,         search.work(),           static_cast<uint32_t>(search.cost())};
    std::vector<Point> out(2048);
    for (int turns = 0; turns < 2; ++turns) {
        const auto info = turns == 0 ? search.path(out.data(), 2048) : search.turning_points(out.data(), 2048);
        o.push_back(static_cast<uint32_t>(info.status));
        o.push_back(info.length);
        o.push_back(info.partial ? 1u : 0u);
        for (uint32_t i = 0; i < info.length && (info.status == Status::Found || info.status == Status::Partial); ++i) {
            o.push_back(static_cast<uint32_t>(out[i].x) * 65536u + static_cast<uint32_t>(out[i].y));
        }
    }
    return o;
}

// One query on both maps, begun with `options` (or none: the search's own),
// run in slices of `slice` expansions (0: at once).
template <typename Rules, typename State>
void same_query(const std::vector<uint8_t>& cells, int32_t w, int32_t h, Point s, Point g,
                const fixpath::SearchOptions<typename State::Cost>* options, uint32_t slice, const char* what) {
    static State framed_state, plain_state;
    fixpath::GridSearch<Framed<ByteCostMap>, State, Rules> framed(Framed<ByteCostMap>(cells.data(), w, h),
                                                                  framed_state);
    fixpath::GridSearch<ByteCostMap, State, Rules> plain(ByteCostMap(cells.data(), w, h), plain_state);
    const Status fb = options != nullptr ? framed.begin(s, g, *options) : framed.begin(s, g);
    ASSERT_EQ(fb, options != nullptr ? plain.begin(s, g, *options) : plain.begin(s, g)) << what;
    for (int i = 0; i < 100000; ++i) {
        const Status f = slice == 0 ? framed.run() : framed.step(slice);
        ASSERT_EQ(f, slice == 0 ? plain.run() : plain.step(slice)) << what << " slice " << i;
        if (f != Status::InProgress) break;
    }
    EXPECT_EQ(outcome(framed), outcome(plain))
        << what << ": (" << s.x << "," << s.y << ") -> (" << g.x << "," << g.y << ")";
}

template <typename Rules, typename State>
void same_answers(uint32_t seed, const char* what) {
    std::mt19937 rng(seed);
    for (int round = 0; round < 40; ++round) {
        const int32_t w = 3 + static_cast<int32_t>(rng() % 38);
        const int32_t h = 3 + static_cast<int32_t>(rng() % 30);
        const auto grid = framed_grid(rng, w, h, 9);
        // Endpoints anywhere, the ring and off the map included.
        const auto any = [&] {
            return rng() % 4 == 0
                       ? fixpath::make_point(static_cast<int32_t>(rng() % 44) - 2, static_cast<int32_t>(rng() % 36) - 2)
                       : fixpath_test::random_passable(rng, grid);
        };
        const Point s = any(), g = any();
        same_query<Rules, State>(grid.costs, w, h, s, g, nullptr, 0, what);
        same_query<Rules, State>(grid.costs, w, h, s, g, nullptr, 1 + static_cast<uint32_t>(rng() % 9), what);
        auto nearest = fixpath::GridSearch<ByteCostMap, State, Rules>::options();
        nearest.nearest = true;
        same_query<Rules, State>(grid.costs, w, h, s, g, &nearest, 0, what);
        if (::testing::Test::HasFatalFailure()) return;
    }
}

TEST(FramedMap, SameAnswersAsThePlainMap) {
    using Default = fixpath::FixedRules<>;
    same_answers<Default, Dense>(1, "fixed 10/14, Auto state");
    same_answers<Default, DenseHeap>(2, "fixed 10/14, heap state");
    same_answers<Default, Cells>(3, "fixed 10/14, CellBuckets state");
    same_answers<Default, Bounded>(4, "fixed 10/14, node pool");
    same_answers<fixpath::FixedRules<fixpath::Moves::Four, fixpath::CornerRule::Never, 10, 10>, Dense>(5, "four moves");
    same_answers<fixpath::FixedRules<fixpath::Moves::Eight, fixpath::CornerRule::Always, 2, 3>, Dense>(6,
                                                                                                       "corners cut");
    same_answers<fixpath::RunTimeRules, Dense>(7, "run-time rules, defaults");
    same_answers<fixpath::RunTimeRules, DenseHeap>(8, "run-time rules, heap");
}

TEST(FramedMap, SameAnswersUnderOtherRunTimeOptions) {
    std::mt19937 rng(11);
    for (int round = 0; round < 40; ++round) {
        const int32_t w = 3 + static_cast<int32_t>(rng() % 38);
        const int32_t h = 3 + static_cast<int32_t>(rng() % 30);
        const auto grid = framed_grid(rng, w, h, 5);
        fixpath::SearchOptions<uint32_t> o;
        o.moves = rng() % 3 == 0 ? fixpath::Moves::Four : fixpath::Moves::Eight;
        o.corners = static_cast<fixpath::CornerRule>(rng() % 3);
        o.weight = rng() % 2 == 0 ? fixpath::Weight{1, 1} : fixpath::Weight{3, 2};
        o.heuristic = rng() % 4 == 0 ? fixpath::Heuristic::Zero : o.heuristic;
        const Point s = fixpath_test::random_passable(rng, grid), g = fixpath_test::random_passable(rng, grid);
        same_query<fixpath::RunTimeRules, Dense>(grid.costs, w, h, s, g, &o, 1 + static_cast<uint32_t>(rng() % 5),
                                                 "run-time options");
        if (HasFatalFailure()) return;
    }
}

// Fills over the whole map: every distance and parent the same.
TEST(FramedMap, WholeMapFillsAsOnThePlainMap) {
    std::mt19937 rng(21);
    static Dense framed_state, plain_state;
    for (int round = 0; round < 30; ++round) {
        const int32_t w = 3 + static_cast<int32_t>(rng() % 38);
        const int32_t h = 3 + static_cast<int32_t>(rng() % 30);
        const auto grid = framed_grid(rng, w, h, 9);
        fixpath::GridSearch<Framed<ByteCostMap>, Dense> framed(Framed<ByteCostMap>(grid.costs.data(), w, h),
                                                               framed_state);
        fixpath::GridSearch<ByteCostMap, Dense> plain(ByteCostMap(grid.costs.data(), w, h), plain_state);
        const fixpath::Area whole{0, 0, w, h};
        std::vector<uint32_t> fd(grid.costs.size(), 7), pd(grid.costs.size(), 7);
        const Point source = fixpath_test::random_passable(rng, grid);
        ASSERT_EQ(framed.begin_fill(source, whole, fd.data()), plain.begin_fill(source, whole, pd.data()));
        ASSERT_EQ(framed.run(), plain.run());
        EXPECT_EQ(framed.stats().expanded, plain.stats().expanded);
        EXPECT_EQ(fd, pd);
        for (int32_t y = 0; y < h; ++y) {
            for (int32_t x = 0; x < w; ++x) {
                ASSERT_EQ(framed.parent_direction(fixpath::make_point(x, y)),
                          plain.parent_direction(fixpath::make_point(x, y)));
            }
        }
    }
}

// Open ring cells: reached, never left. A start on the ring expands itself
// only; from inside, every point of a path but its last is inside, and
// the cost lies between the plain map's (the ring open both ways) and
// that of the plain map with every ring cell but the goal made wall (the
// ring neither entered nor read as open by the corner rule): found there,
// found here.
TEST(FramedMap, OpenRingCellsAreReachedButNeverLeft) {
    std::mt19937 rng(31);
    static Dense framed_state, plain_state;
    std::vector<Point> out(2048);
    int reached_ring_goal = 0;
    for (int round = 0; round < 300; ++round) {
        const int32_t w = 1 + static_cast<int32_t>(rng() % 30);
        const int32_t h = 1 + static_cast<int32_t>(rng() % 24);
        const auto grid = fixpath_test::random_grid(rng, w, h, static_cast<int>(rng() % 30), 4);  // ring open
        const Point s = fixpath_test::random_passable(rng, grid), g = fixpath_test::random_passable(rng, grid);
        fixpath::GridSearch<Framed<ByteCostMap>, Dense> framed(Framed<ByteCostMap>(grid.costs.data(), w, h),
                                                               framed_state);
        const Status begun = framed.begin(s, g);
        if (grid.at(s.x, s.y) == 0 || grid.at(g.x, g.y) == 0) {
            EXPECT_NE(begun, Status::InProgress);
            continue;
        }
        ASSERT_EQ(begun, Status::InProgress);
        const Status ran = framed.run();
        if (on_ring(grid, s.x, s.y)) {
            const bool home = s.x == g.x && s.y == g.y;  // (found when begun: nothing expanded)
            EXPECT_EQ(ran, home ? Status::Found : Status::NoPath);
            EXPECT_EQ(framed.stats().expanded, home ? 0u : 1u);
            continue;
        }
        const auto plain_cost = [&](const fixpath_test::PlainGrid& map, Status& status) {
            fixpath::GridSearch<ByteCostMap, Dense> plain(ByteCostMap(map.costs.data(), w, h), plain_state);
            EXPECT_EQ(plain.begin(s, g), Status::InProgress);
            status = plain.run();
            return plain.cost();
        };
        auto walled = grid;
        for (int32_t y = 0; y < h; ++y) {
            for (int32_t x = 0; x < w; ++x) {
                if (on_ring(grid, x, y) && !(x == g.x && y == g.y)) walled.costs[static_cast<size_t>(y * w + x)] = 0;
            }
        }
        Status open_status = Status::Idle, walled_status = Status::Idle;
        const uint32_t open_cost = plain_cost(grid, open_status);
        const uint32_t walled_cost = plain_cost(walled, walled_status);
        ASSERT_TRUE(ran == Status::Found || ran == Status::NoPath) << round;
        if (walled_status == Status::Found) {
            ASSERT_EQ(ran, Status::Found) << round;
            EXPECT_LE(framed.cost(), walled_cost) << round;
        }
        if (ran != Status::Found) continue;
        ASSERT_EQ(open_status, Status::Found) << round;
        EXPECT_GE(framed.cost(), open_cost) << round;
        reached_ring_goal += on_ring(grid, g.x, g.y) ? 1 : 0;
        const auto info = framed.path(out.data(), 2048);
        ASSERT_EQ(info.status, Status::Found);
        for (uint32_t i = 0; i + 1 < info.length; ++i) {
            EXPECT_FALSE(on_ring(grid, out[i].x, out[i].y)) << round << " point " << i;
        }
    }
    EXPECT_GT(reached_ring_goal, 5);  // the case is met
}

// An area other than the whole map is refused, for queries and fills, and
// the refused call leaves nothing of the previous query.
TEST(FramedMap, AreasOtherThanTheWholeMapAreRefused) {
    std::vector<uint8_t> cells(20 * 12, 1);
    for (int32_t i = 0; i < 20 * 12; ++i) {
        if (i % 20 == 0 || i % 20 == 19 || i < 20 || i >= 20 * 11) cells[static_cast<size_t>(i)] = 0;
    }
    static Dense state;
    fixpath::GridSearch<Framed<ByteCostMap>, Dense> search(Framed<ByteCostMap>(cells.data(), 20, 12), state);
    const Point s = fixpath::make_point(2, 2), g = fixpath::make_point(17, 9);
    const fixpath::SearchOptions<uint32_t> o;
    std::vector<Point> out(64);
    std::vector<uint32_t> d(20 * 12);
    const auto answered = [&] { return search.path(out.data(), 64).status; };
    ASSERT_EQ(search.begin(s, g, o, fixpath::Area{0, 0, 20, 12}), Status::InProgress);
    ASSERT_EQ(search.run(), Status::Found);
    ASSERT_EQ(answered(), Status::Found);
    EXPECT_EQ(search.begin(s, g, o, fixpath::Area{1, 1, 18, 10}), Status::InvalidOptions);
    EXPECT_EQ(answered(), Status::NoPath);
    EXPECT_EQ(search.run(), Status::InvalidOptions);
    ASSERT_EQ(search.begin(s, g), Status::InProgress);
    ASSERT_EQ(search.run(), Status::Found);
    EXPECT_EQ(search.begin_fill(s, fixpath::Area::around(s, 3), d.data()), Status::InvalidOptions);
    EXPECT_EQ(answered(), Status::NoPath);
    EXPECT_EQ(search.begin(s, g, o, fixpath::Area{0, 0, 21, 12}), Status::InvalidOptions);
    EXPECT_EQ(search.begin_fill(s, fixpath::Area{0, 0, 20, 12}, d.data()), Status::InProgress);
    EXPECT_EQ(search.run(), Status::Complete);
    EXPECT_EQ(d[9 * 20 + 17], 15u * 10u + 7u * 4u);  // 7 diagonal, 8 straight: 7 * 14 + 8 * 10
}

// A movement range fills a window: on a framed map it reads the plain map.
TEST(FramedMap, MovementRangeTakesTheMapAsPlain) {
    std::mt19937 rng(41);
    const auto grid = framed_grid(rng, 30, 20, 3);
    static Dense framed_state, plain_state;
    fixpath::MovementRange<Framed<ByteCostMap>, Dense> framed(Framed<ByteCostMap>(grid.costs.data(), 30, 20),
                                                              framed_state);
    fixpath::MovementRange<ByteCostMap, Dense> plain(ByteCostMap(grid.costs.data(), 30, 20), plain_state);
    const auto rules = fixpath::tactics_rules<uint32_t>();
    const Point unit = fixpath_test::random_passable(rng, grid);
    std::vector<uint32_t> fc(1024), pc(1024);
    ASSERT_EQ(framed.begin(unit, 6, fc.data(), 1024, rules), Status::InProgress);
    ASSERT_EQ(plain.begin(unit, 6, pc.data(), 1024, rules), Status::InProgress);
    EXPECT_EQ(framed.run(), plain.run());
    EXPECT_EQ(fc, pc);
}

}  // namespace
