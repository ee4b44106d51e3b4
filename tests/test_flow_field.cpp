// Flow fields: distances against the core's own single-pair searches, the
// direction field walked cell by cell, repairs against full recomputes.
#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "support/random_grid.hpp"
#include "support/reference_search.hpp"

namespace {

using fixpath::make_point;
using fixpath::Point;
using fixpath::Status;

constexpr int32_t kSide = 24;
constexpr uint32_t kCells = kSide * kSide;
using State = fixpath::DenseState<kCells, uint32_t, kCells>;
using Field = fixpath::FlowField<fixpath::ByteCostMap, State>;

struct FieldBuffers {
    std::vector<uint32_t> distances = std::vector<uint32_t>(kCells);
    std::vector<uint8_t> directions = std::vector<uint8_t>(Field::direction_bytes(kCells));
    std::vector<uint32_t> scratch;
    explicit FieldBuffers(size_t scratch_size = kCells) : scratch(scratch_size) {}
};

struct RandomSetup {
    fixpath_test::PlainGrid grid;
    fixpath_test::Rules rules;
    fixpath::SearchOptions<uint32_t> options;
    std::vector<Point> goals;
};

RandomSetup random_setup(std::mt19937& rng) {
    RandomSetup r;
    const int32_t w = 1 + static_cast<int32_t>(rng() % kSide), h = 1 + static_cast<int32_t>(rng() % kSide);
    const int multipliers[] = {1, 3, 9};
    r.grid = fixpath_test::random_grid(rng, w, h, static_cast<int>(rng() % 41), multipliers[rng() % 3]);
    r.rules.moves = rng() % 3 == 0 ? fixpath::Moves::Four : fixpath::Moves::Eight;
    r.rules.corners = static_cast<fixpath::CornerRule>(rng() % 3);
    const uint32_t costs[][2] = {{10, 14}, {5, 7}, {1, 1}};
    const auto& c = costs[rng() % 3];
    r.rules.straight = c[0];
    r.rules.diagonal = c[1];
    r.options.moves = r.rules.moves;
    r.options.corners = r.rules.corners;
    r.options.costs = {c[0], c[1]};
    const int goals = 1 + static_cast<int>(rng() % 4);
    for (int i = 0; i < goals; ++i) {
        r.goals.push_back(fixpath_test::random_passable(rng, r.grid));
    }
    return r;
}

// The cost of walking the traced cells, every step checked against the rules.
uint64_t walk_cost(const fixpath_test::PlainGrid& g, const fixpath_test::Rules& rules, const Point* path,
                   uint32_t length, std::string& problem) {
    uint64_t cost = 0;
    problem = fixpath_test::check_path(g, rules, {0, 0, g.width, g.height}, path, length, path[0], cost);
    return cost;
}

TEST(FlowField, DistancesEqualTheCoresCostToTheNearestGoal) {
    std::mt19937 rng(7001);
    static State state, pair_state;
    FieldBuffers b;
    std::vector<Point> trace(kCells + 1);
    Point path[kCells];
    int fields = 0, cells_checked = 0, unreachable = 0;
    for (int round = 0; round < 150; ++round) {
        const RandomSetup s = random_setup(rng);
        const fixpath::ByteCostMap map(s.grid.costs.data(), s.grid.width, s.grid.height);
        Field field(map, state, {0, 0, s.grid.width, s.grid.height}, b.distances.data(), b.directions.data(),
                    b.scratch.data(), kCells);
        const Status begun = field.begin(s.goals.data(), static_cast<uint32_t>(s.goals.size()), s.options);
        ASSERT_TRUE(begun == Status::InProgress) << round;
        ASSERT_EQ(field.run(), Status::Complete);
        ++fields;
        for (int32_t y = 0; y < s.grid.height; ++y) {
            for (int32_t x = 0; x < s.grid.width; ++x) {
                if (s.grid.at(x, y) == 0) {
                    continue;
                }
                // The core, one goal at a time: the field must give the cheapest.
                uint64_t best = fixpath_test::kInfinite;
                for (const Point goal : s.goals) {
                    if (s.grid.at(goal.x, goal.y) == 0) continue;
                    const auto r = fixpath::find_path(map, pair_state, make_point(x, y), goal, path, kCells, s.options);
                    if (r.status == Status::Found && r.cost < best) best = r.cost;
                }
                const uint32_t got = field.distance(make_point(x, y));
                SCOPED_TRACE("round " + std::to_string(round) + " cell " + std::to_string(x) + "," + std::to_string(y));
                if (best == fixpath_test::kInfinite) {
                    ASSERT_EQ(got, Field::kUnreachable);
                    ASSERT_EQ(field.trace(make_point(x, y), trace.data(), kCells + 1), 0u);
                    ++unreachable;
                    continue;
                }
                ASSERT_EQ(got, best);
                // Following the direction field reaches a goal at exactly that cost.
                const uint32_t n = field.trace(make_point(x, y), trace.data(), kCells + 1);
                ASSERT_GE(n, 1u);
                ASSERT_LE(n, kCells);
                ASSERT_EQ(field.distance(trace[n - 1]), 0u);
                std::string problem;
                ASSERT_EQ(walk_cost(s.grid, s.rules, trace.data(), n, problem), best);
                ASSERT_EQ(problem, "");
                ++cells_checked;
            }
        }
    }
    EXPECT_GT(cells_checked, 15000);
    EXPECT_GT(unreachable, 100);
    std::printf("[ flow field ] %d fields, %d cells checked against single-pair A*, %d unreachable\n", fields,
                cells_checked, unreachable);
}

TEST(FlowField, TimeSlicedAndWindowedFields) {
    std::mt19937 rng(7002);
    static State state;
    FieldBuffers a, b;
    for (int round = 0; round < 100; ++round) {
        const RandomSetup s = random_setup(rng);
        const fixpath::ByteCostMap map(s.grid.costs.data(), s.grid.width, s.grid.height);
        const fixpath::Area whole{0, 0, s.grid.width, s.grid.height};
        Field once(map, state, whole, a.distances.data(), a.directions.data(), a.scratch.data(), kCells);
        once.begin(s.goals.data(), static_cast<uint32_t>(s.goals.size()), s.options);
        ASSERT_EQ(once.run(), Status::Complete);
        Field sliced(map, state, whole, b.distances.data(), b.directions.data(), b.scratch.data(), kCells);
        sliced.begin(s.goals.data(), static_cast<uint32_t>(s.goals.size()), s.options);
        Status st;
        do {
            st = sliced.step(3);
        } while (st == Status::InProgress);
        ASSERT_EQ(st, Status::Complete);
        for (uint32_t i = 0; i < whole.cells(); ++i) {
            ASSERT_EQ(a.distances[i], b.distances[i]);
        }
        for (int32_t y = 0; y < s.grid.height; ++y) {
            for (int32_t x = 0; x < s.grid.width; ++x) {
                ASSERT_EQ(once.direction_at(make_point(x, y)), sliced.direction_at(make_point(x, y)));
            }
        }
    }
    // A field confined to a window: outside it, nothing; inside, the
    // reference restricted to the window (toward-goal costs are symmetric on
    // a map of multiplier 1).
    std::vector<uint8_t> open(32 * 32, 1);
    for (int i = 0; i < 32 * 32; i += 7) open[static_cast<size_t>(i)] = 0;
    open[16 * 32 + 16] = 1;
    const fixpath::ByteCostMap map(open.data(), 32, 32);
    const Point goal = make_point(16, 16);
    const fixpath::Area window = fixpath::Area::around(goal, 5);
    static fixpath::DenseState<121, uint32_t> small;
    std::vector<uint32_t> distances(121);
    std::vector<uint8_t> directions(fixpath::FlowField<fixpath::ByteCostMap, decltype(small)>::direction_bytes(121));
    uint32_t scratch[64];
    fixpath::FlowField<fixpath::ByteCostMap, decltype(small)> field(map, small, window, distances.data(),
                                                                   directions.data(), scratch, 64);
    field.begin(&goal, 1);
    ASSERT_EQ(field.run(), Status::Complete);
    fixpath_test::PlainGrid g{32, 32, open};
    const auto ref = fixpath_test::reference_distances(g, fixpath_test::Rules{}, goal, window);
    for (int32_t y = 0; y < 32; ++y) {
        for (int32_t x = 0; x < 32; ++x) {
            const uint64_t want = window.contains(x, y) ? ref[static_cast<size_t>(y * 32 + x)] : fixpath_test::kInfinite;
            const uint32_t got = field.distance(make_point(x, y));
            ASSERT_EQ(got == decltype(field)::kUnreachable ? fixpath_test::kInfinite : got, want) << x << "," << y;
        }
    }
}

TEST(FlowField, RepairsEqualFullRecomputes) {
    std::mt19937 rng(7003);
    static State state, fresh_state;
    FieldBuffers repaired, fresh;
    FieldBuffers cramped(12);  // a tiny scratch list: repairs fall back to recomputes
    std::vector<Point> trace(kCells + 1);
    int edits = 0, repairs = 0, fallbacks = 0, sequences = 0;
    uint64_t invalidated = 0, area = 0;
    for (int sequence = 0; sequence < 300; ++sequence) {
        RandomSetup s = random_setup(rng);
        const fixpath::Area whole{0, 0, s.grid.width, s.grid.height};
        const fixpath::ByteCostMap map(s.grid.costs.data(), s.grid.width, s.grid.height);
        const bool use_cramped = sequence % 5 == 0;
        FieldBuffers& buf = use_cramped ? cramped : repaired;
        Field field(map, state, whole, buf.distances.data(), buf.directions.data(), buf.scratch.data(),
                    static_cast<uint32_t>(buf.scratch.size()));
        field.begin(s.goals.data(), static_cast<uint32_t>(s.goals.size()), s.options);
        ASSERT_EQ(field.run(), Status::Complete);
        ++sequences;
        for (int step = 0; step < 20; ++step) {
            // 1 to 3 edits: block, free, or change a multiplier; goals too.
            Point changed[3];
            const int count = 1 + static_cast<int>(rng() % 3);
            for (int k = 0; k < count; ++k) {
                Point c = rng() % 6 == 0 ? s.goals[rng() % s.goals.size()]
                                         : make_point(static_cast<int32_t>(rng() % static_cast<uint32_t>(s.grid.width)),
                                                      static_cast<int32_t>(rng() % static_cast<uint32_t>(s.grid.height)));
                uint8_t& cell = s.grid.costs[static_cast<size_t>(c.y * s.grid.width + c.x)];
                const int what = static_cast<int>(rng() % 3);
                cell = what == 0 ? 0 : static_cast<uint8_t>(what == 1 ? 1 : 1 + rng() % 9);
                changed[k] = c;
                ++edits;
            }
            ASSERT_EQ(field.begin_repair(changed, static_cast<uint32_t>(count)), Status::InProgress);
            Status st;
            do {
                st = field.step(7);
            } while (st == Status::InProgress);
            ASSERT_EQ(st, Status::Complete);
            ++repairs;
            fallbacks += field.repair_stats().full_recompute;
            invalidated += field.repair_stats().invalidated;
            area += whole.cells();
            Field again(map, fresh_state, whole, fresh.distances.data(), fresh.directions.data(), fresh.scratch.data(),
                        kCells);
            again.begin(s.goals.data(), static_cast<uint32_t>(s.goals.size()), s.options);
            ASSERT_EQ(again.run(), Status::Complete);
            for (uint32_t i = 0; i < whole.cells(); ++i) {
                ASSERT_EQ(buf.distances[i], fresh.distances[i])
                    << "sequence " << sequence << " step " << step << " cell " << i;
            }
            // The repaired directions lead to a goal at exactly the distance.
            for (int32_t y = 0; y < s.grid.height; ++y) {
                for (int32_t x = 0; x < s.grid.width; ++x) {
                    const uint32_t d = field.distance(make_point(x, y));
                    if (d == Field::kUnreachable || d == 0) continue;
                    const uint32_t n = field.trace(make_point(x, y), trace.data(), kCells + 1);
                    ASSERT_GE(n, 2u);
                    ASSERT_LE(n, kCells);
                    std::string problem;
                    ASSERT_EQ(walk_cost(s.grid, s.rules, trace.data(), n, problem), d);
                    ASSERT_EQ(problem, "");
                }
            }
        }
    }
    EXPECT_GT(edits, 10000);
    EXPECT_GT(fallbacks, 10);
    EXPECT_LT(fallbacks, repairs / 3);
    std::printf("[ flow field ] %d edit sequences, %d repairs (%d edits), %d fell back to a recompute; a repair "
                "invalidated %.1f%% of the cells on average\n",
                sequences, repairs, edits, fallbacks, 100.0 * static_cast<double>(invalidated) / static_cast<double>(area));
}

// While a new field is being computed it answers nothing: not the
// previous goal's steps (the distances and directions of the cells it has
// not settled are still the old field's). Once it ends it answers the new
// goal; a field that ran out of room answers the cells it settled and no
// others.
TEST(FlowField, ANewFieldAnswersNothingUntilComputed) {
    std::vector<uint8_t> cells(kCells, 1);
    const fixpath::ByteCostMap map(cells.data(), kSide, kSide);
    static State state;
    FieldBuffers b;
    Field field(map, state, {0, 0, kSide, kSide}, b.distances.data(), b.directions.data(), b.scratch.data(),
                static_cast<uint32_t>(b.scratch.size()));
    const Point first = make_point(0, 0), second = make_point(kSide - 1, kSide - 1);
    ASSERT_EQ(field.begin(&first, 1), Status::InProgress);
    ASSERT_EQ(field.run(), Status::Complete);
    Point next;
    const Point far = make_point(kSide - 2, kSide - 2);
    ASSERT_TRUE(field.next_step(far, next));
    EXPECT_EQ(next, make_point(kSide - 3, kSide - 3));  // toward (0, 0)
    ASSERT_EQ(field.begin(&second, 1), Status::InProgress);
    for (uint32_t k = 0; k < 40 && field.status() == Status::InProgress; ++k) {
        field.step(3);
        if (field.status() != Status::InProgress) break;
        for (int32_t y = 0; y < kSide; ++y) {
            for (int32_t x = 0; x < kSide; ++x) {
                ASSERT_FALSE(field.next_step(make_point(x, y), next)) << x << "," << y << " after " << k;
                ASSERT_EQ(field.distance(make_point(x, y)), Field::kUnreachable);
                ASSERT_EQ(field.trace(make_point(x, y), nullptr, 0), 0u);
            }
        }
    }
    ASSERT_EQ(field.run(), Status::Complete);
    ASSERT_TRUE(field.next_step(make_point(1, 1), next));
    EXPECT_EQ(next, make_point(2, 2));  // toward the new goal
}

TEST(FlowField, Statuses) {
    static const uint8_t cells[5 * 3] = {1, 1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1};
    const fixpath::ByteCostMap map(cells, 5, 3);
    static fixpath::DenseState<15, uint16_t> state;
    uint16_t distances[15];
    uint8_t directions[fixpath::FlowField<fixpath::ByteCostMap, decltype(state)>::direction_bytes(15)];
    uint32_t scratch[15];
    fixpath::FlowField<fixpath::ByteCostMap, decltype(state)> field(map, state, {0, 0, 5, 3}, distances, directions,
                                                                   scratch, 15);
    EXPECT_EQ(field.begin(nullptr, 0), Status::InvalidGoal);
    const Point off = make_point(9, 9);
    EXPECT_EQ(field.begin(&off, 1), Status::InvalidGoal);
    const Point goals[2] = {make_point(2, 0), make_point(0, 0)};  // the first is a wall: skipped
    EXPECT_EQ(field.begin(goals, 2), Status::InProgress);
    EXPECT_EQ(field.run(), Status::Complete);
    EXPECT_EQ(field.distance(make_point(0, 0)), 0u);
    EXPECT_EQ(field.distance(make_point(2, 0)), decltype(field)::kUnreachable);
    EXPECT_EQ(field.distance(make_point(4, 2)), decltype(field)::kUnreachable);  // behind the wall
    Point next;
    EXPECT_FALSE(field.next_step(make_point(0, 0), next));  // at a goal
    EXPECT_TRUE(field.next_step(make_point(1, 1), next));
    EXPECT_EQ(next, make_point(0, 0));
    EXPECT_EQ(field.distance(make_point(1, 1)), 14u);
    EXPECT_FALSE(field.next_step(make_point(4, 2), next));  // unreachable
    EXPECT_FALSE(field.next_step(make_point(-1, 2), next));  // off the map
}

}  // namespace

