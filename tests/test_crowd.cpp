// Crowds (crowd.hpp): arrival slots equal a brute-force sort of the flow
// field's reachable cells; a crowd never puts two units on one cell, moves
// each unit at most one cell a tick and always closer to the target, always
// settles with every unit arrived, and on open ground ends packed around the
// target (mostly on the nearest cells); the same crowd moves the same way
// every run.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <set>
#include <utility>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "support/random_grid.hpp"

namespace {

using fixpath::Point;
using State = fixpath::DenseState<40 * 40, uint16_t>;
using Field = fixpath::FlowField<fixpath::ByteCostMap, State>;

struct World {
    fixpath_test::PlainGrid grid;
    std::vector<uint16_t> distances;
    std::vector<uint8_t> directions;
    std::vector<uint32_t> scratch;
    State state;
};

Field make_field(World& w, Point target) {
    const int32_t cells = w.grid.width * w.grid.height;
    w.distances.assign(static_cast<size_t>(cells), 0);
    w.directions.assign(Field::direction_bytes(static_cast<uint32_t>(cells)), 0);
    w.scratch.assign(64, 0);
    Field f(fixpath::ByteCostMap(w.grid.costs.data(), w.grid.width, w.grid.height), w.state,
            {0, 0, w.grid.width, w.grid.height}, w.distances.data(), w.directions.data(), w.scratch.data(), 64);
    f.begin(&target, 1);
    f.run();
    return f;
}

// Runs a crowd to the end, checking the rule every tick; returns the final positions.
std::vector<Point> run_crowd(const Field& field, std::vector<Point> units, uint32_t slot_count, bool& all_on_slots,
                             uint32_t& arrived) {
    std::vector<Point> slots(slot_count);
    const uint32_t n = fixpath::arrival_slots(field, slot_count, slots.data());
    std::vector<uint8_t> done(units.size());
    std::vector<uint8_t> occupied(field.area().cells());
    fixpath::Crowd<Field> crowd(field, units.data(), done.data(), static_cast<uint32_t>(units.size()), occupied.data());
    EXPECT_EQ(crowd.invalid(), 0u);
    for (int t = 0; t < 5000 && !crowd.settled(); ++t) {
        const std::vector<Point> before = units;
        crowd.tick();
        std::set<std::pair<int, int>> seen;
        for (size_t u = 0; u < units.size(); ++u) {
            EXPECT_TRUE(seen.insert({units[u].x, units[u].y}).second) << "two units on " << units[u].x << "," << units[u].y;
            const int dx = std::abs(units[u].x - before[u].x), dy = std::abs(units[u].y - before[u].y);
            EXPECT_LE(std::max(dx, dy), 1) << "a unit jumped";
            if (dx + dy > 0) {
                EXPECT_LT(field.distance(units[u]), field.distance(before[u])) << "a move that is not progress";
            }
        }
        if (::testing::Test::HasFailure()) break;
    }
    EXPECT_TRUE(crowd.settled());
    arrived = crowd.arrived();
    // How tight: the share of units standing on one of the `slot_count` nearest cells.
    uint32_t on = 0;
    for (const Point& p : units) on += std::find(slots.begin(), slots.begin() + n, p) != slots.begin() + n;
    all_on_slots = on * 10 >= n * 7;  // at least 70 %
    return units;
}

TEST(Crowd, ArrivalSlotsAreTheNearestCellsInFieldOrder) {
    std::mt19937 rng(3);
    static World w;
    for (int round = 0; round < 60; ++round) {
        w.grid = fixpath_test::random_grid(rng, 5 + static_cast<int32_t>(rng() % 30), 5 + static_cast<int32_t>(rng() % 30),
                                           static_cast<int>(rng() % 30), 1 + static_cast<int>(rng() % 3));
        const Point target = fixpath_test::random_passable(rng, w.grid);
        if (w.grid.at(target.x, target.y) == 0) continue;
        const Field field = make_field(w, target);
        std::vector<std::pair<uint32_t, uint32_t>> all;  // (distance, index)
        for (uint32_t i = 0; i < w.distances.size(); ++i)
            if (w.distances[i] != Field::kUnreachable) all.push_back({w.distances[i], i});
        std::sort(all.begin(), all.end());
        const uint32_t count = 1 + static_cast<uint32_t>(rng() % 80);
        std::vector<Point> slots(count);
        const uint32_t n = fixpath::arrival_slots(field, count, slots.data());
        ASSERT_EQ(n, std::min<uint32_t>(count, static_cast<uint32_t>(all.size())));
        for (uint32_t k = 0; k < n; ++k) {
            const uint32_t i = all[k].second;
            ASSERT_EQ(slots[k], fixpath::make_point(static_cast<int32_t>(i % static_cast<uint32_t>(w.grid.width)),
                                                    static_cast<int32_t>(i / static_cast<uint32_t>(w.grid.width))))
                << "round " << round << " slot " << k;
        }
        ASSERT_EQ(slots[0], target);
    }
}

TEST(Crowd, SixtyFourUnitsOnOpenGroundEndAroundTheTargetOnTheirOwnCells) {
    std::mt19937 rng(11);
    static World w;
    w.grid = fixpath_test::random_grid(rng, 32, 32, 0, 1);
    const Point target = fixpath::make_point(16, 16);
    const Field field = make_field(w, target);
    std::vector<Point> units;
    std::set<std::pair<int, int>> taken;
    while (units.size() < 64) {
        const Point p = fixpath::make_point(static_cast<int32_t>(rng() % 32), static_cast<int32_t>(rng() % 32));
        if (taken.insert({p.x, p.y}).second) units.push_back(p);
    }
    bool on_slots = false;
    uint32_t arrived = 0;
    const std::vector<Point> end = run_crowd(field, units, 64, on_slots, arrived);
    EXPECT_EQ(arrived, 64u);
    EXPECT_TRUE(on_slots) << "most units on the 64 cells nearest the target: packed around it";
    // The same crowd again: the same ending.
    bool again_on = false;
    uint32_t again_arrived = 0;
    const std::vector<Point> again = run_crowd(field, units, 64, again_on, again_arrived);
    for (size_t u = 0; u < end.size(); ++u) EXPECT_EQ(end[u], again[u]);
}

TEST(Crowd, NeverOverlapOnMapsWithWallsAndTerrain) {
    std::mt19937 rng(17);
    static World w;
    int rounds = 0;
    for (int round = 0; round < 40; ++round) {
        w.grid = fixpath_test::random_grid(rng, 12 + static_cast<int32_t>(rng() % 28), 12 + static_cast<int32_t>(rng() % 28),
                                           static_cast<int>(rng() % 25), 1 + static_cast<int>(rng() % 3));
        const Point target = fixpath_test::random_passable(rng, w.grid);
        if (w.grid.at(target.x, target.y) == 0) continue;
        const Field field = make_field(w, target);
        std::vector<Point> units;
        std::set<std::pair<int, int>> taken;
        for (int tries = 0; tries < 2000 && units.size() < 40; ++tries) {
            const Point p = fixpath::make_point(static_cast<int32_t>(rng() % static_cast<uint32_t>(w.grid.width)),
                                                static_cast<int32_t>(rng() % static_cast<uint32_t>(w.grid.height)));
            if (field.distance(p) == Field::kUnreachable || !taken.insert({p.x, p.y}).second) continue;
            units.push_back(p);
        }
        bool on_slots = false;
        uint32_t arrived = 0;
        run_crowd(field, units, static_cast<uint32_t>(units.size()), on_slots, arrived);
        if (HasFailure()) {
            ADD_FAILURE() << "round " << round;
            return;
        }
        EXPECT_EQ(arrived, units.size()) << "round " << round;  // every crowd settles, every unit arrived
        ++rounds;
    }
    EXPECT_GT(rounds, 30);
}

TEST(Crowd, EachUnitGetsItsOwnArrivalCellNearestFirst) {
    std::mt19937 rng(5);
    static World w;
    w.grid = fixpath_test::random_grid(rng, 20, 20, 10, 1);
    w.grid.costs[10 * 20 + 10] = 1;
    const Field field = make_field(w, fixpath::make_point(10, 10));
    std::vector<Point> units;
    std::set<std::pair<int, int>> taken;
    while (units.size() < 12) {
        const Point p = fixpath::make_point(static_cast<int32_t>(rng() % 20), static_cast<int32_t>(rng() % 20));
        if (field.distance(p) != Field::kUnreachable && taken.insert({p.x, p.y}).second) units.push_back(p);
    }
    std::vector<Point> slots(12), mine(12);
    const uint32_t n = fixpath::arrival_slots(field, 12, slots.data());
    ASSERT_EQ(n, 12u);
    fixpath::assign_arrival_slots(field, units.data(), 12, slots.data(), n, mine.data());
    // Every slot used once; a nearer unit never gets a farther slot than a unit behind it.
    std::set<std::pair<int, int>> used;
    for (const Point& p : mine) EXPECT_TRUE(used.insert({p.x, p.y}).second);
    for (size_t a = 0; a < units.size(); ++a)
        for (size_t b = 0; b < units.size(); ++b)
            if (field.distance(units[a]) < field.distance(units[b])) {
                EXPECT_LE(field.distance(mine[a]), field.distance(mine[b]));
            }
}

TEST(Crowd, UnitsThatCannotTakePartAreCounted) {
    static World w;
    w.grid = fixpath_test::PlainGrid{4, 1, {1, 1, 0, 1}};
    const Field field = make_field(w, fixpath::make_point(0, 0));
    std::vector<Point> units = {fixpath::make_point(1, 0), fixpath::make_point(1, 0), fixpath::make_point(2, 0),
                                fixpath::make_point(3, 0), fixpath::make_point(9, 0)};
    std::vector<uint8_t> done(units.size()), occupied(4);
    Point slots[4];
    const uint32_t n = fixpath::arrival_slots(field, 4, slots);
    EXPECT_EQ(n, 2u);  // (3,0) is walled off
    fixpath::Crowd<Field> crowd(field, units.data(), done.data(), 5, occupied.data());
    EXPECT_EQ(crowd.invalid(), 4u);  // a second unit on (1,0), one on a wall, one walled off, one off the map
    crowd.tick();
    EXPECT_EQ(units[0], fixpath::make_point(0, 0));
    crowd.tick();
    EXPECT_TRUE(crowd.settled());
}

}  // namespace
