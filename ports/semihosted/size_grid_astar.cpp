// Code-size probe: the smallest useful program of grid A* with one map type
// (ByteCostMap), 16-bit costs, the dense layout. tools/code_size.py sums the
// sections the linker kept from this file's object: fixpath's share of the
// image, without the C library, startup code or semihosting.
#include <fixpath/fixpath.hpp>

namespace {
// The bucket open list only (OpenList::Buckets): what a size-conscious A*
// program picks; the default state (OpenList::Auto) carries the heap too.
fixpath::DenseState<32 * 32, uint16_t, fixpath::default_dense_heap_capacity(32 * 32), fixpath::OpenList::Buckets>
    g_state;  // code size does not depend on its size
fixpath::Point g_path[256];
}  // namespace

extern "C" __attribute__((noinline)) uint32_t fixpath_probe(const uint8_t* cells, int16_t sx, int16_t sy, int16_t gx,
                                                            int16_t gy) {
    const auto r = fixpath::find_path(fixpath::ByteCostMap(cells, 32, 32), g_state, fixpath::make_point(sx, sy),
                                      fixpath::make_point(gx, gy), g_path, 256);
    return r.status == fixpath::Status::Found ? r.cost : 0xFFFFFFFFu;
}
