// fixpath/state/binary_heap.hpp - a fixed-capacity min-heap (4-ary) with decrease-key.
#ifndef FIXPATH_BINARY_HEAP_HPP
#define FIXPATH_BINARY_HEAP_HPP

#include <stdint.h>

#include <fixpath/detail/native_math.hpp>
#include <fixpath/detail/support.hpp>

namespace fixpath {

// The open list. Entries live in a fixed array of `Capacity`; push() reports
// a full heap instead of growing. Every time an entry moves, the owner is told
// its new position (owner.set_heap_position(id, pos)), so that decrease-key
// finds an entry in O(1) instead of scanning, as libtcod, jps.hh and Detour do.
//
// Order (a strict total order, so the expansion order depends only on the
// entries, never on how the heap happens to arrange them):
//   1. smaller f = g + h first;
//   2. on equal f, larger g first (the entry that is further along, which
//      reaches the goal with fewer expansions on open maps), or smaller g
//      first with LargerGFirst = false (graph searches: a node's cheaper
//      predecessors on an equal-f path are settled before it, which the
//      fewer-edges tie rule of graph_search.hpp needs under A*);
//   3. on equal f and g, smaller owner.tie_key(id) first (the cell's
//      row-major index in the search area: top rows first, then left).
//
// Linked = true gives every entry a `next` link (an entry index) that the
// heap itself never reads: the bucket discipline of bucket_queue.hpp chains
// entries of the same array through it, so that one array serves a grid
// state's two open lists. With 16-bit ids the link fills what was padding.
//
// BinaryHeap holds its entries itself; HeapView (below) lends a BinaryHeap's
// entries and count to a state view of any size (DenseStateView,
// dense_state.hpp). Both are a HeapRules: the order and every move are
// written once there, over the entries and count their owner gives.
//
// A small heap may keep its entries unordered instead (Scanned): a push
// appends, decrease-key rewrites the key where the entry is, and a pop
// scans every entry for the first in the order above and moves the last
// entry into its place. Same order, so the same entries come out in the
// same sequence, and the same positions are reported to the owner for
// every entry in the list. Where a compare costs little beside a sift's
// moves, each of which writes a position into a scattered record, that is
// fewer cycles for an open list of a few dozen entries, and the sift code
// is not in the image (kScannedHeapLimit below says where).
namespace detail {

// The largest capacity at which a BinaryHeap is Scanned by default: 64
// where `int` has 16 bits (AVR), 0 elsewhere. On AVR a sift level is a
// 6-byte move, a position write and up to four 32-bit compares, each a
// handful of 8-bit instructions, and a scanned entry is one 32-bit compare
// (ports/avr/README.md has the cycles and bytes measured). On the 32-bit
// CPUs a compare and a move cost alike and their benchmarks' grid states
// use the buckets or heaps of hundreds of entries: the ordered heap stays
// there until a measurement says otherwise. Define
// FIXPATH_SCANNED_HEAP_LIMIT to choose (the same in every file of a
// program that share a state type); the answers are the same either way.
#if defined(FIXPATH_SCANNED_HEAP_LIMIT)
constexpr uint32_t kScannedHeapLimit = FIXPATH_SCANNED_HEAP_LIMIT;
#else
constexpr uint32_t kScannedHeapLimit = kSixteenBitInt ? 64 : 0;
#endif

// How many entries a heap holds: 16 bits where `int` has 16 bits (AVR,
// whose 64 KiB of data hold fewer entries; a 32-bit count costs several
// instructions a compare there), else 32.
using HeapCount = NativeOr32<uint16_t>;

// The entries, the same type for every capacity.
template <typename Id, typename Cost, bool LargerGFirst, bool Linked>
struct HeapEntries {
    // An open cell: its priority f = g + h, its cost g, and the state's
    // handle for it. Ordered by rules 1 and 2 above as one unsigned number,
    // f in the high half and g (inverted for larger-g-first) in the low half, which is what the
    // entry stores: with 8- and 16-bit costs as one aligned 32-bit word (a
    // comparison is one load and one compare on a 32-bit CPU: on Cortex-M0/M3
    // cheaper than two 16-bit halves, for 2 more bytes an entry), with 32-bit
    // costs as two 32-bit halves.
    using Key = typename detail::Select<(sizeof(Cost) <= 2), uint32_t, uint64_t>::type;
    static constexpr uint32_t kHalfBits = sizeof(Cost) <= 2 ? 16 : 32;
    static constexpr Key kHalfMax = static_cast<Key>((Key{1} << kHalfBits) - 1);

