// fixpath/units/flow_field.hpp - one computation, any number of units: the cost
// from every cell to the nearest of several goals, and the next step from
// every cell, with cheap repairs when the map changes.
//
//     static uint16_t distance[64 * 64];
//     static uint8_t direction[FlowField<...>::direction_bytes(64 * 64)];
//     static uint32_t scratch[512];
//     FlowField<ByteCostMap, DenseState<64 * 64, uint16_t>> field(map, state, {0, 0, 64, 64},
//                                                               distance, direction, scratch, 512);
//     field.begin(goals, goal_count);
//     while (field.step(500) == Status::InProgress) { next_frame(); }
//     Point next;
//     if (field.next_step(unit, next)) { ... }     // O(1), for every unit
//     map_data[i] = 0;                              // a door closes
//     field.begin_repair(&door, 1);                 // only the affected region
//     while (field.step(500) == Status::InProgress) { next_frame(); }
//
// Distances: distance[c] is the cost of the cheapest walk from cell c to the
// nearest goal, with the core's rules (moves, corner rule, step costs, the
// multiplier of each cell entered), kUnreachable where no goal can be
// reached; 0 exactly at the goals (every step costs at least 1). It is
// computed by the core engine as a Dijkstra fill from all goals at once that
// charges each step the multiplier of the cell nearer the goals
// (FillCosts::TowardSeeds): the cost a unit pays walking the other way.
//
// Directions: 3 bits a cell, packed (direction_bytes(cells) bytes): the move
// (N, E, S, W, NE, SE, SW, NW) a unit on that cell makes next. Following them
// from any cell reaches a goal at exactly distance[c]. Ties (two equally
// cheap next steps) follow the engine's documented order, so fields are
// identical on every CPU.
//
// Repairs: after cells change (blocked, freed, or another multiplier),
// begin_repair() marks the changed cells, their neighbours (whose diagonal
// steps past a changed corner may have become allowed or forbidden) and every
// cell whose route runs through one of those (found by walking the direction
// field backwards, into the caller's scratch list), forgets their distances, gives each of them a
// starting cost from its unaffected neighbours, and lets the engine
// propagate, accepting only strict improvements (improve-only fill), which
// also spreads the benefit of freed cells. Its cost is proportional to the
// affected region and its border, not the map; when the region outgrows the
// scratch list it recomputes the whole field instead (repair_stats() says
// which). Either way the distances equal a full recompute.
//
// Memory: distances (sizeof(Cost) a cell), directions (3 bits a cell), the
// scratch list (4 bytes an entry) and the state (shared with other searches
// between computations). No allocation.
#ifndef FIXPATH_FLOW_FIELD_HPP
#define FIXPATH_FLOW_FIELD_HPP

#include <stdint.h>

#include <fixpath/engine/move_rules.hpp>
#include <fixpath/grid/grid_search.hpp>

namespace fixpath {

template <typename Map, typename State>
class FlowField {
public:
    using Cost = typename State::Cost;
    using Search = GridSearch<Map, State>;
    using Options = SearchOptions<Cost>;
    static constexpr Cost kUnreachable = Search::kUnreachable;

    // Bytes of the packed direction field for `cells` cells (one spare byte
    // lets every 3-bit entry be read with one 16-bit access).
    static constexpr uint32_t direction_bytes(uint32_t cells) { return (cells * 3 + 7) / 8 + 1; }

    struct RepairStats {
        uint32_t changed;        // changed cells inside the field's area, with their neighbours
        uint32_t invalidated;    // cells whose distance had to be forgotten (changed ones included)
        uint32_t seeds;          // of those, cells restarted from an unaffected neighbour
        bool full_recompute;     // the region outgrew the scratch list
    };

    // The area is what the field covers (the whole map, or a window); the
    // state must hold area.cells() cells. distances and directions must hold
    // area.cells() and direction_bytes(area.cells()) entries, scratch
    // scratch_capacity (repairs larger than that recompute everything).
    FlowField(const Map& map, State& state, Area area, Cost* distances, uint8_t* directions,
              uint32_t* scratch, uint32_t scratch_capacity)
        : search_(map, state),
          map_(map),
          area_(area),
          distances_(distances),
          directions_(directions),
          scratch_(scratch),
          scratch_capacity_(scratch_capacity) {}

