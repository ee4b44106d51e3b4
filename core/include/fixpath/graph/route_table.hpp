// fixpath/graph/route_table.hpp - every route of a graph, precomputed: the seed's
// "matrix of possible routes", as next hops.
//
// Entry (from, to) of an N x N table is the node after `from` on a cheapest
// route to `to` (the same route a Dijkstra search returns: fewest edges
// among the cheapest), `to` itself when from == to, and "none" when `to`
// cannot be reached. Following a route is a table lookup per hop, no search.
//
// Size: N^2 entries of 1 byte up to 255 nodes, 2 bytes up to 65535: 1,600
// bytes for the seed's 40 nodes, where the seed estimated 25 KB for storing
// whole paths (16 bytes a path). The table lives in ROM: `fixpath graph
// build --route-table` stores it in the binary file and the generated
// header, and build_route_table() fills one at run time (or at compile time:
// it is constexpr) with N shortest-path trees of the core engine.
//
// A table is trusted data. validate_graph() checks that every entry is in
// range and is an arc of its row's node (so a route is always a legal walk),
// but not that it is the cheapest or that it arrives: that takes N searches,
// which the host tool does (`fixpath graph check` and `route --table` compare
// every route with a search, route_table_matches() below). What a stale or
// hand-edited table can do on a device: give a legal route that is not the
// cheapest, or NoPath for a reachable node. It cannot loop: follow() stops
// after N - 1 hops with NoPath.
#ifndef FIXPATH_ROUTE_TABLE_HPP
#define FIXPATH_ROUTE_TABLE_HPP

#include <stdint.h>

#include <fixpath/detail/support.hpp>
#include <fixpath/graph/graph_search.hpp>
#include <fixpath/graph/graph_view.hpp>
#include <fixpath/status.hpp>

namespace fixpath {

// The entry type for a graph of `Nodes` nodes: uint8_t up to 255, uint16_t beyond.
template <uint32_t Nodes>
using RouteEntryFor = typename detail::Select<(Nodes <= 255), uint8_t, uint16_t>::type;

// What follow() wrote.
struct RouteFollow {
    // Found: `length` nodes written, from and to included. PathBufferTooSmall:
    // nothing written, `length` is the room needed. NoPath: `to` cannot be
    // reached (or the table is corrupt: a route longer than N-1 hops).
    // InvalidStart / InvalidGoal: a node number out of range.
    Status status;
    uint32_t length;
};

// Storage: how entries are read: a plain array (a generated header, a
// table built at run time) or bytes of a graph file (GraphBlob).
template <typename Entry, typename Storage = const Entry*>
class RouteTable {
    static_assert(detail::IsSame<Entry, uint8_t>::value || detail::IsSame<Entry, uint16_t>::value,
                  "route entries are uint8_t or uint16_t");

public:
    static constexpr Entry kNone = detail::unsigned_max<Entry>();
    static constexpr uint32_t kMaxNodes = kNone;  // 255 or 65535

    constexpr RouteTable() = default;
    // `entries`: node_count * node_count entries, row `from`, column `to`.
    constexpr RouteTable(Storage entries, uint32_t node_count)
        : entries_(entries), nodes_(node_count <= kMaxNodes ? node_count : 0) {}

    constexpr uint32_t node_count() const { return nodes_; }
    static constexpr uint32_t bytes_for(uint32_t nodes) { return nodes * nodes * static_cast<uint32_t>(sizeof(Entry)); }

    // The node after `from` towards `to`, or kNoNode.
    constexpr NodeId next_hop(uint32_t from, uint32_t to) const {
        if (from >= nodes_ || to >= nodes_) {
            return kNoNode;
        }
        const Entry e = entries_[from * nodes_ + to];
        return e == kNone || e >= nodes_ ? kNoNode : static_cast<NodeId>(e);
    }

