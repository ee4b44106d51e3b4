// The path-request scheduler: every request answered as its own search
// would answer it, within the budget, in rank order, with no request
// waiting forever; shared goals computed once; handles that never alias;
// every front end's adapter.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <random>
#include <vector>

#include <fixpath/fixpath.hpp>
#include <fixpath/units/path_scheduler.hpp>

#include "support/random_grid.hpp"

namespace {

using fixpath::make_point;
using fixpath::PathRequest;
using fixpath::Point;
using fixpath::RequestState;
using fixpath::Status;

constexpr int32_t kSide = 40;
constexpr uint32_t kCells = kSide * kSide;
using State = fixpath::DenseState<kCells, uint16_t>;
using Grid = fixpath::GridQueries<fixpath::ByteCostMap, State>;
using SharingGrid = fixpath::GridQueries<fixpath::ByteCostMap, State, kCells>;

struct Asked {
    Point start;
    Point goal;
    PathRequest handle;
    std::vector<Point> path = std::vector<Point>(kCells);
};

// Each step of `path` is a move to a neighbour (8 moves).
bool joined(const Point* path, uint32_t length) {
    for (uint32_t i = 1; i < length; ++i) {
        const int32_t dx = path[i].x - path[i - 1].x;
        const int32_t dy = path[i].y - path[i - 1].y;
        if (dx < -1 || dx > 1 || dy < -1 || dy > 1 || (dx == 0 && dy == 0)) return false;
    }
    return true;
}

TEST(PathScheduler, EveryRequestGetsWhatItsOwnSearchGives) {
    std::mt19937 rng(11);
    const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, kSide, kSide, 25, 4);
    const fixpath::ByteCostMap map(g.costs.data(), kSide, kSide);
    auto scheduler = std::make_unique<fixpath::PathScheduler<Grid, 2, 24>>(Grid(map));
    std::vector<Asked> asked(40);
    static State reference;
    static Point expected[kCells];
    uint32_t given = 0;
    uint32_t frames = 0;
    while (frames < 10000) {
        // A few new requests a frame while there are some to give.
        for (int k = 0; k < 3 && given < asked.size(); ++k) {
            Asked& a = asked[given];
            a.start = fixpath_test::random_passable(rng, g);
            a.goal = given % 7 == 0 ? make_point(-1, 3) : fixpath_test::random_passable(rng, g);  // some refused
            a.handle = scheduler->request(a.start, a.goal, a.path.data(), kCells, static_cast<uint8_t>(given % 3));
            if (!a.handle.valid()) break;  // full: ask again next frame
            ++given;
        }
        const uint32_t spent = scheduler->update(50);
        EXPECT_LE(spent, 50u);
        ++frames;
        bool all = given == asked.size();
        for (uint32_t i = 0; i < given; ++i) {
            const RequestState st = scheduler->poll(asked[i].handle);
            if (st == RequestState::Done) {
                const auto info = scheduler->result(asked[i].handle);
                fixpath::GridSearch<fixpath::ByteCostMap, State> own_search(map, reference);
                const Status began = own_search.begin(asked[i].start, asked[i].goal);
                const Status own_status = began == Status::InProgress ? own_search.run() : began;
                const auto own = own_search.path(expected, kCells);
                ASSERT_EQ(scheduler->outcome(asked[i].handle), own_status) << i;
                ASSERT_EQ(info.status, own.status) << i;
                ASSERT_EQ(info.partial, own.partial) << i;
                ASSERT_EQ(info.cost, own.cost) << i;
                ASSERT_EQ(info.length, own.length) << i;
                for (uint32_t k = 0; k < info.length; ++k) {
                    ASSERT_EQ(asked[i].path[k], expected[k]) << i;
                }
                EXPECT_TRUE(scheduler->release(asked[i].handle));
                EXPECT_EQ(scheduler->poll(asked[i].handle), RequestState::Unknown);
                asked[i].handle = PathRequest{0, 0};
            } else if (st != RequestState::Unknown) {
                all = false;
            }
        }
        if (all) break;
    }
    EXPECT_LT(frames, 10000u);
    EXPECT_EQ(scheduler->queued(), 0u);
    EXPECT_EQ(scheduler->running(), 0u);
    EXPECT_EQ(scheduler->shared_computations(), 0u);  // sharing is off for Grid
}

