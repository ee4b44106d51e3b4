// Files and ROM headers written on one CPU, read on another: every binary
// format (graph, jump table with 1- and 2-byte entries, HPA* graph, goal
// bounds of every cell and of the jump points only), written by the host's
// `fixpath` tool, is validated and searched
// here, beside the tool's generated headers compiled in (a waypoint graph, a
// map's bits and jump table). The program prints every answer (status, cost,
// length, expansions, a hash of the path); built for the host and for a
// device, the two printouts must be identical, byte for byte. On a
// big-endian CPU (the 68000) a reader that loads a multi-byte field as a
// word, not byte by byte, fails a validation here (magic, sizes, CRC) or
// answers differently.
//
//     fixpath_files_check DIR
//
// DIR holds what the tool wrote from examples/ (CMake makes it): rooms64.map
// (copied), rooms64.jps2 and rooms64.jps1 (`jps build --binary`, entry
// bytes 2 and 1), rooms64.hpa (`hpa build --cluster 8 --binary`),
// rooms64.bounds (`bounds build --binary`), rooms64.jpbounds (`bounds build
// --jump-points --binary`), seed.bin (`graph build`).
// Exit status 0 when every file validated and every search agreed with
// its peer on the same CPU (file table = header table = online JPS; goal
// bounded A* and JPS+ = A* in cost; HPA* within its cost bound; graph file =
// header).
#include <stdint.h>
#include <stdio.h>

#include <fixpath/fixpath.hpp>

#include "rooms64_jps.hpp"  // generated: `fixpath jps build rooms64.map --header --entry-bytes 1`
#include "seed_graph.hpp"   // generated: `fixpath graph build seed.txt --header`

