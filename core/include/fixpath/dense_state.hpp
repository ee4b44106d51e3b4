// fixpath/dense_state.hpp - search state with one record per cell.
#ifndef FIXPATH_DENSE_STATE_HPP
#define FIXPATH_DENSE_STATE_HPP

#include <stdint.h>

#include <fixpath/binary_heap.hpp>
#include <fixpath/bucket_queue.hpp>
#include <fixpath/detail/support.hpp>
#include <fixpath/search_state.hpp>

namespace fixpath {

// The default open-list capacity for a dense state of `cells` cells: all of
// them up to 64 cells; up to 4,095 cells a quarter of them less two entries,
// at least 64; from 4,096 cells a quarter less 70 (room for the buckets' 544
// bytes of links and counters, so that a 64x64 state with uint16_t costs
// stays within 24 KiB and 6 bytes a cell); from 65,535 cells, where ids and
// so entries grow to 32 bits (12 bytes with uint16_t costs), a sixth less
// 96 (the buckets' links grow to 32 bits too), at most 65534 (so that
// positions fit in 16 bits). Totals: at most 6 bytes a cell with uint16_t
// costs and 7 with uint32_t from 4,096 cells on; below,
// the buckets' fixed 544 bytes come on top. The open list of a grid search
// is a frontier, a few times the perimeter of the explored region: the
// largest seen on the Moving AI maps (up to 768x768) is about 2,500
// entries, and the test suite prints how often random maps with heavy
// terrain exceed the default. An open list that overflows gives OutOfNodes
// with a partial path; HeapCapacity = MaxCells rules that out.
constexpr uint32_t default_dense_heap_capacity(uint32_t cells) {
    return cells <= 64      ? cells
           : cells < 4096   ? (cells / 4 < 66 ? 64 : cells / 4 - 2)
           : cells < 65535  ? cells / 4 - 70
           : cells / 6 - 96 < 65534 ? cells / 6 - 96
                                    : 65534;
}

// Dense layout: for a search area of at most MaxCells cells.
//
// Memory: sizeof(DenseState) = MaxCells * (2 + P) + HeapCapacity * E + B + 12,
// where P is 2 bytes while HeapCapacity < 65535 (4 beyond), E, the size of an
// open-list entry, is 8 bytes with 8- or 16-bit costs (a 32-bit key, a 16-bit
// id and a 16-bit bucket link; 12 with 32-bit ids) and 12 with 32-bit costs
// (16 with 32-bit ids), and B is the buckets' links and counters (544 bytes
// with 16-bit ids; 0 for OpenList::Heap, whose entries also drop the link).
// With the default capacity that is at most 6 bytes a cell with uint16_t
// costs (a 64x64 map: 24,572 bytes) and 7 with uint32_t; 4.75 and 5.0 on a
// 1024x1024 map, where the open list stops growing.
//
// The open list: see OpenList (search_state.hpp). Under the buckets an entry
// is a node's position in the list until a cheaper way replaces it; stale
// entries count against HeapCapacity until popped.
//
// Per cell:
//   a 16-bit tag: parent direction (3 bits), closed flag (1 bit) and a
//     12-bit generation stamp. A tag whose stamp differs from the current
//     query's means "not reached", so starting a query only increments the
//     stamp, where the 002 tutorial, Boost and libtcod clear every cell.
//     Stamps repeat every 4095 queries (`stamp_period()`), so an old tag
//     must be gone before its stamp comes round again: each query start
//     clears the next 1/4094 of the tags (`clear_slice()` tags: 1 for maps
//     up to 4094 cells, 257 for 1024x1024), so every tag is cleared once
//     per 4094 queries. A constant, small cost per query, never a spike.
//   the cell's position in the heap while it is open, in its own array so
//     that the heap's frequent position updates are plain stores.
// No record stores a cost: an open cell's cost lives in its heap entry and a
// closed cell needs none. That is what keeps a cell at 4 bytes.
template <uint32_t MaxCells, typename CostT = uint32_t, uint32_t HeapCapacity = default_dense_heap_capacity(MaxCells),
          OpenList Open = OpenList::Auto>
class DenseState {
    static_assert(MaxCells >= 1, "a state needs at least one cell");
    static_assert(detail::IsCostType<CostT>::value, "Cost must be uint8_t, uint16_t or uint32_t");
    static_assert(HeapCapacity >= 1 && HeapCapacity <= MaxCells,
                  "the heap holds at most one entry per cell");

public:
    using Cost = CostT;
    using Id = detail::IndexFor<MaxCells>;
    using Position = detail::IndexFor<HeapCapacity>;
    static constexpr OpenList kOpenList = Open;
    static constexpr bool kHasBuckets = Open != OpenList::Heap;
    using Heap = BinaryHeap<Id, Cost, HeapCapacity, true, kHasBuckets>;
    using Buckets = typename detail::Select<kHasBuckets, BucketQueue<typename Heap::Entry, Id, HeapCapacity>,
                                            detail::NoBuckets>::type;
    static constexpr Id kNoId = detail::unsigned_max<Id>();

