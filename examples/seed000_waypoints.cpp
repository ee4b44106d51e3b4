// Seed 000 ("Dijkstra's Path Finding Algorithm", VB): a hand-placed waypoint
// graph, Dijkstra from vertex 1 to vertex 5 in the tutorial's worked example,
// then the "Enhancing the Algorithm" list of its section 7.
//
// The tutorial stores at most 4 edges a vertex with Double distances, marks
// visits in a table scanned linearly for the lowest temporary value, gives up
// after one second of GetTickCount, and ReDims its path array step by step.
// Here: any number of edges in a compressed graph built at compile time,
// integer weights, a bounded heap in a static state, a budget of expansions
// per frame instead of a clock, and a path written into the caller's array.
#include <cstdio>
#include <initializer_list>

#include <fixpath/fixpath.hpp>

namespace {

constexpr uint16_t kSwamp = 1;  // an edge flag of ours: the library never interprets flags

// The worked example: vertices 1..10 (node 0 is unused, so numbers match the
// text), undirected edges with the tutorial's made-up distances. 6-5 has no
// distance in the text; any value >= 1 gives the same answer. Positions are
// roughly where the tutorial's picture has them, in pixels.
constexpr fixpath::FixedGraph<11, 32> make_graph() {
    fixpath::FixedGraph<11, 32> g;
    const int32_t xy[11][2] = {{0, 0},    {10, 10},  {60, 10},  {120, 10}, {170, 40}, {200, 80},
                               {150, 110}, {100, 110}, {20, 100}, {60, 50},  {120, 60}};
    for (const auto& p : xy) {
        g.add_node(fixpath::position_of_units(p[0], p[1]));
    }
    const uint32_t edges[13][3] = {{1, 2, 2},  {1, 8, 3},  {1, 9, 3}, {2, 3, 3}, {2, 9, 1}, {9, 10, 4}, {8, 7, 5},
                                   {3, 4, 4},  {10, 4, 1}, {10, 7, 1}, {7, 6, 1}, {4, 5, 1}, {6, 5, 2}};
    for (const auto& e : edges) {
        // The edge 9-10 crosses a swamp in this version of the map.
        g.add_edge(e[0], e[1], e[2], e[0] == 9 && e[1] == 10 ? kSwamp : 0);
    }
    return g;
}
constexpr auto kGraph = make_graph();

// The route table ("a matrix of possible routes"), computed by the compiler
// with the same engine: ROM data on a device, no search at run time.
struct Routes {
    uint8_t next[11 * 11];
};
constexpr Routes make_routes() {
    Routes r{};
    fixpath::GraphState<11, uint16_t> state;
    fixpath::build_route_table(kGraph.view(), state, r.next, 11 * 11);
    return r;
}
constexpr Routes kRoutes = make_routes();

fixpath::GraphState<11, uint16_t> g_state;  // 11 nodes, 16-bit costs: all the search memory
fixpath::NodeId g_route[11];

void print_route(const char* what, const fixpath::NodeId* route, uint32_t length, uint32_t cost) {
    std::printf("%-44s cost %2u:", what, static_cast<unsigned>(cost));
    for (uint32_t i = 0; i < length; ++i) {
        std::printf(" %u", static_cast<unsigned>(route[i]));
    }
    std::printf("\n");
}

bool is(const fixpath::NodeId* route, uint32_t length, std::initializer_list<int> expected) {
    if (length != expected.size()) return false;
    uint32_t i = 0;
    for (int v : expected) {
        if (route[i++] != v) return false;
    }
    return true;
}

}  // namespace

