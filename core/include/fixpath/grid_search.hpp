// fixpath/grid_search.hpp - the grid search engine: A*, weighted A*, Dijkstra
// and Dijkstra fills, time-sliced, in caller-owned memory.
//
//     fixpath::ByteCostMap map(cells, 64, 64);
//     static fixpath::DenseState<64 * 64, uint16_t> state;   // 24 KiB, reused
//     fixpath::GridSearch<fixpath::ByteCostMap, decltype(state)> search(map, state);
//
//     search.begin(start, goal);                 // O(1): no clearing
//     while (search.step(200) == fixpath::Status::InProgress) {
//         wait_for_next_frame();                 // at most 200 expansions a frame
//     }
//     fixpath::Point path[256];
//     const auto info = search.path(path, 256);    // info.status, .length, .cost
//
// or in one call: fixpath::find_path(map, state, start, goal, path, 256).
//
// Guarantees
//   - No allocation: all memory is the state's and the caller's buffers.
//   - Bounded time: step(n) expands at most n cells; a query never loops.
//   - Integers only; the same query gives the same path on every CPU.
//   - Every outcome is a Status, including bad input (see status.hpp).
//
// Determinism: cells are expanded in the heap's strict total order (smallest
// f, then largest g, then smallest row-major cell index in the search area,
// see binary_heap.hpp); neighbours are visited N, E, S, W, NE, SE, SW, NW; a
// cell's parent changes only when a strictly cheaper cost is found, so among
// equally cheap parents the first in that order wins. Both state layouts give
// the same expansion order and the same path.
//
// Reopening: a cell is expanded at most once. With a consistent heuristic
// (options.hpp says which) that is exact; with weight W it keeps the W bound.
#ifndef FIXPATH_GRID_SEARCH_HPP
#define FIXPATH_GRID_SEARCH_HPP

#include <stdint.h>

#include <fixpath/detail/search_core.hpp>
#include <fixpath/detail/support.hpp>
#include <fixpath/heuristic.hpp>
#include <fixpath/options.hpp>
#include <fixpath/path_info.hpp>
#include <fixpath/point.hpp>
#include <fixpath/search_state.hpp>
#include <fixpath/status.hpp>

namespace fixpath {

// Pass to step() for "no limit".
constexpr uint32_t kUnlimited = 0xFFFFFFFFu;

// The parent direction of a cell that has none (a search's start, a seed).
constexpr uint8_t kNoDirection = 0xFF;

// How a seeded fill (GridSearch::begin_seeded) charges a step.
enum class FillCosts : uint8_t {
    Outward,     // the multiplier of the cell entered, moving away from the seeds
    TowardSeeds  // the multiplier of the cell nearer the seeds: costs of walking TO them
};

template <typename Map, typename State>
class GridSearch {
public:
    using Cost = typename State::Cost;
    using Options = SearchOptions<Cost>;
    using Id = typename State::Id;
    using Heap = typename State::Heap;
    using Entry = typename Heap::Entry;
    static constexpr Cost kUnreachable = detail::unsigned_max<Cost>();

    // The map is copied: maps are views (a pointer and a size), so a
    // temporary map is fine, and the copy saves an indirection in the hot
    // loop; for a heavy map type, pass a small view of it. The state is used
    // by reference and must outlive the search. One state serves one search
    // at a time; a new begin() abandons the previous query.
    GridSearch(const Map& map, State& state) : map_(map), core_(state) {}

    // Starts an A* (or Dijkstra, with Heuristic::Zero) query on the whole map.
    Status begin(Point start, Point goal, const Options& options = Options()) {
        return begin(start, goal, options, Area{0, 0, map_.width(), map_.height()});
    }

    // Same, confined to `area` (cells outside it count as blocked). The state
    // must hold area.cells() cells, however large the map.
    Status begin(Point start, Point goal, const Options& options, Area area) {
        return start_query(start, &goal, options, area, nullptr);
    }

    // Starts a Dijkstra fill from `source` with no goal over `area` (seed
    // 004's window: Area::around(source, delta)). When step() returns Complete,
    // `distances` (if not null; area.width * area.height entries, row-major
    // from the area's top-left cell) holds the cost of the cheapest path to
    // every cell, kUnreachable for cells not reachable inside the area.
    // path_to() then gives the path to any reached cell. The options'
    // heuristic and weight are ignored.
    Status begin_fill(Point source, Area area, Cost* distances, const Options& options = Options()) {
        const Status s = begin_seeded(area, distances, options, FillCosts::Outward, false);
        if (s != Status::InProgress) {
            return s;
        }
        const Status seeded = add_seed(source, 0, kNoDirection);
        if (seeded != Status::InProgress) {
            return fail(seeded);
        }
        start_cell_ = cell_index(source.x, source.y);
        return core_.status;
    }

