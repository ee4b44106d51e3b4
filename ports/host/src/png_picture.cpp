#include <fixpath_host/png_picture.hpp>

#include <fixpath_host/checked_files.hpp>

#ifdef FIXPATH_HAVE_PNG
#include <png.h>
#endif

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <iterator>
#include <cstdio>
#include <cstring>
#include <utility>

namespace fixpath_host {


int picture_scale(const GridFile& map) {
    const int side = std::max(map.width, map.height);
    return std::clamp(1024 / std::max(side, 1), 1, 16);
}

#ifndef FIXPATH_HAVE_PNG
bool write_search_png(const std::string& file, const GridFile&, const std::vector<fixpath::Point>&,
                      const std::vector<Expansion>&, fixpath::Point, fixpath::Point, int, std::string& error,
                      const PictureNotes&, const fixpath::HexLayout*) {
    error = file + ": this fixpath was built without libpng (Debian: apt-get install libpng-dev, then rebuild)";
    return false;
}
AgentTrails::AgentTrails(const GridFile& map) : width_(map.width) {}
void AgentTrails::add(const std::vector<fixpath::Point>& positions) { last_ = positions; }
bool write_agents_png(const std::string& file, const GridFile&, const AgentTrails&, int, std::string& error,
                      const PictureNotes&) {
    error = file + ": this fixpath was built without libpng (Debian: apt-get install libpng-dev, then rebuild)";
    return false;
}
#else
namespace {

struct Rgb {
    uint8_t r, g, b;
};

Rgb mix(Rgb a, Rgb b, int t /* 0..255 toward b */) {
    auto m = [t](uint8_t x, uint8_t y) { return static_cast<uint8_t>((x * (255 - t) + y * t) / 255); };
    return Rgb{m(a.r, b.r), m(a.g, b.g), m(a.b, b.b)};
}

// libpng reports errors by longjmp back to the setjmp below: nothing in this
// frame or between it and libpng may have a destructor (the jump would skip
// it), so the pixels and the row buffer belong to the caller.
// libpng's message goes into `message` (not to stderr: the tool's error is one line).
void keep_png_error(png_structp png, png_const_charp text) {
    char* message = static_cast<char*>(png_get_error_ptr(png));
    std::snprintf(message, 96, "%s", text);
    png_longjmp(png, 1);
}
void ignore_png_warning(png_structp, png_const_charp) {}

bool encode_png(std::FILE* f, const Rgb* pixels, size_t pw, size_t ph, png_byte* row, char* message /* 96 bytes */) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, message, keep_png_error, ignore_png_warning);
    png_infop info = png ? png_create_info_struct(png) : nullptr;
    if (png == nullptr || info == nullptr || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return false;
    }
    png_init_io(png, f);
    png_set_IHDR(png, info, static_cast<png_uint_32>(pw), static_cast<png_uint_32>(ph), 8, PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (size_t y = 0; y < ph; ++y) {
        for (size_t x = 0; x < pw; ++x) {
            const Rgb c = pixels[y * pw + x];
            row[3 * x] = c.r;
            row[3 * x + 1] = c.g;
            row[3 * x + 2] = c.b;
        }
        png_write_row(png, row);
    }
    png_write_end(png, nullptr);
    png_destroy_write_struct(&png, &info);
    return true;
}

// A 3x5 pixel font for the legend's words: each glyph five rows of three
// bits, top row first, high bit on the left.
struct Glyph {
    char c;
    uint8_t rows[5];
};
constexpr Glyph kFont[] = {
    {'A', {2, 5, 7, 5, 5}}, {'B', {6, 5, 6, 5, 6}}, {'C', {3, 4, 4, 4, 3}}, {'D', {6, 5, 5, 5, 6}},
    {'E', {7, 4, 6, 4, 7}}, {'F', {7, 4, 6, 4, 4}}, {'G', {3, 4, 5, 5, 3}}, {'H', {5, 5, 7, 5, 5}},
    {'I', {7, 2, 2, 2, 7}}, {'J', {1, 1, 1, 5, 2}}, {'K', {5, 5, 6, 5, 5}}, {'L', {4, 4, 4, 4, 7}},
    {'M', {5, 7, 5, 5, 5}}, {'N', {6, 5, 5, 5, 5}}, {'O', {2, 5, 5, 5, 2}}, {'P', {6, 5, 6, 4, 4}},
    {'Q', {2, 5, 5, 6, 3}}, {'R', {6, 5, 6, 5, 5}}, {'S', {3, 4, 2, 1, 6}}, {'T', {7, 2, 2, 2, 2}},
    {'U', {5, 5, 5, 5, 7}}, {'V', {5, 5, 5, 5, 2}}, {'W', {5, 5, 7, 7, 5}}, {'X', {5, 5, 2, 5, 5}},
    {'Y', {5, 5, 2, 2, 2}}, {'Z', {7, 1, 2, 4, 7}}, {'0', {7, 5, 5, 5, 7}}, {'1', {2, 6, 2, 2, 7}},
    {'2', {6, 1, 2, 4, 7}}, {'3', {6, 1, 2, 1, 6}}, {'4', {5, 5, 7, 1, 1}}, {'5', {7, 4, 6, 1, 6}},
    {'6', {3, 4, 7, 5, 7}}, {'7', {7, 1, 1, 2, 2}}, {'8', {7, 5, 7, 5, 7}}, {'9', {7, 5, 7, 1, 6}},
    {':', {0, 2, 0, 2, 0}}, {'-', {0, 0, 7, 0, 0}}, {'_', {0, 0, 0, 0, 7}},
};

struct Canvas {
    size_t w, h;
    std::vector<Rgb> px;
    void fill(long x0, long y0, long x1, long y1, Rgb c) {  // [x0, x1) x [y0, y1), clipped
        for (long y = std::max(y0, 0L); y < std::min<long>(y1, static_cast<long>(h)); ++y)
            for (long x = std::max(x0, 0L); x < std::min<long>(x1, static_cast<long>(w)); ++x)
                px[static_cast<size_t>(y) * w + static_cast<size_t>(x)] = c;
    }
    // Text at (x, y), each font pixel k x k; returns the x after it.
    long text(long x, long y, const char* s, long k, Rgb c) {
        for (; *s != '\0'; ++s, x += 4 * k) {
            for (const Glyph& g : kFont) {
                if (g.c != *s) continue;
                for (long r = 0; r < 5; ++r)
                    for (long b = 0; b < 3; ++b)
                        if ((g.rows[r] >> (2 - b)) & 1) fill(x + b * k, y + r * k, x + (b + 1) * k, y + (r + 1) * k, c);
            }
        }
        return x;
    }
};

const Rgb kWall{38, 38, 46}, kFloor{236, 234, 226}, kTerrainLight{214, 190, 150}, kTerrainDark{110, 70, 30};
const Rgb kCheap{250, 220, 60}, kCostly{120, 60, 200}, kPath{220, 30, 30}, kStart{20, 170, 40}, kGoal{30, 80, 230};
const Rgb kInk{20, 20, 24}, kPaper{255, 255, 255};

// The pixel offset of a cell drawn as a hex brick: half a cell right on
// shoved rows (pointy) or down on shoved columns (flat); none on square maps.
struct Shove {
    const fixpath::HexLayout* hex;
    long half;
    bool shoved(long line) const {
        const bool odd = *hex == fixpath::HexLayout::PointyOddRows || *hex == fixpath::HexLayout::FlatOddColumns;
        return ((line & 1) != 0) == odd;
    }
    long dx(long y) const { return hex != nullptr && fixpath::hex_pointy(*hex) && shoved(y) ? half : 0; }
    long dy(long x) const { return hex != nullptr && !fixpath::hex_pointy(*hex) && shoved(x) ? half : 0; }
};

// Start and goal: a ring of at least 13 pixels (or two cells) across,
// outlined in ink, so that it shows on a 1-pixel-a-cell map; its middle
// is left open, so the cell and the path through it stay visible. The
// map is drawn `margin` pixels in from the picture's edges, so a ring at
// a corner is never cut.
long marker_radius(size_t scale) { return std::max(6L, static_cast<long>(scale)); }

void marker(Canvas& c, long margin, fixpath::Point p, size_t scale, Rgb color, const Shove& shove) {
    const long s = static_cast<long>(scale);
    const long cx = margin + p.x * s + s / 2 + shove.dx(p.y), cy = margin + p.y * s + s / 2 + shove.dy(p.x);
    const long r = marker_radius(scale);
    const long inner = std::max(1L, r - 3);
    for (long dy = -r; dy <= r; ++dy)
        for (long dx = -r; dx <= r; ++dx) {
            const long d2 = dx * dx + dy * dy;
            if (d2 <= r * r && d2 >= inner * inner) {
                c.fill(cx + dx, cy + dy, cx + dx + 1, cy + dy + 1, d2 >= (r - 1) * (r - 1) ? kInk : color);
            }
        }
}

// A swatch and a word of the legend; a gradient when a and b differ.
struct Entry {
    const char* word;
    Rgb a, b;
};

// The picture: `cells` (w x h, one colour a cell) drawn `scale` pixels a
// cell in a margin, `overlay` drawn on top (rings, outlines), the legend
// under it; written whole or not at all.
template <typename Overlay>
bool compose_and_write(const std::string& file, const std::vector<Rgb>& cells, size_t w, size_t h, size_t scale,
                       const Entry* entries, size_t entry_count, const PictureNotes& notes,
                       const fixpath::HexLayout* hex, Overlay&& overlay, std::string& error) {
    // The legend: a strip under the map, swatch and word for each thing
    // drawn, in as many lines as the width needs.
    const long k = w * scale >= 600 ? 2 : 1;  // font pixel size
    const Shove shove{hex, static_cast<long>(scale / 2)};
    const bool pointy = hex != nullptr && fixpath::hex_pointy(*hex);
    const size_t map_w = w * scale + (pointy ? scale / 2 : 0), map_h = h * scale + (hex != nullptr && !pointy ? scale / 2 : 0);
    const long margin = marker_radius(scale) + 2;  // room for a start or goal ring at the map's edge
    const long pad = 3 * k, line_h = 5 * k + 2 * pad, swatch = 5 * k;
    const size_t pw = std::max<size_t>(map_w + 2 * static_cast<size_t>(margin), static_cast<size_t>(60 * k));
    // The first legend line: the outcome (red when the query failed).
    std::string caption = notes.outcome;
    for (char& ch : caption) ch = ch == '_' ? ' ' : static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    std::vector<std::pair<long, long>> at;  // each entry's (x, line)
    long x = pad, line = caption.empty() ? 0 : 1;
    for (size_t i = 0; i < entry_count; ++i) {
        const Entry& e = entries[i];
        const long width = swatch * (e.a.r == e.b.r && e.a.g == e.b.g ? 1 : 3) + k * 2 + 4 * k * static_cast<long>(std::strlen(e.word));
        if (x > pad && x + width > static_cast<long>(pw) - pad) {
            x = pad;
            ++line;
        }
        at.emplace_back(x, line);
        x += width + 3 * pad;
    }
    const size_t legend_top = map_h + 2 * static_cast<size_t>(margin);
    const size_t ph = legend_top + static_cast<size_t>((line + 1) * line_h);
    Canvas canvas{pw, ph, std::vector<Rgb>(pw * ph, kPaper)};
    const size_t m = static_cast<size_t>(margin);
    if (notes.failed) {  // a red frame in the margin: this picture shows no answer
        canvas.fill(0, 0, static_cast<long>(pw), static_cast<long>(legend_top), kPath);
        canvas.fill(margin / 2, margin / 2, static_cast<long>(map_w + m) + margin / 2,
                    static_cast<long>(map_h + m) + margin / 2, kPaper);
    }
    if (hex == nullptr) {
        for (size_t y = 0; y < map_h; ++y)
            for (size_t px = 0; px < map_w; ++px) canvas.px[(y + m) * pw + px + m] = cells[(y / scale) * w + px / scale];
    } else {  // bricks: each cell's square at its shoved place (the rest stays paper)
        const long s = static_cast<long>(scale);
        for (size_t cy = 0; cy < h; ++cy)
            for (size_t cx = 0; cx < w; ++cx) {
                const long x0 = margin + static_cast<long>(cx) * s + shove.dx(static_cast<long>(cy));
                const long y0 = margin + static_cast<long>(cy) * s + shove.dy(static_cast<long>(cx));
                canvas.fill(x0, y0, x0 + s, y0 + s, cells[cy * w + cx]);
            }
    }
    overlay(canvas, margin, shove);
    if (!caption.empty()) {
        canvas.text(pad, static_cast<long>(legend_top) + pad, caption.c_str(), k, notes.failed ? kPath : kInk);
    }
    for (size_t i = 0; i < at.size(); ++i) {
        const Entry& e = entries[i];
        const long ex = at[i].first, ey = static_cast<long>(legend_top) + at[i].second * line_h + pad;
        const long sw = swatch * (e.a.r == e.b.r && e.a.g == e.b.g ? 1 : 3);
        for (long s = 0; s < sw; ++s) {
            const Rgb c = sw == swatch ? e.a : mix(e.a, e.b, static_cast<int>(255 * s / (sw - 1)));
            canvas.fill(ex + s, ey, ex + s + 1, ey + swatch, c);
        }
        canvas.fill(ex - 1, ey - 1, ex + sw + 1, ey, kInk);  // an outline: a white floor swatch shows
        canvas.fill(ex - 1, ey + swatch, ex + sw + 1, ey + swatch + 1, kInk);
        canvas.fill(ex - 1, ey, ex, ey + swatch, kInk);
        canvas.fill(ex + sw, ey, ex + sw + 1, ey + swatch, kInk);
        canvas.text(ex + sw + 2 * k, ey, e.word, k, kInk);
    }

    std::vector<png_byte> row(pw * 3);
    char message[96] = "out of memory";
    return write_file_atomically(
        file,
        [&](std::FILE* f, std::string& e) {
            if (!encode_png(f, canvas.px.data(), pw, ph, row.data(), message)) {
                e = file + ": PNG encoding failed (" + message + ": " + std::strerror(errno) + ")";
                return false;
            }
            return true;
        },
        error);
}

// The map's own colours: walls, floor, terrain by multiplier.
std::vector<Rgb> ground(const GridFile& map) {
    const size_t cells = static_cast<size_t>(map.width) * static_cast<size_t>(map.height);
    std::vector<Rgb> out(cells);
    for (size_t i = 0; i < cells; ++i) {
        const uint8_t c = map.costs[i];
        out[i] = c == 0 ? kWall : (c == 1 ? kFloor : mix(kTerrainLight, kTerrainDark, std::min(255, (c - 2) * 32)));
    }
    return out;
}

}  // namespace

