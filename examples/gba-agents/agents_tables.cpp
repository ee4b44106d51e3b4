// The agents demo's set-up, from ROM: the group made in its IWRAM storage,
// the units added with their goals, and their distance tables made a slice
// a frame (a fill of the whole map a unit: not hot enough for IWRAM).
#include <new>

#include "agents_world.hpp"
#include "iwram_agents.hpp"

namespace {
agents::State g_state;
uint16_t g_tables[AgentsCase::kUnits * AgentsCase::kCells];
}  // namespace

namespace agents_iwram {

bool start(const fixpath::ByteCostMap& map, const AgentsCase& world) {
    agents::Group* g = ::new (group_storage()) agents::Group(
        map, g_state, g_tables, AgentsCase::kUnits * AgentsCase::kCells, g_cell_units, 3 * AgentsCase::kCells);
    bool ok = true;
    for (int i = 0; i < AgentsCase::kUnits; ++i) {
        uint16_t unit = 0;
        ok = ok && g->add_unit(world.starts[i], unit) == fixpath::Status::Complete;
        ok = ok && g->set_goal(unit, world.goals[i]) == fixpath::Status::InProgress;
    }
    return ok;
}

fixpath::Status prepare(uint32_t budget) { return group().prepare(budget); }

}  // namespace agents_iwram
