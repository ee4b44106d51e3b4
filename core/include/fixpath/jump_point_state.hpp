// fixpath/jump_point_state.hpp - a search state for jump point search: any
// state layout plus the length of the ray that reached each node.
//
//     static fixpath::JumpPointState<fixpath::BoundedState<1024, uint16_t>> state;   // few nodes
//     static fixpath::JumpPointState<fixpath::DenseState<64 * 64, uint16_t>> dense;  // or a whole map
//
// A jump point's parent is another jump point, up to a map's width away along
// one of the 8 directions. The layouts record a parent as a direction (3
// bits); this adds the ray's length, 2 bytes a node (a DenseState id is a
// cell: 2 bytes a cell; a BoundedState id a pool node: 2 bytes a node), so
// that a path is written by walking each ray back exactly. (Walking back
// until the next expanded cell is not enough: a cell expanded later through
// a dearer route may lie on the ray.)
#ifndef FIXPATH_JUMP_POINT_STATE_HPP
#define FIXPATH_JUMP_POINT_STATE_HPP

#include <stdint.h>

namespace fixpath {

// What a jump point search records as a node's parent: the direction of the
// ray that reached it (kDirectionDx/Dy) and the ray's length in cells.
struct JumpParent {
    uint8_t direction;
    uint16_t length;
};

template <typename Layout>
class JumpPointState : public Layout {
public:
    using Id = typename Layout::Id;
    static constexpr bool kRecordsRays = true;

    // Zero, as the layout's records (a DenseState's: zero-initialised data
    // with no start-up code when static).
    constexpr JumpPointState() = default;

    using Layout::set_parent;
    void set_parent(Id id, JumpParent parent) {
        Layout::set_parent(id, parent.direction);
        lengths_[id] = parent.length;
    }
    // The length of the ray that reached node `id` (0 for a start).
    uint32_t ray_length(Id id) const { return lengths_[id]; }

private:
    uint16_t lengths_[Layout::id_count()] = {};
};

}  // namespace fixpath

#endif  // FIXPATH_JUMP_POINT_STATE_HPP
