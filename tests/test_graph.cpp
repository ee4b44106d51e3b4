// Waypoint graphs: the seed's worked example through every layer, random
// graphs against a plain reference, route tables, reachability, the binary
// format's validator, the text format's errors, editing, getting onto the
// graph and walking a route.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <fixpath/graph/fixed_graph.hpp>
#include <fixpath/graph/graph_format.hpp>
#include <fixpath/units/graph_mover.hpp>
#include <fixpath/graph/graph_nearest.hpp>
#include <fixpath/graph/graph_reachability.hpp>
#include <fixpath/graph/graph_search.hpp>
#include <fixpath/state/graph_state.hpp>
#include <fixpath/graph/route_table.hpp>
#include <fixpath_host/graph_text.hpp>
#include <fixpath_host/random_graph.hpp>

#if FIXPATH_TOOL_HEADERS  // (the tool is built: tests/CMakeLists.txt)
#include "seed_graph.hpp"  // generated at build time by `fixpath graph build --header`
#endif
#include "support/reference_graph.hpp"

namespace {

using fixpath::GraphAlgorithm;
using fixpath::GraphEdge;
using fixpath::NodeId;
using fixpath::Status;
using fixpath_host::HostGraph;

// 32-bit draws (std::mt19937's result type is wider on some hosts).
struct Rng {
    std::mt19937 engine;
    explicit Rng(uint32_t seed) : engine(seed) {}
    uint32_t operator()() { return static_cast<uint32_t>(engine()); }
};

const std::string kGraphs = FIXPATH_EXAMPLE_GRAPHS;

std::string read_file(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
}

HostGraph parse(const std::string& text) {
    HostGraph g;
    std::string error;
    EXPECT_TRUE(fixpath_host::parse_graph_text(text, "test", g, error)) << error;
    return g;
}

// The cost hooks the random tests use, on the flag bits random graphs carry:
// bit 1 "needs boots" (forbidden without), bit 2 "swamp" (double cost).
struct TestHook {
    int mode = 0;  // 0 weights, 1 no boots, 2 swamp x2, 3 both
    uint32_t operator()(uint32_t, const GraphEdge& e) const {
        if ((mode & 1) && (e.flags & 2)) return 0;
        if ((mode & 2) && (e.flags & 4)) return e.weight * 2;
        return e.weight;
    }
};

template <typename Graph>
std::vector<uint32_t> labels_of(const Graph& labels, const NodeId* path, uint32_t length) {
    std::vector<uint32_t> out;
    for (uint32_t i = 0; i < length; ++i) out.push_back(labels.label(path[i]));
    return out;
}

// --- The seed's worked example -------------------------------------------------

TEST(GraphSeed, WorkedExampleGivesNineByFewestEdges) {
    const HostGraph g = parse(read_file(kGraphs + "/seed.txt"));
    ASSERT_EQ(g.node_count(), 10u);
    auto state = std::make_unique<fixpath::GraphState<16>>();
    for (GraphAlgorithm algo : {GraphAlgorithm::Dijkstra, GraphAlgorithm::AStar}) {
        NodeId path[16];
        fixpath::GraphOptions options;
        options.algorithm = algo;
        const auto r = fixpath::find_route(g.view(), *state, g.find_label(1), g.find_label(5), path, 16, options);
        ASSERT_EQ(r.status, Status::Found);
        EXPECT_EQ(r.cost, 9u);
        EXPECT_EQ(labels_of(g, path, r.length), (std::vector<uint32_t>{1, 9, 10, 4, 5}));
        EXPECT_FALSE(r.partial);
    }
}

TEST(GraphSeed, AnyWeightOfSixFiveGivesTheSameAnswer) {
    const std::string text = read_file(kGraphs + "/seed.txt");
    const size_t at = text.find("edge 6 5 2");
    ASSERT_NE(at, std::string::npos);
    for (uint32_t w = 1; w <= 40; ++w) {
        std::string changed = text;
        changed.replace(at, 10, "edge 6 5 " + std::to_string(w));
        const HostGraph g = parse(changed);
        auto state = std::make_unique<fixpath::GraphState<16>>();
        NodeId path[16];
        const auto r = fixpath::find_route(g.view(), *state, g.find_label(1), g.find_label(5), path, 16);
        ASSERT_EQ(r.status, Status::Found);
        EXPECT_EQ(r.cost, 9u);
        EXPECT_EQ(labels_of(g, path, r.length), (std::vector<uint32_t>{1, 9, 10, 4, 5})) << "6-5 weight " << w;
    }
}

TEST(GraphSeed, BinaryFileReadInPlaceGivesTheSameRouteAndTable) {
    HostGraph g = parse(read_file(kGraphs + "/seed.txt"));
    ASSERT_TRUE(fixpath_host::build_routes(g));
    const std::vector<uint8_t> bytes = fixpath_host::graph_file_bytes(g);
    fixpath::GraphBlob blob;
    ASSERT_EQ(fixpath::validate_graph(bytes.data(), bytes.size(), 10, &blob), fixpath::GraphFormatError::None);
    EXPECT_EQ(blob.route_entry_bytes(), 1u);
    auto state = std::make_unique<fixpath::GraphState<16>>();
    NodeId path[16];
    const auto r = fixpath::find_route(blob, *state, blob.find_label(1), blob.find_label(5), path, 16);
    ASSERT_EQ(r.status, Status::Found);
    EXPECT_EQ(r.cost, 9u);
    EXPECT_EQ(labels_of(blob, path, r.length), (std::vector<uint32_t>{1, 9, 10, 4, 5}));
    const fixpath::RouteFollow f = blob.route_table8().follow(blob.find_label(1), blob.find_label(5), path, 16);
    ASSERT_EQ(f.status, Status::Found);
    EXPECT_EQ(labels_of(blob, path, f.length), (std::vector<uint32_t>{1, 9, 10, 4, 5}));
    // A node one short of capacity is refused.
    EXPECT_EQ(fixpath::validate_graph(bytes.data(), bytes.size(), 9, nullptr), fixpath::GraphFormatError::TooManyNodes);
    // The host copy of the blob equals the original.
    const HostGraph back = fixpath_host::graph_from_blob(blob);
    EXPECT_EQ(back.labels, g.labels);
    EXPECT_EQ(back.routes, g.routes);
    EXPECT_EQ(back.first_edge, g.first_edge);
}

TEST(GraphSeed, CommittedBinaryIsWhatTheToolBuilds) {
    // examples/graphs/seed.bin (an example of the format, and a fuzzer seed)
    // = `fixpath graph build seed.txt -o seed.bin --route-table`.
    HostGraph g = parse(read_file(kGraphs + "/seed.txt"));
    ASSERT_TRUE(fixpath_host::build_routes(g));
    const std::vector<uint8_t> built = fixpath_host::graph_file_bytes(g);
    const std::string committed = read_file(kGraphs + "/seed.bin");
    ASSERT_EQ(committed.size(), built.size());
    EXPECT_TRUE(std::equal(built.begin(), built.end(), reinterpret_cast<const uint8_t*>(committed.data())));
}

#if FIXPATH_TOOL_HEADERS
// The header `fixpath graph build --header` wrote for the seed, used at
// compile time: the same engine runs inside the compiler.
constexpr uint32_t seed_route_at_compile_time() {
    fixpath::GraphState<10> state;
    NodeId path[10] = {};
    const auto r = fixpath::find_route(seed_graph::kGraph, state, 0, 4, path, 10);  // labels 1 and 5
    return r.status == Status::Found && r.length == 5 && path[1] == 8 && path[2] == 9 && path[3] == 3 ? r.cost : 0;
}
static_assert(seed_route_at_compile_time() == 9, "the seed's answer, computed by the compiler");
static_assert(seed_graph::kRouteTable.next_hop(0, 4) == 8, "first hop 1 -> 9 from the generated table");
static_assert(sizeof(seed_graph::kRoutes) == 100, "10 x 10 one-byte entries");

struct SeedTable {
    uint8_t entries[100];
};
constexpr SeedTable seed_table_at_compile_time() {
    SeedTable t{};
    fixpath::GraphState<10> state;
    fixpath::build_route_table(seed_graph::kGraph, state, t.entries, 100);
    return t;
}

TEST(GraphSeed, GeneratedHeaderTableEqualsOneBuiltAtCompileTime) {
    constexpr SeedTable built = seed_table_at_compile_time();
    for (uint32_t i = 0; i < 100; ++i) {
        EXPECT_EQ(built.entries[i], seed_graph::kRoutes[i]) << i;
    }
    EXPECT_EQ(fixpath::check_graph(seed_graph::kGraph), fixpath::GraphFormatError::None);
}
#else
TEST(GraphSeed, GeneratedHeaderTableEqualsOneBuiltAtCompileTime) {
    GTEST_SKIP() << "the header `fixpath graph build --header` writes: the tool needs CLI11 (Debian: apt-get install libcli11-dev)";
}
#endif


// --- Random graphs against the reference ---------------------------------------

fixpath_host::RandomGraphSpec random_spec(Rng& rng) {
    fixpath_host::RandomGraphSpec s;
    s.nodes = 2 + rng() % 60;
    s.mean_degree = 1.0 + (rng() % 80) / 10.0;
    s.side = 20 + rng() % 2000;
    s.oneway = (rng() % 3) * 0.3;
    s.flagged = (rng() % 2) * 0.4;
    if (rng() % 2) {
        s.min_percent = 1 + rng() % 100;
        s.max_percent = s.min_percent + rng() % 300;
    }
    s.seed = static_cast<uint32_t>(rng());
    return s;
}

template <typename Graph, typename Hook>
void expect_legal_path(const Graph& g, const Hook& hook, const NodeId* path, uint32_t length, uint64_t cost) {
    uint64_t sum = 0;
    for (uint32_t i = 1; i < length; ++i) {
        uint32_t best = 0;
        for (uint32_t k = g.edges_begin(path[i - 1]); k < g.edges_end(path[i - 1]); ++k) {
            const GraphEdge e = g.edge(k);
            const uint32_t c = e.to == path[i] ? hook(path[i - 1], e) : 0;
            if (c != 0 && (best == 0 || c < best)) best = c;
        }
        ASSERT_NE(best, 0u) << "no allowed arc " << path[i - 1] << "->" << path[i];
        sum += best;
    }
    EXPECT_EQ(sum, cost);
}

template <typename Cost>
void differential(uint32_t graphs, uint32_t seed) {
    Rng rng(seed);
    auto state = std::make_unique<fixpath::GraphState<64, Cost>>();
    uint64_t found = 0, unreachable = 0;
    for (uint32_t round = 0; round < graphs; ++round) {
        const HostGraph g = fixpath_host::random_geometric_graph(random_spec(rng));
        const TestHook hook{static_cast<int>(rng() % 4)};
        const uint32_t n = g.node_count();
        const uint32_t source = rng() % n;
        const fixpath_test::ReferenceTree ref = fixpath_test::reference_tree(g.view(), source, hook);
        for (int q = 0; q < 4; ++q) {
            const uint32_t goal = rng() % n;
            for (GraphAlgorithm algo : {GraphAlgorithm::Dijkstra, GraphAlgorithm::AStar}) {
                fixpath::GraphOptions options;
                options.algorithm = algo;
                fixpath::GraphSearch<fixpath::GraphView, fixpath::GraphState<64, Cost>, TestHook> search(g.view(), *state, hook);
                const uint64_t expected = ref.cost[goal];
                const bool fits = expected <= fixpath::detail::unsigned_max<Cost>();
                if (search.begin(source, goal, options) == Status::CostOverflow) {
                    // The start's estimate alone does not fit: so would no path.
                    EXPECT_TRUE(sizeof(Cost) < 4 && (expected == fixpath_test::kNoDistance || !fits));
                    continue;
                }
                ASSERT_EQ(search.status(), Status::InProgress);
                // Time-sliced by a random budget: must not change the answer.
                const uint32_t slice = 1 + rng() % 4;
                Status s = Status::InProgress;
                while (s == Status::InProgress) s = search.step(slice);
                NodeId path[64];
                const auto info = search.path(path, 64);
                if (expected == fixpath_test::kNoDistance || !fits) {
                    if (expected == fixpath_test::kNoDistance) {
                        // CostOverflow when some other node did not fit the cost type.
                        EXPECT_TRUE(s == Status::NoPath || (sizeof(Cost) < 4 && s == Status::CostOverflow));
                        EXPECT_LE(search.stats().expanded, n);
                        EXPECT_TRUE(info.partial);
                        ++unreachable;
                    } else {
                        EXPECT_EQ(s, Status::CostOverflow);
                    }
                    continue;
                }
                ASSERT_EQ(s, Status::Found) << "round " << round << " algo " << static_cast<int>(algo);
                ASSERT_EQ(info.status, Status::Found);
                EXPECT_EQ(search.cost(), expected);
                EXPECT_EQ(info.cost, expected);
                EXPECT_EQ(info.length - 1, ref.edges[goal]) << "fewest edges among the cheapest";
                EXPECT_EQ(path[0], source);
                EXPECT_EQ(path[info.length - 1], goal);
                expect_legal_path(g.view(), hook, path, info.length, expected);
                ++found;
            }
        }
    }
    EXPECT_GT(found, graphs);
    EXPECT_GT(unreachable, graphs / 20);
    std::printf("[ graphs   ] %u graphs: %llu routes found, %llu unreachable, all equal to the reference\n", graphs,
                static_cast<unsigned long long>(found), static_cast<unsigned long long>(unreachable));
}

TEST(GraphDifferential, ThousandsOfRandomGraphs32) { differential<uint32_t>(2000, 11); }
TEST(GraphDifferential, ThousandsOfRandomGraphs16) { differential<uint16_t>(1000, 12); }

TEST(GraphDifferential, EstimateShiftKeepsAStarExactUnderADiscountingHook) {
    // A hook that halves costs (rounding up) makes arcs cheaper than their
    // weight; estimate_shift = 1 halves the estimate to match, and A* must
    // still give Dijkstra's cost on every query.
    Rng rng(17);
    auto state = std::make_unique<fixpath::GraphState<64>>();
    auto half = [](uint32_t, const GraphEdge& e) -> uint32_t { return (e.weight + 1) / 2; };
    int checked = 0;
    for (int round = 0; round < 400; ++round) {
        auto spec = random_spec(rng);
        spec.min_percent = spec.max_percent = 0;  // weights = lengths: the scale is as large as it gets
        const HostGraph g = fixpath_host::random_geometric_graph(spec);
        const uint32_t a = rng() % g.node_count(), b = rng() % g.node_count();
        const auto ref = fixpath_test::reference_tree(g.view(), a, half);
        NodeId path[64];
        fixpath::GraphOptions options;
        options.estimate_shift = 1;
        const auto r = fixpath::find_route(g.view(), *state, a, b, path, 64, options, half);
        if (ref.cost[b] == fixpath_test::kNoDistance) {
            EXPECT_EQ(r.status, Status::NoPath);
            continue;
        }
        ASSERT_EQ(r.status, Status::Found);
        EXPECT_EQ(r.cost, ref.cost[b]) << "round " << round;
        EXPECT_EQ(r.length - 1, ref.edges[b]);
        ++checked;
    }
    EXPECT_GT(checked, 150);
}

TEST(GraphDifferential, TreesGiveEveryDistanceAndParent) {
    Rng rng(5);
    auto state = std::make_unique<fixpath::GraphState<64>>();
    for (int round = 0; round < 500; ++round) {
        const HostGraph g = fixpath_host::random_geometric_graph(random_spec(rng));
        const TestHook hook{static_cast<int>(rng() % 4)};
        const uint32_t source = rng() % g.node_count();
        const auto ref = fixpath_test::reference_tree(g.view(), source, hook);
        std::vector<uint32_t> distances(g.node_count(), 12345);
        fixpath::GraphSearch<fixpath::GraphView, fixpath::GraphState<64>, TestHook> search(g.view(), *state, hook);
        ASSERT_EQ(search.begin_tree(source, distances.data()), Status::InProgress);
        Status s = Status::InProgress;
        while (s == Status::InProgress) s = search.step(2);  // the unreachable ones are written in slices too
        ASSERT_EQ(s, Status::Complete);
        for (uint32_t v = 0; v < g.node_count(); ++v) {
            if (ref.cost[v] == fixpath_test::kNoDistance) {
                EXPECT_EQ(distances[v], 0xFFFFFFFFu);
                EXPECT_EQ(search.parent(v), fixpath::kNoNode);
                continue;
            }
            EXPECT_EQ(distances[v], ref.cost[v]);
            NodeId path[64];
            const auto info = search.path_to(v, path, 64);
            ASSERT_EQ(info.status, Status::Found);
            EXPECT_EQ(info.cost, ref.cost[v]);
            EXPECT_EQ(info.length - 1, ref.edges[v]);
            if (v != source) {
                EXPECT_EQ(search.parent(v), path[info.length - 2]);
            }
        }
    }
}

TEST(GraphDifferential, RouteTableAgreesWithDijkstraForEveryPair) {
    Rng rng(8);
    auto state = std::make_unique<fixpath::GraphState<64>>();
    uint64_t pairs = 0;
    for (int round = 0; round < 150; ++round) {
        const HostGraph g = fixpath_host::random_geometric_graph(random_spec(rng));
        const TestHook hook{static_cast<int>(rng() % 4)};
        const uint32_t n = g.node_count();
        std::vector<uint8_t> entries(n * n);
        ASSERT_EQ(fixpath::build_route_table(g.view(), *state, entries.data(), n * n, hook), Status::Complete);
        const fixpath::RouteTable<uint8_t> table(entries.data(), n);
        for (uint32_t from = 0; from < n; ++from) {
            const auto ref = fixpath_test::reference_tree(g.view(), from, hook);
            for (uint32_t to = 0; to < n; ++to) {
                NodeId path[64];
                const fixpath::RouteFollow f = table.follow(from, to, path, 64);
                if (ref.cost[to] == fixpath_test::kNoDistance) {
                    EXPECT_EQ(f.status, Status::NoPath);
                    continue;
                }
                ASSERT_EQ(f.status, Status::Found);
                EXPECT_EQ(f.length - 1, ref.edges[to]);
                expect_legal_path(g.view(), hook, path, f.length, ref.cost[to]);
                ++pairs;
            }
        }
    }
    EXPECT_GT(pairs, 10000u);
}

// --- Bad input and bounds ---------------------------------------------------------

TEST(GraphStatus, EveryBadInputHasAStatus) {
    const HostGraph g = parse(read_file(kGraphs + "/seed.txt"));
    auto state = std::make_unique<fixpath::GraphState<16>>();
    NodeId path[16];
    EXPECT_EQ(fixpath::find_route(g.view(), *state, 10, 4, path, 16).status, Status::InvalidStart);
    EXPECT_EQ(fixpath::find_route(g.view(), *state, 0, 99, path, 16).status, Status::InvalidGoal);
    EXPECT_EQ(fixpath::find_route(g.view(), *state, 0, 4, path, 3).status, Status::PathBufferTooSmall);
    EXPECT_EQ(fixpath::find_route(g.view(), *state, 0, 4, nullptr, 0).length, 5u);  // the room needed
    fixpath::GraphState<8> small;
    EXPECT_EQ(fixpath::find_route(g.view(), small, 0, 4, path, 16).status, Status::MapTooLarge);
    const fixpath::GraphView empty;
    EXPECT_EQ(fixpath::find_route(empty, *state, 0, 0, path, 16).status, Status::InvalidStart);
    // A heap of 2 entries: OutOfNodes, with a partial path to the settled
    // node nearest the goal.
    fixpath::GraphState<16, uint32_t, 2> tight;
    const auto r = fixpath::find_route(g.view(), tight, 0, 4, path, 16);
    EXPECT_EQ(r.status, Status::OutOfNodes);
    EXPECT_TRUE(r.partial);
    EXPECT_GE(r.length, 1u);
    EXPECT_EQ(path[0], 0);
    // Costs that do not fit 8 bits.
    HostGraph heavy = parse("node 1 0 0\nnode 2 1 0\nnode 3 2 0\nedge 1 2 200\nedge 2 3 200\n");
    fixpath::GraphState<4, uint8_t> bytes;
    EXPECT_EQ(fixpath::find_route(heavy.view(), bytes, 0, 2, path, 16).status, Status::CostOverflow);
    // Not started: no path to give.
    fixpath::GraphSearch<fixpath::GraphView, fixpath::GraphState<16>> idle(g.view(), *state);
    EXPECT_EQ(idle.path(path, 16).status, Status::NoPath);
    EXPECT_EQ(idle.arc_cost(99, 0), 0u);
    EXPECT_EQ(idle.arc_cost(0, 1), 2u);  // 1-2 weighs 2
    EXPECT_EQ(idle.parent(3), fixpath::kNoNode);
    // A view with an arc to a node that does not exist: never followed.
    const fixpath::NodePosition pos[2] = {{0, 0, 0}, {16, 0, 0}};
    const uint32_t first[3] = {0, 2, 2};
    const GraphEdge arcs[2] = {{7, 0, 1}, {1, 0, 1}};
    const fixpath::GraphView bad(pos, 2, first, arcs, fixpath::kZeroScale);
    EXPECT_EQ(fixpath::check_graph(bad), fixpath::GraphFormatError::BadEdgeTarget);
    const auto b = fixpath::find_route(bad, *state, 0, 1, path, 16);
    EXPECT_EQ(b.status, Status::Found);
    EXPECT_EQ(b.cost, 1u);
}

TEST(GraphStatus, UnreachableGoalEndsAfterTheReachablePart) {
    const HostGraph g = parse(read_file(kGraphs + "/valley.txt"));
    auto state = std::make_unique<fixpath::GraphState<16>>();
    NodeId path[16];
    // From the cave (7) nothing leads back to 1: NoPath after settling the 3 cave nodes.
    const auto r = fixpath::find_route(g.view(), *state, g.find_label(7), g.find_label(1), path, 16);
    EXPECT_EQ(r.status, Status::NoPath);
    EXPECT_EQ(r.stats.expanded, 3u);
    EXPECT_TRUE(r.partial);
}

TEST(GraphStatus, SwampAndBootsAreOneHook) {
    const HostGraph g = parse(read_file(kGraphs + "/valley.txt"));
    const uint16_t swamp = 1u << 0;  // the first flag name in the file
    ASSERT_EQ(g.flag_names[0], "swamp");
    auto state = std::make_unique<fixpath::GraphState<16>>();
    NodeId path[16];
    const NodeId from = g.find_label(1), to = g.find_label(4);
    // Plain: 1-2-4 (40 + 30 = 70) beats the direct 1-4 (60)? No: 60 < 70.
    auto plain = fixpath::find_route(g.view(), *state, from, to, path, 16);
    EXPECT_EQ(plain.cost, 60u);
    // A cheap swamp (x0.1 is not allowed for A* without a shift; use Dijkstra).
    auto cheap = [&](uint32_t, const GraphEdge& e) -> uint32_t { return (e.flags & swamp) ? 1 : e.weight; };
    fixpath::GraphOptions dijkstra;
    dijkstra.algorithm = GraphAlgorithm::Dijkstra;
    auto with_boots = fixpath::find_route(g.view(), *state, from, to, path, 16, dijkstra, cheap);
    EXPECT_EQ(with_boots.cost, 41u);
    EXPECT_EQ(labels_of(g, path, with_boots.length), (std::vector<uint32_t>{1, 2, 4}));
    auto no_boots = [&](uint32_t, const GraphEdge& e) -> uint32_t { return (e.flags & swamp) ? 0 : e.weight; };
    auto without = fixpath::find_route(g.view(), *state, g.find_label(2), to, path, 16, fixpath::GraphOptions(), no_boots);
    EXPECT_EQ(without.status, Status::Found);
    EXPECT_EQ(labels_of(g, path, without.length), (std::vector<uint32_t>{2, 1, 4}));
}

TEST(GraphState, StampsWrapWithoutStaleRecords) {
    // 70,000 queries: the 15-bit stamp wraps twice; every answer stays right.
    const HostGraph g = fixpath_host::random_geometric_graph({30, 4.0, 300, 0.3, 0.0, 0, 0, 3});
    fixpath::GraphState<30> state;
    std::vector<fixpath_test::ReferenceTree> refs;
    for (uint32_t s = 0; s < 30; ++s) refs.push_back(fixpath_test::reference_tree(g.view(), s, fixpath::EdgeWeight()));
    Rng rng(9);
    NodeId path[30];
    for (int q = 0; q < 70000; ++q) {
        const uint32_t a = rng() % 30, b = rng() % 30;
        const auto r = fixpath::find_route(g.view(), state, a, b, path, 30);
        if (refs[a].cost[b] == fixpath_test::kNoDistance) {
            ASSERT_EQ(r.status, Status::NoPath);
        } else {
            ASSERT_EQ(r.status, Status::Found) << q;
            ASSERT_EQ(r.cost, refs[a].cost[b]) << q;
        }
    }
}

// --- The A* scale ---------------------------------------------------------------------

TEST(GraphScale, LargestAdmissibleAndExact) {
    std::mt19937_64 rng(3);
    for (int i = 0; i < 200000; ++i) {
        const uint32_t w = 1 + static_cast<uint32_t>(rng() % (i % 2 ? 100 : 100000000));
        const uint64_t d2 = 1 + rng() % (uint64_t{1} << (1 + i % 44));
        const fixpath::HeuristicScale s = fixpath::edge_scale(w, d2);
        ASSERT_TRUE(fixpath::scale_admissible(s, w, d2)) << w << " " << d2;
        ASSERT_LE(s.mantissa, 1023);
        // One more step of the mantissa would overestimate (unless capped).
        if (s.mantissa < 1023) {
            const fixpath::HeuristicScale up{static_cast<uint16_t>(s.mantissa + 1), s.shift};
            ASSERT_FALSE(fixpath::scale_admissible(up, w, d2)) << w << " " << d2;
        }
        // And the estimate of this edge's length never exceeds its weight.
        ASSERT_LE(s.estimate(d2), w);
    }
    EXPECT_TRUE(fixpath::scale_less(fixpath::HeuristicScale{512, 10}, fixpath::HeuristicScale{600, 10}));
    EXPECT_TRUE(fixpath::scale_less(fixpath::HeuristicScale{1000, 11}, fixpath::HeuristicScale{600, 10}));
    EXPECT_FALSE(fixpath::scale_less(fixpath::HeuristicScale{600, 9}, fixpath::HeuristicScale{1000, 10}));
}

// --- Reachability -----------------------------------------------------------------------

TEST(GraphReachability, MatchesBruteForceOnRandomDirectedGraphs) {
    Rng rng(21);
    auto reach = std::make_unique<fixpath::Reachability<64>>();
    for (int round = 0; round < 800; ++round) {
        auto spec = random_spec(rng);
        spec.oneway = 0.2 + (rng() % 4) * 0.25;
        const HostGraph g = fixpath_host::random_geometric_graph(spec);
        const TestHook hook{static_cast<int>(rng() % 2)};
        ASSERT_EQ(reach->analyse(g.view(), hook), Status::Complete);
        const uint32_t n = g.node_count();
        std::vector<std::vector<bool>> can(n);
        for (uint32_t v = 0; v < n; ++v) {
            const auto t = fixpath_test::reference_tree(g.view(), v, hook);
            for (uint32_t w = 0; w < n; ++w) can[v].push_back(t.cost[w] != fixpath_test::kNoDistance);
        }
        bool all = true;
        for (uint32_t a = 0; a < n; ++a) {
            bool leaves = false, enters = false, out = false, in = false;
            for (uint32_t b = 0; b < n; ++b) {
                all = all && can[a][b];
                EXPECT_EQ(reach->component(a) == reach->component(b), can[a][b] && can[b][a]);
                if (can[a][b] && !can[b][a]) leaves = true;
                if (can[b][a] && !can[a][b]) enters = true;
            }
            for (uint32_t v = 0; v < n; ++v) {
                for (uint32_t i = g.first_edge[v]; i < g.first_edge[v + 1]; ++i) {
                    const GraphEdge e = g.edges[i];
                    if (e.to == v || hook(v, e) == 0) continue;
                    if (v == a) out = true;
                    if (e.to == a) in = true;
                }
            }
            EXPECT_EQ(reach->is_sink(a), !out);
            EXPECT_EQ(reach->is_source(a), !in);
            EXPECT_EQ(reach->in_sink_component(a), !leaves);
            EXPECT_EQ(reach->in_source_component(a), !enters);
        }
        EXPECT_EQ(reach->report().strongly_connected, all);
    }
}

TEST(GraphReachability, ValleyHasATrapAndALookout) {
    const HostGraph g = parse(read_file(kGraphs + "/valley.txt"));
    fixpath::Reachability<16> reach;
    ASSERT_EQ(reach.analyse(g.view()), Status::Complete);
    const fixpath::ReachabilityReport& r = reach.report();
    EXPECT_FALSE(r.strongly_connected);
    EXPECT_EQ(r.components, 3u);
    EXPECT_EQ(r.sink_components, 1u);
    EXPECT_EQ(r.source_components, 1u);
    EXPECT_EQ(r.sources, 1u);
    EXPECT_TRUE(reach.is_source(g.find_label(9)));
    for (uint32_t id : {6u, 7u, 8u}) EXPECT_TRUE(reach.in_sink_component(g.find_label(id)));
    // Without the door (flag 2) the cave and the east are cut off further.
    auto no_door = [](uint32_t, const GraphEdge& e) -> uint32_t { return (e.flags & 2) ? 0 : e.weight; };
    ASSERT_EQ(reach.analyse(g.view(), no_door), Status::Complete);
    EXPECT_EQ(reach.report().components, 4u);
    fixpath::Reachability<4> tiny;
    EXPECT_EQ(tiny.analyse(g.view()), Status::MapTooLarge);
}

// --- Binary format ---------------------------------------------------------------------

std::vector<uint8_t> seed_file(bool table) {
    HostGraph g = parse(read_file(kGraphs + "/seed.txt"));
    if (table) fixpath_host::build_routes(g);
    return fixpath_host::graph_file_bytes(g);
}

void restamp(std::vector<uint8_t>& f) {  // recompute the checksum after an edit
    const size_t at = f.size() - 4;
    const uint32_t crc = fixpath::crc32(f.data(), at);
    for (int i = 0; i < 4; ++i) f[at + static_cast<size_t>(i)] = static_cast<uint8_t>(crc >> (8 * i));
}

fixpath::GraphFormatError check(const std::vector<uint8_t>& f, uint32_t max_nodes = 100) {
    return fixpath::validate_graph(f.data(), f.size(), max_nodes, nullptr);
}

TEST(GraphFormat, EveryValidatorErrorHasATest) {
    using E = fixpath::GraphFormatError;
    const std::vector<uint8_t> good = seed_file(true);
    ASSERT_EQ(check(good), E::None);
    EXPECT_EQ(fixpath::crc32(reinterpret_cast<const uint8_t*>("123456789"), 9), 0xCBF43926u);  // the standard check value
    const size_t labels = 32, positions = labels + 40, first = positions + 120, arcs = first + 44, routes = arcs + 26 * 8;
    auto edited = [&](size_t at, std::vector<uint8_t> bytes, bool fix = true) {
        std::vector<uint8_t> f = good;
        std::copy(bytes.begin(), bytes.end(), f.begin() + static_cast<long>(at));
        if (fix) restamp(f);
        return check(f);
    };
    EXPECT_EQ(check(std::vector<uint8_t>(good.begin(), good.begin() + 20)), E::Truncated);
    EXPECT_EQ(check(std::vector<uint8_t>(good.begin(), good.end() - 1)), E::Truncated);
    EXPECT_EQ(fixpath::validate_graph(nullptr, 0, 10, nullptr), E::Truncated);
    EXPECT_EQ(edited(0, {'F', 'X', 'P', 'H'}), E::BadMagic);
    EXPECT_EQ(edited(4, {2, 0}), E::BadVersion);
    EXPECT_EQ(edited(6, {28, 0}), E::BadHeader);
    EXPECT_EQ(edited(16, {3}), E::BadHeader);
    EXPECT_EQ(edited(20, {1}), E::BadHeader);
    EXPECT_EQ(check(good, 9), E::TooManyNodes);
    EXPECT_EQ(edited(8, {11, 0, 0, 0}), E::SizeMismatch);   // one node more than the size holds
    EXPECT_EQ(edited(12, {0, 0, 1, 0}), E::SizeMismatch);   // 65536 arcs
    std::vector<uint8_t> longer = good;
    longer.push_back(0);
    EXPECT_EQ(check(longer), E::SizeMismatch);
    EXPECT_EQ(edited(arcs + 4, {9, 0, 0, 0}, false), E::BadChecksum);
    EXPECT_EQ(edited(labels + 4, {1, 0, 0, 0}), E::BadLabels);  // label 2 -> 1: not increasing
    EXPECT_EQ(edited(positions, {0, 0, 0x20, 0}), E::BadPosition);  // x = 2^21
    EXPECT_EQ(edited(first, {1, 0, 0, 0}), E::BadOffsets);
    EXPECT_EQ(edited(first + 40, {25, 0, 0, 0}), E::BadOffsets);
    EXPECT_EQ(edited(first + 8, {200, 0, 0, 0}), E::BadOffsets);
    EXPECT_EQ(edited(arcs, {10, 0}), E::BadEdgeTarget);
    EXPECT_EQ(edited(arcs + 4, {0, 0, 0, 0}), E::BadWeight);
    EXPECT_EQ(edited(18, {0xFF, 0x03}), E::BadScale);          // mantissa 1023 overestimates
    EXPECT_EQ(edited(18, {0, 0x04}), E::BadHeader);            // mantissa 1024
    EXPECT_EQ(edited(routes, {1}), E::BadRouteTable);          // (0, 0) must be 0
    EXPECT_EQ(edited(routes + 4, {9}), E::BadRouteTable);      // 1 -> 5 via 10: not a neighbour of 1
    EXPECT_EQ(edited(routes + 4, {10}), E::BadRouteTable);     // out of range
    // Padding after the table must be zero: 3 nodes, 9 entries, 3 bytes of padding at 128 + 9.
    HostGraph three = parse("node 1 0 0\nnode 2 1 0\nnode 3 2 0\nedge 1 2\nedge 2 3\n");
    ASSERT_TRUE(fixpath_host::build_routes(three));
    std::vector<uint8_t> padded = fixpath_host::graph_file_bytes(three);
    ASSERT_EQ(check(padded), E::None);
    padded[137] = 1;
    restamp(padded);
    EXPECT_EQ(check(padded), E::BadRouteTable);
    // Each error has a name.
    for (int e = 0; e <= static_cast<int>(E::BadRouteTable); ++e) {
        EXPECT_STRNE(fixpath::file_error_name(static_cast<E>(e)), "unknown");
    }
}

TEST(GraphFormat, EveryTruncationAndEveryBitFlipIsRejected) {
    for (bool table : {false, true}) {
        const std::vector<uint8_t> good = seed_file(table);
        for (size_t size = 0; size < good.size(); ++size) {
            ASSERT_NE(fixpath::validate_graph(good.data(), size, 100, nullptr), fixpath::GraphFormatError::None) << size;
        }
        for (size_t bit = 0; bit < good.size() * 8; ++bit) {
            std::vector<uint8_t> f = good;
            f[bit / 8] = static_cast<uint8_t>(f[bit / 8] ^ (1u << (bit % 8)));
            ASSERT_NE(check(f), fixpath::GraphFormatError::None) << "bit " << bit;
        }
    }
}

TEST(GraphFormat, RandomGraphsRoundTrip) {
    Rng rng(4);
    for (int round = 0; round < 200; ++round) {
        HostGraph g = fixpath_host::random_geometric_graph(random_spec(rng));
        if (round % 2) {
            ASSERT_TRUE(fixpath_host::build_routes(g));
        }
        const std::vector<uint8_t> bytes = fixpath_host::graph_file_bytes(g);
        fixpath::GraphBlob blob;
        ASSERT_EQ(fixpath::validate_graph(bytes.data(), bytes.size(), 64, &blob), fixpath::GraphFormatError::None);
        const HostGraph back = fixpath_host::graph_from_blob(blob);
        EXPECT_EQ(back.labels, g.labels);
        EXPECT_EQ(back.first_edge, g.first_edge);
        EXPECT_EQ(back.routes, g.routes);
        ASSERT_EQ(back.edges.size(), g.edges.size());
        for (size_t i = 0; i < g.edges.size(); ++i) {
            EXPECT_EQ(back.edges[i].to, g.edges[i].to);
            EXPECT_EQ(back.edges[i].weight, g.edges[i].weight);
            EXPECT_EQ(back.edges[i].flags, g.edges[i].flags);
        }
        EXPECT_EQ(fixpath::check_graph(g.view()), fixpath::GraphFormatError::None);
    }
}

// --- Text format --------------------------------------------------------------------------

TEST(GraphText, ErrorsNameTheLine) {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"node 1 0 0\nedge 1 2\n", "test:2: edge to unknown node 2"},
        {"node 1 0 0\nnode 1 5 5\n", "test:2: node 1 already declared on line 1"},
        {"# c\nnode 1 0\n", "test:2: expected 'node ID X Y [Z]'"},
        {"node x 0 0\n", "test:1: node ID 'x' is not an unsigned 32-bit integer"},
        {"node 1 0 70000\n", "test:1: coordinate '70000' is not a number within +-65536 with at most 4 decimals"},
        {"node 1 0 1.23456\n", "test:1: coordinate '1.23456' is not a number within +-65536 with at most 4 decimals"},
        {"node 1 0 0\nnode 2 1 1\nedge 1 2 0\n", "test:3: weight '0' must be an integer from 1 to 4294967295"},
        {"node 1 0 0\nnode 2 1 1\nedge 1 2 5 @\n", "test:3: unexpected '@' (a weight comes right after B; then oneway and flag names)"},
        {"edge 1\n", "test:1: expected 'edge A B [WEIGHT] [oneway] [FLAG...]'"},
        {"vertex 1 0 0\n", "test:1: unknown item 'vertex' (expected node or edge)"},
    };
    for (const auto& [text, message] : cases) {
        HostGraph g;
        std::string error;
        EXPECT_FALSE(fixpath_host::parse_graph_text(text, "test", g, error)) << text;
        EXPECT_EQ(error, message);
    }
    std::string flags = "node 1 0 0\nnode 2 1 0\n";
    for (int i = 0; i < 17; ++i) flags += "edge 1 2 f" + std::to_string(i) + "\n";
    HostGraph g;
    std::string error;
    EXPECT_FALSE(fixpath_host::parse_graph_text(flags, "test", g, error));
    EXPECT_EQ(error, "test:19: flag 'f16' would be the 17th: at most 16 flag names");
}

