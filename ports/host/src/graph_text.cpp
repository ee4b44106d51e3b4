#include <fixpath_host/graph_text.hpp>
#include <fixpath_host/message_text.hpp>

#include <fixpath_host/checked_files.hpp>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <sstream>

#include <fixpath/state/graph_state.hpp>
#include <fixpath/graph/route_table.hpp>

namespace fixpath_host {

namespace {

struct PendingEdge {
    size_t line;
    uint32_t a;
    uint32_t b;
    uint32_t weight;  // 0: the length
    bool oneway;
    uint16_t flags;
};

bool parse_label(const std::string& token, uint32_t& out) {
    if (token.empty() || token.size() > 10 ||
        !std::all_of(token.begin(), token.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
        return false;
    }
    const unsigned long long v = std::stoull(token);
    if (v > 0xFFFFFFFFull) {
        return false;
    }
    out = static_cast<uint32_t>(v);
    return true;
}

// "-12.25" -> -196 (1/16 units), rounded to nearest, halves away from zero.
bool parse_coordinate(const std::string& token, int32_t& out) {
    size_t i = 0;
    const bool negative = i < token.size() && (token[i] == '-' || token[i] == '+') && token[i++] == '-';
    uint64_t whole = 0;
    size_t digits = 0;
    for (; i < token.size() && std::isdigit(static_cast<unsigned char>(token[i])); ++i, ++digits) {
        whole = whole * 10 + static_cast<uint64_t>(token[i] - '0');
        if (whole > 1u << 20) {
            return false;
        }
    }
    uint64_t fraction = 0;
    uint64_t scale = 1;
    if (i < token.size() && token[i] == '.') {
        for (++i; i < token.size() && std::isdigit(static_cast<unsigned char>(token[i])); ++i, ++digits) {
            if (scale == 10000) {
                return false;  // more than 4 decimals
            }
            fraction = fraction * 10 + static_cast<uint64_t>(token[i] - '0');
            scale *= 10;
        }
    }
    if (digits == 0 || i != token.size()) {
        return false;
    }
    const uint64_t raw = whole * fixpath::kPositionUnit + (2 * fraction * fixpath::kPositionUnit + scale) / (2 * scale);
    if (raw > static_cast<uint64_t>(fixpath::kMaxCoordinate)) {
        return false;
    }
    out = negative ? -static_cast<int32_t>(raw) : static_cast<int32_t>(raw);
    return true;
}

bool is_flag_name(const std::string& t) {
    return !t.empty() && (std::isalpha(static_cast<unsigned char>(t[0])) || t[0] == '_') &&
           std::all_of(t.begin(), t.end(), [](char c) {
               return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
           });
}

std::string at_line(const std::string& name, size_t line) { return name + ":" + std::to_string(line) + ": "; }

}  // namespace

fixpath::NodeId HostGraph::find_label(uint32_t wanted) const {
    const auto it = std::lower_bound(labels.begin(), labels.end(), wanted);
    return it != labels.end() && *it == wanted ? static_cast<fixpath::NodeId>(it - labels.begin()) : fixpath::kNoNode;
}

bool parse_graph_text(const std::string& text, const std::string& name, HostGraph& out, std::string& error) {
    struct DeclaredNode {
        fixpath::NodePosition position;
        size_t line;
    };
    std::map<uint32_t, DeclaredNode> nodes;
    std::vector<PendingEdge> pending;
    std::vector<std::string> flag_names;
    std::istringstream in(text);
    std::string raw;
    size_t line = 0;
    while (std::getline(in, raw)) {
        ++line;
        const size_t hash = raw.find('#');
        std::istringstream words(hash == std::string::npos ? raw : raw.substr(0, hash));
        const std::vector<std::string> t{std::istream_iterator<std::string>(words), std::istream_iterator<std::string>()};
        if (t.empty()) {
            continue;
        }
        if (t[0] == "node") {
            if (t.size() < 4 || t.size() > 5) {
                error = at_line(name, line) + "expected 'node ID X Y [Z]'";
                return false;
            }
            uint32_t id = 0;
            if (!parse_label(t[1], id)) {
                error = at_line(name, line) + "node ID " + quoted(t[1]) + " is not an unsigned 32-bit integer";
                return false;
            }
            int32_t c[3] = {0, 0, 0};
            for (size_t k = 2; k < t.size(); ++k) {
                if (!parse_coordinate(t[k], c[k - 2])) {
                    error = at_line(name, line) + "coordinate " + quoted(t[k]) +
                            " is not a number within +-65536 with at most 4 decimals";
                    return false;
                }
            }
            const auto found = nodes.find(id);
            if (found != nodes.end()) {
                error = at_line(name, line) + "node " + t[1] + " already declared on line " +
                        std::to_string(found->second.line);
                return false;
            }
            if (nodes.size() >= fixpath::kMaxGraphNodes) {
                error = at_line(name, line) + "more than 65535 nodes";
                return false;
            }
            nodes[id] = DeclaredNode{fixpath::NodePosition{c[0], c[1], c[2]}, line};
        } else if (t[0] == "edge") {
            if (t.size() < 3) {
                error = at_line(name, line) + "expected 'edge A B [WEIGHT] [oneway] [FLAG...]'";
                return false;
            }
            PendingEdge e{line, 0, 0, 0, false, 0};
            if (!parse_label(t[1], e.a) || !parse_label(t[2], e.b)) {
                error = at_line(name, line) + "edge endpoints must be node IDs (unsigned integers)";
                return false;
            }
            for (size_t k = 3; k < t.size(); ++k) {
                const std::string& w = t[k];
                if (k == 3 && std::isdigit(static_cast<unsigned char>(w[0]))) {
                    if (!parse_label(w, e.weight) || e.weight == 0) {
                        error = at_line(name, line) + "weight " + quoted(w) + " must be an integer from 1 to 4294967295";
                        return false;
                    }
                } else if (w == "oneway") {
                    e.oneway = true;
                } else if (is_flag_name(w)) {
                    auto it = std::find(flag_names.begin(), flag_names.end(), w);
                    if (it == flag_names.end()) {
                        if (flag_names.size() == 16) {
                            error = at_line(name, line) + "flag " + quoted(w) + " would be the 17th: at most 16 flag names";
                            return false;
                        }
                        flag_names.push_back(w);
                        it = flag_names.end() - 1;
                    }
                    e.flags = static_cast<uint16_t>(e.flags | (1u << (it - flag_names.begin())));
                } else {
                    error = at_line(name, line) + "unexpected " + quoted(w) + " (a weight comes right after B; then oneway and flag names)";
                    return false;
                }
            }
            pending.push_back(e);
        } else {
            error = at_line(name, line) + "unknown item " + quoted(t[0]) + " (expected node or edge)";
            return false;
        }
    }
    HostGraph g;
    g.flag_names = flag_names;
    for (const auto& [id, node] : nodes) {
        g.labels.push_back(id);
        g.positions.push_back(node.position);
    }
    std::vector<std::vector<fixpath::GraphEdge>> arcs(g.labels.size());
    for (const PendingEdge& e : pending) {
        const fixpath::NodeId a = g.find_label(e.a);
        const fixpath::NodeId b = g.find_label(e.b);
        if (a == fixpath::kNoNode || b == fixpath::kNoNode) {
            error = at_line(name, e.line) + "edge to unknown node " + std::to_string(a == fixpath::kNoNode ? e.a : e.b);
            return false;
        }
        const uint32_t w = e.weight != 0 ? e.weight : fixpath::euclidean_weight(g.positions[a], g.positions[b]);
        arcs[a].push_back(fixpath::GraphEdge{b, e.flags, w});
        if (!e.oneway) {
            arcs[b].push_back(fixpath::GraphEdge{a, e.flags, w});
        }
    }
    for (const auto& list : arcs) {
        g.edges.insert(g.edges.end(), list.begin(), list.end());
        if (g.edges.size() > 0xFFFFFFFFull / 8) {
            error = name + ": too many edges";
            return false;
        }
        g.first_edge.push_back(static_cast<uint32_t>(g.edges.size()));
    }
    g.scale = fixpath::graph_scale(g.view());
    out = std::move(g);
    return true;
}

HostGraph graph_from_blob(const fixpath::GraphBlob& blob) {
    HostGraph g;
    const uint32_t n = blob.node_count();
    for (uint32_t v = 0; v < n; ++v) {
        g.labels.push_back(blob.label(v));
        g.positions.push_back(blob.position(v));
        for (uint32_t i = blob.edges_begin(v); i < blob.edges_end(v); ++i) {
            g.edges.push_back(blob.edge(i));
        }
        g.first_edge.push_back(static_cast<uint32_t>(g.edges.size()));
    }
    g.scale = blob.scale();
    if (blob.route_entry_bytes() != 0) {
        for (uint32_t from = 0; from < n; ++from) {
            for (uint32_t to = 0; to < n; ++to) {
                g.routes.push_back(blob.next_hop(from, to));  // kNoNode = 0xFFFF for none
            }
        }
    }
    return g;
}

bool open_graph(const std::string& path, GraphSource& out, std::string& error) {
    if (!read_regular_file(path, kMaxGraphFileBytes, out.bytes, error)) {
        return false;
    }
    if (out.bytes.empty()) {  // an interrupted write must not read as an empty graph
        error = path + ": empty file (no nodes: a graph file has at least one node line or a binary header)";
        return false;
    }
    out.binary = out.bytes.compare(0, 4, "FXPG") == 0;
    if (!out.binary) {
        return parse_graph_text(out.bytes, path, out.host, error);
    }
    const auto* data = reinterpret_cast<const uint8_t*>(out.bytes.data());
    const fixpath::GraphFormatError e = fixpath::validate_graph(data, out.bytes.size(), fixpath::kMaxGraphNodes, &out.blob);
    if (e != fixpath::GraphFormatError::None) {
        error = path + ": invalid graph file: " + fixpath::file_error_name(e);
        return false;
    }
    return true;
}

bool load_graph(const std::string& path, HostGraph& out, std::string& error) {
    GraphSource source;
    if (!open_graph(path, source, error)) {
        return false;
    }
    out = source.binary ? graph_from_blob(source.blob) : std::move(source.host);
    return true;
}

bool build_routes(HostGraph& graph) {
    const uint32_t n = graph.node_count();
    graph.routes.assign(static_cast<size_t>(n) * n, 0xFFFF);
    auto state = std::make_unique<fixpath::GraphState<fixpath::kMaxGraphNodes>>();
    const fixpath::Status s = fixpath::build_route_table(graph.view(), *state, graph.routes.data(),
                                                         static_cast<uint32_t>(graph.routes.size()));
    if (s != fixpath::Status::Complete) {
        graph.routes.clear();
        return false;
    }
    return true;
}

std::vector<uint8_t> graph_file_bytes(const HostGraph& graph) {
    const uint32_t n = graph.node_count();
    const uint32_t arcs = static_cast<uint32_t>(graph.edges.size());
    const bool table = !graph.routes.empty();
    const bool narrow = table && n <= 255;
    std::vector<uint8_t> out(fixpath::graph_file_size(n, arcs, table ? (narrow ? 1u : 2u) : 0u));
    uint32_t written = 0;
    if (narrow) {
        std::vector<uint8_t> routes(graph.routes.size());
        std::transform(graph.routes.begin(), graph.routes.end(), routes.begin(),
                       [](uint16_t e) { return static_cast<uint8_t>(e == 0xFFFF ? 0xFF : e); });
        written = fixpath::write_graph_file(graph.view(), graph.labels.data(), routes.data(), out.data(), out.size());
    } else {
        written = fixpath::write_graph_file(graph.view(), graph.labels.data(), table ? graph.routes.data() : nullptr,
                                            out.data(), out.size());
    }
    out.resize(written);
    return out;
}

std::string graph_header(const HostGraph& graph, const std::string& ns, const std::string& source_name) {
    std::ostringstream h;
    const uint32_t n = graph.node_count();
    std::string guard = "FIXPATH_GRAPH_" + ns + "_HPP";
    std::transform(guard.begin(), guard.end(), guard.begin(),
                   [](char c) { return std::isalnum(static_cast<unsigned char>(c)) ? static_cast<char>(std::toupper(c)) : '_'; });
    h << "// Generated by `fixpath graph build " << source_name << "`: do not edit, rebuild.\n"
      << "// " << n << " nodes, " << graph.edges.size() << " arcs; positions in 1/16 units.\n"
      << "#ifndef " << guard << "\n#define " << guard << "\n\n#include <stdint.h>\n\n"
      << "#include <fixpath/graph/graph_view.hpp>\n#include <fixpath/graph/route_table.hpp>\n\n"
      << "namespace " << ns << " {\n\n";
    h << "constexpr uint32_t kNodeCount = " << n << ";\n";
    std::vector<std::string> constants;  // names already used: "a-b" and "a_b" both give kFlagAB
    for (size_t i = 0; i < graph.flag_names.size(); ++i) {
        std::string flag;
        bool upper = true;
        for (char c : graph.flag_names[i]) {
            if (c == '_' || c == '-') {
                upper = true;
                continue;
            }
            flag += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
            upper = false;
        }
        if (flag.empty() || std::find(constants.begin(), constants.end(), flag) != constants.end()) {
            flag += "Bit" + std::to_string(i);
        }
        constants.push_back(flag);
        h << "constexpr uint16_t kFlag" << flag << " = 0x" << std::hex << (1u << i) << std::dec << ";  // "
          << graph.flag_names[i] << "\n";
    }
    h << "\n// Text-format IDs of nodes 0..N-1.\nconstexpr uint32_t kLabels[] = {";
    for (uint32_t v = 0; v < n; ++v) h << (v ? ", " : "") << graph.labels[v];
    h << (n == 0 ? "0" : "") << "};\n\nconstexpr fixpath::NodePosition kPositions[] = {\n";
    for (uint32_t v = 0; v < n; ++v) {
        const auto& p = graph.positions[v];
        h << "    {" << p.x << ", " << p.y << ", " << p.z << "},\n";
    }
    h << (n == 0 ? "    {0, 0, 0},\n" : "") << "};\n\nconstexpr uint32_t kFirstEdge[] = {";
    for (size_t i = 0; i < graph.first_edge.size(); ++i) h << (i ? ", " : "") << graph.first_edge[i];
    h << "};\n\nconstexpr fixpath::GraphEdge kEdges[] = {\n";
    for (const auto& e : graph.edges) h << "    {" << e.to << ", " << e.flags << ", " << e.weight << "},\n";
    h << (graph.edges.empty() ? "    {0, 0, 1},\n" : "") << "};\n\n"
      << "constexpr fixpath::GraphView kGraph(kPositions, kNodeCount, kFirstEdge, kEdges, fixpath::HeuristicScale{"
      << graph.scale.mantissa << ", " << unsigned{graph.scale.shift} << "});\n";
    if (!graph.routes.empty()) {
        const bool narrow = n <= 255;
        const char* type = narrow ? "uint8_t" : "uint16_t";
        h << "\n// Next hops, row = from, column = to (" << (narrow ? "255" : "65535") << " = no route): "
          << graph.routes.size() * (narrow ? 1 : 2) << " bytes.\nconstexpr " << type << " kRoutes[] = {";
        for (size_t i = 0; i < graph.routes.size(); ++i) {
            const uint32_t e = graph.routes[i] == 0xFFFF ? (narrow ? 0xFFu : 0xFFFFu) : graph.routes[i];
            h << (i % 16 == 0 ? "\n    " : " ") << e << ",";
        }
        h << "\n};\nconstexpr fixpath::RouteTable<" << type << "> kRouteTable(kRoutes, kNodeCount);\n";
    }
    h << "\n}  // namespace " << ns << "\n\n#endif  // " << guard << "\n";
    return finished_text(h);
}

}  // namespace fixpath_host
