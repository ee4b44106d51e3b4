// fixpath/status.hpp - what a search (or one slice of it) reports.
#ifndef FIXPATH_STATUS_HPP
#define FIXPATH_STATUS_HPP

#include <stdint.h>

namespace fixpath {

// Every search call returns one of these. Nothing in fixpath signals errors
// any other way: no exceptions, no asserts on user input, no undefined
// behaviour for bad input.
//
// A refused begin (InvalidStart, InvalidGoal, InvalidOptions, MapTooLarge,
// NonUniformMap from any begin*() of any front end) leaves the object
// holding no query: until the next accepted begin, step() makes no progress
// and returns a status that is not InProgress, Found or Complete; path(),
// path_to() and their kin write nothing and report no path; a flow field
// gives no step and no distance; a movement range reaches no cell. Never
// the previous query's answer, and the caller's buffers are not read.
enum class Status : uint8_t {
    Idle,                // no search has begun on this object yet
    InProgress,          // step() stopped at its expansion budget; call step() again
    Found,               // the goal was reached; path() gives the optimal (or bounded) path
    Complete,            // a fill (no goal) finished: every reachable cell has its distance
    NoPath,              // the open list ran dry before the goal; path() gives a partial path
    OutOfNodes,          // the node pool or the heap is full; path() gives a partial path
    InvalidStart,        // start is off the map, outside the search area, or blocked
    InvalidGoal,         // goal is off the map, outside the search area, or blocked
    PathBufferTooSmall,  // path(): the caller's buffer is shorter than the path
    CostOverflow,        // the goal (or a cell of a fill) is only reachable at a cost the cost type cannot hold
    MapTooLarge,         // the map or search area has more cells than the state can hold
    InvalidOptions,      // a step cost of 0, a weight below 1 (N/D with N < D or D = 0), costs too large, a search
                         // area whose corner lies beyond +-kMaxMapSide (point.hpp), or options the
                         // state's open list cannot order (a weight or an inconsistent heuristic
                         // with OpenList::Buckets or CellBuckets, search_state.hpp), or an area other
                         // than the whole map on a map with a wall all round (maps/framed_map.hpp)
    NonUniformMap,       // jump point search (jump_point_search.hpp) met a passable cell whose multiplier
                         // is not 1: it searches walls-and-floor maps only
    Partial              // path(): the path written ends at the reachable cell nearest the goal, NOT the
                         // goal (after NoPath, OutOfNodes, CostOverflow, or a query stopped early);
                         // a path that reaches the goal is Found, never this
};

// A stable lower-case name for logs, JSON and tests ("found", "no_path", ...).
inline const char* status_name(Status s) {
    switch (s) {
        case Status::Idle: return "idle";
        case Status::InProgress: return "in_progress";
        case Status::Found: return "found";
        case Status::Complete: return "complete";
        case Status::NoPath: return "no_path";
        case Status::OutOfNodes: return "out_of_nodes";
        case Status::InvalidStart: return "invalid_start";
        case Status::InvalidGoal: return "invalid_goal";
        case Status::PathBufferTooSmall: return "path_buffer_too_small";
        case Status::CostOverflow: return "cost_overflow";
        case Status::MapTooLarge: return "map_too_large";
        case Status::InvalidOptions: return "invalid_options";
        case Status::NonUniformMap: return "non_uniform_map";
        case Status::Partial: return "partial";
    }
    return "unknown";
}

// True when the search has stopped and will not change on another step().
inline bool is_finished(Status s) {
    return s != Status::InProgress && s != Status::Idle;
}

}  // namespace fixpath

#endif  // FIXPATH_STATUS_HPP