    // A fill from any number of seeds (flow_field.hpp builds on it): call
    // begin_seeded(), then add_seed() for each seed, then step().
    //   costs: FillCosts::Outward charges each step the multiplier of the cell
    //     entered, moving away from the seeds (distances FROM the seeds);
    //     FillCosts::TowardSeeds charges the multiplier of the cell nearer
    //     the seeds, so that each distance is the cost of walking from that
    //     cell TO the nearest seed (a flow field's distances).
    //   improve_only: `distances` already holds valid upper bounds and is
    //     not reset; a cell is only reached again when its cost can be made
    //     strictly smaller (incremental repair). Otherwise every entry starts
    //     at kUnreachable.
    Status begin_seeded(Area area, Cost* distances, const Options& options, FillCosts costs, bool improve_only) {
        Options plain = options;
        plain.heuristic = Heuristic::Zero;
        plain.weight = Weight{1, 1};
        has_goal_ = false;
        const Status s = prepare_query(plain, area, distances, !improve_only);
        if (s != Status::InProgress) {
            return s;
        }
        toward_seeds_ = costs == FillCosts::TowardSeeds;
        improve_only_ = improve_only && distances != nullptr;
        start_cell_ = 0xFFFFFFFFu;  // no single start: path_to() gives nothing
        return core_.status;
    }

    // Adds a seed reached at `cost`; `parent` is the direction of the move
    // that reaches it (kNoDirection for a true source). InvalidStart for a
    // cell outside the area or blocked, OutOfNodes when the state is full;
    // both leave the fill as it was. A seed given twice keeps its lower cost.
    Status add_seed(Point cell, Cost cost, uint8_t parent) {
        if (core_.status != Status::InProgress) {
            return core_.status;
        }
        if (!searchable(cell.x, cell.y) || map_.cost(cell.x, cell.y) == 0) {
            return Status::InvalidStart;
        }
        const uint32_t index = cell_index(cell.x, cell.y);
        if (improve_only_ && cost >= distances_[index]) {
            return Status::InProgress;  // nothing to improve
        }
        detail::NoTies ties;
        const uint8_t recorded = parent < 8 ? parent : uint8_t{0};
        return core_.add_source(index, cost, 0, recorded, ties);
    }

    // The direction of the move that reached `cell` in this search (its
    // parent is cell - that move), or kNoDirection if it was not reached.
    // Meaningless for a search's start and for seeds added without a parent.
    uint8_t parent_direction(Point cell) const {
        if (!area_.contains(cell.x, cell.y)) {
            return kNoDirection;
        }
        const Id id = core_.state->find(cell_index(cell.x, cell.y));
        return id == State::kNoId ? kNoDirection : core_.state->parent(id);
    }

    // Expands at most `max_expansions` cells. Returns InProgress while the
    // search is unfinished, then Found, Complete (fills), NoPath, OutOfNodes
    // or CostOverflow. Once finished, further calls return the same status.
    Status step(uint32_t max_expansions) { return step(max_expansions, IgnoreExpansions()); }

    // The same, calling visit(Point cell, Cost g) for every cell expanded
    // (g is its final cost): for pictures, debugging and statistics. The
    // visitor is a template argument, so step() without one pays nothing.
    template <typename Visitor>
    Status step(uint32_t max_expansions, Visitor&& visit) {
        return core_.step(max_expansions, [&](uint32_t budget) { return expand_cells(budget, visit); });
    }

    // How many cells the finishing part of a fill handles per expansion of
    // budget: writing kUnreachable costs far less than an expansion.
    static constexpr uint32_t kFinishCellsPerExpansion = detail::kFinishNodesPerExpansion;

private:
    template <typename Visitor>
    Status expand_cells(uint32_t max_expansions, Visitor& visit) {
        for (uint32_t done = 0; done < max_expansions; ++done) {
            uint32_t cell = 0;
            Cost g = 0;
            if (!core_.settle_next(cell, g)) {
                return core_.exhausted(has_goal_);
            }
            const uint32_t row = row_of(cell);
            const int32_t x = area_.x + static_cast<int32_t>(cell - row * area_w_);
            const int32_t y = area_.y + static_cast<int32_t>(row);
            note_best(cell, x, y, g);
            if (has_goal_ && cell == goal_cell_) {
                core_.goal_cost = g;
                core_.status = Status::Found;
                return core_.status;
            }
            if (distances_ != nullptr) {
                distances_[cell] = g;
            }
            ++core_.stats.expanded;
            visit(make_point(x, y), g);
            if (!expand(cell, x, y, g)) {
                return core_.status;  // OutOfNodes, set by relax()
            }
        }
        return core_.status;
    }

public:
    // Runs to the end, or until `max_expansions` more cells are expanded.
    Status run(uint32_t max_expansions = kUnlimited) { return step(max_expansions); }

