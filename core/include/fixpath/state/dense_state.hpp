// fixpath/state/dense_state.hpp - search state with one record per cell.
#ifndef FIXPATH_DENSE_STATE_HPP
#define FIXPATH_DENSE_STATE_HPP

#include <stdint.h>

#include <fixpath/state/binary_heap.hpp>
#include <fixpath/state/bucket_queue.hpp>
#include <fixpath/detail/support.hpp>
#include <fixpath/state/search_state.hpp>

namespace fixpath {

namespace detail {
// Dense states' generation stamps repeat after this many queries (12 bits).
constexpr uint32_t kDenseStampPeriod = 0xFFFu;
}  // namespace detail

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

namespace detail {

// A dense state's generation: the current stamp and where the next query's
// clearing starts.
struct DenseGeneration {
    uint32_t stamp = 0;
    uint32_t clear_cursor = 0;
};

// A DenseState's records, in arrays of its own (sizes known when compiled):
// the fields an expansion reads most (the generation stamp, read for every
// neighbour; the bucket queue's counters, for every push and pop) and the
// arrays (the per-cell tags and open-list positions, the heap's entries, the
// bucket heads). Where loads reach only short offsets (kShortLoadOffsets,
// detail/support.hpp: Thumb-1, the ARM7TDMI, RISC-V) the fields come first,
// within reach of the state's address, and the tags right after them (within
// a Thumb-1 halfword load's 62 bytes): behind the arrays they cost more
// instructions (cycles on the GBA) an expansion there. Elsewhere the arrays
// come first and the tags at the state's own address (fewer instructions on
// the Cortex-M3 than the other order; ports/host/bench/NOTES.md has the
// figures of both).
template <typename Types>
struct DenseNearFields {
    DenseGeneration generation_;
    typename Types::Lists lists_;
};
template <uint32_t Cells, typename Types, bool InPlace = Types::kInPlace>
struct DenseArrays {
    uint16_t tags_[Cells] = {};
    typename Types::Position positions_[Cells] = {};
    typename Types::Heap heap_;
    BucketHeads<typename Types::Id, Types::kHasBuckets> heads_;
};
// (CellBuckets: a cell's entry is its own, found without a position.)
template <uint32_t Cells, typename Types>
struct DenseArrays<Cells, Types, true> {
    uint16_t tags_[Cells] = {};
    typename Types::Heap heap_;
    BucketHeads<typename Types::Id, true> heads_;
};
template <bool NearFirst, typename Near, typename Arrays>
struct DenseLayout : Near, Arrays {};
template <typename Near, typename Arrays>
struct DenseLayout<false, Near, Arrays> : Arrays, Near {};

template <uint32_t Cells, uint32_t Capacity, typename Types>
struct OwnDenseRecords : DenseLayout<kShortLoadOffsets, DenseNearFields<Types>, DenseArrays<Cells, Types>> {
    using Heap = typename Types::Heap;
    using Id = typename Types::Id;
    static constexpr uint32_t cells() { return Cells; }
    static constexpr uint32_t clear_slice() { return (Cells + kDenseStampPeriod - 2) / (kDenseStampPeriod - 1); }
    constexpr DenseGeneration& generation() { return this->generation_; }
    constexpr const DenseGeneration& generation() const { return this->generation_; }
    constexpr Heap& heap() { return this->heap_; }
    constexpr const Heap& heap() const { return this->heap_; }
    constexpr auto buckets() {
        return buckets_at<typename Types::Entry, Id>(&this->lists_, &this->heads_, Capacity);
    }
};

// The same records of a DenseState of any size, by pointer (DenseStateView).
template <typename Types>
struct LentDenseRecords {
    using Heap = typename Types::LentHeap;
    using Lists = typename Types::Lists;
    using Id = typename Types::Id;
    constexpr uint32_t cells() const { return cells_; }
    constexpr uint32_t clear_slice() const { return clear_slice_; }
    constexpr DenseGeneration& generation() { return *generation_; }
    constexpr const DenseGeneration& generation() const { return *generation_; }
    constexpr Heap& heap() { return heap_; }
    constexpr const Heap& heap() const { return heap_; }
    constexpr auto buckets() { return buckets_at<typename Types::Entry, Id>(lists_, heads_, heap_.capacity()); }

