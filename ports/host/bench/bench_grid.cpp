// Grid search benchmarks (Google Benchmark). Prints, from the same run:
//   - a table of bytes of search state per cell (from sizeof) for each layout
//     and cost type;
//   - microseconds per query and expansions per second, dense and bounded,
//     on the hardest 100 scenarios of each Moving AI map (skipped with a
//     message when FIXPATH_MOVINGAI_DIR has no data);
//   - a one-step query on a 32x32 and a 1024x1024 map: starting a query is
//     O(1), so both should cost the same.
// Figures, not pass/fail: compare them across runs on the same machine.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <functional>
#include <queue>
#include <utility>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include <fixpath/fixpath.hpp>
#include <fixpath_host/grid_file.hpp>
#include <fixpath_host/scenario_file.hpp>

namespace {

const std::string kDataDir = FIXPATH_MOVINGAI_DIR;

constexpr uint32_t kMaxCells = 1024 * 1024;
using Dense = fixpath::DenseState<kMaxCells, uint32_t>;
using Bounded = fixpath::BoundedState<1u << 18, uint32_t>;

Dense& dense() {
    static auto* s = new Dense();  // allocated once at start-up, outside any measurement
    return *s;
}
Bounded& bounded() {
    static auto* s = new Bounded();
    return *s;
}
std::vector<fixpath::Point>& path_buffer() {
    static std::vector<fixpath::Point> p(kMaxCells);
    return p;
}

struct MapSet {
    std::string name;
    fixpath_host::GridFile map;
    std::vector<fixpath_host::Scenario> hardest;  // the 100 with the longest optimum
};

std::vector<MapSet>& map_sets() {
    static std::vector<MapSet> sets;
    return sets;
}

bool load_map_set(const std::string& name, MapSet& out) {
    std::vector<fixpath_host::Scenario> all;
    std::string error;
    if (!fixpath_host::load_scenarios(kDataDir + "/" + name + ".map.scen", all, error)) {
        return false;
    }
    std::stable_sort(all.begin(), all.end(), [](const auto& a, const auto& b) { return a.optimal > b.optimal; });
    all.resize(std::min<size_t>(all.size(), 100));
    out.name = name;
    out.hardest = all;
    return fixpath_host::load_grid(kDataDir + "/" + name + ".map", out.map, error);
}

template <typename State>
void bench_scenarios(benchmark::State& st, const MapSet* set, State* state) {
    const fixpath::ByteCostMap map = set->map.view();
    auto& path = path_buffer();
    uint64_t expanded = 0, queries = 0;
    size_t i = 0;
    for (auto _ : st) {
        const auto& s = set->hardest[i];
        i = (i + 1) % set->hardest.size();
        const auto r = fixpath::find_path(map, *state, s.start, s.goal, path.data(),
                                          static_cast<uint32_t>(path.size()));
        if (r.status != fixpath::Status::Found) {
            st.SkipWithError("a scenario was not solved");
            break;
        }
        benchmark::DoNotOptimize(r.cost);
        expanded += r.stats.expanded;
        ++queries;
    }
    st.counters["expansions_per_s"] = benchmark::Counter(static_cast<double>(expanded), benchmark::Counter::kIsRate);
    st.counters["expansions_per_query"] = static_cast<double>(expanded) / static_cast<double>(std::max<uint64_t>(queries, 1));
}

// One step: start next to the goal, on an open map of the given side.
template <int32_t Side>
void bench_one_step(benchmark::State& st) {
    static std::vector<uint8_t> cells(static_cast<size_t>(Side) * Side, 1);
    static fixpath::DenseState<static_cast<uint32_t>(Side) * Side, uint32_t>* state =
        new fixpath::DenseState<static_cast<uint32_t>(Side) * Side, uint32_t>();
    const fixpath::ByteCostMap map(cells.data(), Side, Side);
    fixpath::Point path[4];
    for (auto _ : st) {
        const auto r = fixpath::find_path(map, *state, fixpath::make_point(Side / 2, Side / 2),
                                          fixpath::make_point(Side / 2 + 1, Side / 2), path, 4);
        benchmark::DoNotOptimize(r.cost);
    }
}
// Flow fields on a real map (den520d, 256x257) toward four goals: a full
// field, and a one-cell edit (a cell blocked, then freed again) repaired
// versus recomputed.
struct FieldBench {
    using State = fixpath::DenseState<512 * 512, uint16_t>;
    using Field = fixpath::FlowField<fixpath::ByteCostMap, State>;
    fixpath_host::GridFile map;
    std::unique_ptr<State> state = std::make_unique<State>();
    std::vector<uint16_t> distances;
    std::vector<uint8_t> directions;
    std::vector<uint32_t> scratch = std::vector<uint32_t>(65536);
    std::vector<fixpath::Point> goals, edits;
    size_t reachable = 0;
    bool ok = false;

