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

// Whether `kind` is consistent for these moves and base costs, terrain
// multipliers (>= 1) included: h(a) <= cost(a, b) + h(b) for every step a->b.
// Then f = g + h never decreases along a path, A* never needs to re-open a
// cell, and the grid search can use its bucket open list (search_state.hpp).
constexpr bool heuristic_is_consistent(Heuristic kind, Moves moves, uint32_t straight, uint32_t diagonal) {
    switch (kind) {
        case Heuristic::Zero:
        case Heuristic::Chebyshev: return true;
        case Heuristic::Manhattan: return moves == Moves::Four || diagonal >= 2 * uint64_t{straight};
        case Heuristic::Octile:
            return diagonal <= 2 * uint64_t{straight} && (moves == Moves::Four || straight <= diagonal);
    }
    return false;
}

namespace detail {

// a * b in 32 bits, false when it does not fit (no 64-bit multiply, which is
// a library call on Cortex-M0 and ARM7TDMI).
constexpr bool multiply_fits(uint32_t a, uint32_t b, uint32_t& product) {
    const uint32_t a_high = a >> 16;
    const uint32_t b_high = b >> 16;
    if (a_high != 0 && b_high != 0) {
        return false;
    }
    const uint32_t cross = a_high * (b & 0xFFFFu) + (a & 0xFFFFu) * b_high;  // one term is 0
    if (cross > 0xFFFFu) {
        return false;
    }
    const uint32_t low = (a & 0xFFFFu) * (b & 0xFFFFu);
    product = low + (cross << 16);
    return product >= low;
}

// Whether heuristic_estimate(kind, dx, dy, straight, diagonal) * factor
// fits in 32 bits, computed without 64-bit arithmetic.
constexpr bool estimate_fits(Heuristic kind, uint32_t dx, uint32_t dy, uint32_t straight, uint32_t diagonal,
                             uint32_t factor) {
    const uint32_t lo = dx < dy ? dx : dy;
    const uint32_t hi = dx < dy ? dy : dx;
    uint32_t first = 0;
    uint32_t second = 0;
    bool fits = true;
    switch (kind) {
        case Heuristic::Zero: break;
        case Heuristic::Manhattan: fits = multiply_fits(straight, lo + hi, first); break;
        case Heuristic::Octile:
            fits = multiply_fits(straight, hi - lo, first) && multiply_fits(diagonal, lo, second);
            break;
        case Heuristic::Chebyshev: fits = multiply_fits(straight < diagonal ? straight : diagonal, hi, first); break;
    }
    uint32_t scaled = 0;
    return fits && first + second >= first && multiply_fits(first + second, factor, scaled);
}

// The hot-loop form of every estimate: h = A * max(|dx|, |dy|) + B * min(...)
// in 32-bit arithmetic (B may "wrap": Octile's B = D - S below zero is exact
// modulo 2^32, and the sum is below 2^32), so there is no switch per call.
// Zero: A = B = 0; Manhattan: S, S; Octile: S, D - S; Chebyshev: min(S, D), 0.
// GridSearch::begin() proves that the largest weighted estimate over the
// search area fits in 32 bits (estimate_fits()).
struct HeuristicEvaluator {
    uint32_t hi_weight = 0;
    uint32_t lo_weight = 0;
    uint32_t numerator = 1;
    uint32_t denominator = 1;
    bool weighted = false;
    int32_t goal_x = 0;
    int32_t goal_y = 0;

    constexpr void set(Heuristic kind, uint32_t straight, uint32_t diagonal) {
        const uint32_t cheapest = straight < diagonal ? straight : diagonal;
        hi_weight = kind == Heuristic::Zero ? 0u : (kind == Heuristic::Chebyshev ? cheapest : straight);
        lo_weight = kind == Heuristic::Manhattan ? straight : (kind == Heuristic::Octile ? diagonal - straight : 0u);
    }

    // The unweighted estimate for the offset (x - goal_x, y - goal_y).
    // The offset is below 2^31 in each axis (map sides are at most 32767).
    FIXPATH_ALWAYS_INLINE constexpr uint32_t from_offset(int32_t offset_x, int32_t offset_y) const {
        const uint32_t dx = static_cast<uint32_t>(offset_x < 0 ? -offset_x : offset_x);
        const uint32_t dy = static_cast<uint32_t>(offset_y < 0 ? -offset_y : offset_y);
        return dx < dy ? hi_weight * dy + lo_weight * dx : hi_weight * dx + lo_weight * dy;
    }
    FIXPATH_ALWAYS_INLINE constexpr uint32_t unweighted(int32_t x, int32_t y) const {
        return from_offset(x - goal_x, y - goal_y);
    }
    constexpr uint32_t weigh(uint32_t h) const { return weighted ? (h * numerator) / denominator : h; }

    constexpr uint32_t operator()(int32_t x, int32_t y) const { return weigh(unweighted(x, y)); }
};

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_HEURISTIC_HPP
