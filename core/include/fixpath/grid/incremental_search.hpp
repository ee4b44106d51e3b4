// fixpath/grid/incremental_search.hpp - a path that repairs itself when the map
// changes: D* Lite (Koenig & Likhachev, 2002) on a grid, in bounded memory,
// integer keys, time-sliced, deterministic.
//
//     static uint8_t cells[64 * 64];                           // the caller's map, changed at run time
//     fixpath::ByteCostMap map(cells, 64, 64);
//     static fixpath::IncrementalState<64 * 64, uint16_t> state;
//     fixpath::IncrementalSearch<fixpath::ByteCostMap, decltype(state)> search(map, state);
//     search.begin(unit, goal);
//     while (search.step(200) == fixpath::Status::InProgress) { /* next frame */ }
//     ...
//     fixpath::Point next;
//     search.next_cell(next);                    // walk one cell...
//     search.move_start(next);                   // ...and say so
//     cells[door] = 0;                           // a door closes
//     search.notify_changed(door_point);         // say so too
//     while (search.step(200) == fixpath::Status::InProgress) { /* next frame */ }
//     search.path(path, 256);                    // the repaired path from where the unit is
//
// What it does: the search runs backwards, from the goal, and keeps for
// every cell its cost to the goal (g) and what its neighbours offer (rhs).
// A change to a cell re-evaluates that cell and its neighbours; step() then
// passes the change on through the cells whose costs it alters, ordered by
// a key that makes it stop as soon as the unit's path is known again: a
// repair expands the cells the change touches between the goal and the
// unit, not the whole search. The unit may move between repairs
// (move_start()); the keys account for it (D* Lite's k_m).
//
// Moves and costs are GridSearch's (options.hpp: 4 or 8 moves, the corner
// rule, a step costs its base cost times the multiplier of the cell
// entered, 0 is a wall). The heuristic must be consistent for the moves
// (heuristic_is_consistent()) and the weight 1/1, or begin() gives
// InvalidOptions; so does `nearest` (there is no partial path here).
// Paths are optimal: after every repair the path's cost is a fresh A*'s.
//
// Statuses of step():
//   InProgress    call step() again;
//   Found         path() / next_cell() / cost() are valid for the current start;
//   NoPath        the goal cannot be reached from the start now (a later
//                 change may open a way: notify_changed() and step() again);
//   CostOverflow  as NoPath, but some way was cut off only because its cost
//                 does not fit the cost type (since begin(): the search
//                 cannot tell whether that way still exists);
//   InvalidStart  the start's cell is blocked now: nothing is done until
//                 move_start() or a change frees it (the search is kept);
//   OutOfNodes    the open list is full: the search's memory no longer
//                 describes the map. Final: begin() again (a fresh search from
//                 where the unit is), or use GridSearch with its own state.
// notify_changed() and move_start() turn Found, NoPath and CostOverflow back
// into InProgress. The goal is fixed for a search: a new goal is a begin().
//
// Determinism: the open list's order is D* Lite's key (k1 = min(g, rhs) +
// h(start, cell) + k_m, then k2 = min(g, rhs)), then the smaller cell index;
// a path moves from each cell to the neighbour with the smallest step cost
// plus g, the first in the order N, E, S, W, NE, SE, SW, NW on equal sums.
//
// The engine: this front end uses the one engine's query frame
// (engine/search_core.hpp: the status, the counters, step()'s budget), not
// its relax()/settle_next(): those settle a node once, while D* Lite
// re-opens cells, raises keys and removes entries (BinaryHeap::change() and
// remove()). The state is IncrementalState (incremental_state.hpp).
//
// Work: step(n) does at most n units of work, a unit being one cell
// expanded or one stale key renewed; stats().expanded counts the cells
// expanded since begin() (a repair's cost is the difference). A change
// costs 1 + (4 or 8) cell re-evaluations when notified.
#ifndef FIXPATH_INCREMENTAL_SEARCH_HPP
#define FIXPATH_INCREMENTAL_SEARCH_HPP

#include <stdint.h>

#include <fixpath/detail/neighbour_costs.hpp>
#include <fixpath/detail/row_divider.hpp>
#include <fixpath/detail/support.hpp>
#include <fixpath/engine/move_rules.hpp>
#include <fixpath/engine/path_writer.hpp>
#include <fixpath/engine/query_plan.hpp>
#include <fixpath/engine/search_core.hpp>
#include <fixpath/engine/search_front.hpp>
#include <fixpath/grid/heuristic.hpp>
#include <fixpath/state/incremental_state.hpp>
#include <fixpath/options.hpp>
#include <fixpath/path_info.hpp>
#include <fixpath/point.hpp>
#include <fixpath/state/search_state.hpp>
#include <fixpath/status.hpp>

