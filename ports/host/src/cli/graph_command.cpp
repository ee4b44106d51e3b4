// fixpath graph build | check | route: waypoint graphs from the command line.
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include <fixpath/graph/graph_format.hpp>
#include <fixpath/graph/graph_reachability.hpp>
#include <fixpath/graph/graph_search.hpp>
#include <fixpath/state/graph_state.hpp>
#include <fixpath/graph/route_table.hpp>
#include <fixpath_host/checked_files.hpp>
#include <fixpath_host/graph_text.hpp>

#include "commands.hpp"

namespace fixpath_cli {

namespace {

void load(const std::string& path, fixpath_host::GraphSource& g) {
    std::string error;
    if (!fixpath_host::open_graph(path, g, error)) {
        throw InputError(error);
    }
}

// Calls f(graph, labels) with the graph in whichever form it was loaded.
template <typename F>
int with_graph(const fixpath_host::GraphSource& g, F&& f) {
    if (g.binary) {
        return f(g.blob, g.blob);
    }
    return f(g.host.view(), g.host);
}

// A binary graph's stored route table checked against the graph itself
// (route_table_matches: one search per node). Throws InputError naming the
// first route that is stale, looping or unreachable.
void verify_route_table(const fixpath_host::GraphSource& g, const std::string& input) {
    if (!g.binary || g.blob.route_entry_bytes() == 0) return;
    using State = fixpath::GraphState<fixpath::kMaxGraphNodes>;
    auto state = std::make_unique<State>();
    std::vector<State::Cost> distances(g.blob.node_count() + 1);
    const fixpath::RouteTableCheck c =
        g.blob.route_entry_bytes() == 1
            ? fixpath::route_table_matches(g.blob.route_table8(), g.blob, *state, distances.data())
            : fixpath::route_table_matches(g.blob.route_table16(), g.blob, *state, distances.data());
    if (c.status == fixpath::Status::NoPath) {
        throw InputError(input + ": route table does not match the graph: the route " + std::to_string(g.blob.label(c.from)) +
                         " -> " + std::to_string(g.blob.label(c.to)) +
                         " does not arrive at the cheapest cost (a stale or edited table; rebuild it with --route-table)");
    }
    if (c.status != fixpath::Status::Complete) {
        throw InputError(input + ": route table could not be checked (" + fixpath::status_name(c.status) + ")");
    }
}


uint32_t parse_label(const std::string& option, const std::string& text) {
    return parse_count(option, text, 0, 0xFFFFFFFFu);
}

int run_build(CommandLine& cl) {
    std::string input;
    std::string output;
    std::string header;
    std::string ns;
    bool table = false;
    cl.positional("FILE.txt", input);
    cl.option("-o,--output", "FILE.bin", "the binary format",
              [&output](const std::string&, const std::string& v) { output = v; });
    cl.option("--header", "FILE.hpp", "constexpr arrays for ROM",
              [&header](const std::string&, const std::string& v) { header = v; });
    cl.option("--namespace", "NAME", "the header's namespace (default graph_ and the file's name)",
              [&ns](const std::string&, const std::string& v) { ns = v; });
    cl.flag("--route-table", "adds an all-pairs next-hop table", table);
    if (!cl.parse()) return 0;
    if (input.empty()) throw UsageError("missing FILE.txt");
    if (!ns.empty()) check_namespace("--namespace", ns);
    if (output.empty() && header.empty()) throw UsageError("nothing to write: give -o FILE.bin and/or --header FILE.hpp");
    const std::string clash = fixpath_host::clashing_paths({input}, {output, header});
    if (!clash.empty()) throw UsageError("refusing to write: " + clash);
    fixpath_host::GraphSource source;
    load(input, source);
    if (source.binary) throw InputError(input + ": a binary graph file; build reads a text description");
    fixpath_host::HostGraph& graph = source.host;
    const uint32_t n = graph.node_count();
    std::printf("graph: %s\n", input.c_str());
    std::printf("nodes: %u, arcs: %zu, flags: %zu\n", n, graph.edges.size(), graph.flag_names.size());
    std::printf("A* scale: %u / 2^%u (estimate = scale x straight-line distance in 1/16 units)\n",
                unsigned{graph.scale.mantissa}, unsigned{graph.scale.shift});
    if (table) {
        // Known before any work: the binary format's size field is 32 bits.
        if (!output.empty() && fixpath::graph_file_size(n, static_cast<uint32_t>(graph.edges.size()), n <= 255 ? 1u : 2u) == 0) {
            throw InputError(input + ": " + std::to_string(n) + " nodes: a route table this large does not fit the binary format (4 GiB)");
        }
        if (!fixpath_host::build_routes(graph)) throw InputError(input + ": route table could not be built");
        const size_t entry = n <= 255 ? 1 : 2;
        std::printf("route table: %u x %u entries of %zu byte%s = %zu bytes (whole paths at the seed's 16 bytes a path: %zu bytes)\n",
                    n, n, entry, entry == 1 ? "" : "s", static_cast<size_t>(n) * n * entry, static_cast<size_t>(n) * n * 16);
    }
    if (!output.empty()) {
        const std::vector<uint8_t> bytes = fixpath_host::graph_file_bytes(graph);
        if (bytes.empty()) throw InputError(input + ": graph too large for the binary format");
        std::string error;
        if (!fixpath_host::write_file_atomically(output, std::string(bytes.begin(), bytes.end()), error)) {
            throw OutputError(error);
        }
        std::printf("binary: %s, %zu bytes\n", output.c_str(), bytes.size());
    }
    if (!header.empty()) {
        if (ns.empty()) {
            const size_t slash = input.find_last_of("/\\");
            std::string stem = input.substr(slash == std::string::npos ? 0 : slash + 1);
            stem = stem.substr(0, stem.find('.'));
            for (char& c : stem) c = std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
            ns = "graph_" + stem;  // "graph_" first: a stem may start with a digit
        }
        std::string error;
        if (!fixpath_host::write_file_atomically(header, fixpath_host::graph_header(graph, ns, input), error)) {
            throw OutputError(error);
        }
        std::printf("header: %s (namespace %s)\n", header.c_str(), ns.c_str());
    }
    return 0;
}

int run_check(CommandLine& cl) {
    std::string input;
    cl.positional("FILE", input);
    if (!cl.parse()) return 0;
    if (input.empty()) throw UsageError("missing FILE");
    fixpath_host::GraphSource g;
    load(input, g);
    verify_route_table(g, input);
    return with_graph(g, [&](const auto& graph, const auto& labels) {
        auto reach = std::make_unique<fixpath::Reachability<fixpath::kMaxGraphNodes>>();
        reach->analyse(graph);
        const fixpath::ReachabilityReport& r = reach->report();
        std::printf("graph: %s (%s)\n", input.c_str(), g.binary ? "binary, validated" : "text");
        if (g.binary && g.blob.route_entry_bytes() != 0) {
            std::printf("route table: every route checked against a search\n");
        }
        std::printf("nodes: %u, arcs: %u\n", r.nodes, r.arcs);
        std::printf("strongly connected: %s (%u component%s)\n", r.strongly_connected ? "yes" : "no", r.components,
                    r.components == 1 ? "" : "s");
        auto list = [&](const char* what, auto&& test) {
            std::string ids;
            uint32_t count = 0;
            for (uint32_t v = 0; v < r.nodes; ++v) {
                if (test(v)) {
                    if (count < 20) ids += " " + std::to_string(labels.label(v));
                    ++count;
                }
            }
            std::printf("%s: %u%s%s%s\n", what, count, count ? " (" : "", count ? ids.c_str() + 1 : "",
                        count > 20 ? " ...)" : (count ? ")" : ""));
        };
        list("sinks (no way out)", [&](uint32_t v) { return reach->is_sink(v) && !reach->is_source(v); });
        list("sources (no way in)", [&](uint32_t v) { return reach->is_source(v) && !reach->is_sink(v); });
        list("isolated", [&](uint32_t v) { return reach->is_sink(v) && reach->is_source(v); });
        if (!r.strongly_connected && r.nodes > 0) {
            list("nodes in components that cannot be left", [&](uint32_t v) { return reach->in_sink_component(v); });
            list("nodes in components that cannot be entered", [&](uint32_t v) { return reach->in_source_component(v); });
            std::printf("sink components: %u, source components: %u\n", r.sink_components, r.source_components);
        }
        return r.strongly_connected ? 0 : 1;
    });
}

int run_route(CommandLine& cl) {
    std::string input;
    std::string format = "text";
    std::string from_text;
    std::string to_text;
    fixpath::GraphOptions options;
    bool use_table = false;
    cl.positional("FILE", input);
    cl.option("--from", "A", "the start's node ID", [&from_text](const std::string&, const std::string& v) { from_text = v; });
    cl.option("--to", "B", "the goal's node ID", [&to_text](const std::string&, const std::string& v) { to_text = v; });
    cl.required("--from", "a node ID");
    cl.required("--to", "a node ID");
    cl.option("--algo", "astar|dijkstra", "the search (default astar)", [&options](const std::string& o, const std::string& v) {
        options.algorithm = choice_index(o, v, {"astar", "dijkstra"}) == 0 ? fixpath::GraphAlgorithm::AStar
                                                                          : fixpath::GraphAlgorithm::Dijkstra;
    });
    cl.flag("--table", "follows the stored route table (no search)", use_table);
    cl.excludes("--algo", "--table", "--table follows the stored route table: --algo does not apply (give one or the other)");
    declare_format(cl, format, {"text", "json"}, "text (default) or json: one object");
    if (!cl.parse()) return 0;
    if (input.empty()) throw UsageError("missing FILE");
    const uint32_t from_label = parse_label("--from", from_text);
    const uint32_t to_label = parse_label("--to", to_text);
    fixpath_host::GraphSource g;
    load(input, g);
    if (use_table && (g.binary ? g.blob.route_entry_bytes() == 0 : true)) {
        throw UsageError("--table: " + input + " has no route table (build it with --route-table)");
    }
    if (use_table) verify_route_table(g, input);
    return with_graph(g, [&](const auto& graph, const auto& labels) {
        using Graph = std::decay_t<decltype(graph)>;
        const fixpath::NodeId from = labels.find_label(from_label);
        const fixpath::NodeId to = labels.find_label(to_label);
        auto state = std::make_unique<fixpath::GraphState<fixpath::kMaxGraphNodes>>();
        std::vector<fixpath::NodeId> path(graph.node_count() + 1);
        fixpath::Status status = fixpath::Status::InvalidStart;
        uint32_t cost = 0;
        uint32_t length = 0;
        uint32_t expanded = 0;
        bool partial = false;
        if (from == fixpath::kNoNode) {
            status = fixpath::Status::InvalidStart;
        } else if (to == fixpath::kNoNode) {
            status = fixpath::Status::InvalidGoal;
        } else if (use_table) {
            const fixpath::RouteFollow f = g.blob.route_entry_bytes() == 1
                                               ? g.blob.route_table8().follow(from, to, path.data(), static_cast<uint32_t>(path.size()))
                                               : g.blob.route_table16().follow(from, to, path.data(), static_cast<uint32_t>(path.size()));
            status = f.status;
            length = f.length;
            fixpath::GraphSearch<Graph, fixpath::GraphState<fixpath::kMaxGraphNodes>> costs(graph, *state);
            for (uint32_t i = 1; i < length; ++i) cost += costs.arc_cost(path[i - 1], path[i]);
        } else {
            const auto r = fixpath::find_route(graph, *state, from, to, path.data(), static_cast<uint32_t>(path.size()), options);
            status = r.status;
            cost = r.cost;
            length = r.length;
            expanded = r.stats.expanded;
            partial = r.partial;
        }
        if (format == "json") {
            std::printf("{\"status\":\"%s\",\"cost\":%u,\"path\":[", reported_status(status), status == fixpath::Status::Found ? cost : 0u);
            for (uint32_t i = 0; status == fixpath::Status::Found && i < length; ++i) {
                std::printf("%s%u", i ? "," : "", labels.label(path[i]));
            }
            std::printf("],\"expanded\":%u}\n", expanded);
            return 0;
        }
        std::printf("status: %s\n", reported_status(status));
        if (length > 0) {
            std::printf("cost: %u\n", cost);
            std::printf("%s:", partial ? "partial path (ends nearest the goal)" : "path");
            for (uint32_t i = 0; i < length; ++i) std::printf(" %u", labels.label(path[i]));
            std::printf("\nedges: %u\n", length - 1);
        }
        std::printf("expanded: %u%s\n", expanded, use_table ? " (route table: no search)" : "");
        return 0;
    });
}

}  // namespace

int run_graph(CommandLine& cl) {
    return cl.run_subcommand({{"build", run_build}, {"check", run_check}, {"route", run_route}});
}

}  // namespace fixpath_cli