// Writing a finished search's path is work: on a serpentine map (paths of
// hundreds of points) with a budget of a few units, an update that writes a
// path is charged for it (a unit for every kPathPointsPerUnit points walked,
// counted then written, and one for the request), and writes it only first
// thing or when the budget has room, so no update does a path and a
// budget's worth of expansions besides.
TEST(PathScheduler, PathWritesAreWork) {
    std::vector<uint8_t> cells(kCells, 1);
    for (int32_t y = 3; y + 2 < kSide; y += 4) {
        const int32_t gap = (y / 4) % 2 == 0 ? kSide - 1 : 0;
        for (int32_t x = 0; x < kSide; ++x) {
            if (x != gap) cells[static_cast<size_t>(y * kSide + x)] = 0;
        }
    }
    const fixpath::ByteCostMap map(cells.data(), kSide, kSide);
    using Scheduler = fixpath::PathScheduler<Grid, 2, 8>;
    auto scheduler = std::make_unique<Scheduler>(Grid(map));
    std::vector<Asked> asked(6);
    for (uint32_t i = 0; i < asked.size(); ++i) {
        asked[i].start = make_point(static_cast<int32_t>(i), 0);
        asked[i].goal = make_point(static_cast<int32_t>(kSide - 1 - i), kSide - 1);
        asked[i].handle = scheduler->request(asked[i].start, asked[i].goal, asked[i].path.data(), kCells);
        ASSERT_TRUE(asked[i].handle.valid());
    }
    constexpr uint32_t kBudget = 6;
    std::vector<bool> done(asked.size(), false);
    uint32_t written = 0;
    for (uint32_t frame = 0; frame < 20000 && written < asked.size(); ++frame) {
        const uint32_t spent = scheduler->update(kBudget);
        uint32_t write_units = 0;
        uint32_t paths = 0;
        for (uint32_t i = 0; i < asked.size(); ++i) {
            if (done[i] || scheduler->poll(asked[i].handle) != RequestState::Done) continue;
            done[i] = true;
            const auto info = scheduler->result(asked[i].handle);
            ASSERT_EQ(info.status, Status::Found) << i;
            ASSERT_GT(info.length, 100u) << i;
            ASSERT_TRUE(joined(asked[i].path.data(), info.length)) << i;
            write_units += 1 + 2 * info.length / Scheduler::kPathPointsPerUnit;
            ++paths;
            ++written;
        }
        EXPECT_GE(spent, write_units) << frame;             // the writes are charged
        EXPECT_LE(paths, 1u) << frame;                       // a long path takes its update
        EXPECT_LE(spent, std::max(kBudget + 2, write_units)) << frame;  // and nothing besides
    }
    EXPECT_EQ(written, asked.size());
}

TEST(PathScheduler, RankOrderIsPriorityThenAge) {
    // One search, a budget that finishes one request an update: requests
    // are done in rank order. Priorities 0, 2, 1, 2: the two 2s (older
    // first), then the 1, then the 0.
    std::vector<uint8_t> cells(16 * 16, 1);
    const fixpath::ByteCostMap map(cells.data(), 16, 16);
    auto scheduler = std::make_unique<fixpath::PathScheduler<Grid, 1, 8>>(Grid(map));
    Point out[4][64];
    const uint8_t priority[4] = {0, 2, 1, 2};
    PathRequest r[4];
    for (int i = 0; i < 4; ++i) {
        r[i] = scheduler->request(make_point(0, i), make_point(15, i), out[i], 64, priority[i]);
        ASSERT_TRUE(r[i].valid());
    }
    std::vector<int> order;
    // A budget of a fraction of one request's work an update.

    for (int frame = 0; frame < 200 && order.size() < 4; ++frame) {
        scheduler->update(3);
        for (int i = 0; i < 4; ++i) {
            if (scheduler->poll(r[i]) == RequestState::Done) {
                order.push_back(i);
                scheduler->release(r[i]);
            }
        }
    }
    EXPECT_EQ(order, (std::vector<int>{1, 3, 2, 0}));
}

TEST(PathScheduler, NoRequestWaitsForever) {
    // A stream of priority-255 requests, one new a frame, each taking the
    // whole budget: a priority-0 request still finishes, after aging lifts
    // it to 255 (255 * kAgingUpdates updates) and the older 255s are done.
    std::vector<uint8_t> cells(kSide * kSide, 1);
    const fixpath::ByteCostMap map(cells.data(), kSide, kSide);
    using Scheduler = fixpath::PathScheduler<Grid, 1, 64>;
    auto scheduler = std::make_unique<Scheduler>(Grid(map));
    static Point low_path[kCells], high_path[64][kCells];
    const PathRequest low = scheduler->request(make_point(0, 0), make_point(kSide - 1, kSide - 1), low_path, kCells, 0);
    ASSERT_TRUE(low.valid());
    std::vector<PathRequest> high;
    uint32_t frame = 0;
    const uint32_t bound = 255 * Scheduler::kAgingUpdates + 64 + 8;
    for (; frame < 4 * bound && scheduler->poll(low) != RequestState::Done; ++frame) {
        const PathRequest h = scheduler->request(make_point(kSide - 1, 0), make_point(0, kSide - 1),
                                                 high_path[frame % 64], kCells, 255);
        if (h.valid()) high.push_back(h);
        scheduler->update(30);  // less than one request's expansions: the stream piles up
        for (PathRequest& x : high) {
            if (scheduler->poll(x) == RequestState::Done) {
                scheduler->release(x);
            }
        }
    }
    ASSERT_EQ(scheduler->poll(low), RequestState::Done);
    EXPECT_EQ(scheduler->result(low).status, Status::Found);
    std::printf("a priority-0 request under a stream of priority-255 ones: done after %u updates (bound %u)\n",
                frame, bound);
    EXPECT_LE(frame, bound);
    EXPECT_GT(frame, 8 * Scheduler::kAgingUpdates);  // it did wait: the stream went first
}

