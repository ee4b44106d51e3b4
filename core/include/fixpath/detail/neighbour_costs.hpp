// fixpath/detail/neighbour_costs.hpp - the multipliers of a cell's 8
// neighbours, read once per expansion by the grid front ends that look at
// all of them before deciding (LinkedGridSearch, IncrementalSearch).
#ifndef FIXPATH_DETAIL_NEIGHBOUR_COSTS_HPP
#define FIXPATH_DETAIL_NEIGHBOUR_COSTS_HPP

#include <stdint.h>

#include <fixpath/detail/support.hpp>
#include <fixpath/detail/traits.hpp>
#include <fixpath/point.hpp>

namespace fixpath {
namespace detail {

// m[dir] = the multiplier of (x, y)'s neighbour in direction `dir` (N, E,
// S, W, NE, SE, SW, NW), 0 for a wall or a cell off the width x height map:
// by cost() with bounds checks.
template <typename Map>
void read_neighbour_costs_checked(const Map& map, int32_t width, int32_t height, int32_t x, int32_t y, uint32_t* m) {
    for (uint8_t dir = 0; dir < 8; ++dir) {
        const int32_t nx = x + kDirectionDx[dir];
        const int32_t ny = y + kDirectionDy[dir];
        m[dir] = static_cast<uint32_t>(nx) < static_cast<uint32_t>(width) &&
                         static_cast<uint32_t>(ny) < static_cast<uint32_t>(height)
                     ? static_cast<uint32_t>(map.cost(nx, ny))
                     : 0u;
    }
}

// The same, through one pointer (8 loads, no checks) away from the map's
// edge when the map offers its bytes in place (traits.hpp); the checked
// form, out of line, on the edge.
template <typename Map>
FIXPATH_ALWAYS_INLINE void read_neighbour_costs(const Map& map, int32_t width, int32_t height, int32_t x, int32_t y,
                                                uint32_t* m) {
    if constexpr (HasCellPointer<Map>::value) {
        if (x > 0 && y > 0 && x < width - 1 && y < height - 1) {
            const uint8_t* p = map.cell_pointer(x, y);
            const int32_t stride = map.row_stride();
            for (uint8_t dir = 0; dir < 8; ++dir) {
                m[dir] = p[kDirectionDy[dir] * stride + kDirectionDx[dir]];
            }
            return;
        }
    }
    read_neighbour_costs_checked(map, width, height, x, y, m);
}

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_DETAIL_NEIGHBOUR_COSTS_HPP
