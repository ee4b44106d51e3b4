// fixpath/jps/scan_rays.hpp - where jump point search's rays come from when
// it reads the map (ScanRays: JumpPointSearch's default source).
//
// Reading the map: a BitMap is scanned 32 cells at a time along rows (one
// word of the row and of the rows above and below, and a count of trailing
// zeros: jps/jps_cells.hpp); where eight-byte loads are cheap (x86-64,
// AArch64) 56 cells a load, counting the units the 32-cell words would take
// (the same cuts on every CPU), and without edge tests on a BitMap with
// margins (BitMap::with_margins()). Columns are read a row at a time (three
// cells a read), or, given the map's transpose (column_map()), as rows are.
// Other maps are read through cost(), cell by cell. Each word of a row scan
// (32 cells), each row of a column scan and each step of a diagonal scan is
// a unit of work; a scan that runs out of units stops at the cell it
// reached (jump_point_search.hpp says how that cell goes on).
//
// The search (its cells, goal, units and offers) is reached through Search,
// the JumpPointSearch this is the source of (it befriends its source).
#ifndef FIXPATH_JPS_SCAN_RAYS_HPP
#define FIXPATH_JPS_SCAN_RAYS_HPP

#include <stdint.h>

#include <fixpath/detail/support.hpp>
#include <fixpath/jps/jps_cells.hpp>
#include <fixpath/maps/bit_map.hpp>
#include <fixpath/point.hpp>

namespace fixpath {

template <typename Search>
class ScanRays {
public:
    ScanRays() : columns_(BitMap(nullptr, 0, 0)) {}
    // With the map's columns (its transpose, row x = column x of the map).
    explicit ScanRays(const BitMap& columns) : columns_(columns), use_columns_(true) {}

protected:
    // Whether this source was made for a w x h map (a transpose of another
    // map's sides is refused by begin()).
    bool rays_fit(int32_t w, int32_t h) const {
        return !use_columns_ || (columns_.width() == h && columns_.height() == w);
    }

    // Offers the jump points of the rays from (x, y) that its parent ray
    // `from` leaves open (8: the start, every direction), in direction order;
    // pruned with the heap, from the ray toward the goal (the one that may
    // offer it, which ends the expansion: jump_point_search.hpp). False when
    // the search must stop (OutOfNodes, NonUniformMap).
    // (Where eight-byte loads are cheap and every map this source reads has
    // margins, BitMap::with_margins(), the rays are followed by a copy of
    // this code that reads them without edge tests: chosen once an
    // expansion, not at every scan.)
    template <bool Buckets, typename Cost>
    bool follow_rays(int32_t x, int32_t y, Cost g, uint32_t from) {
        using Cells = decltype(Search::cells_);
        if constexpr (detail::kFastUnaligned64 && detail::IsSame<Cells, detail::JpsCells<BitMap>>::value) {
            if (self().cells_.map().has_margins() && (!use_columns_ || columns_.map().has_margins())) {
                return follow<Buckets, true>(x, y, g, from);
            }
        }
        return follow<Buckets, false>(x, y, g, from);
    }

private:
    // What a ray scan found.
    enum class Ray : uint8_t { None, Point, Cut };

    Search& self() { return static_cast<Search&>(*this); }

