// fixpath/graph/graph_search.hpp - Dijkstra and A* on a waypoint graph,
// time-sliced, in caller-owned memory. The same engine as GridSearch
// (engine/search_core.hpp): same statuses, same guarantees.
//
//     static fixpath::GraphState<40> state;           // 40 nodes, 32-bit costs
//     fixpath::GraphSearch<fixpath::GraphView, decltype(state)> search(kGraph, state);
//     search.begin(start, goal);                      // A*; O(1)
//     while (search.step(50) == fixpath::Status::InProgress) {
//         wait_for_next_frame();                      // at most 50 nodes a frame
//     }
//     fixpath::NodeId route[40];
//     const auto info = search.path(route, 40);       // .status, .length, .cost
//
// Graph: a GraphView (graph_view.hpp), FixedGraph::view(), a GraphBlob from
// a validated file (graph_format.hpp), or any type with the same members.
//
// Edge costs: EdgeCost is called as cost(from, edge) for every arc offered
// and returns the arc's cost for this query, or 0 to forbid it. The default
// is the arc's weight. The seed's "swamp edges cost double, and only for a
// player with wading boots" is one lambda:
//     auto hook = [&](uint32_t, const fixpath::GraphEdge& e) -> uint32_t {
//         if (e.flags & kSwamp) return has_boots ? e.weight * 2 : 0;
//         return e.weight;
//     };
//     fixpath::GraphSearch<fixpath::GraphView, State, decltype(hook)> search(kGraph, state, hook);
// A* stays exact as long as the hook never returns less than weight / 2^n
// with n = GraphOptions::estimate_shift (0 by default: never less than the
// weight). A hook that discounts edges further needs a larger shift, or
// Dijkstra. Costs and sums are checked: CostOverflow, never a wrap.
//
// Ties (documented so that paths are the same on every CPU): among paths of
// equal cost the search returns one with the fewest edges (the seed's worked
// example: 1-9-10-4-5 rather than 1-2-9-10-4-5, both cost 9). Among those,
// a node keeps the first predecessor that reached it with that cost and that
// number of edges, and nodes are settled in the heap's order: smaller
// f = cost + estimate, then smaller cost, then smaller node number; a node's
// arcs are offered in their stored order.
#ifndef FIXPATH_GRAPH_SEARCH_HPP
#define FIXPATH_GRAPH_SEARCH_HPP

#include <stdint.h>

#include <fixpath/detail/support.hpp>
#include <fixpath/engine/expansion_loop.hpp>
#include <fixpath/engine/path_writer.hpp>
#include <fixpath/engine/query_plan.hpp>
#include <fixpath/engine/search_core.hpp>
#include <fixpath/engine/search_front.hpp>
#include <fixpath/graph/graph_view.hpp>
#include <fixpath/path_info.hpp>
#include <fixpath/status.hpp>

namespace fixpath {

enum class GraphAlgorithm : uint8_t {
    AStar,    // estimate: the graph's scale times the straight-line distance to the goal
    Dijkstra  // estimate 0
};

struct GraphOptions {
    GraphAlgorithm algorithm = GraphAlgorithm::AStar;
    // Divides the A* estimate by 2^estimate_shift: room for a cost hook
    // that makes arcs cheaper than their weight (see above).
    uint8_t estimate_shift = 0;
};

// The default edge cost: the arc's weight, every arc allowed.
struct EdgeWeight {
    constexpr uint32_t operator()(uint32_t, const GraphEdge& edge) const { return edge.weight; }
};

// What A* adds to a node's cost to rank it. EuclideanEstimate (the
// default): the graph's scale times the straight-line distance to the goal
// (graph_geometry.hpp: exact, consistent, integer). NoEstimate: nothing; A*
// runs as Dijkstra, and a program that only needs Dijkstra (trees, route
// tables) leaves the square roots out of its image.
// GraphLowerBound: the graph's own bound, graph.lower_bound(node, goal),
// which must never exceed the cost of any route between them and satisfy
// lower_bound(u) <= cost(u, v) + lower_bound(v) (consistent): a grid
// abstraction knows its nodes are cells and gives the octile distance, which
// is tighter than any straight-line scale and needs no square root
// (hierarchical_search.hpp).
struct EuclideanEstimate {
    static constexpr bool kEnabled = true;
    static constexpr bool kFromGraph = false;
};
struct NoEstimate {
    static constexpr bool kEnabled = false;
    static constexpr bool kFromGraph = false;
};
struct GraphLowerBound {
    static constexpr bool kEnabled = true;
    static constexpr bool kFromGraph = true;
};

template <typename Graph, typename State, typename EdgeCost = EdgeWeight, typename Estimator = EuclideanEstimate>
class GraphSearch : public detail::SearchFront<GraphSearch<Graph, State, EdgeCost, Estimator>, State, uint64_t> {
public:
    // step(n) settles at most n nodes; step(n, visit), run(), status(), stats() and cost(): as every search
    // (engine/search_front.hpp).

