// fixpath/hpa/hpa_graph.hpp - the abstract graph of hierarchical search
// (HPA*, Botea, Mueller and Schaeffer 2004), read in place from ROM.
//
// The map is cut into square clusters of `cluster` cells a side (the last
// column and row of clusters may be narrower). Where two side-by-side
// clusters touch, every maximal run of border cells that are open on both
// sides is an entrance: a run shorter than 6 cells gets one transition at
// its middle, a longer one two, at its ends. A transition is a pair of
// cells, one in each cluster, and each cell is an abstract node (a corner
// cell shared by two transitions is one node). Arcs:
//   - inter-cluster: the one straight step across the border, both ways
//     (weight: the straight step cost times the multiplier of the cell
//     entered);
//   - intra-cluster: between every two nodes of a cluster, the cost of the
//     cheapest path that stays inside the cluster, when there is one.
// So a path through the abstract graph is a real path on the map with
// exactly the abstract cost, refined one arc at a time by an A* that never
// leaves one cluster (hierarchical_search.hpp).
//
// The graph is one block of bytes, the same in ROM and in a file
// (hpa_format.hpp gives the layout, writes and validates it): `fixpath hpa
// build MAP --cluster 16 --header OUT.hpp` writes it as a `constexpr
// uint8_t` array, `--binary OUT` as a file. HpaGraph reads it in place,
// decoding little-endian fields, so neither alignment nor the CPU's byte
// order matters. Its sections:
//   cluster_first[c], c in [0, clusters]: the nodes of cluster c (clusters
//     row-major) are [cluster_first[c], cluster_first[c + 1]);
//   node_cell[n]: node n's cell, y * width + x; within a cluster nodes are
//     in increasing cell order;
//   first_edge[n], n in [0, nodes]: node n's arcs are
//     arcs[first_edge[n] .. first_edge[n + 1]), in increasing target order
//     (with graph_search.hpp's tie rules the route is deterministic).
// An HpaGraph is also a graph for GraphSearch (graph_view.hpp's members):
// positions are cell centres in cell units, computed, not stored.
//
// The arcs are valid for the step rules they were built with (moves,
// corner rule, straight and diagonal costs, kept in the header); the
// hierarchical search uses those rules for the cells too.
#ifndef FIXPATH_HPA_GRAPH_HPP
#define FIXPATH_HPA_GRAPH_HPP

#include <stdint.h>

#include <fixpath/formats/little_endian.hpp>
#include <fixpath/detail/support.hpp>
#include <fixpath/graph/graph_geometry.hpp>
#include <fixpath/graph/graph_view.hpp>
#include <fixpath/options.hpp>
#include <fixpath/point.hpp>

namespace fixpath {

// The step rules an abstract graph was built with.
struct HpaRules {
    Moves moves = Moves::Eight;
    CornerRule corners = CornerRule::Never;
    uint32_t straight = 10;
    uint32_t diagonal = 14;
};

// The rules hierarchical search answers correctly, and so the only ones the
// builder, the format's validator and the search accept: step costs of
// 1..65535; with 8 moves, straight <= diagonal <= 2 * straight (where the
// octile estimate that orders the abstract search and the refinement is
// admissible) and a corner rule other than Always (a diagonal step squeezed
// between two walls can cross a cluster border where no entrance is).
constexpr bool hpa_rules_supported(const HpaRules& r) {
    if (r.straight == 0 || r.straight > 0xFFFFu || r.diagonal == 0 || r.diagonal > 0xFFFFu) {
        return false;
    }
    return r.moves == Moves::Four ||
           (r.straight <= r.diagonal && r.diagonal <= 2 * r.straight && r.corners != CornerRule::Always);
}
// The same, with step costs a cluster state of cost type Cost can hold (the
// builder's scratch state, the search's cluster state).
template <typename Cost>
constexpr bool hpa_rules_supported_with(const HpaRules& r) {
    return hpa_rules_supported(r) && r.straight <= detail::unsigned_max<Cost>() &&
           r.diagonal <= detail::unsigned_max<Cost>();
}

// Largest cluster side: a cluster's cells fit a 16-bit count and the
// search state of one cluster stays small.
constexpr int32_t kMaxHpaCluster = 128;

// Byte offsets of the header fields (hpa_format.hpp documents them).
namespace hpa_layout {
constexpr uint32_t kHeaderBytes = 56;
constexpr uint32_t kWidth = 8;
constexpr uint32_t kHeight = 12;
constexpr uint32_t kCluster = 16;
constexpr uint32_t kMoves = 20;
constexpr uint32_t kCorners = 21;
constexpr uint32_t kScaleShift = 22;
constexpr uint32_t kStraight = 24;
constexpr uint32_t kDiagonal = 28;
constexpr uint32_t kScaleMantissa = 32;
constexpr uint32_t kNodes = 36;
constexpr uint32_t kArcs = 40;
constexpr uint32_t kFingerprint = 44;
constexpr uint32_t kFileBytes = 48;

// The step rules a header records (moves, corner rule, step costs).
constexpr HpaRules rules_of(const uint8_t* data) {
    HpaRules r;
    r.moves = data[kMoves] == 0 ? Moves::Four : Moves::Eight;
    r.corners = data[kCorners] == 0 ? CornerRule::Never : data[kCorners] == 1 ? CornerRule::One : CornerRule::Always;
    r.straight = detail::load_u32(data + kStraight);
    r.diagonal = detail::load_u32(data + kDiagonal);
    return r;
}
}  // namespace hpa_layout

class HpaGraph {
public:
    constexpr HpaGraph() = default;

