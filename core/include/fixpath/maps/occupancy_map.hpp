// fixpath/maps/occupancy_map.hpp - units standing on a map, without copying it:
// a map adapter that answers, per cell, passable, blocked (an enemy stands
// there) or passable-but-not-a-destination (an ally stands there: tactics
// games let a unit pass its friends but not stop on them).
//
//     static uint8_t g_units[15 * 10];          // one byte a cell, kept by the game as units move
//     g_units[y * 15 + x] = fixpath::kOccupiedByEnemy;
//     fixpath::OccupancyMap<fixpath::ByteCostMap> view(terrain, g_units);
//     fixpath::MovementRange<decltype(view), State> range(view, state);   // reachable() skips allies
//
// The occupancy array is caller memory (RAM: it changes every move), one
// byte a cell of the map, row-major, read in place: kFree (0), kOccupiedByAlly
// (1: pass through), kOccupiedByEnemy (2: blocked); any other value counts
// as an enemy (a corrupt byte never opens a wall). The terrain map is any
// fixpath map (ByteCostMap, BitMap, UnitClassMap, ...), also read in place.
#ifndef FIXPATH_OCCUPANCY_MAP_HPP
#define FIXPATH_OCCUPANCY_MAP_HPP

#include <stdint.h>

namespace fixpath {

constexpr uint8_t kFree = 0;
constexpr uint8_t kOccupiedByAlly = 1;
constexpr uint8_t kOccupiedByEnemy = 2;

template <typename Map>
class OccupancyMap {
public:
    constexpr OccupancyMap(const Map& terrain, const uint8_t* occupancy) : terrain_(terrain), occupancy_(occupancy) {}

    constexpr int32_t width() const { return terrain_.width(); }
    constexpr int32_t height() const { return terrain_.height(); }
    // The terrain's multiplier, or 0 (blocked) under an enemy.
    constexpr uint8_t cost(int32_t x, int32_t y) const {
        return at(x, y) <= kOccupiedByAlly ? static_cast<uint8_t>(terrain_.cost(x, y)) : uint8_t{0};
    }
    // Whether a unit may end its move here (movement_range.hpp asks).
    constexpr bool can_stop(int32_t x, int32_t y) const { return at(x, y) == kFree; }
    constexpr const Map& terrain() const { return terrain_; }

private:
    constexpr uint8_t at(int32_t x, int32_t y) const {
        return occupancy_[static_cast<uint32_t>(y) * static_cast<uint32_t>(terrain_.width()) + static_cast<uint32_t>(x)];
    }

    Map terrain_;
    const uint8_t* occupancy_;
};

}  // namespace fixpath

#endif  // FIXPATH_OCCUPANCY_MAP_HPP
