// The fixpath tool's subcommands. Each returns the process exit status:
// 0 when the command ran (whatever the search found), 1 when `bench` saw a
// wrong answer or `graph check` found nodes that cannot reach each other, 2 for bad input or a failed write (thrown as UsageError, InputError or OutputError;
// main also turns a full standard output and running out of memory into 2).
#ifndef FIXPATH_CLI_COMMANDS_HPP
#define FIXPATH_CLI_COMMANDS_HPP

#include <stdexcept>
#include <string>
#include <vector>

#include <fixpath_host/grid_file.hpp>

#include "command_line.hpp"

namespace fixpath_cli {

// A problem with an input file; the message names the file (and line).
struct InputError : std::runtime_error {
    using std::runtime_error::runtime_error;
};
// An output file that could not be written whole (it is left as it was).
struct OutputError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// A map file, or InputError naming the file and the problem (map_inputs.cpp).
fixpath_host::GridFile load_map(const std::string& path);
// The two positionals of a check command, MAP FILE, parsed (UsageError
// when either is missing); false when the command line only describes.
bool take_map_and_file(CommandLine& cl, std::string& map, std::string& file);
// The checks of a build command that writes a ROM header and/or a binary
// file from MAP (jps, hpa, bounds): a MAP, something to write, a usable
// --namespace, no output naming the input. UsageError otherwise.
void check_build_outputs(const std::string& map, const std::string& header, const std::string& binary,
                         const std::string& ns);
// The options several commands share, declared alike: --moves, --corners,
// --costs (defaults 8, never, 10,14) and --format (one of `choices`).
void declare_moves(CommandLine& cl, fixpath::Moves& moves);
void declare_corners(CommandLine& cl, fixpath::CornerRule& corners);
void declare_costs(CommandLine& cl, fixpath::StepCosts<uint32_t>& costs);
void declare_format(CommandLine& cl, std::string& format, const std::vector<std::string>& choices, const char* help);
// --cluster S: hierarchical search's cluster side (2..kMaxHpaCluster).
void declare_cluster(CommandLine& cl, int32_t& side, const char* help);

// The commands: each declares its options on `cl`, parses them (returning 0
// when `cl` only describes them, for the help) and runs.
int run_solve(CommandLine& cl);
int run_bench(CommandLine& cl);
int run_info(CommandLine& cl);
int run_range(CommandLine& cl);
int run_graph(CommandLine& cl);
int run_jps(CommandLine& cl);
int run_hpa(CommandLine& cl);
int run_agents(CommandLine& cl);
int run_bounds(CommandLine& cl);

}  // namespace fixpath_cli

#endif
