#include <cstdio>
#include <string>

#include <fixpath_host/grid_components.hpp>
#include <fixpath_host/grid_file.hpp>

#include "commands.hpp"

namespace fixpath_cli {

int run_info(Arguments& args) {
    std::string map_file;
    fixpath::Moves moves = fixpath::Moves::Eight;
    fixpath::CornerRule corners = fixpath::CornerRule::Never;
    std::string format = "text";
    while (!args.done()) {
        if (args.take_single_positional(map_file, "MAP")) {
            continue;
        }
        const std::string o = args.take_option();
        if (o == "--moves") moves = parse_moves(o, args.value(o));
        else if (o == "--corners") corners = parse_corners(o, args.value(o));
        else if (o == "--format") {
            format = args.value(o);
            if (format != "text" && format != "json") throw UsageError("--format: expected text or json, got '" + format + "'");
        }
        else throw UsageError("unknown option '" + o + "'");
    }
    if (map_file.empty()) throw UsageError("missing MAP");
    fixpath_host::GridFile map;
    std::string error;
    if (!fixpath_host::load_grid(map_file, map, error)) {
        throw InputError(error);
    }
    const fixpath_host::ComponentReport r = fixpath_host::find_components(map, moves, corners);
    const double cells = static_cast<double>(map.costs.size());
    size_t terrain = 0;
    for (uint8_t c : map.costs) {
        terrain += c > 1;
    }
    const fixpath::Point walkable = r.largest_first_cell;
    if (format == "json") {
        std::printf("{\"width\":%d,\"height\":%d,\"passable\":%zu,\"terrain\":%zu,\"components\":%zu,"
                    "\"largest\":%zu,\"walkable\":",
                    map.width, map.height, r.passable, terrain, r.components, r.largest);
        if (walkable.x >= 0) std::printf("[%d,%d]}\n", walkable.x, walkable.y);
        else std::printf("null}\n");
        return 0;
    }
    std::printf("map: %s\n", map_file.c_str());
    std::printf("size: %dx%d (%zu cells)\n", map.width, map.height, map.costs.size());
    std::printf("passable: %zu (%.1f%%), of which %zu with a terrain multiplier above 1\n", r.passable,
                100.0 * static_cast<double>(r.passable) / cells, terrain);
    std::printf("components: %zu (%s moves, corners %s)\n", r.components, moves == fixpath::Moves::Four ? "4" : "8",
                corners == fixpath::CornerRule::Never ? "never" : (corners == fixpath::CornerRule::One ? "one" : "always"));
    std::printf("largest component: %zu cells (%.1f%% of passable)\n", r.largest,
                r.passable ? 100.0 * static_cast<double>(r.largest) / static_cast<double>(r.passable) : 0.0);
    if (walkable.x >= 0) {
        std::printf("walkable cell: %d,%d (in the largest component: try `fixpath solve %s --from %d,%d --to X,Y`)\n",
                    walkable.x, walkable.y, map_file.c_str(), walkable.x, walkable.y);
    } else {
        std::printf("walkable cell: none (no passable cell)\n");
    }
    if (map.start) std::printf("start marker: %d,%d\n", map.start->x, map.start->y);
    if (map.goal) std::printf("goal marker: %d,%d\n", map.goal->x, map.goal->y);
    return 0;
}

}  // namespace fixpath_cli
