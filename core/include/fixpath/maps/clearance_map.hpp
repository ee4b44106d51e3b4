// fixpath/maps/clearance_map.hpp - big units (2x2, 3x3, ...) on the same map:
// a clearance annotation and a map adapter that lets the ordinary engine
// search for a unit of side k.
//
//     static uint8_t g_clearance[64 * 64];               // one byte a cell (or in ROM, precomputed)
//     fixpath::compute_clearance(map, g_clearance, 64 * 64);
//     fixpath::UnitSizeMap<fixpath::ByteCostMap> big(map, g_clearance, 2);   // a 2x2 unit
//     fixpath::UnitSizeMap<fixpath::ByteCostMap> small_ram(map, nullptr, 2); // the same, no clearance bytes
//     fixpath::find_path(big, state, start, goal, path, n);  // positions are the unit's top-left cell
//     map_cells[i] = 0;  fixpath::update_clearance(map, g_clearance, changed_cell);   // a wall appears
//
// Three ways to hold a big unit's map, by memory and speed (M0+ instructions
// per expansion, the device benchmark): the clearance (one byte a cell, any
// unit size, ~2x a plain search's cost: the footprint's multipliers are read
// per neighbour), no bytes at all (UnitSizeMap with a null clearance: the
// footprint scanned, a little slower still) or a unit cost map for one size
// (compute_unit_costs: one byte a cell per size, searched as a plain
// ByteCostMap at the plain search's speed).
//
// Clearance: for every cell, the side of the largest free square whose
// top-left corner it is (true clearance: walls and the map's edge bound it),
// capped at 255; 0 on a wall. Computed in one sweep from the bottom-right
// (c = 1 + min(right, below, below-right)), O(cells), into caller memory.
//
// A unit of side k stands on (x, y) when clearance(x, y) >= k: its
// footprint, the k x k square from (x, y), is free. It moves as the map's
// rules say with CornerRule::Never meaning the whole footprint: a diagonal
// step needs the two orthogonal positions free too (the square sweeps
// them). Entering a position costs the base step times the dearest
// multiplier of the cells the footprint covers there (documented choice:
// a big unit is as slow as its slowest cell).
//
// A map edit changes the clearance of the cells up and to the left of the
// edited one (at most 255 rows and columns of them): update_clearance()
// recomputes exactly those, stopping where nothing changes.
#ifndef FIXPATH_CLEARANCE_MAP_HPP
#define FIXPATH_CLEARANCE_MAP_HPP

#include <stdint.h>

#include <fixpath/detail/native_math.hpp>
#include <fixpath/point.hpp>

namespace fixpath {

namespace detail {
template <typename Map>
uint8_t clearance_at(const Map& map, const uint8_t* c, int32_t x, int32_t y) {
    if (map.cost(x, y) == 0) {
        return 0;
    }
    const int32_t w = map.width();
    const int32_t h = map.height();
    auto at = [&](int32_t cx, int32_t cy) -> uint32_t {
        return cx >= w || cy >= h ? 0u : c[static_cast<uint32_t>(cy) * static_cast<uint32_t>(w) + static_cast<uint32_t>(cx)];
    };
    uint32_t m = at(x + 1, y);
    const uint32_t b = at(x, y + 1);
    const uint32_t d = at(x + 1, y + 1);
    m = b < m ? b : m;
    m = d < m ? d : m;
    return static_cast<uint8_t>(m >= 254u ? 255u : m + 1u);
}
}  // namespace detail

// Fills out[width * height] with the clearance of every cell. False (nothing
// written) when `capacity` is too small or the map is empty.
template <typename Map>
bool compute_clearance(const Map& map, uint8_t* out, uint32_t capacity) {
    const int32_t w = map.width();
    const int32_t h = map.height();
    if (w <= 0 || h <= 0 || out == nullptr || static_cast<uint64_t>(w) * static_cast<uint64_t>(h) > capacity) {
        return false;
    }
    for (int32_t y = h - 1; y >= 0; --y) {
        for (int32_t x = w - 1; x >= 0; --x) {
            out[static_cast<uint32_t>(y) * static_cast<uint32_t>(w) + static_cast<uint32_t>(x)] =
                detail::clearance_at(map, out, x, y);
        }
    }
    return true;
}

// After the cell `changed` of `map` changed (blocked, freed or another
// multiplier), brings `clearance` (from compute_clearance) up to date:
// the cells up and to the left of it, row by row from the changed one
// upward, each row from right to left, stopping at a row where nothing
// changed. O(affected cells), at most 255 x 255.
template <typename Map>
void update_clearance(const Map& map, uint8_t* clearance, Point changed) {
    const int32_t w = map.width();
    if (changed.x < 0 || changed.y < 0 || changed.x >= w || changed.y >= map.height()) {
        return;
    }
    const int32_t x_end = changed.x;
    const int32_t x_first = changed.x - 255 < 0 ? 0 : changed.x - 255;
    for (int32_t y = changed.y; y >= 0 && y > changed.y - 256; --y) {
        bool any = false;
        for (int32_t x = x_end; x >= x_first; --x) {
            uint8_t& c = clearance[static_cast<uint32_t>(y) * static_cast<uint32_t>(w) + static_cast<uint32_t>(x)];
            const uint8_t now = detail::clearance_at(map, clearance, x, y);
            if (now != c) {
                c = now;
                any = true;
            }
        }
        if (!any && y != changed.y) {
            return;  // a row unchanged: the rows above depend only on it and on themselves
        }
    }
}

// A map for a unit of side `side` (1..255): a position is passable when
// the unit's footprint is free (clearance >= side), and costs the dearest
// multiplier under the footprint. Reads `map` and `clearance` in place.
// Without a clearance (nullptr: no byte a cell to spare, a small unit) the
// footprint is scanned instead: the same answers, side x side map reads a
// position whatever it holds (with the clearance, a wall is one read).
template <typename Map>
class UnitSizeMap {
public:
    constexpr UnitSizeMap(const Map& map, const uint8_t* clearance, int32_t side)
        : map_(map), clearance_(clearance), side_(side < 1 ? 1 : side) {}