TEST(GraphText, HeaderFlagConstantsAreUnique) {
    const HostGraph g = parse("node 1 0 0\nnode 2 1 0\nedge 1 2 wet-feet wet_feet\n");
    const std::string h = fixpath_host::graph_header(g, "ns", "t.txt");
    EXPECT_NE(h.find("constexpr uint16_t kFlagWetFeet = 0x1;  // wet-feet"), std::string::npos) << h;
    EXPECT_NE(h.find("constexpr uint16_t kFlagWetFeetBit1 = 0x2;  // wet_feet"), std::string::npos) << h;
}

TEST(GraphText, CoordinatesWeightsAndFlags) {
    const HostGraph g = parse("node 7 -1.5 2.0313 3\nnode 3 3 4   # comment\nedge 7 3 oneway door swamp\nedge 3 7 12 swamp\n");
    ASSERT_EQ(g.labels, (std::vector<uint32_t>{3, 7}));
    EXPECT_EQ(g.positions[1], (fixpath::NodePosition{-24, 33, 48}));  // 2.0313 * 16 = 32.5008 -> 33
    // Node 0 is ID 3, node 1 is ID 7. Arcs: 3->7 (12, swamp); 7->3 (length, door|swamp, the one-way
    // edge); 7->3 (12, swamp).
    ASSERT_EQ(g.edges.size(), 3u);
    EXPECT_EQ(g.first_edge, (std::vector<uint32_t>{0, 1, 3}));
    EXPECT_EQ(g.edges[0].to, 1);
    EXPECT_EQ(g.edges[0].weight, 12u);
    EXPECT_EQ(g.edges[0].flags, 2);
    EXPECT_EQ(g.edges[1].flags, 3);
    EXPECT_EQ(g.edges[1].weight, fixpath::euclidean_weight(g.positions[1], g.positions[0]));
    EXPECT_EQ(g.edges[2].weight, 12u);
    EXPECT_EQ(g.flag_names, (std::vector<std::string>{"door", "swamp"}));
}

