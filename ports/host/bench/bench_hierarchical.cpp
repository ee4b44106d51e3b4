// Hierarchical search (HierarchicalSearch over an HpaGraph, clusters of 16)
// against fixpath's A* on the whole map, on every scenario of every Moving
// AI map, in the same run. Plain timing
// (steady_clock), no third-party library.
//
// Printed per map: the graph (nodes, arcs, bytes, build time), the path
// cost over the optimum (A*'s, 10/14 costs) - median, mean and worst -
// before and after smoothing (path_smoothing.hpp; a smoothed path's cost
// is its Euclidean length times the straight cost, which can be below the
// grid optimum), and how long the first segment takes against a full A*.
// Then the budgets on AcrosstheCape's hardest 100 scenarios: the search RAM
// (cluster state + abstract state sized for this graph + the query's own
// arrays) and the first segment against A*'s time.
// Figures, not pass/fail; exits non-zero only when a hierarchical path is
// illegal, cheaper than the optimum, or missing where A* finds one.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include <fixpath/fixpath.hpp>
#include <fixpath_host/grid_file.hpp>
#include <fixpath_host/scenario_file.hpp>
#include <fixpath_host/statistics.hpp>

namespace {

using fixpath_host::mean;
using fixpath_host::percentile;

const std::string kDataDir = FIXPATH_MOVINGAI_DIR;
constexpr int32_t kCluster = 16;
constexpr uint32_t kMaxCells = 1024 * 1024;
using FullState = fixpath::DenseState<kMaxCells, uint32_t>;
using CellState = fixpath::DenseState<kCluster * kCluster, uint32_t, kCluster * kCluster>;
using NodeState = fixpath::GraphState<65535, uint32_t>;
using Search = fixpath::HierarchicalSearch<fixpath::ByteCostMap, CellState, NodeState, 4096, 64>;

double us_since(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
}


// The legality of a path, step by step (8 moves, no corner cutting), and its cost.
bool legal(const fixpath_host::GridFile& g, const std::vector<fixpath::Point>& p, uint32_t n, uint64_t& cost) {
    cost = 0;
    for (uint32_t i = 0; i < n; ++i) {
        if (!g.inside(p[i].x, p[i].y) || g.at(p[i].x, p[i].y) == 0) return false;
        if (i == 0) continue;
        const int dx = p[i].x - p[i - 1].x, dy = p[i].y - p[i - 1].y;
        if (dx < -1 || dx > 1 || dy < -1 || dy > 1 || (dx == 0 && dy == 0)) return false;
        if (dx != 0 && dy != 0 && (g.at(p[i - 1].x + dx, p[i - 1].y) == 0 || g.at(p[i - 1].x, p[i - 1].y + dy) == 0)) {
            return false;
        }
        cost += uint64_t{g.at(p[i].x, p[i].y)} * (dx != 0 && dy != 0 ? 14u : 10u);
    }
    return true;
}

struct Totals {
    std::vector<double> ratio, smoothed;
    int bad = 0;
};

struct Query {
    double astar_us = 0, first_us = 0, total_us = 0;
    double ratio = 0, smoothed = 0;
    uint32_t heap_high_water = 0;  // the abstract search's open list at its largest
    uint32_t route = 0;
    bool ok = false;
};

}  // namespace

