// fixpath/engine/path_writer.hpp - the one path writer every search's
// path(), path_to() and turning_points() end in.
//
// A front end knows how to walk its parent records back from a node (a
// grid cell by its move, a jump point ray by ray, a hex by its direction, a
// graph node by its parent); the writer owns the rest, once:
//   - which path a search answers with: the goal's when Found, else (an A*
//     query that began) the partial path to its best node, else nothing;
//   - two passes over the walk: the first counts the points and adds up the
//     cost, so that a buffer too small gets PathBufferTooSmall with the
//     length needed and nothing written; the second writes from the back
//     (a path whose cost the search already knows, its goal's or its best
//     node's g, is walked without step costs: CostKnown);
//   - turning points only (the start, every point where the move changes,
//     the end), when asked;
//   - Found for the goal's path, Partial (flagged) for any other.
//
// The walk: walk(visit, start, costs) calls visit(point, move, step_cost)
// for every point of the path but the start, end first (or start side
// first: WalkFrom::Start), sets `start` (needed from the second pass
// only), and returns false when the records do not chain (a guard against
// a corrupt state: nothing is written). `point` is a callable that makes
// the point (only points written are made: a conversion per cell the
// first pass never needs); step_cost is asked for only when `costs.value`
// is true (the first pass). A first pass that needs no coordinates for its
// costs (jump points) skips `start` too. `costs` is BoolConstant<true> and
// then <false>: two copies of the walk, the compiler dropping from each
// what its pass does not need; or, where `int` has 16 bits (kOneWalkPaths,
// below), a WalkCosts flag, true then false: one copy of the walk that
// tests it. With the cost known, a CountingPass then BoolConstant<false>
// (or a KnownCostPass flag: one copy), both of value false; a walk tells
// its counting pass by counting_pass(costs).
//
// A walk whose records are straight runs of cells (jump points: a ray is
// one record) hands the writer a run at once: visit.run(x, y, dx, dy,
// count, move, step) stands for `count` visits of the points (x, y),
// (x - dx, y - dy), ... each reached by `move` at `step`. The counting
// pass then adds a run in one step instead of a step a cell, and the
// writing pass stores its points in a loop of its own.
#ifndef FIXPATH_ENGINE_PATH_WRITER_HPP
#define FIXPATH_ENGINE_PATH_WRITER_HPP

#include <stdint.h>

#include <fixpath/detail/native_math.hpp>
#include <fixpath/detail/support.hpp>
#include <fixpath/detail/traits.hpp>
#include <fixpath/path_info.hpp>
#include <fixpath/point.hpp>
#include <fixpath/status.hpp>

