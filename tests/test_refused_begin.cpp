// A refused begin answers "no query" on every front end: after a query
// that found a path, a begin the front end refuses (bad start, goal,
// options or area) leaves step() without progress, path() without a path
// and the caller's buffer untouched, a flow field without a step, a range
// without a reachable cell - never the previous query's answer. Then the
// next accepted begin answers again. Weights below 1 are refused by every
// search that takes a weight; D* Lite's path() writes nothing that does not
// fit; hierarchical search refuses the rule sets it cannot answer.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <vector>

#include <fixpath/fixpath.hpp>

namespace {

using fixpath::Area;
using fixpath::make_point;
using fixpath::Point;
using fixpath::Status;

constexpr int32_t kW = 12;
constexpr int32_t kH = 8;
// Open floor with one wall cell at (5, 3).
std::vector<uint8_t> floor_cells() {
    std::vector<uint8_t> cells(kW * kH, 1);
    cells[3 * kW + 5] = 0;
    return cells;
}
const Point kStart = make_point(0, 0);
const Point kGoal = make_point(11, 7);
const Point kWall = make_point(5, 3);
const Point kOff = make_point(kW, 0);

bool answering(Status s) { return s == Status::Found || s == Status::InProgress || s == Status::Complete; }

// After a refusal: step() makes no progress and path() writes nothing.
template <typename Search>
void expect_no_answer(Search& search, Status refused, const char* what) {
    EXPECT_FALSE(answering(refused)) << what;
    EXPECT_FALSE(answering(search.step(1000))) << what;
    std::vector<Point> out(kW * kH + 1, make_point(-7, -7));
    const auto info = search.path(out.data(), static_cast<uint32_t>(out.size()));
    EXPECT_NE(info.status, Status::Found) << what;
    EXPECT_NE(info.status, Status::Partial) << what;
    EXPECT_EQ(info.length, 0u) << what;
    EXPECT_TRUE(out[0] == make_point(-7, -7)) << what << ": the buffer was written";
}

TEST(RefusedBegin, GridSearchForgetsTheLastAnswer) {
    const std::vector<uint8_t> cells = floor_cells();
    const fixpath::ByteCostMap map(cells.data(), kW, kH);
    static fixpath::DenseState<kW * kH, uint32_t> state;
    fixpath::GridSearch<fixpath::ByteCostMap, decltype(state)> search(map, state);
    fixpath::SearchOptions<uint32_t> light;
    light.weight = {1, 2};
    fixpath::SearchOptions<uint32_t> zero_denominator;
    zero_denominator.weight = {1, 0};
    const auto refuse = [&](int i) {
        switch (i) {
            case 0: return search.begin(kWall, kGoal);
            case 1: return search.begin(kStart, kOff);
            case 2: return search.begin(kStart, kGoal, light);
            case 3: return search.begin(kStart, kGoal, zero_denominator);
            default: return search.begin(kStart, kGoal, fixpath::SearchOptions<uint32_t>(), Area{0, 0, 0, 3});
        }
    };
    for (int i = 0; i < 5; ++i) {
        ASSERT_EQ(search.begin(kStart, kGoal), Status::InProgress);
        ASSERT_EQ(search.run(), Status::Found);
        expect_no_answer(search, refuse(i), "grid");
    }
    ASSERT_EQ(search.begin(kStart, kGoal), Status::InProgress);
    EXPECT_EQ(search.run(), Status::Found);
}

TEST(RefusedBegin, JumpPointSearchForgetsTheLastAnswer) {
    const std::vector<uint8_t> cells = floor_cells();
    const fixpath::ByteCostMap map(cells.data(), kW, kH);
    static fixpath::JumpPointState<fixpath::DenseState<kW * kH, uint32_t>> state;
    fixpath::JumpPointSearch<fixpath::ByteCostMap, decltype(state)> search(map, state);
    fixpath::SearchOptions<uint32_t> light;
    light.weight = {1, 2};
    for (int i = 0; i < 3; ++i) {
        ASSERT_EQ(search.begin(kStart, kGoal), Status::InProgress);
        ASSERT_EQ(search.step(100000), Status::Found);
        const Status refused = i == 0 ? search.begin(kWall, kGoal)
                               : i == 1 ? search.begin(kStart, kOff)
                                        : search.begin(kStart, kGoal, light);
        expect_no_answer(search, refused, "jump points");
    }
}

TEST(RefusedBegin, HexSearchForgetsTheLastAnswer) {
    const std::vector<uint8_t> cells = floor_cells();
    const fixpath::ByteCostMap map(cells.data(), kW, kH);
    static fixpath::DenseState<kW * kH, uint32_t> state;
    const fixpath::HexLayout layout = fixpath::HexLayout::PointyOddRows;
    fixpath::HexSearch<fixpath::ByteCostMap, decltype(state)> search(map, state, layout);
    const auto at = [&](Point p) { return fixpath::hex_from_offset(p, layout); };
    fixpath::HexOptions<uint32_t> no_step;
    no_step.step = 0;
    for (int i = 0; i < 3; ++i) {
        ASSERT_EQ(search.begin(at(kStart), at(kGoal)), Status::InProgress);
        ASSERT_EQ(search.run(), Status::Found);
        const Status refused = i == 0 ? search.begin(at(kWall), at(kGoal))
                               : i == 1 ? search.begin(at(kStart), at(kOff))
                                        : search.begin(at(kStart), at(kGoal), no_step);
        EXPECT_FALSE(answering(refused));
        EXPECT_FALSE(answering(search.step(1000)));
        std::vector<fixpath::Hex> out(kW * kH + 1, fixpath::Hex{-7, -7});
        const auto info = search.path(out.data(), static_cast<uint32_t>(out.size()));
        EXPECT_EQ(info.length, 0u);
        EXPECT_NE(info.status, Status::Found);
        EXPECT_TRUE(out[0].q == -7 && out[0].r == -7);
    }
}

TEST(RefusedBegin, LinkedGridSearchForgetsTheLastAnswer) {
    const std::vector<uint8_t> cells = floor_cells();
    const fixpath::ByteCostMap map(cells.data(), kW, kH);
    static fixpath::DenseState<kW * kH, uint32_t> state;
    fixpath::LinkedGridSearch<fixpath::ByteCostMap, decltype(state)> search(map, state);
    const fixpath::GridLink links[1] = {{make_point(1, 0), make_point(10, 7), 5, fixpath::LinkWay::OneWay}};
    fixpath::SearchOptions<uint32_t> light;
    light.weight = {1, 2};
    for (int i = 0; i < 3; ++i) {
        ASSERT_EQ(search.begin(kStart, kGoal, links, 1), Status::InProgress);
        ASSERT_EQ(search.run(), Status::Found);
        const Status refused = i == 0 ? search.begin(kWall, kGoal, links, 1)
                               : i == 1 ? search.begin(kStart, kGoal, nullptr, 1)
                                        : search.begin(kStart, kGoal, links, 1, light);
        expect_no_answer(search, refused, "linked");
    }
}

TEST(RefusedBegin, IncrementalSearchForgetsTheLastAnswer) {
    const std::vector<uint8_t> cells = floor_cells();
    const fixpath::ByteCostMap map(cells.data(), kW, kH);
    static fixpath::IncrementalState<kW * kH, uint32_t> state;
    fixpath::IncrementalSearch<fixpath::ByteCostMap, decltype(state)> search(map, state);
    fixpath::SearchOptions<uint32_t> light;
    light.weight = {1, 2};
    for (int i = 0; i < 3; ++i) {
        ASSERT_EQ(search.begin(kStart, kGoal), Status::InProgress);
        ASSERT_EQ(search.run(), Status::Found);
        const Status refused = i == 0 ? search.begin(kWall, kGoal)
                               : i == 1 ? search.begin(kStart, kOff)
                                        : search.begin(kStart, kGoal, light);
        expect_no_answer(search, refused, "incremental");
        Point next = make_point(-7, -7);
        EXPECT_FALSE(search.next_cell(next));
    }
}

TEST(RefusedBegin, IncrementalPathWritesNothingThatDoesNotFit) {
    const std::vector<uint8_t> cells = floor_cells();
    const fixpath::ByteCostMap map(cells.data(), kW, kH);
    static fixpath::IncrementalState<kW * kH, uint32_t> state;
    fixpath::IncrementalSearch<fixpath::ByteCostMap, decltype(state)> search(map, state);
    ASSERT_EQ(search.begin(kStart, kGoal), Status::InProgress);
    ASSERT_EQ(search.run(), Status::Found);
    std::vector<Point> out(kW * kH, make_point(-7, -7));
    const auto whole = search.path(out.data(), static_cast<uint32_t>(out.size()));
    ASSERT_EQ(whole.status, Status::Found);
    ASSERT_GT(whole.length, 2u);
    for (uint32_t capacity = 0; capacity < whole.length; ++capacity) {
        std::vector<Point> small(whole.length, make_point(-7, -7));
        const auto info = search.path(small.data(), capacity);
        EXPECT_EQ(info.status, Status::PathBufferTooSmall);
        EXPECT_EQ(info.length, whole.length);
        EXPECT_EQ(info.cost, whole.cost);
        for (const Point p : small) EXPECT_TRUE(p == make_point(-7, -7)) << "capacity " << capacity;
    }
}

TEST(RefusedBegin, GraphSearchForgetsTheLastAnswer) {
    // Three nodes in a line, 5 and 7 units apart.
    static fixpath::FixedGraph<3, 4> line;
    line.add_node(fixpath::position_of_units(0, 0));
    line.add_node(fixpath::position_of_units(5, 0));
    line.add_node(fixpath::position_of_units(12, 0));
    line.add_edge(0, 1);
    line.add_edge(1, 2);
    static fixpath::GraphState<3, uint32_t> state;
    fixpath::GraphSearch<fixpath::GraphView, decltype(state)> search(line.view(), state);
    for (int i = 0; i < 2; ++i) {
        ASSERT_EQ(search.begin(0, 2), Status::InProgress);
        ASSERT_EQ(search.run(), Status::Found);
        const Status refused = i == 0 ? search.begin(3, 2) : search.begin(0, 9);
        EXPECT_FALSE(answering(refused));
        EXPECT_FALSE(answering(search.step(1000)));
        fixpath::NodeId out[4] = {77, 77, 77, 77};
        const auto info = search.path(out, 4);
        EXPECT_EQ(info.length, 0u);
        EXPECT_NE(info.status, Status::Found);
        EXPECT_EQ(out[0], 77u);
    }
}

TEST(RefusedBegin, MovementRangeForgetsTheLastAnswer) {
    const std::vector<uint8_t> cells = floor_cells();
    const fixpath::ByteCostMap map(cells.data(), kW, kH);
    static fixpath::DenseState<kW * kH, uint32_t> state;
    fixpath::MovementRange<fixpath::ByteCostMap, decltype(state)> range(map, state);
    std::vector<uint32_t> costs(kW * kH);
    for (int i = 0; i < 3; ++i) {
        ASSERT_EQ(range.begin(kStart, 40, costs.data(), static_cast<uint32_t>(costs.size())), Status::InProgress);
        ASSERT_EQ(range.run(), Status::Complete);
        ASSERT_TRUE(range.reachable(make_point(1, 1)));
        const Status refused = i == 0   ? range.begin(kWall, 40, costs.data(), static_cast<uint32_t>(costs.size()))
                               : i == 1 ? range.begin(kStart, 40, nullptr, 0)
                                        : range.begin(kOff, 40, costs.data(), static_cast<uint32_t>(costs.size()));
        EXPECT_FALSE(answering(refused));
        EXPECT_FALSE(answering(range.step(1000)));
        EXPECT_FALSE(range.reachable(make_point(1, 1)));
        Point out[8] = {make_point(-7, -7)};
        EXPECT_EQ(range.path_to(make_point(1, 1), out, 8).length, 0u);
        EXPECT_TRUE(out[0] == make_point(-7, -7));
    }
}

TEST(RefusedBegin, FlowFieldForgetsTheLastField) {
    const std::vector<uint8_t> cells = floor_cells();
    const fixpath::ByteCostMap map(cells.data(), kW, kH);
    using State = fixpath::DenseState<kW * kH, uint32_t>;
    using Field = fixpath::FlowField<fixpath::ByteCostMap, State>;
    static State state;
    std::vector<uint32_t> distances(kW * kH);
    std::vector<uint8_t> directions(Field::direction_bytes(kW * kH));
    uint32_t scratch[64];
    Field field(map, state, Area{0, 0, kW, kH}, distances.data(), directions.data(), scratch, 64);
    const Point goals[1] = {kGoal};
    const Point off[1] = {kOff};
    fixpath::SearchOptions<uint32_t> bad_costs;
    bad_costs.costs = {0, 14};
    for (int i = 0; i < 3; ++i) {
        ASSERT_EQ(field.begin(goals, 1), Status::InProgress);
        ASSERT_EQ(field.run(), Status::Complete);
        Point next = make_point(-7, -7);
        ASSERT_TRUE(field.next_step(kStart, next));
        const Status refused = i == 0 ? field.begin(off, 1) : i == 1 ? field.begin(goals, 0) : field.begin(goals, 1, bad_costs);
        EXPECT_FALSE(answering(refused));
        EXPECT_FALSE(answering(field.step(1000)));
        EXPECT_FALSE(field.next_step(kStart, next));
        EXPECT_EQ(field.distance(kStart), Field::kUnreachable);
        Point out[4];
        EXPECT_EQ(field.trace(kStart, out, 4), 0u);
        EXPECT_FALSE(answering(field.begin_repair(&kWall, 1)));
        EXPECT_FALSE(field.next_step(kStart, next));
    }
}

TEST(RefusedBegin, FlowFieldOverAnAreaWhoseCellCountWrapsReadsNothing) {
    // 65,536 x 65,537 cells wrap 32 bits: begin() refuses the area, and
    // nothing reads the caller's (one-cell) buffers afterwards.
    const std::vector<uint8_t> cells = floor_cells();
    const fixpath::ByteCostMap map(cells.data(), kW, kH);
    using State = fixpath::DenseState<kW * kH, uint32_t>;
    using Field = fixpath::FlowField<fixpath::ByteCostMap, State>;
    static State state;
    uint32_t distance[1] = {0};
    uint8_t direction[2] = {0, 0};
    Field field(map, state, Area{0, 0, 65536, 65537}, distance, direction, nullptr, 0);
    const Point goals[1] = {make_point(3, 3)};
    EXPECT_FALSE(answering(field.begin(goals, 1)));
    Point next = make_point(-7, -7);
    EXPECT_FALSE(field.next_step(make_point(7, 7), next));
    EXPECT_EQ(field.distance(make_point(11, 7)), Field::kUnreachable);
    EXPECT_EQ(field.direction_at(make_point(11, 7)), 0u);
    Point out[2];
    EXPECT_EQ(field.trace(make_point(11, 7), out, 2), 0u);
    EXPECT_EQ(fixpath::arrival_slots(field, 1, out), 0u);
    // A crowd on that field holds no cell: it neither writes nor reads past
    // the caller's one-byte occupancy buffer.
    Point units[1] = {make_point(1, 1)};
    uint8_t arrived[1] = {0};
    uint8_t occupied[1] = {7};
    fixpath::Crowd<Field> crowd(field, units, arrived, 1, occupied);
    EXPECT_EQ(crowd.tick(), 0u);
    EXPECT_EQ(arrived[0], 1u);
    EXPECT_EQ(occupied[0], 7u);
}

TEST(RefusedBegin, HierarchicalSearchRefusesRulesItCannotAnswer) {
    // The cases: a 3x4 open map, clusters of 4 (optimum 0,0 -> 1,3
    // is 30 with 14/10), and the Always corner rule.
    std::vector<uint8_t> cells(3 * 4, 1);
    const fixpath::ByteCostMap map(cells.data(), 3, 4);
    using Cells = fixpath::DenseState<16, uint32_t, 16>;
    using Builder = fixpath::HpaBuilder<fixpath::ByteCostMap, Cells>;
    static Cells scratch;
    std::vector<uint8_t> bytes(static_cast<size_t>(fixpath::hpa_build_capacity(3, 4, 4)));
    struct Case {
        uint32_t straight, diagonal;
        fixpath::CornerRule corners;
        fixpath::Moves moves;
        bool supported;
    };
    const Case cases[] = {
        {14, 10, fixpath::CornerRule::Never, fixpath::Moves::Eight, false},
        {10, 30, fixpath::CornerRule::Never, fixpath::Moves::Eight, false},
        {10, 14, fixpath::CornerRule::Always, fixpath::Moves::Eight, false},
        {10, 14, fixpath::CornerRule::One, fixpath::Moves::Eight, true},
        {10, 10, fixpath::CornerRule::Never, fixpath::Moves::Eight, true},
        {10, 20, fixpath::CornerRule::Never, fixpath::Moves::Eight, true},
        {14, 10, fixpath::CornerRule::Always, fixpath::Moves::Four, true},  // no diagonal steps at all
    };
    fixpath::HpaRules good;
    for (const Case& c : cases) {
        fixpath::HpaRules rules;
        rules.moves = c.moves;
        rules.corners = c.corners;
        rules.straight = c.straight;
        rules.diagonal = c.diagonal;
        EXPECT_EQ(fixpath::hpa_rules_supported(rules), c.supported);
        Builder builder(map, scratch, 4, rules);
        const auto r = builder.build(bytes.data(), bytes.size());
        EXPECT_EQ(r.error, c.supported ? fixpath::HpaBuildError::None : fixpath::HpaBuildError::BadRules);
        if (c.supported) good = rules;
    }
    // A graph whose header carries unsupported rules (patched after a
    // build): the validator refuses it, and a search over it (trusted)
    // refuses to begin.
    Builder builder(map, scratch, 4, good);
    const auto built = builder.build(bytes.data(), bytes.size());
    ASSERT_EQ(built.error, fixpath::HpaBuildError::None);
    bytes.resize(built.size);
    bytes[fixpath::hpa_layout::kMoves] = 1;
    bytes[fixpath::hpa_layout::kCorners] = 2;  // Always with 8 moves
    fixpath::HpaGraph graph;
    EXPECT_EQ(fixpath::validate_hpa_graph(bytes.data(), bytes.size(), map, &graph), fixpath::HpaFormatError::BadHeader);
    static fixpath::GraphState<64, uint32_t> nodes;
    fixpath::HierarchicalSearch<fixpath::ByteCostMap, Cells, decltype(nodes)> search(
        map, fixpath::HpaGraph::trusted(bytes.data()), scratch, nodes);
    EXPECT_EQ(search.begin(make_point(0, 0), make_point(1, 3)), Status::InvalidOptions);
    Point out[8] = {make_point(-7, -7)};
    EXPECT_EQ(search.path(out, 8).length, 0u);
    EXPECT_TRUE(out[0] == make_point(-7, -7));
}

TEST(RefusedBegin, HpaRebuildWithAnyAreaIsFreeOfOverflow) {
    std::vector<uint8_t> cells(16 * 16, 1);
    const fixpath::ByteCostMap map(cells.data(), 16, 16);
    using Cells = fixpath::DenseState<64, uint32_t, 64>;
    static Cells scratch;
    fixpath::HpaBuilder<fixpath::ByteCostMap, Cells> builder(map, scratch, 8);
    const size_t capacity = static_cast<size_t>(fixpath::hpa_build_capacity(16, 16, 8));
    std::vector<uint8_t> first(capacity), next(capacity);
    const auto built = builder.build(first.data(), first.size());
    ASSERT_EQ(built.error, fixpath::HpaBuildError::None);
    const fixpath::HpaGraph previous = fixpath::HpaGraph::trusted(first.data());
    constexpr int32_t kMax = std::numeric_limits<int32_t>::max();
    constexpr int32_t kMin = std::numeric_limits<int32_t>::min();
    const Area areas[] = {{0, 0, kMax, kMax}, {kMax, kMax, kMax, kMax}, {kMin, kMin, kMax, kMax},
                          {-1, -1, kMax, 2},  {kMax, 0, 1, 1},          {kMin, kMin, 1, 1},
                          {1, 1, kMax, kMax}, {8, 0, kMax, 3},          {15, 15, kMax, kMax}};
    for (const Area& a : areas) {
        const auto r = builder.rebuild(previous, a, next.data(), next.size());
        ASSERT_EQ(r.error, fixpath::HpaBuildError::None);
        EXPECT_EQ(r.size, built.size);
        EXPECT_TRUE(std::equal(next.begin(), next.begin() + r.size, first.begin()));
    }
    // The whole map: every cluster searched again; none outside it.
    EXPECT_EQ(builder.rebuild(previous, Area{0, 0, kMax, kMax}, next.data(), next.size()).clusters_searched, 4u);
    EXPECT_EQ(builder.rebuild(previous, Area{kMax, kMax, kMax, kMax}, next.data(), next.size()).clusters_searched, 0u);
}

}  // namespace
