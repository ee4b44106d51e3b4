// fixpath/hpa/hierarchical_search.hpp - paths on maps far bigger than the
// search RAM: A* on an abstract graph of cluster entrances (hpa_graph.hpp,
// precomputed, in ROM), then the path refined one abstract arc at a time by
// an A* confined to one cluster. RAM holds one cluster's search state and
// the abstract search's; the map can be 256x256 or 768x768.
//
//     // `fixpath hpa build overworld.map --cluster 16 --header overworld_hpa.hpp`
//     static fixpath::DenseState<16 * 16, uint16_t, 16 * 16> cluster_state;  // one cluster, full heap
//     static fixpath::GraphState<kNodes + 2, uint32_t, 256> abstract_state;  // the entrances
//     static fixpath::HierarchicalSearch<fixpath::BitMap, decltype(cluster_state), decltype(abstract_state)>
//         search(map, overworld_hpa::kGraph, cluster_state, abstract_state);
//     search.begin(start, goal);
//     while (search.step(200) == fixpath::Status::InProgress) wait_for_next_frame();
//     fixpath::Point cells[256];                        // one cluster's worth
//     auto segment = search.next_segment(cells, 256);    // start .. first entrance
//     // walk it; call next_segment() again for the next stretch, until Complete
//
// A query, in time slices of step(n) (n counts cell and node expansions):
//   1. a Dijkstra fill over the start's cluster gives the cost from the
//      start to each of its entrance nodes; a fill over the goal's cluster
//      (costs toward the goal) the cost from each of its nodes to the goal;
//      when both share a cluster, the cheapest path inside it is one more
//      arc from start to goal;
//   2. A* over the abstract graph with the start and goal added (an overlay:
//      the graph itself is never copied) gives the abstract route: Found.
// Then next_segment() refines the next arc of the route: an arc between
// two clusters is the one step across the border; an arc inside a cluster
// is an A* over that cluster only (at most cluster_side^2 expansions: the
// bound of one call). The segment's cost is checked against the arc's: a
// graph built for another map, or stale after an edit, gives NoPath there
// instead of a wrong path.
//
// What it costs. The path is the cheapest through the entrances, not the
// cheapest on the map: measured on the Moving AI maps by
// ports/host/bench/bench_hierarchical.cpp (median and worst path cost over
// the optimum; smoothing, path_smoothing.hpp, straightens the joins).
//
// Statuses: step() gives InProgress, Found, NoPath (no route through the
// entrances: start and goal not connected), PathBufferTooSmall (a route of
// more than MaxRoute nodes), OutOfNodes (the abstract state's
// heap filled), CostOverflow, InvalidStart / InvalidGoal (off the map or
// blocked), MapTooLarge (the map is not the graph's, a cluster larger than
// the cluster state, or more graph nodes than the abstract state holds),
// InvalidOptions (an empty graph, a cluster with more nodes than
// MaxClusterNodes, a step cost the cluster state's cost type cannot hold,
// rules hpa_rules_supported() refuses: with 8 moves, diagonal costs outside
// straight..2*straight or CornerRule::Always).
//
// Determinism: every part is a fixpath search with documented ties
// (grid_search.hpp, graph_search.hpp); arcs are offered in stored order,
// start arcs in node order, so the same query gives the same cells on every
// CPU.
#ifndef FIXPATH_HIERARCHICAL_SEARCH_HPP
#define FIXPATH_HIERARCHICAL_SEARCH_HPP

#include <stdint.h>

#include <fixpath/hpa/hpa_overlay.hpp>
#include <fixpath/detail/support.hpp>
#include <fixpath/graph/graph_search.hpp>
#include <fixpath/grid/grid_search.hpp>
#include <fixpath/hpa/hpa_graph.hpp>
#include <fixpath/path_info.hpp>
#include <fixpath/point.hpp>
#include <fixpath/status.hpp>

