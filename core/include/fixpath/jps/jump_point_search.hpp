// fixpath/jps/jump_point_search.hpp - jump point search: the same optimal paths
// as A* on walls-and-floor maps, expanding a small fraction of the cells.
//
//     static const uint8_t kBits[64 * 64 / 8] = {...};      // a BitMap in ROM
//     fixpath::BitMap map(kBits, 64, 64);
//     static fixpath::JumpPointState<fixpath::BoundedState<512, uint16_t>> state;
//     fixpath::JumpPointSearch<fixpath::BitMap, decltype(state)> search(map, state);
//     search.begin(start, goal);                   // O(1), like GridSearch
//     while (search.step(200) == fixpath::Status::InProgress) {
//         wait_for_next_frame();                   // at most ~200 units of work a frame
//     }
//     search.path(out, capacity);                  // every cell, jumps filled in
//     search.turning_points(out, capacity);        // or only where it turns
//
// or in one call: fixpath::find_path_jps(map, state, start, goal, out, capacity).
//
// What it is: A* whose successors are jump points (Harabor & Grastien 2011):
// from each expanded cell it scans straight and diagonal rays and stops only
// where a path could turn (a "forced" neighbour), at the goal, or at a wall.
// The cells between are never put in the open list. It runs on the shared
// engine (engine/search_core.hpp): the same states, open lists, statuses,
// partial paths and time slicing as GridSearch.
//
// The rules are Moving AI's, exactly: 8 moves, no corner cutting (a
// diagonal needs both orthogonal cells free: CornerRule::Never), integer
// costs S straight and D diagonal with S <= D <= 2S (10/14, 13860/19601,
// 1/1, ...), every passable cell costing its base step. Refused with
// InvalidOptions: 4 moves, CornerRule::One or Always, D < S or D > 2S (then
// diagonal-first paths are not the cheapest and jump point pruning is not
// exact), a weight, a heuristic that is not consistent, or `nearest` (its
// partial paths end at jump points, not at the nearest reachable cell).
// Use GridSearch for those. A map with terrain (a passable cell whose multiplier is not 1)
// is not searched wrongly: the first such cell the search reads ends the
// query with Status::NonUniformMap (a BitMap has no terrain by construction).
//
// Where the rays come from, chosen when compiled (an image holds only the
// walk it uses): ScanRays (the default, jps/scan_rays.hpp) scans the map,
// a BitMap 32 cells at a time; TableRays (jps/table_rays.hpp: JPS+, the
// alias TableJumpPointSearch<Map, State>) reads each ray from a jump table
// built for the map (jps/jump_table.hpp). Same answers.
//
// Work and time slicing. step(n) spends at most about n units of work: an
// expansion is one unit, and so is each 32-cell word of a row scan, each
// row of a column scan and each step of a diagonal scan. When the units run
// out in the middle of a scan, the scan stops at the cell it reached and
// that cell enters the open list as if it were a jump point (it continues
// the same ray when expanded), so a call on a 1024-wide open map stays
// bounded; a call may overshoot by the few units that guarantee each ray of
// the expansion under way at least one step. scan_units() counts them.
// Larger calls split fewer scans: the fewest units in total come from
// step(kUnlimited).
//
// Intercardinal pruning (JPS2, JPS2+: Harabor & Grastien, ICAPS 2014), on a
// state that records bent rays (JumpPointState<Layout, true>): the cells of
// a diagonal ray whose straight rays meet jump points no longer enter the
// open list; the jump points those rays meet are offered at once, reached
// by a bent ray (the diagonal leg, then the straight one), and the diagonal
// goes on. The same costs, fewer expansions on open maps (as many as the
// reference's JPS2; a maze keeps them all), more cells scanned ahead of
// need; docs/jump-points.md has the figures. Following a table, each diagonal jump point passed
// is a unit of work. With goal bounds a diagonal jump point's rays are
// filtered by its own box, as its expansion would be.
//
// Memory: a JumpPointState (jump_point_state.hpp) around either layout: it
// records each node's parent ray (direction and length). Only jump points
// enter it, so a BoundedState pool of a few hundred nodes serves maps of
// any size (the Moving AI maps' hardest queries need at most a few
// thousand).
//
// Paths: path() writes every cell (the jumps filled in), turning_points()
// only the turns, with the cost a full A* reports.
//
// Determinism: the rays from a jump point are followed in direction order
// N, E, S, W, NE, SE, SW, NW, and what they find is offered in that order
// to the open list of the state (bucket_queue.hpp or binary_heap.hpp tie
// rules); the same query gives the same path everywhere. A pruned search
// (JPS2, JPS2+) with the heap, whose order does not depend on the order of
// pushes, goes round from the ray toward the goal (toward_goal(): from NE,
// NE, SE, SW, NW, N, E, S, W), which offers the goal soonest: its diagonals
// scan to their walls, and those left after the goal are not scanned (a
// search sliced in work units may then run out of them on other rays: other
// jump points, the same cost). Not with the buckets: they pop the last
// pushed first among equal f, so the jump points toward the goal would come
// out last (the device battery expanded more that way); nor without
// pruning, whose diagonals stop at their first jump point (the order saved
// less than it cost on the devices' rows).
//
// The goal ends an expansion. Every ray (straight, diagonal, or bent:
// diagonal then straight) is an octile-shortest line between its ends, so
// with the octile heuristic the goal, when a ray offers it, costs the
// expanded node's f: the least f of any node open or to come. Its cost and
// its parent ray are then final, and the rays not yet followed from that
// node are left (Warthog's search stops the same way when it generates the
// goal); the goal is what the open list gives next (the heap orders the
// larger g first, the buckets the last pushed), so the path and its cost are
// those of following every ray, and so are the expansions with the heap
// (with the buckets, no more); the pushes and scan units are fewer. Other
// heuristics follow every ray.
#ifndef FIXPATH_JUMP_POINT_SEARCH_HPP
#define FIXPATH_JUMP_POINT_SEARCH_HPP