    struct PackedKey {  // 8- and 16-bit costs
        uint32_t key;
        constexpr Key order() const { return key; }
        constexpr void set(uint32_t f, uint32_t low_half) { key = (f << 16) | low_half; }
    };
    struct SplitKey {  // 32-bit costs
        uint32_t low;
        uint32_t high;
        constexpr Key order() const { return static_cast<Key>((static_cast<Key>(high) << 32) | low); }
        constexpr void set(uint32_t f, uint32_t low_half) {
            low = low_half;
            high = f;
        }
    };
    using KeyStorage = typename detail::Select<(sizeof(Cost) <= 2), PackedKey, SplitKey>::type;

    // The stored fields: the key, the state's handle for the cell, and with
    // Linked the bucket link after them (in what would be padding).
    struct PlainFields {
        KeyStorage key;
        Id id;
    };
    struct LinkedFields {
        KeyStorage key;
        Id id;
        Id next;
    };

    struct Entry : detail::Select<Linked, LinkedFields, PlainFields>::type {
        static constexpr Entry make(uint32_t f, uint32_t g, Id id) {
            Entry e{};
            e.set(f, g);
            e.id = id;
            return e;
        }
        constexpr Cost f() const { return static_cast<Cost>(order() >> kHalfBits); }
        constexpr Cost g() const {
            const Key low = order() & kHalfMax;
            return static_cast<Cost>(LargerGFirst ? kHalfMax - low : low);
        }
        constexpr Key order() const { return this->key.order(); }
        constexpr void set(uint32_t f, uint32_t g) {
            this->key.set(f, LargerGFirst ? static_cast<uint32_t>(kHalfMax - g) : g);
        }
    };
};

template <typename Derived, typename Id, typename Cost, bool LargerGFirst, bool Linked>
class HeapRules : public HeapEntries<Id, Cost, LargerGFirst, Linked> {
    using Entries = HeapEntries<Id, Cost, LargerGFirst, Linked>;

public:
    using typename Entries::Key;
    using typename Entries::Entry;

    constexpr uint32_t size() const { return self().count(); }
    constexpr bool empty() const { return self().count() == 0; }
    constexpr bool full() const { return self().count() == self().room(); }
    constexpr void clear() { self().count() = 0; }
    constexpr const Entry& at(uint32_t position) const { return self().slots()[position]; }
    // (Ordered heaps only: a Scanned one finds its first entry in pop().)
    constexpr const Entry& top() const {
        static_assert(!Derived::kScanned, "top() needs an ordered heap (BinaryHeap's Scanned = false)");
        return self().slots()[0];
    }
    // The entry array, for the bucket discipline that shares it (never used
    // by the same query as the heap order).
    constexpr Entry* storage() { return self().slots(); }
    constexpr const Entry* storage() const { return self().slots(); }

    // Adds an entry; false (and no change) when the heap is full.
    template <typename Owner>
    constexpr bool push(const Entry& entry, Owner& owner) {
        if (self().count() == self().room()) {
            return false;
        }
        const uint32_t position = self().count()++;
        if constexpr (Derived::kScanned) {
            put(self().slots() + position, position, entry, owner);
        } else {
            sift_up(position, entry, owner);
        }
        return true;
    }

    // Removes and returns the first entry. The heap must not be empty.
    template <typename Owner>
    constexpr Entry pop(Owner& owner) {
        if constexpr (Derived::kScanned) {
            return pop_scanned(owner);
        } else {
            const Entry first = self().slots()[0];
            --self().count();
            if (self().count() > 0) {
                sift_down(0, self().slots()[self().count()], owner);
            }
            return first;
        }
    }

