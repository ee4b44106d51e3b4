// fixpath/fixpath.hpp - everything in one include, and the map of the
// library: which header for which job, in reading order.
//
// fixpath: pathfinding for hardware with no heap, little RAM and no clock.
//
// 1. Searches (each says what its nodes are, what it guarantees, how to
//    call it; the one-call helpers find_path() and friends are at its end):
//      grid_search.hpp          A*, weighted A*, Dijkstra and fills on grids
//      jump_point_search.hpp    walls-and-floor grids, faster (JPS, and JPS+
//                               with jump_table.hpp, jump_table_format.hpp)
//      goal_bounds.hpp          precomputed boxes that let A* and JPS skip moves
//                               (goal_bounds_format.hpp: their file)
//      hex_search.hpp           hex maps (hex_grid.hpp: layouts, coordinates)
//      linked_grid_search.hpp   grids with portals and one-way links (grid_links.hpp)
//      graph_search.hpp         waypoint graphs
//      incremental_search.hpp   D* Lite: a path that repairs itself (incremental_state.hpp)
//      hierarchical_search.hpp  HPA* on large grids (hpa_builder.hpp, hpa_graph.hpp, hpa_format.hpp)
// 2. What they read and where their memory is:
//      grid_map.hpp, byte_cost_map.hpp, bit_map.hpp, flash_byte_cost_map.hpp (maps);
//      options.hpp (moves, corners, costs, heuristics), heuristic.hpp;
//      dense_state.hpp, bounded_state.hpp, jump_point_state.hpp (grid memory),
//      search_state.hpp (OpenList: which open lists a state carries),
//      bucket_queue.hpp and binary_heap.hpp (the two open lists);
//      graph_view.hpp, flash_graph_view.hpp, graph_geometry.hpp, graph_state.hpp,
//      fixed_graph.hpp (graphs), graph_format.hpp (graph files);
//      status.hpp (every outcome), path_info.hpp (what a path call wrote).
// 3. Built on the searches, for games:
//      movement_range.hpp, occupancy_map.hpp, unit_class_map.hpp (tactics);
//      flow_field.hpp (one field, many units), crowd.hpp (arrivals);
//      path_scheduler.hpp (many requests, one budget a frame; adapters:
//      scheduler_queries.hpp); unit_group.hpp (many units, each its own
//      goal, moving together without colliding);
//      clearance_map.hpp (2x2 and 3x3 units); path_smoothing.hpp,
//      line_of_sight.hpp, path_follower.hpp, fixed_point.hpp (walking);
//      route_table.hpp, graph_reachability.hpp, graph_nearest.hpp,
//      graph_mover.hpp (graphs); crc32.hpp (file checks), version.hpp.
// 4. The engine every search runs on (engine/, for contributors):
//      engine/search_core.hpp     open lists, relaxation, counters, best node
//      engine/expansion_loop.hpp  the one expansion loop and its hooks
//      engine/path_writer.hpp     the one path writer (two passes, turns, partial)
//      engine/query_plan.hpp      the checks and choices of every begin
//      engine/search_front.hpp    step(), run(), status(), ... written once
//      engine/move_rules.hpp      the corner rule and the step offsets
//    detail/ holds the rest of the internals (row division, flash reads,
//    jump scans, byte order).
// From C: ports/c/include/fixpath.h.
#ifndef FIXPATH_FIXPATH_HPP
#define FIXPATH_FIXPATH_HPP

#include <fixpath/binary_heap.hpp>
#include <fixpath/bit_map.hpp>
#include <fixpath/bounded_state.hpp>
#include <fixpath/bucket_queue.hpp>
#include <fixpath/byte_cost_map.hpp>
#include <fixpath/clearance_map.hpp>
#include <fixpath/crc32.hpp>
#include <fixpath/crowd.hpp>
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
#include <fixpath/goal_bounds.hpp>
#include <fixpath/goal_bounds_format.hpp>
#include <fixpath/graph_view.hpp>
#include <fixpath/grid_links.hpp>
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
#include <fixpath/jump_point_search.hpp>
#include <fixpath/jump_point_state.hpp>
#include <fixpath/jump_table.hpp>
#include <fixpath/jump_table_format.hpp>
#include <fixpath/line_of_sight.hpp>
#include <fixpath/linked_grid_search.hpp>
#include <fixpath/movement_range.hpp>
#include <fixpath/occupancy_map.hpp>
#include <fixpath/options.hpp>
#include <fixpath/path_follower.hpp>
#include <fixpath/path_info.hpp>
#include <fixpath/path_scheduler.hpp>
#include <fixpath/path_smoothing.hpp>
#include <fixpath/point.hpp>
#include <fixpath/route_table.hpp>
#include <fixpath/scheduler_queries.hpp>
#include <fixpath/search_state.hpp>
#include <fixpath/status.hpp>
#include <fixpath/unit_class_map.hpp>
#include <fixpath/unit_group.hpp>
#include <fixpath/version.hpp>

#endif  // FIXPATH_FIXPATH_HPP
