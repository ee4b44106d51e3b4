// Views of dense states (DenseStateView, dense_state.hpp): one search type
// serves states of several sizes, and through a view a state answers exactly
// what it answers directly: every query kind, time-sliced, with every kind of
// open list, partial paths, small open lists and queries alternating between the
// view and the state itself.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "support/random_grid.hpp"

namespace {

using fixpath::make_point;
using fixpath::Point;
using fixpath::Status;

constexpr int32_t kSmallSide = 20;
constexpr int32_t kLargeSide = 48;
using Small = fixpath::DenseState<kSmallSide * kSmallSide, uint16_t>;
using Large = fixpath::DenseState<kLargeSide * kLargeSide, uint16_t>;
using View = fixpath::DenseStateView<kLargeSide * kLargeSide, uint16_t>;
using ViewSearch = fixpath::GridSearch<fixpath::ByteCostMap, View>;

// A query's whole answer: what begin and the last step said, the path (or
// partial path) with its flags, the counters.
struct Answer {
    Status begun = Status::Idle;
    Status ended = Status::Idle;
    fixpath::PathInfo<uint16_t> info{};
    fixpath::SearchStats stats{};
    std::vector<Point> points;
    std::vector<uint16_t> distances;
};

void expect_same(const Answer& a, const Answer& b, int round) {
    ASSERT_EQ(a.begun, b.begun) << round;
    ASSERT_EQ(a.ended, b.ended) << round;
    ASSERT_EQ(a.info.status, b.info.status) << round;
    ASSERT_EQ(a.info.length, b.info.length) << round;
    ASSERT_EQ(a.info.cost, b.info.cost) << round;
    ASSERT_EQ(a.info.partial, b.info.partial) << round;
    ASSERT_EQ(a.stats.expanded, b.stats.expanded) << round;
    ASSERT_EQ(a.stats.pushed, b.stats.pushed) << round;
    ASSERT_EQ(a.stats.heap_high_water, b.stats.heap_high_water) << round;
    ASSERT_EQ(a.points, b.points) << round;
    ASSERT_EQ(a.distances, b.distances) << round;
}

// One random query: A* (either open list: a weight takes the heap) or a
// fill, sliced into steps of `slice`, stopped after `steps` of them.
struct Query {
    bool fill = false;
    Point start{}, goal{};
    fixpath::SearchOptions<uint16_t> options{};
    uint32_t slice = 1;
    uint32_t steps = 0;
};

Query random_query(std::mt19937& rng, const fixpath_test::PlainGrid& g) {
    const auto draw = [&rng](uint32_t n) { return static_cast<uint32_t>(rng() % n); };
    Query q;
    q.fill = draw(5) == 0;
    q.start = fixpath_test::random_passable(rng, g);
    q.goal = fixpath_test::random_passable(rng, g);
    q.options.moves = draw(4) == 0 ? fixpath::Moves::Four : fixpath::Moves::Eight;
    q.options.corners = static_cast<fixpath::CornerRule>(draw(3));
    q.options.heuristic = static_cast<fixpath::Heuristic>(draw(4));
    if (draw(3) == 0) {
        q.options.weight = {3, 2};
    }
    if (draw(4) == 0) {
        q.options.costs = {static_cast<uint16_t>(1 + draw(40)), static_cast<uint16_t>(1 + draw(60))};
    }
    q.options.nearest = draw(8) == 0;
    q.slice = 1 + draw(60);
    q.steps = draw(3) == 0 ? 1 + draw(6) : 1000000;  // a third stop early: partial answers
    return q;
}

template <typename Search>
Answer ask(Search& search, const fixpath_test::PlainGrid& g, const Query& q) {
    Answer a;
    const uint32_t cells = static_cast<uint32_t>(g.width * g.height);
    if (q.fill) {
        a.distances.assign(cells, 0xABCD);
        a.begun = search.begin_fill(q.start, fixpath::Area{0, 0, g.width, g.height}, a.distances.data(), q.options);
    } else {
        a.begun = search.begin(q.start, q.goal, q.options);
    }
    a.ended = a.begun;
    for (uint32_t i = 0; i < q.steps && a.ended == Status::InProgress; ++i) {
        a.ended = search.step(q.slice);
    }
    a.points.assign(cells + 1, make_point(-1, -1));
    a.info = q.fill ? search.path_to(q.goal, a.points.data(), cells + 1) : search.path(a.points.data(), cells + 1);
    a.points.resize(a.info.length);
    a.stats = search.stats();
    return a;
}

TEST(StateViews, OneSearchTypeForEverySize) {
    static Small small_state;
    static Large large_state;
    View small(small_state), large(large_state);
    EXPECT_EQ(small.max_cells(), 400u);
    EXPECT_EQ(large.max_cells(), 2304u);
    // Both through the one type ViewSearch: the program compiles one search.
    std::vector<uint8_t> open(kLargeSide * kLargeSide, 1);
    ViewSearch on_small(fixpath::ByteCostMap(open.data(), kSmallSide, kSmallSide), small);
    ViewSearch on_large(fixpath::ByteCostMap(open.data(), kLargeSide, kLargeSide), large);
    Point path[kLargeSide * 2];
    ASSERT_EQ(on_small.begin(make_point(0, 0), make_point(kSmallSide - 1, kSmallSide - 1)), Status::InProgress);
    ASSERT_EQ(on_large.begin(make_point(0, 0), make_point(kLargeSide - 1, kLargeSide - 1)), Status::InProgress);
    EXPECT_EQ(on_small.run(), Status::Found);
    EXPECT_EQ(on_large.run(), Status::Found);
    EXPECT_EQ(on_small.path(path, kLargeSide * 2).cost, 14u * (kSmallSide - 1));
    EXPECT_EQ(on_large.path(path, kLargeSide * 2).cost, 14u * (kLargeSide - 1));
}

TEST(StateViews, AnswersAreTheStatesOwn) {
    // Two states of each size, one searched through a view, its twin
    // directly: every answer must be the same, bit for bit, query after
    // query (the stamps, the clearing slices and the open lists advance
    // alike).
    static Small small_direct, small_viewed;
    static Large large_direct, large_viewed;
    View small_view(small_viewed), large_view(large_viewed);
    std::mt19937 rng(20261126);
    int compared = 0, partial = 0, heap = 0, fills = 0;
    for (int round = 0; round < 1500; ++round) {
        const bool large = round % 2 == 1;
        const int32_t side = large ? kLargeSide : kSmallSide;
        const fixpath_test::PlainGrid g =
            fixpath_test::random_grid(rng, side - static_cast<int32_t>(rng() % 4), side,
                                      static_cast<int>(rng() % 40), 1 + static_cast<int>(rng() % 4));
        const fixpath::ByteCostMap map(g.costs.data(), g.width, g.height);
        const Query q = random_query(rng, g);
        Answer direct, viewed;
        if (large) {
            fixpath::GridSearch<fixpath::ByteCostMap, Large> search(map, large_direct);
            direct = ask(search, g, q);
            ViewSearch through(map, large_view);
            viewed = ask(through, g, q);
        } else {
            fixpath::GridSearch<fixpath::ByteCostMap, Small> search(map, small_direct);
            direct = ask(search, g, q);
            ViewSearch through(map, small_view);
            viewed = ask(through, g, q);
        }
        expect_same(direct, viewed, round);
        ++compared;
        partial += direct.info.partial ? 1 : 0;
        heap += !q.fill && !q.options.weight.is_one() ? 1 : 0;
        fills += q.fill ? 1 : 0;
    }
    EXPECT_EQ(compared, 1500);
    EXPECT_GT(partial, 100);  // the rounds cover partial paths, the heap and fills
    EXPECT_GT(heap, 200);
    EXPECT_GT(fills, 100);
}

// Views of states that carry one open list only: the same answers.
template <fixpath::OpenList Open>
void expect_views_answer_alike(uint32_t seed) {
    constexpr uint32_t kCells = kSmallSide * kSmallSide;
    using State = fixpath::DenseState<kCells, uint16_t,
                                      Open == fixpath::OpenList::CellBuckets ? kCells
                                                                             : fixpath::default_dense_heap_capacity(kCells),
                                      Open>;
    using OneListView = fixpath::DenseStateView<kLargeSide * kLargeSide, uint16_t, Open>;
    static State direct_state, viewed_state;
    OneListView view(viewed_state);
    std::mt19937 rng(seed);
    int answered = 0;
    for (int round = 0; round < 300; ++round) {
        const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, kSmallSide, kSmallSide, 30, 3);
        const fixpath::ByteCostMap map(g.costs.data(), g.width, g.height);
        Query q = random_query(rng, g);
        if (Open == fixpath::OpenList::Buckets || Open == fixpath::OpenList::CellBuckets) {
            q.options.weight = {1, 1};  // (refused by both alike otherwise: compared too, but rarely useful)
        }
        fixpath::GridSearch<fixpath::ByteCostMap, State> direct(map, direct_state);
        fixpath::GridSearch<fixpath::ByteCostMap, OneListView> through(map, view);
        const Answer a = ask(direct, g, q);
        const Answer b = ask(through, g, q);
        ASSERT_NO_FATAL_FAILURE(expect_same(a, b, round));
        answered += a.info.status == Status::Found || a.info.status == Status::Partial ? 1 : 0;
    }
    EXPECT_GT(answered, 200);
}

