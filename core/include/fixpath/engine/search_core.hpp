// fixpath/engine/search_core.hpp - the engine's state of a query: what
// every best-first search (grid, jump points, hexes, links, graphs) keeps
// and how it changes it.
//
// The engine's other pieces run on it: expansion_loop.hpp (the one loop:
// settle, rank, goal test, expand), path_writer.hpp (the one path writer),
// query_plan.hpp (the checks of every begin), search_front.hpp (the calls
// every search shares), move_rules.hpp (grid moves). A front end knows its
// topology: which nodes neighbour a node, what a step costs, what a node's
// estimate is and how a parent is recorded. Here, once:
//   - the caller's state (records, open list) prepared in O(1) per query;
//   - sources (a start, or any number of seeds) with their costs;
//   - relaxing an edge: Fresh / Open / Closed / Full, decrease-key, the
//     overflow checks that turn into CostOverflow instead of wrapping,
//     OutOfNodes when the pool or heap is full;
//   - costs and priorities at the edge of the cost type: a node's cost g is
//     at most kMaxCost (kUnreachable - 1: the largest value is kept for
//     "not reached" in distance arrays, so one value never means both). A
//     priority f = g + h beyond the cost type means, for an admissible and
//     consistent estimate, that every path through the node costs more than
//     the type holds: the node is skipped, as an unrepresentable cost is
//     (see relax()). For a weighted or inconsistent estimate it means no such
//     thing, and a front end asks for `saturate`: f is then held at
//     kUnreachable, the node ordered last, and the goal still found.
//   - settling the next node in the heap's strict total order;
//   - the status, the counters, the best node for partial paths;
//   - walking parent links back with a guard against a corrupt state.
//
// A front end may ask for a second criterion on equal costs (GraphSearch:
// fewer edges) through its Ties object; grids use NoTies, which compiles to
// nothing.
//
// The open list: the operations that touch it take a compile-time flag,
// Buckets. False: the state's BinaryHeap (every search can use it). True:
// the state's BucketQueue over the same entry array (grid searches whose
// keys never decrease, see bucket_queue.hpp); a front end instantiates its
// loop once per open list it uses, so that neither pays for the other.
//
// Code an image does not use is not in it: the finishing phase of fills is
// reached through a function pointer that only finish_unsettled_with()
// (called by fills) sets, so a program without fills never instantiates it
// (and expansion_loop.hpp picks each query's loop the same way).
// (A plain function pointer, not a member pointer: clang for AVR misreads a
// member pointer to code at an odd address.)
#ifndef FIXPATH_ENGINE_SEARCH_CORE_HPP
#define FIXPATH_ENGINE_SEARCH_CORE_HPP

#include <stdint.h>

#include <fixpath/detail/native_math.hpp>
#include <fixpath/detail/support.hpp>
#include <fixpath/detail/traits.hpp>
#include <fixpath/options.hpp>
#include <fixpath/path_info.hpp>
#include <fixpath/point.hpp>
#include <fixpath/state/search_state.hpp>
#include <fixpath/status.hpp>