TEST(PathScheduler, HandlesNeverAliasAndAFullQueueRefuses) {
    std::vector<uint8_t> cells(8 * 8, 1);
    const fixpath::ByteCostMap map(cells.data(), 8, 8);
    auto scheduler = std::make_unique<fixpath::PathScheduler<Grid, 1, 2>>(Grid(map));
    Point a[64], b[64], c[64];
    const PathRequest first = scheduler->request(make_point(0, 0), make_point(7, 7), a, 64);
    const PathRequest second = scheduler->request(make_point(0, 7), make_point(7, 0), b, 64);
    ASSERT_TRUE(first.valid());
    ASSERT_TRUE(second.valid());
    const PathRequest third = scheduler->request(make_point(1, 1), make_point(6, 6), c, 64);
    EXPECT_FALSE(third.valid());  // two slots, both taken
    EXPECT_EQ(scheduler->poll(third), RequestState::Unknown);
    EXPECT_EQ(scheduler->outcome(third), Status::Idle);
    // Cancel the first while it waits: its slot takes a new request with a new generation.
    EXPECT_TRUE(scheduler->cancel(first));
    EXPECT_FALSE(scheduler->cancel(first));
    EXPECT_EQ(scheduler->poll(first), RequestState::Unknown);
    const PathRequest again = scheduler->request(make_point(1, 1), make_point(6, 6), c, 64);
    ASSERT_TRUE(again.valid());
    EXPECT_EQ(again.slot, first.slot);
    EXPECT_NE(again.generation, first.generation);
    EXPECT_EQ(scheduler->poll(first), RequestState::Unknown);  // the old handle does not see the new request
    EXPECT_EQ(scheduler->poll(again), RequestState::Queued);
    // Run all; the cancelled request's buffer is never written.
    a[0] = make_point(-7, -7);
    while (scheduler->poll(again) != RequestState::Done || scheduler->poll(second) != RequestState::Done) {
        scheduler->update(5);
    }
    EXPECT_EQ(a[0], make_point(-7, -7));
    EXPECT_EQ(scheduler->result(again).status, Status::Found);
    EXPECT_EQ(scheduler->result(first).length, 0u);
    EXPECT_FALSE(scheduler->release(first));
    EXPECT_TRUE(scheduler->release(again));
    EXPECT_FALSE(scheduler->release(again));
    // A request cancelled while its search runs frees the search.
    const PathRequest running = scheduler->request(make_point(0, 0), make_point(7, 7), a, 64);
    scheduler->update(2);
    EXPECT_EQ(scheduler->poll(running), RequestState::Running);
    EXPECT_TRUE(scheduler->cancel(running));
    const PathRequest next = scheduler->request(make_point(7, 7), make_point(0, 0), c, 64);
    while (scheduler->poll(next) != RequestState::Done) scheduler->update(5);
    EXPECT_EQ(scheduler->result(next).status, Status::Found);
    // A short buffer: PathBufferTooSmall with the length, nothing written.
    Point tiny[2] = {make_point(-3, -3), make_point(-3, -3)};
    scheduler->release(second);
    scheduler->release(next);
    const PathRequest short_buffer = scheduler->request(make_point(0, 0), make_point(7, 7), tiny, 2);
    while (scheduler->poll(short_buffer) != RequestState::Done) scheduler->update(5);
    EXPECT_EQ(scheduler->result(short_buffer).status, Status::PathBufferTooSmall);
    EXPECT_EQ(scheduler->result(short_buffer).length, 8u);
    EXPECT_EQ(tiny[0], make_point(-3, -3));
}