namespace fixpath {

template <typename Map, typename State>
class IncrementalSearch {
public:
    using Cost = typename State::Cost;
    using Options = SearchOptions<Cost>;
    static constexpr Cost kUnreachable = State::kUnreachable;  // no cost yet (g, rhs)

    // The map is copied (maps are views: change the cells it reads and
    // notify); the state is used by reference and holds the search between
    // calls.
    IncrementalSearch(const Map& map, State& state) : map_(map), core_(state) {}

    // The options a query takes when given none: SearchOptions' defaults.
    static constexpr Options options() { return Options(); }

    // Starts a search for the path from `start` to `goal`: InProgress, or
    // InvalidStart / InvalidGoal (off the map or blocked), InvalidOptions
    // (see the top; also step costs so large that a key could not fit 32
    // bits), MapTooLarge (more cells than the state holds). Writes every
    // cell of the state once. A refused begin leaves no answer behind
    // (status.hpp).
    Status begin(Point start, Point goal, const Options& options) { return begin_with<false>(start, goal, options); }
    // Same, under the search's own options (options(): SearchOptions'
    // defaults), read as constants: their checks are made when compiling.
    Status begin(Point start, Point goal) { return begin_with<true>(start, goal, options()); }

    // Works on the path for at most `max_work` units (see the top).
    Status step(uint32_t max_work) {
        if (!ready_ || core_.status != Status::InProgress) {
            return core_.status;
        }
        if (!passable(start_)) {
            return Status::InvalidStart;  // waits for move_start() or a change
        }
        note_start_moved();
        if (core_.status != Status::InProgress) {
            return core_.status;  // (OutOfNodes while re-keying)
        }
        return core_.step(max_work, [&](uint32_t budget) { return compute(budget); });
    }
    Status run(uint32_t max_work = kUnlimited) { return step(max_work); }

    // The unit is now on `start` (usually the cell next_cell() gave).
    // InvalidStart (nothing changes) off the map or on a blocked cell.
    Status move_start(Point start) {
        if (!ready_ || core_.status == Status::OutOfNodes) {
            return core_.status;
        }
        if (!passable(start)) {
            return Status::InvalidStart;
        }
        start_ = start;
        start_cell_ = grid_.index_of(start);
        reopen();
        return core_.status;
    }

    // The map's cell `cell` changed (its multiplier, or wall <-> floor):
    // re-evaluates it and its neighbours; step() then repairs the path.
    // InvalidOptions (nothing changes) for a cell off the map or a null
    // list of cells; OutOfNodes
    // when the open list cannot take what changed.
    Status notify_changed(Point cell) { return notify_changed(&cell, 1); }
    Status notify_changed(const Point* cells, uint32_t count) {
        if (!ready_ || core_.status == Status::OutOfNodes) {
            return core_.status;
        }
        if (cells == nullptr && count != 0) {
            return Status::InvalidOptions;
        }
        for (uint32_t i = 0; i < count; ++i) {
            if (!on_map(cells[i])) {
                return Status::InvalidOptions;
            }
        }
        note_start_moved();
        const uint8_t directions = directions_;
        for (uint32_t i = 0; i < count && core_.status != Status::OutOfNodes; ++i) {
            const Point c = cells[i];
            refresh(grid_.index_of(c));
            for (uint8_t dir = 0; dir < directions; ++dir) {
                const Point n = make_point(c.x + kDirectionDx[dir], c.y + kDirectionDy[dir]);
                if (on_map(n)) {
                    refresh(grid_.index_of(n));
                }
            }
        }
        reopen();
        return core_.status;
    }

    // Recomputes every queued key for the current start, with k_m = 0
    // (O(open list)). step() does it itself before k_m could outgrow its 32
    // bits; public so that tests can force it. OutOfNodes when not begun.
    Status rekey() {
        if (!ready_) {
            return core_.status;
        }
        last_ = start_;
        km_ = 0;
        auto& heap = state().heap();
        auto* entries = heap.storage();
        for (uint32_t i = 0; i < heap.size(); ++i) {
            const uint32_t cell = entries[i].id;
            const uint64_t k = key(cell);
            entries[i].set(static_cast<uint32_t>(k >> 32), static_cast<uint32_t>(k));
        }
        heap.rebuild(state());
        return core_.status;
    }

