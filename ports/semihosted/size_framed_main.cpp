// The rest of the framed code-size program: a map with a wall all round
// (what its map type promises) and a call, nothing from fixpath.
#include <stdint.h>

extern "C" uint32_t fixpath_probe(const uint8_t* cells, int16_t sx, int16_t sy, int16_t gx, int16_t gy);

namespace {
uint8_t g_cells[32 * 32];
}

int main() {
    for (int i = 0; i < 32 * 32; ++i) {
        const int x = i % 32;
        const int y = i / 32;
        g_cells[i] = x == 0 || y == 0 || x == 31 || y == 31 ? 0 : 1;
    }
    return fixpath_probe(g_cells, 1, 1, 30, 30) == 29 * 14 ? 0 : 1;
}
