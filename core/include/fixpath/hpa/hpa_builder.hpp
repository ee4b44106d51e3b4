// fixpath/hpa/hpa_builder.hpp - builds the abstract graph of hierarchical search
// (hpa_graph.hpp, the bytes of hpa_format.hpp) from a map, on the host or
// on the device, into a caller's buffer; and rebuilds it after local edits,
// searching again only in the clusters the edit touched.
//
//     static fixpath::DenseState<16 * 16, uint32_t, 16 * 16> scratch;  // one cluster, full heap
//     fixpath::HpaBuilder<fixpath::ByteCostMap, decltype(scratch)> builder(map, scratch, 16);
//     const auto built = builder.build(buffer, sizeof buffer);   // .error, .size, .nodes, .arcs
//     fixpath::HpaGraph graph = fixpath::HpaGraph::trusted(buffer);
//
//     // a door closes at (x, y): the map is edited, then
//     builder.rebuild(graph, fixpath::Area{x, y, 1, 1}, other_buffer, sizeof other_buffer);
//     graph = fixpath::HpaGraph::trusted(other_buffer);          // and swap buffers next time
//
// Entrances (hpa_graph.hpp has the rules) are found cluster by cluster from
// the cells on both sides of its borders; a cluster's arcs inside it take
// one Dijkstra fill over the cluster per entrance node (the scratch state
// holds one cluster). rebuild() copies every cluster the edited area cannot
// have changed (a cluster whose cells, or the cells just beyond its border,
// meet the area) from the previous graph, renumbering its arcs, and fills
// only in the others: a one-cell edit costs at most four clusters' fills.
//
// Memory: none but the scratch state, a cluster's distances and node list
// (members) and the caller's buffer; hpa_build_capacity() is a size that
// always suffices for a map.
#ifndef FIXPATH_HPA_BUILDER_HPP
#define FIXPATH_HPA_BUILDER_HPP

#include <stddef.h>
#include <stdint.h>

#include <fixpath/hpa/hpa_overlay.hpp>
#include <fixpath/detail/support.hpp>
#include <fixpath/detail/traits.hpp>
#include <fixpath/graph/graph_view.hpp>
#include <fixpath/grid/grid_search.hpp>
#include <fixpath/hpa/hpa_format.hpp>
#include <fixpath/hpa/hpa_graph.hpp>
#include <fixpath/point.hpp>

namespace fixpath {

enum class HpaBuildError : uint8_t {
    None,
    BadCluster,      // cluster side not in 2..128, or larger than the scratch state
    BadRules,        // rules hpa_rules_supported() refuses, or a step cost the scratch cost type cannot hold
    TooManyNodes,    // more than kMaxHpaNodes entrance nodes (use larger clusters)
    BufferTooSmall,  // the buffer cannot hold the graph (hpa_build_capacity() always can)
    CostOverflow,    // a path inside a cluster costs more than the scratch cost type holds
    ScratchTooSmall, // the scratch state's open list overflowed (give it HeapCapacity = cluster cells)
    WrongPrevious    // rebuild(): the previous graph is not of this map's sides and cluster
};

inline const char* hpa_build_error_name(HpaBuildError e) {
    switch (e) {
        case HpaBuildError::None: return "ok";
        case HpaBuildError::BadCluster: return "bad_cluster";
        case HpaBuildError::BadRules: return "bad_rules";
        case HpaBuildError::TooManyNodes: return "too_many_nodes";
        case HpaBuildError::BufferTooSmall: return "buffer_too_small";
        case HpaBuildError::CostOverflow: return "cost_overflow";
        case HpaBuildError::ScratchTooSmall: return "scratch_too_small";
        case HpaBuildError::WrongPrevious: return "wrong_previous";
    }
    return "unknown";
}

struct HpaBuildResult {
    HpaBuildError error;
    uint32_t size;              // bytes of the graph written
    uint32_t nodes;
    uint32_t arcs;
    uint32_t clusters_searched; // clusters whose arcs were computed by fills (all, for build())
};

// Nodes a cluster can have: an entrance takes at most 2 cells of a border
// run, and runs are separated by a blocked cell, so at most side cells a
// border; four borders.
constexpr uint32_t hpa_max_cluster_nodes(int32_t cluster) {
    return cluster <= 0 ? 0u : 4u * static_cast<uint32_t>(cluster);
}

// A buffer size that always suffices for a W x H map with clusters of S.
constexpr uint64_t hpa_build_capacity(int32_t width, int32_t height, int32_t cluster) {
    const uint64_t clusters = hpa_cluster_count(width, height, cluster);
    uint64_t nodes = clusters * hpa_max_cluster_nodes(cluster);
    if (nodes > kMaxHpaNodes) {
        nodes = kMaxHpaNodes;
    }
    const uint64_t degree = hpa_max_cluster_nodes(cluster) + 4;  // the cluster's other nodes and 4 crossings
    return uint64_t{hpa_layout::kHeaderBytes} + 4 * (clusters + 1) + 8 * nodes + 4 + 8 * nodes * degree + 4;
}

// The largest graph a map can have, over every cluster side: no graph of
// this map is larger (what a reader of graph files may bound its read by).
constexpr uint64_t hpa_largest_graph(int32_t width, int32_t height) {
    uint64_t most = 0;
    for (int32_t side = 2; side <= kMaxHpaCluster; ++side) {
        const uint64_t size = hpa_build_capacity(width, height, side);
        most = size > most ? size : most;
    }
    return most;
}

template <typename Map, typename ClusterState>
class HpaBuilder {
public:
    using CellCost = typename ClusterState::Cost;
    static constexpr uint32_t kClusterCells = detail::AreaLimitOf<ClusterState>::value;
    static_assert(kClusterCells <= uint32_t{kMaxHpaCluster} * kMaxHpaCluster,
                  "the scratch state is for one cluster: at most kMaxHpaCluster^2 cells");

