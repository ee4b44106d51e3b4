// Code-size probe: size_grid_astar.cpp's program with the default rules
// fixed when compiling (FixedRules, grid_rules.hpp) on the default state
// (OpenList::Auto): the rules suit the buckets, so only their loop is in
// the image. tools/code_size.py sums the sections the linker kept from this
// file's object.
#include <fixpath/fixpath.hpp>

namespace {
#if defined(FIXPATH_PROBE_FRAMED)  // (size_grid_astar_framed.cpp)
using ProbeMap = fixpath::Framed<fixpath::ByteCostMap>;
#else
using ProbeMap = fixpath::ByteCostMap;
#endif
#if defined(FIXPATH_PROBE_CELL_BUCKETS)  // (size_grid_astar_fixed_cells.cpp, size_grid_astar_framed.cpp)
fixpath::DenseState<32 * 32, uint16_t, 32 * 32, fixpath::OpenList::CellBuckets> g_state;
#else
fixpath::DenseState<32 * 32, uint16_t> g_state;  // code size does not depend on its size
#endif
fixpath::Point g_path[256];
}  // namespace

extern "C" __attribute__((noinline)) uint32_t fixpath_probe(const uint8_t* cells, int16_t sx, int16_t sy, int16_t gx,
                                                            int16_t gy) {
    const auto r = fixpath::find_path_with<fixpath::FixedRules<>>(ProbeMap(cells, 32, 32), g_state,
                                                                  fixpath::make_point(sx, sy),
                                                                  fixpath::make_point(gx, gy), g_path, 256);
    return r.status == fixpath::Status::Found ? r.cost : 0xFFFFFFFFu;
}
