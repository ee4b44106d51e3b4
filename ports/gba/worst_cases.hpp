// The GBA cycle benchmark's queries, as a template so that the same code can
// be compiled twice: as Thumb for ROM (bench_main.cpp) and as ARM for IWRAM
// (iwram_worst_cases.cpp). `Tag` makes every engine instantiation of the
// IWRAM copy a distinct type, so the linker keeps all of them in IWRAM.
#ifndef FIXPATH_GBA_WORST_CASES_HPP
#define FIXPATH_GBA_WORST_CASES_HPP

#include <fixpath/fixpath.hpp>

#include "../../tests/device/serpentine_map.hpp"
#include "runtime.hpp"

namespace gba_bench {

template <int Tag>
struct Map : fixpath::ByteCostMap {
    using fixpath::ByteCostMap::ByteCostMap;
};

constexpr uint32_t kPathCapacity = 8192;  // the longest worst-case path is about 4,200 cells

struct Figures {
    uint32_t expanded;
    uint32_t cycles;
    uint32_t status;
};

// One query, timed with the cascaded timers (12 cycles of overhead).
template <int Tag, typename State>
Figures measure(const uint8_t* cells, int32_t w, int32_t h, State& state, fixpath::Point s, fixpath::Point g,
                fixpath::Point* path, uint32_t capacity) {
    const Map<Tag> map(cells, w, h);
    const uint32_t t0 = gba::cycles();
    const auto r = fixpath::find_path(map, state, s, g, path, capacity);
    const uint32_t t1 = gba::cycles();
    return Figures{r.stats.expanded, t1 - t0, static_cast<uint32_t>(r.status)};
}

// The 64x64 worst case time-sliced: the largest slice of `budget`
// expansions, and how many slices (frames) it takes.
template <int Tag, typename State>
void sliced(const uint8_t* cells, State& state, uint32_t budget, uint32_t& worst_slice, uint32_t& slices) {
    const Map<Tag> map(cells, 64, 64);
    fixpath::GridSearch<Map<Tag>, State> search(map, state);
    worst_slice = 0;
    slices = 0;
    uint32_t t0 = gba::cycles();
    fixpath::Status s = search.begin(fixpath::make_point(0, 0), fixpath::make_point(0, 63));
    while (s == fixpath::Status::InProgress) {
        s = search.step(budget);
        const uint32_t t1 = gba::cycles();
        worst_slice = t1 - t0 > worst_slice ? t1 - t0 : worst_slice;
        ++slices;
        t0 = gba::cycles();
    }
}

}  // namespace gba_bench

#endif