    Status status() const { return core_.status; }
    // Counters since begin(): expanded cells, queued cells, the open list's
    // largest size.
    const SearchStats& stats() const { return core_.stats; }
    // Found: the path's cost from the current start.
    Cost cost() const { return core_.status == Status::Found ? state().rhs(start_cell_) : Cost{0}; }
    Point start() const { return start_; }
    Point goal() const { return goal_; }
    // The cost to the goal of `cell` as the search knows it (kUnreachable
    // when not known or not reachable): exact for the cells of the path.
    Cost cost_to_goal(Point cell) const {
        return ready_ && on_map(cell) ? state().g(grid_.index_of(cell)) : kUnreachable;
    }

    // Found: the cell a unit on the start moves to next (the start itself
    // when it is the goal). False otherwise.
    bool next_cell(Point& next) const {
        if (core_.status != Status::Found) {
            return false;
        }
        if (start_cell_ == goal_cell_) {
            next = start_;
            return true;
        }
        uint32_t step_cost = 0;
        const uint32_t cell = best_successor(start_cell_, step_cost);
        if (cell == kNoCell) {
            return false;
        }
        next = grid_.point_of(cell);
        return true;
    }

    // Found: writes the path from the current start to the goal (both
    // included). PathBufferTooSmall (nothing written) when it does not fit,
    // with the length needed; NoPath when there is no path to give.
    PathInfo<Cost> path(Point* out, uint32_t capacity) const {
        if (core_.status != Status::Found) {
            return no_path<Cost>();
        }
        return detail::write_path<Cost, Point, detail::WalkFrom::Start>(
            [&](auto&& visit, Point& first, auto costs) { return walk_path(visit, first, costs); }, false, out,
            capacity, false);
    }

    const Map& map() const { return map_; }

private:
    // begin(): Own, the search's own options (engine/query_plan.hpp).
    template <bool Own>
    FIXPATH_ALWAYS_INLINE Status begin_with(Point start, Point goal, const Options& given) {
        const Options& options = Own ? detail::OwnOptionsOf<IncrementalSearch>::kValue : given;
        ready_ = false;
        const int32_t width = map_.width();
        const int32_t height = map_.height();
        const Status sides = detail::grid_sides_status(map_);
        straight_ = static_cast<uint32_t>(options.costs.straight);
        diagonal_ = static_cast<uint32_t>(options.costs.diagonal);
        directions_ = detail::direction_count(options.moves);
        corners_ = options.corners;
        heuristic_ = options.heuristic;
        const uint64_t largest_step = straight_ > diagonal_ ? straight_ : diagonal_;
        const uint64_t largest_estimate = (uint64_t{static_cast<uint32_t>(width)} + static_cast<uint32_t>(height)) *
                                          largest_step;
        const bool options_valid = straight_ != 0 && diagonal_ != 0 && largest_step * 255u <= kCostCap &&
                                   largest_estimate <= kEstimateCap && options.weight.is_one() && !options.nearest &&
                                   heuristic_is_consistent(options.heuristic, options.moves, straight_, diagonal_);
        grid_.width = width;
        grid_.height = height;
        if (detail::plan_query(core_, sides, options_valid, [&] {
                grid_.prepare();
                return core_.prepare(grid_.count);
            }) != Status::InProgress ||
            detail::endpoints_status(core_, passable(start), passable(goal)) != Status::InProgress) {
            return core_.status;
        }
        for (uint8_t dir = 0; dir < 8; ++dir) {
            offset_[dir] = detail::step_offset(dir, width);
        }
        cost_limit_ = kMaxCost < kCostCap ? kMaxCost : kCostCap;
        km_limit_ = 0xFFFFFFFFu - cost_limit_ - static_cast<uint32_t>(largest_estimate) - 1u;
        km_ = 0;
        overflowed_ = false;
        start_ = start;
        last_ = start;
        goal_ = goal;
        start_cell_ = grid_.index_of(start);
        goal_cell_ = grid_.index_of(goal);
        state().set_rhs(goal_cell_, 0);
        ready_ = true;
        core_.status = Status::InProgress;
        update_cell(goal_cell_);  // queues the goal (the open list holds at least one entry)
        return core_.status;
    }

