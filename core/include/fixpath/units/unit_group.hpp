// fixpath/units/unit_group.hpp - many units, each with its own goal, stepping one
// cell a tick on a grid: never two units in one cell, never two units
// swapping cells, in bounded time a tick.
//
//     static DenseState<32 * 32, uint16_t> state;     // other searches may use it once prepare() is Complete
//     static uint16_t distances[64 * 32 * 32];         // one distance table a unit
//     static uint16_t cell_units[3 * 32 * 32];         // three unit numbers a cell
//     static UnitGroup<ByteCostMap, DenseState<32 * 32, uint16_t>, 64> group(map, state, distances,
//                                                      64 * 32 * 32, cell_units, 3 * 32 * 32);
//     uint16_t unit;
//     group.add_unit({3, 4}, unit);                    // InvalidStart on a wall or on another unit
//     group.set_goal(unit, {20, 9});                   // InvalidGoal when another unit has that goal
//     while (group.prepare(500) == Status::InProgress) { next_frame(); }   // the distance tables
//     every tick: if (group.tick() == Status::Found) { every unit is on its goal }
//     group.position(unit), group.state(unit)
//
// Moves: the 4 orthogonal moves or a wait, one cell a tick (the multi-agent
// path finding convention). A tick moves every unit at once: no two units
// end it on one cell (vertex conflict) and no two units exchange cells
// (swap conflict); a unit may step into a cell another unit leaves in the
// same tick (a train of units moves together).
//
// The rule: priority inheritance with backtracking (PIBT, Okumura et al.,
// Artificial Intelligence 2022), with its swap emulation (Okumura, AAMAS
// 2024) so that two units meeting head-on in a corridor pass each other.
// Each tick:
//   1. Units are ranked: the one that has waited longest since it last stood
//      on its goal first (ticks, saturating at 65,535), then the one whose
//      start was farther from its goal (when its goal was set), then the
//      lower unit number. A unit on its goal ranks 0 and yields.
//   2. In that order, each unit not yet given a move picks the best of its
//      candidates (its 4 neighbours on the floor, and its own cell): the
//      smaller distance to its goal, then a cell no unit stands on, then a
//      cell that is not another unit's goal (a unit pushed off its goal does
//      not step onto the goal of the unit that pushed it), then the order of
//      a direction ring that turns with the tick and the unit (documented
//      below), which keeps two units from repeating the same dance forever.
//      A candidate already taken for this tick, or whose unit is moving
//      into this unit's cell, is skipped. A unit on its goal that no unit
//      needs to pass stays without a choice being made.
//   3. Entering a cell held by a unit without a move yet hands that unit the
//      priority (it must move away first, recursively); when it cannot, the
//      next candidate is tried (backtracking); a unit with no candidate left
//      stays.
//   4. Swap: when the unit ahead must pass this one in a corridor (walking
//      the corridor shows no side cell to step into before this unit's goal
//      side is reached, and a branching cell exists behind), this unit's
//      candidates are reversed: it backs out, pulling the other along, until
//      the two can pass at the branch.
// A unit with no goal set stays where it is unless a unit of higher rank
// needs its cell. Ring order: the four moves N, E, S, W rotated by
// (tick + unit) mod 4, then the wait; equal-rank candidates keep that order.
//
// Distances: one table a unit (map cells x sizeof(Cost)), the cost of the
// cheapest 4-connected walk to its goal, computed by the core engine
// (a Dijkstra fill from the goal, FillCosts::TowardSeeds: the map's
// multipliers count, so units prefer cheap ground), time-sliced by
// prepare(). Until every table asked for is ready, tick() moves nobody.
//
// Maps that change: the group reads the map as it is at every tick (a unit
// never enters a wall, even one that appeared under another unit that
// stands on it: that unit may leave, nobody enters), but its distance
// tables are those of the map they were made on. After an edit, call
// map_changed(): every table is made again by prepare(), and tick() moves
// nobody until they are ready (a goal that became a wall is dropped then:
// its unit has NoGoal). The map view is copied; the cells it points to
// are the caller's and must outlive the group.
//
// Memory: the object holds, a unit, its cell, next cell and goal (4 bytes
// each), its rank (ticks waited and start distance in one word: 4 bytes
// with 16-bit costs, 8 with 32-bit ones), its candidates (5 cells,
// 20 bytes), a few bytes of state and two unit numbers (rank order and the
// explicit stack): 48 bytes with 16-bit costs (bytes_per_unit()), plus the
// search that makes the tables (about 430 bytes); the caller holds the
// distance tables (units x cells x sizeof(Cost)) and the cell table (3 x
// cells x 2 bytes: who stands, who moves in, whose goal). The tests measure
// it with sizeof.
//
// Time a tick: O(units x 5) for the moves, plus the corridor walks of the
// swap test (at most the corridor's length a unit), plus an insertion sort
// of the ranks (O(units) when they change little; a merge sort, O(units x
// log units), when prepare() completes new goals). No allocation, no
// recursion (an explicit stack of MaxUnits entries), no floating point.
#ifndef FIXPATH_UNIT_GROUP_HPP
#define FIXPATH_UNIT_GROUP_HPP

