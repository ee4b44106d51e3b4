// fixpath/grid/grid_rules.hpp - a grid search's rules of movement: read from
// the options at every begin (RunTimeRules, the default), or fixed when the
// program is compiled (FixedRules), so that an image holds only the code
// its rules need.
//
//     using Rules = fixpath::FixedRules<fixpath::Moves::Eight, fixpath::CornerRule::Never, 10, 14>;
//     fixpath::GridSearch<fixpath::ByteCostMap, decltype(state), Rules> search(map, state);
//     search.begin(start, goal);                  // the rules' own options
//     // or in one call:
//     fixpath::find_path_with<Rules>(map, state, start, goal, path, 256);
//
// Most games fix their moves, corner rule and step costs once. A search with
// fixed rules gives the same answers, bit for bit, as a search given the
// same rules as options (the conformance tests and the device batteries
// compare them); what changes is its code:
//   - the open list is chosen when compiling: with a state that carries
//     both (OpenList::Auto, the default), a search whose rules suit the
//     bucket queue (a consistent estimate, step costs of at most
//     kBucketStepLimit) carries only the bucket loop, and one whose rules
//     do not only the heap loop: one search loop in the image, not two;
//   - the estimate's weights are constants, never weighted, and the move
//     set a constant (no test for four moves);
//   - the weighted estimate, its saturation and its 64-bit division are
//     not compiled.
// Its options are the rules' own: options() gives them (to change only
// `nearest`), and begin() refuses with InvalidOptions any options whose
// moves, corner rule, costs, heuristic or weight differ from the rules
// (begin_fill(), which has no estimate, only moves, corner rule and costs).
// Weighted A* needs run-time rules.
//
// The tool, the C API and every search built on GridSearch (flow fields,
// movement ranges, units) keep run-time rules.
#ifndef FIXPATH_GRID_RULES_HPP
#define FIXPATH_GRID_RULES_HPP

#include <stdint.h>

#include <fixpath/detail/native_math.hpp>
#include <fixpath/engine/move_rules.hpp>
#include <fixpath/grid/heuristic.hpp>
#include <fixpath/options.hpp>
#include <fixpath/state/search_state.hpp>

namespace fixpath {

// The rules come from each query's options (the default).
struct RunTimeRules {
    static constexpr bool kFixed = false;
};

// The rules fixed when compiling. The estimate defaults to the one that is
// exact and consistent for the moves: octile for eight, Manhattan for four.
// The costs must keep that estimate consistent (for octile: Diagonal <= 2 *
// Straight), so that the search is optimal and may use the bucket queue;
// Heuristic::Zero (Dijkstra) suits any costs.
template <Moves MoveSet = Moves::Eight, CornerRule Corners = CornerRule::Never, uint32_t Straight = 10,
          uint32_t Diagonal = 14, Heuristic Estimate = MoveSet == Moves::Eight ? Heuristic::Octile : Heuristic::Manhattan>
struct FixedRules {
    static constexpr bool kFixed = true;
    static constexpr Moves kMoves = MoveSet;
    static constexpr CornerRule kCorners = Corners;
    static constexpr uint32_t kStraight = Straight;
    static constexpr uint32_t kDiagonal = Diagonal;
    static constexpr Heuristic kHeuristic = Estimate;

    // (The same limit the options have: a step times a multiplier of 255
    // and an estimate across a 32,767-cell side stay within 32 bits.)
    static_assert(Straight >= 1 && Straight <= 32767 && Diagonal >= 1 && Diagonal <= 32767,
                  "FixedRules: step costs 1..32767");
    static_assert(heuristic_is_consistent(Estimate, MoveSet, Straight, Diagonal),
                  "FixedRules: this estimate overestimates under these moves and costs (options.hpp says which "
                  "fits); use Heuristic::Zero, other costs, or run-time rules");