    template <bool Buckets, bool Margins, typename Cost>
    bool follow(int32_t x, int32_t y, Cost g, uint32_t from) {
        Search& s = self();
        const uint32_t dirs = s.bounded(x, y, s.directions(x, y, from));
        uint32_t first = 0;
        uint32_t rays = s.template rays_in_order<Buckets>(x, y, dirs, first);
        for (uint32_t i = 0; rays != 0; ++i, rays >>= 1) {
            if ((rays & 1u) == 0) {
                continue;
            }
            const uint32_t dir = Search::template ray_direction<Buckets>(first, i);
            s.units_ = s.units_ > 0 ? s.units_ : 1u;  // every ray takes at least one step
            if constexpr (Search::kPrunes) {
                if (dir >= 4 && s.prune_) {
                    if (!diagonal_pruned<Buckets, Margins>(x, y, g, dir)) {
                        return false;
                    }
                    if (s.met_terrain()) {
                        return false;
                    }
                    if (s.goal_settled_) {
                        return true;  // the goal is final: the rays left cannot matter
                    }
                    continue;
                }
            }
            int32_t jx = 0;
            int32_t jy = 0;
            uint32_t steps = 0;
            const Ray found = dir < 4 ? straight<Margins>(x, y, kDirectionDx[dir], kDirectionDy[dir], jx, jy, steps)
                                      : diagonal<Margins>(x, y, kDirectionDx[dir], kDirectionDy[dir], jx, jy, steps);
            if (s.met_terrain()) {
                return false;
            }
            if (found == Ray::None) {
                continue;
            }
            if (!s.template offer<Buckets>(jx, jy, g, steps, dir)) {
                return false;
            }
            if (s.goal_settled_) {
                return true;  // the goal is final: the rays left cannot matter
            }
        }
        return true;
    }

    // A diagonal ray with intercardinal pruning (a state that records bent
    // rays): at each cell of the ray the two straight rays along its
    // components are scanned, row first, and the jump points they find are
    // offered at once, reached by a bent ray (the diagonal leg, then the
    // straight one); the cell itself enters the open list only when it is
    // the goal or when the units ran out during its scans (then its
    // expansion scans them again), and the diagonal goes on past it. The
    // same cells are reached at the same costs as by expanding each such
    // cell (with no corner cutting a diagonal ray has no forced neighbours:
    // its cells' successors are exactly these three rays), without pushing,
    // popping and rescanning it. False when the search must stop.
    template <bool Buckets, bool Margins, typename Cost>
    bool diagonal_pruned(int32_t x, int32_t y, Cost g, uint32_t dir) {
        Search& s = self();
        detail::DiagonalRay ray(x, y, dir);
        while (s.take()) {
            const int32_t nx = ray.x + ray.dx;
            const int32_t ny = ray.y + ray.dy;
            if (!s.cells_.open(nx, ray.y) || !s.cells_.open(ray.x, ny) || !s.cells_.open(nx, ny)) {
                return true;
            }
            ray.x = nx;
            ray.y = ny;
            ++ray.walked;
            if (ray.x == s.goal_.x && ray.y == s.goal_.y) {
                return s.template offer<Buckets>(ray.x, ray.y, g, ray.walked, dir);
            }
            int32_t jx = 0, jy = 0;
            uint32_t row_steps = 0, column_steps = 0;
            const Ray row = along_row<Margins>(ray.x, ray.y, ray.dx, jx, jy, row_steps);
            const Ray column_ray =
                row == Ray::Cut ? Ray::Cut : column<Margins>(ray.x, ray.y, ray.dy, jx, jy, column_steps);
            if (column_ray == Ray::Cut) {
                return s.template offer<Buckets>(ray.x, ray.y, g, ray.walked, dir);  // the units ran out in its scans: the cell itself
            }
            if (row == Ray::None && column_ray == Ray::None) {
                continue;  // not a jump point: the diagonal goes on
            }
            // (With goal bounds: only the rays the jump point's box allows,
            // as its expansion would scan.)
            const uint32_t row_dir = Search::straight_of(ray.dx, 0);
            const uint32_t column_dir = Search::straight_of(0, ray.dy);
            const uint32_t allowed = s.bounded_sides(ray.x, ray.y, row_dir, column_dir, dir);
            const bool row_allowed = (allowed >> row_dir & 1u) != 0;
            const bool column_allowed = (allowed >> column_dir & 1u) != 0;
            if (!s.template offer_sides<Buckets>(ray.x, ray.y, g, dir, ray.walked, row == Ray::Point && row_allowed ? row_steps : 0u,
                                      column_ray == Ray::Point && column_allowed ? column_steps : 0u)) {
                return false;
            }
            if ((allowed >> dir & 1u) == 0 || s.goal_settled_) {
                return true;
            }
        }
        return ray.walked == 0 || s.template offer<Buckets>(ray.x, ray.y, g, ray.walked, dir);  // the units ran out on the diagonal: its cell
    }