#include <stdint.h>

#include <fixpath/detail/row_divider.hpp>
#include <fixpath/detail/support.hpp>
#include <fixpath/detail/traits.hpp>
#include <fixpath/grid/grid_search.hpp>

namespace fixpath {

template <typename Group, uint32_t PoolWords, uint32_t Buckets>
class UnitPlanner;

// What a unit did in the last tick.
enum class UnitState : uint8_t {
    NoGoal,       // no goal set: stays unless pushed
    Preparing,    // its goal is set, its distance table is not ready (prepare())
    AtGoal,       // stands on its goal
    Moving,       // moved this tick toward its goal (or aside, to let another pass)
    Waiting,      // stayed this tick, not on its goal
    Unreachable   // its goal cannot be reached from where it stands
};

template <typename Map, typename State, uint32_t MaxUnits>
class UnitGroup {
    static_assert(MaxUnits >= 1 && MaxUnits <= 65534, "a group holds 1 to 65,534 units");

public:
    using Search = GridSearch<Map, State>;
    using Cost = typename State::Cost;
    static constexpr Cost kUnreachable = Search::kUnreachable;
    static constexpr uint16_t kNoUnit = 0xFFFF;
    static constexpr uint32_t kNoCell = 0xFFFFFFFFu;
    // Bytes of the group object a unit (the distance table, map cells x
    // sizeof(Cost), is the caller's).
    static constexpr uint32_t bytes_per_unit() {
        return static_cast<uint32_t>(sizeof(Unit) + sizeof(Key) + 2 * sizeof(uint16_t));
    }

    // distances: distance_entries entries (a unit takes map cells of them;
    // add_unit() refuses the unit that would not fit); cell_units: at least
    // 3 x map cells entries. Both are the caller's, used only by this group.
    UnitGroup(const Map& map, State& state, Cost* distances, uint32_t distance_entries, uint16_t* cell_units,
              uint32_t cell_unit_entries)
        : search_(map, state),
          map_(map),
          width_(map.width() > 0 ? static_cast<uint32_t>(map.width()) : 0u),
          cells_(width_ * (map.height() > 0 ? static_cast<uint32_t>(map.height()) : 0u)),
          distances_(distances),
          distance_entries_(distance_entries),
          now_(cell_units),
          next_(cell_units + (cell_units != nullptr && cell_unit_entries / 3 >= cells_ ? cells_ : 0u)),
          owner_(cell_units + (cell_units != nullptr && cell_unit_entries / 3 >= cells_ ? 2 * cells_ : 0u)),
          usable_(distances != nullptr && cell_units != nullptr && cells_ > 0 && cell_unit_entries / 3 >= cells_) {
        rows_.prepare(width_, cells_ > 0 ? cells_ : 1u);
        if (usable_) {
            for (uint32_t c = 0; c < 3 * cells_; ++c) {
                cell_units[c] = kNoUnit;
            }
        }
    }

    // Adds a unit standing on `start`; its number (0, 1, ... in the order
    // added) goes to `unit`. InvalidStart when start is off the map, on a
    // wall or on another unit; OutOfNodes when the group holds MaxUnits
    // units or the distance tables have no room for one more; MapTooLarge
    // when the caller's buffers cannot hold the map. A refused call adds
    // nothing and leaves `unit` as it was.
    Status add_unit(Point start, uint16_t& unit) {
        if (!usable_) {
            return Status::MapTooLarge;
        }
        if (!detail::floor_cell(map_, start.x, start.y)) {
            return Status::InvalidStart;
        }
        const uint32_t cell = cell_of(start);
        if (now_[cell] != kNoUnit) {
            return Status::InvalidStart;
        }
        if (count_ >= MaxUnits || distance_entries_ / cells_ <= count_) {
            return Status::OutOfNodes;
        }
        const uint16_t u = static_cast<uint16_t>(count_++);
        Unit& n = units_[u];
        n = Unit();
        n.position = cell;
        rank_[u] = 0;
        now_[cell] = u;
        order_[u] = u;
        unit = u;
        return Status::Complete;
    }

