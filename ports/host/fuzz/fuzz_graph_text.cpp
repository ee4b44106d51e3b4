// libFuzzer target: the graph text parser accepts or rejects any bytes with a
// one-line error naming the line; a graph it accepts must survive the
// round trip the tool makes: binary file (validated back), header, and a
// route table for small graphs.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include <fixpath/fixpath.hpp>
#include <fixpath_host/graph_text.hpp>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    fixpath_host::HostGraph graph;
    std::string error;
    if (!fixpath_host::parse_graph_text(text, "fuzz", graph, error)) {
        if (error.compare(0, 5, "fuzz:") != 0 || error.find('\n') != std::string::npos) abort();
        return 0;
    }
    if (graph.node_count() <= 64 && !fixpath_host::build_routes(graph)) abort();
    const std::vector<uint8_t> bytes = fixpath_host::graph_file_bytes(graph);
    if (fixpath::validate_graph(bytes.data(), bytes.size(), fixpath::kMaxGraphNodes, nullptr) !=
        fixpath::GraphFormatError::None) {
        abort();  // everything the parser accepts must make a valid file
    }
    if (fixpath_host::graph_header(graph, "fuzz", "fuzz.txt").empty()) abort();
    return 0;
}
