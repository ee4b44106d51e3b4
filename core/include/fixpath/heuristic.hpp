// fixpath/heuristic.hpp - integer distance estimates between two cells.
#ifndef FIXPATH_HEURISTIC_HPP
#define FIXPATH_HEURISTIC_HPP

#include <stdint.h>

#include <fixpath/detail/support.hpp>
#include <fixpath/options.hpp>

namespace fixpath {

// The unweighted estimate for a displacement of (dx, dy) cells, dx, dy >= 0
// (see Heuristic in options.hpp for the formulas and when each is admissible).
// Computed in 64 bits so that callers can check it against their cost type.
inline uint64_t heuristic_estimate(Heuristic kind, uint32_t dx, uint32_t dy, uint32_t straight,
                                   uint32_t diagonal) {
    const uint64_t lo = dx < dy ? dx : dy;
    const uint64_t hi = dx < dy ? dy : dx;
    switch (kind) {
        case Heuristic::Zero: return 0;
        case Heuristic::Manhattan: return uint64_t{straight} * (lo + hi);
        case Heuristic::Octile: return uint64_t{straight} * (hi - lo) + uint64_t{diagonal} * lo;
        case Heuristic::Chebyshev:
            return uint64_t{straight < diagonal ? straight : diagonal} * hi;
    }
    return 0;
}

namespace detail {

// The hot-loop form: 32-bit arithmetic only (no 64-bit multiply on Cortex-M0),
// valid because GridSearch::begin() proved that the largest weighted estimate
// over the search area fits in 32 bits.
struct HeuristicEvaluator {
    Heuristic kind = Heuristic::Zero;
    uint32_t straight = 0;
    uint32_t diagonal = 0;
    uint32_t cheapest = 0;  // min(straight, diagonal)
    uint32_t numerator = 1;
    uint32_t denominator = 1;
    bool weighted = false;
    int32_t goal_x = 0;
    int32_t goal_y = 0;

    uint32_t operator()(int32_t x, int32_t y) const {
        const uint32_t dx = abs_diff(x, goal_x);
        const uint32_t dy = abs_diff(y, goal_y);
        const uint32_t lo = dx < dy ? dx : dy;
        const uint32_t hi = dx < dy ? dy : dx;
        uint32_t h = 0;
        switch (kind) {
            case Heuristic::Zero: return 0;
            case Heuristic::Manhattan: h = straight * (lo + hi); break;
            case Heuristic::Octile: h = straight * (hi - lo) + diagonal * lo; break;
            case Heuristic::Chebyshev: h = cheapest * hi; break;
        }
        return weighted ? (h * numerator) / denominator : h;
    }
};

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_HEURISTIC_HPP