bool write_search_png(const std::string& file, const GridFile& map, const std::vector<fixpath::Point>& path,
                      const std::vector<Expansion>& expansions, fixpath::Point start, fixpath::Point goal,
                      int scale_cells, std::string& error, const PictureNotes& notes, const fixpath::HexLayout* hex) {
    const size_t w = static_cast<size_t>(map.width), h = static_cast<size_t>(map.height);
    const size_t scale = static_cast<size_t>(scale_cells);
    std::vector<Rgb> cells = ground(map);
    uint32_t max_cost = 1;
    for (const Expansion& e : expansions) max_cost = std::max(max_cost, e.cost);
    for (const Expansion& e : expansions) {
        const size_t i = static_cast<size_t>(e.cell.y) * w + static_cast<size_t>(e.cell.x);
        const int t = static_cast<int>((static_cast<uint64_t>(e.cost) * 255) / max_cost);
        cells[i] = mix(cells[i], mix(kCheap, kCostly, t), 150);
    }
    for (const fixpath::Point& p : path) cells[static_cast<size_t>(p.y) * w + static_cast<size_t>(p.x)] = kPath;
    const Entry search_entries[] = {{"WALL", kWall, kWall},           {"FLOOR", kFloor, kFloor},
                                    {"TERRAIN", kTerrainLight, kTerrainDark}, {"EXPANDED", kCheap, kCostly},
                                    {"PATH", kPath, kPath},           {"START", kStart, kStart},
                                    {"GOAL", kGoal, kGoal}};
    const Entry range_entries[] = {{"WALL", kWall, kWall},
                                   {"FLOOR", kFloor, kFloor},
                                   {"TERRAIN", kTerrainLight, kTerrainDark},
                                   {"REACHABLE CHEAP TO COSTLY", kCheap, kCostly},
                                   {"UNIT", kStart, kStart}};
    const Entry* entries = notes.range ? range_entries : search_entries;
    const size_t entry_count = notes.range ? std::size(range_entries) : std::size(search_entries);
    return compose_and_write(
        file, cells, w, h, scale, entries, entry_count, notes, hex,
        [&](Canvas& canvas, long margin, const Shove& shove) {
            // (off the map: no marker)
            if (map.inside(start.x, start.y)) marker(canvas, margin, start, scale, kStart, shove);
            if (map.inside(goal.x, goal.y)) marker(canvas, margin, goal, scale, kGoal, shove);
        },
        error);
}