int main() {
    const char* maps[] = {"arena", "den520d", "AR0011SR", "Berlin_0_512", "brc202d", "8room_000",
                          "random512-10-0", "random512-40-0", "maze512-1-0", "AcrosstheCape"};
    auto full_state = std::make_unique<FullState>();
    auto cell_state = std::make_unique<CellState>();
    auto node_state = std::make_unique<NodeState>();
    Totals all;
    bool any = false;
    std::printf("cluster %d; ratio = hierarchical cost / A* optimum (10/14 costs); 'smoothed' = string-pulled "
                "length x 10 / optimum\n",
                kCluster);
    std::printf("%-15s %6s %6s %8s %7s %6s | %7s %7s %7s | %7s %7s %7s | %9s %9s\n", "map", "nodes", "arcs", "bytes",
                "build", "scen", "median", "mean", "worst", "s.med", "s.mean", "s.worst", "first/A*", "total/A*");
    for (const char* name : maps) {
        fixpath_host::GridFile grid;
        std::vector<fixpath_host::Scenario> scen;
        std::string error;
        if (!fixpath_host::load_grid(kDataDir + "/" + name + ".map", grid, error) ||
            !fixpath_host::load_scenarios(kDataDir + "/" + name + ".map.scen", scen, error)) {
            std::printf("%s: skipped (%s)\n", name, error.c_str());
            continue;
        }
        any = true;
        const fixpath::ByteCostMap map = grid.view();
        const auto tb = std::chrono::steady_clock::now();
        std::vector<uint8_t> bytes(
            static_cast<size_t>(fixpath::hpa_build_capacity(grid.width, grid.height, kCluster)));
        fixpath::HpaBuilder<fixpath::ByteCostMap, CellState> builder(map, *cell_state, kCluster);
        const fixpath::HpaBuildResult built = builder.build(bytes.data(), bytes.size());
        const double build_ms = us_since(tb) / 1000.0;
        if (built.error != fixpath::HpaBuildError::None) {
            std::printf("%s: build failed (%s)\n", name, fixpath::hpa_build_error_name(built.error));
            all.bad++;
            continue;
        }
        bytes.resize(built.size);
        fixpath::HpaGraph graph;
        if (fixpath::validate_hpa_graph(bytes.data(), bytes.size(), map, &graph) != fixpath::HpaFormatError::None) {
            std::printf("%s: the built graph does not validate\n", name);
            all.bad++;
            continue;
        }
        auto search = std::make_unique<Search>(map, graph, *cell_state, *node_state);
        fixpath::GridSearch<fixpath::ByteCostMap, FullState> astar(map, *full_state);
        std::vector<fixpath::Point> path(static_cast<size_t>(grid.width) * static_cast<size_t>(grid.height));
        std::vector<fixpath::Point> smooth(path.size());
        std::vector<Query> queries;
        std::vector<double> ratio, smoothed, first_rel, total_rel;
        for (const auto& sc : scen) {
            Query q;
            auto t0 = std::chrono::steady_clock::now();
            fixpath::Status s = astar.begin(sc.start, sc.goal);
            if (s == fixpath::Status::InProgress) s = astar.run();
            q.astar_us = us_since(t0);
            t0 = std::chrono::steady_clock::now();
            fixpath::Status h = search->begin(sc.start, sc.goal);
            if (h == fixpath::Status::InProgress) h = search->run();
            if (h == fixpath::Status::Found) {
                const auto first = search->next_segment(path.data(), static_cast<uint32_t>(path.size()));
                q.first_us = us_since(t0);
                h = first.status;
            }
            if (s != fixpath::Status::Found) {
                if (h == fixpath::Status::Found) {
                    std::printf("%s line %d: hierarchical finds a path A* does not\n", name, sc.line);
                    all.bad++;
                }
                queries.push_back(q);
                continue;
            }
            if (h != fixpath::Status::Found) {
                std::printf("%s line %d: no hierarchical path (%s)\n", name, sc.line, fixpath::status_name(h));
                all.bad++;
                queries.push_back(q);
                continue;
            }
            const auto whole = search->path(path.data(), static_cast<uint32_t>(path.size()));
            q.total_us = us_since(t0);
            q.heap_high_water = search->abstract_stats().heap_high_water;
            q.route = search->route_length();
            uint64_t cost = 0;
            if (whole.status != fixpath::Status::Found || !legal(grid, path, whole.length, cost) ||
                cost != whole.cost || cost < astar.cost() || !(path[whole.length - 1] == sc.goal)) {
                std::printf("%s line %d: bad hierarchical path (%s, cost %llu, optimum %u)\n", name, sc.line,
                            fixpath::status_name(whole.status), static_cast<unsigned long long>(cost), astar.cost());
                all.bad++;
                queries.push_back(q);
                continue;
            }
            const uint32_t n = fixpath::smooth_path(map, path.data(), whole.length, smooth.data(),
                                                    static_cast<uint32_t>(smooth.size()));
            double length = 0;
            for (uint32_t i = 1; i < n; ++i) {
                length += std::hypot(double(smooth[i].x - smooth[i - 1].x), double(smooth[i].y - smooth[i - 1].y));
            }
            const double opt = astar.cost() == 0 ? 1.0 : double(astar.cost());
            q.ratio = astar.cost() == 0 ? 1.0 : double(cost) / opt;
            q.smoothed = astar.cost() == 0 ? 1.0 : 10.0 * length / opt;
            q.ok = true;
            ratio.push_back(q.ratio);
            smoothed.push_back(q.smoothed);
            all.ratio.push_back(q.ratio);
            all.smoothed.push_back(q.smoothed);
            first_rel.push_back(q.first_us / std::max(q.astar_us, 0.001));
            total_rel.push_back(q.total_us / std::max(q.astar_us, 0.001));
            queries.push_back(q);
        }
        std::printf("%-15s %6u %6u %8u %5.0fms %6zu | %7.4f %7.4f %7.4f | %7.4f %7.4f %7.4f | %9.3f %9.3f\n", name,
                    built.nodes, built.arcs, built.size, build_ms, ratio.size(), percentile(ratio, 0.5), mean(ratio),
                    percentile(ratio, 1.0), percentile(smoothed, 0.5), mean(smoothed), percentile(smoothed, 1.0),
                    percentile(first_rel, 0.5), percentile(total_rel, 0.5));
        if (std::string(name) == "AcrosstheCape") {
            // The hardest 100 by the scenario file's optimal length.
            std::vector<size_t> order(scen.size());
            for (size_t i = 0; i < order.size(); ++i) order[i] = i;
            std::stable_sort(order.begin(), order.end(),
                             [&](size_t a, size_t b) { return scen[a].optimal > scen[b].optimal; });
            order.resize(std::min<size_t>(100, order.size()));
            std::vector<double> rel, hard_ratio;
            uint32_t heap_needed = 0;
            uint32_t route_needed = 0;
            double first_sum = 0, astar_sum = 0;
            for (size_t i : order) {
                if (!queries[i].ok) continue;
                rel.push_back(queries[i].first_us / std::max(queries[i].astar_us, 0.001));
                hard_ratio.push_back(queries[i].ratio);
                heap_needed = std::max(heap_needed, queries[i].heap_high_water);
                route_needed = std::max(route_needed, queries[i].route);
                first_sum += queries[i].first_us;
                astar_sum += queries[i].astar_us;
            }
            // RAM: one cluster's state and distances, the abstract state for
            // this graph's nodes plus start and goal (GraphState: 8 bytes a
            // node, 12 a heap entry, with the heap these 100 queries needed),
            // the query's arcs and route, as a device would size them.
            const uint64_t cluster_ram = sizeof(CellState) + sizeof(uint32_t) * kCluster * kCluster;
            const uint64_t abstract_ram = 8ull * (built.nodes + 2) + 12ull * heap_needed;
            const uint64_t query_ram = sizeof(fixpath::detail::HpaQueryArcs<64>) + 2ull * route_needed;
            std::printf("AcrosstheCape hardest %zu: cost/optimum median %.4f worst %.4f; first segment %.0f us vs A* "
                        "%.0f us in total (%.3f; median per query %.3f, worst %.3f; budget <= 0.1)\n",
                        rel.size(), percentile(hard_ratio, 0.5), percentile(hard_ratio, 1.0), first_sum, astar_sum,
                        first_sum / std::max(astar_sum, 0.001), percentile(rel, 0.5), percentile(rel, 1.0));
            std::printf("AcrosstheCape search RAM: cluster %llu + abstract %llu (%u nodes + 2, heap of %u) + query %llu (route of %u) "
                        "= %llu bytes (budget 32768); A*'s dense state: %llu bytes\n",
                        static_cast<unsigned long long>(cluster_ram), static_cast<unsigned long long>(abstract_ram),
                        built.nodes, heap_needed, static_cast<unsigned long long>(query_ram), route_needed,
                        static_cast<unsigned long long>(cluster_ram + abstract_ram + query_ram),
                        static_cast<unsigned long long>(uint64_t{static_cast<uint32_t>(grid.width * grid.height)} * 6));
        }
    }
    if (!any) {
        std::printf("no Moving AI data in %s: hierarchical benchmark skipped (set FIXPATH_MOVINGAI_DIR)\n",
                    kDataDir.c_str());
        return 0;
    }
    std::printf("all maps: %zu paths, cost/optimum median %.4f mean %.4f worst %.4f; smoothed median %.4f mean %.4f "
                "worst %.4f (budget: mean <= 1.1)\n",
                all.ratio.size(), percentile(all.ratio, 0.5), mean(all.ratio), percentile(all.ratio, 1.0),
                percentile(all.smoothed, 0.5), mean(all.smoothed), percentile(all.smoothed, 1.0));
    if (all.bad != 0) {
        std::printf("FAILED: %d bad hierarchical answers\n", all.bad);
        return 1;
    }
    return 0;
}
