// fixpath/engine/expansion_loop.hpp - the one expansion loop every
// best-first front end runs.
//
// A front end (GridSearch, JumpPointSearch, HexSearch, LinkedGridSearch,
// GraphSearch) describes its world; this loop owns the order of the work:
//
//     settle the next node (SearchCore::settle_next: pop, close, ceiling)
//     -> an A* query ranks it for partial paths and ends Found at the goal;
//        a fill records its cost in the caller's distances
//     -> counters -> the caller's visitor -> the front end's expand()
//
// and the choice of which instantiation runs (open list x query kind),
// decided once per query so that a program carries only the loops of the
// queries it starts. It is also the engine's one door into a front end:
// what every search answers the same way goes through it (answer() and
// answer_to() for path(), turning_points() and path_to(); fill_from() for
// a fill from one source).
//
// The front end's side of the contract (static dispatch: no virtual calls,
// hooks force-inlined, no successor lists; the loop reads them directly,
// so a front end befriends ExpansionLoop). The record of the query (core_,
// goal_node_, start_cell_, distances_, has_goal_, use_buckets_, loop_,
// ready_) is the engine's own, in the front end's base SearchFront
// (engine/search_front.hpp); the front end says
//   kOpenList      the state's open lists (detail::OpenListOf)
//   kLoops         which loops it runs (Loops; SearchFront's default: ByQuery)
// and gives the hooks (check_contract() names a missing one):
//   locate(node)               -> where the node is (a small struct: GridHere for grid cells)
//   rank<Buckets>(here, f, g)  -> the node's partial-path estimate (SearchCore::note_best)
//   visited(here)              -> what the caller's visitor is given (Point, Hex, node number)
//   expand<Buckets, Fill>(node, id, here, g) -> false when the search must stop (status set)
// and, for a budget in work units rather than expansions (jump points),
// kWorkUnits = true and a uint32_t units_ that expand() spends. The path
// writer reaches a front end's records through the same friend:
//   walk_path(end, visit, start, costs)  the backward walk (engine/path_writer.hpp)
#ifndef FIXPATH_ENGINE_EXPANSION_LOOP_HPP
#define FIXPATH_ENGINE_EXPANSION_LOOP_HPP

#include <stdint.h>

#include <fixpath/detail/support.hpp>
#include <fixpath/detail/traits.hpp>
#include <fixpath/engine/path_writer.hpp>
#include <fixpath/engine/search_core.hpp>
#include <fixpath/state/search_state.hpp>
#include <fixpath/status.hpp>

namespace fixpath {
namespace detail {

// What a query asks of the loop.
//   ToGoal: A* toward one node: rank every expanded node for partial paths,
//     end Found when the goal is settled.
//   Fill: no goal (Dijkstra fills, movement ranges, flow fields): record
//     each settled node's cost; a cost ceiling ends it (SearchCore::ceiling).
//   Either: one loop for both, decided by has_goal_ at run time: for a
//     front end whose image is small and that has no ceilings (graphs).
enum class LoopKind : uint8_t { ToGoal, Fill, Either };

// Which loops a front end runs (its kLoops):
//   ByQuery: A* and fills, one loop each, chosen when a query begins
//     (loop_): grid, hex and linked searches;
//   OnlyToGoal: A* alone (jump points);
//   OneForBoth: one loop for goals and trees (LoopKind::Either: graphs).
enum class Loops : uint8_t { ByQuery, OnlyToGoal, OneForBoth };

struct IgnoreVisits {
    template <typename Where, typename Cost>
    constexpr void operator()(Where, Cost) const {}
};

struct ExpansionLoop {
    // Whether a front end counts its budget in work units (kWorkUnits).
    // (Nested: a front end's befriending of the loop covers it.)
    template <typename FrontEnd, typename = void>
    struct CountsWorkUnits {
        static constexpr bool value = false;
    };
    template <typename FrontEnd>
    struct CountsWorkUnits<FrontEnd, typename AlwaysVoid<decltype(FrontEnd::kWorkUnits)>::type> {
        static constexpr bool value = FrontEnd::kWorkUnits;
    };

    // The loop a query chose (a front end's loop_): set by choose().
    template <typename FrontEnd>
    using Chosen = Status (*)(FrontEnd&, uint32_t);

