// Jump point search compiled as ARM code and linked into IWRAM (every
// section of iwram_*.obj goes there), for the JPS cycle benchmark
// (jps_bench_main.cpp). Its state type is used nowhere else, so the
// engine's instantiations are this object's own and land in IWRAM with it.
// An 8-bit table may live in IWRAM too: g_screen_table8 (4,800 bytes).
#include "worst_cases.hpp"

namespace gba_bench {

// The 30x20 screen's 8-bit jump table, in IWRAM (its 32-bit bus reads a
// byte in one cycle; EWRAM takes three).
__attribute__((section(".iwram.data"))) int8_t g_screen_table8[30 * 20 * 8];

namespace {
// One state type for every query here (one instantiation of the engine:
// about 17 KB of ARM code), in IWRAM with the screen's bits: every byte a
// screen query touches but the path buffer is on the 32-bit, zero-wait
// bus. 256 jump points serve these worst cases (20 and 48 jump points).
using IwramState = fixpath::JumpPointState<fixpath::BoundedState<256, uint16_t, 256, fixpath::OpenList::Buckets>>;
__attribute__((section(".iwram.data"))) IwramState g_iwram_jump_state;
__attribute__((section(".iwram.data"))) uint8_t g_screen_rows[fixpath::BitMap::bytes_needed(30, 20)];

template <typename Table>
Figures timed(const fixpath::BitMap& map, const Table& table, fixpath::Point s, fixpath::Point g, fixpath::Point* path,
              uint32_t capacity) {
    const uint32_t t0 = gba::cycles();
    const auto r = fixpath::find_path_jps(map, g_iwram_jump_state, table, s, g, path, capacity);
    const uint32_t t1 = gba::cycles();
    return Figures{r.stats.expanded, t1 - t0, static_cast<uint32_t>(r.status)};
}
}  // namespace

Figures iwram_jps_online(const fixpath::BitMap& map, const fixpath::BitMap& columns, fixpath::Point s, fixpath::Point g,
                         fixpath::Point* path, uint32_t capacity) {
    return timed(map, columns, s, g, path, capacity);
}

Figures iwram_jps_table(const fixpath::BitMap& map, const fixpath::JumpTable& table, fixpath::Point s, fixpath::Point g,
                        fixpath::Point* path, uint32_t capacity) {
    return timed(map, table, s, g, path, capacity);
}

Figures iwram_jps_screen_in_iwram(const uint8_t* rows, fixpath::Point s, fixpath::Point g, fixpath::Point* path,
                                   uint32_t capacity) {
    for (uint32_t i = 0; i < sizeof(g_screen_rows); ++i) g_screen_rows[i] = rows[i];
    const fixpath::BitMap map(g_screen_rows, 30, 20);
    return timed(map, fixpath::JumpTable(g_screen_table8, 30, 20), s, g, path, capacity);
}

uint32_t iwram_screen_state_bytes() { return sizeof(g_iwram_jump_state); }

}  // namespace gba_bench
