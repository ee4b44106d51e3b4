// fixpath/state/graph_state.hpp - search state for a waypoint graph: one record
// per node, sized at compile time.
#ifndef FIXPATH_GRAPH_STATE_HPP
#define FIXPATH_GRAPH_STATE_HPP

#include <stdint.h>

#include <fixpath/state/binary_heap.hpp>
#include <fixpath/detail/support.hpp>
#include <fixpath/state/search_state.hpp>

namespace fixpath {

// For graphs of up to MaxNodes nodes (at most 65535).
//
// Per node, 8 bytes with the default heap: a 16-bit tag (closed flag and a
// 15-bit generation stamp, so that starting a query is O(1): a tag from an
// earlier query simply does not match), the parent node (16 bits), the
// node's position in the heap (16 bits), and its number of edges from the
// source (16 bits), which the fewer-edges tie rule needs. Plus the heap:
// HeapCapacity entries of 8 bytes (16-bit costs) or 12 (32-bit). With the
// default HeapCapacity = MaxNodes a query can never run out of room: 16
// bytes a node with uint16_t costs, 20 with uint32_t (printed by the graph
// benchmark from sizeof). A smaller heap saves RAM on graphs whose frontier
// stays small and reports OutOfNodes with a partial path when it fills.
//
// Stamps repeat every 32767 queries; each query start clears the next
// 1/32766 of the tags (one tag for graphs up to 32766 nodes), so a tag is
// always cleared before its stamp comes round again: a small constant cost,
// never a full clear.
//
// The heap breaks f ties toward the smaller cost (see binary_heap.hpp), which
// keeps the fewer-edges rule of graph_search.hpp exact under A*.
template <uint32_t MaxNodes, typename CostT = uint32_t, uint32_t HeapCapacity = MaxNodes>
class GraphState {
    static_assert(MaxNodes >= 1 && MaxNodes <= 65535, "a graph state holds 1..65535 nodes");
    static_assert(detail::IsCostType<CostT>::value, "Cost must be uint8_t, uint16_t or uint32_t");
    static_assert(HeapCapacity >= 1 && HeapCapacity <= MaxNodes, "the heap holds at most one entry per node");

public:
    using Cost = CostT;
    using Id = uint16_t;  // a node's record is its node number
    using Heap = BinaryHeap<Id, Cost, HeapCapacity, false>;
    static constexpr Id kNoId = 0xFFFF;

    static constexpr uint32_t kClosedBit = 1;
    static constexpr uint32_t kMaxStamp = 0x7FFFu;

    static constexpr uint32_t max_nodes() { return MaxNodes; }
    static constexpr uint32_t heap_capacity() { return HeapCapacity; }
    static constexpr uint32_t clear_slice() { return (MaxNodes + kMaxStamp - 2) / (kMaxStamp - 1); }

    constexpr GraphState() = default;

    constexpr bool prepare(uint32_t nodes) {
        if (nodes > MaxNodes) {
            return false;
        }
        for (uint32_t i = 0; i < clear_slice(); ++i) {  // see above: tags never outlive their stamp
            tags_[clear_cursor_] = 0;
            clear_cursor_ = clear_cursor_ + 1 == MaxNodes ? 0 : clear_cursor_ + 1;
        }
        stamp_ = stamp_ == kMaxStamp ? 1 : stamp_ + 1;
        heap_.clear();
        return true;
    }

    constexpr Lookup lookup_or_add(uint32_t node, Id& id) {
        id = static_cast<Id>(node);
        const uint32_t tag = tags_[node];
        if ((tag >> 1) != stamp_) {
            tags_[node] = static_cast<uint16_t>(stamp_ << 1);
            return Lookup::Fresh;
        }
        return (tag & kClosedBit) != 0 ? Lookup::Closed : Lookup::Open;
    }
    constexpr void discard_fresh(Id id) { tags_[id] = 0; }
    constexpr Id find(uint32_t node) const { return (uint32_t{tags_[node]} >> 1) == stamp_ ? static_cast<Id>(node) : kNoId; }
    constexpr uint32_t cell_of(Id id) const { return id; }
    constexpr uint32_t tie_key(Id id) const { return id; }
    constexpr void close(Id id) { tags_[id] = static_cast<uint16_t>(tags_[id] | kClosedBit); }
    constexpr bool is_closed(Id id) const { return (tags_[id] & kClosedBit) != 0; }

    // The parent is a node number (0xFFFF for a source).
    constexpr void set_parent(Id id, uint32_t parent) { parents_[id] = static_cast<uint16_t>(parent); }
    constexpr uint32_t parent(Id id) const { return parents_[id]; }

    // Edges on the best path found so far from the source.
    constexpr void set_hops(Id id, uint32_t hops) { hops_[id] = static_cast<uint16_t>(hops); }
    constexpr uint32_t hops(Id id) const { return hops_[id]; }

    constexpr uint32_t heap_position(Id id) const { return positions_[id]; }
    constexpr void set_heap_position(Id id, uint32_t position) { positions_[id] = static_cast<uint16_t>(position); }

    constexpr Heap& heap() { return heap_; }
    constexpr const Heap& heap() const { return heap_; }

private:
    uint16_t tags_[MaxNodes] = {};
    uint16_t parents_[MaxNodes] = {};
    uint16_t positions_[MaxNodes] = {};
    uint16_t hops_[MaxNodes] = {};
    Heap heap_ = {};
    uint32_t stamp_ = 0;
    uint32_t clear_cursor_ = 0;
};

}  // namespace fixpath

#endif  // FIXPATH_GRAPH_STATE_HPP
