// The waypoint-graph battery on a semihosted board (Cortex-M or RISC-V, under QEMU in CI): every
// case of tests/device/graph_battery_data.inc, computed on the host, must
// come out bit for bit the same here. Its own program, so that the micro:bit
// (16 KiB of RAM, most of it taken by the grid battery's memory) runs it too.
// Prints over semihosting; ends with "N passed, N failed"; exits non-zero on
// any failure.
#include <stdio.h>

#if defined(FIXPATH_STACK_GUARD)
#include "stack_guard.h"
#endif

#include "../../tests/device/graph_battery.hpp"
#include "../../tests/device/graph_battery_data.inc"

namespace {
graph_battery::Memory g_memory;  // every byte of search memory, static (.bss)
}

int main() {
#if defined(FIXPATH_STACK_GUARD)
    fixpath_stack_guard_arm();
#endif
    const unsigned count = sizeof(graph_battery::data::kCases) / sizeof(graph_battery::data::kCases[0]);
    const battery::Tally t = graph_battery::run_battery(
        graph_battery::data::kGraphs, graph_battery::data::kCases, graph_battery::data::kExpected, count, g_memory,
        [](uint32_t i, const graph_battery::Case& c, const battery::Outcome& got, const battery::Outcome& want) {
            printf("FAIL graph case %lu (%s): status %u/%u cost %lu/%lu length %lu/%lu expanded %lu/%lu hash %08lx/%08lx\n",
                   (unsigned long)i, graph_battery::data::kGraphs[c.graph].name, got.status, want.status,
                   (unsigned long)got.cost, (unsigned long)want.cost, (unsigned long)got.length,
                   (unsigned long)want.length, (unsigned long)got.expanded, (unsigned long)want.expanded,
                   (unsigned long)got.hash, (unsigned long)want.hash);
        });
    printf("graph battery on %s: %u cases on %u graphs, search memory %u bytes (.bss)\n", FIXPATH_CPU_NAME, count,
           (unsigned)(sizeof(graph_battery::data::kGraphs) / sizeof(graph_battery::data::kGraphs[0])),
           (unsigned)sizeof(g_memory));
    unsigned failed = (unsigned)t.failed;
#if defined(FIXPATH_STACK_GUARD)
    failed += (unsigned)fixpath_stack_guard_report("graph battery");
#endif
    printf("%u passed, %u failed\n", (unsigned)t.passed, failed);
    return failed == 0 ? 0 : 1;
}