namespace fixpath {

namespace detail {

// Calls body(BoolConstant<uses buckets>) for a query of a state whose open
// lists are `Kind` (OpenList::Auto: `use_buckets` says which the query
// took): only the open lists the state carries are instantiated. Every grid
// front end dispatches its loops through this.
template <OpenList Kind, typename Body>
FIXPATH_ALWAYS_INLINE constexpr auto on_open_list(bool use_buckets, Body&& body) {
    if constexpr (Kind == OpenList::Heap) {
        (void)use_buckets;
        return body(BoolConstant<false>());
    } else if constexpr (Kind == OpenList::Buckets) {
        (void)use_buckets;
        return body(BoolConstant<true>());
    } else {
        return use_buckets ? body(BoolConstant<true>()) : body(BoolConstant<false>());
    }
}

// Runs a begun query to the end (or `max_work`) and writes its path: the
// tail of every one-call helper (find_path(), find_path_jps(),
// find_hex_path(), find_linked_path()); `extra` goes to path().
template <typename Search, typename PathPoint, typename... Extra>
constexpr SearchResult<typename Search::Cost> run_one_call(Search& search, Status begun, PathPoint* out,
                                                           uint32_t capacity, uint32_t max_work, Extra... extra) {
    const Status status = begun == Status::InProgress ? search.step(max_work) : begun;
    return finish_one_call(search, status, out, capacity, extra...);
}

// The one-call helper of a grid search (find_path(), find_path_jps()): a
// function object, so that its signature is written once for every search
// it serves. Search<Map, State> is made on the map and the state, begun
// from start to goal under `options` (omitted: the search's own default,
// which fixed rules decide), run (at most `max_work` units) and its path
// written.
template <template <typename, typename> class Search>
struct OneCall {
    template <typename Map, typename State>
    constexpr SearchResult<typename State::Cost> operator()(const Map& map, State& state, Point start, Point goal,
                                                            Point* out, uint32_t capacity) const {
        Search<Map, State> search(map, state);
        return run_one_call(search, search.begin(start, goal), out, capacity, 0xFFFFFFFFu);
    }
    template <typename Map, typename State>
    constexpr SearchResult<typename State::Cost> operator()(const Map& map, State& state, Point start, Point goal,
                                                            Point* out, uint32_t capacity,
                                                            const SearchOptions<typename State::Cost>& options,
                                                            uint32_t max_work = 0xFFFFFFFFu) const {
        Search<Map, State> search(map, state);
        return run_one_call(search, search.begin(start, goal, options), out, capacity, max_work);
    }
};

// The tie rule of a search that has none beyond the heap's order: a node's
// parent changes only on a strictly cheaper cost.
struct NoTies {
    static constexpr bool kActive = false;
    template <typename Id>
    constexpr bool equal_wins(Id) const { return false; }
    template <typename Id>
    constexpr void record(Id) const {}
};

// How many nodes the finishing part of a fill handles per expansion of
// budget: writing kUnreachable costs far less than an expansion.
constexpr uint32_t kFinishNodesPerExpansion = 8;

// Whether a state's buckets keep one entry a node, the node's own, and
// move it on a decrease-key (OpenList::CellBuckets: bucket_queue.hpp, "in
// place"): then a node's entry is found by its id, never stale, and the
// open list is never full.
template <typename State, typename = void>
struct BucketsInPlace {
    static constexpr bool value = false;
};
template <typename State>
struct BucketsInPlace<State, typename AlwaysVoid<decltype(declared_value<State&>().buckets())>::type> {
    static constexpr bool value = decltype(declared_value<State&>().buckets())::kInPlace;
};

// Whether a state takes a query's first node without a lookup (add_first():
// search_state.hpp).
template <typename State, typename = void>
struct HasAddFirst {
    static constexpr bool value = false;
};
template <typename State>
struct HasAddFirst<State, typename AlwaysVoid<decltype(declared_value<State&>().add_first(0u))>::type> {
    static constexpr bool value = true;
};

// BestKey: the type of the estimate partial paths are ranked by (grids: a
// 32-bit octile distance; graphs: a 64-bit squared distance, no root taken).
template <typename State, typename BestKey = uint32_t>
struct SearchCore {
    using Cost = typename State::Cost;
    using Id = typename State::Id;
    using Heap = typename State::Heap;
    using Entry = typename Heap::Entry;
    static constexpr Id kNoId = State::kNoId;
    static constexpr Cost kUnreachable = unsigned_max<Cost>();
    // A bucket query's open list keeps each node's entry in place.
    template <bool Buckets>
    static constexpr bool kInPlace = Buckets && BucketsInPlace<State>::value;
    // The largest cost a node can have (kUnreachable means "not reached").
    static constexpr uint32_t kMaxCost = static_cast<uint32_t>(kUnreachable) - 1u;

    // g + h, or kUnreachable when that does not fit the cost type (g <= kMaxCost).
    FIXPATH_ALWAYS_INLINE static constexpr uint32_t priority(uint32_t g, uint32_t h) {
        return h > static_cast<uint32_t>(kUnreachable) - g ? static_cast<uint32_t>(kUnreachable) : g + h;
    }
    // Whether a priority f = g + h that does not fit still leaves the node
    // in play (true: f saturates; false: the node is skipped). See above.
    bool saturate = false;
    // A cost ceiling (fills with a budget: movement_range.hpp): the first
    // node popped at a cost above it ends the query as if the open list
    // had run dry; it and every node still open stay unsettled. Checked by
    // settle_next<Buckets, true>() only (fill loops: one compare a pop);
    // reset to kMaxCost (no ceiling) by prepare().
    uint32_t ceiling = kMaxCost;

    explicit constexpr SearchCore(State& s) : state(&s) {}

