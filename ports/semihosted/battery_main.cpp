// The scenario battery on a semihosted board (Cortex-M or RISC-V, under QEMU in CI): every case of
// tests/device/battery_data.inc, computed on the host, must come out bit for
// bit the same here. Prints over semihosting; ends with "N passed, N failed";
// exits non-zero on any failure.
#include <stdio.h>

#if defined(FIXPATH_STACK_GUARD)
#include "stack_guard.h"
#endif

#include "../../tests/device/battery.hpp"
#include "../../tests/device/battery_data.inc"

#if defined(FIXPATH_BATTERY_GRID_ONLY)
#define FIXPATH_BATTERY_NAME "battery (grid searches)"
#define FIXPATH_BATTERY_SKIPS "jump point, big-unit, hex and link cases: their own programs; the dense 64x64 state's"
#elif defined(FIXPATH_BATTERY_JUMP_ONLY)
#define FIXPATH_BATTERY_NAME "battery (jump point search)"
#define FIXPATH_BATTERY_SKIPS "grid, big-unit, hex and link cases: their own programs; the dense 64x64 state's"
#elif defined(FIXPATH_BATTERY_SHAPES_ONLY)
#define FIXPATH_BATTERY_NAME "battery (big units, hexes and links)"
#define FIXPATH_BATTERY_SKIPS "grid and jump point cases: their own programs; the dense 64x64 state's"
#else
#define FIXPATH_BATTERY_NAME "battery"
#define FIXPATH_BATTERY_SKIPS "need the dense 64x64 state"
#endif

namespace {
battery::Memory g_memory;  // every byte of search memory, static (.bss)
}

int main() {
#if defined(FIXPATH_STACK_GUARD)
    fixpath_stack_guard_arm();
#endif
    const unsigned count = sizeof(battery::data::kCases) / sizeof(battery::data::kCases[0]);
    const battery::Tally t = battery::run_battery(
        battery::data::kMaps, battery::data::kCases, battery::data::kExpected, count, g_memory,
        [](uint32_t i, const battery::Case& c, const battery::Outcome& got, const battery::Outcome& want) {
            printf("FAIL case %lu (%s): status %u/%u cost %lu/%lu length %lu/%lu expanded %lu/%lu hash %08lx/%08lx\n",
                   (unsigned long)i, battery::data::kMaps[c.map].name, got.status, want.status, (unsigned long)got.cost,
                   (unsigned long)want.cost, (unsigned long)got.length, (unsigned long)want.length,
                   (unsigned long)got.expanded, (unsigned long)want.expanded, (unsigned long)got.hash,
                   (unsigned long)want.hash);
        });
    printf("%s on %s: %u cases, search memory %u bytes (.bss), %u skipped (%s)\n", FIXPATH_BATTERY_NAME,
           FIXPATH_CPU_NAME, count, (unsigned)sizeof(g_memory), (unsigned)t.skipped, FIXPATH_BATTERY_SKIPS);
    unsigned failed = (unsigned)t.failed;
#if defined(FIXPATH_STACK_GUARD)
    failed += (unsigned)fixpath_stack_guard_report(FIXPATH_BATTERY_NAME);
#endif
    printf("%u passed, %u failed\n", (unsigned)t.passed, failed);
    return failed == 0 ? 0 : 1;
}
