// fixpath/path_info.hpp - what every search reports besides its status.
#ifndef FIXPATH_PATH_INFO_HPP
#define FIXPATH_PATH_INFO_HPP

#include <stdint.h>

#include <fixpath/status.hpp>

namespace fixpath {

// Per-query counters, reset when a query begins.
struct SearchStats {
    uint32_t expanded;         // nodes (cells) whose neighbours were generated
    uint32_t pushed;           // nodes added to the open list
    uint32_t heap_high_water;  // largest open-list size seen
};

// What a search's path(), path_to() and turning_points() wrote.
template <typename Cost>
struct PathInfo {
    // Found: `length` points (cells or nodes) were written, from the start
    // to the goal. Partial: `length` points were written from the start to
    // the reachable node nearest the goal (the search did not reach it:
    // NoPath, OutOfNodes, CostOverflow, or stopped early) - never Found, so
    // `status == Found` alone tells a path that arrives. PathBufferTooSmall:
    // nothing was written and `length` is the capacity needed. NoPath:
    // there is no path to give (search not begun, invalid input, or target
    // not reached).
    Status status;
    uint32_t length;  // points, start and end included (a path of one step has 2)
    Cost cost;        // the cost of the written path (sum of its step costs)
    bool partial;     // true when the path ends at the best node reached, not the goal
};

// Every answer a path call gives, made here (one rule for every search and
// for the objects that answer through one):
// nothing to give (NoPath, or the refusal `why`: nothing written) ...
template <typename Cost>
constexpr PathInfo<Cost> no_path(Status why = Status::NoPath) {
    return PathInfo<Cost>{why, 0, 0, false};
}
// ... a path of `length` points at `cost` written (Found; Partial when it
// ends short of the goal) ...
template <typename Cost>
constexpr PathInfo<Cost> written_path(uint32_t length, Cost cost, bool partial = false) {
    return PathInfo<Cost>{partial ? Status::Partial : Status::Found, length, cost, partial};
}
// ... or one of `length` points that the buffer could not hold (nothing
// written).
template <typename Cost>
constexpr PathInfo<Cost> path_too_long(uint32_t length, Cost cost, bool partial = false) {
    return PathInfo<Cost>{Status::PathBufferTooSmall, length, cost, partial};
}

// The result of the one-call helpers, find_path() (grids) and find_route()
// (graphs).
template <typename Cost>
struct SearchResult {
    Status status;    // the search's status, or PathBufferTooSmall
    Cost cost;        // cost of the written path
    uint32_t length;  // points (cells, nodes) written, or needed with PathBufferTooSmall
    bool partial;     // the path ends at the best cell / node reached, not the goal
    SearchStats stats;
};

namespace detail {

// The end of a one-call helper: writes the search's path and folds a short
// buffer into the status. `extra` goes to path() after the buffer (a linked
// search's link marks).
template <typename Search, typename Point, typename... Extra>
constexpr SearchResult<typename Search::Cost> finish_one_call(const Search& search, Status status, Point* out,
                                                              uint32_t capacity, Extra... extra) {
    using Cost = typename Search::Cost;
    const PathInfo<Cost> info = search.path(out, capacity, extra...);
    if (info.status == Status::PathBufferTooSmall) {
        status = Status::PathBufferTooSmall;
    }
    const bool wrote =
        info.status == Status::Found || info.status == Status::Partial || info.status == Status::PathBufferTooSmall;
    return SearchResult<Cost>{status, wrote ? info.cost : static_cast<Cost>(0), wrote ? info.length : 0, info.partial,
                              search.stats()};
}

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_PATH_INFO_HPP
