// fixpath/jps/jps_cells.hpp - how jump point search reads a map: 32 cells
// of a row at a time, as bits (1 = passable), cells off the map blocked.
//
// For a BitMap the 32 bits come from five bytes of the row and two shifts
// (word-at-a-time scanning, "Improving Jump Point Search", Harabor &
// Grastien 2014). Any other map is read cell by cell through cost(), and a
// passable cell whose multiplier is not 1 is noted (`non_uniform`): jump
// point search is exact only on walls-and-floor maps, and refuses the rest
// (Status::NonUniformMap) rather than answer wrongly.
#ifndef FIXPATH_DETAIL_JPS_CELLS_HPP
#define FIXPATH_DETAIL_JPS_CELLS_HPP

#include <stdint.h>

#include <fixpath/maps/bit_map.hpp>
#include <fixpath/point.hpp>
#include <fixpath/detail/support.hpp>
#include <fixpath/detail/traits.hpp>

namespace fixpath {
namespace detail {

template <typename Map>
class JpsCells {
public:
    explicit constexpr JpsCells(const Map& map) : map_(map), width_(map.width()), height_(map.height()) {
        if constexpr (IsSame<Map, BitMap>::value) {
            // Reads of five bytes from x stay on the row and on the map while
            // x + 40 <= this (whole bytes of the row, and the map's width).
            const int32_t row_bits = map.row_bytes() * 8;
            inner_bits_ = width_ + 8 < row_bits ? width_ + 8 : row_bits;
            // Eight-byte reads from cell x stay on the row while x <= row_bits - 64,
            // and give cells on the map while x <= width - 32.
            const int32_t wide = width_ - 32 < row_bits - 64 ? width_ - 32 : row_bits - 64;
            wide_end_ = wide >= 0 ? static_cast<uint32_t>(wide) + 1u : 0u;
            // A BitMap's rows follow each other: a read may run past its row's
            // end into the next row (its bits are masked off below), but not
            // past the map's last byte.
            map_bytes_ = static_cast<uint32_t>(map.row_bytes()) * static_cast<uint32_t>(height_ > 0 ? height_ : 0);
        }
    }

    // Cells x .. x + 31 of row y: bit i is cell x + i.
    constexpr uint32_t forward(int32_t x, int32_t y) const {
        if (static_cast<uint32_t>(y) >= static_cast<uint32_t>(height_) || x >= width_ || x <= -32) {
            return 0;
        }
        if constexpr (IsSame<Map, BitMap>::value) {
            const uint32_t before = static_cast<uint32_t>(y) * static_cast<uint32_t>(map_.row_bytes());
            return read_row(map_.row(y), map_bytes_ - before, x);
        } else {
            uint32_t bits = 0;
            for (uint32_t i = 0; i < 32; ++i) {
                const int32_t cx = x + static_cast<int32_t>(i);
                if (cx >= 0 && cx < width_) {
                    const uint8_t m = map_.cost(cx, y);
                    if (m > 1) {
                        non_uniform = true;
                    }
                    bits |= (m != 0 ? uint32_t{1} : uint32_t{0}) << i;
                }
            }
            return bits;
        }
    }

    // Cells x .. x + 31 (-32 < x < width) of a BitMap row, `readable` bytes
    // from `row` to the map's last byte. Five bytes from the one holding cell
    // max(x, 0), in one go where all five are in the map's bytes (past the
    // row's end they are the next row's: every row but a narrow map's last),
    // else byte by byte; cells past the width (padding bits, the next row's)
    // and left of 0 are blocked.
    constexpr uint32_t read_row(const uint8_t* row, uint32_t readable, int32_t x) const {
        const int32_t from = x < 0 ? 0 : x;
        const uint32_t first = static_cast<uint32_t>(from) >> 3;
        uint32_t low = 0;
        uint32_t high = 0;
        if (first + 5u <= readable) {
            const uint8_t* at = row + first;
            low = uint32_t{at[0]} | (uint32_t{at[1]} << 8) | (uint32_t{at[2]} << 16) | (uint32_t{at[3]} << 24);
            high = at[4];
        } else {
            for (uint32_t k = 0; k < 4 && first + k < readable; ++k) low |= uint32_t{row[first + k]} << (8 * k);
        }
        const uint32_t shift = static_cast<uint32_t>(from) & 7u;
        uint32_t bits = shift == 0 ? low : (low >> shift) | (high << (32u - shift));
        if (width_ - from < 32) {
            bits &= (uint32_t{1} << static_cast<uint32_t>(width_ - from)) - 1u;
        }
        return x < 0 ? bits << static_cast<uint32_t>(-x) : bits;
    }

