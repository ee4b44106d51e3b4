// fixpath/state/jump_point_state.hpp - a search state for jump point search: any
// state layout plus the length of the ray that reached each node.
//
//     static fixpath::JumpPointState<fixpath::BoundedState<1024, uint16_t>> state;   // few nodes
//     static fixpath::JumpPointState<fixpath::DenseState<64 * 64, uint16_t>> dense;  // or a whole map
//     static fixpath::JumpPointState<fixpath::BoundedState<1024, uint16_t>, true> pruned;  // bent rays too
//
// A jump point's parent is another jump point, up to a map's width away along
// one of the 8 directions. The layouts record a parent as a direction (3
// bits); this adds the ray's length, 2 bytes a node (a DenseState id is a
// cell: 2 bytes a cell; a BoundedState id a pool node: 2 bytes a node), so
// that a path is written by walking each ray back exactly. (Walking back
// until the next expanded cell is not enough: a cell expanded later through
// a dearer route may lie on the ray.)
//
// Bent = true records 2 bytes more a node: a diagonal leg before the
// straight ray (its length and side). A jump point search on such a state
// prunes intercardinal jump points (jump_point_search.hpp): the cells of a
// diagonal ray whose straight rays find jump points are not put in the open
// list; those jump points are its successors directly, reached by a bent ray.
// (JumpPointSearch::set_pruning(false) searches such a state as plain JPS.)
#ifndef FIXPATH_JUMP_POINT_STATE_HPP
#define FIXPATH_JUMP_POINT_STATE_HPP

#include <stdint.h>

namespace fixpath {

// What a jump point search records as a node's parent: the direction of the
// ray that reached it (kDirectionDx/Dy) and the ray's length in cells.
// `bend`: 0 for a straight ray; for a bent one (a state with Bent = true)
// the diagonal leg before it, its length in cells (1..32767) in bits 0-14
// and, in bit 15, its side: set when the diagonal's other component is
// positive (south of a row ray, east of a column ray).
struct JumpParent {
    uint8_t direction;
    uint16_t length;
    uint16_t bend = 0;
};

namespace detail {
// The bent rays' records of a JumpPointState: an array when Bent, else an
// empty base (no byte added to the state).
template <typename Id, uint32_t Count, bool Bent>
struct JumpBends {
    uint16_t bends_[Count] = {};
    uint32_t bend_at(Id id) const { return bends_[id]; }
    void set_bend(Id id, uint16_t bend) { bends_[id] = bend; }
};
template <typename Id, uint32_t Count>
struct JumpBends<Id, Count, false> {
    static constexpr uint32_t bend_at(Id) { return 0; }
    static constexpr void set_bend(Id, uint16_t) {}
};
}  // namespace detail

template <typename Layout, bool Bent = false>
class JumpPointState : public Layout, private detail::JumpBends<typename Layout::Id, Layout::id_count(), Bent> {
    using Bends = detail::JumpBends<typename Layout::Id, Layout::id_count(), Bent>;

public:
    using Id = typename Layout::Id;
    static constexpr bool kRecordsRays = true;
    static constexpr bool kRecordsBends = Bent;
    static constexpr uint32_t kBendLengthMask = 0x7FFF;
    static constexpr uint32_t kBendSide = 0x8000;

    // Zero, as the layout's records (a DenseState's: zero-initialised data
    // with no start-up code when static).
    constexpr JumpPointState() = default;

    using Layout::set_parent;
    void set_parent(Id id, JumpParent parent) {
        Layout::set_parent(id, parent.direction);
        lengths_[id] = parent.length;
        Bends::set_bend(id, parent.bend);
    }
    // The length of the ray that reached node `id` (0 for a start).
    uint32_t ray_length(Id id) const { return lengths_[id]; }
    // The diagonal leg before that ray (JumpParent::bend; always 0 unless Bent).
    uint32_t ray_bend(Id id) const { return Bends::bend_at(id); }

private:
    uint16_t lengths_[Layout::id_count()] = {};
};

}  // namespace fixpath

#endif  // FIXPATH_JUMP_POINT_STATE_HPP
