// fixpath/state/bucket_queue.hpp - the open list for integer costs that never
// decrease: buckets in two levels, O(1) push and amortised O(1) pop, no sifting.
#ifndef FIXPATH_BUCKET_QUEUE_HPP
#define FIXPATH_BUCKET_QUEUE_HPP

#include <stdint.h>

#include <fixpath/detail/support.hpp>

namespace fixpath {

// A monotone priority queue (Dial's buckets with one radix refinement) over
// an entry array it borrows from the state's BinaryHeap (binary_heap.hpp,
// Linked = true): an entry's key holds its f and g as in the heap, its `next`
// link chains the entries of one bucket.
//
// When it applies: A* with a heuristic that is consistent for the move set,
// unweighted, and Dijkstra and fills (h = 0). Then f never decreases along an
// edge, so every key pushed is >= the key last popped, which is all a bucket
// queue needs. grid_search.hpp decides per query (options.hpp tells which
// heuristics are consistent); weighted A* keeps the heap.
//
// Layout. Keys are f values (shifted right by a granularity, see
// set_granularity()). The fine level has kFine buckets, one per key of
// the current block (key >> kFineBits == the block of the key last popped);
// the coarse level has kFine buckets, one per block of the next kFine - 1
// blocks; the far list holds everything beyond, unordered. Popping scans the
// fine level upwards from the current key; when it is empty the next
// non-empty coarse bucket becomes the current block and its entries move to
// the fine level; when both are empty, the far list's smallest block does the
// same (so keys may be spread arbitrarily wide: seeds of a repair, huge step
// costs, at the price of a scan of the far list each time). Before the first
// pop every entry goes to the far list, so sources may come in any order.
//
// Order (the tie rule of searches that use it, a deterministic function of
// the sequence of pushes): smaller f first; on equal f the entry that reached
// the fine bucket last comes first. An entry pushed straight into the current
// block enters its fine bucket when pushed (last pushed, first popped, which
// on open maps favours the cell just reached, like "larger g first"); an
// entry that waited in a coarse bucket or the far list enters when its block
// becomes current, in the order of that bucket's list (its reverse push
// order), each moved entry going in front of the ones before it.
//
// Decrease-key: the caller pushes a fresh entry with the lower key and points
// the node at it; the old entry stays where it is and is dropped when popped,
// because by then its node is closed (the fresh entry's key is smaller, so it
// comes out first). Stale entries take room until then: size() counts them.
//
// In place (InPlace = true: a dense state with one entry a node, the node's
// own, OpenList::CellBuckets in search_state.hpp): node id's entry is
// entries[id] and its `id` field holds the entry before it in its list, or a
// mark for the list's head. decrease() unlinks the entry and files it under
// its new key, where a fresh entry would have gone: no stale entry, no free
// list, no capacity below the nodes, and the same order as above as long as
// no stale copy would have waited in the far list. One that does takes part
// in choosing the blocks when the far list is emptied, which in place has
// no such copy: then keys spread over more than the two levels (16,384
// granules: step costs in the thousands, or seeds whose costs differ that
// much) may come out in another order among equal f.
//
// Memory: two levels of kFine links and a sentinel between them (2 bytes
// each with 16-bit ids: 514 bytes) and 28 bytes of counters. Clearing is
// O(1) after a query that emptied the queue or never popped; after one that
// did not, it resets the fine level from the current key up and the coarse
// level: at most 2 * kFine heads, written four at a time.
//
// Where it lives: the code and the counters are BucketLists, the same for
// every capacity; the list heads are an array kept apart from it, given to
// every call that reads them. A BucketQueue<Entry, Id, Capacity> holds both
// together. A search state keeps the two apart, the counters where loads
// reach them cheaply (dense_state.hpp says where, why and what it measured),
// and hands them out as a BucketsAt; a state view of any size
// (DenseStateView) does the same with pointers to its state's.
namespace detail {

// Keys in a block of the fine level (a power of two), and the list heads of
// a queue: the fine level's, a sentinel that ends its scan, then the coarse
// level's.
constexpr uint32_t kBucketFineBits = 7;
constexpr uint32_t kBucketHeads = (uint32_t{2} << kBucketFineBits) + 1;

// The list heads of a state that keeps them apart from the counters (none
// in a state without buckets: HasBuckets = false).
template <typename Id, bool HasBuckets = true>
struct BucketHeads {
    Id at[kBucketHeads] = {};
    constexpr Id& operator[](uint32_t i) { return at[i]; }
};
template <typename Id>
struct BucketHeads<Id, false> {};

// How the queue's code is given the heads: the array itself, whose bounds
// tell the compiler that writing a head changes no other field of the
// state, or a plain pointer to its first head (kHeadsAsArray,
// detail/support.hpp, says where each measured smaller).
template <typename Id>
using HeadsArg = typename Select<kHeadsAsArray, BucketHeads<Id>&, Id*>::type;
template <typename Id>
constexpr HeadsArg<Id> heads_arg(BucketHeads<Id>& heads) {
    if constexpr (kHeadsAsArray) {
        return heads;
    } else {
        return heads.at;
    }
}

template <typename Entry, typename Id, bool InPlace = false>
class BucketLists {
public:
    static constexpr bool kInPlace = InPlace;
    static constexpr uint32_t kFineBits = kBucketFineBits;
    static constexpr uint32_t kFine = uint32_t{1} << kFineBits;
    static constexpr uint32_t kMask = kFine - 1;
    static constexpr Id kNone = detail::unsigned_max<Id>();
    static constexpr uint32_t kHeads = kBucketHeads;
    // heads[kFine] is never a list: it holds kSentinel (not kNone), so the
    // scan of the fine level stops there without a bound check each step.
    static constexpr uint32_t kCoarse = kFine + 1;  // the coarse level's first head
    static constexpr Id kSentinel = 0;
    // In place, nodes are numbered below this (the marks of the heads lie
    // above: see head_mark()).
    static constexpr uint32_t kFirstMark = kNone - 1u - kHeads;

