// libFuzzer target: the path-request scheduler (path_scheduler.hpp) driven
// by call sequences on a small map: requests with starts and goals anywhere
// (walls, off the map), any priority and buffer size, sharing goals or not;
// cancel, release, poll and result with live, ended and forged handles;
// updates of any budget; map edits (a cell walled, freed or given another
// multiplier), each followed by map_changed() as the header asks. What each
// call must answer, from the header:
// - a full queue gives a handle that is not valid(); an ended or forged
//   handle is Unknown, its result empty, and release/cancel refuse it;
// - update() spends at most its budget (but for one answer from a shared field);
// - a done request's path, when Found, is legal, joins its start and goal
//   and costs the reference Dijkstra's optimum (tests/support) on the map as
//   it was when the request was done (checked right after the update that
//   finished it); NoPath only for a goal no walk reaches; a buffer too short
//   gets PathBufferTooSmall and is not written; a cancelled request's buffer
//   is never written.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include <fixpath/fixpath.hpp>
#include <fixpath/units/path_scheduler.hpp>

#include "fuzz_bytes.hpp"
#include "support/reference_search.hpp"

namespace {

constexpr int32_t kSide = 12;
constexpr uint32_t kCells = kSide * kSide;
constexpr uint32_t kSlots = 6;
using State = fixpath::DenseState<kCells, uint16_t>;
using Queries = fixpath::GridQueries<fixpath::ByteCostMap, State, kCells>;
using Scheduler = fixpath::PathScheduler<Queries, 2, kSlots>;

using fuzz::Bytes;
using fuzz::check;

const fixpath::Point kSentinel = fixpath::make_point(-99, -99);

// What the fuzzer asked and keeps: its buffer, and whether it may be written.
struct Asked {
    fixpath::PathRequest handle{0, 0};
    fixpath::Point start{0, 0};
    fixpath::Point goal{0, 0};
    uint32_t capacity = 0;
    bool cancelled = false;
    bool released = false;
    bool checked = false;  // its answer was checked when it was done
    std::vector<fixpath::Point> buffer = std::vector<fixpath::Point>(kCells + 2, kSentinel);
};

fixpath::Point anywhere(Bytes& in) { return in.point_near(kSide); }

// A done request's answer, against the map as it is now.
void check_answer(const Scheduler& scheduler, const fixpath_test::PlainGrid& grid, const Asked& a) {
    const auto info = scheduler.result(a.handle);
    const fixpath::Status outcome = scheduler.outcome(a.handle);
    const fixpath_test::Rules rules;
    const bool on_floor = a.start.x >= 0 && a.start.y >= 0 && a.start.x < kSide && a.start.y < kSide &&
                          grid.at(a.start.x, a.start.y) != 0;
    const auto best = on_floor ? fixpath_test::reference_distances(grid, rules, a.start) : std::vector<uint64_t>();
    const bool goal_on_map = a.goal.x >= 0 && a.goal.y >= 0 && a.goal.x < kSide && a.goal.y < kSide;
    const bool reachable = on_floor && goal_on_map && grid.at(a.goal.x, a.goal.y) != 0 &&
                           best[static_cast<size_t>(a.goal.y * kSide + a.goal.x)] != fixpath_test::kInfinite;
    if (outcome == fixpath::Status::NoPath) check(!reachable);  // never NoPath for a goal a walk reaches
    if (info.status == fixpath::Status::PathBufferTooSmall) {
        check(info.length > a.capacity && a.buffer[0] == kSentinel);
        return;
    }
    if (outcome != fixpath::Status::Found) {
        check(info.status != fixpath::Status::Found);
        return;
    }
    check(info.status == fixpath::Status::Found && info.length >= 1 && info.length <= a.capacity);
    check(a.buffer[0] == a.start && a.buffer[info.length - 1] == a.goal);
    uint64_t cost = 0;
    check(fixpath_test::check_path(grid, rules, fixpath::Area{0, 0, kSide, kSide}, a.buffer.data(), info.length,
                                   a.start, cost)
              .empty());
    check(cost == info.cost);
    check(best[static_cast<size_t>(a.goal.y * kSide + a.goal.x)] == cost);
}

// Every request done since the last look, checked once.
void check_new_answers(const Scheduler& scheduler, const fixpath_test::PlainGrid& grid,
                       std::vector<std::unique_ptr<Asked>>& asked) {
    for (auto& a : asked) {
        if (a->checked || a->cancelled || a->released || !a->handle.valid() ||
            scheduler.poll(a->handle) != fixpath::RequestState::Done) {
            continue;
        }
        a->checked = true;
        check_answer(scheduler, grid, *a);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    Bytes in{data, size};
    fixpath_test::PlainGrid grid;
    grid.width = kSide;
    grid.height = kSide;
    grid.costs.resize(kCells);
    in.terrain(grid.costs.data(), kCells);
    const fixpath::ByteCostMap map(grid.costs.data(), kSide, kSide);
    auto scheduler = std::make_unique<Scheduler>(Queries(map));
    std::vector<std::unique_ptr<Asked>> asked;
    fixpath::Point shared_goal = anywhere(in);
    for (int op = 0; op < 200 && !in.done(); ++op) {
        const uint8_t what = in.u8();
        switch (what % 7) {
            case 0:
            case 1: {  // a request (often for the shared goal)
                auto a = std::make_unique<Asked>();
                a->start = anywhere(in);
                a->goal = in.u8() % 2 ? shared_goal : anywhere(in);
                a->capacity = in.u8() % 3 == 0 ? in.u8() % 6 : kCells;
                const uint32_t queued = scheduler->queued();
                a->handle = scheduler->request(a->start, a->goal, a->buffer.data(), a->capacity, in.u8());
                if (!a->handle.valid()) {
                    check(scheduler->poll(a->handle) == fixpath::RequestState::Unknown);
                    check(scheduler->queued() == queued);
                } else {
                    check(scheduler->poll(a->handle) == fixpath::RequestState::Queued);
                }
                asked.push_back(std::move(a));
                break;
            }
            case 2:
            case 3: {  // end a request: cancel (waiting or running) or release (done)
                if (asked.empty()) break;
                const bool cancel = what % 7 == 2;
                Asked& a = *asked[in.u8() % asked.size()];
                const fixpath::RequestState before = scheduler->poll(a.handle);
                const bool ok = cancel ? scheduler->cancel(a.handle) : scheduler->release(a.handle);
                check(ok == (cancel ? before == fixpath::RequestState::Queued || before == fixpath::RequestState::Running
                                    : before == fixpath::RequestState::Done));
                a.cancelled = a.cancelled || (ok && cancel);
                a.released = a.released || (ok && !cancel);
                check(scheduler->poll(a.handle) == (ok ? fixpath::RequestState::Unknown : before));
                break;
            }
            case 4: {  // a forged handle
                const fixpath::PathRequest forged{static_cast<uint16_t>(in.u8() % (kSlots + 3)),
                                                  static_cast<uint32_t>(in.u8() % 5)};
                bool real = false;
                for (const auto& a : asked) {
                    real = real || (a->handle.slot == forged.slot && a->handle.generation == forged.generation &&
                                    !a->cancelled && !a->released && forged.valid());
                }
                if (!real) {
                    check(scheduler->poll(forged) == fixpath::RequestState::Unknown);
                    check(scheduler->result(forged).length == 0);
                    check(!scheduler->release(forged) && !scheduler->cancel(forged));
                }
                break;
            }
            case 5: {  // the map changes (a door, a wall falling, other ground), and the scheduler is told
                const fixpath::Point p = anywhere(in);
                const uint8_t cost = static_cast<uint8_t>(in.u8() % 4);
                if (p.x >= 0 && p.y >= 0 && p.x < kSide && p.y < kSide) {
                    grid.costs[static_cast<size_t>(p.y * kSide + p.x)] = cost;
                }
                scheduler->map_changed();
                break;
            }
            default: {  // an update
                const uint32_t budget = in.u8() % 64;
                // (at most the budget, but for one answer from a shared field: 1 + 2 * capacity / 8)
                check(scheduler->update(budget) <= budget + 1 + 2 * kCells / Scheduler::kPathPointsPerUnit);
                check_new_answers(*scheduler, grid, asked);
                break;
            }
        }
    }
    // Everything left finishes, every new answer checked as it comes.
    for (int u = 0; u < 10000 && (scheduler->queued() != 0 || scheduler->running() != 0); ++u) {
        scheduler->update(50);
        check_new_answers(*scheduler, grid, asked);
    }
    check(scheduler->queued() == 0 && scheduler->running() == 0);
    for (const auto& a : asked) {
        if (a->cancelled || !a->handle.valid()) {
            check(a->buffer[0] == kSentinel);  // never written
            continue;
        }
        check(a->released || a->checked);
    }
    return 0;
}
