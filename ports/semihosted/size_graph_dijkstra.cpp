// Code-size probe: the smallest useful program of graph Dijkstra: a GraphView
// over arrays in flash, 16-bit costs, the default edge cost, no A* estimate
// (NoEstimate: a Dijkstra-only program), a path out.
// tools/code_size.py sums the sections the linker kept from this object.
#include <fixpath/fixpath.hpp>

namespace {
fixpath::GraphState<64, uint16_t> g_state;  // code size does not depend on it
fixpath::NodeId g_route[64];
}  // namespace

extern "C" __attribute__((noinline)) uint32_t fixpath_graph_probe(const fixpath::NodePosition* positions, uint32_t nodes,
                                                                  const uint32_t* first_edge, const fixpath::GraphEdge* edges,
                                                                  uint32_t from, uint32_t to) {
    const fixpath::GraphView graph(positions, nodes, first_edge, edges, fixpath::kZeroScale);
    fixpath::GraphSearch<fixpath::GraphView, decltype(g_state), fixpath::EdgeWeight, fixpath::NoEstimate> search(graph, g_state);
    search.begin(from, to);
    search.run();
    const auto path = search.path(g_route, 64);
    return path.status == fixpath::Status::Found && !path.partial ? path.cost : 0xFFFFFFFFu;
}