    FieldBench() {
        std::string error;
        if (!fixpath_host::load_grid(kDataDir + "/den520d.map", map, error)) return;
        distances.resize(map.costs.size());
        directions.resize(Field::direction_bytes(static_cast<uint32_t>(map.costs.size())));
        uint32_t seed = 1;
        auto next = [&seed]() { seed = seed * 1103515245u + 12345u; return seed >> 8; };
        while (goals.size() < 4 || edits.size() < 64) {
            const auto p = fixpath::make_point(static_cast<int32_t>(next() % 256), static_cast<int32_t>(next() % 257));
            if (map.at(p.x, p.y) == 0) continue;
            (goals.size() < 4 ? goals : edits).push_back(p);
        }
        Field f = field();
        f.begin(goals.data(), 4);
        f.run();
        for (uint16_t d : distances) reachable += d != Field::kUnreachable;
        ok = true;
    }
    Field field() {
        return Field(map.view(), *state, {0, 0, map.width, map.height}, distances.data(), directions.data(),
                     scratch.data(), static_cast<uint32_t>(scratch.size()));
    }
};
FieldBench& field_bench() {
    static FieldBench b;
    return b;
}

void bench_field_full(benchmark::State& st) {
    FieldBench& b = field_bench();
    if (!b.ok) {
        st.SkipWithError("Moving AI data not found");
        return;
    }
    auto f = b.field();
    for (auto _ : st) {
        f.begin(b.goals.data(), 4);
        f.run();
    }
    st.counters["cells"] = static_cast<double>(b.reachable);
    st.counters["ns_per_cell"] = benchmark::Counter(static_cast<double>(b.reachable) * 1e-9,
                                                    benchmark::Counter::kIsIterationInvariantRate |
                                                        benchmark::Counter::kInvert);
}
BENCHMARK(bench_field_full)->Name("flow_field/den520d/full_4_goals")->Unit(benchmark::kMicrosecond);

// Each iteration edits one cell (block it, or free it again) and brings the
// field up to date: by repair, or by recomputing everything.
void bench_field_edit(benchmark::State& st, bool repair) {
    FieldBench& b = field_bench();
    if (!b.ok) {
        st.SkipWithError("Moving AI data not found");
        return;
    }
    auto f = b.field();
    f.begin(b.goals.data(), 4);
    f.run();
    size_t i = 0;
    uint64_t invalidated = 0, edits = 0;
    for (auto _ : st) {
        const fixpath::Point p = b.edits[(i / 2) % b.edits.size()];
        uint8_t& cell = b.map.costs[static_cast<size_t>(p.y) * static_cast<size_t>(b.map.width) + static_cast<size_t>(p.x)];
        cell = cell == 0 ? 1 : 0;
        ++i;
        if (repair) {
            f.begin_repair(&p, 1);
            invalidated += f.repair_stats().invalidated;
        } else {
            f.begin(b.goals.data(), 4);
        }
        f.run();
        ++edits;
    }
    if (i % 2 == 1) {  // leave the map as it was
        const fixpath::Point p = b.edits[(i / 2) % b.edits.size()];
        uint8_t& cell = b.map.costs[static_cast<size_t>(p.y) * static_cast<size_t>(b.map.width) + static_cast<size_t>(p.x)];
        cell = cell == 0 ? 1 : 0;
    }
    if (repair) st.counters["cells_invalidated"] = static_cast<double>(invalidated) / static_cast<double>(edits);
}
BENCHMARK_CAPTURE(bench_field_edit, repair, true)->Name("flow_field/den520d/one_cell_edit/repair")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(bench_field_edit, recompute, false)->Name("flow_field/den520d/one_cell_edit/recompute")->Unit(benchmark::kMicrosecond);

BENCHMARK_TEMPLATE(bench_one_step, 32)->Name("one_step_query/map:32x32");
BENCHMARK_TEMPLATE(bench_one_step, 1024)->Name("one_step_query/map:1024x1024");

template <typename State>
void print_row(const char* layout, const char* cost, const char* size, double cells) {
    std::printf("  %-8s %-9s %-22s %10zu bytes  %6.2f bytes/cell\n", layout, cost, size, sizeof(State),
                static_cast<double>(sizeof(State)) / cells);
}

void print_memory_table() {
    std::printf("Bytes of search state (sizeof), default heap capacities:\n");
    print_row<fixpath::DenseState<64 * 64, uint16_t>>("dense", "uint16_t", "64x64", 64 * 64);
    print_row<fixpath::DenseState<64 * 64, uint32_t>>("dense", "uint32_t", "64x64", 64 * 64);
    print_row<fixpath::DenseState<512 * 512, uint16_t>>("dense", "uint16_t", "512x512", 512 * 512);
    print_row<fixpath::DenseState<512 * 512, uint32_t>>("dense", "uint32_t", "512x512", 512 * 512);
    print_row<fixpath::DenseState<1024 * 1024, uint16_t>>("dense", "uint16_t", "1024x1024", 1024 * 1024);
    print_row<fixpath::DenseState<1024 * 1024, uint32_t>>("dense", "uint32_t", "1024x1024", 1024 * 1024);
    print_row<fixpath::DenseState<64 * 64, uint16_t, 64 * 64>>("dense", "uint16_t", "64x64, full heap", 64 * 64);
    std::printf("  (per pool node, whatever the map size:)\n");
    print_row<fixpath::BoundedState<4096, uint16_t>>("bounded", "uint16_t", "4096 nodes", 4096);
    print_row<fixpath::BoundedState<4096, uint32_t>>("bounded", "uint32_t", "4096 nodes", 4096);
    print_row<fixpath::BoundedState<65536, uint32_t>>("bounded", "uint32_t", "65536 nodes", 65536);
    std::printf("  flow field, per cell: distances %zu bytes (uint16_t) + directions 3 bits = %.3f bytes, plus a search "
                "state shared with other searches\n\n", sizeof(uint16_t), sizeof(uint16_t) + 3.0 / 8.0);
}

}  // namespace

