// battery_gen: writes tests/device/battery_data.inc, the scenario battery
// every target runs (see tests/device/battery.hpp): the maps (hand-made ones
// from examples/maps, and 64x64 windows cut from Moving AI maps as 1-bit
// maps), a deterministic mix of cases, and the expected outcome of each,
// computed here by the same runner code the devices use.
//
// It also writes tests/device/graph_battery_data.inc, the waypoint-graph
// battery (tests/device/graph_battery.hpp): the example graphs and random
// geometric graphs, with their cases and expected outcomes.
//
//   battery_gen EXAMPLE_MAPS_DIR MOVINGAI_DIR OUTPUT_FILE [GRAPH_OUTPUT_FILE]
#include <cstdio>
#include <fstream>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <fixpath_host/graph_text.hpp>
#include <fixpath_host/grid_file.hpp>
#include <fixpath_host/random_graph.hpp>

#include "battery_runner.hpp"

namespace {

struct SourceMap {
    std::string name;
    battery::MapFormat format;
    fixpath_host::GridFile grid;
    std::vector<uint8_t> bytes;  // as stored: cost bytes, or bits (BitMap layout)
};

std::vector<uint8_t> to_bits(const fixpath_host::GridFile& g) {
    const int32_t row = fixpath::BitMap::bytes_per_row(g.width);
    std::vector<uint8_t> bits(static_cast<size_t>(row * g.height), 0);
    for (int32_t y = 0; y < g.height; ++y) {
        for (int32_t x = 0; x < g.width; ++x) {
            if (g.at(x, y) != 0) bits[static_cast<size_t>(y * row + x / 8)] |= static_cast<uint8_t>(1u << (x % 8));
        }
    }
    return bits;
}

fixpath_host::GridFile window(const fixpath_host::GridFile& g, int32_t x0, int32_t y0, int32_t side) {
    fixpath_host::GridFile w;
    w.width = w.height = side;
    w.costs.resize(static_cast<size_t>(side * side));
    for (int32_t y = 0; y < side; ++y) {
        for (int32_t x = 0; x < side; ++x) w.costs[static_cast<size_t>(y * side + x)] = g.at(x0 + x, y0 + y);
    }
    return w;
}

fixpath::Point passable(std::mt19937& rng, const fixpath_host::GridFile& g, fixpath::Point near, int32_t radius) {
    for (int tries = 0; tries < 10000; ++tries) {
        const int32_t x = radius > 0 ? near.x + static_cast<int32_t>(rng() % static_cast<uint32_t>(2 * radius + 1)) - radius
                                     : static_cast<int32_t>(rng() % static_cast<uint32_t>(g.width));
        const int32_t y = radius > 0 ? near.y + static_cast<int32_t>(rng() % static_cast<uint32_t>(2 * radius + 1)) - radius
                                     : static_cast<int32_t>(rng() % static_cast<uint32_t>(g.height));
        if (g.inside(x, y) && g.at(x, y) != 0) return fixpath::make_point(x, y);
    }
    return near;
}

battery::Case random_options(std::mt19937& rng, uint8_t map, battery::Kind kind, battery::Layout layout) {
    battery::Case c{};
    c.map = map;
    c.kind = kind;
    c.layout = layout;
    c.moves = rng() % 3 == 0 ? 4 : 8;
    c.corners = static_cast<uint8_t>(rng() % 3);
    static const uint16_t costs[3][2] = {{10, 14}, {5, 7}, {1, 1}};
    const auto& pair = costs[rng() % 3];
    c.straight = pair[0];
    c.diagonal = pair[1];
    // Heuristics admissible for these rules (options.hpp), sometimes weighted.
    const uint8_t choices[3] = {static_cast<uint8_t>(fixpath::Heuristic::Zero),
                                static_cast<uint8_t>(fixpath::Heuristic::Chebyshev),
                                static_cast<uint8_t>(c.moves == 4 ? fixpath::Heuristic::Manhattan
                                                                  : fixpath::Heuristic::Octile)};
    c.heuristic = choices[rng() % 3];
    const bool weighted = rng() % 4 == 0;
    c.weight_num = weighted ? 3 : 1;
    c.weight_den = weighted ? 2 : 1;
    return c;
}

void write_bytes(std::ostream& out, const std::vector<uint8_t>& v) {
    for (size_t i = 0; i < v.size(); ++i) {
        out << (i % 24 == 0 ? "\n    " : " ") << static_cast<int>(v[i]) << ",";
    }
    out << "\n";
}

// The waypoint-graph battery: example graphs and random geometric ones.
int write_graph_battery(const std::string& graphs_dir, const std::string& output) {
    struct Named {
        std::string name;
        fixpath_host::HostGraph graph;
    };
    std::vector<Named> graphs;
    for (const char* name : {"seed", "valley"}) {
        Named n{name, {}};
        std::string error;
        if (!fixpath_host::load_graph(graphs_dir + "/" + name + ".txt", n.graph, error)) {
            std::fprintf(stderr, "battery_gen: %s\n", error.c_str());
            return 2;
        }
        graphs.push_back(n);
    }
    graphs.push_back({"random40", fixpath_host::random_geometric_graph({40, 5.0, 600, 0.2, 0.4, 60, 200, 40})});
    graphs.push_back({"random100", fixpath_host::random_geometric_graph({100, 6.0, 1200, 0.15, 0.4, 0, 0, 100})});

    std::mt19937 rng(3);
    std::vector<graph_battery::Case> cases;
    using K = graph_battery::Kind;
    // The seed: its worked example (1 -> 5 is nodes 0 -> 4) every way.
    for (uint8_t algo = 0; algo < 2; ++algo) {
        cases.push_back({0, K::kRoute, algo, 0, 0, 4});
        cases.push_back({0, K::kSliced, algo, 0, 0, 4});
    }
    cases.push_back({0, K::kTree, 0, 0, 0, 0});
    cases.push_back({0, K::kTable, 0, 0, 0, 4});
    cases.push_back({0, K::kReach, 0, 0, 0, 0});
    for (uint8_t g = 1; g < graphs.size(); ++g) {
        const uint32_t n = graphs[g].graph.node_count();
        for (int k = 0; k < 24; ++k) {
            graph_battery::Case c{};
            c.graph = g;
            const uint32_t r = static_cast<uint32_t>(rng() % 10);
            c.kind = r < 4 ? K::kRoute : r < 6 ? K::kSliced : r < 7 ? K::kTree : r < 8 ? K::kReach : K::kTable;
            if (c.kind == K::kTable && n > graph_battery::kTableNodes) c.kind = K::kRoute;
            c.algorithm = static_cast<uint8_t>(rng() % 2);
            c.hook = static_cast<uint8_t>(rng() % 4);
            c.from = static_cast<uint16_t>(rng() % n);
            c.to = static_cast<uint16_t>(rng() % n);
            cases.push_back(c);
        }
    }

    std::vector<graph_battery::GraphData> data;
    for (const auto& g : graphs) {
        data.push_back({g.name.c_str(), g.graph.node_count(), g.graph.positions.data(), g.graph.first_edge.data(),
                        g.graph.edges.data(), g.graph.scale.mantissa, g.graph.scale.shift});
    }
    auto memory = std::make_unique<graph_battery::Memory>();
    std::ostringstream out;
    out << "// Generated by ports/host/tools/battery_gen.cpp: do not edit. Regenerate with the\n"
           "// battery_gen target (see tests/device/README.md); the host test device_battery\n"
           "// checks that every expected outcome below still matches the library.\n"
           "namespace graph_battery {\nnamespace data {\n\n";
    for (size_t i = 0; i < graphs.size(); ++i) {
        const auto& g = graphs[i].graph;
        out << "// " << graphs[i].name << ": " << g.node_count() << " nodes, " << g.edges.size() << " arcs\n";
        out << "const fixpath::NodePosition kPositions" << i << "[" << g.node_count() << "] = {";
        for (size_t v = 0; v < g.positions.size(); ++v) {
            out << (v % 6 == 0 ? "\n    " : " ") << "{" << g.positions[v].x << ", " << g.positions[v].y << ", "
                << g.positions[v].z << "},";
        }
        out << "\n};\nconst uint32_t kFirstEdge" << i << "[" << g.first_edge.size() << "] = {";
        for (size_t v = 0; v < g.first_edge.size(); ++v) out << (v % 16 == 0 ? "\n    " : " ") << g.first_edge[v] << ",";
        out << "\n};\nconst fixpath::GraphEdge kEdges" << i << "[" << g.edges.size() << "] = {";
        for (size_t e = 0; e < g.edges.size(); ++e) {
            out << (e % 6 == 0 ? "\n    " : " ") << "{" << g.edges[e].to << ", " << g.edges[e].flags << ", "
                << g.edges[e].weight << "},";
        }
        out << "\n};\n\n";
    }
    out << "const GraphData kGraphs[" << graphs.size() << "] = {\n";
    for (size_t i = 0; i < graphs.size(); ++i) {
        const auto& g = graphs[i].graph;
        out << "    {\"" << graphs[i].name << "\", " << g.node_count() << ", kPositions" << i << ", kFirstEdge" << i
            << ", kEdges" << i << ", " << g.scale.mantissa << ", " << unsigned{g.scale.shift} << "},\n";
    }
    static const char* kinds[] = {"kRoute", "kSliced", "kTree", "kTable", "kReach"};
    out << "};\n\n// graph, kind, algorithm (0 A*, 1 Dijkstra), hook, from, to\nconst Case kCases[" << cases.size()
        << "] = {\n";
    for (const auto& c : cases) {
        out << "    {" << int(c.graph) << ", " << kinds[c.kind] << ", " << int(c.algorithm) << ", " << int(c.hook)
            << ", " << c.from << ", " << c.to << "},\n";
    }
    out << "};\n\n// status, cost, length, expanded, hash\nconst battery::Outcome kExpected[" << cases.size() << "] = {\n";
    for (const auto& c : cases) {
        const battery::Outcome o = battery_host::run_graph_case(data.data(), c, *memory);
        out << "    {" << int(o.status) << ", " << o.cost << "u, " << o.length << "u, " << o.expanded << "u, " << o.hash
            << "u},  // " << fixpath::status_name(static_cast<fixpath::Status>(o.status)) << "\n";
    }
    out << "};\n\n}  // namespace data\n}  // namespace graph_battery\n";
    std::ofstream(output) << out.str();
    std::printf("battery_gen: %zu graphs, %zu graph cases -> %s\n", graphs.size(), cases.size(), output.c_str());
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 4 && argc != 5) {
        std::fprintf(stderr, "usage: battery_gen EXAMPLE_MAPS_DIR MOVINGAI_DIR OUTPUT_FILE [GRAPH_OUTPUT_FILE]\n");
        return 2;
    }
    const std::string examples = argv[1], movingai = argv[2], output = argv[3];
    std::vector<SourceMap> maps;
    std::string error;
    for (const char* name : {"seed002_open", "seed002_wall", "seed003_marsh", "castle", "screen30x20"}) {
        SourceMap m{name, battery::kBytes, {}, {}};
        if (!fixpath_host::load_grid(examples + "/" + name + ".txt", m.grid, error)) {
            std::fprintf(stderr, "battery_gen: %s\n", error.c_str());
            return 2;
        }
        m.bytes = m.grid.costs;
        maps.push_back(m);
    }
    struct Cut {
        const char* file;
        int32_t x, y;
    };
    for (const Cut& cut : {Cut{"den520d", 96, 128}, Cut{"AR0011SR", 192, 320}, Cut{"maze512-1-0", 0, 0},
                           Cut{"random512-40-0", 256, 256}, Cut{"8room_000", 100, 100}}) {
        fixpath_host::GridFile full;
        if (!fixpath_host::load_grid(movingai + "/" + cut.file + ".map", full, error)) {
            std::fprintf(stderr, "battery_gen: %s\n", error.c_str());
            return 2;
        }
        SourceMap m{std::string(cut.file) + "@" + std::to_string(cut.x) + "," + std::to_string(cut.y), battery::kBits,
                    window(full, cut.x, cut.y, 64), {}};
        m.bytes = to_bits(m.grid);
        maps.push_back(m);
    }