TEST(StateViews, StatesWithOneOpenList) {
    expect_views_answer_alike<fixpath::OpenList::Heap>(11);
    expect_views_answer_alike<fixpath::OpenList::Buckets>(12);
    expect_views_answer_alike<fixpath::OpenList::CellBuckets>(13);
}

TEST(StateViews, TheViewAndTheStateTakeTurns) {
    // One state, searched alternately through its view and directly, with
    // more queries than stamps (4095): each answer is that of a second
    // state searched only directly.
    static Small shared;
    static Small fresh_each;
    View view(shared);
    std::mt19937 rng(7);
    const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, kSmallSide, kSmallSide, 25, 3);
    const fixpath::ByteCostMap map(g.costs.data(), g.width, g.height);
    fixpath::GridSearch<fixpath::ByteCostMap, Small> direct(map, shared);
    ViewSearch through(map, view);
    fixpath::GridSearch<fixpath::ByteCostMap, Small> referee(map, fresh_each);
    for (int i = 0; i < 5000; ++i) {
        Query q = random_query(rng, g);
        q.fill = false;
        const Answer expected = ask(referee, g, q);
        const Answer got = i % 2 == 0 ? ask(through, g, q) : ask(direct, g, q);
        ASSERT_NO_FATAL_FAILURE(expect_same(expected, got, i));
    }
    EXPECT_GT(shared.stamp(), 0u);
}

