// fixpath/maps/framed_map.hpp - a map whose outer ring of cells is wall, so
// that a grid search reads every neighbour without a bounds check.
//
//     const fixpath::Framed<fixpath::ByteCostMap> map(cells, 32, 32);   // row 0, row 31, column 0, column 31 blocked
//     fixpath::find_path_with<fixpath::FixedRules<>>(map, state, start, goal, path, 256);
//
// Many game maps are drawn with a wall all round (a screen, a dungeon, a
// level in ROM). A grid search (grid/grid_search.hpp) then never needs the
// checked form of its neighbour reads, which exists only for the cells on
// the edge of its area: on a Framed map it compiles the unchecked form
// alone, which makes an A* image smaller on every CPU (docs/grids.md has
// the figures). Framed<Map> is Map in every other way (the same
// constructors and members), so every other search takes it as its Map.
//
// What GridSearch does with it:
//   - Every query covers the whole map: begin() with an area, or a fill
//     (begin_fill(), begin_seeded(), and what builds on them) over an area
//     other than the whole map, is refused with InvalidOptions (a fill over
//     a window needs the checked reads; take the plain Map for it).
//   - The search never steps out of a cell of the ring. On a map whose ring
//     is wall (the promise this type makes) that changes nothing: those
//     cells are never entered, and the answers are those of the plain Map
//     bit for bit. Where a ring cell is open after all (the map changed, a
//     mistake), it may still be reached, as a start, a goal or a dead end,
//     but never left: no read falls outside the map, whatever its cells.
// Maps of fewer than three rows or columns have no inside: every cell is
// on the ring.
#ifndef FIXPATH_MAPS_FRAMED_MAP_HPP
#define FIXPATH_MAPS_FRAMED_MAP_HPP

#include <stdint.h>

namespace fixpath {

template <typename Map>
struct Framed : Map {
    using Map::Map;
    constexpr explicit Framed(const Map& map) : Map(map) {}

    static constexpr bool kFramed = true;
};

namespace detail {

// Whether a map promises a ring of wall (Framed), and the map type a
// search over areas takes for it.
template <typename Map>
struct FramedTraits {
    static constexpr bool kFramed = false;
    using Plain = Map;
};
template <typename Map>
struct FramedTraits<Framed<Map>> {
    static constexpr bool kFramed = true;
    using Plain = Map;
};
template <typename Map>
using UnframedMap = typename FramedTraits<Map>::Plain;

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_MAPS_FRAMED_MAP_HPP
