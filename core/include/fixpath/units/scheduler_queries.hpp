// fixpath/units/scheduler_queries.hpp - what a PathScheduler (path_scheduler.hpp)
// asks of a kind of search: one small adapter a front end.
//
//     GridQueries<Map, State, FieldCells>   GridSearch (A*, Dijkstra); with FieldCells > 0,
//                                           requests to one goal may share a flow field
//     JumpPointQueries<Map, State>          JumpPointSearch (scanning the map)
//     TableJumpPointQueries<Map, State>     TableJumpPointSearch (from a jump table)
//     HexQueries<Map, State>                HexSearch in one HexLayout
//     LinkedQueries<Map, State>             LinkedGridSearch over a fixed set of links
//     GraphQueries<Graph, State>            GraphSearch (node numbers)
//
// An adapter holds what every search of its kind shares (the map, a table,
// a layout, links) and gives the scheduler (detail::QueryKind has the
// common part):
//   Where, Cost, Options, State, Search    types
//   search(state)                          a search over the adapter's world on `state`
//   begin(search, start, goal, options)    starts a query (the front end's begin())
//   work(search)                           the work the query has done so far, in the units of
//                                          step()'s budget (the search's work(): expansions; jump
//                                          points: expansions and scan units)
//   kShares                                whether requests to one goal may share one computation
// and, when kShares: the Field type, shareable(goal, options), same_rules(a, b) and
// start_status(start) (PathScheduler documents the rule).
#ifndef FIXPATH_SCHEDULER_QUERIES_HPP
#define FIXPATH_SCHEDULER_QUERIES_HPP

#include <stdint.h>

#include <fixpath/detail/support.hpp>
#include <fixpath/units/flow_field.hpp>
#include <fixpath/graph/graph_search.hpp>
#include <fixpath/grid/grid_links.hpp>
#include <fixpath/grid/grid_search.hpp>
#include <fixpath/hex/hex_search.hpp>
#include <fixpath/jps/jump_point_search.hpp>
#include <fixpath/grid/linked_grid_search.hpp>

