// libFuzzer target: the C API (fixpath.h) driven by call sequences. One
// grid search object and one flow field live through the whole input; the
// bytes choose begin / begin_fill / begin_range / step / path / path_to /
// find_path / flow begin / flow step / next_step / repair in any order, with
// maps too large, null maps, unknown options, weights below 1, starts and
// goals anywhere. A model of each object, written here from the header's
// rules, says what each call must answer:
// - after a refused begin (the wrapper's or the core's), step answers the
//   refusal, path and path_to write nothing and report it, the flow field
//   gives no step: never the previous query's answer;
// - a query that ends FOUND has a legal path that costs what was reported,
//   exactly the reference Dijkstra's cost (tests/support) when the weight is
//   1 and the heuristic consistent; a path that does not fit writes nothing;
// - a complete flow field's next step leads to a neighbour with a smaller
//   distance.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include <fixpath.h>
#include <fixpath/grid/heuristic.hpp>

#include "fuzz_bytes.hpp"
#include "support/reference_search.hpp"

namespace {

using fuzz::Bytes;
using fuzz::check;

constexpr int32_t kSide = 16;
static_assert(FIXPATH_C_MAX_CELLS == kSide * kSide, "built with FIXPATH_C_MAX_CELLS=256");
constexpr uint32_t kBuffer = 300;

bool refusal(fixpath_status s) {
    return s == FIXPATH_INVALID_START || s == FIXPATH_INVALID_GOAL || s == FIXPATH_INVALID_OPTIONS ||
           s == FIXPATH_MAP_TOO_LARGE || s == FIXPATH_NON_UNIFORM_MAP;
}

// What an object holds, as the header promises it.
struct Model {
    bool refused = false;
    fixpath_status refusal_status = FIXPATH_IDLE;
    bool query = false;      // an accepted begin (not a fill or range)
    bool exact = false;      // weight 1, consistent heuristic, no nearest: FOUND is optimal
    bool map_changed = false;
    fixpath_point start{0, 0};
    fixpath_point goal{0, 0};
    fixpath_test::Rules rules;
};

fixpath_options options_from(Bytes& in) {
    fixpath_options o = fixpath_default_options();
    const uint8_t kind = in.u8();
    if (kind < 96) return o;
    o.moves = static_cast<uint8_t>(kind & 1 ? 4 : 8);
    if (kind > 250) o.moves = static_cast<uint8_t>(in.u8());  // usually unknown
    o.corners = static_cast<uint8_t>(in.u8() % 4);            // 3: unknown
    o.heuristic = static_cast<uint8_t>(in.u8() % 5);          // 4: unknown
    o.straight = static_cast<uint32_t>(in.u8() % 21);         // 0: refused
    o.diagonal = static_cast<uint32_t>(in.u8() % 41);
    if (in.u8() < 64) {  // a weight, sometimes below 1 or over 0
        o.weight_numerator = static_cast<uint16_t>(in.u8() % 5);
        o.weight_denominator = static_cast<uint16_t>(in.u8() % 4);
    }
    o.nearest = static_cast<uint8_t>(in.u8() < 32);
    return o;
}

struct Maps {
    std::vector<uint8_t> cells;
    fixpath_grid normal{};
    fixpath_grid too_large{};
    fixpath_grid null_cells{};
    fixpath_grid empty{};
};

// The map a call gets: mostly the real one, sometimes one the wrapper refuses.
const fixpath_grid* map_from(Bytes& in, const Maps& maps) {
    switch (in.u8() % 16) {
        case 0: return nullptr;
        case 1: return &maps.too_large;
        case 2: return &maps.null_cells;
        case 3: return &maps.empty;
        default: return &maps.normal;
    }
}

fixpath_point point_from(Bytes& in) {
    fixpath_point p;
    p.x = static_cast<int16_t>(static_cast<int32_t>(in.u8() % (kSide + 2)) - 1);
    p.y = static_cast<int16_t>(static_cast<int32_t>(in.u8() % (kSide + 2)) - 1);
    return p;
}

fixpath_test::PlainGrid plain(const fixpath_grid& map) {
    fixpath_test::PlainGrid g;
    g.width = map.width;
    g.height = map.height;
    g.costs.assign(map.cells, map.cells + map.width * map.height);
    return g;
}

// After a refusal: no progress, no path, the buffer untouched.
void expect_refused(const Model& m, fixpath_grid_search* search, Bytes& in) {
    check(fixpath_grid_step(search, in.u8()) == m.refusal_status);
    std::vector<fixpath_point> out(kBuffer, fixpath_point{-9, -9});
    fixpath_path_info info = fixpath_grid_path(search, out.data(), kBuffer);
    check(info.status == m.refusal_status && info.length == 0 && info.cost == 0 && out[0].x == -9);
    info = fixpath_grid_path_to(search, point_from(in), out.data(), kBuffer);
    check(info.status == m.refusal_status && info.length == 0 && out[0].x == -9);
}

// A finished query's path, checked against the reference.
void check_path(const Model& m, const fixpath_grid& map, fixpath_grid_search* search, Bytes& in) {
    const uint32_t capacity = in.u8() < 200 ? kBuffer : in.u8() % 8;
    std::vector<fixpath_point> out(kBuffer, fixpath_point{-9, -9});
    const fixpath_path_info info = fixpath_grid_path(search, out.data(), capacity);
    if (info.status == FIXPATH_PATH_BUFFER_TOO_SMALL) {
        check(info.length > capacity && out[0].x == -9);
        return;
    }
    if (info.status != FIXPATH_FOUND || m.map_changed) return;
    check(info.length >= 1 && info.length <= capacity);
    std::vector<fixpath::Point> path(info.length);
    for (uint32_t i = 0; i < info.length; ++i) path[i] = fixpath::make_point(out[i].x, out[i].y);
    const fixpath_test::PlainGrid g = plain(map);
    uint64_t cost = 0;
    const std::string legal = fixpath_test::check_path(g, m.rules, fixpath::Area{0, 0, map.width, map.height},
                                                       path.data(), info.length,
                                                       fixpath::make_point(m.start.x, m.start.y), cost);
    check(legal.empty() && cost == info.cost);
    check(path.back().x == m.goal.x && path.back().y == m.goal.y);
    if (m.exact) {
        const std::vector<uint64_t> d =
            fixpath_test::reference_distances(g, m.rules, fixpath::make_point(m.start.x, m.start.y));
        check(d[static_cast<size_t>(m.goal.y * map.width + m.goal.x)] == info.cost);
    }
}

// The model after a begin that returned `st` for `map` and `options`.
void after_begin(Model& m, fixpath_status st, const fixpath_grid* map, const fixpath_options* o, bool query) {
    m = Model();
    if (refusal(st)) {
        m.refused = true;
        m.refusal_status = st;
        return;
    }
    check(map != nullptr && map->cells != nullptr && map->width * map->height <= FIXPATH_C_MAX_CELLS);
    const fixpath_options opt = o != nullptr ? *o : fixpath_default_options();
    check(opt.weight_denominator != 0 && opt.weight_numerator >= opt.weight_denominator);  // else refused
    m.query = query;
    m.rules.moves = opt.moves == 4 ? fixpath::Moves::Four : fixpath::Moves::Eight;
    m.rules.corners = static_cast<fixpath::CornerRule>(opt.corners);
    m.rules.straight = opt.straight;
    m.rules.diagonal = opt.diagonal;
    m.exact = opt.weight_numerator == opt.weight_denominator && opt.nearest == 0 &&
              fixpath::heuristic_is_consistent(static_cast<fixpath::Heuristic>(opt.heuristic), m.rules.moves,
                                               opt.straight, opt.diagonal);
}

fixpath_grid_search g_search;
fixpath_flow_field g_field;
uint32_t g_fill[FIXPATH_C_MAX_CELLS];
uint32_t g_distances[FIXPATH_C_MAX_CELLS];
uint8_t g_directions[FIXPATH_FLOW_DIRECTION_BYTES(FIXPATH_C_MAX_CELLS)];
uint32_t g_scratch[32];

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    Bytes in{data, size};
    Maps maps;
    const int32_t w = 1 + in.u8() % kSide;
    const int32_t h = 1 + in.u8() % kSide;
    maps.cells.resize(static_cast<size_t>(w * h));
    for (uint8_t& c : maps.cells) {
        const uint8_t b = in.u8();
        c = static_cast<uint8_t>(b < 50 ? 0 : (b < 220 ? 1 : 1 + b % 4));
    }
    maps.normal = fixpath_grid{maps.cells.data(), w, h};
    maps.too_large = fixpath_grid{maps.cells.data(), 300, 300};  // refused before a cell is read
    maps.null_cells = fixpath_grid{nullptr, w, h};
    maps.empty = fixpath_grid{maps.cells.data(), 0, h};

