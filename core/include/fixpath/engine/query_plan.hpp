// fixpath/engine/query_plan.hpp - the checks and choices every query's
// begin makes, written once.
//
// One order of refusals for every search, so that the same bad input gets
// the same status whichever search it is given to (the conformance suite
// feeds each the same inputs):
//   1. the map's sides: MapTooLarge beyond kMaxMapSide, InvalidStart for an
//      empty map (grid_sides_status());
//   2. the options: InvalidOptions for step costs outside 1 .. 2^32 / 255
//      (step_cost_valid(): a step is its base cost times a multiplier of at
//      most 255, in 32 bits), a bad weight, a search's own rules (links, a
//      table or boxes for another map, a heuristic it cannot use) and an
//      open list the state does not carry for the query (choose_open_list());
//   3. the state: MapTooLarge when it holds fewer nodes than the query needs
//      (SearchCore::prepare(), then set_key_granularity() for the buckets);
//   4. the start: InvalidStart (off the map, blocked);
//   5. the goal: InvalidGoal.
// A begin() without options takes the search's own (OwnOptionsOf:
// Search::options() as a constant), so that every check and choice that
// reads them is made when compiling.
// plan_query() makes the first three checks in that order and
// endpoints_status() the last two; then start_at() or seed_at() put the
// start (or each seed of a fill) in the open list. Each records the refusal
// it finds (SearchCore::fail), so a refused begin leaves no answer
// (status.hpp).
#ifndef FIXPATH_ENGINE_QUERY_PLAN_HPP
#define FIXPATH_ENGINE_QUERY_PLAN_HPP

#include <stdint.h>

#include <fixpath/detail/support.hpp>
#include <fixpath/engine/search_core.hpp>
#include <fixpath/point.hpp>
#include <fixpath/state/search_state.hpp>
#include <fixpath/status.hpp>

namespace fixpath {
namespace detail {

// The options of a query begun without any: the search's own
// (Search::options()), one constant a search type. (Where a program keeps
// constants in RAM, AVR, its bytes are there once.) A begin() picks it in
// place, `Own ? OwnOptionsOf<Search>::kValue : given`: through a function
// returning the reference, clang for AVR no longer folded the checks that
// read it (a jump point query's took a call to its options' check).
template <typename Search>
struct OwnOptionsOf {
    static constexpr typename Search::Options kValue = Search::options();
};

// A grid's sides, given as the longest and the shortest (of a map, or of
// a map and a search area together): MapTooLarge beyond kMaxMapSide,
// InvalidStart when one is empty (nothing can be on it), InProgress
// otherwise.
constexpr Status grid_sides_status(int32_t longest, int32_t shortest) {
    if (longest > kMaxMapSide) {
        return Status::MapTooLarge;
    }
    if (shortest <= 0) {
        return Status::InvalidStart;
    }
    return Status::InProgress;
}
template <typename Map>
constexpr Status grid_sides_status(const Map& map) {
    return grid_sides_status(max_of(map.width(), map.height()), min_of(map.width(), map.height()));
}

// Base step costs: at least 1, and at most 2^32 / 255 so that a step of
// multiplier 255 fits 32 bits.
constexpr bool step_cost_valid(uint32_t cost) { return cost != 0 && cost <= 0xFFFFFFFFu / 255u; }

// Steps 1-3 of the order above: `sides` (grid_sides_status(), or
// InProgress for a search without sides), whether the options are valid
// (every options check of the search, the open list's included), then
// prepare_state() (false: the state is too small). InProgress, or the
// refusal recorded.
template <typename Core, typename PrepareState>
FIXPATH_ALWAYS_INLINE constexpr Status plan_query(Core& core, Status sides, bool options_valid,
                                                  PrepareState&& prepare_state) {
    if (sides != Status::InProgress) {
        return core.fail(sides);
    }
    if (!options_valid) {
        return core.fail(Status::InvalidOptions);
    }
    if (!prepare_state()) {
        return core.fail(Status::MapTooLarge);
    }
    return Status::InProgress;
}

// Steps 4-5: InvalidStart, then InvalidGoal, recorded; else InProgress.
template <typename Core>
FIXPATH_ALWAYS_INLINE constexpr Status endpoints_status(Core& core, bool start_valid, bool goal_valid) {
    if (!start_valid) {
        return core.fail(Status::InvalidStart);
    }
    if (!goal_valid) {
        return core.fail(Status::InvalidGoal);
    }
    return Status::InProgress;
}

// Which open list a query takes (`use_buckets`): the state's only one, or
// with OpenList::Auto the buckets when the keys suit them (`eligible`: a
// consistent, unweighted estimate that is exact in 32 bits) and the largest
// base step cost is at most kBucketStepLimit. False when the state has the
// buckets only and the query does not suit them (InvalidOptions).
template <OpenList Kind>
constexpr bool choose_open_list(bool eligible, uint32_t largest_step, bool& use_buckets) {
    use_buckets = Kind == OpenList::Buckets ||
                  (Kind == OpenList::Auto && eligible && largest_step <= kBucketStepLimit);
    return Kind != OpenList::Buckets || eligible;
}

// After SearchCore::prepare(): every key is a multiple of 2^t, t the
// trailing zero bits of `step_bits` (the OR of every step cost; estimates
// are made of the same costs), so the buckets skip the keys that cannot
// occur.
template <OpenList Kind, typename Core>
constexpr void set_key_granularity(Core& core, uint32_t step_bits) {
    if constexpr (Kind != OpenList::Heap) {
        core.state->buckets().set_granularity(lowest_set_bit(step_bits));
    } else {
        (void)core;
        (void)step_bits;
    }
}

// Puts a query's start in the open list of the query (cost 0, its estimate
// `estimate(BoolConstant<buckets>)`: a bucket query may use an unchecked
// form) and makes it the best node. InProgress, or the refusal recorded
// (OutOfNodes for a pool of no node, CostOverflow for an estimate beyond
// the cost type).
template <OpenList Kind, typename Core, typename Estimate, typename Parent, typename Ties>
FIXPATH_ALWAYS_INLINE constexpr Status start_at(Core& core, bool use_buckets, uint32_t node, Estimate&& estimate, Parent parent,
                          Ties& ties) {
    const Status pushed = on_open_list<Kind>(use_buckets, [&](auto buckets) {
        constexpr bool kBuckets = decltype(buckets)::value;
        const Status s = core.template add_start<kBuckets>(node, estimate(buckets), parent, ties);
        core.template sync_stats<kBuckets>();
        return s;
    });
    if (pushed != Status::InProgress) {
        return core.fail(pushed);
    }
    core.set_best(node, 0);
    return core.status;
}

// Adds a source of a fill (or of a search with several) at cost g with
// estimate h (SearchCore::add_source: an open one keeps the cheaper cost).
// InProgress, or OutOfNodes / CostOverflow with the query unchanged.
template <OpenList Kind, typename Core, typename Parent, typename Ties>
FIXPATH_ALWAYS_INLINE constexpr Status seed_at(Core& core, bool use_buckets, uint32_t node, uint32_t g, uint32_t h, Parent parent,
                         Ties& ties) {
    return on_open_list<Kind>(use_buckets, [&](auto buckets) {
        constexpr bool kBuckets = decltype(buckets)::value;
        const Status s = core.template add_source<kBuckets>(node, g, h, parent, ties);
        core.template sync_stats<kBuckets>();
        return s;
    });
}

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_ENGINE_QUERY_PLAN_HPP
