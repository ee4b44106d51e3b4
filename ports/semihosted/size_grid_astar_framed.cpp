// Code-size probe: size_grid_astar_fixed_cells.cpp's program on a map with
// a wall all round (Framed<ByteCostMap>, maps/framed_map.hpp): the search
// reads every neighbour without bounds checks and carries no checked form.
// tools/code_size.py sums the sections the linker kept from this file's
// object.
#define FIXPATH_PROBE_CELL_BUCKETS 1
#define FIXPATH_PROBE_FRAMED 1
#include "size_grid_astar_fixed.cpp"