    // Gives `unit` a goal; its distance table is computed by prepare().
    // InvalidOptions for a unit not in the group; InvalidGoal for a goal off
    // the map, on a wall, or the goal of another unit (two units cannot both
    // end on one cell). A refused call changes nothing.
    Status set_goal(uint16_t unit, Point goal) {
        if (unit >= count_) {
            return Status::InvalidOptions;
        }
        if (!detail::floor_cell(map_, goal.x, goal.y)) {
            return Status::InvalidGoal;
        }
        const uint32_t cell = cell_of(goal);
        if (owner_[cell] != kNoUnit && owner_[cell] != unit) {
            return Status::InvalidGoal;
        }
        Unit& n = units_[unit];
        if (n.goal == cell && n.ready) {
            return Status::Complete;  // already there
        }
        if (n.goal != kNoCell) {
            owner_[n.goal] = kNoUnit;
        }
        owner_[cell] = unit;
        n.goal = cell;
        unready_ += n.ready ? 1u : 0u;
        n.ready = false;
        n.state = UnitState::Preparing;
        rank_[unit] &= kDistanceBits;  // waited 0
        reorder_ = true;
        if (filling_ == unit) {
            filling_ = kNoCell;  // its table starts over
        }
        return Status::InProgress;
    }

    // The map changed (see the top): every unit's distance table is made
    // again by prepare(); tick() moves nobody until they are ready.
    void map_changed() {
        for (uint32_t u = 0; u < count_; ++u) {
            Unit& n = units_[u];
            if (n.goal != kNoCell) {
                unready_ += n.ready ? 1u : 0u;
                n.ready = false;
                n.state = UnitState::Preparing;
            }
        }
        filling_ = kNoCell;  // a table being made starts over
        reorder_ = true;
    }

    // Computes the distance tables of the goals set since the last call, at
    // most `max_expansions` cells of fill (any number of calls: a frame's
    // share). InProgress until every table is ready, then Complete;
    // CostOverflow / OutOfNodes / MapTooLarge when the state or the cost
    // type is too small for the map, InvalidGoal for a goal that became a
    // wall (map_changed()): that unit's goal is dropped (NoGoal).
    Status prepare(uint32_t max_expansions) {
        while (max_expansions > 0) {
            if (filling_ == kNoCell) {
                uint32_t unit = 0;
                while (unit < count_ && units_[unit].ready) {
                    ++unit;
                }
                if (unit == count_) {
                    return ranked();
                }
                Unit& n = units_[unit];
                const Status begun = search_.begin_seeded(Area{0, 0, map_.width(), map_.height()},
                                                          distances_ + unit * cells_, field_options(),
                                                          FillCosts::TowardSeeds, false);
                const Status seeded =
                    begun == Status::InProgress ? search_.add_seed(point_of(n.goal), 0, kNoDirection) : begun;
                if (seeded != Status::InProgress) {
                    return drop_goal(n, seeded == Status::InvalidStart ? Status::InvalidGoal : seeded);
                }
                filling_ = unit;
            }
            Unit& n = units_[filling_];
            const uint32_t before = search_.stats().expanded;
            const Status s = search_.step_fill(max_expansions, [](Point, Cost) {});
            const uint32_t used = search_.stats().expanded - before;
            max_expansions = used >= max_expansions ? 0u : max_expansions - used;
            if (s == Status::InProgress) {
                return s;
            }
            if (s != Status::Complete) {
                return drop_goal(n, s);
            }
            filling_ = kNoCell;
            n.ready = true;
            --unready_;
            const uint32_t u = static_cast<uint32_t>(&n - units_);
            const Cost start_distance = distance(u, n.position);
            rank_[u] = (rank_[u] & ~kDistanceBits) | start_distance;
            n.state = n.position == n.goal             ? UnitState::AtGoal
                      : start_distance == kUnreachable ? UnitState::Unreachable
                                                       : UnitState::Waiting;
        }
        return unready_ != 0 ? Status::InProgress : ranked();
    }

    // Moves every unit at most one cell (the rule above). Found when every
    // unit with a goal stands on it after the move, InProgress otherwise;
    // Idle, moving nobody, while a distance table is not ready (prepare()).
    Status tick() {
        if (!usable_ || count_ == 0) {
            return Status::Idle;
        }
        if (unready_ != 0) {
            return Status::Idle;  // a table is not made yet
        }
        rank_units();
        decide<false>();
        return apply() ? Status::Found : Status::InProgress;
    }

