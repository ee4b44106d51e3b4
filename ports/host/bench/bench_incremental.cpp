// Incremental replanning (IncrementalSearch, D* Lite) against a fresh
// fixpath A* from where the unit stands, on the Moving AI maps, in the same
// run. Plain timing (steady_clock), no
// third-party library.
//
// For every map, the hardest scenarios (by optimal length): the unit plans
// with D* Lite and walks its path; every 4 cells, k cells near the path
// ahead change (k = 1: single-cell edits; k = 4): a random cell within 3
// cells of a random cell of the path still ahead becomes a wall, or one of
// the walls put down earlier opens again (never the unit's cell or the
// goal). After each change the path is repaired (D* Lite) and, for
// comparison, planned afresh by GridSearch A* from the unit's cell on the
// changed map. Printed: cells expanded and µs a repair against the fresh
// A*, their ratio, and the first search of each (D* Lite's costs more: it
// keeps two costs a cell and re-orders by two keys).
// Figures, not pass/fail; exits non-zero only when a repaired path's cost
// differs from the fresh A*'s (or one finds a path the other does not).
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <fixpath/fixpath.hpp>
#include <fixpath_host/grid_file.hpp>
#include <fixpath_host/scenario_file.hpp>
#include <fixpath_host/statistics.hpp>

namespace {

const std::string kDataDir = FIXPATH_MOVINGAI_DIR;
constexpr uint32_t kMaxCells = 1024 * 1024;
using IncState = fixpath::IncrementalState<kMaxCells, uint32_t>;
using FreshState = fixpath::DenseState<kMaxCells, uint32_t>;
constexpr int kScenarios = 25;
constexpr int kEventsPerScenario = 30;

double us_since(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
}


struct Figures {
    uint64_t repairs = 0;
    uint64_t repair_expanded = 0;
    uint64_t fresh_expanded = 0;
    double repair_us = 0.0;
    double fresh_us = 0.0;
    std::vector<double> repair_us_each, fresh_us_each;
    uint64_t first_expanded = 0, first_astar_expanded = 0;
    double first_us = 0.0, first_astar_us = 0.0;
    int mismatches = 0;
    int first_failed = 0;  // first searches that did not find the goal (OutOfNodes, ...)
};

void run_map(const std::string& name, uint32_t k, IncState& inc_state, FreshState& fresh_state, Figures& fig,
             bool& skipped) {
    fixpath_host::GridFile grid;
    std::vector<fixpath_host::Scenario> all;
    std::string error;
    if (!fixpath_host::load_grid(kDataDir + "/" + name + ".map", grid, error) ||
        !fixpath_host::load_scenarios(kDataDir + "/" + name + ".map.scen", all, error)) {
        std::printf("%s: skipped (%s)\n", name.c_str(), error.c_str());
        skipped = true;
        return;
    }
    std::stable_sort(all.begin(), all.end(), [](const auto& a, const auto& b) { return a.optimal > b.optimal; });
    if (all.size() > static_cast<size_t>(kScenarios)) all.resize(kScenarios);
    std::mt19937 rng(1600u + k);
    const int32_t w = grid.width, h = grid.height;
    std::vector<fixpath::Point> path(static_cast<size_t>(w) * static_cast<size_t>(h));
    for (const auto& sc : all) {
        std::vector<uint8_t> cells = grid.costs;  // changed during the walk
        const fixpath::ByteCostMap map(cells.data(), w, h);
        fixpath::IncrementalSearch<fixpath::ByteCostMap, IncState> search(map, inc_state);
        fixpath::GridSearch<fixpath::ByteCostMap, FreshState> fresh(map, fresh_state);
        auto t0 = std::chrono::steady_clock::now();
        if (search.begin(sc.start, sc.goal) != fixpath::Status::InProgress || search.run() != fixpath::Status::Found) {
            ++fig.first_failed;
            continue;
        }
        fig.first_us += us_since(t0);
        fig.first_expanded += search.stats().expanded;
        t0 = std::chrono::steady_clock::now();
        fresh.begin(sc.start, sc.goal);
        fresh.run();
        fig.first_astar_us += us_since(t0);
        fig.first_astar_expanded += fresh.stats().expanded;
        fixpath::Point unit = sc.start;
        std::vector<fixpath::Point> added;  // walls put down, to open again
        for (int event = 0; event < kEventsPerScenario && unit != sc.goal; ++event) {
            // Walk 4 cells.
            for (int i = 0; i < 4 && unit != sc.goal && search.status() == fixpath::Status::Found; ++i) {
                fixpath::Point next{};
                search.next_cell(next);
                unit = next;
                search.move_start(unit);
                search.run();
            }
            if (unit == sc.goal || search.status() != fixpath::Status::Found) break;
            const auto info = search.path(path.data(), static_cast<uint32_t>(path.size()));
            if (info.status != fixpath::Status::Found || info.length < 3) break;
            std::vector<fixpath::Point> changed;
            for (uint32_t c = 0; c < k; ++c) {
                if (!added.empty() && rng() % 3 == 0) {
                    const size_t i = rng() % added.size();
                    const fixpath::Point p = added[i];
                    added.erase(added.begin() + static_cast<std::ptrdiff_t>(i));
                    cells[static_cast<size_t>(p.y) * static_cast<size_t>(w) + static_cast<size_t>(p.x)] = 1;
                    changed.push_back(p);
                    continue;
                }
                const fixpath::Point on = path[1 + rng() % (info.length - 2)];
                const fixpath::Point p = fixpath::make_point(on.x + static_cast<int32_t>(rng() % 7) - 3,
                                                             on.y + static_cast<int32_t>(rng() % 7) - 3);
                if (p.x < 0 || p.y < 0 || p.x >= w || p.y >= h || p == unit || p == sc.goal) continue;
                uint8_t& cell = cells[static_cast<size_t>(p.y) * static_cast<size_t>(w) + static_cast<size_t>(p.x)];
                if (cell == 0) continue;
                cell = 0;
                added.push_back(p);
                changed.push_back(p);
            }
            if (changed.empty()) continue;
            const uint32_t before = search.stats().expanded;
            t0 = std::chrono::steady_clock::now();
            search.notify_changed(changed.data(), static_cast<uint32_t>(changed.size()));
            const fixpath::Status repaired = search.run();
            const double repair_us = us_since(t0);
            t0 = std::chrono::steady_clock::now();
            fresh.begin(unit, sc.goal);
            const fixpath::Status planned = fresh.run();
            const double fresh_us = us_since(t0);
            ++fig.repairs;
            fig.repair_expanded += search.stats().expanded - before;
            fig.fresh_expanded += fresh.stats().expanded;
            fig.repair_us += repair_us;
            fig.fresh_us += fresh_us;
            fig.repair_us_each.push_back(repair_us);
            fig.fresh_us_each.push_back(fresh_us);
            if ((repaired == fixpath::Status::Found) != (planned == fixpath::Status::Found) ||
                (planned == fixpath::Status::Found && search.cost() != fresh.cost())) {
                ++fig.mismatches;
            }
            if (repaired != fixpath::Status::Found) break;
        }
    }
}

}  // namespace