    // Starts computing the field toward `goals` (kept by pointer: keep them
    // alive while the field is used). InvalidGoal when there are none or one
    // lies outside the area; goals on blocked cells are skipped (a repair
    // brings them back when they are freed). Then step() until Complete.
    // From a begin on, the field answers nothing (next_step() and trace()
    // find no step, distance() is kUnreachable and direction_at() 0,
    // whatever an earlier field held, and the caller's buffers are not
    // read) until its computation has ended: Complete, or OutOfNodes /
    // CostOverflow, after which the cells it settled answer exactly and the
    // others are unreachable. A refused begin (any status but InProgress)
    // leaves no field at all until the next accepted one.
    //
    // The map may change under a field: the field reads it while it
    // computes. After an edit, call begin_repair() with the changed cells
    // (or begin() again); until then its answers are those of the map it
    // was computed on.
    Status begin(const Point* goals, uint32_t count, const Options& options = Options()) {
        answering_ = false;
        goals_ = goals;
        goal_count_ = count;
        options_ = options;
        repair_ = RepairStats{0, 0, 0, false};
        if (goals == nullptr || count == 0) {
            return status_ = Status::InvalidGoal;
        }
        for (uint32_t i = 0; i < count; ++i) {
            if (!area_.contains(goals[i].x, goals[i].y) || goals[i].x < 0 || goals[i].y < 0 ||
                goals[i].x >= map_.width() || goals[i].y >= map_.height()) {
                return status_ = Status::InvalidGoal;
            }
        }
        status_ = search_.begin_seeded(area_, distances_, options, FillCosts::TowardSeeds, false);
        if (status_ != Status::InProgress) {
            return status_;
        }
        for (uint32_t i = 0; i < count; ++i) {
            const Status s = search_.add_seed(goals[i], 0, kNoDirection);
            if (s == Status::OutOfNodes) {
                return status_ = s;
            }
        }
        return status_;  // (it answers once step() has ended the computation)
    }

    // Expands at most `max_expansions` cells; InProgress until Complete
    // (or OutOfNodes / CostOverflow: the state or cost type is too small).
    Status step(uint32_t max_expansions) {
        if (status_ != Status::InProgress) {
            return status_;
        }
        status_ = search_.step_fill(max_expansions, [this](Point p, Cost g) { settle(p, g); });
        // Ended: the engine has written every distance of the area (the
        // unsettled cells' kUnreachable included).
        answering_ = answering_ || status_ != Status::InProgress;
        return status_;
    }
    Status run() { return step(kUnlimited); }
    Status status() const { return status_; }
    const SearchStats& stats() const { return search_.stats(); }
    // The units of budget used since begin() (expansions and the finishing
    // of distances: GridSearch::work()); what step(budget) spends.
    uint32_t work() const { return search_.work(); }
    const RepairStats& repair_stats() const { return repair_; }

