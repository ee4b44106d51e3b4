// fixpath/hpa/hpa_overlay.hpp - an HpaGraph seen with a query's start
// and goal added as two more nodes, without copying or changing the graph
// (it may be in ROM): what the hierarchical search hands to GraphSearch.
#ifndef FIXPATH_DETAIL_HPA_OVERLAY_HPP
#define FIXPATH_DETAIL_HPA_OVERLAY_HPP

#include <stdint.h>

#include <fixpath/graph/graph_view.hpp>
#include <fixpath/hpa/hpa_graph.hpp>

namespace fixpath {
namespace detail {

// Arc indices are virtual: node n's arcs are n * 2^kArcBits + k for k below
// its degree, so that the extra arc into the goal can follow a node's own
// arcs although the stored arcs are packed (CSR). A node may have at most
// kMaxHpaDegree stored arcs (the validator and the builder check it).
constexpr uint32_t kHpaArcBits = 10;
constexpr uint32_t kMaxHpaDegree = (uint32_t{1} << kHpaArcBits) - 2;

// The query's part: arcs from the start into its cluster's nodes (and
// straight to the goal when both share a cluster), and the cost from each
// node of the goal's cluster to the goal (0: no arc).
template <uint32_t MaxClusterNodes>
struct HpaQueryArcs {
    GraphEdge start_arcs[MaxClusterNodes + 1] = {};
    uint32_t start_arc_count = 0;
    uint32_t goal_weight[MaxClusterNodes] = {};
    uint32_t goal_first = 0;  // the goal cluster's nodes: [goal_first, goal_end)
    uint32_t goal_end = 0;
    Point start = Point{0, 0};
    Point goal = Point{0, 0};
    HpaRules rules = HpaRules();
};

template <uint32_t MaxClusterNodes>
class HpaOverlay {
public:
    constexpr HpaOverlay(const HpaGraph& graph, const HpaQueryArcs<MaxClusterNodes>& query)
        : graph_(&graph), query_(&query), base_(graph.node_count()) {}

    // Node base_ is the start, base_ + 1 the goal.
    constexpr uint32_t start_node() const { return base_; }
    constexpr uint32_t goal_node() const { return base_ + 1; }

    constexpr uint32_t node_count() const { return base_ + 2; }
    constexpr NodePosition position(uint32_t node) const {
        const Point p = point(node);
        return position_of_units(p.x, p.y);
    }
    constexpr uint32_t edges_begin(uint32_t node) const { return node << kHpaArcBits; }
    constexpr uint32_t edges_end(uint32_t node) const {
        const uint32_t begin = node << kHpaArcBits;
        if (node == base_) {
            return begin + query_->start_arc_count;
        }
        if (node > base_) {
            return begin;  // the goal: the search ends there
        }
        uint32_t degree = graph_->edges_end(node) - graph_->edges_begin(node);
        if (degree > kMaxHpaDegree) {
            degree = kMaxHpaDegree;  // a corrupt graph: its extra arcs are never offered
        }
        return begin + degree + (goal_arc(node) != 0 ? 1u : 0u);
    }
    constexpr GraphEdge edge(uint32_t index) const {
        const uint32_t node = index >> kHpaArcBits;
        const uint32_t k = index & ((uint32_t{1} << kHpaArcBits) - 1);
        if (node == base_) {
            return query_->start_arcs[k];
        }
        const uint32_t degree = graph_->edges_end(node) - graph_->edges_begin(node);
        if (k < degree && k < kMaxHpaDegree) {
            return graph_->edge(graph_->edges_begin(node) + k);
        }
        return GraphEdge{static_cast<NodeId>(base_ + 1), 0, goal_arc(node)};
    }
    constexpr HeuristicScale scale() const { return graph_->scale(); }
    // The octile (four moves: Manhattan) distance between the two nodes'
    // cells under the graph's step costs: every arc is a real path, so this
    // never exceeds a route's cost and is consistent.
    constexpr uint32_t lower_bound(uint32_t a, uint32_t b) const {
        const Point p = point(a);
        const Point q = point(b);
        const uint32_t dx = static_cast<uint32_t>(p.x > q.x ? p.x - q.x : q.x - p.x);
        const uint32_t dy = static_cast<uint32_t>(p.y > q.y ? p.y - q.y : q.y - p.y);
        const HpaRules& r = query_->rules;
        if (r.moves == Moves::Four) {
            return r.straight * (dx + dy);
        }
        const uint32_t lo = dx < dy ? dx : dy;
        const uint32_t hi = dx < dy ? dy : dx;
        if (r.diagonal < r.straight) {
            return r.diagonal * hi;  // every step advances the longer side by at most one
        }
        const uint32_t diagonal = r.diagonal < 2 * r.straight ? r.diagonal : 2 * r.straight;
        return r.straight * (hi - lo) + diagonal * lo;
    }
    constexpr Point point(uint32_t node) const {
        return node < base_ ? graph_->node_point(node) : (node == base_ ? query_->start : query_->goal);
    }

private:
    constexpr uint32_t goal_arc(uint32_t node) const {
        return node >= query_->goal_first && node < query_->goal_end ? query_->goal_weight[node - query_->goal_first]
                                                                     : 0u;
    }

    const HpaGraph* graph_;
    const HpaQueryArcs<MaxClusterNodes>* query_;
    uint32_t base_;
};

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_DETAIL_HPA_OVERLAY_HPP