    // Lowers the priority of the entry at `position` (new_g < its g, and
    // new_f <= its f, which A* guarantees because h of a cell never changes).
    template <typename Owner>
    constexpr void decrease(uint32_t position, uint32_t new_f, uint32_t new_g, Owner& owner) {
        if constexpr (Derived::kScanned) {
            self().slots()[position].set(new_f, new_g);
        } else {
            Entry entry = self().slots()[position];
            entry.set(new_f, new_g);
            sift_up(position, entry, owner);
        }
    }

    // Gives the entry at `position` the key (f, g), higher or lower than
    // its own, and moves it to its place (incremental searches, whose keys
    // rise as well as fall: incremental_search.hpp).
    template <typename Owner>
    constexpr void change(uint32_t position, uint32_t new_f, uint32_t new_g, Owner& owner) {
        if constexpr (Derived::kScanned) {
            self().slots()[position].set(new_f, new_g);
        } else {
            Entry entry = self().slots()[position];
            entry.set(new_f, new_g);
            place(position, entry, owner);
        }
    }

    // Takes the entry at `position` out of the heap (the owner forgets its
    // position itself: the heap no longer mentions the entry).
    template <typename Owner>
    constexpr void remove(uint32_t position, Owner& owner) {
        --self().count();
        if (position != self().count()) {
            if constexpr (Derived::kScanned) {
                put(self().slots() + position, position, self().slots()[self().count()], owner);
            } else {
                place(position, self().slots()[self().count()], owner);
            }
        }
    }

    // Restores the order after the keys were rewritten through storage()
    // (Floyd's heap construction: O(size)).
    template <typename Owner>
    constexpr void rebuild(Owner& owner) {
        if constexpr (Derived::kScanned) {
            (void)owner;  // (unordered: nothing to restore)
        } else {
            for (uint32_t position = self().count() / kArity + 1; position-- > 0;) {
                if (position < self().count()) {
                    const Entry entry = self().slots()[position];  // (a copy: sift_down writes over the hole)
                    sift_down(position, entry, owner);
                }
            }
        }
    }

    template <typename Owner>
    static constexpr bool precedes(const Entry& a, const Entry& b, const Owner& owner) {
        return precedes(a.order(), a, b.order(), b, owner);
    }
    // The order itself, given the entries' keys (a scan keeps its best key
    // in registers); an id is read only when the keys are equal. Two
    // spellings of the one order, each the one that compiled to fewer
    // instructions on the device benchmarks' heap rows: for 32-bit keys (8-
    // and 16-bit costs) `<` then `==`, for 64-bit keys `!=` then `<`
    // (docs/changelog.md has the figures of both).
    template <typename Owner>
    static constexpr bool precedes(Key ka, const Entry& a, Key kb, const Entry& b, const Owner& owner) {
        if constexpr (sizeof(Key) > sizeof(uint32_t)) {
            if (ka != kb) {
                return ka < kb;
            }
            return owner.tie_key(a.id) < owner.tie_key(b.id);
        } else {
            return ka < kb || (ka == kb && owner.tie_key(a.id) < owner.tie_key(b.id));
        }
    }

private:
    // Four children per node: half the depth of a binary heap, so half the
    // moves (each move writes the entry's position back into its cell's
    // record, a scattered memory access) for a few more comparisons on
    // entries that sit side by side in memory.
    static constexpr uint32_t kArity = 4;
    // A position within the sift loops (native_math.hpp: 16 bits on AVR,
    // whose 64 KiB of data hold fewer entries).
    using Slot = NativeOr32<uint16_t>;
    static constexpr Slot kSlotArity = kArity;

    // A Scanned heap's pop: the first entry of the order, found by looking
    // at every entry (the best key so far kept in registers), and the last
    // entry moved into its place.
    template <typename Owner>
    constexpr Entry pop_scanned(Owner& owner) {
        Entry* const slots = self().slots();
        const auto last = static_cast<Slot>(self().count() - 1u);
        self().count() = static_cast<HeapCount>(last);
        Entry* first = slots;
        Key first_key = slots->order();
        Entry* const end = slots + last;
        for (Entry* entry = slots + 1; entry <= end; ++entry) {
            const Key key = entry->order();
            if (precedes(key, *entry, first_key, *first, owner)) {
                first = entry;
                first_key = key;
            }
        }
        const Entry taken = *first;
        if (first != end) {
            put(first, static_cast<uint32_t>(first - slots), *end, owner);
        }
        return taken;
    }