    // The hooks of the contract above, detected (nested: a front end's
    // befriending of the loop covers them), and checked where the loop is
    // made for a front end, each missing one named.
    template <typename FE>
    using HereOf = decltype(declared_value<const FE&>().locate(0u));
    template <typename FE, typename = void>
    struct HasLocate : BoolConstant<false> {};
    template <typename FE>
    struct HasLocate<FE, typename AlwaysVoid<HereOf<FE>>::type> : BoolConstant<true> {};
    template <typename FE, typename = void>
    struct HasVisited : BoolConstant<false> {};
    template <typename FE>
    struct HasVisited<FE, typename AlwaysVoid<decltype(FE::visited(declared_value<HereOf<FE>>()))>::type>
        : BoolConstant<true> {};
    template <typename FE, typename = void>
    struct HasRank : BoolConstant<false> {};
    template <typename FE>
    struct HasRank<FE, typename AlwaysVoid<decltype(declared_value<const FE&>().template rank<false>(
                           declared_value<HereOf<FE>>(), 0u, declared_value<typename FE::Cost>()))>::type>
        : BoolConstant<true> {};
    template <typename FE, typename = void>
    struct HasExpand : BoolConstant<false> {};
    template <typename FE>
    struct HasExpand<FE, typename AlwaysVoid<decltype(declared_value<FE&>().template expand<false, false>(
                             0u, declared_value<typename FE::Id>(), declared_value<HereOf<FE>>(),
                             declared_value<typename FE::Cost>()))>::type> : BoolConstant<true> {};
    template <typename FrontEnd>
    static constexpr bool check_contract() {
        static_assert(HasLocate<FrontEnd>::value,
                      "a search front end needs locate(node): where a node is (engine/expansion_loop.hpp)");
        static_assert(HasVisited<FrontEnd>::value,
                      "a search front end needs static visited(here): what a step() visitor is given");
        static_assert(HasRank<FrontEnd>::value,
                      "a search front end needs rank<Buckets>(here, f, g): a node's partial-path estimate");
        static_assert(HasExpand<FrontEnd>::value,
                      "a search front end needs expand<Buckets, Fill>(node, id, here, g): offer the node's neighbours");
        return true;
    }

    // What SearchFront (the calls every search shares) reads.
    template <typename FrontEnd>
    static constexpr auto& core(FrontEnd& fe) {
        return fe.core_;
    }
    template <typename FrontEnd>
    static constexpr bool uses_buckets(const FrontEnd& fe) {
        return fe.use_buckets_;
    }
    // Whether a front end has fills; one may be limited
    // (SearchFront::limit_fill()) once begun.
    template <typename FrontEnd>
    static constexpr bool has_fills() {
        return FrontEnd::kLoops == Loops::ByQuery;
    }
    template <typename FrontEnd>
    static constexpr bool fill_begun(const FrontEnd& fe) {
        return fe.ready_ && !fe.has_goal_;
    }

    // Whether the budget allows another expansion: `done` of `budget`, or
    // the work units the front end has left.
    template <bool Units, typename FrontEnd>
    FIXPATH_ALWAYS_INLINE static constexpr bool work_left(const FrontEnd& fe, uint32_t done, uint32_t budget) {
        if constexpr (Units) {
            (void)done;
            (void)budget;
            return fe.units_ > 0;
        } else {
            (void)fe;
            return done < budget;
        }
    }

    // Whether the query has a goal: by its kind, or (Either) asked.
    template <LoopKind Kind, typename FrontEnd>
    FIXPATH_ALWAYS_INLINE static constexpr bool toward_goal(const FrontEnd& fe) {
        if constexpr (Kind == LoopKind::Either) {
            return fe.has_goal_;
        } else {
            (void)fe;
            return Kind == LoopKind::ToGoal;
        }
    }

    // Where a fill records its costs (nothing for an A* loop).
    template <LoopKind Kind, typename FrontEnd>
    FIXPATH_ALWAYS_INLINE static constexpr typename decltype(FrontEnd::core_)::Cost* distances_of(FrontEnd& fe) {
        if constexpr (Kind == LoopKind::ToGoal) {
            (void)fe;
            return nullptr;
        } else {
            return fe.distances_;
        }
    }

