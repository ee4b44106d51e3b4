// fixpath-demo: solves a bundled map and prints the path drawn over it.
//
//   fixpath-demo [MAP]      (default: examples/maps/castle.txt, built in; start S, goal G)
//
// Shows the one-call search, then the same query time-sliced the way a game
// runs it: a fixed budget of expansions per frame.
#include <cstdio>
#include <string>

#include <fixpath/fixpath.hpp>
#include <fixpath_host/ascii_render.hpp>
#include <fixpath_host/grid_file.hpp>

#include "castle_map.hpp"  // kCastle: examples/maps/castle.txt, made by the build

namespace {

constexpr uint32_t kMaxCells = 256 * 256;
fixpath::DenseState<kMaxCells, uint32_t> g_state;  // static: no heap, 0.4 MiB
fixpath::Point g_path[kMaxCells];

}  // namespace

int main(int argc, char** argv) {
    const std::string first = argc > 1 ? argv[1] : std::string();
    if (first == "--help" || first == "-h") {
        std::printf("usage: fixpath-demo [MAP]\n"
                    "Solves MAP (a text map with S and G cells; without MAP the bundled castle map) and prints\n"
                    "the path drawn over it, then the same query time-sliced at 16 expansions a frame.\n"
                    "The fixpath tool does more: fixpath --help.\n");
        return 0;
    }
    if (argc > 2 || (!first.empty() && first[0] == '-')) {
        std::fprintf(stderr, "fixpath-demo: expected at most one MAP, got '%s' (see fixpath-demo --help)\n",
                     argc > 2 ? argv[2] : first.c_str());
        return 2;
    }
    // The castle map is built into the program: it runs wherever it is installed.
    const std::string path = first.empty() ? std::string("castle.txt (built in)") : first;
    fixpath_host::GridFile map;
    std::string error;
    if (!(first.empty() ? fixpath_host::parse_grid(kCastle, path, map, error)
                        : fixpath_host::load_grid(path, map, error))) {
        std::fprintf(stderr, "fixpath-demo: %s\n", error.c_str());
        return 2;
    }
    if (!map.start || !map.goal) {
        std::fprintf(stderr, "fixpath-demo: %s: the map needs an S (start) and a G (goal) cell\n",
                     path.c_str());
        return 2;
    }
    const fixpath::ByteCostMap view = map.view();
    const fixpath::SearchOptions<uint32_t> options;  // 8 moves, no corner cutting, 10/14, octile

    const auto result = fixpath::find_path(view, g_state, *map.start, *map.goal, g_path, kMaxCells, options);
    std::printf("map %s (%dx%d), from (%d,%d) to (%d,%d)\n", path.c_str(), map.width, map.height,
                map.start->x, map.start->y, map.goal->x, map.goal->y);
    std::printf("status %s, cost %u (10 per straight step, 14 per diagonal, times the terrain), "
                "%u points, %u cells expanded, open list peak %u\n",
                fixpath::status_name(result.status), static_cast<unsigned>(result.cost),
                result.length, result.stats.expanded, result.stats.heap_high_water);
    std::fputs(fixpath_host::render_around_path(map, g_path, result.length, {*map.start, *map.goal}).c_str(), stdout);

    // The same query as a game would run it: at most 16 expansions a frame.
    fixpath::GridSearch<fixpath::ByteCostMap, decltype(g_state)> search(view, g_state);
    search.begin(*map.start, *map.goal, options);
    int frames = 1;
    while (search.step(16) == fixpath::Status::InProgress) {
        ++frames;
    }
    fixpath::Point turns[64];
    const auto info = search.turning_points(turns, 64);
    std::printf("time-sliced at 16 expansions a frame: %s after %d frames, cost %u; turning points:",
                fixpath::status_name(search.status()), frames, static_cast<unsigned>(search.cost()));
    for (uint32_t i = 0; i < info.length; ++i) {
        std::printf(" (%d,%d)", turns[i].x, turns[i].y);
    }
    std::printf("\nsearch state: %zu bytes for up to %u cells (%.2f bytes a cell)\n", sizeof(g_state),
                kMaxCells, static_cast<double>(sizeof(g_state)) / kMaxCells);
    return result.status == fixpath::Status::Found && search.cost() == result.cost ? 0 : 1;
}