    constexpr int32_t width() const { return map_.width(); }
    constexpr int32_t height() const { return map_.height(); }
    uint8_t cost(int32_t x, int32_t y) const {
        if (clearance_ != nullptr) {
            const uint8_t c =
                clearance_[detail::row_major_offset(x, y, map_.width())];
            if (c < side_) {
                return 0;
            }
        } else if (x > map_.width() - side_ || y > map_.height() - side_) {
            return 0;  // the footprint would leave the map
        }
        uint8_t dearest = 1;
        for (int32_t dy = 0; dy < side_; ++dy) {
            for (int32_t dx = 0; dx < side_; ++dx) {
                const uint8_t m = static_cast<uint8_t>(map_.cost(x + dx, y + dy));
                if (m == 0) {
                    return 0;  // (only without a clearance: with one the footprint is free)
                }
                dearest = m > dearest ? m : dearest;
            }
        }
        return dearest;
    }
    constexpr int32_t side() const { return side_; }

private:
    Map map_;
    const uint8_t* clearance_;
    int32_t side_;
};

// The fastest form for one unit size: every position's cost for a unit of
// side `side` (UnitSizeMap's answers: 0 where it cannot stand, else the
// dearest multiplier under it), one byte a cell in `out`, to be searched as
// an ordinary ByteCostMap (the engine's direct cell reads: as fast as a
// unit of one cell). A byte a cell for each unit size; from the host tool or
// on the device. False (nothing written) when `capacity` is too small.
template <typename Map>
bool compute_unit_costs(const Map& map, int32_t side, uint8_t* out, uint32_t capacity) {
    const int32_t w = map.width();
    const int32_t h = map.height();
    if (w <= 0 || h <= 0 || side < 1 || out == nullptr ||
        static_cast<uint64_t>(w) * static_cast<uint64_t>(h) > capacity) {
        return false;
    }
    const UnitSizeMap<Map> unit(map, nullptr, side);
    for (int32_t y = 0; y < h; ++y) {
        for (int32_t x = 0; x < w; ++x) {
            out[static_cast<uint32_t>(y) * static_cast<uint32_t>(w) + static_cast<uint32_t>(x)] = unit.cost(x, y);
        }
    }
    return true;
}

// After the cell `changed` of `map` changed, brings `costs` (from
// compute_unit_costs with the same side) up to date: the side x side
// positions whose footprint covers it.
template <typename Map>
void update_unit_costs(const Map& map, int32_t side, uint8_t* costs, Point changed) {
    const int32_t w = map.width();
    if (side < 1 || changed.x < 0 || changed.y < 0 || changed.x >= w || changed.y >= map.height()) {
        return;
    }
    const UnitSizeMap<Map> unit(map, nullptr, side);
    for (int32_t y = changed.y - side + 1 < 0 ? 0 : changed.y - side + 1; y <= changed.y; ++y) {
        for (int32_t x = changed.x - side + 1 < 0 ? 0 : changed.x - side + 1; x <= changed.x; ++x) {
            costs[static_cast<uint32_t>(y) * static_cast<uint32_t>(w) + static_cast<uint32_t>(x)] = unit.cost(x, y);
        }
    }
}

}  // namespace fixpath

#endif  // FIXPATH_CLEARANCE_MAP_HPP
