/* fixpath.h - fixpath from C (C99): grid A* with time slicing, fills,
 * flow fields and waypoint-graph routes, for games and firmware written in
 * C (libtonc / libgba on the GBA, the Playdate C SDK, Zephyr, bare metal),
 * and tactics movement ranges.
 *
 * It is a thin layer over the C++ core: compile ports/c/src/fixpath_c.cpp
 * (C++17, no exceptions or RTTI needed, no heap) into your program once, with
 * the same FIXPATH_C_MAX_CELLS / FIXPATH_C_MAX_NODES as your C files, and
 * include this header from C.
 *
 *     static fixpath_grid_search search;            // caller-owned, no heap
 *     fixpath_grid map = {cells, 30, 20};            // one byte a cell, in ROM or RAM
 *     fixpath_point path[64];
 *     fixpath_grid_search_init(&search);
 *     fixpath_status st = fixpath_grid_begin(&search, &map, start, goal, NULL);  // NULL: default options
 *     while (st == FIXPATH_IN_PROGRESS) { wait_vblank(); st = fixpath_grid_step(&search, 200); }
 *     fixpath_path_info info = fixpath_grid_path(&search, path, 64);  // info.status: FOUND or why not
 *
 * Memory: every object is a struct of opaque bytes whose size is a macro of
 * the compile-time capacities below, so it can be static, on the stack or
 * inside your own structs; fixpath_c.cpp checks at compile time that the
 * C++ objects fit. Call the matching *_init() once before first use.
 *
 * Maps: `cells` is read in place, row-major, one byte a cell: 0 a wall,
 * 1..255 the cost multiplier of entering it. A map may have at most
 * FIXPATH_C_MAX_CELLS cells (FIXPATH_MAP_TOO_LARGE otherwise).
 *
 * Every outcome is a status; fixpath_status_name() gives its stable name
 * ("found", "no_path", ...). Nothing here calls malloc, prints or blocks.
 *
 * A refused begin (a null or empty map, a map over FIXPATH_C_MAX_CELLS,
 * unknown options, a start or goal the core refuses, ...) leaves the object
 * holding no query: until the next accepted begin, step() answers the
 * refusal, path() writes nothing and reports it, and a flow field gives no
 * next step. Never the previous query's answer.
 */
#ifndef FIXPATH_H
#define FIXPATH_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Capacities, fixed when compiling (define them the same for fixpath_c.cpp
 * and your C files, e.g. with -D). Cells of the largest map a grid search or
 * flow field serves; nodes of the largest waypoint graph. */
#ifndef FIXPATH_C_MAX_CELLS
#define FIXPATH_C_MAX_CELLS 4096
#endif
#ifndef FIXPATH_C_MAX_NODES
#define FIXPATH_C_MAX_NODES 256
#endif

/* Bytes of each object: upper bounds of what the core needs (about 7 bytes
 * a cell and 20 a node, plus the open list), checked by fixpath_c.cpp. */
#define FIXPATH_GRID_SEARCH_BYTES (8u * (FIXPATH_C_MAX_CELLS) + 2048u)
#define FIXPATH_FLOW_FIELD_BYTES (8u * (FIXPATH_C_MAX_CELLS) + 2048u)
#define FIXPATH_GRAPH_BYTES 64u
#define FIXPATH_GRAPH_SEARCH_BYTES (24u * (FIXPATH_C_MAX_NODES) + 1024u)
/* Bytes of a flow field's direction buffer for `cells` cells (3 bits a cell). */
#define FIXPATH_FLOW_DIRECTION_BYTES(cells) (((cells) * 3u + 7u) / 8u + 2u)
/* A distance no walk reaches (fills, flow fields). */
#define FIXPATH_UNREACHABLE 0xFFFFFFFFu

typedef enum fixpath_status {
    FIXPATH_IDLE = 0,               /* nothing begun on this object */
    FIXPATH_IN_PROGRESS,            /* the step budget ran out: call step again */
    FIXPATH_FOUND,                  /* the goal was reached */
    FIXPATH_COMPLETE,               /* a fill or flow field finished */
    FIXPATH_NO_PATH,                /* the goal cannot be reached: a partial path to the nearest cell */
    FIXPATH_OUT_OF_NODES,           /* a bound was hit: a partial path */
    FIXPATH_INVALID_START,          /* the start is off the map or blocked */
    FIXPATH_INVALID_GOAL,           /* the goal is off the map or blocked */
    FIXPATH_PATH_BUFFER_TOO_SMALL,  /* the caller's path buffer is too short (the length needed is reported) */
    FIXPATH_COST_OVERFLOW,          /* a cost beyond 32 bits */
    FIXPATH_MAP_TOO_LARGE,          /* more cells (nodes) than FIXPATH_C_MAX_CELLS (NODES) */
    FIXPATH_INVALID_OPTIONS,        /* options out of range, a NULL argument, or an object not initialised */
    FIXPATH_NON_UNIFORM_MAP,        /* (jump point search, not in this API) */
    FIXPATH_PARTIAL                 /* fixpath_grid_path_to(): the path ends short of the target (see below) */
} fixpath_status;

