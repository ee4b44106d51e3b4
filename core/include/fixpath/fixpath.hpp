// fixpath/fixpath.hpp - everything in one include, and the map of the
// library: which header for which job, in reading order.
//
// fixpath: pathfinding for hardware with no heap, little RAM and no clock.
//
// The headers are in folders by role; read them in this order:
// 1. Searches (each says what its nodes are, what it guarantees, how to
//    call it; the one-call helpers find_path() and friends are at its end):
//      grid/grid_search.hpp          A*, weighted A*, Dijkstra and fills on grids
//      grid/grid_rules.hpp           the rules of movement: per query, or fixed when compiling
//      jps/jump_point_search.hpp     walls-and-floor grids, faster (JPS; rays from
//                                    jps/scan_rays.hpp, or from a table: JPS+,
//                                    jps/table_rays.hpp, jps/jump_table.hpp)
//      grid/goal_bounds.hpp          precomputed boxes that let A* and JPS skip moves
//      hex/hex_search.hpp            hex maps (hex/hex_grid.hpp: layouts, coordinates)
//      grid/linked_grid_search.hpp   grids with portals and one-way links (grid/grid_links.hpp)
//      graph/graph_search.hpp        waypoint graphs
//      grid/incremental_search.hpp   D* Lite: a path that repairs itself
//      hpa/hierarchical_search.hpp   HPA* on large grids (hpa/hpa_builder.hpp, hpa/hpa_graph.hpp)
// 2. What they read and where their memory is:
//      maps/     grid_map.hpp (what a map is), byte_cost_map.hpp, bit_map.hpp,
//                flash_byte_cost_map.hpp, framed_map.hpp (a wall all round:
//                grid reads without bounds checks), clearance_map.hpp (2x2 and
//                3x3 units), occupancy_map.hpp, unit_class_map.hpp
//      state/    dense_state.hpp, bounded_state.hpp, jump_point_state.hpp,
//                graph_state.hpp, incremental_state.hpp (search memory);
//                search_state.hpp (what a state is; OpenList), bucket_queue.hpp
//                and binary_heap.hpp (the two open lists)
//      graph/    graph_view.hpp, flash_graph_view.hpp, graph_geometry.hpp,
//                fixed_graph.hpp (graphs); route_table.hpp, graph_reachability.hpp,
//                graph_nearest.hpp
//      options.hpp (moves, corners, costs, heuristics; grid/heuristic.hpp),
//      status.hpp (every outcome), path_info.hpp (what a path call wrote),
//      point.hpp (cells, areas, directions), fixed_point.hpp, version.hpp
// 3. Built on the searches, for games (units/): movement_range.hpp (tactics);
//      flow_field.hpp (one field, many units), crowd.hpp (arrivals);
//      path_scheduler.hpp (many requests, one budget a frame; adapters:
//      scheduler_queries.hpp); unit_group.hpp (many units, each its own
//      goal, moving together without colliding), unit_planner.hpp (a
//      complete plan for such a group); path_smoothing.hpp,
//      line_of_sight.hpp, path_follower.hpp, graph_mover.hpp (walking)
// 4. Files (read in place, on any CPU): graph/graph_format.hpp,
//      hpa/hpa_format.hpp, jps/jump_table_format.hpp, grid/goal_bounds_format.hpp,
//      all in one envelope: formats/file_envelope.hpp (formats/crc32.hpp,
//      formats/little_endian.hpp)
// 5. The engine every search runs on (engine/, for contributors):
//      engine/search_front.hpp    the record of a query and step(), run(), ... written once
//      engine/search_core.hpp     open lists, relaxation, counters, best node
//      engine/expansion_loop.hpp  the one expansion loop and its hooks
//      engine/path_writer.hpp     the one path writer (two passes, turns, partial)
//      engine/query_plan.hpp      the checks and choices of every begin, in one order
//      engine/move_rules.hpp      the corner rule and the step offsets
//    detail/ holds the rest of the internals (row division, flash reads,
//    traits, neighbour reads).
// From C: ports/c/include/fixpath.h.
#ifndef FIXPATH_FIXPATH_HPP
#define FIXPATH_FIXPATH_HPP