    std::mt19937 rng(20261122);
    std::vector<battery::Case> cases;
    for (uint8_t i = 0; i < maps.size(); ++i) {
        const auto& g = maps[i].grid;
        const bool small = g.width * g.height <= static_cast<int32_t>(battery::kSmallCells);
        for (int k = 0; k < 12; ++k) {
            const battery::Kind kind = static_cast<battery::Kind>(k % 4);
            if (small) {
                battery::Case c = random_options(rng, i, kind, battery::kDenseSmall);
                const fixpath::Point s = passable(rng, g, {0, 0}, 0);
                const fixpath::Point t = passable(rng, g, {0, 0}, 0);
                c.sx = s.x; c.sy = s.y; c.gx = t.x; c.gy = t.y;
                if (kind == battery::kFill) c.gy = static_cast<int16_t>(3 + rng() % 8);
                cases.push_back(c);
            } else {
                // The same query in the micro:bit's 320-node pool and in the
                // dense 64x64 state (large-RAM targets): goals within 14 cells
                // so that the pool usually suffices; when it does not, the
                // partial path is part of what must agree.
                battery::Case c = random_options(rng, i, kind, battery::kPool);
                const fixpath::Point s = passable(rng, g, {0, 0}, 0);
                const fixpath::Point t = passable(rng, g, s, 14);
                c.sx = s.x; c.sy = s.y; c.gx = t.x; c.gy = t.y;
                if (kind == battery::kFill) c.gy = static_cast<int16_t>(3 + rng() % 8);
                if (kind == battery::kFill) c.layout = battery::kDenseSmall;  // 21x21 at most
                cases.push_back(c);
                if (kind != battery::kFill) {
                    c.layout = battery::kDense64;
                    cases.push_back(c);
                }
            }
        }
    }

