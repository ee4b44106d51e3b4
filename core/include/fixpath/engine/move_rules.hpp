// fixpath/engine/move_rules.hpp - how a unit moves on a grid, written once:
// the corner rule and the index steps of the eight directions. Grid,
// linked and incremental searches, flow fields and line of sight all ask
// here.
//
// Directions (search_state.hpp): 0..3 are N, E, S, W; 4..7 the diagonals
// NE, SE, SW, NW. Diagonal d lies between orthogonals d - 4 and d - 3 (mod
// 4): NE between N and E, ..., NW between W and N.
#ifndef FIXPATH_ENGINE_MOVE_RULES_HPP
#define FIXPATH_ENGINE_MOVE_RULES_HPP

#include <stdint.h>

#include <fixpath/options.hpp>
#include <fixpath/state/search_state.hpp>

namespace fixpath {
namespace detail {

// How many directions a unit may move in: 8, or the 4 orthogonals (the
// first four directions).
constexpr uint8_t direction_count(Moves moves) {
    return moves == Moves::Eight ? 8 : 4;
}

// Whether a diagonal may pass between its two orthogonal cells, passable or
// not (`first`, `second`): Never needs both, One either, Always neither.
constexpr bool corner_allows(CornerRule corners, bool first, bool second) {
    return corners == CornerRule::Never ? first && second : corners == CornerRule::One ? first || second : true;
}

// The same for direction `dir`, given the eight neighbours' multipliers
// (0: blocked) in direction order: true for every orthogonal move.
template <typename Multiplier>
constexpr bool corner_allows(CornerRule corners, uint32_t dir, const Multiplier* m) {
    return dir < 4 || corner_allows(corners, m[dir - 4] != 0, m[(dir - 3) & 3u] != 0);
}

// The corner rule as a table: for the passability bits of N, E, S, W
// (bits 0-3), the diagonals NE, SE, SW, NW (bits 0-3) it allows. (Bit i of
// `next` is orthogonal i + 1 mod 4, the second side of diagonal i.)
constexpr uint8_t diagonals_allowed(CornerRule corners, uint32_t open) {
    const uint32_t next = (open >> 1) | ((open & 1u) << 3);
    return static_cast<uint8_t>(corners == CornerRule::Never ? open & next
                                : corners == CornerRule::One ? open | next
                                                             : 0xFu);
}

// The index difference of a step in direction `dir` on a row-major grid
// `width` cells wide.
constexpr int32_t step_offset(uint32_t dir, int32_t width) {
    return int32_t{kDirectionDy[dir]} * width + kDirectionDx[dir];
}

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_ENGINE_MOVE_RULES_HPP
