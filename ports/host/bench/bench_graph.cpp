// fixpath's waypoint-graph search against Boost Graph, side by side in one
// run, on random geometric graphs of 1,000 and 10,000 nodes (nodes scattered
// in a square, an edge between nodes closer than a radius giving 8
// neighbours on average, weight = length rounded up):
//   - point to point, Dijkstra: fixpath GraphSearch vs
//     boost::dijkstra_shortest_paths stopped at the goal by its visitor;
//   - point to point, A*: fixpath (the graph's exact integer scale) vs
//     boost::astar_search with the same integer heuristic, also stopped at the goal;
//   - one to all (a shortest-path tree): fixpath begin_tree vs a full
//     boost::dijkstra_shortest_paths;
//   - route tables: building one (N trees) and following a route, per hop,
//     against searching the same route.
// Boost runs on a compressed_sparse_row_graph with its property maps
// allocated once (it still initialises them every query, as it must).
// Every answer's cost is checked against the other library. Prints median
// microseconds per query, the ratio to fixpath, heap allocations per query
// (counted by an interposed allocator) and bytes of search state per node.
// Figures, not pass/fail; the exit status is 1 only if the two disagree.
//
//   fixpath_bench_graph [--queries N]
#include <algorithm>
#include <boost/graph/astar_search.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <fixpath/fixpath.hpp>
#include <fixpath_host/random_graph.hpp>

#include <fixpath_host/counting_allocator.hpp>

namespace {

using Clock = std::chrono::steady_clock;
using fixpath_host::HostGraph;

constexpr uint32_t kMaxNodes = 10000;
using State = fixpath::GraphState<kMaxNodes, uint32_t>;
using State16 = fixpath::GraphState<kMaxNodes, uint16_t>;

struct Query {
    uint32_t from;
    uint32_t to;
};

struct Result {
    uint64_t cost;  // ~0 when unreachable
};

constexpr uint64_t kNone = ~uint64_t{0};

// ---------------------------------------------------------------- Boost
struct Arc {
    uint32_t weight;
};
using BoostGraph = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, Arc>;
struct GoalFound {};
struct DijkstraGoal : boost::default_dijkstra_visitor {
    size_t goal;
    explicit DijkstraGoal(size_t g) : goal(g) {}
    template <typename G>
    void examine_vertex(size_t v, const G&) const {
        if (v == goal) throw GoalFound{};
    }
};
struct AStarGoal : boost::default_astar_visitor {
    size_t goal;
    explicit AStarGoal(size_t g) : goal(g) {}
    template <typename G>
    void examine_vertex(size_t v, const G&) const {
        if (v == goal) throw GoalFound{};
    }
};
// The same exact integer estimate fixpath uses, so both expand alike.
struct ScaleHeuristic : boost::astar_heuristic<BoostGraph, uint32_t> {
    const HostGraph* graph;
    fixpath::NodePosition goal;
    ScaleHeuristic(const HostGraph* g, fixpath::NodePosition p) : graph(g), goal(p) {}
    uint32_t operator()(size_t v) const {
        return graph->scale.estimate(fixpath::squared_distance(graph->positions[v], goal));
    }
};

class BoostRunner {
    // (Defined before use: their types are deduced.)
    std::unique_ptr<BoostGraph> graph_;
    std::vector<size_t> predecessor_;
    std::vector<uint32_t> distance_;
    std::vector<uint32_t> rank_;
    std::vector<boost::default_color_type> color_;
    static constexpr uint32_t kInf = 0xFFFFFFFFu;
    template <typename V>
    auto map(V& v) {
        return boost::make_iterator_property_map(v.begin(), get(boost::vertex_index, *graph_));
    }
    auto params() {
        return boost::predecessor_map(map(predecessor_))
            .distance_map(map(distance_))
            .color_map(map(color_))
            .weight_map(get(&Arc::weight, *graph_))
            .distance_inf(kInf)
            .distance_zero(uint32_t{0});
    }

public:
    explicit BoostRunner(const HostGraph& g) : host_(&g) {  // host_ is declared last: set here, used later
        std::vector<std::pair<size_t, size_t>> edges;
        std::vector<Arc> weights;
        for (uint32_t v = 0; v < g.node_count(); ++v) {
            for (uint32_t i = g.first_edge[v]; i < g.first_edge[v + 1]; ++i) {
                edges.emplace_back(v, g.edges[i].to);
                weights.push_back(Arc{g.edges[i].weight});
            }
        }
        graph_ = std::make_unique<BoostGraph>(boost::edges_are_sorted, edges.begin(), edges.end(), weights.begin(),
                                              g.node_count());
        const size_t n = g.node_count();
        predecessor_.assign(n, 0);
        distance_.assign(n, 0);
        rank_.assign(n, 0);
        color_.assign(n, boost::white_color);
    }
    // Per-vertex maps a query uses (the heap Boost allocates inside is
    // counted separately, as allocations).
    static double map_bytes_per_node(bool astar) {
        return static_cast<double>(sizeof(size_t) + sizeof(uint32_t) + sizeof(boost::default_color_type) +
                                   (astar ? sizeof(uint32_t) : 0));
    }

