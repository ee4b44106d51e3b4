// The conformance suite: every best-first search (grid, jump points, hexes,
// grids with links, waypoint graphs) and D* Lite answers the same rules,
// checked by the same typed tests on one small world (the grid search also
// through a view of its state):
//   - the path found is whole: start first, goal last, every step a move of
//     the world, its cost the search's cost, the same as a reference;
//   - start == goal is a path of one point and cost 0;
//   - every bad input has its status, and a refused begin answers nothing;
//   - a partial path (no way to the goal, or a query stopped early) is
//     Partial and flagged, never Found;
//   - a buffer too small (capacity 0, 1, or one short) gets
//     PathBufferTooSmall with the length needed, and nothing is written;
//   - turning points (where offered) are the path's corners;
//   - step(1) expands at most one node;
//   - two identical queries give identical answers;
//   - no query allocates (in the build that counts allocations).
//
// The world: a 12 x 8 grid, 0 = wall, costs 10 straight and 14 diagonal.
//   ............
//   ............
//   .....#......
//   .....#......
//   .....#..###.
//   .....#..#.#.     (9, 5): an island no move reaches
//   ........###.
//   ............
// Hexes read the same cells as offset rows; the graph has a node for every
// cell and the grid's moves as arcs.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <type_traits>
#include <vector>

#include <fixpath/fixpath.hpp>

#if FIXPATH_COUNT_ALLOCATIONS
#include <fixpath_host/counting_allocator.hpp>
#endif