// --- FixedGraph -----------------------------------------------------------------------------

TEST(FixedGraph, EditsKeepTheLayoutAndRefuseWhatDoesNotFit) {
    fixpath::FixedGraph<4, 6> g;
    NodeId id = 0;
    EXPECT_EQ(g.add_node(fixpath::position_of_units(0, 0), &id), fixpath::GraphEdit::Ok);
    EXPECT_EQ(id, 0);
    g.add_node(fixpath::position_of_units(3, 4));
    g.add_node(fixpath::position_of_units(6, 8));
    EXPECT_EQ(g.add_node(fixpath::NodePosition{fixpath::kMaxCoordinate + 1, 0, 0}), fixpath::GraphEdit::BadPosition);
    g.add_node(fixpath::position_of_units(0, 8));
    EXPECT_EQ(g.add_node(fixpath::position_of_units(1, 1)), fixpath::GraphEdit::TooManyNodes);
    EXPECT_EQ(g.add_edge(0, 9), fixpath::GraphEdit::NoSuchNode);
    EXPECT_EQ(g.add_edge(1, 2), fixpath::GraphEdit::Ok);          // weight 5, both ways
    EXPECT_EQ(g.add_edge(0, 1, 7, 1, fixpath::EdgeDirection::OneWay), fixpath::GraphEdit::Ok);
    EXPECT_EQ(g.add_edge(2, 3), fixpath::GraphEdit::Ok);
    EXPECT_EQ(g.add_edge(0, 3), fixpath::GraphEdit::TooManyEdges);  // 5 arcs, room for 1
    EXPECT_EQ(g.add_edge(3, 0, 8, 0, fixpath::EdgeDirection::OneWay), fixpath::GraphEdit::Ok);
    EXPECT_EQ(g.edge_count(), 6u);
    EXPECT_EQ(fixpath::check_graph(g.view()), fixpath::GraphFormatError::None);
    const HostGraph same = parse("node 0 0 0\nnode 1 3 4\nnode 2 6 8\nnode 3 0 8\nedge 1 2\nedge 0 1 7 oneway a\nedge 2 3\nedge 3 0 8 oneway\n");
    ASSERT_EQ(same.edges.size(), 6u);
    for (uint32_t v = 0; v < 4; ++v) {
        EXPECT_EQ(g.view().edges_begin(v), same.first_edge[v]);
        EXPECT_EQ(g.view().edges_end(v), same.first_edge[v + 1]);
    }
    for (uint32_t i = 0; i < 6; ++i) {
        EXPECT_EQ(g.view().edge(i).to, same.edges[i].to);
        EXPECT_EQ(g.view().edge(i).weight, same.edges[i].weight);
    }
    EXPECT_EQ(g.view().scale().mantissa, same.scale.mantissa);
    EXPECT_EQ(g.remove_edge(1, 2), 2u);
    EXPECT_EQ(g.edge_count(), 4u);
    EXPECT_EQ(fixpath::check_graph(g.view()), fixpath::GraphFormatError::None);
    EXPECT_EQ(g.add_edge(0, 0, 3), fixpath::GraphEdit::Ok);  // a self-loop is harmless
    EXPECT_EQ(g.add_edge(0, 1, 0, 0, fixpath::EdgeDirection::OneWay), fixpath::GraphEdit::TooManyEdges);
}

