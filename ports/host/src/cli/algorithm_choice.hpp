// What `--algo` names, parsed once: `solve` and `bench` read the choice's
// fields (which search, pruned or not, goal bounded or not), never its name.
// The name is kept only to be printed back.
#ifndef FIXPATH_CLI_ALGORITHM_CHOICE_HPP
#define FIXPATH_CLI_ALGORITHM_CHOICE_HPP

#include <cstring>
#include <string>

#include <fixpath_host/grid_solver.hpp>

#include "option_values.hpp"

namespace fixpath_cli {

struct AlgorithmChoice {
    const char* name;                   // as typed, and as printed back
    fixpath_host::Algorithm algorithm;  // the search (for `auto`, chosen per map: pick_algorithm)
    bool automatic;                     // auto: the map decides
    bool prune;                         // intercardinal pruning (JPS2)
    bool goal_bounded;                  // +gb: goal bounds narrow each node's first moves
    bool dijkstra;                      // no estimate (bench only)
    // Reads a jump table (JPS+ or JPS2+, without goal bounds): what --tables serves.
    bool tables() const { return algorithm == fixpath_host::Algorithm::JumpTables && !goal_bounded; }
    bool hierarchical() const { return algorithm == fixpath_host::Algorithm::Hierarchical; }
    // Plain A* (not goal bounded, not Dijkstra, not picked per map).
    bool plain_astar() const {
        return algorithm == fixpath_host::Algorithm::AStar && !automatic && !goal_bounded && !dijkstra;
    }
};

// Every name, in the order the usage message lists them.
inline constexpr AlgorithmChoice kAlgorithmChoices[] = {
    {"astar", fixpath_host::Algorithm::AStar, false, false, false, false},
    {"astar+gb", fixpath_host::Algorithm::AStar, false, false, true, false},
    {"dijkstra", fixpath_host::Algorithm::AStar, false, false, false, true},
    {"jps", fixpath_host::Algorithm::JumpPoints, false, false, false, false},
    {"jps2", fixpath_host::Algorithm::JumpPoints, false, true, false, false},
    {"jps+", fixpath_host::Algorithm::JumpTables, false, false, false, false},
    {"jps2+", fixpath_host::Algorithm::JumpTables, false, true, false, false},
    {"jps+gb", fixpath_host::Algorithm::JumpTables, false, false, true, false},
    {"jps2+gb", fixpath_host::Algorithm::JumpTables, false, true, true, false},
    {"hpa", fixpath_host::Algorithm::Hierarchical, false, false, false, false},
    {"auto", fixpath_host::Algorithm::AStar, true, false, false, false},
};

// The choice of that name (one of kAlgorithmChoices'; the first for any other).
inline const AlgorithmChoice& algorithm_named(const char* name) {
    for (const AlgorithmChoice& c : kAlgorithmChoices) {
        if (std::strcmp(c.name, name) == 0) return c;
    }
    return kAlgorithmChoices[0];
}

// --algo VALUE, or a UsageError listing every name the command takes
// (`dijkstra` only where with_dijkstra).
inline const AlgorithmChoice& parse_algorithm(const std::string& value, bool with_dijkstra) {
    std::string names;
    size_t listed = 0;
    const size_t count = sizeof(kAlgorithmChoices) / sizeof(kAlgorithmChoices[0]) - (with_dijkstra ? 0 : 1);
    for (const AlgorithmChoice& c : kAlgorithmChoices) {
        if (c.dijkstra && !with_dijkstra) continue;
        if (value == c.name) return c;
        names += std::string(listed == 0 ? "" : listed + 1 == count ? " or " : ", ") + c.name;
        ++listed;
    }
    throw UsageError("--algo: expected " + names + ", got '" + value + "'");
}

}  // namespace fixpath_cli

#endif
