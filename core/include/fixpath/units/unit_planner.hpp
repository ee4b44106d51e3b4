// fixpath/units/unit_planner.hpp - a complete plan for a unit group: every
// unit reaches its goal whenever the units can all reach theirs together,
// found within a pool of the caller's size, then played tick by tick.
//
//     static UnitGroup<ByteCostMap, DenseState<32 * 32, uint16_t>, 64> group(...);  // units, goals, prepare()
//     static UnitPlanner<decltype(group), 64 * 1024> planner(group);                // a pool of 64 Ki words
//     planner.begin();                          // from where the units stand now
//     while (planner.step(100) == Status::InProgress) { next_frame(); }
//     Found:      every tick, planner.tick() moves the group one step along the
//                 plan (Found once every unit stands on its goal)
//     OutOfNodes: the pool is full; group.tick() keeps the units moving
//     NoPath:     no sequence of moves brings every unit home (the search ran dry)
//
// Why: the group's own rule (unit_group.hpp, PIBT) decides a tick from the
// tick alone; in dense crowds some units can walk in circles forever. The
// planner searches over configurations (where every unit stands) and so
// never repeats one: LaCAM (Okumura, "LaCAM: Search-Based Algorithm for
// Quick Multi-Agent Pathfinding", AAAI 2023). Each configuration met is a
// node of a depth-first search; its successors are produced by the group's
// own rule under constraints (some units' next cells fixed first, in the
// node's rank order: the first unit's 5 choices, then the second's under
// each, ...), added lazily, one constraint set each time the node is
// visited. The unconstrained successor comes first, so where the group's
// rule would bring every unit home without repeating a configuration the
// plan is exactly the ticks the group would make by itself. A configuration
// met again is not added again; its node is visited again (on top of the
// search), so the search leaves a cycle through the constraints it has not
// tried yet. Complete: every successor of every configuration is tried
// before the search gives up, so NoPath means no plan exists (given the
// pool).
//
// Pool: PoolWords 16-bit words in the object, shared by configurations
// (growing up) and constraint sets and search entries (growing down):
// a configuration takes 16 + 2 x units words (where each unit stands and
// how long it has waited), a constraint 8, a visit 4; OutOfNodes when they
// meet. configurations() and pool_words_used() say what a search took.
// Buckets (a power of two) 32-bit heads of the configuration hash chains.
// Cells are stored in 16 bits: maps of at most 65,536 cells (MapTooLarge
// otherwise).
//
// Ties and order: the unconstrained successor first, then the constraint
// sets breadth first, a unit's choices in the group's ring order for that
// tick (N, E, S, W turned by (tick + unit) mod 4, then the wait); the
// configuration hash is FNV-1a over the cells: the same plan on every CPU.
//
// While a search runs (between step() calls too) the group stands where it
// stood at begin(); calling group.tick() or set_goal() meanwhile, or
// map_changed(), drops the search or the plan (tick() and step() say Idle).
// No allocation, no recursion, no floating point.
#ifndef FIXPATH_UNIT_PLANNER_HPP
#define FIXPATH_UNIT_PLANNER_HPP

#include <stdint.h>

#include <fixpath/status.hpp>
#include <fixpath/units/unit_group.hpp>

namespace fixpath {

template <typename Group, uint32_t PoolWords, uint32_t Buckets = 1024>
class UnitPlanner {
    static_assert(PoolWords >= 64 && PoolWords <= 0x7FFFFFFFu, "a pool of 64 to 2^31 words");
    static_assert(Buckets >= 1 && (Buckets & (Buckets - 1)) == 0, "Buckets is a power of two");

public:
    explicit UnitPlanner(Group& group) : group_(group) {}

