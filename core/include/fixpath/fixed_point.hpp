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

namespace detail {
// a + (b - a) * covered / length on one axis, rounded toward a, for
// covered < length and |b - a| <= length: the result lies between a and b,
// and the product is taken on magnitudes in 64 unsigned bits (below 2^64 for
// any int32_t ends), so no input overflows.
constexpr int32_t interpolate_axis(int32_t a, int32_t b, uint32_t covered, uint32_t length) {
    const uint32_t span = b >= a ? static_cast<uint32_t>(b) - static_cast<uint32_t>(a)
                                 : static_cast<uint32_t>(a) - static_cast<uint32_t>(b);
    const uint32_t moved = static_cast<uint32_t>(uint64_t{span} * covered / length);
    return static_cast<int32_t>(static_cast<int64_t>(a) + (b >= a ? int64_t{moved} : -int64_t{moved}));
}
// x^2 + y^2 (+ z^2), saturated at 2^64 - 1 (any 32-bit magnitudes).
constexpr uint64_t saturating_square_sum(uint32_t x, uint32_t y, uint32_t z = 0) {
    const uint64_t xx = uint64_t{x} * x;
    const uint64_t yy = uint64_t{y} * y;
    const uint64_t zz = uint64_t{z} * z;
    const uint64_t xy = xx + yy;
    if (xy < xx) {
        return 0xFFFFFFFFFFFFFFFFull;
    }
    const uint64_t all = xy + zz;
    return all < xy ? 0xFFFFFFFFFFFFFFFFull : all;
}
constexpr uint32_t magnitude_between(int32_t a, int32_t b) {
    return b >= a ? static_cast<uint32_t>(b) - static_cast<uint32_t>(a) : static_cast<uint32_t>(a) - static_cast<uint32_t>(b);
}
}  // namespace detail

// The integer Euclidean length of a segment, rounded down. Any positions:
// the square sum saturates, so a segment longer than 2^32 - 1 units has that
// length (never less than either axis's extent, which interpolate() needs).
constexpr uint32_t segment_length(FixedPoint a, FixedPoint b) {
    return integer_sqrt(detail::saturating_square_sum(detail::magnitude_between(a.x, b.x),
                                                      detail::magnitude_between(a.y, b.y)));
}

// The point at distance `covered` from a towards b, `length` being the
// segment's length (0 < covered < length): a + (b - a) * covered / length,
// rounded toward a.
constexpr FixedPoint interpolate(FixedPoint a, FixedPoint b, uint32_t covered, uint32_t length) {
    return FixedPoint{detail::interpolate_axis(a.x, b.x, covered, length),
                      detail::interpolate_axis(a.y, b.y, covered, length)};
}

}  // namespace fixpath

#endif  // FIXPATH_FIXED_POINT_HPP
