// fixpath/graph/graph_geometry.hpp - where waypoint-graph nodes are, how long an
// edge is, and the A* estimate that stays exact whatever the edge weights.
//
// Positions are fixed point with 4 fractional bits: a coordinate is a count
// of 1/16 of the game's unit (a pixel, a tile, a metre: the unit edge weights
// are counted in). 20 bits of magnitude (|coordinate| <= kMaxCoordinate, that
// is +-65536 units) keep every squared distance, and every product the
// estimate needs, inside 64-bit integers on every CPU. 2D graphs leave z at 0.
#ifndef FIXPATH_GRAPH_GEOMETRY_HPP
#define FIXPATH_GRAPH_GEOMETRY_HPP

#include <stdint.h>

#include <fixpath/detail/support.hpp>
#include <fixpath/fixed_point.hpp>

namespace fixpath {

struct NodePosition {
    int32_t x;
    int32_t y;
    int32_t z;
};

constexpr bool operator==(NodePosition a, NodePosition b) { return a.x == b.x && a.y == b.y && a.z == b.z; }
constexpr bool operator!=(NodePosition a, NodePosition b) { return !(a == b); }

constexpr uint32_t kPositionFractionBits = 4;
constexpr int32_t kPositionUnit = int32_t{1} << kPositionFractionBits;  // 16: one whole unit
constexpr int32_t kMaxCoordinate = int32_t{1} << 20;

// A position from whole units (at most +-65536).
constexpr NodePosition position_of_units(int32_t x, int32_t y, int32_t z = 0) {
    return NodePosition{x * kPositionUnit, y * kPositionUnit, z * kPositionUnit};
}

constexpr bool position_in_range(NodePosition p) {
    return p.x >= -kMaxCoordinate && p.x <= kMaxCoordinate && p.y >= -kMaxCoordinate && p.y <= kMaxCoordinate &&
           p.z >= -kMaxCoordinate && p.z <= kMaxCoordinate;
}

// Squared Euclidean distance in 1/16-unit steps, exact (< 2^44) for
// positions in range (the validator and FixedGraph refuse others; for
// out-of-range int32 positions the unsigned arithmetic wraps: a wrong
// distance, never undefined behaviour). Offsets under 2^15 (2048 units: a
// handheld's world) take 32-bit multiplies, one instruction on a Cortex-M0,
// where 64-bit ones are library calls.
constexpr uint64_t squared_distance(NodePosition a, NodePosition b) {
    const uint32_t dx = detail::abs_diff(a.x, b.x);
    const uint32_t dy = detail::abs_diff(a.y, b.y);
    const uint32_t dz = detail::abs_diff(a.z, b.z);
    if ((dx | dy | dz) < 0x8000u) {
        return uint64_t{dx * dx + dy * dy} + dz * dz;  // each square < 2^30: no 32-bit overflow
    }
    return uint64_t{dx} * dx + uint64_t{dy} * dy + uint64_t{dz} * dz;
}

// The nearest position in range (each coordinate clamped to +-kMaxCoordinate).
constexpr NodePosition clamp_position(NodePosition p) {
    return NodePosition{p.x < -kMaxCoordinate ? -kMaxCoordinate : (p.x > kMaxCoordinate ? kMaxCoordinate : p.x),
                        p.y < -kMaxCoordinate ? -kMaxCoordinate : (p.y > kMaxCoordinate ? kMaxCoordinate : p.y),
                        p.z < -kMaxCoordinate ? -kMaxCoordinate : (p.z > kMaxCoordinate ? kMaxCoordinate : p.z)};
}

// The default weight of an edge: its Euclidean length in whole units, rounded
// UP (so that the estimate below never exceeds it), at least 1.
constexpr uint32_t euclidean_weight(NodePosition a, NodePosition b) {
    const uint64_t d2 = squared_distance(a, b);
    const uint32_t root = integer_sqrt(d2);
    const uint32_t length = static_cast<uint64_t>(root) * root == d2 ? root : root + 1;  // ceil, 1/16 units
    const uint32_t units = (length + kPositionUnit - 1) / kPositionUnit;
    return units == 0 ? 1 : units;
}

// The factor k that turns a straight-line distance into a cost estimate:
// estimate = floor(k * distance in 1/16 units), k = mantissa / 2^shift,
// mantissa < 1024. A graph's scale is the largest such k with
// k * length(edge) <= weight(edge) for every edge; then for every edge u-v,
// estimate(u) <= weight + estimate(v) exactly (the floor of a sum of a real
// and an integer), so A* with it is consistent and optimal, with any weights.
// It is computed exactly as isqrt(mantissa^2 * d^2) >> shift: mantissa^2 <
// 2^20 and d^2 < 2^44 fit 64 bits, no rounding anywhere.
struct HeuristicScale {
    uint16_t mantissa;
    uint8_t shift;