    // Puts `entry` in the hole at `position`, moving it up or down.
    template <typename Owner>
    constexpr void place(uint32_t position, const Entry& entry, Owner& owner) {
        if (position > 0 && precedes(entry, self().slots()[(position - 1) / kArity], owner)) {
            sift_up(position, entry, owner);
        } else {
            sift_down(position, entry, owner);
        }
    }

    // Moves `entry` from the hole at `position` towards the root.
    // (Two forms of each sift loop, the same moves in the same order: where
    // loads scale an index, by positions; elsewhere with pointers walked
    // beside the positions, so that an entry's address is computed once a
    // level, not at every compare and move: detail::kScaledIndexLoads.)
    template <typename Owner>
    constexpr void sift_up(uint32_t from, const Entry& entry, Owner& owner) {
        Entry* const slots = self().slots();
        Slot position = static_cast<Slot>(from);
        if constexpr (kScaledIndexLoads) {
            while (position > 0) {
                const Slot parent = static_cast<Slot>(static_cast<Slot>(position - 1u) / kSlotArity);
                if (!precedes(entry, slots[parent], owner)) {
                    break;
                }
                put(slots + position, position, slots[parent], owner);
                position = parent;
            }
            put(slots + position, position, entry, owner);
        } else {
            Entry* hole = slots + position;
            while (position > 0) {
                const Slot parent = static_cast<Slot>(static_cast<Slot>(position - 1u) / kSlotArity);
                Entry* const above = slots + parent;
                if (!precedes(entry, *above, owner)) {
                    break;
                }
                put(hole, position, *above, owner);
                position = parent;
                hole = above;
            }
            put(hole, position, entry, owner);
        }
    }

    // Moves `entry` from the hole at `position` towards the leaves. (Measured
    // on the Moving AI maps and kept for that reason: Floyd's bottom-up
    // variant saves comparisons but always walks to a leaf, and its extra
    // moves, each a scattered position write, made it slower; so did caching
    // the keys across the loop, which the compiler turned into branchier code.)
    template <typename Owner>
    constexpr void sift_down(uint32_t from, const Entry& entry, Owner& owner) {
        Entry* const slots = self().slots();
        Slot position = static_cast<Slot>(from);
        if constexpr (kScaledIndexLoads) {
            for (;;) {
                const Slot first = static_cast<Slot>(kSlotArity * position + 1u);
                if (first >= self().count()) {
                    break;
                }
                const Slot end = first + kSlotArity < self().count() ? static_cast<Slot>(first + kSlotArity)
                                                                     : static_cast<Slot>(self().count());
                Slot best = first;
                for (Slot child = static_cast<Slot>(first + 1u); child < end; ++child) {
                    if (precedes(slots[child], slots[best], owner)) {
                        best = child;
                    }
                }
                if (!precedes(slots[best], entry, owner)) {
                    break;
                }
                put(slots + position, position, slots[best], owner);
                position = best;
            }
            put(slots + position, position, entry, owner);
        } else {
            const auto count = static_cast<Slot>(self().count());
            Entry* hole = slots + position;
            for (;;) {
                const Slot first = static_cast<Slot>(kSlotArity * position + 1u);
                if (first >= count) {
                    break;
                }
                const Slot end = first + kSlotArity < count ? static_cast<Slot>(first + kSlotArity) : count;
                Slot best = first;
                Entry* best_entry = slots + first;
                Entry* child_entry = best_entry;
                for (Slot child = static_cast<Slot>(first + 1u); child < end; ++child) {
                    ++child_entry;
                    if (precedes(*child_entry, *best_entry, owner)) {
                        best = child;
                        best_entry = child_entry;
                    }
                }
                if (!precedes(*best_entry, entry, owner)) {
                    break;
                }
                put(hole, position, *best_entry, owner);
                position = best;
                hole = best_entry;
            }
            put(hole, position, entry, owner);
        }
    }

