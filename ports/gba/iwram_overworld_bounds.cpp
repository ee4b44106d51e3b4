// Goal-bounded A* on the 256x256 overworld, compiled as ARM code and linked
// into IWRAM (every code and read-only section of iwram_*.obj goes there),
// for the opt-in goal bounding benchmark (overworld_bounds_main.cpp). The
// map and its goal bounds (2 MiB) stay in ROM, read in place; the state, a
// pool of 2,048 nodes, is in EWRAM (this object's .bss: only .iwram.data
// sections go to IWRAM).
#include "worst_cases.hpp"

namespace gba_bench {

namespace {
using OverworldState = fixpath::BoundedState<2048, uint16_t, 1024, fixpath::OpenList::Buckets>;
OverworldState g_overworld_state;  // EWRAM
}  // namespace

Figures overworld_query(const fixpath::ByteCostMap& map, const fixpath::GoalBounds* bounds, fixpath::Point s,
                        fixpath::Point g, fixpath::Point* path, uint32_t capacity, uint32_t& cost) {
    return timed_query(
        [&map, bounds] {
            fixpath::GoalBoundedSearch<fixpath::ByteCostMap, OverworldState> search(map, g_overworld_state);
            search.use_goal_bounds(bounds);
            return search;
        },
        s, g, path, capacity, cost);
}

uint32_t overworld_state_bytes() { return sizeof(g_overworld_state); }

}  // namespace gba_bench
