#include <fixpath_host/ascii_render.hpp>

#include <algorithm>
#include <string>
#include <vector>

namespace fixpath_host {

const char* const kAsciiLegend = "# wall  . floor  2-9 terrain  * path  S start  G goal  E end of a partial path";

namespace {

// One glyph a cell of the window (clipped to the map: false when nothing
// is left), rows[y][x] for cell (x0 + x, y0 + y).
// The window clipped to the map: false when nothing is left.
bool clip_to_map(const GridFile& map, int32_t& x0, int32_t& y0, int32_t& w, int32_t& h) {
    x0 = std::max(x0, 0);
    y0 = std::max(y0, 0);
    w = std::min(w, map.width - x0);
    h = std::min(h, map.height - y0);
    return w > 0 && h > 0;
}

// The first line of a window cut from a larger map: the cells it shows.
std::string window_caption(int32_t x0, int32_t y0, int32_t w, int32_t h, const GridFile& map) {
    return "cells x " + std::to_string(x0) + ".." + std::to_string(x0 + w - 1) + ", y " + std::to_string(y0) + ".." +
           std::to_string(y0 + h - 1) + " of the " + std::to_string(map.width) + "x" + std::to_string(map.height) +
           " map\n";
}

bool glyphs(const GridFile& map, const fixpath::Point* path, uint32_t length, QueryMarks marks, int32_t& x0,
            int32_t& y0, int32_t& w, int32_t& h, std::vector<std::string>& rows) {
    if (!clip_to_map(map, x0, y0, w, h)) {
        return false;
    }
    rows.assign(static_cast<size_t>(h), std::string(static_cast<size_t>(w), ' '));
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
    if (length > 0 && !(path[length - 1] == marks.goal)) {
        mark(path[length - 1], 'E');
    }
    mark(marks.goal, 'G');
    mark(marks.start, 'S');
    return true;
}

struct Window {
    int32_t x0, y0, w, h;
};

// The whole map when it fits max_side, else the path, start and goal with
// `margin` cells around them.
Window window_around_path(const GridFile& map, const fixpath::Point* path, uint32_t length, QueryMarks marks,
                          int32_t margin, int32_t max_side) {
    if (map.width <= max_side && map.height <= max_side) {
        return Window{0, 0, map.width, map.height};
    }
    int32_t lx = map.width, ly = map.height, hx = -1, hy = -1;
    auto include = [&](fixpath::Point p) {
        if (!map.inside(p.x, p.y)) return;
        lx = std::min<int32_t>(lx, p.x);
        ly = std::min<int32_t>(ly, p.y);
        hx = std::max<int32_t>(hx, p.x);
        hy = std::max<int32_t>(hy, p.y);
    };
    for (uint32_t i = 0; i < length; ++i) include(path[i]);
    include(marks.start);
    include(marks.goal);
    if (hx < 0) {  // nothing to centre on: the top-left corner
        return Window{0, 0, max_side, max_side};
    }
    return Window{lx - margin, ly - margin, hx - lx + 1 + 2 * margin, hy - ly + 1 + 2 * margin};
}

}  // namespace

std::string draw_window(const std::vector<std::string>& rows, int32_t x0, int32_t y0, const GridFile& map) {
    std::string out;
    const int32_t h = static_cast<int32_t>(rows.size());
    const int32_t w = rows.empty() ? 0 : static_cast<int32_t>(rows[0].size());
    if (x0 == 0 && y0 == 0 && w == map.width && h == map.height) {
        for (const std::string& row : rows) out += row + '\n';
        return out;
    }
    // Cut from a larger map: say where, number every tenth column on a
    // ruler and every row on its left.
    out = window_caption(x0, y0, w, h, map);
    const size_t label = std::to_string(y0 + h - 1).size();
    std::string ruler(label + 1 + static_cast<size_t>(w), ' ');
    for (int32_t x = 0; x < w; ++x) {
        const int32_t column = x0 + x;
        const std::string number = std::to_string(column);
        const size_t at = label + 1 + static_cast<size_t>(x);
        if (column % 10 == 0 && at + number.size() <= ruler.size() && (at == 0 || ruler[at - 1] == ' ')) {
            ruler.replace(at, number.size(), number);
        }
    }
    while (!ruler.empty() && ruler.back() == ' ') ruler.pop_back();
    out += ruler + '\n';
    for (int32_t y = 0; y < h; ++y) {
        std::string number = std::to_string(y0 + y);
        out += std::string(label - number.size(), ' ') + number + ' ' + rows[static_cast<size_t>(y)] + '\n';
    }
    return out;
}

std::string render_ascii(const GridFile& map, const fixpath::Point* path, uint32_t length, QueryMarks marks,
                         int32_t x0, int32_t y0, int32_t w, int32_t h) {
    std::vector<std::string> rows;
    if (!glyphs(map, path, length, marks, x0, y0, w, h, rows)) {
        return std::string();
    }
    std::string out;
    for (const std::string& row : rows) {
        out += row;
        out += '\n';
    }
    return out;
}

std::string render_around_path(const GridFile& map, const fixpath::Point* path, uint32_t length, QueryMarks marks,
                               int32_t margin, int32_t max_side) {
    Window v = window_around_path(map, path, length, marks, margin, max_side);
    std::vector<std::string> rows;
    if (!glyphs(map, path, length, marks, v.x0, v.y0, v.w, v.h, rows)) {
        return std::string();
    }
    return draw_window(rows, v.x0, v.y0, map);
}

std::string render_hex_ascii(const GridFile& map, const fixpath::Point* path, uint32_t length, QueryMarks marks,
                             fixpath::HexLayout layout, int32_t x0, int32_t y0, int32_t w, int32_t h) {
    std::vector<std::string> rows;
    if (!glyphs(map, path, length, marks, x0, y0, w, h, rows)) {
        return std::string();
    }
    // Whether map row (pointy) or column (flat) `line` is the shoved one.
    const bool odd = layout == fixpath::HexLayout::PointyOddRows || layout == fixpath::HexLayout::FlatOddColumns;
    const auto shoved = [odd](int32_t line) { return ((line & 1) != 0) == odd; };
    std::string out;
    for (int32_t y = 0; y < h; ++y) {
        const std::string& row = rows[static_cast<size_t>(y)];
        if (fixpath::hex_pointy(layout)) {
            std::string line = shoved(y0 + y) ? " " : "";
            for (const char c : row) {
                line += c;
                line += ' ';
            }
            while (!line.empty() && line.back() == ' ') line.pop_back();
            out += line + '\n';
        } else {
            for (int half = 0; half < 2; ++half) {  // the unshoved columns, then the shoved ones
                std::string line;
                for (int32_t x = 0; x < w; ++x) line += shoved(x0 + x) == (half == 1) ? row[static_cast<size_t>(x)] : ' ';
                while (!line.empty() && line.back() == ' ') line.pop_back();
                out += line + '\n';
            }
        }
    }
    return out;
}

std::string render_hex_around_path(const GridFile& map, const fixpath::Point* path, uint32_t length, QueryMarks marks,
                                   fixpath::HexLayout layout, int32_t margin, int32_t max_side) {
    Window v = window_around_path(map, path, length, marks, margin, max_side);
    if (!clip_to_map(map, v.x0, v.y0, v.w, v.h)) {
        return std::string();
    }
    const std::string drawing = render_hex_ascii(map, path, length, marks, layout, v.x0, v.y0, v.w, v.h);
    const bool whole = v.x0 == 0 && v.y0 == 0 && v.w == map.width && v.h == map.height;
    return whole ? drawing : window_caption(v.x0, v.y0, v.w, v.h, map) + drawing;
}

}  // namespace fixpath_host