    // Writes the route from `from` to `to` by following next hops.
    constexpr RouteFollow follow(uint32_t from, uint32_t to, NodeId* out, uint32_t capacity) const {
        if (from >= nodes_) {
            return RouteFollow{Status::InvalidStart, 0};
        }
        if (to >= nodes_) {
            return RouteFollow{Status::InvalidGoal, 0};
        }
        uint32_t length = 1;
        for (uint32_t node = from; node != to; ++length) {
            node = next_hop(node, to);
            if (node == kNoNode || length >= nodes_) {
                return RouteFollow{Status::NoPath, 0};
            }
        }
        if (out == nullptr || capacity < length) {
            return RouteFollow{Status::PathBufferTooSmall, length};
        }
        uint32_t node = from;
        for (uint32_t i = 0; i < length; ++i) {
            out[i] = static_cast<NodeId>(node);
            node = next_hop(node, to);
        }
        return RouteFollow{Status::Found, length};
    }

private:
    Storage entries_ = Storage{};
    uint32_t nodes_ = 0;
};

// Fills `out` (capacity entries, at least N * N) with the route table of
// `graph` under `edge_cost`, one Dijkstra tree per node, in `state`.
// Complete; MapTooLarge when the graph has more nodes than the entry type or
// the state holds, or `capacity` is too small; OutOfNodes / CostOverflow
// from a tree (the table is then incomplete).
template <typename Entry, typename Graph, typename State, typename EdgeCost = EdgeWeight>
constexpr Status build_route_table(const Graph& graph, State& state, Entry* out, uint32_t capacity,
                                   EdgeCost edge_cost = EdgeCost()) {
    const uint32_t n = graph.node_count();
    if (n > RouteTable<Entry>::kMaxNodes || uint64_t{n} * n > capacity) {
        return Status::MapTooLarge;
    }
    GraphSearch<Graph, State, EdgeCost> search(graph, state, edge_cost);
    for (uint32_t source = 0; source < n; ++source) {
        Entry* row = out + source * n;
        for (uint32_t to = 0; to < n; ++to) {
            row[to] = RouteTable<Entry>::kNone;
        }
        Status s = search.begin_tree(source);
        if (s != Status::InProgress) {
            return s;
        }
        // Nodes are settled after their parents, so a node's first hop is
        // its parent's (or itself, next to the source).
        s = search.step(0xFFFFFFFFu, [&](uint32_t node, typename State::Cost) {
            const NodeId parent = search.parent(node);
            row[node] = static_cast<Entry>(node == source ? source : (parent == source ? node : row[parent]));
        });
        if (s != Status::Complete) {
            return s;
        }
    }
    return Status::Complete;
}

// What route_table_matches() found.
struct RouteTableCheck {
    // Complete: every route arrives and costs what a search finds. NoPath:
    // the route from `from` to `to` does not (it stops, loops, uses an arc
    // the cost hook forbids, costs more, or exists where no path does).
    // MapTooLarge: the table and graph differ in size, or the state is too
    // small; OutOfNodes / CostOverflow: from a search.
    Status status;
    uint32_t from;
    uint32_t to;
};

// Checks `table` against `graph` with one Dijkstra tree per node (the work
// of building it): every route follow() gives must arrive, each hop charged
// its cheapest allowed arc, at the cost the tree finds, and a node no path
// reaches must have no route. `distances`: node_count entries of scratch.
template <typename Table, typename Graph, typename State, typename EdgeCost = EdgeWeight>
constexpr RouteTableCheck route_table_matches(const Table& table, const Graph& graph, State& state,
                                              typename State::Cost* distances, EdgeCost edge_cost = EdgeCost()) {
    using Cost = typename State::Cost;
    const uint32_t n = graph.node_count();
    if (table.node_count() != n) {
        return RouteTableCheck{Status::MapTooLarge, 0, 0};
    }
    GraphSearch<Graph, State, EdgeCost> search(graph, state, edge_cost);
    for (uint32_t source = 0; source < n; ++source) {
        Status s = search.begin_tree(source, distances);
        if (s == Status::InProgress) {
            s = search.run();
        }
        if (s != Status::Complete) {
            return RouteTableCheck{s, source, 0};
        }
        for (uint32_t to = 0; to < n; ++to) {
            uint32_t node = source;
            uint64_t cost = 0;
            for (uint32_t hops = 0; node != to && hops < n; ++hops) {
                const NodeId next = table.next_hop(node, to);
                const uint32_t arc = next == kNoNode ? 0u : search.arc_cost(node, next);
                if (arc == 0) {
                    break;
                }
                cost += arc;
                node = next;
            }
            const bool arrives = node == to;
            const Cost want = distances[to];
            const bool reachable = want != GraphSearch<Graph, State, EdgeCost>::kUnreachable;
            if (arrives != reachable || (arrives && cost != want)) {
                return RouteTableCheck{Status::NoPath, source, to};
            }
        }
    }
    return RouteTableCheck{Status::Complete, 0, 0};
}

}  // namespace fixpath

#endif  // FIXPATH_ROUTE_TABLE_HPP
