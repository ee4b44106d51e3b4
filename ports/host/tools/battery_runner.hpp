// The device batteries' runners, compiled once for the host
// (battery_runner.cpp, the library fixpath_battery_runner): battery_gen
// computes the golden answers with them and the host test
// (tests/test_device_battery.cpp) checks those answers with the same code.
// One compilation of every search the batteries hold instead of two: each
// takes 25-30 s. The library defines FIXPATH_BATTERY_LARGE_RAM for its
// users, so that every file sees the same battery::Memory.
#ifndef FIXPATH_HOST_TOOLS_BATTERY_RUNNER_HPP
#define FIXPATH_HOST_TOOLS_BATTERY_RUNNER_HPP

#include "../../../tests/device/battery.hpp"
#include "../../../tests/device/graph_battery.hpp"

namespace battery_host {

// battery::run_case: one grid case on `maps`.
battery::Outcome run_case(const battery::MapData* maps, const battery::Case& c, battery::Memory& m);

// graph_battery::run_case: one waypoint-graph case on `graphs`.
battery::Outcome run_graph_case(const graph_battery::GraphData* graphs, const graph_battery::Case& c,
                                graph_battery::Memory& m);

}  // namespace battery_host

#endif  // FIXPATH_HOST_TOOLS_BATTERY_RUNNER_HPP
