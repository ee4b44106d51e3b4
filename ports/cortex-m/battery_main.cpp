// The scenario battery on a Cortex-M board (under QEMU in CI): every case of
// tests/device/battery_data.inc, computed on the host, must come out bit for
// bit the same here. Prints over semihosting; ends with "N passed, N failed";
// exits non-zero on any failure.
#include <stdio.h>

#include "../../tests/device/battery.hpp"
#include "../../tests/device/battery_data.inc"

namespace {
battery::Memory g_memory;  // every byte of search memory, static (.bss)
}

int main() {
    const unsigned count = sizeof(battery::data::kCases) / sizeof(battery::data::kCases[0]);
    unsigned passed = 0, failed = 0, skipped = 0;
    for (unsigned i = 0; i < count; ++i) {
        const battery::Case& c = battery::data::kCases[i];
        if (!battery::runnable(c)) {
            ++skipped;
            continue;
        }
        const battery::Outcome got = battery::run_case(battery::data::kMaps, c, g_memory);
        const battery::Outcome& want = battery::data::kExpected[i];
        if (battery::same(got, want)) {
            ++passed;
        } else {
            ++failed;
            printf("FAIL case %u (%s): status %u/%u cost %lu/%lu length %lu/%lu expanded %lu/%lu hash %08lx/%08lx\n", i,
                   battery::data::kMaps[c.map].name, got.status, want.status, (unsigned long)got.cost,
                   (unsigned long)want.cost, (unsigned long)got.length, (unsigned long)want.length,
                   (unsigned long)got.expanded, (unsigned long)want.expanded, (unsigned long)got.hash,
                   (unsigned long)want.hash);
        }
    }
    printf("battery on %s: %u cases, search memory %u bytes (.bss), %u skipped (need the dense 64x64 state)\n",
           FIXPATH_CPU_NAME, count, (unsigned)sizeof(g_memory), skipped);
    printf("%u passed, %u failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