    uint32_t units() const { return count_; }
    uint32_t ticks() const { return ticks_; }
    Point position(uint16_t unit) const { return unit < count_ ? point_of(units_[unit].position) : Point{-1, -1}; }
    // The unit's goal, {-1, -1} when it has none.
    Point goal(uint16_t unit) const {
        return unit < count_ && units_[unit].goal != kNoCell ? point_of(units_[unit].goal) : Point{-1, -1};
    }
    UnitState state(uint16_t unit) const { return unit < count_ ? units_[unit].state : UnitState::NoGoal; }
    // The unit standing on `cell`, kNoUnit when none (or off the map).
    uint16_t unit_at(Point cell) const {
        return usable_ && cell.x >= 0 && cell.y >= 0 && cell.x < map_.width() && cell.y < map_.height()
                   ? now_[cell_of(cell)]
                   : kNoUnit;
    }
    // The unit's distance to its goal from where it stands (kUnreachable
    // without a ready table).
    Cost distance_to_goal(uint16_t unit) const {
        return unit < count_ && units_[unit].goal != kNoCell && units_[unit].ready
                   ? distance(unit, units_[unit].position)
                   : kUnreachable;
    }

private:
    // The planner (unit_planner.hpp) runs this group's rule on
    // configurations of its own: load(), constrain(), decide(), apply().
    template <typename, uint32_t, uint32_t>
    friend class UnitPlanner;

    // A candidate's sort key: distance, tie bits and ring place, in one
    // compare; a unit's rank: ticks waited (16 bits) above its start
    // distance.
    using Key = typename detail::Select<(sizeof(Cost) <= 2), uint32_t, uint64_t>::type;
    static constexpr uint32_t kCostBits = 8 * static_cast<uint32_t>(sizeof(Cost));
    static constexpr Key kDistanceBits = static_cast<Key>(static_cast<Key>(static_cast<Cost>(~static_cast<Cost>(0))));
    static constexpr Key kWaitedOne = static_cast<Key>(static_cast<Key>(1) << kCostBits);
    static constexpr Key kWaitedMax = static_cast<Key>(static_cast<Key>(0xFFFF) << kCostBits);
    // A candidate key's bits below its distance: the tie flags (2: a unit
    // stands on it, 1: it is another unit's goal) above its ring place (3
    // bits).
    static constexpr uint32_t kKeyHeld = 2u << 3;

    struct Unit {
        uint32_t position = kNoCell;
        uint32_t next = kNoCell;
        uint32_t goal = kNoCell;
        uint32_t candidates[5] = {};  // this tick's, best first
        uint8_t candidate_count = 0;
        uint8_t tried = 0;            // candidates already tried
        uint16_t swap_with = kNoUnit;
        UnitState state = UnitState::NoGoal;
        bool ready = true;            // its distance table is made (or it has no goal)
    };

    static SearchOptions<Cost> field_options() {
        SearchOptions<Cost> o;
        o.moves = Moves::Four;
        return o;
    }

    Status drop_goal(Unit& n, Status why) {
        filling_ = kNoCell;
        owner_[n.goal] = kNoUnit;
        unready_ -= n.ready ? 0u : 1u;
        n.goal = kNoCell;
        n.ready = true;
        n.state = UnitState::NoGoal;
        return why;
    }

    bool floor(uint32_t cell) const {
        const Point p = point_of(cell);
        return map_.cost(p.x, p.y) != 0;
    }

    uint32_t cell_of(Point p) const { return static_cast<uint32_t>(p.y) * width_ + static_cast<uint32_t>(p.x); }
    Point point_of(uint32_t cell) const {
        const uint32_t row = rows_.row_of(cell);
        return make_point(static_cast<int32_t>(detail::column_of(cell, row, width_)), static_cast<int32_t>(row));
    }

    // The unit's distance from `cell` to its goal; a unit with no goal wants
    // to stay: 0 on its own cell, 1 anywhere else.
    Cost distance(uint32_t unit, uint32_t cell) const {
        const Unit& n = units_[unit];
        if (n.goal == kNoCell) {
            return static_cast<Cost>(cell == n.position ? 0 : 1);
        }
        return distances_[unit * cells_ + cell];
    }

