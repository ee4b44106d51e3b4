// The fixpath tool's commands, each with its help: one text per command
// (`fixpath COMMAND --help`) and the overview (`fixpath --help`) made of
// their first lines.
#ifndef FIXPATH_CLI_HELP_TEXT_HPP
#define FIXPATH_CLI_HELP_TEXT_HPP

#include <string>
#include <vector>

#include "command_line.hpp"

namespace fixpath_cli {

struct Command {
    const char* name;
    int (*run)(CommandLine&);  // the exit status (commands.hpp); describes its options when `cl` does
    const char* summary;     // what it does, one line (the overview shows it under its usage)
    const char* details;     // what `fixpath NAME --help` adds before the options' lines
};

// The command called `name`, or null.
const Command* find_command(const std::string& name);
// Every command's name, in the overview's order.
std::vector<std::string> command_names();

// The help of `command`, or "" for none.
std::string command_help(const std::string& command);
// Every command's synopsis, the defaults, and how to get more.
std::string overview_help();

}  // namespace fixpath_cli

#endif
