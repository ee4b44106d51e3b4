// tests/device/scheduler_case.hpp - the path scheduler's case in the device
// benchmarks (Cortex-M instruction counts, GBA cycle counts): 64 units on a
// 64x64 map with a fifth of its cells walls (a fixed pseudo-random draw, the
// same on every board), every fourth of them asking for one shared goal.
#ifndef FIXPATH_TESTS_DEVICE_SCHEDULER_CASE_HPP
#define FIXPATH_TESTS_DEVICE_SCHEDULER_CASE_HPP

#include <stdint.h>

#include <fixpath/point.hpp>

struct SchedulerCase {
    static constexpr int kUnits = 64;
    uint8_t cells[64 * 64];
    fixpath::Point starts[kUnits];
    fixpath::Point goals[kUnits];

    SchedulerCase() {
        for (uint32_t i = 0; i < 64 * 64; ++i) cells[i] = next() % 100 < 20 ? 0 : 1;
        const fixpath::Point shared_goal = passable();
        for (int i = 0; i < kUnits; ++i) {
            starts[i] = passable();
            goals[i] = i % 4 == 0 ? shared_goal : passable();
        }
    }

private:
    uint32_t seed_ = 12345;
    uint32_t next() {  // a 32-bit linear congruential draw (16-bit int safe)
        seed_ = seed_ * 1103515245u + 12345u;
        return (seed_ >> 16) & 0x7FFFu;
    }
    fixpath::Point passable() {
        for (;;) {
            // (x, then y: two statements, since the order in which a call's
            // arguments are evaluated differs between compilers)
            const int32_t x = static_cast<int32_t>(next() % 64);
            const int32_t y = static_cast<int32_t>(next() % 64);
            const fixpath::Point p = fixpath::make_point(x, y);
            if (cells[p.y * 64 + p.x] != 0) return p;
        }
    }
};

#endif
