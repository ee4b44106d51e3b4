// fixpath/graph/graph_view.hpp - a waypoint graph read in place: compressed
// adjacency (CSR) in plain arrays that can be `const` data in flash.
//
//     // 3 nodes, edges 0-1 (both ways) and 1->2 (one way)
//     constexpr fixpath::NodePosition kPositions[] = {
//         fixpath::position_of_units(10, 10), fixpath::position_of_units(175, 10),
//         fixpath::position_of_units(340, 10)};
//     constexpr uint32_t kFirstEdge[] = {0, 1, 3, 3};     // node n: edges [kFirstEdge[n], kFirstEdge[n + 1])
//     constexpr fixpath::GraphEdge kEdges[] = {{1, 0, 165}, {0, 0, 165}, {2, 0, 165}};
//     constexpr fixpath::GraphView kGraph(kPositions, 3, kFirstEdge, kEdges);  // scale computed
//
// `fixpath graph build FILE.txt --header FILE.hpp` writes such arrays (with
// the right heuristic scale) from a text description; fixed_graph.hpp builds
// them at run time; graph_format.hpp reads the same graph from a binary file.
//
// Edges are directed ("arcs"): an undirected edge is two arcs. The arcs of a
// node are kept in the order they were given; searches offer them in that
// order. Weights are integers >= 1 (an edge's cost before the search's cost
// hook); flags are 16 bits the library never interprets, for the caller's
// cost hook ("swamp", "door", "needs boots").
//
// A view is trusted data: make one with FixedGraph, a generated header, or
// from a file that validate_graph() accepted, or check it with check_graph()
// (graph_format.hpp). Searches still skip an arc to a node that does not
// exist rather than read out of bounds.
//
// The A* scale. The four-argument constructor computes it (graph_scale(),
// O(arcs), at compile time for a constexpr view): the safe way. The
// five-argument one takes a scale you computed before (the generated
// header does) and TRUSTS it: a scale larger than graph_scale() overestimates,
// and A* over such a view may return a route that is not the cheapest (a
// legal route, with its true cost; Dijkstra is unaffected). check_graph()
// reports such a view as bad_scale.
#ifndef FIXPATH_GRAPH_VIEW_HPP
#define FIXPATH_GRAPH_VIEW_HPP

#include <stdint.h>

#include <fixpath/graph/graph_geometry.hpp>

namespace fixpath {

// Nodes are numbered 0..node_count-1; at most 65535 of them, so a node fits
// 16 bits in paths, parents and route tables.
using NodeId = uint16_t;
constexpr NodeId kNoNode = 0xFFFF;
constexpr uint32_t kMaxGraphNodes = 65535;

struct GraphEdge {
    NodeId to;       // the node this arc leads to
    uint16_t flags;  // the caller's meaning; 0 by default
    uint32_t weight; // >= 1: the cost of the arc before any cost hook
};

template <typename Graph>
constexpr HeuristicScale graph_scale(const Graph& graph);

namespace detail {
// How a view reads its arrays: in place, as ordinary memory (constexpr).
struct PlainRead {
    template <typename T>
    static constexpr T value(const T* p) {
        return *p;
    }
};
}  // namespace detail

// The view over three arrays, read through `Read` (detail::PlainRead here;
// flash_graph_view.hpp reads AVR program memory): GraphView below.
template <typename Read>
class BasicGraphView {
public:
    constexpr BasicGraphView() = default;
    // The scale is computed from the arcs: A* is exact with any weights.
    constexpr BasicGraphView(const NodePosition* positions, uint32_t node_count, const uint32_t* first_edge,
                             const GraphEdge* edges)
        : positions_(positions), first_edge_(first_edge), edges_(edges), node_count_(node_count) {
        scale_ = graph_scale(*this);
    }
    // The scale is trusted (see above): pass graph_scale() of the same arcs.
    constexpr BasicGraphView(const NodePosition* positions, uint32_t node_count, const uint32_t* first_edge,
                             const GraphEdge* edges, HeuristicScale scale)
        : positions_(positions), first_edge_(first_edge), edges_(edges), node_count_(node_count), scale_(scale) {}

    constexpr uint32_t node_count() const { return node_count_; }
    constexpr uint32_t edge_count() const { return node_count_ == 0 ? 0 : Read::value(first_edge_ + node_count_); }
    constexpr NodePosition position(uint32_t node) const { return Read::value(positions_ + node); }
    // The arcs leaving `node` are edge(i) for i in [edges_begin, edges_end).
    constexpr uint32_t edges_begin(uint32_t node) const { return Read::value(first_edge_ + node); }
    constexpr uint32_t edges_end(uint32_t node) const { return Read::value(first_edge_ + node + 1); }
    constexpr GraphEdge edge(uint32_t index) const { return Read::value(edges_ + index); }
    // The largest admissible A* scale for these weights (graph_geometry.hpp).
    constexpr HeuristicScale scale() const { return scale_; }

private:
    const NodePosition* positions_ = nullptr;
    const uint32_t* first_edge_ = nullptr;
    const GraphEdge* edges_ = nullptr;
    uint32_t node_count_ = 0;
    HeuristicScale scale_ = kZeroScale;
};

using GraphView = BasicGraphView<detail::PlainRead>;

// The largest admissible scale for a graph's weights as they stand (the
// minimum over its arcs of edge_scale()). O(arcs); what FixedGraph and the
// graph tool store so that searches need not compute it.
template <typename Graph>
constexpr HeuristicScale graph_scale(const Graph& graph) {
    HeuristicScale scale = kLargestScale;
    for (uint32_t node = 0; node < graph.node_count(); ++node) {
        for (uint32_t i = graph.edges_begin(node); i < graph.edges_end(node); ++i) {
            const GraphEdge e = graph.edge(i);
            if (e.to < graph.node_count()) {
                scale = scale_min(scale, edge_scale(e.weight, squared_distance(graph.position(node), graph.position(e.to))));
            }
        }
    }
    return scale;
}

}  // namespace fixpath

#endif  // FIXPATH_GRAPH_VIEW_HPP
