// Cycle budget of a tactics game's movement range on the Game Boy Advance
// (movement_range.hpp): a 15x10 screen, recomputed whenever the cursor
// moves onto a unit, from IWRAM as ARM (iwram_movement_range.cpp). A ROM
// of its own: the other benchmarks' IWRAM is full.
#include "runtime.hpp"
#include "worst_cases.hpp"

#include "../../tests/device/battery.hpp"
#include "../../tests/device/battery_data.inc"
#include "../../tests/device/terrain_screen.hpp"

namespace gba_bench {
Figures iwram_movement_range(const uint8_t* cells, int32_t stride, fixpath::Point unit, uint16_t budget);
}  // namespace gba_bench

namespace {
constexpr uint32_t kFrame = 280896;
}  // namespace

int main() {
    *reinterpret_cast<volatile uint16_t*>(0x04000204) = 0x4317;  // WAITCNT: ROM 3/1 wait states, prefetch
    gba::start_cycle_counter();
    // The terrain screen's top-left 15x10 (multipliers 1-4: forest, hills),
    // 4 moves, a movement point a step times the multiplier, budget 8; the
    // unit on the passable cell nearest the middle of its row.
    static const TerrainScreen terrain(battery::data::kMaps[4].data);
    fixpath::Point unit = fixpath::make_point(7, 5);
    for (int32_t x = 7; x < 15 && terrain.cells[5 * 30 + x] == 0; ++x) unit = fixpath::make_point(x + 1, 5);
    const auto range = gba_bench::iwram_movement_range(terrain.cells, 30, unit, 8);
    {
        gba::Line l;
        l << "case range-15x10-budget8 IWRAM ARM: " << range.expanded << " cells in range, " << range.cycles
          << " cycles, " << (range.expanded ? range.cycles / range.expanded : 0) << " cycles a cell, status "
          << range.status;
        l.send();
    }
    {
        gba::Line g;
        g << "budget: movement range, 15x10 screen, budget 8 <= 1/4 frame (" << kFrame / 4 << " cycles) from IWRAM: "
          << range.cycles;
        g.send();
    }
    const bool ok = range.status == static_cast<uint32_t>(fixpath::Status::Complete) && range.expanded > 0;
    gba::finish_one_check(ok, "the range did not complete");
}