// (_MSVC_LANG: MSVC reports __cplusplus as 199711L unless /Zc:__cplusplus.)
#if defined(_MSVC_LANG) ? _MSVC_LANG < 201703L : (!defined(__cplusplus) || __cplusplus < 201703L)
#error "fixpath needs C++17 (for example -std=c++17, or CMake's cxx_std_17; fixpath::core asks for it)"
#else
#include <fixpath/fixed_point.hpp>
#include <fixpath/formats/crc32.hpp>
#include <fixpath/formats/file_envelope.hpp>
#include <fixpath/formats/little_endian.hpp>
#include <fixpath/graph/fixed_graph.hpp>
#include <fixpath/graph/flash_graph_view.hpp>
#include <fixpath/graph/graph_format.hpp>
#include <fixpath/graph/graph_geometry.hpp>
#include <fixpath/graph/graph_nearest.hpp>
#include <fixpath/graph/graph_reachability.hpp>
#include <fixpath/graph/graph_search.hpp>
#include <fixpath/graph/graph_view.hpp>
#include <fixpath/graph/route_table.hpp>
#include <fixpath/grid/goal_bounds.hpp>
#include <fixpath/grid/goal_bounds_format.hpp>
#include <fixpath/grid/grid_links.hpp>
#include <fixpath/grid/grid_search.hpp>
#include <fixpath/grid/heuristic.hpp>
#include <fixpath/grid/incremental_search.hpp>
#include <fixpath/grid/linked_grid_search.hpp>
#include <fixpath/hex/hex_grid.hpp>
#include <fixpath/hex/hex_search.hpp>
#include <fixpath/hpa/hierarchical_search.hpp>
#include <fixpath/hpa/hpa_builder.hpp>
#include <fixpath/hpa/hpa_format.hpp>
#include <fixpath/hpa/hpa_graph.hpp>
#include <fixpath/jps/jump_point_search.hpp>
#include <fixpath/jps/jump_table.hpp>
#include <fixpath/jps/jump_table_format.hpp>
#include <fixpath/jps/scan_rays.hpp>
#include <fixpath/jps/table_rays.hpp>
#include <fixpath/maps/bit_map.hpp>
#include <fixpath/maps/byte_cost_map.hpp>
#include <fixpath/maps/clearance_map.hpp>
#include <fixpath/maps/flash_byte_cost_map.hpp>
#include <fixpath/maps/framed_map.hpp>
#include <fixpath/maps/grid_map.hpp>
#include <fixpath/maps/occupancy_map.hpp>
#include <fixpath/maps/unit_class_map.hpp>
#include <fixpath/options.hpp>
#include <fixpath/path_info.hpp>
#include <fixpath/point.hpp>
#include <fixpath/state/binary_heap.hpp>
#include <fixpath/state/bounded_state.hpp>
#include <fixpath/state/bucket_queue.hpp>
#include <fixpath/state/dense_state.hpp>
#include <fixpath/state/graph_state.hpp>
#include <fixpath/state/incremental_state.hpp>
#include <fixpath/state/jump_point_state.hpp>
#include <fixpath/state/search_state.hpp>
#include <fixpath/status.hpp>
#include <fixpath/units/crowd.hpp>
#include <fixpath/units/flow_field.hpp>
#include <fixpath/units/graph_mover.hpp>
#include <fixpath/units/line_of_sight.hpp>
#include <fixpath/units/movement_range.hpp>
#include <fixpath/units/path_follower.hpp>
#include <fixpath/units/path_scheduler.hpp>
#include <fixpath/units/path_smoothing.hpp>
#include <fixpath/units/scheduler_queries.hpp>
#include <fixpath/units/unit_group.hpp>
#include <fixpath/units/unit_planner.hpp>
#include <fixpath/version.hpp>

#endif

#endif  // FIXPATH_FIXPATH_HPP
