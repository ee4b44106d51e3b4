// Cycle budgets of jump point search on the Game Boy Advance, from IWRAM as
// ARM code (iwram_jump_points.cpp). Two ROMs from these sources, because the
// two jump sources are two engine instantiations and IWRAM holds one with
// its state (FIXPATH_GBA_JPS_ONLINE):
//   tables (0): the 30x20 screen's worst case from a 16-bit table in EWRAM,
//     an 8-bit table in IWRAM, and table, bits and state all in IWRAM; the
//     64x64 serpentine from an 8-bit table in EWRAM;
//   online (1): the same two queries scanning the map's bits.
// Each ROM checks its IWRAM answers against the other jump source run from
// ROM as Thumb (a state type of its own, so its code stays in ROM): the
// same jump points and the same cost. Not the main cycle benchmark's ROM:
// its IWRAM is full of its A* and flow-field ARM copies.
// ROM wait states 3/1 (WAITCNT 0x4317), as games set them.
#include "runtime.hpp"
#include "worst_cases.hpp"

#include "../../tests/device/battery.hpp"
#include "../../tests/device/battery_data.inc"

#ifndef FIXPATH_GBA_JPS_ONLINE
#error "build with FIXPATH_GBA_JPS_ONLINE=0 (jump tables) or 1 (online)"
#endif

namespace gba_bench {
#if FIXPATH_GBA_JPS_ONLINE
Figures iwram_jps_online(const fixpath::BitMap& map, const fixpath::BitMap& columns, fixpath::Point s, fixpath::Point g,
                         fixpath::Point* path, uint32_t capacity);
#else
extern int8_t g_screen_table8[30 * 20 * 8];
Figures iwram_jps_table(const fixpath::BitMap& map, const fixpath::JumpTable& table, fixpath::Point s, fixpath::Point g,
                        fixpath::Point* path, uint32_t capacity);
Figures iwram_jps_screen_in_iwram(const uint8_t* rows, fixpath::Point s, fixpath::Point g, fixpath::Point* path,
                                   uint32_t capacity);
#endif
uint32_t iwram_screen_state_bytes();
}  // namespace gba_bench

namespace {

constexpr uint32_t kFrame = 280896;

Serpentine<64> g_map64;
int8_t g_table64[64 * 64 * 8];  // EWRAM, 32,768 bytes
#if !FIXPATH_GBA_JPS_ONLINE
int16_t g_screen_table16[30 * 20 * 8];  // EWRAM, 9,600 bytes
#else
int8_t g_screen_table8[30 * 20 * 8];  // EWRAM: the check's table
#endif
fixpath::Point g_path[gba_bench::kPathCapacity];

// The check's state: a type of its own (room for one entry fewer), so the engine it
// instantiates is the ROM's Thumb code, not the IWRAM copy; bucket lists
// like the IWRAM state's, so ties fall the same way.
fixpath::JumpPointState<fixpath::BoundedState<256, uint16_t, 255, fixpath::OpenList::Buckets>> g_check_state;

void report(const char* label, const char* where, const gba_bench::Figures& f) {
    gba::Line l;
    l << "case " << label << " " << where << ": " << f.expanded << " jump points, " << f.cycles << " cycles, "
      << (f.cycles * 1000 / kFrame) << "/1000 of a frame, status " << f.status;
    l.send();
}

// The other jump source from ROM, for the check.
template <typename Source>
bool same_answer(const gba_bench::Figures& f, const fixpath::BitMap& map, const Source& source, fixpath::Point s,
                 fixpath::Point g) {
    const auto r = fixpath::find_path_jps(map, g_check_state, source, s, g, g_path, gba_bench::kPathCapacity);
    return r.status == fixpath::Status::Found && f.status == static_cast<uint32_t>(fixpath::Status::Found) &&
           r.stats.expanded == f.expanded && r.cost == f.cost;
}

}  // namespace