    // All zero (a static queue is zero-initialised data, with no start-up
    // code): the lists are made empty by the first clear(), which comes
    // before any other use.
    constexpr BucketLists() = default;

    void clear(HeadsArg<Id> heads) {
        // Every head the first time; after a query that left entries in the
        // levels (before the first pop they are all far), the fine level
        // from the current key up (below it is empty: pops scan upward from
        // it, pushes go at or above it) and the coarse level.
        if (!ready_ || (size_ != 0 && room_ != 0)) {
            reset(heads, ready_ ? (current_ & kMask) & ~3u : 0);
            ready_ = true;
        }
        far_ = kNone;
        far_min_block_ = kNoBlock;
        size_ = 0;
        used_ = 0;
        free_ = kNone;
        current_ = 0;
        room_ = 0;  // nothing is filed in the fine level before the first pop
        shift_ = 0;
    }

    // Keys are f >> shift: when every f is a multiple of 2^shift (base
    // costs 10 and 14: every f is even), a bucket per possible key halves
    // (quarters...) the empty buckets a pop skips. Set after clear(), before
    // the first push.
    void set_granularity(uint32_t shift) { shift_ = static_cast<uint8_t>(shift); }

    // Lowers the granularity until key f is exact: for sources whose cost is
    // not a multiple of the step costs' 2^shift. Before the first pop only
    // (GridSearch adds seeds before its first step()).
    void admit(uint32_t f) {
        while (shift_ > 0 && (f & ((uint32_t{1} << shift_) - 1)) != 0) {
            --shift_;
        }
    }

    uint32_t size() const { return size_; }
    // The most entries in use at once this query: entries come from the
    // free list before new ones are handed out, so that is how many were
    // (in place: the most entries queued at once).
    uint32_t high_water() const { return used_; }
    bool empty() const { return size_ == 0; }

    // Adds an entry (f, g, id) and returns its index in `entries`, which the
    // caller records as the node's open-list position (in place: id, the
    // node's own entry, not queued). Not when full().
    FIXPATH_ALWAYS_INLINE uint32_t push(Entry* entries, HeadsArg<Id> heads, uint32_t f, uint32_t g, Id id) {
        if constexpr (InPlace) {
            entries[id].set(f, g);
            file(entries, heads, id, f >> shift_);
            ++size_;
            used_ = size_ > used_ ? size_ : used_;
            return id;
        } else {
            uint32_t index = free_;
            if (index != kNone) {
                free_ = entries[index].next;
            } else {
                index = used_++;
            }
            Entry& entry = entries[index];
            entry.set(f, g);
            entry.id = id;
            file(entries, heads, index, f >> shift_);
            ++size_;
            return index;
        }
    }

