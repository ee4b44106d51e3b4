// fixpath/maps/flash_byte_cost_map.hpp - a map of one cost byte per cell, read in
// place from program memory on Harvard machines (AVR), from ordinary memory
// everywhere else.
//
//     // AVR: keep the cells in flash (clang ignores avr-libc's PROGMEM
//     // macro; the section attribute is what it means):
//     __attribute__((section(".progmem.data"))) const uint8_t kLevel[16 * 16] = {...};
//     fixpath::FlashByteCostMap map(kLevel, 16, 16);
//     fixpath::find_path(map, state, start, goal, path, 64);
//
// Same cells and rules as ByteCostMap (byte_cost_map.hpp): 0 blocked,
// 1..255 the multiplier of entering. On AVR a pointer to data does not say
// which memory it points into, and the data a plain ByteCostMap reads from
// flash would be RAM bytes at the same address: this map reads every cell
// with the `lpm` instruction instead (detail/flash_read.hpp), so the map
// costs no RAM. It offers no cell_pointer() (a plain load through it would
// read RAM on AVR) but a flash_cell_pointer(): a grid search takes one
// pointer an expansion and reads the eight neighbours at fixed offsets from
// it with `lpm`, not one multiply a neighbour through cost(). On AVR with more than 64 KiB of flash the cells
// must lie in its first 64 KiB, where the linker puts .progmem data.
#ifndef FIXPATH_FLASH_BYTE_COST_MAP_HPP
#define FIXPATH_FLASH_BYTE_COST_MAP_HPP

#include <stdint.h>

#include <fixpath/detail/flash_read.hpp>
#include <fixpath/detail/native_math.hpp>

namespace fixpath {

class FlashByteCostMap {
public:
    constexpr FlashByteCostMap(const uint8_t* cells, int32_t width, int32_t height)
        : cells_(cells), width_(width), height_(height) {}

    constexpr int32_t width() const { return width_; }
    constexpr int32_t height() const { return height_; }
    uint8_t cost(int32_t x, int32_t y) const { return detail::flash_byte(flash_cell_pointer(x, y)); }
    // Where cell (x, y) lies in program memory (read it with
    // detail::flash_byte()), and the distance in bytes between rows.
    const uint8_t* flash_cell_pointer(int32_t x, int32_t y) const {
        return cells_ + detail::row_major_offset(x, y, width_);
    }
    constexpr int32_t row_stride() const { return width_; }

private:
    const uint8_t* cells_;
    int32_t width_;
    int32_t height_;
};

}  // namespace fixpath

#endif  // FIXPATH_FLASH_BYTE_COST_MAP_HPP
