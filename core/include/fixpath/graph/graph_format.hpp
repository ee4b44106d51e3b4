// fixpath/graph/graph_format.hpp - the binary graph file: versioned, little-endian,
// checksummed, read in place (from ROM, from a file loaded into RAM), and a
// validator that accepts only well-formed files and never reads past the end.
//
//     extern const uint8_t kLevelGraph[];             // e.g. from `fixpath graph build`
//     extern const uint32_t kLevelGraphSize;
//     fixpath::GraphBlob graph;
//     const auto error = fixpath::validate_graph(kLevelGraph, kLevelGraphSize, 64, &graph);
//     if (error != fixpath::GraphFormatError::None) { show(fixpath::file_error_name(error)); }
//     fixpath::GraphSearch<fixpath::GraphBlob, decltype(state)> search(graph, state);
//
// Layout, version 1 (every field little-endian, every section 4-aligned;
// the envelope, its checks and their order: formats/file_envelope.hpp):
//
//   offset  size          field
//   0       4             magic "FXPG"
//   4       2             version (1)
//   6       2             header bytes (32)
//   8       4             N, node count (<= 65535)
//   12      4             A, arc count (an undirected edge is two arcs)
//   16      1             route-table entry bytes: 0 (no table), 1 (N <= 255) or 2
//   17      1             heuristic scale shift     } graph_geometry.hpp; must be
//   18      2             heuristic scale mantissa  } admissible for every arc
//   20      4             flags (0 in version 1)
//   24      4             file bytes (the whole file, checksum included)
//   28      4             reserved (0)
//   32      4 N           node labels: uint32, strictly increasing (the ids of the
//                         text format; node number i has the i-th smallest label)
//           12 N          positions: int32 x, y, z (1/16 units, |c| <= 2^20)
//           4 (N + 1)     first arc of each node, then A (non-decreasing)
//           8 A           arcs: uint16 target, uint16 flags, uint32 weight (>= 1)
//           N^2 E         route table, row = from, column = to (route_table.hpp),
//                         then zero bytes up to a multiple of 4
//           4             CRC-32 (IEEE, as zlib's crc32) of every byte before it
//
// The reader decodes bytes, so it needs neither alignment nor a
// little-endian CPU, and no pointer is ever formed past the data it checked.
#ifndef FIXPATH_GRAPH_FORMAT_HPP
#define FIXPATH_GRAPH_FORMAT_HPP

#include <stddef.h>
#include <stdint.h>

#include <fixpath/formats/file_envelope.hpp>
#include <fixpath/graph/graph_geometry.hpp>
#include <fixpath/graph/graph_view.hpp>
#include <fixpath/graph/route_table.hpp>

namespace fixpath {

constexpr FileKind kGraphFile = {{'F', 'X', 'P', 'G'}, 32, 24};  // (magic, header bytes, where the file size is)

// Why a file (or a view) was rejected: Truncated, BadMagic, BadVersion,
// BadHeader (header size, flags, reserved field or entry size not as
// specified), TooManyNodes (more nodes than the caller's capacity, or
// 65535), SizeMismatch, BadChecksum, BadLabels, BadPosition, BadOffsets,
// BadEdgeTarget, BadWeight, BadScale, BadRouteTable (file_envelope.hpp says
// each). Each has a test that produces it.
using GraphFormatError = FileError;

namespace detail {

// Little-endian route entries read from bytes (RouteTable's storage).
template <typename Entry>
struct LittleEndianEntries {
    const uint8_t* bytes;
    constexpr Entry operator[](uint32_t i) const {
        return sizeof(Entry) == 1 ? static_cast<Entry>(bytes[i]) : static_cast<Entry>(load_u16(bytes + 2 * i));
    }
};

// Section offsets of a version-1 file, in 64 bits so that no count overflows.
struct GraphLayout {
    uint64_t labels, positions, first_arc, arcs, routes, route_bytes, checksum, total;
    constexpr GraphLayout(uint64_t nodes, uint64_t arcs_count, uint64_t entry_bytes)
        : labels(kGraphFile.header_bytes),
          positions(labels + 4 * nodes),
          first_arc(positions + 12 * nodes),
          arcs(first_arc + 4 * (nodes + 1)),
          routes(arcs + 8 * arcs_count),
          route_bytes(nodes * nodes * entry_bytes),
          checksum(routes + ((route_bytes + 3) / 4) * 4),
          total(checksum + 4) {}
};

}  // namespace detail

class GraphBlob;
inline GraphFormatError validate_graph(const uint8_t* data, size_t size, uint32_t max_nodes, GraphBlob* out);

// A validated graph file, read in place. Only validate_graph() makes a
// non-empty one; it has the members every graph search needs (see
// graph_view.hpp) plus labels and the optional route table.
class GraphBlob {
public:
    constexpr GraphBlob() = default;

