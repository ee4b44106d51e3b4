// fixpath/units/crowd.hpp - many units sent to one place arrive around it, not on
// top of each other: arrival slots from a flow field, and a mover that
// never lets two units share a cell.
//
//     FlowField<...> field(...);  field.begin(&target, 1);  field.run();
//     static Point slots[64];
//     const uint32_t n = fixpath::arrival_slots(field, 64, slots);      // the 64 cells nearest the target
//     fixpath::assign_arrival_slots(field, units, 64, slots, n, mine);  // each unit its own (formations, markers)
//     static uint8_t occupied[64 * 64];                                  // one byte a cell of the field's area
//     fixpath::Crowd<decltype(field)> crowd(field, units, arrived, 64, occupied);
//     every tick: crowd.tick();                                          // each unit moves at most one cell
//
// Arrival slots: the `count` reachable cells with the smallest flow-field
// distance (ties: the lower row-major index), nearest first: where a crowd
// of `count` units would stand packed as tight as the map allows (to place
// units in formation, or to tell a game where its crowd will gather).
// O(cells x count) at worst (one pass over the area, a bounded insertion list).
//
// The crowd's rule, one tick, units in index order (deterministic), each
// moving at most one cell and only into a cell no unit stands on at that
// moment (so no two units ever share a cell):
//   1. a unit that has arrived stays;
//   2. it moves to its flow-field next step when that cell is free;
//   3. else it side-steps: to the first free neighbour (direction order N,
//      E, S, W, NE, SE, SW, NW; diagonals need both orthogonal cells
//      passable) whose distance is strictly smaller than its own - a step
//      that still makes progress;
//   4. else, at the target, or when every neighbour that would be progress
//      is held by a unit that has arrived, it has arrived: it stops for good
//      (the crowd has reached it); when one is held by a unit still moving,
//      it waits for the next tick.
// Every move lowers a unit's distance and a chain of waiting units ends at
// one that can move or arrive, so a crowd always settles, every unit
// arrived: packed around the target (on open ground, close to the cells
// arrival_slots() gives), never two on a cell. Units are not walls for the
// corner rule (a diagonal past a unit is allowed).
#ifndef FIXPATH_CROWD_HPP
#define FIXPATH_CROWD_HPP

#include <stdint.h>

#include <fixpath/point.hpp>
#include <fixpath/state/search_state.hpp>

namespace fixpath {

// The `count` reachable cells of `field` nearest its goals (see above) into
// out[]; returns how many were written (fewer when fewer cells are reachable).
template <typename Field>
uint32_t arrival_slots(const Field& field, uint32_t count, Point* out) {
    const Area a = field.area();
    uint32_t n = 0;
    if (!valid_search_area(a)) {
        return 0;  // no field was ever accepted for it (FlowField::begin refuses such an area)
    }
    for (int32_t y = a.y; y < a.y + a.height; ++y) {
        for (int32_t x = a.x; x < a.x + a.width; ++x) {
            const Point p = make_point(x, y);
            const auto d = field.distance(p);
            if (d == Field::kUnreachable) {
                continue;
            }
            // Insert by distance; a later cell with an equal distance goes after
            // (row-major scan: ties to the lower index).
            uint32_t i = n < count ? n : count;
            if (i == count && !(d < field.distance(out[count - 1]))) {
                continue;  // not nearer than the last kept one
            }
            if (n < count) {
                ++n;
            }
            if (i == count) {
                --i;  // the last one drops out
            }
            while (i > 0 && d < field.distance(out[i - 1])) {
                out[i] = out[i - 1];
                --i;
            }
            out[i] = p;
        }
    }
    return n;
}

// Gives each of `count` units its own arrival cell: the units ranked by
// their flow-field distance (ties: the lower unit index) take the slots in
// order, the nearest unit the nearest slot (slots from arrival_slots()).
// out[u] is unit u's cell; a unit beyond the slots, or off the field, gets
// its own position. Deterministic; O(count^2) (a crowd is small).
template <typename Field>
void assign_arrival_slots(const Field& field, const Point* positions, uint32_t count, const Point* slots,
                          uint32_t slot_count, Point* out) {
    for (uint32_t u = 0; u < count; ++u) {
        // The rank of unit u: units nearer, or as near with a lower index.
        const auto d = field.distance(positions[u]);
        uint32_t rank = 0;
        for (uint32_t v = 0; v < count; ++v) {
            const auto dv = field.distance(positions[v]);
            rank += (dv < d || (dv == d && v < u)) ? 1u : 0u;
        }
        out[u] = d != Field::kUnreachable && rank < slot_count ? slots[rank] : positions[u];
    }
}

template <typename Field>
class Crowd {
public:
    // positions[count]: the units' cells (caller memory, updated by tick());
    // arrived[count]: one byte a unit (nonzero once it has arrived; cleared
    // here); occupied: one byte a cell of the field's area (rebuilt here from
    // the positions). Units off the area, on a cell no goal can be reached
    // from, or on a cell already taken are marked arrived at once (they never
    // move) and count in invalid().
    Crowd(const Field& field, Point* positions, uint8_t* arrived, uint32_t count, uint8_t* occupied)
        : field_(field),
          // An area no field can accept (FlowField::begin refuses it) holds no cell.
          area_(valid_search_area(field.area()) ? field.area() : Area{0, 0, 0, 0}),
          distances_(field.distances()), positions_(positions), arrived_(arrived),
          count_(count), occupied_(occupied) {
        const Area a = area_;
        for (uint32_t i = 0; i < a.cells(); ++i) {
            occupied_[i] = kEmpty;
        }
        for (uint32_t u = 0; u < count_; ++u) {
            const Point p = positions_[u];
            arrived_[u] = 0;
            if (!a.contains(p.x, p.y) || distance(p) == Field::kUnreachable || occupied_[index(p)] != kEmpty) {
                arrived_[u] = 1;  // cannot take part
                ++invalid_;
                continue;
            }
            occupied_[index(p)] = kMoving;
        }
    }

