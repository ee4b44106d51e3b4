// Rules fixed when compiling (FixedRules, grid_rules.hpp) against the same
// rules given as options (RunTimeRules): the same answer bit for bit - status,
// cost, every path point, turning points, statistics, work - on random
// terrain, for whole queries, time-sliced ones, `nearest` partial paths and
// fills; begin() without options as with the search's own; and options
// that say other rules refused with InvalidOptions, leaving no answer behind.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "support/random_grid.hpp"

namespace {

using fixpath::ByteCostMap;
using fixpath::CornerRule;
using fixpath::Heuristic;
using fixpath::Moves;
using fixpath::Point;
using fixpath::Status;

constexpr uint32_t kCapacity = 4096;

template <typename State, typename Rules>
using Fixed = fixpath::GridSearch<ByteCostMap, State, Rules>;
template <typename State>
using Plain = fixpath::GridSearch<ByteCostMap, State>;

// Everything a query leaves: its status and statistics, and what path(),
// turning_points() and path_to() write.
struct Answer {
    Status status = Status::NoPath;
    uint32_t expanded = 0, pushed = 0, high_water = 0, work = 0;
    uint32_t cost = 0;
    bool buckets = false;
    std::vector<uint32_t> written;  // status, length, cost, partial of each writer, then the points

