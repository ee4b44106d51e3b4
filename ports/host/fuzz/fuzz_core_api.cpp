// libFuzzer target: the core API itself, driven by arbitrary bytes. Random
// small maps; areas from ordinary to absurd (corners at INT32_MIN/MAX, empty,
// negative, huge); options (moves, corner rules, step costs up to the
// largest accepted, every heuristic, weights); three cost types; both state
// layouts; coordinates anywhere in int16_t; path buffers from none to ample;
// and call sequences mixing begin / step(n) / path / turning_points /
// path_to / parent_direction, fills, flow fields, smoothing and followers.
// Under ASan + UBSan nothing may crash or be undefined, and where an answer
// is defined it is checked: a Found plain A* or Dijkstra costs exactly what
// the reference Dijkstra (tests/support) finds, every path written is legal
// and costs what was reported, a fill's distances equal the reference's.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "fuzz_bytes.hpp"
#include "support/reference_search.hpp"

namespace {

using fuzz::Bytes;
using fuzz::check;

size_t index(int32_t x, int32_t y, int32_t width) {
    return static_cast<size_t>(y) * static_cast<size_t>(width) + static_cast<size_t>(x);
}

constexpr int32_t kSide = 24;
constexpr uint32_t kCells = kSide * kSide;

// A coordinate: mostly on or near the map, sometimes anywhere in int16_t.
int16_t coordinate(Bytes& in, int32_t side) {
    const uint8_t kind = in.u8();
    if (kind < 200) return static_cast<int16_t>(static_cast<int32_t>(in.u8() % (side + 2)) - 1);
    return static_cast<int16_t>(in.u16());
}

fixpath::Area area_from(Bytes& in, int32_t w, int32_t h) {
    switch (in.u8() % 6) {
        case 0: return fixpath::Area{0, 0, w, h};
        case 1: {  // a window inside or across the map
            const int32_t x = static_cast<int32_t>(in.u8() % (w + 4)) - 2;
            const int32_t y = static_cast<int32_t>(in.u8() % (h + 4)) - 2;
            return fixpath::Area{x, y, 1 + in.u8() % kSide, 1 + in.u8() % kSide};
        }
        case 2: return fixpath::Area::around(fixpath::make_point(in.u8() % w, in.u8() % h), in.i32());
        case 3: return fixpath::Area{in.i32(), in.i32(), in.i32(), in.i32()};
        case 4: return fixpath::Area{INT32_MIN + in.u8(), INT32_MAX - in.u8(), 1 + in.u8() % 8, 1 + in.u8() % 8};
        default: return fixpath::Area{static_cast<int32_t>(in.u16()) - 32768, 0, 1 + in.u8() % 8, h};
    }
}

template <typename Cost>
fixpath::SearchOptions<Cost> options_from(Bytes& in) {
    fixpath::SearchOptions<Cost> o;
    o.moves = in.u8() & 1 ? fixpath::Moves::Four : fixpath::Moves::Eight;
    o.corners = static_cast<fixpath::CornerRule>(in.u8() % 3);
    static const uint32_t kCosts[][2] = {{10, 14},       {1, 1},           {5, 7},      {13860, 19601}, {1, 3},
                                         {255, 255},     {127, 127},       {3, 1},      {16843009, 16843009},
                                         {0, 14},        {16843010, 1},    {1000, 1414}};
    const uint8_t pick = in.u8();
    if (pick < 240) {
        o.costs = {static_cast<Cost>(kCosts[pick % 12][0]), static_cast<Cost>(kCosts[pick % 12][1])};
    } else {
        o.costs = {static_cast<Cost>(in.u32()), static_cast<Cost>(in.u32())};
    }
    o.heuristic = static_cast<fixpath::Heuristic>(in.u8() % 4);
    const uint8_t w = in.u8();
    if (w >= 200) o.weight = {static_cast<uint16_t>(in.u16()), static_cast<uint16_t>(in.u16())};
    return o;
}

// A path written by the engine must be legal (inside the area, each step
// allowed) and cost what it says.
template <typename Map, typename Cost>
void check_path(const fixpath_test::PlainGrid& grid, const fixpath::SearchOptions<Cost>& o, const fixpath::Area& a,
                const fixpath::Point* p, const fixpath::PathInfo<Cost>& info, const Map&) {
    if (info.status != fixpath::Status::Found || info.length == 0) return;
    fixpath_test::Rules rules{o.moves, o.corners, o.costs.straight, o.costs.diagonal};
    uint64_t cost = 0;
    check(fixpath_test::check_path(grid, rules, a, p, info.length, p[0], cost).empty());
    check(cost == info.cost);
}

template <typename State>
void search_session(Bytes& in, const fixpath_test::PlainGrid& grid, State& state) {
    using Cost = typename State::Cost;
    const fixpath::ByteCostMap map(grid.costs.data(), grid.width, grid.height);
    fixpath::GridSearch<fixpath::ByteCostMap, State> search(map, state);
    std::vector<fixpath::Point> path(kCells + 8);
    std::vector<Cost> distances(kCells);
    fixpath::Area area{0, 0, grid.width, grid.height};
    fixpath::SearchOptions<Cost> options;
    fixpath::Point start{0, 0};
    fixpath::Point goal{0, 0};
    bool fill = false;
    for (int call = 0; call < 12 && in.at < in.size; ++call) {
        switch (in.u8() % 8) {
            case 0: {  // begin an A* / Dijkstra query
                options = options_from<Cost>(in);
                area = area_from(in, grid.width, grid.height);
                start = fixpath::Point{coordinate(in, grid.width), coordinate(in, grid.height)};
                goal = fixpath::Point{coordinate(in, grid.width), coordinate(in, grid.height)};
                fill = false;
                search.begin(start, goal, options, area);
                break;
            }
            case 1: {  // begin a fill (the area must fit the distances)
                options = options_from<Cost>(in);
                area = area_from(in, grid.width, grid.height);
                start = fixpath::Point{coordinate(in, grid.width), coordinate(in, grid.height)};
                fill = true;
                search.begin_fill(start, area, area.cells() <= kCells ? distances.data() : nullptr, options);
                break;
            }
            case 2:
            case 3: search.step(in.u8() % 2 ? fixpath::kUnlimited : in.u8()); break;
            case 4: {
                const uint32_t capacity = in.u8() % 2 ? static_cast<uint32_t>(path.size()) : in.u8();
                const auto info = in.u8() % 2 ? search.path(path.data(), capacity)
                                              : search.turning_points(path.data(), capacity);
                if (info.status == fixpath::Status::Found) check(info.length <= capacity);
                break;
            }
            case 5: {
                const fixpath::Point target{coordinate(in, grid.width), coordinate(in, grid.height)};
                const auto info = search.path_to(target, path.data(), static_cast<uint32_t>(path.size()));
                if (info.status == fixpath::Status::Found) {
                    check(path[info.length - 1] == target);
                    check_path(grid, options, area, path.data(), info, map);
                }
                break;
            }
            case 6: search.parent_direction(fixpath::Point{coordinate(in, grid.width), coordinate(in, grid.height)}); break;
            default: break;
        }
        // Where the answer is defined, it is the reference's.
        const fixpath::Status s = search.status();
        const bool plain = options.weight.numerator == options.weight.denominator &&
                           fixpath::heuristic_is_consistent(options.heuristic, options.moves, options.costs.straight,
                                                            options.costs.diagonal);
        if (s == fixpath::Status::Found && plain && !fill) {
            fixpath_test::Rules rules{options.moves, options.corners, options.costs.straight, options.costs.diagonal};
            const auto d = fixpath_test::reference_distances(grid, rules, start, search.area());
            check(d[index(goal.x, goal.y, grid.width)] == search.cost());
            const auto info = search.path(path.data(), static_cast<uint32_t>(path.size()));
            check(info.status == fixpath::Status::Found && info.cost == search.cost());
            check_path(grid, options, area, path.data(), info, map);
        }
        if (s == fixpath::Status::Complete && fill && area.cells() <= kCells && area.x >= 0 && area.y >= 0 &&
            area.x + area.width <= grid.width && area.y + area.height <= grid.height) {
            fixpath_test::Rules rules{options.moves, options.corners, options.costs.straight, options.costs.diagonal};
            const auto d = fixpath_test::reference_distances(grid, rules, start, area);
            for (int32_t y = 0; y < area.height; ++y) {
                for (int32_t x = 0; x < area.width; ++x) {
                    const uint64_t want = d[index(area.x + x, area.y + y, grid.width)];
                    const Cost got = distances[index(x, y, area.width)];
                    check(want >= fixpath::detail::unsigned_max<Cost>() ? got == fixpath::detail::unsigned_max<Cost>()
                                                                        : got == want);
                }
            }
        }
    }
}

void movement_session(Bytes& in, const fixpath_test::PlainGrid& grid) {
    const fixpath::ByteCostMap map(grid.costs.data(), grid.width, grid.height);
    fixpath::Point points[8];
    const uint32_t n = 1 + in.u8() % 8;
    for (uint32_t i = 0; i < n; ++i) points[i] = fixpath::Point{coordinate(in, grid.width), coordinate(in, grid.height)};
    fixpath::Point out[8];
    check(fixpath::smooth_path(map, points, n, out, in.u8() % 9) <= n);
    fixpath::line_of_sight(map, points[0], points[n - 1], static_cast<fixpath::CornerRule>(in.u8() % 3));
    fixpath::FixedPoint waypoints[8];
    const uint32_t m = fixpath::vary_path(map, points, n, waypoints, 8, in.u32(), in.i32());
    check(m == n);
    for (uint32_t i = 0; i < n; ++i) {
        if (in.u8() >= 220) waypoints[i] = fixpath::FixedPoint{in.i32(), in.i32()};
    }
    fixpath::PathFollower walker(waypoints, n, in.u32());
    for (int t = 0; t < 6 && !walker.finished(); ++t) walker.tick();
    fixpath::NodePosition nodes[3] = {{in.i32(), in.i32(), in.i32()}, {in.i32(), in.i32(), in.i32()}, {0, 0, 0}};
    fixpath::RouteFollower route(nodes, 3, in.u32());
    for (int t = 0; t < 6 && !route.finished(); ++t) route.tick();
}

void field_session(Bytes& in, const fixpath_test::PlainGrid& grid) {
    using State = fixpath::DenseState<kCells, uint16_t>;
    static State state;
    static uint16_t distances[kCells];
    static uint8_t directions[fixpath::FlowField<fixpath::ByteCostMap, State>::direction_bytes(kCells)];
    static uint32_t scratch[64];
    const fixpath::ByteCostMap map(grid.costs.data(), grid.width, grid.height);
    fixpath::Area area = area_from(in, grid.width, grid.height);
    if (area.cells() > kCells) area = fixpath::Area{0, 0, grid.width, grid.height};
    fixpath::FlowField<fixpath::ByteCostMap, State> field(map, state, area, distances, directions, scratch, 64);
    fixpath::Point goals[2] = {{coordinate(in, grid.width), coordinate(in, grid.height)},
                               {coordinate(in, grid.width), coordinate(in, grid.height)}};
    if (field.begin(goals, 1 + in.u8() % 2, options_from<uint16_t>(in)) == fixpath::Status::InProgress) {
        while (field.step(1 + in.u8()) == fixpath::Status::InProgress) {
        }
    }
    for (int i = 0; i < 4; ++i) {
        const fixpath::Point p{coordinate(in, grid.width), coordinate(in, grid.height)};
        field.distance(p);
        field.direction_at(p);
        fixpath::Point next{0, 0};
        field.next_step(p, next);
        fixpath::Point trail[16];
        check(field.trace(p, trail, in.u8() % 17) <= kCells);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    Bytes in{data, size};
    fixpath_test::PlainGrid grid;
    grid.width = 1 + in.u8() % kSide;
    grid.height = 1 + in.u8() % kSide;
    grid.costs.resize(index(0, grid.height, grid.width));
    const uint8_t density = in.u8();
    const uint8_t terrain = in.u8();
    for (auto& c : grid.costs) {
        const uint8_t b = in.u8();
        c = b < density / 2 ? 0 : (terrain & 1 ? static_cast<uint8_t>(1 + b % 4) : uint8_t{1});
        if (terrain >= 250 && b >= 250) c = 255;
    }
    static fixpath::DenseState<kCells, uint8_t> dense8;
    static fixpath::DenseState<kCells, uint16_t, 96, fixpath::OpenList::Buckets> dense16;
    static fixpath::BoundedState<160, uint32_t> bounded32;
    static fixpath::DenseState<kCells, uint32_t, 64, fixpath::OpenList::Heap> heap32;
    switch (in.u8() % 6) {
        case 0: search_session(in, grid, dense8); break;
        case 1: search_session(in, grid, dense16); break;
        case 2: search_session(in, grid, bounded32); break;
        case 3: search_session(in, grid, heap32); break;
        case 4: field_session(in, grid); break;
        default: movement_session(in, grid); break;
    }
    return 0;
}