int main() {
    bool ok = true;
    const fixpath::GraphView graph = kGraph.view();

    // 1. The worked example, time-sliced: at most 2 vertices settled a
    //    "frame" where the tutorial watched the clock.
    fixpath::GraphOptions dijkstra;
    dijkstra.algorithm = fixpath::GraphAlgorithm::Dijkstra;
    fixpath::GraphSearch<fixpath::GraphView, decltype(g_state)> search(graph, g_state);
    search.begin(1, 5, dijkstra);
    int frames = 1;
    while (search.step(2) == fixpath::Status::InProgress) {
        ++frames;
    }
    auto path = search.path(g_route, 11);
    print_route("Dijkstra 1 -> 5 (the worked example)", g_route, path.length, path.cost);
    std::printf("  %u vertices settled over %d frames of 2; 1-2-9-10-4-5 also costs 9 but has an edge more\n",
                static_cast<unsigned>(search.stats().expanded), frames);
    ok = ok && path.cost == 9 && is(g_route, path.length, {1, 9, 10, 4, 5});

    // 2. A*, with the exact integer estimate the graph carries.
    const auto astar = fixpath::find_route(graph, g_state, 1, 5, g_route, 11);
    print_route("A* 1 -> 5", g_route, astar.length, astar.cost);
    ok = ok && astar.cost == 9;

    // 3. Edge weighting (section 7): swamp edges cost double ...
    auto swamp_double = [](uint32_t, const fixpath::GraphEdge& e) -> uint32_t {
        return (e.flags & kSwamp) ? e.weight * 2 : e.weight;
    };
    const auto wet = fixpath::find_route(graph, g_state, 1, 5, g_route, 11, dijkstra, swamp_double);
    print_route("swamp edges x2", g_route, wet.length, wet.cost);
    ok = ok && wet.cost == 10 && is(g_route, wet.length, {1, 2, 3, 4, 5});
    // ... and without wading boots they are closed.
    auto no_boots = [](uint32_t, const fixpath::GraphEdge& e) -> uint32_t { return (e.flags & kSwamp) ? 0 : e.weight; };
    const auto dry = fixpath::find_route(graph, g_state, 9, 10, g_route, 11, dijkstra, no_boots);
    print_route("no boots, 9 -> 10 around the swamp", g_route, dry.length, dry.cost);
    ok = ok && dry.cost == 9 && is(g_route, dry.length, {9, 2, 3, 4, 10});

    // 4. The matrix of possible routes: a lookup per hop.
    const fixpath::RouteTable<uint8_t> table(kRoutes.next, 11);
    const fixpath::RouteFollow follow = table.follow(1, 5, g_route, 11);
    print_route("route table 1 -> 5 (no search)", g_route, follow.length, 9);
    std::printf("  table: %u bytes for 11 vertices (the tutorial: 16 bytes a stored path, 1,936 bytes)\n",
                static_cast<unsigned>(sizeof kRoutes.next));
    ok = ok && is(g_route, follow.length, {1, 9, 10, 4, 5});

    // 5. "Write a test that checks if every node can be reached by every
    //    other": vertex 0 is the unused slot, so the graph is not one piece.
    static fixpath::Reachability<11> reach;
    reach.analyse(graph);
    std::printf("reachability: %u components, vertex 0 isolated: %s, vertices 1..10 one component: %s\n",
                static_cast<unsigned>(reach.report().components), reach.report().isolated == 1 ? "yes" : "no",
                reach.component(1) == reach.component(10) ? "yes" : "no");
    ok = ok && reach.report().components == 2 && reach.component(1) == reach.component(10);

    // 6. Moving the player: onto the graph at the nearest vertex (within 40
    //    pixels, ignoring the unused slot), along the route at 2 pixels a
    //    tick, each waypoint nudged by up to 3 pixels so that units differ.
    const fixpath::NodePosition player = fixpath::position_of_units(14, 30);
    const fixpath::NodeId entry = fixpath::nearest_node(graph, player, 40 * fixpath::kPositionUnit,
                                                        [](uint32_t v) { return v != 0; });
    const auto walk = fixpath::find_route(graph, g_state, entry, 5, g_route, 11);
    fixpath::NodePosition points[11];
    const uint32_t n = fixpath::route_waypoints(graph, g_route, walk.length, points, 11, 7u, 3 * fixpath::kPositionUnit);
    fixpath::RouteFollower walker(points, n, 2 * fixpath::kPositionUnit);
    uint32_t ticks = 0;
    while (!walker.finished()) {
        walker.tick();
        ++ticks;
    }
    std::printf("player at (14, 30) enters at vertex %u and walks to vertex 5 in %u ticks, ending at (%d, %d)\n",
                static_cast<unsigned>(entry), static_cast<unsigned>(ticks),
                static_cast<int>(walker.position().x / fixpath::kPositionUnit),
                static_cast<int>(walker.position().y / fixpath::kPositionUnit));
    ok = ok && entry == 1 && walker.position() == graph.position(5);

    std::printf("%s\n", ok ? "all as the tutorial says" : "UNEXPECTED RESULT");
    return ok ? 0 : 1;
}
