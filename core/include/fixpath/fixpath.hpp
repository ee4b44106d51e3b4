// fixpath/fixpath.hpp - everything in one include.
//
// fixpath: grid pathfinding for hardware with no heap, little RAM and no
// clock. Start with grid_search.hpp (the engine and its guarantees), then
// grid_map.hpp (what a map is), options.hpp (moves, corner rules, costs,
// heuristics), dense_state.hpp and bounded_state.hpp (where the memory is).
#ifndef FIXPATH_FIXPATH_HPP
#define FIXPATH_FIXPATH_HPP

#include <fixpath/binary_heap.hpp>
#include <fixpath/bit_map.hpp>
#include <fixpath/bounded_state.hpp>
#include <fixpath/byte_cost_map.hpp>
#include <fixpath/dense_state.hpp>
#include <fixpath/fixed_point.hpp>
#include <fixpath/flow_field.hpp>
#include <fixpath/grid_map.hpp>
#include <fixpath/grid_search.hpp>
#include <fixpath/heuristic.hpp>
#include <fixpath/line_of_sight.hpp>
#include <fixpath/options.hpp>
#include <fixpath/path_follower.hpp>
#include <fixpath/path_smoothing.hpp>
#include <fixpath/point.hpp>
#include <fixpath/search_state.hpp>
#include <fixpath/status.hpp>

#endif  // FIXPATH_FIXPATH_HPP
