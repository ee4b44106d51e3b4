// fixpath/grid/heuristic.hpp - integer distance estimates between two cells.
#ifndef FIXPATH_HEURISTIC_HPP
#define FIXPATH_HEURISTIC_HPP

#include <stdint.h>

#include <fixpath/detail/native_math.hpp>
#include <fixpath/detail/support.hpp>
#include <fixpath/options.hpp>

namespace fixpath {

namespace detail {

// The formulas, in the caller's width: uint64_t, or uint32_t where every
// term is known to fit (no 64-bit multiply, a library call on Cortex-M0).
template <typename Wide>
FIXPATH_ALWAYS_INLINE constexpr Wide estimate_in(Heuristic kind, uint32_t dx, uint32_t dy, uint32_t straight, uint32_t diagonal) {
    const Wide lo = dx < dy ? dx : dy;
    const Wide hi = dx < dy ? dy : dx;
    switch (kind) {
        case Heuristic::Zero: return 0;
        case Heuristic::Manhattan: return Wide{straight} * (lo + hi);
        case Heuristic::Octile: return Wide{straight} * (hi - lo) + Wide{diagonal} * lo;
        case Heuristic::Chebyshev: return Wide{straight < diagonal ? straight : diagonal} * hi;
    }
    return 0;
}

// |a - b| for two coordinates (never overflows: both are map coordinates).
constexpr uint32_t axis_distance(int32_t a, int32_t b) { return static_cast<uint32_t>(a > b ? a - b : b - a); }

}  // namespace detail

// The unweighted estimate for a displacement of (dx, dy) cells, dx, dy >= 0
// (see Heuristic in options.hpp for the formulas and when each is admissible).
// Computed in 64 bits so that callers can check it against their cost type.
constexpr uint64_t heuristic_estimate(Heuristic kind, uint32_t dx, uint32_t dy, uint32_t straight,
                                   uint32_t diagonal) {
    return detail::estimate_in<uint64_t>(kind, dx, dy, straight, diagonal);
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

// a * b in 32 bits from 16-bit halves, false when it does not fit: for the
// CPUs whose 64-bit product is a library call (Cortex-M0, ARM7TDMI Thumb
// code, plain RISC-V, the 68000, AVR).
constexpr bool multiply_fits_in_halves(uint32_t a, uint32_t b, uint32_t& product) {
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

// a * b in 32 bits, false when it does not fit: by the 64-bit product where
// the CPU has one in an instruction or two (kWideMultiply), else in halves.
// The same answer either way.
constexpr bool multiply_fits(uint32_t a, uint32_t b, uint32_t& product) {
    if constexpr (kWideMultiply) {
        const uint64_t wide = uint64_t{a} * b;
        product = static_cast<uint32_t>(wide);
        return (wide >> 32) == 0;
    } else {
        return multiply_fits_in_halves(a, b, product);
    }
}

// The hot-loop form of every estimate: h = A * max(|dx|, |dy|) + B * min(...)
// in 32-bit arithmetic (B may "wrap": Octile's B = D - S below zero is exact
// modulo 2^32, and so is the sum whenever the true value is below 2^32), so
// there is no switch per call.
// Zero: A = B = 0; Manhattan: S, S; Octile: S, D - S; Chebyshev: min(S, D), 0.
//
// Never a wrong value, never a false refusal: the true estimate at offset
// (dx, dy) is at most C * max(dx, dy) (C: the largest of A and A + B: 2S
// for Manhattan, max(S, D) for Octile, min(S, D) for Chebyshev), so up to
// `plain_limit` = floor((2^32 - 1) / C) (and up to `weighted_limit` for the
// weighted estimate, whose product with the numerator must fit too) the fast
// form is exact. Beyond it, rare (huge step costs or weights on a wide map),
// an out-of-line path computes the exact value and saturates it at 2^32 - 1,
// which the engine orders last (SearchCore::priority()). One compare per
// estimate; the limits are found at the start of a query without a
// division (limit_for()).
struct HeuristicEvaluator {
    uint32_t hi_weight = 0;
    uint32_t lo_weight = 0;
    uint32_t numerator = 1;
    uint32_t denominator = 1;
    bool weighted = false;
    int32_t goal_x = 0;
    int32_t goal_y = 0;
    uint32_t plain_limit = 0xFFFFFFFFu;     // largest max(|dx|, |dy|) the fast form serves
    uint32_t weighted_limit = 0xFFFFFFFFu;  // the same for the weighted estimate
    uint32_t slope_ = 0;                    // C

    constexpr void set(Heuristic kind, uint32_t s, uint32_t d) {
        const uint32_t cheapest = s < d ? s : d;
        const uint32_t dearest = s < d ? d : s;
        hi_weight = kind == Heuristic::Zero ? 0u : (kind == Heuristic::Chebyshev ? cheapest : s);
        lo_weight = kind == Heuristic::Manhattan ? s : (kind == Heuristic::Octile ? d - s : 0u);
        // C of the comment above (S, D <= 2^32 / 255: 2S fits).
        const uint32_t slope = kind == Heuristic::Zero        ? 0u
                               : kind == Heuristic::Manhattan ? 2u * s
                               : kind == Heuristic::Octile    ? dearest
                                                              : cheapest;
        slope_ = slope;
        plain_limit = limit_for(slope, 1);
        weighted_limit = plain_limit;
        numerator = 1;
        denominator = 1;
        weighted = false;
    }

    // The weight n/d (weighted A*); after set().
    constexpr void set_weight(uint32_t n, uint32_t d) {
        numerator = n;
        denominator = d;
        weighted = n != d;
        weighted_limit = weighted ? limit_for(slope_, n) : plain_limit;
    }

    // The largest r (up to 65535: no offset between two int16_t points is
    // larger) with slope * factor * r < 2^32, without a division (a library
    // call on Cortex-M0 and ARM7TDMI): ordinary costs settle it at once.
    static constexpr uint32_t limit_for(uint32_t slope, uint32_t factor) {
        uint32_t step = 0;
        if (!multiply_fits(slope, factor, step)) {
            return 0;
        }
        uint32_t top = 0;
        if (step == 0 || multiply_fits(step, 0xFFFFu, top)) {
            return 0xFFFFFFFFu;  // every offset fits
        }
        uint32_t r = 0;
        for (uint32_t bit = 0x8000u; bit != 0; bit >>= 1) {
            uint32_t product = 0;
            if (multiply_fits(step, r | bit, product)) {
                r |= bit;
            }
        }
        return r;
    }

    // The unweighted estimate for the offset (x - goal_x, y - goal_y),
    // saturated at 2^32 - 1. The offset is below 2^31 in each axis.
    // (dx | dy is at least max(dx, dy): one OR and one compare guard the
    // fast form; the slow path sorts out the rare offsets it sends there.)
    FIXPATH_ALWAYS_INLINE constexpr uint32_t from_offset(int32_t offset_x, int32_t offset_y) const {
        const uint32_t dx = static_cast<uint32_t>(offset_x < 0 ? -offset_x : offset_x);
        const uint32_t dy = static_cast<uint32_t>(offset_y < 0 ? -offset_y : offset_y);
        if ((dx | dy) > plain_limit) {
            return saturated(dx < dy ? dy : dx, dx < dy ? dx : dy);
        }
        return dx < dy ? hi_weight * dy + lo_weight * dx : hi_weight * dx + lo_weight * dy;
    }
    FIXPATH_ALWAYS_INLINE constexpr uint32_t unweighted(int32_t x, int32_t y) const {
        return from_offset(x - goal_x, y - goal_y);
    }
    // The fast form alone, for callers that proved every offset they ask
    // for is within plain_limit (fits_every_offset()): no compare, and no
    // call in the hot loop (which costs registers on small cores).
    FIXPATH_ALWAYS_INLINE constexpr uint32_t from_offset_unchecked(int32_t offset_x, int32_t offset_y) const {
        const uint32_t dx = static_cast<uint32_t>(offset_x < 0 ? -offset_x : offset_x);
        const uint32_t dy = static_cast<uint32_t>(offset_y < 0 ? -offset_y : offset_y);
        return dx < dy ? hi_weight * dy + lo_weight * dx : hi_weight * dx + lo_weight * dy;
    }
    FIXPATH_ALWAYS_INLINE constexpr uint32_t unweighted_unchecked(int32_t x, int32_t y) const {
        return from_offset_unchecked(x - goal_x, y - goal_y);
    }
    // Whether the fast form is exact for every offset two int16_t points
    // can have (|dx|, |dy| <= 65535): step costs up to about 32,767.
    constexpr bool fits_every_offset() const { return plain_limit == 0xFFFFFFFFu; }
    // The weighted estimate floor(h * n / d) for the offset, saturated.
    FIXPATH_ALWAYS_INLINE constexpr uint32_t weighted_from_offset(int32_t offset_x, int32_t offset_y) const {
        if (!weighted) {
            return from_offset(offset_x, offset_y);
        }
        const uint32_t dx = static_cast<uint32_t>(offset_x < 0 ? -offset_x : offset_x);
        const uint32_t dy = static_cast<uint32_t>(offset_y < 0 ? -offset_y : offset_y);
        if ((dx | dy) > weighted_limit) {
            return saturated_weighted(dx < dy ? dy : dx, dx < dy ? dx : dy);
        }
        return (dx < dy ? hi_weight * dy + lo_weight * dx : hi_weight * dx + lo_weight * dy) * numerator / denominator;
    }

    constexpr uint32_t operator()(int32_t x, int32_t y) const {
        return weighted_from_offset(x - goal_x, y - goal_y);
    }

    // The exact estimate A * hi + B * lo in 64 bits. B is D - S for Octile,
    // which may be below zero: as an int32_t it is exact (|D - S| < 2^24);
    // the result is below 2^25 * 2^16 * 2 = 2^42.
    constexpr uint64_t exact(uint32_t hi, uint32_t lo) const {
        const int64_t h = static_cast<int64_t>(hi_weight) * hi + int64_t{static_cast<int32_t>(lo_weight)} * lo;
        return static_cast<uint64_t>(h < 0 ? 0 : h);
    }
    // exact(), saturated at 2^32 - 1 (the slow path: offsets beyond
    // plain_limit). Only heap queries take it (bucket queries prove it
    // unneeded at begin()).
    FIXPATH_NOINLINE constexpr uint32_t saturated(uint32_t hi, uint32_t lo) const {
        const uint64_t h = exact(hi, lo);
        return h > 0xFFFFFFFFu ? 0xFFFFFFFFu : static_cast<uint32_t>(h);
    }
    // The same times n / d, rounded down (offsets beyond weighted_limit;
    // n < 2^16: the product fits 64 bits).
    FIXPATH_NOINLINE constexpr uint32_t saturated_weighted(uint32_t hi, uint32_t lo) const {
        const uint64_t weighed = exact(hi, lo) * numerator / denominator;
        return weighed > 0xFFFFFFFFu ? 0xFFFFFFFFu : static_cast<uint32_t>(weighed);
    }

    // The unweighted estimate of (x, y) as a query on this open list reads
    // it: bucket queries without the range check (begin() proved it
    // unneeded), heap queries with it.
    template <bool Buckets>
    FIXPATH_ALWAYS_INLINE constexpr uint32_t unweighted_for(int32_t x, int32_t y) const {
        if constexpr (Buckets) {
            return unweighted_unchecked(x, y);
        } else {
            return unweighted(x, y);
        }
    }

    // What partial paths rank a settled cell (x, y) by, this being the
    // unweighted estimate toward the goal: f - g when the search's own key
    // holds it (`by_key`: an unweighted, non-zero heuristic) and f did not
    // saturate at `saturated_f` (heap queries only), else computed.
    template <bool Buckets>
    FIXPATH_ALWAYS_INLINE constexpr uint32_t partial_rank(bool by_key, uint32_t f, uint32_t g, uint32_t saturated_f,
                                                          int32_t x, int32_t y) const {
        if constexpr (Buckets) {
            (void)saturated_f;
            return by_key ? f - g : unweighted_unchecked(x, y);
        } else {
            return by_key && f != saturated_f ? f - g : unweighted(x, y);
        }
    }
};

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_HEURISTIC_HPP
