// fixpath/maps/grid_map.hpp - what the search needs from a map, and how to give it.
//
// The search is a template over the map type and calls it directly (no
// virtual calls in the hot loop). Any type with these three const members is
// a map:
//
//     int32_t width() const;               // cells per row, 1..kMaxMapSide
//     int32_t height() const;              // rows, 1..kMaxMapSide
//     uint8_t cost(int32_t x, int32_t y) const;
//                                          // 0 = blocked; 1..255 = multiplier
//                                          // applied to the base step cost for
//                                          // ENTERING this cell
//
// The search keeps its own copy of the map object, so a map type should be
// a cheap view (a pointer and a size), as ByteCostMap and BitMap are.
//
// The search only ever calls cost() with 0 <= x < width() and
// 0 <= y < height(), so the map need not check bounds. Maps are read in place:
// nothing is copied, so a map can sit in const data in flash/ROM.
//
// Two ready-made maps cover most data: ByteCostMap (one byte a cell) and
// BitMap (one bit a cell); Framed<Map> (framed_map.hpp) says that a map has
// a wall all round, so that a grid search reads it without bounds checks.
// A game's own tile map usually needs a few lines:
//
//     struct RomTiles {                    // 16x16 tile ids in ROM
//         const uint8_t* ids;
//         int32_t width() const { return 16; }
//         int32_t height() const { return 16; }
//         uint8_t cost(int32_t x, int32_t y) const {
//             const uint8_t id = ids[y * 16 + x];
//             return id == kWall ? 0 : (id == kSwamp ? 3 : 1);
//         }
//     };
#ifndef FIXPATH_GRID_MAP_HPP
#define FIXPATH_GRID_MAP_HPP

#include <fixpath/maps/bit_map.hpp>
#include <fixpath/maps/byte_cost_map.hpp>

#endif  // FIXPATH_GRID_MAP_HPP