    // Starts a search from where the units stand now, with the ranks they
    // have now. InProgress, or Found at once when every unit is home (an
    // empty plan); Idle when the group has no units or a distance table is
    // not ready (prepare()); MapTooLarge for a map of more than 65,536
    // cells; OutOfNodes when the pool cannot hold one configuration. A
    // refused call leaves no search and no plan behind.
    Status begin() {
        reset();
        units_ = group_.count_;
        if (!group_.usable_ || units_ == 0 || group_.unready_ != 0) {
            return status_ = Status::Idle;
        }
        if (group_.cells_ > 65536u) {
            return status_ = Status::MapTooLarge;
        }
        record_ = kHeader + 2 * units_;
        uint32_t root = kNone;
        if (!new_configuration(root)) {
            return status_ = Status::OutOfNodes;
        }
        for (uint32_t i = 0; i < units_; ++i) {
            pool_[root + kHeader + i] = static_cast<uint16_t>(group_.units_[i].position);
            pool_[root + kHeader + units_ + i] = group_.waited(i);
        }
        set32(root + kParent, kNone);
        set32(root + kTick, group_.ticks_);
        root_ = root;
        loaded_ = root;
        stamp_ = group_.ticks_;
        bool home = true;
        for (uint32_t i = 0; i < units_; ++i) {
            const typename Group::Unit& n = group_.units_[i];
            home = home && (n.goal == Group::kNoCell || n.position == n.goal);
        }
        if (home) {
            return finish_found(root);
        }
        if (!remember(root, hash_of(root)) || !visit(root)) {
            reset();
            return status_ = Status::OutOfNodes;
        }
        return status_ = Status::InProgress;
    }

    // Runs at most `max_visits` visits of the search (each costs one tick of
    // the group's rule and a hash lookup). InProgress until the search
    // ends: Found (a plan: play it with tick()), OutOfNodes (the pool is
    // full: no plan), NoPath (no plan exists). Idle without a search.
    Status step(uint32_t max_visits) {
        if (status_ != Status::InProgress) {
            return status_;
        }
        if (dropped()) {
            reset();
            return status_ = Status::Idle;
        }
        while (max_visits-- > 0) {
            const Status s = visit_top();
            if (s != Status::InProgress) {
                return s;
            }
        }
        stand_at(root_);
        return status_;
    }

    // Moves the group one step along a found plan: InProgress, or Found
    // when every unit stands on its goal after it (and at every call after
    // the plan ended). Idle without a plan, or when the group's tables or
    // goals changed since begin().
    Status tick() {
        if (status_ != Status::Found || dropped()) {
            if (status_ == Status::Found) {
                reset();
            }
            return Status::Idle;
        }
        const uint32_t next = get32(playing_ + kPlanNext);
        if (next == kNone) {
            return Status::Found;
        }
        for (uint32_t i = 0; i < units_; ++i) {
            const uint32_t cell = pool_[next + kHeader + i];
            group_.units_[i].next = cell;
            group_.next_[cell] = static_cast<uint16_t>(i);
        }
        group_.apply();
        playing_ = next;
        stamp_ = group_.ticks_;
        return get32(next + kPlanNext) == kNone ? Status::Found : Status::InProgress;
    }

    // Ticks from the configuration at begin() to every unit home (Found).
    uint32_t plan_ticks() const { return status_ == Status::Found ? plan_ticks_ : 0u; }
    // Configurations the last search kept, and the pool words it took.
    uint32_t configurations() const { return configurations_; }
    uint32_t pool_words_used() const { return top_ + (PoolWords - bottom_); }
    static constexpr uint32_t pool_words() { return PoolWords; }

private:
    // A configuration record: header words, then each unit's cell, then
    // each unit's ticks waited.
    static constexpr uint32_t kParent = 0;    // the configuration it was made from
    static constexpr uint32_t kChain = 2;     // the next in its hash bucket
    static constexpr uint32_t kHash = 4;
    static constexpr uint32_t kTick = 6;
    static constexpr uint32_t kHead = 8;      // its constraint sets not tried yet: first
    static constexpr uint32_t kTail = 10;     // and last
    static constexpr uint32_t kPlanNext = 12; // on a found plan, the next configuration
    static constexpr uint32_t kHeader = 16;
    // A constraint record: the set it extends, the next set of the same
    // configuration, the unit and its cell, and how many units it fixes.
    static constexpr uint32_t kConstraintWords = 8;
    static constexpr uint32_t kUp = 0, kNextSet = 2, kUnit = 4, kDepth = 5, kCell = 6;
    // A visit record: the configuration and the visit below it.
    static constexpr uint32_t kVisitWords = 4;
    static constexpr uint32_t kNone = 0xFFFFFFFFu;