    using Core = detail::SearchCore<State>;
    using Entry = typename State::Entry;
    static constexpr uint32_t kNoCell = 0xFFFFFFFFu;
    static constexpr uint32_t kMaxCost = Core::kMaxCost;
    // Keys are k1 = min(g, rhs) + h + k_m in 32 bits: costs are held to
    // 2^31 - 1 (beyond: CostOverflow) and estimates to 2^30 (beyond:
    // InvalidOptions), which leaves k_m at least 2^30 before a re-key.
    static constexpr uint32_t kCostCap = 0x7FFFFFFFu;
    static constexpr uint64_t kEstimateCap = 0x40000000u;

    // The path's walk for the writer (engine/path_writer.hpp): from the
    // current start down the g values to the goal.
    template <typename Visit, typename Costs>
    bool walk_path(Visit&& visit, Point& first, Costs) const {
        first = start_;
        uint32_t cell = start_cell_;
        for (uint32_t length = 1; cell != goal_cell_; ++length) {
            uint32_t step_cost = 0;
            cell = best_successor(cell, step_cost);
            if (cell == kNoCell || length >= grid_.count) {
                return false;  // never with a consistent state: a guard
            }
            visit([this, cell] { return grid_.point_of(cell); }, 0u, step_cost);
        }
        return true;
    }

    State& state() { return *core_.state; }
    const State& state() const { return *core_.state; }



    bool on_map(Point p) const {
        return static_cast<uint32_t>(p.x) < static_cast<uint32_t>(grid_.width) &&
               static_cast<uint32_t>(p.y) < static_cast<uint32_t>(grid_.height);
    }
    bool passable(Point p) const {
        return static_cast<uint32_t>(p.x) < static_cast<uint32_t>(map_.width()) &&
               static_cast<uint32_t>(p.y) < static_cast<uint32_t>(map_.height()) && map_.cost(p.x, p.y) != 0;
    }

    // After a change or a move: the computation must run (again) to know
    // the path from the current start.
    void reopen() {
        if (core_.status == Status::Found || core_.status == Status::NoPath || core_.status == Status::CostOverflow) {
            core_.status = Status::InProgress;
        }
    }

    // D* Lite's k_m: a move of the start since the keys were computed adds
    // its estimate to every key computed from now on (the queued keys stay
    // lower bounds, renewed when they come up). Re-keys before k_m could
    // overflow.
    void note_start_moved() {
        if (start_cell_ == last_cell()) {
            return;
        }
        const uint32_t moved = estimate(last_, start_);
        if (moved > km_limit_ - km_) {
            rekey();
            return;
        }
        km_ += moved;
        last_ = start_;
    }
    uint32_t last_cell() const { return grid_.index_of(last_); }

    uint32_t estimate(Point a, Point b) const {
        const uint32_t dx = static_cast<uint32_t>(a.x > b.x ? a.x - b.x : b.x - a.x);
        const uint32_t dy = static_cast<uint32_t>(a.y > b.y ? a.y - b.y : b.y - a.y);
        const uint32_t lo = dx < dy ? dx : dy;
        const uint32_t hi = dx < dy ? dy : dx;
        switch (heuristic_) {  // each term below 2^30 (begin() checked)
            case Heuristic::Zero: return 0;
            case Heuristic::Manhattan: return straight_ * (lo + hi);
            case Heuristic::Octile: return straight_ * (hi - lo) + diagonal_ * lo;
            case Heuristic::Chebyshev: return (straight_ < diagonal_ ? straight_ : diagonal_) * hi;
        }
        return 0;
    }

    // (k1 << 32) | k2 for `cell`; all ones for a cell with neither cost.
    uint64_t key(uint32_t cell) const {
        const Cost g = state().g(cell);
        const Cost rhs = state().rhs(cell);
        const Cost m = g < rhs ? g : rhs;
        if (m == kUnreachable) {
            return ~uint64_t{0};
        }
        const uint32_t k1 = static_cast<uint32_t>(m) + estimate(start_, grid_.point_of(cell)) + km_;
        return (uint64_t{k1} << 32) | static_cast<uint32_t>(m);
    }

    // The 8 neighbours' multipliers of (x, y) (0: wall or off the map).
    void read_neighbours(int32_t x, int32_t y, uint32_t* m) const {
        detail::read_neighbour_costs(map_, grid_.width, grid_.height, x, y, m);
    }

    // step + g, or kUnreachable when g is or the sum would be beyond the
    // cost limit (then the search notes an overflow).
    uint32_t through(uint32_t step, Cost g) {
        if (g == kUnreachable) {
            return kUnreachable;
        }
        if (step > cost_limit_ - g) {
            overflowed_ = true;
            return kUnreachable;
        }
        return step + g;
    }