int main() {
    *reinterpret_cast<volatile uint16_t*>(0x04000204) = 0x4317;  // WAITCNT: ROM 3/1 wait states, prefetch
    gba::start_cycle_counter();
    static const gba_bench::Bits<30, 20> screen(battery::data::kMaps[4].data);  // screen30x20
    static const gba_bench::Bits<64, 64> bits64(g_map64.cells);
    const fixpath::Point s = fixpath::make_point(1, 1);
    const fixpath::Point g = fixpath::make_point(28, 18);
    const fixpath::Point s64 = fixpath::make_point(0, 0);
    const fixpath::Point g64 = fixpath::make_point(0, 63);
#if !FIXPATH_GBA_JPS_ONLINE
    using gba_bench::g_screen_table8;
#endif
    bool built = fixpath::build_jump_table(screen.map, g_screen_table8, 30 * 20 * 8);
    built = fixpath::build_jump_table(bits64.map, g_table64, 64 * 64 * 8) && built;
    const fixpath::JumpTable table8(g_screen_table8, 30, 20);
    const fixpath::JumpTable table64(g_table64, 64, 64);
    bool ok = built;

#if FIXPATH_GBA_JPS_ONLINE
    const auto online = gba_bench::iwram_jps_online(screen.map, screen.cols, s, g, g_path, gba_bench::kPathCapacity);
    const auto o64 = gba_bench::iwram_jps_online(bits64.map, bits64.cols, s64, g64, g_path, gba_bench::kPathCapacity);
    report("jps-screen-30x20", "IWRAM ARM, online", online);
    report("jps-serpentine-64x64", "IWRAM ARM, online", o64);
    {
        gba::Line l;
        l << "  (the state, a 256-node pool, is in IWRAM: " << gba_bench::iwram_screen_state_bytes() << " bytes)";
        l.send();
    }
    ok = same_answer(online, screen.map, table8, s, g) && ok;
    ok = same_answer(o64, bits64.map, table64, s64, g64) && ok;
#else
    built = fixpath::build_jump_table(screen.map, g_screen_table16, 30 * 20 * 8) && built;
    ok = built && ok;
    const auto t16 = gba_bench::iwram_jps_table(screen.map, fixpath::JumpTable(g_screen_table16, 30, 20), s, g, g_path,
                                                gba_bench::kPathCapacity);
    const auto t8 = gba_bench::iwram_jps_table(screen.map, table8, s, g, g_path, gba_bench::kPathCapacity);
    const auto all = gba_bench::iwram_jps_screen_in_iwram(screen.rows, s, g, g_path, gba_bench::kPathCapacity);
    const auto t64 = gba_bench::iwram_jps_table(bits64.map, table64, s64, g64, g_path, gba_bench::kPathCapacity);
    report("jps+-screen-30x20", "IWRAM ARM, 16-bit table in EWRAM", t16);
    report("jps+-screen-30x20", "IWRAM ARM, 8-bit table in IWRAM", t8);
    report("jps+-screen-30x20", "IWRAM ARM, 8-bit table and bits in IWRAM", all);
    {
        gba::Line l;
        l << "  (every IWRAM query's state, a 256-node pool, is in IWRAM: " << gba_bench::iwram_screen_state_bytes()
          << " bytes)";
        l.send();
    }
    report("jps+-serpentine-64x64", "IWRAM ARM, 8-bit table in EWRAM", t64);
    ok = same_answer(t16, screen.map, screen.cols, s, g) && ok;
    ok = same_answer(t8, screen.map, screen.cols, s, g) && ok;
    ok = same_answer(all, screen.map, screen.cols, s, g) && ok;
    ok = same_answer(t64, bits64.map, bits64.cols, s64, g64) && ok;
    {
        uint32_t best = t8.cycles < t16.cycles ? t8.cycles : t16.cycles;
        best = all.cycles < best ? all.cycles : best;
        gba::Line l;
        l << "budget: jump point search, 30x20 worst case <= 1/10 frame (" << kFrame / 10
          << " cycles) from IWRAM with JPS+ tables: " << best;
        l.send();
    }
#endif
    gba::finish_one_check(ok, "a query did not find the path, or its jump points or cost differ from the other jump source's");
}