TEST(PathScheduler, RequestsForOneGoalShareOneField) {
    std::mt19937 rng(5);
    const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, kSide, kSide, 20, 6);
    const fixpath::ByteCostMap map(g.costs.data(), kSide, kSide);
    auto scheduler = std::make_unique<fixpath::PathScheduler<SharingGrid, 2, 32>>(SharingGrid(map));
    const Point goal = fixpath_test::random_passable(rng, g);
    std::vector<Asked> asked(12);
    for (size_t i = 0; i < asked.size(); ++i) {
        asked[i].start = fixpath_test::random_passable(rng, g);
        asked[i].goal = i < 9 ? goal : fixpath_test::random_passable(rng, g);
    }
    asked[3].start = make_point(kSide + 4, 2);  // off the map: InvalidStart, from the field too
    for (Asked& a : asked) {
        a.handle = scheduler->request(a.start, a.goal, a.path.data(), kCells);
        ASSERT_TRUE(a.handle.valid());
    }
    // A late request for the same goal joins the field under way.
    scheduler->update(10);
    Asked late;
    late.start = fixpath_test::random_passable(rng, g);
    late.goal = goal;
    late.handle = scheduler->request(late.start, late.goal, late.path.data(), kCells);
    asked.push_back(std::move(late));  // (moved: the buffer the scheduler writes stays the same)
    int updates = 0;
    for (; updates < 100000; ++updates) {
        bool all = true;
        for (const Asked& a : asked) all = all && scheduler->poll(a.handle) == RequestState::Done;
        if (all) break;
        scheduler->update(40);
    }
    EXPECT_EQ(scheduler->shared_computations(), 1u);
    static State reference;
    static Point expected[kCells];
    for (size_t i = 0; i < asked.size(); ++i) {
        const Asked& a = asked[i];
        const auto info = scheduler->result(a.handle);
        const auto own = fixpath::find_path(map, reference, a.start, a.goal, expected, kCells);
        EXPECT_EQ(scheduler->outcome(a.handle), own.status) << i;
        if (info.status == Status::Found) {
            EXPECT_EQ(info.cost, own.cost) << i;  // the same optimum (the path may differ among equal ones)
            EXPECT_TRUE(a.path[0] == a.start && a.path[info.length - 1] == a.goal) << i;
            EXPECT_TRUE(joined(a.path.data(), info.length)) << i;
        }
    }
}

