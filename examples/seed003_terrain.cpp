// Seed 003 (an overview of Dijkstra and A*): straight steps cost 10 and
// diagonal steps 14, and a terrain overlay makes some ground dearer. Here a
// marsh (multiplier 5) lies between a village and a well; the path goes
// round it unless the marsh is only a little slower.
#include <cstdio>

#include <fixpath/fixpath.hpp>

namespace {

constexpr int kWidth = 16, kHeight = 9;
// '.' ground (1), '~' marsh (the multiplier under test), '#' rock.
const char* const kRows[kHeight] = {
    "................",
    "......~~~~......",
    "....~~~~~~~~....",
    "...~~~~~~~~~~...",
    "V..~~~~~~~~~~..W",
    "...~~~~~~~~~~...",
    "....~~~~~~~~....",
    "......~~~~......",
    "################",
};

uint8_t g_cells[kWidth * kHeight];
fixpath::DenseState<kWidth * kHeight, uint16_t> g_state;

uint32_t crossing_cost(uint8_t marsh, fixpath::Point* path, uint32_t& length, bool print) {
    for (int y = 0; y < kHeight; ++y) {
        for (int x = 0; x < kWidth; ++x) {
            const char c = kRows[y][x];
            g_cells[y * kWidth + x] = c == '#' ? 0 : (c == '~' ? marsh : 1);
        }
    }
    const auto r = fixpath::find_path(fixpath::ByteCostMap(g_cells, kWidth, kHeight), g_state, {0, 4}, {15, 4},
                                      path, kWidth * kHeight);
    length = r.length;
    if (print) {
        for (int y = 0; y < kHeight; ++y) {
            char row[kWidth + 1];
            for (int x = 0; x < kWidth; ++x) row[x] = kRows[y][x];
            row[kWidth] = 0;
            for (uint32_t i = 0; i < r.length; ++i) {
                if (path[i].y == y) row[path[i].x] = '*';
            }
            std::printf("  %s\n", row);
        }
    }
    return r.cost;
}

}  // namespace

int main() {
    fixpath::Point path[kWidth * kHeight];
    uint32_t length = 0;
    std::printf("marsh multiplier 5 (each marsh step costs 50 straight, 70 diagonal):\n");
    const uint32_t around = crossing_cost(5, path, length, true);
    bool wades = false;
    for (uint32_t i = 0; i < length; ++i) wades |= kRows[path[i].y][path[i].x] == '~';
    std::printf("  cost %u, %u points, %s\n", around, length, wades ? "through the marsh" : "around the marsh");
    std::printf("marsh multiplier 1 (plain ground):\n");
    const uint32_t straight = crossing_cost(1, path, length, true);
    std::printf("  cost %u: 15 straight steps of 10\n", straight);
    return !wades && straight == 150 && around > straight ? 0 : 1;
}
