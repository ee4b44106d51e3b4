// The rest of the graph code-size program: a graph and a call, nothing from
// fixpath but the plain structs the graph is made of.
#include <stdint.h>

#include <fixpath/graph/graph_view.hpp>

extern "C" uint32_t fixpath_graph_probe(const fixpath::NodePosition* positions, uint32_t nodes,
                                        const uint32_t* first_edge, const fixpath::GraphEdge* edges, uint32_t from,
                                        uint32_t to);

namespace {
const fixpath::NodePosition kPositions[4] = {{0, 0, 0}, {16, 0, 0}, {32, 0, 0}, {48, 0, 0}};
const uint32_t kFirst[5] = {0, 1, 3, 5, 6};
const fixpath::GraphEdge kEdges[6] = {{1, 0, 3}, {0, 0, 3}, {2, 0, 4}, {1, 0, 4}, {3, 0, 5}, {2, 0, 5}};
}  // namespace

int main() { return fixpath_graph_probe(kPositions, 4, kFirst, kEdges, 0, 3) == 12 ? 0 : 1; }
