// fixpath/hex/hex_grid.hpp - hex maps: axial coordinates, the four offset
// layouts games store them in, directions and the hex distance.
//
// A hex map is stored as an ordinary rectangular map (any fixpath map:
// ByteCostMap, GridMap, BitMap...) read as offset rows or columns: the cell
// in column `col`, row `row` of the map is one hex. The API speaks axial
// coordinates (q, r), where the six neighbours are fixed vectors and the
// distance is one formula; hex_from_offset() and offset_from_hex() convert
// (Red Blob Games' conventions, "Hexagonal Grids", offset coordinates):
//
//   PointyOddRows   pointy-topped hexes, odd rows shoved half a hex right
//   PointyEvenRows  pointy-topped, even rows shoved right
//   FlatOddColumns  flat-topped hexes, odd columns shoved half a hex down
//   FlatEvenColumns flat-topped, even columns shoved down
//
//   pointy-topped, odd rows shoved:     flat-topped, odd columns shoved:
//     (0,0) (1,0) (2,0)                 (0,0)       (2,0)
//        (0,1) (1,1) (2,1)                    (1,0)
//     (0,2) (1,2) (2,2)                 (0,1)       (2,1)
//                                             (1,1)
//
// Directions: d = 0..5, counter-clockwise from axial (+1, 0):
//   d   axial     pointy-topped   flat-topped
//   0   (+1,  0)  E               SE
//   1   (+1, -1)  NE              NE
//   2   ( 0, -1)  NW              N
//   3   (-1,  0)  W               NW
//   4   (-1, +1)  SW              SW
//   5   ( 0, +1)  SE              S
// The opposite of d is (d + 3) mod 6. Searches try neighbours in this
// order (their tie rule depends on it: documented so golden paths agree
// across platforms).
#ifndef FIXPATH_HEX_GRID_HPP
#define FIXPATH_HEX_GRID_HPP

#include <stdint.h>

#include <fixpath/point.hpp>

namespace fixpath {

enum class HexLayout : uint8_t { PointyOddRows, PointyEvenRows, FlatOddColumns, FlatEvenColumns };

// A hex in axial coordinates (16 bits each, as Point: a path buffer takes
// 4 bytes a step; every hex of a map up to kMaxMapSide on a side fits).
struct Hex {
    int16_t q;
    int16_t r;
};

constexpr Hex make_hex(int32_t q, int32_t r) { return Hex{static_cast<int16_t>(q), static_cast<int16_t>(r)}; }

constexpr bool operator==(Hex a, Hex b) { return a.q == b.q && a.r == b.r; }
constexpr bool operator!=(Hex a, Hex b) { return !(a == b); }

constexpr int32_t kHexDirectionDq[6] = {1, 1, 0, -1, -1, 0};
constexpr int32_t kHexDirectionDr[6] = {0, -1, -1, 0, 1, 1};
// A hex reached with no move (a search's start, a seed).
constexpr uint8_t kNoHexDirection = 7;

constexpr bool hex_pointy(HexLayout layout) {
    return layout == HexLayout::PointyOddRows || layout == HexLayout::PointyEvenRows;
}

namespace detail {
// Half of the shoved rows (columns) before `line`, for odd (shove = 1) or
// even (shove = 0) shoving: (line - (line & 1)) / 2 or (line + (line & 1)) / 2,
// exact for negative lines too (the operand is even).
constexpr int32_t hex_shift(int32_t line, bool odd) {
    return odd ? (line - (line & 1)) / 2 : (line + (line & 1)) / 2;
}
}  // namespace detail

// The axial coordinates of the map cell (column x, row y).
constexpr Hex hex_from_offset(Point cell, HexLayout layout) {
    switch (layout) {
        case HexLayout::PointyOddRows: return make_hex(cell.x - detail::hex_shift(cell.y, true), cell.y);
        case HexLayout::PointyEvenRows: return make_hex(cell.x - detail::hex_shift(cell.y, false), cell.y);
        case HexLayout::FlatOddColumns: return make_hex(cell.x, cell.y - detail::hex_shift(cell.x, true));
        case HexLayout::FlatEvenColumns: break;
    }
    return make_hex(cell.x, cell.y - detail::hex_shift(cell.x, false));
}

// The map cell (column, row) of an axial hex.
constexpr Point offset_from_hex(Hex h, HexLayout layout) {
    switch (layout) {
        case HexLayout::PointyOddRows: return make_point(h.q + detail::hex_shift(h.r, true), h.r);
        case HexLayout::PointyEvenRows: return make_point(h.q + detail::hex_shift(h.r, false), h.r);
        case HexLayout::FlatOddColumns: return make_point(h.q, h.r + detail::hex_shift(h.q, true));
        case HexLayout::FlatEvenColumns: break;
    }
    return make_point(h.q, h.r + detail::hex_shift(h.q, false));
}

constexpr Hex hex_neighbour(Hex h, uint8_t direction) {
    return make_hex(h.q + kHexDirectionDq[direction % 6u], h.r + kHexDirectionDr[direction % 6u]);
}

// Steps between two hexes: max(|dq|, |dr|, |dq + dr|).
constexpr uint32_t hex_distance(Hex a, Hex b) {
    const int32_t dq = a.q - b.q;
    const int32_t dr = a.r - b.r;
    const int32_t ds = -dq - dr;
    const uint32_t aq = static_cast<uint32_t>(dq < 0 ? -dq : dq);
    const uint32_t ar = static_cast<uint32_t>(dr < 0 ? -dr : dr);
    const uint32_t as = static_cast<uint32_t>(ds < 0 ? -ds : ds);
    const uint32_t m = aq > ar ? aq : ar;
    return m > as ? m : as;
}

}  // namespace fixpath

#endif  // FIXPATH_HEX_GRID_HPP
