// The rest of the jump point search code-size program: an open 32x32 map
// as bits and its transpose, and a call; nothing from fixpath.
#include <stdint.h>

extern "C" uint32_t fixpath_probe(const uint8_t* cells, int16_t sx, int16_t sy, int16_t gx, int16_t gy);

namespace {
uint8_t g_bits[2 * 32 * 32 / 8];
}

int main() {
    for (auto& b : g_bits) b = 0xFF;
    return fixpath_probe(g_bits, 0, 0, 31, 31) == 31 * 14 ? 0 : 1;
}
