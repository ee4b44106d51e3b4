// fixpath/units/graph_mover.hpp - walking a route of graph nodes: waypoints with a
// little deterministic variety, then tick-by-tick integer interpolation.
//
//     fixpath::NodePosition points[32];
//     const uint32_t n = fixpath::route_waypoints(kGraph, route, length, points, 32,
//                                                 unit_id, 3 * fixpath::kPositionUnit);
//     fixpath::RouteFollower walker(points, n, speed);   // speed: 1/16 units a tick
//     every tick: draw_unit(walker.tick());
#ifndef FIXPATH_GRAPH_MOVER_HPP
#define FIXPATH_GRAPH_MOVER_HPP

#include <stdint.h>

#include <fixpath/graph/graph_geometry.hpp>
#include <fixpath/graph/graph_view.hpp>
#include <fixpath/units/path_follower.hpp>

namespace fixpath {

// The integer length of a segment between two node positions, rounded
// down; saturated like the grid's (fixed_point.hpp), so any positions work.
constexpr uint32_t segment_length(NodePosition a, NodePosition b) {
    return integer_sqrt(detail::saturating_square_sum(detail::magnitude_between(a.x, b.x),
                                                      detail::magnitude_between(a.y, b.y),
                                                      detail::magnitude_between(a.z, b.z)));
}

// a + (b - a) * covered / length on each axis, rounded toward a.
constexpr NodePosition interpolate(NodePosition a, NodePosition b, uint32_t covered, uint32_t length) {
    return NodePosition{detail::interpolate_axis(a.x, b.x, covered, length),
                        detail::interpolate_axis(a.y, b.y, covered, length),
                        detail::interpolate_axis(a.z, b.z, covered, length)};
}

// Moves along node positions at a speed in 1/16 units a tick (path_follower.hpp).
using RouteFollower = BasicFollower<NodePosition>;

// Every segment allowed: the default for route_waypoints().
struct AnySegment {
    constexpr bool operator()(NodePosition, NodePosition) const { return true; }
};

// Turns a route of nodes into waypoints for a RouteFollower. Each inner
// waypoint is its node's position moved by up to `max_offset` (1/16 units)
// on x and y, drawn from `seed` (Xorshift32: the same seed gives the same
// line on every CPU), so that units sharing a route do not all walk one
// line: the seed's "add or subtract a random amount", bounded. A moved
// waypoint is kept only if clear(previous waypoint, moved) and clear(moved,
// next node's position) both hold (the caller's line-of-sight test, small
// offsets in tight corridors); otherwise the node's own position is used.
// The first and last waypoints are the end nodes' positions. Returns the
// number of waypoints (length); writes at most `capacity`. A route naming a
// node the graph does not have gives 0 and writes nothing.
template <typename Graph, typename Clear = AnySegment>
uint32_t route_waypoints(const Graph& graph, const NodeId* route, uint32_t length, NodePosition* out,
                         uint32_t capacity, uint32_t seed, int32_t max_offset, Clear clear = Clear()) {
    for (uint32_t i = 0; i < length; ++i) {
        if (route[i] >= graph.node_count()) {
            return 0;
        }
    }
    if (max_offset > kMaxCoordinate) {
        max_offset = kMaxCoordinate;
    }
    return detail::vary_waypoints(
        length, [&](uint32_t i) { return graph.position(route[i]); },
        [&](NodePosition p, Xorshift32& rng) {
            const int32_t ox = rng.offset(max_offset);
            const int32_t oy = rng.offset(max_offset);
            // (In 64 bits and clamped: a view's positions are not checked.)
            auto add = [](int32_t v, int32_t o) {
                const int64_t sum = int64_t{v} + o;
                return static_cast<int32_t>(sum > 0x7FFFFFFF ? 0x7FFFFFFF : (sum < -0x7FFFFFFF - 1 ? -0x7FFFFFFF - 1 : sum));
            };
            return NodePosition{add(p.x, ox), add(p.y, oy), p.z};
        },
        clear, seed, out, capacity);
}

}  // namespace fixpath

#endif  // FIXPATH_GRAPH_MOVER_HPP