    // rhs(cell) from its successors: the cheapest step plus g (kUnreachable
    // for a wall and a cell whose neighbours lead nowhere).
    Cost look_ahead(uint32_t cell) {
        const Point at = grid_.point_of(cell);
        if (map_.cost(at.x, at.y) == 0) {
            return kUnreachable;
        }
        uint32_t m[8];
        read_neighbours(at.x, at.y, m);
        const uint8_t directions = directions_;
        uint32_t best = kUnreachable;
        for (uint8_t dir = 0; dir < directions; ++dir) {
            if (m[dir] == 0 || !detail::corner_allows(corners_, dir, m)) {
                continue;
            }
            const uint32_t next = static_cast<uint32_t>(static_cast<int32_t>(cell) + offset_[dir]);
            const uint32_t c = through((dir < 4 ? straight_ : diagonal_) * m[dir], state().g(next));
            best = c < best ? c : best;
        }
        return static_cast<Cost>(best);
    }

    // The successor a path takes from `cell` (see Determinism at the top)
    // and its step cost; kNoCell when none leads to the goal.
    uint32_t best_successor(uint32_t cell, uint32_t& step_cost) const {
        const Point at = grid_.point_of(cell);
        uint32_t m[8];
        read_neighbours(at.x, at.y, m);
        const uint8_t directions = directions_;
        uint64_t best = ~uint64_t{0};
        uint32_t chosen = kNoCell;
        for (uint8_t dir = 0; dir < directions; ++dir) {
            if (m[dir] == 0 || !detail::corner_allows(corners_, dir, m)) {
                continue;
            }
            const uint32_t next = static_cast<uint32_t>(static_cast<int32_t>(cell) + offset_[dir]);
            const Cost g = state().g(next);
            if (g == kUnreachable) {
                continue;
            }
            const uint32_t c = (dir < 4 ? straight_ : diagonal_) * m[dir];
            const uint64_t total = uint64_t{c} + g;
            if (total < best) {
                best = total;
                chosen = next;
                step_cost = c;
            }
        }
        return chosen;
    }

    // Re-evaluates a cell after a change around it.
    void refresh(uint32_t cell) {
        if (cell != goal_cell_) {
            const Cost r = look_ahead(cell);
            if (r == state().rhs(cell)) {
                return;
            }
            state().set_rhs(cell, r);
        }
        update_cell(cell);
    }

    // D* Lite's UpdateVertex: a cell is queued (with its current key) exactly
    // when g != rhs. False (status OutOfNodes) when the open list is full.
    bool update_cell(uint32_t cell) {
        State& s = state();
        auto& heap = s.heap();
        if (s.g(cell) != s.rhs(cell)) {
            const uint64_t k = key(cell);
            const uint32_t k1 = static_cast<uint32_t>(k >> 32);
            const uint32_t k2 = static_cast<uint32_t>(k);
            if (s.queued(cell)) {
                heap.change(s.heap_position(cell), k1, k2, s);
                return true;
            }
            if (heap.full()) {
                core_.status = Status::OutOfNodes;
                return false;
            }
            heap.push(Entry::make(k1, k2, static_cast<typename State::Id>(cell)), s);
            ++core_.stats.pushed;
            if (heap.size() > core_.stats.heap_high_water) {
                core_.stats.heap_high_water = heap.size();
            }
        } else if (s.queued(cell)) {
            heap.remove(s.heap_position(cell), s);
            s.forget_position(cell);
        }
        return true;
    }

