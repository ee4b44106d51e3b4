// fixpath/dense_state.hpp - search state with one record per cell.
#ifndef FIXPATH_DENSE_STATE_HPP
#define FIXPATH_DENSE_STATE_HPP

#include <stdint.h>

#include <fixpath/binary_heap.hpp>
#include <fixpath/detail/support.hpp>
#include <fixpath/search_state.hpp>

namespace fixpath {

// The default open-list capacity for a dense state of `cells` cells: all of
// them up to 1024 cells; beyond, a quarter of the cells (less two entries, so
// that the whole state, bookkeeping included, stays within 6 bytes a cell
// with uint16_t costs and 8 with uint32_t), and never less than 1024. The
// open list of a grid search is a frontier, a few times the perimeter of the
// explored region: the largest seen on the Moving AI maps (512x512, 768x768)
// is about 2,500 entries, against 65,534 here for 512x512. A custom heap that
// overflows gives OutOfNodes; HeapCapacity = MaxCells rules that out.
constexpr uint32_t default_dense_heap_capacity(uint32_t cells) {
    return cells <= 1024 ? cells : (cells / 4 > 1026 ? cells / 4 - 2 : 1024);
}

// Dense layout: for a search area of at most MaxCells cells.
//
// Memory: sizeof(DenseState) = 4 * MaxCells + HeapCapacity * sizeof(entry)
// + a few bytes, where an entry is {f, g, id}: 6 bytes with uint16_t costs
// and at most 65534 cells, 8 with uint16_t costs beyond, 12 with uint32_t.
// With the default heap that is 5.5 bytes a cell (uint16_t) and 7 (uint32_t).
//
// Each cell's 32-bit record packs, from the low bits:
//   heap position (P bits, P = bits to index HeapCapacity),
//   parent direction (3 bits), closed flag (1 bit),
//   generation stamp (S = 28 - P bits).
// A record whose stamp differs from the current query's is "not reached", so
// starting a query only increments the stamp: O(1), where the 002 tutorial,
// Boost and libtcod clear every cell. When the stamp wraps (every 2^S - 1
// queries; `stamp_period()`), all records are cleared once. No record stores
// a cost: the cost of an open cell lives in its heap entry and a closed cell
// needs none, which is what keeps a record at 4 bytes.
template <uint32_t MaxCells, typename CostT = uint32_t,
          uint32_t HeapCapacity = default_dense_heap_capacity(MaxCells)>
class DenseState {
    static_assert(MaxCells >= 1, "a state needs at least one cell");
    static_assert(detail::IsCostType<CostT>::value, "Cost must be uint8_t, uint16_t or uint32_t");
    static_assert(HeapCapacity >= 1 && HeapCapacity <= MaxCells,
                  "the heap holds at most one entry per cell");

public:
    using Cost = CostT;
    using Id = detail::IndexFor<MaxCells>;
    using Heap = BinaryHeap<Id, Cost, HeapCapacity>;
    static constexpr Id kNoId = detail::unsigned_max<Id>();

    static constexpr uint32_t kPositionBits = detail::bits_for_count(HeapCapacity);
    static constexpr uint32_t kDirectionShift = kPositionBits;
    static constexpr uint32_t kClosedBit = kPositionBits + 3;
    static constexpr uint32_t kStampShift = kPositionBits + 4;
    static constexpr uint32_t kStampBits = 32 - kStampShift;
    static_assert(kStampBits >= 4, "HeapCapacity too large for a 32-bit cell record");
    static constexpr uint32_t kPositionMask = (uint32_t{1} << kPositionBits) - 1;
    static constexpr uint32_t kMaxStamp = (uint32_t{1} << kStampBits) - 1;

    static constexpr uint32_t max_cells() { return MaxCells; }
    static constexpr uint32_t heap_capacity() { return HeapCapacity; }
    // How many queries run between two full clears of the records.
    static constexpr uint32_t stamp_period() { return kMaxStamp; }

    DenseState() {
        clear_records();
    }

    bool prepare(uint32_t area_cells) {
        if (area_cells > MaxCells) {
            return false;
        }
        if (stamp_ == kMaxStamp) {
            clear_records();  // records with the old stamps would look reached
            stamp_ = 0;
        }
        ++stamp_;
        stamp_bits_ = stamp_ << kStampShift;
        heap_.clear();
        return true;
    }

    Lookup lookup_or_add(uint32_t cell, Id& id) {
        id = static_cast<Id>(cell);
        const uint32_t record = records_[cell];
        if ((record >> kStampShift) != stamp_) {
            records_[cell] = stamp_bits_;
            return Lookup::Fresh;
        }
        return (record >> kClosedBit) & 1u ? Lookup::Closed : Lookup::Open;
    }
    void discard_fresh(Id id) { records_[id] = 0; }

    Id find(uint32_t cell) const {
        return (records_[cell] >> kStampShift) == stamp_ ? static_cast<Id>(cell) : kNoId;
    }
    uint32_t cell_of(Id id) const { return id; }
    uint32_t tie_key(Id id) const { return id; }

    void close(Id id) { records_[id] |= uint32_t{1} << kClosedBit; }
    bool is_closed(Id id) const { return (records_[id] >> kClosedBit) & 1u; }

    void set_parent(Id id, uint8_t direction) {
        records_[id] = (records_[id] & ~(uint32_t{7} << kDirectionShift)) |
                       (uint32_t{direction} << kDirectionShift);
    }
    uint8_t parent(Id id) const {
        return static_cast<uint8_t>((records_[id] >> kDirectionShift) & 7u);
    }

    uint32_t heap_position(Id id) const { return records_[id] & kPositionMask; }
    void set_heap_position(Id id, uint32_t position) {
        records_[id] = (records_[id] & ~kPositionMask) | position;
    }

    Heap& heap() { return heap_; }
    const Heap& heap() const { return heap_; }

    // The current generation stamp, and a way to move it, so that tests can
    // reach the wrap-around without running 2^S queries.
    uint32_t stamp() const { return stamp_; }
    void set_stamp_for_testing(uint32_t stamp) {
        stamp_ = stamp & kMaxStamp;
        stamp_bits_ = stamp_ << kStampShift;
    }

private:
    void clear_records() {
        for (uint32_t i = 0; i < MaxCells; ++i) {
            records_[i] = 0;
        }
    }

    uint32_t records_[MaxCells];
    Heap heap_;
    uint32_t stamp_ = 0;
    uint32_t stamp_bits_ = 0;
};

}  // namespace fixpath

#endif  // FIXPATH_DENSE_STATE_HPP
