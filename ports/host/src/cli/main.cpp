// fixpath: solve, draw and benchmark grid paths, and build, check and route
// waypoint graphs, on the host.
#include <cstdio>
#include <cstring>
#include <string>

#include "commands.hpp"

namespace {

const char* kUsage =
    "usage: fixpath <command> [options]\n"
    "\n"
    "  fixpath solve MAP --from X,Y --to X,Y [--moves 4|8] [--corners never|one|always]\n"
    "                [--costs S,D] [--heuristic zero|manhattan|octile|chebyshev] [--weight N/D]\n"
    "                [--layout dense|bounded] [--max-nodes N] [--max-expansions N]\n"
    "                [--format text|json] [--png FILE]\n"
    "      Find a path; print it (text: the map around it in ASCII; json: one object).\n"
    "  fixpath bench SCEN... [--algo astar|dijkstra] [--costs S,D] [--last-buckets N] [--every K]\n"
    "                [--maps DIR] [--layout dense|bounded] [--json]\n"
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
    "\n"
    "Maps: Moving AI .map files, or plain ASCII (# wall, . floor, 1-9 terrain, S/G start/goal).\n"
    "Defaults: 8 moves, corners never, costs 10,14, octile heuristic, dense layout.\n";

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2 || std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0 ||
        std::strcmp(argv[1], "help") == 0) {
        std::fputs(kUsage, argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    const std::string command = argv[1];
    fixpath_cli::Arguments args(argc, argv, 2);
    try {
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
        std::fprintf(stderr, "fixpath: unknown command '%s' (expected solve, bench, info or graph; see fixpath --help)\n",
                     command.c_str());
        return 2;
    } catch (const fixpath_cli::UsageError& e) {
        std::fprintf(stderr, "fixpath %s: %s\n", command.c_str(), e.what());
        return 2;
    } catch (const fixpath_cli::InputError& e) {
        std::fprintf(stderr, "fixpath %s: %s\n", command.c_str(), e.what());
        return 2;
    }
}