    // A straight ray from (x, y) in (dx, dy): the first jump point (a forced
    // neighbour or the goal) before a wall, Cut where the units ran out.
    template <bool Margins>
    Ray straight(int32_t x, int32_t y, int32_t dx, int32_t dy, int32_t& jx, int32_t& jy, uint32_t& steps) {
        if (dy == 0) {
            return along_row<Margins>(x, y, dx, jx, jy, steps);
        }
        return column<Margins>(x, y, dy, jx, jy, steps);
    }

    // A column scan: a row scan of the transpose when there is one.
    template <bool Margins>
    FIXPATH_INLINE_ON_WIDE_LOADS Ray column(int32_t x, int32_t y, int32_t dy, int32_t& jx, int32_t& jy, uint32_t& steps) {
        Search& s = self();
        if (use_columns_) {
            const Ray r = row_scan<Margins>(columns_, y, x, dy, s.goal_.y, s.goal_.x, jy, jx, steps);
            return r;
        }
        return along_column(x, y, dy, jx, jy, steps);
    }

    // Along a row, a word at a time. With R the next 32 cells of the row and
    // A0/A1 (B0/B1) the row above (below) one cell behind / level with them,
    // a cell is forced when it has a free cell above whose predecessor's is
    // blocked: A1 & ~A0. The ray stops at the first blocked or forced cell
    // (or the goal).
    template <bool Margins>
    FIXPATH_INLINE_ON_WIDE_LOADS Ray along_row(int32_t x, int32_t y, int32_t dx, int32_t& jx, int32_t& jy, uint32_t& steps) {
        Search& s = self();
        return row_scan<Margins>(s.cells_, x, y, dx, s.goal_.x, s.goal_.y, jx, jy, steps);
    }

    // Which row scan reads a map's rows: 56 cells a load where that is
    // cheap and the map is a BitMap (long_scan()), else the word loop.
    template <bool Margins, typename Cells>
    FIXPATH_ALWAYS_INLINE Ray row_scan(const Cells& cells, int32_t x, int32_t y, int32_t dx, int32_t goal_x,
                                       int32_t goal_y, int32_t& jx, int32_t& jy, uint32_t& steps) {
        if constexpr (detail::kFastUnaligned64 && detail::IsSame<Cells, detail::JpsCells<BitMap>>::value) {
            return dx > 0 ? long_scan<1, Margins>(cells, x, y, goal_x, goal_y, jx, jy, steps)
                          : long_scan<-1, Margins>(cells, x, y, goal_x, goal_y, jx, jy, steps);
        }
        return scan_words(cells, x, y, dx, goal_x, goal_y, jx, jy, steps);
    }

    // The stops among a block of cells (bit i the cell after bit i - 1 in
    // x): a blocked cell, or one open above (below) where the cell before
    // it in the ray's direction Dx is closed above (below).
    template <int32_t Dx>
    static FIXPATH_ALWAYS_INLINE uint64_t block_stops(uint64_t ahead, uint64_t above, uint64_t below) {
        if constexpr (Dx > 0) {
            return ~ahead | (above & ~(above << 1)) | (below & ~(below << 1));
        } else {
            return ~ahead | (above & ~(above >> 1)) | (below & ~(below >> 1));
        }
    }

    // A block's new cells: eastward bits 1..56 (bit 0 is the cell behind),
    // westward bits 0..55 (bit 56 is).
    static constexpr uint64_t kNewCellsEast = 0x01FFFFFFFFFFFFFEu;
    static constexpr uint64_t kNewCellsWest = 0x00FFFFFFFFFFFFFFu;

