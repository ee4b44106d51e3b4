// fixpath/units/unit_planner.hpp - a complete plan for a unit group: every
// unit reaches its goal whenever the units can all reach theirs together,
// found within a pool of the caller's size, then played tick by tick.
//
//     static UnitGroup<ByteCostMap, DenseState<32 * 32, uint16_t>, 64> group(...);  // units, goals, prepare()
//     static UnitPlanner<decltype(group), 64 * 1024> planner(group);                // a pool of 64 Ki words
//     planner.begin();                          // from where the units stand now
//     while (planner.step(100) == Status::InProgress) { next_frame(); }
//     Found:      every tick, planner.tick() moves the group one step along the
//                 plan (Found once every unit stands on its goal); before
//                 or between ticks, planner.improve(16) shortens the plan
//                 (16 rounds of repair; see improve())
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

    // Shortens a found plan, before or while it plays, by large-neighbourhood
    // repair (Li, Chen, Harabor, Stuckey, Koenig, "Anytime Multi-Agent Path
    // Finding via Large Neighborhood Search", IJCAI 2021). A round takes up
    // to kRepairUnits units (in turn: the unit most delayed against its own
    // shortest walk and the units standing in that walk's way; the units
    // nearest a cell of the plan at one tick; units drawn at random), takes
    // their paths out and plans each again, in a random order, by a search
    // over (cell, tick) around every other unit's path: no vertex or swap
    // conflict, a unit's arrival is the tick from which nobody else stands
    // on its goal, and no path ends after the plan's last tick (a plan never
    // grows). The round keeps the new paths when their sum of costs is no
    // greater than the old paths', else puts the old ones back. Each
    // round's draw comes from a generator seeded by begin(): the same plan
    // on every CPU for the same calls.
    // Runs at most `max_rounds` rounds: Found (the plan, as short as before
    // or shorter); Idle without a plan (or after the group was changed
    // behind the planner's back); OutOfNodes when the pool cannot hold the
    // repair's tables (the plan stays as it was). The first call after
    // begin() or a tick() moves the plan's configurations to the pool's
    // start (the search's other records are dropped) and builds the tables
    // there: 2 x (plan ticks + 1) x map cells words, plus a little.
    Status improve(uint32_t max_rounds) {
        if (status_ != Status::Found || dropped()) {
            if (status_ == Status::Found) {
                reset();
            }
            return Status::Idle;
        }
        if (!repair_ready_ || playing_ != 0) {
            if (!prepare_repair()) {
                return Status::OutOfNodes;
            }
        }
        while (max_rounds-- > 0) {
            repair_round();
        }
        return Status::Found;
    }

    // The plan's sum of costs from the configuration the group stands on:
    // over the units with a goal, the tick from which each stays on it (0
    // without a plan).
    uint32_t plan_cost() const {
        if (status_ != Status::Found) {
            return 0;
        }
        uint32_t sum = 0;
        for (uint32_t i = 0; i < units_; ++i) {
            const uint32_t goal = group_.units_[i].goal;
            if (goal == Group::kNoCell) {
                continue;
            }
            uint32_t t = 0, arrived = 0;
            for (uint32_t c = playing_; c != kNone; c = get32(c + kPlanNext), ++t) {
                arrived = pool_[c + kHeader + i] == goal ? arrived : t + 1;
            }
            sum += arrived;
        }
        return sum;
    }
    // Repair rounds run since begin(), and those that shortened the plan.
    uint32_t repair_rounds() const { return rounds_; }
    uint32_t repair_gains() const { return gains_; }
    static constexpr uint32_t kRepairUnits = 8;

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
        repair_ready_ = false;
        rounds_ = gains_ = 0;
        random_ = 0x9E3779B9u;
        kind_ = 0;
        last_delayed_ = kNone;
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

    // The repair (improve()). After prepare_repair() the plan's
    // configurations stand one after another from word 0 (tick t at t x
    // record_), followed by the tables:
    //   occupant: (layers) x cells words, the unit on a cell at a tick (kFree)
    //   reached:  (layers) x cells words, the search's marks: a search number
    //             above 3 bits of how the cell was entered (kWait, a
    //             direction N E S W, kStart)
    //   two lists of cells (a tick's frontier and the next's), cells words each
    //   the old paths of a round's units: kRepairUnits x layers words
    //   each unit's cost (the tick from which it stays home): 2 words a unit
    static constexpr uint16_t kFree = 0xFFFF;
    static constexpr uint32_t kWaitMove = 4, kStartMove = 5;

    uint32_t cell_at(uint32_t tick, uint32_t unit) const { return pool_[tick * record_ + kHeader + unit]; }
    void set_cell_at(uint32_t tick, uint32_t unit, uint32_t cell) {
        pool_[tick * record_ + kHeader + unit] = static_cast<uint16_t>(cell);
    }
    uint16_t& occupant(uint32_t tick, uint32_t cell) { return pool_[occupants_ + tick * cells_ + cell]; }
    uint16_t& mark(uint32_t tick, uint32_t cell) { return pool_[marks_ + tick * cells_ + cell]; }
    uint32_t random_below(uint32_t n) {  // xorshift32
        random_ ^= random_ << 13;
        random_ ^= random_ >> 17;
        random_ ^= random_ << 5;
        return random_ % n;
    }

    // Moves the plan from the configuration the group stands on to the
    // pool's start and builds the repair's tables; false (nothing moved)
    // when they do not fit.
    bool prepare_repair() {
        uint32_t layers = 0;
        for (uint32_t c = playing_; c != kNone; c = get32(c + kPlanNext)) {
            ++layers;
        }
        cells_ = group_.cells_;
        const uint64_t need = static_cast<uint64_t>(layers) * (record_ + 2u * cells_) + 2u * cells_ +
                              static_cast<uint64_t>(kRepairUnits) * layers + 2u * units_;
        if (need > PoolWords) {
            return false;
        }
        // (A configuration is made after the one it comes from: the plan's
        // records lie in rising order and each moves down or stays.)
        uint32_t at = 0;
        for (uint32_t c = playing_; c != kNone; at += record_) {
            const uint32_t next = get32(c + kPlanNext);
            for (uint32_t w = 0; c != at && w < record_; ++w) {
                pool_[at + w] = pool_[c + w];
            }
            set32(at + kPlanNext, next == kNone ? kNone : at + record_);
            c = next;
        }
        for (uint32_t b = 0; b < Buckets; ++b) {
            buckets_[b] = kNone;
        }
        root_ = loaded_ = playing_ = 0;
        visits_ = kNone;
        layers_ = layers;
        plan_ticks_ = layers - 1;
        occupants_ = layers * record_;
        marks_ = occupants_ + layers * cells_;
        frontier_ = marks_ + layers * cells_;
        saved_ = frontier_ + 2 * cells_;
        costs_ = saved_ + kRepairUnits * layers;
        top_ = costs_ + 2 * units_;
        bottom_ = PoolWords;
        for (uint32_t w = occupants_; w < frontier_; ++w) {
            pool_[w] = w < marks_ ? kFree : 0;
        }
        search_number_ = 0;
        // A step's least cost: the straight step on the map's cheapest ground.
        uint32_t cheapest = 0xFFFFFFFFu;
        for (uint32_t c = 0; c < cells_; ++c) {
            const Point p = group_.point_of(c);
            const uint32_t ground = group_.map_.cost(p.x, p.y);
            cheapest = ground != 0 && ground < cheapest ? ground : cheapest;
        }
        step_floor_ = static_cast<uint32_t>(Group::field_options().costs.straight) * (cheapest == 0xFFFFFFFFu ? 1u : cheapest);
        for (uint32_t i = 0; i < units_; ++i) {
            for (uint32_t t = 0; t < layers; ++t) {
                occupant(t, cell_at(t, i)) = static_cast<uint16_t>(i);
            }
            set32(costs_ + 2 * i, arrival_of(i));
        }
        repair_ready_ = true;
        return true;
    }

    // The tick from which `unit` stays on its goal in the plan (0 for a
    // unit without a goal).
    uint32_t arrival_of(uint32_t unit) const {
        const uint32_t goal = group_.units_[unit].goal;
        if (goal == Group::kNoCell) {
            return 0;
        }
        uint32_t t = layers_;
        while (t > 0 && cell_at(t - 1, unit) == goal) {
            --t;
        }
        return t;
    }
    uint32_t cost_of(uint32_t unit) const { return get32(costs_ + 2 * unit); }
    // The fewest ticks `unit` needs from its cell at tick 0 to its goal, at
    // least (its distance table over the cheapest move).
    uint32_t fewest_moves(uint32_t unit) const {
        const uint64_t d = group_.distance(unit, cell_at(0, unit));
        const uint64_t moves = (d + step_floor_ - 1) / step_floor_;
        return moves > 0xFFFFFFFEu ? 0xFFFFFFFEu : static_cast<uint32_t>(moves);
    }
    // The farthest (by the unit's distance table) a unit can be from its goal
    // and still reach it in `ticks_left` moves: no move costs less than
    // step_floor_.
    uint64_t reach(uint32_t ticks_left) const { return static_cast<uint64_t>(ticks_left) * step_floor_; }
    bool chosen(const uint16_t* hood, uint32_t count, uint32_t unit) const {
        for (uint32_t k = 0; k < count; ++k) {
            if (hood[k] == unit) return true;
        }
        return false;
    }
    void add_to(uint16_t* hood, uint32_t& count, uint32_t unit) const {
        if (count < kRepairUnits && unit < units_ && group_.units_[unit].goal != Group::kNoCell &&
            !chosen(hood, count, unit)) {
            hood[count++] = static_cast<uint16_t>(unit);
        }
    }

    // The units of a round (see improve()); how many.
    uint32_t choose_units(uint16_t* hood) {
        uint32_t count = 0;
        const uint32_t kind = kind_++ % 3u;
        if (kind == 0) {
            // The most delayed unit (not the last round's), and the units on
            // its shortest walk within two ticks of when it would be there.
            uint32_t best = kNone, best_delay = 0;
            const uint32_t from = random_below(units_);
            for (uint32_t k = 0; k < units_; ++k) {
                const uint32_t i = (from + k) % units_;
                if (i == last_delayed_ || group_.units_[i].goal == Group::kNoCell) continue;
                const uint32_t walk = fewest_moves(i);
                const uint32_t delay = cost_of(i) > walk ? cost_of(i) - walk : 0u;
                if (best == kNone || delay > best_delay) {
                    best = i;
                    best_delay = delay;
                }
            }
            if (best == kNone) return 0;
            last_delayed_ = best;
            add_to(hood, count, best);
            uint32_t cell = cell_at(0, best);
            for (uint32_t t = 0; t < layers_ && count < kRepairUnits; ++t) {
                for (uint32_t u = t; u < t + 3 && u < layers_; ++u) {
                    const uint16_t there = occupant(u, cell);
                    if (there != kFree) add_to(hood, count, there);
                }
                uint32_t ring[4];
                group_.around(cell, ring);
                uint32_t step = cell;
                for (uint32_t r = 0; r < 4; ++r) {
                    if (ring[r] != Group::kNoCell && group_.distance(best, ring[r]) < group_.distance(best, step)) {
                        step = ring[r];
                    }
                }
                cell = step;
            }
        } else if (kind == 1) {
            // The units nearest one cell at one tick (breadth first from it).
            const uint32_t tick = random_below(layers_);
            const uint32_t start = cell_at(tick, random_below(units_));
            const uint16_t number = next_search_number();
            uint16_t* list = pool_ + frontier_;
            uint32_t head = 0, tail = 0;
            list[tail++] = static_cast<uint16_t>(start);
            mark(0, start) = static_cast<uint16_t>(static_cast<uint32_t>(number) << 3);
            while (head < tail && count < kRepairUnits) {
                const uint32_t c = list[head++];
                const uint16_t there = occupant(tick, c);
                if (there != kFree) add_to(hood, count, there);
                uint32_t ring[4];
                group_.around(c, ring);
                for (uint32_t r = 0; r < 4; ++r) {
                    if (ring[r] != Group::kNoCell && (mark(0, ring[r]) >> 3) != number && tail < 2 * cells_) {
                        mark(0, ring[r]) = static_cast<uint16_t>(static_cast<uint32_t>(number) << 3);
                        list[tail++] = static_cast<uint16_t>(ring[r]);
                    }
                }
            }
        }
        // Units at random fill what is left (all of it in the third kind).
        for (uint32_t tries = 0; count < kRepairUnits && tries < 4 * kRepairUnits; ++tries) {
            add_to(hood, count, random_below(units_));
        }
        return count;
    }

    uint16_t next_search_number() {
        if (++search_number_ == 0x2000u) {  // 13 bits: the marks start over
            for (uint32_t w = marks_; w < frontier_; ++w) pool_[w] = 0;
            search_number_ = 1;
        }
        return search_number_;
    }

    void take_out(uint32_t unit) {
        for (uint32_t t = 0; t < layers_; ++t) {
            uint16_t& o = occupant(t, cell_at(t, unit));
            o = o == unit ? kFree : o;
        }
    }
    void put_in(uint32_t unit) {
        for (uint32_t t = 0; t < layers_; ++t) {
            occupant(t, cell_at(t, unit)) = static_cast<uint16_t>(unit);
        }
    }

    // One breadth-first search of plan_unit() within `bound` ticks: the
    // arrival tick, kNone when none; the marks of this search's number say
    // how each (cell, tick) it reached was entered.
    uint32_t search_unit(uint32_t unit, uint32_t start, uint32_t goal, uint32_t free_from, uint32_t bound) {
        const uint16_t number = next_search_number();
        const uint16_t stamp = static_cast<uint16_t>(static_cast<uint32_t>(number) << 3);
        uint16_t* now = pool_ + frontier_;
        uint16_t* next = now + cells_;
        uint32_t count = 1;
        now[0] = static_cast<uint16_t>(start);
        mark(0, start) = static_cast<uint16_t>(stamp | kStartMove);
        for (uint32_t t = 0;; ++t) {
            if (t >= free_from && (mark(t, goal) >> 3) == number) {
                return t;
            }
            if (t == bound || count == 0) return kNone;
            // (The distance read last: the other tests are cheaper and most
            // offers fail one of them.)
            const uint64_t farthest = reach(bound - t - 1);
            uint32_t made = 0;
            for (uint32_t k = 0; k < count; ++k) {
                const uint32_t c = now[k];
                uint32_t ring[4];
                group_.around(c, ring);
                for (uint32_t m = 0; m <= 4; ++m) {
                    const uint32_t n = m < 4 ? ring[m] : c;
                    if (n == Group::kNoCell || (mark(t + 1, n) >> 3) == number || occupant(t + 1, n) != kFree ||
                        group_.distance(unit, n) > farthest) {
                        continue;
                    }
                    if (m < 4) {  // a swap: the unit on n comes to c
                        const uint16_t there = occupant(t, n);
                        if (there != kFree && occupant(t + 1, c) == there) continue;
                    }
                    mark(t + 1, n) = static_cast<uint16_t>(stamp | (m < 4 ? m : kWaitMove));
                    next[made++] = static_cast<uint16_t>(n);
                }
            }
            uint16_t* spare = now;
            now = next;
            next = spare;
            count = made;
        }
    }

    // The earliest path of `unit` from its cell at tick 0 to its goal around
    // the units in the occupant table, ending by the plan's last tick: written
    // into the plan (the unit stays on its goal after it); its arrival tick,
    // or kNone when there is none by `limit` (the plan is not touched). The search is
    // breadth first over ticks, each (cell, tick) kept only when the goal can
    // still be reached by a bound; the bound starts at the unit's fewest
    // moves (or the tick its goal is free from) and grows by 1, 2, 4, ...
    // ticks up to the plan's last: a path arriving by the bound passes only
    // (cell, tick)s within it, so the first arrival found is the earliest,
    // and a unit a few ticks late costs a few narrow searches, not one over
    // the whole plan.
    uint32_t plan_unit(uint32_t unit, uint32_t limit) {
        const uint32_t goal = group_.units_[unit].goal;
        const uint32_t last = limit < plan_ticks_ ? limit : plan_ticks_;
        uint32_t free_from = layers_;
        while (free_from > 0 && occupant(free_from - 1, goal) == kFree) --free_from;
        if (free_from > last) return kNone;
        const uint32_t start = cell_at(0, unit);
        const uint32_t fewest = fewest_moves(unit);
        if (fewest > last) return kNone;
        uint32_t bound = free_from > fewest ? free_from : fewest;
        uint32_t arrival = kNone;
        for (uint32_t grow = 1;; grow *= 2) {
            arrival = search_unit(unit, start, goal, free_from, bound);
            if (arrival != kNone || bound == last) break;
            bound = last - bound > grow ? bound + grow : last;
        }
        if (arrival == kNone) return kNone;
        for (uint32_t t = layers_; t-- > 0;) {
            if (t >= arrival) {
                set_cell_at(t, unit, goal);
                continue;
            }
            const uint32_t c = cell_at(t + 1, unit);
            const uint32_t move = mark(t + 1, c) & 7u;
            set_cell_at(t, unit, group_.came_from(c, move));
        }
        return arrival;
    }

    // One round of the repair (see improve()).
    void repair_round() {
        ++rounds_;
        uint16_t hood[kRepairUnits];
        const uint32_t count = choose_units(hood);
        if (count == 0) return;
        for (uint32_t k = count; k > 1; --k) {  // the order they plan in
            const uint32_t j = random_below(k);
            const uint16_t swap = hood[k - 1];
            hood[k - 1] = hood[j];
            hood[j] = swap;
        }
        uint32_t before = 0, least = 0;  // (least: the units' fewest moves, summed)
        for (uint32_t k = 0; k < count; ++k) {
            const uint32_t u = hood[k];
            before += cost_of(u);
            least += fewest_moves(u);
            for (uint32_t t = 0; t < layers_; ++t) {
                pool_[saved_ + k * layers_ + t] = static_cast<uint16_t>(cell_at(t, u));
            }
            take_out(u);
        }
        // Each unit may arrive no later than what keeps the round's sum within
        // the old one, the others taking their fewest moves.
        uint32_t after = 0, planned = 0;
        for (; planned < count; ++planned) {
            least -= fewest_moves(hood[planned]);
            if (after + least > before) break;
            const uint32_t arrival = plan_unit(hood[planned], before - after - least);
            if (arrival == kNone) break;
            put_in(hood[planned]);
            after += arrival;
        }
        if (planned < count || after > before) {
            for (uint32_t k = 0; k < count; ++k) {
                const uint32_t u = hood[k];
                if (k < planned) take_out(u);
                for (uint32_t t = 0; t < layers_; ++t) {
                    set_cell_at(t, u, pool_[saved_ + k * layers_ + t]);
                }
            }
            for (uint32_t k = 0; k < count; ++k) put_in(hood[k]);
            return;
        }
        for (uint32_t k = 0; k < count; ++k) set32(costs_ + 2 * hood[k], arrival_of(hood[k]));
        gains_ += after < before ? 1u : 0u;
        uint32_t longest = 0;
        for (uint32_t i = 0; i < units_; ++i) longest = cost_of(i) > longest ? cost_of(i) : longest;
        plan_ticks_ = longest;
        set32(longest * record_ + kPlanNext, kNone);
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
    bool repair_ready_ = false;  // the plan is at the pool's start with its tables
    uint32_t layers_ = 0;        // the plan's configurations when the tables were built
    uint32_t cells_ = 0;
    uint32_t occupants_ = 0, marks_ = 0, frontier_ = 0, saved_ = 0, costs_ = 0;  // where the tables are
    uint32_t step_floor_ = 1;    // the least a move costs in the group's distances
    uint16_t search_number_ = 0;
    uint32_t random_ = 0x9E3779B9u;
    uint32_t kind_ = 0;          // which way the next round chooses its units
    uint32_t last_delayed_ = kNone;
    uint32_t rounds_ = 0, gains_ = 0;
    uint32_t buckets_[Buckets];
    uint16_t pool_[PoolWords];
};

}  // namespace fixpath

#endif  // FIXPATH_UNIT_PLANNER_HPP