    // The options these rules are: what begin() takes when given none.
    template <typename Cost>
    static constexpr SearchOptions<Cost> options() {
        SearchOptions<Cost> o;
        o.moves = MoveSet;
        o.corners = Corners;
        o.costs = StepCosts<Cost>{static_cast<Cost>(Straight), static_cast<Cost>(Diagonal)};
        o.heuristic = Estimate;
        o.weight = Weight{1, 1};
        return o;
    }
};

namespace detail {

// value * K: by native_math.hpp's byte product where `int` has 16 bits and
// K is a byte (AVR: no `__mulsi3` call), else the plain product (a constant
// multiply: shifts and adds where the CPU has no fast multiply).
template <uint32_t K>
FIXPATH_ALWAYS_INLINE uint32_t times_constant(uint32_t value) {
    if constexpr (kSixteenBitInt && K < 256) {
        return times_byte(value, K);
    } else {
        return K * value;
    }
}
// The same for a value below 2^16 (a distance along one axis): where `int`
// has 16 bits and K is a byte, two byte products (native_math.hpp).
template <uint32_t K>
FIXPATH_ALWAYS_INLINE uint32_t short_times_constant(uint32_t value) {
    if constexpr (kSixteenBitInt && K < 256) {
        return short_times_byte(static_cast<uint16_t>(value), static_cast<uint8_t>(K));
    } else {
        return times_constant<K>(value);
    }
}

// An estimate for an offset from the goal with the kind and costs as
// constants; the same value HeuristicEvaluator computes for them (exact in
// 32 bits for |dx|, |dy| <= 65535 and costs <= 32767: as its weights,
// longer * S + shorter * (D - S) for octile, one constant product a term).
template <Heuristic Kind, uint32_t Straight, uint32_t Diagonal>
FIXPATH_ALWAYS_INLINE uint32_t constant_estimate(int32_t offset_x, int32_t offset_y) {
    const uint32_t dx = static_cast<uint32_t>(offset_x < 0 ? -offset_x : offset_x);
    const uint32_t dy = static_cast<uint32_t>(offset_y < 0 ? -offset_y : offset_y);
    // (|dx|, |dy| <= 65535: one axis's distance takes the short product;
    // Manhattan's sum may not.)
    if constexpr (Kind == Heuristic::Zero) {
        (void)dx;
        (void)dy;
        return 0;
    } else if constexpr (Kind == Heuristic::Manhattan) {
        return times_constant<Straight>(dx + dy);
    } else if constexpr (Kind == Heuristic::Octile) {
        return dx < dy ? short_times_constant<Straight>(dy) + short_times_constant<Diagonal - Straight>(dx)
                       : short_times_constant<Straight>(dx) + short_times_constant<Diagonal - Straight>(dy);
    } else {
        return short_times_constant<(Straight < Diagonal ? Straight : Diagonal)>(dx < dy ? dy : dx);
    }
}

// What a search with fixed rules keeps of its estimate: the goal (the
// estimate itself is constants: constant_estimate()).
struct GoalOnly {
    int32_t goal_x = 0;
    int32_t goal_y = 0;
};
// And of the estimate partial paths rank by: nothing (f - g, or the
// constants' distance from GoalOnly's goal).
struct NoEstimator {};

// The rules as the hot loop reads them: eight(), diagonals(open) (the
// corner rule: which diagonals the open orthogonals allow, move_rules.hpp),
// step(dir) (the base cost of a move) and, for fixed rules, estimate(dx, dy).
template <typename Rules>
class GridRuleTable;

template <>
class GridRuleTable<RunTimeRules> {
public:
    static constexpr bool kFixed = false;
    // The estimates a search keeps: set up from each query's options.
    using Estimator = HeuristicEvaluator;
    using PartialEstimator = HeuristicEvaluator;