TEST(PathScheduler, EveryFrontEnd) {
    // Jump points, hexes, links and graphs: the scheduler's answers are the
    // one-call searches' answers.
    std::mt19937 rng(8);
    const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, 24, 24, 20, 1);
    const fixpath::ByteCostMap map(g.costs.data(), 24, 24);
    using Small = fixpath::DenseState<24 * 24, uint16_t>;
    {
        using Q = fixpath::JumpPointQueries<fixpath::ByteCostMap, fixpath::JumpPointState<Small>>;
        auto s = std::make_unique<fixpath::PathScheduler<Q, 2, 8>>(Q(map));
        static fixpath::JumpPointState<Small> own_state;
        for (int i = 0; i < 20; ++i) {
            Point out[600], own[600];
            const Point a = fixpath_test::random_passable(rng, g), b = fixpath_test::random_passable(rng, g);
            const PathRequest r = s->request(a, b, out, 600);
            while (s->poll(r) != RequestState::Done) s->update(7);
            const auto expect = fixpath::find_path_jps(map, own_state, a, b, own, 600);
            EXPECT_EQ(s->outcome(r), expect.status);
            EXPECT_EQ(s->result(r).cost, expect.cost);
            EXPECT_EQ(s->result(r).length, expect.length);
            s->release(r);
        }
    }
    {
        using Q = fixpath::HexQueries<fixpath::ByteCostMap, Small>;
        auto s = std::make_unique<fixpath::PathScheduler<Q, 1, 4>>(Q(map, fixpath::HexLayout::PointyOddRows));
        static Small own_state;
        for (int i = 0; i < 20; ++i) {
            fixpath::Hex out[600], own[600];
            const fixpath::Hex a = fixpath::hex_from_offset(fixpath_test::random_passable(rng, g), fixpath::HexLayout::PointyOddRows);
            const fixpath::Hex b = fixpath::hex_from_offset(fixpath_test::random_passable(rng, g), fixpath::HexLayout::PointyOddRows);
            const PathRequest r = s->request(a, b, out, 600);
            while (s->poll(r) != RequestState::Done) s->update(7);
            const auto expect = fixpath::find_hex_path(map, own_state, fixpath::HexLayout::PointyOddRows, a, b, own, 600);
            EXPECT_EQ(s->outcome(r), expect.status);
            EXPECT_EQ(s->result(r).cost, expect.cost);
            EXPECT_EQ(s->result(r).length, expect.length);
            s->release(r);
        }
    }
    {
        const fixpath::GridLink links[2] = {{make_point(0, 0), make_point(23, 23), 5, fixpath::LinkWay::Both},
                                            {make_point(23, 0), make_point(0, 23), 5, fixpath::LinkWay::Both}};
        using Q = fixpath::LinkedQueries<fixpath::ByteCostMap, Small>;
        auto s = std::make_unique<fixpath::PathScheduler<Q, 2, 4>>(Q(map, links, 2));
        static Small own_state;
        for (int i = 0; i < 20; ++i) {
            Point out[600], own[600];
            const Point a = fixpath_test::random_passable(rng, g), b = fixpath_test::random_passable(rng, g);
            const PathRequest r = s->request(a, b, out, 600);
            while (s->poll(r) != RequestState::Done) s->update(7);
            const auto expect = fixpath::find_linked_path(map, own_state, a, b, links, 2, own, 600);
            EXPECT_EQ(s->outcome(r), expect.status);
            EXPECT_EQ(s->result(r).cost, expect.cost);
            EXPECT_EQ(s->result(r).length, expect.length);
            s->release(r);
        }
    }
    {
        // A 6x6 lattice of waypoints with random gaps.
        static fixpath::FixedGraph<36, 160> graph;
        graph.clear();
        for (int i = 0; i < 36; ++i) graph.add_node({(i % 6) * 100, (i / 6) * 100, 0});
        for (int i = 0; i < 36; ++i) {
            if (i % 6 != 5 && rng() % 4 != 0) graph.add_edge(static_cast<uint32_t>(i), static_cast<uint32_t>(i + 1));
            if (i < 30 && rng() % 4 != 0) graph.add_edge(static_cast<uint32_t>(i), static_cast<uint32_t>(i + 6));
        }
        using GraphState = fixpath::GraphState<36>;
        using Q = fixpath::GraphQueries<fixpath::GraphView, GraphState>;
        auto s = std::make_unique<fixpath::PathScheduler<Q, 2, 4>>(Q(graph.view()));
        static GraphState own_state;
        for (int i = 0; i < 30; ++i) {
            fixpath::NodeId out[36], own[36];
            const auto a = static_cast<fixpath::NodeId>(rng() % 36), b = static_cast<fixpath::NodeId>(rng() % 36);
            const PathRequest r = s->request(a, b, out, 36);
            while (s->poll(r) != RequestState::Done) s->update(3);
            fixpath::GraphSearch<fixpath::GraphView, GraphState> own_search(graph.view(), own_state);
            own_search.begin(a, b);
            const Status own_status = own_search.run();
            const auto expect = own_search.path(own, 36);
            EXPECT_EQ(s->outcome(r), own_status);
            EXPECT_EQ(s->result(r).cost, expect.cost);
            EXPECT_EQ(s->result(r).length, expect.length);
            for (uint32_t k = 0; k < expect.length; ++k) EXPECT_EQ(out[k], own[k]);
            s->release(r);
        }
    }
}

TEST(PathScheduler, TheSameRequestsGiveTheSameAnswers) {
    std::mt19937 rng(21);
    const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, kSide, kSide, 25, 3);
    const fixpath::ByteCostMap map(g.costs.data(), kSide, kSide);
    std::vector<Point> starts, goals;
    for (int i = 0; i < 30; ++i) {
        starts.push_back(fixpath_test::random_passable(rng, g));
        goals.push_back(i % 3 == 0 ? goals.empty() ? starts.back() : goals.front() : fixpath_test::random_passable(rng, g));
    }
    std::vector<std::vector<Point>> runs[2];
    std::vector<uint32_t> done_at[2];
    for (int run = 0; run < 2; ++run) {
        auto s = std::make_unique<fixpath::PathScheduler<SharingGrid, 2, 32>>(SharingGrid(map));
        std::vector<std::vector<Point>> out(30, std::vector<Point>(kCells));
        std::vector<PathRequest> r(30);
        done_at[run].assign(30, 0);
        for (size_t i = 0; i < 30; ++i) r[i] = s->request(starts[i], goals[i], out[i].data(), kCells, static_cast<uint8_t>(i % 4));
        for (uint32_t u = 1; u < 5000; ++u) {
            s->update(25);
            for (size_t i = 0; i < 30; ++i) {
                if (done_at[run][i] == 0 && s->poll(r[i]) == RequestState::Done) done_at[run][i] = u;
            }
        }
        for (size_t i = 0; i < 30; ++i) out[i].resize(s->result(r[i]).length);
        runs[run] = out;
    }
    EXPECT_EQ(runs[0], runs[1]);
    EXPECT_EQ(done_at[0], done_at[1]);
}