namespace fixpath {

// MaxRoute: abstract nodes on a route (start and goal included; 2 bytes
// each). MaxClusterNodes: entrance nodes one cluster may have (12 bytes each
// for the query's arcs).
template <typename Map, typename ClusterState, typename AbstractState, uint32_t MaxRoute = 512,
          uint32_t MaxClusterNodes = 64>
class HierarchicalSearch {
    static_assert(MaxRoute >= 2, "a route holds at least the start and the goal");
    static_assert(MaxClusterNodes >= 1 && MaxClusterNodes <= detail::kMaxHpaDegree, "1..1022 nodes a cluster");

public:
    using CellCost = typename ClusterState::Cost;
    using Cost = uint32_t;
    using Overlay = detail::HpaOverlay<MaxClusterNodes>;
    static constexpr uint32_t kClusterCells = detail::AreaLimitOf<ClusterState>::value;
    static_assert(kClusterCells <= uint32_t{kMaxHpaCluster} * kMaxHpaCluster,
                  "the cluster state is for one cluster: at most kMaxHpaCluster^2 cells");

    // The map, the graph and the states are used by reference (the map and
    // graph are views: copied) and must outlive the search.
    HierarchicalSearch(const Map& map, const HpaGraph& graph, ClusterState& cluster_state, AbstractState& abstract_state)
        : map_(map),
          graph_(graph),
          cells_(map, cluster_state),
          nodes_(Overlay(graph_, query_), abstract_state) {}

    // Starts a query (statuses: see the top). A refused begin leaves no
    // answer behind (status.hpp).
    Status begin(Point start, Point goal) {
        phase_ = Phase::Failed;
        route_length_ = 0;
        next_arc_ = 0;
        goal_cost_ = 0;
        expanded_ = 0;
        if (graph_.empty() || graph_.width() != map_.width() || graph_.height() != map_.height()) {
            return fail(graph_.empty() ? Status::InvalidOptions : Status::MapTooLarge);
        }
        const Area cluster = graph_.cluster_area(0);
        if (cluster.cells() > kClusterCells) {
            return fail(Status::MapTooLarge);
        }
        if (graph_.node_count() + 2 > AbstractState::max_nodes()) {
            return fail(Status::MapTooLarge);
        }
        const HpaRules rules = graph_.rules();
        if (!hpa_rules_supported_with<CellCost>(rules)) {
            return fail(Status::InvalidOptions);
        }
        options_.moves = rules.moves;
        options_.corners = rules.corners;
        options_.costs = StepCosts<CellCost>{static_cast<CellCost>(rules.straight), static_cast<CellCost>(rules.diagonal)};
        options_.heuristic = rules.moves == Moves::Eight ? Heuristic::Octile : Heuristic::Manhattan;
        if (!open(start)) {
            return fail(Status::InvalidStart);
        }
        if (!open(goal)) {
            return fail(Status::InvalidGoal);
        }
        start_ = start;
        goal_ = goal;
        start_cluster_ = graph_.cluster_of(start);
        goal_cluster_ = graph_.cluster_of(goal);
        if (cluster_nodes(start_cluster_) > MaxClusterNodes || cluster_nodes(goal_cluster_) > MaxClusterNodes) {
            return fail(Status::InvalidOptions);
        }
        query_.start_arc_count = 0;
        query_.goal_first = 0;  // no arcs into the goal until its fill gives them
        query_.goal_end = 0;
        query_.start = start;
        query_.goal = goal;
        query_.rules = rules;
        start_on_node_ = graph_.node_at(start_cluster_, start);
        goal_on_node_ = graph_.node_at(goal_cluster_, goal);
        status_ = Status::InProgress;
        if (start == goal) {
            route_[0] = static_cast<NodeId>(source_node());
            route_[1] = static_cast<NodeId>(source_node());
            route_length_ = 2;
            goal_cost_ = 0;
            phase_ = Phase::Ready;
            status_ = Status::Found;
            return status_;
        }
        if (start_on_node_ != kNoNode) {
            return begin_goal_phase();  // the start is an entrance: its arcs are the graph's
        }
        const Status s = cells_.begin_fill(start, graph_.cluster_area(start_cluster_), distances_, plain_options());
        if (s != Status::InProgress) {
            return fail(s);
        }
        phase_ = Phase::ConnectStart;
        return status_;
    }

