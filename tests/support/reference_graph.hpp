// A plain reference for graph searches: Dijkstra with a std::priority_queue
// on (cost, edges) pairs in 64-bit arithmetic, no fixpath code involved. The
// library must give the same cost AND the same number of edges (its tie
// rule: fewest edges among the cheapest paths).
#ifndef FIXPATH_TEST_REFERENCE_GRAPH_HPP
#define FIXPATH_TEST_REFERENCE_GRAPH_HPP

#include <cstdint>
#include <functional>
#include <queue>
#include <tuple>
#include <vector>

#include <fixpath/graph/graph_view.hpp>

namespace fixpath_test {

constexpr uint64_t kNoDistance = ~uint64_t{0};

struct ReferenceTree {
    std::vector<uint64_t> cost;   // kNoDistance when unreachable
    std::vector<uint32_t> edges;  // edges on a cheapest path with fewest edges
};

// cost(from, edge) -> 0 forbids the arc, as the library's hook.
template <typename Graph, typename Cost>
ReferenceTree reference_tree(const Graph& g, uint32_t source, Cost&& cost) {
    const uint32_t n = g.node_count();
    ReferenceTree t{std::vector<uint64_t>(n, kNoDistance), std::vector<uint32_t>(n, 0)};
    using Item = std::tuple<uint64_t, uint32_t, uint32_t>;  // cost, edges, node
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> open;
    std::vector<bool> done(n, false);
    t.cost[source] = 0;
    open.emplace(0, 0, source);
    while (!open.empty()) {
        const auto [c, e, u] = open.top();
        open.pop();
        if (done[u]) {
            continue;
        }
        done[u] = true;
        for (uint32_t i = g.edges_begin(u); i < g.edges_end(u); ++i) {
            const fixpath::GraphEdge arc = g.edge(i);
            const uint32_t w = cost(u, arc);
            if (w == 0 || arc.to >= n) {
                continue;
            }
            const uint64_t nc = c + w;
            const uint32_t ne = e + 1;
            if (nc < t.cost[arc.to] || (nc == t.cost[arc.to] && ne < t.edges[arc.to])) {
                t.cost[arc.to] = nc;
                t.edges[arc.to] = ne;
                open.emplace(nc, ne, arc.to);
            }
        }
    }
    return t;
}

}  // namespace fixpath_test

#endif  // FIXPATH_TEST_REFERENCE_GRAPH_HPP
