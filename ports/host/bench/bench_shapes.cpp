// Big units and hex maps against fixpath's own square-grid A*, on the same
// Moving AI maps in the same run. Plain timing
// (steady_clock, median of the per-query times), no third-party library.
//
// For every map, the hardest 100 scenarios whose start and goal a 2x2 unit
// can stand on (clearance >= 2 at both: the unit's top-left cell), each
// solved by:
//   - square A*, 1x1 unit (the reference; 8 moves, corners never);
//   - a 2x2 unit three ways: UnitSizeMap over the clearance (a byte a cell,
//     any unit size), UnitSizeMap scanning its footprint (no bytes), and a
//     unit cost map (compute_unit_costs: a byte a cell for this size, searched
//     as a plain map);
//   - the map read as pointy-topped hexes, odd rows shoved (the same cells,
//     6 neighbours, step 10, hex distance);
//   - the grid with links (LinkedGridSearch): none (what the front end
//     costs over GridSearch), and 8 two-way links between random cells
//     (fixed seed) at cost 50 (the estimate then takes the minimum over
//     the links).
// Figures, not pass/fail; exits non-zero only when the three 2x2 forms
// disagree (they must give the same cost and expansions), or when the
// linked search without links differs from A*'s cost, or finds a dearer
// path with them.
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