    // The four cells around `cell` in N, E, S, W order, kNoCell where the
    // move leaves the map or enters a wall.
    void around(uint32_t cell, uint32_t* out) const {
        const Point p = point_of(cell);
        if constexpr (detail::HasCellPointer<Map>::value) {
            // Away from the edge: four loads from one pointer.
            if (p.x > 0 && p.y > 0 && p.x + 1 < map_.width() && p.y + 1 < map_.height()) {
                const uint8_t* const at = map_.cell_pointer(p.x, p.y);
                const int32_t stride = map_.row_stride();
                out[0] = at[-stride] != 0 ? cell - width_ : kNoCell;
                out[1] = at[1] != 0 ? cell + 1 : kNoCell;
                out[2] = at[stride] != 0 ? cell + width_ : kNoCell;
                out[3] = at[-1] != 0 ? cell - 1 : kNoCell;
                return;
            }
        }
        out[0] = p.y > 0 && map_.cost(p.x, p.y - 1) != 0 ? cell - width_ : kNoCell;
        out[1] = p.x + 1 < map_.width() && map_.cost(p.x + 1, p.y) != 0 ? cell + 1 : kNoCell;
        out[2] = p.y + 1 < map_.height() && map_.cost(p.x, p.y + 1) != 0 ? cell + width_ : kNoCell;
        out[3] = p.x > 0 && map_.cost(p.x - 1, p.y) != 0 ? cell - 1 : kNoCell;
    }
    // The cell a unit left when move `move` (around()'s order: 0..3 for N,
    // E, S, W; anything else a wait) brought it to `cell`.
    uint32_t came_from(uint32_t cell, uint32_t move) const {
        return move == 0 ? cell + width_ : move == 1 ? cell - 1 : move == 2 ? cell - width_ : move == 3 ? cell + 1 : cell;
    }
    // The floor neighbours of `cell` (N, E, S, W order) into out[]; how many.
    uint32_t neighbours(uint32_t cell, uint32_t* out) const {
        uint32_t all[4];
        around(cell, all);
        uint32_t n = 0;
        for (uint32_t i = 0; i < 4; ++i) {
            if (all[i] != kNoCell) out[n++] = all[i];
        }
        return n;
    }

    // Ranks: most waited first, then the farther start, then the lower
    // number. Insertion sort (stable, cheap when ranks barely change).
    static bool before(Key rank_a, uint16_t a, Key rank_b, uint16_t b) {
        return rank_a != rank_b ? rank_a > rank_b : a < b;
    }
    bool ranks_before(uint16_t a, uint16_t b) const { return before(rank_[a], a, rank_[b], b); }
    // Every table is ready: the new goals' ranks are sorted now rather than
    // in the first tick (which stays as cheap as any other).
    Status ranked() {
        if (reorder_) {
            rank_units();
        }
        return Status::Complete;
    }

    // Insertion sort when the order barely changed since the last tick (a
    // few arrivals a tick); a merge sort (stack_ as its scratch) after goals
    // were set, when any order is possible.
    void rank_units() {
        if (reorder_) {
            reorder_ = false;
            for (uint32_t width = 1; width < count_; width *= 2) {
                for (uint32_t lo = 0; lo < count_; lo += 2 * width) {
                    const uint32_t mid = lo + width < count_ ? lo + width : count_;
                    const uint32_t hi = lo + 2 * width < count_ ? lo + 2 * width : count_;
                    uint32_t a = lo, b = mid, k = lo;
                    while (a < mid && b < hi) {
                        stack_[k++] = ranks_before(order_[b], order_[a]) ? order_[b++] : order_[a++];  // stable
                    }
                    while (a < mid) stack_[k++] = order_[a++];
                    while (b < hi) stack_[k++] = order_[b++];
                }
                for (uint32_t k = 0; k < count_; ++k) order_[k] = stack_[k];
            }
            return;
        }
        // (A group of one has nothing to order; the test also keeps GCC from
        // warning about order_[1] in code that never runs.)
        if constexpr (MaxUnits == 1) {
            return;
        }
        if (count_ == 0) {
            return;
        }
        // (The last unit of the sorted part and its rank are carried in
        // locals: most units are already in order.)
        uint16_t last = order_[0];
        Key last_rank = rank_[last];
        for (uint32_t k = 1; k < count_; ++k) {
            const uint16_t u = order_[k];
            const Key rank = rank_[u];
            if (!before(rank, u, last_rank, last)) {
                last = u;
                last_rank = rank;
                continue;
            }
            // u goes before `last`, which stays the last of the sorted part.
            uint32_t j = k;
            do {
                order_[j] = order_[j - 1];
                --j;
            } while (j > 0 && ranks_before(u, order_[j - 1]));
            order_[j] = u;
        }
    }

