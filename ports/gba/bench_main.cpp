// Cycle budgets on the Game Boy Advance: worst-case queries (ones that
// expand most of the map) on a 30x20 screen, a 64x64 and a 128x128 map, as
// Thumb code in ROM and as ARM code in IWRAM; and the 64x64 worst case
// time-sliced. Cycles from two cascaded timers (16.78 MHz, 280,896 a frame).
// ROM wait states are set to 3/1 (WAITCNT 0x4317), as games do.
#include <new>

#include "runtime.hpp"
#include "worst_cases.hpp"

#include "../../tests/device/battery.hpp"
#include "../../tests/device/battery_data.inc"
#include "../../tests/device/terrain_screen.hpp"

namespace gba_bench {
Figures iwram_measure_screen(const uint8_t* cells, gba_bench::State<30 * 20>& state, fixpath::Point* path);
Figures iwram_measure_64(const uint8_t* cells, gba_bench::State<128 * 128>& state, fixpath::Point* path);
Figures iwram_measure_128(const uint8_t* cells, gba_bench::State<128 * 128>& state, fixpath::Point* path);
void iwram_sliced_64(const uint8_t* cells, gba_bench::State<128 * 128>& state, uint32_t budget,
                     uint32_t& worst, uint32_t& slices);
void iwram_field_64(const uint8_t* cells, gba_bench::State<128 * 128>& state, uint32_t budget,
                    uint32_t& worst, uint32_t& frames, uint32_t& begin_cycles);
}  // namespace gba_bench

namespace {

Serpentine<64> g_map64;
Serpentine<128> g_map128;
gba_bench::State<30 * 20> g_screen_state;
gba_bench::State<64 * 64> g_state64;
gba_bench::State<128 * 128> g_state128;
fixpath::Point g_path[gba_bench::kPathCapacity];

using gba_bench::kFrame;
using gba_bench::report_expansions;

gba_bench::JumpState<0> g_jump_state;
int16_t g_jump_table[30 * 20 * 8];  // the screen's JPS+ table (EWRAM; 9,600 bytes)

}  // namespace