    static constexpr uint32_t kClosedBit = 3;
    static constexpr uint32_t kStampShift = 4;
    static constexpr uint32_t kMaxStamp = 0xFFFu;

    static constexpr uint32_t max_cells() { return MaxCells; }
    // How many distinct ids the state hands out (one a cell).
    static constexpr uint32_t id_count() { return MaxCells; }
    static constexpr uint32_t max_area_cells() { return MaxCells; }
    static constexpr uint32_t heap_capacity() { return HeapCapacity; }
    // Stamps repeat after this many queries.
    static constexpr uint32_t stamp_period() { return kMaxStamp; }
    // Tags cleared at the start of every query.
    static constexpr uint32_t clear_slice() { return (MaxCells + kMaxStamp - 2) / (kMaxStamp - 1); }

    // All zero: a static state is zero-initialised data (.bss), with no
    // start-up code; one on the stack is cleared when made.
    constexpr DenseState() = default;

    bool prepare(uint32_t area_cells) {
        if (area_cells > MaxCells) {
            return false;
        }
        // Clear the next slice, wrapping: within any 4094 consecutive query
        // starts every tag is cleared once, so a tag written with stamp s
        // is gone before s is used again 4095 starts later.
        uint32_t remaining = clear_slice();
        while (remaining > 0) {  // at most two contiguous runs: a tight loop each
            const uint32_t run = detail::min_of(remaining, MaxCells - clear_cursor_);
            uint16_t* tag = tags_ + clear_cursor_;
            for (uint32_t i = 0; i < run; ++i) {
                tag[i] = 0;
            }
            remaining -= run;
            clear_cursor_ = clear_cursor_ + run == MaxCells ? 0 : clear_cursor_ + run;
        }
        stamp_ = stamp_ == kMaxStamp ? 1 : stamp_ + 1;
        heap_.clear();
        buckets_.clear();
        return true;
    }

    Lookup lookup_or_add(uint32_t cell, Id& id) {
        id = static_cast<Id>(cell);
        const uint32_t tag = tags_[cell];
        if ((tag >> kStampShift) != stamp_) {
            tags_[cell] = static_cast<uint16_t>(stamp_ << kStampShift);
            return Lookup::Fresh;
        }
        return (tag >> kClosedBit) & 1u ? Lookup::Closed : Lookup::Open;
    }
    void discard_fresh(Id id) { tags_[id] = 0; }

    Id find(uint32_t cell) const {
        return (uint32_t{tags_[cell]} >> kStampShift) == stamp_ ? static_cast<Id>(cell) : kNoId;
    }
    uint32_t cell_of(Id id) const { return id; }
    uint32_t tie_key(Id id) const { return id; }

    void close(Id id) { tags_[id] = static_cast<uint16_t>(tags_[id] | (1u << kClosedBit)); }
    bool is_closed(Id id) const { return (tags_[id] >> kClosedBit) & 1u; }

    void set_parent(Id id, uint8_t direction) {
        tags_[id] = static_cast<uint16_t>((tags_[id] & ~7u) | direction);
    }
    uint8_t parent(Id id) const { return static_cast<uint8_t>(tags_[id] & 7u); }

    uint32_t heap_position(Id id) const { return positions_[id]; }
    void set_heap_position(Id id, uint32_t position) { positions_[id] = static_cast<Position>(position); }

    Heap& heap() { return heap_; }
    const Heap& heap() const { return heap_; }
    Buckets& buckets() { return buckets_; }

    // The current generation stamp (1..stamp_period()).
    uint32_t stamp() const { return stamp_; }

private:
    uint16_t tags_[MaxCells] = {};
    Position positions_[MaxCells] = {};
    Heap heap_;
    Buckets buckets_;
    uint32_t stamp_ = 0;
    uint32_t clear_cursor_ = 0;
};

}  // namespace fixpath

#endif  // FIXPATH_DENSE_STATE_HPP
