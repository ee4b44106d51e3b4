// A unit group over a small map in a test, with the buffers it needs and
// the ticks it made (what tests/support/agent_replay.hpp replays).
#ifndef FIXPATH_TESTS_UNIT_GROUP_RUN_HPP
#define FIXPATH_TESTS_UNIT_GROUP_RUN_HPP

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <fixpath/fixpath.hpp>

namespace fixpath_test {

// Rows of a map: '#' a wall, anything else floor (cost 1).
inline std::vector<uint8_t> parse_rows(const std::vector<std::string>& rows) {
    std::vector<uint8_t> costs;
    for (const std::string& r : rows)
        for (const char c : r) costs.push_back(c == '#' ? 0 : 1);
    return costs;
}

// A group of at most Units units on a map of at most Cells cells.
template <uint32_t Cells, uint32_t Units>
struct UnitGroupRun {
    using State = fixpath::DenseState<Cells, uint16_t>;
    using Group = fixpath::UnitGroup<fixpath::ByteCostMap, State, Units>;

    UnitGroupRun(std::vector<uint8_t> c, int32_t w, int32_t h)
        : costs(std::move(c)), width(w), height(h), map(costs.data(), w, h),
          group(new Group(map, state, distances.data(), static_cast<uint32_t>(distances.size()), cell_units.data(),
                          static_cast<uint32_t>(cell_units.size()))) {}
    explicit UnitGroupRun(const std::vector<std::string>& rows)
        : UnitGroupRun(parse_rows(rows), static_cast<int32_t>(rows[0].size()), static_cast<int32_t>(rows.size())) {}

    std::vector<uint8_t> costs;
    int32_t width, height;
    fixpath::ByteCostMap map;
    State state;
    std::vector<uint16_t> distances = std::vector<uint16_t>(Units * Cells);
    std::vector<uint16_t> cell_units = std::vector<uint16_t>(3 * Cells);
    std::unique_ptr<Group> group;
    std::vector<std::vector<fixpath::Point>> ticks;

    // A unit from `start` with its goal (the test fails if either is refused).
    uint16_t send(fixpath::Point start, fixpath::Point goal) {
        uint16_t unit = 0;
        EXPECT_EQ(group->add_unit(start, unit), fixpath::Status::Complete);
        EXPECT_EQ(group->set_goal(unit, goal), fixpath::Status::InProgress);
        return unit;
    }
    // Where every unit stands now.
    std::vector<fixpath::Point> where() const {
        std::vector<fixpath::Point> now;
        for (uint32_t i = 0; i < group->units(); ++i) now.push_back(group->position(static_cast<uint16_t>(i)));
        return now;
    }
    void record() { ticks.push_back(where()); }
    // Ticks until every unit is on its goal or `limit` ticks; the last status.
    fixpath::Status play(uint32_t limit) {
        record();
        fixpath::Status s = fixpath::Status::InProgress;
        for (uint32_t t = 0; t < limit && s == fixpath::Status::InProgress; ++t) {
            s = group->tick();
            record();
        }
        return s;
    }
};

}  // namespace fixpath_test

#endif
