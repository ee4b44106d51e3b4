// fixpath/grid/goal_bounds.hpp - goal bounding: for every cell and each first
// move from it, the bounding box of the cells an optimal path starting with
// that move can reach. An A* given these boxes skips every move whose box
// does not hold the goal: the moves that cannot start an optimal path from
// that cell. Same optimal costs, far fewer expansions (Rabin and
// Sturtevant's goal bounding, GDC 2015), at a price paid once on the host:
// one Dijkstra a cell.
//
//     fixpath_host::build_goal_bounds(map, options, bytes)   // on the host (fixpath_host)
//     static const uint8_t kBoxes[...] = {...};            // or in ROM
//     const fixpath::GoalBounds bounds(kBoxes, 64, 64, 1, options);
//     fixpath::GoalBoundedSearch<Map, State> search(map, state);   // GridSearch<Map, State, RunTimeRules, true>
//     search.use_goal_bounds(&bounds);
//     search.begin(start, goal, options);                   // as always
//
// The boxes (a cell's entry: for each direction d in the engine's order,
// N, E, S, W, NE, SE, SW, NW (the first 4 for Moves::Four), min x, min y,
// max x, max y, each `coordinate_bytes` (1 or 2) little-endian bytes; a
// direction no optimal path starts with has min x > max x). Memory:
// directions x 4 x coordinate_bytes bytes a cell: 32 (8 moves, 8-bit
// coordinates: maps up to 256 cells a side) or 64.
//
// Boxes for the jump points only (`cell_index`, built by the host builder
// with jump_points_only; "JPS+BB" stores them so): jump point search asks
// for the boxes of the cells it expands and of the diagonal jump points it
// passes, which are jump points (cells some jump table entry ends at:
// is_jump_point(), jump_table.hpp) but for a query's start and a cell where
// a time-sliced scan was cut. An entry then exists for the marked cells
// only, in row-major order, and a cell without one allows every move
// (pruning nothing there, the search stays optimal). The index: a bit a
// cell (bit c % 8 of byte c / 8, 1: the cell has an entry), then for each
// byte of bits the marked cells before it within its run of 256 cells (a
// byte), then for each run of 256 cells the marked cells before it (4
// little-endian bytes): index_bytes(); an entry's place is read with two
// loads and the bits below the cell in its byte. On den520d (256 x 257,
// 28,178 open cells) 11,500 cells are jump points: 0.75 MB of boxes and
// index instead of 4.2 MB (docs/jump-points.md has the speed).
//
// Why the search stays optimal: for every cell s and target t, at least one
// move that starts an optimal path from s to t has t in its box. The host
// builder (fixpath_host/goal_bounds_build.hpp) counts each target for one
// such move, the first optimal predecessor's in direction order
// (GoalBoundsTies::OneFirstMove: smaller boxes; A* may take any move at any
// cell, so from every cell on its way one optimal continuation stays
// allowed), or for every such move (EveryFirstMove: what jump point search
// needs, JumpPointSearch<Map, State, true>, since it keeps only canonical
// paths and refuses the other kind). Skipping the other moves therefore never removes every optimal
// path: same optimal costs (and a weighted search keeps its bound).
// The boxes are only true for the map, moves, corner rule and step costs
// they were built for: the search refuses (InvalidOptions) a query under
// other rules, over a window of the map, or with `nearest`, and a map
// edited since needs its boxes rebuilt (the file format binds them to the
// map: goal_bounds_format.hpp).
#ifndef FIXPATH_GOAL_BOUNDS_HPP
#define FIXPATH_GOAL_BOUNDS_HPP

#include <stdint.h>

#include <fixpath/detail/support.hpp>
#include <fixpath/engine/move_rules.hpp>
#include <fixpath/formats/little_endian.hpp>
#include <fixpath/options.hpp>