/* "found", "no_path", ...: stable lower-case names for logs. */
const char* fixpath_status_name(fixpath_status status);

/* A cell: column x, row y, (0, 0) top-left. 16 bits each, as the core's
 * Point: a path costs 4 bytes a step. */
typedef struct fixpath_point {
    int16_t x;
    int16_t y;
} fixpath_point;

typedef struct fixpath_grid {
    const uint8_t* cells; /* width * height bytes, row-major, read in place */
    int32_t width;
    int32_t height;
} fixpath_grid;

typedef enum fixpath_corners {
    FIXPATH_CORNERS_NEVER = 0, /* a diagonal needs both orthogonal cells free (default) */
    FIXPATH_CORNERS_ONE,       /* at least one of them */
    FIXPATH_CORNERS_ALWAYS     /* diagonals ignore them */
} fixpath_corners;

typedef enum fixpath_heuristic {
    FIXPATH_HEURISTIC_ZERO = 0, /* Dijkstra */
    FIXPATH_HEURISTIC_MANHATTAN,
    FIXPATH_HEURISTIC_OCTILE, /* default */
    FIXPATH_HEURISTIC_CHEBYSHEV
} fixpath_heuristic;

typedef struct fixpath_options {
    uint8_t moves;                 /* 4 or 8 (default 8) */
    uint8_t corners;               /* fixpath_corners */
    uint8_t heuristic;             /* fixpath_heuristic */
    uint32_t straight;             /* step costs (default 10 and 14) */
    uint32_t diagonal;
    uint16_t weight_numerator;     /* weighted A*: N / D >= 1 (default 1/1); below 1: INVALID_OPTIONS */
    uint16_t weight_denominator;
    uint8_t nearest;               /* nonzero: a goal on a wall is searched toward (NO_PATH and a partial
                                      path to the nearest reachable cell) instead of INVALID_GOAL */
} fixpath_options;

/* The defaults: 8 moves, corners never, 10/14, octile, weight 1, nearest off. */
fixpath_options fixpath_default_options(void);

typedef struct fixpath_path_info {
    fixpath_status status; /* the search's status (FOUND only when the path reaches the goal; NO_PATH or
                              OUT_OF_NODES with a partial path), or FIXPATH_PATH_BUFFER_TOO_SMALL */
    uint32_t length;       /* points written (start and end included), or needed */
    uint32_t cost;         /* the cost of the written path */
    int partial;           /* nonzero: the path ends at the reachable cell nearest the goal, NOT the goal */
    uint32_t expanded;     /* cells (nodes) expanded */
} fixpath_path_info;

/* ---- Grid search: A* (or Dijkstra with FIXPATH_HEURISTIC_ZERO) ---- */

typedef struct fixpath_grid_search {
    union {
        uint64_t align_;
        void* pointer_;
        unsigned char bytes_[FIXPATH_GRID_SEARCH_BYTES];
    } opaque_;
} fixpath_grid_search;

void fixpath_grid_search_init(fixpath_grid_search* search);
/* Starts a query (O(1)); the map is read during the steps, so it must stay
 * valid and unchanged until the query ends. options: NULL for the defaults. */
fixpath_status fixpath_grid_begin(fixpath_grid_search* search, const fixpath_grid* map, fixpath_point start,
                                  fixpath_point goal, const fixpath_options* options);
/* Expands at most max_expansions cells: FIXPATH_IN_PROGRESS while there is
 * more to do; call it once a frame to spread a search over frames. */
fixpath_status fixpath_grid_step(fixpath_grid_search* search, uint32_t max_expansions);
/* Writes the path (every cell, start first) of a finished query; a partial
 * one (info.partial) after NO_PATH or OUT_OF_NODES. */
fixpath_path_info fixpath_grid_path(const fixpath_grid_search* search, fixpath_point* out, uint32_t capacity);
/* begin, step to the end, path: in one call. */
fixpath_path_info fixpath_find_path(fixpath_grid_search* search, const fixpath_grid* map, fixpath_point start,
                                    fixpath_point goal, const fixpath_options* options, fixpath_point* out,
                                    uint32_t capacity);

/* A fill: the cost from `source` to every cell into distances[width *
 * height] (FIXPATH_UNREACHABLE where none), time-sliced with
 * fixpath_grid_step() until FIXPATH_COMPLETE; then fixpath_grid_path_to()
 * gives the path from the source to any reached cell. */
fixpath_status fixpath_grid_begin_fill(fixpath_grid_search* search, const fixpath_grid* map, fixpath_point source,
                                       uint32_t* distances, const fixpath_options* options);
fixpath_path_info fixpath_grid_path_to(const fixpath_grid_search* search, fixpath_point target, fixpath_point* out,
                                       uint32_t capacity);

/* A tactics unit's movement range (movement_range.hpp): the cells it can
 * reach spending at most `budget` (step costs times the multipliers), over
 * the window of the map the budget can reach (written to *window: x, y,
 * width, height), their costs in costs[window width * height] row-major
 * (FIXPATH_UNREACHABLE beyond the budget); FIXPATH_INVALID_OPTIONS when
 * `capacity` is shorter than the window (FIXPATH_RANGE_CELLS(reach) always
 * suffices, reach = budget / the cheapest step). Time-sliced with
 * fixpath_grid_step() until FIXPATH_COMPLETE; the work is the range, not the
 * map; then fixpath_grid_path_to() gives the route to any cell in range. */