    // floor(sqrt(m^2 d^2) / 2^shift) = floor(sqrt(floor(m^2 d^2 / 4^shift))):
    // the shift goes inside the root, exactly, so the root is usually of a
    // 32-bit number (cheap on 32-bit CPUs).
    constexpr uint32_t estimate(uint64_t squared) const {
        if (mantissa == 0 || shift >= 32) {
            return 0;
        }
        const uint64_t q = (uint64_t{mantissa} * mantissa * squared) >> (2u * shift);
        return q <= 0xFFFFFFFFu ? integer_sqrt32(static_cast<uint32_t>(q)) : integer_sqrt(q);
    }
};

// The largest scale, used when no edge constrains it (capped: k <= 1023).
constexpr HeuristicScale kLargestScale = HeuristicScale{1023, 0};
// A scale whose estimate is always 0 (plain Dijkstra).
constexpr HeuristicScale kZeroScale = HeuristicScale{0, 0};

namespace detail {

constexpr uint32_t bit_length(uint64_t v) {
    uint32_t n = 0;
    while (v != 0) {
        ++n;
        v >>= 1;
    }
    return n;
}

// floor(w2 * 4^j / d2), or 2^20 when that is at least 2^20 (or overflows).
constexpr uint64_t scaled_ratio(uint64_t w2, uint64_t d2, uint32_t j) {
    const uint64_t limit = uint64_t{1} << 20;
    if (2 * j >= 64 || w2 > (~uint64_t{0} >> (2 * j))) {
        return limit;  // w2 * 4^j >= 2^64 > 2^20 * d2
    }
    const uint64_t q = (w2 << (2 * j)) / d2;
    return q < limit ? q : limit;
}

}  // namespace detail

// a < b as numbers (mantissa / 2^shift).
constexpr bool scale_less(HeuristicScale a, HeuristicScale b) {
    if (a.shift == b.shift) {
        return a.mantissa < b.mantissa;
    }
    if (a.shift < b.shift) {  // compare a.mantissa * 2^(b.shift - a.shift) with b.mantissa
        const uint32_t s = static_cast<uint32_t>(b.shift - a.shift);
        return a.mantissa == 0 || (s < 16 && (uint32_t{a.mantissa} << s) < b.mantissa);
    }
    const uint32_t s = static_cast<uint32_t>(a.shift - b.shift);
    return b.mantissa != 0 && (s >= 16 || a.mantissa < (uint32_t{b.mantissa} << s));
}

constexpr HeuristicScale scale_min(HeuristicScale a, HeuristicScale b) { return scale_less(b, a) ? b : a; }

// The largest scale with scale * length <= weight for one edge of squared
// length d2 (1/16 units) and the given weight.
constexpr HeuristicScale edge_scale(uint32_t weight, uint64_t d2) {
    if (d2 == 0) {
        return kLargestScale;  // coincident nodes: no constraint
    }
    const uint64_t w2 = uint64_t{weight} * weight;
    const uint64_t limit = uint64_t{1} << 20;  // mantissa^2 must stay below 1024^2
    // Largest j (at most 62) with floor(w2 * 4^j / d2) < 2^20, starting from
    // the estimate the bit lengths give and correcting it.
    int32_t guess = (20 + static_cast<int32_t>(detail::bit_length(d2)) - static_cast<int32_t>(detail::bit_length(w2))) / 2;
    uint32_t j = guess < 0 ? 0 : (guess > 62 ? 62 : static_cast<uint32_t>(guess));
    while (j > 0 && detail::scaled_ratio(w2, d2, j) >= limit) {
        --j;
    }
    while (j < 62 && detail::scaled_ratio(w2, d2, j + 1) < limit) {
        ++j;
    }
    const uint64_t q = detail::scaled_ratio(w2, d2, j);
    if (q >= limit) {
        return kLargestScale;  // even k = 1023 is admissible
    }
    return HeuristicScale{static_cast<uint16_t>(integer_sqrt(q)), static_cast<uint8_t>(j)};
}

// True when `scale` never overestimates this edge: scale * length <= weight.
constexpr bool scale_admissible(HeuristicScale scale, uint32_t weight, uint64_t d2) {
    // mantissa^2 * d2 <= weight^2 * 4^shift, both sides exact in 64 bits or
    // the right one known to be larger.
    const uint64_t left = uint64_t{scale.mantissa} * scale.mantissa * d2;
    const uint64_t w2 = uint64_t{weight} * weight;
    const uint32_t twice = 2u * scale.shift;
    if (twice >= 64 || w2 > (~uint64_t{0} >> twice)) {
        return true;
    }
    return left <= (w2 << twice);
}

}  // namespace fixpath

#endif  // FIXPATH_GRAPH_GEOMETRY_HPP
