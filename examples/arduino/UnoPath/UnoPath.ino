// fixpath on an Arduino Uno (ATmega328P: 32 KiB of flash, 2 KiB of RAM): a
// 16x16 map read in place from flash, a bounded node pool of 48 nodes
// (797 bytes), one A* printed on Serial. Nothing is allocated; the map
// costs no RAM. Built and run under simavr by the AVR port's tests.
#include <Arduino.h>
#include <fixpath/state/bounded_state.hpp>
#include <fixpath/maps/flash_byte_cost_map.hpp>
#include <fixpath/grid/grid_search.hpp>

namespace {
// 16x16 cells, one byte each (0 wall, 1 floor), in program memory: the
// section attribute is what avr-libc's PROGMEM means, spelled so that clang
// honours it too.
__attribute__((section(".progmem.data"))) const uint8_t kCells[16 * 16] = {
    1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 0, 1, 1, 0, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 0, 0, 0, 0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 1, 1,
    1, 1, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1,
    1, 1, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1,
    1, 1, 0, 1, 0, 1, 1, 0, 1, 1, 0, 0, 1, 0, 1, 1,
    1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1,
    1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0,
    1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    0, 0, 0, 0, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 0, 0, 0, 1, 1,
    1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1,
};
// A heap-only open list: one search loop in flash instead of two.
fixpath::BoundedState<48, uint16_t, 24, fixpath::OpenList::Heap> g_state;
fixpath::Point g_path[32];
}  // namespace

void setup() {
    Serial.begin(9600);
    const fixpath::FlashByteCostMap map(kCells, 16, 16);
    const auto r = fixpath::find_path(map, g_state, fixpath::make_point(0, 0), fixpath::make_point(9, 1), g_path, 32);
    Serial.print(fixpath::status_name(r.status));
    Serial.print(", cost ");
    Serial.print(static_cast<unsigned long>(r.cost));
    Serial.print(", cells ");
    Serial.println(static_cast<unsigned long>(r.length));
}

void loop() {}
