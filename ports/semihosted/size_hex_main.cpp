// The rest of the hex code-size program: a map and a call, nothing from
// fixpath. Offset (0,0) to (31,31), pointy odd rows: axial (0,0) to (16,31),
// 47 hexes apart, 470 at step 10 on an open map.
#include <stdint.h>

extern "C" uint32_t fixpath_probe(const uint8_t* cells, int16_t sx, int16_t sy, int16_t gx, int16_t gy);

namespace {
uint8_t g_cells[32 * 32];
}

int main() {
    for (auto& c : g_cells) c = 1;
    return fixpath_probe(g_cells, 0, 0, 31, 31) == 470 ? 0 : 1;
}
