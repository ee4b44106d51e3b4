#include "reference_search.hpp"

#include <functional>
#include <queue>
#include <string>
#include <utility>

namespace fixpath_test {

namespace {

bool usable(const PlainGrid& g, fixpath::Area area, int32_t x, int32_t y) {
    return x >= 0 && y >= 0 && x < g.width && y < g.height && area.contains(x, y) && g.at(x, y) != 0;
}

// May the rules step from (x, y) by (dx, dy)? Target passability not included.
bool step_allowed(const PlainGrid& g, const Rules& r, fixpath::Area area, int32_t x, int32_t y,
                  int dx, int dy) {
    if (dx == 0 || dy == 0) {
        return true;
    }
    if (r.moves == fixpath::Moves::Four) {
        return false;
    }
    const bool a = usable(g, area, x + dx, y);
    const bool b = usable(g, area, x, y + dy);
    switch (r.corners) {
        case fixpath::CornerRule::Never: return a && b;
        case fixpath::CornerRule::One: return a || b;
        case fixpath::CornerRule::Always: return true;
    }
    return false;
}

}  // namespace

std::vector<uint64_t> reference_distances(const PlainGrid& grid, const Rules& rules,
                                          fixpath::Point source, fixpath::Area area) {
    const size_t n = static_cast<size_t>(grid.width) * static_cast<size_t>(grid.height);
    std::vector<uint64_t> dist(n, kInfinite);
    if (!usable(grid, area, source.x, source.y)) {
        return dist;
    }
    using Item = std::pair<uint64_t, size_t>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> open;
    const size_t s = static_cast<size_t>(source.y) * static_cast<size_t>(grid.width) + static_cast<size_t>(source.x);
    dist[s] = 0;
    open.push({0, s});
    while (!open.empty()) {
        const auto [d, cell] = open.top();
        open.pop();
        if (d != dist[cell]) {
            continue;
        }
        const int32_t x = static_cast<int32_t>(cell % static_cast<size_t>(grid.width));
        const int32_t y = static_cast<int32_t>(cell / static_cast<size_t>(grid.width));
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                if ((dx == 0 && dy == 0) || !usable(grid, area, x + dx, y + dy) ||
                    !step_allowed(grid, rules, area, x, y, dx, dy)) {
                    continue;
                }
                const uint64_t base = (dx != 0 && dy != 0) ? rules.diagonal : rules.straight;
                const uint64_t nd = d + base * grid.at(x + dx, y + dy);
                const size_t nc = static_cast<size_t>(y + dy) * static_cast<size_t>(grid.width) + static_cast<size_t>(x + dx);
                if (nd < dist[nc]) {
                    dist[nc] = nd;
                    open.push({nd, nc});
                }
            }
        }
    }
    return dist;
}

std::vector<uint64_t> reference_distances(const PlainGrid& grid, const Rules& rules,
                                          fixpath::Point source) {
    return reference_distances(grid, rules, source, fixpath::Area{0, 0, grid.width, grid.height});
}

std::string check_path(const PlainGrid& grid, const Rules& rules, fixpath::Area area,
                       const fixpath::Point* path, uint32_t length, fixpath::Point start,
                       uint64_t& cost) {
    cost = 0;
    if (length == 0) {
        return "empty path";
    }
    if (path[0] != start) {
        return "path does not begin at the start";
    }
    for (uint32_t i = 0; i < length; ++i) {
        if (!usable(grid, area, path[i].x, path[i].y)) {
            return "point " + std::to_string(i) + " (" + std::to_string(path[i].x) + "," +
                   std::to_string(path[i].y) + ") is blocked or outside the area";
        }
    }
    for (uint32_t i = 1; i < length; ++i) {
        const int dx = path[i].x - path[i - 1].x;
        const int dy = path[i].y - path[i - 1].y;
        if (dx < -1 || dx > 1 || dy < -1 || dy > 1 || (dx == 0 && dy == 0)) {
            return "step " + std::to_string(i) + " is not a move to an adjacent cell";
        }
        if (!step_allowed(grid, rules, area, path[i - 1].x, path[i - 1].y, dx, dy)) {
            return "step " + std::to_string(i) + " breaks the move set or corner rule";
        }
        const uint64_t base = (dx != 0 && dy != 0) ? rules.diagonal : rules.straight;
        cost += base * grid.at(path[i].x, path[i].y);
    }
    return std::string();
}

}  // namespace fixpath_test
