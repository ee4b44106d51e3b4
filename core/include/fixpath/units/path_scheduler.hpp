// fixpath/units/path_scheduler.hpp - many path requests, one budget a frame: a
// queue of requests served by a few time-sliced searches, in fixed memory.
//
//     using Queries = fixpath::GridQueries<fixpath::ByteCostMap, fixpath::DenseState<64 * 64, uint16_t>, 64 * 64>;
//     static fixpath::PathScheduler<Queries, 2, 32> scheduler(Queries(map));  // 2 searches, 32 requests
//
//     fixpath::PathRequest r = scheduler.request(unit, target, unit_path, 128);  // priority 0
//     if (!r.valid()) { /* the queue is full: ask again next frame */ }
//     ...
//     scheduler.update(400);                        // every frame: at most ~400 expansions in all
//     if (scheduler.poll(r) == fixpath::RequestState::Done) {
//         const fixpath::PathInfo<uint16_t> info = scheduler.result(r);   // what was written to unit_path
//         scheduler.release(r);                     // the slot serves another request
//     }
//
// What it is. Capacity request slots and Workers searches, each search with
// its own state (the Queries adapter's State: scheduler_queries.hpp), all
// inside the scheduler object: no allocation. update(budget) starts waiting
// requests on idle searches and steps the running ones, in order, until the
// budget is spent; a finished search writes its path into the buffer its
// request gave (path(): Found, a partial path, PathBufferTooSmall with
// nothing written) and takes the next request. The buffer must stay valid
// until the request is done, cancelled or released.
//
// Order (deterministic, the same on every CPU). A request's rank is its
// priority (0-255, higher first) plus one for every kAgingUpdates updates
// it has waited since it was requested (at most 255), then its age (the
// older first). Idle searches take the waiting requests of highest rank;
// each update gives its whole remaining budget to the running request of
// highest rank, then to the next when that one finishes. A search is never
// taken from a running request. So a request never waits forever: after
// 255 * kAgingUpdates updates it ranks with the highest priority and only
// older requests go before it (the tests measure the wait).
//
// Work. budget counts what step() counts (expansions; jump points:
// expansions and scan units). A request is started only while the update
// has budget left; beginning a query that its search accepts comes on top
// (it is O(1)), and one that its search refuses counts a unit (the request
// is done at once, with the refusal as its outcome): so an update's time
// stays within its budget however many bad requests wait. A search's
// step() may overshoot by the few units its own header allows. Writing a
// path counts a unit for every kPathPointsPerUnit points walked (counted,
// then written) and one for the request, whether the path comes from a
// search or from a shared field, so that long paths spread over updates: a
// search that ended has its path written in the same update only when the
// longest write its buffer allows (1 + 2 * capacity / kPathPointsPerUnit
// units) fits the budget left, and otherwise first thing in the next
// update (its request stays Running until then). A path is not split, so
// the first write of an update, or the last answer from a shared field, may
// take it past its budget by up to 1 + 2 * capacity / kPathPointsPerUnit
// units (update() returns what it spent).
//
// Shared goals (adapters with kShares: GridQueries with FieldCells > 0).
// When an idle search takes a request whose goal is a floor cell wanted by
// at least kShareAt waiting requests with the same rules (moves, corners,
// step costs; no weight, not `nearest`), it computes one flow field toward
// that goal (flow_field.hpp) instead, and every request for that goal with
// those rules, waiting or arriving before the field's last answer, is
// answered from it, best rank first: its path is the field's walk from its
// start (optimal: the cost its own A* would find; among paths of equal cost
// the field's choice; a start that cannot reach the goal gets NoPath with no
// partial path). A field answers only what it knows: when its computation is
// refused (a state smaller than the map, step costs its search refuses) or
// runs out of room (OutOfNodes, CostOverflow) before it reaches a request's
// start, that request goes back to the queue, keeping its rank, and is
// answered by a search of its own, with that search's outcome (never NoPath
// for a goal its own search reaches). One field at a time;
// shared_computations() counts them.
//
// Maps that change. The scheduler reads the map as it is when its searches
// and fields run; it is not told of edits by itself. After the map changes
// (a door closes, a wall falls), call map_changed() before the next
// update(): every request that is running (its search or its field under
// way, or finished but its path not yet written) goes back to the queue,
// keeping its rank, and is begun again on the new map; no request joins a
// field computed before the change. Requests already Done keep the answer
// they were given on the old map. O(Capacity + Workers).
//
// Handles. A PathRequest names a slot and that slot's generation (32 bits):
// release() and cancel() end it, and a stale handle (ended, or never given)
// is told apart from the slot's next request (poll() says Unknown, result()
// gives nothing). A slot serves 2^32 - 1 requests; after the last one it is
// retired (never given again), so that no handle can ever name two
// requests. A full queue refuses a request: the handle is not valid().
//
// Memory, all in the object: Workers * (sizeof(State) + the search and,
// when sharing, its flow field: 744 bytes for a grid on a 32-bit CPU) +
// Capacity * one request slot (64 bytes for grid queries on a 32-bit CPU,
// 72 on x86-64) + when sharing FieldCells * (sizeof(Cost) + 3/8) bytes of
// field. A 64x64 map, DenseState<4096, uint16_t>, 2 searches, 32 slots,
// sharing: 62,512 bytes on a Cortex-M3 (measured by sizeof; the tests check
// the host's).
#ifndef FIXPATH_PATH_SCHEDULER_HPP
#define FIXPATH_PATH_SCHEDULER_HPP