namespace {
// Agent i's colour: around a wheel of six hues, in steps that keep
// neighbours in number apart.
Rgb agent_colour(size_t i) {
    static const Rgb wheel[6] = {{200, 40, 40}, {210, 140, 20}, {60, 160, 40},
                                 {30, 150, 170}, {50, 70, 210}, {170, 50, 180}};
    const size_t turn = (i * 5) % (6 * 4);
    return mix(wheel[turn % 6], kInk, static_cast<int>(turn / 6) * 40);
}
uint32_t packed(Rgb c) { return uint32_t{c.r} << 16 | uint32_t{c.g} << 8 | c.b; }
Rgb unpacked(uint32_t c) {
    return Rgb{static_cast<uint8_t>(c >> 16), static_cast<uint8_t>(c >> 8), static_cast<uint8_t>(c)};
}
}  // namespace

AgentTrails::AgentTrails(const GridFile& map) : width_(map.width) {
    const std::vector<Rgb> g = ground(map);
    cells_.resize(g.size());
    for (size_t i = 0; i < g.size(); ++i) cells_[i] = packed(g[i]);
}

void AgentTrails::add(const std::vector<fixpath::Point>& positions) {
    for (size_t i = 0; i < positions.size(); ++i) {
        uint32_t& c = cells_[static_cast<size_t>(positions[i].y) * static_cast<size_t>(width_) +
                             static_cast<size_t>(positions[i].x)];
        c = packed(mix(unpacked(c), agent_colour(i), 170));
    }
    last_ = positions;
}

