// fixpath: solve, draw and benchmark grid paths, and build, check and route
// waypoint graphs, on the host.
#include <csignal>
#include <cstdio>
#include <cerrno>
#include <cstring>
#include <exception>
#include <new>
#include <string>

#include "commands.hpp"

namespace {

const char* kUsage =
    "usage: fixpath <command> [options]\n"
    "\n"
    "  fixpath solve MAP --from X,Y --to X,Y [--algo astar|jps|jps+|auto] [--tables FILE] [--moves 4|8]\n"
    "                [--corners never|one|always]\n"
    "                [--costs S,D] [--heuristic zero|manhattan|octile|chebyshev] [--weight N/D]\n"
    "                [--layout dense|bounded] [--max-nodes N] [--max-expansions N]\n"
    "                [--format text|json] [--png FILE]\n"
    "      Find a path; print it (text: the map around it in ASCII; json: one object).\n"
    "  fixpath bench SCEN... [--algo astar|dijkstra|jps|jps+|auto] [--costs S,D] [--last-buckets N] [--every K]\n"
    "                [--maps DIR] [--layout dense|bounded] [--tables FILE]... [--json]\n"
    "      Run Moving AI scenarios, check every answer, print timings.\n"
    "  fixpath info MAP [--moves 4|8] [--corners never|one|always]\n"
    "      Size, passable cells, connected components.\n"
    "  fixpath graph build FILE.txt -o FILE.bin [--header FILE.hpp] [--route-table] [--namespace NAME]\n"
    "      Waypoint graph (text: node ID X Y [Z] / edge A B [WEIGHT] [oneway] [FLAG...]) to the binary\n"
    "      format and/or a C++ header of constexpr arrays for ROM, with an optional route table.\n"
    "  fixpath graph check FILE\n"
    "      Reachability: strongly connected or not, sinks, sources, traps. Exit 1 when not connected.\n"
    "  fixpath graph route FILE --from A --to B [--algo astar|dijkstra] [--table] [--format text|json]\n"
    "      Route between node IDs (FILE: text or binary; --table follows the stored route table).\n"
    "  fixpath jps build MAP [--header FILE.hpp] [--binary FILE] [--entry-bytes 1|2] [--namespace NAME]\n"
    "      A walls-and-floor map's jump table (JPS+): constexpr arrays for ROM (with the map's bits)\n"
    "      and/or the binary table file (--tables of solve and bench); 16 or 8 bytes a cell.\n"
    "  fixpath jps check MAP FILE\n"
    "      Whether a binary table file is exactly MAP's table. Exit 1 when not.\n"
    "\n"
    "Maps: Moving AI .map files, or plain ASCII (# wall, . floor, 1-9 terrain, S/G start/goal).\n"
    "Defaults: 8 moves, corners never, costs 10,14, octile heuristic, dense layout.\n";

}  // namespace

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

int run(const std::string& command, fixpath_cli::Arguments& args) {
    if (command == "solve") {
        return fixpath_cli::run_solve(args);
    }
    if (command == "bench") {
        return fixpath_cli::run_bench(args);
    }
    if (command == "info") {
        return fixpath_cli::run_info(args);
    }
    if (command == "graph") {
        return fixpath_cli::run_graph(args);
    }
    if (command == "jps") {
        return fixpath_cli::run_jps(args);
    }
    std::fprintf(stderr, "fixpath: unknown command '%s' (expected solve, bench, info, graph or jps; see fixpath --help)\n",
                 command.c_str());
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    // A file-size limit (ulimit -f) makes a write fail with EFBIG, which the
    // writers report, instead of killing the process mid-file.
    std::signal(SIGXFSZ, SIG_IGN);
    if (argc < 2 || std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0 ||
        std::strcmp(argv[1], "help") == 0) {
        std::fputs(kUsage, argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    const std::string command = argv[1];
    fixpath_cli::Arguments args(argc, argv, 2);
    try {
        return finish(command, run(command, args));
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "fixpath %s: out of memory\n", command.c_str());
    } catch (const std::exception& e) {  // UsageError, InputError, OutputError; and nothing else may escape main
        std::fprintf(stderr, "fixpath %s: %s\n", command.c_str(), e.what());
    }
    return 2;
}