    // Works for at most `budget` expansions (cells of the fills, nodes of
    // the abstract search). InProgress until the route is known: Found.
    Status step(uint32_t budget) {
        while (phase_ == Phase::ConnectStart || phase_ == Phase::ConnectGoal || phase_ == Phase::Abstract) {
            if (budget == 0) {
                return status_;
            }
            if (phase_ == Phase::Abstract) {
                const Status s = spend(nodes_, budget);
                if (s == Status::InProgress) {
                    continue;
                }
                if (s != Status::Found) {
                    return fail(s);
                }
                const PathInfo<typename AbstractState::Cost> route = nodes_.path(route_, MaxRoute);
                if (route.status != Status::Found) {
                    return fail(route.status);  // PathBufferTooSmall: more than MaxRoute nodes
                }
                route_length_ = route.length;
                goal_cost_ = static_cast<uint32_t>(nodes_.cost());
                phase_ = Phase::Ready;
                status_ = Status::Found;
                return status_;
            }
            const Status s = spend(cells_, budget);
            if (s == Status::InProgress) {
                continue;
            }
            if (s != Status::Complete) {
                return fail(s);
            }
            const Status next = phase_ == Phase::ConnectStart ? connect_start() : connect_goal();
            if (next != Status::InProgress) {
                return next;
            }
        }
        return status_;
    }

    Status run() { return step(0xFFFFFFFFu); }


    Status status() const { return status_; }
    // Expansions so far in this query (fills and abstract search, not the
    // refinements).
    uint32_t expanded() const { return expanded_; }
    // The abstract search's counters for this query (heap_high_water sizes
    // an AbstractState's HeapCapacity for a game's queries).
    const SearchStats& abstract_stats() const { return nodes_.stats(); }
    // The path's cost once Found: the sum of the route's arcs, which is the
    // cost of the cells the segments give.
    Cost cost() const { return status_ == Status::Found ? goal_cost_ : 0u; }
    // Abstract nodes on the route, start and goal included, once Found.
    uint32_t route_length() const { return phase_ == Phase::Ready ? route_length_ : 0u; }
    // The cell of the route's i-th node ({-1, -1} past the end).
    Point route_point(uint32_t i) const { return i < route_length() ? point_of(route_[i]) : Point{-1, -1}; }
    // Segments given so far (next_segment() calls that returned Found).
    uint32_t segments_given() const { return next_arc_; }

    // The next stretch of the path, the refinement of the route's next arc
    // (see the top): its cells from its first to its last, both included.
    // The first segment starts at the start cell; each later one starts at
    // the cell the previous one ended on (drop it when joining them). Found:
    // `length` cells written, of cost `cost`. Complete: the path has been
    // given to its end (length 0). PathBufferTooSmall: nothing written,
    // `length` cells needed, and the same segment comes again. OutOfNodes:
    // the cluster state's open list overflowed (give the cluster state a
    // HeapCapacity of the cluster's cells; then it never does). NoPath: no
    // route (the query has not found one), or the graph is not this map's
    // (the arc could not be refined at its cost). A query whose start is its
    // goal gives one segment of one cell.
    PathInfo<Cost> next_segment(Point* out, uint32_t capacity) {
        if (phase_ != Phase::Ready) {
            return no_path<Cost>();
        }
        if (next_arc_ + 1 >= route_length_) {
            return no_path<Cost>(Status::Complete);
        }
        const PathInfo<Cost> part = refine(next_arc_, out, capacity);
        if (part.status == Status::Found) {
            ++next_arc_;
        }
        return part;
    }