    // Expands up to `budget` nodes (or work units) of the query in
    // progress and returns its status.
    template <bool Buckets, LoopKind Kind, typename FrontEnd, typename Visitor>
    FIXPATH_ALWAYS_INLINE static constexpr Status run(FrontEnd& fe, uint32_t budget, Visitor& visit) {
        static_assert(check_contract<FrontEnd>(), "");
        constexpr bool kFill = Kind == LoopKind::Fill;
        constexpr bool kUnits = CountsWorkUnits<FrontEnd>::value;
        using Core = decltype(fe.core_);
        // (fe.core_ spelled out, not bound to a local reference: with the
        // reference GCC keeps a second base pointer live on Cortex-M0+.)
        if constexpr (kUnits) {
            fe.units_ = budget;
        }
        // (Read once: the loop's stores through it cannot move it.)
        typename Core::Cost* const distances = distances_of<Kind>(fe);
        for (uint32_t done = 0; work_left<kUnits>(fe, done, budget); ++done) {
            uint32_t node = 0;
            typename Core::Cost g = 0;
            uint32_t f = 0;
            typename Core::Id id = Core::kNoId;
            if (!fe.core_.template settle_next<Buckets, kFill>(node, g, f, id)) {
                return fe.core_.exhausted(toward_goal<Kind>(fe));
            }
            const auto here = fe.locate(node);
            if (toward_goal<Kind>(fe)) {
                // (The start is the best node from the begin on: set_best().)
                fe.core_.note_best(node, fe.template rank<Buckets>(here, f, g), g);
                if (node == fe.goal_node_) {
                    fe.core_.goal_cost = g;
                    fe.core_.status = Status::Found;
                    return fe.core_.status;
                }
            }
            if constexpr (Kind != LoopKind::ToGoal) {
                if (distances != nullptr) {
                    distances[node] = g;
                }
            }
            ++fe.core_.stats.expanded;
            if constexpr (kUnits) {
                --fe.units_;
            }
            visit(fe.visited(here), g);
            if (!fe.template expand<Buckets, kFill>(node, id, here, g)) {
                return fe.core_.status;  // OutOfNodes (relax) or the front end's own stop
            }
        }
        return fe.core_.status;
    }

    // run(), then the counters brought up to date (SearchCore::sync_stats).
    template <bool Buckets, LoopKind Kind, typename FrontEnd, typename Visitor>
    static constexpr Status run_synced(FrontEnd& fe, uint32_t budget, Visitor& visit) {
        const Status s = run<Buckets, Kind>(fe, budget, visit);
        fe.core_.template sync_stats<Buckets>();
        return s;
    }

    // A loop without a visitor, as a function of its own: what loop_
    // points at, and what step() without a visitor calls. (A plain function
    // pointer, not a member pointer: clang for AVR misreads a member
    // pointer to code at an odd address.)
    template <bool Buckets, LoopKind Kind, typename FrontEnd>
    static constexpr Status plain(FrontEnd& fe, uint32_t budget) {
        IgnoreVisits ignore;
        return run_synced<Buckets, Kind>(fe, budget, ignore);
    }

    // Points loop_ at the loop of the query just begun (its open list and
    // kind): only the loops of queries a program starts are in its image.
    template <LoopKind Kind, typename FrontEnd>
    static void choose(FrontEnd& fe) {
        fe.loop_ = on_open_list<FrontEnd::kOpenList>(fe.use_buckets_, [](auto buckets) {
            return &ExpansionLoop::template plain<decltype(buckets)::value, Kind, FrontEnd>;
        });
    }

    // plain(), never inlined into the caller of step(): for a front end
    // whose expansions call out of line (jump points: their scans), the
    // loop compiled alone keeps its locals in registers whatever the
    // caller keeps live (on the Cortex-M0+ the inlined form is slower).
    // (A graph's loop is its whole program: inlined, its image is smaller.)
    template <bool Buckets, LoopKind Kind, typename FrontEnd>
    FIXPATH_NOINLINE static Status apart(FrontEnd& fe, uint32_t budget) {
        return plain<Buckets, Kind>(fe, budget);
    }

    // step(budget): the loop of the query in progress, within
    // SearchCore::step (which answers for a finished query and runs a
    // fill's finishing phase).
    template <typename FrontEnd>
    static constexpr Status step(FrontEnd& fe, uint32_t budget) {
        if constexpr (FrontEnd::kLoops == Loops::ByQuery) {
            return fe.core_.step(budget, [&fe](uint32_t b) { return fe.loop_(fe, b); });
        } else {
            return fe.core_.step(budget, [&fe](uint32_t b) {
                return on_open_list<FrontEnd::kOpenList>(fe.use_buckets_, [&fe, b](auto buckets) {
                    constexpr bool kBuckets = decltype(buckets)::value;
                    if constexpr (FrontEnd::kLoops == Loops::OnlyToGoal) {
                        return apart<kBuckets, LoopKind::ToGoal>(fe, b);
                    } else {
                        return plain<kBuckets, LoopKind::Either>(fe, b);
                    }
                });
            });
        }
    }

