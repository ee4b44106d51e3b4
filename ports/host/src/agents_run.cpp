#include <fixpath_host/agents_run.hpp>

#include <chrono>
#include <deque>
#include <memory>
#include <string>

#include <fixpath/fixpath.hpp>
#include <fixpath/units/unit_group.hpp>
#include <fixpath/units/unit_planner.hpp>

namespace fixpath_host {

namespace {

using State = fixpath::DenseState<kMaxAgentMapCells, uint32_t>;
using Group = fixpath::UnitGroup<fixpath::ByteCostMap, State, kMaxAgents>;
using Planner = fixpath::UnitPlanner<Group, kAgentPlanPoolWords, 1u << 16>;

std::string at(const char* what, size_t agent, fixpath::Point p) {
    return "agent " + std::to_string(agent) + ": " + what + " " + std::to_string(p.x) + "," + std::to_string(p.y);
}

}  // namespace

int64_t moves_between(const GridFile& map, fixpath::Point start, fixpath::Point goal) {
    if (!map.inside(start.x, start.y) || !map.inside(goal.x, goal.y) || map.at(start.x, start.y) == 0 ||
        map.at(goal.x, goal.y) == 0) {
        return -1;
    }
    const size_t w = static_cast<size_t>(map.width);
    std::vector<int64_t> steps(w * static_cast<size_t>(map.height), -1);
    std::deque<fixpath::Point> queue{start};
    steps[static_cast<size_t>(start.y) * w + static_cast<size_t>(start.x)] = 0;
    while (!queue.empty()) {
        const fixpath::Point p = queue.front();
        queue.pop_front();
        const int64_t here = steps[static_cast<size_t>(p.y) * w + static_cast<size_t>(p.x)];
        if (p == goal) return here;
        for (uint32_t d = 0; d < 4; ++d) {
            const fixpath::Point q = fixpath::make_point(p.x + fixpath::kDirectionDx[d], p.y + fixpath::kDirectionDy[d]);
            if (!map.inside(q.x, q.y) || map.at(q.x, q.y) == 0) continue;
            int64_t& s = steps[static_cast<size_t>(q.y) * w + static_cast<size_t>(q.x)];
            if (s < 0) {
                s = here + 1;
                queue.push_back(q);
            }
        }
    }
    return -1;
}

AgentsOutcome run_agents(const GridFile& map, const std::vector<fixpath::Point>& starts,
                         const std::vector<fixpath::Point>& goals, uint32_t tick_limit, const TickObserver& observe,
                         AgentSolver solver, double plan_seconds_limit, uint32_t repair_rounds) {
    AgentsOutcome out;
    const uint64_t cells = static_cast<uint64_t>(map.width) * static_cast<uint64_t>(map.height);
    const size_t n = starts.size();
    if (goals.size() != n || n == 0 || n > kMaxAgents) {
        out.status = fixpath::Status::InvalidOptions;
        out.error = "between 1 and " + std::to_string(kMaxAgents) + " agents, each with a start and a goal";
        return out;
    }
    if (cells > kMaxAgentMapCells || cells * n > kMaxAgentTableEntries) {
        out.status = fixpath::Status::MapTooLarge;
        out.error = std::to_string(n) + " agents on " + std::to_string(map.width) + "x" + std::to_string(map.height) +
                    ": at most " + std::to_string(kMaxAgentMapCells) + " cells and " +
                    std::to_string(kMaxAgentTableEntries) + " cells x agents";
        return out;
    }
    std::unique_ptr<State> state(new State);
    std::vector<uint32_t> distances(static_cast<size_t>(cells * n));
    std::vector<uint16_t> cell_units(static_cast<size_t>(3 * cells));
    const fixpath::ByteCostMap view = map.view();
    std::unique_ptr<Group> group(new Group(view, *state, distances.data(), static_cast<uint32_t>(distances.size()),
                                           cell_units.data(), static_cast<uint32_t>(cell_units.size())));
    for (size_t i = 0; i < n; ++i) {
        uint16_t unit = 0;
        const fixpath::Status s = group->add_unit(starts[i], unit);
        if (s != fixpath::Status::Complete) {
            out.status = s;
            out.error = at(group->unit_at(starts[i]) != Group::kNoUnit && map.inside(starts[i].x, starts[i].y)
                               ? "starts on another agent's start"
                               : "starts off the map or on a wall at",
                           i, starts[i]);
            return out;
        }
    }
    for (size_t i = 0; i < n; ++i) {
        const fixpath::Status s = group->set_goal(static_cast<uint16_t>(i), goals[i]);
        if (s != fixpath::Status::InProgress && s != fixpath::Status::Complete) {
            const bool floor = map.inside(goals[i].x, goals[i].y) && map.at(goals[i].x, goals[i].y) != 0;
            out.status = s;
            out.error = at(floor ? "has the goal of another agent," : "has its goal off the map or on a wall at", i,
                           goals[i]);
            return out;
        }
    }
    const auto t0 = std::chrono::steady_clock::now();
    const fixpath::Status prepared = group->prepare(fixpath::kUnlimited);
    const auto t1 = std::chrono::steady_clock::now();
    out.seconds_preparing = std::chrono::duration<double>(t1 - t0).count();
    if (prepared != fixpath::Status::Complete) {
        out.status = prepared;
        out.error = std::string("the distance tables could not be made: ") + fixpath::status_name(prepared);
        return out;
    }
    for (size_t i = 0; i < n; ++i) {
        const uint32_t d = group->distance_to_goal(static_cast<uint16_t>(i));
        if (d == Group::kUnreachable) {
            out.status = fixpath::Status::NoPath;
            out.error = at("cannot reach its goal", i, goals[i]);
            return out;
        }
        // (In ticks: moves, whatever the ground's multipliers.)
        out.lower_bound += static_cast<uint64_t>(moves_between(map, starts[i], goals[i]));
    }
    std::unique_ptr<Planner> planner;
    if (solver == AgentSolver::Plan) {
        planner.reset(new Planner(*group));
        const auto p0 = std::chrono::steady_clock::now();
        fixpath::Status p = planner->begin();
        while (p == fixpath::Status::InProgress &&
               std::chrono::duration<double>(std::chrono::steady_clock::now() - p0).count() < plan_seconds_limit) {
            p = planner->step(64);
        }
        out.seconds_planning = std::chrono::duration<double>(std::chrono::steady_clock::now() - p0).count();
        out.plan_status = p;
        out.configurations = planner->configurations();
        out.pool_words_used = planner->pool_words_used();
        if (p != fixpath::Status::Found) {
            planner.reset();  // the group's own rule moves them
        } else {
            out.first_plan_cost = planner->plan_cost();
            const auto r0 = std::chrono::steady_clock::now();
            while (planner->repair_rounds() < repair_rounds &&
                   std::chrono::duration<double>(std::chrono::steady_clock::now() - p0).count() < plan_seconds_limit) {
                const uint32_t rounds = repair_rounds - planner->repair_rounds();
                if (planner->improve(rounds < 16 ? rounds : 16u) != fixpath::Status::Found) break;
            }
            out.seconds_repairing = std::chrono::duration<double>(std::chrono::steady_clock::now() - r0).count();
            out.repair_rounds = planner->repair_rounds();
            out.repair_gains = planner->repair_gains();
        }
    }
    // An agent's cost: one past the last tick that found it off its goal
    // (at most the ticks run).
    out.costs.assign(n, 0);
    std::vector<fixpath::Point> now = starts;
    const auto note = [&](uint32_t tick) {
        for (size_t i = 0; i < n; ++i) {
            if (!(now[i] == goals[i])) out.costs[i] = tick + 1;
        }
        if (observe) observe(tick, now);
    };
    note(0);
    fixpath::Status s = fixpath::Status::InProgress;
    std::chrono::steady_clock::duration ticking{};
    bool done = true;
    for (size_t i = 0; i < n; ++i) done = done && starts[i] == goals[i];
    if (done) s = fixpath::Status::Found;
    while (s == fixpath::Status::InProgress && out.ticks < tick_limit) {
        const auto a = std::chrono::steady_clock::now();
        s = planner ? planner->tick() : group->tick();
        ticking += std::chrono::steady_clock::now() - a;
        ++out.ticks;
        for (size_t i = 0; i < n; ++i) now[i] = group->position(static_cast<uint16_t>(i));
        note(out.ticks);
    }
    out.seconds_ticking = std::chrono::duration<double>(ticking).count();
    out.status = s;
    for (size_t i = 0; i < n; ++i) {
        const uint32_t cost = out.costs[i] < out.ticks ? out.costs[i] : out.ticks;
        out.costs[i] = cost;
        out.sum_of_costs += cost;
        if (cost > out.makespan) out.makespan = cost;
    }
    return out;
}

}  // namespace fixpath_host