    fixpath_grid_search_init(&g_search);
    fixpath_flow_field_init(&g_field);
    Model grid;
    bool field_refused = false, field_complete = false;
    fixpath_status field_refusal = FIXPATH_IDLE;
    for (int op = 0; op < 64 && !in.done(); ++op) {
        const uint8_t which = in.u8() % 10;
        if (which <= 2) {  // a begin of one of the three kinds
            const fixpath_grid* map = map_from(in, maps);
            const fixpath_options o = options_from(in);
            const bool defaults = in.u8() < 64;
            const fixpath_options* po = defaults ? nullptr : &o;
            const fixpath_point a = point_from(in);
            fixpath_status st;
            if (which == 0) {
                const fixpath_point b = point_from(in);
                st = fixpath_grid_begin(&g_search, map, a, b, po);
                after_begin(grid, st, map, po, true);
                grid.start = a;
                grid.goal = b;
            } else if (which == 1) {
                st = fixpath_grid_begin_fill(&g_search, map, a, in.u8() < 16 ? nullptr : g_fill, po);
                after_begin(grid, st, map, po, false);
            } else {
                fixpath_area window{};
                const uint32_t capacity = in.u8() < 200 ? FIXPATH_C_MAX_CELLS : in.u8();
                st = fixpath_grid_begin_range(&g_search, map, a, in.u8(), g_fill, capacity, po, &window);
                after_begin(grid, st, map, po, false);
            }
        } else if (which == 3) {  // step, then whatever path the model expects
            if (grid.refused) {
                expect_refused(grid, &g_search, in);
                continue;
            }
            fixpath_status st = fixpath_grid_step(&g_search, 1 + in.u8());
            if (in.u8() < 128) {
                while (st == FIXPATH_IN_PROGRESS) st = fixpath_grid_step(&g_search, 1 + in.u8() % 64);
            }
            if (grid.query && st == FIXPATH_FOUND) check_path(grid, maps.normal, &g_search, in);
        } else if (which == 4) {  // find_path in one call
            const fixpath_grid* map = map_from(in, maps);
            const fixpath_options o = options_from(in);
            const fixpath_point a = point_from(in), b = point_from(in);
            std::vector<fixpath_point> out(kBuffer, fixpath_point{-9, -9});
            const fixpath_path_info info = fixpath_find_path(&g_search, map, a, b, &o, out.data(), kBuffer);
            after_begin(grid, refusal(info.status) ? info.status : FIXPATH_IN_PROGRESS, map, &o, true);
            grid.start = a;
            grid.goal = b;
            if (grid.refused) {
                check(info.length == 0 && out[0].x == -9);
                expect_refused(grid, &g_search, in);
            }
        } else if (which == 5) {  // path or path_to at any time
            std::vector<fixpath_point> out(kBuffer, fixpath_point{-9, -9});
            const fixpath_path_info info = in.u8() < 128
                                               ? fixpath_grid_path(&g_search, out.data(), kBuffer)
                                               : fixpath_grid_path_to(&g_search, point_from(in), out.data(), kBuffer);
            if (grid.refused) check(info.status == grid.refusal_status && info.length == 0 && out[0].x == -9);
        } else if (which == 6) {  // a flow field begin
            const fixpath_grid* map = map_from(in, maps);
            const fixpath_options o = options_from(in);
            // Kept by pointer while the field lives (fixpath.h): static here.
            static fixpath_point goals[3];
            for (fixpath_point& g : goals) g = point_from(in);
            const uint32_t count = in.u8() % 4;
            const fixpath_status st = fixpath_flow_begin(&g_field, map, goals, count,
                                                         in.u8() < 16 ? nullptr : g_distances, g_directions,
                                                         g_scratch, 32, &o);
            field_refused = refusal(st);
            field_refusal = st;
            field_complete = st == FIXPATH_COMPLETE;
            if (!field_refused) {
                field_complete = st == FIXPATH_COMPLETE;
                fixpath_status s = st;
                while (s == FIXPATH_IN_PROGRESS) s = fixpath_flow_step(&g_field, 1 + in.u8());
                field_complete = s == FIXPATH_COMPLETE;
            }
        } else if (which == 7) {  // next steps
            for (int k = 0; k < 4; ++k) {
                const fixpath_point p = point_from(in);
                fixpath_point next{-9, -9};
                const int moved = fixpath_flow_next_step(&g_field, p, &next);
                if (field_refused) {
                    check(moved == 0 && next.x == -9);
                } else if (moved && field_complete && p.x >= 0 && p.y >= 0 && p.x < w && p.y < h) {
                    check(next.x >= 0 && next.y >= 0 && next.x < w && next.y < h);
                    check(next.x - p.x <= 1 && p.x - next.x <= 1 && next.y - p.y <= 1 && p.y - next.y <= 1);
                    check(g_distances[next.y * w + next.x] < g_distances[p.y * w + p.x]);
                }
            }
            if (field_refused) check(fixpath_flow_step(&g_field, 10) == field_refusal);
        } else if (which == 8) {  // a door opens or closes, the field repairs
            const fixpath_point c = point_from(in);
            if (c.x >= 0 && c.y >= 0 && c.x < w && c.y < h) {
                uint8_t& cell = maps.cells[static_cast<size_t>(c.y * w + c.x)];
                cell = cell == 0 ? 1 : 0;
                grid.map_changed = true;
            }
            fixpath_status s = fixpath_flow_repair(&g_field, &c, 1);
            if (field_refused) {
                check(s == field_refusal);
                continue;
            }
            while (s == FIXPATH_IN_PROGRESS) s = fixpath_flow_step(&g_field, 1 + in.u8());
            field_complete = s == FIXPATH_COMPLETE;
        } else {  // a search or field that was never begun (re-initialised)
            if (in.u8() < 128) {
                fixpath_grid_search_init(&g_search);
                grid = Model();
                grid.refused = true;  // no query: answers IDLE like a refusal
                grid.refusal_status = FIXPATH_IDLE;
            } else {
                fixpath_flow_field_init(&g_field);
                field_refused = true;
                field_refusal = FIXPATH_IDLE;
            }
        }
    }
    return 0;
}