// What a request's own search answers on `map` with `state`: its status
// and, when Found, its cost.
template <typename Map, typename S>
fixpath::PathInfo<typename S::Cost> own_answer(const Map& map, S& state, Point start, Point goal, Status& outcome,
                                               const fixpath::SearchOptions<typename S::Cost>& options =
                                                   fixpath::SearchOptions<typename S::Cost>()) {
    static Point scratch[4096];
    fixpath::GridSearch<Map, S> search(map, state);
    const Status began = search.begin(start, goal, options);
    outcome = began == Status::InProgress ? search.run() : began;
    return search.path(scratch, 4096);
}

// Every floor cell of `path` on the map, each step a move.
bool walkable(const fixpath::ByteCostMap& map, const Point* path, uint32_t length) {
    for (uint32_t i = 0; i < length; ++i) {
        if (path[i].x < 0 || path[i].y < 0 || path[i].x >= map.width() || path[i].y >= map.height() ||
            map.cost(path[i].x, path[i].y) == 0) {
            return false;
        }
    }
    return joined(path, length);
}

// The documented default sizes (DenseState<256, uint16_t>: an open list of
// 64 entries) on 16x16 terrain maps (multipliers 1-5): a shared field that
// runs out of room never answers NoPath for a start it did not reach. Every
// answer is what the request's own search gives (its outcome, and its cost
// when Found), or better: the exact answer (Found at the optimal cost,
// NoPath for a goal no walk reaches) where its own search runs out of room,
// as the field may not.
TEST(PathScheduler, SharedAnswersAreTheOwnSearchsAtTheDefaultSizes) {
    constexpr int32_t kS = 16;
    using SmallState = fixpath::DenseState<kS * kS, uint16_t>;
    using Small = fixpath::GridQueries<fixpath::ByteCostMap, SmallState, kS * kS>;
    std::mt19937 rng(47);
    static SmallState reference;
    static fixpath::DenseState<kS * kS, uint16_t, kS * kS, fixpath::OpenList::Heap> roomy;  // never out of room
    uint32_t answers = 0, out_of_room = 0;
    for (int trial = 0; trial < 120; ++trial) {
        const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, kS, kS, 15, 5);
        const fixpath::ByteCostMap map(g.costs.data(), kS, kS);
        auto scheduler = std::make_unique<fixpath::PathScheduler<Small, 2, 32>>(Small(map));
        std::vector<Asked> asked(24);
        Point goals[3];
        for (Point& goal : goals) goal = fixpath_test::random_passable(rng, g);
        for (size_t i = 0; i < asked.size(); ++i) {
            asked[i].start = fixpath_test::random_passable(rng, g);
            asked[i].goal = goals[i % 3];
            asked[i].handle = scheduler->request(asked[i].start, asked[i].goal, asked[i].path.data(), kCells);
            ASSERT_TRUE(asked[i].handle.valid());
        }
        for (int u = 0; u < 100000; ++u) {
            bool all = true;
            for (const Asked& a : asked) all = all && scheduler->poll(a.handle) == RequestState::Done;
            if (all) break;
            scheduler->update(static_cast<uint32_t>(7 + trial % 50));
        }
        EXPECT_GE(scheduler->shared_computations(), 1u);
        for (size_t i = 0; i < asked.size(); ++i) {
            const Asked& a = asked[i];
            ASSERT_EQ(scheduler->poll(a.handle), RequestState::Done);
            Status own_status = Status::Idle, exact_status = Status::Idle;
            const auto own = own_answer(map, reference, a.start, a.goal, own_status);
            const auto exact = own_answer(map, roomy, a.start, a.goal, exact_status);
            const auto info = scheduler->result(a.handle);
            const Status outcome = scheduler->outcome(a.handle);
            out_of_room += own_status == Status::OutOfNodes ? 1u : 0u;
            ASSERT_TRUE(outcome == own_status || (own_status == Status::OutOfNodes && outcome == exact_status))
                << "trial " << trial << " request " << i << ": " << fixpath::status_name(outcome) << ", its own search "
                << fixpath::status_name(own_status) << ", exactly " << fixpath::status_name(exact_status);
            if (outcome == Status::Found) {
                ASSERT_EQ(info.status, Status::Found) << "trial " << trial << " request " << i;
                ASSERT_EQ(info.cost, exact.cost) << "trial " << trial << " request " << i;
                ASSERT_TRUE(walkable(map, a.path.data(), info.length));
                if (own_status == Status::Found) {
                    ASSERT_EQ(info.cost, own.cost);
                }
            }
            ++answers;
        }
    }
    std::printf("%u answers at the default sizes; %u of them out of room in their own search too\n", answers,
                out_of_room);
}

