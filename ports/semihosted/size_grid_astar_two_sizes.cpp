// Code-size probe: grid A* as in size_grid_astar.cpp, in a program with two
// dense states of different sizes (a 16x16 room and the 32x32 map). Searched
// directly, the search is compiled once per state type: the program carries
// two copies of it. size_grid_astar_views.cpp builds this same program with
// FIXPATH_PROBE_THROUGH_VIEWS: both states searched through views
// (DenseStateView, dense_state.hpp), one copy of the search.
#include <fixpath/fixpath.hpp>

namespace {
template <uint32_t Cells>
using State = fixpath::DenseState<Cells, uint16_t, fixpath::default_dense_heap_capacity(Cells), fixpath::OpenList::Buckets>;
State<16 * 16> g_room;
State<32 * 32> g_world;
fixpath::Point g_path[256];

#if FIXPATH_PROBE_THROUGH_VIEWS
using View = fixpath::DenseStateView<32 * 32, uint16_t, fixpath::OpenList::Buckets>;
template <uint32_t Cells>
View searched(State<Cells>& state) {
    return View(state);
}
#else
template <uint32_t Cells>
State<Cells>& searched(State<Cells>& state) {
    return state;
}
#endif
}  // namespace

extern "C" __attribute__((noinline)) uint32_t fixpath_probe(const uint8_t* cells, int16_t sx, int16_t sy, int16_t gx,
                                                            int16_t gy) {
    auto&& room_state = searched(g_room);
    auto&& world_state = searched(g_world);
    const auto room = fixpath::find_path(fixpath::ByteCostMap(cells, 16, 16), room_state, fixpath::make_point(sx, sy),
                                         fixpath::make_point(15, 15), g_path, 256);
    const auto world = fixpath::find_path(fixpath::ByteCostMap(cells, 32, 32), world_state, fixpath::make_point(sx, sy),
                                          fixpath::make_point(gx, gy), g_path, 256);
    return room.status == fixpath::Status::Found && world.status == fixpath::Status::Found ? world.cost : 0xFFFFFFFFu;
}
