// fixpath/state/bounded_state.hpp - search state with a fixed pool of nodes.
#ifndef FIXPATH_BOUNDED_STATE_HPP
#define FIXPATH_BOUNDED_STATE_HPP

#include <stdint.h>

#include <fixpath/state/binary_heap.hpp>
#include <fixpath/state/bucket_queue.hpp>
#include <fixpath/detail/native_math.hpp>
#include <fixpath/detail/support.hpp>
#include <fixpath/state/search_state.hpp>

namespace fixpath {

// Bounded layout: at most PoolSize cells may be reached by one query,
// whatever the size of the map (up to 2^28 cells in the search area). In the
// spirit of Detour's dtNodePool: a node pool plus a hash from cell to node.
//
// Memory per pool node: the node record (4-byte cell and flags, heap
// position, hash slot: 8 bytes up to 32766 nodes), two hash slots (load
// factor <= 1/2, linear probing) and one heap entry: 20 bytes a node with
// uint16_t costs, 24 with uint32_t, printed from sizeof by the benchmark.
//
// Starting a query is O(1) without any stamp: a hash slot is trusted only
// if it names a node handed out during this query (id < used) whose record
// points back at that slot (the sparse-set trick of Briggs and Torczon), so
// stale slots from earlier queries are simply ignored.
//
// When the pool is full, lookup_or_add() answers Full and the search stops
// with OutOfNodes and a partial path to the best node it reached.
//
// The open list: see OpenList (search_state.hpp); the buckets add 544 bytes
// (16-bit ids) and a 16-bit link per entry that fills padding, except with
// 32-bit ids (pools over 65,534 nodes), where an entry grows by 4 bytes.
template <uint32_t PoolSize, typename CostT = uint32_t, uint32_t HeapCapacity = PoolSize,
          OpenList Open = OpenList::Auto>
class BoundedState {
    static_assert(PoolSize >= 1, "a pool needs at least one node");
    static_assert(Open != OpenList::CellBuckets,
                  "OpenList::CellBuckets is for DenseState (an entry a cell); a pool takes Buckets, Heap or Auto");
    static_assert(PoolSize <= (uint32_t{1} << 27), "pool too large");
    static_assert(detail::IsCostType<CostT>::value, "Cost must be uint8_t, uint16_t or uint32_t");
    static_assert(HeapCapacity >= 1 && HeapCapacity <= PoolSize,
                  "the heap holds at most one entry per node");

public:
    using Cost = CostT;
    using Id = detail::IndexFor<PoolSize>;
    static constexpr OpenList kOpenList = Open;
    static constexpr bool kHasBuckets = Open != OpenList::Heap;
    using Heap = BinaryHeap<Id, Cost, HeapCapacity, true, kHasBuckets>;
    using Lists = typename detail::Select<kHasBuckets, detail::BucketLists<typename Heap::Entry, Id>,
                                          detail::NoBuckets>::type;
    static_assert(!kHasBuckets || HeapCapacity < detail::BucketLists<typename Heap::Entry, Id>::kNone,
                  "entry indices must leave one value for 'none'");
    static constexpr Id kNoId = detail::unsigned_max<Id>();
    static constexpr uint32_t kBuckets = detail::next_power_of_two(2 * PoolSize);
    static constexpr uint32_t kBucketMask = kBuckets - 1;
    static constexpr uint32_t kBucketBits = detail::bits_for_count(kBuckets);
    using Slot = detail::IndexFor<kBuckets>;

    // The node record packs the cell (28 bits) with the parent direction
    // (3 bits) and the closed flag (top bit).
    static constexpr uint32_t kMaxAreaCells = uint32_t{1} << 28;
    static constexpr uint32_t kCellMask = kMaxAreaCells - 1;
    static constexpr uint32_t kDirectionShift = 28;
    static constexpr uint32_t kClosedFlag = uint32_t{1} << 31;

    static constexpr uint32_t pool_size() { return PoolSize; }
    // How many distinct ids the state hands out (its pool).
    static constexpr uint32_t id_count() { return PoolSize; }
    static constexpr uint32_t max_area_cells() { return kMaxAreaCells; }

    // Lets a query use at most `limit` nodes (1..PoolSize) of the pool: a
    // per-query memory budget chosen at run time (a tool's --max-nodes, a
    // game's cheaper queries for distant units). Values out of range are
    // clamped. Takes effect at the next query.
    void set_node_limit(uint32_t limit) {
        withheld_ = static_cast<Count>(PoolSize - (limit < 1 ? 1 : (limit > PoolSize ? PoolSize : limit)));
    }
    uint32_t node_limit() const { return PoolSize - withheld_; }
    static constexpr uint32_t heap_capacity() { return HeapCapacity; }

    BoundedState() {
        // Only so that no byte is ever read uninitialised; correctness does
        // not depend on these values (see the sparse-set check in slot_holds).
        for (uint32_t i = 0; i < kBuckets; ++i) {
            table_[i] = 0;
        }
        for (uint32_t i = 0; i < PoolSize; ++i) {
            nodes_[i] = Node{0, 0, 0};
        }
    }

    bool prepare(uint32_t area_cells) {
        if (area_cells > kMaxAreaCells) {
            return false;
        }
        used_ = 0;
        heap_.clear();
        buckets().clear();
        return true;
    }