    // Jump point search cases, appended (the cases above keep their random
    // draws): one-shot and sliced, on the small maps (some have terrain:
    // NonUniformMap is an outcome too) and the 64x64 windows (large RAM).
    // (A jump point case on map i: costs 10/14, 5/7 or 1/1 and two passable
    // cells drawn from `draw`, in that order.)
    const auto jump_case = [&maps](std::mt19937& draw, uint8_t i, battery::Kind kind, uint8_t shape) {
        const auto& g = maps[i].grid;
        const bool small = g.width * g.height <= static_cast<int32_t>(battery::kSmallCells);
        static const uint16_t jump_costs[3][2] = {{10, 14}, {5, 7}, {1, 1}};
        battery::Case c{};
        c.map = i;
        c.kind = kind;
        c.shape = shape;
        c.layout = small ? battery::kDenseSmall : battery::kDense64;
        c.moves = 8;
        c.corners = static_cast<uint8_t>(fixpath::CornerRule::Never);
        c.heuristic = static_cast<uint8_t>(fixpath::Heuristic::Octile);
        c.weight_num = 1;
        c.weight_den = 1;
        const auto& pair = jump_costs[draw() % 3];
        c.straight = pair[0];
        c.diagonal = pair[1];
        const fixpath::Point s = passable(draw, g, {0, 0}, 0);
        const fixpath::Point t = passable(draw, g, {0, 0}, 0);
        c.sx = s.x; c.sy = s.y; c.gx = t.x; c.gy = t.y;
        return c;
    };
    std::mt19937 jump_rng(13);
    for (uint8_t i = 0; i < maps.size(); ++i) {
        for (int k = 0; k < 4; ++k) {
            cases.push_back(jump_case(jump_rng, i, k % 2 == 0 ? battery::kJumpPoints : battery::kJumpPointsSliced, 0));
        }
    }

