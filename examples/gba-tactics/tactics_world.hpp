// The tactics demo's world (examples/gba-tactics): a 15x10 map of tile ids,
// the unit classes' cost tables, the armies, and how a unit's movement
// range is computed. Shared by the ROM and by the harness's check, which
// recomputes the range the ROM drew with the host's library.
#ifndef FIXPATH_TACTICS_WORLD_HPP
#define FIXPATH_TACTICS_WORLD_HPP

#include <stdint.h>

#include <fixpath/fixpath.hpp>

namespace tactics {

constexpr int32_t kW = 15, kH = 10, kCells = kW * kH;
enum Tile : uint8_t { kPlain, kForest, kMountain, kRiver, kSea, kTileKinds };
enum Class : uint8_t { kInfantry, kCavalry, kFlier, kClasses };
enum Side : uint8_t { kBlue, kRed };

// Rows of tiles: . plain, f forest, m mountain, r river, s sea.
constexpr const char* kRows[kH] = {
    "..ff....mm...ss",  //
    ".fff..r.mm..sss",  //
    "......r......ss",  //
    "..m...r..ff...s",  //
    "..mm..r..ff....",  //
    "......r........",  //
    ".ff...r...mm...",  //
    ".ff.......mm...",  //
    "......r..ff....",  //
    "ss....r........",
};
// (6,7): the ford, a plain cell in the river.

constexpr uint8_t tile_of(char c) {
    return c == 'f' ? kForest : c == 'm' ? kMountain : c == 'r' ? kRiver : c == 's' ? kSea : kPlain;
}
struct Tiles {
    uint8_t cells[kCells];
    constexpr Tiles() : cells{} {
        for (int32_t y = 0; y < kH; ++y)
            for (int32_t x = 0; x < kW; ++x) cells[y * kW + x] = tile_of(kRows[y][x]);
    }
};
constexpr Tiles kTiles{};

// Movement cost of each tile kind a class (0: cannot enter).
constexpr uint8_t kClassCosts[kClasses][kTileKinds] = {
    {1, 2, 3, 0, 0},  // infantry
    {1, 3, 0, 0, 0},  // cavalry
    {1, 1, 1, 1, 0},  // flier (not over the open sea)
};
constexpr uint8_t kMove[kClasses] = {5, 7, 6};
constexpr uint8_t kAttackMin[kClasses] = {1, 1, 1};
constexpr uint8_t kAttackMax[kClasses] = {1, 1, 2};

struct Unit {
    int16_t x, y;
    uint8_t cls;
    uint8_t side;
};
constexpr int kUnits = 6;
constexpr Unit kStart[kUnits] = {
    {2, 3, kInfantry, kBlue}, {1, 5, kCavalry, kBlue}, {3, 7, kFlier, kBlue},
    {11, 3, kInfantry, kRed}, {12, 6, kCavalry, kRed}, {10, 8, kFlier, kRed},
};

using Map = fixpath::OccupancyMap<fixpath::UnitClassMap>;
using State = fixpath::DenseState<kCells, uint8_t, fixpath::default_dense_heap_capacity(kCells), fixpath::OpenList::Buckets>;
using Range = fixpath::MovementRange<Map, State>;
inline fixpath::SearchOptions<uint8_t> rules() {
    fixpath::SearchOptions<uint8_t> o;
    o.moves = fixpath::Moves::Four;
    o.costs = {1, 1};
    return o;
}

// One byte a cell: where the units stand, seen by unit `who` (its side's
// units are allies, the others enemies; itself not at all).
inline void occupancy_for(const Unit* units, int who, uint8_t* out) {
    for (int i = 0; i < kCells; ++i) out[i] = fixpath::kFree;
    for (int i = 0; i < kUnits; ++i) {
        if (i == who) continue;
        out[units[i].y * kW + units[i].x] = units[i].side == units[who].side ? fixpath::kOccupiedByAlly : fixpath::kOccupiedByEnemy;
    }
}

// FNV-1a over the range: for every cell, reachable (1) or not (0), and its cost.
inline uint32_t range_hash(const Range& range) {
    uint32_t h = 2166136261u;
    for (int32_t y = 0; y < kH; ++y)
        for (int32_t x = 0; x < kW; ++x) {
            const fixpath::Point p = fixpath::make_point(x, y);
            h = (h ^ (range.reachable(p) ? 1u : 0u)) * 16777619u;
            h = (h ^ range.cost(p)) * 16777619u;
        }
    return h;
}

// What the ROM publishes for the check (at 0x02000010, after the result block).
struct Report {
    uint32_t hovered;        // the unit under the cursor whose range is shown, or 0xFF
    uint32_t range_hash;     // range_hash() of that unit's range
    uint32_t cells;          // cells it may end on
    uint32_t worst_cycles;   // busiest frame's cycles (range, attack range, drawing)
    uint32_t moves;          // units moved by A
    uint32_t positions[kUnits];  // x | y << 16
};

}  // namespace tactics

#endif