// --- Getting onto the graph, walking a route -------------------------------------------------

TEST(GraphNearest, MatchesBruteForceWithFilterAndLimit) {
    Rng rng(31);
    for (int round = 0; round < 300; ++round) {
        const HostGraph g = fixpath_host::random_geometric_graph(random_spec(rng));
        for (int q = 0; q < 20; ++q) {
            const fixpath::NodePosition p{static_cast<int32_t>(rng() % 40000) - 4000, static_cast<int32_t>(rng() % 40000) - 4000, 0};
            const uint32_t limit = q % 3 == 0 ? 0 : static_cast<uint32_t>(rng() % 20000);
            const uint32_t parity = rng() % 2;
            uint32_t calls = 0;
            auto accept = [&](uint32_t node) { ++calls; return node % 2 == parity; };
            const NodeId got = fixpath::nearest_node(g.view(), p, limit, accept);
            NodeId want = fixpath::kNoNode;
            uint64_t best = 0;
            for (uint32_t v = 0; v < g.node_count(); ++v) {
                const uint64_t d2 = fixpath::squared_distance(g.positions[v], p);
                if (v % 2 != parity || (limit != 0 && d2 > uint64_t{limit} * limit)) continue;
                if (want == fixpath::kNoNode || d2 < best) {
                    want = static_cast<NodeId>(v);
                    best = d2;
                }
            }
            EXPECT_EQ(got, want);
            EXPECT_LE(calls, g.node_count());
        }
    }
}

