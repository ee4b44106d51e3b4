// fixpath/state/incremental_state.hpp - the memory of an incremental search
// (D* Lite, incremental_search.hpp): what it keeps between repairs.
//
//     static fixpath::IncrementalState<64 * 64, uint16_t> state;   // 36,868 bytes
//
// An incremental search keeps its results after the query: when cells
// change, it repairs them instead of starting over. So, unlike DenseState,
// every cell keeps its costs (no generation stamps: nothing is forgotten
// between queries), and the open list's keys may rise as well as fall.
//
// Per cell:
//   g    the cell's cost to the goal as last settled (Cost; kUnreachable: none);
//   rhs  the cost its neighbours' g values offer now (one step look-ahead);
//   its position in the open list, or kNotQueued (a cell is queued exactly
//     when g != rhs: "inconsistent", a change not yet passed on).
// The open list: a 4-ary heap (binary_heap.hpp) of HeapCapacity entries of
// 12 bytes (a two-part key of 32-bit halves and the cell's index).
//
// Memory: sizeof = MaxCells * (2 * sizeof(Cost) + 2) + HeapCapacity * 12 + 4
// (plus padding). With uint16_t costs and the default
// capacity (a quarter of the cells) that is 9 bytes a cell: 64x64 in
// 36,868 bytes. A smaller HeapCapacity bounds it further; a repair that
// needs more reports OutOfNodes (see incremental_search.hpp for what then).
//
// begin() writes every cell (g and rhs to kUnreachable): O(cells) once per
// goal, never per repair.
#ifndef FIXPATH_INCREMENTAL_STATE_HPP
#define FIXPATH_INCREMENTAL_STATE_HPP

#include <stdint.h>

#include <fixpath/state/binary_heap.hpp>
#include <fixpath/detail/support.hpp>

namespace fixpath {

// The default open-list capacity of an incremental state of `cells` cells:
// all of them up to 256, then a quarter (at most 65,534).
constexpr uint32_t default_incremental_heap_capacity(uint32_t cells) {
    return cells <= 256 ? cells : (cells / 4 < 65534u ? cells / 4 : 65534u);
}

template <uint32_t MaxCells, typename CostT = uint16_t,
          uint32_t HeapCapacity = default_incremental_heap_capacity(MaxCells)>
class IncrementalState {
    static_assert(MaxCells >= 1, "a state needs at least one cell");
    static_assert(detail::IsCostType<CostT>::value, "Cost must be uint8_t, uint16_t or uint32_t");
    static_assert(HeapCapacity >= 1 && HeapCapacity <= MaxCells && HeapCapacity <= 65534u,
                  "the open list holds 1 to 65,534 entries, at most one per cell");

public:
    using Cost = CostT;
    using Id = detail::IndexFor<MaxCells>;  // a cell's row-major index
    using Position = uint16_t;              // an open-list position (HeapCapacity <= 65,534)
    // Keys of two 32-bit halves, smaller second half first on equal first
    // halves (D* Lite's (k1, k2) order), then the smaller cell index.
    using Heap = BinaryHeap<Id, uint32_t, HeapCapacity, false, false, false>;  // (ordered: it reads top())
    using Entry = typename Heap::Entry;
    static constexpr Id kNoId = static_cast<Id>(~Id{0});
    static constexpr Cost kUnreachable = detail::unsigned_max<Cost>();
    static constexpr Position kNotQueued = 0xFFFFu;

    static constexpr uint32_t max_cells() { return MaxCells; }
    static constexpr uint32_t max_area_cells() { return MaxCells; }
    static constexpr uint32_t heap_capacity() { return HeapCapacity; }

    // Starts over for `cells` cells: every g and rhs unreachable, nothing
    // queued. O(cells). False when the state is too small.
    constexpr bool prepare(uint32_t cells) {
        if (cells > MaxCells || cells == 0) {
            return false;
        }
        for (uint32_t i = 0; i < cells; ++i) {
            g_[i] = kUnreachable;
            rhs_[i] = kUnreachable;
            position_[i] = kNotQueued;
        }
        heap_.clear();
        return true;
    }

    constexpr Cost g(uint32_t cell) const { return g_[cell]; }
    constexpr Cost rhs(uint32_t cell) const { return rhs_[cell]; }
    constexpr void set_g(uint32_t cell, Cost value) { g_[cell] = value; }
    constexpr void set_rhs(uint32_t cell, Cost value) { rhs_[cell] = value; }
    constexpr bool queued(uint32_t cell) const { return position_[cell] != kNotQueued; }
    constexpr void forget_position(uint32_t cell) { position_[cell] = kNotQueued; }

    // The heap's owner interface (binary_heap.hpp).
    constexpr uint32_t heap_position(uint32_t cell) const { return position_[cell]; }
    constexpr void set_heap_position(Id id, uint32_t position) { position_[id] = static_cast<Position>(position); }
    constexpr uint32_t tie_key(Id id) const { return id; }

    constexpr Heap& heap() { return heap_; }
    constexpr const Heap& heap() const { return heap_; }

private:
    Cost g_[MaxCells] = {};
    Cost rhs_[MaxCells] = {};
    Position position_[MaxCells] = {};
    Heap heap_;
};

}  // namespace fixpath

#endif  // FIXPATH_INCREMENTAL_STATE_HPP