    Status status() const { return core_.status; }
    const SearchStats& stats() const { return core_.stats; }
    // The optimal (or W-bounded) cost once status() is Found.
    Cost cost() const { return core_.goal_cost; }

    // Writes the path from start to goal when Found; otherwise (NoPath,
    // OutOfNodes, CostOverflow, or InProgress when the caller stops early) a
    // partial path to the best cell expanded so far, flagged `partial`: the
    // one with the smallest unweighted heuristic, ties broken by smaller cost
    // and then by smaller cell index.
    PathInfo<Cost> path(Point* out, uint32_t capacity) const { return result_path(out, capacity, false); }

    // Like path(), but only the start, the cells where the direction
    // changes, and the end: what a unit steering in straight lines needs.
    PathInfo<Cost> turning_points(Point* out, uint32_t capacity) const {
        return result_path(out, capacity, true);
    }

    // The path from the start to any expanded cell (after a fill, any cell
    // with a distance). NoPath for cells that were not expanded.
    PathInfo<Cost> path_to(Point target, Point* out, uint32_t capacity) const {
        if (!started() || start_cell_ == 0xFFFFFFFFu || !area_.contains(target.x, target.y)) {
            return nothing();
        }
        const uint32_t cell = cell_index(target.x, target.y);
        if (cell != start_cell_ && !core_.settled(cell)) {
            return nothing();
        }
        const bool partial = has_goal_ && cell != goal_cell_;
        return write_path(cell, partial, out, capacity, false);
    }

    const Area& area() const { return area_; }

private:
    struct IgnoreExpansions {
        void operator()(Point, Cost) const {}
    };

    bool started() const { return core_.started(); }

    static PathInfo<Cost> nothing() { return PathInfo<Cost>{Status::NoPath, 0, 0, false}; }

    // The search's path: to the goal when found, else partial to the best cell.
    PathInfo<Cost> result_path(Point* out, uint32_t capacity, bool turns_only) const {
        if (core_.status == Status::Found) {
            return write_path(goal_cell_, false, out, capacity, turns_only);
        }
        if (core_.has_best && has_goal_) {
            return write_path(core_.best_node, true, out, capacity, turns_only);
        }
        return nothing();
    }

    // cell / area width without a division (a library call on Cortex-M0,
    // ~26 cycles on x86): with L = ceil(log2 width) and k = 30 + L,
    // m = ceil(2^k / width) gives floor(n * m / 2^k) == n / width exactly for
    // every n < 2^30 (the error n * (m * width - 2^k) / (width * 2^k) stays
    // below 1 / width). m < 2^31 + 1 and n * m < 2^61: no overflow.
    void prepare_row_division(uint32_t width) {
        uint32_t log2_ceiling = 0;
        while ((uint32_t{1} << log2_ceiling) < width) {
            ++log2_ceiling;
        }
        row_shift_ = 30 + log2_ceiling;
        row_multiplier_ = static_cast<uint32_t>(((uint64_t{1} << row_shift_) + width - 1) / width);
    }
    uint32_t row_of(uint32_t cell) const {
        return static_cast<uint32_t>((static_cast<uint64_t>(cell) * row_multiplier_) >> row_shift_);
    }

    uint32_t cell_index(int32_t x, int32_t y) const {
        return static_cast<uint32_t>(y - area_.y) * area_w_ + static_cast<uint32_t>(x - area_.x);
    }

    // Inside the search area and on the map (the precomputed intersection).
    bool searchable(int32_t x, int32_t y) const {
        return static_cast<uint32_t>(x - clip_x_) < clip_w_ &&
               static_cast<uint32_t>(y - clip_y_) < clip_h_;
    }

    Status fail(Status s) {
        core_.status = s;
        return s;
    }

