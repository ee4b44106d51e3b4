// libFuzzer target: the map parser (both formats) must reject or accept any
// bytes without a crash or undefined behaviour; whatever it accepts is then
// searched by the core (bounded layout, 8 and 4 moves), whose answer must be
// a legal path.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include <fixpath/fixpath.hpp>
#include <fixpath_host/grid_file.hpp>

namespace {
fixpath::BoundedState<4096, uint16_t> g_pool;
fixpath::Point g_path[4096];
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    fixpath_host::GridFile map;
    std::string error;
    if (!fixpath_host::parse_grid(text, "fuzz", map, error)) {
        if (error.empty() || error.find('\n') != std::string::npos) abort();  // one line, always
        return 0;
    }
    if (map.width < 1 || map.height < 1 ||
        map.costs.size() != static_cast<size_t>(map.width) * static_cast<size_t>(map.height)) {
        abort();
    }
    const fixpath::Point start = map.start.value_or(fixpath::make_point(0, 0));
    const fixpath::Point goal = map.goal.value_or(fixpath::make_point(map.width - 1, map.height - 1));
    for (int moves = 0; moves < 2; ++moves) {
        fixpath::SearchOptions<uint16_t> options;
        options.moves = moves == 0 ? fixpath::Moves::Eight : fixpath::Moves::Four;
        const auto r = fixpath::find_path(map.view(), g_pool, start, goal, g_path, 4096, options);
        for (uint32_t i = 1; i < r.length; ++i) {
            const int dx = g_path[i].x - g_path[i - 1].x, dy = g_path[i].y - g_path[i - 1].y;
            if (dx < -1 || dx > 1 || dy < -1 || dy > 1 || map.at(g_path[i].x, g_path[i].y) == 0) abort();
        }
    }
    return 0;
}
