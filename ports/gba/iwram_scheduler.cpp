// The path scheduler (path_scheduler.hpp) compiled as ARM code into IWRAM,
// for scheduler_bench_main.cpp: 64 units on a 64x64 map ask for paths in
// one frame, 16 of them for one goal; two searches serve them, `budget`
// expansions a frame. Its state type is this file's own, so the engine's
// instantiation lands in IWRAM with it; the scheduler itself (two states, a
// flow field, 64 request slots: about 63 KiB) and the paths live in EWRAM.
#include <new>

#include "scheduler_bench.hpp"

namespace gba_bench {

namespace {
struct SchedulerState : fixpath::DenseState<64 * 64, uint16_t, fixpath::default_dense_heap_capacity(64 * 64),
                                            fixpath::OpenList::Buckets> {};
using Queries = fixpath::GridQueries<fixpath::ByteCostMap, SchedulerState, 64 * 64>;
using Scheduler = fixpath::PathScheduler<Queries, 2, 64>;
alignas(Scheduler) uint8_t g_storage[sizeof(Scheduler)];
fixpath::Point g_paths[64][256];
}  // namespace

SchedulerFigures iwram_scheduler_64(const uint8_t* cells, const fixpath::Point* starts, const fixpath::Point* goals,
                                    uint32_t budget) {
    const fixpath::ByteCostMap map(cells, 64, 64);
    Scheduler* scheduler = new (g_storage) Scheduler(Queries(map));  // a fresh one each run
    fixpath::PathRequest asked[64];
    for (uint32_t i = 0; i < 64; ++i) {
        asked[i] = scheduler->request(starts[i], goals[i], g_paths[i], 256);
    }
    SchedulerFigures f{0, 0, 0, 0, 0, 0};
    bool all = false;
    while (!all && f.frames < 4000) {
        const uint32_t t0 = gba::cycles();
        f.work += scheduler->update(budget);
        const uint32_t t = gba::cycles() - t0;
        f.worst_update = t > f.worst_update ? t : f.worst_update;
        ++f.frames;
        all = true;
        for (uint32_t i = 0; i < 64; ++i) all = all && scheduler->poll(asked[i]) == fixpath::RequestState::Done;
    }
    for (uint32_t i = 0; i < 64; ++i) {
        f.found += scheduler->result(asked[i]).status == fixpath::Status::Found ? 1u : 0u;
    }
    f.longest_wait = scheduler->longest_wait();
    f.shared = scheduler->shared_computations();
    scheduler->~Scheduler();
    return f;
}

}  // namespace gba_bench
