// fixpath/jump_table.hpp - precomputed jumps for jump point search (JPS+):
// for every cell and each of the 8 directions, how far the ray from it
// goes, so that a search reads one entry where it would scan.
//
//     static int16_t g_table[64 * 64 * 8];                 // 16 bytes a cell; or in ROM
//     fixpath::build_jump_table(map, g_table, 64 * 64 * 8);
//     fixpath::JumpPointSearch<fixpath::BitMap, State> search(map, state,
//                                                           fixpath::JumpTable(g_table, 64, 64));
//
// Entry (x, y, d), d in the engine's direction order (N, E, S, W, NE, SE,
// SW, NW), with the rules of jump_point_search.hpp (8 moves, no corner
// cutting):
//   k > 0   the ray from (x, y) in direction d meets a jump point k cells
//           away (a straight ray: a cell with a forced neighbour; a diagonal
//           ray: a cell whose straight rays along the diagonal's two
//           components meet one), every cell before it open;
//   -k <= 0 the ray meets none: it can take k steps before a wall, the
//           map's edge or (diagonally) a corner it may not cut.
// The goal is not in the table (it changes every query): the search checks
// whether it lies on a ray within the ray's reach.
//
// Cost: 8 entries a cell, 16 bytes (int16_t: rays up to 32,767 cells, any
// map fixpath searches). Building is O(cells): each direction is a sweep in
// which a cell's entry follows from its neighbour's. A map edit changes the
// entries of the rays through the edited cell: its row, its column, its two
// diagonals and, through forced neighbours, the rows and columns next to
// them; rebuild the table (a 64x64 map: 32,768 entries) or those lines.
#ifndef FIXPATH_JUMP_TABLE_HPP
#define FIXPATH_JUMP_TABLE_HPP

#include <stdint.h>

#include <fixpath/point.hpp>
#include <fixpath/search_state.hpp>

namespace fixpath {

class JumpTable {
public:
    constexpr JumpTable() = default;
    constexpr JumpTable(const int16_t* entries, int32_t width, int32_t height)
        : entries_(entries), width_(width), height_(height) {}

    constexpr int32_t width() const { return width_; }
    constexpr int32_t height() const { return height_; }
    constexpr bool empty() const { return entries_ == nullptr; }
    // Entry (x, y, direction); (x, y) on the map.
    constexpr int32_t entry(int32_t x, int32_t y, uint32_t direction) const {
        return entries_[(static_cast<uint32_t>(y) * static_cast<uint32_t>(width_) + static_cast<uint32_t>(x)) * 8u +
                        direction];
    }

    static constexpr uint32_t entries_for(int32_t width, int32_t height) {
        return width <= 0 || height <= 0 ? 0u : static_cast<uint32_t>(width) * static_cast<uint32_t>(height) * 8u;
    }

private:
    const int16_t* entries_ = nullptr;
    int32_t width_ = 0;
    int32_t height_ = 0;
};

namespace detail {
template <typename Map>
constexpr bool table_open(const Map& map, int32_t x, int32_t y) {
    return x >= 0 && y >= 0 && x < map.width() && y < map.height() && map.cost(x, y) != 0;
}
}  // namespace detail

// Fills `out` (JumpTable::entries_for(w, h) entries) with the jump table of
// `map`. False when the map is not searchable (sides 1..kMaxMapSide),
// `capacity` is too small, or the map has terrain (a multiplier other than 0
// or 1: jump point search is for walls-and-floor maps); then `out` holds no
// usable table.
template <typename Map>
constexpr bool build_jump_table(const Map& map, int16_t* out, uint32_t capacity) {
    const int32_t w = map.width();
    const int32_t h = map.height();
    if (w <= 0 || h <= 0 || w > kMaxMapSide || h > kMaxMapSide || out == nullptr ||
        JumpTable::entries_for(w, h) > capacity) {
        return false;
    }
    for (int32_t y = 0; y < h; ++y) {
        for (int32_t x = 0; x < w; ++x) {
            if (map.cost(x, y) > 1) {
                return false;
            }
        }
    }
    auto at = [&](int32_t x, int32_t y, uint32_t dir) -> int16_t& {
        return out[(static_cast<uint32_t>(y) * static_cast<uint32_t>(w) + static_cast<uint32_t>(x)) * 8u + dir];
    };
    auto open = [&](int32_t x, int32_t y) { return detail::table_open(map, x, y); };
    // The entry of a cell from its neighbour n along the ray: a jump point
    // at n is 1; else one step more than n's (k + 1 or -(k + 1)).
    auto follow = [](bool stop_at_next, int32_t next) -> int16_t {
        return static_cast<int16_t>(stop_at_next ? 1 : (next > 0 ? next + 1 : next - 1));
    };
    // One sweep a direction, against the direction of travel, so that the
    // next cell's entry is known first; the straight directions (0-3) come
    // before the diagonals, whose cells need their straight entries.
    for (uint32_t dir = 0; dir < 8; ++dir) {
        const int32_t dx = kDirectionDx[dir];
        const int32_t dy = kDirectionDy[dir];
        const int32_t x_first = dx > 0 ? w - 1 : 0;
        const int32_t x_step = dx > 0 ? -1 : 1;
        const int32_t y_first = dy > 0 ? h - 1 : 0;
        const int32_t y_step = dy > 0 ? -1 : 1;
        for (int32_t y = y_first; y >= 0 && y < h; y += y_step) {
            for (int32_t x = x_first; x >= 0 && x < w; x += x_step) {
                const int32_t nx = x + dx;
                const int32_t ny = y + dy;
                // A step needs its target open, and a diagonal both cells it squeezes past.
                if (!open(x, y) || !open(nx, ny) || (dir >= 4 && (!open(nx, y) || !open(x, ny)))) {
                    at(x, y, dir) = 0;
                    continue;
                }
                bool stop = false;
                if (dir >= 4) {  // n is a jump point when a straight ray from it along either component meets one
                    stop = at(nx, ny, dx > 0 ? kEast : kWest) > 0 || at(nx, ny, dy > 0 ? kSouth : kNorth) > 0;
                } else if (dy == 0) {  // forced at n: a side cell open there whose cell beside us is blocked
                    stop = (open(nx, ny - 1) && !open(x, y - 1)) || (open(nx, ny + 1) && !open(x, y + 1));
                } else {
                    stop = (open(nx - 1, ny) && !open(x - 1, y)) || (open(nx + 1, ny) && !open(x + 1, y));
                }
                // (n is open, so on the map: its entry is already written.)
                at(x, y, dir) = follow(stop, at(nx, ny, dir));
            }
        }
    }
    return true;
}

}  // namespace fixpath

#endif  // FIXPATH_JUMP_TABLE_HPP
