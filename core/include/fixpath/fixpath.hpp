// fixpath/fixpath.hpp - everything in one include.
//
// fixpath: pathfinding for hardware with no heap, little RAM and no clock.
// Grids: start with grid_search.hpp (the engine and its guarantees), then
// grid_map.hpp (what a map is; byte_cost_map.hpp, bit_map.hpp, and
// flash_byte_cost_map.hpp for maps in AVR program memory), options.hpp
// (moves, corner rules, costs, heuristics), dense_state.hpp and
// bounded_state.hpp (where the memory is), search_state.hpp (OpenList:
// which open lists a state carries),
// bucket_queue.hpp and binary_heap.hpp (the two open lists).
// Waypoint graphs: graph_search.hpp, then graph_view.hpp (the layout in
// flash; flash_graph_view.hpp reads it from AVR program memory),
// graph_geometry.hpp (positions, weights, the A* scale), graph_state.hpp,
// fixed_graph.hpp, route_table.hpp, graph_reachability.hpp,
// graph_nearest.hpp, graph_mover.hpp and graph_format.hpp (files).
// Big units (2x2, 3x3): clearance_map.hpp (clearance, an adapter for side k).
// Hex maps: hex_grid.hpp (layouts, axial coordinates), hex_search.hpp (search, fills, ranges).
// Portals and one-way links: grid_links.hpp (the list), linked_grid_search.hpp (search, fills, flow fields).
// Worlds that change under a walking unit: incremental_search.hpp (D* Lite repairs), incremental_state.hpp.
// Tactics games: movement_range.hpp (movement points, routes, attack
// range), occupancy_map.hpp (units that block or may be passed),
// unit_class_map.hpp (one map of tile ids, a cost table a unit class).
// Moving units: flow_field.hpp (one field, many units), crowd.hpp (many
// units arriving around a target, never sharing a cell), path_smoothing.hpp,
// line_of_sight.hpp, path_follower.hpp (varied waypoints, tick-by-tick
// walking), fixed_point.hpp (positions), graph_mover.hpp (the same on graphs).
// The version: version.hpp. From C: ports/c/include/fixpath.h.
// Walls-and-floor grids, faster: jump_point_search.hpp, jump_point_state.hpp,
// jump_table.hpp (precomputed jumps, JPS+) and jump_table_format.hpp (files).
// Both file formats are checked with crc32.hpp.
// All of them run on one engine: detail/search_core.hpp.
#ifndef FIXPATH_FIXPATH_HPP
#define FIXPATH_FIXPATH_HPP

#include <fixpath/binary_heap.hpp>
#include <fixpath/bit_map.hpp>
#include <fixpath/bounded_state.hpp>
#include <fixpath/bucket_queue.hpp>
#include <fixpath/clearance_map.hpp>
#include <fixpath/crc32.hpp>
#include <fixpath/crowd.hpp>
#include <fixpath/byte_cost_map.hpp>
#include <fixpath/dense_state.hpp>
#include <fixpath/fixed_graph.hpp>
#include <fixpath/fixed_point.hpp>
#include <fixpath/flash_byte_cost_map.hpp>
#include <fixpath/flash_graph_view.hpp>
#include <fixpath/flow_field.hpp>
#include <fixpath/graph_format.hpp>
#include <fixpath/graph_geometry.hpp>
#include <fixpath/graph_mover.hpp>
#include <fixpath/graph_nearest.hpp>
#include <fixpath/graph_reachability.hpp>
#include <fixpath/graph_search.hpp>
#include <fixpath/graph_state.hpp>
#include <fixpath/graph_view.hpp>
#include <fixpath/grid_map.hpp>
#include <fixpath/grid_search.hpp>
#include <fixpath/heuristic.hpp>
#include <fixpath/hex_grid.hpp>
#include <fixpath/hex_search.hpp>
#include <fixpath/hierarchical_search.hpp>
#include <fixpath/hpa_builder.hpp>
#include <fixpath/hpa_format.hpp>
#include <fixpath/hpa_graph.hpp>
#include <fixpath/incremental_search.hpp>
#include <fixpath/incremental_state.hpp>
#include <fixpath/grid_links.hpp>
#include <fixpath/linked_grid_search.hpp>
#include <fixpath/jump_point_search.hpp>
#include <fixpath/jump_point_state.hpp>
#include <fixpath/jump_table.hpp>
#include <fixpath/jump_table_format.hpp>
#include <fixpath/line_of_sight.hpp>
#include <fixpath/movement_range.hpp>
#include <fixpath/occupancy_map.hpp>
#include <fixpath/options.hpp>
#include <fixpath/path_follower.hpp>
#include <fixpath/path_info.hpp>
#include <fixpath/path_smoothing.hpp>
#include <fixpath/point.hpp>
#include <fixpath/route_table.hpp>
#include <fixpath/search_state.hpp>
#include <fixpath/status.hpp>
#include <fixpath/unit_class_map.hpp>
#include <fixpath/version.hpp>

#endif  // FIXPATH_FIXPATH_HPP
