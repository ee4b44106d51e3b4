// fixpath/point.hpp - grid coordinates and rectangular search areas.
#ifndef FIXPATH_POINT_HPP
#define FIXPATH_POINT_HPP

#include <stdint.h>

namespace fixpath {

// A cell of a grid map: x is the column, y the row, (0, 0) the top-left cell.
// 16-bit coordinates keep a path buffer at 4 bytes a step on small devices;
// maps may be up to 32767 cells on a side (kMaxMapSide).
struct Point {
    int16_t x;
    int16_t y;
};

constexpr int32_t kMaxMapSide = 32767;

constexpr bool operator==(Point a, Point b) { return a.x == b.x && a.y == b.y; }
constexpr bool operator!=(Point a, Point b) { return !(a == b); }

constexpr Point make_point(int32_t x, int32_t y) {
    return Point{static_cast<int16_t>(x), static_cast<int16_t>(y)};
}

// A rectangle of cells [x, x + width) x [y, y + height). A search may be
// confined to one; cells of the area that lie off the map count as blocked.
// The area, not the map, is what a search state must be large enough for:
// a 65x65 window (delta 32) searches a 1024x1024 map with a 65x65 state.
struct Area {
    int32_t x;
    int32_t y;
    int32_t width;
    int32_t height;

    constexpr uint32_t cells() const {
        return static_cast<uint32_t>(width) * static_cast<uint32_t>(height);
    }
    constexpr bool contains(int32_t px, int32_t py) const {
        return px >= x && py >= y && px - x < width && py - y < height;
    }
    // The square window of +-delta cells around a centre (seed 004's DELTA):
    // (2 * delta + 1) cells on a side.
    static constexpr Area around(Point centre, int32_t delta) {
        return Area{centre.x - delta, centre.y - delta, 2 * delta + 1, 2 * delta + 1};
    }
};

}  // namespace fixpath

#endif  // FIXPATH_POINT_HPP
