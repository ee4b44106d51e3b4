// Cooperative movement (unit_group.hpp, through fixpath_host::run_agents) on
// the public multi-agent benchmark instance random-32-32-10 (first 50, 100,
// 200 scenario lines; 4-connected moves or waits). Printed per size: whether
// every agent arrived, ticks, sum of costs against the lower bound (the sum
// of the agents' own shortest walks), makespan, and the time a tick (median
// of 15 runs; the distance tables are made before the first tick and timed
// apart). Beside them, the figures of the public solvers measured on this
// machine on exactly this instance when the feature was written (their
// code is not built here). Plain timing (steady_clock); exits non-zero only
// when an agent does not reach its goal.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include <fixpath_host/agents_run.hpp>
#include <fixpath_host/grid_file.hpp>
#include <fixpath_host/scenario_file.hpp>

namespace {

const std::string kDataDir = FIXPATH_MAPF_DIR;

struct Published {
    uint32_t agents;
    const char* pibt;
    const char* pibt_plus;
    const char* lacam;
};
const Published kPublished[] = {
    {50, "1.150", "1.159", "1.252"}, {100, "1.287", "1.281", "1.406"}, {200, "fails", "1.484", "1.633"}};

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

}  // namespace

int main() {
    fixpath_host::GridFile map;
    std::vector<fixpath_host::Scenario> lines;
    std::string error;
    if (!fixpath_host::load_grid(kDataDir + "/random-32-32-10.map", map, error) ||
        !fixpath_host::load_scenarios(kDataDir + "/random-32-32-10-random-1.scen", lines, error)) {
        std::printf("skipped: no multi-agent benchmark data in %s (set the CMake option FIXPATH_MAPF_DIR)\n",
                    kDataDir.c_str());
        return 0;
    }
    std::printf("random-32-32-10, first N scenario lines; SOC = sum over agents of the tick from which each stays on "
                "its goal, LB = sum of single-agent shortest distances\n");
    std::printf("%6s %8s %6s %7s %6s %7s %9s %9s %10s | published SOC/LB: %6s %6s %6s\n", "agents", "status", "ticks",
                "SOC", "LB", "SOC/LB", "makespan", "us/tick", "tables ms", "PIBT", "PIBT+", "LaCAM");
    int status = 0;
    for (const uint32_t n : {50u, 100u, 200u, 300u}) {
        if (lines.size() < n) break;
        std::vector<fixpath::Point> starts, goals;
        for (uint32_t i = 0; i < n; ++i) {
            starts.push_back(lines[i].start);
            goals.push_back(lines[i].goal);
        }
        std::vector<double> tick_us, table_ms;
        fixpath_host::AgentsOutcome out;
        for (int run = 0; run < 15; ++run) {
            out = fixpath_host::run_agents(map, starts, goals, 1000);
            tick_us.push_back(out.seconds_ticking * 1e6 / std::max<uint32_t>(out.ticks, 1));
            table_ms.push_back(out.seconds_preparing * 1e3);
        }
        const bool arrived = out.status == fixpath::Status::Found;
        if (!arrived && n <= 200) status = 1;
        const Published* p = nullptr;
        for (const Published& q : kPublished) {
            if (q.agents == n) p = &q;
        }
        std::printf("%6u %8s %6u %7llu %6llu %7.3f %9u %9.2f %10.2f | %24s %6s %6s\n", n,
                    arrived ? "all" : "NOT ALL", out.ticks, static_cast<unsigned long long>(out.sum_of_costs),
                    static_cast<unsigned long long>(out.lower_bound),
                    static_cast<double>(out.sum_of_costs) / static_cast<double>(out.lower_bound), out.makespan,
                    median(tick_us), median(table_ms), p ? p->pibt : "-", p ? p->pibt_plus : "-", p ? p->lacam : "-");
    }
    return status;
}