    Result dijkstra(uint32_t from, uint32_t to) {
        try {
            boost::dijkstra_shortest_paths(*graph_, from, params().visitor(DijkstraGoal(to)));
        } catch (const GoalFound&) {
        }
        return Result{distance_[to] == kInf ? kNone : distance_[to]};
    }
    Result astar(uint32_t from, uint32_t to) {
        try {
            boost::astar_search(*graph_, from, ScaleHeuristic(host_, host_->positions[to]),
                                params().rank_map(map(rank_)).visitor(AStarGoal(to)));
        } catch (const GoalFound&) {
            return Result{distance_[to]};
        }
        return Result{kNone};
    }
    Result tree(uint32_t from, uint32_t to) {
        boost::dijkstra_shortest_paths(*graph_, from, params());
        return Result{distance_[to] == kInf ? kNone : distance_[to]};
    }

private:
    const HostGraph* host_;
};

// ---------------------------------------------------------------- fixpath
class FixpathRunner {
public:
    FixpathRunner(const HostGraph& g, State& state) : graph_(g.view()), state_(&state), path_(g.node_count() + 1) {}
    Result search(uint32_t from, uint32_t to, fixpath::GraphAlgorithm algo) {
        fixpath::GraphOptions options;
        options.algorithm = algo;
        const auto r = fixpath::find_route(graph_, *state_, from, to, path_.data(), static_cast<uint32_t>(path_.size()), options);
        expanded_ += r.stats.expanded;
        return Result{r.status == fixpath::Status::Found ? r.cost : kNone};
    }
    Result tree(uint32_t from, uint32_t to) {
        fixpath::GraphSearch<fixpath::GraphView, State> s(graph_, *state_);
        s.begin_tree(from);
        s.run();
        const auto info = s.path_to(to, path_.data(), static_cast<uint32_t>(path_.size()));
        return Result{info.status == fixpath::Status::Found ? info.cost : kNone};
    }
    uint64_t expanded() const { return expanded_; }

private:
    fixpath::GraphView graph_;
    State* state_;
    std::vector<fixpath::NodeId> path_;
    uint64_t expanded_ = 0;
};

struct Timing {
    double median_us = 0;
    double allocations = 0;
    std::vector<Result> answers;
};

// Runs `solve` on every query, three rounds; keeps the round with the
// smallest median (the machine is shared: noise only ever adds time).
Timing measure(const std::vector<Query>& queries, const std::function<Result(const Query&)>& solve) {
    Timing best;
    for (int round = 0; round < 3; ++round) {
        std::vector<double> us;
        std::vector<Result> answers;
        answers.reserve(queries.size());
        us.reserve(queries.size());
        const long long calls_before = counting::calls.load();  // the vectors above are reserved: no growth
        for (const Query& q : queries) {
            const auto t0 = Clock::now();
            const Result r = solve(q);
            const auto t1 = Clock::now();
            answers.push_back(r);
            us.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
        }
        const double allocations =
            static_cast<double>(counting::calls.load() - calls_before) / static_cast<double>(queries.size());
        std::nth_element(us.begin(), us.begin() + static_cast<long>(us.size() / 2), us.end());
        const double median = us[us.size() / 2];
        if (round == 0 || median < best.median_us) {
            best.median_us = median;
            best.allocations = allocations;
            best.answers = std::move(answers);
        }
    }
    return best;
}

int compare(const char* what, const Timing& ours, const Timing& theirs) {
    int wrong = 0;
    for (size_t i = 0; i < ours.answers.size(); ++i) {
        wrong += ours.answers[i].cost != theirs.answers[i].cost;
    }
    if (wrong != 0) {
        std::printf("  %s: %d answers differ from Boost's\n", what, wrong);
    }
    return wrong;
}

}  // namespace

