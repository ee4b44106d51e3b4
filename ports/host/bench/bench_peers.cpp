// fixpath against the libraries people already use, side by side in one run:
//   - fixpath, dense layout, 10/14 integer costs, octile heuristic;
//   - libtcod's A* (Debian's libtcod-dev) with a cost callback that forbids
//     corner cutting, so that its rules match the benchmark's;
//   - Boost Graph's astar_search (libboost-graph-dev) on a CSR grid graph
//     with sqrt 2 diagonals;
//   - a plain A* with std::priority_queue and 10/14 integer costs, the
//     "textbook" baseline.
// On the hardest 100 scenarios (longest optimum) of each Moving AI map it
// checks every answer, and prints per map: median microseconds per query, the
// ratio to fixpath, correct answers, heap allocations per query (counted by
// an interposed allocator) and bytes of search state per cell. Figures, not
// pass/fail; the exit status is 1 only if fixpath itself gives a wrong answer.
//
//   fixpath_bench_peers [MOVINGAI_DIR] [--maps a,b,...] [--scenarios N]
#include <libtcod/path.h>

#include <algorithm>
#include <boost/graph/astar_search.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <queue>
#include <sstream>
#include <string>
#include <vector>

#include <fixpath/fixpath.hpp>
#include <fixpath_host/grid_file.hpp>
#include <fixpath_host/grid_solver.hpp>
#include <fixpath_host/scenario_check.hpp>
#include <fixpath_host/scenario_file.hpp>

#include <fixpath_host/counting_allocator.hpp>