    uint16_t* tags_ = nullptr;
    typename Types::Position* positions_ = nullptr;  // (none with CellBuckets)
    Heap heap_;  // (its capacity is the buckets' too: they share its entries)
    Lists* lists_ = nullptr;
    BucketHeads<Id>* heads_ = nullptr;
    DenseGeneration* generation_ = nullptr;
    uint32_t cells_ = 0;
    uint32_t clear_slice_ = 0;  // (kept: computed from cells_ it would be a division a query)
};

// A dense state's types, from its cells, cost, open-list capacity and open lists.
template <uint32_t Cells, typename CostT, uint32_t Capacity, OpenList Open>
struct DenseTypes {
    using Cost = CostT;
    using Id = IndexFor<Cells>;
    using Position = IndexFor<Capacity>;
    static constexpr OpenList kOpenList = Open;
    static constexpr bool kHasBuckets = Open != OpenList::Heap;
    static constexpr bool kInPlace = Open == OpenList::CellBuckets;
    using Heap = BinaryHeap<Id, Cost, Capacity, true, kHasBuckets>;
    using Entry = typename Heap::Entry;
    using Lists = typename Select<kHasBuckets, BucketLists<Entry, Id, kInPlace>, NoBuckets>::type;
    static_assert(!kHasBuckets || Capacity < BucketLists<Entry, Id>::kNone,
                  "entry indices must leave one value for 'none'");
    static_assert(!kInPlace || Cells < BucketLists<Entry, Id, true>::kFirstMark,
                  "OpenList::CellBuckets with 16-bit ids: at most 65,276 cells (from 65,535 cells ids have 32 bits)");
    using Own = OwnDenseRecords<Cells, Capacity, DenseTypes>;
    // What a view of such a state holds.
    using LentHeap = HeapView<Id, Cost, true, kHasBuckets>;
    using Lent = LentDenseRecords<DenseTypes>;
};

// The rules of a dense state, written once over its records (Records above:
// tags_[] and positions_[] indexed alike whether arrays or pointers, so a
// DenseState compiles to what it would with the rules written in it).
// Types: the state's DenseTypes (above).
template <typename Types, typename Records>
class DenseRules : protected Records {
public:
    using Cost = typename Types::Cost;
    using Id = typename Types::Id;
    using Position = typename Types::Position;
    using typename Records::Heap;
    static constexpr OpenList kOpenList = Types::kOpenList;
    static constexpr bool kHasBuckets = Types::kHasBuckets;
    static constexpr Id kNoId = detail::unsigned_max<Id>();

    static constexpr uint32_t kClosedBit = 3;
    static constexpr uint32_t kStampShift = 4;
    static constexpr uint32_t kMaxStamp = kDenseStampPeriod;

    // Stamps repeat after this many queries.
    static constexpr uint32_t stamp_period() { return kMaxStamp; }

    bool prepare(uint32_t area_cells) {
        const uint32_t cells = this->cells();
        if (area_cells > cells) {
            return false;
        }
        // Clear the next slice, wrapping: within any 4094 consecutive query
        // starts every tag is cleared once, so a tag written with stamp s
        // is gone before s is used again 4095 starts later.
        DenseGeneration& now = this->generation();
        uint32_t& cursor = now.clear_cursor;
        uint32_t remaining = this->clear_slice();
        while (remaining > 0) {  // at most two contiguous runs: a tight loop each
            const uint32_t run = detail::min_of(remaining, cells - cursor);
            uint16_t* tag = this->tags_ + cursor;
            for (uint32_t i = 0; i < run; ++i) {
                tag[i] = 0;
            }
            remaining -= run;
            cursor = cursor + run == cells ? 0 : cursor + run;
        }
        now.stamp = now.stamp == kMaxStamp ? 1 : now.stamp + 1;
        this->heap().clear();
        this->buckets().clear();
        return true;
    }

    Lookup lookup_or_add(uint32_t cell, Id& id) {
        id = static_cast<Id>(cell);
        const uint32_t tag = this->tags_[cell];
        if ((tag >> kStampShift) != stamp()) {
            this->tags_[cell] = static_cast<uint16_t>(stamp() << kStampShift);
            return Lookup::Fresh;
        }
        return (tag >> kClosedBit) & 1u ? Lookup::Closed : Lookup::Open;
    }
    void discard_fresh(Id id) { this->tags_[id] = 0; }

    Id find(uint32_t cell) const {
        return (uint32_t{this->tags_[cell]} >> kStampShift) == stamp() ? static_cast<Id>(cell) : kNoId;
    }
    uint32_t cell_of(Id id) const { return id; }
    uint32_t tie_key(Id id) const { return id; }

    void close(Id id) { this->tags_[id] = static_cast<uint16_t>(this->tags_[id] | (1u << kClosedBit)); }
    bool is_closed(Id id) const { return (this->tags_[id] >> kClosedBit) & 1u; }

    void set_parent(Id id, uint8_t direction) {
        this->tags_[id] = static_cast<uint16_t>((this->tags_[id] & ~7u) | direction);
    }
    uint8_t parent(Id id) const { return static_cast<uint8_t>(this->tags_[id] & 7u); }

    // (CellBuckets: a cell's entry is its own, at its id, and is not recorded.)
    uint32_t heap_position(Id id) const {
        if constexpr (Types::kInPlace) {
            return id;
        } else {
            return this->positions_[id];
        }
    }
    void set_heap_position(Id id, uint32_t position) {
        if constexpr (Types::kInPlace) {
            (void)id;
            (void)position;
        } else {
            this->positions_[id] = static_cast<Position>(position);
        }
    }

    using Records::heap;
    using Records::buckets;