    // A view of graph bytes that are known good: a header generated by the
    // tool (built from the map it ships with), or bytes validate_hpa_graph()
    // (hpa_format.hpp) accepted, which is how to get one from a file. Only
    // the header is read here; the searches trust the sections.
    static constexpr HpaGraph trusted(const uint8_t* data) {
        HpaGraph g;
        g.data_ = data;
        g.width_ = static_cast<int32_t>(detail::load_u32(data + hpa_layout::kWidth));
        g.height_ = static_cast<int32_t>(detail::load_u32(data + hpa_layout::kHeight));
        g.cluster_ = static_cast<int32_t>(detail::load_u32(data + hpa_layout::kCluster));
        g.rules_ = hpa_layout::rules_of(data);
        g.scale_ = HeuristicScale{static_cast<uint16_t>(detail::load_u16(data + hpa_layout::kScaleMantissa)),
                                  data[hpa_layout::kScaleShift]};
        g.node_count_ = detail::load_u32(data + hpa_layout::kNodes);
        g.arc_count_ = detail::load_u32(data + hpa_layout::kArcs);
        g.cluster_first_ = hpa_layout::kHeaderBytes;
        g.node_cell_ = g.cluster_first_ + 4 * (g.cluster_count() + 1);
        g.first_edge_ = g.node_cell_ + 4 * g.node_count_;
        g.arcs_ = g.first_edge_ + 4 * (g.node_count_ + 1);
        return g;
    }

    // The map it was built for.
    constexpr int32_t width() const { return width_; }
    constexpr int32_t height() const { return height_; }
    constexpr int32_t cluster_side() const { return cluster_; }
    constexpr HpaRules rules() const { return rules_; }
    constexpr bool empty() const { return data_ == nullptr || cluster_ <= 0 || width_ <= 0 || height_ <= 0; }
    // The whole block (header, sections, checksum).
    constexpr const uint8_t* data() const { return data_; }
    constexpr uint32_t size_bytes() const { return data_ == nullptr ? 0u : detail::load_u32(data_ + hpa_layout::kFileBytes); }

    // Clusters.
    constexpr int32_t clusters_x() const { return cluster_ <= 0 ? 0 : (width_ + cluster_ - 1) / cluster_; }
    constexpr int32_t clusters_y() const { return cluster_ <= 0 ? 0 : (height_ + cluster_ - 1) / cluster_; }
    constexpr uint32_t cluster_count() const {
        return static_cast<uint32_t>(clusters_x()) * static_cast<uint32_t>(clusters_y());
    }
    // The cluster of a cell on the map.
    constexpr uint32_t cluster_of(Point p) const {
        return static_cast<uint32_t>(p.y / cluster_) * static_cast<uint32_t>(clusters_x()) +
               static_cast<uint32_t>(p.x / cluster_);
    }
    // A cluster's cells, clipped to the map.
    constexpr Area cluster_area(uint32_t c) const {
        const int32_t cx = static_cast<int32_t>(c % static_cast<uint32_t>(clusters_x()));
        const int32_t cy = static_cast<int32_t>(c / static_cast<uint32_t>(clusters_x()));
        const int32_t x = cx * cluster_;
        const int32_t y = cy * cluster_;
        return Area{x, y, width_ - x < cluster_ ? width_ - x : cluster_, height_ - y < cluster_ ? height_ - y : cluster_};
    }
    constexpr uint32_t cluster_nodes_begin(uint32_t c) const { return load(cluster_first_, c); }
    constexpr uint32_t cluster_nodes_end(uint32_t c) const { return load(cluster_first_, c + 1); }