    // The first stop in the ray's direction among `stops` (not 0).
    template <int32_t Dx>
    static FIXPATH_ALWAYS_INLINE uint32_t first_stop(uint64_t stops) {
        if constexpr (Dx > 0) {
            return detail::lowest_set_bit64(stops);
        } else {
            return detail::highest_set_bit64(stops);
        }
    }

    // Where eight-byte loads are cheap (kFastUnaligned64), a BitMap row is
    // scanned 56 cells a load: each load brings 57 cells, the new ones and
    // the one behind them (its bits are the carry), and a block is read
    // only while all of its cells are on the row (then the eight bytes are
    // too). The row's end is one more load, masked, where its eight bytes
    // are on the map (else the word loop reads the rest). The same stop as
    // the word loop's, and the same units: those its 32-cell words would
    // have taken to reach it, or a cut where they would have run out. With
    // Margins (BitMap::with_margins()) the rows above the first and below
    // the last are there to read, blocked, and eight bytes can be read from
    // any row: no test of the map's top and bottom edges.
    template <int32_t Dx, bool Margins, typename Cells>
    FIXPATH_ALWAYS_INLINE Ray long_scan(const Cells& cells, int32_t x, int32_t y, int32_t goal_x, int32_t goal_y,
                                        int32_t& jx, int32_t& jy, uint32_t& steps) {
        Search& s = self();
        const BitMap& map = cells.map();
        const int32_t width = cells.width();
        const int32_t row_bytes = map.row_bytes();
        const uint8_t* ahead_bytes = map.row(y);  // (y is on the map: the ray's first cell is)
        // A row off the map reads as blocked: the ray's own row, masked off
        // (or the margin's, which is).
        const bool has_above = Margins || y > 0;
        const bool has_below = Margins || y + 1 < cells.height();
        const uint8_t* above_bytes = has_above ? ahead_bytes - row_bytes : ahead_bytes;
        const uint8_t* below_bytes = has_below ? ahead_bytes + row_bytes : ahead_bytes;
        const uint64_t above_mask = has_above ? ~uint64_t{0} : 0u;
        const uint64_t below_mask = has_below ? ~uint64_t{0} : 0u;
        const uint32_t left = s.units_;
        int32_t behind = x;  // the cell before the cells a block adds: every cell to it passed
        int32_t stop = x;
        bool found = false;
        bool open = false;
        if constexpr (Dx > 0) {  // the block: cells behind .. behind + 56 in bits 0..56
            int32_t last = width - 57;  // the last block wholly on the row
            if (left < 1024u && x + static_cast<int32_t>(32u * left) - 1 < last) {  // (1,024 units pass any side)
                last = x + static_cast<int32_t>(32u * left) - 1;  // the last the units reach
            }
            for (; behind <= last; behind += 56) {
                const uint32_t byte = static_cast<uint32_t>(behind) >> 3;
                const uint32_t shift = static_cast<uint32_t>(behind) & 7u;
                const uint64_t ahead = detail::load_eight(ahead_bytes + byte) >> shift;
                const uint64_t above = (detail::load_eight(above_bytes + byte) >> shift) & above_mask;
                const uint64_t below = (detail::load_eight(below_bytes + byte) >> shift) & below_mask;
                const uint64_t stops = block_stops<1>(ahead, above, below) & kNewCellsEast;
                if (stops != 0) {
                    const uint32_t bit = first_stop<1>(stops);
                    stop = behind + static_cast<int32_t>(bit);
                    open = ((ahead >> bit) & 1u) != 0;
                    found = true;
                    break;
                }
            }
        } else {  // the block: cells behind - 56 .. behind in bits 0..56
            int32_t first = 56;
            if (left < 1024u && x - static_cast<int32_t>(32u * left) + 1 > first) {
                first = x - static_cast<int32_t>(32u * left) + 1;
            }
            for (; behind >= first; behind -= 56) {
                const uint32_t byte = static_cast<uint32_t>(behind - 56) >> 3;
                const uint32_t shift = static_cast<uint32_t>(behind - 56) & 7u;
                const uint64_t ahead = detail::load_eight(ahead_bytes + byte) >> shift;
                const uint64_t above = (detail::load_eight(above_bytes + byte) >> shift) & above_mask;
                const uint64_t below = (detail::load_eight(below_bytes + byte) >> shift) & below_mask;
                const uint64_t stops = block_stops<-1>(ahead, above, below) & kNewCellsWest;
                if (stops != 0) {
                    const uint32_t bit = first_stop<-1>(stops);
                    stop = behind - 56 + static_cast<int32_t>(bit);
                    open = ((ahead >> bit) & 1u) != 0;
                    found = true;
                    break;
                }
            }
        }
        // The row's end within one block (no stop before it): one more load
        // where its eight bytes are on the map, the cells past the end
        // blocked (the ray's stop where nothing comes first).
        const bool at_end = Dx > 0 ? behind > width - 57 : behind < 56;
        if (!found && at_end) {
            // The bytes from the last row read's first to the map's end (the
            // fewest after any row read), from values already at hand: the
            // cells' stored byte count would be one more load in every scan's
            // set-up, and measured slower.
            // (With margins the eight bytes are always there.)
            const int32_t lowest = has_below ? y + 1 : y;
            const uint32_t readable =
                Margins ? 0xFFFFFFFFu : static_cast<uint32_t>(cells.height() - lowest) * static_cast<uint32_t>(row_bytes);
            if constexpr (Dx > 0) {
                const uint32_t byte = static_cast<uint32_t>(behind) >> 3;
                if (byte + 8u <= readable) {
                    const uint32_t shift = static_cast<uint32_t>(behind) & 7u;
                    const uint32_t on_row = static_cast<uint32_t>(width - behind);  // cells behind .. width - 1: bits below on_row
                    const uint64_t ahead =
                        (detail::load_eight(ahead_bytes + byte) >> shift) & ((uint64_t{1} << on_row) - 1u);
                    const uint64_t above = (detail::load_eight(above_bytes + byte) >> shift) & above_mask;
                    const uint64_t below = (detail::load_eight(below_bytes + byte) >> shift) & below_mask;
                    const uint64_t stops = block_stops<1>(ahead, above, below) & kNewCellsEast;
                    const uint32_t bit = first_stop<1>(stops);  // (bit on_row at the latest)
                    stop = behind + static_cast<int32_t>(bit);
                    open = ((ahead >> bit) & 1u) != 0;
                    found = true;
                }
            } else if (8u <= readable) {  // cells 0 .. behind in bits 0..behind
                const uint64_t ahead = detail::load_eight(ahead_bytes);
                const uint64_t above = detail::load_eight(above_bytes) & above_mask;
                const uint64_t below = detail::load_eight(below_bytes) & below_mask;
                const uint64_t stops =
                    block_stops<-1>(ahead, above, below) & ((uint64_t{1} << static_cast<uint32_t>(behind)) - 1u);
                if (stops != 0) {
                    const uint32_t bit = first_stop<-1>(stops);
                    stop = static_cast<int32_t>(bit);
                    open = ((ahead >> bit) & 1u) != 0;
                } else {
                    stop = -1;  // the map's edge: a wall
                    open = false;
                }
                found = true;
            }
        }
        if (!found) {
            stop = behind;  // every cell to here passed
        }
        // The goal stops the ray where it lies before the stop (or within the cells passed).
        if (goal_y == y) {
            const int32_t to_goal = (goal_x - x) * Dx;
            if (to_goal > 0 && to_goal <= (stop - x) * Dx) {
                stop = goal_x;
                open = true;
                found = true;
            }
        }
        const uint32_t distance = static_cast<uint32_t>((stop - x) * Dx);
        // The words the word loop (scan_words()) would take: through the stop,
        // or those the passed cells fill.
        const uint32_t words = found ? (distance - 1u) / 32u + 1u : distance / 32u;
        if (found ? words <= left : words < left) {
            s.units_ = left - words;
            s.scanned_ += words;
            if (found) {
                if (!open) {
                    return Ray::None;  // a wall before anything forced
                }
                jx = stop;
                jy = y;
                steps = distance;
                return Ray::Point;
            }
            // The rest of the row word by word from the last cell passed (at
            // least one unit is left: that loop moves on or stops).
            const Ray rest =
                scan_words(cells, x + Dx * static_cast<int32_t>(32u * words), y, Dx, goal_x, goal_y, jx, jy, steps);
            if (rest != Ray::None) {
                steps += 32u * words;
            }
            return rest;
        }
        // The units run out first: the ray is cut where its words would have ended.
        s.units_ = 0;
        s.scanned_ += left;
        return cut(x, y, x + Dx * static_cast<int32_t>(32u * left), y, 32u * left, jx, jy, steps);
    }

