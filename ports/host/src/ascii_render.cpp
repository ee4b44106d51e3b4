#include <fixpath_host/ascii_render.hpp>

#include <algorithm>
#include <vector>

namespace fixpath_host {

std::string render_ascii(const GridFile& map, const fixpath::Point* path, uint32_t length,
                         int32_t x0, int32_t y0, int32_t w, int32_t h) {
    x0 = std::max(x0, 0);
    y0 = std::max(y0, 0);
    w = std::min(w, map.width - x0);
    h = std::min(h, map.height - y0);
    if (w <= 0 || h <= 0) {
        return std::string();
    }
    std::vector<std::string> rows(static_cast<size_t>(h), std::string(static_cast<size_t>(w), ' '));
    for (int32_t y = 0; y < h; ++y) {
        for (int32_t x = 0; x < w; ++x) {
            const uint8_t c = map.at(x0 + x, y0 + y);
            char glyph = '#';
            if (c == 1) {
                glyph = '.';
            } else if (c >= 2 && c <= 9) {
                glyph = static_cast<char>('0' + c);
            } else if (c > 9) {
                glyph = '+';
            }
            rows[static_cast<size_t>(y)][static_cast<size_t>(x)] = glyph;
        }
    }
    auto mark = [&](fixpath::Point p, char glyph) {
        const int32_t x = p.x - x0;
        const int32_t y = p.y - y0;
        if (x >= 0 && y >= 0 && x < w && y < h) {
            rows[static_cast<size_t>(y)][static_cast<size_t>(x)] = glyph;
        }
    };
    for (uint32_t i = 0; i < length; ++i) {
        mark(path[i], '*');
    }
    if (length > 0) {
        mark(path[length - 1], 'G');
        mark(path[0], 'S');
    }
    std::string out;
    for (const std::string& row : rows) {
        out += row;
        out += '\n';
    }
    return out;
}

std::string render_around_path(const GridFile& map, const fixpath::Point* path, uint32_t length,
                               int32_t margin, int32_t max_side) {
    if (map.width <= max_side && map.height <= max_side) {
        return render_ascii(map, path, length, 0, 0, map.width, map.height);
    }
    int32_t lx = map.width, ly = map.height, hx = 0, hy = 0;
    for (uint32_t i = 0; i < length; ++i) {
        lx = std::min<int32_t>(lx, path[i].x);
        ly = std::min<int32_t>(ly, path[i].y);
        hx = std::max<int32_t>(hx, path[i].x);
        hy = std::max<int32_t>(hy, path[i].y);
    }
    if (length == 0) {
        lx = ly = 0;
        hx = std::min(map.width, max_side) - 1;
        hy = std::min(map.height, max_side) - 1;
    }
    return render_ascii(map, path, length, lx - margin, ly - margin, hx - lx + 1 + 2 * margin,
                        hy - ly + 1 + 2 * margin);
}

}  // namespace fixpath_host
