// Compiled with -nostdinc++ -ffreestanding -fno-exceptions -fno-rtti: proves
// the core needs no C++ standard library (Debian's riscv64-unknown-elf ships
// none) and instantiates every template so their bodies are checked too.
#include <fixpath/fixpath.hpp>

namespace {

struct RomTiles {  // a user map type, as grid_map.hpp describes
    const uint8_t* ids;
    int32_t width() const { return 8; }
    int32_t height() const { return 8; }
    uint8_t cost(int32_t x, int32_t y) const { return ids[y * 8 + x] == 1 ? 0 : 1; }
};

const uint8_t kTiles[64] = {};
const uint8_t kBits[8] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
fixpath::DenseState<64, uint16_t> dense16;
fixpath::DenseState<64, uint32_t> dense32;
fixpath::BoundedState<32, uint8_t> bounded8;
fixpath::BoundedState<32, uint32_t> bounded32;
fixpath::Point path[64];
uint16_t distances[64];

// Waypoint graphs: a graph in flash, a run-time graph, a file, every query kind.
constexpr fixpath::NodePosition kNodes[3] = {{0, 0, 0}, {160, 0, 0}, {160, 160, 16}};
constexpr uint32_t kFirst[4] = {0, 1, 3, 4};
constexpr fixpath::GraphEdge kArcs[4] = {{1, 0, 10}, {0, 0, 10}, {2, 1, 10}, {1, 1, 10}};
constexpr fixpath::GraphView kGraph(kNodes, 3, kFirst, kArcs, fixpath::kLargestScale);
fixpath::GraphState<8, uint16_t> graph_state;
fixpath::Reachability<8> reach;
fixpath::FixedGraph<8, 16> editable;
fixpath::NodeId route[8];
uint8_t table[9];
uint8_t file[512];

int graph_part() {
    int total = 0;
    auto no_doors = [](uint32_t, const fixpath::GraphEdge& e) -> uint32_t { return e.flags ? 0u : e.weight; };
    total += static_cast<int>(fixpath::find_route(kGraph, graph_state, 0, 2, route, 8).cost);
    const fixpath::FlashGraphView flash(kNodes, 3, kFirst, kArcs);
    total += static_cast<int>(fixpath::find_route(flash, graph_state, 0, 2, route, 8).cost);
    total += static_cast<int>(fixpath::find_route(kGraph, graph_state, 0, 2, route, 8, fixpath::GraphOptions(), no_doors).status);
    fixpath::build_route_table(kGraph, graph_state, table, 9);
    total += static_cast<int>(fixpath::RouteTable<uint8_t>(table, 3).follow(0, 2, route, 8).length);
    reach.analyse(kGraph);
    total += static_cast<int>(reach.report().components);
    editable.add_node(fixpath::position_of_units(1, 1));
    editable.add_node(fixpath::position_of_units(5, 1));
    editable.add_edge(0, 1);
    total += static_cast<int>(fixpath::nearest_node(editable.view(), fixpath::position_of_units(4, 4)));
    const uint32_t size = fixpath::write_graph_file(kGraph, nullptr, table, file, sizeof file);
    fixpath::GraphBlob blob;
    if (fixpath::validate_graph(file, static_cast<size_t>(size), 8, &blob) == fixpath::GraphFormatError::None) {
        total += static_cast<int>(fixpath::find_route(blob, graph_state, 0, 2, route, 8).length);
        static fixpath::NodePosition points[8];
        const uint32_t k = fixpath::route_waypoints(blob, route, 3, points, 8, 99u, 8);
        fixpath::RouteFollower walker(points, k, 20);
        while (!walker.finished()) {
            total += walker.tick().x & 1;
        }
    }
    return total;
}

// Every other front end: jump points (online, with a column map and from a
// table), links, hexes, D* Lite, movement ranges, big units, crowds, and a
// map read from AVR program memory. (Compiled for AVR too, where int has 16
// bits: ports/avr.)
int other_front_ends(const RomTiles& rom) {
    int total = 0;
    static fixpath::JumpPointState<fixpath::DenseState<64, uint16_t>> jump_state;
    fixpath::JumpPointSearch<RomTiles, decltype(jump_state)> jump(rom, jump_state);
    jump.begin({0, 0}, {7, 7});
    jump.step(fixpath::kUnlimited);
    total += static_cast<int>(jump.path(path, 64).length);
    static int8_t jumps[8 * 8 * 8];
    if (fixpath::build_jump_table(rom, jumps, sizeof jumps)) {
        fixpath::TableJumpPointSearch<RomTiles, decltype(jump_state)> tables(rom, jump_state,
                                                                              fixpath::JumpTable(jumps, 8, 8));
        tables.begin({0, 0}, {7, 7});
        total += static_cast<int>(tables.step(fixpath::kUnlimited));
    }
    const fixpath::GridLink links[1] = {{{0, 0}, {7, 7}, 3, fixpath::LinkWay::Both}};
    fixpath::LinkedGridSearch<RomTiles, decltype(dense16)> linked(rom, dense16);
    linked.begin({0, 0}, {7, 0}, links, 1);
    linked.step(fixpath::kUnlimited);
    total += static_cast<int>(linked.path(path, 64).length);
    fixpath::HexSearch<RomTiles, decltype(dense16)> hex(rom, dense16, fixpath::HexLayout::FlatEvenColumns);
    static fixpath::Hex hexes[64];
    hex.begin(fixpath::Hex{0, 0}, fixpath::Hex{3, 2});
    hex.step(fixpath::kUnlimited);
    total += static_cast<int>(hex.path(hexes, 64).length);
    static fixpath::IncrementalState<64, uint16_t> incremental_state;
    fixpath::IncrementalSearch<RomTiles, decltype(incremental_state)> incremental(rom, incremental_state);
    incremental.begin({0, 0}, {7, 7});
    incremental.run();
    incremental.notify_changed({3, 3});
    incremental.run();
    total += static_cast<int>(incremental.path(path, 64).length);
    fixpath::MovementRange<RomTiles, decltype(dense16)> range(rom, dense16);
    range.begin({3, 3}, 30, distances, 64);
    range.run();
    total += range.reachable({4, 4}) ? 1 : 0;
    static uint8_t clearance[64];
    fixpath::compute_clearance(rom, clearance, 64);
    const fixpath::UnitSizeMap<RomTiles> big(rom, clearance, 2);
    total += static_cast<int>(fixpath::find_path(big, dense16, {0, 0}, {5, 5}, path, 64).status);
    const fixpath::FlashByteCostMap flash(kTiles, 8, 8);
    total += static_cast<int>(fixpath::find_path(flash, dense16, {0, 0}, {7, 7}, path, 64).cost);
    static uint8_t directions[fixpath::FlowField<RomTiles, decltype(dense16)>::direction_bytes(64)];
    fixpath::FlowField<RomTiles, decltype(dense16)> field(rom, dense16, {0, 0, 8, 8}, distances, directions, nullptr, 0);
    const fixpath::Point goal{7, 7};
    field.begin(&goal, 1);
    field.run();
    static fixpath::Point units[2] = {{0, 0}, {1, 0}};
    static uint8_t arrived[2];
    static uint8_t occupied[64];
    fixpath::Crowd<decltype(field)> crowd(field, units, arrived, 2, occupied);
    total += static_cast<int>(crowd.tick());
    // Goal bounding: the search, the file validator.
    static uint8_t boxes[64 * 32];
    static uint8_t bounds_file[44 + 64 * 32];
    fixpath::GoalBounds bounds(boxes, 8, 8, 1, fixpath::SearchOptions<uint16_t>());
    fixpath::GoalBoundedSearch<RomTiles, decltype(dense16)> bounded(rom, dense16);
    bounded.use_goal_bounds(&bounds);
    bounded.begin({0, 0}, {7, 7});
    total += static_cast<int>(bounded.run());
    total += static_cast<int>(fixpath::write_goal_bounds_file(rom, bounds, bounds_file, sizeof bounds_file));
    total += static_cast<int>(fixpath::validate_goal_bounds(bounds_file, sizeof bounds_file, rom, &bounds));
    static uint16_t tables[2 * 64];
    static uint16_t cell_units[3 * 64];
    static fixpath::UnitGroup<RomTiles, decltype(dense16), 2> group(rom, dense16, tables, 2 * 64, cell_units, 3 * 64);
    uint16_t unit = 0;
    group.add_unit({0, 0}, unit);
    group.set_goal(unit, {7, 7});
    group.prepare(fixpath::kUnlimited);
    total += static_cast<int>(group.tick());
    return total;
}

}  // namespace