    // After the map changed at `changed` cells (outside the area: ignored),
    // starts updating the field; then step() until Complete. Meanwhile the
    // cells away from the change answer as before and the affected ones
    // (forgotten, then improved) answer once their new distance is settled.
    // A field that was not complete is simply recomputed (and answers
    // nothing until it is: begin()).
    Status begin_repair(const Point* changed, uint32_t count) {
        if (status_ != Status::Complete) {
            return begin(goals_, goal_count_, options_);
        }
        repair_ = RepairStats{0, 0, 0, false};
        uint32_t n = 0;
        // 1. The changed cells and their neighbours (a diagonal step passing
        //    a changed cell's corner joins two of its neighbours, and the
        //    corner rule may now allow or forbid it), then every cell whose
        //    next step leads into a listed cell: their routes ran through a
        //    change. Listed cells forget their distance.
        for (uint32_t i = 0; i < count; ++i) {
            if (!inside(changed[i])) {
                continue;
            }
            if (!list_cell(index(changed[i]), n, true)) {
                return recompute();
            }
            for (uint8_t d = 0; d < 8; ++d) {
                const Point q = make_point(changed[i].x + kDirectionDx[d], changed[i].y + kDirectionDy[d]);
                if (inside(q) && !list_cell(index(q), n, false)) {
                    return recompute();
                }
            }
        }
        const uint32_t changed_count = n;  // listed so far: changed cells and neighbours
        repair_.changed = n;
        const uint8_t directions = detail::direction_count(options_.moves);
        for (uint32_t i = 0; i < n; ++i) {
            const Point c = point(scratch_[i]);
            for (uint8_t d = 0; d < directions; ++d) {
                const Point q = make_point(c.x + kDirectionDx[d], c.y + kDirectionDy[d]);
                if (!inside(q)) {
                    continue;
                }
                const uint32_t qi = index(q);
                const Cost dq = distances_[qi];
                if (dq == kUnreachable || dq == 0 || direction(qi) != opposite(d)) {
                    continue;  // unreached, a goal, or its route does not enter c
                }
                if (n == scratch_capacity_) {
                    return recompute();
                }
                distances_[qi] = kUnreachable;
                scratch_[n++] = qi;
            }
        }
        repair_.invalidated = n;
        // 2. Restart each listed cell from its best unaffected neighbour (or
        //    at 0 if it is a goal), then let the engine improve outwards.
        status_ = search_.begin_seeded(area_, distances_, options_, FillCosts::TowardSeeds, true);
        if (status_ != Status::InProgress) {
            return status_;
        }
        for (uint32_t i = 0; i < n; ++i) {
            const Point c = point(scratch_[i]);
            if (map_.cost(c.x, c.y) == 0) {
                continue;  // blocked: stays unreachable
            }
            if (i < changed_count && is_goal(c)) {
                search_.add_seed(c, 0, kNoDirection);
                ++repair_.seeds;
                continue;
            }
            Cost best = kUnreachable;
            uint8_t best_move = 0;
            for (uint8_t d = 0; d < directions; ++d) {
                const Cost via = cost_via(c, d);
                if (via < best) {
                    best = via;
                    best_move = d;
                }
            }
            if (best != kUnreachable) {
                // The engine's parent direction is the move that reaches c
                // from that neighbour: the opposite of c's next step.
                const Status s = search_.add_seed(c, best, opposite(best_move));
                if (s == Status::OutOfNodes) {
                    return recompute();
                }
                ++repair_.seeds;
            }
        }
        return status_;
    }

    // The cost from p to the nearest goal (kUnreachable outside the area or
    // where no goal can be reached).
    Cost distance(Point p) const { return answering(p) ? distances_[index(p)] : kUnreachable; }
    // The area the field covers, and its distances (area cells, row-major;
    // kUnreachable for the cells off the map): for readers of many cells.
    Area area() const { return area_; }
    const Cost* distances() const { return distances_; }

    // The cell a unit on `from` moves to next. False at a goal, where no goal
    // can be reached, and outside the area. O(1).
    bool next_step(Point from, Point& to) const {
        if (!answering(from)) {
            return false;
        }
        const uint32_t i = index(from);
        if (distances_[i] == 0 || distances_[i] == kUnreachable) {
            return false;
        }
        const uint8_t d = direction(i);
        to = make_point(from.x + kDirectionDx[d], from.y + kDirectionDy[d]);
        return true;
    }

    // Follows the field from `from`: the cells of the walk to a goal, `from`
    // and the goal included. Returns the number of cells (0 if no goal can
    // be reached from `from`; more than `capacity` means the walk did not
    // fit and only the first `capacity` cells were written).
    uint32_t trace(Point from, Point* out, uint32_t capacity) const {
        if (!answering(from) || distances_[index(from)] == kUnreachable) {
            return 0;
        }
        uint32_t length = 0;
        Point p = from;
        const uint32_t limit = area_.cells();
        for (;;) {
            if (length < capacity) {
                out[length] = p;
            }
            ++length;
            Point next;
            if (!next_step(p, next) || length > limit) {
                return length;
            }
            p = next;
        }
    }

    // The next-step direction stored for a cell of the area (0..7), for
    // packing the field elsewhere. Meaningful where 0 < distance < kUnreachable.
    uint8_t direction_at(Point p) const { return answering(p) ? direction(index(p)) : uint8_t{0}; }

private:
    static uint8_t opposite(uint8_t d) {
        return d < 4 ? static_cast<uint8_t>((d + 2) & 3) : static_cast<uint8_t>(4 + ((d - 4 + 2) & 3));
    }

    // A cell of an accepted field's area: only then are the buffers read.
    bool answering(Point p) const { return answering_ && inside(p); }

    bool inside(Point p) const {
        return area_.contains(p.x, p.y) && p.x >= 0 && p.y >= 0 && p.x < map_.width() && p.y < map_.height();
    }
    uint32_t index(Point p) const {
        return static_cast<uint32_t>(p.y - area_.y) * static_cast<uint32_t>(area_.width) +
               static_cast<uint32_t>(p.x - area_.x);
    }
    Point point(uint32_t i) const {
        const uint32_t w = static_cast<uint32_t>(area_.width);
        return make_point(area_.x + static_cast<int32_t>(i % w), area_.y + static_cast<int32_t>(i / w));
    }

