#include <fixpath_host/grid_components.hpp>

#include <fixpath/state/search_state.hpp>

namespace fixpath_host {

ComponentReport find_components(const GridFile& map, fixpath::Moves moves, fixpath::CornerRule corners) {
    ComponentReport r;
    const size_t w = static_cast<size_t>(map.width);
    r.label.assign(map.costs.size(), -1);
    std::vector<size_t> stack;
    auto passable = [&](int32_t x, int32_t y) { return map.inside(x, y) && map.at(x, y) != 0; };
    for (size_t start = 0; start < map.costs.size(); ++start) {
        if (map.costs[start] == 0 || r.label[start] != -1) {
            continue;
        }
        const int32_t id = static_cast<int32_t>(r.components++);
        size_t size = 0;
        stack.push_back(start);
        r.label[start] = id;
        while (!stack.empty()) {
            const size_t cell = stack.back();
            stack.pop_back();
            ++size;
            const int32_t x = static_cast<int32_t>(cell % w);
            const int32_t y = static_cast<int32_t>(cell / w);
            const int directions = moves == fixpath::Moves::Four ? 4 : 8;
            for (int d = 0; d < directions; ++d) {
                const int32_t dx = fixpath::kDirectionDx[d], dy = fixpath::kDirectionDy[d];
                if (!passable(x + dx, y + dy)) {
                    continue;
                }
                if (dx != 0 && dy != 0) {
                    const bool a = passable(x + dx, y), b = passable(x, y + dy);
                    if ((corners == fixpath::CornerRule::Never && !(a && b)) ||
                        (corners == fixpath::CornerRule::One && !(a || b))) {
                        continue;
                    }
                }
                const size_t next = static_cast<size_t>(y + dy) * w + static_cast<size_t>(x + dx);
                if (r.label[next] == -1) {
                    r.label[next] = id;
                    stack.push_back(next);
                }
            }
        }
        r.passable += size;
        if (size > r.largest) {  // ties: the component met first in row-major order
            r.largest = size;
            r.largest_first_cell = fixpath::make_point(static_cast<int32_t>(start % w), static_cast<int32_t>(start / w));
        }
    }
    return r;
}

}  // namespace fixpath_host