    // D* Lite's ComputeShortestPath, `budget` units at a time.
    Status compute(uint32_t budget) {
        State& s = state();
        auto& heap = s.heap();
        const uint8_t directions = directions_;
        for (uint32_t done = 0; done < budget; ++done) {
            const Cost start_g = s.g(start_cell_);
            const Cost start_rhs = s.rhs(start_cell_);
            const Cost start_m = start_g < start_rhs ? start_g : start_rhs;
            // The start's key (its estimate is 0): all ones while it has no cost.
            const uint64_t start_key = start_m == kUnreachable
                                           ? ~uint64_t{0}
                                           : (uint64_t{static_cast<uint32_t>(start_m) + km_} << 32) | start_m;
            if (heap.empty() || (heap.top().order() >= start_key && start_rhs <= start_g)) {
                return finished();
            }
            const Entry top = heap.top();
            const uint32_t u = top.id;
            const uint64_t fresh = key(u);
            if (top.order() < fresh) {  // a key from before the start moved: renew it
                heap.change(0, static_cast<uint32_t>(fresh >> 32), static_cast<uint32_t>(fresh), s);
                continue;
            }
            ++core_.stats.expanded;
            const Point at = grid_.point_of(u);
            const uint32_t here = map_.cost(at.x, at.y);  // what entering u costs (0: nothing can)
            uint32_t m[8];
            read_neighbours(at.x, at.y, m);
            const Cost g_old = s.g(u);
            const Cost rhs_u = s.rhs(u);
            if (g_old > rhs_u) {  // over-consistent: u's cost fell to rhs; offer it to its predecessors
                s.set_g(u, rhs_u);
                heap.remove(0, s);
                s.forget_position(u);
                if (here == 0) {
                    continue;
                }
                const bool offered = for_each_predecessor(u, m, here, directions, [&](uint32_t pred, uint32_t step) {
                    const uint32_t offer = through(step, rhs_u);
                    if (offer < s.rhs(pred)) {
                        s.set_rhs(pred, static_cast<Cost>(offer));
                        return update_cell(pred);
                    }
                    return true;
                });
                if (!offered) {
                    return core_.status;
                }
            } else {  // under-consistent: u's cost rose; whoever went through it looks again
                s.set_g(u, kUnreachable);
                if (!update_cell(u)) {
                    return core_.status;
                }
                if (here == 0 || g_old == kUnreachable) {
                    continue;
                }
                const bool looked = for_each_predecessor(u, m, here, directions, [&](uint32_t pred, uint32_t step) {
                    if (step <= cost_limit_ - g_old && s.rhs(pred) == step + g_old) {
                        s.set_rhs(pred, look_ahead(pred));
                        return update_cell(pred);
                    }
                    return true;
                });
                if (!looked) {
                    return core_.status;
                }
            }
        }
        return core_.status;
    }

    // Calls visit(pred, step) for each cell a move into u starts from (the
    // moves are symmetric: u's open neighbours the corner rule lets through),
    // but the goal, whose cost never changes; `step` is that move's cost into
    // u (`here` its multiplier). False as soon as visit() is (a cell that
    // could not be updated: the status says why).
    template <typename Visit>
    bool for_each_predecessor(uint32_t u, const uint32_t* m, uint32_t here, uint8_t directions, Visit visit) {
        // (each product once a cell: without a multiplier, as on rv32i, a product is a call)
        const uint32_t straight = straight_ * here;
        const uint32_t diagonal = diagonal_ * here;
        for (uint8_t dir = 0; dir < directions; ++dir) {
            if (m[dir] == 0 || !detail::corner_allows(corners_, dir, m)) {
                continue;
            }
            const uint32_t pred = static_cast<uint32_t>(static_cast<int32_t>(u) + offset_[dir]);
            if (pred != goal_cell_ && !visit(pred, dir < 4 ? straight : diagonal)) {
                return false;
            }
        }
        return true;
    }

    Status finished() {
        const Cost rhs = state().rhs(start_cell_);
        if (rhs == kUnreachable) {
            core_.status = overflowed_ ? Status::CostOverflow : Status::NoPath;
        } else {
            core_.status = Status::Found;
            core_.goal_cost = rhs;
        }
        return core_.status;
    }

    Map map_;
    Core core_;
    detail::RowMajorCellsFor<State> grid_;  // width, height, cell count, index <-> (x, y)
    uint32_t straight_ = 10;
    uint32_t diagonal_ = 14;
    int32_t offset_[8] = {};  // index differences of the 8 neighbours
    uint32_t cost_limit_ = 0;  // the largest g or rhs (kMaxCost, at most 2^31 - 1)
    uint32_t km_ = 0;          // D* Lite's k_m
    uint32_t km_limit_ = 0;    // the largest k_m whose keys still fit 32 bits
    Point start_{0, 0};
    Point last_{0, 0};  // the start the keys' k_m was last brought up to date for
    Point goal_{0, 0};
    uint32_t start_cell_ = 0;
    uint32_t goal_cell_ = 0;
    uint8_t directions_ = 8;  // detail::direction_count() of the query's moves
    CornerRule corners_ = CornerRule::Never;
    Heuristic heuristic_ = Heuristic::Octile;
    bool overflowed_ = false;
    bool ready_ = false;
};

}  // namespace fixpath

#endif  // FIXPATH_INCREMENTAL_SEARCH_HPP
