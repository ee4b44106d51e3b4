// fixpath/graph/graph_nearest.hpp - getting onto the graph: the node nearest a
// position (the seed's "scan the network to find the closest node").
#ifndef FIXPATH_GRAPH_NEAREST_HPP
#define FIXPATH_GRAPH_NEAREST_HPP

#include <stdint.h>

#include <fixpath/graph/graph_geometry.hpp>
#include <fixpath/graph/graph_view.hpp>

namespace fixpath {

// Every node accepted: the default filter.
struct AnyNode {
    constexpr bool operator()(uint32_t) const { return true; }
};

// The node nearest `position` in a straight line, among the nodes within
// `max_distance` (1/16 units; 0: no limit) that accept(node) approves, or
// kNoNode. Ties go to the smaller node number. A position beyond
// +-kMaxCoordinate is first clamped into range. accept is typically the
// caller's line-of-sight test from the unit to the node; it is asked only
// about nodes nearer than the best accepted so far, so an expensive test
// runs for few nodes when the nearest ones pass. O(nodes): graphs on small
// devices have hundreds of nodes; for many thousands, bucket them by area
// first and call this per bucket.
template <typename Graph, typename Accept = AnyNode>
constexpr NodeId nearest_node(const Graph& graph, NodePosition position, uint32_t max_distance = 0,
                              Accept accept = Accept()) {
    position = clamp_position(position);
    const uint64_t limit = max_distance == 0 ? ~uint64_t{0} : uint64_t{max_distance} * max_distance;
    NodeId best = kNoNode;
    uint64_t best_d2 = 0;
    for (uint32_t node = 0; node < graph.node_count(); ++node) {
        const uint64_t d2 = squared_distance(graph.position(node), position);
        if (d2 > limit || (best != kNoNode && d2 >= best_d2)) {
            continue;
        }
        if (accept(node)) {
            best = static_cast<NodeId>(node);
            best_d2 = d2;
        }
    }
    return best;
}

}  // namespace fixpath

#endif  // FIXPATH_GRAPH_NEAREST_HPP
