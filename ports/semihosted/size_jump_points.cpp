// Code-size probe: the smallest useful program of jump point search: a
// BitMap with its transpose (both read in place), 16-bit costs, a bounded
// pool of jump points with the bucket open list. tools/code_size.py sums
// the sections the linker kept from this file's object.
#include <fixpath/fixpath.hpp>

namespace {
fixpath::JumpPointState<fixpath::BoundedState<256, uint16_t, 256, fixpath::OpenList::Buckets>> g_state;  // code size does not depend on its size
fixpath::Point g_path[256];
}  // namespace

// The same signature as size_grid_astar.cpp's probe: `cells` holds the
// 32x32 map's bits (128 bytes) followed by its transpose's (128 bytes).
extern "C" __attribute__((noinline)) uint32_t fixpath_probe(const uint8_t* cells, int16_t sx, int16_t sy, int16_t gx,
                                                            int16_t gy) {
    const fixpath::BitMap map(cells, 32, 32);
    const fixpath::BitMap columns(cells + 128, 32, 32);
    const auto r = fixpath::find_path_jps(map, g_state, columns, fixpath::make_point(sx, sy), fixpath::make_point(gx, gy),
                                          g_path, 256);
    return r.status == fixpath::Status::Found ? r.cost : 0xFFFFFFFFu;
}
