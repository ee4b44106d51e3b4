// Seed 002 ("A* Pathfinding Tutorial part 3", C#/XNA): A* on a 10x10 tile
// map from (0,0) to (9,9), four neighbours, one unit a step, Manhattan
// heuristic, the path printed in world units (tile * 32).
//
// The tutorial keeps open/closed Lists of objects with float costs, resets
// every node before each query, and crashes when the start is a wall. Here
// the tutorial's own int[,] level (0 = walkable, 1 = wall) is read in place
// through a three-line map type, the search memory is a static array sized
// at compile time, starting a query clears nothing, and a start on a wall is
// a status.
#include <cstdio>

#include <fixpath/fixpath.hpp>

namespace {

constexpr int kSize = 10;

// The tutorial's level: a wall across row 4 with a gap at the left, so the
// straight route is blocked.
const int kLevel[kSize * kSize] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
};

struct TutorialLevel {
    const int* tiles;
    int32_t width() const { return kSize; }
    int32_t height() const { return kSize; }
    uint8_t cost(int32_t x, int32_t y) const { return tiles[y * kSize + x] == 0 ? 1 : 0; }
};

fixpath::DenseState<kSize * kSize, uint16_t> g_state;  // 500 bytes, no heap

}  // namespace

int main() {
    fixpath::SearchOptions<uint16_t> options;
    options.moves = fixpath::Moves::Four;
    options.costs = {1, 1};
    options.heuristic = fixpath::Heuristic::Manhattan;

    fixpath::Point path[kSize * kSize];
    const auto r = fixpath::find_path(TutorialLevel{kLevel}, g_state, {0, 0}, {9, 9}, path, kSize * kSize, options);
    std::printf("FindPath((0,0), (9,9)): %s, %u steps, %u nodes expanded\n", fixpath::status_name(r.status),
                static_cast<unsigned>(r.cost), r.stats.expanded);
    for (uint32_t i = 0; i < r.length; ++i) {
        std::printf("{X:%d Y:%d}\n", path[i].x * 32, path[i].y * 32);  // world units, as Debug.WriteLine prints
    }
    // A reader's comment: "it crashes when the start is on a wall".
    const auto wall = fixpath::find_path(TutorialLevel{kLevel}, g_state, {3, 4}, {9, 9}, path, kSize * kSize, options);
    std::printf("start on a wall: %s\n", fixpath::status_name(wall.status));
    return r.status == fixpath::Status::Found && r.cost == 18 && wall.status == fixpath::Status::InvalidStart ? 0 : 1;
}
