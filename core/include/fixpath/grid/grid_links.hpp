// fixpath/grid/grid_links.hpp - portals and one-way links: stairs, teleporters,
// ladders, one-way drops, as a small caller-owned list of extra moves
// between grid cells (searched by linked_grid_search.hpp).
//
//     static const fixpath::GridLink kLinks[] = {
//         {{2, 3}, {40, 7}, 30, fixpath::LinkWay::Both},   // stairs: either way, 30
//         {{9, 1}, {9, 12}, 10, fixpath::LinkWay::OneWay}, // a drop: down only
//     };
//
// A link's cost is charged as it is (terrain multipliers do not apply): a
// ladder that costs 30 costs 30 whatever the cells it joins. Both ends must
// be passable cells of the map (a search refuses the list otherwise).
#ifndef FIXPATH_GRID_LINKS_HPP
#define FIXPATH_GRID_LINKS_HPP

#include <stdint.h>

#include <fixpath/point.hpp>

namespace fixpath {

enum class LinkWay : uint8_t {
    OneWay,  // from -> to only
    Both     // from -> to and to -> from, at the same cost
};

struct GridLink {
    Point from;
    Point to;
    uint32_t cost;
    LinkWay way;
};

// "Not through a link": the link index of a path point reached by an
// ordinary grid step (and of the start).
constexpr uint8_t kNoLink = 0xFF;

// How a unit leaves a cell, following a flow field built over links
// (LinkedGridSearch::flow_step): either a grid step in `direction`
// (Direction, search_state.hpp) or the link `link` (an index into the
// caller's list); neither (kNoDirection-like 0xFF in both) on a seed or a
// cell that reaches none.
struct LinkedStep {
    uint8_t direction;  // 0..7, or 0xFF
    uint8_t link;       // the caller's link index, or kNoLink
};

}  // namespace fixpath

#endif  // FIXPATH_GRID_LINKS_HPP
