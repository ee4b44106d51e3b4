// libFuzzer target: the binary graph validator must reject or accept any
// bytes without reading out of bounds (the input is copied to a buffer of
// exactly its size, so AddressSanitizer sees any overread) or undefined
// behaviour. Random bytes rarely carry a right CRC-32, so an input rejected
// for its checksum is tried again with the checksum recomputed: the
// structural checks get fuzzed too. Whatever is accepted must be safe to
// use: it passes check_graph(), and searches, trees, reachability and its
// route table give legal routes.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include <fixpath/fixpath.hpp>

namespace {

fixpath::GraphState<4096> g_state;
fixpath::Reachability<4096> g_reach;
fixpath::NodeId g_route[4096];

bool has_arc(const fixpath::GraphBlob& g, uint32_t from, uint32_t to) {
    for (uint32_t i = g.edges_begin(from); i < g.edges_end(from); ++i) {
        if (g.edge(i).to == to) return true;
    }
    return false;
}

void use(const fixpath::GraphBlob& g) {
    if (fixpath::check_graph(g) != fixpath::GraphFormatError::None) abort();
    const uint32_t n = g.node_count();
    if (n == 0) return;
    for (auto algo : {fixpath::GraphAlgorithm::AStar, fixpath::GraphAlgorithm::Dijkstra}) {
        fixpath::GraphOptions options;
        options.algorithm = algo;
        const auto r = fixpath::find_route(g, g_state, 0, n - 1, g_route, 4096, options);
        for (uint32_t i = 1; i < r.length; ++i) {
            if (!has_arc(g, g_route[i - 1], g_route[i])) abort();
        }
    }
    uint32_t distances[64];
    if (n <= 64) {
        fixpath::GraphSearch<fixpath::GraphBlob, decltype(g_state)> tree(g, g_state);
        tree.begin_tree(n / 2, distances);
        tree.run();
    }
    g_reach.analyse(g);
    if (g.route_entry_bytes() != 0) {
        const fixpath::RouteFollow f = g.route_entry_bytes() == 1 ? g.route_table8().follow(0, n - 1, g_route, 4096)
                                                                  : g.route_table16().follow(0, n - 1, g_route, 4096);
        for (uint32_t i = 1; i < f.length; ++i) {
            if (!has_arc(g, g_route[i - 1], g_route[i])) abort();
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::vector<uint8_t> file(data, data + size);
    fixpath::GraphBlob blob;
    fixpath::GraphFormatError e = fixpath::validate_graph(file.data(), file.size(), 4096, &blob);
    if (e == fixpath::GraphFormatError::BadChecksum && size >= 4) {
        const uint32_t crc = fixpath::crc32(file.data(), size - 4);
        for (size_t i = 0; i < 4; ++i) file[size - 4 + i] = static_cast<uint8_t>(crc >> (8 * i));
        e = fixpath::validate_graph(file.data(), file.size(), 4096, &blob);
    }
    if (e == fixpath::GraphFormatError::None) {
        use(blob);
    }
    return 0;
}