    // One tick (see the rule above). Returns the number of units that moved.
    uint32_t tick() {
        uint32_t moved = 0;
        for (uint32_t u = 0; u < count_; ++u) {
            moved += advance(u) ? 1u : 0u;
        }
        return moved;
    }

    // The rule for one unit (a game that animates a unit over several frames
    // asks only when it stands still): true when positions[unit] changed (to
    // a neighbouring cell, now reserved for it); false when it waits or has
    // arrived (has_arrived()).
    bool advance(uint32_t unit) {
        if (unit >= count_ || arrived_[unit] != 0) {
            return false;
        }
        const Point at = positions_[unit];
        const Cost here = distance(at);
        Point next{0, 0};
        bool go = here != 0 && field_.next_step(at, next) && is_free(next);
        bool blocked_by_moving = false;
        for (uint32_t dir = 0; dir < 8 && !go && here != 0; ++dir) {
            const Point n = make_point(at.x + kDirectionDx[dir], at.y + kDirectionDy[dir]);
            if (!(distance(n) < here)) {
                continue;  // (off the area or unreachable: not below `here`)
            }
            if (dir >= 4 && (distance(make_point(n.x, at.y)) == Field::kUnreachable ||
                             distance(make_point(at.x, n.y)) == Field::kUnreachable)) {
                continue;  // a wall's corner may not be cut
            }
            const uint8_t holder = occupied_[index(n)];
            if (holder == kEmpty) {
                next = n;
                go = true;
            } else if (holder == kMoving) {
                blocked_by_moving = true;
            }
        }
        if (go) {
            occupied_[index(at)] = kEmpty;
            occupied_[index(next)] = kMoving;
            positions_[unit] = next;
            return true;
        }
        if (!blocked_by_moving) {  // at the target, or the crowd holds every way on
            arrived_[unit] = 1;
            occupied_[index(at)] = kArrived;
            ++arrived_count_;
        }
        return false;
    }
    bool has_arrived(uint32_t unit) const { return unit < count_ && arrived_[unit] != 0; }

    uint32_t arrived() const { return arrived_count_; }  // units that reached the crowd
    uint32_t invalid() const { return invalid_; }        // units that could not take part
    bool settled() const { return arrived_count_ + invalid_ == count_; }

private:
    static constexpr uint8_t kEmpty = 0;
    static constexpr uint8_t kMoving = 1;
    static constexpr uint8_t kArrived = 2;

    using Cost = typename Field::Cost;
    uint32_t index(Point p) const {
        return static_cast<uint32_t>(p.y - area_.y) * static_cast<uint32_t>(area_.width) +
               static_cast<uint32_t>(p.x - area_.x);
    }
    // The field's distance, read from its array (kUnreachable off the area).
    Cost distance(Point p) const { return area_.contains(p.x, p.y) ? distances_[index(p)] : Field::kUnreachable; }
    bool is_free(Point p) const { return distance(p) != Field::kUnreachable && occupied_[index(p)] == kEmpty; }
    const Field& field_;
    Area area_;
    const Cost* distances_;
    Point* positions_;
    uint8_t* arrived_;
    uint32_t count_;
    uint8_t* occupied_;
    uint32_t arrived_count_ = 0;
    uint32_t invalid_ = 0;
};

}  // namespace fixpath

#endif  // FIXPATH_CROWD_HPP
