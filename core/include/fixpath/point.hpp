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

// Parent directions, in the fixed order the engine visits neighbours:
// N, E, S, W, then NE, SE, SW, NW. y grows downwards (row index).
enum Direction : uint8_t {
    kNorth = 0,
    kEast = 1,
    kSouth = 2,
    kWest = 3,
    kNorthEast = 4,
    kSouthEast = 5,
    kSouthWest = 6,
    kNorthWest = 7
};

constexpr int8_t kDirectionDx[8] = {0, 1, 0, -1, 1, 1, -1, -1};
constexpr int8_t kDirectionDy[8] = {-1, 0, 1, 0, -1, 1, 1, -1};

constexpr bool operator==(Point a, Point b) { return a.x == b.x && a.y == b.y; }
constexpr bool operator!=(Point a, Point b) { return !(a == b); }

constexpr Point make_point(int32_t x, int32_t y) {
    return Point{static_cast<int16_t>(x), static_cast<int16_t>(y)};
}

// A rectangle of cells [x, x + width) x [y, y + height). A search may be
// confined to one; cells of the area that lie off the map count as blocked.
// The area, not the map, is what a search state must be large enough for:
// a 65x65 window (delta 32) searches a 1024x1024 map with a 65x65 state.
//
// Any four integers are a valid Area value: contains() and around() never
// overflow. A search accepts an area whose sides are 1..kMaxMapSide and
// whose corner lies within +-kMaxMapSide of the map's origin
// (valid_search_area()); others get a status, never undefined behaviour.
struct Area {
    int32_t x;
    int32_t y;
    int32_t width;
    int32_t height;

    // width * height, or 0 for an empty (or negative) side.
    constexpr uint32_t cells() const {
        return width <= 0 || height <= 0 ? 0u : static_cast<uint32_t>(width) * static_cast<uint32_t>(height);
    }
    // (The differences are taken in unsigned arithmetic once px >= x: exact,
    // since they are below 2^32, and free of signed overflow.)
    constexpr bool contains(int32_t px, int32_t py) const {
        return width > 0 && height > 0 && px >= x && py >= y &&
               static_cast<uint32_t>(px) - static_cast<uint32_t>(x) < static_cast<uint32_t>(width) &&
               static_cast<uint32_t>(py) - static_cast<uint32_t>(y) < static_cast<uint32_t>(height);
    }
    // Whether the two areas share a cell. The far edges are summed in 64
    // bits: exact for any representable corner and sides.
    constexpr bool overlaps(const Area& o) const {
        return cells() != 0 && o.cells() != 0 && int64_t{o.x} < int64_t{x} + width &&
               int64_t{x} < int64_t{o.x} + o.width && int64_t{o.y} < int64_t{y} + height &&
               int64_t{y} < int64_t{o.y} + o.height;
    }
    // The square window of +-delta cells around a centre (seed 004's DELTA):
    // (2 * delta + 1) cells on a side. delta is clamped to 0..kMaxMapSide
    // (a wider window covers no more of any map).
    static constexpr Area around(Point centre, int32_t delta) {
        const int32_t d = delta < 0 ? 0 : (delta > kMaxMapSide ? kMaxMapSide : delta);
        return Area{centre.x - d, centre.y - d, 2 * d + 1, 2 * d + 1};
    }
};

// Whether a search can take `area`: sides of 1..kMaxMapSide cells and a
// corner within +-kMaxMapSide, so that every coordinate it computes fits.
constexpr bool valid_search_area(const Area& area) {
    return area.width > 0 && area.height > 0 && area.width <= kMaxMapSide && area.height <= kMaxMapSide &&
           area.x >= -kMaxMapSide && area.x <= kMaxMapSide && area.y >= -kMaxMapSide && area.y <= kMaxMapSide;
}

}  // namespace fixpath

#endif  // FIXPATH_POINT_HPP