    // A fill from one source (begin_fill()): the seeded fill the front end
    // began (`begun`), then the source as its one seed at cost 0 (a refused
    // seed fails the fill with its status), and the source's node, found
    // only once it is known to be on the map, as the start path_to() walks
    // back to.
    template <typename FrontEnd, typename AddSource, typename SourceNode>
    static constexpr Status fill_from(FrontEnd& fe, Status begun, AddSource&& add_source, SourceNode&& node) {
        if (begun != Status::InProgress) {
            return begun;
        }
        const Status seeded = add_source();
        if (seeded != Status::InProgress) {
            return fe.core_.fail(seeded);
        }
        fe.start_cell_ = node();
        return fe.core_.status;
    }

    // The path from `end` (engine/path_writer.hpp) over the front end's
    // walk_path(): every path(), path_to() and turning_points() ends here.
    // With CostKnown, `cost` is the path's (the node's g, kept by the
    // search) and the walk adds no step costs.
    template <typename Cost, bool CostKnown = false, typename FrontEnd, typename PathPoint, typename Mark = NoMarks>
    static constexpr PathInfo<Cost> write(const FrontEnd& fe, uint32_t end, bool partial, PathPoint* out,
                                          uint32_t capacity, bool turns_only, Mark mark = Mark(), uint32_t cost = 0) {
        return write_path<Cost, PathPoint, WalkFrom::End, CostKnown>(
            [&fe, end](auto&& visit, PathPoint& start, auto costs) { return fe.walk_path(end, visit, start, costs); },
            partial, out, capacity, turns_only, cost, mark);
    }

    // What path() and turning_points() give (answer_path(): the goal's
    // path, a partial one, or nothing) and what path_to(node) gives
    // (answer_path_to()), written from the front end's walk.
    // (Turning points or every point is a template argument: a run-time
    // flag would compile both ways into every path writer.)
    template <typename Cost, bool TurnsOnly = false, typename FrontEnd, typename PathPoint, typename Mark = NoMarks>
    static constexpr PathInfo<Cost> answer(const FrontEnd& fe, PathPoint* out, uint32_t capacity, Mark mark = Mark()) {
        return answer_path(fe.core_, wants_goal(fe), fe.goal_node_, [&](uint32_t end, bool partial, uint32_t cost) {
            return write<Cost, true>(fe, end, partial, out, capacity, TurnsOnly, mark, cost);
        });
    }
    template <typename Cost, typename FrontEnd, typename PathPoint, typename Mark = NoMarks>
    static constexpr PathInfo<Cost> answer_to(const FrontEnd& fe, uint32_t node, PathPoint* out, uint32_t capacity,
                                              Mark mark = Mark()) {
        return answer_path_to(fe.core_, wants_goal(fe), fe.start_cell_, fe.goal_node_, node,
                              [&](uint32_t end, bool partial) {
                                  return write<Cost>(fe, end, partial, out, capacity, false, mark);
                              });
    }
    // Whether the query has a goal (a search with only A* queries always).
    template <typename FrontEnd>
    static constexpr bool wants_goal(const FrontEnd& fe) {
        if constexpr (FrontEnd::kLoops == Loops::OnlyToGoal) {
            (void)fe;
            return true;
        } else {
            return fe.has_goal_;
        }
    }

    // step(budget, visit): the same loop instantiated with the caller's
    // visitor (only where a program steps with one).
    template <typename FrontEnd, typename Visitor>
    static constexpr Status step(FrontEnd& fe, uint32_t budget, Visitor& visit) {
        if constexpr (FrontEnd::kLoops == Loops::ByQuery) {
            return fe.has_goal_ ? step_visiting<LoopKind::ToGoal>(fe, budget, visit)
                                : step_visiting<LoopKind::Fill>(fe, budget, visit);
        } else {
            constexpr LoopKind kKind = FrontEnd::kLoops == Loops::OnlyToGoal ? LoopKind::ToGoal : LoopKind::Either;
            return step_visiting<kKind>(fe, budget, visit);
        }
    }

    // The loop of kind `Kind` with a visitor (a fill's loop alone:
    // GridSearch::step_fill()).
    template <LoopKind Kind, typename FrontEnd, typename Visitor>
    static constexpr Status step_visiting(FrontEnd& fe, uint32_t budget, Visitor& visit) {
        return fe.core_.step(budget, [&fe, &visit](uint32_t b) {
            return on_open_list<FrontEnd::kOpenList>(fe.use_buckets_, [&fe, &visit, b](auto buckets) {
                return run_synced<decltype(buckets)::value, Kind>(fe, b, visit);
            });
        });
    }
};

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_ENGINE_EXPANSION_LOOP_HPP
