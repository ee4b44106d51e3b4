// fixpath/search_state.hpp - what the engine asks of a state layout.
//
// A state owns all per-query memory: the per-cell (or per-node) records and
// the open list. It is a plain object of fixed size, created by the caller as
// a global, a static, or on the stack, and reused query after query. fixpath
// ships two layouts with the same interface:
//
//   DenseState<MaxCells, Cost, HeapCapacity>     dense_state.hpp
//       one 32-bit record per cell of the search area. For maps whose size is
//       known at compile time. Never runs out of records.
//   BoundedState<PoolSize, Cost, HeapCapacity>   bounded_state.hpp
//       a pool of PoolSize nodes found through an open-addressed hash. For
//       maps far larger than RAM: memory depends on how far a search may
//       spread, not on the map. Reports OutOfNodes when the pool is full.
//
// The engine (GridSearch) uses a state through these members; they are public
// so that a user can write a third layout, not for everyday use:
//
//   using Cost; using Id;                      cost type and handle type
//   bool prepare(uint32_t area_cells);         start a query, O(1) (false: too big)
//   Lookup lookup_or_add(uint32_t cell, Id&);  Fresh / Open / Closed / Full
//   void discard_fresh(Id);                    undo the last Fresh lookup
//   Id find(uint32_t cell) const;              kNoId if not reached this query
//   uint32_t cell_of(Id) const;
//   void close(Id); bool is_closed(Id) const;
//   void set_parent(Id, uint8_t dir); uint8_t parent(Id) const;
//   uint32_t heap_position(Id) const; void set_heap_position(Id, uint32_t);
//   uint32_t tie_key(Id) const;                the cell index (same order in both layouts)
//   Heap& heap();
#ifndef FIXPATH_SEARCH_STATE_HPP
#define FIXPATH_SEARCH_STATE_HPP

#include <stdint.h>

namespace fixpath {

// Result of looking a cell up in a state while relaxing an edge.
enum class Lookup : uint8_t {
    Fresh,   // first time this query: a record was created, not yet in the heap
    Open,    // in the heap
    Closed,  // already expanded
    Full     // not reached before, and every record is taken (BoundedState only)
};

// Parent directions, in the fixed order the engine visits neighbours:
// N, E, S, W, then NE, SE, SW, NW. y grows downwards (row index).
enum Direction : uint8_t {
    kNorth = 0,
    kEast = 1,
    kSouth = 2,
    kWest = 3,
    kNorthEast = 4,
    kSouthEast = 5,
    kSouthWest = 6,
    kNorthWest = 7
};

constexpr int8_t kDirectionDx[8] = {0, 1, 0, -1, 1, 1, -1, -1};
constexpr int8_t kDirectionDy[8] = {-1, 0, 1, 0, -1, 1, 1, -1};

}  // namespace fixpath

#endif  // FIXPATH_SEARCH_STATE_HPP
