// The --png picture read back with libpng: a legend under the map, start
// and goal markers that stay visible when a cell is one pixel, and the
// colours where they belong.
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

TEST(PngPicture, LegendUnderTheMapAndMarkersOnABigMap) {
    const fixpath_host::GridFile map = open_map(1100);  // drawn at one pixel a cell
    ASSERT_EQ(fixpath_host::picture_scale(map), 1);
    std::vector<fixpath::Point> path;
    for (int i = 0; i < 1000; ++i) path.push_back(fixpath::make_point(50 + i, 50));
    const std::string file = testing::TempDir() + "fixpath_png_test.png";
    std::string error;
    ASSERT_TRUE(fixpath_host::write_search_png(file, map, path, {}, fixpath::make_point(50, 50),
                                               fixpath::make_point(1049, 50), 1, error))
        << error;
    const Picture p = read_png(file);
    std::remove(file.c_str());
    ASSERT_EQ(p.width, 1100u);
    ASSERT_GT(p.height, 1100u);  // the legend strip
    // The start (green) and goal (blue) discs: 13 pixels across at least.
    size_t green = 0, blue = 0;
    for (uint32_t y = 40; y < 61; ++y)
        for (uint32_t x = 30; x < 1070; ++x) {
            green += p.is(x, y, 20, 170, 40);
            blue += p.is(x, y, 30, 80, 230);
        }
    EXPECT_GE(green, 60u);  // inside the ink ring: about 11 pixels across
    EXPECT_GE(blue, 60u);
    EXPECT_TRUE(p.is(500, 50, 220, 30, 30));   // the path, red
    EXPECT_TRUE(p.is(500, 500, 236, 234, 226)); // the floor
    // The legend: ink (its words and outlines) and each swatch colour.
    size_t ink = 0, path_swatch = 0, wall_swatch = 0;
    for (uint32_t y = 1100; y < p.height; ++y)
        for (uint32_t x = 0; x < p.width; ++x) {
            ink += p.is(x, y, 20, 20, 24);
            path_swatch += p.is(x, y, 220, 30, 30);
            wall_swatch += p.is(x, y, 38, 38, 46);
        }
    EXPECT_GT(ink, 200u);
    EXPECT_GT(path_swatch, 20u);
    EXPECT_GT(wall_swatch, 20u);
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
