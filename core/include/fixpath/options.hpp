// fixpath/options.hpp - how a grid search moves, what steps cost, how it estimates.
#ifndef FIXPATH_OPTIONS_HPP
#define FIXPATH_OPTIONS_HPP

#include <stdint.h>

namespace fixpath {

// Which neighbours a cell has.
enum class Moves : uint8_t {
    Four,   // N, E, S, W
    Eight   // N, E, S, W, NE, SE, SW, NW
};

// When a diagonal step may pass the corner of a blocked cell. A diagonal step
// from (x, y) to (x + dx, y + dy) touches the two orthogonal cells
// (x + dx, y) and (x, y + dy).
enum class CornerRule : uint8_t {
    Never,   // both orthogonal cells must be passable (Moving AI rule; default)
    One,     // at least one of them must be passable (no squeezing between two walls)
    Always   // diagonals ignore their orthogonal cells
};

// Which lower bound on the remaining cost A* uses. All are integers computed
// from |dx| and |dy| to the goal and the base step costs S (straight) and
// D (diagonal); terrain multipliers are >= 1 so they never make these larger
// than the true cost.
//
//   Zero       0                                   Dijkstra. Admissible always.
//   Manhattan  S * (|dx| + |dy|)                   Admissible and consistent for
//                                                  Moves::Four; for Moves::Eight
//                                                  only when D >= 2 * S.
//   Octile     S * (max - min) + D * min           Exact on an open 8-connected
//                                                  map; admissible and consistent
//                                                  for Moves::Eight when S <= D <= 2 * S
//                                                  and for Moves::Four when D <= 2 * S.
//   Chebyshev  min(S, D) * max(|dx|, |dy|)         Seed 004's max(|dx|,|dy|).
//                                                  Admissible and consistent for
//                                                  both move sets, weaker than Octile.
//
// With an admissible, consistent heuristic and weight 1 the path is optimal.
// heuristic_is_consistent() (heuristic.hpp) applies these rules; a query
// that passes it with weight 1 can use the bucket open list (OpenList).
enum class Heuristic : uint8_t { Zero, Manhattan, Octile, Chebyshev };

// A rational weight W = numerator / denominator applied to the heuristic
// (weighted A*: f = g + floor(h * W)). With W > 1 the search expands fewer
// cells and the path costs at most W times the optimum, provided the base
// heuristic is admissible and consistent for the move set (see above). Nodes
// are never re-opened, which keeps that bound (Likhachev et al., ARA*, 2003)
// and keeps every expansion O(1). W = 1/1 is plain A*. W must be at least 1
// (numerator >= denominator > 0): a lighter estimate gives no bound the
// search could keep, so every search refuses it with InvalidOptions.
struct Weight {
    uint16_t numerator;
    uint16_t denominator;

    constexpr bool valid() const { return denominator != 0 && numerator >= denominator; }
    // Exactly 1 (plain A*): what the searches that need exact keys accept.
    constexpr bool is_one() const { return denominator != 0 && numerator == denominator; }
};

// Integer base costs of one straight and one diagonal step. Entering a cell
// costs base * multiplier, the multiplier being the map's cost byte (1..255).
// Useful pairs: 10/14 (default; 14/10 = 1.4 against sqrt 2 = 1.4142), 5/7,
// 1000/1414, 13860/19601 (19601/13860 is sqrt 2 to 2e-9).
template <typename Cost>
struct StepCosts {
    Cost straight;
    Cost diagonal;
};

// Everything that shapes one query, with the defaults of the Moving AI
// benchmark: 8 moves, no corner cutting, 10/14 costs, octile heuristic.
template <typename Cost>
struct SearchOptions {
    Moves moves = Moves::Eight;
    CornerRule corners = CornerRule::Never;
    StepCosts<Cost> costs = {10, 14};
    Heuristic heuristic = Heuristic::Octile;
    Weight weight = {1, 1};
    // A goal on a blocked cell is searched toward instead of refused
    // (InvalidGoal): the search ends NoPath and path() gives the route to
    // the reachable cell nearest the goal, with Status::Partial (as for
    // any goal that cannot be reached). Nearest: the smallest estimate of
    // the query's heuristic (octile for the default), then the cheaper
    // route, then the lower cell index. Its price: with an unreachable goal
    // the whole reachable region is expanded (bounded by step(n) as
    // always). A goal off the map or outside the search area is still
    // InvalidGoal. Jump point search refuses it (InvalidOptions).
    bool nearest = false;
};

}  // namespace fixpath

#endif  // FIXPATH_OPTIONS_HPP
