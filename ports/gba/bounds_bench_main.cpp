// Cycle budgets of goal bounding on the Game Boy Advance: the 30x20 screen's
// worst case by jump point search from tables (iwram_goal_bounds.cpp: ARM
// code, state, bits and jump table in IWRAM), without and with goal bounds.
// The bounds are tests/device/screen_goal_bounds.hpp (built on the host by
// `fixpath bounds build --all-ties`), read in place from ROM, or from a copy
// in EWRAM. A ROM of its own: the jump point ROM's IWRAM is full.
// ROM wait states 3/1 (WAITCNT 0x4317), as games set them.
#include "runtime.hpp"
#include "worst_cases.hpp"

#include "../../tests/device/battery.hpp"
#include "../../tests/device/battery_data.inc"
#include "../../tests/device/screen_goal_bounds.hpp"

namespace gba_bench {
bool prepare_bounded_screen(const uint8_t* rows);
Figures bounded_screen_query(const fixpath::GoalBounds* bounds, fixpath::Point s, fixpath::Point g, fixpath::Point* path,
                             uint32_t capacity, uint32_t& cost);
uint32_t bounded_screen_state_bytes();
}  // namespace gba_bench

namespace {

constexpr uint32_t kFrame = 280896;

uint8_t g_boxes_copy[sizeof(screen_goal_bounds::kBoxes)];  // EWRAM
fixpath::Point g_path[gba_bench::kPathCapacity];

void report(const char* label, const char* where, const gba_bench::Figures& f, uint32_t cost) {
    gba::Line l;
    l << "case " << label << " " << where << ": " << f.expanded << " jump points, " << f.cycles << " cycles, "
      << (f.cycles * 1000 / kFrame) << "/1000 of a frame, cost " << cost << ", status " << f.status;
    l.send();
}

}  // namespace

int main() {
    *reinterpret_cast<volatile uint16_t*>(0x04000204) = 0x4317;  // WAITCNT: ROM 3/1 wait states, prefetch
    gba::start_cycle_counter();
    // The bounds are the battery's screen's: its walls, terrain as floor.
    const uint8_t* screen_cells = battery::data::kMaps[4].data;  // screen30x20
    bool same_walls = true;
    for (uint32_t i = 0; i < 30 * 20; ++i) {
        same_walls = same_walls && (screen_cells[i] != 0) == (screen_goal_bounds::kCells[i] != 0);
    }
    static const gba_bench::Bits<30, 20> screen(screen_cells);
    const bool built = gba_bench::prepare_bounded_screen(screen.rows);
    for (uint32_t i = 0; i < sizeof(g_boxes_copy); ++i) g_boxes_copy[i] = screen_goal_bounds::kBoxes[i];
    const fixpath::GoalBounds in_rom = screen_goal_bounds::bounds();
    const fixpath::GoalBounds in_ewram(g_boxes_copy, 30, 20, 1, screen_goal_bounds::rules(),
                                       fixpath::GoalBoundsTies::EveryFirstMove);

    const fixpath::Point s = fixpath::make_point(1, 1);
    const fixpath::Point g = fixpath::make_point(28, 18);
    uint32_t plain_cost = 0;
    uint32_t rom_cost = 0;
    uint32_t ewram_cost = 0;
    const auto plain = gba_bench::bounded_screen_query(nullptr, s, g, g_path, gba_bench::kPathCapacity, plain_cost);
    const auto rom = gba_bench::bounded_screen_query(&in_rom, s, g, g_path, gba_bench::kPathCapacity, rom_cost);
    const auto ewram = gba_bench::bounded_screen_query(&in_ewram, s, g, g_path, gba_bench::kPathCapacity, ewram_cost);
    report("jps+-screen-30x20", "IWRAM ARM, dense state, table and bits in IWRAM, no bounds", plain, plain_cost);
    report("jps+gb-screen-30x20", "the same, goal bounds in ROM", rom, rom_cost);
    report("jps+gb-screen-30x20", "the same, goal bounds in EWRAM", ewram, ewram_cost);
    {
        gba::Line l;
        l << "  (the state, a cell a node, is in IWRAM: " << gba_bench::bounded_screen_state_bytes() << " bytes; bounds "
          << static_cast<uint32_t>(sizeof(screen_goal_bounds::kBoxes)) << " bytes, 32 a cell)";
        l.send();
    }
    const uint32_t found = static_cast<uint32_t>(fixpath::Status::Found);
    const bool ok = same_walls && built && plain.status == found && rom.status == found && ewram.status == found &&
                    rom_cost == plain_cost && ewram_cost == plain_cost && rom.expanded == ewram.expanded &&
                    rom.expanded < plain.expanded;
    {
        gba::Line l;
        l << "budget: jump point search, 30x20 worst case <= 1/10 frame (" << kFrame / 10
          << " cycles) from tables, goal bounds in ROM: " << rom.cycles << " (without bounds " << plain.cycles
          << ")";
        l.send();
    }
    gba::finish_one_check(ok, "the bounds are not the screen's, a query failed, or the bounds changed the cost");
}