namespace {

using fixpath::make_point;
using fixpath::NodeId;
using fixpath::Point;
using fixpath::Status;

constexpr int32_t kW = 12;
constexpr int32_t kH = 8;
constexpr uint32_t kCells = kW * kH;

std::vector<uint8_t> world_cells() {
    std::vector<uint8_t> cells(kCells, 1);
    const Point walls[] = {{5, 2}, {5, 3}, {5, 4}, {5, 5}, {8, 4}, {9, 4}, {10, 4},
                           {8, 5}, {10, 5}, {8, 6}, {9, 6}, {10, 6}};
    for (const Point w : walls) {
        cells[static_cast<size_t>(w.y * kW + w.x)] = 0;
    }
    return cells;
}

const Point kStart = make_point(1, 6);
const Point kGoal = make_point(10, 2);
const Point kIsland = make_point(9, 5);
const Point kWall = make_point(5, 3);
const Point kOff = make_point(kW, 0);

bool answering(Status s) { return s == Status::Found || s == Status::InProgress || s == Status::Complete; }

// --- The fronts: each says how to ask its search the same questions. ---

// Grid searches (A*, jump points, links) share their world and moves.
struct GridWorld {
    std::vector<uint8_t> cells = world_cells();
    fixpath::ByteCostMap map{cells.data(), kW, kH};
    using Where = Point;
    static Where at(Point p) { return p; }
    static bool is_step(Point a, Point b) {
        const int32_t dx = b.x - a.x;
        const int32_t dy = b.y - a.y;
        return (dx != 0 || dy != 0) && dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1;
    }
    static uint32_t step_cost(Point a, Point b) { return a.x != b.x && a.y != b.y ? 14u : 10u; }
};

// The grid search on its state, or through a view of the state
// (DenseStateView): the same rules hold whatever the state is reached by.
template <bool ThroughView>
struct GridFrontOn : GridWorld {
    static constexpr bool kTurns = true;
    static constexpr bool kPartial = true;
    static constexpr bool kWalls = true;
    static constexpr bool kOptions = true;  // some options are refused
    using State = fixpath::DenseState<kCells, uint32_t>;
    using View = fixpath::DenseStateView<4 * kCells, uint32_t>;
    State state;
    std::conditional_t<ThroughView, View, State&> searched{state};
    fixpath::GridSearch<fixpath::ByteCostMap, std::conditional_t<ThroughView, View, State>> search{map, searched};
    Status begin(Where a, Where b) { return search.begin(a, b); }
    Status begin_bad_options() {
        fixpath::SearchOptions<uint32_t> o;
        o.costs.straight = 0;
        return search.begin(kStart, kGoal, o);
    }
    fixpath::PathInfo<uint32_t> path(Where* out, uint32_t capacity) { return search.path(out, capacity); }
    fixpath::PathInfo<uint32_t> turns(Where* out, uint32_t capacity) { return search.turning_points(out, capacity); }
};
using GridFront = GridFrontOn<false>;
using ViewedGridFront = GridFrontOn<true>;

struct JumpPointFront : GridWorld {
    static constexpr bool kTurns = true;
    static constexpr bool kPartial = true;
    static constexpr bool kWalls = true;
    static constexpr bool kOptions = true;  // some options are refused
    fixpath::JumpPointState<fixpath::DenseState<kCells, uint32_t>> state;
    fixpath::JumpPointSearch<fixpath::ByteCostMap, decltype(state)> search{map, state};
    Status begin(Where a, Where b) { return search.begin(a, b); }
    Status begin_bad_options() {
        fixpath::SearchOptions<uint32_t> o;
        o.weight = {3, 2};  // jump points are exact: no weight
        return search.begin(kStart, kGoal, o);
    }
    fixpath::PathInfo<uint32_t> path(Where* out, uint32_t capacity) { return search.path(out, capacity); }
    fixpath::PathInfo<uint32_t> turns(Where* out, uint32_t capacity) { return search.turning_points(out, capacity); }
};

struct LinkedFront : GridWorld {
    static constexpr bool kTurns = false;
    static constexpr bool kPartial = true;
    static constexpr bool kWalls = true;
    static constexpr bool kOptions = true;  // some options are refused
    fixpath::DenseState<kCells, uint32_t> state;
    fixpath::LinkedGridSearch<fixpath::ByteCostMap, decltype(state)> search{map, state};
    Status begin(Where a, Where b) { return search.begin(a, b, nullptr, 0); }
    Status begin_bad_options() { return search.begin(kStart, kGoal, nullptr, 3); }  // links missing
    fixpath::PathInfo<uint32_t> path(Where* out, uint32_t capacity) { return search.path(out, capacity); }
    fixpath::PathInfo<uint32_t> turns(Where*, uint32_t) { return {}; }
};

struct IncrementalFront : GridWorld {
    static constexpr bool kTurns = false;
    static constexpr bool kPartial = false;  // D* Lite gives no partial paths
    static constexpr bool kWalls = true;
    static constexpr bool kOptions = true;  // some options are refused
    fixpath::IncrementalState<kCells, uint32_t> state;
    fixpath::IncrementalSearch<fixpath::ByteCostMap, decltype(state)> search{map, state};
    Status begin(Where a, Where b) { return search.begin(a, b); }
    Status begin_bad_options() {
        fixpath::SearchOptions<uint32_t> o;
        o.nearest = true;  // no partial paths, so no `nearest`
        return search.begin(kStart, kGoal, o);
    }
    fixpath::PathInfo<uint32_t> path(Where* out, uint32_t capacity) { return search.path(out, capacity); }
    fixpath::PathInfo<uint32_t> turns(Where*, uint32_t) { return {}; }
};

struct HexFront {
    static constexpr bool kTurns = false;
    static constexpr bool kPartial = true;
    static constexpr bool kWalls = true;
    static constexpr bool kOptions = true;  // some options are refused
    static constexpr fixpath::HexLayout kLayout = fixpath::HexLayout::PointyOddRows;
    using Where = fixpath::Hex;
    std::vector<uint8_t> cells = world_cells();
    fixpath::ByteCostMap map{cells.data(), kW, kH};
    fixpath::DenseState<kCells, uint32_t> state;
    fixpath::HexSearch<fixpath::ByteCostMap, decltype(state)> search{map, state, kLayout};
    static Where at(Point p) { return fixpath::hex_from_offset(p, kLayout); }
    static bool is_step(Where a, Where b) { return fixpath::hex_distance(a, b) == 1; }
    static uint32_t step_cost(Where, Where) { return 10; }
    Status begin(Where a, Where b) { return search.begin(a, b); }
    Status begin_bad_options() {
        fixpath::HexOptions<uint32_t> o;
        o.step = 0;
        return search.begin(at(kStart), at(kGoal), o);
    }
    fixpath::PathInfo<uint32_t> path(Where* out, uint32_t capacity) { return search.path(out, capacity); }
    fixpath::PathInfo<uint32_t> turns(Where*, uint32_t) { return {}; }
};

// The grid as a waypoint graph: node y * 12 + x, the grid's moves as arcs
// (diagonals only past two open cells). Walls are nodes without arcs.
struct GraphFront {
    static constexpr bool kTurns = false;
    static constexpr bool kPartial = true;
    static constexpr bool kWalls = false;  // a node is never blocked; off the graph is
    static constexpr bool kOptions = false;  // every GraphOptions is valid
    using Where = NodeId;
    std::vector<uint8_t> cells = world_cells();
    std::vector<fixpath::NodePosition> positions;
    std::vector<uint32_t> first;
    std::vector<fixpath::GraphEdge> arcs;
    fixpath::GraphView view;
    fixpath::GraphState<kCells> state;
    fixpath::GraphSearch<fixpath::GraphView, decltype(state)> search;
    GraphFront() : view(build()), search(view, state) {}
    fixpath::GraphView build() {
        const auto open = [&](int32_t x, int32_t y) {
            return x >= 0 && y >= 0 && x < kW && y < kH && cells[static_cast<size_t>(y * kW + x)] != 0;
        };
        for (int32_t y = 0; y < kH; ++y) {
            for (int32_t x = 0; x < kW; ++x) {
                positions.push_back({x * 10, y * 10, 0});
                first.push_back(static_cast<uint32_t>(arcs.size()));
                for (uint32_t d = 0; d < 8 && open(x, y); ++d) {
                    const int32_t nx = x + fixpath::kDirectionDx[d];
                    const int32_t ny = y + fixpath::kDirectionDy[d];
                    if (open(nx, ny) && (d < 4 || (open(nx, y) && open(x, ny)))) {
                        arcs.push_back({static_cast<NodeId>(ny * kW + nx), 0, d < 4 ? 10u : 14u});
                    }
                }
            }
        }
        first.push_back(static_cast<uint32_t>(arcs.size()));
        return fixpath::GraphView(positions.data(), kCells, first.data(), arcs.data());
    }
    static Where at(Point p) { return static_cast<NodeId>(p.y * kW + p.x); }
    static Point cell(Where n) { return make_point(n % kW, n / kW); }
    static bool is_step(Where a, Where b) { return GridWorld::is_step(cell(a), cell(b)); }
    static uint32_t step_cost(Where a, Where b) { return GridWorld::step_cost(cell(a), cell(b)); }
    Status begin(Where a, Where b) { return search.begin(a, b); }
    Status begin_bad_options() { return Status::InvalidOptions; }
    fixpath::PathInfo<uint32_t> path(Where* out, uint32_t capacity) { return search.path(out, capacity); }
    fixpath::PathInfo<uint32_t> turns(Where*, uint32_t) { return {}; }
};

// The off-the-map "node" of each front.
template <typename Front>
typename Front::Where off_map() {
    if constexpr (std::is_same_v<typename Front::Where, NodeId>) {
        return static_cast<NodeId>(kCells + 7);
    } else {
        return Front::at(kOff);
    }
}

// The reference cost: Dijkstra over the same world and moves (the grid
// search with no estimate for grid fronts, computed here for the others).
template <typename Front>
uint32_t reference_cost() {
    Front front;
    fixpath::DenseState<kCells, uint32_t> state;
    if constexpr (std::is_same_v<Front, HexFront>) {
        fixpath::HexSearch<fixpath::ByteCostMap, decltype(state)> dijkstra(front.map, state, HexFront::kLayout);
        fixpath::HexOptions<uint32_t> o;
        o.heuristic = false;
        EXPECT_EQ(dijkstra.begin(HexFront::at(kStart), HexFront::at(kGoal), o), Status::InProgress);
        EXPECT_EQ(dijkstra.run(), Status::Found);
        return dijkstra.cost();
    } else {
        const std::vector<uint8_t> cells = world_cells();
        fixpath::GridSearch<fixpath::ByteCostMap, decltype(state)> dijkstra(fixpath::ByteCostMap(cells.data(), kW, kH),
                                                                             state);
        fixpath::SearchOptions<uint32_t> o;
        o.heuristic = fixpath::Heuristic::Zero;
        EXPECT_EQ(dijkstra.begin(kStart, kGoal, o), Status::InProgress);
        EXPECT_EQ(dijkstra.run(), Status::Found);
        return dijkstra.cost();
    }
}

template <typename Front>
class Conformance : public ::testing::Test {};

using Fronts = ::testing::Types<GridFront, ViewedGridFront, JumpPointFront, LinkedFront, HexFront, GraphFront, IncrementalFront>;
TYPED_TEST_SUITE(Conformance, Fronts, );  // (the empty name generator: gtest's default)

template <typename Front>
std::vector<typename Front::Where> full_path(Front& front, fixpath::PathInfo<uint32_t>& info) {
    std::vector<typename Front::Where> out(kCells + 1);
    info = front.path(out.data(), static_cast<uint32_t>(out.size()));
    out.resize(info.status == Status::Found || info.status == Status::Partial ? info.length : 0);
    return out;
}

TYPED_TEST(Conformance, FindsTheOptimalPathAndWritesItWhole) {
    auto front = std::make_unique<TypeParam>();
    ASSERT_EQ(front->begin(TypeParam::at(kStart), TypeParam::at(kGoal)), Status::InProgress);
    ASSERT_EQ(front->search.run(), Status::Found);
    fixpath::PathInfo<uint32_t> info{};
    const auto path = full_path(*front, info);
    ASSERT_EQ(info.status, Status::Found);
    EXPECT_FALSE(info.partial);
    ASSERT_GE(path.size(), 3u);
    EXPECT_TRUE(path.front() == TypeParam::at(kStart));
    EXPECT_TRUE(path.back() == TypeParam::at(kGoal));
    uint32_t cost = 0;
    for (size_t i = 1; i < path.size(); ++i) {
        ASSERT_TRUE(TypeParam::is_step(path[i - 1], path[i])) << "step " << i;
        cost += TypeParam::step_cost(path[i - 1], path[i]);
    }
    EXPECT_EQ(cost, info.cost);
    EXPECT_EQ(info.cost, front->search.cost());
    EXPECT_EQ(info.cost, reference_cost<TypeParam>());
}

TYPED_TEST(Conformance, StartIsGoal) {
    auto front = std::make_unique<TypeParam>();
    ASSERT_EQ(front->begin(TypeParam::at(kStart), TypeParam::at(kStart)), Status::InProgress);
    ASSERT_EQ(front->search.run(), Status::Found);
    EXPECT_EQ(front->search.cost(), 0u);
    fixpath::PathInfo<uint32_t> info{};
    const auto path = full_path(*front, info);
    EXPECT_EQ(info.status, Status::Found);
    ASSERT_EQ(path.size(), 1u);
    EXPECT_TRUE(path[0] == TypeParam::at(kStart));
    EXPECT_EQ(info.cost, 0u);
}

// After a refusal: no progress, no path, the buffer untouched.
template <typename Front>
void expect_refused(Front& front, Status refused, Status expected, const char* what) {
    EXPECT_EQ(refused, expected) << what;
    EXPECT_FALSE(answering(front.search.step(1000))) << what;
    std::vector<typename Front::Where> out(kCells + 1, Front::at(make_point(3, 3)));
    const auto info = front.path(out.data(), static_cast<uint32_t>(out.size()));
    EXPECT_NE(info.status, Status::Found) << what;
    EXPECT_NE(info.status, Status::Partial) << what;
    EXPECT_EQ(info.length, 0u) << what;
    EXPECT_TRUE(out[0] == Front::at(make_point(3, 3))) << what << ": the buffer was written";
}

TYPED_TEST(Conformance, EveryBadInputHasItsStatusAndAnswersNothing) {
    auto front = std::make_unique<TypeParam>();
    struct Case {
        int kind;
        Status expected;
        const char* what;
    };
    const Case cases[] = {{0, Status::InvalidStart, "start off the map"},
                          {1, Status::InvalidGoal, "goal off the map"},
                          {2, Status::InvalidOptions, "bad options"},
                          {3, Status::InvalidStart, "start on a wall"},
                          {4, Status::InvalidGoal, "goal on a wall"}};
    for (const Case& c : cases) {
        if ((c.kind >= 3 && !TypeParam::kWalls) || (c.kind == 2 && !TypeParam::kOptions)) {
            continue;
        }
        // Each refusal follows a query that found its path: none of that answer may remain.
        ASSERT_EQ(front->begin(TypeParam::at(kStart), TypeParam::at(kGoal)), Status::InProgress);
        ASSERT_EQ(front->search.run(), Status::Found);
        Status got = Status::Idle;
        switch (c.kind) {
            case 0: got = front->begin(off_map<TypeParam>(), TypeParam::at(kGoal)); break;
            case 1: got = front->begin(TypeParam::at(kStart), off_map<TypeParam>()); break;
            case 2: got = front->begin_bad_options(); break;
            case 3: got = front->begin(TypeParam::at(kWall), TypeParam::at(kGoal)); break;
            default: got = front->begin(TypeParam::at(kStart), TypeParam::at(kWall)); break;
        }
        expect_refused(*front, got, c.expected, c.what);
    }
}

// One order of refusals for every search (engine/query_plan.hpp): the map's
// sides, then the options, then the state's size, then the start, then the
// goal. Each case holds several faults at once; every search names the
// first in that order.
namespace refusal_order {

struct Case {
    const char* name;
    int32_t width, height;  // the map's sides (the cells are the world's, never read beyond them)
    bool bad_options;       // a step cost of 0
    bool small_state;       // 16 nodes for a world of 96
    Point start, goal;
    Status want;
};

const Case kCases[] = {
    {"a map too large, bad options, a small state, a wall start", fixpath::kMaxMapSide + 1, 1, true, true, kWall, kGoal,
     Status::MapTooLarge},
    {"an empty map, bad options", 0, kH, true, false, kStart, kGoal, Status::InvalidStart},
    {"bad options, a small state, a wall start and goal", kW, kH, true, true, kWall, kWall, Status::InvalidOptions},
    {"a small state, a wall start and goal", kW, kH, false, true, kWall, kWall, Status::MapTooLarge},
    {"a wall start and goal", kW, kH, false, false, kWall, kWall, Status::InvalidStart},
    {"a start off the map, a wall goal", kW, kH, false, false, kOff, kWall, Status::InvalidStart},
    {"a wall goal", kW, kH, false, false, kStart, kWall, Status::InvalidGoal},
};

template <typename Small, typename Big, typename Run>
Status on_state(bool small, Run&& run) {
    if (small) {
        auto state = std::make_unique<Small>();
        return run(*state);
    }
    auto state = std::make_unique<Big>();
    return run(*state);
}

Status grid(const Case& c, const fixpath::ByteCostMap& map) {
    fixpath::SearchOptions<uint32_t> o;
    o.costs.straight = c.bad_options ? 0 : 10;
    return on_state<fixpath::DenseState<16, uint32_t>, fixpath::DenseState<kCells, uint32_t>>(c.small_state, [&](auto& st) {
        fixpath::GridSearch<fixpath::ByteCostMap, std::decay_t<decltype(st)>> search(map, st);
        return search.begin(c.start, c.goal, o);
    });
}
Status jump_points(const Case& c, const fixpath::ByteCostMap& map) {
    fixpath::SearchOptions<uint32_t> o;
    o.costs.straight = c.bad_options ? 0 : 10;
    return on_state<fixpath::JumpPointState<fixpath::DenseState<16, uint32_t>>,
                    fixpath::JumpPointState<fixpath::DenseState<kCells, uint32_t>>>(c.small_state, [&](auto& st) {
        fixpath::JumpPointSearch<fixpath::ByteCostMap, std::decay_t<decltype(st)>> search(map, st);
        return search.begin(c.start, c.goal, o);
    });
}
Status linked(const Case& c, const fixpath::ByteCostMap& map) {
    fixpath::SearchOptions<uint32_t> o;
    o.costs.straight = c.bad_options ? 0 : 10;
    return on_state<fixpath::DenseState<16, uint32_t>, fixpath::DenseState<kCells, uint32_t>>(c.small_state, [&](auto& st) {
        fixpath::LinkedGridSearch<fixpath::ByteCostMap, std::decay_t<decltype(st)>> search(map, st);
        return search.begin(c.start, c.goal, nullptr, 0, o);
    });
}
Status incremental(const Case& c, const fixpath::ByteCostMap& map) {
    fixpath::SearchOptions<uint32_t> o;
    o.costs.straight = c.bad_options ? 0 : 10;
    return on_state<fixpath::IncrementalState<16, uint32_t>, fixpath::IncrementalState<kCells, uint32_t>>(
        c.small_state, [&](auto& st) {
            fixpath::IncrementalSearch<fixpath::ByteCostMap, std::decay_t<decltype(st)>> search(map, st);
            return search.begin(c.start, c.goal, o);
        });
}
Status hex(const Case& c, const fixpath::ByteCostMap& map) {
    fixpath::HexOptions<uint32_t> o;
    o.step = c.bad_options ? 0 : 10;
    return on_state<fixpath::DenseState<16, uint32_t>, fixpath::DenseState<kCells, uint32_t>>(c.small_state, [&](auto& st) {
        fixpath::HexSearch<fixpath::ByteCostMap, std::decay_t<decltype(st)>> search(map, st, HexFront::kLayout);
        return search.begin(HexFront::at(c.start), HexFront::at(c.goal), o);
    });
}

}  // namespace refusal_order

TEST(ConformanceAcrossSearches, OneOrderOfRefusals) {
    using namespace refusal_order;
    const std::vector<uint8_t> cells = world_cells();
    for (const Case& c : kCases) {
        const fixpath::ByteCostMap map(cells.data(), c.width, c.height);
        EXPECT_EQ(grid(c, map), c.want) << "grid: " << c.name;
        EXPECT_EQ(jump_points(c, map), c.want) << "jump points: " << c.name;
        EXPECT_EQ(linked(c, map), c.want) << "links: " << c.name;
        EXPECT_EQ(incremental(c, map), c.want) << "D* Lite: " << c.name;
        EXPECT_EQ(hex(c, map), c.want) << "hexes: " << c.name;
    }
    // A graph has no sides and no options that can be refused: the state's
    // size, then the start, then the goal.
    GraphFront small_graph;
    auto tiny = std::make_unique<fixpath::GraphState<16>>();
    fixpath::GraphSearch<fixpath::GraphView, fixpath::GraphState<16>> on_tiny(small_graph.view, *tiny);
    EXPECT_EQ(on_tiny.begin(kCells + 1, kCells + 2), Status::MapTooLarge);
    GraphFront graph;
    EXPECT_EQ(graph.search.begin(kCells + 1, kCells + 2), Status::InvalidStart);
    EXPECT_EQ(graph.search.begin(0, kCells + 2), Status::InvalidGoal);
}

TYPED_TEST(Conformance, PartialPathsAreNeverFound) {
    if constexpr (!TypeParam::kPartial) {
        // D* Lite: no way to the goal is NoPath and no path at all.
        auto front = std::make_unique<TypeParam>();
        ASSERT_EQ(front->begin(TypeParam::at(kStart), TypeParam::at(kIsland)), Status::InProgress);
        EXPECT_EQ(front->search.run(), Status::NoPath);
        fixpath::PathInfo<uint32_t> info{};
        EXPECT_TRUE(full_path(*front, info).empty());
        EXPECT_EQ(info.status, Status::NoPath);
        return;
    }
    auto front = std::make_unique<TypeParam>();
    // No way to the goal: a partial path toward it.
    ASSERT_EQ(front->begin(TypeParam::at(kStart), TypeParam::at(kIsland)), Status::InProgress);
    EXPECT_EQ(front->search.run(), Status::NoPath);
    fixpath::PathInfo<uint32_t> info{};
    auto path = full_path(*front, info);
    EXPECT_EQ(info.status, Status::Partial);
    EXPECT_TRUE(info.partial);
    ASSERT_GE(path.size(), 1u);
    EXPECT_TRUE(path.front() == TypeParam::at(kStart));
    EXPECT_FALSE(path.back() == TypeParam::at(kIsland));
    // Stopped early: partial too, never Found.
    ASSERT_EQ(front->begin(TypeParam::at(kStart), TypeParam::at(kGoal)), Status::InProgress);
    EXPECT_EQ(front->search.step(2), Status::InProgress);
    path = full_path(*front, info);
    EXPECT_EQ(info.status, Status::Partial);
    EXPECT_TRUE(info.partial);
    ASSERT_GE(path.size(), 1u);
    EXPECT_TRUE(path.front() == TypeParam::at(kStart));
}

TYPED_TEST(Conformance, ShortBuffersGetTheLengthAndNothingWritten) {
    auto front = std::make_unique<TypeParam>();
    ASSERT_EQ(front->begin(TypeParam::at(kStart), TypeParam::at(kGoal)), Status::InProgress);
    ASSERT_EQ(front->search.run(), Status::Found);
    fixpath::PathInfo<uint32_t> whole{};
    const auto path = full_path(*front, whole);
    ASSERT_GE(path.size(), 3u);
    const uint32_t length = static_cast<uint32_t>(path.size());
    const auto sentinel = TypeParam::at(make_point(3, 3));
    for (const uint32_t capacity : {0u, 1u, length - 1u}) {
        std::vector<typename TypeParam::Where> out(length, sentinel);
        const auto info = front->path(out.data(), capacity);
        EXPECT_EQ(info.status, Status::PathBufferTooSmall) << "capacity " << capacity;
        EXPECT_EQ(info.length, length) << "capacity " << capacity;
        for (const auto& p : out) {
            EXPECT_TRUE(p == sentinel) << "capacity " << capacity << ": written";
        }
    }
    EXPECT_EQ(front->path(nullptr, length).status, Status::PathBufferTooSmall);
    std::vector<typename TypeParam::Where> out(length, sentinel);
    EXPECT_EQ(front->path(out.data(), length).status, Status::Found);
}

TYPED_TEST(Conformance, TurningPointsAreThePathsCorners) {
    if constexpr (!TypeParam::kTurns) {
        GTEST_SUCCEED() << "no turning points on this search";
    } else {
    auto front = std::make_unique<TypeParam>();
    ASSERT_EQ(front->begin(TypeParam::at(kStart), TypeParam::at(kGoal)), Status::InProgress);
    ASSERT_EQ(front->search.run(), Status::Found);
    fixpath::PathInfo<uint32_t> whole{};
    const auto path = full_path(*front, whole);
    std::vector<Point> turns(path.size());
    const auto info = front->turns(turns.data(), static_cast<uint32_t>(turns.size()));
    ASSERT_EQ(info.status, Status::Found);
    turns.resize(info.length);
    EXPECT_EQ(info.cost, whole.cost);
    // The corners of the full path: its ends and every point where the move changes.
    std::vector<Point> corners{path.front()};
    for (size_t i = 1; i + 1 < path.size(); ++i) {
        if (path[i].x - path[i - 1].x != path[i + 1].x - path[i].x ||
            path[i].y - path[i - 1].y != path[i + 1].y - path[i].y) {
            corners.push_back(path[i]);
        }
    }
    corners.push_back(path.back());
    ASSERT_EQ(turns.size(), corners.size());
    for (size_t i = 0; i < turns.size(); ++i) {
        EXPECT_TRUE(turns[i] == corners[i]) << i;
    }
    // And too small a buffer for them.
    EXPECT_EQ(front->turns(turns.data(), info.length - 1u).status, Status::PathBufferTooSmall);
    }
}

TYPED_TEST(Conformance, OneStepExpandsAtMostOneNode) {
    auto front = std::make_unique<TypeParam>();
    ASSERT_EQ(front->begin(TypeParam::at(kStart), TypeParam::at(kGoal)), Status::InProgress);
    uint32_t calls = 0;
    for (Status s = Status::InProgress; s == Status::InProgress; ++calls) {
        const uint32_t before = front->search.stats().expanded;
        s = front->search.step(1);
        EXPECT_LE(front->search.stats().expanded, before + 1u);
        ASSERT_LT(calls, 4 * kCells) << "a query must end";
    }
    EXPECT_EQ(front->search.status(), Status::Found);
    EXPECT_GT(calls, 1u);
    // Time-sliced or not, the same answer.
    auto whole = std::make_unique<TypeParam>();
    ASSERT_EQ(whole->begin(TypeParam::at(kStart), TypeParam::at(kGoal)), Status::InProgress);
    ASSERT_EQ(whole->search.run(), Status::Found);
    EXPECT_EQ(front->search.cost(), whole->search.cost());
}

TYPED_TEST(Conformance, IdenticalQueriesGiveIdenticalAnswers) {
    auto first = std::make_unique<TypeParam>();
    auto second = std::make_unique<TypeParam>();
    for (const Point goal : {kGoal, kIsland}) {
        ASSERT_EQ(first->begin(TypeParam::at(kStart), TypeParam::at(goal)), Status::InProgress);
        ASSERT_EQ(second->begin(TypeParam::at(kStart), TypeParam::at(goal)), Status::InProgress);
        EXPECT_EQ(first->search.run(), second->search.run());
        EXPECT_EQ(first->search.stats().expanded, second->search.stats().expanded);
        EXPECT_EQ(first->search.stats().pushed, second->search.stats().pushed);
        fixpath::PathInfo<uint32_t> a{};
        fixpath::PathInfo<uint32_t> b{};
        const auto pa = full_path(*first, a);
        const auto pb = full_path(*second, b);
        EXPECT_EQ(a.status, b.status);
        EXPECT_EQ(a.cost, b.cost);
        ASSERT_EQ(pa.size(), pb.size());
        for (size_t i = 0; i < pa.size(); ++i) {
            EXPECT_TRUE(pa[i] == pb[i]) << i;
        }
    }
}

#if FIXPATH_COUNT_ALLOCATIONS
TYPED_TEST(Conformance, QueriesAllocateNothing) {
    auto front = std::make_unique<TypeParam>();
    std::vector<typename TypeParam::Where> out(kCells + 1);
    const long long before = counting::calls.load();
    for (const Point goal : {kGoal, kIsland, kStart}) {
        front->begin(TypeParam::at(kStart), TypeParam::at(goal));
        front->search.run();
        front->path(nullptr, 0);
    }
    EXPECT_EQ(counting::calls.load() - before, 0);
    // Positive control: the counter sees an allocation.
    const auto* probe = new int(3);
    EXPECT_GT(counting::calls.load() - before, 0);
    delete probe;
}
#endif

}  // namespace
