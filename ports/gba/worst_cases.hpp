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

// The benchmark's states: the bucket open list only. IWRAM holds 32 KiB, and
// a state of the default OpenList::Auto would put the heap's loop there too
// (these queries use the buckets either way).
template <uint32_t Cells>
using State = fixpath::DenseState<Cells, uint16_t, fixpath::default_dense_heap_capacity(Cells), fixpath::OpenList::Buckets>;
// The buckets with each cell's entry its own (10 bytes a cell).
template <uint32_t Cells>
using CellState = fixpath::DenseState<Cells, uint16_t, Cells, fixpath::OpenList::CellBuckets>;

constexpr uint32_t kPathCapacity = 8192;  // the longest worst-case path is about 4,200 cells

struct Figures {
    uint32_t expanded;
    uint32_t cycles;
    uint32_t status;
    uint32_t cost = 0;  // the path's (measure())
};

constexpr uint32_t kFrame = 280896;  // cycles a frame (59.73 Hz at 16.78 MHz)

// A query's "case" line: `label`, where its code and state were, and its
// figures (expansions, cycles, cycles an expansion, share of a frame).
inline void report_expansions(const char* label, const char* where, const Figures& f) {
    gba::Line l;
    l << "case " << label << " " << where << ": " << f.expanded << " expansions, " << f.cycles << " cycles, "
      << (f.expanded ? f.cycles / f.expanded : 0) << " cycles/expansion, " << (f.cycles / (kFrame / 100))
      << "% of a frame, status " << f.status;
    l.send();
}

// One query, timed with the cascaded timers (12 cycles of overhead), and
// its path's cost; with the rules from the options (RunTimeRules) or fixed
// when compiling (FixedRules, grid_rules.hpp).
template <int Tag, typename Rules = fixpath::RunTimeRules, typename State>
Figures measure(const uint8_t* cells, int32_t w, int32_t h, State& state, fixpath::Point s, fixpath::Point g,
                fixpath::Point* path, uint32_t capacity) {
    const Map<Tag> map(cells, w, h);
    const uint32_t t0 = gba::cycles();
    const auto r = fixpath::find_path_with<Rules>(map, state, s, g, path, capacity);
    const uint32_t t1 = gba::cycles();
    return Figures{r.stats.expanded, t1 - t0, static_cast<uint32_t>(r.status), r.cost};
}

// Calls step() once a "frame" until it stops returning InProgress: the
// largest slice in cycles, and how many slices it took.
template <typename Step>
void time_slices(fixpath::Status status, Step&& step, uint32_t& worst_slice, uint32_t& slices) {
    worst_slice = 0;
    slices = 0;
    while (status == fixpath::Status::InProgress) {
        const uint32_t t0 = gba::cycles();
        status = step();
        const uint32_t spent = gba::cycles() - t0;
        worst_slice = spent > worst_slice ? spent : worst_slice;
        ++slices;
    }
}

// The 64x64 worst case time-sliced at `budget` expansions a slice.
template <int Tag, typename State>
void sliced(const uint8_t* cells, State& state, uint32_t budget, uint32_t& worst_slice, uint32_t& slices) {
    const Map<Tag> map(cells, 64, 64);
    fixpath::GridSearch<Map<Tag>, State> search(map, state);
    const fixpath::Status begun = search.begin(fixpath::make_point(0, 0), fixpath::make_point(0, 63));
    time_slices(begun, [&] { return search.step(budget); }, worst_slice, slices);
}

// Jump point search: a pool of jump points with ray lengths; `Tag` makes
// the IWRAM copy's state (and so its engine) a type of its own.
template <int Tag>
struct JumpState : fixpath::JumpPointState<fixpath::BoundedState<1024, uint16_t, 1024, fixpath::OpenList::Buckets>> {};

// One jump point search over a map's bits and their transpose, the path
// written with every cell; `expanded` counts jump points.
template <int Tag>
Figures measure_jump_points(const fixpath::BitMap& map, const fixpath::BitMap& columns, JumpState<Tag>& state,
                            fixpath::Point s, fixpath::Point g, fixpath::Point* path, uint32_t capacity) {
    const uint32_t t0 = gba::cycles();
    const auto r = fixpath::find_path_jps(map, state, columns, s, g, path, capacity);
    const uint32_t t1 = gba::cycles();
    return Figures{r.stats.expanded, t1 - t0, static_cast<uint32_t>(r.status)};
}

// One query timed from the search's making to its path: `make_search()`
// returns the search (goal bounds given, if any), then begin(s, g), run()
// and path(); the figures, and the path's cost in `cost`.
template <typename MakeSearch>
Figures timed_query(MakeSearch&& make_search, fixpath::Point s, fixpath::Point g, fixpath::Point* path,
                    uint32_t capacity, uint32_t& cost) {
    const uint32_t t0 = gba::cycles();
    auto search = make_search();
    fixpath::Status status = search.begin(s, g);
    if (status == fixpath::Status::InProgress) {
        status = search.run();
    }
    const auto info = search.path(path, capacity);
    const uint32_t t1 = gba::cycles();
    cost = info.cost;
    return Figures{search.stats().expanded, t1 - t0, static_cast<uint32_t>(status)};
}

// A map's passability as BitMap rows (terrain counts as floor), and its
// transpose (for online scans).
template <int32_t W, int32_t H>
struct Bits {
    uint8_t rows[fixpath::BitMap::bytes_needed(W, H)];
    uint8_t columns[fixpath::BitMap::bytes_needed(H, W)];
    fixpath::BitMap map;
    fixpath::BitMap cols;
    explicit Bits(const uint8_t* cells) : map(rows, W, H), cols(columns, H, W) {
        const fixpath::ByteCostMap source(cells, W, H);
        const int32_t row = fixpath::BitMap::bytes_per_row(W);
        for (int32_t i = 0; i < row * H; ++i) rows[i] = 0;
        for (int32_t y = 0; y < H; ++y) {
            for (int32_t x = 0; x < W; ++x) {
                if (source.cost(x, y) != 0) rows[y * row + x / 8] = static_cast<uint8_t>(rows[y * row + x / 8] | (1u << (x % 8)));
            }
        }
        fixpath::column_map(map, columns, sizeof(columns));
    }
};

}  // namespace gba_bench

#endif
