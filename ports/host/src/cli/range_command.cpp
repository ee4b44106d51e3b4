// fixpath range MAP --from X,Y --budget N: a tactics unit's movement range
// (movement_range.hpp): every cell it can reach with N movement points and
// what each costs, as text (the map with the range drawn), JSON or a PNG.
#include <algorithm>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fixpath/fixpath.hpp>
#include <fixpath_host/ascii_render.hpp>
#include <fixpath_host/checked_files.hpp>
#include <fixpath_host/grid_file.hpp>
#include <fixpath_host/grid_solver.hpp>
#include <fixpath_host/png_picture.hpp>

#include "commands.hpp"

namespace fixpath_cli {

namespace {

using Pool = fixpath::BoundedState<(1u << 20), uint32_t>;
using Range = fixpath::MovementRange<fixpath::ByteCostMap, Pool>;

}  // namespace

int run_range(CommandLine& cl) {
    std::string map_file, format = "text", png_file;
    std::optional<fixpath::Point> from;
    uint32_t budget = 0;  // (required)
    fixpath::SearchOptions<uint32_t> options;
    cl.positional("MAP", map_file);
    cl.option("--budget", "N", "the movement points a move may spend",
              [&budget](const std::string& o, const std::string& v) { budget = parse_count(o, v, 0, 0xFFFFFFFEu); });
    cl.required("--budget", "movement points: the step costs times the multipliers a move may spend");
    cl.option("--from", "X,Y", "the unit's cell (default: the map's S marker)",
              [&from](const std::string& o, const std::string& v) { from = parse_point(o, v); });
    declare_moves(cl, options.moves);
    declare_corners(cl, options.corners);
    declare_costs(cl, options.costs);
    declare_format(cl, format, {"text", "json"},
                   "text (default): status, the number of cells, the map with the range drawn (U the "
                   "unit, o reachable; a window of a larger map starts with its coordinates and numbers "
                   "its rows); json: {\"status\":\"complete\",\"cells\":[[x,y,cost],...]}, every reachable "
                   "cell, row-major");
    cl.file("--png", "a file name", "the range shaded by cost, the unit ringed, the outcome and a legend under the map",
            png_file);
    if (!cl.parse()) return 0;
    if (map_file.empty()) throw UsageError("missing MAP (a .map or ASCII map file)");
    const uint32_t cheapest = options.moves == fixpath::Moves::Four
                                  ? options.costs.straight
                                  : std::min(options.costs.straight, options.costs.diagonal);
    if (budget < cheapest) {
        std::fprintf(stderr, "fixpath range: warning: --budget %u is below the cheapest step (%u, --costs %u,%u): the "
                             "unit reaches only its own cell\n",
                     budget, cheapest, options.costs.straight, options.costs.diagonal);
    }
    const std::string clash = fixpath_host::clashing_paths({map_file}, {png_file});
    if (!clash.empty()) throw UsageError("refusing to write: " + clash);
    fixpath_host::GridFile map;
    std::string error;
    if (!fixpath_host::load_grid(map_file, map, error)) throw InputError(error);
    if (!from) from = map.start;
    if (!from) throw UsageError("missing --from X,Y (the map has no S marker)");
    if (!map.inside(from->x, from->y)) {
        throw UsageError("--from " + std::to_string(from->x) + "," + std::to_string(from->y) + ": outside the " +
                             std::to_string(map.width) + "x" + std::to_string(map.height) + " map",
                         "invalid_start");
    }
    // The cost buffer: the window the budget can reach, clipped to the map.
    std::vector<uint32_t> costs(std::max<uint32_t>(1u, Range::window_for(map.width, map.height, *from, budget, options).cells()));
    std::unique_ptr<Pool> pool(new Pool);
    const fixpath::ByteCostMap view = map.view();
    Range range(view, *pool);
    fixpath::Status status = range.begin(*from, budget, costs.data(), static_cast<uint32_t>(costs.size()), options);
    if (status == fixpath::Status::InProgress) status = range.run();

    std::vector<fixpath_host::Expansion> cells;  // row-major: the window is walked by rows
    const fixpath::Area w = range.window();
    if (status == fixpath::Status::Complete) {
        for (int32_t y = w.y; y < w.y + w.height; ++y)
            for (int32_t x = w.x; x < w.x + w.width; ++x) {
                const fixpath::Point p = fixpath::make_point(x, y);
                if (range.reachable(p)) cells.push_back({p, range.cost(p)});
            }
    }
    fixpath_host::PictureNotes notes;
    notes.range = true;
    notes.outcome = reported_status(status);
    notes.failed = status != fixpath::Status::Complete;
    if (!png_file.empty() && !fixpath_host::write_search_png(png_file, map, {}, cells, *from, fixpath::make_point(-1, -1),
                                                               fixpath_host::picture_scale(map), error, notes)) {
        throw OutputError(error);
    }
    if (format == "json") {
        std::printf("{\"status\":\"%s\",\"cells\":[", reported_status(status));
        for (size_t i = 0; i < cells.size(); ++i) {
            std::printf("%s[%d,%d,%u]", i ? "," : "", cells[i].cell.x, cells[i].cell.y, cells[i].cost);
        }
        std::printf("]}\n");
        return 0;
    }
    std::printf("status: %s\n", reported_status(status));
    std::printf("budget: %u from %d,%d\n", budget, from->x, from->y);
    std::printf("reachable: %zu cells (expanded %u)\n", cells.size(), range.stats().expanded);
    if (!png_file.empty()) std::printf("picture: %s\n", png_file.c_str());
    if (status != fixpath::Status::Complete) return 0;
    // The window (and a margin) with the range drawn: 'U' the unit, 'o' a cell it can reach.
    std::printf("\n");
    const int32_t x0 = std::max(0, w.x - 2), y0 = std::max(0, w.y - 2);
    const int32_t x1 = std::min(map.width, w.x + w.width + 2), y1 = std::min(map.height, w.y + w.height + 2);
    std::vector<std::string> rows;
    for (int32_t y = y0; y < y1 && y < y0 + 80; ++y) {
        std::string row;
        for (int32_t x = x0; x < x1 && x < x0 + 120; ++x) {
            const fixpath::Point p = fixpath::make_point(x, y);
            const uint8_t c = map.at(x, y);
            char glyph = c == 0 ? '#' : (c == 1 ? '.' : (c <= 9 ? static_cast<char>('0' + c) : '+'));
            if (range.reachable(p)) glyph = 'o';
            if (p == *from) glyph = 'U';
            row += glyph;
        }
        rows.push_back(row);
    }
    std::printf("%s", fixpath_host::draw_window(rows, x0, y0, map).c_str());
    std::printf("# wall  . floor  2-9 terrain  o reachable  U the unit\n");
    return 0;
}

}  // namespace fixpath_cli
