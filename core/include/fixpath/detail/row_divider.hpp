// fixpath/detail/row_divider.hpp - a cell index's row without a division.
// A division is a library call on Cortex-M0/M0+ and on the GBA's ARM7TDMI
// (tens to hundreds of cycles), and every expansion of a grid front end
// turns the popped cell index back into (x, y): GridSearch and
// JumpPointSearch both divide this way.
#ifndef FIXPATH_DETAIL_ROW_DIVIDER_HPP
#define FIXPATH_DETAIL_ROW_DIVIDER_HPP

#include <stdint.h>

#include <fixpath/detail/traits.hpp>
#include <fixpath/point.hpp>

namespace fixpath {
namespace detail {

// cell / width as row = cell * m >> k with m = ceil(2^k / width).
// With n * width < 2^k for every cell index n, floor(n * m / 2^k) ==
// n / width exactly (the error n * (m * width - 2^k) / (width * 2^k)
// stays below 1 / width).
//   Narrow (areas of at most 46,000 cells): the smallest k with
//     2^k > (cells - 1) * width; then m <= 2 * cells and
//     n * m < 2 * 46,000^2 < 2^32: a 32-bit multiply.
//   Wide: k = 30 + ceil(log2 width), for every n < 2^30; m < 2^31 + 1 and
//     n * m < 2^61: the high half of a 64-bit product (a library call or
//     four multiplies on Cortex-M0+).
// AlwaysNarrow: the state type bounds every area to 46,000 cells, so the
// wide form is never compiled; else the form is chosen per query (a
// predictable branch), so small maps take the 32-bit multiply whatever
// the state.
// m is found by long division with 32-bit operations only (once a query).
// Widths below 2^16.
// ceil(2^shift / width) by long division with 32-bit operations (the
// remainder stays below width < 2^16), and the shift for `cells`.
inline void row_division(uint32_t width, uint32_t cells, bool narrow, uint32_t& multiplier, uint32_t& shift) {
    shift = 0;
    if (narrow) {
        const uint32_t largest = (cells - 1) * width;
        while (shift < 31 && (uint32_t{1} << shift) <= largest) {
            ++shift;
        }
    } else {
        while ((uint32_t{1} << shift) < width) {
            ++shift;
        }
        shift += 30;
    }
    uint32_t quotient = width == 1 ? 1u : 0u;
    uint32_t remainder = width == 1 ? 0u : 1u;
    for (uint32_t i = 0; i < shift; ++i) {
        remainder <<= 1;
        quotient <<= 1;
        if (remainder >= width) {
            remainder -= width;
            quotient |= 1u;
        }
    }
    multiplier = quotient + (remainder != 0 ? 1u : 0u);
}

// Areas of at most this many cells find a cell's row with a 32-bit
// multiply; larger ones need the high half of a 64-bit product, a library
// call on Cortex-M0.
constexpr uint32_t kNarrowRowCells = 46000u;

// The form chosen per query.
template <bool AlwaysNarrow>
class RowDivider {
public:
    void prepare(uint32_t width, uint32_t cells) {
        narrow_ = cells <= kNarrowRowCells;
        row_division(width, cells, narrow_, multiplier_, shift_);
    }
    uint32_t row_of(uint32_t cell) const {
        if (narrow_) {
            return (cell * multiplier_) >> shift_;
        }
        return static_cast<uint32_t>((static_cast<uint64_t>(cell) * multiplier_) >> shift_);
    }

private:
    uint32_t multiplier_ = 1;
    uint32_t shift_ = 0;
    bool narrow_ = true;
};

// Every area small: the 32-bit form only (8 bytes).
template <>
class RowDivider<true> {
public:
    void prepare(uint32_t width, uint32_t cells) { row_division(width, cells, true, multiplier_, shift_); }
    uint32_t row_of(uint32_t cell) const { return (cell * multiplier_) >> shift_; }

private:
    uint32_t multiplier_ = 1;
    uint32_t shift_ = 0;
};

// The cells of a whole map in row-major order, for the front ends that
// search every cell of the map (HexSearch, LinkedGridSearch): a cell's index
// and its (x, y), the row found without a division. Set width and height
// (1 .. kMaxMapSide), then prepare() once a query.
template <bool AlwaysNarrow>
struct RowMajorCells {
    int32_t width = 0;
    int32_t height = 0;
    uint32_t count = 0;  // width x height
    RowDivider<AlwaysNarrow> rows;

    void prepare() {
        count = static_cast<uint32_t>(width) * static_cast<uint32_t>(height);
        rows.prepare(static_cast<uint32_t>(width), count);
    }
    uint32_t index_of(Point p) const {
        return static_cast<uint32_t>(p.y) * static_cast<uint32_t>(width) + static_cast<uint32_t>(p.x);
    }
    Point point_of(uint32_t cell) const {
        const uint32_t row = rows.row_of(cell);
        return make_point(static_cast<int32_t>(cell - row * static_cast<uint32_t>(width)), static_cast<int32_t>(row));
    }
};

// The forms for a search over State: always narrow when no area State can
// hold passes kNarrowRowCells (then no 64-bit product is compiled in).
template <typename State>
using RowDividerFor = RowDivider<(AreaLimitOf<State>::value <= kNarrowRowCells)>;
template <typename State>
using RowMajorCellsFor = RowMajorCells<(AreaLimitOf<State>::value <= kNarrowRowCells)>;

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_DETAIL_ROW_DIVIDER_HPP