    // Jump table (JPS+) cases, appended likewise: two a map.
    std::mt19937 table_rng(17);
    for (uint8_t i = 0; i < maps.size(); ++i) {
        const auto& g = maps[i].grid;
        const bool small = g.width * g.height <= static_cast<int32_t>(battery::kSmallCells);
        for (int k = 0; k < 2; ++k) {
            battery::Case c{};
            c.map = i;
            c.kind = battery::kJumpTable;
            c.layout = small ? battery::kDenseSmall : battery::kDense64;
            c.moves = 8;
            c.heuristic = static_cast<uint8_t>(fixpath::Heuristic::Octile);
            c.weight_num = 1;
            c.weight_den = 1;
            c.straight = k == 0 ? 10 : 5;
            c.diagonal = k == 0 ? 14 : 7;
            const fixpath::Point s = passable(table_rng, g, {0, 0}, 0);
            const fixpath::Point t = passable(table_rng, g, {0, 0}, 0);
            c.sx = s.x; c.sy = s.y; c.gx = t.x; c.gy = t.y;
            cases.push_back(c);
        }
    }

    // Movement range cases (tactics), appended likewise: two a small map,
    // budgets whose window fits the battery's 21x21 distances (reach <= 10).
    std::mt19937 range_rng(23);
    for (uint8_t i = 0; i < maps.size(); ++i) {
        const auto& g = maps[i].grid;
        if (g.width * g.height > static_cast<int32_t>(battery::kSmallCells)) continue;
        for (int k = 0; k < 2; ++k) {
            battery::Case c = random_options(range_rng, i, battery::kRange, battery::kDenseSmall);
            const uint32_t cheapest = c.moves == 8 && c.diagonal < c.straight ? c.diagonal : c.straight;
            c.gx = static_cast<int16_t>(range_rng() % (10 * cheapest + 1));  // the budget
            const fixpath::Point s = passable(range_rng, g, {0, 0}, 0);
            c.sx = s.x; c.sy = s.y; c.gy = 0;
            cases.push_back(c);
        }
    }