    uint8_t direction(uint32_t i) const {
        const uint32_t bit = i * 3;
        const uint32_t pair = static_cast<uint32_t>(directions_[bit >> 3]) |
                              (static_cast<uint32_t>(directions_[(bit >> 3) + 1]) << 8);
        return static_cast<uint8_t>((pair >> (bit & 7)) & 7u);
    }
    void set_direction(uint32_t i, uint8_t d) {
        const uint32_t bit = i * 3;
        const uint32_t byte = bit >> 3;
        uint32_t pair = static_cast<uint32_t>(directions_[byte]) | (static_cast<uint32_t>(directions_[byte + 1]) << 8);
        pair = (pair & ~(7u << (bit & 7))) | (static_cast<uint32_t>(d) << (bit & 7));
        directions_[byte] = static_cast<uint8_t>(pair);
        directions_[byte + 1] = static_cast<uint8_t>(pair >> 8);
    }

    // Adds cell i to the repair list, forgetting its distance. A cell that
    // is already unreachable is listed only if it changed itself (it may
    // have been freed); otherwise it has no route to repair. False when the
    // list is full.
    bool list_cell(uint32_t i, uint32_t& n, bool changed) {
        if (distances_[i] == kUnreachable) {
            if (!changed) {
                return true;
            }
            for (uint32_t k = 0; k < n; ++k) {
                if (scratch_[k] == i) {
                    return true;  // listed twice: once is enough
                }
            }
        }
        if (n == scratch_capacity_) {
            return false;
        }
        distances_[i] = kUnreachable;
        scratch_[n++] = i;
        return true;
    }

    // A cell the engine has just settled at cost g.
    void settle(Point p, Cost g) {
        if (g != 0) {
            set_direction(index(p), opposite(search_.parent_direction(p)));
        }
    }

    bool is_goal(Point c) const {
        for (uint32_t i = 0; i < goal_count_; ++i) {
            if (goals_[i] == c) {
                return true;
            }
        }
        return false;
    }

    // The cost from c to the goals if its next step is move d onto an
    // unaffected neighbour; kUnreachable if that move is not allowed.
    Cost cost_via(Point c, uint8_t d) const {
        const Point b = make_point(c.x + kDirectionDx[d], c.y + kDirectionDy[d]);
        if (!inside(b)) {
            return kUnreachable;
        }
        const Cost db = distances_[index(b)];
        const uint8_t mb = map_.cost(b.x, b.y);
        if (db == kUnreachable || mb == 0) {
            return kUnreachable;
        }
        if (d >= 4) {  // the corner rule, on the two cells the diagonal passes
            const Point a1 = make_point(c.x + kDirectionDx[d], c.y);
            const Point a2 = make_point(c.x, c.y + kDirectionDy[d]);
            const bool o1 = inside(a1) && map_.cost(a1.x, a1.y) != 0;
            const bool o2 = inside(a2) && map_.cost(a2.x, a2.y) != 0;
            if (!detail::corner_allows(options_.corners, o1, o2)) {
                return kUnreachable;
            }
        }
        const uint32_t step = (d < 4 ? options_.costs.straight : options_.costs.diagonal) * uint32_t{mb};
        const uint32_t total = uint32_t{db} + step;
        return total < uint32_t{kUnreachable} && total > db ? static_cast<Cost>(total) : kUnreachable;
    }

    Status recompute() {
        const RepairStats kept = repair_;
        const Status s = begin(goals_, goal_count_, options_);
        repair_ = kept;
        repair_.full_recompute = true;
        return s;
    }

    Search search_;
    Map map_;
    Area area_;
    Cost* distances_;
    uint8_t* directions_;
    uint32_t* scratch_;
    uint32_t scratch_capacity_;
    const Point* goals_ = nullptr;
    uint32_t goal_count_ = 0;
    Options options_ = Options();
    Status status_ = Status::Idle;
    bool answering_ = false;  // the last begin was accepted and its computation has ended (see begin())
    RepairStats repair_ = RepairStats{0, 0, 0, false};
};

}  // namespace fixpath

#endif  // FIXPATH_FLOW_FIELD_HPP