    FIXPATH_INLINE_ON_AVR Lookup lookup_or_add(uint32_t cell, Id& id) {
        Probe slot = home_slot(cell);
        for (;;) {
            const Id candidate = table_[slot];
            if (!slot_holds(slot, candidate)) {
                break;  // an empty slot: the cell is not in the table
            }
            if ((nodes_[candidate].bits & kCellMask) == cell) {
                id = candidate;
                return (nodes_[candidate].bits & kClosedFlag) ? Lookup::Closed : Lookup::Open;
            }
            slot = static_cast<Probe>((slot + 1u) & kBucketMask);
        }
        if (used_ >= static_cast<Count>(PoolSize - withheld_)) {
            return Lookup::Full;
        }
        id = static_cast<Id>(used_++);
        nodes_[id] = Node{cell, 0, static_cast<Slot>(slot)};
        table_[slot] = id;
        return Lookup::Fresh;
    }

    // The query's start, right after prepare(): the table is empty, so the
    // cell takes its home slot and the first node, as lookup_or_add() would
    // give them, without a probe (a second copy of the probe loop beside
    // the search loop's, in every image). The node limit is at least 1:
    // never full.
    Id add_first(uint32_t cell) {
        const Probe slot = home_slot(cell);
        used_ = 1;
        nodes_[0] = Node{cell, 0, static_cast<Slot>(slot)};
        table_[slot] = 0;
        return 0;
    }

    // Only valid right after lookup_or_add() returned Fresh for `id`: the node
    // is the last handed out, so giving it back also empties its slot.
    void discard_fresh(Id) { --used_; }

    Id find(uint32_t cell) const {
        Probe slot = home_slot(cell);
        for (;;) {
            const Id candidate = table_[slot];
            if (!slot_holds(slot, candidate)) {
                return kNoId;
            }
            if ((nodes_[candidate].bits & kCellMask) == cell) {
                return candidate;
            }
            slot = static_cast<Probe>((slot + 1u) & kBucketMask);
        }
    }

    uint32_t cell_of(Id id) const { return nodes_[id].bits & kCellMask; }
    uint32_t tie_key(Id id) const { return nodes_[id].bits & kCellMask; }

    void close(Id id) { nodes_[id].bits |= kClosedFlag; }
    bool is_closed(Id id) const { return (nodes_[id].bits & kClosedFlag) != 0; }

    void set_parent(Id id, uint8_t direction) {
        nodes_[id].bits = (nodes_[id].bits & ~(uint32_t{7} << kDirectionShift)) |
                          (uint32_t{direction} << kDirectionShift);
    }
    uint8_t parent(Id id) const {
        return static_cast<uint8_t>((nodes_[id].bits >> kDirectionShift) & 7u);
    }

    uint32_t heap_position(Id id) const { return nodes_[id].heap_position; }
    void set_heap_position(Id id, uint32_t position) {
        nodes_[id].heap_position = static_cast<Id>(position);
    }

    // Nodes handed out in the current query.
    uint32_t used() const { return used_; }

    Heap& heap() { return heap_; }
    const Heap& heap() const { return heap_; }
    // The bucket queue: its counters at the front of the state, its heads
    // at the end (bucket_queue.hpp, BucketsAt).
    auto buckets() { return detail::buckets_at<typename Heap::Entry, Id>(&lists_, &heads_, HeapCapacity); }

private:
    struct Node {
        uint32_t bits;     // cell | direction << 28 | closed << 31
        Id heap_position;  // valid while open
        Slot slot;         // the hash slot pointing at this node
    };

    // A slot's index while probing (native_math.hpp: the slot's own type
    // on AVR, whose 64 KiB of data hold fewer slots).
    using Probe = detail::NativeOr32<Slot>;

    static Probe home_slot(uint32_t cell) {
        // Fibonacci hashing (detail/native_math.hpp: inline where `int` has
        // 16 bits). Which slot a cell takes never changes an answer: ids
        // are handed out in the order cells are first reached.
        return static_cast<Probe>(detail::fibonacci_hash<kBucketBits>(cell) & kBucketMask);
    }
    bool slot_holds(Probe slot, Id candidate) const {
        return candidate < used_ && nodes_[candidate].slot == slot;
    }

    // The nodes handed out and withheld: in the ids' own width on AVR (an id
    // is below PoolSize; every probe compares against used_), 32 bits on the
    // CPUs whose registers have them (native_math.hpp).
    using Count = detail::NativeOr32<Id>;

    // The fields read most first, at small offsets from the state's address
    // (see dense_state.hpp's records; this order is no worse on the CPUs
    // whose loads reach far), then the arrays.
    Count used_ = 0;
    // The pool's nodes set_node_limit() keeps out of queries (0: none), so
    // that a state is all zeros until used (.bss, not .data: no bytes of
    // flash for its initial image).
    Count withheld_ = 0;
    Lists lists_;
    Id table_[kBuckets];
    Node nodes_[PoolSize];
    Heap heap_;
    detail::BucketHeads<Id, kHasBuckets> heads_;
};

}  // namespace fixpath

#endif  // FIXPATH_BOUNDED_STATE_HPP
