// fixpath/binary_heap.hpp - a fixed-capacity binary min-heap with decrease-key.
#ifndef FIXPATH_BINARY_HEAP_HPP
#define FIXPATH_BINARY_HEAP_HPP

#include <stdint.h>

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
//      reaches the goal with fewer expansions on open maps);
//   3. on equal f and g, smaller owner.tie_key(id) first (the cell's
//      row-major index in the search area: top rows first, then left).
template <typename Id, typename Cost, uint32_t Capacity>
class BinaryHeap {
    static_assert(Capacity >= 1, "a heap needs room for at least the start node");

public:
    struct Entry {
        Cost f;  // g + weighted heuristic: the priority
        Cost g;  // cost from the start: kept here, not in the cell record, so that
                 // a closed cell needs no cost field at all
        Id id;   // the state's handle for the cell
    };

    static constexpr uint32_t capacity() { return Capacity; }
    uint32_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    bool full() const { return size_ == Capacity; }
    void clear() { size_ = 0; }
    const Entry& at(uint32_t position) const { return entries_[position]; }
    const Entry& top() const { return entries_[0]; }

    // Adds an entry; false (and no change) when the heap is full.
    template <typename Owner>
    bool push(const Entry& entry, Owner& owner) {
        if (size_ == Capacity) {
            return false;
        }
        sift_up(size_++, entry, owner);
        return true;
    }

    // Removes and returns the first entry. The heap must not be empty.
    template <typename Owner>
    Entry pop(Owner& owner) {
        const Entry first = entries_[0];
        --size_;
        if (size_ > 0) {
            sift_down(0, entries_[size_], owner);
        }
        return first;
    }

    // Lowers the priority of the entry at `position` (new_g < its g, and
    // new_f <= its f, which A* guarantees because h of a cell never changes).
    template <typename Owner>
    void decrease(uint32_t position, Cost new_f, Cost new_g, Owner& owner) {
        Entry entry = entries_[position];
        entry.f = new_f;
        entry.g = new_g;
        sift_up(position, entry, owner);
    }

    template <typename Owner>
    static bool precedes(const Entry& a, const Entry& b, const Owner& owner) {
        if (a.f != b.f) {
            return a.f < b.f;
        }
        if (a.g != b.g) {
            return a.g > b.g;
        }
        return owner.tie_key(a.id) < owner.tie_key(b.id);
    }

private:
    // Moves `entry` from the hole at `position` towards the root.
    template <typename Owner>
    void sift_up(uint32_t position, const Entry& entry, Owner& owner) {
        while (position > 0) {
            const uint32_t parent = (position - 1) / 2;
            if (!precedes(entry, entries_[parent], owner)) {
                break;
            }
            entries_[position] = entries_[parent];
            owner.set_heap_position(entries_[position].id, position);
            position = parent;
        }
        entries_[position] = entry;
        owner.set_heap_position(entry.id, position);
    }

    // Moves `entry` from the hole at `position` towards the leaves.
    template <typename Owner>
    void sift_down(uint32_t position, const Entry& entry, Owner& owner) {
        for (;;) {
            uint32_t child = 2 * position + 1;
            if (child >= size_) {
                break;
            }
            if (child + 1 < size_ && precedes(entries_[child + 1], entries_[child], owner)) {
                ++child;
            }
            if (!precedes(entries_[child], entry, owner)) {
                break;
            }
            entries_[position] = entries_[child];
            owner.set_heap_position(entries_[position].id, position);
            position = child;
        }
        entries_[position] = entry;
        owner.set_heap_position(entry.id, position);
    }

    Entry entries_[Capacity];
    uint32_t size_ = 0;
};

}  // namespace fixpath

#endif  // FIXPATH_BINARY_HEAP_HPP