#include <stdint.h>

#include <fixpath/path_info.hpp>
#include <fixpath/point.hpp>
#include <fixpath/units/scheduler_queries.hpp>
#include <fixpath/status.hpp>

namespace fixpath {

// Where a request is.
enum class RequestState : uint8_t {
    Unknown,  // not a live request: refused, released, cancelled, or never given
    Queued,   // waiting for a search
    Running,  // a search (or a shared flow field) is working on it
    Done      // finished: result() and outcome() tell how; release() hands its slot to the next request
};

// A request's handle (a plain value, copied at will).
struct PathRequest {
    uint16_t slot;
    uint32_t generation;  // 0: no request (the queue was full)
    constexpr bool valid() const { return generation != 0; }
};

namespace detail {

// The flow field's buffers, when the adapter shares.
template <typename Queries, bool Shares = Queries::kShares>
struct SchedulerField {};
template <typename Queries>
struct SchedulerField<Queries, true> {
    using Field = typename Queries::Field;
    typename Queries::Cost distances[Queries::kFieldCells];
    uint8_t directions[Field::direction_bytes(Queries::kFieldCells)];
    uint32_t scratch[1];
    SchedulerField() : distances(), directions(), scratch() {}
};

// One search of the scheduler: its state, the search on it and, when the
// adapter shares, a flow field on the same state (one of the two works at
// a time).
template <typename Queries, bool Shares = Queries::kShares>
struct SchedulerWorker {
    typename Queries::State state;
    typename Queries::Search search;
    SchedulerWorker(const Queries& queries, SchedulerField<Queries>&) : state(), search(queries.search(state)) {}
};
template <typename Queries>
struct SchedulerWorker<Queries, true> {
    typename Queries::State state;
    typename Queries::Search search;
    typename Queries::Field field;
    SchedulerWorker(const Queries& queries, SchedulerField<Queries>& f)
        : state(),
          search(queries.search(state)),
          field(queries.map(), state, Area{0, 0, queries.map().width(), queries.map().height()}, f.distances,
                f.directions, f.scratch, 0) {}
};

// Workers constructed in place, one after the other (searches have no
// default constructor).
template <typename Worker, uint32_t N>
struct WorkerChain {
    Worker head;
    WorkerChain<Worker, N - 1> tail;
    template <typename Queries, typename Field>
    WorkerChain(const Queries& queries, Field& field) : head(queries, field), tail(queries, field) {}
    void collect(Worker** out) {
        out[0] = &head;
        tail.collect(out + 1);
    }
};
template <typename Worker>
struct WorkerChain<Worker, 0> {
    template <typename Queries, typename Field>
    WorkerChain(const Queries&, Field&) {}
    void collect(Worker**) {}
};

}  // namespace detail

template <typename Queries, uint32_t Workers, uint32_t Capacity>
class PathScheduler {
    static_assert(Workers >= 1 && Workers <= 32, "1 to 32 searches");
    static_assert(Capacity >= 1 && Capacity <= 4096, "1 to 4096 request slots");

public:
    using Where = typename Queries::Where;
    using Cost = typename Queries::Cost;
    using Options = typename Queries::Options;