    // In place: node id's entry (queued) takes the lower key (f, g) and
    // moves to the front of its new bucket, where push() would have put a
    // fresh entry.
    FIXPATH_ALWAYS_INLINE void decrease(Entry* entries, HeadsArg<Id> heads, Id id, uint32_t f, uint32_t g) {
        static_assert(InPlace, "with an entry array, decrease-key pushes a fresh entry");
        unlink(entries, heads, id);
        entries[id].set(f, g);
        file(entries, heads, id, f >> shift_);
    }

    // Removes and returns an entry of the smallest key (stale ones included).
    // Not when empty().
    FIXPATH_ALWAYS_INLINE Entry pop(Entry* entries, HeadsArg<Id> heads) {
        if (room_ == 0) {
            refill_from_far(entries, heads);  // the first pop: sources wait in the far list
        }
        for (;;) {
            // The first non-empty fine bucket at or after the current key,
            // taken. Two forms of the same scan, by what compiles smaller
            // where (measured): up to the sentinel alone (Thumb-2: one load
            // and a compare a bucket), or bounded by the level's end, taking
            // the entry in the loop (Thumb-1, ARM7TDMI, RISC-V: there the
            // sentinel form costs the rest of the loop registers).
            if constexpr (kScanToSentinel) {
                uint32_t slot = current_ & kMask;
                uint32_t index = heads[slot];
                while (index == kNone) {
                    index = heads[++slot];
                }
                if (slot != kFine) {
                    return take(entries, heads, slot, index);
                }
            } else {
                for (uint32_t slot = current_ & kMask; slot < kFine; ++slot) {
                    const uint32_t index = heads[slot];
                    if (index != kNone) {
                        return take(entries, heads, slot, index);
                    }
                }
            }
            if (!advance_block(entries, heads)) {
                refill_from_far(entries, heads);
            }
        }
    }

private:
    static constexpr uint32_t kNoBlock = 0xFFFFFFFFu;

    // Takes the first entry of fine bucket `slot` (its list's head, `index`)
    // and makes its key the current one.
    FIXPATH_ALWAYS_INLINE Entry take(Entry* entries, HeadsArg<Id> heads, uint32_t slot, uint32_t index) {
        Entry& entry = entries[index];
        heads[slot] = entry.next;
        current_ = (current_ & ~kMask) | slot;
        room_ = kFine - slot;
        if constexpr (InPlace) {
            --size_;
            const uint32_t next = entry.next;
            if (next != kNone) {
                entries[next].id = head_mark(slot);
            }
            Entry taken = entry;
            taken.id = static_cast<Id>(index);
            return taken;
        } else {
            entry.next = static_cast<Id>(free_);
            free_ = index;
            --size_;
            return entry;
        }
    }

    // In place, an entry's `id` field holds the entry before it in its list
    // or, for the first, the mark of the list's head: kNone - 1 - the head's
    // number, heads[] first, then the far list (kFar). Marks lie above every
    // entry (a state in place has fewer nodes than kFirstMark: dense_state.hpp).
    static constexpr uint32_t kFar = kHeads;
    static constexpr Id head_mark(uint32_t head) { return static_cast<Id>(kNone - 1u - head); }

    // Files entry `index` under `key`: the fine level's bucket in the common
    // case, else where place() says.
    FIXPATH_ALWAYS_INLINE void file(Entry* entries, HeadsArg<Id> heads, uint32_t index, uint32_t key) {
        if (key - current_ < room_) {  // the current block, at or after the current key
            link(entries, heads[key & kMask], key & kMask, index);
        } else {
            place(entries, heads, index, key);
        }
    }

    // Puts entry `index` at the front of list `head`, which is heads[number]
    // (kFar: the far list). (Not marked inline: so it always was, and where
    // compilers inline the queue on the small CPUs follows it.)
    static void link(Entry* entries, Id& head, uint32_t number, uint32_t index) {
        if constexpr (InPlace) {
            const uint32_t next = head;
            entries[index].id = head_mark(number);
            if (next != kNone) {
                entries[next].id = static_cast<Id>(index);
            }
        } else {
            (void)number;
        }
        entries[index].next = head;
        head = static_cast<Id>(index);
    }