    // Forced inline, as is prepare_query(): measured, letting the compiler
    // keep them out of line made the whole search about 25 % slower on x86
    // (the search object then lives in memory around the hot loop).
    FIXPATH_ALWAYS_INLINE Status start_query(Point start, const Point* goal, const Options& options, Area area,
                                             Cost* distances) {
        has_goal_ = goal != nullptr;
        const Status prepared = prepare_query(options, area, distances, true);
        if (prepared != Status::InProgress) {
            return prepared;
        }
        if (!searchable(start.x, start.y) || map_.cost(start.x, start.y) == 0) {
            return fail(Status::InvalidStart);
        }
        if (has_goal_ && (!searchable(goal->x, goal->y) || map_.cost(goal->x, goal->y) == 0)) {
            return fail(Status::InvalidGoal);
        }
        if (has_goal_) {
            heuristic_.goal_x = goal->x;
            heuristic_.goal_y = goal->y;
            partial_heuristic_.goal_x = goal->x;
            partial_heuristic_.goal_y = goal->y;
        }
        start_cell_ = cell_index(start.x, start.y);
        goal_cell_ = has_goal_ ? cell_index(goal->x, goal->y) : 0xFFFFFFFFu;

        detail::NoTies ties;
        const Status pushed = core_.add_start(start_cell_, heuristic_(start.x, start.y), uint8_t{0}, ties);
        if (pushed != Status::InProgress) {
            return fail(pushed);
        }
        if (has_goal_) {
            // Before any expansion the best cell reached is the start itself.
            core_.has_best = true;
            core_.best_node = start_cell_;
            core_.best_g = 0;
            core_.best_h = partial_heuristic_(start.x, start.y);
        }
        return core_.status;
    }

    // Checks the options and the area, prepares the state (O(1)) and the
    // per-query constants. InProgress when the query may go on.
    FIXPATH_ALWAYS_INLINE Status prepare_query(const Options& options, Area area, Cost* distances,
                                               bool reset_distances) {
        distances_ = distances;
        core_.has_best = false;
        toward_seeds_ = false;
        improve_only_ = false;
        core_.stats = SearchStats{0, 0, 0};
        core_.goal_cost = 0;

        const uint32_t s = options.costs.straight;
        const uint32_t d = options.costs.diagonal;
        if (s == 0 || d == 0 || options.weight.denominator == 0 || s > 0xFFFFFFFFu / 255u ||
            d > 0xFFFFFFFFu / 255u) {
            return fail(Status::InvalidOptions);
        }
        const int32_t mw = map_.width();
        const int32_t mh = map_.height();
        if (mw > kMaxMapSide || mh > kMaxMapSide || area.width > kMaxMapSide ||
            area.height > kMaxMapSide) {
            return fail(Status::MapTooLarge);
        }
        if (mw <= 0 || mh <= 0 || area.width <= 0 || area.height <= 0) {
            return fail(Status::InvalidStart);  // nothing can be on an empty map
        }
        if (!core_.prepare(area.cells())) {
            return fail(Status::MapTooLarge);
        }
        area_ = area;
        area_w_ = static_cast<uint32_t>(area.width);
        prepare_row_division(area_w_);
        clip_x_ = detail::max_of(area.x, int32_t{0});
        clip_y_ = detail::max_of(area.y, int32_t{0});
        const int32_t clip_right = detail::min_of(area.x + area.width, mw);
        const int32_t clip_bottom = detail::min_of(area.y + area.height, mh);
        clip_w_ = clip_right > clip_x_ ? static_cast<uint32_t>(clip_right - clip_x_) : 0;
        clip_h_ = clip_bottom > clip_y_ ? static_cast<uint32_t>(clip_bottom - clip_y_) : 0;
        clip_right_ = clip_right;
        clip_bottom_ = clip_bottom;

        // Heuristic: the largest estimate inside the area must survive the
        // weight's multiplication in 32 bits (checked once, here, in 64).
        heuristic_ = detail::HeuristicEvaluator{};
        heuristic_.kind = options.heuristic;
        heuristic_.straight = s;
        heuristic_.diagonal = d;
        heuristic_.cheapest = s < d ? s : d;
        heuristic_.numerator = options.weight.numerator;
        heuristic_.denominator = options.weight.denominator;
        heuristic_.weighted = options.weight.numerator != options.weight.denominator;
        // Partial paths aim at the goal even for Dijkstra: without an
        // estimate of its own, the search ranks cells by octile (8 moves) or
        // Manhattan (4 moves) distance for that purpose.
        partial_heuristic_ = heuristic_;
        partial_heuristic_.weighted = false;
        if (partial_heuristic_.kind == Heuristic::Zero) {
            partial_heuristic_.kind = options.moves == Moves::Four ? Heuristic::Manhattan : Heuristic::Octile;
        }
        const uint64_t h_max =
            heuristic_estimate(options.heuristic, area_w_, static_cast<uint32_t>(area.height), s, d);
        const uint64_t factor = heuristic_.weighted ? detail::max_of<uint64_t>(
                                                          options.weight.numerator, 1)
                                                    : 1;
        if (h_max * factor > 0xFFFFFFFFull) {
            return fail(Status::CostOverflow);
        }

        moves_ = options.moves;
        corners_ = options.corners;
        straight_ = s;
        diagonal_ = d;
        for (uint32_t dir = 0; dir < 8; ++dir) {
            offset_[dir] = static_cast<int32_t>(kDirectionDy[dir]) * area.width + kDirectionDx[dir];
        }
        // A fresh fill does not clear `distances` here, which would make
        // starting it O(cells): step() writes kUnreachable into the cells
        // never settled once the expansions are over (SearchCore::step()).
        core_.finish_unsettled_with(distances != nullptr && reset_distances ? distances : nullptr, area.cells());
        core_.status = Status::InProgress;
        return core_.status;
    }