    // Starts a query over `nodes` nodes: clears the counters and the best
    // node and prepares the state (O(1)). False when the state is too small.
    constexpr bool prepare(uint32_t nodes) {
        forget_answer();
        overflowed = false;
        ceiling = kMaxCost;
        finish_nothing();
        return state->prepare(nodes);
    }

    // Drops the last query's answer (counters, cost, best node): what a
    // begin does first, so that a refused one leaves none (status.hpp).
    constexpr void forget_answer() {
        stats = SearchStats{0, 0, 0};
        goal_cost = 0;
        has_best = false;
    }

    constexpr Status fail(Status s) {
        status = s;
        return s;
    }

    // True once a query has begun on valid input (its records are usable).
    constexpr bool started() const {
        return status == Status::InProgress || status == Status::Found || status == Status::Complete ||
               status == Status::NoPath || status == Status::OutOfNodes || status == Status::CostOverflow;
    }

    // Asks step() to end a fill by writing kUnreachable into every entry of
    // `distances` (nodes 0..nodes-1) whose node was not settled, so that
    // starting the fill stays O(1). nullptr: nothing to finish.
    constexpr void finish_unsettled_with(Cost* distances, uint32_t nodes) {
        unsettled_out = distances;
        unsettled_count = nodes;
        unsettled_cursor = 0;
        finishing = false;
        finisher = distances != nullptr ? &SearchCore::finish_of : nullptr;
    }

    // A query that owes no distances (every query but fills).
    constexpr void finish_nothing() {
        finishing = false;
        finisher = nullptr;
    }

    // One step() of a query: expand(budget) expands up to `budget` nodes and
    // returns the status. When a fill that owes every node a distance ends
    // (Complete, OutOfNodes or CostOverflow), the unsettled nodes get
    // kUnreachable, kFinishNodesPerExpansion of them per unit of budget left
    // (the step's expansions come off it), so that a call's work stays
    // within its budget; the final status is returned once all are written.
    template <typename Expand>
    FIXPATH_ALWAYS_INLINE constexpr Status step(uint32_t max_expansions, Expand&& expand) {
        if (status != Status::InProgress) {
            return status;
        }
        const uint32_t before = stats.expanded;
        const Status outcome = finishing ? Status::InProgress : expand(max_expansions);
        if (finisher == nullptr || (outcome == Status::InProgress && !finishing)) {
            return outcome;
        }
        const uint32_t spent = stats.expanded - before;
        return finisher(*this, max_expansions > spent ? max_expansions - spent : 0u, outcome);
    }

    // Nodes the finishing part of the fill under way has handled (0 for a
    // query without one): with the expansions, a fill's work
    // (kFinishNodesPerExpansion of them a unit).
    constexpr uint32_t finished_nodes() const { return finisher != nullptr ? unsettled_cursor : 0u; }

    // Puts a query's single start in the open list (cost 0, estimate h),
    // right after prepare(): the lookup is always Fresh and the heap empty.
    // add_source() is the general form.
    template <bool Buckets = false, typename Parent, typename Ties>
    constexpr Status add_start(uint32_t node, uint32_t h, Parent parent, Ties& ties) {
        if (h > static_cast<uint32_t>(kUnreachable) && !saturate) {
            return Status::CostOverflow;  // the goal lies beyond the cost type
        }
        Id id = State::kNoId;
        if constexpr (HasAddFirst<State>::value) {
            id = state->add_first(node);
        } else if (state->lookup_or_add(node, id) == Lookup::Full) {
            return Status::OutOfNodes;  // a pool limited to no node at all
        }
        state->set_parent(id, parent);
        ties.record(id);
        push<Buckets>(priority(0, h), 0, id);
        return Status::InProgress;
    }

