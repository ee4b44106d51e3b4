#include <fixpath_host/random_graph.hpp>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

namespace fixpath_host {

HostGraph random_geometric_graph(const RandomGraphSpec& spec) {
    std::mt19937 rng(spec.seed);
    const uint32_t n = std::min<uint32_t>(spec.nodes, fixpath::kMaxGraphNodes);
    const int32_t side = static_cast<int32_t>(std::min<uint32_t>(spec.side, 65536)) * fixpath::kPositionUnit;
    HostGraph g;
    std::uniform_int_distribution<int32_t> coordinate(0, side - 1);
    for (uint32_t v = 0; v < n; ++v) {
        g.labels.push_back(v + 1);
        g.positions.push_back(fixpath::NodePosition{coordinate(rng), coordinate(rng), 0});
    }
    // Radius for the wanted mean degree: n * pi * r^2 / side^2 = degree.
    const double radius = static_cast<double>(side) * std::sqrt(spec.mean_degree / (3.14159265358979 * std::max(1u, n)));
    const int32_t cell = std::max<int32_t>(1, static_cast<int32_t>(radius));
    const int32_t cells = side / cell + 1;
    std::vector<std::vector<uint32_t>> buckets(static_cast<size_t>(cells) * static_cast<size_t>(cells));
    for (uint32_t v = 0; v < n; ++v) {
        buckets[static_cast<size_t>(g.positions[v].y / cell) * static_cast<size_t>(cells) +
                static_cast<size_t>(g.positions[v].x / cell)]
            .push_back(v);
    }
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::uniform_int_distribution<uint32_t> percent(spec.min_percent, std::max(spec.min_percent, spec.max_percent));
    const uint64_t r2 = static_cast<uint64_t>(radius * radius);
    std::vector<std::vector<fixpath::GraphEdge>> arcs(n);
    for (uint32_t a = 0; a < n; ++a) {
        const int32_t cx = g.positions[a].x / cell;
        const int32_t cy = g.positions[a].y / cell;
        for (int32_t y = std::max(0, cy - 1); y <= std::min(cells - 1, cy + 1); ++y) {
            for (int32_t x = std::max(0, cx - 1); x <= std::min(cells - 1, cx + 1); ++x) {
                for (uint32_t b : buckets[static_cast<size_t>(y) * static_cast<size_t>(cells) + static_cast<size_t>(x)]) {
                    if (b <= a || fixpath::squared_distance(g.positions[a], g.positions[b]) > r2) {
                        continue;
                    }
                    uint32_t w = fixpath::euclidean_weight(g.positions[a], g.positions[b]);
                    if (spec.max_percent > 0) {
                        w = std::max<uint32_t>(1, static_cast<uint32_t>(uint64_t{w} * percent(rng) / 100));
                    }
                    const uint16_t flags = static_cast<uint16_t>(unit(rng) < spec.flagged ? 1u << (rng() % 4) : 0u);
                    if (unit(rng) < spec.oneway) {
                        const bool forward = rng() % 2 == 0;
                        const uint32_t from = forward ? a : b;
                        const uint32_t to = forward ? b : a;
                        arcs[from].push_back(fixpath::GraphEdge{static_cast<fixpath::NodeId>(to), flags, w});
                    } else {
                        arcs[a].push_back(fixpath::GraphEdge{static_cast<fixpath::NodeId>(b), flags, w});
                        arcs[b].push_back(fixpath::GraphEdge{static_cast<fixpath::NodeId>(a), flags, w});
                    }
                }
            }
        }
    }
    for (const auto& list : arcs) {
        g.edges.insert(g.edges.end(), list.begin(), list.end());
        g.first_edge.push_back(static_cast<uint32_t>(g.edges.size()));
    }
    g.scale = fixpath::graph_scale(g.view());
    return g;
}

}  // namespace fixpath_host
