// Jump point search compiled as ARM code and linked into IWRAM (every
// section of iwram_*.obj goes there), for the JPS cycle benchmarks
// (jps_bench_main.cpp). Its state type is used nowhere else, so the
// engine's instantiations are this object's own and land in IWRAM with it.
//
// The jump source is a compile-time policy, so online search (ScanRays) and
// jump tables (TableRays) are two instantiations of the engine, about 12 KB
// of ARM code each: with the state and an 8-bit table they do not fit in
// IWRAM's 31,488 bytes together. FIXPATH_GBA_JPS_ONLINE picks the one this
// ROM holds (1: online, 0: tables); each ROM is a build of its own.
#include "worst_cases.hpp"

#ifndef FIXPATH_GBA_JPS_ONLINE
#error "build with FIXPATH_GBA_JPS_ONLINE=0 (jump tables) or 1 (online)"
#endif

namespace gba_bench {

#if !FIXPATH_GBA_JPS_ONLINE
// The 30x20 screen's 8-bit jump table, in IWRAM (its 32-bit bus reads a
// byte in one cycle; EWRAM takes three): 4,800 bytes.
__attribute__((section(".iwram.data"))) int8_t g_screen_table8[30 * 20 * 8];
#endif

namespace {
// One state type for every query here (one instantiation of the engine),
// in IWRAM with the screen's bits: every byte a screen query touches but
// the path buffer is on the 32-bit, zero-wait bus. 256 jump points serve
// these worst cases (20 and 48 jump points).
using IwramState = fixpath::JumpPointState<fixpath::BoundedState<256, uint16_t, 256, fixpath::OpenList::Buckets>>;
__attribute__((section(".iwram.data"))) IwramState g_iwram_jump_state;

template <typename Source>
Figures timed(const fixpath::BitMap& map, const Source& source, fixpath::Point s, fixpath::Point g,
              fixpath::Point* path, uint32_t capacity) {
    const uint32_t t0 = gba::cycles();
    const auto r = fixpath::find_path_jps(map, g_iwram_jump_state, source, s, g, path, capacity);
    const uint32_t t1 = gba::cycles();
    return Figures{r.stats.expanded, t1 - t0, static_cast<uint32_t>(r.status), r.cost};
}
}  // namespace

#if FIXPATH_GBA_JPS_ONLINE
Figures iwram_jps_online(const fixpath::BitMap& map, const fixpath::BitMap& columns, fixpath::Point s, fixpath::Point g,
                         fixpath::Point* path, uint32_t capacity) {
    return timed(map, columns, s, g, path, capacity);
}
#else
__attribute__((section(".iwram.data"))) uint8_t g_screen_rows[fixpath::BitMap::bytes_needed(30, 20)];

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
#endif

uint32_t iwram_screen_state_bytes() { return sizeof(g_iwram_jump_state); }

}  // namespace gba_bench