    // The word loop, over any reader: the map's rows, or its transpose's (then x
    // and y, and the goal's, are swapped by the caller). Three words a unit:
    // the row ahead and the rows above and below it; the "one cell behind"
    // words are those shifted by one, the missing cell carried over from
    // the previous word. Eastward words have cell cx + 1 + i in bit i and
    // the first stop is the lowest set bit; westward ones cell cx - 32 + i
    // in bit i (no bit reversal) and the first stop is the highest.
    template <typename Cells>
    Ray scan_words(const Cells& cells, int32_t x, int32_t y, int32_t dx, int32_t goal_x, int32_t goal_y, int32_t& jx,
                   int32_t& jy, uint32_t& steps) {
        Search& s = self();
        int32_t cx = x;  // the last cell of the ray known passable and not a stop
        const auto row = cells.row(y);
        const auto row_above = cells.row(y - 1);
        const auto row_below = cells.row(y + 1);
        // Whether the cells above and below cx are open (the carry).
        uint32_t above_here = row_above.bit(cx);
        uint32_t below_here = row_below.bit(cx);
        const bool goal_row = goal_y == y;
        // (Counted in locals: the map's bytes may alias members, which would
        // otherwise be stored back on every word.)
        uint32_t left = s.units_;
        uint32_t used = 0;
        Ray result = Ray::Cut;
        for (; left > 0; --left) {
            ++used;
            if (dx > 0) {
                const uint32_t ahead = row.word(cx + 1);
                const uint32_t above = row_above.word(cx + 1);
                const uint32_t below = row_below.word(cx + 1);
                // Forced: open above (below) and the cell before it closed.
                uint32_t stop = ~ahead | (above & ~((above << 1) | above_here)) | (below & ~((below << 1) | below_here));
                if (goal_row) {
                    const int32_t to_goal = goal_x - cx - 1;  // goal's bit, if in this word
                    if (to_goal >= 0 && to_goal < 32) {
                        stop |= uint32_t{1} << static_cast<uint32_t>(to_goal);
                    }
                }
                if (stop != 0) {
                    const uint32_t i = detail::lowest_set_bit(stop);
                    if (((ahead >> i) & 1u) == 0) {
                        result = Ray::None;  // a wall before anything forced
                    } else {
                        jx = cx + static_cast<int32_t>(i + 1);
                        result = Ray::Point;
                    }
                    --left;
                    break;
                }
                above_here = above >> 31;
                below_here = below >> 31;
                cx += 32;
            } else {
                const uint32_t ahead = row.word(cx - 32);
                const uint32_t above = row_above.word(cx - 32);
                const uint32_t below = row_below.word(cx - 32);
                uint32_t stop = ~ahead | (above & ~((above >> 1) | (above_here << 31))) |
                                (below & ~((below >> 1) | (below_here << 31)));
                if (goal_row) {
                    const int32_t to_goal = goal_x - (cx - 32);  // goal's bit, if in this word
                    if (to_goal >= 0 && to_goal < 32) {
                        stop |= uint32_t{1} << static_cast<uint32_t>(to_goal);
                    }
                }
                if (stop != 0) {
                    const uint32_t i = detail::highest_set_bit(stop);
                    if (((ahead >> i) & 1u) == 0) {
                        result = Ray::None;
                    } else {
                        jx = cx - 32 + static_cast<int32_t>(i);
                        result = Ray::Point;
                    }
                    --left;
                    break;
                }
                above_here = above & 1u;
                below_here = below & 1u;
                cx -= 32;
            }
        }
        s.units_ = left;
        s.scanned_ += used;
        if (result == Ray::Point) {
            jy = y;
            steps = static_cast<uint32_t>((jx - x) * dx);
            return Ray::Point;
        }
        if (result == Ray::None) {
            return Ray::None;
        }
        return cut(x, y, cx, y, static_cast<uint32_t>((cx - x) * dx), jx, jy, steps);
    }