    template <typename Options>
    static constexpr bool accepts(const Options&, bool) {
        return true;
    }
    template <typename Options>
    constexpr void set(const Options& options) {
        eight_ = options.moves == Moves::Eight;
        for (uint32_t open = 0; open < 16; ++open) {
            diagonals_[open] = diagonals_allowed(options.corners, open);
        }
        for (uint32_t dir = 0; dir < 8; ++dir) {
            step_[dir] = dir < 4 ? uint32_t{options.costs.straight} : uint32_t{options.costs.diagonal};
        }
    }
    FIXPATH_ALWAYS_INLINE constexpr bool eight() const { return eight_; }
    FIXPATH_ALWAYS_INLINE constexpr uint32_t diagonals(uint32_t open) const { return diagonals_[open]; }
    FIXPATH_ALWAYS_INLINE constexpr uint32_t step(uint32_t dir) const { return step_[dir]; }
    // A move's cost into a cell of multiplier `multiplier` (native_math.hpp).
    template <typename Byte>
    FIXPATH_ALWAYS_INLINE uint32_t step_into(uint32_t dir, Byte multiplier) const {
        return times_byte(step_[dir], multiplier);
    }

private:
    uint32_t step_[8] = {10, 10, 10, 10, 14, 14, 14, 14};
    uint8_t diagonals_[16] = {};
    bool eight_ = true;
};

// Fixed rules' tables as the hot loop reads them, kept in the search object
// (InObject): the step costs by direction and the corner rule's diagonals
// by open orthogonals. (On Cortex-M the constants folded into the code
// instead, a compare for the step and bit operations for the corner rule,
// measured slower; docs/grids.md has the figures.) Where `int` has 16 bits
// there are none: the loop takes the constants, and the search object's
// construction stores no tables, whose code AVR's flash pays for.
template <CornerRule Corners, uint32_t Straight, uint32_t Diagonal, bool InObject = !kSixteenBitInt>
struct FixedRuleTables {
    FIXPATH_ALWAYS_INLINE constexpr uint32_t diagonals(uint32_t open) const { return diagonals_[open]; }
    FIXPATH_ALWAYS_INLINE constexpr uint32_t step(uint32_t dir) const { return step_[dir]; }

