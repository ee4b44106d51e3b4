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

#include <fixpath/engine/move_rules.hpp>
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
          corners_(rules.corners),
          straight_(rules.costs.straight),
          diagonal_(rules.costs.diagonal),
          ties_(ties) {}

    constexpr bool empty() const { return boxes_ == nullptr; }
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
    constexpr uint32_t cell_bytes() const { return uint32_t{directions_} * 4u * coordinate_bytes_; }
    static constexpr uint32_t bytes_for(int32_t width, int32_t height, Moves moves, uint8_t coordinate_bytes) {
        return static_cast<uint32_t>(width) * static_cast<uint32_t>(height) * detail::direction_count(moves) * 4u *
               coordinate_bytes;
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
    // box holds (gx, gy).
    uint32_t moves_toward(uint32_t cell, int32_t gx, int32_t gy) const {
        const uint8_t* b = boxes_ + cell * cell_bytes();
        uint32_t moves = 0;
        if (coordinate_bytes_ == 1) {
            for (uint32_t d = 0; d < directions_; ++d, b += 4) {
                if (gx >= b[0] && gy >= b[1] && gx <= b[2] && gy <= b[3]) {
                    moves |= uint32_t{1} << d;
                }
            }
        } else {
            for (uint32_t d = 0; d < directions_; ++d, b += 8) {
                // (uint32_t before the shift: `int` may be 16 bits)
                const int32_t x0 = static_cast<int32_t>(b[0] | (uint32_t{b[1]} << 8));
                const int32_t y0 = static_cast<int32_t>(b[2] | (uint32_t{b[3]} << 8));
                const int32_t x1 = static_cast<int32_t>(b[4] | (uint32_t{b[5]} << 8));
                const int32_t y1 = static_cast<int32_t>(b[6] | (uint32_t{b[7]} << 8));
                if (gx >= x0 && gy >= y0 && gx <= x1 && gy <= y1) {
                    moves |= uint32_t{1} << d;
                }
            }
        }
        return moves;
    }

private:
    const uint8_t* boxes_ = nullptr;
    int32_t width_ = 0;
    int32_t height_ = 0;
    uint8_t coordinate_bytes_ = 1;
    uint8_t directions_ = 8;
    CornerRule corners_ = CornerRule::Never;
    uint32_t straight_ = 0;
    uint32_t diagonal_ = 0;
    GoalBoundsTies ties_ = GoalBoundsTies::OneFirstMove;
};

}  // namespace fixpath

#endif  // FIXPATH_GOAL_BOUNDS_HPP