    // Puts a source in the open list at cost g with estimate h. A source
    // already open keeps the cheaper of its two costs; a closed one is left
    // alone. Returns InProgress, or OutOfNodes / CostOverflow (g beyond
    // kMaxCost) without changing the query (the caller decides whether that
    // ends it).
    template <bool Buckets = false, typename Parent, typename Ties>
    constexpr Status add_source(uint32_t node, uint32_t g, uint32_t h, Parent parent, Ties& ties) {
        if (g > kMaxCost || (h > static_cast<uint32_t>(kUnreachable) - g && !saturate)) {
            return Status::CostOverflow;
        }
        const uint32_t f = priority(g, h);
        if constexpr (Buckets) {
            if (f != static_cast<uint32_t>(kUnreachable)) {
                state->buckets().admit(f);
            }
        }
        Id id = State::kNoId;
        const Lookup found = state->lookup_or_add(node, id);
        if (found == Lookup::Full) {
            return Status::OutOfNodes;
        }
        if (found == Lookup::Closed) {
            return Status::InProgress;
        }
        if (found == Lookup::Open) {
            if (g < open_g<Buckets>(id)) {
                if (!decrease<Buckets>(id, f, g)) {
                    return Status::OutOfNodes;
                }
                state->set_parent(id, parent);
                ties.record(id);
            }
            return Status::InProgress;
        }
        if (open_full<Buckets>()) {
            state->discard_fresh(id);
            return Status::OutOfNodes;
        }
        state->set_parent(id, parent);
        ties.record(id);
        push<Buckets>(f, g, id);
        return Status::InProgress;
    }

    // Brings the counters up to date after a run of expansions (the bucket
    // queue keeps its high-water mark itself, saving a compare per push).
    template <bool Buckets>
    constexpr void sync_stats() {
        if constexpr (Buckets) {
            stats.heap_high_water = state->buckets().high_water();
        }
    }

    // Takes the first node off the open list and closes it: its cost g and
    // its key f (g + its estimate). False when the open list is empty. The
    // expansion loop's first step (expansion_loop.hpp); no front end calls
    // it itself.
    template <bool Buckets = false, bool Ceiling = false>
    FIXPATH_ALWAYS_INLINE constexpr bool settle_next(uint32_t& node, Cost& g, uint32_t& f, Id& id) {
        Entry top{};
        if constexpr (Buckets) {
            auto&& queue = state->buckets();  // (a state's own, or a small handle made here)
            Entry* entries = state->heap().storage();
            if constexpr (kInPlace<true>) {  // (no stale copies)
                if (queue.empty()) {
                    return false;
                }
                top = queue.pop(entries);
            } else {
                do {  // skip the stale copies left by decrease-key: their node is closed
                    if (queue.empty()) {
                        return false;
                    }
                    top = queue.pop(entries);
                } while (state->is_closed(top.id));
            }
        } else {
            Heap& heap = state->heap();
            if (heap.empty()) {
                return false;
            }
            top = heap.pop(*state);
        }
        if constexpr (Ceiling) {  // (fills only: A* pops pay nothing for it)
            if (FIXPATH_UNLIKELY(top.g() > ceiling)) {
                return false;  // beyond the ceiling: everything left is (Dijkstra pops in cost order)
            }
        }
        state->close(top.id);
        id = top.id;
        node = state->cell_of(top.id);
        g = top.g();
        f = top.f();
        return true;
    }

    // The status when the open list runs dry: NoPath (a goal was wanted) or
    // Complete (a fill, a tree), unless some node could only have been
    // reached at a cost the type cannot hold: then CostOverflow (the nodes
    // that fit have their exact costs all the same).
    constexpr Status exhausted(bool had_goal) {
        // (Under a ceiling below kMaxCost, a cost that overflowed was above
        // the ceiling anyway: the costs within it are all exact.)
        status = overflowed && ceiling >= kMaxCost ? Status::CostOverflow
                                                   : (had_goal ? Status::NoPath : Status::Complete);
        return status;
    }

