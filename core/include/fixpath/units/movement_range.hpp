// fixpath/units/movement_range.hpp - tactics games (Fire Emblem, Advance Wars):
// every cell a unit can reach with its movement points this turn, the cost
// of each, the route to any of them, and the cells it could attack from
// there.
//
//     constexpr auto rules = fixpath::tactics_rules<uint8_t>();  // 4 moves, 1 point a step x the tile
//     static uint8_t g_cost[MovementRange<Map, State>::cells_for(8, rules)];      // or any >= area
//     fixpath::MovementRange<Map, State> range(map, state);
//     range.begin(unit, 8, g_cost, sizeof g_cost / sizeof g_cost[0], rules);    // 8 movement points
//     range.run();                                       // or step(n) a frame
//     if (range.reachable(cursor)) { range.path_to(cursor, path, 32); }       // preview, then move
//     fixpath::attack_range(range, 1, 1, fixpath::RangeMetric::Manhattan, bits, bytes);  // swords: 1..1
//
// What it computes: a Dijkstra fill from the unit's cell (the engine's
// fill, GridSearch::begin_fill, with the map's move rules: moves, corner
// rule, step costs times the multiplier of the cell entered) that settles
// only cells costing at most `budget` (GridSearch::limit_fill): the work is
// proportional to the range and its border, not to the map. The fill runs
// over the window of the map the budget can reach at all (budget / the
// cheapest step, in every direction, clipped to the map), which is also the
// size of the caller's cost buffer: cells_for() says how big. A budget that
// fits the cost type never ends in CostOverflow, whatever lies beyond it.
//
// Units on the map: use a map that says so (occupancy_map.hpp): enemy
// units block, allied units may be passed through but not stopped on. A
// map with a member `bool can_stop(int32_t x, int32_t y) const` is asked
// for every cell: reachable() is false where it says no (the cell still
// carries its cost and lies on routes through it). Unit classes
// (infantry, cavalry, fliers, boats) are maps too (unit_class_map.hpp): one
// ROM map of tile ids, a table of multipliers a class.
//
// Memory: the caller's cost buffer (sizeof(Cost) a cell of the window) and
// the state (any layout; only the window's cells enter it). No allocation.
// Time slicing: step(n) expands at most n cells, as every search.
#ifndef FIXPATH_MOVEMENT_RANGE_HPP
#define FIXPATH_MOVEMENT_RANGE_HPP

#include <stdint.h>

#include <fixpath/detail/traits.hpp>
#include <fixpath/grid/grid_search.hpp>
#include <fixpath/options.hpp>
#include <fixpath/path_info.hpp>
#include <fixpath/point.hpp>
#include <fixpath/status.hpp>

namespace fixpath {

namespace detail {
// Whether a map says where a unit may end its move (can_stop()).
template <typename Map, typename = void>
struct HasCanStop {
    static constexpr bool value = false;
};
template <typename Map>
struct HasCanStop<Map, typename AlwaysVoid<decltype(declared_value<const Map&>().can_stop(0, 0))>::type> {
    static constexpr bool value = true;
};
}  // namespace detail

// The movement rules of most tactics games, as a constant (for sizing the
// cost buffer at compile time: cells_for()): 4 moves, a step costing one
// movement point times the multiplier of the cell entered.
template <typename Cost>
constexpr SearchOptions<Cost> tactics_rules() {
    SearchOptions<Cost> rules;
    rules.moves = Moves::Four;
    rules.costs = {1, 1};
    return rules;
}

template <typename Map, typename State>
class MovementRange {
public:
    using Cost = typename State::Cost;
    using Options = SearchOptions<Cost>;
    static constexpr Cost kUnreachable = detail::unsigned_max<Cost>();

    // The map is a view (copied); the state is used by reference.
    MovementRange(const Map& map, State& state) : map_(map), search_(map, state) {}

