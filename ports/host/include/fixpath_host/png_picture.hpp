// fixpath_host/png_picture.hpp - a search drawn as a PNG (libpng).
//
// Walls dark, ground light, terrain in shades of brown by multiplier, the
// cells the search expanded tinted from yellow (cheap) to violet (costly),
// the path on top in red, the start green and the goal blue (rings at
// least 13 pixels wide, outlined and open in the middle, so that they show
// on a map drawn at one pixel a cell without hiding the path, and never cut
// at the map's corners: the map has a margin), and under the map the
// outcome and a legend: a swatch and a word for each thing drawn. A query
// that failed gets its outcome in red and a red frame. Each cell is a
// square of `scale` pixels; picture_scale() picks one so that a 512x512
// map is about 1024 pixels wide.
// A hex map (`hex` given) is drawn as bricks: each cell a square, the
// layout's shoved rows (pointy) moved half a cell right or its shoved
// columns (flat) half a cell down, which gives every cell its six hex
// neighbours as touching bricks.
#ifndef FIXPATH_HOST_PNG_PICTURE_HPP
#define FIXPATH_HOST_PNG_PICTURE_HPP

#include <string>
#include <vector>

#include <fixpath/hex/hex_grid.hpp>
#include <fixpath/point.hpp>
#include <fixpath_host/grid_file.hpp>
#include <fixpath_host/grid_solver.hpp>

namespace fixpath_host {

int picture_scale(const GridFile& map);

// What the picture says besides the map.
struct PictureNotes {
    // A movement range: `expansions` are the reachable cells and `start`
    // the unit (legend: REACHABLE, UNIT; no path or goal).
    bool range = false;
    // The query's outcome in words (a status name: "found", "no_path"),
    // shown under the map; empty: none.
    std::string outcome;
    // The query did not give what it asked for: the outcome in red, a red frame.
    bool failed = false;
};

bool write_search_png(const std::string& file, const GridFile& map, const std::vector<fixpath::Point>& path,
                      const std::vector<Expansion>& expansions, fixpath::Point start, fixpath::Point goal,
                      int scale, std::string& error, const PictureNotes& notes = PictureNotes(),
                      const fixpath::HexLayout* hex = nullptr);

// Agents moving together (`fixpath agents`): the map with every agent's
// trail tinted in its own colour and each agent's last cell outlined,
// drawn as the ticks come (add() each tick's positions, the starts first):
// memory a cell of the map, whatever the number of ticks.
class AgentTrails {
public:
    explicit AgentTrails(const GridFile& map);
    // positions[i]: agent i after one more tick.
    void add(const std::vector<fixpath::Point>& positions);
    const std::vector<uint32_t>& cells() const { return cells_; }  // 0xRRGGBB a cell
    const std::vector<fixpath::Point>& last() const { return last_; }

private:
    int width_;
    std::vector<uint32_t> cells_;
    std::vector<fixpath::Point> last_;
};
bool write_agents_png(const std::string& file, const GridFile& map, const AgentTrails& trails, int scale,
                      std::string& error, const PictureNotes& notes = PictureNotes());

}  // namespace fixpath_host

#endif
