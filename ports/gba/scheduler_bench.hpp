// The path scheduler's GBA benchmark: what a run reports
// (iwram_scheduler.cpp runs it, scheduler_bench_main.cpp prints it).
#ifndef FIXPATH_GBA_SCHEDULER_BENCH_HPP
#define FIXPATH_GBA_SCHEDULER_BENCH_HPP

#include <stdint.h>

#include <fixpath/fixpath.hpp>

#include "runtime.hpp"

namespace gba_bench {

struct SchedulerFigures {
    uint32_t frames;        // updates (one a frame) until every request was done
    uint32_t worst_update;  // cycles of the dearest update
    uint32_t work;          // units of work in all (expansions, path writes)
    uint32_t found;         // requests whose path was found
    uint32_t longest_wait;  // frames from request to done, the longest
    uint32_t shared;        // flow fields computed for shared goals
};

SchedulerFigures iwram_scheduler_64(const uint8_t* cells, const fixpath::Point* starts, const fixpath::Point* goals,
                                    uint32_t budget);

}  // namespace gba_bench

#endif
