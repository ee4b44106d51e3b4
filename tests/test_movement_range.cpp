// Movement range (movement_range.hpp), occupancy (occupancy_map.hpp) and
// unit classes (unit_class_map.hpp) against a plain reference: on
// thousands of random maps with random budgets, move rules, units and
// classes, every cell's cost equals the reference's within the budget and
// is unreachable beyond it; reachable() excludes allies and enemies; every
// route is legal and costs what is reported; the attack range equals a
// brute-force one; small cost types never report CostOverflow for a
// budget that fits; the work stays near the range, not the map.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <random>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "support/random_grid.hpp"
#include "support/reference_search.hpp"

namespace {

using fixpath::MovementRange;
using fixpath::Point;
using fixpath::Status;

struct Fixture {
    fixpath_test::PlainGrid grid;      // terrain
    std::vector<uint8_t> occupancy;    // kFree / ally / enemy
    fixpath_test::PlainGrid effective; // the terrain with enemies as walls: what the reference searches
};

Fixture random_fixture(std::mt19937& rng, int32_t w, int32_t h, int density, int max_multiplier, int units) {
    Fixture f;
    f.grid = fixpath_test::random_grid(rng, w, h, density, max_multiplier);
    f.occupancy.assign(static_cast<size_t>(w * h), fixpath::kFree);
    std::uniform_int_distribution<int32_t> cell(0, w * h - 1);
    for (int i = 0; i < units; ++i) f.occupancy[static_cast<size_t>(cell(rng))] = (i % 2) ? fixpath::kOccupiedByAlly : fixpath::kOccupiedByEnemy;
    f.effective = f.grid;
    for (size_t i = 0; i < f.occupancy.size(); ++i)
        if (f.occupancy[i] == fixpath::kOccupiedByEnemy) f.effective.costs[i] = 0;
    return f;
}

template <typename Cost>
void check_range(const Fixture& f, Point unit, uint32_t budget, const fixpath_test::Rules& rules, uint32_t slice,
                 const char* what) {
    using State = fixpath::DenseState<64 * 64, Cost>;
    static State state;
    const fixpath::ByteCostMap terrain(f.grid.costs.data(), f.grid.width, f.grid.height);
    const fixpath::OccupancyMap<fixpath::ByteCostMap> map(terrain, f.occupancy.data());
    fixpath::SearchOptions<Cost> o;
    o.moves = rules.moves;
    o.corners = rules.corners;
    o.costs = {static_cast<Cost>(rules.straight), static_cast<Cost>(rules.diagonal)};
    using Range = MovementRange<fixpath::OccupancyMap<fixpath::ByteCostMap>, State>;
    std::vector<Cost> costs(Range::cells_for(static_cast<Cost>(budget), o));
    Range range(map, state);
    const Status begun = range.begin(unit, static_cast<Cost>(budget), costs.data(), static_cast<uint32_t>(costs.size()), o);
    if (f.effective.at(unit.x, unit.y) == 0) {
        ASSERT_EQ(begun, Status::InvalidStart) << what;
        return;
    }
    ASSERT_EQ(begun, Status::InProgress) << what;
    Status st = Status::InProgress;
    uint32_t calls = 0;
    while ((st = range.step(slice)) == Status::InProgress) ASSERT_LT(++calls, 100000u);
    ASSERT_EQ(st, Status::Complete) << what << " (never CostOverflow for a budget that fits)";
    const auto ref = fixpath_test::reference_distances(f.effective, rules, unit);
    const fixpath::Area everywhere{0, 0, f.grid.width, f.grid.height};
    uint32_t within = 0;
    std::vector<Point> path(64 * 64 + 1);
    for (int32_t y = 0; y < f.grid.height; ++y) {
        for (int32_t x = 0; x < f.grid.width; ++x) {
            const Point p = fixpath::make_point(x, y);
            const uint64_t want = ref[static_cast<size_t>(y * f.grid.width + x)];
            const Cost got = range.cost(p);
            if (want <= budget) {
                ++within;
                ASSERT_EQ(uint64_t{got}, want) << what << " at " << x << "," << y;
                const bool may_stop = (p == unit) || f.occupancy[static_cast<size_t>(y * f.grid.width + x)] == fixpath::kFree;
                ASSERT_EQ(range.reachable(p), may_stop) << what << " at " << x << "," << y;
                const auto info = range.path_to(p, path.data(), static_cast<uint32_t>(path.size()));
                ASSERT_EQ(info.status, Status::Found) << what;
                ASSERT_FALSE(info.partial);
                uint64_t cost = 0;
                ASSERT_EQ(fixpath_test::check_path(f.effective, rules, everywhere, path.data(), info.length, unit, cost), "")
                    << what;
                ASSERT_EQ(cost, want) << what;
                ASSERT_EQ(path[info.length - 1], p);
            } else {
                ASSERT_EQ(got, Range::kUnreachable) << what << " at " << x << "," << y << " (reference " << want << ")";
                ASSERT_FALSE(range.reachable(p));
                ASSERT_EQ(range.path_to(p, path.data(), 10).status, Status::NoPath);
            }
        }
    }
    // The work: only cells within the budget are expanded.
    EXPECT_EQ(range.stats().expanded, within) << what;

    // Attack range against brute force (Manhattan 1..2 and Chebyshev 2..3).
    for (int m = 0; m < 2; ++m) {
        const auto metric = m == 0 ? fixpath::RangeMetric::Manhattan : fixpath::RangeMetric::Chebyshev;
        const int32_t lo = m == 0 ? 1 : 2, hi = m == 0 ? 2 : 3;
        std::vector<uint8_t> bits(fixpath::cell_bitset_bytes(f.grid.width, f.grid.height), 0xAA);
        const uint32_t marked = fixpath::attack_range(range, lo, hi, metric, bits.data(), static_cast<uint32_t>(bits.size()));
        uint32_t expected = 0;
        for (int32_t ty = 0; ty < f.grid.height; ++ty) {
            for (int32_t tx = 0; tx < f.grid.width; ++tx) {
                bool hit = false;
                for (int32_t y = 0; y < f.grid.height && !hit; ++y)
                    for (int32_t x = 0; x < f.grid.width && !hit; ++x) {
                        if (!range.reachable(fixpath::make_point(x, y))) continue;
                        const int32_t dx = std::abs(tx - x), dy = std::abs(ty - y);
                        const int32_t d = m == 0 ? dx + dy : std::max(dx, dy);
                        hit = d >= lo && d <= hi;
                    }
                expected += hit;
                ASSERT_EQ(fixpath::cell_bit(bits.data(), f.grid.width, fixpath::make_point(tx, ty)), hit)
                    << what << " attack " << tx << "," << ty;
            }
        }
        ASSERT_EQ(marked, expected);
    }
}

TEST(MovementRange, EqualsTheReferenceOnRandomMaps) {
    std::mt19937 rng(1234);
    static const uint32_t kCosts[][2] = {{1, 1}, {10, 14}, {2, 3}, {1, 2}};
    int checked = 0;
    for (int round = 0; round < 1500; ++round) {
        const int32_t w = 1 + static_cast<int32_t>(rng() % 24), h = 1 + static_cast<int32_t>(rng() % 24);
        const Fixture f = random_fixture(rng, w, h, static_cast<int>(rng() % 35), 1 + static_cast<int>(rng() % 4),
                                         static_cast<int>(rng() % 8));
        fixpath_test::Rules rules;
        rules.moves = round % 3 == 0 ? fixpath::Moves::Four : fixpath::Moves::Eight;
        rules.corners = static_cast<fixpath::CornerRule>(round % 3);
        const uint32_t* c = kCosts[round % 4];
        rules.straight = c[0];
        rules.diagonal = c[1];
        const uint32_t budget = static_cast<uint32_t>(rng() % (8 * c[1] + 1));
        const Point unit = fixpath_test::random_passable(rng, f.grid);
        const uint32_t slice = round % 4 == 0 ? 1u + static_cast<uint32_t>(rng() % 5) : fixpath::kUnlimited;
        if (round % 2 == 0) {
            check_range<uint16_t>(f, unit, budget, rules, slice, "uint16_t");
        } else {
            check_range<uint32_t>(f, unit, budget, rules, slice, "uint32_t");
        }
        if (HasFatalFailure()) {
            ADD_FAILURE() << "round " << round << " " << w << "x" << h << " unit " << unit.x << "," << unit.y
                          << " budget " << budget;
            return;
        }
        ++checked;
    }
    EXPECT_EQ(checked, 1500);
}

TEST(MovementRange, ByteCostsAndABudgetThatFitsNeverOverflow) {
    // An open 40x40 map costs up to 39 * 14 > 255 to cross: a whole-map fill
    // with uint8_t costs ends CostOverflow, a budget of 200 ends Complete
    // with every cell within it exact.
    std::mt19937 rng(5);
    const Fixture f = random_fixture(rng, 40, 40, 0, 1, 0);
    using State = fixpath::DenseState<64 * 64, uint8_t>;
    static State state;
    const fixpath::ByteCostMap map(f.grid.costs.data(), 40, 40);
    std::vector<uint8_t> all(40 * 40);
    fixpath::GridSearch<fixpath::ByteCostMap, State> fill(map, state);
    ASSERT_EQ(fill.begin_fill(fixpath::make_point(0, 0), {0, 0, 40, 40}, all.data()), Status::InProgress);
    EXPECT_EQ(fill.run(), Status::CostOverflow);
    MovementRange<fixpath::ByteCostMap, State> range(map, state);
    std::vector<uint8_t> costs(decltype(range)::cells_for(200));
    ASSERT_EQ(range.begin(fixpath::make_point(0, 0), 200, costs.data(), static_cast<uint32_t>(costs.size())), Status::InProgress);
    EXPECT_EQ(range.run(), Status::Complete);
    EXPECT_EQ(range.cost(fixpath::make_point(14, 14)), 14 * 14);
    EXPECT_EQ(range.cost(fixpath::make_point(20, 0)), 200);
    EXPECT_EQ(range.cost(fixpath::make_point(21, 0)), decltype(range)::kUnreachable);
}

TEST(MovementRange, RefusesWhatItCannotDo) {
    std::vector<uint8_t> cells(10 * 10, 1);
    cells[5] = 0;
    const fixpath::ByteCostMap map(cells.data(), 10, 10);
    static fixpath::DenseState<10 * 10, uint16_t> state;
    MovementRange<fixpath::ByteCostMap, decltype(state)> range(map, state);
    std::vector<uint16_t> costs(decltype(range)::cells_for(30));
    EXPECT_EQ(range.begin(fixpath::make_point(5, 0), 30, costs.data(), 400), Status::InvalidStart);  // a wall
    EXPECT_EQ(range.begin(fixpath::make_point(-3, 0), 30, costs.data(), 400), Status::InvalidStart);  // off the map
    EXPECT_EQ(range.begin(fixpath::make_point(1, 1), 30, costs.data(), 3), Status::InvalidOptions);  // buffer short
    EXPECT_EQ(range.begin(fixpath::make_point(1, 1), 30, nullptr, 400), Status::InvalidOptions);
    fixpath::SearchOptions<uint16_t> zero;
    zero.costs = {0, 14};
    EXPECT_EQ(range.begin(fixpath::make_point(1, 1), 30, costs.data(), 400, zero), Status::InvalidOptions);
    EXPECT_EQ(range.cost(fixpath::make_point(1, 1)), decltype(range)::kUnreachable);  // nothing computed
    // A budget of 0: the unit's own cell only.
    ASSERT_EQ(range.begin(fixpath::make_point(1, 1), 0, costs.data(), 1), Status::InProgress);
    EXPECT_EQ(range.run(), Status::Complete);
    EXPECT_TRUE(range.reachable(fixpath::make_point(1, 1)));
    EXPECT_FALSE(range.reachable(fixpath::make_point(1, 2)));
    uint8_t bits[13];
    EXPECT_EQ(fixpath::attack_range(range, 2, 1, fixpath::RangeMetric::Manhattan, bits, 13), 0u);  // max < min
    EXPECT_EQ(fixpath::attack_range(range, 1, 1, fixpath::RangeMetric::Manhattan, bits, 12), 0u);  // too small
    EXPECT_EQ(fixpath::attack_range(range, 1, 1, fixpath::RangeMetric::Manhattan, bits, 13), 4u);
}

TEST(UnitClassMap, OneMapOfTilesServesEveryClass) {
    // Tiles: 0 plain, 1 forest, 2 river, 3 sea. Classes by table; an
    // unknown tile id (7) is impassable for all.
    enum : uint8_t { kPlain, kForest, kRiver, kSea, kKinds };
    const uint8_t tiles[6 * 3] = {0, 0, 1, 1, 2, 3,  //
                                  0, 7, 1, 2, 2, 3,  //
                                  0, 0, 0, 1, 3, 3};
    const uint8_t infantry[kKinds] = {1, 2, 0, 0};
    const uint8_t flier[kKinds] = {1, 1, 1, 1};
    const uint8_t boat[kKinds] = {0, 0, 1, 1};
    const fixpath::UnitClassMap foot(tiles, 6, 3, infantry, kKinds);
    const fixpath::UnitClassMap air = foot.with_class(flier, kKinds);
    const fixpath::UnitClassMap sea = foot.with_class(boat, kKinds);
    EXPECT_EQ(foot.cost(2, 0), 2);
    EXPECT_EQ(foot.cost(4, 0), 0);
    EXPECT_EQ(air.cost(4, 0), 1);
    EXPECT_EQ(sea.cost(0, 0), 0);
    EXPECT_EQ(air.cost(1, 1), 0);  // tile 7: beyond every table
    // The same as searching a byte map made by hand from the table.
    for (const fixpath::UnitClassMap* m : {&foot, &air, &sea}) {
        std::vector<uint8_t> bytes(6 * 3);
        for (int32_t y = 0; y < 3; ++y)
            for (int32_t x = 0; x < 6; ++x) bytes[static_cast<size_t>(y * 6 + x)] = m->cost(x, y);
        const fixpath::ByteCostMap copy(bytes.data(), 6, 3);
        static fixpath::DenseState<18, uint16_t> state;
        for (int32_t sx = 0; sx < 6; ++sx) {
            const Point from = fixpath::make_point(sx, 2);
            if (m->cost(sx, 2) == 0) continue;
            MovementRange<fixpath::UnitClassMap, decltype(state)> a(*m, state);
            std::vector<uint16_t> ca(decltype(a)::cells_for(40)), cb(ca.size());
            ASSERT_EQ(a.begin(from, 40, ca.data(), static_cast<uint32_t>(ca.size())), Status::InProgress);
            ASSERT_EQ(a.run(), Status::Complete);
            std::vector<uint16_t> copy_costs(ca.size());
            static fixpath::DenseState<18, uint16_t> other;
            MovementRange<fixpath::ByteCostMap, decltype(other)> b(copy, other);
            ASSERT_EQ(b.begin(from, 40, cb.data(), static_cast<uint32_t>(cb.size())), Status::InProgress);
            ASSERT_EQ(b.run(), Status::Complete);
            for (int32_t y = 0; y < 3; ++y)
                for (int32_t x = 0; x < 6; ++x)
                    ASSERT_EQ(a.cost(fixpath::make_point(x, y)), b.cost(fixpath::make_point(x, y)));
        }
    }
}

TEST(MovementRange, WorkIsProportionalToTheRangeNotTheMap) {
    // A unit with 3 moves on an open 60x60 map: the fill expands its range
    // only (cells within 3 steps), and the window is 7x7.
    std::vector<uint8_t> cells(60 * 60, 1);
    const fixpath::ByteCostMap map(cells.data(), 60, 60);
    static fixpath::DenseState<60 * 60, uint16_t> state;
    fixpath::SearchOptions<uint16_t> o;
    o.costs = {1, 1};
    o.moves = fixpath::Moves::Four;
    MovementRange<fixpath::ByteCostMap, decltype(state)> range(map, state);
    std::vector<uint16_t> costs(decltype(range)::cells_for(3, o));
    EXPECT_EQ(costs.size(), 49u);
    ASSERT_EQ(range.begin(fixpath::make_point(30, 30), 3, costs.data(), 49, o), Status::InProgress);
    ASSERT_EQ(range.run(), Status::Complete);
    EXPECT_EQ(range.stats().expanded, 25u);  // the diamond |dx| + |dy| <= 3
    EXPECT_EQ(range.window().width, 7);
}

}  // namespace

