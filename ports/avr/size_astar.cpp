// The A*-only image for an Arduino Uno: a 16x16 map in flash
// (FlashByteCostMap), a bounded pool of 48 nodes, one find_path (35
// expansions). Its .text is the
// flash an A* costs a game (printed by `avr-size` after the build); the
// program prints the state's bytes and the stack it used, the RAM an A*
// costs it.
#include <stdio.h>

#include <fixpath/state/bounded_state.hpp>
#include <fixpath/maps/flash_byte_cost_map.hpp>
#include <fixpath/grid/grid_search.hpp>

#include "../../tests/device/small_battery.hpp"
#include "board.hpp"

namespace {
fixpath::BoundedState<48, uint16_t, 24, fixpath::OpenList::Heap> g_state;
fixpath::Point g_path[40];
}  // namespace

int main() {
    board::start();
    board::stack_paint();
    const fixpath::FlashByteCostMap map(small_battery::kWalls, 16, 16);
    const auto r = fixpath::find_path(map, g_state, fixpath::make_point(0, 0), fixpath::make_point(9, 1), g_path, 40);
    const uint16_t unused = board::stack_unused();
    printf("A* only on %s: %s, cost %lu, %lu expanded; state %u bytes, path buffer %u bytes, %u bytes of RAM never "
           "touched\n",
           FIXPATH_CPU_NAME, fixpath::status_name(r.status), (unsigned long)r.cost, (unsigned long)r.stats.expanded,
           (unsigned)sizeof(g_state), (unsigned)sizeof(g_path), unused);
    printf("%s\n", r.status == fixpath::Status::Found && r.cost == 136 ? "1 passed, 0 failed" : "0 passed, 1 failed");
    board::finish();
}
