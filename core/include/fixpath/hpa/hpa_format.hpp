// fixpath/hpa/hpa_format.hpp - the bytes of an abstract graph for hierarchical
// search (hpa_graph.hpp): versioned, little-endian, checksummed, bound to
// its map, read in place, and a validator that never reads past the end.
//
//     extern const uint8_t kOverworldHpa[];        // `fixpath hpa build MAP --binary OUT`
//     extern const uint32_t kOverworldHpaSize;
//     fixpath::HpaGraph graph;
//     const auto error = fixpath::validate_hpa_graph(kOverworldHpa, kOverworldHpaSize, map, &graph);
//     if (error != fixpath::HpaFormatError::None) { show(fixpath::file_error_name(error)); }
//
// Layout, version 1 (every field little-endian, every section 4-aligned;
// the envelope, its checks and their order: formats/file_envelope.hpp):
//
//   offset  size          field
//   0       4             magic "FXPH"
//   4       2             version (1)
//   6       2             header bytes (56)
//   8       4             W, map width  (1 .. 32767)
//   12      4             H, map height (1 .. 32767)
//   16      4             S, cluster side (2 .. 128)
//   20      1             moves: 0 four, 1 eight
//   21      1             corner rule: 0 never, 1 one, 2 always (options.hpp);
//                         with the costs, rules hpa_rules_supported() accepts
//   22      1             heuristic scale shift    } graph_geometry.hpp; at most
//   23      1             reserved (0)             } hpa_step_scale() and
//   24      4             straight step cost (1 .. 65535)  admissible for
//   28      4             diagonal step cost (1 .. 65535)  every arc
//   32      2             heuristic scale mantissa }
//   34      2             reserved (0)
//   36      4             N, nodes (<= 65533: a query adds two)
//   40      4             A, arcs
//   44      4             map fingerprint: CRC-32 of the map's multipliers
//                         row-major, one byte a cell (0 blocked)
//   48      4             file bytes (the whole block, checksum included)
//   52      4             reserved (0)
//   56      4 (C + 1)     cluster_first, C = ceil(W / S) * ceil(H / S)
//           4 N           node_cell
//           4 (N + 1)     first_edge
//           8 A           arcs: uint16 target, uint16 flags (0), uint32 weight
//           4             CRC-32 of every byte before it
//
// What validation proves, in one pass over the file and one over the map:
// the header, the sizes and the checksum; that it was built for THIS map
// (sides and fingerprint: a stale graph after an edit is refused); that
// every section is well formed (clusters' node ranges, nodes on open cells
// of their own cluster in cell order, arcs in range with weights >= 1, at
// most 1022 arcs a node and nodes a cluster); that every arc between two
// clusters is the one straight step across the border at its true cost;
// and that the scale never overestimates. What it does not re-derive: the
// cost of each arc inside a cluster (a search per node). The hierarchical
// search checks each such arc as it refines it and answers NoPath rather
// than give a path of another cost.
#ifndef FIXPATH_HPA_FORMAT_HPP
#define FIXPATH_HPA_FORMAT_HPP

#include <stddef.h>
#include <stdint.h>

#include <fixpath/formats/file_envelope.hpp>
#include <fixpath/hpa/hpa_graph.hpp>
#include <fixpath/hpa/hpa_overlay.hpp>
#include <fixpath/point.hpp>