    // Orders the unit's candidates for this tick, best first, and decides
    // whether it must swap (rule 4).
    void choose_candidates(uint16_t unit) {
        Unit& n = units_[unit];
        const uint32_t self = n.position;
        // The ring: N, E, S, W turned by (tick + unit) mod 4 (the floor ones),
        // then the wait. Each one's key: its distance, then 2 if a unit
        // stands on it, plus 1 if it is another unit's goal (smaller is
        // better), then its place in the ring (3 bits), so that a sort of the
        // keys alone is stable and every key differs.
        uint32_t ring[4];
        around(self, ring);
        const uint32_t turn = (ticks_ + unit) & 3u;
        const Cost* const table = n.goal == kNoCell ? nullptr : distances_ + unit * cells_;
        uint32_t cells[5];
        Key keys[5];
        uint32_t count = 0;
        uint32_t standing = 0;  // candidates a unit stands on (this one's own cell too)
        for (uint32_t r = 0; r <= 4; ++r) {
            const uint32_t c = r < 4 ? ring[(r + turn) & 3u] : self;
            if (c == kNoCell) continue;
            const Cost d = table != nullptr ? table[c] : static_cast<Cost>(c == self ? 0 : 1);
            const uint16_t mine = owner_[c];
            const uint32_t flags = (now_[c] != kNoUnit ? 2u : 0u) | (mine != kNoUnit && mine != unit ? 1u : 0u);
            keys[count] = static_cast<Key>(static_cast<Key>(d) << 5) | static_cast<Key>(flags << 3 | count);
            standing += flags >> 1;
            cells[count++] = c;
        }
        for (uint32_t i = 1; i < count; ++i) {
            const Key k = keys[i];
            uint32_t j = i;
            while (j > 0 && k < keys[j - 1]) {
                keys[j] = keys[j - 1];
                --j;
            }
            keys[j] = k;
        }
        for (uint32_t i = 0; i < count; ++i) {
            n.candidates[i] = cells[static_cast<uint32_t>(keys[i]) & 7u];
        }
        n.candidate_count = static_cast<uint8_t>(count);
        n.tried = 0;
        // Units beside this one other than the one on its best cell.
        const uint32_t best_held = n.candidates[0] != self && (keys[0] & kKeyHeld) != 0 ? 1u : 0u;
        n.swap_with = swap_partner(unit, standing - 1u - best_held != 0);
        if (n.swap_with != kNoUnit) {
            for (uint32_t i = 0; i < count / 2; ++i) {
                const uint32_t t = n.candidates[i];
                n.candidates[i] = n.candidates[count - 1 - i];
                n.candidates[count - 1 - i] = t;
            }
        }
    }

    // A cell a swap cannot use: a dead end held by a unit on its own goal.
    bool settled_dead_end(uint32_t cell) const {
        const uint16_t held = now_[cell];
        uint32_t around[4];
        return held != kNoUnit && units_[held].goal == cell && neighbours(cell, around) == 1;
    }
    // From `from` into `at`: the one way on from `at` (not back to `from`,
    // not into a settled dead end) into `way`; how many ways there are,
    // counted up to 2 (every caller asks only whether there is none, one,
    // or more than one). Out of line: inlined into its three callers it
    // makes the GBA tick larger and slower (register spills).
    FIXPATH_NOINLINE uint32_t ways_on(uint32_t from, uint32_t at, uint32_t& way) const {
        uint32_t cells[4];
        around(at, cells);
        uint32_t n = 0;
        for (uint32_t i = 0; i < 4; ++i) {
            const uint32_t c = cells[i];
            if (c != kNoCell && c != from && !settled_dead_end(c)) {
                way = c;
                if (++n == 2) break;
            }
        }
        return n;
    }
    // Whether pusher (at a) and puller (at b, the cell pusher wants) must
    // exchange places: walking on from b while pusher gets nearer its goal
    // finds no side cell, and the puller wants pusher's side.
    bool swap_required(uint32_t pusher, uint32_t puller, uint32_t a, uint32_t b) const {
        uint32_t guard = cells_;
        while (distance(pusher, b) < distance(pusher, a) && guard-- > 0) {
            uint32_t way = kNoCell;
            const uint32_t n = ways_on(a, b, way);
            if (n >= 2) return false;  // the puller can step aside at b
            if (n == 0) break;
            a = b;
            b = way;
        }
        return distance(puller, a) < distance(puller, b) &&
               (distance(pusher, a) == 0 || distance(pusher, b) < distance(pusher, a));
    }
    // Whether backing from `start` (with the other unit at `other`) reaches
    // a branching cell where the two can pass.
    bool swap_possible(uint32_t other, uint32_t start) const {
        uint32_t a = other;
        uint32_t b = start;
        uint32_t guard = cells_;
        while (b != other && guard-- > 0) {
            uint32_t way = kNoCell;
            const uint32_t n = ways_on(a, b, way);
            if (n >= 2) return true;
            if (n == 0) return false;
            a = b;
            b = way;
        }
        return false;
    }
    // Every swap test below starts at the same step, this unit's cell into
    // `best`: when `best` has two ways on or more (open ground, nearly
    // always), swap_required() is false for each test whose walk starts, so
    // the ways are counted once here and those tests are skipped.
    // beside: whether units other than the one on the unit's best cell
    // stand beside it (when none does, no neighbour needs to pass).
    uint16_t swap_partner(uint16_t unit, bool beside) const {
        const Unit& n = units_[unit];
        const uint32_t best = n.candidates[0];
        const uint32_t here = n.position;
        uint32_t ways = 5;  // not counted yet
        uint32_t way = kNoCell;
        const auto open_ground = [&]() {
            if (ways == 5) ways = ways_on(here, best, way);
            return ways >= 2;
        };
        const uint16_t ahead = now_[best];
        if (ahead != kNoUnit && ahead != unit && units_[ahead].next == kNoCell) {
            // swap_required(unit, ahead, here, best), with its first step taken from open_ground().
            const bool walks = distance(unit, best) < distance(unit, here);
            const bool required = walks ? !open_ground() && swap_required(unit, ahead, here, best)
                                        : distance(ahead, here) < distance(ahead, best) && distance(unit, here) == 0;
            if (required && swap_possible(best, here)) {
                return ahead;
            }
        }
        // Clearing the way: a neighbour that will have to pass once this unit
        // stands on `best` (the candidates other than the wait are the
        // unit's floor neighbours).
        if (best != here && beside) {
            const uint32_t count = n.candidate_count;
            for (uint32_t i = 0; i < count; ++i) {
                // (The unit on `best` was tested above.)
                const uint32_t c = n.candidates[i];
                const uint16_t other = c == here || c == best ? kNoUnit : now_[c];
                // (Only a neighbour that wants `best` more than this unit's
                // cell can need to pass: otherwise swap_required() is false,
                // `best` being no worse than this cell for this unit; and for
                // one that does, the walk starts.)
                if (other != kNoUnit && distance(other, best) < distance(other, here)) {
                    if (open_ground()) {
                        return kNoUnit;  // every remaining test fails at its first step
                    }
                    if (swap_required(other, unit, here, best) && swap_possible(best, here)) {
                        return other;
                    }
                }
            }
        }
        return kNoUnit;
    }

