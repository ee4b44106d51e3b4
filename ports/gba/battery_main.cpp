// The scenario battery on the Game Boy Advance (ARM7TDMI, Thumb code in ROM,
// search memory in EWRAM): every case of tests/device/battery_data.inc and
// of tests/device/graph_battery_data.inc (waypoint graphs), the same data and
// runners as the host and the Cortex-M boards, must agree bit for bit.
// Results go to mGBA's debug log and to gba::g_result.
#include "runtime.hpp"

#include "../../tests/device/battery.hpp"
#include "../../tests/device/battery_data.inc"
#include "../../tests/device/graph_battery.hpp"
#include "../../tests/device/graph_battery_data.inc"

namespace {
battery::Memory g_memory;              // EWRAM (.bss)
graph_battery::Memory g_graph_memory;  // EWRAM (.bss)
}

int main() {
    const uint32_t count = sizeof(battery::data::kCases) / sizeof(battery::data::kCases[0]);
    gba::start_cycle_counter();
    const uint32_t start = gba::cycles();
    const battery::Tally t = battery::run_battery(
        battery::data::kMaps, battery::data::kCases, battery::data::kExpected, count, g_memory,
        [](uint32_t i, const battery::Case& c, const battery::Outcome& got, const battery::Outcome& want) {
            gba::Line l;
            l << "FAIL case " << i << " (" << battery::data::kMaps[c.map].name << "): status " << got.status << "/"
              << want.status << " cost " << got.cost << "/" << want.cost << " expanded " << got.expanded << "/"
              << want.expanded << " hash ";
            l.hex(got.hash) << "/";
            l.hex(want.hash).send();
        });
    const uint32_t graph_count = sizeof(graph_battery::data::kCases) / sizeof(graph_battery::data::kCases[0]);
    const battery::Tally g = graph_battery::run_battery(
        graph_battery::data::kGraphs, graph_battery::data::kCases, graph_battery::data::kExpected, graph_count,
        g_graph_memory, [](uint32_t i, const graph_battery::Case& c, const battery::Outcome& got, const battery::Outcome& want) {
            gba::Line l;
            l << "FAIL graph case " << i << " (" << graph_battery::data::kGraphs[c.graph].name << "): status "
              << got.status << "/" << want.status << " cost " << got.cost << "/" << want.cost << " expanded "
              << got.expanded << "/" << want.expanded << " hash ";
            l.hex(got.hash) << "/";
            l.hex(want.hash).send();
        });
    const uint32_t elapsed = gba::cycles() - start;
    gba::Line summary;
    summary << "battery on arm7tdmi (Thumb -Os, ROM code, EWRAM data): " << count << " grid cases and " << graph_count
            << " waypoint-graph cases, search memory " << static_cast<uint32_t>(sizeof(g_memory) + sizeof(g_graph_memory))
            << " bytes, " << elapsed << " cycles";
    summary.send();
    gba::Line result;
    result << t.passed + g.passed << " passed, " << t.failed + g.failed << " failed";
    result.send();
    gba::g_result.passed = t.passed + g.passed;
    gba::g_result.failed = t.failed + g.failed;
    gba::g_result.skipped = t.skipped + g.skipped;
    gba::g_result.magic = gba::kDone;
    for (;;) {
    }
}