    // The whole path at once, from start to goal (every segment refined and
    // joined; the segment cursor ends at the end). PathBufferTooSmall:
    // nothing useful written, `length` cells needed.
    PathInfo<Cost> path(Point* out, uint32_t capacity) {
        if (phase_ != Phase::Ready) {
            return no_path<Cost>();
        }
        uint32_t written = 0;
        uint32_t cost = 0;
        for (uint32_t arc = 0; arc + 1 < route_length_; ++arc) {
            // A later segment starts on the previous one's last cell: write
            // it over that cell.
            const uint32_t at = written == 0 ? 0u : written - 1;
            const bool fits = out != nullptr && at <= capacity;
            const PathInfo<Cost> part = refine(arc, fits ? out + at : nullptr, fits ? capacity - at : 0u);
            if (part.status == Status::PathBufferTooSmall) {
                written = at + part.length;
                for (uint32_t rest = arc + 1; rest + 1 < route_length_; ++rest) {
                    const PathInfo<Cost> later = refine(rest, nullptr, 0);
                    if (later.status != Status::PathBufferTooSmall) {
                        return later;
                    }
                    written += later.length - 1;
                }
                return path_too_long<Cost>(written, goal_cost_);
            }
            if (part.status != Status::Found) {
                return part;
            }
            written = at + part.length;
            cost += part.cost;
        }
        next_arc_ = route_length_ - 1;
        return written_path<Cost>(written, cost);
    }

    const HpaGraph& graph() const { return graph_; }

private:
    enum class Phase : uint8_t { Idle, ConnectStart, ConnectGoal, Abstract, Ready, Failed };

    // Steps one of the searches within `budget`, which it lowers by the
    // expansions spent (added to expanded()).
    template <typename Search>
    Status spend(Search& search, uint32_t& budget) {
        const uint32_t before = search.stats().expanded;
        const Status s = search.step(budget);
        const uint32_t used = search.stats().expanded - before;
        expanded_ += used;
        budget = used >= budget ? 0 : budget - used;
        return s;
    }

    Status fail(Status s) {
        phase_ = Phase::Failed;
        status_ = s;
        return s;
    }

    static constexpr PathInfo<Cost> stale() { return no_path<Cost>(); }

    bool open(Point p) const { return detail::floor_cell(map_, p.x, p.y); }

    uint32_t cluster_nodes(uint32_t c) const { return graph_.cluster_nodes_end(c) - graph_.cluster_nodes_begin(c); }

    SearchOptions<CellCost> plain_options() const {
        SearchOptions<CellCost> o = options_;
        o.heuristic = Heuristic::Zero;
        return o;
    }

    // The abstract search's ends: the entrance node the start (goal) is on,
    // or the overlay's start (goal) node.
    uint32_t source_node() const {
        return start_on_node_ != kNoNode ? start_on_node_ : nodes_.graph().start_node();
    }
    uint32_t target_node() const { return goal_on_node_ != kNoNode ? goal_on_node_ : nodes_.graph().goal_node(); }

    Point point_of(uint32_t node) const {
        const uint32_t base = graph_.node_count();
        return node < base ? graph_.node_point(node) : (node == base ? start_ : goal_);
    }

    // Cell p's cost in the last fill, 0 when it was not reached.
    uint32_t fill_distance(Point p, uint32_t cluster) const {
        const Area area = graph_.cluster_area(cluster);
        const CellCost d = distances_[static_cast<uint32_t>(p.y - area.y) * static_cast<uint32_t>(area.width) +
                                      static_cast<uint32_t>(p.x - area.x)];
        return d == detail::unsigned_max<CellCost>() ? 0u : static_cast<uint32_t>(d);
    }

    // The start's fill is done: arcs from the start to its cluster's nodes,
    // and to the goal when it is in the same cluster (and on no node: a goal
    // on a node is reached through that node's arc).
    Status connect_start() {
        uint32_t count = 0;
        for (uint32_t n = graph_.cluster_nodes_begin(start_cluster_); n < graph_.cluster_nodes_end(start_cluster_); ++n) {
            const uint32_t d = fill_distance(graph_.node_point(n), start_cluster_);
            if (d != 0) {
                query_.start_arcs[count++] = GraphEdge{static_cast<NodeId>(n), 0, d};
            }
        }
        if (goal_cluster_ == start_cluster_ && goal_on_node_ == kNoNode) {
            const uint32_t d = fill_distance(goal_, start_cluster_);
            if (d != 0) {
                query_.start_arcs[count++] = GraphEdge{static_cast<NodeId>(nodes_.graph().goal_node()), 0, d};
            }
        }
        query_.start_arc_count = count;
        return begin_goal_phase();
    }

