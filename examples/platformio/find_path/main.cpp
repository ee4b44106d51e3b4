// fixpath under PlatformIO (or any build): a path across a small map held
// in flash, written into a caller-owned buffer. No heap, no exceptions.
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

// The number of cells of the path from the top-left to the bottom-right
// corner, or -1 when there is none.
int fixpath_example_path_length() {
    const fixpath::ByteCostMap map(kCells, 8, 4);
    const auto r = fixpath::find_path(map, g_state, fixpath::make_point(0, 0), fixpath::make_point(7, 3), g_path, 32);
    return r.status == fixpath::Status::Found ? static_cast<int>(r.length) : -1;
}

#ifndef FIXPATH_EXAMPLE_NO_MAIN
int main() { return fixpath_example_path_length() == 11 ? 0 : 1; }  // along the top row, down the right
#endif
