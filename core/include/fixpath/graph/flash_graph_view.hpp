// fixpath/graph/flash_graph_view.hpp - a waypoint graph read in place from AVR
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
#include <fixpath/graph/graph_view.hpp>

namespace fixpath {

namespace detail {
struct FlashRead {
    template <typename T>
    static T value(const T* p) {
        return flash_value(p);
    }
};
}  // namespace detail

using FlashGraphView = BasicGraphView<detail::FlashRead>;

}  // namespace fixpath

#endif  // FIXPATH_FLASH_GRAPH_VIEW_HPP
