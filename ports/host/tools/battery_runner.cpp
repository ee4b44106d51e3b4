// The device batteries' runners for the host: see battery_runner.hpp.
#include "battery_runner.hpp"

#ifndef FIXPATH_BATTERY_LARGE_RAM
#error "fixpath_battery_runner defines FIXPATH_BATTERY_LARGE_RAM for every file that uses it"
#endif

namespace battery_host {

battery::Outcome run_case(const battery::MapData* maps, const battery::Case& c, battery::Memory& m) {
    return battery::run_case(maps, c, m);
}

battery::Outcome run_graph_case(const graph_battery::GraphData* graphs, const graph_battery::Case& c,
                                graph_battery::Memory& m) {
    return graph_battery::run_case(graphs, c, m);
}

}  // namespace battery_host
