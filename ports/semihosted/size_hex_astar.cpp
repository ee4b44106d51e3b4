// Code-size probe: a hex-only program, hex A* (HexSearch through
// find_hex_path) with one map type (ByteCostMap read as pointy-topped hexes,
// odd rows shoved), 16-bit costs, the dense layout with the bucket open list.
// tools/code_size.py sums the sections the linker kept from this object.
#include <fixpath/fixpath.hpp>

namespace {
fixpath::DenseState<32 * 32, uint16_t, fixpath::default_dense_heap_capacity(32 * 32), fixpath::OpenList::Buckets>
    g_state;  // code size does not depend on its size
fixpath::Hex g_path[256];
}  // namespace

extern "C" __attribute__((noinline)) uint32_t fixpath_probe(const uint8_t* cells, int16_t sx, int16_t sy, int16_t gx,
                                                            int16_t gy) {
    const fixpath::HexLayout layout = fixpath::HexLayout::PointyOddRows;
    const auto r = fixpath::find_hex_path(fixpath::ByteCostMap(cells, 32, 32), g_state, layout,
                                          fixpath::hex_from_offset(fixpath::make_point(sx, sy), layout),
                                          fixpath::hex_from_offset(fixpath::make_point(gx, gy), layout), g_path, 256);
    return r.status == fixpath::Status::Found ? r.cost : 0xFFFFFFFFu;
}
