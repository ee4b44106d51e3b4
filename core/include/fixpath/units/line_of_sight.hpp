// fixpath/units/line_of_sight.hpp - may a unit walk straight from here to there?
#ifndef FIXPATH_LINE_OF_SIGHT_HPP
#define FIXPATH_LINE_OF_SIGHT_HPP

#include <stdint.h>

#include <fixpath/engine/move_rules.hpp>
#include <fixpath/fixed_point.hpp>
#include <fixpath/options.hpp>
#include <fixpath/point.hpp>

namespace fixpath {

namespace detail {
// A cell's multiplier, 0 (blocked) for a cell off the map.
template <typename Map>
constexpr uint8_t cost_on_map(const Map& map, Point p) {
    return p.x < 0 || p.y < 0 || p.x >= map.width() || p.y >= map.height() ? uint8_t{0} : map.cost(p.x, p.y);
}
}  // namespace detail

// True when the straight segment from a to b crosses only open cells: every
// cell the segment touches (the supercover of the segment) is on the map,
// not blocked, and has a multiplier of at most `max_multiplier`. Where the
// segment passes exactly through a cell corner it moves diagonally there,
// and the two cells beside that corner follow the corner rule, as a
// diagonal step does: Never (both open), One (at least one), Always.
// Integer arithmetic throughout (products of up to 46 bits, in 64).
template <typename Map>
bool segment_clear(const Map& map, FixedPoint a, FixedPoint b, CornerRule corners = CornerRule::Never,
                   uint8_t max_multiplier = 255) {
    auto open = [&](int32_t x, int32_t y) {
        if (x < 0 || y < 0 || x >= map.width() || y >= map.height()) {
            return false;
        }
        const uint8_t m = map.cost(x, y);
        return m != 0 && m <= max_multiplier;
    };
    // (Cell coordinates a >> 8 stay below 2^23, so the boundary distances
    // and their products below stay far inside 64 bits for any input.)
    if (a.x < 0 || a.y < 0 || b.x < 0 || b.y < 0) {
        return false;
    }
    int32_t cx = a.x >> kCellShift;
    int32_t cy = a.y >> kCellShift;
    const int32_t tx = b.x >> kCellShift;
    const int32_t ty = b.y >> kCellShift;
    if (!open(cx, cy)) {
        return false;
    }
    const int64_t dx = static_cast<int64_t>(b.x) - a.x;
    const int64_t dy = static_cast<int64_t>(b.y) - a.y;
    const int32_t sx = dx > 0 ? 1 : (dx < 0 ? -1 : 0);
    const int32_t sy = dy > 0 ? 1 : (dy < 0 ? -1 : 0);
    const int64_t adx = dx < 0 ? -dx : dx;
    const int64_t ady = dy < 0 ? -dy : dy;
    // Distance (along each axis) from a to the next cell boundary crossed;
    // the boundary reached first is the one with the smaller nx / adx or
    // ny / ady, compared as nx * ady against ny * adx.
    int64_t nx = sx > 0 ? (int64_t{cx + 1} << kCellShift) - a.x : a.x - (int64_t{cx} << kCellShift);
    int64_t ny = sy > 0 ? (int64_t{cy + 1} << kCellShift) - a.y : a.y - (int64_t{cy} << kCellShift);
    int32_t steps = (tx > cx ? tx - cx : cx - tx) + (ty > cy ? ty - cy : cy - ty);
    while ((cx != tx || cy != ty) && steps-- > 0) {
        const int64_t across_x = nx * ady;
        const int64_t across_y = ny * adx;
        if (sy == 0 || (sx != 0 && across_x < across_y)) {
            cx += sx;
            nx += kCellUnits;
        } else if (sx == 0 || across_y < across_x) {
            cy += sy;
            ny += kCellUnits;
        } else {  // exactly through a corner
            const bool side_x = open(cx + sx, cy);
            const bool side_y = open(cx, cy + sy);
            if (!detail::corner_allows(corners, side_x, side_y)) {
                return false;
            }
            cx += sx;
            cy += sy;
            nx += kCellUnits;
            ny += kCellUnits;
        }
        if (!open(cx, cy)) {
            return false;
        }
    }
    return cx == tx && cy == ty;
}

// Between two cell centres.
template <typename Map>
bool line_of_sight(const Map& map, Point a, Point b, CornerRule corners = CornerRule::Never,
                   uint8_t max_multiplier = 255) {
    return segment_clear(map, centre_of(a), centre_of(b), corners, max_multiplier);
}

}  // namespace fixpath

#endif  // FIXPATH_LINE_OF_SIGHT_HPP
