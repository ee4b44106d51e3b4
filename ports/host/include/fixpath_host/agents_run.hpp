// fixpath_host/agents_run.hpp - cooperative movement (unit_group.hpp) run on
// a whole map from a list of starts and goals, every tick recorded: what
// `fixpath agents`, the benchmark and the tests share.
#ifndef FIXPATH_HOST_AGENTS_RUN_HPP
#define FIXPATH_HOST_AGENTS_RUN_HPP

#include <cstdint>
#include <string>
#include <vector>

#include <fixpath/point.hpp>
#include <fixpath/status.hpp>
#include <fixpath_host/grid_file.hpp>

namespace fixpath_host {

// The largest run the host holds: agents, and map cells (a distance table of
// 4 bytes a cell per agent: agents x cells at most kMaxAgentTableEntries).
constexpr uint32_t kMaxAgents = 1024;
constexpr uint32_t kMaxAgentMapCells = 256 * 256;
constexpr uint64_t kMaxAgentTableEntries = uint64_t{1} << 26;

struct AgentsOutcome {
    // Found: every agent on its goal; InProgress: the tick limit came first;
    // anything else: a refused input (`error` says which agent and why).
    fixpath::Status status = fixpath::Status::Idle;
    std::string error;
    uint32_t ticks = 0;
    // positions[t][i]: agent i after tick t (positions[0]: the starts).
    std::vector<std::vector<fixpath::Point>> positions;
    uint64_t sum_of_costs = 0;   // per agent, the tick from which it stays on its goal
    uint32_t makespan = 0;       // the largest of those
    uint64_t lower_bound = 0;    // per agent, its shortest walk alone (4 moves), summed
    double seconds_ticking = 0;  // the ticks' time, prepare() not included
    double seconds_preparing = 0;
};

// Runs agents starting at starts[i] with goals[i] (equal sizes) on `map`
// (every floor cell a step of cost 1), until all are on their goals or after
// `tick_limit` ticks.
AgentsOutcome run_agents(const GridFile& map, const std::vector<fixpath::Point>& starts,
                         const std::vector<fixpath::Point>& goals, uint32_t tick_limit);

}  // namespace fixpath_host

#endif  // FIXPATH_HOST_AGENTS_RUN_HPP
