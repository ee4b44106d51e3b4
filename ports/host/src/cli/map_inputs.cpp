// The inputs several commands share: a map file, the "MAP FILE" pair of
// the check commands (jps, hpa, bounds check), the outputs of their build
// commands, and the options of the grid's rules and of the output format.
#include <string>
#include <vector>

#include <fixpath_host/checked_files.hpp>
#include <fixpath_host/message_text.hpp>

#include <fixpath_host/grid_file.hpp>

#include "commands.hpp"

namespace fixpath_cli {

fixpath_host::GridFile load_map(const std::string& path) {
    fixpath_host::GridFile map;
    std::string error;
    if (!fixpath_host::load_grid(path, map, error)) throw InputError(error);
    return map;
}

bool take_map_and_file(CommandLine& cl, std::string& map, std::string& file) {
    cl.positional("MAP", map);
    cl.positional("FILE", file);
    if (!cl.parse()) return false;
    if (map.empty() || file.empty()) throw UsageError("expected MAP FILE");
    return true;
}

void check_build_outputs(const std::string& map, const std::string& header, const std::string& binary,
                         const std::string& ns) {
    if (map.empty()) throw UsageError("missing MAP");
    if (header.empty() && binary.empty()) throw UsageError("nothing to write (give --header FILE.hpp and/or --binary FILE)");
    check_namespace("--namespace", ns);
    std::vector<std::string> outputs;
    if (!header.empty()) outputs.push_back(header);
    if (!binary.empty()) outputs.push_back(binary);
    const std::string clash = fixpath_host::clashing_paths({map}, outputs);
    if (!clash.empty()) throw UsageError("refusing to write: " + clash);
}

void declare_moves(CommandLine& cl, fixpath::Moves& moves) {
    cl.option("--moves", "4|8", "4 or 8 neighbours (default 8)",
              [&moves](const std::string& o, const std::string& v) { moves = parse_moves(o, v); });
}

void declare_corners(CommandLine& cl, fixpath::CornerRule& corners) {
    cl.option("--corners", "never|one|always", "may a diagonal step pass a wall's corner (default never)",
              [&corners](const std::string& o, const std::string& v) { corners = parse_corners(o, v); });
}

void declare_costs(CommandLine& cl, fixpath::StepCosts<uint32_t>& costs) {
    cl.option("--costs", "S,D", "straight and diagonal step costs (default 10,14)",
              [&costs](const std::string& o, const std::string& v) { costs = parse_costs(o, v); });
}

void declare_cluster(CommandLine& cl, int32_t& side, const char* help) {
    cl.option("--cluster", "S", help, [&side](const std::string& o, const std::string& v) {
        side = static_cast<int32_t>(parse_count(o, v, 2, fixpath::kMaxHpaCluster));
    });
}

void declare_format(CommandLine& cl, std::string& format, const std::vector<std::string>& choices, const char* help) {
    std::string names;
    for (const std::string& c : choices) names += (names.empty() ? "" : "|") + c;
    cl.option("--format", names.c_str(), help, [&format, choices](const std::string& o, const std::string& v) {
        format = parse_choice(o, v, choices);
    });
}

}  // namespace fixpath_cli
