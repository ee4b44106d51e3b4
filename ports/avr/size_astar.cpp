// The A*-only image for an Arduino Uno: a 16x16 map in flash
// (FlashByteCostMap), a bounded pool of 48 nodes, one find_path (35
// expansions). Its .text is the
// flash an A* costs a game (printed by `avr-size` after the build); the
// program prints the state's bytes and the stack it used, the RAM an A*
// costs it, and the query's cycles. Built twice: with run-time rules, and
// with FIXPATH_PROBE_FIXED_RULES the same rules fixed when compiling
// (FixedRules, grid_rules.hpp).
#include <avr/pgmspace.h>
#include <stdio.h>

#include <fixpath/state/bounded_state.hpp>
#include <fixpath/maps/flash_byte_cost_map.hpp>
#include <fixpath/grid/grid_search.hpp>

#include "../../tests/device/small_battery.hpp"
#include "board.hpp"

// Text read from flash (printf_P; %S prints a flash string): avr-libc keeps
// ordinary string literals in RAM, and this program's stack has only a few
// dozen bytes to spare. (The section is what avr-libc's PSTR() stands for,
// spelled so that clang honours it.)
#define FLASH_TEXT(s)                                                                 \
    (__extension__({                                                                  \
        static const char text_[] __attribute__((section(".progmem.data"))) = (s); \
        &text_[0];                                                                    \
    }))

namespace {
fixpath::BoundedState<48, uint16_t, 24, fixpath::OpenList::Heap> g_state;
fixpath::Point g_path[40];
}  // namespace

int main() {
    board::start();
    board::stack_paint();
    const fixpath::FlashByteCostMap map(small_battery::kWalls, 16, 16);
    board::cycles_start();
    const uint32_t t0 = board::cycles();
#if defined(FIXPATH_PROBE_FIXED_RULES)
    const char* rules = FLASH_TEXT("fixed rules");
    const auto r = fixpath::find_path_with<fixpath::FixedRules<>>(map, g_state, fixpath::make_point(0, 0),
                                                                  fixpath::make_point(9, 1), g_path, 40);
#else
    const char* rules = FLASH_TEXT("run-time rules");
    const auto r = fixpath::find_path(map, g_state, fixpath::make_point(0, 0), fixpath::make_point(9, 1), g_path, 40);
#endif
    const uint32_t cycles = board::cycles() - t0;
    const uint16_t deepest = board::stack_deepest();
    printf_P(FLASH_TEXT("A* only (%S) on %s: %s, cost %lu, %lu expanded, %lu cycles (%lu an expansion, path "
                        "included); state %u bytes, path buffer %u bytes, deepest stack %u bytes\n"),
             rules, FIXPATH_CPU_NAME, fixpath::status_name(r.status), (unsigned long)r.cost,
             (unsigned long)r.stats.expanded, (unsigned long)cycles,
             (unsigned long)(r.stats.expanded != 0 ? cycles / r.stats.expanded : 0), (unsigned)sizeof(g_state),
             (unsigned)sizeof(g_path), deepest);
    printf_P(r.status == fixpath::Status::Found && r.cost == 136 ? FLASH_TEXT("1 passed, 0 failed\n")
                                                                  : FLASH_TEXT("0 passed, 1 failed\n"));
    board::finish();
}
