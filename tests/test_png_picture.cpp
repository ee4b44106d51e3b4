// The --png picture read back with libpng: the outcome and a legend under
// the map, start and goal rings that stay visible when a cell is one pixel
// and never hide the path, a red frame for a failed query, a range's own
// legend, and the colours where they belong.
#include <gtest/gtest.h>
#include <png.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include <fixpath_host/grid_file.hpp>
#include <fixpath_host/png_picture.hpp>

namespace {

struct Picture {
    uint32_t width = 0, height = 0;
    std::vector<uint8_t> rgb;
    bool is(uint32_t x, uint32_t y, uint8_t r, uint8_t g, uint8_t b) const {
        const size_t i = (static_cast<size_t>(y) * width + x) * 3;
        return rgb[i] == r && rgb[i + 1] == g && rgb[i + 2] == b;
    }
};

Picture read_png(const std::string& file) {
    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    Picture p;
    if (!png_image_begin_read_from_file(&image, file.c_str())) return p;
    image.format = PNG_FORMAT_RGB;
    p.rgb.resize(PNG_IMAGE_SIZE(image));
    if (!png_image_finish_read(&image, nullptr, p.rgb.data(), 0, nullptr)) return Picture{};
    p.width = image.width;
    p.height = image.height;
    return p;
}

fixpath_host::GridFile open_map(int side) {
    fixpath_host::GridFile m;
    std::string rows, error;
    for (int y = 0; y < side; ++y) rows += std::string(static_cast<size_t>(side), '.') + "\n";
    EXPECT_TRUE(fixpath_host::parse_grid(rows, "open.txt", m, error)) << error;
    return m;
}

// The map starts this many pixels in (a start or goal ring at an edge is
// never cut): the ring's radius, at least 6, and 2.
constexpr uint32_t kMargin = 8;

size_t count_colour(const Picture& p, uint32_t x0, uint32_t y0, uint32_t x1, uint32_t y1, uint8_t r, uint8_t g,
                    uint8_t b) {
    size_t n = 0;
    for (uint32_t y = y0; y < y1 && y < p.height; ++y)
        for (uint32_t x = x0; x < x1 && x < p.width; ++x) n += p.is(x, y, r, g, b);
    return n;
}

TEST(PngPicture, LegendUnderTheMapAndMarkersOnABigMap) {
    const fixpath_host::GridFile map = open_map(1100);  // drawn at one pixel a cell
    ASSERT_EQ(fixpath_host::picture_scale(map), 1);
    std::vector<fixpath::Point> path;
    for (int i = 0; i < 1000; ++i) path.push_back(fixpath::make_point(50 + i, 50));
    const std::string file = testing::TempDir() + "fixpath_png_test.png";
    std::string error;
    fixpath_host::PictureNotes notes;
    notes.outcome = "found";
    ASSERT_TRUE(fixpath_host::write_search_png(file, map, path, {}, fixpath::make_point(50, 50),
                                               fixpath::make_point(1049, 50), 1, error, notes))
        << error;
    const Picture p = read_png(file);
    std::remove(file.c_str());
    ASSERT_EQ(p.width, 1100u + 2 * kMargin);
    ASSERT_GT(p.height, 1100u + 2 * kMargin);  // the outcome and the legend
    // The start (green) and goal (blue) rings: 13 pixels across, open in
    // the middle, where the path (red) still shows.
    const uint32_t y = 50 + kMargin, sx = 50 + kMargin, gx = 1049 + kMargin;
    EXPECT_GE(count_colour(p, sx - 7, y - 7, sx + 8, y + 8, 20, 170, 40), 40u);
    EXPECT_GE(count_colour(p, gx - 7, y - 7, gx + 8, y + 8, 30, 80, 230), 40u);
    EXPECT_TRUE(p.is(sx, y, 220, 30, 30));  // the start cell: the path under the ring's hole
    EXPECT_TRUE(p.is(gx, y, 220, 30, 30));
    EXPECT_TRUE(p.is(500 + kMargin, y, 220, 30, 30));               // the path, red
    EXPECT_TRUE(p.is(500 + kMargin, 500 + kMargin, 236, 234, 226)); // the floor
    EXPECT_TRUE(p.is(2, 2, 255, 255, 255));                         // the margin: paper, no frame
    // The outcome and the legend: ink (words and outlines), each swatch colour.
    const uint32_t below = 1100 + 2 * kMargin;
    EXPECT_GT(count_colour(p, 0, below, p.width, p.height, 20, 20, 24), 200u);
    EXPECT_GT(count_colour(p, 0, below, p.width, p.height, 220, 30, 30), 20u);
    EXPECT_GT(count_colour(p, 0, below, p.width, p.height, 38, 38, 46), 20u);
}

TEST(PngPicture, AFailedQueryIsFramedInRedAndSaysSo) {
    const fixpath_host::GridFile map = open_map(40);
    const std::string file = testing::TempDir() + "fixpath_png_failed.png";
    std::string error;
    fixpath_host::PictureNotes notes;
    notes.outcome = "no_path";
    notes.failed = true;
    ASSERT_TRUE(fixpath_host::write_search_png(file, map, {}, {}, fixpath::make_point(0, 0), fixpath::make_point(39, 39),
                                               fixpath_host::picture_scale(map), error, notes))
        << error;
    const Picture p = read_png(file);
    std::remove(file.c_str());
    ASSERT_GT(p.width, 0u);
    const uint32_t scale = static_cast<uint32_t>(fixpath_host::picture_scale(map));
    const uint32_t margin = scale + 2;  // the ring's radius (the scale, 16 here) and 2
    const uint32_t map_bottom = 40 * scale + 2 * margin;
    EXPECT_TRUE(p.is(1, 1, 220, 30, 30));                      // the frame, red, in the margin
    EXPECT_TRUE(p.is(p.width - 2, map_bottom - 2, 220, 30, 30));
    // The outcome under the map, in red: "NO PATH".
    EXPECT_GT(count_colour(p, 0, map_bottom, p.width, map_bottom + 20, 220, 30, 30), 20u);
    // The corner rings are whole: the start's ring reaches left and up of its cell.
    EXPECT_GE(count_colour(p, 0, 0, margin + scale, margin + scale, 20, 170, 40), 30u);
}

TEST(PngPicture, ARangeHasItsOwnLegend) {
    const fixpath_host::GridFile map = open_map(40);
    std::vector<fixpath_host::Expansion> reached;
    for (int x = 0; x < 5; ++x) reached.push_back({fixpath::make_point(x, 0), static_cast<uint32_t>(x)});
    std::string error;
    fixpath_host::PictureNotes range;
    range.range = true;
    range.outcome = "complete";
    const std::string a = testing::TempDir() + "fixpath_png_range.png";
    const std::string b = testing::TempDir() + "fixpath_png_search.png";
    ASSERT_TRUE(fixpath_host::write_search_png(a, map, {}, reached, fixpath::make_point(0, 0), fixpath::make_point(-1, -1),
                                               fixpath_host::picture_scale(map), error, range))
        << error;
    fixpath_host::PictureNotes search;
    search.outcome = "complete";
    ASSERT_TRUE(fixpath_host::write_search_png(b, map, {}, reached, fixpath::make_point(0, 0), fixpath::make_point(-1, -1),
                                               fixpath_host::picture_scale(map), error, search))
        << error;
    const Picture pa = read_png(a), pb = read_png(b);
    std::remove(a.c_str());
    std::remove(b.c_str());
    ASSERT_EQ(pa.width, pb.width);
    // A search's legend has PATH and GOAL swatches (red, blue); a range's has neither.
    const uint32_t below = 40 * 16 + 2 * 18;
    EXPECT_GT(count_colour(pb, 0, below, pb.width, pb.height, 220, 30, 30), 20u);
    EXPECT_GT(count_colour(pb, 0, below, pb.width, pb.height, 30, 80, 230), 20u);
    EXPECT_EQ(count_colour(pa, 0, below, pa.width, pa.height, 220, 30, 30), 0u);
    EXPECT_EQ(count_colour(pa, 0, below, pa.width, pa.height, 30, 80, 230), 0u);
    EXPECT_GT(count_colour(pa, 0, below, pa.width, pa.height, 20, 170, 40), 20u);  // the UNIT swatch
}

TEST(PngPicture, LegendWrapsOnANarrowMap) {
    const fixpath_host::GridFile map = open_map(3);
    const std::string file = testing::TempDir() + "fixpath_png_narrow.png";
    std::string error;
    ASSERT_TRUE(fixpath_host::write_search_png(file, map, {}, {}, fixpath::make_point(0, 0), fixpath::make_point(2, 2),
                                               fixpath_host::picture_scale(map), error))
        << error;
    const Picture p = read_png(file);
    std::remove(file.c_str());
    ASSERT_GT(p.width, 0u);
    // 3 cells of 16 pixels: the legend is wider than the map, so it takes several lines.
    EXPECT_GE(p.width, 48u);
    EXPECT_GT(p.height, 48u + 3 * 11u);
}

}  // namespace
