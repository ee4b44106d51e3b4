// fixpath/maps/unit_class_map.hpp - one map for every unit class: the map holds
// tile ids (plain, forest, mountain, river, sea, ...), and each class has a
// table giving the multiplier of entering each tile kind (0: impassable
// for that class). Infantry, cavalry, fliers and boats read the same ROM
// map through their own 256-byte (or shorter) table; nothing is copied.
//
//     enum Tile : uint8_t { kPlain, kForest, kMountain, kRiver, kSea, kTileKinds };
//     constexpr uint8_t kInfantry[kTileKinds] = {1, 2, 3, 0, 0};
//     constexpr uint8_t kFlier[kTileKinds]    = {1, 1, 1, 1, 1};
//     fixpath::UnitClassMap map(kLevelTiles, 15, 10, kInfantry, kTileKinds);
//
// A tile id at or beyond the table's length counts as impassable (a map
// with a tile the table forgot never opens a way).
#ifndef FIXPATH_UNIT_CLASS_MAP_HPP
#define FIXPATH_UNIT_CLASS_MAP_HPP

#include <stdint.h>

#include <fixpath/detail/native_math.hpp>

namespace fixpath {

class UnitClassMap {
public:
    constexpr UnitClassMap(const uint8_t* tiles, int32_t width, int32_t height, const uint8_t* multipliers,
                           uint32_t kinds)
        : tiles_(tiles), width_(width), height_(height), multipliers_(multipliers), kinds_(kinds) {}

    constexpr int32_t width() const { return width_; }
    constexpr int32_t height() const { return height_; }
    constexpr uint8_t cost(int32_t x, int32_t y) const {
        const uint8_t tile = tiles_[detail::row_major_offset(x, y, width_)];
        return tile < kinds_ ? multipliers_[tile] : uint8_t{0};
    }
    // The same map for another class.
    constexpr UnitClassMap with_class(const uint8_t* multipliers, uint32_t kinds) const {
        return UnitClassMap(tiles_, width_, height_, multipliers, kinds);
    }

private:
    const uint8_t* tiles_;
    int32_t width_;
    int32_t height_;
    const uint8_t* multipliers_;
    uint32_t kinds_;
};

}  // namespace fixpath

#endif  // FIXPATH_UNIT_CLASS_MAP_HPP
