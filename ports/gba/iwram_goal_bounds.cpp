// Jump point search with goal bounds on the 30x20 screen, compiled as ARM
// code and linked into IWRAM (every section of iwram_*.obj goes there), for
// the goal bounding cycle benchmark (bounds_bench_main.cpp). Everything a
// query touches but the goal bounds and the path buffer is on IWRAM's
// 32-bit, zero-wait bus: the code, a dense state of the screen's 600 cells,
// the map's bits and its 8-bit jump table. The bounds (19,200 bytes) stay
// where a game keeps them, in ROM, read in place (or wherever the caller's
// GoalBounds points: the main file owns them, since this object's read-only
// data would land in IWRAM too).
#include "worst_cases.hpp"

namespace gba_bench {

namespace {
// A cell a node: no hashing, and the bucket open list only.
using ScreenState = fixpath::JumpPointState<
    fixpath::DenseState<30 * 20, uint16_t, fixpath::default_dense_heap_capacity(30 * 20), fixpath::OpenList::Buckets>>;
// One search type for the queries with and without bounds (without: a null
// GoalBounds, which prunes nothing), so one engine instantiation in IWRAM.
using ScreenSearch = fixpath::TableJumpPointSearch<fixpath::BitMap, ScreenState, true>;

__attribute__((section(".iwram.data"))) ScreenState g_screen_state;
__attribute__((section(".iwram.data"))) uint8_t g_screen_rows[fixpath::BitMap::bytes_needed(30, 20)];
__attribute__((section(".iwram.data"))) int8_t g_screen_table[30 * 20 * 8];
}  // namespace

bool prepare_bounded_screen(const uint8_t* rows) {
    for (uint32_t i = 0; i < sizeof(g_screen_rows); ++i) g_screen_rows[i] = rows[i];
    return fixpath::build_jump_table(fixpath::BitMap(g_screen_rows, 30, 20), g_screen_table, 30 * 20 * 8);
}

Figures bounded_screen_query(const fixpath::GoalBounds* bounds, fixpath::Point s, fixpath::Point g, fixpath::Point* path,
                             uint32_t capacity, uint32_t& cost) {
    return timed_query(
        [bounds] {
            ScreenSearch search(fixpath::BitMap(g_screen_rows, 30, 20), g_screen_state,
                                fixpath::JumpTable(g_screen_table, 30, 20));
            search.use_goal_bounds(bounds);
            return search;
        },
        s, g, path, capacity, cost);
}

uint32_t bounded_screen_state_bytes() { return sizeof(g_screen_state); }

}  // namespace gba_bench