    uint32_t step_[8] = {Straight, Straight, Straight, Straight, Diagonal, Diagonal, Diagonal, Diagonal};
    uint8_t diagonals_[16] = {diagonals_allowed(Corners, 0),  diagonals_allowed(Corners, 1),
                              diagonals_allowed(Corners, 2),  diagonals_allowed(Corners, 3),
                              diagonals_allowed(Corners, 4),  diagonals_allowed(Corners, 5),
                              diagonals_allowed(Corners, 6),  diagonals_allowed(Corners, 7),
                              diagonals_allowed(Corners, 8),  diagonals_allowed(Corners, 9),
                              diagonals_allowed(Corners, 10), diagonals_allowed(Corners, 11),
                              diagonals_allowed(Corners, 12), diagonals_allowed(Corners, 13),
                              diagonals_allowed(Corners, 14), diagonals_allowed(Corners, 15)};
};
template <CornerRule Corners, uint32_t Straight, uint32_t Diagonal>
struct FixedRuleTables<Corners, Straight, Diagonal, false> {
    FIXPATH_ALWAYS_INLINE static constexpr uint32_t diagonals(uint32_t open) {
        return diagonals_allowed(Corners, static_cast<uint8_t>(open));  // (open < 16: byte operations)
    }
    FIXPATH_ALWAYS_INLINE static constexpr uint32_t step(uint32_t dir) { return dir < 4 ? Straight : Diagonal; }
};

template <Moves MoveSet, CornerRule Corners, uint32_t Straight, uint32_t Diagonal, Heuristic Estimate>
class GridRuleTable<FixedRules<MoveSet, Corners, Straight, Diagonal, Estimate>>
    : private FixedRuleTables<Corners, Straight, Diagonal> {
    using Tables = FixedRuleTables<Corners, Straight, Diagonal>;

public:
    static constexpr bool kFixed = true;
    using Rules = FixedRules<MoveSet, Corners, Straight, Diagonal, Estimate>;
    // The estimates a search keeps: its goal only (no run-time evaluator
    // to set up or to build with the search object).
    using Estimator = GoalOnly;
    using PartialEstimator = NoEstimator;

    // Options that say exactly these rules (`nearest` is free; a fill,
    // `with_estimate` false, has no estimate and ignores heuristic and weight).
    template <typename Options>
    static constexpr bool accepts(const Options& options, bool with_estimate) {
        return options.moves == MoveSet && options.corners == Corners && options.costs.straight == Straight &&
               options.costs.diagonal == Diagonal &&
               (!with_estimate || (options.heuristic == Estimate && options.weight.is_one()));
    }
    template <typename Options>
    static constexpr void set(const Options&) {}
    FIXPATH_ALWAYS_INLINE static constexpr bool eight() { return MoveSet == Moves::Eight; }
    FIXPATH_ALWAYS_INLINE constexpr uint32_t diagonals(uint32_t open) const { return Tables::diagonals(open); }
    FIXPATH_ALWAYS_INLINE constexpr uint32_t step(uint32_t dir) const { return Tables::step(dir); }
    // A move's cost into a cell of multiplier `multiplier`: where `int` has
    // 16 bits, the constant chosen by the direction (no table read) times
    // the multiplier; elsewhere the table's cost times it (native_math.hpp).
    // (On AVR with byte costs one `mul`, written in asm: clang 19 miscompiled
    // the plain 8 x 8 product of the chosen constant in the search loop, a
    // wrong cost that the packaged Uno program's test caught.)
    template <typename Byte>
    FIXPATH_ALWAYS_INLINE uint32_t step_into(uint32_t dir, Byte multiplier) const {
        if constexpr (kSixteenBitInt && Straight < 256 && Diagonal < 256) {
            return byte_times_byte(dir < 4 ? uint8_t{Straight} : uint8_t{Diagonal}, static_cast<uint8_t>(multiplier));
        } else {
            return times_byte(Tables::step(dir), multiplier);
        }
    }

public:
    // The estimate for an offset from the goal, in constants: exact in 32
    // bits (|dx|, |dy| <= 65535 and costs <= 32767).
    FIXPATH_ALWAYS_INLINE static uint32_t estimate(int32_t offset_x, int32_t offset_y) {
        return constant_estimate<Estimate, Straight, Diagonal>(offset_x, offset_y);
    }
    // What partial paths rank a cell by when the rules have no estimate
    // (Heuristic::Zero): the distance by these moves and costs, Manhattan
    // with four moves, octile with eight (as run-time rules rank them).
    FIXPATH_ALWAYS_INLINE static uint32_t partial_estimate(int32_t offset_x, int32_t offset_y) {
        return constant_estimate<MoveSet == Moves::Four ? Heuristic::Manhattan : Heuristic::Octile, Straight,
                                 Diagonal>(offset_x, offset_y);
    }
};

// Fixed rules' step cost, straight or diagonal; 0 for run-time rules (whose
// costs are the options').
template <typename Rules>
constexpr uint32_t fixed_step(bool diagonal) {
    if constexpr (Rules::kFixed) {
        return diagonal ? Rules::kDiagonal : Rules::kStraight;
    } else {
        (void)diagonal;
        return 0;
    }
}

// The open list a grid search over a state with open lists `Kind` uses:
// for fixed rules, chosen now (OpenList::Auto becomes the one the rules'
// queries would take), so that only its loop is compiled.
template <typename Rules, OpenList Kind>
constexpr OpenList grid_open_list() {
    if constexpr (Rules::kFixed) {
        constexpr uint32_t largest = Rules::kStraight > Rules::kDiagonal ? Rules::kStraight : Rules::kDiagonal;
        return Kind != OpenList::Auto ? Kind : (largest <= kBucketStepLimit ? OpenList::Buckets : OpenList::Heap);
    } else {
        return Kind;
    }
}

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_GRID_RULES_HPP