    // Goals that cannot be reached (nearest) and crowds, appended likewise:
    // on the small maps, two of each; nearest goals drawn from every cell
    // (walls too).
    std::mt19937 more_rng(29);
    for (uint8_t i = 0; i < maps.size(); ++i) {
        const auto& g = maps[i].grid;
        if (g.width * g.height > static_cast<int32_t>(battery::kSmallCells)) continue;
        for (int k = 0; k < 2; ++k) {
            battery::Case c = random_options(more_rng, i, battery::kNearest, battery::kDenseSmall);
            const fixpath::Point s = passable(more_rng, g, {0, 0}, 0);
            c.sx = s.x; c.sy = s.y;
            c.gx = static_cast<int16_t>(more_rng() % static_cast<uint32_t>(g.width));
            c.gy = static_cast<int16_t>(more_rng() % static_cast<uint32_t>(g.height));
            for (int tries = 0; k == 0 && tries < 1000 && g.at(c.gx, c.gy) != 0; ++tries) {  // the first: a wall
                c.gx = static_cast<int16_t>(more_rng() % static_cast<uint32_t>(g.width));
                c.gy = static_cast<int16_t>(more_rng() % static_cast<uint32_t>(g.height));
            }
            cases.push_back(c);
        }
        for (int k = 0; k < 2; ++k) {
            battery::Case c = random_options(more_rng, i, battery::kCrowd, battery::kDenseSmall);
            c.moves = 8;  // (a flow field's moves; the crowd side-steps in 8 directions)
            const fixpath::Point t = passable(more_rng, g, {0, 0}, 0);
            const fixpath::Point s = passable(more_rng, g, t, 6);
            c.gx = t.x; c.gy = t.y; c.sx = s.x; c.sy = s.y;
            cases.push_back(c);
        }
    }

    // Topologies, appended likewise: on every map two big-unit cases (2x2
    // and 3x3, corners never: the footprint's diagonal rule), two hex
    // searches and one hex range (the 64x64 windows in the pool, and the
    // big-unit and hex searches again in the dense 64x64 state).
    std::mt19937 shape_rng(31);
    for (uint8_t i = 0; i < maps.size(); ++i) {
        const auto& g = maps[i].grid;
        const bool small = g.width * g.height <= static_cast<int32_t>(battery::kSmallCells);
        const auto add = [&](battery::Case c) {
            c.layout = small ? battery::kDenseSmall : battery::kPool;
            cases.push_back(c);
            if (!small && c.kind != battery::kHexRange) {
                c.layout = battery::kDense64;
                cases.push_back(c);
            }
        };
        // Positions a k x k unit can stand on (its whole square free), for big-unit queries.
        const auto fits = [&g](fixpath::Point p, int32_t k) {
            for (int32_t dy = 0; dy < k; ++dy)
                for (int32_t dx = 0; dx < k; ++dx)
                    if (!g.inside(p.x + dx, p.y + dy) || g.at(p.x + dx, p.y + dy) == 0) return false;
            return true;
        };
        for (int k = 0; k < 2; ++k) {
            battery::Case c = random_options(shape_rng, i, battery::kBigUnit, battery::kDenseSmall);
            c.shape = static_cast<uint8_t>(2 + k);
            c.corners = static_cast<uint8_t>(fixpath::CornerRule::Never);
            c.weight_num = 1;
            c.weight_den = 1;
            fixpath::Point s = passable(shape_rng, g, {0, 0}, 0), t = s;
            for (int tries = 0; tries < 200 && !fits(s, c.shape); ++tries) s = passable(shape_rng, g, {0, 0}, 0);
            for (int tries = 0; tries < 200 && (tries == 0 || !fits(t, c.shape)); ++tries) {
                t = passable(shape_rng, g, s, small ? 0 : 14);
            }
            c.sx = s.x; c.sy = s.y; c.gx = t.x; c.gy = t.y;
            add(c);
        }
        static const uint16_t hex_steps[4] = {10, 1, 7, 40};
        for (int k = 0; k < 3; ++k) {
            battery::Case c{};
            c.map = i;
            c.kind = k < 2 ? battery::kHex : battery::kHexRange;
            c.moves = 6;
            c.shape = static_cast<uint8_t>(shape_rng() % 4);
            c.straight = hex_steps[shape_rng() % 4];
            c.heuristic = static_cast<uint8_t>(shape_rng() % 3 == 0 ? fixpath::Heuristic::Zero : fixpath::Heuristic::Octile);
            c.weight_num = 1;
            c.weight_den = 1;
            const fixpath::Point s = passable(shape_rng, g, {0, 0}, 0);
            const fixpath::Point t = passable(shape_rng, g, s, small ? 0 : 14);
            c.sx = s.x; c.sy = s.y; c.gx = t.x; c.gy = t.y;
            if (c.kind == battery::kHexRange) {
                c.gx = static_cast<int16_t>(c.straight * (1 + shape_rng() % 8));  // the budget
                c.gy = 0;
            }
            add(c);
        }
    }

