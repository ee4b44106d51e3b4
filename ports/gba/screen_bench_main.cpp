// Cycle budgets of grid A* on the 30x20 screen with code and state in IWRAM
// (iwram_screen.cpp): the screen and the same screen with terrain 1-4, the
// worst-case queries of bench_main.cpp, whose IWRAM runs keep their states
// in EWRAM (its IWRAM holds the code of every query it times). A ROM of its
// own. Each answer is checked against the same query run from ROM with its
// state in EWRAM. ROM wait states 3/1 (WAITCNT 0x4317), as games set them.
#include "runtime.hpp"
#include "worst_cases.hpp"

#include "../../tests/device/battery.hpp"
#include "../../tests/device/battery_data.inc"
#include "../../tests/device/terrain_screen.hpp"

namespace gba_bench {
Figures iwram_screen_query(const uint8_t* cells, fixpath::Point* path, uint32_t capacity);
State<30 * 20>& iwram_screen_state();  // (the same state, for the ROM code's runs)
Figures iwram_cells_query(const uint8_t* cells, fixpath::Point* path, uint32_t capacity);
Figures iwram_framed_query(const uint8_t* cells, fixpath::Point* path, uint32_t capacity);
}  // namespace gba_bench

namespace {

using gba_bench::kFrame;
using gba_bench::report_expansions;

gba_bench::State<30 * 20> g_ewram_state;  // EWRAM (.bss): the reference runs
fixpath::Point g_path[gba_bench::kPathCapacity];

// The query from ROM as Thumb with a state in `state`.
gba_bench::Figures from_rom(const uint8_t* cells, gba_bench::State<30 * 20>& state) {
    return gba_bench::measure<0>(cells, 30, 20, state, fixpath::make_point(1, 1), fixpath::make_point(28, 18), g_path,
                                 gba_bench::kPathCapacity);
}

// The query from IWRAM (ARM code, state in IWRAM), and from ROM (Thumb) with
// the state in EWRAM and in IWRAM: true when all three found a path of the
// same cost with the same expansions.
// And the query from IWRAM on a CellBuckets state (`in_place`), and on it
// with the rules fixed and the map's wall in its type (Framed).
bool measure(const char* label, const uint8_t* cells, gba_bench::Figures& fast, gba_bench::Figures& in_place) {
    fast = gba_bench::iwram_screen_query(cells, g_path, gba_bench::kPathCapacity);
    const auto ewram = from_rom(cells, g_ewram_state);
    const auto iwram = from_rom(cells, gba_bench::iwram_screen_state());
    report_expansions(label, "IWRAM ARM, state in IWRAM", fast);
    report_expansions(label, "ROM Thumb, state in EWRAM", ewram);
    report_expansions(label, "ROM Thumb, state in IWRAM", iwram);
    in_place = gba_bench::iwram_cells_query(cells, g_path, gba_bench::kPathCapacity);
    report_expansions(label, "IWRAM ARM, CellBuckets state in IWRAM", in_place);
    const auto framed = gba_bench::iwram_framed_query(cells, g_path, gba_bench::kPathCapacity);
    report_expansions(label, "IWRAM ARM, CellBuckets state in IWRAM, FixedRules<>, Framed map", framed);
    const uint32_t found = static_cast<uint32_t>(fixpath::Status::Found);
    return fast.status == found && ewram.status == found && iwram.status == found && fast.expanded == ewram.expanded &&
           iwram.expanded == ewram.expanded && fast.cost == ewram.cost && iwram.cost == ewram.cost &&
           in_place.status == found && in_place.expanded == ewram.expanded && in_place.cost == ewram.cost &&
           framed.status == found && framed.expanded == ewram.expanded && framed.cost == ewram.cost;
}

}  // namespace

int main() {
    *reinterpret_cast<volatile uint16_t*>(0x04000204) = 0x4317;  // WAITCNT: ROM 3/1 wait states, prefetch
    gba::start_cycle_counter();
    const uint8_t* screen = battery::data::kMaps[4].data;  // screen30x20, read in place from ROM
    static const TerrainScreen terrain(screen);            // the same screen with multipliers 1-4 (EWRAM)
    gba_bench::Figures on_screen{}, cells_screen{};
    gba_bench::Figures on_terrain{}, cells_terrain{};
    const bool screen_ok = measure("screen-30x20", screen, on_screen, cells_screen);
    const bool terrain_ok = measure("terrain-30x20", terrain.cells, on_terrain, cells_terrain);
    {
        gba::Line l;
        l << "  (the state is " << static_cast<uint32_t>(sizeof(gba_bench::State<30 * 20>)) << " bytes, the CellBuckets one "
          << static_cast<uint32_t>(sizeof(gba_bench::CellState<30 * 20>))
          << "; the screen's map is read from ROM, the terrain's from EWRAM)";
        l.send();
    }
    {
        const uint32_t worst = on_screen.cycles > on_terrain.cycles ? on_screen.cycles : on_terrain.cycles;
        gba::Line l;
        l << "budget: 30x20 worst case <= half a frame (" << kFrame / 2
          << " cycles) from IWRAM ARM, state in IWRAM: " << worst << " (the screen " << on_screen.cycles
          << "); CellBuckets: " << (cells_screen.cycles > cells_terrain.cycles ? cells_screen.cycles : cells_terrain.cycles)
          << " (the screen " << cells_screen.cycles << ")";
        l.send();
    }
    gba::finish_one_check(screen_ok && terrain_ok, "a query from IWRAM did not give the ROM run's answer");
}
