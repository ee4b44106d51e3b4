// fixpath/jps/jump_table.hpp - precomputed jumps for jump point search (JPS+):
// for every cell and each of the 8 directions, how far the ray from it
// goes, so that a search reads one entry where it would scan.
//
//     static int16_t g_table[64 * 64 * 8];                 // 16 bytes a cell; or in ROM
//     fixpath::build_jump_table(map, g_table, 64 * 64 * 8);
//     fixpath::JumpPointSearch<fixpath::BitMap, State> search(map, state,
//                                                           fixpath::JumpTable(g_table, 64, 64));
//
// or `fixpath jps build MAP --header OUT.hpp [--entry-bytes 1]` on the host
// (constexpr arrays for ROM), or a file: jump_table_format.hpp.
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
// Entries are int16_t (16 bytes a cell: any ray of a map fixpath searches,
// up to 32,767 cells) or int8_t (8 bytes a cell). An int8_t entry holds
// k up to 127; a longer ray is stored as kJumpContinue (-128): "127 cells
// open and no jump point among them: read the entry 127 cells on", which
// holds the rest of the same ray. A search follows the chain (one extra
// read per 127 cells, only on rays that long), so both widths give the same
// answers; on maps whose rays are all shorter than 128 cells (a 128x128 map
// or smaller) the 8-bit table is half the size for nothing.
//
// Building is O(cells): each direction is a sweep in which a cell's entry
// follows from its neighbour's (jump_entry() below, the one rule that both
// building and validating a file use). A map edit changes the entries of
// the rays through the edited cell: its row, its column, its two diagonals
// and, through forced neighbours, the rows and columns next to them;
// rebuild the table (a 64x64 map: 32,768 entries) or those lines.
#ifndef FIXPATH_JUMP_TABLE_HPP
#define FIXPATH_JUMP_TABLE_HPP

#include <stdint.h>

#include <fixpath/detail/support.hpp>
#include <fixpath/point.hpp>
#include <fixpath/state/search_state.hpp>

namespace fixpath {

// The marker of a continued int8_t entry (see above) and the longest ray
// an int8_t entry holds itself.
constexpr int32_t kJumpContinue = -128;
constexpr int32_t kJumpReach8 = 127;

// A view of a jump table: entries in caller memory (RAM or ROM), never
// copied. Three storages: int16_t or int8_t arrays (build_jump_table, the
// generated headers), and little-endian 16-bit bytes (a validated file,
// jump_table_format.hpp, read in place on any CPU and alignment).
class JumpTable {
public:
    enum class Storage : uint8_t { None, Int16, Int8, LittleEndian16 };

    constexpr JumpTable() = default;
    constexpr JumpTable(const int16_t* entries, int32_t width, int32_t height)
        : wide_(entries), width_(width), height_(height), storage_(entries ? Storage::Int16 : Storage::None) {}
    constexpr JumpTable(const int8_t* entries, int32_t width, int32_t height)
        : narrow_(entries), width_(width), height_(height), storage_(entries ? Storage::Int8 : Storage::None) {}
    // 16-bit entries stored as little-endian byte pairs.
    static constexpr JumpTable little_endian(const uint8_t* bytes, int32_t width, int32_t height) {
        JumpTable t;
        t.bytes_ = bytes;
        t.width_ = width;
        t.height_ = height;
        t.storage_ = bytes ? Storage::LittleEndian16 : Storage::None;
        return t;
    }

    constexpr int32_t width() const { return width_; }
    constexpr int32_t height() const { return height_; }
    constexpr bool empty() const { return storage_ == Storage::None; }
    constexpr Storage storage() const { return storage_; }
    constexpr uint32_t entry_bytes() const { return storage_ == Storage::Int8 ? 1u : storage_ == Storage::None ? 0u : 2u; }
    // Whether entries chain (int8_t): then kJumpContinue is a marker, not a value.
    constexpr bool chained() const { return storage_ == Storage::Int8; }

    // The stored entry (x, y, direction), (x, y) on the map: k, -k or, for
    // int8_t entries, kJumpContinue.
    constexpr int32_t entry(int32_t x, int32_t y, uint32_t direction) const {
        const uint32_t i = index(x, y, direction);
        if (storage_ == Storage::Int16) {
            return wide_[i];
        }
        if (storage_ == Storage::Int8) {
            return narrow_[i];
        }
        const uint32_t u = uint32_t{bytes_[2 * i]} | (uint32_t{bytes_[2 * i + 1]} << 8);
        return u >= 0x8000u ? static_cast<int32_t>(u) - 0x10000 : static_cast<int32_t>(u);
    }

    // The ray from (x, y) in `direction` as one value, continued entries
    // followed: k > 0, a jump point k cells on; -k <= 0, k cells and none.
    // (One int, not a struct: a register on every ABI.) A chain that would
    // leave the map (only a corrupt table has one) ends where it is.
    constexpr int32_t ray(int32_t x, int32_t y, uint32_t direction) const {
        if (storage_ == Storage::Int16) {  // the common case, kept short: one load
            return wide_[index(x, y, direction)];
        }
        return other_ray(x, y, direction);
    }

