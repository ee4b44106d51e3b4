// Cycles on an AVR under simavr (cycle-accurate; Timer1 counts them): A*,
// jump point search and a movement range on the 16x16 maps of the 8-bit
// battery, read from flash, with the Uno's bounded pools and (8 KiB boards)
// dense states. Figures, not pass/fail; a wrong answer fails.
#include <stdio.h>

#include "../../tests/device/small_battery.hpp"
#include "board.hpp"

namespace {

using small_battery::kSide;

bool g_ok = true;

void report(const char* what, uint32_t cycles, uint32_t expanded, fixpath::Status status) {
    printf("%-34s %8lu cycles, %4lu expanded, %5lu cycles an expansion (%s)\n", what, (unsigned long)cycles,
           (unsigned long)expanded, (unsigned long)(expanded ? cycles / expanded : 0),
           fixpath::status_name(status));
}

template <typename Rules = fixpath::RunTimeRules, typename State>
void astar(const char* what, State& state, const uint8_t* cells, fixpath::Point goal, uint32_t want_cost) {
    const fixpath::FlashByteCostMap map(cells, kSide, kSide);
    fixpath::GridSearch<fixpath::FlashByteCostMap, State, Rules> search(map, state);
    board::cycles_start();
    const uint32_t t0 = board::cycles();
    fixpath::Status s = search.begin(fixpath::make_point(0, 0), goal);
    if (s == fixpath::Status::InProgress) s = search.step(fixpath::kUnlimited);
    const uint32_t t1 = board::cycles();
    static fixpath::Point path[40];
    const auto info = search.path(path, 40);
    if (s != fixpath::Status::Found || info.cost != want_cost) g_ok = false;
    report(what, t1 - t0, search.stats().expanded, s);
}

}  // namespace

int main() {
    board::start();
    printf("cycles at 16 MHz on %s (clang -Os), maps in flash:\n", FIXPATH_CPU_NAME);
    {
        static fixpath::BoundedState<48, uint16_t, 24, fixpath::OpenList::Heap> pool;
        astar("A* walls (0,0)-(9,1), pool of 48", pool, small_battery::kWalls, fixpath::make_point(9, 1), 136);
#if defined(FIXPATH_AVR_DENSE)  // (a second A* outgrows the Uno's flash)
        // Rules fixed when compiling, across mud: every step a product of
        // its cost and a multiplier (detail/native_math.hpp).
        astar<fixpath::FixedRules<>>("A* terrain (0,0)-(9,3), pool, fixed", pool, small_battery::kTerrain,
                                     fixpath::make_point(9, 3), 154);
#endif
    }
#if defined(FIXPATH_AVR_DENSE)
    static fixpath::DenseState<kSide * kSide, uint16_t, kSide * kSide / 4, fixpath::OpenList::Heap> dense;
    {
        // (a path of up to 40 points: these two have 25 and 28)
        astar("A* walls (0,0)-(15,15), dense", dense, small_battery::kWalls, fixpath::make_point(15, 15), 264);
        astar("A* terrain (0,0)-(15,15), dense", dense, small_battery::kTerrain, fixpath::make_point(15, 15), 282);
    }
    {
        static fixpath::JumpPointState<fixpath::DenseState<kSide * kSide, uint16_t>> jump_state;
        const fixpath::FlashByteCostMap map(small_battery::kWalls, kSide, kSide);
        fixpath::JumpPointSearch<fixpath::FlashByteCostMap, decltype(jump_state)> jump(map, jump_state);
        board::cycles_start();
        const uint32_t t0 = board::cycles();
        fixpath::Status s = jump.begin(fixpath::make_point(0, 0), fixpath::make_point(15, 15));
        if (s == fixpath::Status::InProgress) s = jump.step(fixpath::kUnlimited);
        const uint32_t t1 = board::cycles();
        report("jump points 16x16 walls, dense", t1 - t0, jump.stats().expanded, s);
    }
#endif
#if defined(FIXPATH_AVR_DENSE)  // (the Uno's flash holds one search: A*)
    {
        static uint16_t costs[11 * 11];
        const fixpath::FlashByteCostMap map(small_battery::kTerrain, kSide, kSide);
        fixpath::MovementRange<fixpath::FlashByteCostMap, decltype(dense)> range(map, dense);
        board::cycles_start();
        const uint32_t t0 = board::cycles();
        fixpath::Status s = range.begin(fixpath::make_point(8, 8), 50, costs, 11 * 11);
        if (s == fixpath::Status::InProgress) s = range.step(fixpath::kUnlimited);
        const uint32_t t1 = board::cycles();
        report("movement range budget 50, dense", t1 - t0, range.stats().expanded, s);
    }
#endif
    printf("%s\n", g_ok ? "bench: answers as on the host" : "bench FAILED: a cost differs from the host's");
    board::finish();
}