    // Links, appended likewise: on every map two A* queries over the grid
    // and 1..4 links drawn from the case (battery::case_links), with
    // options whose estimate is consistent (the links need that).
    std::mt19937 link_rng(47);
    for (uint8_t i = 0; i < maps.size(); ++i) {
        const auto& g = maps[i].grid;
        const bool small = g.width * g.height <= static_cast<int32_t>(battery::kSmallCells);
        for (int k = 0; k < 2; ++k) {
            battery::Case c{};
            c.map = i;
            c.kind = battery::kLinks;
            c.layout = small ? battery::kDenseSmall : battery::kPool;
            c.moves = static_cast<uint8_t>(link_rng() % 3 == 0 ? 4 : 8);
            c.corners = static_cast<uint8_t>(link_rng() % 3);
            c.straight = 10;
            c.diagonal = 14;
            c.heuristic = static_cast<uint8_t>(link_rng() % 3 == 0 ? fixpath::Heuristic::Zero
                                               : c.moves == 4
                                                   ? fixpath::Heuristic::Manhattan
                                                   : fixpath::Heuristic::Octile);
            c.weight_num = 1;
            c.weight_den = 1;
            c.shape = static_cast<uint8_t>(1 + link_rng() % 4);
            const fixpath::Point s = passable(link_rng, g, {0, 0}, 0);
            const fixpath::Point t = passable(link_rng, g, s, 0);
            c.sx = s.x; c.sy = s.y; c.gx = t.x; c.gy = t.y;
            cases.push_back(c);
            if (!small) {
                c.layout = battery::kDense64;
                cases.push_back(c);
            }
        }
    }

    // Goal bounding, appended likewise: 16 queries on the screen's walls
    // with the bounds of tests/device/screen_goal_bounds.hpp (battery.hpp,
    // kBounded): A* (one call, sliced; octile or Dijkstra), jump points
    // (online, from a table), and two under other rules than the bounds'
    // (refused).
    std::mt19937 bounds_rng(53);
    const uint8_t screen = 4;
    for (int k = 0; k < 16; ++k) {
        battery::Case c{};
        c.map = screen;
        c.kind = battery::kBounded;
        c.layout = battery::kDenseSmall;
        c.shape = static_cast<uint8_t>(k % 4);
        c.moves = 8;
        c.heuristic = static_cast<uint8_t>(c.shape < 2 && k % 8 == 1 ? fixpath::Heuristic::Zero : fixpath::Heuristic::Octile);
        c.weight_num = 1;
        c.weight_den = 1;
        c.straight = 10;
        c.diagonal = k == 14 ? 15 : 14;  // (the bounds are for 10, 14)
        c.corners = static_cast<uint8_t>(k == 13 ? fixpath::CornerRule::Always : fixpath::CornerRule::Never);
        const fixpath::Point s = passable(bounds_rng, maps[screen].grid, {0, 0}, 0);
        const fixpath::Point t = passable(bounds_rng, maps[screen].grid, {0, 0}, 0);
        c.sx = s.x; c.sy = s.y; c.gx = t.x; c.gy = t.y;
        cases.push_back(c);
    }