    // Offers `node`, reached at cost g + step from the node being expanded,
    // which becomes its parent (`parent` is what the state records: a grid
    // direction, a graph node). estimate() gives the node's heuristic (at
    // most 2^32 - 1: saturated, never wrapped), asked the first time the
    // node is reached (and again, with `saturate`, when an open node's
    // priority had saturated). With `bounds` (incremental repairs), a node
    // is only taken when the new cost beats bounds[node]. A cost beyond
    // kMaxCost skips the node and marks the query (see exhausted()); so does
    // a priority beyond the cost type, unless `saturate`: then it is held at
    // kUnreachable and the node ordered last, which keeps weighted A* within
    // its bound (the goal, whose cost fits, has f = g <= kUnreachable, so
    // every node ordered after it has a true f at least the goal's cost).
    // False when the search must stop (OutOfNodes); status says why.
    template <bool Buckets = false, typename Parent, typename Estimate, typename Ties>
    FIXPATH_ALWAYS_INLINE constexpr bool relax(uint32_t node, uint32_t g, uint32_t step, Parent parent, const Cost* bounds,
                                     Estimate&& estimate, Ties& ties) {
        Id id = State::kNoId;
        const Lookup found = state->lookup_or_add(node, id);
        if (found == Lookup::Closed) {
            return true;
        }
        if (found == Lookup::Full) {
            status = Status::OutOfNodes;
            return false;
        }
        const uint32_t room = static_cast<uint32_t>(kUnreachable) - g;  // > 0: g <= kMaxCost
        if (step >= room) {  // ng would reach kUnreachable or beyond
            // Not representable: this way to the node does not exist for
            // the cost type. The search goes on (a goal that fits is still
            // found, and optimally: a path through here costs even more).
            if (found == Lookup::Fresh) {
                state->discard_fresh(id);
            }
            overflowed = true;
            return true;
        }
        const uint32_t ng = g + step;
        if (bounds != nullptr && ng >= bounds[node]) {
            if (found == Lookup::Fresh) {
                state->discard_fresh(id);
            }
            return true;  // no better than the cost it already has
        }
        if (found == Lookup::Open) {
            const Entry& entry = state->heap().at(state->heap_position(id));
            const uint32_t old_g = entry.g();
            if (ng < old_g) {
                // h of a node never changes: the new f is the old one less
                // the saving, unless the old one had saturated.
                const uint32_t old_f = entry.f();
                uint32_t f = old_f - (old_g - ng);
                if constexpr (!Buckets) {  // (bucket queries are monotone: never saturated)
                    if (FIXPATH_UNLIKELY(old_f == static_cast<uint32_t>(kUnreachable)) && saturate) {
                        f = priority(ng, estimate());
                    }
                }
                if (!decrease<Buckets>(id, f, ng)) {
                    status = Status::OutOfNodes;
                    return false;
                }
                state->set_parent(id, parent);
                ties.record(id);
            } else if (Ties::kActive && ng == old_g && ties.equal_wins(id)) {
                state->set_parent(id, parent);
                ties.record(id);
            }
            return true;
        }
        const uint32_t h = estimate();
        uint32_t f = ng + h;
        if (FIXPATH_UNLIKELY(h > room - step)) {  // room - step: what is left above ng in the type
            if (Buckets || !saturate) {
                state->discard_fresh(id);  // every path through here costs more: as above
                overflowed = true;
                return true;
            }
            f = static_cast<uint32_t>(kUnreachable);
        }
        if (open_full<Buckets>()) {
            state->discard_fresh(id);
            status = Status::OutOfNodes;
            return false;
        }
        state->set_parent(id, parent);
        ties.record(id);
        push<Buckets>(f, ng, id);
        return true;
    }

    // Keeps the node a partial path should end at: the smallest estimate
    // `h` of the distance to the goal, then the smaller cost, then the
    // smaller node index. (After set_best(): a query's start is its first
    // best node.)
    FIXPATH_ALWAYS_INLINE constexpr void note_best(uint32_t node, BestKey h, uint32_t g) {
        if (h < best_h || (h == best_h && (g < best_g || (g == best_g && node < best_node)))) {
            best_h = h;
            best_g = static_cast<Cost>(g);
            best_node = node;
        }
    }

    // Makes `node` the best node before anything is known of it (a start,
    // before its first expansion ranks it for real).
    constexpr void set_best(uint32_t node, Cost g) {
        has_best = true;
        best_h = detail::unsigned_max<BestKey>();
        best_g = g;
        best_node = node;
    }

    // Walks parent links from `end` back to `start`, at most `limit` steps
    // (a guard, never reached with a consistent state). Calls
    // visit(node, parent_record) for every node but the start, end first;
    // parent_of(node, parent_record) gives the previous node. Where `int`
    // has 16 bits (AVR) a state that says how many ids it hands out,
    // id_count(), gives the guard instead: a constant, and the caller's
    // limit (a 32-bit product there) is never worked out. (Elsewhere the
    // caller's limit, held in a register, measured as fast or faster.)
    template <typename ParentOf, typename Visit>
    FIXPATH_ALWAYS_INLINE constexpr bool walk_back(uint32_t end, uint32_t start, uint32_t limit, ParentOf&& parent_of,
                                                   Visit&& visit) const {
        if constexpr (detail::kSixteenBitInt && detail::IdCountOf<State>::value != 0) {
            limit = detail::IdCountOf<State>::value;
        }
        uint32_t node = end;
        for (uint32_t steps = 0; node != start; ++steps) {
            const Id id = state->find(node);
            if (id == State::kNoId || steps >= limit) {
                return false;
            }
            const auto record = state->parent(id);
            visit(node, record);
            node = parent_of(node, record);
        }
        return true;
    }