    using Cost = typename State::Cost;
    using Id = typename State::Id;
    static constexpr Cost kUnreachable = detail::unsigned_max<Cost>();

    // The graph (a view: pointers and counts) and the hook are copied; the
    // state is used by reference and must outlive the search.
    constexpr GraphSearch(const Graph& graph, State& state, EdgeCost edge_cost = EdgeCost())
        : Front(state), graph_(graph), edge_cost_(edge_cost) {}

    // Starts a query from `start` to `goal` (node numbers). A refused begin
    // leaves no answer behind (status.hpp).
    constexpr Status begin(uint32_t start, uint32_t goal, const GraphOptions& options = GraphOptions()) {
        const Status prepared = prepare(start, nullptr);
        if (prepared != Status::InProgress) {
            return prepared;
        }
        if (goal >= graph_.node_count()) {
            return core_.fail(Status::InvalidGoal);
        }
        has_goal_ = true;
        goal_node_ = goal;
        goal_position_ = graph_.position(goal);
        scale_ = kZeroScale;
        if (Estimator::kEnabled && options.algorithm == GraphAlgorithm::AStar) {
            scale_ = Estimator::kFromGraph ? HeuristicScale{1, 0} : graph_.scale();  // mantissa 1: "on"
            const uint32_t shift = uint32_t{scale_.shift} + options.estimate_shift;
            scale_.shift = static_cast<uint8_t>(shift > 63 ? 63 : shift);
        }
        return push_source(start);
    }

    // Starts a Dijkstra search from `source` to every node: a shortest-path
    // tree. When step() returns Complete, parent() gives the tree, path_to()
    // the path to any reached node and `distances` (if not null; one entry a
    // node) every node's cost, kUnreachable for nodes not reachable.
    constexpr Status begin_tree(uint32_t source, Cost* distances = nullptr) {
        const Status prepared = prepare(source, distances);
        if (prepared != Status::InProgress) {
            return prepared;
        }
        core_.finish_unsettled_with(distances, graph_.node_count());
        has_goal_ = false;
        scale_ = kZeroScale;
        return push_source(source);
    }

    constexpr uint32_t source() const { return start_cell_; }

    // The path from the start to the goal when Found; otherwise a partial
    // path to the settled node nearest the goal in a straight line (ties:
    // smaller cost, then smaller node number), flagged `partial`.
    constexpr PathInfo<Cost> path(NodeId* out, uint32_t capacity) const {
        return detail::ExpansionLoop::answer<Cost>(*this, out, capacity);
    }

    // The path from the start (or source) to any settled node.
    constexpr PathInfo<Cost> path_to(uint32_t target, NodeId* out, uint32_t capacity) const {
        if (target >= graph_.node_count()) {
            return no_path<Cost>();
        }
        return detail::ExpansionLoop::answer_to<Cost>(*this, target, out, capacity);
    }

    // The predecessor of a settled node on its path from the start, or
    // kNoNode (the start itself, or a node not settled in this query).
    constexpr NodeId parent(uint32_t node) const {
        if (node == start_cell_ || !settled(node)) {
            return kNoNode;
        }
        return static_cast<NodeId>(core_.state->parent(static_cast<Id>(node)));
    }

    // True when `node` was settled in this query (its cost and path are final).
    constexpr bool settled(uint32_t node) const {
        return core_.started() && node < graph_.node_count() && core_.settled(node);
    }

    // The cheapest allowed arc from -> to under this search's cost hook, 0
    // if there is none: what each step of a path costs.
    constexpr uint32_t arc_cost(uint32_t from, uint32_t to) const {
        uint32_t best = 0;
        if (from >= graph_.node_count()) {
            return 0;
        }
        for (uint32_t i = graph_.edges_begin(from); i < graph_.edges_end(from); ++i) {
            const GraphEdge e = graph_.edge(i);
            if (e.to == to) {
                const uint32_t c = edge_cost_(from, e);
                if (c != 0 && (best == 0 || c < best)) {
                    best = c;
                }
            }
        }
        return best;
    }

    constexpr const Graph& graph() const { return graph_; }

private:
    // The engine's record of the query (engine/search_front.hpp).
    using Front = detail::SearchFront<GraphSearch, State, uint64_t>;
    using Front::core_, Front::distances_, Front::start_cell_, Front::goal_node_, Front::has_goal_;

    friend struct detail::ExpansionLoop;  // the engine runs this search through its hooks
    static constexpr detail::Loops kLoops = detail::Loops::OneForBoth;
    // The loop's contract (engine/expansion_loop.hpp): one loop for goals
    // and trees, over the state's heap.
    static constexpr OpenList kOpenList = OpenList::Heap;