// A shared field refused at its start (a state smaller than the map, step
// costs of 0) answers nothing: each request gets its own search's refusal.
TEST(PathScheduler, ARefusedFieldGivesEachRequestItsOwnRefusal) {
    constexpr int32_t kW = 20, kH = 16;
    using SmallState = fixpath::DenseState<256, uint16_t>;  // smaller than the map
    using Wide = fixpath::GridQueries<fixpath::ByteCostMap, SmallState, kW * kH>;
    std::vector<uint8_t> cells(kW * kH, 1);
    const fixpath::ByteCostMap map(cells.data(), kW, kH);
    for (int kind = 0; kind < 2; ++kind) {
        auto scheduler = std::make_unique<fixpath::PathScheduler<Wide, 1, 8>>(Wide(map));
        fixpath::SearchOptions<uint16_t> options;
        Status want = Status::MapTooLarge;
        if (kind == 1) {
            options.costs.straight = 0;  // refused first, whatever the state
            want = Status::InvalidOptions;
        }
        std::vector<Asked> asked(5);
        for (size_t i = 0; i < asked.size(); ++i) {
            asked[i].start = make_point(static_cast<int32_t>(i), 0);
            asked[i].goal = make_point(kW - 1, kH - 1);
            asked[i].handle = scheduler->request(asked[i].start, asked[i].goal, asked[i].path.data(), kCells, 0, options);
        }
        for (int u = 0; u < 100; ++u) scheduler->update(20);
        EXPECT_EQ(scheduler->shared_computations(), 1u);
        for (const Asked& a : asked) {
            ASSERT_EQ(scheduler->poll(a.handle), RequestState::Done);
            EXPECT_EQ(scheduler->outcome(a.handle), want) << kind;
            EXPECT_EQ(scheduler->result(a.handle).length, 0u);
        }
    }
}

// After map_changed(), no request is answered from the map before the
// edit: one made after it does not join a field computed before it, and the
// running ones begin again. Every answer given after the edit is a walk on
// the new map at its own search's cost.
TEST(PathScheduler, MapChangedRetiresFieldsAndRestartsSearches) {
    std::vector<uint8_t> cells(kCells, 1);
    const fixpath::ByteCostMap map(cells.data(), kSide, kSide);
    static State reference;
    for (int shared = 0; shared < 2; ++shared) {
        for (uint32_t edit_at = 1; edit_at < 12; ++edit_at) {
            std::fill(cells.begin(), cells.end(), uint8_t{1});
            auto sharing = std::make_unique<fixpath::PathScheduler<SharingGrid, 2, 16>>(SharingGrid(map));
            auto plain = std::make_unique<fixpath::PathScheduler<Grid, 2, 16>>(Grid(map));
            const auto request = [&](Asked& a) {
                a.handle = shared ? sharing->request(a.start, a.goal, a.path.data(), kCells)
                                  : plain->request(a.start, a.goal, a.path.data(), kCells);
            };
            const auto update = [&](uint32_t budget) { shared ? sharing->update(budget) : plain->update(budget); };
            const auto poll = [&](const Asked& a) { return shared ? sharing->poll(a.handle) : plain->poll(a.handle); };
            const auto result = [&](const Asked& a) { return shared ? sharing->result(a.handle) : plain->result(a.handle); };
            std::vector<Asked> asked(8);
            for (size_t i = 0; i < asked.size(); ++i) {
                asked[i].start = make_point(static_cast<int32_t>(i * 4), 0);
                asked[i].goal = make_point(kSide / 2, kSide - 1);
                request(asked[i]);
            }
            std::vector<bool> before(asked.size(), false);
            for (uint32_t u = 0; u < edit_at; ++u) update(60);
            for (size_t i = 0; i < asked.size(); ++i) before[i] = poll(asked[i]) == RequestState::Done;
            // A wall across the map with one gap at the left edge.
            for (int32_t x = 1; x < kSide; ++x) cells[static_cast<size_t>((kSide / 2) * kSide + x)] = 0;
            shared ? sharing->map_changed() : plain->map_changed();
            asked.emplace_back();
            asked.back().start = make_point(kSide - 1, 0);
            asked.back().goal = make_point(kSide / 2, kSide - 1);
            request(asked.back());
            before.push_back(false);
            for (int u = 0; u < 20000; ++u) {
                bool all = true;
                for (const Asked& a : asked) all = all && poll(a) == RequestState::Done;
                if (all) break;
                update(60);
            }
            for (size_t i = 0; i < asked.size(); ++i) {
                if (before[i]) continue;  // answered on the old map, before the edit
                ASSERT_EQ(poll(asked[i]), RequestState::Done);
                const auto info = result(asked[i]);
                Status own_status = Status::Idle;
                const auto own = own_answer(map, reference, asked[i].start, asked[i].goal, own_status);
                ASSERT_EQ(info.status, Status::Found) << shared << " " << edit_at << " " << i;
                EXPECT_EQ(info.cost, own.cost) << shared << " " << edit_at << " " << i;
                EXPECT_TRUE(walkable(map, asked[i].path.data(), info.length)) << shared << " " << edit_at << " " << i;
            }
        }
    }
}

