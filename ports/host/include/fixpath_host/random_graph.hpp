// fixpath_host/random_graph.hpp - random waypoint graphs for tests and
// benchmarks: random geometric graphs (nodes scattered in a square, an edge
// between every two nodes closer than a radius), the standard stand-in for
// hand-placed waypoints.
#ifndef FIXPATH_HOST_RANDOM_GRAPH_HPP
#define FIXPATH_HOST_RANDOM_GRAPH_HPP

#include <cstdint>

#include <fixpath_host/graph_text.hpp>

namespace fixpath_host {

struct RandomGraphSpec {
    uint32_t nodes = 1000;
    double mean_degree = 8.0;     // expected neighbours within the radius
    uint32_t side = 4096;         // the square's side in whole units
    double oneway = 0.0;          // fraction of edges that are one-way (random direction)
    double flagged = 0.0;         // fraction of edges with a random flag bit (0..3)
    // Weights: 0 = the Euclidean length (rounded up); otherwise a factor in
    // percent applied to it, each edge drawn from [min_percent, max_percent]
    // (below 100: cheaper than straight lines, which the A* scale absorbs).
    uint32_t min_percent = 0;
    uint32_t max_percent = 0;
    uint32_t seed = 1;
};

HostGraph random_geometric_graph(const RandomGraphSpec& spec);

}  // namespace fixpath_host

#endif  // FIXPATH_HOST_RANDOM_GRAPH_HPP
