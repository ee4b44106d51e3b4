/* A C game's path: the README's C example in miniature. */
#include <fixpath.h>
#include <stdio.h>

static const uint8_t kCells[4 * 3] = {
    1, 1, 1, 1,
    1, 0, 0, 1,
    1, 1, 1, 1,
};
static fixpath_grid_search search;

int main(void) {
    const fixpath_grid map = {kCells, 4, 3};
    const fixpath_point start = {0, 0}, goal = {3, 2};
    fixpath_point path[16];
    fixpath_path_info info;
    fixpath_grid_search_init(&search);
    info = fixpath_find_path(&search, &map, start, goal, NULL, path, 16);
    printf("%s, cost %lu, %lu cells\n", fixpath_status_name(info.status), (unsigned long)info.cost,
           (unsigned long)info.length);
    return info.status == FIXPATH_FOUND ? 0 : 1;
}
