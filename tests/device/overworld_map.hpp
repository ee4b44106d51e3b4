// tests/device/overworld_map.hpp - a 256x256 overworld for the hierarchical
// search's device benchmark: regions of 32x32 cells walled off from each
// other, two 3-cell doors in every wall between two regions, rocks and
// forest (multiplier 2) scattered by a hash. Computed at compile time, so
// on a device it is ROM data, as a game's map would be.
#ifndef FIXPATH_TESTS_DEVICE_OVERWORLD_MAP_HPP
#define FIXPATH_TESTS_DEVICE_OVERWORLD_MAP_HPP

#include <stdint.h>

constexpr uint32_t overworld_hash(uint32_t a, uint32_t b) {
    uint32_t h = a * 374761393u + b * 668265263u + 0x9E3779B9u;
    h = (h ^ (h >> 13)) * 1274126177u;
    return h ^ (h >> 16);
}

constexpr uint8_t overworld_cell(int32_t x, int32_t y) {
    const bool wall_x = x % 32 == 31;
    const bool wall_y = y % 32 == 31;
    if (wall_x && wall_y) {
        return 0;
    }
    if (wall_x || wall_y) {
        const uint32_t along = static_cast<uint32_t>(wall_x ? y : x);
        const uint32_t line = static_cast<uint32_t>(wall_x ? x : y) / 32;
        const uint32_t seed = overworld_hash(line * 2 + (wall_x ? 1u : 0u), along / 32);
        const uint32_t offset = along % 32;
        const uint32_t door1 = 2 + seed % 11;
        const uint32_t door2 = 17 + (seed >> 8) % 11;
        return (offset >= door1 && offset < door1 + 3) || (offset >= door2 && offset < door2 + 3) ? 1 : 0;
    }
    const uint32_t h = overworld_hash(static_cast<uint32_t>(x), static_cast<uint32_t>(y)) % 100;
    return h < 8 ? 0 : (h < 30 ? 2 : 1);
}

struct Overworld256 {
    uint8_t cells[256 * 256];
    constexpr Overworld256() : cells() {
        for (int32_t y = 0; y < 256; ++y) {
            for (int32_t x = 0; x < 256; ++x) {
                cells[y * 256 + x] = overworld_cell(x, y);
            }
        }
    }
};

#endif