    // How far (in cells, each way) `budget` can carry a unit at all: the
    // budget over the cheapest step (every multiplier is at least 1).
    static constexpr int32_t reach(Cost budget, const Options& options) {
        const uint32_t s = options.costs.straight;
        const uint32_t d = options.costs.diagonal;
        const uint32_t cheapest = options.moves == Moves::Eight && d < s ? d : s;
        if (cheapest == 0) {
            return 0;
        }
        const uint32_t r = uint32_t{budget} / cheapest;
        return r > static_cast<uint32_t>(kMaxMapSide) ? kMaxMapSide : static_cast<int32_t>(r);
    }
    // Cost entries a buffer needs for any unit with `budget` (the window
    // before clipping to the map: (2 * reach + 1)^2).
    static constexpr uint32_t cells_for(Cost budget, const Options& options = Options()) {
        const uint32_t side = 2u * static_cast<uint32_t>(reach(budget, options)) + 1u;
        return side * side;
    }

    // The window a range from `unit` covers on a width x height map: the
    // square of reach() cells each way, clipped to the map (empty when the
    // unit is off the map, as far off as the reach or more).
    static constexpr Area window_for(int32_t width, int32_t height, Point unit, Cost budget, const Options& options) {
        const int32_t r = reach(budget, options);
        const int32_t x0 = int32_t{unit.x} - r < 0 ? 0 : int32_t{unit.x} - r;
        const int32_t y0 = int32_t{unit.y} - r < 0 ? 0 : int32_t{unit.y} - r;
        const int32_t x1 = int32_t{unit.x} + r >= width ? width - 1 : int32_t{unit.x} + r;
        const int32_t y1 = int32_t{unit.y} + r >= height ? height - 1 : int32_t{unit.y} + r;
        return x1 < x0 || y1 < y0 ? Area{0, 0, 0, 0} : Area{x0, y0, x1 - x0 + 1, y1 - y0 + 1};
    }

    // Starts the fill from `unit` with `budget` movement points. `costs`
    // (capacity entries) receives the cost of every cell of window(), row
    // by row, kUnreachable beyond the budget. InvalidStart (the unit's cell
    // is off the map or blocked), InvalidOptions (a step cost of 0, or
    // `costs` null or shorter than the window: cells_for()), MapTooLarge
    // (the window has more cells than the state), else InProgress. A
    // refused begin leaves no answer behind (status.hpp).
    Status begin(Point unit, Cost budget, Cost* costs, uint32_t capacity, const Options& options = Options()) {
        budget_ = budget;
        costs_ = nullptr;
        unit_ = unit;
        if (options.costs.straight == 0 || options.costs.diagonal == 0) {
            return status_ = Status::InvalidOptions;
        }
        window_ = window_for(map_.width(), map_.height(), unit, budget, options);
        if (window_.cells() == 0) {
            return status_ = Status::InvalidStart;
        }
        if (costs == nullptr || capacity < window_.cells()) {
            return status_ = Status::InvalidOptions;
        }
        status_ = search_.begin_fill(unit, window_, costs, options);
        if (status_ == Status::InProgress) {
            search_.limit_fill(budget);
        }
        if (status_ == Status::InProgress || status_ == Status::Complete) {
            costs_ = costs;
        }
        return status_;
    }

    // Expands at most `max_expansions` cells: InProgress, then Complete.
    Status step(uint32_t max_expansions) {
        if (status_ == Status::InProgress) {
            status_ = search_.step(max_expansions);
        }
        return status_;
    }
    Status run() { return step(kUnlimited); }
    Status status() const { return status_; }
    const SearchStats& stats() const { return search_.stats(); }

    // The part of the map the costs cover, and the map.
    Area window() const { return window_; }
    const Map& map() const { return map_; }
    Cost budget() const { return budget_; }

    // The cost of reaching `cell` (once Complete): kUnreachable beyond the
    // budget, off the window, or blocked.
    Cost cost(Point cell) const {
        if (status_ != Status::Complete || costs_ == nullptr || !window_.contains(cell.x, cell.y)) {
            return kUnreachable;
        }
        return costs_[index(cell)];
    }
    // Whether the unit may end its move on `cell`: within the budget and,
    // when the map says where units may stop, a cell it may stop on (the
    // unit's own cell always).
    bool reachable(Point cell) const {
        if (cost(cell) == kUnreachable) {
            return false;
        }
        if constexpr (detail::HasCanStop<Map>::value) {
            return cell == unit_ || map_.can_stop(cell.x, cell.y);
        }
        return true;
    }
    // The route from the unit to `cell` (every cell, the unit's first), for
    // any cell within the budget (passing allies included). NoPath when
    // the cell is beyond the budget.
    PathInfo<Cost> path_to(Point cell, Point* out, uint32_t capacity) const {
        if (cost(cell) == kUnreachable) {
            return no_path<Cost>();
        }
        return search_.path_to(cell, out, capacity);
    }

private:
    uint32_t index(Point cell) const {
        return static_cast<uint32_t>(int32_t{cell.y} - window_.y) * static_cast<uint32_t>(window_.width) +
               static_cast<uint32_t>(int32_t{cell.x} - window_.x);
    }