namespace fixpath {

// Which first moves a box counts a target for (see above).
enum class GoalBoundsTies : uint8_t {
    OneFirstMove,   // one optimal first move a target: smallest boxes, for A*
    EveryFirstMove  // every optimal first move: for jump point search too
};

class GoalBounds {
public:
    // No boxes: a search given these prunes nothing (and refuses nothing).
    constexpr GoalBounds() = default;
    // Boxes for a width x height map built under `rules` (moves, corners,
    // step costs; heuristic, weight and nearest play no part).
    template <typename Cost>
    constexpr GoalBounds(const uint8_t* boxes, int32_t width, int32_t height, uint8_t coordinate_bytes,
                         const SearchOptions<Cost>& rules, GoalBoundsTies ties = GoalBoundsTies::OneFirstMove)
        : boxes_(boxes),
          width_(width),
          height_(height),
          coordinate_bytes_(coordinate_bytes == 2 ? uint8_t{2} : uint8_t{1}),
          directions_(detail::direction_count(rules.moves)),
          entry_bytes_(static_cast<uint8_t>(directions_ * 4u * coordinate_bytes_)),
          corners_(rules.corners),
          straight_(rules.costs.straight),
          diagonal_(rules.costs.diagonal),
          ties_(ties) {}
    // Boxes for the marked cells only: `cell_index` (index_bytes(width,
    // height) bytes, see above) says which cells have an entry in `boxes`.
    template <typename Cost>
    constexpr GoalBounds(const uint8_t* boxes, const uint8_t* cell_index, int32_t width, int32_t height,
                         uint8_t coordinate_bytes, const SearchOptions<Cost>& rules,
                         GoalBoundsTies ties = GoalBoundsTies::OneFirstMove)
        : GoalBounds(boxes, width, height, coordinate_bytes, rules, ties) {
        if (cell_index != nullptr && width > 0 && height > 0) {
            const uint32_t bit_bytes = index_bit_bytes(width, height);
            marked_ = cell_index;
            steps_ = cell_index + bit_bytes;
            runs_ = cell_index + 2u * bit_bytes;
        }
    }

    // (Boxes for the jump points of a map that has none are not empty: an
    // index marking no cell.)
    constexpr bool empty() const { return boxes_ == nullptr && marked_ == nullptr; }
    constexpr const uint8_t* boxes() const { return boxes_; }
    constexpr CornerRule corners() const { return corners_; }
    constexpr uint32_t straight_cost() const { return straight_; }
    constexpr uint32_t diagonal_cost() const { return diagonal_; }
    constexpr GoalBoundsTies ties() const { return ties_; }
    constexpr int32_t width() const { return width_; }
    constexpr int32_t height() const { return height_; }
    constexpr uint8_t coordinate_bytes() const { return coordinate_bytes_; }
    constexpr uint8_t directions() const { return directions_; }
    // Bytes of one cell's entry, and of the whole table.
    constexpr uint32_t cell_bytes() const { return entry_bytes_; }
    static constexpr uint32_t bytes_for(int32_t width, int32_t height, Moves moves, uint8_t coordinate_bytes) {
        return static_cast<uint32_t>(width) * static_cast<uint32_t>(height) * detail::direction_count(moves) * 4u *
               coordinate_bytes;
    }
    // Whether only the marked cells have an entry (a cell index).
    constexpr bool jump_points_only() const { return marked_ != nullptr; }
    constexpr const uint8_t* cell_index() const { return marked_; }
    // The bytes of the cell index of a width x height map (see above).
    static constexpr uint32_t index_bytes(int32_t width, int32_t height) {
        return 2u * index_bit_bytes(width, height) + 4u * ((cells_of(width, height) + 255u) / 256u);
    }
    // Builds the cell index of a width x height map into out[0,
    // index_bytes()), marked(cell) saying which cells have an entry.
    // Returns the marked cells (the entries the boxes then hold).
    template <typename Marked>
    static uint32_t build_index(int32_t width, int32_t height, Marked&& marked, uint8_t* out) {
        const uint32_t cells = cells_of(width, height);
        return walk_index(
            width, height,
            [&](uint32_t byte) {
                uint32_t bits = 0;
                for (uint32_t bit = 0; bit < 8; ++bit) {
                    const uint32_t cell = byte * 8u + bit;
                    if (cell < cells && marked(cell)) {
                        bits |= uint32_t{1} << bit;
                    }
                }
                out[byte] = static_cast<uint8_t>(bits);
                return bits;
            },
            [&](uint32_t at, uint32_t before) { detail::store_u32(out + at, before); },
            [&](uint32_t at, uint32_t before) { out[at] = static_cast<uint8_t>(before); });
    }
    // Whether a cell index of a width x height map counts its marked cells
    // right: every run's and every byte's count, no cell marked past the
    // last, and `entries` in all (what a file's index must pass before an
    // entry is read through it: goal_bounds_format.hpp).
    static bool index_counts(const uint8_t* index, int32_t width, int32_t height, uint32_t entries) {
        const uint32_t cells = cells_of(width, height);
        const uint32_t last_byte = index_bit_bytes(width, height) - 1u;
        bool right = true;
        const uint32_t marked = walk_index(
            width, height,
            [&](uint32_t byte) {
                const uint32_t bits = index[byte];
                if (byte == last_byte && (cells & 7u) != 0 && (bits >> (cells & 7u)) != 0) {
                    right = false;  // a bit past the last cell
                }
                return bits;
            },
            [&](uint32_t at, uint32_t before) { right = right && detail::load_u32(index + at) == before; },
            [&](uint32_t at, uint32_t before) { right = right && index[at] == before; });
        return right && marked == entries;
    }
    // The entries the boxes hold: every cell's, or the marked cells'.
    constexpr uint32_t entries() const {
        if (marked_ == nullptr) {
            return cells_of(width_, height_);
        }
        const uint32_t last = cells_of(width_, height_) - 1u;
        return entry_of(last) + ((marked_[last >> 3] >> (last & 7u)) & 1u);
    }