// A handle never names two requests: a slot's generations do not come
// round again after 65,535 requests (they are 32 bits, and a slot that runs
// out of them is retired).
TEST(PathScheduler, HandlesOutliveSixtyFiveThousandReuses) {
    std::vector<uint8_t> cells(8 * 8, 1);
    const fixpath::ByteCostMap map(cells.data(), 8, 8);
    auto scheduler = std::make_unique<fixpath::PathScheduler<Grid, 1, 1>>(Grid(map));
    Point out[64];
    const PathRequest first = scheduler->request(make_point(0, 0), make_point(7, 7), out, 64);
    ASSERT_TRUE(first.valid());
    ASSERT_TRUE(scheduler->cancel(first));
    // (65,534 more: the next is the slot's 65,536th request, whose 16-bit
    // generation would have come round to the first's.)
    for (uint32_t i = 0; i < 0xFFFEu; ++i) {
        const PathRequest r = scheduler->request(make_point(0, 0), make_point(7, 7), out, 64);
        ASSERT_TRUE(r.valid());
        ASSERT_TRUE(scheduler->cancel(r));
    }
    const PathRequest later = scheduler->request(make_point(0, 0), make_point(7, 7), out, 64);
    ASSERT_TRUE(later.valid());
    EXPECT_EQ(later.slot, first.slot);
    EXPECT_NE(later.generation, first.generation);
    EXPECT_EQ(scheduler->poll(first), RequestState::Unknown);
    EXPECT_EQ(scheduler->poll(later), RequestState::Queued);
}

// A refused request counts as work: update(budget) ends at most `budget`
// of them, so 4,096 bad requests take their share of many updates.
TEST(PathScheduler, RefusedRequestsCostWork) {
    std::vector<uint8_t> cells(8 * 8, 1);
    const fixpath::ByteCostMap map(cells.data(), 8, 8);
    auto scheduler = std::make_unique<fixpath::PathScheduler<Grid, 2, 4096>>(Grid(map));
    static Point out[4096][2];
    std::vector<PathRequest> r(4096);
    for (uint32_t i = 0; i < 4096; ++i) {
        r[i] = scheduler->request(make_point(0, 0), make_point(-1, static_cast<int32_t>(i % 7)), out[i], 2);
        ASSERT_TRUE(r[i].valid());
    }
    EXPECT_EQ(scheduler->update(0), 0u);
    EXPECT_EQ(scheduler->queued(), 4096u);  // nothing starts without budget
    uint32_t done_before = 0;
    for (uint32_t u = 0; u < 4096 / 16 + 1; ++u) {
        EXPECT_LE(scheduler->update(16), 16u);
        uint32_t done = 0;
        for (const PathRequest& h : r) done += scheduler->poll(h) == RequestState::Done ? 1u : 0u;
        EXPECT_LE(done - done_before, 16u) << u;
        done_before = done;
    }
    EXPECT_EQ(done_before, 4096u);
    EXPECT_EQ(scheduler->outcome(r[0]), Status::InvalidGoal);
}

TEST(PathScheduler, MemoryIsWhatTheHeaderSays) {
    using Q = fixpath::GridQueries<fixpath::ByteCostMap, fixpath::DenseState<64 * 64, uint16_t>, 64 * 64>;
    using S32 = fixpath::PathScheduler<Q, 2, 32>;
    using S33 = fixpath::PathScheduler<Q, 2, 33>;
    const size_t slot = sizeof(S33) - sizeof(S32);
    EXPECT_EQ(slot, sizeof(void*) == 8 ? 72u : 64u);
    const size_t worker = sizeof(fixpath::DenseState<64 * 64, uint16_t>) + sizeof(Q::Search) + sizeof(Q::Field);
    const size_t field = 64 * 64 * sizeof(uint16_t) + Q::Field::direction_bytes(64 * 64) + sizeof(uint32_t);
    EXPECT_LE(sizeof(S32), 2 * worker + 32 * slot + field + 256);  // (counters, the map view)
    EXPECT_GE(sizeof(S32), 2 * worker + 32 * slot + field);
    std::printf("PathScheduler<64x64 grid, 2 searches, 32 slots, sharing>: %zu bytes (a slot %zu)\n", sizeof(S32),
                slot);
}

}  // namespace
