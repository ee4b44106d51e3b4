// The inputs several subcommands share: a map file, and the "MAP FILE"
// pair of the check commands (jps check, hpa check).
#include <string>

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
        if (!args.next_is_option()) {
            if (map.empty()) map = args.take_positional();
            else if (file.empty()) file = args.take_positional();
            else throw UsageError("unexpected argument '" + args.take_positional() + "' (expected MAP FILE)");
            continue;
        }
        throw UsageError("unknown option '" + args.take_option() + "'");
    }
    if (map.empty() || file.empty()) throw UsageError("expected MAP FILE");
}

}  // namespace fixpath_cli
