// What the agents demo (agents.cpp) and the headless harness that checks it
// share: the group's types, and the report the ROM leaves in EWRAM.
#ifndef FIXPATH_EXAMPLES_GBA_AGENTS_WORLD_HPP
#define FIXPATH_EXAMPLES_GBA_AGENTS_WORLD_HPP

#include <stdint.h>

#include <fixpath/fixpath.hpp>

#include "../../tests/device/agents_case.hpp"

namespace agents {

using State = fixpath::DenseState<AgentsCase::kCells, uint16_t>;
using Group = fixpath::UnitGroup<fixpath::ByteCostMap, State, AgentsCase::kUnits>;
constexpr uint32_t kMaxTicks = 300;

// At 0x02000010 (after gba::g_result); the replay: `ticks` + 1 rows of the
// units' cells (y * 32 + x), the first the starts.
struct Report {
    uint32_t complete;            // 1 once every unit stands on its goal
    uint32_t ticks;
    uint32_t worst_tick_cycles;   // the dearest tick (the group's work only)
    uint32_t worst_frame_cycles;  // the busiest frame (tables, tick, drawing)
    uint32_t table_frames;        // frames spent making the distance tables
    uint32_t conflicts;           // what the ROM's own check of every tick found
    uint32_t replay;              // address of uint16_t[kMaxTicks + 1][64]
};

}  // namespace agents

#endif
