// fixpath/grid/grid_search.hpp - the grid search engine: A*, weighted A*, Dijkstra
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
// Determinism: cells are expanded in the open list's order: smallest f, and
// on equal f the bucket queue's last-in-first-out rule (bucket_queue.hpp)
// when the query uses the buckets, the heap's (larger g, then smaller
// row-major cell index) when it uses the heap (OpenList, search_state.hpp,
// says which query uses which). Neighbours are visited N, E, S, W, NE, SE,
// SW, NW; a cell's parent changes only when a strictly cheaper cost is found,
// so among equally cheap parents the first in that order wins. Both state
// layouts with the same open list give the same expansion order and path.
//
// Cost: an expansion reads the cell's 8 neighbours (through one pointer when
// the map offers cell_pointer(), detail/traits.hpp, and the cell is not on
// the search area's edge), applies the corner rule to their passability
// bits, and offers each allowed one to the open list. On a map with a wall
// all round (Framed, maps/framed_map.hpp) every neighbour is read through
// the pointer and the checked form is not compiled (every query then
// covers the whole map). Only the loops a
// program starts are in its image: A* and fills are separate instantiations
// chosen when a query begins, and a fill's finishing phase is linked only
// into programs that start fills.
//
// Maps that change: the search reads cells as it expands them (the map is
// a view of the caller's cells). Edit the map between queries; after an edit
// during a time-sliced query, begin() it again (a query that spans an edit
// may answer for neither map). docs/changing-worlds.md lists what every
// long-lived object needs after an edit.
//
// Reopening: a cell is expanded at most once. With a consistent heuristic
// (options.hpp says which) that is exact; with weight W it keeps the W bound.
#ifndef FIXPATH_GRID_SEARCH_HPP
#define FIXPATH_GRID_SEARCH_HPP

#include <stdint.h>

#include <fixpath/detail/flash_read.hpp>
#include <fixpath/detail/native_math.hpp>
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
#include <fixpath/grid/grid_rules.hpp>
#include <fixpath/grid/heuristic.hpp>
#include <fixpath/maps/framed_map.hpp>
#include <fixpath/options.hpp>
#include <fixpath/path_info.hpp>
#include <fixpath/point.hpp>
#include <fixpath/state/search_state.hpp>
#include <fixpath/status.hpp>

