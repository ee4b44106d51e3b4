// The agents demo's two halves: the tick in IWRAM (iwram_agents.cpp), the
// set-up and distance tables from ROM (agents_tables.cpp).
#ifndef FIXPATH_EXAMPLES_GBA_IWRAM_AGENTS_HPP
#define FIXPATH_EXAMPLES_GBA_IWRAM_AGENTS_HPP

#include "agents_world.hpp"

namespace agents_iwram {
// IWRAM
extern uint16_t g_cell_units[3 * AgentsCase::kCells];
extern uint8_t g_map_cells[AgentsCase::kCells];  // the map the group reads (a copy of the case's)
void* group_storage();
agents::Group& group();
fixpath::Status tick();
fixpath::Point position(uint16_t unit);
// ROM
bool start(const fixpath::ByteCostMap& map, const AgentsCase& world);  // false if a unit or goal was refused
fixpath::Status prepare(uint32_t budget);
}  // namespace agents_iwram

#endif
