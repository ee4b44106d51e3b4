// The scenario battery on the Game Boy Advance (ARM7TDMI, Thumb code in ROM,
// search memory in EWRAM): every case of tests/device/battery_data.inc, the
// same data and runner as the host and the Cortex-M boards, must agree bit
// for bit. Results go to mGBA's debug log and to gba::g_result.
#include "runtime.hpp"

#include "../../tests/device/battery.hpp"
#include "../../tests/device/battery_data.inc"

namespace {
battery::Memory g_memory;  // EWRAM (.bss)
}

int main() {
    const uint32_t count = sizeof(battery::data::kCases) / sizeof(battery::data::kCases[0]);
    uint32_t passed = 0, failed = 0;
    gba::start_cycle_counter();
    const uint32_t start = gba::cycles();
    for (uint32_t i = 0; i < count; ++i) {
        const battery::Case& c = battery::data::kCases[i];
        const battery::Outcome got = battery::run_case(battery::data::kMaps, c, g_memory);
        const battery::Outcome& want = battery::data::kExpected[i];
        if (battery::same(got, want)) {
            ++passed;
        } else {
            ++failed;
            gba::Line l;
            l << "FAIL case " << i << " (" << battery::data::kMaps[c.map].name << "): status " << got.status << "/"
              << want.status << " cost " << got.cost << "/" << want.cost << " expanded " << got.expanded << "/"
              << want.expanded << " hash ";
            l.hex(got.hash) << "/";
            l.hex(want.hash).send();
        }
    }
    const uint32_t elapsed = gba::cycles() - start;
    gba::Line summary;
    summary << "battery on arm7tdmi (Thumb, ROM code, EWRAM data): " << count << " cases, search memory "
            << static_cast<uint32_t>(sizeof(g_memory)) << " bytes, " << elapsed << " cycles";
    summary.send();
    gba::Line result;
    result << passed << " passed, " << failed << " failed";
    result.send();
    gba::g_result.passed = passed;
    gba::g_result.failed = failed;
    gba::g_result.skipped = 0;
    gba::g_result.magic = gba::kDone;
    for (;;) {
    }
}