TEST(RouteFollower, WalksTheRouteAtItsSpeedWithBoundedVariation) {
    const HostGraph g = parse(read_file(kGraphs + "/seed.txt"));
    const NodeId route[] = {0, 8, 9, 3, 4};  // 1-9-10-4-5
    for (uint32_t seed = 1; seed < 200; ++seed) {
        fixpath::NodePosition points[5];
        const int32_t offset = static_cast<int32_t>(seed % 40);
        uint32_t rejected = 0;
        auto clear = [&](fixpath::NodePosition a, fixpath::NodePosition b) {
            const bool ok = (a.x + b.x) % 3 != 0;  // an arbitrary wall
            rejected += ok ? 0 : 1;
            return ok;
        };
        ASSERT_EQ(fixpath::route_waypoints(g.view(), route, 5, points, 5, seed, offset, clear), 5u);
        EXPECT_EQ(points[0], g.positions[0]);
        EXPECT_EQ(points[4], g.positions[4]);
        for (int i = 1; i < 4; ++i) {
            EXPECT_LE(std::abs(points[i].x - g.positions[route[i]].x), offset);
            EXPECT_LE(std::abs(points[i].y - g.positions[route[i]].y), offset);
        }
        const NodeId bad_route[] = {0, 8, 42};
        EXPECT_EQ(fixpath::route_waypoints(g.view(), bad_route, 3, points, 5, seed, offset), 0u);
        fixpath::NodePosition again[5];
        fixpath::route_waypoints(g.view(), route, 5, again, 5, seed, offset, clear);
        for (int i = 0; i < 5; ++i) EXPECT_EQ(again[i], points[i]) << "same seed, same line";
        // Walk: the distance covered per tick is the speed (to within the
        // integer rounding of each position), and the walk ends at the goal.
        const uint32_t speed = 10 + seed % 50;
        fixpath::RouteFollower walker(points, 5, speed);
        uint64_t total = 0;
        for (int i = 1; i < 5; ++i) total += fixpath::segment_length(points[i - 1], points[i]);
        uint32_t ticks = 0;
        while (!walker.finished()) {
            walker.tick();
            ++ticks;
            ASSERT_LT(ticks, 100000u);
        }
        EXPECT_EQ(walker.position(), points[4]);
        EXPECT_EQ(ticks, (total + speed - 1) / speed);
    }
}

}  // namespace