    uint32_t get32(uint32_t at) const {
        return static_cast<uint32_t>(pool_[at]) | static_cast<uint32_t>(static_cast<uint32_t>(pool_[at + 1]) << 16);
    }
    void set32(uint32_t at, uint32_t value) {
        pool_[at] = static_cast<uint16_t>(value & 0xFFFFu);
        pool_[at + 1] = static_cast<uint16_t>(value >> 16);
    }

    void reset() {
        status_ = Status::Idle;
        top_ = 0;
        bottom_ = PoolWords;
        visits_ = kNone;
        root_ = loaded_ = playing_ = kNone;
        configurations_ = 0;
        plan_ticks_ = 0;
        for (uint32_t b = 0; b < Buckets; ++b) {
            buckets_[b] = kNone;
        }
    }

    // Whether the group was changed behind the planner's back since begin()
    // (goals set, the map changed, ticks made by the group itself).
    bool dropped() const { return group_.unready_ != 0 || group_.count_ != units_ || group_.ticks_ != stamp_; }

    bool new_configuration(uint32_t& at) {
        if (bottom_ - top_ < record_) {
            return false;
        }
        at = top_;
        top_ += record_;
        ++configurations_;
        set32(at + kChain, kNone);
        set32(at + kHead, kNone);
        set32(at + kTail, kNone);
        set32(at + kPlanNext, kNone);
        return true;
    }
    bool take_down(uint32_t words, uint32_t& at) {
        if (bottom_ - top_ < words) {
            return false;
        }
        bottom_ -= words;
        at = bottom_;
        return true;
    }
    // Puts `config` on top of the search.
    bool visit(uint32_t config) {
        uint32_t at = 0;
        if (!take_down(kVisitWords, at)) {
            return false;
        }
        set32(at, config);
        set32(at + 2, visits_);
        visits_ = at;
        return true;
    }
    // Adds a constraint set to the configuration's untried ones (last).
    bool add_set(uint32_t config, uint32_t up, uint32_t unit, uint32_t depth, uint32_t cell) {
        uint32_t at = 0;
        if (!take_down(kConstraintWords, at)) {
            return false;
        }
        set32(at + kUp, up);
        set32(at + kNextSet, kNone);
        pool_[at + kUnit] = static_cast<uint16_t>(unit);
        pool_[at + kDepth] = static_cast<uint16_t>(depth);
        set32(at + kCell, cell);
        const uint32_t tail = get32(config + kTail);
        if (tail == kNone) {
            set32(config + kHead, at);
        } else {
            set32(tail + kNextSet, at);
        }
        set32(config + kTail, at);
        return true;
    }

    uint32_t hash_of(uint32_t config) const {
        uint32_t h = 2166136261u;
        for (uint32_t i = 0; i < units_; ++i) {
            h = (h ^ pool_[config + kHeader + i]) * 16777619u;
        }
        return h;
    }
    // The configuration equal to `config` met before, kNone when none.
    uint32_t find(uint32_t config, uint32_t hash) const {
        for (uint32_t c = buckets_[hash & (Buckets - 1)]; c != kNone; c = get32(c + kChain)) {
            if (get32(c + kHash) != hash) continue;
            uint32_t i = 0;
            while (i < units_ && pool_[c + kHeader + i] == pool_[config + kHeader + i]) ++i;
            if (i == units_) return c;
        }
        return kNone;
    }
    bool remember(uint32_t config, uint32_t hash) {
        set32(config + kHash, hash);
        set32(config + kChain, buckets_[hash & (Buckets - 1)]);
        buckets_[hash & (Buckets - 1)] = config;
        // Its first constraint set: none (the group's own tick).
        return add_set(config, kNone, 0, 0, 0);
    }

    // The group stands where `config` says.
    void stand_at(uint32_t config) {
        if (loaded_ != config) {
            group_.load(pool_ + config + kHeader, pool_ + config + kHeader + units_, get32(config + kTick));
            loaded_ = config;
        }
        stamp_ = group_.ticks_;
    }

    // The search ends without a plan (the figures stay for the caller).
    Status fail(Status why) {
        group_.undecide();
        stand_at(root_);
        visits_ = kNone;
        return status_ = why;
    }

