// fixpath/flash_graph_view.hpp - a waypoint graph read in place from AVR
// program memory: GraphView's arrays (graph_view.hpp), read with `lpm` on
// AVR and as ordinary memory everywhere else.
//
//     #define FLASH __attribute__((section(".progmem.data")))
//     FLASH const fixpath::NodePosition kPositions[] = {...};
//     FLASH const uint32_t kFirstEdge[] = {...};
//     FLASH const fixpath::GraphEdge kEdges[] = {...};
//     const fixpath::FlashGraphView graph(kPositions, 3, kFirstEdge, kEdges);
//     fixpath::find_route(graph, state, 0, 2, route, 8);
//
// The same layout, rules and searches as GraphView; only the reads differ
// (on AVR a plain pointer to flash data would read RAM at that address).
// The four-argument constructor computes the A* scale from the arcs at run
// time (O(arcs), flash reads); the five-argument one trusts the scale given
// (`fixpath graph build --header` writes it). On AVR with more than 64 KiB
// of flash the arrays must lie in its first 64 KiB, where the linker puts
// .progmem data.
#ifndef FIXPATH_FLASH_GRAPH_VIEW_HPP
#define FIXPATH_FLASH_GRAPH_VIEW_HPP

#include <stdint.h>

#include <fixpath/detail/flash_read.hpp>
#include <fixpath/graph_view.hpp>

namespace fixpath {

class FlashGraphView {
public:
    FlashGraphView(const NodePosition* positions, uint32_t node_count, const uint32_t* first_edge,
                   const GraphEdge* edges)
        : positions_(positions), first_edge_(first_edge), edges_(edges), node_count_(node_count) {
        scale_ = graph_scale(*this);
    }
    constexpr FlashGraphView(const NodePosition* positions, uint32_t node_count, const uint32_t* first_edge,
                             const GraphEdge* edges, HeuristicScale scale)
        : positions_(positions), first_edge_(first_edge), edges_(edges), node_count_(node_count), scale_(scale) {}

    uint32_t node_count() const { return node_count_; }
    uint32_t edge_count() const { return node_count_ == 0 ? 0 : detail::flash_value(first_edge_ + node_count_); }
    NodePosition position(uint32_t node) const { return detail::flash_value(positions_ + node); }
    uint32_t edges_begin(uint32_t node) const { return detail::flash_value(first_edge_ + node); }
    uint32_t edges_end(uint32_t node) const { return detail::flash_value(first_edge_ + node + 1); }
    GraphEdge edge(uint32_t index) const { return detail::flash_value(edges_ + index); }
    HeuristicScale scale() const { return scale_; }

private:
    const NodePosition* positions_;
    const uint32_t* first_edge_;
    const GraphEdge* edges_;
    uint32_t node_count_;
    HeuristicScale scale_ = kZeroScale;
};

}  // namespace fixpath

#endif  // FIXPATH_FLASH_GRAPH_VIEW_HPP
