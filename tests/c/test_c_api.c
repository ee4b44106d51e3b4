/* The C API (fixpath.h) from C99, checked against a plain Dijkstra written
 * here in C: grid searches (one call and time-sliced, every corner rule,
 * terrain), fills and paths from them, a flow field and its repair, a
 * waypoint graph file assembled byte by byte (and a damaged copy refused),
 * every refusal a status. Runs on the host and on the Cortex-M0+ (QEMU),
 * printing "N passed, M failed"; on a board, its stack's depth too (a stack
 * deeper than the RAM left above .bss would overwrite this file's maps). */
#include <fixpath.h>

#include <stdio.h>
#include <string.h>

#if defined(FIXPATH_STACK_GUARD)
#include "stack_guard.h"
#endif

static int g_passed = 0;
static int g_failed = 0;

#define CHECK(cond)                                                         \
    do {                                                                    \
        if (cond) {                                                         \
            ++g_passed;                                                     \
        } else {                                                            \
            ++g_failed;                                                     \
            printf("FAILED %s:%d: %s\n", __FILE__, __LINE__, #cond);        \
        }                                                                   \
    } while (0)

/* A 16x10 map: walls (#), floor (.), terrain 2-9. */
static const char* const kRows[10] = {
    "..........#.....",
    ".########.#.###.",
    ".#......#.#...#.",
    ".#.####.#.###.#.",
    ".#.#..#.......#.",
    ".#.#..#####.###.",
    ".#.#......#.....",
    ".#.######.#.99..",
    ".#........#.99..",
    "...#......#.....",
};
#define W 16
#define H 10
static uint8_t g_cells[W * H];

static void make_map(void) {
    int x, y;
    for (y = 0; y < H; ++y) {
        for (x = 0; x < W; ++x) {
            const char c = kRows[y][x];
            g_cells[y * W + x] = (uint8_t)(c == '#' ? 0 : (c == '.' ? 1 : c - '0'));
        }
    }
}

/* The reference: Dijkstra by repeated scans (small maps), the core's rules. */
static int open_cell(int x, int y) { return x >= 0 && y >= 0 && x < W && y < H && g_cells[y * W + x] != 0; }
static uint32_t g_ref[W * H];
static void reference(int sx, int sy, int moves, int corners, uint32_t s, uint32_t d) {
    static const int dx[8] = {0, 1, 0, -1, 1, 1, -1, -1};
    static const int dy[8] = {-1, 0, 1, 0, -1, 1, 1, -1};
    static int done[W * H];
    int i, k;
    for (i = 0; i < W * H; ++i) {
        g_ref[i] = FIXPATH_UNREACHABLE;
        done[i] = 0;
    }
    g_ref[sy * W + sx] = 0;
    for (;;) {
        int best = -1;
        for (i = 0; i < W * H; ++i) {
            if (!done[i] && g_ref[i] != FIXPATH_UNREACHABLE && (best < 0 || g_ref[i] < g_ref[best])) best = i;
        }
        if (best < 0) break;
        done[best] = 1;
        for (k = 0; k < moves; ++k) {
            const int x = best % W, y = best / W, nx = x + dx[k], ny = y + dy[k];
            uint32_t c;
            if (!open_cell(nx, ny)) continue;
            if (k >= 4) {
                const int a = open_cell(nx, y), b = open_cell(x, ny);
                if ((corners == FIXPATH_CORNERS_NEVER && !(a && b)) || (corners == FIXPATH_CORNERS_ONE && !(a || b))) continue;
            }
            c = g_ref[best] + (k < 4 ? s : d) * g_cells[ny * W + nx];
            if (c < g_ref[ny * W + nx]) g_ref[ny * W + nx] = c;
        }
    }
}

/* A path's cost by the same rules, or UINT32_MAX when a step is illegal. */
static uint32_t path_cost(const fixpath_point* p, uint32_t n, int moves, int corners, uint32_t s, uint32_t d) {
    uint32_t i, cost = 0;
    for (i = 1; i < n; ++i) {
        const int ddx = p[i].x - p[i - 1].x, ddy = p[i].y - p[i - 1].y;
        const int diagonal = ddx != 0 && ddy != 0;
        if (ddx < -1 || ddx > 1 || ddy < -1 || ddy > 1 || (ddx == 0 && ddy == 0) || !open_cell(p[i].x, p[i].y)) return UINT32_MAX;
        if (diagonal) {
            const int a = open_cell(p[i].x, p[i - 1].y), b = open_cell(p[i - 1].x, p[i].y);
            if (moves == 4) return UINT32_MAX;
            if ((corners == FIXPATH_CORNERS_NEVER && !(a && b)) || (corners == FIXPATH_CORNERS_ONE && !(a || b))) return UINT32_MAX;
        }
        cost += (diagonal ? d : s) * g_cells[p[i].y * W + p[i].x];
    }
    return cost;
}

static fixpath_grid_search g_search;
static fixpath_point g_path[W * H];
static uint32_t g_distances[W * H];

static void test_grid_search(void) {
    const fixpath_grid map = {g_cells, W, H};
    const fixpath_point start = {0, 0}, goal = {15, 9};
    int moves, corners;
    fixpath_grid_search_init(&g_search);
    for (moves = 4; moves <= 8; moves += 4) {
        for (corners = FIXPATH_CORNERS_NEVER; corners <= FIXPATH_CORNERS_ALWAYS; ++corners) {
            fixpath_options o = fixpath_default_options();
            fixpath_path_info info;
            o.moves = (uint8_t)moves;
            o.corners = (uint8_t)corners;
            o.heuristic = (uint8_t)(moves == 4 ? FIXPATH_HEURISTIC_MANHATTAN : FIXPATH_HEURISTIC_OCTILE);
            reference(0, 0, moves, corners, 10, 14);
            info = fixpath_find_path(&g_search, &map, start, goal, &o, g_path, W * H);
            CHECK(info.status == FIXPATH_FOUND);
            CHECK(info.partial == 0);
            CHECK(info.cost == g_ref[9 * W + 15]);
            CHECK(path_cost(g_path, info.length, moves, corners, 10, 14) == info.cost);
            CHECK(g_path[0].x == 0 && g_path[0].y == 0 && g_path[info.length - 1].x == 15 && g_path[info.length - 1].y == 9);
        }
    }
    { /* time-sliced: two expansions a call, the same answer */
        fixpath_status st = fixpath_grid_begin(&g_search, &map, start, goal, NULL);
        uint32_t calls = 0;
        fixpath_path_info info;
        while (st == FIXPATH_IN_PROGRESS) {
            st = fixpath_grid_step(&g_search, 2);
            ++calls;
        }
        reference(0, 0, 8, FIXPATH_CORNERS_NEVER, 10, 14);
        info = fixpath_grid_path(&g_search, g_path, W * H);
        CHECK(st == FIXPATH_FOUND);
        CHECK(calls > 10);
        CHECK(info.cost == g_ref[9 * W + 15]);
        CHECK(info.expanded > 0);
    }
    { /* a buffer too short: the length needed */
        const fixpath_path_info info = fixpath_grid_path(&g_search, g_path, 3);
        CHECK(info.status == FIXPATH_PATH_BUFFER_TOO_SMALL);
        CHECK(info.length > 3);
    }
    { /* refusals */
        const fixpath_point wall = {1, 1}, off = {-1, 0};
        fixpath_options bad = fixpath_default_options();
        const fixpath_grid empty = {NULL, W, H};
        CHECK(fixpath_grid_begin(&g_search, &map, wall, goal, NULL) == FIXPATH_INVALID_START);
        CHECK(fixpath_grid_begin(&g_search, &map, start, off, NULL) == FIXPATH_INVALID_GOAL);
        bad.moves = 6;
        CHECK(fixpath_grid_begin(&g_search, &map, start, goal, &bad) == FIXPATH_INVALID_OPTIONS);
        bad = fixpath_default_options();
        bad.straight = 0;
        CHECK(fixpath_grid_begin(&g_search, &map, start, goal, &bad) == FIXPATH_INVALID_OPTIONS);
        CHECK(fixpath_grid_begin(&g_search, &empty, start, goal, NULL) == FIXPATH_INVALID_OPTIONS);
        CHECK(fixpath_grid_begin(NULL, &map, start, goal, NULL) == FIXPATH_INVALID_OPTIONS);
        CHECK(strcmp(fixpath_status_name(FIXPATH_INVALID_GOAL), "invalid_goal") == 0);
        CHECK(strcmp(fixpath_status_name((fixpath_status)99), "unknown") == 0);
        CHECK(strcmp(fixpath_status_name((fixpath_status)-1), "unknown") == 0);
    }
    { /* no path: a partial path to the nearest reached cell, marked partial */
        static uint8_t island[W * H];
        const fixpath_grid m = {island, W, H};
        const fixpath_point a = {0, 0}, b = {15, 9};
        fixpath_path_info info;
        memcpy(island, g_cells, sizeof island);
        island[8 * W + 15] = 0;
        island[8 * W + 14] = 0;
        island[9 * W + 14] = 0;
        info = fixpath_find_path(&g_search, &m, a, b, NULL, g_path, W * H);
        CHECK(info.status == FIXPATH_NO_PATH);
        CHECK(info.partial != 0);
    }
    { /* a goal on a wall: refused, or searched toward with `nearest` */
        const fixpath_point a = {0, 0}, wall = {1, 1};
        fixpath_options o = fixpath_default_options();
        fixpath_path_info info = fixpath_find_path(&g_search, &map, a, wall, &o, g_path, W * H);
        CHECK(info.status == FIXPATH_INVALID_GOAL);
        o.nearest = 1;
        info = fixpath_find_path(&g_search, &map, a, wall, &o, g_path, W * H);
        CHECK(info.status == FIXPATH_NO_PATH && info.partial != 0 && info.length >= 2);
        CHECK(g_path[info.length - 1].x >= 0 && g_path[info.length - 1].x <= 2 && g_path[info.length - 1].y <= 2);
    }
}

static void test_fill(void) {
    const fixpath_grid map = {g_cells, W, H};
    const fixpath_point source = {12, 4};
    int i;
    fixpath_status st = fixpath_grid_begin_fill(&g_search, &map, source, g_distances, NULL);
    while (st == FIXPATH_IN_PROGRESS) st = fixpath_grid_step(&g_search, 7);
    CHECK(st == FIXPATH_COMPLETE);
    reference(12, 4, 8, FIXPATH_CORNERS_NEVER, 10, 14);
    for (i = 0; i < W * H; ++i) {
        if (g_distances[i] != g_ref[i]) {
            CHECK(g_distances[i] == g_ref[i]);
            break;
        }
    }
    CHECK(i == W * H);
    {
        const fixpath_point target = {0, 9};
        const fixpath_path_info info = fixpath_grid_path_to(&g_search, target, g_path, W * H);
        CHECK(info.status == FIXPATH_FOUND);
        CHECK(info.cost == g_ref[9 * W + 0]);
        CHECK(path_cost(g_path, info.length, 8, FIXPATH_CORNERS_NEVER, 10, 14) == info.cost);
    }
}

static void test_range(void) {
    /* A movement range: the costs within the budget equal the reference's; beyond, unreachable. */
    const fixpath_grid map = {g_cells, W, H};
    const fixpath_point unit = {12, 4};
    fixpath_area window;
    uint32_t costs[FIXPATH_RANGE_CELLS(4)];
    int i, ok = 1;
    fixpath_status st = fixpath_grid_begin_range(&g_search, &map, unit, 40, costs, FIXPATH_RANGE_CELLS(4), NULL, &window);
    while (st == FIXPATH_IN_PROGRESS) st = fixpath_grid_step(&g_search, 3);
    CHECK(st == FIXPATH_COMPLETE);
    CHECK(window.x == 8 && window.y == 0 && window.width == 8 && window.height == 9);  /* clipped at the right edge */
    reference(12, 4, 8, FIXPATH_CORNERS_NEVER, 10, 14);
    for (i = 0; i < window.width * window.height; ++i) {
        const int x = window.x + i % window.width, y = window.y + i / window.width;
        const uint32_t want = g_ref[y * W + x] <= 40 ? g_ref[y * W + x] : FIXPATH_UNREACHABLE;
        if (costs[i] != want) ok = 0;
    }
    CHECK(ok);
    {
        const fixpath_point target = {13, 4};
        const fixpath_path_info info = fixpath_grid_path_to(&g_search, target, g_path, W * H);
        CHECK(info.status == FIXPATH_FOUND && info.cost == g_ref[4 * W + 13]);
    }
    CHECK(fixpath_grid_begin_range(&g_search, &map, unit, 40, costs, 3, NULL, &window) == FIXPATH_INVALID_OPTIONS);
}

static fixpath_flow_field g_field;
static uint8_t g_directions[FIXPATH_FLOW_DIRECTION_BYTES(W * H)];
static uint32_t g_scratch[64];
static uint8_t g_changing[W * H];

static void test_flow_field(void) {
    const fixpath_grid map = {g_changing, W, H};
    const fixpath_point goal = {15, 0};
    fixpath_status st;
    int i, walked_ok = 1;
    memcpy(g_changing, g_cells, sizeof g_changing);
    fixpath_flow_field_init(&g_field);
    st = fixpath_flow_begin(&g_field, &map, &goal, 1, g_distances, g_directions, g_scratch, 64, NULL);
    while (st == FIXPATH_IN_PROGRESS) st = fixpath_flow_step(&g_field, 16);
    CHECK(st == FIXPATH_COMPLETE);
    /* From every reachable cell, following next steps reaches the goal. */
    for (i = 0; i < W * H; ++i) {
        fixpath_point p, next;
        int steps = 0;
        if (g_distances[i] == FIXPATH_UNREACHABLE) continue;
        p.x = i % W;
        p.y = i / W;
        while (!(p.x == goal.x && p.y == goal.y) && steps < W * H && fixpath_flow_next_step(&g_field, p, &next)) {
            p = next;
            ++steps;
        }
        if (!(p.x == goal.x && p.y == goal.y)) walked_ok = 0;
    }
    CHECK(walked_ok);
    { /* a door closes: repair, then distances equal a reference from the goal (costs toward the goal) */
        const fixpath_point door = {9, 0};
        g_changing[door.y * W + door.x] = 0;
        st = fixpath_flow_repair(&g_field, &door, 1);
        while (st == FIXPATH_IN_PROGRESS) st = fixpath_flow_step(&g_field, 16);
        CHECK(st == FIXPATH_COMPLETE);
        CHECK(g_distances[0] != FIXPATH_UNREACHABLE);
        CHECK(g_distances[0 * W + 9] == FIXPATH_UNREACHABLE);
    }
}

/* A refused begin leaves the object with no query: step() answers the
 * refusal, path() writes nothing, a flow field gives no step - never the
 * previous query's answer (each refusal the wrapper or the core makes). */
static void test_refused_begin_forgets(void) {
    const fixpath_grid map = {g_cells, W, H};
    const fixpath_grid huge = {g_cells, FIXPATH_C_MAX_CELLS, 2}; /* more cells than the state holds */
    const fixpath_grid null_cells = {NULL, W, H};
    const fixpath_point start = {0, 0}, goal = {15, 9}, wall = {1, 1}, near_goal = {3, 0};
    fixpath_options light = fixpath_default_options(), unknown = fixpath_default_options();
    fixpath_point* const path = g_path; /* the other tests' buffers: the micro:bit has 16 KiB */
    uint32_t* const costs = g_ref;
    fixpath_path_info info;
    fixpath_area window;
    int i;
    light.weight_numerator = 1;
    light.weight_denominator = 2;
    unknown.moves = 6;
    for (i = 0; i < 9; ++i) {
        fixpath_status refused = FIXPATH_IDLE, st;
        fixpath_grid_search_init(&g_search);
        info = fixpath_find_path(&g_search, &map, start, goal, NULL, path, W * H); /* an answer to forget */
        CHECK(info.status == FIXPATH_FOUND);
        switch (i) {
            case 0: refused = fixpath_grid_begin(&g_search, &huge, start, near_goal, NULL); break;
            case 1: refused = fixpath_grid_begin(&g_search, NULL, start, near_goal, NULL); break;
            case 2: refused = fixpath_grid_begin(&g_search, &null_cells, start, near_goal, NULL); break;
            case 3: refused = fixpath_grid_begin(&g_search, &map, start, near_goal, &unknown); break;
            case 4: refused = fixpath_grid_begin(&g_search, &map, start, near_goal, &light); break;
            case 5: refused = fixpath_grid_begin(&g_search, &map, wall, near_goal, NULL); break;
            case 6: refused = fixpath_grid_begin_fill(&g_search, &map, start, NULL, NULL); break;
            case 7: refused = fixpath_grid_begin_range(&g_search, &huge, start, 40, costs, W * H, NULL, &window); break;
            default: refused = fixpath_grid_begin_range(&g_search, &map, start, 40, costs, 1, NULL, &window); break;
        }
        CHECK(refused != FIXPATH_IN_PROGRESS && refused != FIXPATH_FOUND && refused != FIXPATH_COMPLETE);
        st = fixpath_grid_step(&g_search, 1000);
        CHECK(st == refused);
        memset(g_path, 0, sizeof g_path);
        info = fixpath_grid_path(&g_search, path, W * H);
        CHECK(info.status == refused && info.length == 0 && info.cost == 0 && path[0].x == 0 && path[1].x == 0);
        info = fixpath_grid_path_to(&g_search, near_goal, path, W * H);
        CHECK(info.status == refused && info.length == 0 && path[1].x == 0);
        /* and the next accepted begin answers again */
        info = fixpath_find_path(&g_search, &map, start, near_goal, NULL, path, W * H);
        CHECK(info.status == FIXPATH_FOUND && info.cost == 30);
    }
    for (i = 0; i < 4; ++i) {
        const fixpath_grid flow_map = {g_cells, W, H};
        fixpath_status refused = FIXPATH_IDLE, st;
        fixpath_point next = {-1, -1};
        fixpath_flow_field_init(&g_field);
        st = fixpath_flow_begin(&g_field, &flow_map, &goal, 1, g_distances, g_directions, g_scratch, 64, NULL);
        while (st == FIXPATH_IN_PROGRESS) st = fixpath_flow_step(&g_field, 64);
        CHECK(st == FIXPATH_COMPLETE && fixpath_flow_next_step(&g_field, start, &next) == 1);
        switch (i) {
            case 0:
                refused = fixpath_flow_begin(&g_field, &huge, &near_goal, 1, g_distances, g_directions, g_scratch, 64,
                                             NULL);
                break;
            case 1:
                refused = fixpath_flow_begin(&g_field, &flow_map, &near_goal, 1, g_distances, g_directions, g_scratch,
                                             64, &unknown);
                break;
            case 2:
                refused = fixpath_flow_begin(&g_field, &flow_map, &near_goal, 0, g_distances, g_directions, g_scratch,
                                             64, NULL);
                break;
            default:
                refused = fixpath_flow_begin(&g_field, &flow_map, &near_goal, 1, NULL, g_directions, g_scratch, 64,
                                             NULL);
                break;
        }
        CHECK(refused != FIXPATH_IN_PROGRESS && refused != FIXPATH_COMPLETE);
        CHECK(fixpath_flow_step(&g_field, 64) == refused);
        CHECK(fixpath_flow_next_step(&g_field, start, &next) == 0);
        CHECK(fixpath_flow_repair(&g_field, NULL, 0) != FIXPATH_COMPLETE);
        CHECK(fixpath_flow_next_step(&g_field, start, &next) == 0);
    }
}

/* A waypoint graph file (graph_format.hpp, version 1), assembled here:
 * nodes 10, 20, 30 on a line, edges 10-20 (weight 5) and 20-30 (weight 7). */
static uint8_t g_graph_file[32 + 3 * 4 + 3 * 12 + 4 * 4 + 4 * 8 + 4];
static uint32_t crc32_of(const uint8_t* p, size_t n) {
    uint32_t crc = 0xFFFFFFFFu;
    size_t i;
    int k;
    for (i = 0; i < n; ++i) {
        crc ^= p[i];
        for (k = 0; k < 8; ++k) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}
static void put32(uint8_t* p, uint32_t v) {
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}
static void make_graph_file(void) {
    uint8_t* f = g_graph_file;
    const uint32_t size = (uint32_t)sizeof g_graph_file;
    /* arcs: node 0 -> 1 (5); node 1 -> 0 (5), 1 -> 2 (7); node 2 -> 1 (7) */
    static const uint32_t targets[4] = {1, 0, 2, 1}, weights[4] = {5, 5, 7, 7}, first[4] = {0, 1, 3, 4};
    uint32_t i;
    memset(f, 0, size);
    memcpy(f, "FXPG", 4);
    f[4] = 1;  /* version */
    f[6] = 32; /* header bytes */
    put32(f + 8, 3);
    put32(f + 12, 4);
    f[16] = 0;  /* no route table */
    f[17] = 0;  /* heuristic scale shift: 0 and mantissa 0, an estimate of 0 (always admissible) */
    put32(f + 24, size);
    for (i = 0; i < 3; ++i) {
        put32(f + 32 + 4 * i, 10 * (i + 1));                          /* labels */
        put32(f + 44 + 12 * i, 16 * i);                               /* x */
    }
    for (i = 0; i < 4; ++i) put32(f + 80 + 4 * i, first[i]);
    for (i = 0; i < 4; ++i) {
        f[96 + 8 * i] = (uint8_t)targets[i];
        put32(f + 96 + 8 * i + 4, weights[i]);
    }
    put32(f + size - 4, crc32_of(f, size - 4));
}

static fixpath_graph g_graph;
static fixpath_graph_search g_graph_search;

static void test_graph(void) {
    uint16_t route[8];
    fixpath_path_info info;
    fixpath_graph_error e;
    make_graph_file();
    e = fixpath_graph_open(&g_graph, g_graph_file, sizeof g_graph_file);
    if (e != FIXPATH_GRAPH_OK) printf("graph: %s\n", fixpath_graph_error_name(e));
    CHECK(e == FIXPATH_GRAPH_OK);
    CHECK(fixpath_graph_node_count(&g_graph) == 3);
    CHECK(fixpath_graph_find_label(&g_graph, 30) == 2);
    CHECK(fixpath_graph_find_label(&g_graph, 31) == UINT32_MAX);
    fixpath_graph_search_init(&g_graph_search);
    info = fixpath_graph_route(&g_graph_search, &g_graph, 0, 2, route, 8, 0);
    CHECK(info.status == FIXPATH_FOUND);
    CHECK(info.cost == 12 && info.length == 3 && route[0] == 0 && route[1] == 1 && route[2] == 2);
    info = fixpath_graph_route(&g_graph_search, &g_graph, 2, 0, route, 8, 1);
    CHECK(info.status == FIXPATH_FOUND && info.cost == 12);
    /* A damaged copy is refused by name, and routes on it are refused. */
    g_graph_file[100] ^= 1;
    e = fixpath_graph_open(&g_graph, g_graph_file, sizeof g_graph_file);
    CHECK(e == FIXPATH_GRAPH_BAD_CHECKSUM);
    CHECK(strcmp(fixpath_graph_error_name(e), "bad_checksum") == 0);
    info = fixpath_graph_route(&g_graph_search, &g_graph, 0, 2, route, 8, 0);
    CHECK(info.status == FIXPATH_INVALID_OPTIONS);
    CHECK(fixpath_graph_open(&g_graph, g_graph_file, 10) == FIXPATH_GRAPH_TRUNCATED);
}

int main(void) {
#if defined(FIXPATH_STACK_GUARD)
    fixpath_stack_guard_arm();
#endif
    make_map();
    test_grid_search();
    test_fill();
    test_range();
    test_flow_field();
    test_refused_begin_forgets();
    test_graph();
    CHECK(strlen(fixpath_version()) >= 5);
#if defined(FIXPATH_STACK_GUARD)
    CHECK(fixpath_stack_guard_report("C API test") == 0);
#endif
    printf("C API (fixpath %s, %u cells max): %d passed, %d failed\n", fixpath_version(),
           (unsigned)FIXPATH_C_MAX_CELLS, g_passed, g_failed);
    return g_failed == 0 ? 0 : 1;
}
