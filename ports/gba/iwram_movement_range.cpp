// A tactics unit's movement range (movement_range.hpp) compiled as ARM code
// into IWRAM, for the cycle benchmark (tactics_bench_main.cpp): the 15x10
// screen of a tactics game, recomputed whenever the cursor moves onto a
// unit. Its state type is this file's own, so the engine's instantiation
// lands in IWRAM with it; the state and costs are in IWRAM too.
#include "worst_cases.hpp"

namespace gba_bench {

namespace {
using RangeState = fixpath::DenseState<15 * 10, uint16_t, fixpath::default_dense_heap_capacity(15 * 10),
                                       fixpath::OpenList::Buckets>;
__attribute__((section(".iwram.data"))) RangeState g_range_state;
__attribute__((section(".iwram.data"))) uint16_t g_range_costs[15 * 10];
}  // namespace

// 4 moves, a movement point a step times the multiplier, `budget` points,
// from `unit`: cycles, cells in range (expanded), the status.
Figures iwram_movement_range(const uint8_t* cells, int32_t stride, fixpath::Point unit, uint16_t budget) {
    const fixpath::ByteCostMap map(cells, 15, 10, stride);
    fixpath::SearchOptions<uint16_t> o;
    o.moves = fixpath::Moves::Four;
    o.costs = {1, 1};
    fixpath::MovementRange<fixpath::ByteCostMap, RangeState> range(map, g_range_state);
    const uint32_t t0 = gba::cycles();
    range.begin(unit, budget, g_range_costs, 15 * 10, o);
    const fixpath::Status s = range.run();
    const uint32_t t1 = gba::cycles();
    return Figures{range.stats().expanded, t1 - t0, static_cast<uint32_t>(s)};
}

}  // namespace gba_bench