    // Along a column, a row at a time: the cell and its two neighbours.
    Ray along_column(int32_t x, int32_t y, int32_t dy, int32_t& jx, int32_t& jy, uint32_t& steps) {
        Search& s = self();
        int32_t cy = y;
        uint32_t behind = s.cells_.three(x, cy);
        while (s.take()) {
            const int32_t ny = cy + dy;
            const uint32_t here = s.cells_.three(x, ny);
            if ((here & 2u) == 0) {
                return Ray::None;
            }
            // Forced: a side cell free here whose cell one row back is blocked.
            if ((here & ~behind & 5u) != 0 || (x == s.goal_.x && ny == s.goal_.y)) {
                jx = x;
                jy = ny;
                steps = static_cast<uint32_t>((ny - y) * dy);
                return Ray::Point;
            }
            behind = here;
            cy = ny;
        }
        return cut(x, y, x, cy, static_cast<uint32_t>((cy - y) * dy), jx, jy, steps);
    }

    // A diagonal ray: each step needs both orthogonal cells free; a cell is
    // a jump point when the goal is there or a straight ray from it along
    // either component finds one.
    template <bool Margins>
    Ray diagonal(int32_t x, int32_t y, int32_t dx, int32_t dy, int32_t& jx, int32_t& jy, uint32_t& steps) {
        Search& s = self();
        int32_t cx = x;
        int32_t cy = y;
        while (s.take()) {
            const int32_t nx = cx + dx;
            const int32_t ny = cy + dy;
            if (!s.cells_.open(nx, cy) || !s.cells_.open(cx, ny) || !s.cells_.open(nx, ny)) {
                return Ray::None;
            }
            cx = nx;
            cy = ny;
            int32_t sx = 0;
            int32_t sy = 0;
            uint32_t ss = 0;
            if ((cx == s.goal_.x && cy == s.goal_.y) || along_row<Margins>(cx, cy, dx, sx, sy, ss) != Ray::None ||
                column<Margins>(cx, cy, dy, sx, sy, ss) != Ray::None) {
                jx = cx;
                jy = cy;
                steps = static_cast<uint32_t>((cx - x) * dx);
                return Ray::Point;
            }
        }
        return cut(x, y, cx, cy, static_cast<uint32_t>((cx - x) * dx), jx, jy, steps);
    }

    // The units ran out at (cx, cy): it becomes a jump point unless the ray
    // has not left (x, y) yet (a diagonal step's sub-scan with no unit left:
    // the diagonal then stops at its cell, which is pushed instead).
    static Ray cut(int32_t x, int32_t y, int32_t cx, int32_t cy, uint32_t moved, int32_t& jx, int32_t& jy,
                   uint32_t& steps) {
        if (cx == x && cy == y) {
            return Ray::None;
        }
        jx = cx;
        jy = cy;
        steps = moved;
        return Ray::Cut;
    }

    detail::JpsCells<BitMap> columns_;
    bool use_columns_ = false;
};

}  // namespace fixpath

#endif  // FIXPATH_JPS_SCAN_RAYS_HPP