    constexpr uint32_t node_count() const { return nodes_; }
    constexpr uint32_t edge_count() const { return arcs_; }
    constexpr NodePosition position(uint32_t node) const {
        const uint8_t* p = data_ + at_.positions + 12 * node;
        return NodePosition{detail::load_i32(p), detail::load_i32(p + 4), detail::load_i32(p + 8)};
    }
    constexpr uint32_t edges_begin(uint32_t node) const { return detail::load_u32(data_ + at_.first_arc + 4 * node); }
    constexpr uint32_t edges_end(uint32_t node) const { return detail::load_u32(data_ + at_.first_arc + 4 * node + 4); }
    constexpr GraphEdge edge(uint32_t index) const {
        const uint8_t* p = data_ + at_.arcs + 8 * index;
        return GraphEdge{static_cast<NodeId>(detail::load_u16(p)), static_cast<uint16_t>(detail::load_u16(p + 2)),
                         detail::load_u32(p + 4)};
    }
    constexpr HeuristicScale scale() const { return scale_; }

    // The label (text-format id) of a node, and the node with a label
    // (binary search: labels are sorted), or kNoNode.
    constexpr uint32_t label(uint32_t node) const { return detail::load_u32(data_ + kGraphFile.header_bytes + 4 * node); }
    constexpr NodeId find_label(uint32_t wanted) const {
        uint32_t low = 0;
        uint32_t high = nodes_;
        while (low < high) {
            const uint32_t mid = low + (high - low) / 2;
            const uint32_t l = label(mid);
            if (l == wanted) {
                return static_cast<NodeId>(mid);
            }
            if (l < wanted) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return kNoNode;
    }

    // 0 (no table), 1 or 2: pick route_table8() or route_table16().
    constexpr uint32_t route_entry_bytes() const { return route_entry_bytes_; }
    using RouteTable8 = RouteTable<uint8_t, detail::LittleEndianEntries<uint8_t>>;
    using RouteTable16 = RouteTable<uint16_t, detail::LittleEndianEntries<uint16_t>>;
    constexpr RouteTable8 route_table8() const {
        return route_entry_bytes_ == 1 ? RouteTable8(detail::LittleEndianEntries<uint8_t>{data_ + at_.routes}, nodes_)
                                       : RouteTable8();
    }
    constexpr RouteTable16 route_table16() const {
        return route_entry_bytes_ == 2 ? RouteTable16(detail::LittleEndianEntries<uint16_t>{data_ + at_.routes}, nodes_)
                                       : RouteTable16();
    }
    // The next hop from the stored table, whichever its width (kNoNode
    // without a table).
    constexpr NodeId next_hop(uint32_t from, uint32_t to) const {
        return route_entry_bytes_ == 1 ? route_table8().next_hop(from, to)
                                       : route_entry_bytes_ == 2 ? route_table16().next_hop(from, to) : kNoNode;
    }

private:
    friend GraphFormatError validate_graph(const uint8_t*, size_t, uint32_t, GraphBlob*);

    const uint8_t* data_ = nullptr;
    uint32_t nodes_ = 0;
    uint32_t arcs_ = 0;
    // Where each section starts (detail::GraphLayout's offsets, which fit 32 bits in a valid file).
    struct Sections {
        uint32_t positions, first_arc, arcs, routes;
    };
    Sections at_ = Sections{0, 0, 0, 0};
    uint32_t route_entry_bytes_ = 0;
    HeuristicScale scale_ = kZeroScale;
};

// Checks the contents every graph must satisfy, on any graph type (a
// GraphView, a FixedGraph's view, a GraphBlob): first-arc table, arc
// targets, weights, positions, and that `scale` (the graph's own when not
// given) never overestimates an arc. O(nodes + arcs).
template <typename Graph>
constexpr GraphFormatError check_graph_contents(const Graph& graph, HeuristicScale scale) {
    const uint32_t n = graph.node_count();
    if (n > kMaxGraphNodes) {
        return GraphFormatError::TooManyNodes;
    }
    for (uint32_t v = 0; v < n; ++v) {
        if (!position_in_range(graph.position(v))) {
            return GraphFormatError::BadPosition;
        }
    }
    if (n > 0 && graph.edges_begin(0) != 0) {
        return GraphFormatError::BadOffsets;
    }
    for (uint32_t v = 0; v < n; ++v) {
        if (graph.edges_end(v) < graph.edges_begin(v)) {
            return GraphFormatError::BadOffsets;
        }
    }
    for (uint32_t v = 0; v < n; ++v) {
        for (uint32_t i = graph.edges_begin(v); i < graph.edges_end(v); ++i) {
            const GraphEdge e = graph.edge(i);
            if (e.to >= n) {
                return GraphFormatError::BadEdgeTarget;
            }
            if (e.weight == 0) {
                return GraphFormatError::BadWeight;
            }
            if (!scale_admissible(scale, e.weight, squared_distance(graph.position(v), graph.position(e.to)))) {
                return GraphFormatError::BadScale;
            }
        }
    }
    return GraphFormatError::None;
}

template <typename Graph>
constexpr GraphFormatError check_graph(const Graph& graph) {
    return check_graph_contents(graph, graph.scale());
}

// Validates `size` bytes as a graph file for a caller that can search at
// most `max_nodes` nodes; on success fills *out (if not null) to read it in
// place. The data must stay where it is while *out is used.
inline GraphFormatError validate_graph(const uint8_t* data, size_t size, uint32_t max_nodes, GraphBlob* out) {
    const FileError opened = detail::open_envelope(data, size, kGraphFile);
    if (opened != FileError::None) {
        return opened;
    }
    const uint32_t entry_bytes = data[16];
    if (detail::load_u32(data + 20) != 0 || detail::load_u32(data + 28) != 0 || entry_bytes > 2) {
        return GraphFormatError::BadHeader;
    }
    const uint32_t n = detail::load_u32(data + 8);
    const uint32_t arcs = detail::load_u32(data + 12);
    if (n > max_nodes || n > kMaxGraphNodes) {
        return GraphFormatError::TooManyNodes;
    }
    if (entry_bytes == 1 && n > RouteTable<uint8_t>::kMaxNodes) {
        return GraphFormatError::BadHeader;
    }
    const detail::GraphLayout layout(n, arcs, entry_bytes);
    const FileError sealed = detail::seal_envelope(data, size, kGraphFile, layout.total > 0xFFFFFFFFu ? 0u : layout.total);
    if (sealed != FileError::None) {
        return sealed;
    }
    // From here every offset below is inside the checked size.
    GraphBlob blob;
    blob.data_ = data;
    blob.nodes_ = n;
    blob.arcs_ = arcs;
    blob.at_ = GraphBlob::Sections{static_cast<uint32_t>(layout.positions), static_cast<uint32_t>(layout.first_arc),
                                   static_cast<uint32_t>(layout.arcs), static_cast<uint32_t>(layout.routes)};
    blob.route_entry_bytes_ = entry_bytes;
    blob.scale_ = HeuristicScale{static_cast<uint16_t>(detail::load_u16(data + 18)), data[17]};
    if (blob.scale_.mantissa > 1023 || blob.scale_.shift > 63) {
        return GraphFormatError::BadHeader;
    }
    for (uint32_t v = 1; v < n; ++v) {
        if (blob.label(v) <= blob.label(v - 1)) {
            return GraphFormatError::BadLabels;
        }
    }
    // The first-arc table must run from 0 to A before any arc is read through it.
    if (detail::load_u32(data + layout.first_arc) != 0 || detail::load_u32(data + layout.first_arc + 4 * uint64_t{n}) != arcs) {
        return GraphFormatError::BadOffsets;
    }
    for (uint32_t v = 0; v < n; ++v) {
        if (blob.edges_end(v) > arcs) {
            return GraphFormatError::BadOffsets;
        }
    }
    const GraphFormatError contents = check_graph_contents(blob, blob.scale_);
    if (contents != GraphFormatError::None) {
        return contents;
    }
    // Route table: every entry in range, a node's own entry itself, and every
    // other entry either "none" or a node the row's node has an arc to.
    if (entry_bytes != 0) {
        const uint32_t none = entry_bytes == 1 ? 0xFFu : 0xFFFFu;
        for (uint32_t from = 0; from < n; ++from) {
            for (uint32_t to = 0; to < n; ++to) {
                const uint64_t at = layout.routes + (uint64_t{from} * n + to) * entry_bytes;
                const uint32_t e = entry_bytes == 1 ? data[at] : detail::load_u16(data + at);
                if (from == to ? e != from : (e != none && e >= n)) {
                    return GraphFormatError::BadRouteTable;
                }
                if (from != to && e != none) {
                    bool neighbour = false;
                    for (uint32_t i = blob.edges_begin(from); i < blob.edges_end(from) && !neighbour; ++i) {
                        neighbour = blob.edge(i).to == e;
                    }
                    if (!neighbour) {
                        return GraphFormatError::BadRouteTable;
                    }
                }
            }
        }
        for (uint64_t pad = layout.routes + layout.route_bytes; pad < layout.checksum; ++pad) {
            if (data[pad] != 0) {
                return GraphFormatError::BadRouteTable;
            }
        }
    }
    if (out != nullptr) {
        *out = blob;
    }
    return GraphFormatError::None;
}

// The size of a version-1 file for these counts (0 when it would not fit 32 bits).
constexpr uint32_t graph_file_size(uint32_t nodes, uint32_t arcs, uint32_t route_entry_bytes) {
    const detail::GraphLayout layout(nodes, arcs, route_entry_bytes);
    return layout.total > 0xFFFFFFFFu ? 0u : static_cast<uint32_t>(layout.total);
}

// Writes `graph` as a version-1 file into out[0, capacity). `labels`: one
// strictly increasing label a node (null: the node numbers). `routes`: an
// N x N table of Entry (uint8_t or uint16_t), or null for none. Returns the
// bytes written, or 0 when `capacity` is too small or the graph cannot be
// stored (check it first with check_graph()).
template <typename Graph, typename Entry = uint8_t>
uint32_t write_graph_file(const Graph& graph, const uint32_t* labels, const Entry* routes, uint8_t* out,
                          size_t capacity) {
    const uint32_t n = graph.node_count();
    const uint32_t arcs = n == 0 ? 0 : graph.edges_end(n - 1);
    const uint32_t entry_bytes = routes == nullptr ? 0u : static_cast<uint32_t>(sizeof(Entry));
    const uint32_t size = graph_file_size(n, arcs, entry_bytes);
    if (size == 0 || capacity < size || n > kMaxGraphNodes || (entry_bytes == 1 && n > 255)) {
        return 0;
    }
    const detail::GraphLayout layout(n, arcs, entry_bytes);
    for (uint32_t i = 0; i < size; ++i) {
        out[i] = 0;  // (the route table's padding, and the reserved fields)
    }
    detail::open_file(out, kGraphFile, size);
    detail::store_u32(out + 8, n);
    detail::store_u32(out + 12, arcs);
    out[16] = static_cast<uint8_t>(entry_bytes);
    out[17] = graph.scale().shift;
    detail::store_u16(out + 18, graph.scale().mantissa);
    for (uint32_t v = 0; v < n; ++v) {
        detail::store_u32(out + layout.labels + 4 * v, labels != nullptr ? labels[v] : v);
        const NodePosition p = graph.position(v);
        uint8_t* at = out + layout.positions + 12 * v;
        detail::store_u32(at, static_cast<uint32_t>(p.x));
        detail::store_u32(at + 4, static_cast<uint32_t>(p.y));
        detail::store_u32(at + 8, static_cast<uint32_t>(p.z));
        detail::store_u32(out + layout.first_arc + 4 * v, graph.edges_begin(v));
    }
    detail::store_u32(out + layout.first_arc + 4 * uint64_t{n}, arcs);
    for (uint32_t i = 0; i < arcs; ++i) {
        const GraphEdge e = graph.edge(i);
        uint8_t* at = out + layout.arcs + 8 * uint64_t{i};
        detail::store_u16(at, e.to);
        detail::store_u16(at + 2, e.flags);
        detail::store_u32(at + 4, e.weight);
    }
    for (uint64_t i = 0; entry_bytes != 0 && i < uint64_t{n} * n; ++i) {
        uint8_t* at = out + layout.routes + i * entry_bytes;
        if (entry_bytes == 1) {
            at[0] = static_cast<uint8_t>(routes[i]);
        } else {
            detail::store_u16(at, routes[i]);
        }
    }
    detail::seal_file(out, size);
    return size;
}

}  // namespace fixpath

#endif  // FIXPATH_GRAPH_FORMAT_HPP
