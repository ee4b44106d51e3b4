// The fixpath tool's help: one text per command (`fixpath COMMAND --help`)
// and the overview (`fixpath --help`) made of their first lines.
#ifndef FIXPATH_CLI_HELP_TEXT_HPP
#define FIXPATH_CLI_HELP_TEXT_HPP

#include <string>

namespace fixpath_cli {

// The help of `command` (solve, bench, info, graph, jps), or "" for none.
std::string command_help(const std::string& command);
// Every command's synopsis, the defaults, and how to get more.
std::string overview_help();

}  // namespace fixpath_cli

#endif
