// battery_gen: writes tests/device/battery_data.inc, the scenario battery
// every target runs (see tests/device/battery.hpp): the maps (hand-made ones
// from examples/maps, and 64x64 windows cut from Moving AI maps as 1-bit
// maps), a deterministic mix of cases, and the expected outcome of each,
// computed here by the same runner code the devices use.
//
//   battery_gen EXAMPLE_MAPS_DIR MOVINGAI_DIR OUTPUT_FILE
#define FIXPATH_BATTERY_LARGE_RAM 1

#include <cstdio>
#include <fstream>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <fixpath_host/grid_file.hpp>

#include "../../../tests/device/battery.hpp"

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

}  // namespace

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: battery_gen EXAMPLE_MAPS_DIR MOVINGAI_DIR OUTPUT_FILE\n");
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
    static const char* kinds[] = {"kPath", "kSliced", "kTurns", "kFill"};
    static const char* layouts[] = {"kDenseSmall", "kPool", "kDense64"};
    out << "// map, kind, layout, moves, corners, heuristic, weight n/d, costs s/d, start, goal (fill: delta)\n";
    out << "const Case kCases[" << cases.size() << "] = {\n";
    for (const auto& c : cases) {
        out << "    {" << int(c.map) << ", " << kinds[c.kind] << ", " << layouts[c.layout] << ", " << int(c.moves)
            << ", " << int(c.corners) << ", " << int(c.heuristic) << ", " << int(c.weight_num) << ", "
            << int(c.weight_den) << ", " << c.straight << ", " << c.diagonal << ", " << c.sx << ", " << c.sy << ", "
            << c.gx << ", " << c.gy << "},\n";
    }
    out << "};\n\n// status, cost, length, expanded, hash\nconst Outcome kExpected[" << cases.size() << "] = {\n";
    size_t found = 0, partial = 0;
    for (const auto& c : cases) {
        const battery::Outcome o = battery::run_case(map_data.data(), c, *memory);
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
    return 0;
}
