// tests/device/agents_case.hpp - units moving together (unit_group.hpp) in
// the device benchmarks and the GBA agents demo: 64 units on a 32x32 map
// whose walls cut it into four rooms (two doors in each wall) with a tenth
// of the rest scattered walls (a fixed pseudo-random draw, the same on every
// board), each unit with its own start and goal, all in one connected area.
#ifndef FIXPATH_TESTS_DEVICE_AGENTS_CASE_HPP
#define FIXPATH_TESTS_DEVICE_AGENTS_CASE_HPP

#include <stdint.h>

#include <fixpath/point.hpp>

struct AgentsCase {
    static constexpr int kSide = 32;
    static constexpr int kCells = kSide * kSide;
    static constexpr int kUnits = 64;
    uint8_t cells[kCells];
    fixpath::Point starts[kUnits];
    fixpath::Point goals[kUnits];

    AgentsCase() {
        for (int i = 0; i < kCells; ++i) {
            const int x = i % kSide, y = i / kSide;
            const bool wall_line = (x == 15 && y != 6 && y != 25) || (y == 16 && x != 4 && x != 23);
            cells[i] = wall_line || next() % 100 < 10 ? 0 : 1;
        }
        // Only the area joined to the top-left room's corner is kept floor.
        cells[1 * kSide + 1] = 1;
        reach_from(1 * kSide + 1);
        for (int i = 0; i < kCells; ++i) {
            if (!reached_[i]) cells[i] = 0;
        }
        for (int i = 0; i < kUnits; ++i) {
            starts[i] = unused(taken_start_);
            goals[i] = unused(taken_goal_);
        }
    }

private:
    uint32_t seed_ = 2024;
    bool reached_[kCells] = {};
    bool taken_start_[kCells] = {};
    bool taken_goal_[kCells] = {};
    uint16_t stack_[kCells] = {};

    uint32_t next() {  // a 32-bit linear congruential draw (16-bit int safe)
        seed_ = seed_ * 1103515245u + 12345u;
        return (seed_ >> 16) & 0x7FFFu;
    }
    void reach_from(int first) {
        int depth = 0;
        stack_[depth++] = static_cast<uint16_t>(first);
        reached_[first] = true;
        while (depth > 0) {
            const int c = stack_[--depth];
            const int x = c % kSide, y = c / kSide;
            const int around[4] = {y > 0 ? c - kSide : -1, x + 1 < kSide ? c + 1 : -1, y + 1 < kSide ? c + kSide : -1,
                                   x > 0 ? c - 1 : -1};
            for (const int n : around) {
                if (n >= 0 && cells[n] != 0 && !reached_[n]) {
                    reached_[n] = true;
                    stack_[depth++] = static_cast<uint16_t>(n);
                }
            }
        }
    }
    fixpath::Point unused(bool* taken) {
        for (;;) {
            const int c = static_cast<int>(next() % kCells);
            if (cells[c] != 0 && !taken[c]) {
                taken[c] = true;
                return fixpath::make_point(c % kSide, c / kSide);
            }
        }
    }
};

#endif