int main() {
    const char* maps[] = {"arena", "den520d", "Berlin_0_512", "AR0011SR", "AcrosstheCape"};
    auto inc_state = std::make_unique<IncState>();
    auto fresh_state = std::make_unique<FreshState>();
    std::printf("Incremental repairs (D* Lite) vs a fresh A* from the unit's cell; the hardest %d scenarios a map,\n"
                "up to %d change events each (every 4 cells walked; k cells near the path ahead)\n",
                kScenarios, kEventsPerScenario);
    int mismatches = 0;
    double worst_single = 1e9;
    uint64_t single_repair = 0, single_fresh = 0;
    for (const uint32_t k : {1u, 4u}) {
        std::printf("\nk = %u changed cell%s an event\n", k, k == 1 ? "" : "s");
        std::printf("%-14s %7s | %12s %12s %7s | %10s %10s %7s %7s | %s\n", "map", "repairs", "exp/repair",
                    "exp/fresh", "ratio", "us/repair", "us/fresh", "ratio", "median", "first search: D* Lite / A* (exp, us)");
        for (const char* name : maps) {
            Figures fig;
            bool skipped = false;
            run_map(name, k, *inc_state, *fresh_state, fig, skipped);
            if (skipped || fig.repairs == 0) continue;
            const double n = static_cast<double>(fig.repairs);
            const double exp_ratio = static_cast<double>(fig.fresh_expanded) / std::max<double>(1.0, static_cast<double>(fig.repair_expanded));
            const double us_ratio = fig.fresh_us / std::max(1e-9, fig.repair_us);
            const double med_ratio = fixpath_host::percentile(fig.fresh_us_each, 0.5) /
                                     std::max(1e-9, fixpath_host::percentile(fig.repair_us_each, 0.5));
            std::printf("%-14s %7llu | %12.1f %12.1f %6.1fx | %10.1f %10.1f %6.1fx %6.1fx | %.2fx, %.2fx\n", name,
                        static_cast<unsigned long long>(fig.repairs), static_cast<double>(fig.repair_expanded) / n,
                        static_cast<double>(fig.fresh_expanded) / n, exp_ratio, fig.repair_us / n, fig.fresh_us / n,
                        us_ratio, med_ratio,
                        static_cast<double>(fig.first_expanded) / std::max(1.0, static_cast<double>(fig.first_astar_expanded)),
                        fig.first_us / std::max(1e-9, fig.first_astar_us));
            if (fig.first_failed != 0) {
                std::printf("  (%s: %d scenarios whose first D* Lite search did not find the goal, left out)\n", name,
                            fig.first_failed);
            }
            if (k == 1) {
                worst_single = std::min(worst_single, exp_ratio);
                single_repair += fig.repair_expanded;
                single_fresh += fig.fresh_expanded;
            }
            mismatches += fig.mismatches;
        }
    }
    if (worst_single < 1e9) {
        const double all = static_cast<double>(single_fresh) / std::max(1.0, static_cast<double>(single_repair));
        std::printf("\nbudget: >= 5x fewer expansions a single-cell repair than a fresh A*, on average: %.1fx over all "
                    "maps' repairs; the worst map %.1fx\n",
                    all, worst_single);
    }
    if (mismatches != 0) {
        std::printf("FAILED: %d repairs disagree with the fresh A*\n", mismatches);
        return 1;
    }
    return 0;
}