    // Whether a query on a width x height map under `options` may use
    // these boxes (same size, moves, corner rule and step costs).
    template <typename Cost>
    constexpr bool fits(int32_t width, int32_t height, const SearchOptions<Cost>& options) const {
        return boxes_ != nullptr && width == width_ && height == height_ &&
               detail::direction_count(options.moves) == directions_ && options.corners == corners_ &&
               uint32_t{options.costs.straight} == straight_ &&
               (options.moves == Moves::Four || uint32_t{options.costs.diagonal} == diagonal_);
    }

    // The moves (bit d for direction d) from `cell` (y * width + x) whose
    // box holds (gx, gy); every move at a cell without an entry.
    uint32_t moves_toward(uint32_t cell, int32_t gx, int32_t gy) const {
        if (marked_ != nullptr) {
            return marked_moves(cell, gx, gy, directions_ == 8 ? 0xFFu : 0x0Fu);
        }
        return every_cell_moves(cell, gx, gy);
    }
    // The same for boxes of every cell (not jump_points_only()), every box
    // read: A*'s lookup (it wants most moves of a cell), having checked the
    // layout once a query.
    uint32_t every_cell_moves(uint32_t cell, int32_t gx, int32_t gy) const {
        const uint8_t* b = boxes_ + cell * cell_bytes();
        uint32_t moves = 0;
        if (coordinate_bytes_ == 1) {
            for (uint32_t d = 0; d < directions_; ++d, b += 4) {
                if (narrow_box_holds(b, gx, gy)) {
                    moves |= uint32_t{1} << d;
                }
            }
        } else {
            for (uint32_t d = 0; d < directions_; ++d, b += 8) {
                if (wide_box_holds(b, gx, gy)) {
                    moves |= uint32_t{1} << d;
                }
            }
        }
        return moves;
    }
    // The moves among `wanted` (moves of these boxes' directions) whose box
    // holds (gx, gy), for boxes of every cell: jump point search's lookup,
    // with the few rays it would follow (only their boxes are read).
    uint32_t every_cell_moves(uint32_t cell, int32_t gx, int32_t gy, uint32_t wanted) const {
        return moves_in(boxes_ + cell * cell_bytes(), gx, gy, wanted);
    }
    // The same for boxes of the marked cells only (jump_points_only()).
    uint32_t marked_moves(uint32_t cell, int32_t gx, int32_t gy, uint32_t wanted) const {
        if (((marked_[cell >> 3] >> (cell & 7u)) & 1u) == 0) {
            return wanted;  // no entry: every move
        }
        return moves_in(boxes_ + entry_of(cell) * cell_bytes(), gx, gy, wanted);
    }

private:
    static constexpr uint32_t cells_of(int32_t width, int32_t height) {
        return width <= 0 || height <= 0 ? 0u : static_cast<uint32_t>(width) * static_cast<uint32_t>(height);
    }
    static constexpr uint32_t index_bit_bytes(int32_t width, int32_t height) {
        return (cells_of(width, height) + 7u) / 8u;
    }
    // The cell index's layout (see above), in one place for building it and
    // checking it: a byte of bits at a time, bits(byte) giving that byte's
    // bits (cells 8 byte .. 8 byte + 7), which are counted; run(at, before)
    // sees each run of 256 cells' count and the offset `at` of its 4 bytes,
    // step(at, before) each byte's count within its run and its offset.
    // Returns the marked cells.
    template <typename Bits, typename Run, typename Step>
    static uint32_t walk_index(int32_t width, int32_t height, Bits&& bits, Run&& run, Step&& step) {
        const uint32_t bit_bytes = index_bit_bytes(width, height);
        uint32_t count = 0;
        uint32_t run_start = 0;
        for (uint32_t byte = 0; byte < bit_bytes; ++byte) {
            if ((byte & 31u) == 0) {  // a run of 256 cells begins
                run_start = count;
                run(2u * bit_bytes + 4u * (byte >> 5), count);
            }
            step(bit_bytes + byte, count - run_start);
            for (uint32_t left = bits(byte); left != 0; left &= left - 1u) {
                ++count;
            }
        }
        return count;
    }
    // The moves among `wanted` whose box in the entry at `b` holds (gx, gy),
    // the others' boxes skipped unread: one step a wanted move where the CPU
    // finds the lowest set bit in an instruction, else one a move up to
    // the last wanted one. (A call of its own on small cores:
    // FIXPATH_INLINE_ON_HOSTS.)
    FIXPATH_INLINE_ON_HOSTS uint32_t moves_in(const uint8_t* b, int32_t gx, int32_t gy, uint32_t wanted) const {
        uint32_t moves = 0;
        if constexpr (detail::kFastLowestBit) {
            const uint32_t shift = coordinate_bytes_ == 1 ? 2u : 3u;  // a box's bytes: 4 or 8
            for (uint32_t left = wanted; left != 0; left &= left - 1u) {
                const uint32_t d = detail::lowest_set_bit(left);
                if (box_holds(b + (d << shift), gx, gy)) {
                    moves |= uint32_t{1} << d;
                }
            }
        } else {
            const uint32_t box_bytes = coordinate_bytes_ == 1 ? 4u : 8u;
            for (uint32_t move = 1; move <= wanted; move <<= 1, b += box_bytes) {
                if ((wanted & move) != 0 && box_holds(b, gx, gy)) {
                    moves |= move;
                }
            }
        }
        return moves;
    }
    // Whether the box at `box` holds (gx, gy): 1-byte coordinates, 2-byte
    // ones, or the boxes' own.
    static FIXPATH_ALWAYS_INLINE bool narrow_box_holds(const uint8_t* box, int32_t gx, int32_t gy) {
        return gx >= box[0] && gy >= box[1] && gx <= box[2] && gy <= box[3];
    }
    static FIXPATH_ALWAYS_INLINE bool wide_box_holds(const uint8_t* box, int32_t gx, int32_t gy) {
        // (uint32_t before the shift: `int` may be 16 bits)
        const int32_t x0 = static_cast<int32_t>(box[0] | (uint32_t{box[1]} << 8));
        const int32_t y0 = static_cast<int32_t>(box[2] | (uint32_t{box[3]} << 8));
        const int32_t x1 = static_cast<int32_t>(box[4] | (uint32_t{box[5]} << 8));
        const int32_t y1 = static_cast<int32_t>(box[6] | (uint32_t{box[7]} << 8));
        return gx >= x0 && gy >= y0 && gx <= x1 && gy <= y1;
    }
    FIXPATH_ALWAYS_INLINE bool box_holds(const uint8_t* box, int32_t gx, int32_t gy) const {
        return coordinate_bytes_ == 1 ? narrow_box_holds(box, gx, gy) : wide_box_holds(box, gx, gy);
    }
    // The place of a marked cell's entry: the marked cells before its run
    // of 256, before its byte within the run, and before it in its byte.
    constexpr uint32_t entry_of(uint32_t cell) const {
        const uint32_t before_run = detail::load_u32(runs_ + 4u * (cell >> 8));
        uint32_t below = marked_[cell >> 3] & ((uint32_t{1} << (cell & 7u)) - 1u);
        below = below - ((below >> 1) & 0x55u);  // (the bits of a byte, counted in parallel)
        below = (below & 0x33u) + ((below >> 2) & 0x33u);
        below = (below + (below >> 4)) & 0x0Fu;
        return before_run + steps_[cell >> 3] + below;
    }

    const uint8_t* boxes_ = nullptr;
    const uint8_t* marked_ = nullptr;  // the cell index's parts (jump points only), else null
    const uint8_t* steps_ = nullptr;
    const uint8_t* runs_ = nullptr;
    int32_t width_ = 0;
    int32_t height_ = 0;
    uint8_t coordinate_bytes_ = 1;
    uint8_t directions_ = 8;
    uint8_t entry_bytes_ = 32;  // a cell's boxes: directions_ x 4 x coordinate_bytes_
    CornerRule corners_ = CornerRule::Never;
    uint32_t straight_ = 0;
    uint32_t diagonal_ = 0;
    GoalBoundsTies ties_ = GoalBoundsTies::OneFirstMove;
};

}  // namespace fixpath

#endif  // FIXPATH_GOAL_BOUNDS_HPP