    HpaBuilder(const Map& map, ClusterState& scratch, int32_t cluster, HpaRules rules = HpaRules())
        : map_(map), search_(map, scratch), cluster_(cluster), rules_(rules) {}

    // The whole graph.
    HpaBuildResult build(uint8_t* out, size_t capacity) { return make(nullptr, Area{0, 0, 0, 0}, out, capacity); }

    // The graph after the cells of `changed` were edited, from `previous`
    // (this map's graph before the edit; another buffer than `out`).
    HpaBuildResult rebuild(const HpaGraph& previous, Area changed, uint8_t* out, size_t capacity) {
        if (previous.empty() || previous.width() != map_.width() || previous.height() != map_.height() ||
            previous.cluster_side() != cluster_ || previous.data() == out) {
            return result(HpaBuildError::WrongPrevious);
        }
        return make(&previous, changed, out, capacity);
    }

private:
    static constexpr uint32_t kMaxNodesHere = 4u * kMaxHpaCluster;

    static constexpr HpaBuildResult result(HpaBuildError e) { return HpaBuildResult{e, 0, 0, 0, 0}; }

    bool dirty(uint32_t c, const HpaGraph* previous, const Area& changed) const {
        if (previous == nullptr) {
            return true;
        }
        // The cluster grown by one cell each way: its entrances depend on
        // the cells just beyond its borders.
        const Area a = layout_.cluster_area(c);
        return changed.overlaps(Area{a.x - 1, a.y - 1, a.width + 2, a.height + 2});
    }

    // The entrance cells of cluster c, sorted, into cells_; their count.
    uint32_t entrances(uint32_t c) {
        const Area a = layout_.cluster_area(c);
        uint32_t count = 0;
        // side: 0 north, 1 east, 2 south, 3 west
        for (uint32_t side = 0; side < 4; ++side) {
            const bool vertical = side == 1 || side == 3;
            const int32_t length = vertical ? a.height : a.width;
            // The inside cell at position i and the one across the border.
            int32_t ix = 0;
            int32_t iy = 0;
            int32_t ox = 0;
            int32_t oy = 0;
            if (side == 0) {
                iy = a.y;
                oy = a.y - 1;
            } else if (side == 2) {
                iy = a.y + a.height - 1;
                oy = a.y + a.height;
            } else if (side == 1) {
                ix = a.x + a.width - 1;
                ox = a.x + a.width;
            } else {
                ix = a.x;
                ox = a.x - 1;
            }
            if (vertical ? (ox < 0 || ox >= map_.width()) : (oy < 0 || oy >= map_.height())) {
                continue;  // the map's edge: no neighbour
            }
            int32_t run = -1;  // start of the current run of open pairs
            for (int32_t i = 0; i <= length; ++i) {
                bool open = false;
                int32_t px = 0;
                int32_t py = 0;
                if (i < length) {
                    px = vertical ? ix : a.x + i;
                    py = vertical ? a.y + i : iy;
                    const int32_t qx = vertical ? ox : px;
                    const int32_t qy = vertical ? py : oy;
                    open = map_.cost(px, py) != 0 && map_.cost(qx, qy) != 0;
                }
                if (open && run < 0) {
                    run = i;
                } else if (!open && run >= 0) {
                    const int32_t len = i - run;
                    if (len < 6) {
                        count = add_cell(count, vertical, ix, iy, a, run + (len - 1) / 2);
                    } else {
                        count = add_cell(count, vertical, ix, iy, a, run);
                        count = add_cell(count, vertical, ix, iy, a, i - 1);
                    }
                    run = -1;
                }
            }
        }
        // Insertion sort and de-duplication (corners serve two borders).
        for (uint32_t i = 1; i < count; ++i) {
            const uint32_t v = cells_[i];
            uint32_t j = i;
            while (j > 0 && cells_[j - 1] > v) {
                cells_[j] = cells_[j - 1];
                --j;
            }
            cells_[j] = v;
        }
        uint32_t unique = 0;
        for (uint32_t i = 0; i < count; ++i) {
            if (unique == 0 || cells_[unique - 1] != cells_[i]) {
                cells_[unique++] = cells_[i];
            }
        }
        return unique;
    }