int main(int argc, char** argv) {
    uint32_t query_count = 300;
    for (int i = 1; i + 1 < argc; ++i) {
        if (std::strcmp(argv[i], "--queries") == 0) query_count = static_cast<uint32_t>(std::stoul(argv[i + 1]));
    }
    auto state = std::make_unique<State>();
    std::printf("fixpath graph search against Boost Graph %d.%d (same binary, same queries; median microseconds a query)\n",
                BOOST_VERSION / 100000, BOOST_VERSION / 100 % 1000);
    std::printf("search state per node (sizeof / nodes): fixpath GraphState<10000> %.1f B with 32-bit costs, %.1f B "
                "with 16-bit; Boost's per-vertex maps %.0f B (Dijkstra) / %.0f B (A*) plus the heap it allocates per query\n",
                static_cast<double>(sizeof(State)) / kMaxNodes, static_cast<double>(sizeof(State16)) / kMaxNodes,
                BoostRunner::map_bytes_per_node(false), BoostRunner::map_bytes_per_node(true));
    int wrong = 0;
    for (uint32_t nodes : {1000u, 10000u}) {
        fixpath_host::RandomGraphSpec spec;
        spec.nodes = nodes;
        spec.mean_degree = 8.0;
        spec.side = 4096;
        spec.seed = nodes;
        const HostGraph g = fixpath_host::random_geometric_graph(spec);
        std::mt19937 rng(nodes + 1);
        std::vector<Query> queries;
        for (uint32_t i = 0; i < query_count; ++i) {
            queries.push_back(Query{static_cast<uint32_t>(rng() % nodes), static_cast<uint32_t>(rng() % nodes)});
        }
        BoostRunner boost_runner(g);
        FixpathRunner ours(g, *state);
        std::printf("\n%u nodes, %zu arcs, %zu queries (random pairs)\n", nodes, g.edges.size(), queries.size());
        std::printf("  %-34s %10s %8s %12s\n", "", "median_us", "ratio", "allocs/query");
        struct Pair {
            const char* what;
            std::function<Result(const Query&)> fixpath_solve;
            std::function<Result(const Query&)> boost_solve;
        };
        const Pair pairs[] = {
            {"Dijkstra, point to point",
             [&](const Query& q) { return ours.search(q.from, q.to, fixpath::GraphAlgorithm::Dijkstra); },
             [&](const Query& q) { return boost_runner.dijkstra(q.from, q.to); }},
            {"A*, point to point", [&](const Query& q) { return ours.search(q.from, q.to, fixpath::GraphAlgorithm::AStar); },
             [&](const Query& q) { return boost_runner.astar(q.from, q.to); }},
            {"one to all (shortest-path tree)", [&](const Query& q) { return ours.tree(q.from, q.to); },
             [&](const Query& q) { return boost_runner.tree(q.from, q.to); }},
        };
        for (const Pair& p : pairs) {
            const Timing f = measure(queries, p.fixpath_solve);
            const Timing b = measure(queries, p.boost_solve);
            wrong += compare(p.what, f, b);
            std::printf("  %-34s\n", p.what);
            std::printf("    %-32s %10.2f %8.2f %12.1f\n", "fixpath", f.median_us, 1.0, f.allocations);
            std::printf("    %-32s %10.2f %8.2f %12.1f\n", "Boost", b.median_us, b.median_us / f.median_us, b.allocations);
        }
    }
    // Route tables: a 255-node graph (1-byte entries) and a 1,000-node one (2-byte).
    std::printf("\nroute tables (next hop per pair; following a route is a lookup per hop)\n");
    for (uint32_t nodes : {255u, 1000u}) {
        fixpath_host::RandomGraphSpec spec;
        spec.nodes = nodes;
        spec.mean_degree = 8.0;
        spec.side = 2048;
        spec.seed = 77 + nodes;
        const HostGraph g = fixpath_host::random_geometric_graph(spec);
        std::vector<uint16_t> table(static_cast<size_t>(nodes) * nodes);
        const auto t0 = Clock::now();
        const fixpath::Status built = fixpath::build_route_table(g.view(), *state, table.data(), static_cast<uint32_t>(table.size()));
        const double build_ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
        if (built != fixpath::Status::Complete) {
            std::printf("  %u nodes: table not built (%s)\n", nodes, fixpath::status_name(built));
            wrong += 1;
            continue;
        }
        const fixpath::RouteTable<uint16_t> routes(table.data(), nodes);
        std::mt19937 rng(nodes);
        std::vector<Query> queries;
        for (int i = 0; i < 20000; ++i) queries.push_back(Query{static_cast<uint32_t>(rng() % nodes), static_cast<uint32_t>(rng() % nodes)});
        std::vector<fixpath::NodeId> path(nodes + 1);
        uint64_t hops = 0;
        double best_ns_per_hop = 0;
        for (int round = 0; round < 3; ++round) {
            hops = 0;
            const auto a = Clock::now();
            for (const Query& q : queries) {
                const fixpath::RouteFollow f = routes.follow(q.from, q.to, path.data(), nodes + 1);
                hops += f.length > 0 ? f.length - 1 : 0;
            }
            const double ns = std::chrono::duration<double, std::nano>(Clock::now() - a).count() / static_cast<double>(hops);
            best_ns_per_hop = round == 0 ? ns : std::min(best_ns_per_hop, ns);
        }
        FixpathRunner ours(g, *state);
        const std::vector<Query> some(queries.begin(), queries.begin() + 300);
        const Timing search = measure(some, [&](const Query& q) { return ours.search(q.from, q.to, fixpath::GraphAlgorithm::AStar); });
        const double mean_hops = static_cast<double>(hops) / static_cast<double>(queries.size());
        std::printf("  %u nodes: table %zu bytes with %s entries (whole paths at the seed's 16 B a path: %zu bytes); built in %.1f ms "
                    "(%u trees); following: %.1f ns a hop, %.2f us a route of %.1f hops on average, against %.2f us for an A* search\n",
                    nodes, static_cast<size_t>(nodes) * nodes * (nodes <= 255 ? 1 : 2), nodes <= 255 ? "1-byte" : "2-byte",
                    static_cast<size_t>(nodes) * nodes * 16, build_ms, nodes, best_ns_per_hop,
                    best_ns_per_hop * mean_hops / 1000.0, mean_hops, search.median_us);
    }
    std::printf("\nthe seed's own estimate: 40 nodes, whole paths, 25,600 bytes; a 40-node next-hop table: 1,600 bytes\n");
    return wrong == 0 ? 0 : 1;
}
