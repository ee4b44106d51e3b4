// fixpath/detail/row_divider.hpp - a cell index's row without a division.
// A division is a library call on Cortex-M0/M0+ and on the GBA's ARM7TDMI
// (tens to hundreds of cycles), and every expansion of a grid front end
// turns the popped cell index back into (x, y): GridSearch and
// JumpPointSearch both divide this way.
#ifndef FIXPATH_DETAIL_ROW_DIVIDER_HPP
#define FIXPATH_DETAIL_ROW_DIVIDER_HPP

#include <stdint.h>

#include <fixpath/detail/native_math.hpp>
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
// m is found once a query: by one division where the CPU divides in an
// instruction (kFastDivide), else by long division with 32-bit operations
// only; k from the highest set bit.
// Widths below 2^16.
// Where `int` has 16 bits (AVR) a 32-bit product is a library call either
// way: there one form serves every area (HalfRowProduct below).

// The narrow form's shift: the smallest k >= shift with 2^k > largest
// (largest = (cells - 1) x width; any larger k is exact too), at most 31.
FIXPATH_ALWAYS_INLINE void raise_shift_past(uint32_t largest, uint32_t& shift) {
    if (largest >> shift == 0) {
        return;
    }
    const uint32_t bits = highest_set_bit(largest) + 1u;  // 2^bits > largest >= 2^(bits - 1)
    shift = bits < 31u ? bits : 31u;
}

// ceil(2^shift / width) by long division with 32-bit operations (the
// remainder stays below width < 2^16; shift <= 46, the quotient below
// 2^31 + 1): for CPUs without a divide instruction.
inline uint32_t ceiling_of_power_over(uint32_t shift, uint32_t width) {
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
    return quotient + (remainder != 0 ? 1u : 0u);
}

// m = ceil(2^k / width) and k for `cells`: one division where the CPU has
// it (k <= 31 in the narrow form: 32 bits; the wide form's k up to 46: 64
// bits where those are native), else by long division.
inline void row_division(uint32_t width, uint32_t cells, bool narrow, uint32_t& multiplier, uint32_t& shift) {
    shift = 0;
    if (narrow) {
        raise_shift_past((cells - 1) * width, shift);
        if constexpr (kFastDivide) {
            multiplier = ((uint32_t{1} << shift) - 1u) / width + 1u;
            return;
        }
    } else {
        shift = (width > 1 ? highest_set_bit(width - 1u) + 1u : 0u) + 30u;  // 30 + ceil(log2 width)
        if constexpr (kFastDivide && sizeof(void*) >= sizeof(uint64_t)) {
            multiplier = static_cast<uint32_t>(((uint64_t{1} << shift) - 1u) / width + 1u);
            return;
        }
    }
    multiplier = ceiling_of_power_over(shift, width);
}

// Areas of at most this many cells find a cell's row with a 32-bit
// multiply; larger ones need the high half of a 64-bit product, a library
// call on Cortex-M0.
constexpr uint32_t kNarrowRowCells = 46000u;

// The narrow form: row = cell * m >> k.
struct RowProduct {
    uint32_t multiplier = 1;
    uint32_t shift = 0;

    void prepare(uint32_t width, uint32_t cells) { row_division(width, cells, true, multiplier, shift); }
    FIXPATH_ALWAYS_INLINE uint32_t row_of(uint32_t cell) const { return (cell * multiplier) >> shift; }
};

// The form where `int` has 16 bits (AVR), for every area: for areas of at
// most 32,768 cells and two columns or more, k is the smallest at least 16
// with (cells - 1) x width < 2^k, so m = ceil(2^k / width) is at most
// 2 x (cells - 1) + 1, below 2^16: the product is of two 16-bit values,
// the CPU's own `mul` instructions (no 32-bit library product), and the
// row is its high half shifted by k - 16 (no 32-bit shift loop). Other
// areas (past 32,768 cells, or one column) divide: there a 32-bit product
// is a library call too, and a second form's set-up (a 32-bit product, a
// search for k, shift loops) is large in an AVR image.
// k is found by doubling 2^k (at most 15 steps, once a query of a new
// shape), m by one division.
struct HalfRowProduct {
    uint32_t multiplier = 1;  // m; the width where the area divides
    uint32_t shift = 16;      // k
    bool halves = false;

    void prepare(uint32_t width, uint32_t cells) {
        halves = cells <= 32768u && width >= 2u;
        multiplier = width;
        if (halves) {
            // ((cells - 1) x width < 2^30: a product of two 16-bit values.)
            const uint32_t largest =
                static_cast<uint32_t>(static_cast<uint16_t>(cells - 1u)) * static_cast<uint16_t>(width);
            uint32_t power = uint32_t{1} << 16;
            uint8_t k = 16;
            while (power <= largest) {
                power <<= 1;
                ++k;
            }
            shift = k;
            multiplier = (power - 1u) / width + 1u;
        }
    }
    FIXPATH_ALWAYS_INLINE uint32_t row_of(uint32_t cell) const {
        if (halves) {
            const uint16_t high = high_half_product(static_cast<uint16_t>(cell), static_cast<uint16_t>(multiplier));
            return static_cast<uint16_t>(high >> static_cast<uint8_t>(shift - 16u));
        }
        return cell / multiplier;
    }
};

using NarrowRows = typename Select<kSixteenBitInt, HalfRowProduct, RowProduct>::type;

// The form chosen per query (32-bit CPUs: where `int` has 16 bits,
// HalfRowProduct serves every area, RowDivider<true>).
template <bool AlwaysNarrow>
class RowDivider {
    // (Dependent on AlwaysNarrow, so that it fires only when this form is
    // used: a condition that is not is checked where the template is
    // defined by some compilers, clang 14 among them.)
    static_assert(AlwaysNarrow || !kSixteenBitInt,
                  "where int has 16 bits one form serves every area: RowDivider<true>");

public:
    void prepare(uint32_t width, uint32_t cells) {
        narrow_ = cells <= kNarrowRowCells;
        row_division(width, cells, narrow_, rows_.multiplier, rows_.shift);  // (either form: one call)
    }
    uint32_t row_of(uint32_t cell) const {
        if (narrow_) {
            return rows_.row_of(cell);
        }
        return static_cast<uint32_t>((static_cast<uint64_t>(cell) * rows_.multiplier) >> rows_.shift);
    }

private:
    RowProduct rows_;  // (the wide form's m and k too)
    bool narrow_ = true;
};

// Every area small: the narrow form only (8 bytes; 9 where `int` has 16 bits).
template <>
class RowDivider<true> {
public:
    void prepare(uint32_t width, uint32_t cells) { rows_.prepare(width, cells); }
    uint32_t row_of(uint32_t cell) const { return rows_.row_of(cell); }

private:
    NarrowRows rows_;
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
        return make_point(static_cast<int32_t>(column_of(cell, row, static_cast<uint32_t>(width))),
                          static_cast<int32_t>(row));
    }
};

// The forms for a search over State: always narrow when no area State can
// hold passes kNarrowRowCells (then no 64-bit product is compiled in), and
// where `int` has 16 bits (HalfRowProduct's one form).
template <typename State>
constexpr bool kRowsAlwaysNarrow = kSixteenBitInt || AreaLimitOf<State>::value <= kNarrowRowCells;
template <typename State>
using RowDividerFor = RowDivider<kRowsAlwaysNarrow<State>>;
template <typename State>
using RowMajorCellsFor = RowMajorCells<kRowsAlwaysNarrow<State>>;

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_DETAIL_ROW_DIVIDER_HPP