namespace fixpath {
namespace detail {

// The move before a path's first step: differs from every real move.
constexpr uint32_t kNoMove = 0xFFFFFFFFu;

// A path writer's second output beside the points (none by default): mark(i,
// move) is called for every point written, out[i], with the move that
// reached it (kNoMove for the start).
struct NoMarks {
    constexpr void operator()(uint32_t, uint32_t) const {}
};

// Which end a walk starts from: the end (parent records, every best-first
// search) or the start (D* Lite, which walks down its costs to the goal).
enum class WalkFrom : uint8_t { End, Start };

// Whether the writer walks a path with one copy of the front end's walk,
// told at run time which pass it serves, instead of a copy a pass: where
// `int` has 16 bits (AVR), where each copy of a walk, all 32-bit
// arithmetic, is large beside the rest of a search (ports/avr/README.md
// has the figures). Not on the 32-bit CPUs, where GCC makes the two small
// copies together smaller than the one.
constexpr bool kOneWalkPaths = kSixteenBitInt;

// Whether a walk that makes calls or stores points between its visits
// (jump point search: the state's lookup of each ray's end, a run's
// points) hands them to a local copy of the writer's visitor, given back
// when the walk succeeds: a copy whose address nothing takes, so that its
// counters stay in registers instead of being reloaded around each call.
// Only where there are registers to spare (kHeadsAsArray: Thumb-2,
// x86-64, AArch64); elsewhere the copy's counters spilled, which measured
// dearer than the reloads (docs/jump-points.md has the figures).
constexpr bool kVisitorInRegisters = kHeadsAsArray;

// The visitor such a walk hands its visits to (get()): the caller's, or
// (Copy) a copy that give_back() hands back to the caller. (A walk that
// fails is answered with no path: its counters are never read.)
template <typename Visit, bool Copy = kVisitorInRegisters>
class WalkVisitor {
public:
    explicit constexpr WalkVisitor(Visit& caller) : caller_(caller), local_(caller) {}
    WalkVisitor(const WalkVisitor&) = delete;
    WalkVisitor& operator=(const WalkVisitor&) = delete;
    constexpr Visit& get() { return local_; }
    constexpr void give_back() { caller_ = local_; }

private:
    Visit& caller_;
    Visit local_;
};
template <typename Visit>
class WalkVisitor<Visit, false> {
public:
    explicit constexpr WalkVisitor(Visit& caller) : caller_(caller) {}
    constexpr Visit& get() { return caller_; }
    constexpr void give_back() {}

private:
    Visit& caller_;
};

// The pass of a walk made once for both (kOneWalkPaths): value, whether it
// asks for the step costs (the first pass), is known at run time.
struct WalkCosts {
    bool value;
};

// The passes of a walk whose cost the search knows (CostKnown): no step
// costs in either (value is false), and a first pass that only counts,
// which a walk may tell by counting_pass() to skip what only the writing
// needs (the start's point). CountingPass and BoolConstant<false>: two
// copies; KnownCostPass: one copy told the pass at run time (kOneWalkPaths).
struct CountingPass {
    static constexpr bool value = false;
};
struct KnownCostPass {
    static constexpr bool value = false;
    bool counting;
};
// Whether `pass` is the counting pass (the first), for each kind of pass.
template <bool V>
constexpr bool counting_pass(BoolConstant<V>) {
    return V;
}
constexpr bool counting_pass(WalkCosts pass) { return pass.value; }
constexpr bool counting_pass(CountingPass) { return true; }
constexpr bool counting_pass(KnownCostPass pass) { return pass.counting; }

// Which pass a visitor serves: counting the points (and adding up the
// costs), writing them, or either, told at run time (kOneWalkPaths).
enum class VisitPass : uint8_t { Count, Write, Either };

// The writer's visitor: visit(point, move, step) for one point, run() for
// a straight run of them (see the top). Turning points only: a point is
// kept where the move changes (walking from the end: the move differs from
// the one visited before it), so a run keeps at most its first point.
template <VisitPass Pass, typename PathPoint, typename Mark>
struct PathVisit {
    PathPoint* out;
    bool turns_only;
    bool writing;  // (Either: which pass this is)
    Mark mark;
    uint32_t length = 1;         // the counting pass's count of points (the start's included)
    uint32_t index = 0;          // the writing pass's place, from the back
    uint32_t cost = 0;           // the sum of the steps (0 in the writing pass)
    uint32_t previous = kNoMove;  // the move visited last

