// fixpath_host/goal_bounds_build.hpp - goal bounds (goal_bounds.hpp) on the
// host: built with one Dijkstra a passable cell, on every core; written as
// files (goal_bounds_format.hpp) whole or not at all, read back and
// validated against their map.
#ifndef FIXPATH_HOST_GOAL_BOUNDS_BUILD_HPP
#define FIXPATH_HOST_GOAL_BOUNDS_BUILD_HPP

#include <cstdint>
#include <string>
#include <vector>

#include <fixpath/grid/goal_bounds.hpp>
#include <fixpath/options.hpp>
#include <fixpath_host/checked_files.hpp>
#include <fixpath_host/grid_file.hpp>

namespace fixpath_host {

// Coordinates of 1 byte for maps up to 256 cells a side, else 2.
inline uint8_t goal_bounds_coordinate_bytes(const GridFile& map) {
    return map.width <= 256 && map.height <= 256 ? uint8_t{1} : uint8_t{2};
}

// The boxes of `map` under `rules` (moves, corners, step costs) into
// `boxes` (GoalBounds::bytes_for bytes). `threads` 0: every core. False
// with a one-line `error` (and `boxes` empty) for a map too large (more
// than 65,535 cells a side, or more than 2^24 cells) or a Dijkstra fill that
// did not finish: a box is only ever made from a complete fill (the fills
// run on an open list that holds every cell of the map when the default
// one runs out).
// one_path false: a move's box holds every cell SOME optimal path starting
// with it reaches (ties included: valid for any search that keeps a
// canonical subset of optimal paths, as jump point search does). true: each
// target counted for one first move only, that of the first optimal
// predecessor in direction order (the Dijkstra tree): much smaller boxes,
// valid for A*, whose every node may take any move (at each cell at least
// one optimal first move toward the goal stays allowed, so an optimal path
// survives the pruning).
bool build_goal_bounds(const GridFile& map, const fixpath::SearchOptions<uint32_t>& rules, std::vector<uint8_t>& boxes,
                       std::string& error, unsigned threads = 0, bool one_path = false);

// The boxes of the jump points of `map` only (goal_bounds.hpp): `index`
// (GoalBounds::index_bytes) marks the cells that are jump points
// (fixpath::is_jump_point()), `boxes` holds their boxes, row-major, every
// optimal first move counted (EveryFirstMove: what jump point search
// needs). For walls-and-floor maps under jump point search's rules (8
// moves, corners never cut): else false with a one-line `error`, as for
// build_goal_bounds().
bool build_jump_point_bounds(const GridFile& map, const fixpath::SearchOptions<uint32_t>& rules,
                             std::vector<uint8_t>& index, std::vector<uint8_t>& boxes, std::string& error,
                             unsigned threads = 0);

// Why boxes read from `path` cannot serve the search asked for, or an
// empty string when they can: jump point search (`jump_points`) needs
// every optimal first move counted (--all-ties), A* needs every cell's
// boxes (not --jump-points). One message for `solve` and `bench`.
std::string goal_bounds_kind_mismatch(const fixpath::GoalBounds& bounds, bool jump_points, const std::string& path);

// The file of built boxes (goal_bounds_format.hpp), as bytes; empty when
// the map is too large for the format.
std::string goal_bounds_file_bytes(const GridFile& map, const fixpath::GoalBounds& bounds);

// A goal bounds file read and validated against `map` (its `view` reads its
// `bytes` in place: checked_files.hpp).
using LoadedGoalBounds = LoadedFile<fixpath::GoalBounds>;

// False with a one-line message naming the file and the reason when the
// file cannot be read or is not a goal bounds file of this map.
bool load_goal_bounds(const std::string& path, const GridFile& map, LoadedGoalBounds& out, std::string& error);

}  // namespace fixpath_host

#endif  // FIXPATH_HOST_GOAL_BOUNDS_BUILD_HPP