    // Nodes: the graph members GraphSearch reads.
    constexpr uint32_t node_count() const { return node_count_; }
    constexpr uint32_t node_cell(uint32_t node) const { return load(node_cell_, node); }
    constexpr Point node_point(uint32_t node) const {
        const uint32_t cell = node_cell(node);
        const uint32_t w = static_cast<uint32_t>(width_);
        return make_point(static_cast<int32_t>(cell % w), static_cast<int32_t>(cell / w));
    }
    constexpr NodePosition position(uint32_t node) const {
        const Point p = node_point(node);
        return position_of_units(p.x, p.y);
    }
    constexpr uint32_t edge_count() const { return arc_count_; }
    constexpr uint32_t edges_begin(uint32_t node) const { return load(first_edge_, node); }
    constexpr uint32_t edges_end(uint32_t node) const { return load(first_edge_, node + 1); }
    constexpr GraphEdge edge(uint32_t index) const {
        const uint8_t* p = data_ + arcs_ + 8 * index;
        return GraphEdge{static_cast<NodeId>(detail::load_u16(p)), static_cast<uint16_t>(detail::load_u16(p + 2)),
                         detail::load_u32(p + 4)};
    }
    // Admissible for the arcs AND for any path between two cells under the
    // rules (so that start and goal arcs added at query time keep A* exact).
    constexpr HeuristicScale scale() const { return scale_; }

    // The node on cell p of cluster c, or kNoNode (a binary search: nodes of
    // a cluster are in cell order).
    constexpr uint32_t node_at(uint32_t c, Point p) const {
        const uint32_t cell = static_cast<uint32_t>(p.y) * static_cast<uint32_t>(width_) + static_cast<uint32_t>(p.x);
        const uint32_t end = cluster_nodes_end(c);
        uint32_t lo = cluster_nodes_begin(c);
        uint32_t hi = end;
        while (lo < hi) {
            const uint32_t mid = lo + (hi - lo) / 2;
            if (node_cell(mid) < cell) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo < end && node_cell(lo) == cell ? lo : uint32_t{kNoNode};
    }

private:
    constexpr uint32_t load(uint32_t section, uint32_t i) const { return detail::load_u32(data_ + section + 4 * i); }

    const uint8_t* data_ = nullptr;
    uint32_t cluster_first_ = 0;
    uint32_t node_cell_ = 0;
    uint32_t first_edge_ = 0;
    uint32_t arcs_ = 0;
    int32_t width_ = 0;
    int32_t height_ = 0;
    int32_t cluster_ = 0;
    uint32_t node_count_ = 0;
    uint32_t arc_count_ = 0;
    HpaRules rules_ = HpaRules();
    HeuristicScale scale_ = kZeroScale;
};

// The weight of the arc across a cluster border from cell `from` to cell
// `to`: the straight step's cost times the multiplier of the cell entered;
// 0 when the two cells are not side by side. What the builder stores, the
// validator demands and the search checks before it steps across.
template <typename Map>
constexpr uint32_t hpa_crossing_weight(const Map& map, const HpaRules& rules, Point from, Point to) {
    const int32_t dx = to.x - from.x;
    const int32_t dy = to.y - from.y;
    return dx * dx + dy * dy == 1 ? uint32_t{map.cost(to.x, to.y)} * rules.straight : 0u;
}

// The scale every cell-to-cell path respects under `rules`: a straight step
// of one unit costs at least `straight`, a diagonal of sqrt(2) units at
// least `diagonal` (multipliers are >= 1). The graph's stored scale is the
// smaller of this and graph_scale() of its arcs.
constexpr HeuristicScale hpa_step_scale(const HpaRules& rules) {
    const uint64_t unit2 = uint64_t{kPositionUnit} * kPositionUnit;
    HeuristicScale s = edge_scale(rules.straight, unit2);
    if (rules.moves == Moves::Eight) {
        // A path of octile shape is no shorter than its straight-line
        // distance (triangle inequality), so min(S, D / sqrt 2) bounds it.
        s = scale_min(s, edge_scale(rules.diagonal, 2 * unit2));
    }
    return s;
}

}  // namespace fixpath

#endif  // FIXPATH_HPA_GRAPH_HPP
