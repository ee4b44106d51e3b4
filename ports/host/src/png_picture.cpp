#include <fixpath_host/png_picture.hpp>

#include <fixpath_host/checked_files.hpp>

#ifdef FIXPATH_HAVE_PNG
#include <png.h>
#endif

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

namespace fixpath_host {


int picture_scale(const GridFile& map) {
    const int side = std::max(map.width, map.height);
    return std::clamp(1024 / std::max(side, 1), 1, 16);
}

#ifndef FIXPATH_HAVE_PNG
bool write_search_png(const std::string& file, const GridFile&, const std::vector<fixpath::Point>&,
                      const std::vector<Expansion>&, fixpath::Point, fixpath::Point, int, std::string& error) {
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

bool encode_png(std::FILE* f, const Rgb* cells, size_t w, size_t scale, size_t pw, size_t ph, png_byte* row,
                char* message /* 96 bytes */) {
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
        const size_t cy = y / scale;
        for (size_t x = 0; x < pw; ++x) {
            const Rgb c = cells[cy * w + x / scale];
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

}  // namespace

bool write_search_png(const std::string& file, const GridFile& map, const std::vector<fixpath::Point>& path,
                      const std::vector<Expansion>& expansions, fixpath::Point start, fixpath::Point goal,
                      int scale, std::string& error) {
    const size_t w = static_cast<size_t>(map.width), h = static_cast<size_t>(map.height);
    std::vector<Rgb> cells(w * h);
    for (size_t i = 0; i < w * h; ++i) {
        const uint8_t c = map.costs[i];
        cells[i] = c == 0 ? Rgb{38, 38, 46}
                          : (c == 1 ? Rgb{236, 234, 226}
                                    : mix(Rgb{214, 190, 150}, Rgb{110, 70, 30}, std::min(255, (c - 2) * 32)));
    }
    uint32_t max_cost = 1;
    for (const Expansion& e : expansions) {
        max_cost = std::max(max_cost, e.cost);
    }
    for (const Expansion& e : expansions) {
        const size_t i = static_cast<size_t>(e.cell.y) * w + static_cast<size_t>(e.cell.x);
        const int t = static_cast<int>((static_cast<uint64_t>(e.cost) * 255) / max_cost);
        cells[i] = mix(cells[i], mix(Rgb{250, 220, 60}, Rgb{120, 60, 200}, t), 150);
    }
    for (const fixpath::Point& p : path) {
        cells[static_cast<size_t>(p.y) * w + static_cast<size_t>(p.x)] = Rgb{220, 30, 30};
    }
    auto mark = [&](fixpath::Point p, Rgb color) {
        // A plus sign three cells wide, so the ends show on large maps.
        for (int d = -1; d <= 1; ++d) {
            for (int axis = 0; axis < 2; ++axis) {
                const int32_t x = p.x + (axis == 0 ? d : 0), y = p.y + (axis == 1 ? d : 0);
                if (map.inside(x, y)) {
                    cells[static_cast<size_t>(y) * w + static_cast<size_t>(x)] = color;
                }
            }
        }
    };
    mark(start, Rgb{20, 170, 40});
    mark(goal, Rgb{30, 80, 230});

    const size_t pw = w * static_cast<size_t>(scale), ph = h * static_cast<size_t>(scale);
    std::vector<png_byte> row(pw * 3);
    char message[96] = "out of memory";
    return write_file_atomically(
        file,
        [&](std::FILE* f, std::string& e) {
            if (!encode_png(f, cells.data(), w, static_cast<size_t>(scale), pw, ph, row.data(), message)) {
                e = file + ": PNG encoding failed (" + message + ": " + std::strerror(errno) + ")";
                return false;
            }
            return true;
        },
        error);
}
#endif

}  // namespace fixpath_host
