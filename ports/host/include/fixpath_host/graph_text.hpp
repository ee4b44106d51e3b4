// fixpath_host/graph_text.hpp - waypoint graphs as text, and graphs held in
// host memory.
//
// The text description, one item a line (README, "Waypoint graphs"):
//
//     # the seed's worked example (comments start with #)
//     node 1 10 10            node ID X Y [Z]: ID an unsigned integer, X Y Z
//     node 2 175 10.5         numbers in whole units, with up to 4 decimals
//                             (stored in 1/16 units, rounded to nearest:
//                             4 decimals never fall on a half)
//     edge 1 2 2              edge A B [WEIGHT] [oneway] [FLAG...]
//     edge 2 9 oneway door    WEIGHT: integer >= 1, default the length rounded up;
//                             oneway: A->B only; FLAGs: names, up to 16
//                             different ones in a file, bit i for the i-th seen
//
// Nodes may be declared after the edges that use them. Node numbers follow
// the IDs in increasing order (the binary format keeps IDs as labels).
// Errors are one line naming the file and line: "seed.txt:7: edge to unknown
// node 12".
#ifndef FIXPATH_HOST_GRAPH_TEXT_HPP
#define FIXPATH_HOST_GRAPH_TEXT_HPP

#include <cstdint>
#include <string>
#include <vector>

#include <fixpath/graph/graph_format.hpp>
#include <fixpath/graph/graph_view.hpp>

namespace fixpath_host {

// A graph in vectors: the compressed layout of graph_view.hpp plus labels,
// flag names and, when present, a route table.
struct HostGraph {
    std::vector<uint32_t> labels;  // strictly increasing: node i has labels[i]
    std::vector<fixpath::NodePosition> positions;
    std::vector<uint32_t> first_edge{0};
    std::vector<fixpath::GraphEdge> edges;
    fixpath::HeuristicScale scale = fixpath::kLargestScale;
    std::vector<std::string> flag_names;  // bit i = flag_names[i]
    std::vector<uint16_t> routes;         // N x N next hops (kNone = 0xFFFF), empty when absent

    uint32_t node_count() const { return static_cast<uint32_t>(labels.size()); }
    fixpath::GraphView view() const {
        return fixpath::GraphView(positions.data(), node_count(), first_edge.data(), edges.data(), scale);
    }
    uint32_t label(uint32_t node) const { return labels[node]; }
    // The node with this label, or kNoNode.
    fixpath::NodeId find_label(uint32_t label) const;
};

bool parse_graph_text(const std::string& text, const std::string& name, HostGraph& out, std::string& error);

// A graph file as read: a binary file kept in `bytes` and read in place
// through `blob` (validated), or a text description parsed into `host`. The
// blob points into the bytes, so a GraphSource is not copied or moved.
struct GraphSource {
    GraphSource() = default;
    GraphSource(const GraphSource&) = delete;
    GraphSource& operator=(const GraphSource&) = delete;

    std::string bytes;
    fixpath::GraphBlob blob;
    HostGraph host;
    bool binary = false;
};

// Reads a text description or a binary graph file (told apart by the magic
// "FXPG"); a binary file is validated first. False with a one-line error.
bool open_graph(const std::string& path, GraphSource& out, std::string& error);

// The same, with a binary file copied into host memory.
bool load_graph(const std::string& path, HostGraph& out, std::string& error);

// Copies a validated binary graph into host memory (route table included).
HostGraph graph_from_blob(const fixpath::GraphBlob& blob);

// Fills `graph.routes` with the route table (next hops by the core's
// Dijkstra trees). False (and routes left empty) for more than 65535 nodes
// or a search that ran out of room.
bool build_routes(HostGraph& graph);

// The binary file of `graph` (with its route table when it has one, in
// 1-byte entries up to 255 nodes, 2 beyond).
std::vector<uint8_t> graph_file_bytes(const HostGraph& graph);

// A C++ header with the graph as constexpr arrays for ROM: kPositions,
// kFirstEdge, kEdges, kLabels, kGraph (a fixpath::GraphView), a
// kFlag<Name> constant for each flag and, with a table, kRoutes and
// kRouteTable, all in namespace `ns`.
std::string graph_header(const HostGraph& graph, const std::string& ns, const std::string& source_name);

}  // namespace fixpath_host

#endif  // FIXPATH_HOST_GRAPH_TEXT_HPP
