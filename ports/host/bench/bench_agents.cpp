// Agents moving together (unit_group.hpp tick by tick, "online", and
// unit_planner.hpp's complete plan, "plan", both through
// fixpath_host::run_agents), on two kinds of instance:
//  1. the public multi-agent benchmark instance random-32-32-10 (its first
//     50 ... 400 scenario lines; 4-connected moves or waits);
//  2. random 32x32 maps with 20 % walls (fixpath_host::random_agents, seeds
//     1-25), 80 to 160 agents.
// Printed: whether every agent arrived, sum of costs against the lower bound
// (SOC = the sum over agents of the tick from which each stays on its goal;
// LB = the sum of the agents' own shortest walks), makespan, the time a tick
// of the online rule (median of 7 runs) and the plan's search time (median
// of 7), the configurations it kept and the pool it took; then the plan
// after kRepairRounds rounds of repair (UnitPlanner::improve(), one run:
// the rounds give the same plan every run) and the repair's time. Beside them, the
// figures of public solvers measured on this machine on exactly the public
// instance (their code is not built here). Plain timing
// (steady_clock); exits non-zero only when the plan leaves an agent away
// from its goal.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include <fixpath_host/agents_run.hpp>
#include <fixpath_host/grid_file.hpp>
#include <fixpath_host/random_agents.hpp>
#include <fixpath_host/scenario_file.hpp>

namespace {

const std::string kDataDir = FIXPATH_MAPF_DIR;

// SOC/LB of public solvers on random-32-32-10-random-1 (first N lines),
// built from their public code and run on this 2-core machine: PIBT+ as
// published with its code; LaCAM3 (Okumura, AAMAS 2024) with --no-all (its
// first solution: vanilla LaCAM) and with its anytime refinement for 1 s.
struct Peer {
    uint32_t agents;
    const char* pibt_plus;
    const char* lacam;
    const char* lacam3;
};
const Peer kPeers[] = {{50, "1.159", "1.151", "1.004"},
                       {100, "1.281", "1.395", "1.042"},
                       {200, "1.484", "1.571", "1.141"},
                       {300, "-", "1.813", "1.303"},
                       {400, "-", "2.264", "1.924"}};

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

double ratio(const fixpath_host::AgentsOutcome& o) {
    return o.lower_bound ? static_cast<double>(o.sum_of_costs) / static_cast<double>(o.lower_bound) : 1.0;
}

// One instance, both ways: the online rule's and the plan's outcomes, with
// the median times of `runs` runs each.
struct Both {
    fixpath_host::AgentsOutcome online, plan, repaired;
    double tick_us = 0, plan_ms = 0;
};
constexpr uint32_t kRepairRounds = 2000;
Both run_both(const fixpath_host::GridFile& map, const std::vector<fixpath::Point>& starts,
              const std::vector<fixpath::Point>& goals, int runs) {
    Both b;
    std::vector<double> ticks, plans;
    for (int r = 0; r < runs; ++r) {
        b.online = fixpath_host::run_agents(map, starts, goals, 2000);
        ticks.push_back(b.online.seconds_ticking * 1e6 / std::max<uint32_t>(b.online.ticks, 1));
        b.plan = fixpath_host::run_agents(map, starts, goals, 2000, fixpath_host::TickObserver(),
                                          fixpath_host::AgentSolver::Plan, 10.0);
        plans.push_back(b.plan.seconds_planning * 1e3);
    }
    b.tick_us = median(ticks);
    b.plan_ms = median(plans);
    b.repaired = fixpath_host::run_agents(map, starts, goals, 2000, fixpath_host::TickObserver(),
                                          fixpath_host::AgentSolver::Plan, 60.0, kRepairRounds);
    return b;
}

}  // namespace

