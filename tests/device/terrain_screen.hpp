// tests/device/terrain_screen.hpp - the device benchmarks' map with terrain:
// the 30x20 screen map of the batteries with every open cell given a
// multiplier of 1 to 4 in patches (plain, road, forest, marsh), so that step
// costs vary (10 to 56) and the bucket open list spreads its keys.
#ifndef FIXPATH_TESTS_DEVICE_TERRAIN_SCREEN_HPP
#define FIXPATH_TESTS_DEVICE_TERRAIN_SCREEN_HPP

#include <stdint.h>

struct TerrainScreen {
    uint8_t cells[30 * 20];
    // `screen`: the 30x20 screen map (0 = wall).
    explicit TerrainScreen(const uint8_t* screen) {
        for (int y = 0; y < 20; ++y) {
            for (int x = 0; x < 30; ++x) {
                const int i = y * 30 + x;
                // Patches of 5x4 cells, shifted every row band.
                const int patch = (x / 5 + (y / 4) * 3) % 4;
                cells[i] = screen[i] == 0 ? uint8_t{0} : static_cast<uint8_t>(1 + patch);
            }
        }
    }
};

#endif