namespace {

// A step's work (GridSearch::work(), FlowField::work(): expansions, and the
// distances of the cells never reached, kFinishNodesPerExpansion a unit)
// stays within its budget, the finishing part included: a walled-off half
// of the map is all finishing. What a path scheduler charges for a field.
TEST(FlowField, AStepsWorkStaysWithinItsBudget) {
    std::vector<uint8_t> cells(kCells, 1);
    for (int32_t y = 0; y < kSide; ++y) cells[static_cast<size_t>(y * kSide + kSide / 2)] = 0;  // a wall down the middle
    const fixpath::ByteCostMap map(cells.data(), kSide, kSide);
    auto state = std::make_unique<State>();
    FieldBuffers b;
    Field field(map, *state, fixpath::Area{0, 0, kSide, kSide}, b.distances.data(), b.directions.data(),
                b.scratch.data(), static_cast<uint32_t>(b.scratch.size()));
    const Point goal = make_point(2, 2);
    for (uint32_t budget : {1u, 3u, 7u, 40u}) {
        ASSERT_EQ(field.begin(&goal, 1, fixpath::SearchOptions<uint32_t>()), Status::InProgress);
        Status s = Status::InProgress;
        uint32_t steps = 0;
        while (s == Status::InProgress && steps < 10000) {
            const uint32_t before = field.work();
            s = field.step(budget);
            EXPECT_LE(field.work() - before, budget) << "budget " << budget << ", step " << steps;
            ++steps;
        }
        ASSERT_EQ(s, Status::Complete);
        const uint32_t reached = (kSide / 2) * kSide;  // the goal's half
        EXPECT_EQ(field.stats().expanded, reached);
        EXPECT_EQ(field.work(), reached + kCells / fixpath::detail::kFinishNodesPerExpansion) << budget;
        EXPECT_EQ(field.distance(make_point(kSide - 2, 2)), Field::kUnreachable);
    }
}

}  // namespace