int main() {
    int status = 0;
    fixpath_host::GridFile map;
    std::vector<fixpath_host::Scenario> lines;
    std::string error;
    if (!fixpath_host::load_grid(kDataDir + "/random-32-32-10.map", map, error) ||
        !fixpath_host::load_scenarios(kDataDir + "/random-32-32-10-random-1.scen", lines, error)) {
        std::printf("skipped the public instance: no multi-agent benchmark data in %s (set the CMake option "
                    "FIXPATH_MAPF_DIR; the instance is random-32-32-10 of the Moving AI MAPF benchmark, "
                    "movingai.com/benchmarks/mapf)\n",
                    kDataDir.c_str());
    } else {
        std::printf("random-32-32-10, first N scenario lines\n");
        std::printf("repaired: the plan after %u rounds of repair\n", kRepairRounds);
        std::printf("%6s | %-8s %7s %9s %8s | %-8s %7s %9s %8s %7s %9s | %-8s %7s %9s %9s | peers SOC/LB: %6s %6s "
                    "%9s\n",
                    "agents", "online", "SOC/LB", "makespan", "us/tick", "plan", "SOC/LB", "makespan", "plan ms",
                    "configs", "pool KiB", "repaired", "SOC/LB", "makespan", "repair ms", "PIBT+", "LaCAM",
                    "LaCAM3 1s");
        for (const uint32_t n : {50u, 100u, 200u, 300u, 400u}) {
            if (lines.size() < n) break;
            std::vector<fixpath::Point> starts, goals;
            for (uint32_t i = 0; i < n; ++i) {
                starts.push_back(lines[i].start);
                goals.push_back(lines[i].goal);
            }
            const Both b = run_both(map, starts, goals, 7);
            const bool online_home = b.online.status == fixpath::Status::Found;
            const bool plan_home = b.plan.status == fixpath::Status::Found;
            const bool repaired_home = b.repaired.status == fixpath::Status::Found;
            if (!plan_home || !repaired_home) status = 1;
            const Peer* p = nullptr;
            for (const Peer& q : kPeers) {
                if (q.agents == n) p = &q;
            }
            std::printf("%6u | %-8s %7.3f %9u %8.2f | %-8s %7.3f %9u %8.2f %7u %9.1f | %-8s %7.3f %9u %9.1f | %18s "
                        "%6s %9s\n",
                        n, online_home ? "all home" : "NOT ALL", ratio(b.online), b.online.makespan, b.tick_us,
                        plan_home ? "all home" : "NOT ALL", ratio(b.plan), b.plan.makespan, b.plan_ms,
                        b.plan.configurations, b.plan.pool_words_used * 2.0 / 1024.0,
                        repaired_home ? "all home" : "NOT ALL", ratio(b.repaired), b.repaired.makespan,
                        b.repaired.seconds_repairing * 1e3, p ? p->pibt_plus : "-", p ? p->lacam : "-",
                        p ? p->lacam3 : "-");
        }
    }
    std::printf("\nrandom 32x32 maps, 20 %% walls, seeds 1-25 (fixpath_host::random_agents)\n");
    std::printf("%6s | %-14s %12s | %-14s %12s %12s %12s | %-14s %12s %14s\n", "agents", "online home",
                "mean SOC/LB", "plan home", "mean SOC/LB", "max plan ms", "max configs", "repaired home", "mean SOC/LB",
                "max repair ms");
    for (const uint32_t n : {80u, 100u, 120u, 140u, 160u}) {
        uint32_t online_home = 0, plan_home = 0, repaired_home = 0, max_configs = 0;
        double online_sum = 0, plan_sum = 0, repaired_sum = 0, max_ms = 0, max_repair_ms = 0;
        const uint32_t seeds = 25;
        for (uint32_t seed = 1; seed <= seeds; ++seed) {
            const fixpath_host::RandomAgents r = fixpath_host::random_agents(seed, 32, 20, n);
            const Both b = run_both(r.map, r.starts, r.goals, 1);
            if (b.online.status == fixpath::Status::Found) {
                ++online_home;
                online_sum += ratio(b.online);
            }
            if (b.plan.status == fixpath::Status::Found) {
                ++plan_home;
                plan_sum += ratio(b.plan);
            } else {
                status = 1;
            }
            if (b.repaired.status == fixpath::Status::Found) {
                ++repaired_home;
                repaired_sum += ratio(b.repaired);
            } else {
                status = 1;
            }
            max_ms = std::max(max_ms, b.plan_ms);
            max_repair_ms = std::max(max_repair_ms, b.repaired.seconds_repairing * 1e3);
            max_configs = std::max(max_configs, b.plan.configurations);
        }
        std::printf("%6u | %7u of %-3u %12.3f | %7u of %-3u %12.3f %12.2f %12u | %7u of %-3u %12.3f %14.1f\n", n,
                    online_home, seeds, online_home ? online_sum / online_home : 0.0, plan_home, seeds,
                    plan_home ? plan_sum / plan_home : 0.0, max_ms, max_configs, repaired_home, seeds,
                    repaired_home ? repaired_sum / repaired_home : 0.0, max_repair_ms);
    }
    return status;
}
