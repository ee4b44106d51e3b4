// Hierarchical search (hpa_builder.hpp, hpa_format.hpp, hierarchical_search.hpp)
// against the plain reference Dijkstra: on random maps with terrain, every
// cluster size and step rule, the path is legal cell by cell, costs what
// the search says, is never cheaper than the optimum and is found whenever
// one exists (the corner rules under which HPA* is complete); segments join
// into the whole path; a local rebuild gives the bytes of a full build;
// every damaged or foreign graph is refused with its reason; a stale graph
// gives NoPath, never a wrong path; every bad input has its status.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "support/random_grid.hpp"
#include "support/reference_search.hpp"

namespace {

using fixpath::Point;
using fixpath::Status;
using fixpath_test::PlainGrid;

uint32_t u32(std::mt19937& rng) { return static_cast<uint32_t>(rng()); }

constexpr int32_t kMaxCluster = 8;
using CellState = fixpath::DenseState<kMaxCluster * kMaxCluster, uint32_t>;
using NodeState = fixpath::GraphState<8000, uint32_t>;
using Builder = fixpath::HpaBuilder<fixpath::ByteCostMap, CellState>;
using Search = fixpath::HierarchicalSearch<fixpath::ByteCostMap, CellState, NodeState, 2048>;

CellState g_cells;
NodeState g_nodes;

fixpath::ByteCostMap view(const PlainGrid& g) { return fixpath::ByteCostMap(g.costs.data(), g.width, g.height); }

fixpath::HpaRules hpa_rules(const fixpath_test::Rules& r) {
    fixpath::HpaRules h;
    h.moves = r.moves;
    h.corners = r.corners;
    h.straight = r.straight;
    h.diagonal = r.diagonal;
    return h;
}

std::vector<uint8_t> build(const PlainGrid& g, int32_t cluster, const fixpath_test::Rules& rules,
                           fixpath::HpaBuildResult* out = nullptr) {
    std::vector<uint8_t> bytes(static_cast<size_t>(fixpath::hpa_build_capacity(g.width, g.height, cluster)));
    Builder builder(view(g), g_cells, cluster, hpa_rules(rules));
    const fixpath::HpaBuildResult r = builder.build(bytes.data(), bytes.size());
    EXPECT_EQ(r.error, fixpath::HpaBuildError::None) << fixpath::hpa_build_error_name(r.error);
    bytes.resize(r.size);
    if (out != nullptr) *out = r;
    return bytes;
}

// Random maps, random rules: legal, consistent, never below the optimum,
// found whenever reachable (corner rules Never and One).
TEST(Hierarchical, RandomMapsAgainstReference) {
    std::mt19937 rng(1601);
    uint32_t queries = 0;
    uint32_t found = 0;
    double ratio_sum = 0;
    for (int map = 0; map < 300; ++map) {
        const int32_t w = 4 + static_cast<int32_t>(u32(rng) % 37);
        const int32_t h = 4 + static_cast<int32_t>(u32(rng) % 37);
        const int32_t cluster = 2 + static_cast<int32_t>(u32(rng) % (kMaxCluster - 1));
        const PlainGrid g = fixpath_test::random_grid(rng, w, h, static_cast<int>(u32(rng) % 35),
                                                      u32(rng) % 3 == 0 ? 4 : 1);
        fixpath_test::Rules rules;
        rules.moves = u32(rng) % 4 == 0 ? fixpath::Moves::Four : fixpath::Moves::Eight;
        rules.corners = static_cast<fixpath::CornerRule>(u32(rng) % 3);
        if (u32(rng) % 4 == 0) {
            rules.straight = 3;
            rules.diagonal = 4;
        }
        const std::vector<uint8_t> bytes = build(g, cluster, rules);
        fixpath::HpaGraph graph;
        ASSERT_EQ(fixpath::validate_hpa_graph(bytes.data(), bytes.size(), view(g), &graph),
                  fixpath::HpaFormatError::None);
        Search search(view(g), graph, g_cells, g_nodes);
        for (int q = 0; q < 12; ++q) {
            const Point start = fixpath_test::random_passable(rng, g);
            const Point goal = fixpath_test::random_passable(rng, g);
            if (g.at(start.x, start.y) == 0 || g.at(goal.x, goal.y) == 0) continue;
            ++queries;
            const uint64_t optimum =
                fixpath_test::reference_distances(g, rules, start)[static_cast<size_t>(goal.y * w + goal.x)];
            Status s = search.begin(start, goal);
            if (s == Status::InProgress) s = search.run();
            if (optimum == fixpath_test::kInfinite) {
                EXPECT_EQ(s, Status::NoPath) << "map " << map;
                continue;
            }
            if (rules.corners == fixpath::CornerRule::Always && s == Status::NoPath) {
                continue;  // diagonal-only crossings are not entrances: HPA* may miss them
            }
            ASSERT_EQ(s, Status::Found) << "map " << map << " query " << q;
            ++found;
            std::vector<Point> path(static_cast<size_t>(w * h) * 2);
            const auto info = search.path(path.data(), static_cast<uint32_t>(path.size()));
            ASSERT_EQ(info.status, Status::Found);
            uint64_t cost = 0;
            const std::string legal = fixpath_test::check_path(g, rules, fixpath::Area{0, 0, w, h}, path.data(),
                                                                info.length, start, cost);
            ASSERT_EQ(legal, "") << "map " << map << " query " << q;
            EXPECT_TRUE(path[info.length - 1] == goal);
            EXPECT_EQ(cost, info.cost);
            EXPECT_EQ(cost, search.cost());
            EXPECT_GE(cost, optimum);
            ratio_sum += optimum == 0 ? 1.0 : static_cast<double>(cost) / static_cast<double>(optimum);
            // The same cells segment by segment (search.path() left the
            // cursor at the end: begin again).
            s = search.begin(start, goal);
            if (s == Status::InProgress) s = search.run();
            ASSERT_EQ(s, Status::Found);
            std::vector<Point> joined;
            for (;;) {
                Point cells[kMaxCluster * kMaxCluster + 2];
                const auto part = search.next_segment(cells, kMaxCluster * kMaxCluster + 2);
                if (part.status == Status::Complete) break;
                ASSERT_EQ(part.status, Status::Found);
                for (uint32_t i = joined.empty() ? 0 : 1; i < part.length; ++i) joined.push_back(cells[i]);
            }
            ASSERT_EQ(joined.size(), info.length);
            for (size_t i = 0; i < joined.size(); ++i) EXPECT_TRUE(joined[i] == path[i]);
        }
    }
    std::printf("hierarchical: %u queries, %u found, mean cost / optimum %.4f\n", queries, found, ratio_sum / found);
    EXPECT_GT(queries, 2500u);
    EXPECT_GT(found, 1500u);
    // Near-optimal on average on these small random maps (the real figures
    // are the benchmark's).
    EXPECT_LT(ratio_sum / found, 1.15);
}

// Time slicing: step(1) repeatedly gives the route run() gives.
TEST(Hierarchical, TimeSlicedEqualsRun) {
    std::mt19937 rng(77);
    const PlainGrid g = fixpath_test::random_grid(rng, 40, 40, 20, 3);
    const fixpath_test::Rules rules;
    const std::vector<uint8_t> bytes = build(g, 8, rules);
    const fixpath::HpaGraph graph = fixpath::HpaGraph::trusted(bytes.data());
    Search a(view(g), graph, g_cells, g_nodes);
    static NodeState other_nodes;
    static CellState other_cells;
    Search b(view(g), graph, other_cells, other_nodes);
    int compared = 0;
    for (int q = 0; q < 40; ++q) {
        const Point start = fixpath_test::random_passable(rng, g);
        const Point goal = fixpath_test::random_passable(rng, g);
        Status sa = a.begin(start, goal);
        if (sa == Status::InProgress) sa = a.run();
        Status sb = b.begin(start, goal);
        uint32_t slices = 0;
        while (sb == Status::InProgress) {
            sb = b.step(1);
            ++slices;
            ASSERT_LT(slices, 100000u);
        }
        ASSERT_EQ(sa, sb);
        if (sa != Status::Found) continue;
        EXPECT_GE(slices, b.expanded());
        EXPECT_EQ(a.cost(), b.cost());
        ASSERT_EQ(a.route_length(), b.route_length());
        for (uint32_t i = 0; i < a.route_length(); ++i) EXPECT_TRUE(a.route_point(i) == b.route_point(i));
        ++compared;
    }
    EXPECT_GT(compared, 30);
}

// A local rebuild after random edits gives exactly the bytes of a full build
// and searches in at most the four clusters around the cell.
TEST(Hierarchical, LocalRebuildEqualsFullBuild) {
    std::mt19937 rng(4242);
    for (int map = 0; map < 60; ++map) {
        const int32_t w = 6 + static_cast<int32_t>(u32(rng) % 40);
        const int32_t h = 6 + static_cast<int32_t>(u32(rng) % 40);
        const int32_t cluster = 2 + static_cast<int32_t>(u32(rng) % (kMaxCluster - 1));
        PlainGrid g = fixpath_test::random_grid(rng, w, h, 25, u32(rng) % 2 == 0 ? 3 : 1);
        fixpath_test::Rules rules;
        rules.corners = static_cast<fixpath::CornerRule>(u32(rng) % 3);
        std::vector<uint8_t> current = build(g, cluster, rules);
        for (int edit = 0; edit < 20; ++edit) {
            const int32_t x = static_cast<int32_t>(u32(rng) % static_cast<uint32_t>(w));
            const int32_t y = static_cast<int32_t>(u32(rng) % static_cast<uint32_t>(h));
            g.costs[static_cast<size_t>(y * w + x)] = static_cast<uint8_t>(u32(rng) % 3 == 0 ? 0 : 1 + u32(rng) % 3);
            const fixpath::HpaGraph previous = fixpath::HpaGraph::trusted(current.data());
            std::vector<uint8_t> next(static_cast<size_t>(fixpath::hpa_build_capacity(w, h, cluster)));
            Builder builder(view(g), g_cells, cluster, hpa_rules(rules));
            const auto r = builder.rebuild(previous, fixpath::Area{x, y, 1, 1}, next.data(), next.size());
            ASSERT_EQ(r.error, fixpath::HpaBuildError::None);
            EXPECT_LE(r.clusters_searched, 4u);
            next.resize(r.size);
            const std::vector<uint8_t> full = build(g, cluster, rules);
            ASSERT_EQ(next, full) << "map " << map << " edit " << edit;
            current = next;
        }
    }
}

// Damaged, foreign and stale graphs.
TEST(Hierarchical, ValidatorRefusesBadGraphs) {
    std::mt19937 rng(9);
    PlainGrid g = fixpath_test::random_grid(rng, 24, 20, 15, 2);
    const fixpath_test::Rules rules;
    const std::vector<uint8_t> good = build(g, 6, rules);
    const auto check = [&](const std::vector<uint8_t>& bytes) {
        fixpath::HpaGraph out = fixpath::HpaGraph::trusted(good.data());
        const auto e = fixpath::validate_hpa_graph(bytes.data(), bytes.size(), view(g), &out);
        if (e != fixpath::HpaFormatError::None) {
            EXPECT_TRUE(out.empty());
        }
        return e;
    };
    const auto resealed = [&](std::vector<uint8_t> bytes) {
        fixpath::seal_hpa_graph(bytes.data(), static_cast<uint32_t>(bytes.size()));
        return bytes;
    };
    using E = fixpath::HpaFormatError;
    EXPECT_EQ(check(good), E::None);
    EXPECT_EQ(fixpath::validate_hpa_graph(nullptr, 0, view(g), nullptr), E::Truncated);
    std::vector<uint8_t> b = good;
    b.resize(good.size() - 1);
    EXPECT_EQ(check(b), E::Truncated);
    b = good;
    b.push_back(0);
    EXPECT_EQ(check(b), E::SizeMismatch);
    b = good;
    b[0] = 'X';
    EXPECT_EQ(check(b), E::BadMagic);
    b = good;
    b[4] = 2;
    EXPECT_EQ(check(b), E::BadVersion);
    b = good;
    b[fixpath::hpa_layout::kCluster] = 1;
    EXPECT_EQ(check(b), E::BadHeader);
    b = good;
    b[fixpath::hpa_layout::kArcs] = static_cast<uint8_t>(b[fixpath::hpa_layout::kArcs] + 1);
    EXPECT_EQ(check(b), E::SizeMismatch);
    b = good;
    b[good.size() / 2] ^= 0x40;
    EXPECT_EQ(check(b), E::BadChecksum);
    // Another map: one cell's terrain.
    PlainGrid other = g;
    for (auto& c : other.costs) {
        if (c != 0) {
            c = static_cast<uint8_t>(c == 1 ? 2 : 1);
            break;
        }
    }
    EXPECT_EQ(fixpath::validate_hpa_graph(good.data(), good.size(), view(other), nullptr), E::WrongMap);
    const fixpath::HpaGraph graph = fixpath::HpaGraph::trusted(good.data());
    const uint32_t clusters = graph.cluster_count();
    const size_t cells_at = fixpath::hpa_layout::kHeaderBytes + 4 * (clusters + 1);
    const size_t first_edge_at = cells_at + 4 * graph.node_count();
    const size_t arcs_at = first_edge_at + 4 * (graph.node_count() + 1);
    // Cluster ranges out of order.
    b = good;
    fixpath::detail::store_u32(&b[fixpath::hpa_layout::kHeaderBytes + 4], graph.node_count() + 5);
    EXPECT_EQ(check(resealed(b)), E::BadClusters);
    // A node moved to a cell of another cluster.
    b = good;
    fixpath::detail::store_u32(&b[cells_at], graph.node_cell(0) + 6 * 24 * 2);
    EXPECT_EQ(check(resealed(b)), E::BadNode);
    // An arc with weight 0, and a border arc at the wrong cost.
    b = good;
    fixpath::detail::store_u32(&b[arcs_at + 4], 0);
    EXPECT_EQ(check(resealed(b)), E::BadArc);
    bool tampered = false;
    for (uint32_t n = 0; n < graph.node_count() && !tampered; ++n) {
        for (uint32_t i = graph.edges_begin(n); i < graph.edges_end(n); ++i) {
            const fixpath::GraphEdge e = graph.edge(i);
            if (graph.cluster_of(graph.node_point(e.to)) != graph.cluster_of(graph.node_point(n))) {
                b = good;
                fixpath::detail::store_u32(&b[arcs_at + 8 * i + 4], e.weight + 1);
                EXPECT_EQ(check(resealed(b)), E::BadArc);
                tampered = true;
                break;
            }
        }
    }
    EXPECT_TRUE(tampered);
    // A scale that overestimates.
    b = good;
    fixpath::detail::store_u16(&b[fixpath::hpa_layout::kScaleMantissa], 1000);
    b[fixpath::hpa_layout::kScaleShift] = 0;
    EXPECT_EQ(check(resealed(b)), E::BadScale);
}

// A graph left stale by an edit never yields a wrong path: the segment that
// crosses the changed cluster is NoPath.
TEST(Hierarchical, StaleGraphGivesNoPathNotAWrongPath) {
    PlainGrid g;
    g.width = 16;
    g.height = 16;
    g.costs.assign(256, 1);
    const fixpath_test::Rules rules;
    const std::vector<uint8_t> bytes = build(g, 4, rules);
    const fixpath::HpaGraph graph = fixpath::HpaGraph::trusted(bytes.data());
    // Every cell dearer but the entrance nodes: the border steps (which
    // enter nodes) still cost what the graph says, the arcs inside clusters
    // do not, and any route crosses a cluster from one side to another.
    for (auto& c : g.costs) c = 3;
    for (uint32_t n = 0; n < graph.node_count(); ++n) {
        const Point p = graph.node_point(n);
        g.costs[static_cast<size_t>(p.y * 16 + p.x)] = 1;
    }
    Search search(view(g), graph, g_cells, g_nodes);
    Status s = search.begin(fixpath::make_point(0, 0), fixpath::make_point(15, 15));
    if (s == Status::InProgress) s = search.run();
    ASSERT_EQ(s, Status::Found);  // the abstract level cannot tell
    Point cells[64];
    bool refused = false;
    for (int i = 0; i < 64 && !refused; ++i) {
        const auto part = search.next_segment(cells, 64);
        if (part.status == Status::Complete) break;
        if (part.status == Status::NoPath) refused = true;
    }
    EXPECT_TRUE(refused);
    Point whole[256];
    EXPECT_EQ(search.path(whole, 256).status, Status::NoPath);
}

TEST(Hierarchical, BadInputHasAStatus) {
    PlainGrid g;
    g.width = 20;
    g.height = 12;
    g.costs.assign(240, 1);
    g.costs[5] = 0;
    const fixpath_test::Rules rules;
    const std::vector<uint8_t> bytes = build(g, 5, rules);
    const fixpath::HpaGraph graph = fixpath::HpaGraph::trusted(bytes.data());
    Search search(view(g), graph, g_cells, g_nodes);
    EXPECT_EQ(search.begin(fixpath::make_point(5, 0), fixpath::make_point(1, 1)), Status::InvalidStart);
    EXPECT_EQ(search.begin(fixpath::make_point(-1, 0), fixpath::make_point(1, 1)), Status::InvalidStart);
    EXPECT_EQ(search.begin(fixpath::make_point(0, 0), fixpath::make_point(20, 1)), Status::InvalidGoal);
    EXPECT_EQ(search.begin(fixpath::make_point(0, 0), fixpath::make_point(5, 0)), Status::InvalidGoal);
    Point out[64];
    EXPECT_EQ(search.next_segment(out, 64).status, Status::NoPath);
    EXPECT_EQ(search.path(out, 64).status, Status::NoPath);
    // A path buffer too short: nothing lost, the size needed, then the path.
    ASSERT_EQ(search.begin(fixpath::make_point(0, 0), fixpath::make_point(19, 11)), Status::InProgress);
    ASSERT_EQ(search.run(), Status::Found);
    const auto small = search.path(out, 3);
    EXPECT_EQ(small.status, Status::PathBufferTooSmall);
    const auto whole = search.path(out, 64);
    EXPECT_EQ(whole.status, Status::Found);
    EXPECT_EQ(small.length, whole.length);
    ASSERT_EQ(search.begin(fixpath::make_point(0, 0), fixpath::make_point(19, 11)), Status::InProgress);
    ASSERT_EQ(search.run(), Status::Found);
    const auto first = search.next_segment(out, 1);
    EXPECT_EQ(first.status, Status::PathBufferTooSmall);
    EXPECT_EQ(search.next_segment(out, 64).length, first.length);
    // Start equals goal: one cell.
    ASSERT_EQ(search.begin(fixpath::make_point(3, 3), fixpath::make_point(3, 3)), Status::Found);
    const auto one = search.path(out, 64);
    EXPECT_EQ(one.status, Status::Found);
    EXPECT_EQ(one.length, 1u);
    EXPECT_EQ(one.cost, 0u);
    // The graph of another map; states too small; an empty graph.
    PlainGrid bigger = g;
    bigger.width = 24;
    bigger.costs.assign(24 * 12, 1);
    Search wrong(view(bigger), graph, g_cells, g_nodes);
    EXPECT_EQ(wrong.begin(fixpath::make_point(0, 0), fixpath::make_point(1, 1)), Status::MapTooLarge);
    static fixpath::DenseState<16, uint32_t> tiny_cells;
    fixpath::HierarchicalSearch<fixpath::ByteCostMap, decltype(tiny_cells), NodeState> cramped(view(g), graph, tiny_cells,
                                                                                            g_nodes);
    EXPECT_EQ(cramped.begin(fixpath::make_point(0, 0), fixpath::make_point(1, 1)), Status::MapTooLarge);
    static fixpath::GraphState<4, uint32_t> tiny_nodes;
    fixpath::HierarchicalSearch<fixpath::ByteCostMap, CellState, decltype(tiny_nodes)> few(view(g), graph, g_cells,
                                                                                         tiny_nodes);
    EXPECT_EQ(few.begin(fixpath::make_point(0, 0), fixpath::make_point(1, 1)), Status::MapTooLarge);
    Search empty(view(g), fixpath::HpaGraph(), g_cells, g_nodes);
    EXPECT_EQ(empty.begin(fixpath::make_point(0, 0), fixpath::make_point(1, 1)), Status::InvalidOptions);
    // Unreachable goal: NoPath.
    PlainGrid walled = g;
    for (int32_t y = 0; y < 12; ++y) walled.costs[static_cast<size_t>(y * 20 + 10)] = 0;
    const std::vector<uint8_t> walled_bytes = build(walled, 5, rules);
    Search cut(view(walled), fixpath::HpaGraph::trusted(walled_bytes.data()), g_cells, g_nodes);
    Status s = cut.begin(fixpath::make_point(0, 0), fixpath::make_point(19, 0));
    if (s == Status::InProgress) s = cut.run();
    EXPECT_EQ(s, Status::NoPath);
    // The builder's errors.
    std::vector<uint8_t> buffer(64);
    Builder one_cell(view(g), g_cells, 1);
    EXPECT_EQ(one_cell.build(buffer.data(), buffer.size()).error, fixpath::HpaBuildError::BadCluster);
    Builder too_big(view(g), g_cells, 9);  // 81 cells: more than the scratch state's 64
    EXPECT_EQ(too_big.build(buffer.data(), buffer.size()).error, fixpath::HpaBuildError::BadCluster);
    fixpath::HpaRules zero;
    zero.straight = 0;
    Builder no_cost(view(g), g_cells, 5, zero);
    EXPECT_EQ(no_cost.build(buffer.data(), buffer.size()).error, fixpath::HpaBuildError::BadRules);
    Builder short_buffer(view(g), g_cells, 5);
    EXPECT_EQ(short_buffer.build(buffer.data(), buffer.size()).error, fixpath::HpaBuildError::BufferTooSmall);
    EXPECT_EQ(short_buffer.build(nullptr, 0).error, fixpath::HpaBuildError::BufferTooSmall);
    EXPECT_EQ(short_buffer.rebuild(fixpath::HpaGraph(), fixpath::Area{0, 0, 1, 1}, buffer.data(), buffer.size()).error,
              fixpath::HpaBuildError::WrongPrevious);
    // A scratch cost type too small for the paths inside a cluster.
    static fixpath::DenseState<64, uint8_t> narrow;
    PlainGrid heavy = g;
    for (auto& c : heavy.costs) c = c == 0 ? 0 : 200;
    fixpath::HpaRules small_steps;
    small_steps.straight = 1;
    small_steps.diagonal = 1;
    fixpath::HpaBuilder<fixpath::ByteCostMap, decltype(narrow)> overflow(view(heavy), narrow, 5, small_steps);
    std::vector<uint8_t> room(static_cast<size_t>(fixpath::hpa_build_capacity(20, 12, 5)));
    EXPECT_EQ(overflow.build(room.data(), room.size()).error, fixpath::HpaBuildError::CostOverflow);
}

}  // namespace
