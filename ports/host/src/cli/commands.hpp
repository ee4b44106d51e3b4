// The fixpath tool's subcommands. Each returns the process exit status:
// 0 when the command ran (whatever the search found), 1 when `bench` saw a
// wrong answer or `graph check` found nodes that cannot reach each other, 2 for bad input or a failed write (thrown as UsageError, InputError or OutputError;
// main also turns a full standard output and running out of memory into 2).
#ifndef FIXPATH_CLI_COMMANDS_HPP
#define FIXPATH_CLI_COMMANDS_HPP

#include <stdexcept>
#include <string>

#include <fixpath_host/grid_file.hpp>

#include "arguments.hpp"

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
// The two positionals of a check command, MAP FILE, or UsageError.
void take_map_and_file(Arguments& args, std::string& map, std::string& file);
// The checks of a build command that writes a ROM header and/or a binary
// file from MAP (jps, hpa, bounds): a MAP, something to write, a usable
// --namespace, no output naming the input. UsageError otherwise.
void check_build_outputs(const std::string& map, const std::string& header, const std::string& binary,
                         const std::string& ns);
// `fixpath COMMAND build|check ...`: the subcommand taken and run.
int run_build_or_check(Arguments& args, const char* command, int (*build)(Arguments&), int (*check)(Arguments&));

int run_solve(Arguments& args);
int run_bench(Arguments& args);
int run_info(Arguments& args);
int run_range(Arguments& args);
int run_graph(Arguments& args);
int run_jps(Arguments& args);
int run_hpa(Arguments& args);
int run_agents(Arguments& args);
int run_bounds(Arguments& args);

}  // namespace fixpath_cli

#endif