    // In place: takes entry `index` out of its list.
    FIXPATH_ALWAYS_INLINE void unlink(Entry* entries, HeadsArg<Id> heads, uint32_t index) {
        const uint32_t before = entries[index].id;
        const uint32_t next = entries[index].next;
        if (before >= kFirstMark) {
            const uint32_t head = kNone - 1u - before;
            (head == kFar ? far_ : heads[head]) = static_cast<Id>(next);
        } else {
            entries[before].next = static_cast<Id>(next);
        }
        if (next != kNone) {
            entries[next].id = static_cast<Id>(before);
        }
    }

    // Empties heads[from..] (`from` a multiple of 4). Four heads a step:
    // compilers store them as wide words and keep the loop; a plain loop
    // becomes a call to memset, a byte loop in the small C libraries of many
    // embedded programs (on a Cortex-M3 with picolibc, 2,186 instructions for
    // the 512 bytes of both levels).
    FIXPATH_NOINLINE static void reset(HeadsArg<Id> heads, uint32_t from) {
        for (uint32_t i = from; i < kHeads - 1; i += 4) {
            heads[i] = kNone;
            heads[i + 1] = kNone;
            heads[i + 2] = kNone;
            heads[i + 3] = kNone;
        }
        heads[kHeads - 1] = kNone;
        heads[kFine] = kSentinel;
    }

    // Files entry `index` (key `key`) in the fine level, the coarse level or
    // the far list. Everything in the coarse level stays below
    // far_min_block_, so the far list never hides a key smaller than a
    // coarse one.
    void place(Entry* entries, HeadsArg<Id> heads, uint32_t index, uint32_t key) {
        if (room_ != 0) {  // popping has begun
            // A key below the current one cannot come from a consistent
            // search; were it to, it is filed at the current key (the order
            // becomes pathmax order) instead of being lost below the scan.
            key = key < current_ ? current_ : key;
            const uint32_t block = key >> kFineBits;
            const uint32_t ahead = block - (current_ >> kFineBits);
            if (ahead == 0) {
                const uint32_t fine = key & kMask;
                link(entries, heads[fine], fine, index);
                return;
            }
            if (ahead < kFine && block < far_min_block_) {
                const uint32_t coarse = kCoarse + (block & kMask);
                link(entries, heads[coarse], coarse, index);
                return;
            }
        }
        link(entries, far_, kFar, index);
        const uint32_t block = key >> kFineBits;
        far_min_block_ = block < far_min_block_ ? block : far_min_block_;
    }

    // Makes the next non-empty coarse bucket the current block. False when
    // the coarse level is empty.
    bool advance_block(Entry* entries, HeadsArg<Id> heads) {
        const uint32_t block = current_ >> kFineBits;
        for (uint32_t ahead = 1; ahead < kFine; ++ahead) {
            Id& head = heads[kCoarse + ((block + ahead) & kMask)];
            if (head != kNone) {
                current_ = (block + ahead) << kFineBits;
                room_ = kFine;
                while (head != kNone) {
                    const uint32_t index = head;
                    head = entries[index].next;
                    const uint32_t slot = (static_cast<uint32_t>(entries[index].f()) >> shift_) & kMask;
                    link(entries, heads[slot], slot, index);
                }
                return true;
            }
        }
        return false;
    }

