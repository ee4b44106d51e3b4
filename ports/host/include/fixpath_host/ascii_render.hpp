// fixpath_host/ascii_render.hpp - drawing a map and a path as text.
#ifndef FIXPATH_HOST_ASCII_RENDER_HPP
#define FIXPATH_HOST_ASCII_RENDER_HPP

#include <cstdint>
#include <string>
#include <vector>

#include <fixpath/hex/hex_grid.hpp>
#include <fixpath/point.hpp>
#include <fixpath_host/grid_file.hpp>

namespace fixpath_host {

// What a drawing marks besides the path: the query's start and goal, drawn
// whatever the path (a partial path does not end at the goal; with no path
// there is none), and off the map when not given.
struct QueryMarks {
    fixpath::Point start{-1, -1};
    fixpath::Point goal{-1, -1};
};

// The legend of the drawings below, one line.
extern const char* const kAsciiLegend;

// Draws the cells of `map` inside [x0, x0 + w) x [y0, y0 + h): '#' blocked,
// '.' ground, '2'..'9' terrain multipliers (higher ones as '+'), '*' path
// cells, 'S' the start, 'G' the goal and, when the path ends elsewhere (a
// partial path), 'E' its end.
std::string render_ascii(const GridFile& map, const fixpath::Point* path, uint32_t length, QueryMarks marks,
                         int32_t x0, int32_t y0, int32_t w, int32_t h);

// Rows of glyphs (rows[y][x] for cell (x0 + x, y0 + y)) as text: the rows
// alone when they are the whole map; cut from a larger one, a first line
// naming the cells shown ("cells x 120..159, y 40..62 of the 512x512 map"),
// a ruler numbering every tenth column and each row's y on its left.
std::string draw_window(const std::vector<std::string>& rows, int32_t x0, int32_t y0, const GridFile& map);

// The whole map, or the window around the path, the start and the goal
// (with `margin` cells) when the map is larger than max_side on either
// side (cut to max_side cells a side around the path's end then), with its
// coordinates (draw_window()).
std::string render_around_path(const GridFile& map, const fixpath::Point* path, uint32_t length, QueryMarks marks,
                               int32_t margin = 4, int32_t max_side = 80);

// The same for a hex map stored in `layout`'s offset rows or columns
// (hex_grid.hpp): pointy-topped, a cell is a glyph and a space and shoved
// rows are indented by one column; flat-topped, each map row takes two text
// lines, the unshoved columns on the first and the shoved ones (half a hex
// lower) on the second.
std::string render_hex_ascii(const GridFile& map, const fixpath::Point* path, uint32_t length, QueryMarks marks,
                             fixpath::HexLayout layout, int32_t x0, int32_t y0, int32_t w, int32_t h);
std::string render_hex_around_path(const GridFile& map, const fixpath::Point* path, uint32_t length, QueryMarks marks,
                                   fixpath::HexLayout layout, int32_t margin = 4, int32_t max_side = 60);

}  // namespace fixpath_host

#endif  // FIXPATH_HOST_ASCII_RENDER_HPP