int main(int argc, char** argv) {
    print_memory_table();
    const char* names[] = {"arena", "den520d", "AR0011SR", "AcrosstheCape", "maze512-1-0", "8room_000",
                           "random512-40-0", "Berlin_0_512", "brc202d", "random512-10-0"};
    for (const char* n : names) {
        MapSet set;
        if (load_map_set(n, set)) {
            map_sets().push_back(std::move(set));
        }
    }
    if (map_sets().empty()) {
        std::printf("Moving AI data not found in %s: real-map benchmarks skipped "
                    "(set the CMake option FIXPATH_MOVINGAI_DIR)\n\n", kDataDir.c_str());
    }
    for (const MapSet& set : map_sets()) {
        // One iteration is one query: the Time column is the time per query.
        benchmark::RegisterBenchmark(("hardest100/" + set.name + "/dense").c_str(),
                                     [&set](benchmark::State& st) { bench_scenarios(st, &set, &dense()); })
            ->Unit(benchmark::kMicrosecond);
        benchmark::RegisterBenchmark(("hardest100/" + set.name + "/bounded").c_str(),
                                     [&set](benchmark::State& st) { bench_scenarios(st, &set, &bounded()); })
            ->Unit(benchmark::kMicrosecond);
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

// A tactics unit's movement range (movement_range.hpp) against a plain
// budgeted Dijkstra (std::priority_queue, std::vector distances over the
// whole map) on the same maps, same rules (4 moves, 1 point a step times
// the multiplier): a 15x10 screen with budget 8, and a 64x64 map with
// budget 24. Both give every cell's cost; the plain one allocates.
struct RangeMaps {
    std::vector<uint8_t> screen, big;
    RangeMaps() : screen(15 * 10), big(64 * 64) {
        uint32_t seed = 7;
        auto next = [&seed]() { seed = seed * 1103515245u + 12345u; return (seed >> 8) % 100; };
        for (auto& c : screen) c = static_cast<uint8_t>(next() < 12 ? 0 : (next() < 25 ? 2 + next() % 3 : 1));
        for (auto& c : big) c = static_cast<uint8_t>(next() < 15 ? 0 : (next() < 25 ? 2 + next() % 3 : 1));
        screen[5 * 15 + 7] = 1;
        big[32 * 64 + 32] = 1;
    }
};
const RangeMaps& range_maps() {
    static RangeMaps m;
    return m;
}

void bench_range_fixpath(benchmark::State& st, bool big) {
    const auto& m = range_maps();
    const int32_t w = big ? 64 : 15, h = big ? 64 : 10;
    const uint16_t budget = big ? 24 : 8;
    static fixpath::DenseState<64 * 64, uint16_t> state;
    const fixpath::ByteCostMap map(big ? m.big.data() : m.screen.data(), w, h);
    fixpath::SearchOptions<uint16_t> o;
    o.moves = fixpath::Moves::Four;
    o.costs = {1, 1};
    using Range = fixpath::MovementRange<fixpath::ByteCostMap, decltype(state)>;
    std::vector<uint16_t> costs(Range::cells_for(budget, o));
    Range range(map, state);
    const fixpath::Point unit = big ? fixpath::make_point(32, 32) : fixpath::make_point(7, 5);
    uint32_t cells = 0;
    for (auto _ : st) {
        range.begin(unit, budget, costs.data(), static_cast<uint32_t>(costs.size()), o);
        range.run();
        cells = range.stats().expanded;
    }
    st.counters["cells_in_range"] = cells;
}
void bench_range_plain(benchmark::State& st, bool big) {
    const auto& m = range_maps();
    const int32_t w = big ? 64 : 15, h = big ? 64 : 10;
    const uint32_t budget = big ? 24 : 8;
    const uint8_t* cells = big ? m.big.data() : m.screen.data();
    const int32_t ux = big ? 32 : 7, uy = big ? 32 : 5;
    uint32_t in_range = 0;
    for (auto _ : st) {
        std::vector<uint32_t> dist(static_cast<size_t>(w * h), UINT32_MAX);
        std::priority_queue<std::pair<uint32_t, int32_t>, std::vector<std::pair<uint32_t, int32_t>>, std::greater<>> open;
        dist[static_cast<size_t>(uy * w + ux)] = 0;
        open.push({0, uy * w + ux});
        in_range = 0;
        while (!open.empty()) {
            const auto [g, c] = open.top();
            open.pop();
            if (g != dist[static_cast<size_t>(c)]) continue;
            ++in_range;
            const int32_t x = c % w, y = c / w;
            const int32_t dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
            for (int k = 0; k < 4; ++k) {
                const int32_t nx = x + dx[k], ny = y + dy[k];
                if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
                const uint8_t mult = cells[ny * w + nx];
                if (mult == 0) continue;
                const uint32_t ng = g + mult;
                if (ng > budget || ng >= dist[static_cast<size_t>(ny * w + nx)]) continue;
                dist[static_cast<size_t>(ny * w + nx)] = ng;
                open.push({ng, ny * w + nx});
            }
        }
        benchmark::DoNotOptimize(dist.data());
    }
    st.counters["cells_in_range"] = in_range;
}
BENCHMARK_CAPTURE(bench_range_fixpath, screen, false)->Name("movement_range/15x10_budget8/fixpath");
BENCHMARK_CAPTURE(bench_range_plain, screen, false)->Name("movement_range/15x10_budget8/plain_dijkstra");
BENCHMARK_CAPTURE(bench_range_fixpath, big, true)->Name("movement_range/64x64_budget24/fixpath");
BENCHMARK_CAPTURE(bench_range_plain, big, true)->Name("movement_range/64x64_budget24/plain_dijkstra");