    // Intercardinal pruning (JPS2, JPS2+), appended likewise: on every map
    // whose cells fit a state, scanning in one call and sliced, and from a
    // table (large RAM), costs 10/14, 5/7 or 1/1.
    std::mt19937 pruned_rng(61);
    for (uint8_t i = 0; i < maps.size(); ++i) {
        for (int k = 0; k < 3; ++k) {
            cases.push_back(jump_case(pruned_rng, i, k < 2 ? battery::kJumpPointsPruned : battery::kJumpTablePruned,
                                      static_cast<uint8_t>(k == 1 ? 1 : 0)));
        }
    }

    std::vector<battery::MapData> map_data;
    for (const auto& m : maps) {
        map_data.push_back({m.name.c_str(), m.format, static_cast<int16_t>(m.grid.width),
                            static_cast<int16_t>(m.grid.height), m.bytes.data()});
    }
    auto memory = std::make_unique<battery::Memory>();
    std::ostringstream out;
    out << "// Generated by ports/host/tools/battery_gen.cpp: do not edit. Regenerate with the\n"
           "// battery_gen target (see tests/device/README.md); the host test device_battery\n"
           "// checks that every expected outcome below still matches the library.\n"
           "namespace battery {\nnamespace data {\n\n";
    for (size_t i = 0; i < maps.size(); ++i) {
        out << "// " << maps[i].name << ": " << maps[i].grid.width << "x" << maps[i].grid.height
            << (maps[i].format == battery::kBits ? ", 1 bit a cell" : ", 1 cost byte a cell") << "\n";
        out << "const uint8_t kMap" << i << "[" << maps[i].bytes.size() << "] = {";
        write_bytes(out, maps[i].bytes);
        out << "};\n\n";
    }
    out << "const MapData kMaps[" << maps.size() << "] = {\n";
    for (size_t i = 0; i < maps.size(); ++i) {
        out << "    {\"" << maps[i].name << "\", " << (maps[i].format == battery::kBits ? "kBits" : "kBytes") << ", "
            << maps[i].grid.width << ", " << maps[i].grid.height << ", kMap" << i << "},\n";
    }
    out << "};\n\n";
    static const char* kinds[] = {"kPath", "kSliced", "kTurns", "kFill", "kJumpPoints", "kJumpPointsSliced", "kJumpTable",
                                  "kRange", "kNearest", "kCrowd", "kBigUnit", "kHex", "kHexRange", "kLinks",
                                  "kBounded", "kJumpPointsPruned", "kJumpTablePruned"};
    static const char* layouts[] = {"kDenseSmall", "kPool", "kDense64"};
    out << "// map, kind, layout, moves, corners, heuristic, weight n/d, costs s/d, start, goal (fill: delta), shape\n";
    out << "const Case kCases[" << cases.size() << "] = {\n";
    for (const auto& c : cases) {
        out << "    {" << int(c.map) << ", " << kinds[c.kind] << ", " << layouts[c.layout] << ", " << int(c.moves)
            << ", " << int(c.corners) << ", " << int(c.heuristic) << ", " << int(c.weight_num) << ", "
            << int(c.weight_den) << ", " << c.straight << ", " << c.diagonal << ", " << c.sx << ", " << c.sy << ", "
            << c.gx << ", " << c.gy << ", " << int(c.shape) << "},\n";
    }
    out << "};\n\n// status, cost, length, expanded, hash\nconst Outcome kExpected[" << cases.size() << "] = {\n";
    size_t found = 0, partial = 0;
    for (const auto& c : cases) {
        const battery::Outcome o = battery_host::run_case(map_data.data(), c, *memory);
        found += o.status == static_cast<uint8_t>(fixpath::Status::Found) ||
                 o.status == static_cast<uint8_t>(fixpath::Status::Complete);
        partial += o.status == static_cast<uint8_t>(fixpath::Status::OutOfNodes) ||
                   o.status == static_cast<uint8_t>(fixpath::Status::NoPath);
        out << "    {" << int(o.status) << ", " << o.cost << "u, " << o.length << "u, " << o.expanded << "u, " << o.hash
            << "u},  // " << fixpath::status_name(static_cast<fixpath::Status>(o.status)) << "\n";
    }
    out << "};\n\n}  // namespace data\n}  // namespace battery\n";
    std::ofstream(output) << out.str();
    std::printf("battery_gen: %zu maps, %zu cases (%zu found or complete, %zu no path or out of nodes) -> %s\n",
                maps.size(), cases.size(), found, partial, output.c_str());
    if (argc == 5) {
        return write_graph_battery(examples + "/../graphs", argv[4]);
    }
    return 0;
}