    // With both levels empty: the far list's smallest block becomes the
    // current one, and every far entry that now fits a level moves there.
    // (In place, an entry taken out of the far list leaves its block as the
    // smallest until then: below every key still there, which is enough.)
    void refill_from_far(Entry* entries, HeadsArg<Id> heads) {
        if (far_min_block_ == kNoBlock) {
            return;
        }
        current_ = far_min_block_ << kFineBits;
        room_ = kFine;
        uint32_t index = far_;
        far_ = kNone;
        far_min_block_ = kNoBlock;
        while (index != kNone) {
            const uint32_t next = entries[index].next;
            place(entries, heads, index, static_cast<uint32_t>(entries[index].f()) >> shift_);
            index = next;
        }
    }

private:
    // (Every member starts at zero; clear() gives them their values.)
    // (The narrow fields first: byte loads reach only 31 bytes on Thumb-1.)
    Id far_ = 0;
    uint8_t shift_ = 0;
    bool ready_ = false;  // the heads were made empty once
    uint32_t current_ = 0;  // the key last popped
    uint32_t room_ = 0;     // keys current_ .. current_ + room_ - 1 go straight to the fine level (0: none)
    uint32_t size_ = 0;     // entries in use, stale ones included
    uint32_t used_ = 0;     // entries ever handed out this query (the rest of the array is untouched)
    uint32_t free_ = 0;
    uint32_t far_min_block_ = 0;
};

// The calls of a queue whose counters (lists()), heads (heads()) and entry
// capacity (capacity()) its Derived gives: written once for BucketQueue
// (its own members) and BucketsAt (an owner's, by address).
template <typename Derived, typename Entry, typename Id>
class BucketCalls {
public:
    void clear() { self().lists().clear(self().heads()); }
    void set_granularity(uint32_t shift) { self().lists().set_granularity(shift); }
    void admit(uint32_t f) { self().lists().admit(f); }
    uint32_t size() const { return self().lists().size(); }
    uint32_t high_water() const { return self().lists().high_water(); }
    bool empty() const { return self().lists().empty(); }
    bool full() const { return self().lists().size() == self().capacity(); }
    FIXPATH_ALWAYS_INLINE uint32_t push(Entry* entries, uint32_t f, uint32_t g, Id id) {
        return self().lists().push(entries, self().heads(), f, g, id);
    }
    FIXPATH_ALWAYS_INLINE Entry pop(Entry* entries) { return self().lists().pop(entries, self().heads()); }
    FIXPATH_ALWAYS_INLINE void decrease(Entry* entries, Id id, uint32_t f, uint32_t g) {
        self().lists().decrease(entries, self().heads(), id, f, g);
    }

private:
    Derived& self() { return static_cast<Derived&>(*this); }
    const Derived& self() const { return static_cast<const Derived&>(*this); }
};

// A queue whose counters and heads are kept by their owner (a search state,
// or a view of one), with the capacity of its entry array: what such an
// owner's buckets() gives, made where it is used (for a state, addresses at
// fixed offsets from the state's own).
template <typename Entry, typename Id, bool InPlace = false>
class BucketsAt : public BucketCalls<BucketsAt<Entry, Id, InPlace>, Entry, Id> {
public:
    static constexpr bool kInPlace = InPlace;
    constexpr BucketsAt(BucketLists<Entry, Id, InPlace>& lists, BucketHeads<Id>& heads, uint32_t capacity)
        : lists_(&lists), heads_(heads_arg(heads)), capacity_(capacity) {}

private:
    friend class BucketCalls<BucketsAt, Entry, Id>;
    BucketLists<Entry, Id, InPlace>& lists() { return *lists_; }
    const BucketLists<Entry, Id, InPlace>& lists() const { return *lists_; }
    HeadsArg<Id> heads() { return heads_; }
    uint32_t capacity() const { return capacity_; }

    BucketLists<Entry, Id, InPlace>* lists_;
    HeadsArg<Id> heads_;  // (a plain pointer where HeadsArg is one: taken here, it measured smaller)
    uint32_t capacity_;
};

// What a state that keeps its queue's counters and heads apart hands out as
// its buckets(): the two by address, or nothing in a state without buckets
// (Lists is NoBuckets; the pointers are then not read).
template <typename Entry, typename Id, typename Lists, typename Heads>
constexpr auto buckets_at(Lists* lists, Heads* heads, uint32_t capacity) {
    if constexpr (IsSame<Lists, NoBuckets>::value) {
        (void)lists;
        (void)heads;
        (void)capacity;
        return NoBuckets();
    } else {
        return BucketsAt<Entry, Id, Lists::kInPlace>(*lists, *heads, capacity);
    }
}

}  // namespace detail

// The bucket queue over `Capacity` entries, counters and heads together.
template <typename Entry, typename Id, uint32_t Capacity>
class BucketQueue : public detail::BucketCalls<BucketQueue<Entry, Id, Capacity>, Entry, Id> {
    using Lists = detail::BucketLists<Entry, Id>;
    static_assert(Capacity < Lists::kNone, "entry indices must leave one value for 'none'");

public:
    static constexpr bool kInPlace = false;
    constexpr BucketQueue() = default;

private:
    friend class detail::BucketCalls<BucketQueue, Entry, Id>;
    Lists& lists() { return lists_; }
    const Lists& lists() const { return lists_; }
    detail::HeadsArg<Id> heads() { return detail::heads_arg(heads_); }
    static constexpr uint32_t capacity() { return Capacity; }

    Lists lists_;
    detail::BucketHeads<Id> heads_;
};

}  // namespace fixpath

#endif  // FIXPATH_BUCKET_QUEUE_HPP