namespace {

constexpr int32_t kSide = 64;
constexpr uint32_t kCells = kSide * kSide;

uint8_t g_costs[kCells];
uint8_t g_bits[fixpath::BitMap::bytes_needed(kSide, kSide)];
uint8_t g_columns[fixpath::BitMap::bytes_needed(kSide, kSide)];
// Each file is read into the buffer its view reads in place.
uint8_t g_map_text[8192];
uint8_t g_jps2[70000], g_jps1[40000], g_hpa[40000], g_bounds[140000], g_jump_bounds[140000], g_graph[4096];
fixpath::Point g_path[kCells];
fixpath::NodeId g_route[64];

fixpath::DenseState<kCells, uint32_t> g_state;
fixpath::JumpPointState<fixpath::DenseState<kCells, uint32_t>> g_jump_state;
fixpath::DenseState<8 * 8, uint32_t, 8 * 8> g_cluster_state;
fixpath::GraphState<2048, uint32_t, 2048> g_abstract_state;
fixpath::GraphState<16> g_graph_state;

uint32_t g_failures = 0;

void fail(const char* what) {
    printf("FAILED: %s\n", what);
    ++g_failures;
}

// Reads DIR/NAME whole into `out` (room for `capacity` bytes); its size, or
// 0 (and a failure) when it cannot be read or does not fit.
template <size_t Capacity>
size_t load(const char* dir, const char* name, uint8_t (&out)[Capacity]) {
    char path[512];
    snprintf(path, sizeof(path), "%s/%s", dir, name);
    FILE* f = fopen(path, "rb");
    if (f == nullptr) {
        printf("cannot open %s\n", path);
        ++g_failures;
        return 0;
    }
    const size_t n = fread(out, 1, Capacity, f);
    const bool whole = feof(f) != 0 || fgetc(f) == EOF;
    fclose(f);
    if (!whole) {
        printf("%s is larger than %u bytes\n", path, static_cast<unsigned>(Capacity));
        ++g_failures;
        return 0;
    }
    return n;
}

// A Moving AI map: '.', 'G' and 'S' passable (multiplier 1), the rest walls.
bool load_map(const char* dir) {
    const size_t n = load(dir, "rooms64.map", g_map_text);
    size_t i = 0;
    for (int lines = 0; lines < 4 && i < n; ++i) {  // type, height, width, "map"
        if (g_map_text[i] == '\n') ++lines;
    }
    uint32_t cell = 0;
    for (; i < n && cell < kCells; ++i) {
        const uint8_t c = g_map_text[i];
        if (c == '\n' || c == '\r') continue;
        g_costs[cell++] = (c == '.' || c == 'G' || c == 'S') ? 1 : 0;
    }
    if (cell != kCells) {
        fail("rooms64.map: not 64x64 cells");
        return false;
    }
    for (int32_t y = 0; y < kSide; ++y) {
        for (int32_t x = 0; x < kSide; ++x) {
            const bool open = g_costs[y * kSide + x] != 0;
            if (open) {
                g_bits[(y * kSide + x) / 8] = static_cast<uint8_t>(g_bits[(y * kSide + x) / 8] | (1u << ((y * kSide + x) % 8)));
                g_columns[(x * kSide + y) / 8] =
                    static_cast<uint8_t>(g_columns[(x * kSide + y) / 8] | (1u << ((x * kSide + y) % 8)));
            }
        }
    }
    return true;
}

// FNV-1a over a path's points: the same on every CPU.
uint32_t path_hash(const fixpath::Point* p, uint32_t n) {
    uint32_t h = 2166136261u;
    for (uint32_t i = 0; i < n; ++i) {
        const uint32_t v = static_cast<uint32_t>(static_cast<uint16_t>(p[i].x)) << 16 |
                           static_cast<uint16_t>(p[i].y);
        for (uint32_t b = 0; b < 4; ++b) {
            h = (h ^ ((v >> (8 * b)) & 0xFFu)) * 16777619u;
        }
    }
    return h;
}

// The queries: passable cells picked by a 32-bit LCG (the same everywhere).
uint32_t g_seed = 12345u;
fixpath::Point random_cell() {
    for (;;) {
        g_seed = g_seed * 1664525u + 1013904223u;
        const uint32_t cell = (g_seed >> 8) % kCells;
        if (g_costs[cell] != 0) {
            return fixpath::make_point(static_cast<int32_t>(cell % kSide), static_cast<int32_t>(cell / kSide));
        }
    }
}

template <typename Result>
void print_answer(const char* what, const Result& r) {
    printf(" %s %s %lu %lu %lu %08lx", what, fixpath::status_name(r.status), static_cast<unsigned long>(r.cost),
           static_cast<unsigned long>(r.length), static_cast<unsigned long>(r.stats.expanded),
           static_cast<unsigned long>(r.status == fixpath::Status::Found ? path_hash(g_path, r.length) : 0));
}

void check_grid_files(const char* dir) {
    const fixpath::ByteCostMap map(g_costs, kSide, kSide);
    const fixpath::BitMap bits(g_bits, kSide, kSide);
    const fixpath::BitMap columns(g_columns, kSide, kSide);

    fixpath::JumpTable table2, table1;
    fixpath::HpaGraph graph;
    fixpath::GoalBounds goal_bounds, jump_bounds;
    const size_t jps2_size = load(dir, "rooms64.jps2", g_jps2);
    const size_t jps1_size = load(dir, "rooms64.jps1", g_jps1);
    const size_t hpa_size = load(dir, "rooms64.hpa", g_hpa);
    const size_t bounds_size = load(dir, "rooms64.bounds", g_bounds);
    const auto e2 = fixpath::validate_jump_table(g_jps2, jps2_size, bits, &table2);
    const auto e1 = fixpath::validate_jump_table(g_jps1, jps1_size, bits, &table1);
    const auto eh = fixpath::validate_hpa_graph(g_hpa, hpa_size, map, &graph);
    const auto eb = fixpath::validate_goal_bounds(g_bounds, bounds_size, map, &goal_bounds);
    const size_t jump_bounds_size = load(dir, "rooms64.jpbounds", g_jump_bounds);
    const auto ej = fixpath::validate_goal_bounds(g_jump_bounds, jump_bounds_size, map, &jump_bounds);
    printf("files: jps2 %s (%lu bytes), jps1 %s (%lu), hpa %s (%lu), bounds %s (%lu), jump point bounds %s (%lu, "
           "%lu jump points)\n",
           fixpath::file_error_name(e2), static_cast<unsigned long>(jps2_size), fixpath::file_error_name(e1),
           static_cast<unsigned long>(jps1_size), fixpath::file_error_name(eh), static_cast<unsigned long>(hpa_size),
           fixpath::file_error_name(eb), static_cast<unsigned long>(bounds_size), fixpath::file_error_name(ej),
           static_cast<unsigned long>(jump_bounds_size),
           static_cast<unsigned long>(ej == fixpath::FileError::None ? jump_bounds.entries() : 0));
    if (e2 != fixpath::FileError::None || e1 != fixpath::FileError::None || eh != fixpath::FileError::None ||
        eb != fixpath::FileError::None || ej != fixpath::FileError::None) {
        fail("a file written on another CPU did not validate");
        return;
    }
    // The header's bits are the map's.
    for (uint32_t i = 0; i < sizeof(g_bits); ++i) {
        if (rooms64_jps::kBits[i] != g_bits[i]) {
            fail("the generated header's bits differ from the map");
            return;
        }
    }

    fixpath::GoalBoundedSearch<fixpath::ByteCostMap, decltype(g_state)> bounded(map, g_state);
    bounded.use_goal_bounds(&goal_bounds);
    // JPS+ with the boxes of the jump points only (a cell index read byte by byte).
    fixpath::TableJumpPointSearch<fixpath::BitMap, decltype(g_jump_state), true> jump_bounded(bits, g_jump_state, table2);
    jump_bounded.use_goal_bounds(&jump_bounds);
    fixpath::HierarchicalSearch<fixpath::ByteCostMap, decltype(g_cluster_state), decltype(g_abstract_state)> hier(
        map, graph, g_cluster_state, g_abstract_state);

    for (int q = 0; q < 40; ++q) {
        const fixpath::Point s = random_cell();
        const fixpath::Point g = random_cell();
        printf("query %d (%ld,%ld)->(%ld,%ld):", q, static_cast<long>(s.x), static_cast<long>(s.y),
               static_cast<long>(g.x), static_cast<long>(g.y));
        const auto astar = fixpath::find_path(map, g_state, s, g, g_path, kCells);
        print_answer("astar", astar);

        bounded.begin(s, g);
        bounded.run();
        const auto bi = bounded.path(g_path, kCells);
        printf(" bounded %s %lu %lu %lu", fixpath::status_name(bi.status), static_cast<unsigned long>(bi.cost),
               static_cast<unsigned long>(bi.length), static_cast<unsigned long>(bounded.stats().expanded));

        jump_bounded.begin(s, g);
        jump_bounded.run();
        const auto ji = jump_bounded.path(g_path, kCells);
        printf(" jps+jpbounds %s %lu %lu %lu", fixpath::status_name(ji.status), static_cast<unsigned long>(ji.cost),
               static_cast<unsigned long>(ji.length), static_cast<unsigned long>(jump_bounded.stats().expanded));

        const auto online = fixpath::find_path_jps(bits, g_jump_state, columns, s, g, g_path, kCells);
        print_answer("jps", online);
        const auto from2 = fixpath::find_path_jps(bits, g_jump_state, table2, s, g, g_path, kCells);
        print_answer("jps+file2", from2);
        const auto from1 = fixpath::find_path_jps(bits, g_jump_state, table1, s, g, g_path, kCells);
        print_answer("jps+file1", from1);
        const auto header = fixpath::find_path_jps(rooms64_jps::kMap, g_jump_state, rooms64_jps::kJumpTable, s, g,
                                                   g_path, kCells);
        print_answer("jps+header", header);

        hier.begin(s, g);
        const fixpath::Status hs = hier.run();
        const auto hp = hier.path(g_path, kCells);
        printf(" hpa %s %s %lu %lu %08lx\n", fixpath::status_name(hs), fixpath::status_name(hp.status),
               static_cast<unsigned long>(hp.cost), static_cast<unsigned long>(hp.length),
               static_cast<unsigned long>(hp.status == fixpath::Status::Found ? path_hash(g_path, hp.length) : 0));

        // Agreement on this CPU: every exact search the same cost, the three
        // tables the same jump points. (A table search may count a few
        // jump points more than online scanning for the same cost; the
        // printout compares both across CPUs all the same.)
        const bool found = astar.status == fixpath::Status::Found;
        if (bi.status != astar.status || bi.cost != astar.cost || ji.status != astar.status ||
            (found && ji.cost != astar.cost) || online.status != astar.status ||
            from2.status != astar.status || from1.status != astar.status || header.status != astar.status ||
            (found && (online.cost != astar.cost || from2.cost != astar.cost || from1.cost != astar.cost ||
                       header.cost != astar.cost)) ||
            from1.stats.expanded != from2.stats.expanded || header.stats.expanded != from2.stats.expanded) {
            fail("the searches disagree on this query");
        }
        if (found && (hp.status != fixpath::Status::Found || hp.cost < astar.cost)) {
            fail("the hierarchical path is missing or cheaper than the optimum");
        }
    }
}

void check_graph_file(const char* dir) {
    const size_t size = load(dir, "seed.bin", g_graph);
    fixpath::GraphBlob blob;
    const auto error = fixpath::validate_graph(g_graph, size, 16, &blob);
    printf("graph file: %s (%lu bytes, %lu nodes)\n", fixpath::file_error_name(error), static_cast<unsigned long>(size),
           static_cast<unsigned long>(error == fixpath::FileError::None ? blob.node_count() : 0));
    if (error != fixpath::FileError::None) {
        fail("seed.bin written on another CPU did not validate");
        return;
    }
    if (blob.node_count() != seed_graph::kNodeCount) {
        fail("seed.bin and the generated header differ in nodes");
        return;
    }
    for (uint32_t from = 0; from < blob.node_count(); ++from) {
        printf("graph from %lu:", static_cast<unsigned long>(from));
        for (uint32_t to = 0; to < blob.node_count(); ++to) {
            fixpath::GraphSearch<fixpath::GraphBlob, decltype(g_graph_state)> file_search(blob, g_graph_state);
            file_search.begin(from, to);
            file_search.run();
            const auto fi = file_search.path(g_route, 64);
            fixpath::GraphSearch<fixpath::GraphView, decltype(g_graph_state)> header_search(seed_graph::kGraph,
                                                                                            g_graph_state);
            header_search.begin(from, to);
            header_search.run();
            const auto hi = header_search.path(g_route, 64);
            printf(" %lu/%lu", static_cast<unsigned long>(fi.cost), static_cast<unsigned long>(fi.length));
            if (fi.status != hi.status || fi.cost != hi.cost || fi.length != hi.length) {
                fail("the graph file and the generated header answer differently");
            }
        }
        printf("\n");
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        printf("usage: fixpath_files_check DIR (the files the tool wrote; see the top of files_check.cpp)\n");
        return 2;
    }
    if (load_map(argv[1])) {
        check_grid_files(argv[1]);
    }
    check_graph_file(argv[1]);
    printf("%s\n", g_failures == 0 ? "1 passed, 0 failed" : "0 passed, 1 failed");
    return g_failures == 0 ? 0 : 1;
}