bool write_agents_png(const std::string& file, const GridFile& map, const AgentTrails& trails, int scale_cells,
                      std::string& error, const PictureNotes& notes) {
    const size_t w = static_cast<size_t>(map.width), h = static_cast<size_t>(map.height);
    const size_t scale = static_cast<size_t>(scale_cells);
    std::vector<Rgb> cells(trails.cells().size());
    for (size_t i = 0; i < cells.size(); ++i) cells[i] = unpacked(trails.cells()[i]);
    const auto colour = agent_colour;
    const std::vector<fixpath::Point>& last = trails.last();
    const Entry entries[] = {{"WALL", kWall, kWall},
                             {"FLOOR", kFloor, kFloor},
                             {"TERRAIN", kTerrainLight, kTerrainDark},
                             {"TRAILS: A COLOUR AN AGENT", colour(0), colour(4)},
                             {"FINAL CELL: OUTLINED", kInk, kInk}};
    return compose_and_write(
        file, cells, w, h, scale, entries, std::size(entries), notes, nullptr,
        [&](Canvas& canvas, long margin, const Shove&) {
            const long s = static_cast<long>(scale);
            for (size_t i = 0; i < last.size(); ++i) {
                const fixpath::Point p = last[i];
                const long x0 = margin + p.x * s, y0 = margin + p.y * s;
                canvas.fill(x0, y0, x0 + s, y0 + 1, kInk);
                canvas.fill(x0, y0 + s - 1, x0 + s, y0 + s, kInk);
                canvas.fill(x0, y0, x0 + 1, y0 + s, kInk);
                canvas.fill(x0 + s - 1, y0, x0 + s, y0 + s, kInk);
            }
        },
        error);
}
#endif

}  // namespace fixpath_host
