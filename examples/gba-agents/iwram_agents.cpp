// The agents demo's hot part, compiled as ARM into IWRAM (the linker script
// places every section of iwram_*.obj there): the tick, with the group and
// its cell table, and the map's cells, in IWRAM too. The distance tables (128 KiB) are in EWRAM;
// making them (agents_tables.cpp) runs from ROM, a slice a frame.
#include "agents_world.hpp"
#include "iwram_agents.hpp"

namespace {
__attribute__((section(".iwram.data"))) alignas(agents::Group) unsigned char g_group_storage[sizeof(agents::Group)];
}  // namespace

namespace agents_iwram {

__attribute__((section(".iwram.data"))) uint16_t g_cell_units[3 * AgentsCase::kCells];
__attribute__((section(".iwram.data"))) uint8_t g_map_cells[AgentsCase::kCells];

agents::Group& group() { return *reinterpret_cast<agents::Group*>(g_group_storage); }
void* group_storage() { return g_group_storage; }
fixpath::Status tick() { return group().tick(); }
fixpath::Point position(uint16_t unit) { return group().position(unit); }

}  // namespace agents_iwram