    bool operator==(const Answer& o) const {
        return status == o.status && expanded == o.expanded && pushed == o.pushed && high_water == o.high_water &&
               work == o.work && cost == o.cost && buckets == o.buckets && written == o.written;
    }
};

template <typename Search>
void write_paths(const Search& search, Point target, Answer& a) {
    std::vector<Point> out(kCapacity);
    const auto add = [&](const auto& info) {
        a.written.push_back(static_cast<uint32_t>(info.status));
        a.written.push_back(info.length);
        a.written.push_back(static_cast<uint32_t>(info.cost));
        a.written.push_back(info.partial ? 1u : 0u);
        if (info.status == Status::Found || info.status == Status::Partial) {
            for (uint32_t i = 0; i < info.length; ++i) {
                a.written.push_back(static_cast<uint32_t>(out[i].x) * 65536u + static_cast<uint32_t>(out[i].y));
            }
        }
    };
    add(search.path(out.data(), kCapacity));
    add(search.turning_points(out.data(), kCapacity));
    add(search.path_to(target, out.data(), kCapacity));
    add(search.path(out.data(), 2));  // too small (or a short path)
}

template <typename Search>
Answer answer_of(Search& search, Point target) {
    Answer a;
    a.status = search.status();
    a.expanded = search.stats().expanded;
    a.pushed = search.stats().pushed;
    a.high_water = search.stats().heap_high_water;
    a.work = search.work();
    a.cost = static_cast<uint32_t>(search.cost());
    a.buckets = search.uses_buckets();
    write_paths(search, target, a);
    return a;
}

// One query both ways: begun with the rules' options (and `nearest`), run
// in slices of `slice` expansions (0: at once), every slice's status the same.
template <typename Rules, typename State>
void same_query(const fixpath_test::PlainGrid& grid, Point start, Point goal, bool nearest, uint32_t slice,
                const char* what) {
    const ByteCostMap map(grid.costs.data(), grid.width, grid.height);
    static State fixed_state, plain_state;
    Fixed<State, Rules> fixed(map, fixed_state);
    Plain<State> plain(map, plain_state);
    auto options = Fixed<State, Rules>::options();
    options.nearest = nearest;
    const Status fb = nearest ? fixed.begin(start, goal, options) : fixed.begin(start, goal);
    const Status pb = plain.begin(start, goal, options);
    ASSERT_EQ(fb, pb) << what;
    if (slice == 0) {
        ASSERT_EQ(fixed.run(), plain.run()) << what;
    } else {
        for (int i = 0; i < 100000; ++i) {
            const Status f = fixed.step(slice);
            ASSERT_EQ(f, plain.step(slice)) << what << " slice " << i;
            ASSERT_EQ(fixed.stats().expanded, plain.stats().expanded) << what << " slice " << i;
            if (f != Status::InProgress) break;
        }
    }
    EXPECT_TRUE(answer_of(fixed, goal) == answer_of(plain, goal))
        << what << ": (" << start.x << "," << start.y << ") -> (" << goal.x << "," << goal.y << ")";
}

// A fill both ways: every distance and parent direction the same.
template <typename Rules, typename State>
void same_fill(const fixpath_test::PlainGrid& grid, Point source, const char* what) {
    const ByteCostMap map(grid.costs.data(), grid.width, grid.height);
    static State fixed_state, plain_state;
    Fixed<State, Rules> fixed(map, fixed_state);
    Plain<State> plain(map, plain_state);
    using Cost = typename State::Cost;
    const size_t cells = grid.costs.size();
    std::vector<Cost> fd(cells, 7), pd(cells, 7);
    const fixpath::Area area{0, 0, grid.width, grid.height};
    ASSERT_EQ(fixed.begin_fill(source, area, fd.data()),
              plain.begin_fill(source, area, pd.data(), Fixed<State, Rules>::options()))
        << what;
    ASSERT_EQ(fixed.run(), plain.run()) << what;
    EXPECT_EQ(fixed.stats().expanded, plain.stats().expanded) << what;
    EXPECT_TRUE(fd == pd) << what << ": distances differ";
    for (int32_t y = 0; y < grid.height; ++y) {
        for (int32_t x = 0; x < grid.width; ++x) {
            ASSERT_EQ(fixed.parent_direction(fixpath::make_point(x, y)),
                      plain.parent_direction(fixpath::make_point(x, y)))
                << what << " at " << x << "," << y;
        }
    }
}

template <typename Rules, typename State>
void same_answers(uint32_t seed, int max_multiplier, const char* what) {
    std::mt19937 rng(seed);
    for (int round = 0; round < 40; ++round) {
        const int32_t w = 8 + static_cast<int32_t>(rng() % 40);
        const int32_t h = 8 + static_cast<int32_t>(rng() % 30);
        const auto grid = fixpath_test::random_grid(rng, w, h, static_cast<int>(rng() % 35), max_multiplier);
        const Point s = fixpath_test::random_passable(rng, grid);
        const Point g = fixpath_test::random_passable(rng, grid);
        same_query<Rules, State>(grid, s, g, false, 0, what);
        same_query<Rules, State>(grid, s, g, true, 0, what);
        same_query<Rules, State>(grid, s, g, round % 2 == 0, 1 + static_cast<uint32_t>(rng() % 7), what);
        if (round % 4 == 0) same_fill<Rules, State>(grid, s, what);
        if (::testing::Test::HasFatalFailure()) return;
    }
}

using Dense = fixpath::DenseState<48 * 40, uint32_t>;
using DenseBuckets = fixpath::DenseState<48 * 40, uint32_t, 48 * 40, fixpath::OpenList::Buckets>;
using DenseHeap = fixpath::DenseState<48 * 40, uint32_t, 48 * 40, fixpath::OpenList::Heap>;
using Bounded = fixpath::BoundedState<48 * 40, uint32_t>;

using Default = fixpath::FixedRules<>;
using FourWays = fixpath::FixedRules<Moves::Four, CornerRule::Never, 10, 10>;
using Squeeze = fixpath::FixedRules<Moves::Eight, CornerRule::Always, 2, 3>;
using OneCorner = fixpath::FixedRules<Moves::Eight, CornerRule::One, 5, 7, Heuristic::Chebyshev>;
using Dijkstra = fixpath::FixedRules<Moves::Eight, CornerRule::Never, 10, 25, Heuristic::Zero>;
using Dear = fixpath::FixedRules<Moves::Eight, CornerRule::Never, 100, 141>;  // past the buckets' step limit

TEST(FixedRules, SameAnswersAsTheOptions) {
    same_answers<Default, Dense>(1, 9, "eight, never, 10/14, octile, Auto state");
    same_answers<Default, DenseHeap>(2, 9, "eight, never, 10/14, octile, heap state");
    same_answers<Default, DenseBuckets>(3, 9, "eight, never, 10/14, octile, bucket state");
    same_answers<Default, Bounded>(4, 5, "eight, never, 10/14, octile, bounded state");
    same_answers<FourWays, Dense>(5, 9, "four, 10/10, manhattan");
    same_answers<Squeeze, Dense>(6, 4, "eight, always, 2/3");
    same_answers<OneCorner, DenseHeap>(7, 9, "eight, one, 5/7, chebyshev");
    same_answers<Dijkstra, Dense>(8, 9, "eight, never, 10/25, Dijkstra");
    same_answers<Dear, Dense>(9, 9, "eight, never, 100/141 (heap)");
}

// The open list is chosen when compiling: an Auto state gives the buckets
// to rules that suit them, the heap to the others, as run-time rules would.
TEST(FixedRules, OpenListChosenWhenCompiling) {
    static_assert(Fixed<Dense, Default>::kOpenList == fixpath::OpenList::Buckets, "10/14 octile: buckets");
    static_assert(Fixed<Dense, Dear>::kOpenList == fixpath::OpenList::Heap, "steps past the limit: heap");
    static_assert(Fixed<DenseHeap, Default>::kOpenList == fixpath::OpenList::Heap, "a heap state stays a heap");
    static_assert(Plain<Dense>::kOpenList == fixpath::OpenList::Auto, "run-time rules choose per query");
    SUCCEED();
}

// Options that say other rules are refused, and the refused query leaves
// nothing of the previous one.
TEST(FixedRules, OtherOptionsAreRefusedAndLeaveNoAnswer) {
    const std::vector<uint8_t> cells(16 * 16, 1);
    const ByteCostMap map(cells.data(), 16, 16);
    static Dense state;
    Fixed<Dense, Default> search(map, state);
    const Point s = fixpath::make_point(0, 0), g = fixpath::make_point(15, 9);
    ASSERT_EQ(search.begin(s, g), Status::InProgress);
    ASSERT_EQ(search.run(), Status::Found);
    std::vector<Point> out(64);
    ASSERT_EQ(search.path(out.data(), 64).status, Status::Found);

    auto check_refused = [&](fixpath::SearchOptions<uint32_t> o, const char* what) {
        ASSERT_EQ(search.begin(s, g), Status::InProgress);
        ASSERT_EQ(search.run(), Status::Found);
        EXPECT_EQ(search.begin(s, g, o), Status::InvalidOptions) << what;
        EXPECT_EQ(search.status(), Status::InvalidOptions) << what;
        EXPECT_EQ(search.run(), Status::InvalidOptions) << what;
        const auto info = search.path(out.data(), 64);
        EXPECT_EQ(info.status, Status::NoPath) << what;
        EXPECT_EQ(info.length, 0u) << what;
        EXPECT_EQ(search.path_to(g, out.data(), 64).length, 0u) << what;
        EXPECT_EQ(search.stats().expanded, 0u) << what;
    };
    const auto own = Fixed<Dense, Default>::options();
    auto o = own;
    o.moves = Moves::Four;
    check_refused(o, "four moves");
    o = own;
    o.corners = CornerRule::Always;
    check_refused(o, "another corner rule");
    o = own;
    o.costs.straight = 11;
    check_refused(o, "another straight cost");
    o = own;
    o.costs.diagonal = 15;
    check_refused(o, "another diagonal cost");
    o = own;
    o.heuristic = Heuristic::Zero;
    check_refused(o, "another estimate");
    o = own;
    o.weight = fixpath::Weight{3, 2};
    check_refused(o, "a weight");
    // The fill refuses them too.
    std::vector<uint32_t> distances(cells.size());
    o = own;
    o.moves = Moves::Four;
    EXPECT_EQ(search.begin_fill(s, fixpath::Area{0, 0, 16, 16}, distances.data(), o), Status::InvalidOptions);
    // `nearest` is free.
    o = own;
    o.nearest = true;
    EXPECT_EQ(search.begin(s, g, o), Status::InProgress);
    EXPECT_EQ(search.run(), Status::Found);
}

// begin(start, goal) takes the search's own options as constants
// (grid_search.hpp): the same answer as begin(start, goal, options()), for
// run-time and fixed rules, with endpoints on the map, blocked and off it,
// and a refused query after a found one leaves no answer either way.
template <typename Search, typename State>
void same_begin_without_options(uint32_t seed, const char* what) {
    std::mt19937 rng(seed);
    static State with_state, without_state;
    for (int round = 0; round < 60; ++round) {
        const int32_t w = 4 + static_cast<int32_t>(rng() % 40);
        const int32_t h = 4 + static_cast<int32_t>(rng() % 30);
        const auto grid = fixpath_test::random_grid(rng, w, h, static_cast<int>(rng() % 35), 6);
        const ByteCostMap map(grid.costs.data(), w, h);
        Search with(map, with_state);
        Search without(map, without_state);
        // (Some endpoints off the map by a cell or more, some blocked.)
        const auto endpoint = [&]() {
            return fixpath::make_point(static_cast<int32_t>(rng() % static_cast<uint32_t>(w + 4)) - 2,
                                       static_cast<int32_t>(rng() % static_cast<uint32_t>(h + 4)) - 2);
        };
        for (int q = 0; q < 8; ++q) {
            const bool passable = q % 2 == 0;
            const Point s = passable ? fixpath_test::random_passable(rng, grid) : endpoint();
            const Point g = passable ? fixpath_test::random_passable(rng, grid) : endpoint();
            const Status a = with.begin(s, g, Search::options());
            const Status b = without.begin(s, g);
            ASSERT_EQ(a, b) << what << " round " << round;
            if (a == Status::InProgress) {
                ASSERT_EQ(with.run(), without.run()) << what << " round " << round;
            }
            ASSERT_TRUE(answer_of(with, g) == answer_of(without, g))
                << what << ": (" << s.x << "," << s.y << ") -> (" << g.x << "," << g.y << ")";
            if (a != Status::InProgress) {
                EXPECT_EQ(without.stats().expanded, 0u) << what;
                std::vector<Point> out(kCapacity);
                EXPECT_EQ(without.path(out.data(), kCapacity).length, 0u) << what;
            }
        }
    }
}

TEST(FixedRules, BeginWithoutOptionsIsBeginWithTheSearchsOwn) {
    same_begin_without_options<Plain<Dense>, Dense>(21, "run-time rules, Auto state");
    same_begin_without_options<Plain<Bounded>, Bounded>(22, "run-time rules, bounded state");
    same_begin_without_options<Fixed<Dense, Default>, Dense>(23, "fixed 10/14, Auto state");
    same_begin_without_options<Fixed<DenseHeap, OneCorner>, DenseHeap>(24, "fixed one corner, 5/7, heap state");
    same_begin_without_options<Fixed<Dense, Dijkstra>, Dense>(25, "fixed Dijkstra");
}

// The one call with fixed rules answers as find_path() given the options.
TEST(FixedRules, OneCall) {
    std::mt19937 rng(11);
    const auto grid = fixpath_test::random_grid(rng, 40, 30, 20, 6);
    const ByteCostMap map(grid.costs.data(), 40, 30);
    static Dense a, b;
    std::vector<Point> pa(kCapacity), pb(kCapacity);
    for (int i = 0; i < 50; ++i) {
        const Point s = fixpath_test::random_passable(rng, grid);
        const Point g = fixpath_test::random_passable(rng, grid);
        const auto fixed = fixpath::find_path_with<Squeeze>(map, a, s, g, pa.data(), kCapacity);
        const auto plain =
            fixpath::find_path(map, b, s, g, pb.data(), kCapacity, fixpath::FixedRules<Moves::Eight, CornerRule::Always, 2, 3>::options<uint32_t>());
        ASSERT_EQ(fixed.status, plain.status);
        ASSERT_EQ(fixed.cost, plain.cost);
        ASSERT_EQ(fixed.length, plain.length);
        ASSERT_EQ(fixed.stats.expanded, plain.stats.expanded);
        for (uint32_t k = 0; k < fixed.length && fixed.status == Status::Found; ++k) {
            ASSERT_EQ(pa[k], pb[k]);
        }
        // A cap on work, the same partial answer.
        const auto fc = fixpath::find_path_with<Squeeze>(map, a, s, g, pa.data(), kCapacity,
                                                         Squeeze::options<uint32_t>(), 5);
        const auto pc = fixpath::find_path(map, b, s, g, pb.data(), kCapacity, Squeeze::options<uint32_t>(), 5);
        ASSERT_EQ(fc.status, pc.status);
        ASSERT_EQ(fc.length, pc.length);
        ASSERT_EQ(fc.cost, pc.cost);
    }
}

}  // namespace
