// fixpath/fixed_point.hpp - positions finer than a cell, in integers.
#ifndef FIXPATH_FIXED_POINT_HPP
#define FIXPATH_FIXED_POINT_HPP

#include <stdint.h>

#include <fixpath/point.hpp>

namespace fixpath {

// A position in units of 1/256 of a cell (Q8 fixed point): cell (x, y)
// covers [256x, 256x + 255] x [256y, 256y + 255] and its centre is
// (256x + 128, 256y + 128). Maps up to 32767 cells a side fit in 23 bits.
struct FixedPoint {
    int32_t x;
    int32_t y;
};

constexpr int32_t kCellUnits = 256;
constexpr uint32_t kCellShift = 8;

constexpr bool operator==(FixedPoint a, FixedPoint b) { return a.x == b.x && a.y == b.y; }
constexpr bool operator!=(FixedPoint a, FixedPoint b) { return !(a == b); }

constexpr FixedPoint centre_of(Point p) {
    return FixedPoint{p.x * kCellUnits + kCellUnits / 2, p.y * kCellUnits + kCellUnits / 2};
}
// The cell containing a position (positions are never negative on a map).
constexpr Point cell_of(FixedPoint f) { return make_point(f.x >> kCellShift, f.y >> kCellShift); }

namespace detail {
// floor(sqrt(v)), bit by bit, in the registers of v's own width.
template <typename U>
constexpr U root_bits(U v) {
    U result = 0;
    U bit = static_cast<U>(U{1} << (sizeof(U) * 8 - 2));
    while (bit > v) {
        bit >>= 2;
    }
    while (bit != 0) {
        if (v >= result + bit) {
            v -= result + bit;
            result = (result >> 1) + bit;
        } else {
            result >>= 1;
        }
        bit >>= 2;
    }
    return result;
}
}  // namespace detail

// floor(sqrt(v)): the same answer on every CPU, no floats.
constexpr uint32_t integer_sqrt(uint64_t v) { return static_cast<uint32_t>(detail::root_bits(v)); }
// The same for 32-bit values, in 32-bit registers (cheaper on 32-bit CPUs).
constexpr uint32_t integer_sqrt32(uint32_t v) { return detail::root_bits(v); }

// The integer Euclidean length of a segment, rounded down.
inline uint32_t segment_length(FixedPoint a, FixedPoint b) {
    const int64_t dx = static_cast<int64_t>(b.x) - a.x;
    const int64_t dy = static_cast<int64_t>(b.y) - a.y;
    return integer_sqrt(static_cast<uint64_t>(dx * dx + dy * dy));
}

// The point at distance `covered` from a towards b, `length` being the
// segment's length (0 < covered < length): a + (b - a) * covered / length,
// rounded toward zero.
inline FixedPoint interpolate(FixedPoint a, FixedPoint b, uint32_t covered, uint32_t length) {
    return FixedPoint{a.x + static_cast<int32_t>((static_cast<int64_t>(b.x) - a.x) * covered / length),
                      a.y + static_cast<int32_t>((static_cast<int64_t>(b.y) - a.y) * covered / length)};
}

}  // namespace fixpath

#endif  // FIXPATH_FIXED_POINT_HPP