int fixpath_freestanding_check() {
    const RomTiles rom{kTiles};
    fixpath::BitMap bits(kBits, 8, 8);
    fixpath::ByteCostMap bytes(kTiles, 8, 8);
    int total = 0;
    total += static_cast<int>(fixpath::find_path(rom, dense16, {0, 0}, {7, 7}, path, 64).status);
    total += static_cast<int>(fixpath::find_path(bits, bounded32, {0, 0}, {7, 7}, path, 64).status);
    total += static_cast<int>(fixpath::find_path(bytes, dense32, {0, 0}, {7, 7}, path, 64).status);
    fixpath::SearchOptions<uint8_t> small;
    small.costs = {1, 1};
    total += static_cast<int>(fixpath::find_path(rom, bounded8, {0, 0}, {7, 7}, path, 64, small).status);
    fixpath::GridSearch<RomTiles, decltype(dense16)> search(rom, dense16);
    search.begin_fill({3, 3}, fixpath::Area::around({3, 3}, 3), distances);
    search.step(fixpath::kUnlimited);
    total += static_cast<int>(search.turning_points(path, 64).length);
    total += static_cast<int>(search.path_to({4, 4}, path, 64).length);
    // Flow field, repair, smoothing, following.
    static uint8_t directions[fixpath::FlowField<RomTiles, decltype(dense16)>::direction_bytes(64)];
    static uint32_t scratch[16];
    fixpath::FlowField<RomTiles, decltype(dense16)> field(rom, dense16, {0, 0, 8, 8}, distances, directions, scratch, 16);
    const fixpath::Point goal{7, 7};
    field.begin(&goal, 1);
    field.run();
    field.begin_repair(&goal, 1);
    field.run();
    total += static_cast<int>(field.trace({0, 0}, path, 64));
    total += static_cast<int>(fixpath::smooth_path(rom, path, 8, path, 64));
    static fixpath::FixedPoint waypoints[64];
    fixpath::vary_path(rom, path, 8, waypoints, 64, 1234u, 60);
    fixpath::PathFollower follower(waypoints, 8, 64);
    while (!follower.finished()) {
        total += follower.tick().x & 1;
    }
    total += graph_part();
    total += other_front_ends(rom);
    // Hierarchical search: build, rebuild, validate, query, stream.
    static fixpath::DenseState<16, uint16_t, 16> hpa_cells;
    static fixpath::GraphState<64, uint32_t> hpa_nodes;
    static uint8_t hpa_a[4096];
    static uint8_t hpa_b[4096];
    fixpath::HpaBuilder<RomTiles, decltype(hpa_cells)> builder(rom, hpa_cells, 4);
    total += static_cast<int>(builder.build(hpa_a, sizeof hpa_a).error);
    total += static_cast<int>(builder.rebuild(fixpath::HpaGraph::trusted(hpa_a), {1, 1, 1, 1}, hpa_b, sizeof hpa_b).error);
    fixpath::HpaGraph hpa;
    total += static_cast<int>(fixpath::validate_hpa_graph(hpa_b, sizeof hpa_b, rom, &hpa));
    fixpath::HierarchicalSearch<RomTiles, decltype(hpa_cells), decltype(hpa_nodes), 32, 16> hier(rom, hpa, hpa_cells,
                                                                                               hpa_nodes);
    hier.begin({0, 0}, {7, 7});
    hier.step(fixpath::kUnlimited);
    total += static_cast<int>(hier.next_segment(path, 64).length);
    total += static_cast<int>(hier.path(path, 64).length);
    return total;
}