    // Closed in this query (settled, with its final cost).
    constexpr bool settled(uint32_t node) const {
        const Id id = state->find(node);
        return id != State::kNoId && state->is_closed(id);
    }

    State* state;
    Status status = Status::Idle;
    SearchStats stats = SearchStats{0, 0, 0};
    Cost goal_cost = 0;
    bool overflowed = false;  // some node's cost did not fit the cost type
    bool has_best = false;
    uint32_t best_node = 0;
    BestKey best_h = 0;
    Cost best_g = 0;

private:
    // The fill's finishing phase, reached through `finisher`: starts it when
    // the expansions are over (`outcome` is their final status), then
    // continues it call after call.
    static constexpr Status finish_of(SearchCore& core, uint32_t max_expansions, Status outcome) {
        return core.finish(max_expansions, outcome);
    }
    constexpr Status finish(uint32_t max_expansions, Status outcome) {
        if (!finishing) {
            final_status = outcome;
            finishing = true;
            status = Status::InProgress;
        }
        return continue_finishing(max_expansions);
    }

    constexpr Status continue_finishing(uint32_t max_expansions) {
        const uint32_t budget = max_expansions > 0xFFFFFFFFu / kFinishNodesPerExpansion
                                    ? 0xFFFFFFFFu
                                    : max_expansions * kFinishNodesPerExpansion;
        const uint32_t n = unsettled_count;
        uint32_t i = unsettled_cursor;
        const uint32_t end = n - i > budget ? i + budget : n;
        for (; i < end; ++i) {
            if (!settled(i)) {  // the start and seeds are settled when popped
                unsettled_out[i] = kUnreachable;
            }
        }
        unsettled_cursor = i;
        if (i == n) {
            finishing = false;
            status = final_status;
        }
        return status;
    }

    Cost* unsettled_out = nullptr;
    uint32_t unsettled_count = 0;
    uint32_t unsettled_cursor = 0;  // (also the nodes finished so far: finished_nodes())
    bool finishing = false;
    Status final_status = Status::Idle;
    Status (*finisher)(SearchCore&, uint32_t, Status) = nullptr;

    template <bool Buckets>
    FIXPATH_ALWAYS_INLINE constexpr bool open_full() {
        if constexpr (kInPlace<Buckets>) {
            return false;  // (an entry for every node)
        } else if constexpr (Buckets) {
            return state->buckets().full();
        } else {
            return state->heap().full();
        }
    }

    // The cost of an open node, from its entry (in place, a node's position
    // is its id: dense_state.hpp).
    template <bool Buckets>
    FIXPATH_ALWAYS_INLINE constexpr uint32_t open_g(Id id) const {
        return state->heap().at(state->heap_position(id)).g();
    }

    // Puts (f, g, id) in the open list (not full) and counts it.
    // (Under the buckets, stats.heap_high_water is the queue's own count,
    // copied by sync_stats().)
    template <bool Buckets>
    FIXPATH_ALWAYS_INLINE constexpr void push(uint32_t f, uint32_t g, Id id) {
        ++stats.pushed;
        if constexpr (Buckets) {  // (in place, the position is the id and recording it does nothing)
            state->set_heap_position(id, state->buckets().push(state->heap().storage(), f, g, id));
        } else {
            Heap& heap = state->heap();
            heap.push(Entry::make(f, g, id), *state);
            if (heap.size() > stats.heap_high_water) {
                stats.heap_high_water = heap.size();
            }
        }
    }

    // Gives open node `id` the lower key (f, g). The heap moves its entry,
    // and so do buckets in place; other buckets take a new one (the old one
    // goes stale, counted as a push), which needs room.
    template <bool Buckets>
    FIXPATH_ALWAYS_INLINE constexpr bool decrease(Id id, uint32_t f, uint32_t g) {
        if constexpr (kInPlace<Buckets>) {
            state->buckets().decrease(state->heap().storage(), id, f, g);
        } else if constexpr (Buckets) {
            if (state->buckets().full()) {
                return false;
            }
            push<true>(f, g, id);
        } else {
            state->heap().decrease(state->heap_position(id), f, g, *state);
        }
        return true;
    }
};

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_ENGINE_SEARCH_CORE_HPP
