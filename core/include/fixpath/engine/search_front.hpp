// fixpath/engine/search_front.hpp - the calls every best-first search
// answers the same way, written once.
//
// GridSearch, JumpPointSearch, HexSearch, LinkedGridSearch and GraphSearch
// derive from SearchFront<Search, Cost>: a base with no data (the search's
// memory layout is its own) that gives them step(), run(), status(),
// stats(), cost(), uses_buckets() and, for searches with fills,
// limit_fill(). Each search's header documents what its nodes are (cells,
// jump points, hexes, graph nodes) and what a unit of step()'s budget is.
#ifndef FIXPATH_ENGINE_SEARCH_FRONT_HPP
#define FIXPATH_ENGINE_SEARCH_FRONT_HPP

#include <stdint.h>

#include <fixpath/engine/expansion_loop.hpp>
#include <fixpath/path_info.hpp>
#include <fixpath/search_state.hpp>
#include <fixpath/status.hpp>

namespace fixpath {

// Pass to step() for "no limit".
constexpr uint32_t kUnlimited = 0xFFFFFFFFu;

namespace detail {

template <typename Search, typename Cost>
class SearchFront {
public:
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

    constexpr Status status() const { return ExpansionLoop::core(search()).status; }
    // Counters since the query began.
    constexpr const SearchStats& stats() const { return ExpansionLoop::core(search()).stats; }
    // The units of budget the query has used since it began, what step()
    // counts: its expansions, a fill's finishing part (the distances of the
    // nodes never reached, kFinishNodesPerExpansion nodes a unit) and, for a
    // search that counts work units (jump points), its scan units.
    constexpr uint32_t work() const {
        const auto& core = ExpansionLoop::core(search());
        uint32_t units = core.stats.expanded + core.finished_nodes() / kFinishNodesPerExpansion;
        if constexpr (ExpansionLoop::CountsWorkUnits<Search>::value) {
            units += search().scan_units();
        }
        return units;
    }
    // The optimal (or W-bounded) cost once status() is Found.
    constexpr Cost cost() const { return ExpansionLoop::core(search()).goal_cost; }
    // Whether the current query uses the bucket open list (OpenList,
    // search_state.hpp).
    constexpr bool uses_buckets() const { return ExpansionLoop::uses_buckets(search()); }

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
        if (!ExpansionLoop::fill_begun(search())) {
            return Status::InvalidOptions;
        }
        auto& core = ExpansionLoop::core(search());
        core.ceiling = ceiling;
        return core.status;
    }

private:
    constexpr Search& search() { return static_cast<Search&>(*this); }
    constexpr const Search& search() const { return static_cast<const Search&>(*this); }
};

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_ENGINE_SEARCH_FRONT_HPP