int main() {
    *reinterpret_cast<volatile uint16_t*>(0x04000204) = 0x4317;  // WAITCNT: ROM 3/1 wait states, prefetch
    gba::start_cycle_counter();
    const uint8_t* screen = battery::data::kMaps[4].data;  // screen30x20
    const auto rs = gba_bench::measure<0>(screen, 30, 20, g_screen_state, fixpath::make_point(1, 1),
                                          fixpath::make_point(28, 18), g_path, gba_bench::kPathCapacity);
    const auto is = gba_bench::iwram_measure_screen(screen, g_screen_state, g_path);
    static const TerrainScreen terrain(screen);  // the same screen with multipliers 1-4
    const auto rt = gba_bench::measure<0>(terrain.cells, 30, 20, g_screen_state, fixpath::make_point(1, 1),
                                          fixpath::make_point(28, 18), g_path, gba_bench::kPathCapacity);
    const auto it = gba_bench::iwram_measure_screen(terrain.cells, g_screen_state, g_path);
    const auto r64 = gba_bench::measure<0>(g_map64.cells, 64, 64, g_state64, fixpath::make_point(0, 0),
                                           fixpath::make_point(0, 63), g_path, gba_bench::kPathCapacity);
    const auto i64 = gba_bench::iwram_measure_64(g_map64.cells, g_state128, g_path);
    const auto r128 = gba_bench::measure<0>(g_map128.cells, 128, 128, g_state128, fixpath::make_point(0, 0),
                                            fixpath::make_point(0, 127), g_path, gba_bench::kPathCapacity);
    const auto i128 = gba_bench::iwram_measure_128(g_map128.cells, g_state128, g_path);
    // The same two with the rules fixed when compiling (FixedRules<>: the
    // options' defaults), from ROM: the same answers, the leaner loop.
    const auto fs = gba_bench::measure<0, fixpath::FixedRules<>>(screen, 30, 20, g_screen_state,
                                                                 fixpath::make_point(1, 1), fixpath::make_point(28, 18),
                                                                 g_path, gba_bench::kPathCapacity);
    const auto ft = gba_bench::measure<0, fixpath::FixedRules<>>(terrain.cells, 30, 20, g_screen_state,
                                                                 fixpath::make_point(1, 1), fixpath::make_point(28, 18),
                                                                 g_path, gba_bench::kPathCapacity);
    const bool fixed_same = fs.expanded == rs.expanded && fs.cost == rs.cost && fs.status == rs.status &&
                            ft.expanded == rt.expanded && ft.cost == rt.cost && ft.status == rt.status;
    report_expansions("screen-30x20", "ROM Thumb", rs);
    report_expansions("screen-30x20", "IWRAM ARM", is);
    report_expansions("fixed-screen-30x20", "ROM Thumb", fs);
    report_expansions("terrain-30x20", "ROM Thumb", rt);
    report_expansions("terrain-30x20", "IWRAM ARM", it);
    report_expansions("fixed-terrain-30x20", "ROM Thumb", ft);
    if (!fixed_same) {
        gba::Line l;
        l << "FAIL fixed rules answered differently from the same rules as options";
        l.send();
    }
    report_expansions("serpentine-64x64", "ROM Thumb", r64);
    report_expansions("serpentine-64x64", "IWRAM ARM", i64);
    report_expansions("serpentine-128x128", "ROM Thumb", r128);
    report_expansions("serpentine-128x128", "IWRAM ARM", i128);
    // Jump point search (online: no tables), the same worst cases on the
    // maps' walls, as Thumb code from ROM; "expansions" are jump points.
    {
        static const gba_bench::Bits<30, 20> screen_bits(screen);
        static const gba_bench::Bits<64, 64> bits64(g_map64.cells);
        static const gba_bench::Bits<128, 128> bits128(g_map128.cells);
        const fixpath::Point s0 = fixpath::make_point(0, 0);
        const auto js = gba_bench::measure_jump_points<0>(screen_bits.map, screen_bits.cols, g_jump_state,
                                                          fixpath::make_point(1, 1), fixpath::make_point(28, 18), g_path,
                                                          gba_bench::kPathCapacity);
        const auto j64 = gba_bench::measure_jump_points<0>(bits64.map, bits64.cols, g_jump_state, s0,
                                                           fixpath::make_point(0, 63), g_path, gba_bench::kPathCapacity);
        const auto j128 = gba_bench::measure_jump_points<0>(bits128.map, bits128.cols, g_jump_state, s0,
                                                            fixpath::make_point(0, 127), g_path, gba_bench::kPathCapacity);
        report_expansions("jps-screen-30x20", "ROM Thumb", js);
        report_expansions("jps-serpentine-64x64", "ROM Thumb", j64);
        report_expansions("jps-serpentine-128x128", "ROM Thumb", j128);
        // JPS+: from the screen's jump table (built first, in EWRAM; a table
        // in ROM reads the same way, at ROM's wait states; the 64x64 map's
        // 64 KiB table does not fit beside this benchmark's states).
        fixpath::build_jump_table(screen_bits.map, g_jump_table, sizeof(g_jump_table) / sizeof(g_jump_table[0]));
        uint32_t t0 = gba::cycles();
        const auto ts = fixpath::find_path_jps(screen_bits.map, g_jump_state, fixpath::JumpTable(g_jump_table, 30, 20),
                                               fixpath::make_point(1, 1), fixpath::make_point(28, 18), g_path,
                                               gba_bench::kPathCapacity);
        const gba_bench::Figures jts{ts.stats.expanded, gba::cycles() - t0, static_cast<uint32_t>(ts.status)};
        report_expansions("jps+-screen-30x20", "ROM Thumb", jts);
        gba::Line l;
        // (IWRAM holds this benchmark's A* and flow-field copies: the IWRAM
        // figures of jump point search come from a ROM of their own,
        // fixpath_bench_gba_jps, test gba_jump_point_cycles.)
        l << "budget: jump point search, 30x20 worst case <= 1/10 frame (" << kFrame / 10
          << " cycles) from IWRAM with JPS+ tables: see gba_jump_point_cycles; from ROM Thumb with tables: "
          << jts.cycles << " (online " << js.cycles << ")";
        l.send();
    }
    {
        gba::Line l;
        const uint32_t worst_iwram = is.cycles > it.cycles ? is.cycles : it.cycles;
        const uint32_t worst_rom = rs.cycles > rt.cycles ? rs.cycles : rt.cycles;
        l << "budget: 30x20 worst case <= half a frame (" << kFrame / 2
          << " cycles) from IWRAM ARM (states in EWRAM; in IWRAM: see gba_screen_cycles): "
          << worst_iwram << "; <= one frame (" << kFrame << ") from ROM Thumb: " << worst_rom;
        l.send();
    }
    // Time slicing: the largest budget whose slices all fit 1/8 frame.
    const uint32_t slice_limit = kFrame / 8;
    uint32_t best_budget = 0, best_slices = 0, best_worst = 0;
    for (uint32_t budget = 4; budget <= 256; budget += 4) {
        uint32_t worst = 0, slices = 0;
        gba_bench::iwram_sliced_64(g_map64.cells, g_state128, budget, worst, slices);
        if (worst <= slice_limit) {
            best_budget = budget;
            best_slices = slices;
            best_worst = worst;
        }
    }
    {
        gba::Line l;
        l << "budget: 64x64 worst case time-sliced at <= 1/8 frame (" << slice_limit << " cycles), done within 60 frames: "
          << best_budget << " expansions a frame, worst slice " << best_worst << " cycles, " << best_slices
          << " frames";
        l.send();
    }
    // 64 units re-planning on the 64x64 map: one shared field, at most half
    // a frame of it per frame (the rest is the game's).
    {
        uint32_t budget = 0, frames = 0, worst_slice = 0, begin_cycles = 0;
        for (uint32_t b = 8; b <= 256; b += 8) {
            uint32_t w = 0, f = 0;
            gba_bench::iwram_field_64(g_map64.cells, g_state128, b, w, f, begin_cycles);
            if (w <= kFrame / 2) {
                budget = b;
                frames = f;
                worst_slice = w;
            }
        }
        gba::Line l;
        l << "64 units on 64x64 share one flow field (IWRAM ARM, <= half a frame a frame): " << budget
          << " expansions a frame, worst slice " << worst_slice << " cycles; paths for all after " << frames
          << " frames; begin() " << begin_cycles << " cycles";
        l.send();
    }
    bool door_failed = false;
    // Incremental repair (D* Lite, ROM Thumb, state in EWRAM): the 64x64
    // serpentine with a second door at (32,3) that the path takes; the unit
    // walks 20 cells, the door shuts ahead of it; the repair against a fresh
    // A* from the unit's cell (the same case as the Cortex-M benchmark's
    // dstar-door-near-64x64).
    {
        static uint8_t door[64 * 64];
        // EWRAM has no room for 36,868 more bytes beside the other states:
        // the incremental state takes the 128x128 state's storage, which no
        // query uses any more (its lifetime ends here).
        using IncState = fixpath::IncrementalState<64 * 64, uint16_t>;
        static_assert(sizeof(IncState) <= sizeof(g_state128) && alignof(IncState) <= alignof(decltype(g_state128)),
                      "the 128x128 state's storage holds the incremental state");
        IncState& incremental = *new (static_cast<void*>(&g_state128)) IncState();
        for (int i = 0; i < 64 * 64; ++i) door[i] = g_map64.cells[i];
        door[3 * 64 + 32] = 1;
        const fixpath::ByteCostMap map(door, 64, 64);
        fixpath::IncrementalSearch<fixpath::ByteCostMap, IncState> search(map, incremental);
        uint32_t t0 = gba::cycles();
        search.begin(fixpath::make_point(0, 0), fixpath::make_point(0, 63));
        search.run();
        const uint32_t first = gba::cycles() - t0;
        const uint32_t first_expanded = search.stats().expanded;
        fixpath::Point unit = fixpath::make_point(0, 0);
        for (int i = 0; i < 20; ++i) {
            search.next_cell(unit);
            search.move_start(unit);
            search.run();
        }
        const uint32_t before = search.stats().expanded;
        t0 = gba::cycles();
        door[3 * 64 + 32] = 0;
        search.notify_changed(fixpath::make_point(32, 3));
        const fixpath::Status repaired = search.run();
        const uint32_t repair = gba::cycles() - t0;
        const uint32_t repair_cost = search.cost();
        report_expansions("dstar-first-near-64x64", "ROM Thumb",
                          gba_bench::Figures{first_expanded, first, static_cast<uint32_t>(fixpath::Status::Found)});
        report_expansions("dstar-door-near-64x64", "ROM Thumb",
                          gba_bench::Figures{search.stats().expanded - before, repair, static_cast<uint32_t>(repaired)});
        const auto fresh = gba_bench::measure<0>(door, 64, 64, g_state64, unit, fixpath::make_point(0, 63), g_path,
                                                 gba_bench::kPathCapacity);
        report_expansions("astar-after-near-64x64", "ROM Thumb", fresh);
        const bool same = fresh.status == static_cast<uint32_t>(fixpath::Status::Found) &&
                          repaired == fixpath::Status::Found && fresh.cost == repair_cost;
        door_failed = !same;
        gba::Line l;
        l << (same ? "" : "FAIL ") << "door shut ahead of the unit: repaired cost " << repair_cost << " (fresh A* "
          << fresh.cost << ") in " << repair << " cycles vs a fresh A* " << fresh.cycles << " cycles";
        l.send();
    }
    gba::Line done;
    done << (door_failed || !fixed_same ? "0 passed, 1 failed" : "1 passed, 0 failed");
    done.send();
    gba::g_result.passed = 1;
    gba::g_result.magic = gba::kDone;
    for (;;) {
    }
}