    // Puts unit i on cells[i] having waited waited[i] ticks, at tick
    // `tick`: a configuration of a plan (the planner's, with every unit's
    // next cell unset).
    template <typename CellIndex>
    void load(const CellIndex* cells, const uint16_t* waited, uint32_t tick) {
        for (uint32_t i = 0; i < count_; ++i) {
            now_[units_[i].position] = kNoUnit;
        }
        for (uint32_t i = 0; i < count_; ++i) {
            Unit& n = units_[i];
            n.position = cells[i];
            now_[n.position] = static_cast<uint16_t>(i);
            const Key rank = static_cast<Key>(static_cast<Key>(waited[i]) << kCostBits) | (rank_[i] & kDistanceBits);
            rank_[i] = rank;
            n.state = n.goal == kNoCell                            ? UnitState::NoGoal
                      : n.position == n.goal                       ? UnitState::AtGoal
                      : static_cast<Cost>(rank) == kUnreachable    ? UnitState::Unreachable
                                                                   : UnitState::Waiting;
        }
        ticks_ = tick;
        reorder_ = true;
    }
    uint16_t waited(uint32_t unit) const { return static_cast<uint16_t>(rank_[unit] >> kCostBits); }
    // Fixes the unit's next cell before decide() (a plan's constraint):
    // false when another unit has taken that cell, or when the unit on it
    // moves into this unit's cell (a swap).
    bool constrain(uint16_t unit, uint32_t cell) {
        Unit& n = units_[unit];
        const uint16_t held = now_[cell];
        if (next_[cell] != kNoUnit || n.next != kNoCell ||
            (held != kNoUnit && held != unit && units_[held].next == n.position)) {
            return false;
        }
        next_[cell] = unit;
        n.next = cell;
        return true;
    }