namespace fixpath {

constexpr uint32_t kMaxHpaNodes = 65533;
constexpr FileKind kHpaFile = {{'F', 'X', 'P', 'H'}, hpa_layout::kHeaderBytes, hpa_layout::kFileBytes};

// Why bytes were rejected: Truncated, BadMagic, BadVersion, BadHeader (a
// field out of range or a reserved field not 0), SizeMismatch, BadChecksum,
// WrongMap (built for a map of other sides, walls or terrain), BadClusters
// (cluster ranges not increasing, or a cluster with too many nodes),
// BadNode (a node off its cluster, on a blocked cell, or out of cell
// order), BadArc (arc ranges not increasing, a target out of range, a
// weight of 0, flags set, too many arcs, or a border arc that is not one
// true step), BadScale (the scale can overestimate). Each has a test that
// produces it.
using HpaFormatError = FileError;

// Clusters of a W x H map cut S a side.
constexpr uint64_t hpa_cluster_count(int32_t width, int32_t height, int32_t cluster) {
    return width <= 0 || height <= 0 || cluster <= 0
               ? 0u
               : uint64_t{static_cast<uint32_t>((width + cluster - 1) / cluster)} *
                     static_cast<uint32_t>((height + cluster - 1) / cluster);
}

// The size of a version-1 block (0 when out of range or over 4 GiB).
constexpr uint32_t hpa_file_size(int32_t width, int32_t height, int32_t cluster, uint32_t nodes, uint32_t arcs) {
    if (width <= 0 || height <= 0 || width > kMaxMapSide || height > kMaxMapSide || cluster < 2 ||
        cluster > kMaxHpaCluster || nodes > kMaxHpaNodes) {
        return 0;
    }
    return detail::file_bytes(kHpaFile, 4 * (hpa_cluster_count(width, height, cluster) + 1) + 4 * uint64_t{nodes} +
                                            4 * (uint64_t{nodes} + 1) + 8 * uint64_t{arcs});
}

// The fingerprint of a map (see the layout): every cell's multiplier.
template <typename Map>
constexpr uint32_t hpa_map_fingerprint(const Map& map) {
    return map_fingerprint(map, MapFingerprint::Multipliers);
}

// Writes the header of a block of `size` bytes (hpa_file_size()) into
// out[0, 56); the writer then fills the sections and calls seal_hpa_graph().
inline void write_hpa_header(uint8_t* out, int32_t width, int32_t height, int32_t cluster, const HpaRules& rules,
                                HeuristicScale scale, uint32_t nodes, uint32_t arcs, uint32_t fingerprint,
                                uint32_t size) {
    detail::open_file(out, kHpaFile, size);
    detail::store_u32(out + hpa_layout::kWidth, static_cast<uint32_t>(width));
    detail::store_u32(out + hpa_layout::kHeight, static_cast<uint32_t>(height));
    detail::store_u32(out + hpa_layout::kCluster, static_cast<uint32_t>(cluster));
    out[hpa_layout::kMoves] = rules.moves == Moves::Eight ? 1 : 0;
    out[hpa_layout::kCorners] = static_cast<uint8_t>(rules.corners == CornerRule::Never ? 0 : rules.corners == CornerRule::One ? 1 : 2);
    out[hpa_layout::kScaleShift] = scale.shift;
    detail::store_u32(out + hpa_layout::kStraight, rules.straight);
    detail::store_u32(out + hpa_layout::kDiagonal, rules.diagonal);
    detail::store_u16(out + hpa_layout::kScaleMantissa, scale.mantissa);
    detail::store_u32(out + hpa_layout::kNodes, nodes);
    detail::store_u32(out + hpa_layout::kArcs, arcs);
    detail::store_u32(out + hpa_layout::kFingerprint, fingerprint);
}

// Writes the checksum into the last 4 bytes of a block of `size` bytes.
inline void seal_hpa_graph(uint8_t* out, uint32_t size) { detail::seal_file(out, size); }

namespace detail {
// Whether the `count` ranges [begin(i), end(i)) (a cluster's nodes, a
// node's arcs) tile 0..total in order, each of at most kMaxHpaDegree.
template <typename Begin, typename End>
constexpr bool hpa_ranges_valid(uint32_t count, uint32_t total, Begin begin, End end) {
    if (begin(0) != 0 || (count > 0 ? end(count - 1) : 0u) != total) {
        return false;
    }
    for (uint32_t i = 0; i < count; ++i) {
        const uint32_t b = begin(i);
        const uint32_t e = end(i);
        if (e < b || e > total || e - b > kMaxHpaDegree) {
            return false;
        }
    }
    return true;
}
}  // namespace detail

// Checks data[0, size) as the abstract graph of `map` and, when it is one,
// makes *out read it in place (`data` must outlive the searches). *out is
// left empty on any error.
template <typename Map>
HpaFormatError validate_hpa_graph(const uint8_t* data, size_t size, const Map& map, HpaGraph* out) {
    namespace L = hpa_layout;
    static_assert(L::kWidth == 8 && L::kHeight == 12, "the sides where every map-bound format has them");
    const detail::OpenedMapFile opened = detail::open_map_file(data, size, kHpaFile, out);
    if (opened.error != FileError::None) {
        return opened.error;
    }
    const uint32_t w = opened.width;
    const uint32_t h = opened.height;
    const uint32_t s = detail::load_u32(data + L::kCluster);
    const uint32_t straight = detail::load_u32(data + L::kStraight);
    const uint32_t diagonal = detail::load_u32(data + L::kDiagonal);
    const uint32_t nodes = detail::load_u32(data + L::kNodes);
    const uint32_t arcs = detail::load_u32(data + L::kArcs);
    if (w == 0 || h == 0 || w > uint32_t{kMaxMapSide} ||
        h > uint32_t{kMaxMapSide} || s < 2 || s > uint32_t{kMaxHpaCluster} || data[L::kMoves] > 1 ||
        data[L::kCorners] > 2 || data[23] != 0 || straight == 0 || straight > 0xFFFFu || diagonal == 0 ||
        diagonal > 0xFFFFu || detail::load_u16(data + 34) != 0 || nodes > kMaxHpaNodes ||
        detail::load_u32(data + 52) != 0) {
        return HpaFormatError::BadHeader;
    }
    if (!hpa_rules_supported(L::rules_of(data))) {
        return HpaFormatError::BadHeader;  // rules no search accepts (hpa_graph.hpp)
    }
    const int32_t width = static_cast<int32_t>(w);
    const int32_t height = static_cast<int32_t>(h);
    const int32_t cluster = static_cast<int32_t>(s);
    const FileError sealed =
        detail::seal_envelope(data, size, kHpaFile, hpa_file_size(width, height, cluster, nodes, arcs));
    if (sealed != FileError::None) {
        return sealed;
    }
    if (map.width() != width || map.height() != height ||
        hpa_map_fingerprint(map) != detail::load_u32(data + L::kFingerprint)) {
        return HpaFormatError::WrongMap;
    }
    const HpaGraph g = HpaGraph::trusted(data);
    // Clusters: ranges from 0 to N, non-decreasing, at most kMaxHpaDegree nodes.
    const uint32_t clusters = g.cluster_count();
    if (!detail::hpa_ranges_valid(clusters, nodes, [&g](uint32_t c) { return g.cluster_nodes_begin(c); },
                                  [&g](uint32_t c) { return g.cluster_nodes_end(c); })) {
        return HpaFormatError::BadClusters;
    }
    for (uint32_t c = 0; c < clusters; ++c) {
        // Nodes: on the map, open, in this cluster, strictly increasing cells.
        const uint32_t b = g.cluster_nodes_begin(c);
        for (uint32_t n = b; n < g.cluster_nodes_end(c); ++n) {
            const uint32_t cell = g.node_cell(n);
            if (cell >= w * h || (n > b && cell <= g.node_cell(n - 1))) {
                return HpaFormatError::BadNode;
            }
            const Point p = g.node_point(n);
            if (g.cluster_of(p) != c || map.cost(p.x, p.y) == 0) {
                return HpaFormatError::BadNode;
            }
        }
    }
    // Arcs: ranges, targets, weights, border steps, the scale.
    if (!detail::hpa_ranges_valid(nodes, arcs, [&g](uint32_t n) { return g.edges_begin(n); },
                                  [&g](uint32_t n) { return g.edges_end(n); })) {
        return HpaFormatError::BadArc;
    }
    const HpaRules rules = g.rules();
    const HeuristicScale scale = g.scale();
    if (scale_less(hpa_step_scale(rules), scale)) {
        return HpaFormatError::BadScale;
    }
    for (uint32_t n = 0; n < nodes; ++n) {
        const Point from = g.node_point(n);
        for (uint32_t i = g.edges_begin(n); i < g.edges_end(n); ++i) {
            const GraphEdge a = g.edge(i);
            if (a.to >= nodes || a.weight == 0 || a.flags != 0 || a.to == n) {
                return HpaFormatError::BadArc;
            }
            const Point to = g.node_point(a.to);
            if (g.cluster_of(to) != g.cluster_of(from) && a.weight != hpa_crossing_weight(map, rules, from, to)) {
                return HpaFormatError::BadArc;
            }
            if (!scale_admissible(scale, a.weight, squared_distance(g.position(n), g.position(a.to)))) {
                return HpaFormatError::BadScale;
            }
        }
    }
    if (out != nullptr) {
        *out = g;
    }
    return HpaFormatError::None;
}

}  // namespace fixpath

#endif  // FIXPATH_HPA_FORMAT_HPP
