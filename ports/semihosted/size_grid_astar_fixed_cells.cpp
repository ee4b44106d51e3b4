// Code-size probe: size_grid_astar_fixed.cpp's program on a state whose
// buckets keep each cell's open-list entry in place (OpenList::CellBuckets):
// no free list, no open-list positions, no stale copies to skip.
// tools/code_size.py sums the sections the linker kept from this file's
// object.
#define FIXPATH_PROBE_CELL_BUCKETS 1
#include "size_grid_astar_fixed.cpp"