    static constexpr uint32_t entries_for(int32_t width, int32_t height) {
        return width <= 0 || height <= 0 ? 0u : static_cast<uint32_t>(width) * static_cast<uint32_t>(height) * 8u;
    }

private:
    constexpr uint32_t index(int32_t x, int32_t y, uint32_t direction) const {
        return (static_cast<uint32_t>(y) * static_cast<uint32_t>(width_) + static_cast<uint32_t>(x)) * 8u + direction;
    }
    constexpr int32_t other_ray(int32_t x, int32_t y, uint32_t direction) const {
        int32_t e = entry(x, y, direction);
        int32_t base = 0;
        while (e == kJumpContinue && chained()) {
            base += kJumpReach8;
            const int32_t cx = x + kDirectionDx[direction] * base;
            const int32_t cy = y + kDirectionDy[direction] * base;
            if (cx < 0 || cy < 0 || cx >= width_ || cy >= height_) {
                return -(base - kJumpReach8);
            }
            e = entry(cx, cy, direction);
        }
        return e > 0 ? base + e : -(base - e);
    }

    const int16_t* wide_ = nullptr;
    const int8_t* narrow_ = nullptr;
    const uint8_t* bytes_ = nullptr;
    int32_t width_ = 0;
    int32_t height_ = 0;
    Storage storage_ = Storage::None;
};

// The entry (x, y, dir) of `map`'s table, from the map and the entries
// `table` holds for the cells ahead on the ray (and, for a diagonal, the
// straight entries of the next cell): the rule every entry satisfies. A
// table whose every entry equals its jump_entry() is the table of the map
// (by induction along each direction's sweep), which is how
// jump_table_format.hpp validates a file without a second copy.
template <typename Map>
constexpr int32_t jump_entry(const Map& map, const JumpTable& table, int32_t x, int32_t y, uint32_t dir) {
    const int32_t dx = kDirectionDx[dir];
    const int32_t dy = kDirectionDy[dir];
    const int32_t nx = x + dx;
    const int32_t ny = y + dy;
    auto open = [&](int32_t cx, int32_t cy) { return detail::floor_cell(map, cx, cy); };
    // A step needs its target open, and a diagonal both cells it squeezes past.
    if (!open(x, y) || !open(nx, ny) || (dir >= 4 && (!open(nx, y) || !open(x, ny)))) {
        return 0;
    }
    bool stop = false;
    if (dir >= 4) {  // n is a jump point when a straight ray from it along either component meets one
        stop = table.ray(nx, ny, dx > 0 ? kEast : kWest) > 0 || table.ray(nx, ny, dy > 0 ? kSouth : kNorth) > 0;
    } else if (dy == 0) {  // forced at n: a side cell open there whose cell beside us is blocked
        stop = (open(nx, ny - 1) && !open(x, y - 1)) || (open(nx, ny + 1) && !open(x, y + 1));
    } else {
        stop = (open(nx - 1, ny) && !open(x - 1, y)) || (open(nx + 1, ny) && !open(x + 1, y));
    }
    if (stop) {
        return 1;
    }
    // One step more than n's entry (n is open, so on the map).
    const int32_t next = table.entry(nx, ny, dir);
    if (table.chained() && next == kJumpContinue) {
        return kJumpContinue;
    }
    const int32_t k = next > 0 ? next + 1 : next - 1;
    return table.chained() && (k > kJumpReach8 || k < -kJumpReach8) ? kJumpContinue : k;
}

// Whether (x, y), a cell of `table`'s map, is a jump point: a ray of the
// table ends there (the entry of the cell before it, in some direction,
// meets a jump point one cell on). The cells whose goal bounds jump point
// search reads (goal_bounds.hpp: boxes for the jump points only), but for a
// query's start and a cell where a time-sliced scan was cut.
constexpr bool is_jump_point(const JumpTable& table, int32_t x, int32_t y) {
    for (uint32_t dir = 0; dir < 8; ++dir) {
        const int32_t px = x - kDirectionDx[dir];
        const int32_t py = y - kDirectionDy[dir];
        if (px >= 0 && py >= 0 && px < table.width() && py < table.height() && table.ray(px, py, dir) == 1) {
            return true;
        }
    }
    return false;
}

// Fills `out` (JumpTable::entries_for(w, h) entries of Entry, int16_t or
// int8_t) with the jump table of `map`. False when the map is not
// searchable (sides 1..kMaxMapSide), `capacity` is too small, or the map
// has terrain (a multiplier other than 0 or 1: jump point search is for
// walls-and-floor maps); then `out` holds no usable table.
template <typename Map, typename Entry>
constexpr bool build_jump_table(const Map& map, Entry* out, uint32_t capacity) {
    static_assert(sizeof(Entry) <= 2 && static_cast<Entry>(-1) < 0, "jump table entries are int16_t or int8_t");
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
    const JumpTable view(static_cast<const Entry*>(out), w, h);  // reads the entries written so far
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
                out[(static_cast<uint32_t>(y) * static_cast<uint32_t>(w) + static_cast<uint32_t>(x)) * 8u + dir] =
                    static_cast<Entry>(jump_entry(map, view, x, y, dir));
            }
        }
    }
    return true;
}

}  // namespace fixpath

#endif  // FIXPATH_JUMP_TABLE_HPP