    Map map_;
    GridSearch<detail::UnframedMap<Map>, State> search_;  // (a window: the checked reads)
    Area window_ = Area{0, 0, 0, 0};
    Cost* costs_ = nullptr;
    Cost budget_ = 0;
    Point unit_ = Point{0, 0};
    Status status_ = Status::Idle;
};

// How attack distances are measured: Manhattan (|dx| + |dy|: most tactics
// games) or Chebyshev (max(|dx|, |dy|): 8-way weapons).
enum class RangeMetric : uint8_t { Manhattan, Chebyshev };

// Bytes of a bitset with one bit a cell of a width x height map.
constexpr uint32_t cell_bitset_bytes(int32_t width, int32_t height) {
    return width <= 0 || height <= 0 ? 0u : (static_cast<uint32_t>(width) * static_cast<uint32_t>(height) + 7u) / 8u;
}
// Bit (x, y) of such a bitset: byte (y * width + x) / 8, bit (y * width + x) % 8.
constexpr bool cell_bit(const uint8_t* bits, int32_t width, Point p) {
    const uint32_t i = static_cast<uint32_t>(p.y) * static_cast<uint32_t>(width) + static_cast<uint32_t>(p.x);
    return ((bits[i >> 3] >> (i & 7u)) & 1u) != 0;
}

// The cells a unit could attack this turn: every cell of the map at a
// distance in [min_range, max_range] (metric) from a cell the unit may end
// its move on (range.reachable()), written as a bitset of the whole map
// (cell_bitset_bytes(w, h) bytes, cleared first) into `bits`. Walls count
// (an archer shoots over them); filter with the map if yours do not.
// Returns the number of cells marked; 0 and nothing written when the range
// is not Complete, max_range < min_range, or `bytes` is too small.
// O(reachable cells x (2 max_range + 1)^2).
template <typename Map, typename State>
uint32_t attack_range(const MovementRange<Map, State>& range, int32_t min_range, int32_t max_range, RangeMetric metric,
                      uint8_t* bits, uint32_t bytes) {
    const int32_t w = range.map().width();
    const int32_t h = range.map().height();
    if (range.status() != Status::Complete || bits == nullptr || min_range < 0 || max_range < min_range ||
        max_range > kMaxMapSide || bytes < cell_bitset_bytes(w, h)) {
        return 0;
    }
    for (uint32_t i = 0; i < cell_bitset_bytes(w, h); ++i) {
        bits[i] = 0;
    }
    uint32_t marked = 0;
    const Area a = range.window();
    for (int32_t y = a.y; y < a.y + a.height; ++y) {
        for (int32_t x = a.x; x < a.x + a.width; ++x) {
            if (!range.reachable(make_point(x, y))) {
                continue;
            }
            for (int32_t dy = -max_range; dy <= max_range; ++dy) {
                for (int32_t dx = -max_range; dx <= max_range; ++dx) {
                    const int32_t adx = dx < 0 ? -dx : dx;
                    const int32_t ady = dy < 0 ? -dy : dy;
                    const int32_t d = metric == RangeMetric::Manhattan ? adx + ady : (adx > ady ? adx : ady);
                    const int32_t tx = x + dx;
                    const int32_t ty = y + dy;
                    if (d < min_range || d > max_range || tx < 0 || ty < 0 || tx >= w || ty >= h) {
                        continue;
                    }
                    const uint32_t i = static_cast<uint32_t>(ty) * static_cast<uint32_t>(w) + static_cast<uint32_t>(tx);
                    const uint8_t bit = static_cast<uint8_t>(1u << (i & 7u));
                    if ((bits[i >> 3] & bit) == 0) {
                        bits[i >> 3] = static_cast<uint8_t>(bits[i >> 3] | bit);
                        ++marked;
                    }
                }
            }
        }
    }
    return marked;
}

}  // namespace fixpath

#endif  // FIXPATH_MOVEMENT_RANGE_HPP