namespace {

const std::string kDataDir = FIXPATH_MOVINGAI_DIR;
constexpr uint32_t kMaxCells = 1024 * 1024;
using State = fixpath::DenseState<kMaxCells, uint32_t>;

struct Timing {
    std::vector<double> us;
    uint64_t expanded = 0;
    uint32_t found = 0;
    double median() {
        if (us.empty()) return 0.0;
        std::sort(us.begin(), us.end());
        return us[us.size() / 2];
    }
};

template <typename Query>
auto timed(Timing& t, Query&& query) {
    const auto t0 = std::chrono::steady_clock::now();
    const auto r = query();
    const auto t1 = std::chrono::steady_clock::now();
    t.us.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
    t.expanded += r.stats.expanded;
    t.found += r.status == fixpath::Status::Found ? 1u : 0u;
    return r;
}

bool bench_map(const std::string& name, State& state, bool& agreed) {
    fixpath_host::GridFile grid;
    std::vector<fixpath_host::Scenario> all;
    std::string error;
    if (!fixpath_host::load_grid(kDataDir + "/" + name + ".map", grid, error) ||
        !fixpath_host::load_scenarios(kDataDir + "/" + name + ".map.scen", all, error)) {
        std::printf("%s: skipped (%s)\n", name.c_str(), error.c_str());
        return false;
    }
    const fixpath::ByteCostMap map = grid.view();
    const uint32_t cells = static_cast<uint32_t>(grid.width) * static_cast<uint32_t>(grid.height);
    std::vector<uint8_t> clearance(cells), unit_costs(cells);
    fixpath::compute_clearance(map, clearance.data(), cells);
    fixpath::compute_unit_costs(map, 2, unit_costs.data(), cells);
    auto fits = [&](fixpath::Point p) {
        return clearance[static_cast<size_t>(p.y) * static_cast<size_t>(grid.width) + static_cast<size_t>(p.x)] >= 2;
    };
    std::stable_sort(all.begin(), all.end(), [](const auto& a, const auto& b) { return a.optimal > b.optimal; });
    std::vector<fixpath_host::Scenario> chosen;
    for (const auto& s : all) {
        if (chosen.size() < 100 && fits(s.start) && fits(s.goal)) chosen.push_back(s);
    }
    std::vector<fixpath::Point> path(cells);
    std::vector<fixpath::Hex> hexes(cells);
    const auto cap = static_cast<uint32_t>(path.size());
    const fixpath::UnitSizeMap<fixpath::ByteCostMap> with_clearance(map, clearance.data(), 2);
    const fixpath::UnitSizeMap<fixpath::ByteCostMap> scanned(map, nullptr, 2);
    const fixpath::ByteCostMap cost_map(unit_costs.data(), grid.width, grid.height);
    const fixpath::HexLayout layout = fixpath::HexLayout::PointyOddRows;
    Timing square, big_clearance, big_scanned, big_costmap, hex, no_links, eight_links;
    std::vector<fixpath::GridLink> links;
    std::mt19937 rng(15);
    while (links.size() < 8) {
        const fixpath::Point a = fixpath::make_point(static_cast<int32_t>(rng() % static_cast<uint32_t>(grid.width)),
                                                     static_cast<int32_t>(rng() % static_cast<uint32_t>(grid.height)));
        const fixpath::Point b = fixpath::make_point(static_cast<int32_t>(rng() % static_cast<uint32_t>(grid.width)),
                                                     static_cast<int32_t>(rng() % static_cast<uint32_t>(grid.height)));
        if (map.cost(a.x, a.y) != 0 && map.cost(b.x, b.y) != 0) links.push_back({a, b, 50, fixpath::LinkWay::Both});
    }
    uint32_t hex_square_both = 0;
    uint64_t hex_cost_sum = 0, square_cost_sum = 0;
    for (const auto& s : chosen) {
        const auto a = timed(square, [&] { return fixpath::find_path(map, state, s.start, s.goal, path.data(), cap); });
        const auto b = timed(big_clearance,
                             [&] { return fixpath::find_path(with_clearance, state, s.start, s.goal, path.data(), cap); });
        const auto c = timed(big_scanned, [&] { return fixpath::find_path(scanned, state, s.start, s.goal, path.data(), cap); });
        const auto d = timed(big_costmap, [&] { return fixpath::find_path(cost_map, state, s.start, s.goal, path.data(), cap); });
        if (b.status != c.status || b.status != d.status || b.cost != c.cost || b.cost != d.cost ||
            b.stats.expanded != c.stats.expanded || b.stats.expanded != d.stats.expanded) {
            std::printf("%s line %d: the 2x2 forms disagree (costs %lu %lu %lu)\n", name.c_str(), s.line,
                        static_cast<unsigned long>(b.cost), static_cast<unsigned long>(c.cost),
                        static_cast<unsigned long>(d.cost));
            agreed = false;
        }
        const auto h = timed(hex, [&] {
            return fixpath::find_hex_path(map, state, layout, fixpath::hex_from_offset(s.start, layout),
                                          fixpath::hex_from_offset(s.goal, layout), hexes.data(), cap);
        });
        const auto l0 = timed(no_links, [&] {
            return fixpath::find_linked_path(map, state, s.start, s.goal, links.data(), 0, path.data(), cap);
        });
        const auto l8 = timed(eight_links, [&] {
            return fixpath::find_linked_path(map, state, s.start, s.goal, links.data(), 8, path.data(), cap);
        });
        if (l0.status != a.status || l0.cost != a.cost || l8.status != fixpath::Status::Found || l8.cost > a.cost) {
            std::printf("%s line %d: the linked search disagrees (A* %lu, no links %lu, 8 links %lu)\n", name.c_str(),
                        s.line, static_cast<unsigned long>(a.cost), static_cast<unsigned long>(l0.cost),
                        static_cast<unsigned long>(l8.cost));
            agreed = false;
        }
        if (h.status == fixpath::Status::Found && a.status == fixpath::Status::Found) {
            ++hex_square_both;
            hex_cost_sum += h.cost;
            square_cost_sum += a.cost;
        }
    }
    const double base = square.median();
    std::printf("\n%s (%dx%d), the hardest %zu scenarios a 2x2 unit can stand on\n", name.c_str(), grid.width,
                grid.height, chosen.size());
    std::printf("  %-40s %10s %8s %8s %12s\n", "search", "median_us", "ratio", "found", "expanded/q");
    auto row = [&](const char* label, Timing& t) {
        const double m = t.median();
        std::printf("  %-40s %10.1f %8.2f %4u/%-3zu %12.1f\n", label, m, base > 0 ? m / base : 0.0, t.found, chosen.size(),
                    chosen.empty() ? 0.0 : static_cast<double>(t.expanded) / static_cast<double>(chosen.size()));
    };
    row("square A*, 1x1 unit (reference)", square);
    row("2x2 unit, clearance (1 B/cell, any size)", big_clearance);
    row("2x2 unit, footprint scanned (0 B/cell)", big_scanned);
    row("2x2 unit, unit cost map (1 B/cell/size)", big_costmap);
    row("hex, pointy odd rows, step 10", hex);
    row("grid with links: none (the front end)", no_links);
    row("grid with 8 two-way links, cost 50", eight_links);
    if (hex_square_both > 0) {
        std::printf("  hex path cost / square path cost (both found, %u): %.3f\n", hex_square_both,
                    static_cast<double>(hex_cost_sum) / static_cast<double>(square_cost_sum));
    }
    return true;
}

}  // namespace

int main() {
    std::printf("big units, hex maps and links against fixpath's square-grid A* (same binary, same scenarios; median us a query)\n");
    auto state = std::make_unique<State>();
    bool agreed = true;
    bool any = false;
    for (const char* name : {"arena", "den520d", "Berlin_0_512", "AR0011SR"}) {
        any = bench_map(name, *state, agreed) || any;
    }
    if (!any) {
        std::printf("no Moving AI data in %s: skipped\n", kDataDir.c_str());
    }
    return agreed ? 0 : 1;
}
