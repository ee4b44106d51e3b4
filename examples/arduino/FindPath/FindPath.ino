// fixpath on an Arduino board (an ARM core that compiles C++17: RP2040,
// UNO R4): a path across a map in flash, printed once on Serial. All the
// search's memory is static; nothing is allocated.
#include <Arduino.h>
#include <fixpath/fixpath.hpp>

namespace {
// 8x4 cells, one byte each: 0 wall, 1 floor.
const uint8_t kCells[8 * 4] = {
    1, 1, 1, 1, 1, 1, 1, 1,
    1, 0, 0, 0, 0, 0, 0, 1,
    1, 1, 1, 1, 1, 1, 0, 1,
    1, 1, 1, 1, 1, 1, 0, 1,
};
fixpath::DenseState<8 * 4, uint16_t> g_state;
fixpath::Point g_path[32];
}  // namespace

void setup() {
    Serial.begin(115200);
    const fixpath::ByteCostMap map(kCells, 8, 4);
    const auto r = fixpath::find_path(map, g_state, fixpath::make_point(0, 0), fixpath::make_point(7, 3), g_path, 32);
    Serial.print(fixpath::status_name(r.status));
    Serial.print(", cost ");
    Serial.print(static_cast<unsigned long>(r.cost));
    Serial.print(", cells ");
    Serial.println(static_cast<unsigned long>(r.length));
}

void loop() {}