namespace {

using fixpath::Point;
using fixpath_host::GridFile;
using fixpath_host::Scenario;

struct Answer {
    bool found = false;
    std::vector<Point> path;
};

// Every peer solves one scenario at a time into an Answer.
class Peer {
public:
    virtual ~Peer() = default;
    virtual const char* name() const = 0;
    virtual void prepare(const GridFile& map) = 0;  // untimed, per map
    virtual void solve(const Scenario& s, Answer& out) = 0;
    virtual double bytes_per_cell(const GridFile& map) const = 0;
};

bool passable(const GridFile& m, int x, int y) { return m.inside(x, y) && m.at(x, y) != 0; }

// A diagonal step is allowed only if both cells it squeezes past are open.
bool step_allowed(const GridFile& m, int x, int y, int dx, int dy) {
    if (!passable(m, x + dx, y + dy)) return false;
    return dx == 0 || dy == 0 || (passable(m, x + dx, y) && passable(m, x, y + dy));
}

// ---------------------------------------------------------------- fixpath
class FixpathPeer : public Peer {
public:
    const char* name() const override { return "fixpath (dense, 10/14)"; }
    void prepare(const GridFile& map) override {
        map_ = &map;
        path_.resize(map.costs.size());
        if (!state_) state_ = std::make_unique<State>();
    }
    void solve(const Scenario& s, Answer& out) override {
        const auto r = fixpath::find_path(map_->view(), *state_, s.start, s.goal, path_.data(),
                                          static_cast<uint32_t>(path_.size()));
        out.found = r.status == fixpath::Status::Found;
        out.path.assign(path_.begin(), path_.begin() + r.length);
    }
    double bytes_per_cell(const GridFile& map) const override {
        const size_t cells = map.costs.size();
        return static_cast<double>(fixpath_host::GridSolver::state_bytes(fixpath_host::Layout::Dense, cells, 0)) /
               static_cast<double>(cells);
    }

private:
    using State = fixpath::DenseState<1024 * 1024, uint32_t>;
    const GridFile* map_ = nullptr;
    std::unique_ptr<State> state_;
    std::vector<Point> path_;
};

// ------------------------------------------------- fixpath jump point search
// The same answers from jump point search (jump_point_search.hpp) over the
// map as bits and its transpose (built per map, untimed), 10/14 costs.
class JumpPointPeer : public Peer {
public:
    const char* name() const override { return tables_ ? "fixpath JPS+ (tables, 10/14)" : "fixpath JPS (bits, 10/14)"; }
    explicit JumpPointPeer(bool tables = false) : tables_(tables) {}
    void prepare(const GridFile& map) override {
        bits_ = fixpath_host::passability_bits(map);
        columns_ = fixpath_host::column_bits(bits_);
        table_.assign(fixpath::JumpTable::entries_for(map.width, map.height), 0);
        if (tables_) fixpath::build_jump_table(bits_.view(), table_.data(), static_cast<uint32_t>(table_.size()));
        path_.resize(map.costs.size());
        if (!state_) state_ = std::make_unique<State>();
        expanded_ = 0;
        units_ = 0;
        queries_ = 0;
    }
    void solve(const Scenario& s, Answer& out) override {
        if (tables_) {
            fixpath::TableJumpPointSearch<fixpath::BitMap, State> search(
                bits_.view(), *state_, fixpath::JumpTable(table_.data(), bits_.width, bits_.height));
            solve_with(search, s, out);
        } else {
            fixpath::JumpPointSearch<fixpath::BitMap, State> search(
                bits_.view(), *state_, columns_.view());
            solve_with(search, s, out);
        }
    }
    template <typename Search>
    void solve_with(Search& search, const Scenario& s, Answer& out) {
        fixpath::Status st = search.begin(s.start, s.goal);
        if (st == fixpath::Status::InProgress) st = search.run();
        const auto info = search.path(path_.data(), static_cast<uint32_t>(path_.size()));
        out.found = st == fixpath::Status::Found;
        out.path.assign(path_.begin(), path_.begin() + (out.found ? info.length : 0));
        expanded_ += search.stats().expanded;
        units_ += search.scan_units();
        ++queries_;
    }
    double bytes_per_cell(const GridFile& map) const override {
        // The state (only jump points enter it; sized here for any query on
        // the map) plus the map's bits and their transpose, or the table.
        (void)map;
        return static_cast<double>(sizeof(State)) / (1024.0 * 1024.0) + 1.0 / 8.0 + (tables_ ? 16.0 : 1.0 / 8.0);
    }
    double expanded_per_query() const { return queries_ ? static_cast<double>(expanded_) / static_cast<double>(queries_) : 0; }
    double units_per_query() const { return queries_ ? static_cast<double>(units_) / static_cast<double>(queries_) : 0; }

private:
    using State = fixpath::JumpPointState<fixpath::DenseState<1024 * 1024, uint32_t>>;
    fixpath_host::PassabilityBits bits_;
    fixpath_host::PassabilityBits columns_;  // the transpose
    std::vector<int16_t> table_;
    bool tables_ = false;
    std::unique_ptr<State> state_;
    std::vector<Point> path_;
    uint64_t expanded_ = 0;
    uint64_t units_ = 0;
    uint64_t queries_ = 0;
};

// ---------------------------------------------------------------- libtcod
class LibtcodPeer : public Peer {
public:
    ~LibtcodPeer() override { release(); }
    const char* name() const override { return "libtcod A* (no corner cutting)"; }
    void prepare(const GridFile& map) override {
        release();
        map_ = &map;
        const long long before = counting::bytes.load();
        path_ = TCOD_path_new_using_function(map.width, map.height, &LibtcodPeer::cost, this, std::sqrt(2.0f));
        state_bytes_ = static_cast<double>(counting::bytes.load() - before);
    }
    void solve(const Scenario& s, Answer& out) override {
        out.path.clear();
        out.found = TCOD_path_compute(path_, s.start.x, s.start.y, s.goal.x, s.goal.y);
        if (!out.found) return;
        out.path.push_back(s.start);
        const int n = TCOD_path_size(path_);
        for (int i = 0; i < n; ++i) {
            int x = 0, y = 0;
            TCOD_path_get(path_, i, &x, &y);
            out.path.push_back(fixpath::make_point(x, y));
        }
    }
    double bytes_per_cell(const GridFile& map) const override {
        return state_bytes_ / static_cast<double>(map.costs.size());
    }

private:
    static float cost(int xf, int yf, int xt, int yt, void* self) {
        const GridFile& m = *static_cast<LibtcodPeer*>(self)->map_;
        return step_allowed(m, xf, yf, xt - xf, yt - yf) ? 1.0f : 0.0f;
    }
    void release() {
        if (path_ != nullptr) TCOD_path_delete(path_);
        path_ = nullptr;
    }
    const GridFile* map_ = nullptr;
    TCOD_path_t path_ = nullptr;
    double state_bytes_ = 0;
};

// ---------------------------------------------------------------- Boost
class BoostPeer : public Peer {
public:
    const char* name() const override { return "Boost astar_search (CSR graph)"; }
    void prepare(const GridFile& map) override {
        map_ = &map;
        std::vector<std::pair<size_t, size_t>> edges;
        std::vector<EdgeWeight> weights;
        const size_t w = static_cast<size_t>(map.width);
        for (int y = 0; y < map.height; ++y) {
            for (int x = 0; x < map.width; ++x) {
                if (!passable(map, x, y)) continue;
                for (int d = 0; d < 8; ++d) {
                    const int dx = fixpath::kDirectionDx[d], dy = fixpath::kDirectionDy[d];
                    if (!step_allowed(map, x, y, dx, dy)) continue;
                    edges.emplace_back(static_cast<size_t>(y) * w + static_cast<size_t>(x),
                                       static_cast<size_t>(y + dy) * w + static_cast<size_t>(x + dx));
                    weights.push_back(EdgeWeight{dx != 0 && dy != 0 ? std::sqrt(2.0) : 1.0});
                }
            }
        }
        const long long graph_before = counting::bytes.load();
        graph_ = std::make_unique<Graph>(boost::edges_are_sorted, edges.begin(), edges.end(), weights.begin(),
                                         map.costs.size());
        const long long graph_bytes = counting::bytes.load() - graph_before;
        const size_t n = map.costs.size();
        predecessor_.assign(n, 0);
        distance_.assign(n, 0.0);
        rank_.assign(n, 0.0);
        color_.assign(n, boost::white_color);
        // The graph plus the four per-vertex property maps a query needs.
        state_bytes_ = static_cast<double>(graph_bytes) +
                       static_cast<double>(n * (sizeof(size_t) + 2 * sizeof(double) + sizeof(boost::default_color_type)));
    }
    void solve(const Scenario& s, Answer& out) override {
        out.path.clear();
        const size_t w = static_cast<size_t>(map_->width);
        const size_t start = static_cast<size_t>(s.start.y) * w + static_cast<size_t>(s.start.x);
        const size_t goal = static_cast<size_t>(s.goal.y) * w + static_cast<size_t>(s.goal.x);
        const auto octile = [gx = s.goal.x, gy = s.goal.y, w](size_t v) {
            const double dx = std::fabs(static_cast<double>(static_cast<int>(v % w) - gx));
            const double dy = std::fabs(static_cast<double>(static_cast<int>(v / w) - gy));
            return std::max(dx, dy) + (std::sqrt(2.0) - 1.0) * std::min(dx, dy);
        };
        try {
            boost::astar_search(
                *graph_, start, Heuristic(octile),
                boost::predecessor_map(boost::make_iterator_property_map(predecessor_.begin(), get(boost::vertex_index, *graph_)))
                    .distance_map(boost::make_iterator_property_map(distance_.begin(), get(boost::vertex_index, *graph_)))
                    .rank_map(boost::make_iterator_property_map(rank_.begin(), get(boost::vertex_index, *graph_)))
                    .color_map(boost::make_iterator_property_map(color_.begin(), get(boost::vertex_index, *graph_)))
                    .weight_map(get(&EdgeWeight::value, *graph_))
                    .visitor(GoalVisitor{goal}));
            out.found = false;
            return;
        } catch (const GoalFound&) {
        }
        out.found = true;
        for (size_t v = goal;; v = predecessor_[v]) {
            out.path.push_back(fixpath::make_point(static_cast<int32_t>(v % w), static_cast<int32_t>(v / w)));
            if (v == start) break;
        }
        std::reverse(out.path.begin(), out.path.end());
    }
    double bytes_per_cell(const GridFile& map) const override {
        return state_bytes_ / static_cast<double>(map.costs.size());
    }

private:
    struct EdgeWeight {
        double value;
    };
    using Graph = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, EdgeWeight>;
    using Vertex = boost::graph_traits<Graph>::vertex_descriptor;
    struct GoalFound {};
    struct GoalVisitor : boost::default_astar_visitor {
        size_t goal;
        explicit GoalVisitor(size_t g) : goal(g) {}
        void examine_vertex(Vertex v, const Graph&) const {
            if (v == goal) throw GoalFound();
        }
    };
    struct Heuristic : boost::astar_heuristic<Graph, double> {
        std::function<double(size_t)> f;
        explicit Heuristic(std::function<double(size_t)> fn) : f(std::move(fn)) {}
        double operator()(Vertex v) const { return f(v); }
    };
    const GridFile* map_ = nullptr;
    std::unique_ptr<Graph> graph_;
    std::vector<size_t> predecessor_;
    std::vector<double> distance_, rank_;
    std::vector<boost::default_color_type> color_;
    double state_bytes_ = 0;
};

// ---------------------------------------------------------------- plain A*
class PlainPeer : public Peer {
public:
    const char* name() const override { return "plain A* (priority_queue, 10/14)"; }
    void prepare(const GridFile& map) override { map_ = &map; }
    void solve(const Scenario& s, Answer& out) override {
        const GridFile& m = *map_;
        const size_t w = static_cast<size_t>(m.width), n = m.costs.size();
        // The textbook version: fresh arrays for every query.
        std::vector<uint32_t> g(n, UINT32_MAX);
        std::vector<uint32_t> parent(n, UINT32_MAX);
        std::vector<uint8_t> closed(n, 0);
        using Item = std::pair<uint32_t, uint32_t>;  // f, cell
        std::priority_queue<Item, std::vector<Item>, std::greater<Item>> open;
        const auto h = [&](int x, int y) {
            const uint32_t dx = static_cast<uint32_t>(std::abs(x - s.goal.x));
            const uint32_t dy = static_cast<uint32_t>(std::abs(y - s.goal.y));
            return 10 * std::max(dx, dy) + 4 * std::min(dx, dy);
        };
        const uint32_t start = static_cast<uint32_t>(static_cast<size_t>(s.start.y) * w + static_cast<size_t>(s.start.x));
        const uint32_t goal = static_cast<uint32_t>(static_cast<size_t>(s.goal.y) * w + static_cast<size_t>(s.goal.x));
        g[start] = 0;
        open.push({h(s.start.x, s.start.y), start});
        out.found = false;
        while (!open.empty()) {
            const uint32_t cell = open.top().second;
            open.pop();
            if (closed[cell]) continue;
            closed[cell] = 1;
            if (cell == goal) {
                out.found = true;
                break;
            }
            const int x = static_cast<int>(cell % w), y = static_cast<int>(cell / w);
            for (int d = 0; d < 8; ++d) {
                const int dx = fixpath::kDirectionDx[d], dy = fixpath::kDirectionDy[d];
                if (!step_allowed(m, x, y, dx, dy)) continue;
                const uint32_t next = static_cast<uint32_t>(static_cast<size_t>(y + dy) * w + static_cast<size_t>(x + dx));
                const uint32_t ng = g[cell] + (dx != 0 && dy != 0 ? 14u : 10u);
                if (ng < g[next]) {
                    g[next] = ng;
                    parent[next] = cell;
                    open.push({ng + h(x + dx, y + dy), next});
                }
            }
        }
        out.path.clear();
        if (!out.found) return;
        for (uint32_t v = goal;; v = parent[v]) {
            out.path.push_back(fixpath::make_point(static_cast<int32_t>(v % w), static_cast<int32_t>(v / w)));
            if (v == start) break;
        }
        std::reverse(out.path.begin(), out.path.end());
    }
    double bytes_per_cell(const GridFile&) const override {
        return 2 * sizeof(uint32_t) + 1;  // g, parent, closed; plus the queue
    }

private:
    const GridFile* map_ = nullptr;
};

// Right answer? fixpath and plain A* use 10/14 (the 1.0102 bound); libtcod
// (float) and Boost (double) use sqrt 2, so their length must be optimal.
bool correct(const Scenario& s, const Answer& a, bool exact_metric) {
    if (!a.found) return false;
    fixpath::StepCosts<uint32_t> costs = exact_metric ? fixpath::StepCosts<uint32_t>{10000, 14142}
                                                      : fixpath::StepCosts<uint32_t>{10, 14};
    const double length = fixpath_host::euclidean_length(a.path.data(), a.path.size());
    if (exact_metric) {
        // Joins start and goal and is as long as the optimum (float slack).
        return !a.path.empty() && a.path.front() == s.start && a.path.back() == s.goal &&
               std::fabs(length - s.optimal) <= std::max(1e-4 * s.optimal, s.optimal_tolerance);
    }
    return fixpath_host::check_scenario(s, fixpath::Status::Found, 0, a.path.data(), a.path.size(), costs).empty();
}

bool legal(const GridFile& m, const Answer& a) {
    for (size_t i = 1; i < a.path.size(); ++i) {
        const int dx = a.path[i].x - a.path[i - 1].x, dy = a.path[i].y - a.path[i - 1].y;
        if (std::abs(dx) > 1 || std::abs(dy) > 1 || (dx == 0 && dy == 0) ||
            !step_allowed(m, a.path[i - 1].x, a.path[i - 1].y, dx, dy)) {
            return false;
        }
    }
    return true;
}

struct Row {
    double median_us = 0;
    int correct = 0;
    int total = 0;
    double allocations = 0;
    double bytes_per_cell = 0;
};

}  // namespace