    // A waiting request gains a priority level every this many updates.
    static constexpr uint32_t kAgingUpdates = 8;
    // Waiting requests for one goal that make a shared flow field worth it.
    static constexpr uint32_t kShareAt = 3;
    // Points of a path answered from a shared field that count as a unit of
    // work (walking the field and writing a point cost far less than an
    // expansion).
    static constexpr uint32_t kPathPointsPerUnit = 8;

    explicit PathScheduler(const Queries& queries) : queries_(queries), field_(), chain_(queries, field_) {
        chain_.collect(workers_);
        for (uint32_t i = 0; i < Workers; ++i) {
            running_[i] = kNone;
            ended_[i] = Status::InProgress;
        }
        for (uint32_t i = 0; i < Capacity; ++i) {
            slots_[i].generation = 1;
            slots_[i].state = RequestState::Unknown;
        }
    }
    // The searches refer to their own states: not copyable.
    PathScheduler(const PathScheduler&) = delete;
    PathScheduler& operator=(const PathScheduler&) = delete;

    // Queues a request for a path from start to goal, written into `out`
    // (`capacity` points) when it is done. Not valid() when every slot is
    // taken (the queue is full).
    PathRequest request(Where start, Where goal, Where* out, uint32_t capacity, uint8_t priority = 0,
                        const Options& options = Options()) {
        for (uint32_t i = 0; i < Capacity; ++i) {
            const uint32_t s = (search_from_ + i) % Capacity;
            Slot& slot = slots_[s];
            if (slot.state != RequestState::Unknown || slot.generation == 0) {
                continue;  // in use, or retired (its generations have run out)
            }
            search_from_ = (s + 1) % Capacity;
            slot.start = start;
            slot.goal = goal;
            slot.options = options;
            slot.out = capacity != 0 ? out : nullptr;
            slot.capacity = out != nullptr ? capacity : 0;
            slot.priority = priority;
            slot.sequence = next_sequence_++;
            slot.queued_at = updates_;
            slot.info = no_path<Cost>();
            slot.outcome = Status::InProgress;
            slot.worker = kNone;
            slot.solo = false;
            slot.state = RequestState::Queued;
            ++counts_.queued;
            arrived_ = true;
            return PathRequest{static_cast<uint16_t>(s), slot.generation};
        }
        return PathRequest{0, 0};
    }

    RequestState poll(PathRequest r) const { return live(r) ? slots_[r.slot].state : RequestState::Unknown; }

    // A done request: what was written into its buffer (path() of its
    // search: Found, Partial, PathBufferTooSmall, NoPath). Otherwise NoPath
    // with nothing.
    PathInfo<Cost> result(PathRequest r) const {
        return live(r) && slots_[r.slot].state == RequestState::Done ? slots_[r.slot].info
                                                                     : no_path<Cost>();
    }
    // A done request: its search's final status (Found, NoPath, InvalidStart,
    // OutOfNodes, ...). InProgress while queued or running; Idle for a
    // handle that is not live.
    Status outcome(PathRequest r) const { return live(r) ? slots_[r.slot].outcome : Status::Idle; }

    // Ends a done request: its slot serves the next one (the handle goes
    // stale). False for a request that is not done.
    bool release(PathRequest r) {
        if (!live(r) || slots_[r.slot].state != RequestState::Done) {
            return false;
        }
        end_request(r.slot);
        return true;
    }