#include <stdint.h>

#include <fixpath/jps/jps_cells.hpp>
#include <fixpath/jps/scan_rays.hpp>
#include <fixpath/jps/table_rays.hpp>
#include <fixpath/detail/row_divider.hpp>
#include <fixpath/detail/support.hpp>
#include <fixpath/detail/traits.hpp>
#include <fixpath/engine/expansion_loop.hpp>
#include <fixpath/engine/move_rules.hpp>
#include <fixpath/engine/path_writer.hpp>
#include <fixpath/engine/query_plan.hpp>
#include <fixpath/engine/search_core.hpp>
#include <fixpath/engine/search_front.hpp>
#include <fixpath/grid/goal_bounds.hpp>
#include <fixpath/grid/grid_search.hpp>
#include <fixpath/grid/heuristic.hpp>
#include <fixpath/state/jump_point_state.hpp>
#include <fixpath/jps/jump_table.hpp>
#include <fixpath/options.hpp>
#include <fixpath/path_info.hpp>
#include <fixpath/point.hpp>
#include <fixpath/state/search_state.hpp>
#include <fixpath/status.hpp>

namespace fixpath {

// Whether jump point search takes these options (see the header comment).
template <typename Cost>
constexpr bool jump_point_options_valid(const SearchOptions<Cost>& o) {
    const uint32_t s = o.costs.straight;
    const uint32_t d = o.costs.diagonal;
    return o.moves == Moves::Eight && o.corners == CornerRule::Never && s != 0 && s <= d &&
           uint64_t{d} <= 2 * uint64_t{s} && d <= 0xFFFFFFFFu / 255u && o.weight.is_one() &&
           heuristic_is_consistent(o.heuristic, o.moves, s, d) &&
           !o.nearest;
}

// GoalBounded: the search can take goal bounds built with every optimal
// first move (goal_bounds.hpp, use_goal_bounds()); false (the default)
// compiles none of it in. Rays: where the rays come from (see the top):
// ScanRays, or TableRays (TableJumpPointSearch below).
template <typename Map, typename State, bool GoalBounded = false, template <typename> class Rays = ScanRays>
class JumpPointSearch : public detail::SearchFront<JumpPointSearch<Map, State, GoalBounded, Rays>, State>,
                        public Rays<JumpPointSearch<Map, State, GoalBounded, Rays>> {
    static_assert(detail::RecordsRays<State>::value, "jump point search needs a JumpPointState<Layout> (jump_point_state.hpp)");
    using RaySource = Rays<JumpPointSearch>;

public:
    using Cost = typename State::Cost;
    using Options = SearchOptions<Cost>;
    using Id = typename State::Id;
    // Whether the search can prune intercardinal jump points (JPS2): its
    // state records bent rays (JumpPointState<Layout, true>).
    static constexpr bool kPrunes = detail::RecordsBends<State>::value;
    // Whether the search takes goal bounds (use_goal_bounds()).
    static constexpr bool kGoalBounded = GoalBounded;

    // step(n) spends at most about n work units (see the top); step(n, visit), run(), status(), stats(), cost() and
    // uses_buckets(): as every search (engine/search_front.hpp).

    static constexpr Cost kUnreachable = detail::unsigned_max<Cost>();

    // The options a query takes when given none: SearchOptions' defaults.
    static constexpr Options options() { return Options(); }

    // As GridSearch: the map is a view, copied; the state is used by
    // reference and must outlive the search. (ScanRays: the map alone.)
    JumpPointSearch(const Map& map, State& state) : Front(state), cells_(map), map_(map) {}

    // The same with the rays' source: ScanRays takes the map's columns as
    // a BitMap (its transpose: column_map() makes one, or
    // column_map_with_margins() for a map with margins; column scans then
    // read 32 cells at a time as row scans do); TableRays its JumpTable
    // (built for this map, 16- or 8-bit entries: every ray one entry read,
    // no scan; trusted, like a route table: begin() checks its size only,
    // and a table from a file is checked against the map by
    // validate_jump_table(), jump_table_format.hpp). Same answers.
    template <typename Source>
    JumpPointSearch(const Map& map, State& state, const Source& source)
        : Front(state), RaySource(source), cells_(map), map_(map) {}

    // Goal bounding (goal_bounds.hpp): from now on a jump point scans only
    // the directions whose box holds the goal. The boxes must hold every
    // optimal first move (GoalBoundsTies::EveryFirstMove: the canonical path
    // jump point search keeps must stay allowed); null for none. Boxes of
    // the other kind, or a query under other rules, are refused
    // (InvalidOptions). Boxes for the jump points only serve as well: a cell
    // without one (a query's start, a cell where a time-sliced scan was
    // cut) scans every direction. Kept by pointer.
    template <bool Enabled = GoalBounded>
    void use_goal_bounds(const GoalBounds* bounds) {
        static_assert(Enabled, "goal bounds need JumpPointSearch<Map, State, true>");
        const GoalBounds* given = bounds != nullptr && !bounds->empty() ? bounds : nullptr;
        const bool jump_points = given != nullptr && given->jump_points_only();
        bounds_.every_cell = jump_points ? nullptr : given;
        bounds_.jump_points = jump_points ? given : nullptr;
    }

    // Starts a query on the whole map. O(1). InvalidStart / InvalidGoal /
    // InvalidOptions / MapTooLarge, or InProgress. A refused begin leaves
    // no answer behind (status.hpp).
    Status begin(Point start, Point goal, const Options& options) { return begin_with<false>(start, goal, options); }
    // Same, under the default options, read from a constant (as
    // GridSearch::begin(start, goal)), so that their checks compile away
    // (most of all on AVR, whose image keeps each check as code).
    Status begin(Point start, Point goal) { return begin_with<true>(start, goal, options()); }

    // Intercardinal pruning, on by default on a state that records bent
    // rays; off, the search is plain JPS (or JPS+) on it, the same jump
    // points as on a state without them. Takes effect at the next begin().
    template <bool Bent = kPrunes>
    void set_pruning(bool on) {
        static_assert(Bent, "intercardinal pruning needs a state that records bent rays: JumpPointState<Layout, true>");
        pruning_wanted_ = on;
    }

    // Units of scanning done this query (words, rows, diagonal steps).
    uint32_t scan_units() const { return scanned_; }

    // As GridSearch::path(): start..goal, or a partial path to the expanded
    // cell nearest the goal (flagged), every cell written.
    PathInfo<Cost> path(Point* out, uint32_t capacity) const {
        return detail::ExpansionLoop::answer<Cost>(*this, out, capacity);
    }
    PathInfo<Cost> turning_points(Point* out, uint32_t capacity) const {
        return detail::ExpansionLoop::answer<Cost, true>(*this, out, capacity);
    }

private:
    // begin(): OwnOptions, the search's own options as a constant
    // (engine/query_plan.hpp). Inlined into each begin(): as a function of
    // its own it made the Cortex-M images larger.
    template <bool OwnOptions>
    FIXPATH_ALWAYS_INLINE Status begin_with(Point start, Point goal, const Options& given) {
        const Options& options = OwnOptions ? detail::OwnOptionsOf<JumpPointSearch>::kValue : given;
        cells_.non_uniform = false;
        scanned_ = 0;
        core_.forget_answer();
        const int32_t w = map_.width();
        const int32_t h = map_.height();
        const Status sides = detail::grid_sides_status(map_);
        // The options, then a transpose, a table or boxes made for this map.
        bool options_valid = jump_point_options_valid(options) && this->rays_fit(w, h);
        if constexpr (GoalBounded) {
            const GoalBounds* bounds = bounds_.every_cell != nullptr ? bounds_.every_cell : bounds_.jump_points;
            options_valid = options_valid && (bounds == nullptr || (bounds->fits(w, h, options) &&
                                                                    bounds->ties() == GoalBoundsTies::EveryFirstMove));
        }
        const uint32_t s = options.costs.straight;
        const uint32_t d = options.costs.diagonal;
        heuristic_ = detail::HeuristicEvaluator{};
        heuristic_.set(options.heuristic, s, d);
        partial_ = heuristic_;
        if (options.heuristic == Heuristic::Zero) {
            partial_.set(Heuristic::Octile, s, d);
        }
        rank_by_key_ = options.heuristic != Heuristic::Zero;
        // Bucket queries read estimates unchecked (fits_every_offset()).
        options_valid = options_valid && detail::choose_open_list<kOpenList>(heuristic_.fits_every_offset() &&
                                                                                 partial_.fits_every_offset(),
                                                                             detail::max_of(s, d), use_buckets_);
        core_.saturate = false;  // consistent estimates only
        if (detail::plan_query(core_, sides, options_valid, [&] {
                return core_.prepare(static_cast<uint32_t>(w) * static_cast<uint32_t>(h));
            }) != Status::InProgress) {
            return core_.status;
        }
        detail::set_key_granularity<kOpenList>(core_, s | d);
        if (w != width_ || h != height_) {  // (the row division's constants: kept for the same sides)
            rows_.prepare(static_cast<uint32_t>(w), static_cast<uint32_t>(w) * static_cast<uint32_t>(h));
        }
        width_ = w;
        height_ = h;
        for (uint32_t dir = 0; dir < 8; ++dir) {
            step_[dir] = dir < 4 ? s : d;
            offset_[dir] = detail::step_offset(dir, w);
        }
        if (!cells_.open(start.x, start.y)) {
            return core_.fail(cells_.non_uniform ? Status::NonUniformMap : Status::InvalidStart);
        }
        if (!cells_.open(goal.x, goal.y)) {
            return core_.fail(cells_.non_uniform ? Status::NonUniformMap : Status::InvalidGoal);
        }
        if (cells_.non_uniform) {
            return core_.fail(Status::NonUniformMap);
        }
        heuristic_.goal_x = goal.x;
        heuristic_.goal_y = goal.y;
        partial_.goal_x = goal.x;
        partial_.goal_y = goal.y;
        goal_ = goal;
        start_cell_ = index(start.x, start.y);
        goal_node_ = index(goal.x, goal.y);
        prune_ = pruning_wanted_;
        settles_goal_ = options.heuristic == Heuristic::Octile;
        goal_settled_ = false;
        core_.status = Status::InProgress;
        detail::NoTies ties;
        const auto estimate = [&](auto buckets) {
            return heuristic_.template unweighted_for<decltype(buckets)::value>(start.x, start.y);
        };
        detail::start_at<kOpenList>(core_, use_buckets_, start_cell_, estimate, JumpParent{0, 0}, ties);
        return core_.status;
    }

    static constexpr OpenList kOpenList = detail::OpenListOf<State>::value;

    // The engine's record of the query (engine/search_front.hpp).
    using Front = detail::SearchFront<JumpPointSearch, State>;
    using Front::core_, Front::start_cell_, Front::goal_node_, Front::use_buckets_;

    friend struct detail::ExpansionLoop;  // the engine runs this search through its hooks
    friend RaySource;                     // the rays' source offers what it finds
    static constexpr detail::Loops kLoops = detail::Loops::OnlyToGoal;
    // The engine's loop counts this search's budget in work units (units_).
    static constexpr bool kWorkUnits = true;

    uint32_t index(int32_t x, int32_t y) const {
        return static_cast<uint32_t>(y) * static_cast<uint32_t>(width_) + static_cast<uint32_t>(x);
    }

    // Where a jump point is, for the loop's hooks.
    using Here = detail::GridHere;
    Here locate(uint32_t cell) const {
        const uint32_t row = rows_.row_of(cell);  // no division (detail/row_divider.hpp)
        return Here{static_cast<int32_t>(detail::column_of(cell, row, static_cast<uint32_t>(width_))),
                    static_cast<int32_t>(row)};
    }
    static Point visited(Here here) { return make_point(here.x, here.y); }
    template <bool Buckets>
    uint32_t rank(Here here, uint32_t f, Cost g) const {
        return partial_.template partial_rank<Buckets>(rank_by_key_, f, g, kUnreachable, here.x, here.y);
    }
    // Scans from the jump point along the rays its parent ray leaves open.
    // False when the search must stop (OutOfNodes, NonUniformMap).
    template <bool Buckets, bool Fill>
    bool expand(uint32_t cell, Id id, Here here, Cost g) {
        static_assert(!Fill, "jump point search has no fills");
        const uint32_t from = cell == start_cell_ ? 8u : core_.state->parent(id);
        return this->template follow_rays<Buckets>(here.x, here.y, g, from);
    }

    // The directions worth scanning from (x, y), reached by a ray in
    // direction `from` (8: the start, every direction). Straight rays go on
    // straight, and turn to a side only where the cell behind that side is
    // blocked (a forced neighbour); diagonal rays go on diagonally and along
    // both of their straight components (with no corner cutting a diagonal
    // ray has no forced neighbours).
    uint32_t directions(int32_t x, int32_t y, uint32_t from) const {
        if (from >= 8) {
            return 0xFFu;
        }
        const int32_t dx = kDirectionDx[from];
        const int32_t dy = kDirectionDy[from];
        if (from >= 4) {
            return (1u << from) | (1u << straight_of(dx, 0)) | (1u << straight_of(0, dy));
        }
        uint32_t dirs = 1u << from;
        if (dy == 0) {  // along a row: the cells above and below
            for (int32_t side = -1; side <= 1; side += 2) {
                if (cells_.open(x, y + side) && !cells_.open(x - dx, y + side)) {
                    dirs |= (1u << straight_of(0, side)) | (1u << diagonal_of(dx, side));
                }
            }
        } else {  // along a column: the cells left and right
            for (int32_t side = -1; side <= 1; side += 2) {
                if (cells_.open(x + side, y) && !cells_.open(x + side, y - dy)) {
                    dirs |= (1u << straight_of(side, 0)) | (1u << diagonal_of(side, dy));
                }
            }
        }
        return dirs;
    }

    // The directions left once goal bounding has ruled out those that
    // cannot start an optimal path to the goal.
    uint32_t bounded(int32_t x, int32_t y, uint32_t dirs) const {
        if constexpr (GoalBounded) {
            if (bounds_.every_cell != nullptr) {
                return bounds_.every_cell->every_cell_moves(index(x, y), goal_.x, goal_.y, dirs);
            }
            if (bounds_.jump_points != nullptr) {
                return bounds_.jump_points->marked_moves(index(x, y), goal_.x, goal_.y, dirs);
            }
        }
        (void)x;
        (void)y;
        return dirs;
    }

    // Of the rays from (x, y), a jump point on a diagonal ray in `diagonal`
    // (its row's `row_dir`, its column's `column_dir`, the diagonal going on),
    // those its box allows (every ray without boxes).
    uint32_t bounded_sides(int32_t x, int32_t y, uint32_t row_dir, uint32_t column_dir, uint32_t diagonal) const {
        if constexpr (GoalBounded) {
            return bounded(x, y, (uint32_t{1} << row_dir) | (uint32_t{1} << column_dir) | (uint32_t{1} << diagonal));
        } else {
            (void)x;
            (void)y;
            (void)row_dir;
            (void)column_dir;
            (void)diagonal;
            return 0xFFu;
        }
    }

    // The ray from (x, y) (not the goal) toward the goal: the diagonal of its
    // quadrant, or the straight ray on its row or column.
    uint32_t toward_goal(int32_t x, int32_t y) const {
        const int32_t dx = goal_.x - x;
        const int32_t dy = goal_.y - y;
        return dx != 0 && dy != 0 ? diagonal_of(dx, dy) : straight_of(dx, dy);
    }

    // The order the rays from (x, y) are followed in ("Determinism" above):
    // `dirs` turned so that its bit i is direction ray_direction(first, i);
    // `first` is 0 where the order cannot change (direction order). Both
    // sources' loops take their order from here.
    template <bool Buckets>
    FIXPATH_ALWAYS_INLINE uint32_t rays_in_order(int32_t x, int32_t y, uint32_t dirs, uint32_t& first) const {
        first = kRoundsFromGoal<Buckets> && prune_ ? toward_goal(x, y) : 0u;
        return kRoundsFromGoal<Buckets> ? ((dirs >> first) | (dirs << (8u - first))) & 0xFFu : dirs;
    }
    template <bool Buckets>
    static constexpr uint32_t ray_direction(uint32_t first, uint32_t i) {
        return kRoundsFromGoal<Buckets> ? (first + i) & 7u : i;
    }
    // Whether the order goes round from the ray toward the goal: pruned, with
    // the heap.
    template <bool Buckets>
    static constexpr bool kRoundsFromGoal = kPrunes && !Buckets;

    static constexpr uint32_t straight_of(int32_t dx, int32_t dy) {
        return dy < 0 ? uint32_t{kNorth} : dx > 0 ? uint32_t{kEast} : dy > 0 ? uint32_t{kSouth} : uint32_t{kWest};
    }
    static constexpr uint32_t diagonal_of(int32_t dx, int32_t dy) {
        return dx > 0 ? (dy < 0 ? uint32_t{kNorthEast} : uint32_t{kSouthEast})
                      : (dy > 0 ? uint32_t{kSouthWest} : uint32_t{kNorthWest});
    }

    // The successors of (cx, cy), `bend` cells along diagonal `dir`: the
    // jump points its straight rays meet, `row_steps` along its row and
    // `column_steps` along its column (0: none), offered in that order by
    // bent rays. False when the search must stop.
    template <bool Buckets>
    bool offer_sides(int32_t cx, int32_t cy, Cost g, uint32_t dir, uint32_t bend, uint32_t row_steps,
                     uint32_t column_steps) {
        const int32_t dx = kDirectionDx[dir];
        const int32_t dy = kDirectionDy[dir];
        return (row_steps == 0 || offer_bent<Buckets>(cx + dx * static_cast<int32_t>(row_steps), cy, g,
                                                      straight_of(dx, 0), row_steps, dir, bend, dy > 0)) &&
               (column_steps == 0 || offer_bent<Buckets>(cx, cy + dy * static_cast<int32_t>(column_steps), g,
                                                         straight_of(0, dy), column_steps, dir, bend, dx > 0));
    }

    // A jump point reached by a straight ray of `steps` cells in `dir`.
    template <bool Buckets>
    bool offer(int32_t jx, int32_t jy, Cost g, uint32_t steps, uint32_t dir) {
        // steps * base: at most 32767 * (2^32 / 255): checked in 32 bits.
        uint32_t step_cost = 0;
        if (!detail::multiply_fits(steps, step_[dir], step_cost)) {
            core_.overflowed = true;
            return true;
        }
        return offer_ray<Buckets>(jx, jy, g, step_cost, JumpParent{static_cast<uint8_t>(dir), static_cast<uint16_t>(steps)});
    }

    // Relaxes jump point (jx, jy), `cost` beyond g by the ray `parent`
    // (offer(), offer_bent()). False when the search must stop. An offer of
    // the goal at its final cost sets goal_settled_: the rays left from the
    // node being expanded are not followed.
    template <bool Buckets>
    FIXPATH_ALWAYS_INLINE bool offer_ray(int32_t jx, int32_t jy, Cost g, uint32_t cost, JumpParent parent) {
        detail::NoTies ties;
        const detail::HeuristicEvaluator* heuristic = &heuristic_;
        const uint32_t node = index(jx, jy);
        if (FIXPATH_UNLIKELY(node == goal_node_) && settles_goal_ && cost < static_cast<uint32_t>(kUnreachable) - g) {
            goal_settled_ = true;  // (a cost that fits is taken: relax() stores it or the search stops)
        }
        return core_.template relax<Buckets>(
            node, g, cost, parent, nullptr,
            [heuristic, jx, jy]() -> uint32_t { return heuristic->template unweighted_for<Buckets>(jx, jy); },
            ties);
    }

    // A jump point reached by a bent ray: `bend` diagonal steps in
    // direction `diagonal`, then `steps` straight ones in `dir`.
    template <bool Buckets>
    bool offer_bent(int32_t jx, int32_t jy, Cost g, uint32_t dir, uint32_t steps, uint32_t diagonal, uint32_t bend,
                    bool side) {
        uint32_t straight_cost = 0;
        uint32_t diagonal_cost = 0;
        if (!detail::multiply_fits(steps, step_[dir], straight_cost) ||
            !detail::multiply_fits(bend, step_[diagonal], diagonal_cost) ||
            straight_cost > 0xFFFFFFFFu - diagonal_cost) {
            core_.overflowed = true;
            return true;
        }
        const uint16_t bend_record = static_cast<uint16_t>(bend | (side ? State::kBendSide : 0u));
        return offer_ray<Buckets>(jx, jy, g, straight_cost + diagonal_cost,
                                  JumpParent{static_cast<uint8_t>(dir), static_cast<uint16_t>(steps), bend_record});
    }

    // Whether the cells read so far include terrain (a passable cell whose
    // multiplier is not 1): then the query ends with NonUniformMap.
    bool met_terrain() {
        if (cells_.non_uniform) {
            core_.status = Status::NonUniformMap;
            return true;
        }
        return false;
    }

    // Takes a unit of work; false when none is left (the scan stops there).
    bool take() {
        if (units_ == 0) {
            return false;
        }
        --units_;
        ++scanned_;
        return true;
    }

    // The path's walk for the writer (engine/path_writer.hpp): back from
    // `end` ray by ray (each node's recorded direction and length, and a
    // bent ray's diagonal leg after it), each leg handed to the writer as
    // one run of cells (visit.run()).
    template <typename Visit, typename Costs>
    bool walk_path(uint32_t end, Visit& caller, Point& start, Costs costs) const {
        // (Not in a pruned walk, which keeps a bent ray's second leg live
        // too: there the copy's counters spilled, even on the M3.)
        detail::WalkVisitor<Visit, detail::kVisitorInRegisters && !kPrunes> held(caller);
        Visit& visit = held.get();
        const uint32_t limit = static_cast<uint32_t>(width_) * static_cast<uint32_t>(height_);
        uint32_t cell = end;
        const Here last = locate(end);
        int32_t x = last.x;
        int32_t y = last.y;
        uint32_t walked = 0;
        while (cell != start_cell_) {
            const Id id = core_.state->find(cell);
            if (id == State::kNoId) {
                return false;  // a guard, never taken with a consistent state
            }
            // The ray's legs, last first: the straight one, then (a bent ray)
            // the diagonal one before it.
            uint32_t dir = core_.state->parent(id);
            uint32_t length = core_.state->ray_length(id);
            const uint32_t bend = kPrunes ? core_.state->ray_bend(id) : 0u;
            for (uint32_t leg = 0;; ++leg) {
                if (length == 0 || walked + length > limit) {
                    return false;
                }
                walked += length;
                const int32_t dx = kDirectionDx[dir];
                const int32_t dy = kDirectionDy[dir];
                visit.run(x, y, dx, dy, length, dir, costs.value ? step_[dir] : 0u);  // the leg's cells
                x -= dx * static_cast<int32_t>(length);
                y -= dy * static_cast<int32_t>(length);
                cell = static_cast<uint32_t>(static_cast<int32_t>(cell) - offset_[dir] * static_cast<int32_t>(length));
                if (!kPrunes || bend == 0 || leg == 1) {
                    break;
                }
                const int32_t side = (bend & State::kBendSide) != 0 ? 1 : -1;
                dir = kDirectionDx[dir] != 0 ? diagonal_of(kDirectionDx[dir], side) : diagonal_of(side, kDirectionDy[dir]);
                length = bend & State::kBendLengthMask;
            }
        }
        if (!detail::counting_pass(costs)) {  // (the counting pass leaves x and y dead: no point arithmetic)
            start = make_point(x, y);
        }
        held.give_back();
        return true;
    }

    detail::JpsCells<Map> cells_;
    Map map_;
    detail::HeuristicEvaluator heuristic_;
    detail::HeuristicEvaluator partial_;
    Point goal_ = Point{0, 0};
    int32_t width_ = 1, height_ = 1;  // the map's sides
    uint32_t units_ = 0;
    uint32_t scanned_ = 0;
    uint32_t step_[8] = {10, 10, 10, 10, 14, 14, 14, 14};
    int32_t offset_[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    bool rank_by_key_ = true;
    bool pruning_wanted_ = kPrunes;  // set_pruning()
    bool prune_ = kPrunes;           // the query's: set by begin()
    bool settles_goal_ = false;      // the query's heuristic is octile: a ray's goal is final
    bool goal_settled_ = false;      // a ray offered the goal at its final cost: the expansion ends
    detail::RowDividerFor<State> rows_;
    // The boxes given (use_goal_bounds()), kept by layout so that a cell's
    // lookup does not test it. (Without goal bounding one pointer, unused,
    // as always: the same object.)
    template <bool Bounded, typename = void>
    struct KeptBounds {
        const GoalBounds* every_cell = nullptr;
    };
    template <typename Unused>
    struct KeptBounds<true, Unused> {
        const GoalBounds* every_cell = nullptr;   // boxes of every cell, or
        const GoalBounds* jump_points = nullptr;  // boxes of the jump points only
    };
    KeptBounds<GoalBounded> bounds_;
};

// Jump point search from a jump table (JPS+; JPS2+ on a state that records
// bent rays): TableJumpPointSearch<Map, State> search(map, state, table).
template <typename Map, typename State, bool GoalBounded = false>
using TableJumpPointSearch = JumpPointSearch<Map, State, GoalBounded, TableRays>;

// Writes the transpose of `map` (row x = column x of the map) into `out` as
// BitMap rows: BitMap::bytes_needed(map.height(), map.width()) bytes. For
// JumpPointSearch's column scans; on a device into RAM once per map, or
// generated on the host into ROM. False (nothing written) when `capacity`
// is too small or the map is not searchable (sides 1..kMaxMapSide).
template <typename Map>
bool column_map(const Map& map, uint8_t* out, uint32_t capacity) {
    const int32_t w = map.width();
    const int32_t h = map.height();
    if (w <= 0 || h <= 0 || w > kMaxMapSide || h > kMaxMapSide ||
        static_cast<uint32_t>(BitMap::bytes_needed(h, w)) > capacity || out == nullptr) {
        return false;
    }
    const uint32_t row_bytes = static_cast<uint32_t>(BitMap::bytes_per_row(h));
    for (uint32_t i = 0; i < row_bytes * static_cast<uint32_t>(w); ++i) {
        out[i] = 0;
    }
    for (int32_t y = 0; y < h; ++y) {
        for (int32_t x = 0; x < w; ++x) {
            if (map.cost(x, y) != 0) {
                out[static_cast<uint32_t>(x) * row_bytes + static_cast<uint32_t>(y >> 3)] |=
                    static_cast<uint8_t>(1u << (static_cast<uint32_t>(y) & 7u));
            }
        }
    }
    return true;
}

// The same transpose with margins (BitMap::with_margins()): `out` holds
// BitMap::bytes_with_margins(map.height(), map.width()) bytes, the margins
// written zero; the columns are then
// BitMap::with_margins(out + BitMap::margin_bytes(map.height()), map.height(), map.width()).
template <typename Map>
bool column_map_with_margins(const Map& map, uint8_t* out, uint32_t capacity) {
    const int32_t w = map.width();
    const int32_t h = map.height();
    if (w <= 0 || h <= 0 || w > kMaxMapSide || h > kMaxMapSide || out == nullptr ||
        static_cast<uint32_t>(BitMap::bytes_with_margins(h, w)) > capacity) {
        return false;
    }
    const uint32_t margin = static_cast<uint32_t>(BitMap::margin_bytes(h));
    const uint32_t rows = static_cast<uint32_t>(BitMap::bytes_needed(h, w));
    const uint32_t total = static_cast<uint32_t>(BitMap::bytes_with_margins(h, w));
    for (uint32_t i = 0; i < margin; ++i) {
        out[i] = 0;
    }
    for (uint32_t i = margin + rows; i < total; ++i) {
        out[i] = 0;
    }
    return column_map(map, out + margin, rows);
}

namespace detail {
template <typename Map, typename State>
using PlainJumpPointSearch = JumpPointSearch<Map, State>;

// find_path_jps(): scanning the map (OneCall), or with a source of rays.
struct FindPathJps : OneCall<PlainJumpPointSearch> {
    using OneCall<PlainJumpPointSearch>::operator();
    // From a jump table (JPS+), or with the map's columns (a BitMap): the
    // search the source is for.
    template <typename Map, typename State, typename Source>
    SearchResult<typename State::Cost> operator()(
        const Map& map, State& state, const Source& source, Point start, Point goal, Point* out, uint32_t capacity,
        const SearchOptions<typename State::Cost>& options = SearchOptions<typename State::Cost>(),
        uint32_t max_work = kUnlimited) const {
        static_assert(IsSame<Source, JumpTable>::value || IsSame<Source, BitMap>::value,
                      "find_path_jps(): a JumpTable (JPS+) or the map's columns (BitMap)");
        using Search = typename Select<IsSame<Source, JumpTable>::value, TableJumpPointSearch<Map, State>,
                                       JumpPointSearch<Map, State>>::type;
        Search search(map, state, source);
        return run_one_call(search, search.begin(start, goal, options), out, capacity, max_work);
    }
};
}  // namespace detail

// One call: jump point search from start to goal, the path written with
// every cell:
//     find_path_jps(map, state, start, goal, out, capacity [, options [, max_work]])    scanning the map
//     find_path_jps(map, state, table_or_columns, start, goal, out, capacity [, ...])  from a JumpTable
//                                                       (JPS+), or with the map's columns (a BitMap)
// With a cap on work the status may be InProgress and the path partial.
inline constexpr detail::FindPathJps find_path_jps{};

}  // namespace fixpath

#endif  // FIXPATH_JUMP_POINT_SEARCH_HPP
