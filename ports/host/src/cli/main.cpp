// fixpath: solve, draw and benchmark grid paths, and build, check and route
// waypoint graphs, on the host.
#include <csignal>
#include <cstdio>
#include <cerrno>
#include <cstring>
#include <exception>
#include <new>
#include <string>
#include <vector>

#include <fixpath/version.hpp>
#include <fixpath_host/message_text.hpp>

#include "commands.hpp"
#include "help_text.hpp"

namespace {

// What the command printed must have reached standard output: a full disk or
// a closed pipe is a failure (exit 2), not a silent success.
int finish(const std::string& command, int status) {
    if (std::fflush(stdout) != 0 || std::ferror(stdout) != 0) {
        std::fprintf(stderr, "fixpath %s: cannot write standard output (%s)\n", command.c_str(), std::strerror(errno));
        return 2;
    }
    return status;
}

// Whether the command was asked for JSON (--format json or --json): then
// its errors are JSON too, on standard output, so that a script reads one
// format whatever happens.
bool wants_json(int argc, char** argv) {
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--json" || a == "--format=json" || (a == "--format" && i + 1 < argc && std::strcmp(argv[i + 1], "json") == 0)) {
            return true;
        }
    }
    return false;
}

// `--help` or `-h` anywhere after the command (not as an option's value:
// no option takes one that starts with "-").
bool wants_help(int argc, char** argv) {
    for (int i = 2; i < argc; ++i) {
        if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) return true;
    }
    return false;
}

int fail(bool json, const std::string& command, const char* status, const std::string& message) {
    if (json) {
        std::printf("{\"status\":%s,\"error\":%s}\n", fixpath_host::json_string(status).c_str(),
                    fixpath_host::json_string(message).c_str());
        std::fflush(stdout);
    } else {
        std::fprintf(stderr, "fixpath%s%s: %s\n", command.empty() ? "" : " ", command.c_str(), message.c_str());
    }
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    // A file-size limit (ulimit -f) makes a write fail with EFBIG, which the
    // writers report, instead of killing the process mid-file.
    std::signal(SIGXFSZ, SIG_IGN);
    if (argc < 2) {
        std::fputs(fixpath_cli::overview_help().c_str(), stderr);
        return 2;
    }
    const std::string command = argv[1];
    if (command == "--help" || command == "-h" || command == "help") {
        const std::string topic = argc > 2 ? fixpath_cli::command_help(argv[2]) : std::string();
        std::fputs((topic.empty() ? fixpath_cli::overview_help() : topic).c_str(), stdout);
        return finish(command, 0);
    }
    if (command == "--version" || command == "version") {
        std::printf("fixpath %s\n", FIXPATH_VERSION_STRING);
        return finish(command, 0);
    }
    const bool json = wants_json(argc, argv);
    const fixpath_cli::Command* chosen = fixpath_cli::find_command(command);
    if (chosen == nullptr) {
        const std::vector<std::string> names = fixpath_cli::command_names();
        const std::string near = fixpath_cli::closest_word(command, names);
        return fail(json, "", "usage_error",
                    "unknown command " + fixpath_host::quoted(command) +
                        (near.empty() ? std::string() : " (did you mean " + near + "?)") + " (expected " + fixpath_cli::word_list(names) +
                        "; see fixpath --help)");
    }
    if (wants_help(argc, argv)) {
        std::fputs(fixpath_cli::command_help(command).c_str(), stdout);
        return finish(command, 0);
    }
    fixpath_cli::CommandLine cl(command, std::vector<std::string>(argv + 2, argv + argc));
    try {
        return finish(command, chosen->run(cl));
    } catch (const std::bad_alloc&) {
        return fail(json, command, "out_of_memory", "out of memory");
    } catch (const fixpath_cli::UsageError& e) {
        return fail(json, command, e.status, e.what());
    } catch (const fixpath_cli::InputError& e) {
        return fail(json, command, "input_error", e.what());
    } catch (const fixpath_cli::OutputError& e) {
        return fail(json, command, "output_error", e.what());
    } catch (const std::exception& e) {  // nothing else may escape main
        return fail(json, command, "error", e.what());
    }
}