    // Ends a queued or running request (its search, if it had one to itself,
    // takes the next request); its buffer is not written after this. False
    // for a handle that is not live or a request already done (release it).
    bool cancel(PathRequest r) {
        if (!live(r) || slots_[r.slot].state == RequestState::Done) {
            return false;
        }
        const bool queued = slots_[r.slot].state == RequestState::Queued;
        const uint32_t w = slots_[r.slot].worker;
        end_request(r.slot);
        if (queued) {
            --counts_.queued;
        } else if (!sharing_on(w)) {
            running_[w] = kNone;  // the search's query is dropped with it (and its path, if unwritten)
            ended_[w] = Status::InProgress;
        } else {
            const uint32_t next = best_on_field(w);  // the field goes on while a request is on it
            if (next == kNone) {
                end_field(w);
            } else {
                running_[w] = next;
            }
        }
        return true;
    }

    // Spends `budget` units of work (see the top: at most that, but for the
    // last answer from a shared field) on the requests, in rank order.
    // Returns the units spent.
    uint32_t update(uint32_t budget) {
        ++updates_;
        uint32_t spent = 0;
        for (;;) {
            const uint32_t e = ended_to_write(spent, budget);
            if (e != kNone) {
                spent += write_ended(e);
                continue;
            }
            spent += assign(spent, budget);
            const uint32_t w = next_worker();
            if (w == kNone || spent >= budget) {
                break;
            }
            spent += work_on(w, budget - spent);
        }
        return spent;
    }

    // The map changed (see the top): every running request goes back to the
    // queue with its rank and is begun again on the new map; the shared
    // field under way, if any, is dropped.
    void map_changed() {
        for (uint32_t i = 0; i < Capacity; ++i) {
            if (slots_[i].state == RequestState::Running) {
                requeue(i, slots_[i].solo);
            }
        }
        for (uint32_t w = 0; w < Workers; ++w) {
            running_[w] = kNone;
            ended_[w] = Status::InProgress;
        }
        if constexpr (Queries::kShares) {
            field_worker_ = kNone;
            field_complete_ = false;
        }
    }

    // Requests waiting, and requests with a search (shared ones included).
    uint32_t queued() const { return counts_.queued; }
    uint32_t running() const {
        uint32_t n = 0;
        for (uint32_t i = 0; i < Capacity; ++i) {
            n += slots_[i].state == RequestState::Running ? 1u : 0u;
        }
        return n;
    }
    // Flow fields computed for shared goals so far.
    uint32_t shared_computations() const { return counts_.shared_computations; }
    // The most updates a request has waited between request() and done.
    uint32_t longest_wait() const { return counts_.longest_wait; }
    // update() calls so far.
    uint32_t updates() const { return updates_; }

private:
    static constexpr uint32_t kNone = 0xFFFFFFFFu;
    using Worker = detail::SchedulerWorker<Queries>;

    struct Slot {
        Where start;
        Where goal;
        Options options;
        Where* out;
        uint32_t capacity;
        PathInfo<Cost> info;
        uint32_t sequence;
        uint32_t queued_at;
        uint32_t worker;
        uint32_t generation;  // 0: retired
        uint8_t priority;
        bool solo;  // answered by a search of its own: a shared field could not answer it
        Status outcome;
        RequestState state;
    };

    bool live(PathRequest r) const {
        return r.generation != 0 && r.slot < Capacity && slots_[r.slot].generation == r.generation &&
               slots_[r.slot].state != RequestState::Unknown;
    }

    // (After generation 2^32 - 1 the increment gives 0: the slot is retired.)
    void end_request(uint32_t s) {
        Slot& slot = slots_[s];
        slot.state = RequestState::Unknown;
        ++slot.generation;
    }

    // Puts running request `s` back in the queue (its rank kept: priority,
    // sequence and the update it was made in), to be begun again; `solo`:
    // by a search of its own, never a shared field.
    void requeue(uint32_t s, bool solo) {
        Slot& slot = slots_[s];
        slot.state = RequestState::Queued;
        slot.worker = kNone;
        slot.solo = solo;
        ++counts_.queued;
        arrived_ = true;
    }