    // The current generation stamp (1..stamp_period()).
    uint32_t stamp() const { return this->generation().stamp; }
};

}  // namespace detail

template <uint32_t MaxCells, typename CostT, OpenList Open>
class DenseStateView;

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
// entries count against HeapCapacity until popped. With
// OpenList::CellBuckets (HeapCapacity = MaxCells) the entry of cell c is
// entry c, moved on a decrease-key, and there is no position array:
// sizeof = MaxCells * (2 + E) + B + 12 (10 bytes a cell with 16-bit costs
// and ids; the buckets' links are kept in the entries' id and link fields).
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
class DenseState : public detail::DenseRules<detail::DenseTypes<MaxCells, CostT, HeapCapacity, Open>,
                                             typename detail::DenseTypes<MaxCells, CostT, HeapCapacity, Open>::Own> {
    static_assert(MaxCells >= 1, "a state needs at least one cell");
    static_assert(detail::IsCostType<CostT>::value, "Cost must be uint8_t, uint16_t or uint32_t");
    static_assert(HeapCapacity >= 1 && HeapCapacity <= MaxCells,
                  "the heap holds at most one entry per cell");
    static_assert(Open != OpenList::CellBuckets || HeapCapacity == MaxCells,
                  "OpenList::CellBuckets keeps one entry a cell: HeapCapacity must be MaxCells");
    using Types = detail::DenseTypes<MaxCells, CostT, HeapCapacity, Open>;
    template <uint32_t, typename, OpenList>
    friend class DenseStateView;

public:
    static constexpr uint32_t max_cells() { return MaxCells; }
    // How many distinct ids the state hands out (one a cell).
    static constexpr uint32_t id_count() { return MaxCells; }
    static constexpr uint32_t max_area_cells() { return MaxCells; }
    static constexpr uint32_t heap_capacity() { return HeapCapacity; }
    // Tags cleared at the start of every query.
    static constexpr uint32_t clear_slice() { return Types::Own::clear_slice(); }

    // All zero: a static state is zero-initialised data (.bss), with no
    // start-up code; one on the stack is cleared when made.
    constexpr DenseState() = default;
};

// One search for dense states of several sizes. A search is compiled once
// for each state type it is given: a program that searches a 30x20 screen
// with one DenseState and a 64x64 world with another carries two copies of
// the search. Given views of both instead, it carries one:
//
//     static fixpath::DenseState<30 * 20, uint16_t> screen_state;
//     static fixpath::DenseState<64 * 64, uint16_t> world_state;
//     using View = fixpath::DenseStateView<64 * 64, uint16_t>;
//     View screen(screen_state), world(world_state);
//     fixpath::GridSearch<fixpath::ByteCostMap, View> on_screen(screen_map, screen), in_world(world_map, world);
//
// A view serves every DenseState of at most MaxCells cells with its cost
// type and open lists, whatever its open-list capacity, as long as their
// ids and open-list positions are as wide as its own (16 bits for states of
// up to 65,534 cells and open lists of up to 65,534 entries: a
// static_assert says so). It is a few pointers to the state's own records,
// made at run time (the state stays zero-initialised data): a query through
// the view and one on the state itself give the same answer, bit for bit,
// and may follow each other. The state must outlive the view, and the view
// the searches given it. The cost is the pointers' loads: a few
// instructions an expansion (docs/grids.md has the measured figures).
template <uint32_t MaxCells, typename CostT = uint32_t, OpenList Open = OpenList::Auto>
class DenseStateView
    : public detail::DenseRules<detail::DenseTypes<MaxCells, CostT, default_dense_heap_capacity(MaxCells), Open>,
                                typename detail::DenseTypes<MaxCells, CostT, default_dense_heap_capacity(MaxCells), Open>::Lent> {
    using Types = detail::DenseTypes<MaxCells, CostT, default_dense_heap_capacity(MaxCells), Open>;

public:
    // The largest area a search through it may be given (the state's own
    // limit, max_cells(), is checked when a query begins).
    static constexpr uint32_t max_area_cells() { return MaxCells; }

    template <uint32_t Cells, uint32_t Capacity>
    explicit DenseStateView(DenseState<Cells, CostT, Capacity, Open>& state) {
        using Viewed = DenseState<Cells, CostT, Capacity, Open>;
        static_assert(Cells <= MaxCells, "the state has more cells than the view serves");
        static_assert(detail::IsSame<typename Viewed::Id, typename Types::Id>::value &&
                          (Types::kInPlace || detail::IsSame<typename Viewed::Position, typename Types::Position>::value),
                      "a view serves states whose ids and open-list positions are as wide as its own "
                      "(16 bits: at most 65,534 cells and 65,534 open-list entries)");
        this->tags_ = state.tags_;
        if constexpr (!Types::kInPlace) {
            this->positions_ = state.positions_;
        }
        this->heap_ = typename Types::LentHeap(state.heap_);
        lend_buckets(state);
        this->generation_ = &state.generation_;
        this->cells_ = Cells;
        this->clear_slice_ = Viewed::clear_slice();
    }

    // The cells of the state it views.
    uint32_t max_cells() const { return this->cells_; }

private:
    template <typename Viewed>
    void lend_buckets(Viewed& state) {
        if constexpr (Types::kHasBuckets) {
            this->lists_ = &state.lists_;
            this->heads_ = &state.heads_;
        } else {
            (void)state;
        }
    }
};

}  // namespace fixpath

#endif  // FIXPATH_DENSE_STATE_HPP
