// Goal bounding (goal_bounds.hpp) against fixpath's A* and JPS+ on Moving AI
// maps, in the same run: for each map, both kinds of boxes are built first
// (one Dijkstra a cell each, every core; the times and the bytes a cell
// printed), then the hardest 100 scenarios are searched by A*, A* with the
// boxes (one first move a target), JPS+ (jump tables built in memory) and
// JPS+ with the boxes (every optimal first move), three interleaved rounds;
// printed per algorithm the median µs of the search alone (the best of the
// rounds) and the mean expansions, and the ratios. Plain timing
// (steady_clock).
// Default map: arena (a build of a fraction of a second); name others on the
// command line (den520d: about a minute to build on this 2-core machine, so
// it is an opt-in run: fixpath_bench_bounds arena den520d). Exits non-zero
// only when a cost with the boxes differs from A*'s.
// (den520d: about two minutes to build both kinds on this 2-core machine.)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include <fixpath/fixpath.hpp>
#include <fixpath_host/goal_bounds_build.hpp>
#include <fixpath_host/grid_file.hpp>
#include <fixpath_host/grid_solver.hpp>
#include <fixpath_host/scenario_file.hpp>
#include <fixpath_host/statistics.hpp>

namespace {

const std::string kDataDir = FIXPATH_MOVINGAI_DIR;

struct Run {
    std::vector<double> best_micros;  // per scenario, the best of the rounds
    double expansions = 0;
};

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> maps;
    for (int i = 1; i < argc; ++i) maps.push_back(argv[i]);
    if (maps.empty()) maps.push_back("arena");
    int status = 0;
    std::printf("hardest 100 scenarios a map, costs 13860,19601 (octile to 1e-8), median us of the search alone "
                "(best of 3 interleaved rounds), mean expansions\n");
    std::printf("%-14s %12s %6s | %8s %7s | %8s %5s | %8s %5s | %8s %5s | %9s %11s %12s\n", "map", "build s",
                "B/cell", "A* us", "exp", "A*+GB us", "exp", "JPS+ us", "exp", "JPS+GB", "exp", "A*/A*+GB", "JPS+/A*+GB",
                "JPS+/JPS+GB");
    for (const std::string& name : maps) {
        fixpath_host::GridFile map;
        std::vector<fixpath_host::Scenario> all;
        std::string error;
        if (!fixpath_host::load_grid(kDataDir + "/" + name + ".map", map, error) ||
            !fixpath_host::load_scenarios(kDataDir + "/" + name + ".map.scen", all, error)) {
            std::printf("skipped: %s (no Moving AI data in %s; set the CMake option FIXPATH_MOVINGAI_DIR)\n", name.c_str(),
                        kDataDir.c_str());
            continue;
        }
        std::vector<fixpath_host::Scenario> hard = fixpath_host::last_buckets(all, 10);
        if (hard.size() > 100) hard.erase(hard.begin(), hard.end() - 100);
        fixpath::SearchOptions<uint32_t> o;
        o.costs = {13860, 19601};
        // Both kinds of boxes, each timed.
        std::vector<uint8_t> boxes, every_boxes;
        double build = 0, build_every = 0;
        const auto timed_build = [&](std::vector<uint8_t>& out, bool one_path, double& seconds) {
            const auto t0 = std::chrono::steady_clock::now();
            const bool ok = fixpath_host::build_goal_bounds(map, o, out, error, 0, one_path);
            seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            return ok;
        };
        if (!timed_build(boxes, true, build) || !timed_build(every_boxes, false, build_every)) {
            std::printf("%s: %s\n", name.c_str(), error.c_str());
            status = 1;
            continue;
        }
        const fixpath::GoalBounds bounds(boxes.data(), map.width, map.height,
                                         fixpath_host::goal_bounds_coordinate_bytes(map), o);
        const fixpath::GoalBounds every(every_boxes.data(), map.width, map.height,
                                        fixpath_host::goal_bounds_coordinate_bytes(map), o,
                                        fixpath::GoalBoundsTies::EveryFirstMove);
        fixpath_host::GridSolver solver;
        fixpath_host::SolveSettings astar, bounded, tables, bounded_tables;
        astar.options = bounded.options = tables.options = bounded_tables.options = o;
        bounded.goal_bounds = &bounds;
        tables.algorithm = bounded_tables.algorithm = fixpath_host::Algorithm::JumpTables;
        bounded_tables.goal_bounds = &every;
        Run runs[4];
        const fixpath_host::SolveSettings* settings[4] = {&astar, &bounded, &tables, &bounded_tables};
        for (Run& r : runs) r.best_micros.assign(hard.size(), 1e30);
        fixpath_host::SolveOutcome out;
        std::vector<uint32_t> costs(hard.size());
        for (int round = 0; round < 3; ++round) {
            for (int a = 0; a < 4; ++a) {
                double expansions = 0;
                for (size_t i = 0; i < hard.size(); ++i) {
                    if (!solver.solve(map, hard[i].start, hard[i].goal, *settings[a], out, error)) {
                        std::printf("%s: %s\n", name.c_str(), error.c_str());
                        return 1;
                    }
                    runs[a].best_micros[i] = std::min(runs[a].best_micros[i], out.search_micros);
                    expansions += out.stats.expanded;
                    if (a == 0) costs[i] = out.cost;
                    if (a != 0 && out.cost != costs[i]) {
                        std::printf("FAIL %s line %d: cost %u (algorithm %d), %u with A*\n", name.c_str(), hard[i].line,
                                    out.cost, a, costs[i]);
                        status = 1;
                    }
                }
                runs[a].expansions = expansions / static_cast<double>(hard.size());
            }
        }
        double us[4];
        for (int a = 0; a < 4; ++a) us[a] = fixpath_host::percentile(runs[a].best_micros, 0.5);
        std::printf("%-14s %5.2f + %5.2f %6u | %8.2f %7.0f | %8.2f %5.0f | %8.2f %5.0f | %8.2f %5.0f | %9.1f %11.2f %12.2f\n",
                    name.c_str(), build, build_every, bounds.cell_bytes(), us[0], runs[0].expansions, us[1],
                    runs[1].expansions, us[2], runs[2].expansions, us[3], runs[3].expansions, us[0] / us[1],
                    us[2] / us[1], us[2] / us[3]);
    }
    return status;
}