    // A waiting request's priority level: its own plus one every
    // kAgingUpdates updates it has waited, at most 255.
    uint32_t level(const Slot& slot) const {
        const uint32_t aged = (updates_ - slot.queued_at) / kAgingUpdates;
        return slot.priority + aged > 255u ? 255u : slot.priority + aged;
    }
    // Whether `a` (at level la) goes before `b` (at level lb): the higher
    // level, then the older (sequences are unique, so no two requests tie;
    // compared as a difference, they stay ordered when the counter wraps).
    static bool before(uint32_t la, const Slot& a, uint32_t lb, const Slot& b) {
        return la != lb ? la > lb : static_cast<int32_t>(a.sequence - b.sequence) < 0;
    }
    bool outranks(const Slot& a, const Slot& b) const { return before(level(a), a, level(b), b); }

    // The request of highest rank among those `wanted` (kNone: none):
    // outranks() with the best one's level kept, one level() a slot.
    template <typename Wanted>
    uint32_t best_slot(Wanted wanted) const {
        uint32_t best = kNone;
        uint32_t best_level = 0;
        for (uint32_t i = 0; i < Capacity; ++i) {
            const Slot& slot = slots_[i];
            if (!wanted(slot)) {
                continue;
            }
            const uint32_t l = level(slot);
            if (best == kNone || before(l, slot, best_level, slots_[best])) {
                best = i;
                best_level = l;
            }
        }
        return best;
    }
    // The waiting request of highest rank (kNone: none).
    uint32_t best_queued() const {
        return best_slot([](const Slot& slot) { return slot.state == RequestState::Queued; });
    }

    // The running search whose request ranks highest (kNone: none); a
    // search that ended waits for its path to be written.
    uint32_t next_worker() const {
        uint32_t best = kNone;
        for (uint32_t w = 0; w < Workers; ++w) {
            if (running_[w] != kNone && ended_[w] == Status::InProgress &&
                (best == kNone || outranks(slots_[running_[w]], slots_[running_[best]]))) {
                best = w;
            }
        }
        return best;
    }

    bool sharing_on(uint32_t w) const {
        if constexpr (Queries::kShares) {
            return field_worker_ == w;
        } else {
            (void)w;
            return false;
        }
    }

    // Gives idle searches the waiting requests of highest rank while the
    // update has budget left (`spent` of `budget`); requests for the goal
    // of the flow field under way join it. Returns the units spent: one for
    // every request whose begin was refused.
    uint32_t assign(uint32_t spent, uint32_t budget) {
        if constexpr (Queries::kShares) {
            if (field_worker_ != kNone && arrived_) {
                join_field();  // (the requests there before the field joined it when it started)
            }
        }
        uint32_t used = 0;
        for (uint32_t w = 0; w < Workers; ++w) {
            while (running_[w] == kNone && spent + used < budget) {
                const uint32_t s = best_queued();
                if (s == kNone) {
                    return used;
                }
                used += start(w, s) ? 0u : 1u;
            }
        }
        return used;
    }

    // Starts request `s` on idle search `w` (or a shared field there); a
    // refused begin finishes the request at once. False when refused.
    bool start(uint32_t w, uint32_t s) {
        Slot& slot = slots_[s];
        --counts_.queued;
        slot.state = RequestState::Running;
        slot.worker = w;
        running_[w] = s;
        if constexpr (Queries::kShares) {
            if (!slot.solo && field_worker_ == kNone && queries_.shareable(slot.goal, slot.options) &&
                sharers(s) >= kShareAt) {
                start_field(w, s);
                return true;
            }
        }
        Worker& worker = *workers_[w];
        const Status began = queries_.begin(worker.search, slot.start, slot.goal, slot.options);
        worker_work_[w] = Queries::work(worker.search);
        if (began != Status::InProgress) {
            finish(w, s, began);
            return false;
        }
        return true;
    }

