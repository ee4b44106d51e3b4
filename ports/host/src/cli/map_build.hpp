// The one skeleton of the commands that turn a map into data a game reads
// (`jps build`, `hpa build`, `bounds build`):
//   fixpath COMMAND build MAP [--header OUT.hpp] [--binary OUT] [--namespace NAME] [the command's options]
// The skeleton declares the shared options, checks them (check_build_outputs),
// loads the map, asks the command to build, makes both outputs before writing
// either (a build whose file cannot be made writes nothing), writes each whole
// and prints the command's summary and where each output went.
#ifndef FIXPATH_CLI_MAP_BUILD_HPP
#define FIXPATH_CLI_MAP_BUILD_HPP

#include <stdint.h>

#include <string>

#include <fixpath_host/grid_file.hpp>

#include "command_line.hpp"

namespace fixpath_cli {

// What one build command adds to the skeleton.
class MapBuild {
public:
    virtual ~MapBuild() = default;
    // Declares the command's own options.
    virtual void declare(CommandLine& cl) = 0;
    // Builds from `map` (read from `source`); InputError when it cannot.
    virtual void build(const fixpath_host::GridFile& map, const std::string& source) = 0;
    // The ROM header: constexpr arrays in namespace `ns`.
    virtual std::string header_text(const fixpath_host::GridFile& map, const std::string& ns,
                                    const std::string& source) const = 0;
    // The binary file's bytes; InputError when they cannot be made.
    virtual std::string file_bytes(const fixpath_host::GridFile& map, const std::string& source) const = 0;
    // The first line printed, what was built (with its newline).
    virtual void print_summary(const fixpath_host::GridFile& map) const = 0;
    // The binary file's size with its header and checksum, printed after
    // "binary: PATH"; 0 when the command does not state it.
    virtual uint32_t file_size(const fixpath_host::GridFile& map) const = 0;
};

// `fixpath COMMAND build ...` with `build` supplying the command's part;
// `default_namespace` is --namespace's default. The exit status.
int run_map_build(CommandLine& cl, const char* default_namespace, MapBuild& build);

// `COMMAND build ...` upper-cased into an include guard: FIXPATH_<KIND>_<NS>_HPP.
std::string include_guard(const std::string& kind, const std::string& ns);

}  // namespace fixpath_cli

#endif