namespace {

// Goals that cannot be reached (SearchOptions::nearest): a goal on a wall,
// or walled off, gives NoPath and a path with Status::Partial to the
// reachable cell nearest it (smallest heuristic estimate, then cheaper,
// then lower index), checked against brute force over the reference's
// reachable cells; without the option a goal on a wall is InvalidGoal; a
// path that arrives is Found, one that does not is never Found.
TEST(NearestGoal, PartialPathToTheReachableCellNearestTheGoal) {
    std::mt19937 rng(99);
    static fixpath::DenseState<40 * 40, uint32_t> state;
    std::vector<Point> path(40 * 40 + 1);
    int blocked_goals = 0, walled_off = 0, arrived = 0;
    for (int round = 0; round < 800; ++round) {
        const int32_t w = 2 + static_cast<int32_t>(rng() % 39), h = 2 + static_cast<int32_t>(rng() % 39);
        const auto grid = fixpath_test::random_grid(rng, w, h, 20 + static_cast<int>(rng() % 30), 1 + static_cast<int>(rng() % 3));
        const Point start = fixpath_test::random_passable(rng, grid);
        if (grid.at(start.x, start.y) == 0) continue;
        const Point goal = fixpath::make_point(static_cast<int32_t>(rng() % static_cast<uint32_t>(w)),
                                               static_cast<int32_t>(rng() % static_cast<uint32_t>(h)));
        fixpath_test::Rules rules;
        rules.moves = round % 2 ? fixpath::Moves::Four : fixpath::Moves::Eight;
        fixpath::SearchOptions<uint32_t> o;
        o.moves = rules.moves;
        o.heuristic = round % 2 ? fixpath::Heuristic::Manhattan : fixpath::Heuristic::Octile;
        const fixpath::ByteCostMap map(grid.costs.data(), w, h);
        if (grid.at(goal.x, goal.y) == 0) {  // without the option: refused
            const auto refused = fixpath::find_path(map, state, start, goal, path.data(), static_cast<uint32_t>(path.size()), o);
            ASSERT_EQ(refused.status, Status::InvalidGoal);
        }
        o.nearest = true;
        fixpath::GridSearch<fixpath::ByteCostMap, decltype(state)> search(map, state);
        ASSERT_EQ(search.begin(start, goal, o), Status::InProgress);
        const Status st = search.run();
        const auto info = search.path(path.data(), static_cast<uint32_t>(path.size()));
        const auto ref = fixpath_test::reference_distances(grid, rules, start);
        const uint64_t to_goal = ref[static_cast<size_t>(goal.y * w + goal.x)];
        if (to_goal != fixpath_test::kInfinite) {  // reachable: found as ever
            ASSERT_EQ(st, Status::Found);
            ASSERT_EQ(info.status, Status::Found);
            ASSERT_FALSE(info.partial);
            ++arrived;
            continue;
        }
        (grid.at(goal.x, goal.y) == 0 ? blocked_goals : walled_off)++;
        ASSERT_EQ(st, Status::NoPath) << "round " << round;
        ASSERT_EQ(info.status, Status::Partial) << "round " << round;  // never Found
        ASSERT_TRUE(info.partial);
        // The nearest reachable cell by the heuristic's estimate, ties to the cheaper, then the lower index.
        auto estimate = [&](int32_t x, int32_t y) -> uint64_t {
            const uint64_t dx = static_cast<uint64_t>(std::abs(x - goal.x)), dy = static_cast<uint64_t>(std::abs(y - goal.y));
            if (rules.moves == fixpath::Moves::Four) return 10 * (dx + dy);
            return 14 * std::min(dx, dy) + 10 * (std::max(dx, dy) - std::min(dx, dy));
        };
        size_t best = SIZE_MAX;
        for (size_t i = 0; i < ref.size(); ++i) {
            if (ref[i] == fixpath_test::kInfinite) continue;
            const int32_t x = static_cast<int32_t>(i % static_cast<size_t>(w)), y = static_cast<int32_t>(i / static_cast<size_t>(w));
            if (best == SIZE_MAX) { best = i; continue; }
            const int32_t bx = static_cast<int32_t>(best % static_cast<size_t>(w)), by = static_cast<int32_t>(best / static_cast<size_t>(w));
            const uint64_t e = estimate(x, y), be = estimate(bx, by);
            if (e < be || (e == be && ref[i] < ref[best])) best = i;
        }
        const Point end = path[info.length - 1];
        ASSERT_EQ(static_cast<size_t>(end.y * w + end.x), best) << "round " << round << " ends at " << end.x << "," << end.y;
        uint64_t cost = 0;
        ASSERT_EQ(fixpath_test::check_path(grid, rules, {0, 0, w, h}, path.data(), info.length, start, cost), "");
        ASSERT_EQ(cost, ref[best]);
        ASSERT_EQ(uint64_t{info.cost}, ref[best]);
    }
    EXPECT_GT(blocked_goals, 50);
    EXPECT_GT(walled_off, 20);
    EXPECT_GT(arrived, 100);
}

TEST(NearestGoal, OffTheMapStaysInvalidAndJumpPointsRefuseIt) {
    std::vector<uint8_t> cells(8 * 8, 1);
    const fixpath::ByteCostMap map(cells.data(), 8, 8);
    static fixpath::DenseState<64, uint32_t> state;
    fixpath::SearchOptions<uint32_t> o;
    o.nearest = true;
    Point p[64];
    EXPECT_EQ(fixpath::find_path(map, state, fixpath::make_point(0, 0), fixpath::make_point(9, 0), p, 64, o).status,
              Status::InvalidGoal);
    EXPECT_FALSE(fixpath::jump_point_options_valid(o));
}

}  // namespace

// The tactics preset is a constant: it sizes a cost buffer at compile time.
TEST(MovementRange, TacticsRulesAreAConstant) {
    constexpr auto rules = fixpath::tactics_rules<uint8_t>();
    static_assert(rules.moves == fixpath::Moves::Four && rules.costs.straight == 1 && rules.costs.diagonal == 1,
                  "4 moves, a point a step");
    using Range = fixpath::MovementRange<fixpath::ByteCostMap, fixpath::DenseState<64, uint8_t>>;
    static_assert(Range::cells_for(3, rules) == 7 * 7, "3 points reach 3 cells each way");
    EXPECT_EQ(Range::cells_for(3, rules), 49u);
}
