// Grid A* on the 30x20 screen compiled as ARM code and linked into IWRAM
// (every section of iwram_*.obj goes there) with its state there too, for
// the screen benchmark (screen_bench_main.cpp): IWRAM's 32-bit, zero-wait
// bus serves both the instructions and the state's tags, positions, entries
// and bucket heads. The map is read where the caller keeps it. ARM code's
// default form, the loop over the allowed moves: the eight copies of the
// offer (FIXPATH_UNROLLED_NEIGHBOURS=1) measured 1.4 % fewer cycles for
// 7,368 more bytes of IWRAM.
#include "worst_cases.hpp"

namespace gba_bench {

namespace {
// (.iwram.data: zero, copied from ROM at start-up like the code.)
__attribute__((section(".iwram.data"))) State<30 * 20> g_iwram_screen_state;
// The same screen on a state whose open list keeps each cell's entry in
// place (OpenList::CellBuckets: 6,556 bytes instead of 4,140).
__attribute__((section(".iwram.data"))) CellState<30 * 20> g_iwram_cells_state;
}  // namespace

Figures iwram_screen_query(const uint8_t* cells, fixpath::Point* path, uint32_t capacity) {
    // (Tag 2: an engine instantiation of this object's own, so in IWRAM.)
    return measure<2>(cells, 30, 20, g_iwram_screen_state, fixpath::make_point(1, 1), fixpath::make_point(28, 18), path,
                      capacity);
}

State<30 * 20>& iwram_screen_state() { return g_iwram_screen_state; }

Figures iwram_framed_query(const uint8_t* cells, fixpath::Point* path, uint32_t capacity) {
    // (Tag 4: the rules fixed when compiling, on the CellBuckets state, the
    // screen's wall said in the map's type: no checked neighbour reads.)
    const fixpath::Framed<Map<4>> map(Map<4>(cells, 30, 20));
    const uint32_t t0 = gba::cycles();
    const auto r = fixpath::find_path_with<fixpath::FixedRules<>>(map, g_iwram_cells_state, fixpath::make_point(1, 1),
                                                                  fixpath::make_point(28, 18), path, capacity);
    const uint32_t t1 = gba::cycles();
    return Figures{r.stats.expanded, t1 - t0, static_cast<uint32_t>(r.status), r.cost};
}

Figures iwram_cells_query(const uint8_t* cells, fixpath::Point* path, uint32_t capacity) {
    // (Tag 3: the search on the other state, in IWRAM too.)
    return measure<3>(cells, 30, 20, g_iwram_cells_state, fixpath::make_point(1, 1), fixpath::make_point(28, 18), path,
                      capacity);
}

}  // namespace gba_bench
