// fixpath_host/ascii_render.hpp - drawing a map and a path as text.
#ifndef FIXPATH_HOST_ASCII_RENDER_HPP
#define FIXPATH_HOST_ASCII_RENDER_HPP

#include <cstdint>
#include <string>

#include <fixpath/point.hpp>
#include <fixpath_host/grid_file.hpp>

namespace fixpath_host {

// Draws the cells of `map` inside [x0, x0 + w) x [y0, y0 + h): '#' blocked,
// '.' ground, '2'..'9' terrain multipliers (higher ones as '+'), '*' path
// cells, 'S' and 'G' the path's first and last cells.
std::string render_ascii(const GridFile& map, const fixpath::Point* path, uint32_t length,
                         int32_t x0, int32_t y0, int32_t w, int32_t h);

// The whole map, or the window around the path (with `margin` cells) when
// the map is larger than max_side on either side.
std::string render_around_path(const GridFile& map, const fixpath::Point* path, uint32_t length,
                               int32_t margin = 4, int32_t max_side = 80);

}  // namespace fixpath_host

#endif  // FIXPATH_HOST_ASCII_RENDER_HPP
