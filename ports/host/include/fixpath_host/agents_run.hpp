// fixpath_host/agents_run.hpp - cooperative movement (unit_group.hpp) run on
// a whole map from a list of starts and goals: what `fixpath agents`, the
// benchmark and the tests share. Memory is bounded by the agents and the
// map, not the ticks: each tick's positions go to an observer as they come
// (a picture, a JSON stream, a checker), and only per-agent counters stay.
#ifndef FIXPATH_HOST_AGENTS_RUN_HPP
#define FIXPATH_HOST_AGENTS_RUN_HPP

#include <cstdint>
#include <functional>
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

// How the agents are moved: tick by tick by the group's own rule (PIBT,
// unit_group.hpp), or along a complete plan searched first
// (unit_planner.hpp, LaCAM), falling back to the group's rule when the
// planner's pool or time runs out.
enum class AgentSolver { Online, Plan };

// The planner's pool on the host: 16-bit words (64 MiB).
constexpr uint32_t kAgentPlanPoolWords = uint32_t{1} << 25;

struct AgentsOutcome {
    // Found: every agent on its goal; InProgress: the tick limit came first;
    // anything else: a refused input (`error` says which agent and why).
    fixpath::Status status = fixpath::Status::Idle;
    std::string error;
    uint32_t ticks = 0;
    // Per agent, its cost: the tick from which it stays on its goal (the
    // ticks run, for an agent not on its goal at the end).
    std::vector<uint32_t> costs;
    uint64_t sum_of_costs = 0;   // the costs, summed
    uint32_t makespan = 0;       // the largest of them
    // Per agent, its shortest walk alone in moves (4 moves, every floor
    // cell one tick whatever its multiplier), summed: in ticks, as the
    // costs are.
    uint64_t lower_bound = 0;
    double seconds_ticking = 0;  // the ticks' time, prepare() not included
    double seconds_preparing = 0;
    // AgentSolver::Plan: how the search ended (Found: the ticks played its
    // plan; OutOfNodes: the pool filled; InProgress: the time limit came
    // first; NoPath: no plan exists; the ticks then ran the group's own
    // rule), its time, the configurations it kept and the pool words it took.
    fixpath::Status plan_status = fixpath::Status::Idle;
    double seconds_planning = 0;
    uint32_t configurations = 0;
    uint32_t pool_words_used = 0;
    // The found plan's sum of costs before the repair, the repair's rounds
    // (UnitPlanner::improve()), those that shortened it, and its time.
    uint64_t first_plan_cost = 0;
    uint32_t repair_rounds = 0;
    uint32_t repair_gains = 0;
    double seconds_repairing = 0;
};

// Called with the tick (0: the starts) and every agent's position after it.
using TickObserver = std::function<void(uint32_t tick, const std::vector<fixpath::Point>& positions)>;

// Runs agents starting at starts[i] with goals[i] (equal sizes) on `map`
// (one cell a tick; the distance tables prefer cheap ground), until all are
// on their goals or after `tick_limit` ticks; `observe` (if set) sees every
// tick. AgentSolver::Plan searches a plan first, then shortens it by at
// most `repair_rounds` rounds of repair, for at most `plan_seconds_limit`
// seconds in all (the repair stops at the limit with the plan it has).
AgentsOutcome run_agents(const GridFile& map, const std::vector<fixpath::Point>& starts,
                         const std::vector<fixpath::Point>& goals, uint32_t tick_limit,
                         const TickObserver& observe = TickObserver(), AgentSolver solver = AgentSolver::Online,
                         double plan_seconds_limit = 10.0, uint32_t repair_rounds = 0);

// The shortest walk from `start` to `goal` in 4-connected moves over the
// floor of `map` (multipliers ignored), or -1 when there is none.
int64_t moves_between(const GridFile& map, fixpath::Point start, fixpath::Point goal);

}  // namespace fixpath_host

#endif  // FIXPATH_HOST_AGENTS_RUN_HPP