    // A fill toward the goal over its cluster, unless the goal is an
    // entrance (then the graph's arcs lead to it already).
    Status begin_goal_phase() {
        if (goal_on_node_ != kNoNode) {
            return begin_abstract();
        }
        Status s = cells_.begin_seeded(graph_.cluster_area(goal_cluster_), distances_, plain_options(),
                                       FillCosts::TowardSeeds, false);
        if (s == Status::InProgress) {
            s = cells_.add_seed(goal_, 0, kNoDirection);
        }
        if (s != Status::InProgress) {
            return fail(s);
        }
        phase_ = Phase::ConnectGoal;
        return status_;
    }

    // The goal's fill is done: each node of its cluster gets its arc to the goal.
    Status connect_goal() {
        query_.goal_first = graph_.cluster_nodes_begin(goal_cluster_);
        query_.goal_end = graph_.cluster_nodes_end(goal_cluster_);
        for (uint32_t n = query_.goal_first; n < query_.goal_end; ++n) {
            query_.goal_weight[n - query_.goal_first] = fill_distance(graph_.node_point(n), goal_cluster_);
        }
        return begin_abstract();
    }

    Status begin_abstract() {
        const Status s = nodes_.begin(source_node(), target_node());
        if (s != Status::InProgress) {
            return fail(s);
        }
        phase_ = Phase::Abstract;
        return status_;
    }

    // The cells of route arc `arc` into out (both ends), or how many are needed.
    PathInfo<Cost> refine(uint32_t arc, Point* out, uint32_t capacity) {
        const uint32_t from_node = route_[arc];
        const uint32_t to_node = route_[arc + 1];
        const Point a = point_of(from_node);
        const Point b = point_of(to_node);
        if (a == b) {
            // Only a query from a cell to itself.
            if (out == nullptr || capacity < 1) {
                return path_too_long<Cost>(1, 0);
            }
            out[0] = a;
            return written_path<Cost>(1, 0);
        }
        const uint32_t weight = nodes_.arc_cost(from_node, to_node);
        if (graph_.cluster_of(a) != graph_.cluster_of(b)) {
            // The step across a border.
            if (weight == 0 || hpa_crossing_weight(map_, graph_.rules(), a, b) != weight) {
                return stale();
            }
            if (out == nullptr || capacity < 2) {
                return path_too_long<Cost>(2, weight);
            }
            out[0] = a;
            out[1] = b;
            return written_path<Cost>(2, weight);
        }
        Status s = cells_.begin(a, b, options_, graph_.cluster_area(graph_.cluster_of(a)));
        if (s == Status::InProgress) {
            s = cells_.run();
        }
        if (s == Status::CostOverflow || s == Status::OutOfNodes) {
            return no_path<Cost>(s);
        }
        if (s != Status::Found || static_cast<uint32_t>(cells_.cost()) != weight) {
            return stale();
        }
        const PathInfo<CellCost> written = cells_.path(out, capacity);
        if (written.status != Status::Found) {
            return path_too_long<Cost>(written.length, weight);
        }
        return written_path<Cost>(written.length, weight);
    }

    Map map_;
    HpaGraph graph_;
    detail::HpaQueryArcs<MaxClusterNodes> query_;
    GridSearch<detail::UnframedMap<Map>, ClusterState> cells_;  // (clusters: areas)
    GraphSearch<Overlay, AbstractState, EdgeWeight, GraphLowerBound> nodes_;
    SearchOptions<CellCost> options_;
    CellCost distances_[kClusterCells] = {};
    uint16_t route_[MaxRoute] = {};
    Point start_ = Point{0, 0};
    Point goal_ = Point{0, 0};
    uint32_t start_cluster_ = 0;
    uint32_t goal_cluster_ = 0;
    uint32_t start_on_node_ = kNoNode;
    uint32_t goal_on_node_ = kNoNode;
    uint32_t route_length_ = 0;
    uint32_t next_arc_ = 0;
    uint32_t goal_cost_ = 0;
    uint32_t expanded_ = 0;
    Phase phase_ = Phase::Idle;
    Status status_ = Status::Idle;
};

}  // namespace fixpath

#endif  // FIXPATH_HIERARCHICAL_SEARCH_HPP