namespace fixpath {
namespace detail {

// What every adapter says the same way: its types, a query begun with the
// front end's begin(start, goal, options), work as the search counts it
// (SearchFront::work()), no sharing. An adapter derives from it and adds search(state).
template <typename WhereT, typename StateT, typename OptionsT, typename SearchT>
struct QueryKind {
    using Where = WhereT;
    using State = StateT;
    using Cost = typename StateT::Cost;
    using Options = OptionsT;
    using Search = SearchT;
    static constexpr bool kShares = false;
    static Status begin(Search& search, Where start, Where goal, const Options& options) {
        return search.begin(start, goal, options);
    }
    static uint32_t work(const Search& search) { return search.work(); }
};

}  // namespace detail

// Grid A* (GridSearch). FieldCells: the largest map (in cells) a shared
// flow field covers; 0 turns sharing off (no field buffers: Cost and 3 bits
// a cell otherwise, held by the scheduler).
template <typename Map, typename State, uint32_t FieldCells = 0>
class GridQueries
    : public detail::QueryKind<Point, State, SearchOptions<typename State::Cost>, GridSearch<Map, State>> {
public:
    using Field = FlowField<Map, State>;
    static constexpr bool kShares = FieldCells > 0;
    static constexpr uint32_t kFieldCells = FieldCells;
    using Options = SearchOptions<typename State::Cost>;

    explicit GridQueries(const Map& map) : map_(map) {}

    GridSearch<Map, State> search(State& state) const { return GridSearch<Map, State>(map_, state); }

    // Sharing (see PathScheduler): a flow field toward `goal` answers a
    // request exactly as its own A* would in cost when the query is exact
    // (weight 1) and aims at the goal itself (not `nearest`), the goal is a
    // floor cell, and the map fits the field.
    const Map& map() const { return map_; }
    bool shareable(Point goal, const Options& options) const {
        return options.weight.is_one() && !options.nearest &&
               static_cast<uint32_t>(map_.width()) * static_cast<uint32_t>(map_.height()) <= FieldCells &&
               detail::floor_cell(map_, goal.x, goal.y);
    }
    // Whether two requests' options give the same costs (the estimate aside:
    // every exact estimate gives the optimal cost).
    static bool same_rules(const Options& a, const Options& b) {
        return a.moves == b.moves && a.corners == b.corners && a.costs.straight == b.costs.straight &&
               a.costs.diagonal == b.costs.diagonal && a.weight.is_one() == b.weight.is_one() &&
               a.nearest == b.nearest;
    }
    // What a search would say of the start alone (InvalidStart or InProgress).
    Status start_status(Point start) const {
        return detail::floor_cell(map_, start.x, start.y) ? Status::InProgress : Status::InvalidStart;
    }

private:
    Map map_;
};

// Jump point search, scanning the map (ScanRays) or from a jump table
// built for it (TableRays: TableJumpPointQueries, constructed with the
// table); its work counts scan units too.
template <typename Map, typename State, template <typename> class Rays = ScanRays>
class JumpPointQueries : public detail::QueryKind<Point, State, SearchOptions<typename State::Cost>,
                                                  JumpPointSearch<Map, State, false, Rays>> {
    static constexpr bool kTable = detail::IsSame<Rays<int>, TableRays<int>>::value;

public:
    using Search = JumpPointSearch<Map, State, false, Rays>;

    explicit JumpPointQueries(const Map& map) : map_(map) {
        static_assert(!kTable, "TableJumpPointQueries(map, table): a table search needs its table");
    }
    JumpPointQueries(const Map& map, const JumpTable& table) : map_(map), table_(table) {
        static_assert(kTable, "a jump table is read by TableJumpPointQueries");
    }

    Search search(State& state) const {
        if constexpr (kTable) {
            return Search(map_, state, table_);
        } else {
            return Search(map_, state);
        }
    }

private:
    Map map_;
    JumpTable table_;  // (TableRays only)
};
template <typename Map, typename State>
using TableJumpPointQueries = JumpPointQueries<Map, State, TableRays>;

// Hex maps (HexSearch) in one layout.
template <typename Map, typename State>
class HexQueries : public detail::QueryKind<Hex, State, HexOptions<typename State::Cost>, HexSearch<Map, State>> {
public:
    HexQueries(const Map& map, HexLayout layout) : map_(map), layout_(layout) {}

    HexSearch<Map, State> search(State& state) const { return HexSearch<Map, State>(map_, state, layout_); }

private:
    Map map_;
    HexLayout layout_;
};

// Grids with portals and one-way links (LinkedGridSearch); the links are
// kept by pointer and must outlive the scheduler.
template <typename Map, typename State>
class LinkedQueries
    : public detail::QueryKind<Point, State, SearchOptions<typename State::Cost>, LinkedGridSearch<Map, State>> {
public:
    LinkedQueries(const Map& map, const GridLink* links, uint32_t count) : map_(map), links_(links), count_(count) {}

    LinkedGridSearch<Map, State> search(State& state) const { return LinkedGridSearch<Map, State>(map_, state); }
    Status begin(LinkedGridSearch<Map, State>& search, Point start, Point goal,
                 const SearchOptions<typename State::Cost>& options) const {
        return search.begin(start, goal, links_, count_, options);
    }

private:
    Map map_;
    const GridLink* links_;
    uint32_t count_;
};

// Waypoint graphs (GraphSearch): requests name nodes.
template <typename Graph, typename State>
class GraphQueries : public detail::QueryKind<NodeId, State, GraphOptions, GraphSearch<Graph, State>> {
public:
    explicit GraphQueries(const Graph& graph) : graph_(graph) {}

    GraphSearch<Graph, State> search(State& state) const { return GraphSearch<Graph, State>(graph_, state); }

private:
    Graph graph_;
};

}  // namespace fixpath

#endif  // FIXPATH_SCHEDULER_QUERIES_HPP