    // One row, ready for word reads: a scan along a row reads three rows
    // word after word, so the row's address and bounds are found once.
    struct Row {
        const JpsCells* cells;
        const uint8_t* bytes;  // BitMap rows: the row's first byte, null off the map
        uint32_t readable;     // BitMap rows: the bytes from `bytes` to the map's last
        int32_t y;
        // Cells x .. x + 31 of the row, as forward().
        FIXPATH_ALWAYS_INLINE constexpr uint32_t word(int32_t x) const {
            if constexpr (IsSame<Map, BitMap>::value) {
                if (bytes == nullptr) {
                    return 0;
                }
                if constexpr (kFastUnaligned64) {
                    // Eight bytes in one load where the CPU reads them unaligned as cheaply.
                    if (static_cast<uint32_t>(x) < cells->wide_end_) {
                        return static_cast<uint32_t>(load_eight(bytes + (x >> 3)) >> (static_cast<uint32_t>(x) & 7u));
                    }
                }
                if (x >= 0 && x + 40 <= cells->inner_bits_) {  // five whole bytes on the row, all cells on the map
                    const uint8_t* at = bytes + (x >> 3);
                    const uint32_t low =
                        uint32_t{at[0]} | (uint32_t{at[1]} << 8) | (uint32_t{at[2]} << 16) | (uint32_t{at[3]} << 24);
                    const uint32_t shift = static_cast<uint32_t>(x) & 7u;
                    return shift == 0 ? low : (low >> shift) | (uint32_t{at[4]} << (32u - shift));
                }
                // Near the row's ends: the same read, masked.
                return x > -32 && x < cells->width_ ? cells->read_row(bytes, readable, x) : 0u;
            } else {
                return cells->forward(x, y);
            }
        }
        // 1 when cell x of the row is open (off the map: 0), as open_bit().
        FIXPATH_ALWAYS_INLINE constexpr uint32_t bit(int32_t x) const {
            if constexpr (IsSame<Map, BitMap>::value) {
                if (bytes == nullptr || static_cast<uint32_t>(x) >= static_cast<uint32_t>(cells->width_)) {
                    return 0;
                }
                return (uint32_t{bytes[static_cast<uint32_t>(x) >> 3]} >> (static_cast<uint32_t>(x) & 7u)) & 1u;
            } else {
                return cells->open_bit(x, y);
            }
        }
    };
    constexpr Row row(int32_t y) const {
        const uint8_t* bytes = nullptr;
        uint32_t readable = 0;
        if constexpr (IsSame<Map, BitMap>::value) {
            if (static_cast<uint32_t>(y) < static_cast<uint32_t>(height_)) {
                bytes = map_.row(y);
                readable = map_bytes_ - static_cast<uint32_t>(y) * static_cast<uint32_t>(map_.row_bytes());
            }
        }
        return Row{this, bytes, readable, y};
    }

    // Cells x - 1, x, x + 1 of row y in bits 0, 1, 2.
    FIXPATH_ALWAYS_INLINE constexpr uint32_t three(int32_t x, int32_t y) const {
        if constexpr (IsSame<Map, BitMap>::value) {
            return forward(x - 1, y) & 7u;
        } else {
            return (open(x - 1, y) ? 1u : 0u) | (open(x, y) ? 2u : 0u) | (open(x + 1, y) ? 4u : 0u);
        }
    }

    // 1 when cell (x, y) is open, else 0.
    constexpr uint32_t open_bit(int32_t x, int32_t y) const { return open(x, y) ? 1u : 0u; }

    constexpr bool open(int32_t x, int32_t y) const {
        if (static_cast<uint32_t>(x) >= static_cast<uint32_t>(width_) ||
            static_cast<uint32_t>(y) >= static_cast<uint32_t>(height_)) {
            return false;
        }
        const uint8_t m = map_.cost(x, y);
        if (m > 1) {
            non_uniform = true;
        }
        return m != 0;
    }

    constexpr int32_t width() const { return width_; }
    constexpr int32_t height() const { return height_; }
    constexpr const Map& map() const { return map_; }

    // Set when a cell read had a multiplier other than 0 or 1.
    mutable bool non_uniform = false;

private:
    Map map_;
    int32_t width_;
    int32_t height_;
    int32_t inner_bits_ = 0;
    uint32_t wide_end_ = 0;  // eight-byte reads serve cells x < wide_end_ (see word())
    uint32_t map_bytes_ = 0;  // a BitMap's bytes, every row
};

// A diagonal ray from (x, y) in direction `dir`, walked cell by cell or
// jump point by jump point: its step, the cell reached and the cells walked.
struct DiagonalRay {
    int32_t dx, dy;
    int32_t x, y;
    uint32_t walked;
    constexpr DiagonalRay(int32_t from_x, int32_t from_y, uint32_t dir)
        : dx(kDirectionDx[dir]), dy(kDirectionDy[dir]), x(from_x), y(from_y), walked(0) {}
};

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_DETAIL_JPS_CELLS_HPP
