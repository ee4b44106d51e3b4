// fixpath/engine/search_front.hpp - what every best-first search is made
// of besides its world: the engine's record of the query, and the calls
// every search answers the same way, written once.
//
// GridSearch, JumpPointSearch, HexSearch, LinkedGridSearch and GraphSearch
// derive from SearchFront<Search, State>. It holds what the engine keeps
// of a query (its SearchCore, the start and goal nodes, the query's kind
// and open list, the loop it chose, where a fill writes its costs), so no
// search declares it again, and gives step(), run(), status(), stats(),
// cost(), work(), uses_buckets() and, for searches with fills,
// limit_fill(). The search adds its world and the hooks the loop calls
// (engine/expansion_loop.hpp lists them; a missing one is named by a
// static_assert). Each search's header documents what its nodes are
// (cells, jump points, hexes, graph nodes) and what a unit of step()'s
// budget is.
#ifndef FIXPATH_ENGINE_SEARCH_FRONT_HPP
#define FIXPATH_ENGINE_SEARCH_FRONT_HPP

#include <stdint.h>

#include <fixpath/engine/expansion_loop.hpp>
#include <fixpath/path_info.hpp>
#include <fixpath/state/search_state.hpp>
#include <fixpath/status.hpp>

namespace fixpath {

// Pass to step() for "no limit".
constexpr uint32_t kUnlimited = 0xFFFFFFFFu;

namespace detail {

// Where a grid cell is, for the loop's hooks (locate(), visited(),
// expand()): its column and row, as the neighbour arithmetic wants them.
struct GridHere {
    int32_t x;
    int32_t y;
};

// BestKey: what partial paths are ranked by (SearchCore).
template <typename Search, typename State, typename BestKey = uint32_t>
class SearchFront {
public:
    using Cost = typename State::Cost;

    // Expands at most `budget` nodes (jump point search: work units).
    // Returns InProgress while the query is unfinished, then Found,
    // Complete (fills), NoPath, OutOfNodes or CostOverflow (or a search's
    // own stop, such as NonUniformMap). Once finished, further calls return
    // the same status.
    constexpr Status step(uint32_t budget) { return ExpansionLoop::step(search(), budget); }

    // The same, calling visit(node, Cost g) for every node expanded, with
    // its final cost (a Point, a Hex or a node number): for pictures,
    // debugging and statistics. The visitor is a template argument, so
    // step() without one pays nothing for it.
    template <typename Visitor>
    constexpr Status step(uint32_t budget, Visitor&& visit) {
        return ExpansionLoop::step(search(), budget, visit);
    }

    // Runs to the end, or until `budget` more nodes are expanded.
    constexpr Status run(uint32_t budget = kUnlimited) { return step(budget); }

    constexpr Status status() const { return core_.status; }
    // Counters since the query began.
    constexpr const SearchStats& stats() const { return core_.stats; }
    // The units of budget the query has used since it began, what step()
    // counts: its expansions, a fill's finishing part (the distances of the
    // nodes never reached, kFinishNodesPerExpansion nodes a unit) and, for a
    // search that counts work units (jump points), its scan units.
    constexpr uint32_t work() const {
        uint32_t units = core_.stats.expanded + core_.finished_nodes() / kFinishNodesPerExpansion;
        if constexpr (ExpansionLoop::CountsWorkUnits<Search>::value) {
            units += search().scan_units();
        }
        return units;
    }
    // The optimal (or W-bounded) cost once status() is Found.
    constexpr Cost cost() const { return core_.goal_cost; }
    // Whether the current query uses the bucket open list (OpenList,
    // search_state.hpp).
    constexpr bool uses_buckets() const { return use_buckets_; }

    // Limits a fill (begun with begin_fill() or begin_seeded()) to the nodes
    // that cost at most `ceiling`: the fill ends Complete when the next
    // cheapest node costs more, so its work is proportional to the nodes
    // within the ceiling and their border, not to the map; the nodes beyond
    // it are left unreached (kUnreachable in the distances, no path), and a
    // cost that would overflow the cost type beyond the ceiling is not
    // CostOverflow. movement_range.hpp (movement points) is built on it.
    // InvalidOptions, changing nothing, on an A* query or before a begin.
    constexpr Status limit_fill(Cost ceiling) {
        static_assert(ExpansionLoop::has_fills<Search>(), "limit_fill(): a search with fills");
        if (!ready_ || has_goal_) {
            return Status::InvalidOptions;  // not a fill begun
        }
        core_.ceiling = ceiling;
        return core_.status;
    }

protected:
    explicit constexpr SearchFront(State& state) : core_(state) {}

    // The loops the search runs (engine/expansion_loop.hpp): A* and fills,
    // chosen when a query begins, unless the search declares its own.
    static constexpr Loops kLoops = Loops::ByQuery;

    // The engine's record of the query (the loop, the path writer and the
    // query plan read it; a search sets it as its begin() decides):
    SearchCore<State, BestKey> core_;     // the open list, relaxation, counters, status, best node
    Cost* distances_ = nullptr;           // where a fill writes every settled node's cost (may be null)
    uint32_t start_cell_ = 0;             // the start's node (kNoStart: a fill from seeds)
    uint32_t goal_node_ = 0;              // the goal's node (A* queries)
    ExpansionLoop::Chosen<Search> loop_ = nullptr;  // the loop the query chose (Loops::ByQuery)
    bool has_goal_ = false;               // an A* query, not a fill
    bool use_buckets_ = false;            // the open list the query took (OpenList::Auto)
    bool ready_ = false;                  // a query began on valid input

private:
    constexpr Search& search() { return static_cast<Search&>(*this); }
    constexpr const Search& search() const { return static_cast<const Search&>(*this); }
};

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_ENGINE_SEARCH_FRONT_HPP