    // The fewer-edges rule: a node reached again at the same cost takes the
    // new parent when that path has fewer edges.
    struct FewerEdges {
        static constexpr bool kActive = true;
        State* state;
        uint32_t hops;
        constexpr bool equal_wins(Id id) const { return hops < state->hops(id); }
        constexpr void record(Id id) const { state->set_hops(id, hops); }
    };

    constexpr Status prepare(uint32_t source, Cost* distances) {
        const uint32_t n = graph_.node_count();
        if (n > State::max_nodes() || !core_.prepare(n)) {
            return core_.fail(Status::MapTooLarge);
        }
        if (source >= n) {
            return core_.fail(Status::InvalidStart);
        }
        start_cell_ = source;
        distances_ = distances;
        core_.status = Status::InProgress;
        return core_.status;
    }

    constexpr Status push_source(uint32_t source) {
        FewerEdges ties{core_.state, 0};
        const uint32_t h = estimate(source);
        return detail::start_at<kOpenList>(core_, false, source, [h](auto) { return h; }, kNoNode, ties);
    }

    constexpr uint32_t estimate(uint32_t node) const {
        if constexpr (Estimator::kFromGraph) {
            return scale_.mantissa == 0 || scale_.shift >= 32 ? 0u : graph_.lower_bound(node, goal_node_) >> scale_.shift;
        }
        return !Estimator::kEnabled || scale_.mantissa == 0
                   ? 0u
                   : scale_.estimate(squared_distance(graph_.position(node), goal_position_));
    }
    // For partial paths: the squared straight-line distance to the goal
    // (ranks like the distance, without a square root per node).
    constexpr uint64_t straight_line(uint32_t node) const {
        return squared_distance(graph_.position(node), goal_position_);
    }

    // The loop's hooks: a node is where it is; partial paths rank nodes by
    // the squared straight-line distance to the goal.
    static constexpr uint32_t locate(uint32_t node) { return node; }
    static constexpr uint32_t visited(uint32_t node) { return node; }
    template <bool Buckets>
    constexpr uint64_t rank(uint32_t node, uint32_t, Cost) const {
        return straight_line(node);
    }

    // Offers the node's arcs, in the graph's order, with the fewer-edges tie rule.
    template <bool Buckets, bool Fill>
    FIXPATH_ALWAYS_INLINE constexpr bool expand(uint32_t node, Id, uint32_t, Cost g) {
        const uint32_t n = graph_.node_count();
        FewerEdges ties{core_.state, core_.state->hops(static_cast<Id>(node)) + 1};
        for (uint32_t i = graph_.edges_begin(node); i < graph_.edges_end(node); ++i) {
            const GraphEdge e = graph_.edge(i);
            if (e.to >= n) {
                continue;  // a corrupt arc: never followed (check_graph reports it)
            }
            const uint32_t step_cost = edge_cost_(node, e);
            if (step_cost == 0) {
                continue;  // forbidden by the hook
            }
            const uint32_t to = e.to;
            if (!core_.relax(to, g, step_cost, node, nullptr, [&] { return estimate(to); }, ties)) {
                return false;  // OutOfNodes, set by relax()
            }
        }
        return true;
    }

    // The path's walk for the writer (engine/path_writer.hpp): parent
    // links back to the start; each step costs its cheapest arc (the one
    // the search took).
    template <typename Visit, typename Costs>
    constexpr bool walk_path(uint32_t end, Visit&& visit, NodeId& start, Costs costs) const {
        const bool with_costs = costs.value;  // (a constant for BoolConstant: the lambda captures nothing for it)
        start = static_cast<NodeId>(start_cell_);
        return core_.walk_back(
            end, start_cell_, graph_.node_count(), [](uint32_t, uint32_t parent) { return parent; },
            [&](uint32_t node, uint32_t parent) {
                visit([node] { return static_cast<NodeId>(node); }, 0u, with_costs ? arc_cost(parent, node) : 0u);
            });
    }

    Graph graph_;
    EdgeCost edge_cost_;
    HeuristicScale scale_ = kZeroScale;
    NodePosition goal_position_ = NodePosition{0, 0, 0};
};

// The result of find_route() (path_info.hpp).
template <typename Cost>
using RouteResult = SearchResult<Cost>;

// One call: search from start to goal and write the route.
template <typename Graph, typename State, typename EdgeCost = EdgeWeight>
constexpr RouteResult<typename State::Cost> find_route(const Graph& graph, State& state, uint32_t start, uint32_t goal,
                                                       NodeId* out, uint32_t capacity,
                                                       const GraphOptions& options = GraphOptions(),
                                                       EdgeCost edge_cost = EdgeCost()) {
    GraphSearch<Graph, State, EdgeCost> search(graph, state, edge_cost);
    Status status = search.begin(start, goal, options);
    if (status == Status::InProgress) {
        status = search.run();
    }
    return detail::finish_one_call(search, status, out, capacity);
}

}  // namespace fixpath

#endif  // FIXPATH_GRAPH_SEARCH_HPP
