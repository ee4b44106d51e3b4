// fixpath/state/search_state.hpp - what the engine asks of a state layout.
//
// A state owns all per-query memory: the per-cell (or per-node) records and
// the open list. It is a plain object of fixed size, created by the caller as
// a global, a static, or on the stack, and reused query after query. fixpath
// ships two layouts, and a view of the first, with the same interface:
//
//   DenseState<MaxCells, Cost, HeapCapacity, Open>     dense_state.hpp
//       one 32-bit record per cell of the search area. For maps whose size is
//       known at compile time. Never runs out of records.
//   BoundedState<PoolSize, Cost, HeapCapacity, Open>   bounded_state.hpp
//       a pool of PoolSize nodes found through an open-addressed hash. For
//       maps far larger than RAM: memory depends on how far a search may
//       spread, not on the map. Reports OutOfNodes when the pool is full.
//   DenseStateView<MaxCells, Cost, Open>               dense_state.hpp
//       the records of any DenseState of at most MaxCells cells, by pointer:
//       one search type (one copy of its code) for states of several sizes.
//
// Open (an OpenList, below) says which open lists the state carries.
//
// The engine (GridSearch) uses a state through these members; they are public
// so that a user can write a third layout, not for everyday use:
//
//   using Cost; using Id;                      cost type and handle type
//   bool prepare(uint32_t area_cells);         start a query, O(1) (false: too big)
//   Lookup lookup_or_add(uint32_t cell, Id&);  Fresh / Open / Closed / Full
//   void discard_fresh(Id);                    undo the last Fresh lookup
//   Id add_first(uint32_t cell);               (optional) the query's start right after
//                                              prepare(), as lookup_or_add() would add it
//   Id find(uint32_t cell) const;              kNoId if not reached this query
//   uint32_t cell_of(Id) const;
//   void close(Id); bool is_closed(Id) const;
//   void set_parent(Id, uint8_t dir); uint8_t parent(Id) const;
//   uint32_t heap_position(Id) const; void set_heap_position(Id, uint32_t);
//   uint32_t tie_key(Id) const;                the cell index (same order in both layouts)
//   Heap& heap();                              the heap, whose entry array the buckets share
//   static constexpr OpenList kOpenList;       which open lists it carries (optional:
//                                              a state without it is heap-only)
//   buckets();                                 with OpenList::Auto, ::Buckets or ::CellBuckets: the bucket
//                                              queue, as a reference or a handle made on
//                                              the spot (bucket_queue.hpp: BucketsAt)
//   static constexpr uint32_t id_count();     how many ids it hands out (optional: on AVR
//                                              a walk back along parents stops after as many)
//   static constexpr uint32_t max_area_cells(); the largest search area (optional:
//                                              below 46,000 rows are found by a
//                                              32-bit multiply, else a 64-bit one)
#ifndef FIXPATH_SEARCH_STATE_HPP
#define FIXPATH_SEARCH_STATE_HPP

#include <stdint.h>

#include <fixpath/detail/traits.hpp>
#include <fixpath/point.hpp>  // (the directions every state records a parent by)

namespace fixpath {

// Which open lists a state carries: a compile-time choice, because each one
// costs code (and the buckets 512 bytes of links).
//   Auto     both (the default). Each query takes the buckets when they apply:
//            no weight, a heuristic consistent for the move set (options.hpp),
//            and base step costs of at most kBucketStepLimit; otherwise the
//            heap. Programs that run both kinds of query carry both.
//   Buckets  the bucket queue only (bucket_queue.hpp): the smallest and
//            fastest image. Queries the buckets cannot order exactly (a
//            weight, a heuristic that is not consistent for its moves) are
//            refused with InvalidOptions; large step costs are slower, and
//            step costs whose estimates could pass 32 bits on a 32767-cell
//            side (above about 32,767) are refused too.
//   Heap     the 4-ary heap only (binary_heap.hpp): every query, in the
//            heap's (f, larger g, cell index) order. (A small one on AVR
//            keeps its entries unordered and scans them at each pop: the
//            same order, fewer cycles and bytes there.)
//   CellBuckets  (DenseState only) the bucket queue with one entry a cell,
//            the cell's own: a cheaper decrease-key (the entry moves to its
//            new bucket instead of leaving a stale copy behind), no entry to
//            hand out or find at a push, and an open list that is never
//            full. The same queries as Buckets, the same cells in the same
//            order while keys stay within the buckets' two levels (beyond
//            them the order among equal f may differ, never the cost:
//            bucket_queue.hpp); more memory (10 bytes a cell with 16-bit ids
//            and costs, against 6: dense_state.hpp), fewer instructions an
//            expansion.
// The order among equal f differs between the heap and the buckets
// (bucket_queue.hpp and binary_heap.hpp document each); all are
// deterministic, and the two state layouts with the same open list expand
// the same cells in the same order.
enum class OpenList : uint8_t { Auto, Buckets, Heap, CellBuckets };

// Under OpenList::Auto, the largest base step cost (straight or diagonal)
// for which a query uses the buckets: beyond it keys grow by thousands per
// step and the buckets' far list would be scanned too often.
constexpr uint32_t kBucketStepLimit = 31;

// Result of looking a cell up in a state while relaxing an edge.
enum class Lookup : uint8_t {
    Fresh,   // first time this query: a record was created, not yet in the heap
    Open,    // in the heap
    Closed,  // already expanded
    Full     // not reached before, and every record is taken (BoundedState only)
};

namespace detail {

// The open lists a state carries: its kOpenList, or the heap alone for a
// state that does not say.
template <typename State, typename = void>
struct OpenListOf {
    static constexpr OpenList value = OpenList::Heap;
};
template <typename State>
struct OpenListOf<State, typename AlwaysVoid<decltype(State::kOpenList)>::type> {
    // (CellBuckets are the buckets to a search: only the state's records differ.)
    static constexpr OpenList value = State::kOpenList == OpenList::CellBuckets ? OpenList::Buckets : State::kOpenList;
};

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_SEARCH_STATE_HPP