int main(int argc, char** argv) {
    std::string dir = FIXPATH_MOVINGAI_DIR;
    std::vector<std::string> maps = {"arena",       "den520d",        "brc202d",        "AR0011SR",      "AcrosstheCape",
                                     "8room_000",   "maze512-1-0",    "random512-10-0", "random512-40-0", "Berlin_0_512"};
    size_t count = 100;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--maps" && i + 1 < argc) {
            maps.clear();
            std::stringstream list(argv[++i]);
            for (std::string m; std::getline(list, m, ',');) maps.push_back(m);
        } else if (a == "--scenarios" && i + 1 < argc) {
            count = static_cast<size_t>(std::max(1, std::atoi(argv[++i])));
        } else if (a.rfind("--", 0) != 0) {
            dir = a;
        } else {
            std::fprintf(stderr, "usage: %s [MOVINGAI_DIR] [--maps a,b,...] [--scenarios N]\n", argv[0]);
            return 2;
        }
    }
    std::vector<std::unique_ptr<Peer>> peers;
    peers.emplace_back(new FixpathPeer);
    peers.emplace_back(new LibtcodPeer);
    peers.emplace_back(new BoostPeer);
    peers.emplace_back(new PlainPeer);
    auto* jps = new JumpPointPeer;
    peers.emplace_back(jps);
    auto* jps_plus = new JumpPointPeer(true);
    peers.emplace_back(jps_plus);

    int fixpath_wrong = 0, loaded = 0;
    double most_tcod = 0, most_boost = 0, most_plain = 0;  // the largest ratios over the maps
    for (const std::string& name : maps) {
        GridFile map;
        std::vector<Scenario> scen;
        std::string error;
        if (!fixpath_host::load_scenarios(dir + "/" + name + ".map.scen", scen, error) ||
            !fixpath_host::load_grid(dir + "/" + name + ".map", map, error)) {
            std::printf("%s: skipped (%s)\n", name.c_str(), error.c_str());
            continue;
        }
        ++loaded;
        std::stable_sort(scen.begin(), scen.end(), [](const Scenario& a, const Scenario& b) { return a.optimal > b.optimal; });
        scen.resize(std::min(scen.size(), count));
        std::printf("\n%s (%dx%d), hardest %zu scenarios (optimal %.1f to %.1f)\n", name.c_str(), map.width,
                    map.height, scen.size(), scen.back().optimal, scen.front().optimal);
        std::printf("  %-34s %12s %8s %9s %14s %11s\n", "library", "median_us", "ratio", "correct", "allocs/query",
                    "bytes/cell");
        std::vector<Row> rows;
        for (size_t p = 0; p < peers.size(); ++p) {
            Peer& peer = *peers[p];
            peer.prepare(map);
            Answer answer;
            answer.path.reserve(map.costs.size());  // the harness's buffer never grows while timed
            peer.solve(scen.front(), answer);       // warm-up, untimed
            Row row;
            std::vector<double> times;
            long long allocations = 0;
            for (const Scenario& s : scen) {
                const long long before = counting::calls.load();
                const auto t0 = std::chrono::steady_clock::now();
                peer.solve(s, answer);
                const auto t1 = std::chrono::steady_clock::now();
                allocations += counting::calls.load() - before;
                times.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
                const bool ok = legal(map, answer) && correct(s, answer, p == 1 || p == 2);
                row.correct += ok;
                if (!ok && (p == 0 || p >= 4)) ++fixpath_wrong;
                ++row.total;
            }
            std::sort(times.begin(), times.end());
            row.median_us = times[times.size() / 2];
            row.allocations = static_cast<double>(allocations) / static_cast<double>(scen.size());
            row.bytes_per_cell = peer.bytes_per_cell(map);
            rows.push_back(row);
            std::printf("  %-34s %12.1f %8.2f %5d/%-3d %14.2f %11.2f\n", peer.name(), row.median_us,
                        row.median_us / rows[0].median_us, row.correct, row.total, row.allocations, row.bytes_per_cell);
        }
        const double jps_speedup = rows[0].median_us / rows[4].median_us;
        // (Against Warthog, measured in the same run: `fixpath bench --warthog PATH`, docs/jump-points.md.)
        std::printf("  jump point search: %.1f jump points and %.0f scan units a query; %.1fx fixpath A*'s speed\n",
                    jps->expanded_per_query(), jps->units_per_query(), jps_speedup);
        std::printf("  JPS+ from tables: %.1f jump points a query; %.1fx fixpath A*'s speed\n",
                    jps_plus->expanded_per_query(), rows[0].median_us / rows[5].median_us);
        const double vs_tcod = rows[0].median_us / rows[1].median_us;
        const double vs_boost = rows[0].median_us / rows[2].median_us;
        const double vs_plain = rows[0].median_us / rows[3].median_us;
        most_tcod = std::max(most_tcod, vs_tcod);
        most_boost = std::max(most_boost, vs_boost);
        most_plain = std::max(most_plain, vs_plain);
        std::printf("  budgets: fixpath/libtcod %.2fx (budget 0.5), fixpath/Boost %.2fx (budget 0.5), fixpath/plain "
                    "%.2fx (budget 0.5), allocations/query %.2f (budget 0), bytes/cell %.1f against libtcod %.1f and "
                    "Boost %.1f (budget: the fewest)\n",
                    vs_tcod, vs_boost, vs_plain, rows[0].allocations, rows[0].bytes_per_cell, rows[1].bytes_per_cell,
                    rows[2].bytes_per_cell);
    }
    if (loaded == 0) {
        std::printf("Moving AI data not found in %s: peer benchmark skipped\n", dir.c_str());
        return 0;
    }
    std::printf("\nthe largest ratios over every map: fixpath/libtcod %.2fx, fixpath/Boost %.2fx, fixpath/plain %.2fx "
                "(budget 0.5 each)\n",
                most_tcod, most_boost, most_plain);
    return fixpath_wrong == 0 ? 0 : 1;
}