    uint32_t add_cell(uint32_t count, bool vertical, int32_t ix, int32_t iy, const Area& a, int32_t i) {
        const int32_t x = vertical ? ix : a.x + i;
        const int32_t y = vertical ? a.y + i : iy;
        if (count < kMaxNodesHere) {
            cells_[count++] = static_cast<uint32_t>(y) * static_cast<uint32_t>(map_.width()) + static_cast<uint32_t>(x);
        }
        return count;
    }

    HpaBuildResult make(const HpaGraph* previous, Area changed, uint8_t* out, size_t capacity) {
        namespace L = hpa_layout;
        const int32_t w = map_.width();
        const int32_t h = map_.height();
        if (cluster_ < 2 || cluster_ > kMaxHpaCluster || uint32_t(cluster_) * uint32_t(cluster_) > kClusterCells ||
            w <= 0 || h <= 0 || w > kMaxMapSide || h > kMaxMapSide) {
            return result(HpaBuildError::BadCluster);
        }
        if (!hpa_rules_supported_with<CellCost>(rules_)) {
            return result(HpaBuildError::BadRules);
        }
        if (out == nullptr) {
            return result(HpaBuildError::BufferTooSmall);
        }
        options_.moves = rules_.moves;
        options_.corners = rules_.corners;
        options_.costs = StepCosts<CellCost>{static_cast<CellCost>(rules_.straight), static_cast<CellCost>(rules_.diagonal)};
        options_.heuristic = Heuristic::Zero;
        // A layout-only view (sides and cluster) for cluster geometry.
        const uint32_t clusters = static_cast<uint32_t>(hpa_cluster_count(w, h, cluster_));
        const uint64_t node_cells = uint64_t{L::kHeaderBytes} + 4 * (uint64_t{clusters} + 1);
        if (node_cells > capacity) {
            return result(HpaBuildError::BufferTooSmall);
        }
        write_hpa_header(out, w, h, cluster_, rules_, kZeroScale, 0, 0, 0, 0);
        layout_ = HpaGraph::trusted(out);
        // Pass 1: nodes, cluster by cluster.
        uint32_t nodes = 0;
        for (uint32_t c = 0; c < clusters; ++c) {
            detail::store_u32(out + L::kHeaderBytes + 4 * c, nodes);
            // A cluster the edit touched gets its entrances anew; any other
            // keeps the previous graph's.
            const bool fresh = dirty(c, previous, changed);
            const uint32_t first = fresh ? 0u : previous->cluster_nodes_begin(c);
            const uint32_t count = fresh ? entrances(c) : previous->cluster_nodes_end(c) - first;
            for (uint32_t i = 0; i < count; ++i) {
                if (nodes + i >= kMaxHpaNodes) {
                    return result(HpaBuildError::TooManyNodes);
                }
                if (node_cells + 4 * (uint64_t{nodes} + i + 1) > capacity) {
                    return result(HpaBuildError::BufferTooSmall);
                }
                detail::store_u32(out + node_cells + 4 * (nodes + i), fresh ? cells_[i] : previous->node_cell(first + i));
            }
            nodes += count;
        }
        detail::store_u32(out + L::kHeaderBytes + 4 * clusters, nodes);
        const uint64_t first_edge = node_cells + 4 * uint64_t{nodes};
        const uint64_t arcs_at = first_edge + 4 * (uint64_t{nodes} + 1);
        if (arcs_at + 4 > capacity) {
            return result(HpaBuildError::BufferTooSmall);
        }
        detail::store_u32(out + L::kNodes, nodes);
        layout_ = HpaGraph::trusted(out);  // now with the node count: node_at() works
        // Pass 2: arcs, node by node, in target order.
        HeuristicScale scale = hpa_step_scale(rules_);
        uint32_t arcs = 0;
        uint32_t searched = 0;
        for (uint32_t c = 0; c < clusters; ++c) {
            const bool fresh = dirty(c, previous, changed);
            searched += fresh ? 1u : 0u;
            const uint32_t b = layout_.cluster_nodes_begin(c);
            const uint32_t e = layout_.cluster_nodes_end(c);
            const Area area = layout_.cluster_area(c);
            for (uint32_t n = b; n < e; ++n) {
                detail::store_u32(out + first_edge + 4 * n, arcs);
                uint32_t count = 0;
                const Point p = layout_.node_point(n);
                if (fresh) {
                    Status s = search_.begin_fill(p, area, distances_, options_);
                    if (s == Status::InProgress) {
                        s = search_.run();
                    }
                    if (s != Status::Complete) {
                        return result(s == Status::CostOverflow ? HpaBuildError::CostOverflow
                                                                : HpaBuildError::ScratchTooSmall);
                    }
                    for (uint32_t m = b; m < e; ++m) {
                        if (m == n) {
                            continue;
                        }
                        const Point q = layout_.node_point(m);
                        const CellCost d = distances_[static_cast<uint32_t>(q.y - area.y) * static_cast<uint32_t>(area.width) +
                                                      static_cast<uint32_t>(q.x - area.x)];
                        if (d != detail::unsigned_max<CellCost>() && d != 0) {
                            arcs_[count++] = GraphEdge{static_cast<NodeId>(m), 0, uint32_t{d}};
                        }
                    }
                } else {
                    // The previous graph's arcs inside the cluster, renumbered.
                    const uint32_t old = previous->node_at(c, p);
                    const uint32_t old_base = previous->cluster_nodes_begin(c);
                    for (uint32_t i = previous->edges_begin(old); i < previous->edges_end(old); ++i) {
                        const GraphEdge a = previous->edge(i);
                        if (a.to >= old_base && a.to < previous->cluster_nodes_end(c) && count < kMaxNodesHere) {
                            arcs_[count++] = GraphEdge{static_cast<NodeId>(b + (a.to - old_base)), 0, a.weight};
                        }
                    }
                }
                // Crossings: the straight steps to nodes of other clusters.
                const int32_t dx[4] = {0, 1, 0, -1};
                const int32_t dy[4] = {-1, 0, 1, 0};
                for (uint32_t d = 0; d < 4; ++d) {
                    const int32_t x = p.x + dx[d];
                    const int32_t y = p.y + dy[d];
                    if (x < 0 || y < 0 || x >= w || y >= h) {
                        continue;
                    }
                    const Point q = make_point(x, y);
                    const uint32_t qc = layout_.cluster_of(q);
                    if (qc == c) {
                        continue;
                    }
                    const uint32_t m = layout_.node_at(qc, q);
                    if (m != kNoNode && count < kMaxNodesHere + 4) {
                        arcs_[count++] = GraphEdge{static_cast<NodeId>(m), 0, hpa_crossing_weight(map_, rules_, p, q)};
                    }
                }
                // Target order (few arcs: insertion sort).
                for (uint32_t i = 1; i < count; ++i) {
                    const GraphEdge v = arcs_[i];
                    uint32_t j = i;
                    while (j > 0 && arcs_[j - 1].to > v.to) {
                        arcs_[j] = arcs_[j - 1];
                        --j;
                    }
                    arcs_[j] = v;
                }
                if (count > detail::kMaxHpaDegree) {
                    return result(HpaBuildError::TooManyNodes);
                }
                if (arcs_at + 8 * (uint64_t{arcs} + count) + 4 > capacity) {
                    return result(HpaBuildError::BufferTooSmall);
                }
                for (uint32_t i = 0; i < count; ++i) {
                    uint8_t* at = out + arcs_at + 8 * (uint64_t{arcs} + i);
                    detail::store_u16(at, arcs_[i].to);
                    detail::store_u16(at + 2, 0);
                    detail::store_u32(at + 4, arcs_[i].weight);
                    scale = scale_min(scale, edge_scale(arcs_[i].weight,
                                                        squared_distance(layout_.position(n), layout_.position(arcs_[i].to))));
                }
                arcs += count;
            }
        }
        detail::store_u32(out + first_edge + 4 * uint64_t{nodes}, arcs);
        const uint32_t size = hpa_file_size(w, h, cluster_, nodes, arcs);
        if (size == 0 || size > capacity) {
            return result(size == 0 ? HpaBuildError::TooManyNodes : HpaBuildError::BufferTooSmall);
        }
        write_hpa_header(out, w, h, cluster_, rules_, scale, nodes, arcs, hpa_map_fingerprint(map_), size);
        seal_hpa_graph(out, size);
        return HpaBuildResult{HpaBuildError::None, size, nodes, arcs, searched};
    }

    Map map_;
    GridSearch<detail::UnframedMap<Map>, ClusterState> search_;  // (clusters: areas)
    int32_t cluster_;
    HpaRules rules_;
    SearchOptions<CellCost> options_;
    HpaGraph layout_;
    CellCost distances_[kClusterCells] = {};
    uint32_t cells_[kMaxNodesHere] = {};
    GraphEdge arcs_[kMaxNodesHere + 4] = {};
};

}  // namespace fixpath

#endif  // FIXPATH_HPA_BUILDER_HPP
