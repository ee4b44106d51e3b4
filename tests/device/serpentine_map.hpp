// tests/device/serpentine_map.hpp - the worst-case maps of the device
// benchmarks (Cortex-M instruction counts, GBA cycle counts).
//
// Walls across every fourth row, open alternately at the right and the left
// end: the only way from the top-left corner to the bottom row winds through
// the whole map, so A* expands nearly every cell.
#ifndef FIXPATH_TESTS_DEVICE_SERPENTINE_MAP_HPP
#define FIXPATH_TESTS_DEVICE_SERPENTINE_MAP_HPP

#include <stdint.h>

template <int Side>
struct Serpentine {
    uint8_t cells[Side * Side];
    Serpentine() {
        for (int y = 0; y < Side; ++y) {
            for (int x = 0; x < Side; ++x) {
                const bool wall_row = y % 4 == 3;
                const bool gap = (y / 4) % 2 == 0 ? x == Side - 1 : x == 0;
                cells[y * Side + x] = wall_row && !gap ? 0 : 1;
            }
        }
    }
};

// For big units: walls across every sixth row, with a 3-cell gap
// alternately at the right and the left end, so that 1x1, 2x2 and 3x3 units
// all wind through the whole map (corridors 5 rows high).
template <int Side>
struct WideSerpentine {
    uint8_t cells[Side * Side];
    WideSerpentine() {
        for (int y = 0; y < Side; ++y) {
            for (int x = 0; x < Side; ++x) {
                const bool wall_row = y % 6 == 5;
                const bool gap = (y / 6) % 2 == 0 ? x >= Side - 3 : x < 3;
                cells[y * Side + x] = wall_row && !gap ? 0 : 1;
            }
        }
    }
};

#endif