    constexpr bool writes() const { return Pass == VisitPass::Write || (Pass == VisitPass::Either && writing); }
    template <typename MakePoint>
    FIXPATH_ALWAYS_INLINE constexpr void operator()(const MakePoint& point, uint32_t move, uint32_t step) {
        if (!turns_only || move != previous) {
            if (writes()) {
                out[--index] = point();
                mark(index, move);
            } else {
                ++length;
            }
        }
        cost += step;
        previous = move;
    }
    // `count` (at least 1) points from (x, y) back by (dx, dy) a point.
    constexpr void run(int32_t x, int32_t y, int32_t dx, int32_t dy, uint32_t count, uint32_t move, uint32_t step) {
        cost += step * count;  // (0 in the writing pass and with the cost known)
        if (turns_only) {
            (*this)([x, y] { return make_point(x, y); }, move, 0u);
            return;
        }
        // (`previous` is read only for turning points: not kept here.)
        if (!writes()) {
            length += count;
            return;
        }
        // (In locals: a store through `out` might change a member as far
        // as the compiler knows, which would then be reloaded and stored
        // again at every point.)
        const uint32_t last = index - count;
        for (uint32_t i = index; i != last; x -= dx, y -= dy) {
            out[--i] = make_point(x, y);
            mark(i, move);
        }
        index = last;
    }
};

// write_path() with one copy of the walk (kOneWalkPaths):
// one visitor serves both passes, told apart by `writing`.
template <typename Cost, bool CostKnown, typename PathPoint, typename Walk, typename Mark>
constexpr PathInfo<Cost> write_path_in_one_walk(Walk& walk, bool partial, PathPoint* out, uint32_t capacity,
                                                bool turns_only, uint32_t cost, Mark mark) {
    PathPoint start{};
    PathVisit<VisitPass::Either, PathPoint, Mark> visit{out, turns_only, false, mark};
    visit.cost = cost;
    // (With the cost known, both passes walk without costs: one copy of a
    // walk that never reads a step's cost.)
    const auto costs = [](bool first) {
        if constexpr (CostKnown) {
            return KnownCostPass{first};
        } else {
            return WalkCosts{first};
        }
    };
    if (!walk(visit, start, costs(true))) {
        return no_path<Cost>();
    }
    const uint32_t length = visit.length;
    if (out == nullptr || capacity < length) {
        return path_too_long(length, static_cast<Cost>(visit.cost), partial);
    }
    visit.writing = true;
    visit.index = length;
    visit.previous = kNoMove;
    walk(visit, start, costs(false));
    out[0] = start;
    visit.mark(0, kNoMove);
    return written_path(length, static_cast<Cost>(visit.cost), partial);
}

// Writes the walked path (see the top). `cost` starts the sum of the step
// costs (a search that knows the path's cost passes it and steps of 0);
// with CostKnown it is the path's cost, and the walk is never asked for
// step costs. A walk from the start visits every point but the start,
// start side first, and cannot give turning points.
template <typename Cost, typename PathPoint, WalkFrom From = WalkFrom::End, bool CostKnown = false, typename Walk,
          typename Mark = NoMarks>
constexpr PathInfo<Cost> write_path(Walk&& walk, bool partial, PathPoint* out, uint32_t capacity, bool turns_only,
                                    uint32_t cost = 0, Mark mark = Mark()) {
    static_assert(From == WalkFrom::End || IsSame<Mark, NoMarks>::value, "marks: walks from the end only");
    if constexpr (kOneWalkPaths && From == WalkFrom::End) {
        return write_path_in_one_walk<Cost, CostKnown>(walk, partial, out, capacity, turns_only, cost, mark);
    } else {
        // A copy of the walk for each pass.
        PathPoint start{};
        PathVisit<VisitPass::Count, PathPoint, Mark> count{out, turns_only, false, mark};
        count.cost = cost;
        const bool ok = walk(count, start, typename Select<CostKnown, CountingPass, BoolConstant<true>>::type());
        const uint32_t length = count.length;
        cost = count.cost;
        if (!ok) {
            return no_path<Cost>();
        }
        if (out == nullptr || capacity < length) {
            return path_too_long(length, static_cast<Cost>(cost), partial);
        }
        if constexpr (From == WalkFrom::Start) {
            uint32_t index = 1;
            walk([&](const auto& point, uint32_t, uint32_t) { out[index++] = point(); }, start, BoolConstant<false>());
            out[0] = start;
        } else {
            PathVisit<VisitPass::Write, PathPoint, Mark> write{out, turns_only, false, mark};
            write.index = length;
            walk(write, start, BoolConstant<false>());
            out[0] = start;
            write.mark(0, kNoMove);
        }
        return written_path(length, static_cast<Cost>(cost), partial);
    }
}

// The path a search answers with: write(goal, false) when Found; for an A*
// query that began and ranked a best node, write(best, true) (partial);
// otherwise nothing.
// (write(end, partial, cost): the cost of the path to `end` is its g, which
// the search kept: the goal's, the best node's.)
template <typename Core, typename Write>
constexpr auto answer_path(const Core& core, bool has_goal, uint32_t goal, Write&& write)
    -> decltype(write(goal, false, uint32_t{0})) {
    if (core.status == Status::Found) {
        return write(goal, false, uint32_t{core.goal_cost});
    }
    if (has_goal && core.has_best && core.started()) {
        return write(core.best_node, true, uint32_t{core.best_g});
    }
    return no_path<typename Core::Cost>();
}

// The start of a query that has none (a fill from seeds).
constexpr uint32_t kNoStart = 0xFFFFFFFFu;

// The path path_to() answers with for `node`: write(node, partial) when a
// query that began from one start (`start`, not kNoStart) settled the node
// (partial unless it is an A* query's goal); otherwise nothing.
template <typename Core, typename Write>
constexpr auto answer_path_to(const Core& core, bool has_goal, uint32_t start, uint32_t goal, uint32_t node,
                              Write&& write) -> decltype(write(node, false)) {
    if (!core.started() || start == kNoStart || (node != start && !core.settled(node))) {
        return no_path<typename Core::Cost>();
    }
    return write(node, has_goal && node != goal);
}

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_ENGINE_PATH_WRITER_HPP
