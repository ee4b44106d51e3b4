// The inputs several subcommands share: a map file, the "MAP FILE" pair of
// the check commands (jps, hpa, bounds check), the outputs of their build
// commands and the build|check dispatch.
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

void take_map_and_file(Arguments& args, std::string& map, std::string& file) {
    while (!args.done()) {
        if (!args.take_two_positionals(map, file, "MAP FILE")) throw UsageError("unknown option '" + args.take_option() + "'");
    }
    if (map.empty() || file.empty()) throw UsageError("expected MAP FILE");
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

int run_build_or_check(Arguments& args, const char* command, int (*build)(Arguments&), int (*check)(Arguments&)) {
    if (args.done()) throw UsageError("expected build or check");
    const std::string sub = args.take_positional();
    if (sub == "build") return build(args);
    if (sub == "check") return check(args);
    throw UsageError(std::string("unknown ") + command + " command " + fixpath_host::quoted(sub) +
                     " (expected build or check)");
}

}  // namespace fixpath_cli
