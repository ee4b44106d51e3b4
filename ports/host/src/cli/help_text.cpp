#include "help_text.hpp"

#include <fixpath/version.hpp>

#include "commands.hpp"

namespace fixpath_cli {

namespace {

// The one list of the commands, in the order the overview shows them: the
// name main dispatches on, the function that runs it, and its help.
const Command kCommands[] = {
    {"solve", run_solve,
     "  fixpath solve MAP [--from X,Y] [--to X,Y] [--algo astar|astar+gb|jps|jps2|jps+|jps2+|jps+gb|jps2+gb|hpa|auto] [--tables FILE]\n"
     "                [--hpa FILE | --cluster S] [--bounds FILE]\n"
     "                [--moves 4|8] [--corners never|one|always] [--costs S,D]\n"
     "                [--heuristic zero|manhattan|octile|chebyshev] [--weight N/D]\n"
     "                [--layout dense|bounded] [--max-nodes N] [--max-expansions N]\n"
     "                [--nearest] [--unit-size K] [--hex pointy|flat [--hex-shove odd|even] [--step N]]\n"
     "                [--links FILE] [--format text|json] [--png FILE]\n"
     "      Find a path; print it (text: the map around it in ASCII; json: one object).\n",
     "\n"
     "MAP is a Moving AI .map file or plain ASCII (# wall, . floor, 1-9 terrain, S/G start/goal);\n"
     "--from/--to default to its S/G markers.\n"
     "  --algo        astar (default; dijkstra with --heuristic zero), jps (jump point search, walls and\n"
     "                floor only, 8 moves, --corners never), jps2 (the same with intercardinal pruning:\n"
     "                the jump points of a diagonal ray's straight rays are its successors; same costs,\n"
     "                fewer expansions on open maps), jps+ and jps2+ (the two from a jump table: built in\n"
     "                memory, or --tables FILE from `fixpath jps build --binary`), hpa (hierarchical:\n"
     "                A* over the map's cluster entrances, then refined; fast on big maps, the path may\n"
     "                cost a few percent more than the optimum), auto (picks per map)\n"
     "  --algo astar+gb, jps+gb, jps2+gb  A*, JPS+ or JPS2+ with goal bounding: moves that cannot start\n"
     "                an optimal path to the goal are skipped (same costs, fewer expansions); --bounds FILE\n"
     "                from `fixpath bounds build --binary` (--all-ties for jps+gb and jps2+gb), or built\n"
     "                now for a map of at most 16,384 cells\n"
     "  --hpa FILE    (hpa) the graph from `fixpath hpa build --binary`, checked against MAP; its rules\n"
     "                (moves, corners, costs) are the search's\n"
     "  --cluster S   (hpa) build the graph now with clusters of S cells a side (default 16)\n"
     "  --costs S,D   straight and diagonal step costs (default 10,14)\n"
     "  --weight N/D  weighted A* (N/D >= 1): faster, at most N/D times the optimal cost\n"
     "  --layout      dense (state for every cell) or bounded (a pool of --max-nodes nodes)\n"
     "  --max-expansions N  stop after N expansions (jps: units of work) with the partial path\n"
     "  --nearest     a goal on a wall is searched toward: no_path, and the partial path to the reachable\n"
     "                cell nearest it (without it: invalid_goal)\n"
     "  --unit-size K a K x K unit (1..255, A* only, --corners never): --from/--to and the path are its\n"
     "                top-left cell; it stands where its whole square is free, pays the dearest multiplier\n"
     "                under it and steps diagonally only when both orthogonal positions are free\n"
     "  --hex pointy|flat  a hex map: each cell of MAP is a hex, stored in offset rows (pointy-topped) or\n"
     "                columns (flat-topped), the odd ones shoved half a hex (--hex-shove even: the even ones);\n"
     "                six neighbours, a step costs --step N (default 10) times the multiplier entered, A*\n"
     "                with the hex distance; --from/--to and \"path\" are offset cells (column,row), JSON\n"
     "                adds \"axial\" (q,r); drawn with shoved rows/columns (the PNG as bricks)\n"
     "  --links FILE  portals, stairs, one-way drops: one link a line, `x1,y1 x2,y2 cost [oneway]`\n"
     "                (# comments; two-way unless `oneway`; at most 254 directed links); A* over the grid\n"
     "                and the links (its estimate goes through them), no --weight; the text lists the links\n"
     "                the path takes, JSON adds \"via\": per path point the link (0 = the file's first) or -1\n"
     "  --format json one object: {\"status\",\"cost\",\"path\",\"expanded\",\"partial\"}; errors too:\n"
     "                {\"status\":\"invalid_goal\"|\"usage_error\"|\"input_error\"|...,\"error\":\"...\"}\n"
     "  --png FILE    a picture: walls, terrain, expanded cells shaded by cost, path, start, goal, the\n"
     "                outcome (red, with a red frame, when the goal was not reached) and a legend\n"
     "Statuses: found, no_path, out_of_nodes, invalid_start, invalid_goal, cost_overflow,\n"
     "non_uniform_map. A partial path (\"partial\": true) ends short of the goal: the text drawing marks\n"
     "its end E and the goal G. Exit status 0 when the search ran, 2 for bad input.\n"},
    {"bench", run_bench,
     "  fixpath bench SCEN... [--algo astar|astar+gb|dijkstra|jps|jps2|jps+|jps2+|jps+gb|jps2+gb|hpa|auto] [--costs S,D]\n"
     "                [--last-buckets N] [--every K] [--maps DIR] [--layout dense|bounded] [--tables FILE]...\n"
     "                [--bounds FILE]... [--cluster S] [--warthog FILE] [--json]\n"
     "      Run Moving AI scenarios, check every answer, print timings.\n",
     "\n"
     "The map of each .scen file is beside it, or in --maps DIR. Every answer is checked (exactly with\n"
     "--costs 13860,19601); per map: scenarios, failures, median/mean/99th percentile microseconds a\n"
     "query (search and path), the median of the search alone (search_us), expansions and scan units a\n"
     "query, bytes of state.\n"
     "  --last-buckets N  only the N hardest buckets of each file\n"
     "  --every K         every K-th scenario\n"
     "  --tables FILE     (jps+, jps2+) one table file a scenario file, in order\n"
     "  --bounds FILE     (astar+gb, jps+gb, jps2+gb) one goal bounds file a scenario file, in order (without:\n"
     "                    built for maps of at most 16,384 cells)\n"
     "  --algo hpa        hierarchical search (graphs built per map, --cluster S, default 16): an answer\n"
     "                    is right when it joins start and goal and is not shorter than the optimum; each\n"
     "                    map adds its cost over the optimum (median, worst)\n"
     "  --warthog FILE    also run Warthog's driver (warthog-jps, the reference jump point search, built\n"
     "                    by you from its own sources) on the same queries: jps, jps2, jps+, jps2+, each\n"
     "                    with its search time, expansions, answers off the optimum, and fixpath's\n"
     "                    search_us over its own (JSON: \"warthog\")\n"
     "  --json            one object a map and one overall; errors as {\"status\",\"error\"}\n"
     "Exit status 1 when an answer is wrong, 2 for bad input.\n"},
    {"info", run_info,
     "  fixpath info MAP [--moves 4|8] [--corners never|one|always] [--format text|json]\n"
     "                  [--clearance [--header OUT.hpp] [--namespace NS]]\n"
     "      Size, passable cells, connected components, a walkable cell to start from.\n",
     "\n"
     "--clearance: each cell's clearance (the side of the largest free square whose top-left corner it\n"
     "is: where a KxK unit can stand, see solve --unit-size), how many positions each unit size has, the\n"
     "grid of values for maps up to 120 wide; --header writes it as a constexpr array for ROM.\n"
     "Components follow --moves and --corners (default 8 moves, corners never): two cells are in one\n"
     "component when a path joins them. The suggested cell is the first passable cell of the largest\n"
     "component in row-major order.\n"},
    {"range", run_range,
     "  fixpath range MAP --budget N [--from X,Y] [--moves 4|8] [--corners never|one|always] [--costs S,D]\n"
     "                [--format text|json] [--png FILE]\n"
     "      A tactics unit's movement range: every cell it reaches with N movement points.\n",
     "\n"
     "A step costs its base cost (--costs S,D, default 10,14) times the multiplier of the cell entered; the\n"
     "unit may spend up to N. --from defaults to the map's S marker.\n"
     "  text  status, the number of cells, the map with the range drawn (U the unit, o reachable;\n"
     "        a window of a larger map starts with its coordinates and numbers its rows)\n"
     "  json  {\"status\":\"complete\",\"cells\":[[x,y,cost],...]}: every reachable cell, row-major\n"
     "  --png the range shaded by cost, the unit ringed, the outcome and a legend under the map\n"},
    {"agents", run_agents,
     "  fixpath agents MAP SCEN --agents N [--solver plan|online] [--plan-seconds S] [--repair-rounds R]\n"
     "                 [--max-ticks T] [--format text|json|png] [--png FILE]\n"
     "      Many agents, each with its own goal, moving together without colliding.\n",
     "\n"
     "Agent i starts at line i's start of the Moving AI scenario SCEN and must reach line i's goal (the\n"
     "multi-agent benchmark convention: the first N lines are the N-agent instance). Each tick every agent\n"
     "moves to a 4-neighbour or waits; no two agents ever share a cell or swap cells. Runs until every\n"
     "agent is on its goal (status found) or after --max-ticks ticks (default 1000; status tick_limit).\n"
     "  --solver plan    (default) first searches a plan that brings every agent home (unit_planner.hpp,\n"
     "                   complete: it finds one whenever one exists, given its 64 MiB pool and\n"
     "                   --plan-seconds, default 10), shortens it by --repair-rounds rounds of repair\n"
     "                   (default 2000, within the same seconds; each plans up to 8 agents again around\n"
     "                   the others' paths and keeps the result when it is no longer), then plays it;\n"
     "                   when the pool or the time runs out before a plan, the online rule moves them\n"
     "                   and the plan line says so\n"
     "  --solver online  the group's own rule, tick by tick (unit_group.hpp): no search, but in dense\n"
     "                   crowds some agents may circle forever\n"
     "An agent's cost is the tick from which it stays on its goal; the lower bound sums the agents' own\n"
     "shortest walks.\n"
     "  text  status, ticks, sum of costs (and its ratio to the lower bound), makespan, the plan (how its\n"
     "        search ended, its time, configurations kept, pool words taken), the repair (rounds, time,\n"
     "        rounds that shortened it, the sum of costs before it), time a tick\n"
     "  json  {\"agents\":N,\"positions\":[[[x,y],...],...],\"status\":...,\"ticks\":T,\"sum_of_costs\":S,\n"
     "        \"makespan\":M,\"lower_bound\":L,\"arrived\":[tick,...],\"solver\":...,\"plan_status\":...,\n"
     "        \"plan_ms\":...,\"configurations\":...,\"pool_words\":...,\"first_plan_cost\":...,\n"
     "        \"repair_rounds\":...,\"repair_ms\":...}: positions one list a tick, the\n"
     "        first the starts; arrived: each agent's cost (null if not on its goal at the end)\n"
     "  png   (with --png FILE) the map with every agent's trail in its own colour, last cells outlined\n"
     "Two agents on one start, a shared goal, a start or goal on a wall or off the map: exit 2.\n"},
    {"bounds", run_bounds,
     "  fixpath bounds build MAP [--header FILE.hpp] [--binary FILE] [--namespace NAME] [--moves 4|8]\n"
     "                     [--corners never|one|always] [--costs S,D] [--threads N] [--all-ties]\n"
     "  fixpath bounds check MAP FILE\n"
     "      Goal bounds for A* (goal bounding): per cell and first move, the box of the cells it leads to.\n",
     "\n"
     "  build   one Dijkstra a cell on every core (--threads); --header: the map's multipliers and the\n"
     "          boxes as constexpr arrays for ROM; --binary: the file `solve --bounds` reads. The rules\n"
     "          (--moves, --corners, --costs; defaults 8, never, 10,14) are the queries'. --all-ties: a\n"
     "          box holds every target of every optimal first move (larger boxes)\n"
     "  check   whether FILE is a goal bounds file of MAP (exit 1 with the reason when not)\n"},
    {"graph", run_graph,
     "  fixpath graph build FILE.txt -o FILE.bin [--header FILE.hpp] [--route-table] [--namespace NAME]\n"
     "  fixpath graph check FILE\n"
     "  fixpath graph route FILE --from A --to B [--algo astar|dijkstra] [--table] [--format text|json]\n"
     "      Waypoint graphs: build the binary format and/or a ROM header, check reachability, route.\n",
     "\n"
     "Graph text: `node ID X Y [Z]` and `edge A B [WEIGHT] [oneway] [FLAG...]` lines.\n"
     "  build   to the binary format (-o) and/or constexpr arrays for ROM (--header); --route-table\n"
     "          adds an all-pairs next-hop table\n"
     "  check   strongly connected or not, sinks, sources, traps (exit 1 when not connected)\n"
     "  route   between node IDs; FILE text or binary; --table follows the stored route table\n"},
    {"jps", run_jps,
     "  fixpath jps build MAP [--header FILE.hpp] [--binary FILE] [--entry-bytes 1|2] [--namespace NAME]\n"
     "  fixpath jps check MAP FILE\n"
     "      Jump tables (JPS+) for walls-and-floor maps: build them for ROM or as a file, check a file.\n",
     "\n"
     "  build   --header: the map's bits and table as constexpr arrays; --binary: the table file that\n"
     "          `solve|bench --tables` read; --entry-bytes 1: 8 bytes a cell (default 2: 16)\n"
     "  check   whether FILE is exactly MAP's table (exit 1 with the reason when not)\n"},
    {"hpa", run_hpa,
     "  fixpath hpa build MAP [--cluster S] [--header FILE.hpp] [--binary FILE] [--namespace NAME]\n"
     "  fixpath hpa check MAP FILE\n"
     "      Hierarchical search (HPA*): a map's abstract graph of cluster entrances, for ROM or as a file.\n",
     "\n"
     "  build   --cluster: cluster side, 2..128 (default 16); --header: the map's multipliers and the\n"
     "          graph's bytes as constexpr arrays (fixpath::HpaGraph kGraph); --binary: the graph file\n"
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
    return c == nullptr ? std::string() : std::string("usage:\n") + c->synopsis + c->details;
}

std::string overview_help() {
    std::string text = std::string("fixpath ") + FIXPATH_VERSION_STRING +
                       ": pathfinding for small devices, on the host.\n\nusage: fixpath <command> [options]\n\n";
    for (const Command& c : kCommands) text += c.synopsis;
    text +=
        "  fixpath --version\n"
        "\n"
        "`fixpath COMMAND --help` tells more about a command.\n"
        "Maps: Moving AI .map files, or plain ASCII (# wall, . floor, 1-9 terrain, S/G start/goal).\n"
        "Defaults: 8 moves, corners never, costs 10,14, octile heuristic, dense layout.\n";
    return text;
}

}  // namespace fixpath_cli