#define FIXPATH_RANGE_CELLS(reach) ((2u * (reach) + 1u) * (2u * (reach) + 1u))
typedef struct fixpath_area {
    int32_t x;
    int32_t y;
    int32_t width;
    int32_t height;
} fixpath_area;
fixpath_status fixpath_grid_begin_range(fixpath_grid_search* search, const fixpath_grid* map, fixpath_point unit,
                                        uint32_t budget, uint32_t* costs, uint32_t capacity,
                                        const fixpath_options* options, fixpath_area* window);

/* ---- Flow field: one computation, any number of units ---- */

typedef struct fixpath_flow_field {
    union {
        uint64_t align_;
        void* pointer_;
        unsigned char bytes_[FIXPATH_FLOW_FIELD_BYTES];
    } opaque_;
} fixpath_flow_field;

void fixpath_flow_field_init(fixpath_flow_field* field);
/* The cost from every cell to the nearest goal (distances[cells]) and the
 * next step of every cell (directions[FIXPATH_FLOW_DIRECTION_BYTES(cells)]),
 * caller-owned; scratch[scratch_count] serves repairs. Time-sliced with
 * fixpath_flow_step() until FIXPATH_COMPLETE. goals[goal_count] is kept by
 * pointer (a repair reads it again): keep it alive and unchanged while the
 * field is used. */
fixpath_status fixpath_flow_begin(fixpath_flow_field* field, const fixpath_grid* map, const fixpath_point* goals,
                                  uint32_t goal_count, uint32_t* distances, uint8_t* directions, uint32_t* scratch,
                                  uint32_t scratch_count, const fixpath_options* options);
fixpath_status fixpath_flow_step(fixpath_flow_field* field, uint32_t max_expansions);
/* Nonzero with *next set when a unit at `from` has a step toward a goal. */
int fixpath_flow_next_step(const fixpath_flow_field* field, fixpath_point from, fixpath_point* next);
/* After cells of the map changed: recompute only what they affect (then step again). */
fixpath_status fixpath_flow_repair(fixpath_flow_field* field, const fixpath_point* changed, uint32_t count);

/* ---- Waypoint graphs: a binary graph file (`fixpath graph build`) ---- */

typedef enum fixpath_graph_error {
    FIXPATH_GRAPH_OK = 0,
    FIXPATH_GRAPH_TRUNCATED,
    FIXPATH_GRAPH_BAD_MAGIC,
    FIXPATH_GRAPH_BAD_VERSION,
    FIXPATH_GRAPH_BAD_HEADER,
    FIXPATH_GRAPH_TOO_MANY_NODES, /* more than FIXPATH_C_MAX_NODES */
    FIXPATH_GRAPH_SIZE_MISMATCH,
    FIXPATH_GRAPH_BAD_CHECKSUM,
    FIXPATH_GRAPH_BAD_LABELS,
    FIXPATH_GRAPH_BAD_POSITION,
    FIXPATH_GRAPH_BAD_OFFSETS,
    FIXPATH_GRAPH_BAD_EDGE_TARGET,
    FIXPATH_GRAPH_BAD_WEIGHT,
    FIXPATH_GRAPH_BAD_SCALE,
    FIXPATH_GRAPH_BAD_ROUTE_TABLE
} fixpath_graph_error;

const char* fixpath_graph_error_name(fixpath_graph_error error);

typedef struct fixpath_graph {
    union {
        uint64_t align_;
        void* pointer_;
        unsigned char bytes_[FIXPATH_GRAPH_BYTES];
    } opaque_;
} fixpath_graph;

/* Validates a graph file and reads it in place (keep `data` alive). */
fixpath_graph_error fixpath_graph_open(fixpath_graph* graph, const uint8_t* data, size_t size);
uint32_t fixpath_graph_node_count(const fixpath_graph* graph);
/* The node number of a label (the ids of the text format), or UINT32_MAX. */
uint32_t fixpath_graph_find_label(const fixpath_graph* graph, uint32_t label);

typedef struct fixpath_graph_search {
    union {
        uint64_t align_;
        void* pointer_;
        unsigned char bytes_[FIXPATH_GRAPH_SEARCH_BYTES];
    } opaque_;
} fixpath_graph_search;

void fixpath_graph_search_init(fixpath_graph_search* search);
/* The cheapest route between node numbers, written as node numbers into
 * out[capacity]; dijkstra nonzero for Dijkstra instead of A*. */
fixpath_path_info fixpath_graph_route(fixpath_graph_search* search, const fixpath_graph* graph, uint32_t from,
                                      uint32_t to, uint16_t* out, uint32_t capacity, int dijkstra);

/* "0.2.0": the library's version (fixpath/version.hpp). */
const char* fixpath_version(void);

#ifdef __cplusplus
}
#endif

#endif /* FIXPATH_H */