    // Runs search `w` for at most `budget` units; returns the units spent.
    uint32_t work_on(uint32_t w, uint32_t budget) {
        if constexpr (Queries::kShares) {
            if (field_worker_ == w) {
                return work_on_field(w, budget);
            }
        }
        Worker& worker = *workers_[w];
        const uint32_t before = worker_work_[w];
        const Status s = worker.search.step(budget);
        const uint32_t after = Queries::work(worker.search);
        worker_work_[w] = after;
        if (s != Status::InProgress) {
            ended_[w] = s;  // its path is written when an update has room for it (ended_to_write())
        }
        const uint32_t used = after - before;
        return used > 0 ? used : 1u;  // (a finished step still ends the turn)
    }

    // What answering a request took, from what it wrote: a unit for every
    // kPathPointsPerUnit points walked (counted, then written; only counted
    // when the buffer was too small) and one for the request.
    static uint32_t write_units(const PathInfo<Cost>& info) {
        const uint32_t walked = info.status == Status::PathBufferTooSmall ? info.length : 2 * info.length;
        return 1 + walked / kPathPointsPerUnit;
    }
    // The most a request's buffer lets that be.
    static uint32_t most_write_units(const Slot& slot) { return 1 + 2 * slot.capacity / kPathPointsPerUnit; }
    // A search whose path waits to be written, and that this update can
    // write: the first thing of an update (whatever its length: a path is
    // not split), or one whose longest write fits what the budget has left.
    uint32_t ended_to_write(uint32_t spent, uint32_t budget) const {
        for (uint32_t w = 0; w < Workers; ++w) {
            if (ended_[w] != Status::InProgress && budget > 0 &&
                (spent == 0 || spent + most_write_units(slots_[running_[w]]) <= budget)) {
                return w;
            }
        }
        return kNone;
    }
    // Writes that path; returns the units it took.
    uint32_t write_ended(uint32_t w) {
        const Status status = ended_[w];
        ended_[w] = Status::InProgress;
        const uint32_t s = running_[w];
        finish(w, s, status);
        return write_units(slots_[s].info);
    }

    // The search of request `s` (on `w`) ended with `status`: its path into
    // the request's buffer, the search idle.
    void finish(uint32_t w, uint32_t s, Status status) {
        Slot& slot = slots_[s];
        slot.info = workers_[w]->search.path(slot.out, slot.capacity);
        done(s, status);
        running_[w] = kNone;
    }

    void done(uint32_t s, Status status) {
        Slot& slot = slots_[s];
        slot.outcome = status;
        slot.state = RequestState::Done;
        const uint32_t waited = updates_ - slot.queued_at;
        counts_.longest_wait = waited > counts_.longest_wait ? waited : counts_.longest_wait;
    }

    // --- Shared goals (kShares only) ---

    // Waiting requests (and `s` itself) for s's goal with s's rules.
    uint32_t sharers(uint32_t s) const {
        uint32_t n = 1;
        for (uint32_t i = 0; i < Capacity; ++i) {
            n += i != s && joins(i, slots_[s].goal, slots_[s].options) ? 1u : 0u;
        }
        return n;
    }
    bool joins(uint32_t i, Where goal, const Options& rules) const {
        const Slot& slot = slots_[i];
        return slot.state == RequestState::Queued && !slot.solo && slot.goal == goal &&
               Queries::same_rules(slot.options, rules);
    }

    void start_field(uint32_t w, uint32_t s) {
        Worker& worker = *workers_[w];
        field_worker_ = w;
        field_goal_ = slots_[s].goal;  // (the field keeps a pointer to its goals: ours outlives the slot)
        field_rules_ = slots_[s].options;
        ++counts_.shared_computations;
        const Status began = worker.field.begin(&field_goal_, 1, field_rules_);
        worker_work_[w] = worker.field.work();
        // (Refused: the field knows nothing, and each request on it goes to a search of its own.)
        field_complete_ = began != Status::InProgress;
        join_field();
    }

    // Waiting requests for the field's goal and rules join it.
    void join_field() {
        arrived_ = false;
        for (uint32_t i = 0; i < Capacity; ++i) {
            if (joins(i, field_goal_, field_rules_)) {
                slots_[i].state = RequestState::Running;
                slots_[i].worker = field_worker_;
                --counts_.queued;
            }
        }
    }

