// fixpath/graph/fixed_graph.hpp - a small waypoint graph that can change at run
// time (editors, tests, graphs a game builds when a level loads), in a fixed
// amount of memory.
//
//     static fixpath::FixedGraph<64, 256> graph;        // 64 nodes, 256 arcs
//     fixpath::NodeId a = 0, b = 0;
//     graph.add_node(fixpath::position_of_units(10, 10), &a);
//     graph.add_node(fixpath::position_of_units(175, 10), &b);
//     graph.add_edge(a, b);                               // both ways, weight = length (165)
//     graph.add_edge(b, a, 40, kSwamp, fixpath::EdgeDirection::OneWay);
//     fixpath::GraphSearch<fixpath::GraphView, decltype(state)> search(graph.view(), state);
//
// It keeps the same compressed layout a GraphView reads, so a search runs on
// it exactly as on a graph in flash. Adding an arc shifts the arcs after it:
// O(arcs), meant for editing, not for every frame. Nothing allocates; a full
// graph refuses more with a GraphEdit code.
#ifndef FIXPATH_FIXED_GRAPH_HPP
#define FIXPATH_FIXED_GRAPH_HPP

#include <stdint.h>

#include <fixpath/graph/graph_view.hpp>

namespace fixpath {

// The outcome of an edit.
enum class GraphEdit : uint8_t {
    Ok,
    TooManyNodes,  // the graph holds MaxNodes nodes already
    TooManyEdges,  // not enough room for the arc(s); nothing was added
    NoSuchNode,    // an endpoint is not a node of the graph
    BadPosition,   // a coordinate beyond +-kMaxCoordinate
    BadWeight      // a weight of 0 (weights are >= 1; kAutoWeight asks for the length)
};

inline const char* graph_edit_name(GraphEdit e) {
    switch (e) {
        case GraphEdit::Ok: return "ok";
        case GraphEdit::TooManyNodes: return "too_many_nodes";
        case GraphEdit::TooManyEdges: return "too_many_edges";
        case GraphEdit::NoSuchNode: return "no_such_node";
        case GraphEdit::BadPosition: return "bad_position";
        case GraphEdit::BadWeight: return "bad_weight";
    }
    return "unknown";
}

enum class EdgeDirection : uint8_t {
    Both,   // two arcs, a->b and b->a, with the same weight and flags
    OneWay  // a->b only
};

// Pass as a weight to use the edge's Euclidean length (euclidean_weight()).
constexpr uint32_t kAutoWeight = 0;

template <uint32_t MaxNodes, uint32_t MaxEdges>
class FixedGraph {
    static_assert(MaxNodes >= 1 && MaxNodes <= kMaxGraphNodes, "1..65535 nodes");
    static_assert(MaxEdges >= 1, "room for at least one arc");

public:
    constexpr FixedGraph() = default;

    static constexpr uint32_t max_nodes() { return MaxNodes; }
    static constexpr uint32_t max_edges() { return MaxEdges; }
    constexpr uint32_t node_count() const { return nodes_; }
    constexpr uint32_t edge_count() const { return first_[nodes_]; }

    // Adds a node; its id (the next number, from 0) goes to *id.
    constexpr GraphEdit add_node(NodePosition position, NodeId* id = nullptr) {
        if (nodes_ >= MaxNodes) {
            return GraphEdit::TooManyNodes;
        }
        if (!position_in_range(position)) {
            return GraphEdit::BadPosition;
        }
        positions_[nodes_] = position;
        first_[nodes_ + 1] = first_[nodes_];  // no arcs yet: they all end where the last node's do
        ++nodes_;
        if (id != nullptr) {
            *id = static_cast<NodeId>(nodes_ - 1);
        }
        return GraphEdit::Ok;
    }

    // Adds an edge a-b (two arcs) or a->b (OneWay). The new arcs come after
    // the node's existing ones. kAutoWeight: the Euclidean length.
    constexpr GraphEdit add_edge(uint32_t a, uint32_t b, uint32_t weight = kAutoWeight, uint16_t flags = 0,
                                 EdgeDirection direction = EdgeDirection::Both) {
        if (a >= nodes_ || b >= nodes_) {
            return GraphEdit::NoSuchNode;
        }
        const uint32_t arcs = direction == EdgeDirection::Both ? 2u : 1u;
        if (MaxEdges - edge_count() < arcs) {
            return GraphEdit::TooManyEdges;
        }
        const uint32_t w = weight == kAutoWeight ? euclidean_weight(positions_[a], positions_[b]) : weight;
        insert_arc(a, GraphEdge{static_cast<NodeId>(b), flags, w});
        if (direction == EdgeDirection::Both) {
            insert_arc(b, GraphEdge{static_cast<NodeId>(a), flags, w});
        }
        scale_ = scale_min(scale_, edge_scale(w, squared_distance(positions_[a], positions_[b])));
        return GraphEdit::Ok;
    }

    // Removes every arc a->b (and b->a with Both). Returns how many went.
    constexpr uint32_t remove_edge(uint32_t a, uint32_t b, EdgeDirection direction = EdgeDirection::Both) {
        if (a >= nodes_ || b >= nodes_) {
            return 0;
        }
        uint32_t removed = remove_arcs(a, b);
        if (direction == EdgeDirection::Both && a != b) {
            removed += remove_arcs(b, a);
        }
        if (removed > 0) {
            scale_ = graph_scale(view());  // the minimum may have gone with them
        }
        return removed;
    }

    constexpr void clear() {
        nodes_ = 0;
        first_[0] = 0;
        scale_ = kLargestScale;
    }

    constexpr GraphView view() const { return GraphView(positions_, nodes_, first_, edges_, scale_); }

private:
    constexpr void insert_arc(uint32_t from, GraphEdge arc) {
        const uint32_t at = first_[from + 1];
        for (uint32_t i = edge_count(); i > at; --i) {
            edges_[i] = edges_[i - 1];
        }
        edges_[at] = arc;
        for (uint32_t n = from + 1; n <= nodes_; ++n) {
            ++first_[n];
        }
    }

    constexpr uint32_t remove_arcs(uint32_t from, uint32_t to) {
        uint32_t removed = 0;
        uint32_t i = first_[from];
        while (i < first_[from + 1]) {
            if (edges_[i].to != to) {
                ++i;
                continue;
            }
            const uint32_t count = edge_count();
            for (uint32_t k = i; k + 1 < count; ++k) {
                edges_[k] = edges_[k + 1];
            }
            for (uint32_t n = from + 1; n <= nodes_; ++n) {
                --first_[n];
            }
            ++removed;
        }
        return removed;
    }

    NodePosition positions_[MaxNodes] = {};
    uint32_t first_[MaxNodes + 1] = {};
    GraphEdge edges_[MaxEdges] = {};
    uint32_t nodes_ = 0;
    HeuristicScale scale_ = kLargestScale;
};

}  // namespace fixpath

#endif  // FIXPATH_FIXED_GRAPH_HPP