    void note_best(uint32_t cell, int32_t x, int32_t y, Cost g) {
        if (has_goal_) {
            core_.note_best(cell, partial_heuristic_(x, y), g);
        }
    }

    // Generates the neighbours of (x, y). False when the search must stop.
    // First the multiplier of each of the 8 neighbours, 0 where the move is
    // not allowed (off the area, blocked, corner rule, 4-move search), in
    // straight-line code; then one loop offers the allowed ones, so relax()
    // is inlined once.
    bool expand(uint32_t cell, int32_t x, int32_t y, Cost g) {
        const bool n = y > clip_y_;
        const bool e = x + 1 < clip_right_;
        const bool s = y + 1 < clip_bottom_;
        const bool w = x > clip_x_;
        uint8_t m[8];
        m[kNorth] = n ? map_.cost(x, y - 1) : uint8_t{0};
        m[kEast] = e ? map_.cost(x + 1, y) : uint8_t{0};
        m[kSouth] = s ? map_.cost(x, y + 1) : uint8_t{0};
        m[kWest] = w ? map_.cost(x - 1, y) : uint8_t{0};
        uint8_t moves = 4;
        if (moves_ == Moves::Eight) {
            moves = 8;
            m[kNorthEast] = n && e && corner_ok(m[kNorth], m[kEast]) ? map_.cost(x + 1, y - 1) : uint8_t{0};
            m[kSouthEast] = s && e && corner_ok(m[kSouth], m[kEast]) ? map_.cost(x + 1, y + 1) : uint8_t{0};
            m[kSouthWest] = s && w && corner_ok(m[kSouth], m[kWest]) ? map_.cost(x - 1, y + 1) : uint8_t{0};
            m[kNorthWest] = n && w && corner_ok(m[kNorth], m[kWest]) ? map_.cost(x - 1, y - 1) : uint8_t{0};
        }
        // The multiplier each step is charged: the neighbour's (the cell
        // entered), or, in a toward-seeds fill, this cell's, the one a unit
        // on the neighbour would enter on its way to the seeds. Chosen here,
        // once, so that the loop below is the same in both cases.
        const uint8_t* weight = m;
        uint8_t toward[8];
        if (toward_seeds_) {
            const uint8_t here = map_.cost(x, y);
            for (uint8_t dir = 0; dir < moves; ++dir) {
                toward[dir] = m[dir] != 0 ? here : uint8_t{0};
            }
            weight = toward;
        }
        const Cost* bounds = improve_only_ ? distances_ : nullptr;
        for (uint8_t dir = 0; dir < moves; ++dir) {
            if (weight[dir] != 0 && !relax(cell, x + kDirectionDx[dir], y + kDirectionDy[dir], g,
                                           (dir < 4 ? straight_ : diagonal_) * weight[dir], dir, bounds)) {
                return false;
            }
        }
        return true;
    }

    // May a diagonal pass between orthogonal cells with these multipliers?
    bool corner_ok(uint8_t a, uint8_t b) const {
        return corners_ == CornerRule::Always || (corners_ == CornerRule::One ? (a | b) != 0 : (a != 0 && b != 0));
    }

