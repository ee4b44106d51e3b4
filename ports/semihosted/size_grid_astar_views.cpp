// Code-size probe: the program of size_grid_astar_two_sizes.cpp (two dense
// states of different sizes), both searched through views: one copy of the
// search serves both.
#define FIXPATH_PROBE_THROUGH_VIEWS 1
#include "size_grid_astar_two_sizes.cpp"