namespace fixpath {

// The parent direction of a cell that has none (a search's start, a seed).
constexpr uint8_t kNoDirection = 0xFF;

// How a seeded fill (GridSearch::begin_seeded) charges a step.
enum class FillCosts : uint8_t {
    Outward,     // the multiplier of the cell entered, moving away from the seeds
    TowardSeeds  // the multiplier of the cell nearer the seeds: costs of walking TO them
};

namespace detail {
// Where a product is a library call (kSoftwareMultiply) and a query's area
// is the map's own rows (from 0, 0, as wide as a row), a grid search finds
// a cell's byte by its index, area_cells_[cell], instead of by its row
// times the stride (area_cells_ is nullptr for other areas). Built for
// speed only: at -Os the second way to a cell costs more bytes than it
// saves calls. Elsewhere the product is an instruction and the search
// holds no such pointer (an empty base).
template <typename Map>
struct CellsByIndex {
#if defined(__OPTIMIZE_SIZE__)
    static constexpr bool value = false;
#else
    static constexpr bool value = kSoftwareMultiply && HasCellPointer<Map>::value;
#endif
};
template <bool Used>
struct AreaCells {
    const uint8_t* area_cells_ = nullptr;
};
template <>
struct AreaCells<false> {};
}  // namespace detail

// Rules: RunTimeRules (the default: each query's options say how units
// move) or FixedRules<...> (grid_rules.hpp: fixed when compiling, the
// leaner loop). GoalBounded: the search can take goal bounds
// (goal_bounds.hpp, use_goal_bounds()); false (the default) compiles none
// of it in.
template <typename Map, typename State, typename Rules = RunTimeRules, bool GoalBounded = false>
class GridSearch : public detail::SearchFront<GridSearch<Map, State, Rules, GoalBounded>, State>,
                   private detail::AreaCells<detail::CellsByIndex<Map>::value> {
public:
    // step(n) expands at most n cells; step(n, visit), run(), status(), stats(), cost(), uses_buckets() and
    // limit_fill(): as every search (engine/search_front.hpp).

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
    GridSearch(const Map& map, State& state) : Front(state), map_(map) {}

    // Goal bounding (goal_bounds.hpp; GoalBoundedSearch below): queries
    // begun from now on skip every move whose box does not hold the goal;
    // null (or empty boxes) for none. A query these boxes do not fit (other
    // rules, a window, `nearest`) is refused with InvalidOptions, and so is
    // every query given boxes for the jump points only (they serve jump
    // point search; A* expands every cell). Kept by pointer.
    template <bool Enabled = GoalBounded>
    void use_goal_bounds(const GoalBounds* bounds) {
        static_assert(Enabled, "goal bounds need a GoalBoundedSearch (GridSearch<Map, State, Rules, true>)");
        goal_bounds_ = bounds != nullptr && !bounds->empty() ? bounds : nullptr;
    }

    // The options a query takes when given none: SearchOptions' defaults,
    // or, with fixed rules, the rules' own (the only ones it accepts, but
    // for `nearest`).
    static constexpr Options options() {
        if constexpr (Rules::kFixed) {
            return Rules::template options<Cost>();
        } else {
            return Options();
        }
    }

    // Starts an A* (or Dijkstra, with Heuristic::Zero) query on the whole map.
    // A refused begin leaves no answer behind (status.hpp).
    Status begin(Point start, Point goal, const Options& options) {
        return begin_whole_map(start, goal, options, Area{0, 0, map_.width(), map_.height()});
    }
    // Same, under the search's own options (options()): with fixed rules
    // they are constants, and so is every check of them.
    Status begin(Point start, Point goal) {
        return begin_in<true, true>(start, goal, GridSearch::options(), Area{0, 0, map_.width(), map_.height()});
    }

    // Same, confined to `area` (cells outside it count as blocked). The state
    // must hold area.cells() cells, however large the map.
    Status begin(Point start, Point goal, const Options& options, Area area) {
        return begin_in<false>(start, goal, options, area);
    }

    // Starts a Dijkstra fill from `source` with no goal over `area` (a
    // window: Area::around(source, delta)). When step() returns Complete,
    // `distances` (if not null; area.width * area.height entries, row-major
    // from the area's top-left cell) holds the cost of the cheapest path to
    // every cell, kUnreachable for cells not reachable inside the area.
    // path_to() then gives the path to any reached cell. The options'
    // heuristic and weight are ignored.
    Status begin_fill(Point source, Area area, Cost* distances, const Options& options = GridSearch::options()) {
        return detail::ExpansionLoop::fill_from(
            *this, begin_seeded(area, distances, options, FillCosts::Outward, false),
            [&] { return add_seed(source, 0, kNoDirection); }, [&] { return cell_index(source.x, source.y); });
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
        if constexpr (GoalBounded) {
            pruning_ = false;
        }
        const Status s = prepare_query(plain, area, distances);
        if (s != Status::InProgress) {
            return s;
        }
        toward_seeds_ = costs == FillCosts::TowardSeeds;
        improve_only_ = improve_only && distances != nullptr;
        start_cell_ = detail::kNoStart;  // no single start: path_to() gives nothing
        // A fresh fill does not clear `distances` here, which would make
        // starting it O(cells): step() writes kUnreachable into the cells
        // never settled once the expansions are over (SearchCore::step()).
        core_.finish_unsettled_with(distances != nullptr && !improve_only ? distances : nullptr, area.cells());
        detail::ExpansionLoop::choose<detail::LoopKind::Fill>(*this);
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
        return detail::seed_at<kOpenList>(core_, use_buckets_, index, cost, 0, parent < 8 ? parent : uint8_t{0}, ties);
    }

    // The direction of the move that reached `cell` in this search (its
    // parent is cell - that move), or kNoDirection if it was not reached.
    // Meaningless for a search's start and for seeds added without a parent.
    uint8_t parent_direction(Point cell) const {
        // (Once ready_, the area is valid: |x|, |y|, sides <= 32767, so
        // these differences cannot overflow. FlowField asks this per cell.)
        const uint32_t column = static_cast<uint32_t>(int32_t{cell.x} - area_.x);
        const uint32_t row = static_cast<uint32_t>(int32_t{cell.y} - area_.y);
        if (!ready_ || column >= area_w_ || row >= static_cast<uint32_t>(area_.height)) {
            return kNoDirection;
        }
        const Id id = core_.state->find(cell_index(cell.x, cell.y));
        return id == State::kNoId ? kNoDirection : core_.state->parent(id);
    }

    // step() with a visitor for a fill (begun with begin_fill() or
    // begin_seeded()): it instantiates only the fill loop, so a program
    // that fills with a visitor (FlowField) carries no A* loop for it.
    // InvalidOptions, leaving the query as it is, on an A* query.
    template <typename Visitor>
    Status step_fill(uint32_t max_expansions, Visitor&& visit) {
        if (has_goal_ && core_.status == Status::InProgress) {
            return Status::InvalidOptions;
        }
        return detail::ExpansionLoop::step_visiting<detail::LoopKind::Fill>(*this, max_expansions, visit);
    }

    // How many cells the finishing part of a fill handles per expansion of
    // budget: writing kUnreachable costs far less than an expansion.
    static constexpr uint32_t kFinishCellsPerExpansion = detail::kFinishNodesPerExpansion;

    // Writes the path from start to goal when Found; otherwise (NoPath,
    // OutOfNodes, CostOverflow, or InProgress when the caller stops early) a
    // partial path to the best cell expanded so far, flagged `partial`: the
    // one with the smallest unweighted heuristic, ties broken by smaller cost
    // and then by smaller cell index.
    PathInfo<Cost> path(Point* out, uint32_t capacity) const {
        return detail::ExpansionLoop::answer<Cost>(*this, out, capacity);
    }

    // Like path(), but only the start, the cells where the direction
    // changes, and the end: what a unit steering in straight lines needs.
    PathInfo<Cost> turning_points(Point* out, uint32_t capacity) const {
        return detail::ExpansionLoop::answer<Cost, true>(*this, out, capacity);
    }

    // The path from the start to any expanded cell (after a fill, any cell
    // with a distance). NoPath for cells that were not expanded.
    PathInfo<Cost> path_to(Point target, Point* out, uint32_t capacity) const {
        if (!ready_ || !area_.contains(target.x, target.y)) {
            return no_path<Cost>();
        }
        return detail::ExpansionLoop::answer_to<Cost>(*this, cell_index(target.x, target.y), out, capacity);
    }

    const Area& area() const { return area_; }

    // The open lists this search compiles: the state's (Auto: both, each
    // query takes one), or with fixed rules the one their queries take
    // (grid_rules.hpp).
    static constexpr OpenList kOpenList = detail::grid_open_list<Rules, detail::OpenListOf<State>::value>();

private:
    using RuleTable = detail::GridRuleTable<Rules>;
    using Estimator = typename RuleTable::Estimator;
    using PartialEstimator = typename RuleTable::PartialEstimator;
    // The engine's record of the query (engine/search_front.hpp).
    using Front = detail::SearchFront<GridSearch, State>;
    using Front::core_, Front::distances_, Front::start_cell_, Front::goal_node_, Front::loop_, Front::has_goal_,
        Front::use_buckets_, Front::ready_;

    friend struct detail::ExpansionLoop;  // the engine runs this search through its hooks


    // Where a cell is, for the loop's hooks.
    using Here = detail::GridHere;
    FIXPATH_ALWAYS_INLINE Here locate(uint32_t cell) const {
        const uint32_t row = row_of(cell);
        return Here{area_.x + static_cast<int32_t>(detail::column_of(cell, row, area_w_)),
                    area_.y + static_cast<int32_t>(row)};
    }
    static Point visited(Here here) { return make_point(here.x, here.y); }
    // Partial paths rank cells by the unweighted estimate: f - g when that
    // is the search's own, else computed. (Fixed rules: their priorities
    // never saturate, so f - g is always the estimate; without one, the
    // rules' distance in constants. No HeuristicEvaluator is compiled.)
    template <bool Buckets>
    FIXPATH_ALWAYS_INLINE uint32_t rank(Here here, uint32_t f, Cost g) const {
        if constexpr (Rules::kFixed) {
            if constexpr (Rules::kHeuristic != Heuristic::Zero) {
                (void)here;
                return f - g;
            } else {
                (void)f;
                (void)g;
                return RuleTable::partial_estimate(here.x - heuristic_.goal_x, here.y - heuristic_.goal_y);
            }
        } else {
            return partial_heuristic_.template partial_rank<Buckets>(rank_by_key(), f, g, kUnreachable, here.x,
                                                                     here.y);
        }
    }
    // Whether f - g is the unweighted estimate (a heuristic, no weight).
    FIXPATH_ALWAYS_INLINE bool rank_by_key() const {
        if constexpr (Rules::kFixed) {
            return Rules::kHeuristic != Heuristic::Zero;
        } else {
            return rank_by_key_;
        }
    }

    uint32_t row_of(uint32_t cell) const { return rows_.row_of(cell); }

    uint32_t cell_index(int32_t x, int32_t y) const {
        return static_cast<uint32_t>(y - area_.y) * area_w_ + static_cast<uint32_t>(x - area_.x);
    }

    // Inside the search area and on the map (the precomputed intersection).
    bool searchable(int32_t x, int32_t y) const {
        return static_cast<uint32_t>(x - clip_.x) < clip_.w &&
               static_cast<uint32_t>(y - clip_.y) < clip_.h;
    }

    // searchable() and cell_index() for a query's endpoints, once begin()
    // has set the area: on the whole map (WholeMap), the map's own sides
    // and row-major order (no clip or corner to subtract).
    template <bool WholeMap>
    bool enterable(Point p) const {
        if constexpr (WholeMap) {
            return static_cast<uint32_t>(p.x) < static_cast<uint32_t>(map_.width()) &&
                   static_cast<uint32_t>(p.y) < static_cast<uint32_t>(map_.height());
        } else {
            return searchable(p.x, p.y);
        }
    }
    template <bool WholeMap>
    uint32_t query_cell(Point p) const {
        if constexpr (WholeMap) {
            return static_cast<uint32_t>(p.y) * area_w_ + static_cast<uint32_t>(p.x);
        } else {
            return cell_index(p.x, p.y);
        }
    }

    // begin() on the whole map with options given: kept out of its callers
    // but on AVR (inlined). On the 32-bit CPUs, once begin() without
    // options had a body of its own, the compiler's choice here made the
    // path scheduler's queries (which give options) slower; kept apart,
    // with the map's sides read by the caller, they ran as before.
#if defined(__AVR__)
    FIXPATH_ALWAYS_INLINE
#else
    FIXPATH_NOINLINE
#endif
    Status begin_whole_map(Point start, Point goal, const Options& options, Area map_area) {
        return begin_in<true>(start, goal, options, map_area);
    }

    // begin(): over the whole map (WholeMap: `area` is the map, whose sides
    // alone need checking) or an area of it. (Inlined into each on AVR,
    // where that made the image smaller; elsewhere the compiler's choice:
    // inlined, HPA*'s searches in areas measured slower on Cortex-M0+.)
    // OwnOptions: the options are the search's own (options(), given to
    // begin(start, goal)), read from a constant, so that every check of
    // them is folded away: engine/query_plan.hpp's for run-time rules, a
    // local one for fixed rules (what measured smaller with clang for AVR,
    // where the other way round left checks in the code; on Cortex-M either
    // measured the same).
    template <bool WholeMap, bool OwnOptions = false>
    FIXPATH_INLINE_ON_AVR Status begin_in(Point start, Point goal, const Options& given, Area area) {
        constexpr Options own_local = GridSearch::options();
        const Options& options =
            !OwnOptions ? given : Rules::kFixed ? own_local : detail::OwnOptionsOf<GridSearch>::kValue;
        has_goal_ = true;
        bool bounds_fit = true;
        if constexpr (GoalBounded) {
            pruning_ = goal_bounds_ != nullptr;
            // (The boxes are true only for the whole map under their own rules.)
            bounds_fit = !pruning_ || (!options.nearest &&
                                       (WholeMap || is_whole_map(area)) &&
                                       !goal_bounds_->jump_points_only() &&
                                       goal_bounds_->fits(map_.width(), map_.height(), options));
        }
        const Status prepared = prepare_query<WholeMap>(options, area, nullptr, bounds_fit);
        if (prepared != Status::InProgress) {
            return prepared;
        }
        // (A blocked goal with `nearest`: never reached, so NoPath.)
        if (detail::endpoints_status(core_, enterable<WholeMap>(start) && map_.cost(start.x, start.y) != 0,
                                     enterable<WholeMap>(goal) &&
                                         (map_.cost(goal.x, goal.y) != 0 || options.nearest)) != Status::InProgress) {
            return core_.status;
        }
        heuristic_.goal_x = goal.x;
        heuristic_.goal_y = goal.y;
        if constexpr (!Rules::kFixed) {
            partial_heuristic_.goal_x = goal.x;
            partial_heuristic_.goal_y = goal.y;
        }
        start_cell_ = query_cell<WholeMap>(start);
        goal_node_ = query_cell<WholeMap>(goal);

        detail::NoTies ties;
        const auto estimate = [&](auto buckets) -> uint32_t {
            // (Bucket queries and fixed rules are never weighted; `if
            // constexpr` keeps the weighted path, and its 64-bit division,
            // out of their images.)
            if constexpr (Rules::kFixed) {
                (void)buckets;
                return RuleTable::estimate(start.x - goal.x, start.y - goal.y);
            } else if constexpr (decltype(buckets)::value) {
                return heuristic_.template unweighted_for<true>(start.x, start.y);
            } else {
                return heuristic_(start.x, start.y);
            }
        };
        if (detail::start_at<kOpenList>(core_, use_buckets_, start_cell_, estimate, uint8_t{0}, ties) ==
            Status::InProgress) {
            detail::ExpansionLoop::choose<detail::LoopKind::ToGoal>(*this);
        }
        return core_.status;
    }

    // Whether `area` is the map itself (a framed map's queries must be).
    bool is_whole_map(Area area) const {
        return area.x == 0 && area.y == 0 && area.width == map_.width() && area.height == map_.height();
    }

    // The cells of a query's area once its sides are checked (both above
    // zero): of the whole map, the product alone.
    template <bool WholeMap>
    static uint32_t cells_of(Area area) {
        return WholeMap ? static_cast<uint32_t>(area.width) * static_cast<uint32_t>(area.height) : area.cells();
    }

    // Checks the area and the options (`more_options_valid`: the caller's
    // own, goal bounds), prepares the state (O(1)) and the per-query
    // constants, in the engine's order (engine/query_plan.hpp). InProgress
    // when the query may go on. WholeMap: `area` is the map itself, valid
    // when the map's sides are and its own clip (the checks and clipping an
    // area needs are left out of whole-map queries). Forced
    // inline: measured, letting the compiler keep it out of line made the
    // whole search slower on x86 (the search object then lives in memory
    // around the hot loop).
    template <bool WholeMap = false>
    FIXPATH_ALWAYS_INLINE Status prepare_query(const Options& options, Area area, Cost* distances,
                                               bool more_options_valid = true) {
        ready_ = false;  // a refused query forgets the last one
        distances_ = distances;
        toward_seeds_ = false;
        improve_only_ = false;
        core_.forget_answer();

        const int32_t mw = map_.width();
        const int32_t mh = map_.height();
        if constexpr (WholeMap) {
            area = Area{0, 0, mw, mh};  // (the same values: the compiler sees they are the map's)
        }
        const Status sides =
            WholeMap ? detail::grid_sides_status(detail::max_of(mw, mh), detail::min_of(mw, mh))
                     : detail::grid_sides_status(
                           detail::max_of(detail::max_of(mw, mh), detail::max_of(area.width, area.height)),
                           detail::min_of(detail::min_of(mw, mh), detail::min_of(area.width, area.height)));
        // (Fixed rules: their constants, and options that say anything
        // else are refused.)
        const uint32_t s = Rules::kFixed ? detail::fixed_step<Rules>(false) : uint32_t{options.costs.straight};
        const uint32_t d = Rules::kFixed ? detail::fixed_step<Rules>(true) : uint32_t{options.costs.diagonal};
        // (Checked first: the estimates below are set up from them.)
        const bool costs_valid = RuleTable::accepts(options, has_goal_) && detail::step_cost_valid(s) &&
                                 detail::step_cost_valid(d) && options.weight.valid();
        // Which open list: the buckets need keys that never decrease.
        const bool weighted = !options.weight.is_one();
        const bool monotone = Rules::kFixed || (!weighted && heuristic_is_consistent(options.heuristic, options.moves, s, d));
        // Bucket queries evaluate estimates without a range check: their
        // step costs must keep every estimate within 32 bits (up to about
        // 32,767 each; HeuristicEvaluator::fits_every_offset()). The partial
        // ranking's evaluator covers the search's own (the same, or Zero's).
        // (Fixed rules: their costs are at most 32,767, and their estimates
        // constants: grid_rules.hpp.)
        bool estimates_fit = true;
        if constexpr (!Rules::kFixed) {
            // Heuristic: exact in 32 bits, or saturated (never wrapped) where a
            // huge cost or weight makes the estimate of a far cell exceed them
            // (HeuristicEvaluator): no query is refused for its estimates.
            heuristic_ = detail::HeuristicEvaluator{};
            heuristic_.set(options.heuristic, s, d);
            heuristic_.set_weight(options.weight.numerator, options.weight.denominator);
            // Partial paths aim at the goal even for Dijkstra: without an
            // estimate of its own, the search ranks cells by octile (8 moves) or
            // Manhattan (4 moves) distance for that purpose.
            partial_heuristic_ = heuristic_;
            partial_heuristic_.set_weight(1, 1);
            rank_by_key_ = !weighted && options.heuristic != Heuristic::Zero;
            if (options.heuristic == Heuristic::Zero) {
                partial_heuristic_.set(options.moves == Moves::Four ? Heuristic::Manhattan : Heuristic::Octile, s, d);
            }
            estimates_fit = partial_heuristic_.fits_every_offset();
        }
        const bool open_list_valid =
            detail::choose_open_list<kOpenList>(monotone && estimates_fit, detail::max_of(s, d), use_buckets_);
        // A weighted or inconsistent estimate says nothing of the path's
        // cost: its priorities saturate instead of skipping cells (search_core.hpp).
        core_.saturate = !monotone;

        // (valid_search_area(): no corner beyond +-kMaxMapSide, point.hpp.)
        if (detail::plan_query(core_, sides,
                               costs_valid && open_list_valid && more_options_valid &&
                                   (WholeMap || (valid_search_area(area) && (!kFramed || is_whole_map(area)))),
                               [&] { return core_.prepare(cells_of<WholeMap>(area)); }) != Status::InProgress) {
            return core_.status;
        }
        detail::set_key_granularity<kOpenList>(core_, s | d);
        // The row division's constants depend on the area's sides only: a
        // query on an area of the last one's shape (the usual case: the
        // same map) keeps them (their search is a loop of about 30 steps).
        // (area_ and rows_ are only ever set together, here.)
        if (area.width != area_.width || area.height != area_.height) {
            rows_.prepare(static_cast<uint32_t>(area.width), cells_of<WholeMap>(area));
        }
        area_ = area;
        ready_ = true;  // the state is prepared for this area: lookups in it are safe
        area_w_ = static_cast<uint32_t>(area.width);
        // (Every value of the clip lies within 0..kMaxMapSide: the native widths hold it.)
        const int32_t clip_x = WholeMap ? 0 : detail::max_of(area.x, int32_t{0});
        const int32_t clip_y = WholeMap ? 0 : detail::max_of(area.y, int32_t{0});
        const int32_t clip_right = WholeMap ? mw : detail::min_of(area.x + area.width, mw);
        const int32_t clip_bottom = WholeMap ? mh : detail::min_of(area.y + area.height, mh);
        const uint32_t clip_w = WholeMap || clip_right > clip_x ? static_cast<uint32_t>(clip_right - clip_x) : 0;
        const uint32_t clip_h = WholeMap || clip_bottom > clip_y ? static_cast<uint32_t>(clip_bottom - clip_y) : 0;
        clip_.x = static_cast<detail::NativeCoordinate>(clip_x);
        clip_.y = static_cast<detail::NativeCoordinate>(clip_y);
        clip_.w = static_cast<detail::NativeLength>(clip_w);
        clip_.h = static_cast<detail::NativeLength>(clip_h);
        // Cells whose 8 neighbours all lie inside: read without bounds checks
        // (where the loop has that form: detail/support.hpp).
        if constexpr (detail::kUncheckedInnerCells || kFramed) {
            clip_.inner_w = static_cast<detail::NativeLength>(clip_w > 2 ? clip_w - 2 : 0u);
            clip_.inner_h = static_cast<detail::NativeLength>(clip_h > 2 ? clip_h - 2 : 0u);
        }

        // Heuristic: the largest estimate inside the area must survive the
        // weight's multiplication in 32 bits (checked once, here).
        // The moves, the corner rule as a table (engine/move_rules.hpp: one
        // lookup an expansion) and the step costs; constants for fixed rules.
        rules_.set(options);
        for (uint32_t dir = 0; dir < 8; ++dir) {
            offset_[dir] = detail::step_offset(dir, area.width);
        }
        if constexpr (kCellsInPlace) {
            row_stride_ = map_.row_stride();
        }
        if constexpr (kCellsByIndex) {
            this->area_cells_ =
                area.x == 0 && area.y == 0 && area.width == row_stride_ ? map_.cell_pointer(0, 0) : nullptr;
        }
        core_.status = Status::InProgress;
        return core_.status;
    }

    // The multipliers of the cell's 8 neighbours in m[] (N, E, S, W, NE, SE,
    // SW, NW) and the moves allowed (bit d for direction d): on the area, not
    // blocked, and past the corner rule. Inner: all 8 neighbours are inside
    // the area and the map (no bounds checks).
    template <bool Inner>
    FIXPATH_ALWAYS_INLINE uint32_t gather(uint32_t cell, detail::NativeCoordinate x, detail::NativeCoordinate y,
                                          uint8_t* m) const {
        const uint8_t* here = nullptr;
        int32_t stride = 0;
        if constexpr (detail::HasCellPointer<Map>::value) {
            if constexpr (kCellsByIndex) {
                here = this->area_cells_ != nullptr ? this->area_cells_ + cell : map_.cell_pointer(x, y);
            } else {
                (void)cell;
                here = map_.cell_pointer(x, y);
            }
            stride = row_stride_;
        } else if constexpr (detail::HasFlashCellPointer<Map>::value) {
            (void)cell;
            here = map_.flash_cell_pointer(x, y);
            stride = row_stride_;
        } else {
            (void)cell;
        }
        // (Captures by value: a reference capture would keep x, y and the
        // pointer in memory instead of registers.)
        const Map& map = map_;
        auto at = [here, stride, x, y, &map](int32_t dx, int32_t dy) -> uint8_t {
            if constexpr (detail::HasCellPointer<Map>::value) {
                (void)map;
                (void)x;
                (void)y;
                return here[dy * stride + dx];
            } else if constexpr (detail::HasFlashCellPointer<Map>::value) {
                (void)map;
                (void)x;
                (void)y;
                return detail::flash_byte(here + (dy * stride + dx));
            } else {
                (void)here;
                (void)stride;
                return map.cost(x + dx, y + dy);
            }
        };
        uint32_t inside = 0xFu;  // N, E, S, W on the area (bits 0-3)
        if constexpr (Inner) {
            m[kNorth] = at(0, -1);
            m[kEast] = at(1, 0);
            m[kSouth] = at(0, 1);
            m[kWest] = at(-1, 0);
        } else {
            inside = (y > clip_.y ? 1u : 0u) |
                     (static_cast<detail::NativeLength>(x + 1 - clip_.x) < clip_.w ? 2u : 0u) |
                     (static_cast<detail::NativeLength>(y + 1 - clip_.y) < clip_.h ? 4u : 0u) | (x > clip_.x ? 8u : 0u);
            m[kNorth] = (inside & 1u) != 0 ? at(0, -1) : uint8_t{0};
            m[kEast] = (inside & 2u) != 0 ? at(1, 0) : uint8_t{0};
            m[kSouth] = (inside & 4u) != 0 ? at(0, 1) : uint8_t{0};
            m[kWest] = (inside & 8u) != 0 ? at(-1, 0) : uint8_t{0};
        }
        const uint32_t open = (m[kNorth] != 0 ? 1u : 0u) | (m[kEast] != 0 ? 2u : 0u) | (m[kSouth] != 0 ? 4u : 0u) |
                              (m[kWest] != 0 ? 8u : 0u);
        if (!rules_.eight()) {
            return open;
        }
        uint32_t allowed = rules_.diagonals(open);
        if constexpr (!Inner) {
            allowed &= inside & ((inside >> 1) | ((inside & 1u) << 3));  // the diagonal cell is on the area
        }
        uint32_t moves = open;
        if ((allowed & 1u) != 0 && (m[kNorthEast] = at(1, -1)) != 0) {
            moves |= 1u << kNorthEast;
        }
        if ((allowed & 2u) != 0 && (m[kSouthEast] = at(1, 1)) != 0) {
            moves |= 1u << kSouthEast;
        }
        if ((allowed & 4u) != 0 && (m[kSouthWest] = at(-1, 1)) != 0) {
            moves |= 1u << kSouthWest;
        }
        if ((allowed & 8u) != 0 && (m[kNorthWest] = at(-1, -1)) != 0) {
            moves |= 1u << kNorthWest;
        }
        return moves;
    }

    // Generates the neighbours of (x, y) and offers the allowed ones to the
    // open list, in direction order (relax() inlined once, in one loop over
    // the set bits of the allowed moves). False when the search must stop.
    template <bool Buckets, bool Fill>
    FIXPATH_ALWAYS_INLINE bool expand(uint32_t cell, Id id, Here at, Cost g) {
        const auto x = static_cast<detail::NativeCoordinate>(at.x);
        const auto y = static_cast<detail::NativeCoordinate>(at.y);
        uint8_t m[8];
        if constexpr (detail::kUnrolledNeighbours && Buckets) {
            // (A diagonal's multiplier is read only when its move is
            // allowed, which the compiler cannot follow through the copies
            // of the offer below: set, it has no read to warn of.)
            m[kNorthEast] = m[kSouthEast] = m[kSouthWest] = m[kNorthWest] = 0;
        }
        uint32_t moves = 0;
        if constexpr (kFramed) {
            // A framed map's ring is never left: no checked reads at all.
            // (Its queries cover the whole map: the clip starts at 0, 0.)
            if (static_cast<detail::NativeLength>(x - 1) >= clip_.inner_w ||
                static_cast<detail::NativeLength>(y - 1) >= clip_.inner_h) {
                return true;
            }
            moves = gather<true>(cell, x, y, m);
        } else if (detail::kUncheckedInnerCells &&
                   static_cast<detail::NativeLength>(x - clip_.x - 1) < clip_.inner_w &&
                   static_cast<detail::NativeLength>(y - clip_.y - 1) < clip_.inner_h) {
            moves = gather<detail::kUncheckedInnerCells>(cell, x, y, m);
        } else {
            moves = gather<false>(cell, x, y, m);
        }
        if constexpr (!Fill) {
            // In A* every cell but the start was reached from a closed cell,
            // its parent: no need to look it up (opposite direction = d ^ 2).
            if (cell != start_cell_) {
                moves &= ~(uint32_t{1} << (core_.state->parent(id) ^ 2u));
            }
            if constexpr (GoalBounded) {
                if (pruning_) {  // goal bounding: only the moves that may start an optimal path
                    moves &= goal_bounds_->every_cell_moves(cell, heuristic_.goal_x, heuristic_.goal_y);
                }
            }
        }
        // The multiplier each step is charged: the neighbour's (the cell
        // entered), or, in a toward-seeds fill, this cell's, the one a unit
        // on the neighbour would enter on its way to the seeds.
        // (Two statements, not own_cost() for every CPU: through the helper
        // clang for AVR made a movement range 7.5 % more cycles.)
        uint32_t here = 0;
        if constexpr (kCellsByIndex) {
            here = Fill && toward_seeds_ ? own_cost(cell, x, y) : 0u;
        } else {
            here = Fill && toward_seeds_ ? map_.cost(x, y) : 0u;
        }
        const Cost* bounds = Fill && improve_only_ ? distances_ : nullptr;
        // The estimate of neighbour (x + dx, y + dy) from the goal offset.
        // (In the loop's native widths: a goal on the map is within kMaxMapSide of any cell.)
        using Coordinate = detail::NativeCoordinate;
        const auto to_goal_x = static_cast<Coordinate>(x - static_cast<Coordinate>(heuristic_.goal_x));
        const auto to_goal_y = static_cast<Coordinate>(y - static_cast<Coordinate>(heuristic_.goal_y));
        // In direction order. Under the buckets, on the CPUs where it pays
        // (detail::kUnrolledNeighbours: the small boards' built for speed),
        // a copy of the offer for each direction, whose offsets and estimate
        // steps are then constants (not under the heap, whose sifting
        // dominates its expansions: a program with OpenList::Auto would carry
        // both loops' copies). Else over the set bits of `moves`, lowest
        // first: with a fast bit count one step per allowed move; without
        // (Cortex-M0+, ARM7TDMI), one shift per direction up to the last
        // allowed one, cheaper there than a table lookup per move.
        if constexpr (detail::kUnrolledNeighbours && Buckets) {
            return offer_from<0, Buckets, Fill>(moves, cell, g, m, here, bounds, to_goal_x, to_goal_y);
        } else if constexpr (detail::kFastLowestBit) {
            for (; moves != 0; moves &= moves - 1) {
                if (!offer<Buckets, Fill>(detail::lowest_set_bit(moves), cell, g, m, here, bounds, to_goal_x,
                                          to_goal_y)) {
                    return false;
                }
            }
        } else {
            // (The moves in a byte where `int` has 16 bits: one register.)
            for (auto left = static_cast<detail::ByteFlags>(moves), dir = detail::ByteFlags{0}; left != 0;
                 ++dir, left = static_cast<detail::ByteFlags>(left >> 1)) {
                if ((left & 1u) != 0 &&
                    !offer<Buckets, Fill>(dir, cell, g, m, here, bounds, to_goal_x, to_goal_y)) {
                    return false;
                }
            }
        }
        return true;
    }

    // The multiplier of `cell`, at (x, y), by its index where the area
    // allows (kCellsByIndex: area_cells_), else from the map: the same
    // choice as gather()'s pointer to the cell.
    FIXPATH_ALWAYS_INLINE uint32_t own_cost(uint32_t cell, detail::NativeCoordinate x,
                                            detail::NativeCoordinate y) const {
        return this->area_cells_ != nullptr ? this->area_cells_[cell] : map_.cost(x, y);
    }

    // Offers the neighbours of the allowed moves from direction Dir on, one
    // copy of offer() each (the unrolled form of expand()'s loop).
    template <uint32_t Dir, bool Buckets, bool Fill>
    FIXPATH_ALWAYS_INLINE bool offer_from(uint32_t moves, uint32_t cell, Cost g, const uint8_t* m, uint32_t here,
                                          const Cost* bounds, detail::NativeCoordinate to_goal_x,
                                          detail::NativeCoordinate to_goal_y) {
        if ((moves & (uint32_t{1} << Dir)) != 0 &&
            !offer<Buckets, Fill>(Dir, cell, g, m, here, bounds, to_goal_x, to_goal_y)) {
            return false;
        }
        if constexpr (Dir + 1 < 8) {
            return offer_from<Dir + 1, Buckets, Fill>(moves, cell, g, m, here, bounds, to_goal_x, to_goal_y);
        } else {
            return true;
        }
    }

    // Offers the neighbour in direction `dir` to the open list.
    template <bool Buckets, bool Fill>
    FIXPATH_ALWAYS_INLINE bool offer(uint32_t dir, uint32_t cell, Cost g, const uint8_t* m, uint32_t here,
                                     const Cost* bounds, detail::NativeCoordinate to_goal_x,
                                     detail::NativeCoordinate to_goal_y) {
        const uint32_t step = rules_.step_into(dir, here != 0 ? here : m[dir]);
        const uint32_t next = cell + static_cast<uint32_t>(offset_[dir]);
        detail::NoTies ties;
        if constexpr (Fill) {
            (void)to_goal_x;
            (void)to_goal_y;
            return core_.template relax<Buckets>(next, g, step, static_cast<uint8_t>(dir), bounds,
                                                 []() -> uint32_t { return 0; }, ties);
        } else {
            if constexpr (Rules::kFixed && detail::kSixteenBitInt) {
                // Where `int` has 16 bits the neighbour's offset from the goal
                // is made here and the estimate's lambda holds only it: the
                // loop builds the lambda's captures in its stack frame at
                // every offer, so the fewer bytes the better. (On Cortex-M0+
                // this form measured slower and larger: the lambda below.)
                const auto ox = static_cast<detail::NativeCoordinate>(to_goal_x + kDirectionDx[dir]);
                const auto oy = static_cast<detail::NativeCoordinate>(to_goal_y + kDirectionDy[dir]);
                return core_.template relax<Buckets>(
                    next, g, step, static_cast<uint8_t>(dir), bounds,
                    [ox, oy]() -> uint32_t { return RuleTable::estimate(ox, oy); }, ties);
            } else {
                const auto* heuristic = &heuristic_;
                return core_.template relax<Buckets>(
                    next, g, step, static_cast<uint8_t>(dir), bounds,
                    [heuristic, to_goal_x, to_goal_y, dir]() -> uint32_t {
                        const int32_t ox = to_goal_x + kDirectionDx[dir];
                        const int32_t oy = to_goal_y + kDirectionDy[dir];
                        if constexpr (Rules::kFixed) {
                            (void)heuristic;
                            return RuleTable::estimate(ox, oy);  // constants; exact (grid_rules.hpp)
                        } else if constexpr (Buckets) {
                            return heuristic->from_offset_unchecked(ox, oy);  // never weighted; exact (begin())
                        } else {
                            return heuristic->weighted_from_offset(ox, oy);
                        }
                    },
                    ties);
            }
        }
    }

    // The path's walk for the writer (engine/path_writer.hpp): parent
    // links from `end` back to the start, at most area-cells steps; each
    // cell's point is the one after it less its move (no division a cell).
    template <typename Visit, typename Costs>
    FIXPATH_ALWAYS_INLINE bool walk_path(uint32_t end, Visit&& visit, Point& start, Costs costs) const {
        const bool with_costs = costs.value;  // (a constant for BoolConstant: the lambda captures nothing for it)
        const Point last = point_of(end);
        int32_t x = last.x;
        int32_t y = last.y;
        const bool ok = core_.walk_back(
            end, start_cell_, area_.cells(),
            [this](uint32_t cell, uint8_t dir) { return static_cast<uint32_t>(static_cast<int32_t>(cell) - offset_[dir]); },
            [&](uint32_t, uint8_t dir) {
                uint32_t step = 0;
                if (with_costs) {
                    step = rules_.step(dir) * map_.cost(x, y);
                }
                visit([x, y] { return make_point(x, y); }, dir, step);
                x -= kDirectionDx[dir];
                y -= kDirectionDy[dir];
            });
        start = make_point(x, y);
        return ok;
    }

    FIXPATH_ALWAYS_INLINE Point point_of(uint32_t cell) const {
        const Here here = locate(cell);
        return make_point(here.x, here.y);
    }

    Map map_;
    Estimator heuristic_;  // (fixed rules: the goal only)
    Area area_ = Area{0, 0, 0, 0};
    uint32_t area_w_ = 1;
    detail::RowDividerFor<State> rows_;
    // The search area clipped to the map (the cells a query may enter), and
    // its interior: the cells whose 8 neighbours all lie in it, expanded
    // without bounds checks.
    struct Clip {  // (native widths: the loop tests every cell against it)
        detail::NativeCoordinate x, y;
        detail::NativeLength w, h;
        detail::NativeLength inner_w, inner_h;
    };
    Clip clip_ = Clip{0, 0, 0, 0, 0, 0};
    // Whether the map promises a ring of wall (maps/framed_map.hpp): then
    // the neighbours are read only in the unchecked form, and every query
    // covers the whole map.
    static constexpr bool kFramed = detail::FramedTraits<Map>::kFramed;
    // Whether the map's cells are read in place (through one pointer a cell,
    // its neighbours at fixed offsets), in memory or in flash.
    static constexpr bool kCellsInPlace =
        detail::HasCellPointer<Map>::value || detail::HasFlashCellPointer<Map>::value;
    int32_t row_stride_ = 0;
    int32_t offset_[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    RuleTable rules_;  // the step costs and corner table (fixed rules: filled when compiling)
    bool pruning_ = false;  // this query skips moves by goal_bounds_
    bool toward_seeds_ = false;
    bool improve_only_ = false;
    bool rank_by_key_ = false;
    // Last: members read rarely in the hot loop (Thumb-1 loads reach 124
    // bytes from a base; the hot ones stay within that).
    PartialEstimator partial_heuristic_;
    const GoalBounds* goal_bounds_ = nullptr;
    static constexpr bool kCellsByIndex = detail::CellsByIndex<Map>::value;
};

// A grid search that takes goal bounds (goal_bounds.hpp): use_goal_bounds().
template <typename Map, typename State, typename Rules = RunTimeRules>
using GoalBoundedSearch = GridSearch<Map, State, Rules, true>;

// The result of find_path() (path_info.hpp).
template <typename Cost>
using FindResult = SearchResult<Cost>;

namespace detail {
template <typename Rules>
struct GridSearchWith {
    template <typename Map, typename State>
    using type = GridSearch<Map, State, Rules>;
};
}  // namespace detail

// One call: search from start to goal and write the path.
//     find_path(map, state, start, goal, out, capacity [, options [, max_expansions]])
// With a cap on expansions the status may be InProgress and the path
// partial. (A function object: engine/search_core.hpp, OneCall.)
inline constexpr detail::OneCall<detail::GridSearchWith<RunTimeRules>::type> find_path{};

// The same with fixed rules (grid_rules.hpp): find_path_with<Rules>(map,
// state, start, goal, out, capacity [, options [, max_expansions]]), the
// options (the rules' own when omitted) only to set `nearest`.
template <typename Rules>
inline constexpr detail::OneCall<detail::GridSearchWith<Rules>::template type> find_path_with{};

}  // namespace fixpath

#endif  // FIXPATH_GRID_SEARCH_HPP
