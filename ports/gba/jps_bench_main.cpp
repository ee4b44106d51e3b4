// Cycle budgets of jump point search on the Game Boy Advance, from IWRAM as
// ARM code (iwram_jump_points.cpp): the 30x20 screen's worst case online
// and from jump tables (16-bit in EWRAM, 8-bit in IWRAM), and the 64x64
// serpentine from an 8-bit table in EWRAM. A ROM of its own: the main
// cycle benchmark's IWRAM is full of its A* and flow-field ARM copies.
// ROM wait states 3/1 (WAITCNT 0x4317), as games set them.
#include "runtime.hpp"
#include "worst_cases.hpp"

#include "../../tests/device/battery.hpp"
#include "../../tests/device/battery_data.inc"

namespace gba_bench {
extern int8_t g_screen_table8[30 * 20 * 8];
Figures iwram_jps_online(const fixpath::BitMap& map, const fixpath::BitMap& columns, fixpath::Point s, fixpath::Point g,
                         fixpath::Point* path, uint32_t capacity);
Figures iwram_jps_table(const fixpath::BitMap& map, const fixpath::JumpTable& table, fixpath::Point s, fixpath::Point g,
                        fixpath::Point* path, uint32_t capacity);
Figures iwram_jps_screen_in_iwram(const uint8_t* rows, fixpath::Point s, fixpath::Point g, fixpath::Point* path,
                                   uint32_t capacity);
uint32_t iwram_screen_state_bytes();
}  // namespace gba_bench

namespace {

constexpr uint32_t kFrame = 280896;

Serpentine<64> g_map64;
int16_t g_screen_table16[30 * 20 * 8];  // EWRAM, 9,600 bytes
int8_t g_table64[64 * 64 * 8];          // EWRAM, 32,768 bytes
fixpath::Point g_path[gba_bench::kPathCapacity];

void report(const char* label, const char* where, const gba_bench::Figures& f) {
    gba::Line l;
    l << "case " << label << " " << where << ": " << f.expanded << " jump points, " << f.cycles << " cycles, "
      << (f.cycles * 1000 / kFrame) << "/1000 of a frame, status " << f.status;
    l.send();
}

}  // namespace

int main() {
    *reinterpret_cast<volatile uint16_t*>(0x04000204) = 0x4317;  // WAITCNT: ROM 3/1 wait states, prefetch
    gba::start_cycle_counter();
    static const gba_bench::Bits<30, 20> screen(battery::data::kMaps[4].data);  // screen30x20
    static const gba_bench::Bits<64, 64> bits64(g_map64.cells);
    const fixpath::Point s = fixpath::make_point(1, 1);
    const fixpath::Point g = fixpath::make_point(28, 18);
    bool built = fixpath::build_jump_table(screen.map, g_screen_table16, 30 * 20 * 8);
    built = fixpath::build_jump_table(screen.map, gba_bench::g_screen_table8, 30 * 20 * 8) && built;
    built = fixpath::build_jump_table(bits64.map, g_table64, 64 * 64 * 8) && built;

    const auto online = gba_bench::iwram_jps_online(screen.map, screen.cols, s, g, g_path, gba_bench::kPathCapacity);
    const auto t16 = gba_bench::iwram_jps_table(screen.map, fixpath::JumpTable(g_screen_table16, 30, 20), s, g, g_path,
                                                gba_bench::kPathCapacity);
    const auto t8 = gba_bench::iwram_jps_table(screen.map, fixpath::JumpTable(gba_bench::g_screen_table8, 30, 20), s, g,
                                               g_path, gba_bench::kPathCapacity);
    const auto all = gba_bench::iwram_jps_screen_in_iwram(screen.rows, s, g, g_path, gba_bench::kPathCapacity);
    const fixpath::Point s64 = fixpath::make_point(0, 0);
    const fixpath::Point g64 = fixpath::make_point(0, 63);
    const auto o64 = gba_bench::iwram_jps_online(bits64.map, bits64.cols, s64, g64, g_path, gba_bench::kPathCapacity);
    const auto t64 = gba_bench::iwram_jps_table(bits64.map, fixpath::JumpTable(g_table64, 64, 64), s64, g64, g_path,
                                                gba_bench::kPathCapacity);
    report("jps-screen-30x20", "IWRAM ARM, online", online);
    report("jps+-screen-30x20", "IWRAM ARM, 16-bit table in EWRAM", t16);
    report("jps+-screen-30x20", "IWRAM ARM, 8-bit table in IWRAM", t8);
    report("jps+-screen-30x20", "IWRAM ARM, 8-bit table and bits in IWRAM", all);
    {
        gba::Line l;
        l << "  (every IWRAM query's state, a 256-node pool, is in IWRAM: " << gba_bench::iwram_screen_state_bytes()
          << " bytes)";
        l.send();
    }
    report("jps-serpentine-64x64", "IWRAM ARM, online", o64);
    report("jps+-serpentine-64x64", "IWRAM ARM, 8-bit table in EWRAM", t64);
    const uint32_t found = static_cast<uint32_t>(fixpath::Status::Found);
    const bool ok = built && online.status == found && t16.status == found && t8.status == found &&
                    o64.status == found && t64.status == found && online.expanded == t16.expanded &&
                    t16.expanded == t8.expanded && o64.expanded == t64.expanded && all.status == found && all.expanded == t8.expanded;
    {
        uint32_t best = t8.cycles < t16.cycles ? t8.cycles : t16.cycles;
        best = all.cycles < best ? all.cycles : best;
        gba::Line l;
        l << "budget: jump point search, 30x20 worst case <= 1/10 frame (" << kFrame / 10
          << " cycles) from IWRAM with JPS+ tables: " << (best <= kFrame / 10 ? "held" : "over") << " (" << best
          << "; online " << online.cycles << ")";
        l.send();
    }
    gba::finish_one_check(ok, "a query did not find the path, or table and online differ");
}
