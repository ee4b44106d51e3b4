#include "help_text.hpp"

#include <fixpath/version.hpp>

#include "commands.hpp"

namespace fixpath_cli {

namespace {

// The one list of the commands, in the order the overview shows them: the
// name main dispatches on, the function that runs it (and declares its
// options: the usage lines and the options' help come from there), what it
// does in a line, and what its help says before the options.
const Command kCommands[] = {
    {"solve", run_solve,
     "Find a path; print it (text: the map around it in ASCII; json: one object).\n",
     "\n"
     "MAP is a Moving AI .map file or plain ASCII (# wall, . floor, 1-9 terrain, S/G start/goal).\n"
     "Statuses: found, no_path, out_of_nodes, invalid_start, invalid_goal, cost_overflow,\n"
     "non_uniform_map. A partial path (\"partial\": true) ends short of the goal: the text drawing marks\n"
     "its end E and the goal G. Exit status 0 when the search ran, 2 for bad input.\n"
     "Rules between options: --hpa and --cluster mean --algo hpa, --tables jps+, --bounds astar+gb;\n"
     "hpa takes no --heuristic, --weight, --layout, --nearest, --hex, --links, --unit-size, --tables,\n"
     "--max-nodes or --max-expansions; --hex and --links: A* only; --max-nodes: --layout bounded.\n"},
    {"bench", run_bench,
     "Run Moving AI scenarios, check every answer, print timings.\n",
     "\n"
     "The map of each .scen file is beside it, or in --maps DIR. Every answer is checked (exactly with\n"
     "--costs 13860,19601); per map: scenarios, failures, median/mean/99th percentile microseconds a\n"
     "query (search and path), the median of the search alone (search_us), expansions and scan units a\n"
     "query, bytes of state.\n"
     "Exit status 1 when an answer is wrong, 2 for bad input.\n"},
    {"info", run_info,
     "Size, passable cells, connected components, a walkable cell to start from.\n",
     "\n"
     "Components follow --moves and --corners (default 8 moves, corners never): two cells are in one\n"
     "component when a path joins them. The suggested cell is the first passable cell of the largest\n"
     "component in row-major order.\n"},
    {"range", run_range,
     "A tactics unit's movement range: every cell it reaches with N movement points.\n",
     "\n"
     "A step costs its base cost (--costs S,D, default 10,14) times the multiplier of the cell entered; the\n"
     "unit may spend up to N.\n"},
    {"agents", run_agents,
     "Many agents, each with its own goal, moving together without colliding.\n",
     "\n"
     "Agent i starts at line i's start of the Moving AI scenario SCEN and must reach line i's goal (the\n"
     "multi-agent benchmark convention: the first N lines are the N-agent instance). Each tick every agent\n"
     "moves to a 4-neighbour or waits; no two agents ever share a cell or swap cells. Runs until every\n"
     "agent is on its goal (status found) or after --max-ticks ticks (default 1000; status tick_limit).\n"
     "An agent's cost is the tick from which it stays on its goal; the lower bound sums the agents' own\n"
     "shortest walks.\n"
     "Two agents on one start, a shared goal, a start or goal on a wall or off the map: exit 2.\n"},
    {"bounds", run_bounds,
     "Goal bounds for A* (goal bounding): per cell and first move, the box of the cells it leads to.\n",
     "\n"
     "  build   one Dijkstra a cell on every core; --header: the map's multipliers and the boxes as\n"
     "          constexpr arrays for ROM; --binary: the file `solve --bounds` reads. The rules (--moves,\n"
     "          --corners, --costs) are the queries'\n"
     "  check   whether FILE is a goal bounds file of MAP (exit 1 with the reason when not)\n"},
    {"graph", run_graph,
     "Waypoint graphs: build the binary format and/or a ROM header, check reachability, route.\n",
     "\n"
     "Graph text: `node ID X Y [Z]` and `edge A B [WEIGHT] [oneway] [FLAG...]` lines.\n"
     "  build   to the binary format (-o) and/or constexpr arrays for ROM (--header)\n"
     "  check   strongly connected or not, sinks, sources, traps (exit 1 when not connected)\n"
     "  route   between node IDs; FILE text or binary\n"},
    {"jps", run_jps,
     "Jump tables (JPS+) for walls-and-floor maps: build them for ROM or as a file, check a file.\n",
     "\n"
     "  build   --header: the map's bits and table as constexpr arrays; --binary: the table file that\n"
     "          `solve|bench --tables` read\n"
     "  check   whether FILE is exactly MAP's table (exit 1 with the reason when not)\n"},
    {"hpa", run_hpa,
     "Hierarchical search (HPA*): a map's abstract graph of cluster entrances, for ROM or as a file.\n",
     "\n"
     "  build   --header: the map's multipliers and the graph's bytes as constexpr arrays\n"
     "          (fixpath::HpaGraph kGraph); --binary: the graph file\n"
     "  check   whether FILE is a valid graph of MAP (exit 1 with the reason when not)\n"},
};

}  // namespace

const Command* find_command(const std::string& name) {
    for (const Command& c : kCommands) {
        if (name == c.name) return &c;
    }
    return nullptr;
}

std::vector<std::string> command_names() {
    std::vector<std::string> names;
    for (const Command& c : kCommands) names.push_back(c.name);
    return names;
}

std::string command_help(const std::string& command) {
    const Command* c = find_command(command);
    if (c == nullptr) return std::string();
    // The options' lines come from the command's own declarations.
    CommandLine described = CommandLine::describing(command);
    c->run(described);
    return "usage:\n" + described.usage() + "      " + c->summary + c->details + "\n" + described.options_help();
}

std::string overview_help() {
    std::string text = std::string("fixpath ") + FIXPATH_VERSION_STRING +
                       ": pathfinding for small devices, on the host.\n\nusage: fixpath <command> [options]\n\n";
    for (const Command& c : kCommands) {
        CommandLine described = CommandLine::describing(c.name);
        c.run(described);
        text += described.usage() + "      " + c.summary;
    }
    text +=
        "  fixpath --version\n"
        "\n"
        "`fixpath COMMAND --help` tells more about a command.\n"
        "Maps: Moving AI .map files, or plain ASCII (# wall, . floor, 1-9 terrain, S/G start/goal).\n"
        "Defaults: 8 moves, corners never, costs 10,14, octile heuristic, dense layout.\n";
    return text;
}

}  // namespace fixpath_cli