    // Every move of an entry tells its owner where it now is.
    template <typename Owner>
    FIXPATH_ALWAYS_INLINE constexpr void put(Entry* to, uint32_t position, const Entry& entry, Owner& owner) {
        copy_entry(*to, entry);
        owner.set_heap_position(to->id, position);
    }

    // An entry's fields copied one by one where `int` has 16 bits (AVR):
    // clang copies the 6-byte entry there with a call of memcpy. Elsewhere
    // the assignment, which is a load and a store or two.
    FIXPATH_ALWAYS_INLINE static constexpr void copy_entry(Entry& to, const Entry& from) {
        if constexpr (kSixteenBitInt) {
            to.key = from.key;
            to.id = from.id;
            if constexpr (Linked) {
                to.next = from.next;
            }
        } else {
            to = from;
        }
    }

    constexpr Derived& self() { return static_cast<Derived&>(*this); }
    constexpr const Derived& self() const { return static_cast<const Derived&>(*this); }
};

}  // namespace detail

template <typename Id, typename Cost, uint32_t Capacity, bool LargerGFirst = true, bool Linked = false,
          bool Scanned = (Capacity <= detail::kScannedHeapLimit)>
class BinaryHeap : public detail::HeapRules<BinaryHeap<Id, Cost, Capacity, LargerGFirst, Linked, Scanned>, Id,
                                           Cost, LargerGFirst, Linked> {
    static_assert(Capacity >= 1, "a heap needs room for at least the start node");
    static_assert(Capacity <= detail::unsigned_max<detail::HeapCount>(), "a heap's count must hold its capacity");
    using Rules = detail::HeapRules<BinaryHeap, Id, Cost, LargerGFirst, Linked>;
    friend Rules;
    template <typename, typename, bool, bool>
    friend class HeapView;

public:
    using typename Rules::Entry;
    static constexpr uint32_t capacity() { return Capacity; }
    // Entries unordered, the first found by a scan at each pop (above).
    static constexpr bool kScanned = Scanned;

private:
    constexpr Entry* slots() { return entries_; }
    constexpr const Entry* slots() const { return entries_; }
    constexpr detail::HeapCount& count() { return size_; }
    constexpr const detail::HeapCount& count() const { return size_; }
    static constexpr uint32_t room() { return Capacity; }

    Entry entries_[Capacity] = {};
    detail::HeapCount size_ = 0;
};

// A BinaryHeap's entries and count, lent to a state view of any capacity
// (DenseStateView, dense_state.hpp): the same heap, by pointer, so that one
// copy of a search serves states of every size. Valid while the heap lives.
template <typename Id, typename Cost, bool LargerGFirst = true, bool Linked = false>
class HeapView : public detail::HeapRules<HeapView<Id, Cost, LargerGFirst, Linked>, Id, Cost, LargerGFirst, Linked> {
    using Rules = detail::HeapRules<HeapView, Id, Cost, LargerGFirst, Linked>;
    friend Rules;

public:
    using typename Rules::Entry;
    static constexpr bool kScanned = false;  // (a view serves heaps of any size)
    constexpr HeapView() = default;  // lends nothing: give it a heap before use
    template <uint32_t Capacity, bool Scanned>
    explicit constexpr HeapView(BinaryHeap<Id, Cost, Capacity, LargerGFirst, Linked, Scanned>& heap)
        : entries_(heap.entries_), size_(&heap.size_), capacity_(Capacity) {}
    constexpr uint32_t capacity() const { return capacity_; }

private:
    constexpr Entry* slots() { return entries_; }
    constexpr const Entry* slots() const { return entries_; }
    constexpr detail::HeapCount& count() { return *size_; }
    constexpr const detail::HeapCount& count() const { return *size_; }
    constexpr uint32_t room() const { return capacity_; }

    Entry* entries_ = nullptr;
    detail::HeapCount* size_ = nullptr;
    uint32_t capacity_ = 0;
};

}  // namespace fixpath

#endif  // FIXPATH_BINARY_HEAP_HPP
