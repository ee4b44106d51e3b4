// fixpath_host/grid_components.hpp - connected regions of a grid map.
#ifndef FIXPATH_HOST_GRID_COMPONENTS_HPP
#define FIXPATH_HOST_GRID_COMPONENTS_HPP

#include <cstddef>
#include <cstdint>
#include <vector>

#include <fixpath/options.hpp>
#include <fixpath/point.hpp>
#include <fixpath_host/grid_file.hpp>

namespace fixpath_host {

struct ComponentReport {
    size_t passable = 0;
    size_t components = 0;
    size_t largest = 0;
    // The first cell of the largest component in row-major order (a
    // walkable cell from which most of the map can be reached); (-1, -1)
    // when nothing is passable.
    fixpath::Point largest_first_cell{-1, -1};
    std::vector<int32_t> label;  // per cell: component number, -1 if blocked
};

// Regions whose cells can reach each other under the move rules. (With
// 8 moves and CornerRule::Never they are exactly the 4-connected regions.)
ComponentReport find_components(const GridFile& map, fixpath::Moves moves, fixpath::CornerRule corners);

}  // namespace fixpath_host

#endif