    // Offers the neighbour (nx, ny), reached from `cell` at cost g + step.
    FIXPATH_ALWAYS_INLINE bool relax(uint32_t cell, int32_t nx, int32_t ny, Cost g, uint32_t step, uint8_t dir,
                                     const Cost* bounds) {
        const uint32_t ncell = static_cast<uint32_t>(static_cast<int32_t>(cell) + offset_[dir]);
        detail::NoTies ties;
        return core_.relax(ncell, g, step, dir, bounds, [&] { return heuristic_(nx, ny); }, ties);
    }

    // Walks parent links from `end` back to the start, at most area-cells
    // steps (a guard, never reached with a consistent state). Calls
    // visit(cell, dir) for every cell but the start, end first.
    template <typename Visit>
    bool walk_back(uint32_t end, Visit&& visit) const {
        return core_.walk_back(
            end, start_cell_, area_.cells(),
            [this](uint32_t cell, uint8_t dir) { return static_cast<uint32_t>(static_cast<int32_t>(cell) - offset_[dir]); },
            visit);
    }

    Point point_of(uint32_t cell) const {
        const uint32_t row = row_of(cell);
        return make_point(area_.x + static_cast<int32_t>(cell - row * area_w_), area_.y + static_cast<int32_t>(row));
    }

    uint32_t step_cost(uint32_t cell, uint8_t dir) const {
        const Point p = point_of(cell);
        return (dir < 4 ? straight_ : diagonal_) * map_.cost(p.x, p.y);
    }

    PathInfo<Cost> write_path(uint32_t end, bool partial, Point* out, uint32_t capacity,
                              bool turns_only) const {
        // First pass: count points and add up the cost. Walking back, a cell
        // is a turning point when the direction into it differs from the
        // direction out of it (the one seen just before); the end always is.
        uint32_t length = 1;
        uint32_t cost = 0;
        uint8_t previous = 0xFF;
        const bool ok = walk_back(end, [&](uint32_t cell, uint8_t dir) {
            cost += step_cost(cell, dir);
            if (!turns_only || dir != previous) {
                ++length;
            }
            previous = dir;
        });
        if (!ok) {
            return nothing();
        }
        if (out == nullptr || capacity < length) {
            return PathInfo<Cost>{Status::PathBufferTooSmall, length, static_cast<Cost>(cost),
                                  partial};
        }
        // Second pass: fill from the back.
        uint32_t index = length;
        previous = 0xFF;
        walk_back(end, [&](uint32_t cell, uint8_t dir) {
            if (!turns_only || dir != previous) {
                out[--index] = point_of(cell);
            }
            previous = dir;
        });
        out[0] = point_of(start_cell_);
        return PathInfo<Cost>{Status::Found, length, static_cast<Cost>(cost), partial};
    }

    Map map_;
    detail::SearchCore<State> core_;
    Cost* distances_ = nullptr;
    detail::HeuristicEvaluator heuristic_;
    detail::HeuristicEvaluator partial_heuristic_;
    Area area_ = Area{0, 0, 0, 0};
    uint32_t area_w_ = 1;
    uint32_t row_multiplier_ = 1u << 30;
    uint32_t row_shift_ = 30;
    int32_t clip_x_ = 0;
    int32_t clip_y_ = 0;
    uint32_t clip_w_ = 0;
    uint32_t clip_h_ = 0;
    int32_t clip_right_ = 0;
    int32_t clip_bottom_ = 0;
    int32_t offset_[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    uint32_t straight_ = 10;
    uint32_t diagonal_ = 14;
    Moves moves_ = Moves::Eight;
    CornerRule corners_ = CornerRule::Never;
    uint32_t start_cell_ = 0;
    uint32_t goal_cell_ = 0;
    bool has_goal_ = false;
    bool toward_seeds_ = false;
    bool improve_only_ = false;
};

// The result of find_path() (path_info.hpp).
template <typename Cost>
using FindResult = SearchResult<Cost>;

// One call: search from start to goal and write the path. With a cap on
// expansions the status may be InProgress and the path partial.
template <typename Map, typename State>
FindResult<typename State::Cost> find_path(
    const Map& map, State& state, Point start, Point goal, Point* out, uint32_t capacity,
    const SearchOptions<typename State::Cost>& options = SearchOptions<typename State::Cost>(),
    uint32_t max_expansions = kUnlimited) {
    GridSearch<Map, State> search(map, state);
    Status status = search.begin(start, goal, options);
    if (status == Status::InProgress) {
        status = search.step(max_expansions);
    }
    return detail::finish_one_call(search, status, out, capacity);
}

}  // namespace fixpath

#endif  // FIXPATH_GRID_SEARCH_HPP