    Status finish_found(uint32_t goal) {
        uint32_t ticks = 0;
        for (uint32_t c = goal; c != root_; ++ticks) {
            const uint32_t parent = get32(c + kParent);
            set32(parent + kPlanNext, c);
            c = parent;
        }
        stand_at(root_);
        plan_ticks_ = ticks;
        playing_ = root_;
        return status_ = Status::Found;
    }

    // One visit: the top configuration's next constraint set, the group's
    // tick under it, and the configuration it makes, if new.
    Status visit_top() {
        if (visits_ == kNone) {
            return fail(Status::NoPath);
        }
        const uint32_t config = get32(visits_);
        const uint32_t set = get32(config + kHead);
        if (set == kNone) {
            visits_ = get32(visits_ + 2);  // every successor tried: leave it
            return Status::InProgress;
        }
        set32(config + kHead, get32(set + kNextSet));
        if (get32(config + kHead) == kNone) {
            set32(config + kTail, kNone);
        }
        stand_at(config);
        group_.rank_units();
        // The sets that extend this one by the next unit in rank order.
        const uint32_t depth = pool_[set + kDepth];
        if (depth < units_) {
            const uint16_t unit = group_.order_[depth];
            const uint32_t cell = group_.units_[unit].position;
            uint32_t ring[4];
            group_.around(cell, ring);
            // (The group's ring order, as choose_candidates() builds it.)
            const uint32_t turn = (group_.ticks_ + unit) & 3u;
            for (uint32_t r = 0; r <= 4; ++r) {
                const uint32_t c = r < 4 ? ring[(r + turn) & 3u] : cell;
                if (c != Group::kNoCell && !add_set(config, set, unit, depth + 1, c)) {
                    return fail(Status::OutOfNodes);
                }
            }
        }
        for (uint32_t s = set; s != kNone && pool_[s + kDepth] > 0; s = get32(s + kUp)) {
            if (!group_.constrain(pool_[s + kUnit], get32(s + kCell))) {
                group_.undecide();
                return Status::InProgress;
            }
        }
        if (!group_.template decide<true>()) {
            group_.undecide();
            return Status::InProgress;
        }
        uint32_t made = kNone;
        if (!new_configuration(made)) {
            return fail(Status::OutOfNodes);
        }
        for (uint32_t i = 0; i < units_; ++i) {
            pool_[made + kHeader + i] = static_cast<uint16_t>(group_.units_[i].next);
        }
        const uint32_t hash = hash_of(made);
        const uint32_t known = find(made, hash);
        if (known != kNone) {
            // Met before: not kept; searched again from the top.
            top_ -= record_;
            --configurations_;
            group_.undecide();
            if (!visit(known)) {
                return fail(Status::OutOfNodes);
            }
            return Status::InProgress;
        }
        const bool home = group_.apply();
        for (uint32_t i = 0; i < units_; ++i) {
            pool_[made + kHeader + units_ + i] = group_.waited(i);
        }
        set32(made + kParent, config);
        set32(made + kTick, group_.ticks_);
        loaded_ = made;
        if (home) {
            return finish_found(made);
        }
        if (!remember(made, hash) || !visit(made)) {
            return fail(Status::OutOfNodes);
        }
        return Status::InProgress;
    }

    Group& group_;
    Status status_ = Status::Idle;
    uint32_t units_ = 0;
    uint32_t record_ = 0;        // words of a configuration record
    uint32_t top_ = 0;           // configurations: [0, top_)
    uint32_t bottom_ = PoolWords;  // constraint sets and visits: [bottom_, PoolWords)
    uint32_t visits_ = kNone;    // the search's top visit
    uint32_t root_ = kNone;
    uint32_t loaded_ = kNone;    // the configuration the group stands on
    uint32_t playing_ = kNone;   // the plan's configuration the group stands on
    uint32_t stamp_ = 0;         // the group's tick count when the planner last moved it
    uint32_t configurations_ = 0;
    uint32_t plan_ticks_ = 0;
    uint32_t buckets_[Buckets];
    uint16_t pool_[PoolWords];
};

}  // namespace fixpath

#endif  // FIXPATH_UNIT_PLANNER_HPP