    // Computes the field, then answers the requests on it (best rank first),
    // a unit of budget for every kPathPointsPerUnit points written.
    uint32_t work_on_field(uint32_t w, uint32_t budget) {
        Worker& worker = *workers_[w];
        uint32_t used = 0;
        if (!field_complete_) {
            const uint32_t before = worker_work_[w];
            const Status s = worker.field.step(budget);
            const uint32_t after = worker.field.work();
            worker_work_[w] = after;
            used = after - before;
            field_complete_ = s != Status::InProgress;
        }
        uint32_t next = best_on_field(w);
        while (field_complete_ && used < budget && next != kNone) {
            used += answer_from_field(w, next);
            next = best_on_field(w);
        }
        if (next == kNone && field_complete_) {
            end_field(w);  // every request on it answered
        } else {
            running_[w] = next;  // the search ranks as its best request
        }
        return used > 0 ? used : 1u;
    }

    // The request on field `w` of highest rank (kNone: none left).
    uint32_t best_on_field(uint32_t w) const {
        return best_slot([w](const Slot& slot) { return slot.state == RequestState::Running && slot.worker == w; });
    }

    // Answers request `s` from the finished field: the field's walk from its
    // start (the goal was a floor cell: the field has it). A field that was
    // refused, or ran out of room before it reached the start, does not
    // know the answer: the request goes back to the queue for a search of
    // its own. Returns the units it costs (write_units(), or one).
    uint32_t answer_from_field(uint32_t w, uint32_t s) {
        const auto& field = workers_[w]->field;
        Slot& slot = slots_[s];
        const Status start_ok = queries_.start_status(slot.start);
        const Cost cost = field.distance(slot.start);
        if (field.status() != Status::Complete && (start_ok != Status::InProgress || cost == Queries::Field::kUnreachable)) {
            requeue(s, true);
            return 1;
        }
        if (start_ok != Status::InProgress) {
            slot.info = no_path<Cost>();
            done(s, start_ok);
        } else if (cost == Queries::Field::kUnreachable) {
            slot.info = no_path<Cost>();
            done(s, Status::NoPath);
        } else {
            const uint32_t points = field.trace(slot.start, nullptr, 0);
            if (points > slot.capacity) {
                slot.info = path_too_long<Cost>(points, 0);
            } else {
                field.trace(slot.start, slot.out, slot.capacity);
                slot.info = written_path<Cost>(points, cost);
            }
            done(s, Status::Found);
        }
        return write_units(slot.info);
    }

    // The field is done with: its search takes requests again.
    void end_field(uint32_t w) {
        running_[w] = kNone;
        field_worker_ = kNone;
        field_complete_ = false;
    }

    Queries queries_;
    detail::SchedulerField<Queries> field_;
    detail::WorkerChain<Worker, Workers> chain_;
    Worker* workers_[Workers];
    uint32_t running_[Workers];      // the slot each search works for (kNone: idle)
    Status ended_[Workers];          // a search that ended, its path not written yet (InProgress: none)
    uint32_t worker_work_[Workers];  // each search's work() when last stepped
    Slot slots_[Capacity];
    uint32_t search_from_ = 0;    // the slot request() looks at first for an unused one
    uint32_t next_sequence_ = 0;  // the next request's age
    uint32_t updates_ = 0;
    // What queued(), shared_computations() and longest_wait() report.
    struct Counts {
        uint32_t queued, shared_computations, longest_wait;
    };
    Counts counts_ = Counts{0, 0, 0};
    // The shared field under way: its search (kNone: none), whether it is
    // computed, the goal and rules it serves (its requests: the slots
    // Running on its search).
    uint32_t field_worker_ = kNone;
    bool field_complete_ = false;  // computed: its requests are being answered
    bool arrived_ = false;         // requests came since the field's requests last joined it
    Where field_goal_ = Where();
    Options field_rules_ = Options();
};

}  // namespace fixpath

#endif  // FIXPATH_PATH_SCHEDULER_HPP
