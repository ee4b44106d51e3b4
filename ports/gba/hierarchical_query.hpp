// What the GBA hierarchical benchmark measures of one query run from IWRAM
// (iwram_hierarchical.cpp), shared with its caller (hpa_bench_main.cpp).
#ifndef FIXPATH_GBA_HIERARCHICAL_QUERY_HPP
#define FIXPATH_GBA_HIERARCHICAL_QUERY_HPP

#include <stdint.h>

#include <fixpath/point.hpp>

namespace gba_hpa {

struct Query {
    uint32_t first_cycles;   // begin() to the first segment
    uint32_t rest_cycles;    // every later segment
    uint32_t worst_segment;  // the dearest of those
    uint32_t expanded;
    uint32_t route;
    uint32_t first_length;
    uint32_t cells;
    uint32_t cost;
    uint32_t route_cost;
    uint32_t segments;
    uint32_t status;         // of the first segment, then Complete when the path was given to its end
    uint32_t ram;            // the search state's bytes
    uint32_t search_cycles;  // begin() to Found: both fills and the abstract search
    uint32_t fill_cycles;    // one fill of the start's cluster alone
    uint32_t fill_cells;
};

// From start to goal on `cells` (256x256) with the graph at `graph`: the
// first segment timed, then the rest; segments go to out[0, capacity).
Query iwram_hierarchical(const uint8_t* cells, const uint8_t* graph, fixpath::Point start, fixpath::Point goal,
                         fixpath::Point* out, uint32_t capacity);

}  // namespace gba_hpa

#endif