TEST(StateViews, LimitsAreTheStatesOwn) {
    // The area a state holds and its open list's capacity come through the
    // view: a state of 400 cells refuses a larger area whatever the view
    // serves, and an open list of 8 entries runs out at the same point.
    static Small small_state;
    View view(small_state);
    std::vector<uint8_t> open(kLargeSide * kLargeSide, 1);
    ViewSearch search(fixpath::ByteCostMap(open.data(), kLargeSide, kLargeSide), view);
    EXPECT_EQ(search.begin(make_point(0, 0), make_point(5, 5)), Status::MapTooLarge);
    Point path[64];
    EXPECT_EQ(search.path(path, 64).status, Status::NoPath);  // a refused begin answers nothing

    using Tight = fixpath::DenseState<kSmallSide * kSmallSide, uint16_t, 8>;
    using TightView = fixpath::DenseStateView<kSmallSide * kSmallSide, uint16_t>;
    static Tight direct_state, viewed_state;
    TightView tight_view(viewed_state);
    const fixpath::ByteCostMap map(open.data(), kSmallSide, kSmallSide);
    fixpath::SearchOptions<uint16_t> heap_options;
    heap_options.weight = {3, 2};
    for (const auto& options : {fixpath::SearchOptions<uint16_t>{}, heap_options}) {
        fixpath::GridSearch<fixpath::ByteCostMap, Tight> direct(map, direct_state);
        fixpath::GridSearch<fixpath::ByteCostMap, TightView> through(map, tight_view);
        ASSERT_EQ(direct.begin(make_point(10, 10), make_point(0, 19), options), Status::InProgress);
        ASSERT_EQ(through.begin(make_point(10, 10), make_point(0, 19), options), Status::InProgress);
        EXPECT_EQ(direct.run(), Status::OutOfNodes);
        EXPECT_EQ(through.run(), Status::OutOfNodes);
        EXPECT_EQ(direct.stats().expanded, through.stats().expanded);
        Point a[64], b[64];
        const auto pa = direct.path(a, 64);
        const auto pb = through.path(b, 64);
        ASSERT_EQ(pa.length, pb.length);
        EXPECT_TRUE(pa.partial && pb.partial);
        for (uint32_t k = 0; k < pa.length; ++k) {
            EXPECT_EQ(a[k], b[k]);
        }
    }
}

}  // namespace