    // Every unit's move for this tick (its next cell), in rank order. With
    // kConstrained (a plan's tick, unit_planner.hpp) the units whose next
    // cell is set already keep it, and the result says whether the moves
    // make a valid tick: false when a unit first in its chain found no cell
    // (only constraints cause that: nobody else takes a unit's cell without
    // pushing the unit first). The group's own tick skips those checks.
    template <bool kConstrained>
    bool decide() {
        for (uint32_t k = 0; k < count_; ++k) {
            const uint16_t u = order_[k];
            Unit& n = units_[u];
            if (n.next != kNoCell) {
                continue;  // moved by a unit of higher rank (or constrained)
            }
            if (n.position == n.goal && (!kConstrained || next_[n.position] == kNoUnit)) {
                // On its goal, asked by nobody: it stays (its own cell is its
                // only candidate at distance 0, and nobody has taken it).
                n.next = n.position;
                next_[n.position] = u;
                continue;
            }
            if (!plan(u) && kConstrained) {
                return false;
            }
        }
        return true;
    }
    // Forgets every decided move (a rejected tick of a plan).
    void undecide() {
        for (uint32_t i = 0; i < count_; ++i) {
            Unit& n = units_[i];
            if (n.next != kNoCell) {
                next_[n.next] = kNoUnit;
                n.next = kNoCell;
            }
        }
    }
    // The decided moves, in one pass: a unit's old cell is cleared only if
    // no unit of a lower number has moved into it already. True when every
    // unit with a goal stands on it.
    bool apply() {
        bool all_there = true;
        for (uint32_t i = 0; i < count_; ++i) {
            Unit& n = units_[i];
            if (now_[n.position] == i) {
                now_[n.position] = kNoUnit;
            }
            next_[n.next] = kNoUnit;
            now_[n.next] = static_cast<uint16_t>(i);
            const bool moved = n.next != n.position;
            n.position = n.next;
            n.next = kNoCell;
            if (n.goal == kNoCell) {
                n.state = UnitState::NoGoal;
                continue;
            }
            if (n.position == n.goal) {
                n.state = UnitState::AtGoal;
                rank_[i] &= kDistanceBits;  // waited 0
                continue;
            }
            all_there = false;
            const Key rank = rank_[i];
            rank_[i] = rank >= kWaitedMax ? rank : rank + kWaitedOne;  // waited + 1, saturating
            // (A walk stays in one connected area: unreachable from the start
            // is unreachable from anywhere the unit goes.)
            n.state = static_cast<Cost>(rank) == kUnreachable ? UnitState::Unreachable
                      : moved                                ? UnitState::Moving
                                                             : UnitState::Waiting;
        }
        ++ticks_;
        return all_there;
    }

    // Rules 2-4 for `root` and every unit it hands priority to, without
    // recursion: stack_ holds the chain of units waiting on the one above.
    // False when `root` found no cell at all (see decide()).
    bool plan(uint16_t root) {
        uint32_t depth = 0;
        stack_[depth++] = root;
        choose_candidates(root);
        bool returning = false;
        bool child_moved = false;
        while (depth > 0) {
            const uint16_t u = stack_[depth - 1];
            Unit& n = units_[u];
            if (returning && child_moved) {
                --depth;  // the chain above could move: so can u (child_moved stays true)
                pull_partner(n);
                continue;
            }
            returning = false;
            bool descended = false;
            bool placed = false;
            while (n.tried < n.candidate_count) {
                const uint32_t cell = n.candidates[n.tried++];
                if (next_[cell] != kNoUnit) continue;  // taken this tick
                const uint16_t held = now_[cell];
                if (held != kNoUnit && held != u && units_[held].next == n.position) continue;  // would swap
                next_[cell] = u;
                n.next = cell;
                if (MaxUnits > 1 && held != kNoUnit && cell != n.position && units_[held].next == kNoCell) {
                    choose_candidates(held);
                    stack_[depth++] = held;  // held must leave first
                    descended = true;
                    break;
                }
                placed = true;
                break;
            }
            if (descended) continue;
            if (placed) {
                pull_partner(n);
                --depth;
                returning = true;
                child_moved = true;
                continue;
            }
            // Nothing left: u stays.
            next_[n.position] = u;
            n.next = n.position;
            --depth;
            returning = true;
            child_moved = false;
        }
        return child_moved;
    }
    // After a unit took its best candidate: the swap partner follows into
    // the unit's cell, if nobody else took it and it is still floor (a wall
    // may have appeared under a standing unit: the partner then waits).
    void pull_partner(Unit& n) {
        if (n.swap_with != kNoUnit && n.tried == 1 && units_[n.swap_with].next == kNoCell &&
            next_[n.position] == kNoUnit && floor(n.position)) {
            next_[n.position] = n.swap_with;
            units_[n.swap_with].next = n.position;
        }
    }

    Search search_;
    Map map_;  // (a copy, as every search keeps: maps are small views)
    uint32_t width_;
    uint32_t cells_;
    detail::RowDividerFor<State> rows_;  // a cell's row without a division
    Cost* distances_;
    uint32_t distance_entries_;
    uint16_t* now_;   // the unit on each cell
    uint16_t* next_;  // the unit that has taken each cell for this tick
    uint16_t* owner_;  // the unit whose goal each cell is
    bool usable_;
    uint32_t filling_ = kNoCell;  // the unit whose table prepare() is filling
    bool reorder_ = false;        // goals set since the last ranking: sort from scratch
    uint32_t unready_ = 0;        // units whose table is not made yet
    uint32_t count_ = 0;
    uint32_t ticks_ = 0;
    Unit units_[MaxUnits];
    // Each unit's rank: (ticks since it last stood on its goal, saturating
    // at 65,535) << kCostBits | its distance when its table was made.
    Key rank_[MaxUnits];
    uint16_t order_[MaxUnits];
    uint16_t stack_[MaxUnits];
};

}  // namespace fixpath

#endif  // FIXPATH_UNIT_GROUP_HPP
