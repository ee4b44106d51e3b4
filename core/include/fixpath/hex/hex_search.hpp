// fixpath/hex/hex_search.hpp - A*, Dijkstra, fills, movement ranges and flow
// field distances on hex maps: a front end of the one engine
// (engine/search_core.hpp) with six neighbours.
//
//     fixpath::ByteCostMap map(cells, 20, 15);           // offset storage, 0 = blocked, 1..255 = multiplier
//     static fixpath::DenseState<20 * 15, uint16_t> state;
//     fixpath::HexSearch<fixpath::ByteCostMap, decltype(state)> search(map, state, fixpath::HexLayout::PointyOddRows);
//     const fixpath::Hex start = fixpath::hex_from_offset({2, 3}, search.layout());
//     const fixpath::Hex goal = fixpath::hex_from_offset({17, 9}, search.layout());
//     if (search.begin(start, goal) == fixpath::Status::InProgress) {
//         while (search.step(32) == fixpath::Status::InProgress) { /* next frame */ }
//     }
//     fixpath::Hex path[64];
//     const auto info = search.path(path, 64);            // axial hexes, start first
//
// Costs: entering a hex costs options.step times its multiplier (the map's
// cost of the cell that stores it). The estimate of A* is step x
// hex_distance(): admissible and consistent, since every step costs at
// least `step` and changes the distance by at most one, so the first path
// found is optimal. Options without a heuristic give Dijkstra.
//
// The map is any fixpath map type (width(), height(), cost(x, y)), read as
// the layout's offset rows or columns (hex_grid.hpp); the state is any
// search state (DenseState, BoundedState) holding width x height cells.
// The tie rule: the state's open list order (binary_heap.hpp /
// bucket_queue.hpp), neighbours offered in direction order 0..5
// (hex_grid.hpp), so paths are the same on every platform.
#ifndef FIXPATH_HEX_SEARCH_HPP
#define FIXPATH_HEX_SEARCH_HPP

#include <stdint.h>

#include <fixpath/detail/native_math.hpp>
#include <fixpath/detail/row_divider.hpp>
#include <fixpath/engine/expansion_loop.hpp>
#include <fixpath/engine/path_writer.hpp>
#include <fixpath/engine/query_plan.hpp>
#include <fixpath/engine/search_core.hpp>
#include <fixpath/engine/search_front.hpp>
#include <fixpath/grid/grid_search.hpp>
#include <fixpath/hex/hex_grid.hpp>
#include <fixpath/path_info.hpp>
#include <fixpath/status.hpp>

namespace fixpath {

template <typename Cost>
struct HexOptions {
    // The cost of one step onto a hex of multiplier 1 (1 .. 2^32 / 255).
    Cost step = 10;
    // A* with step x hex distance; false: Dijkstra (the same paths, more hexes expanded).
    bool heuristic = true;
    // A goal on a blocked hex is searched toward (as SearchOptions::nearest):
    // NoPath, and path() leads to the reachable hex nearest it.
    bool nearest = false;
};

template <typename Map, typename State>
class HexSearch : public detail::SearchFront<HexSearch<Map, State>, State> {
public:
    // step(n) expands at most n hexes; step(n, visit), run(), status(), stats(), cost(), uses_buckets() and
    // limit_fill(): as every search (engine/search_front.hpp).

    using Cost = typename State::Cost;
    using Id = typename State::Id;
    using Options = HexOptions<Cost>;
    static constexpr Cost kUnreachable = detail::unsigned_max<Cost>();

    // The map is copied (maps are views); the state is used by reference.
    HexSearch(const Map& map, State& state, HexLayout layout) : Front(state), map_(map), layout_(layout) {}

    // The options a query takes when given none: HexOptions' defaults.
    static constexpr Options options() { return Options(); }

    // Starts an A* (or Dijkstra) query from `start` to `goal`.
    // InvalidStart / InvalidGoal for a hex off the map or blocked (a blocked
    // goal is allowed with options.nearest), InvalidOptions for a step of 0
    // or above 2^32 / 255, MapTooLarge when the state holds fewer cells than
    // the map. A refused begin leaves no answer behind (status.hpp).
    Status begin(Hex start, Hex goal, const Options& options) { return begin_with<false>(start, goal, options); }
    // Same, under the search's own options (options()), read as constants:
    // their checks are made when compiling.
    Status begin(Hex start, Hex goal) { return begin_with<true>(start, goal, options()); }

    // A Dijkstra fill from `source` over the whole map: when step() returns
    // Complete, `distances` (if not null; width x height entries in the map's
    // storage order) holds the cost of every hex from the source,
    // kUnreachable where it cannot go; path_to() gives the path to any
    // reached hex. With limit_fill(), a movement range.
    Status begin_fill(Hex source, Cost* distances, const Options& options = Options()) {
        return detail::ExpansionLoop::fill_from(
            *this, begin_seeded(distances, options, FillCosts::Outward), [&] { return add_seed(source, 0); },
            [&] { return grid_.index_of(offset_from_hex(source, layout_)); });
    }

    // A fill from any number of seeds: begin_seeded(), add_seed() for each,
    // then step(). FillCosts::TowardSeeds makes each distance the cost of
    // walking from that hex TO the nearest seed (a flow field's distances:
    // hex_flow_field.hpp); Outward the cost from the seeds.
    Status begin_seeded(Cost* distances, const Options& options, FillCosts costs) {
        has_goal_ = false;
        Options plain = options;
        plain.heuristic = false;
        const Status s = prepare_query(plain, distances);
        if (s != Status::InProgress) {
            return s;
        }
        estimate_ = false;
        toward_seeds_ = costs == FillCosts::TowardSeeds;
        start_cell_ = detail::kNoStart;  // no single start: path_to() gives nothing
        core_.finish_unsettled_with(distances, grid_.count);
        detail::ExpansionLoop::choose<detail::LoopKind::Fill>(*this);
        return core_.status;
    }

    // Adds a seed at `cost` (InvalidStart off the map or blocked, OutOfNodes
    // when the state is full: both leave the fill as it was).
    Status add_seed(Hex seed, Cost cost) {
        if (core_.status != Status::InProgress) {
            return core_.status;
        }
        const Point p = offset_from_hex(seed, layout_);
        if (!on_map(p) || map_.cost(p.x, p.y) == 0) {
            return Status::InvalidStart;
        }
        detail::NoTies ties;
        return detail::seed_at<kOpenList>(core_, use_buckets_, grid_.index_of(p), cost, 0, uint8_t{kNoHexDirection},
                                          ties);
    }

    HexLayout layout() const { return layout_; }
    bool on_map(Hex h) const { return on_map(offset_from_hex(h, layout_)); }

    // The path from start to goal when Found; otherwise the partial path to
    // the hex expanded nearest the goal (smallest hex distance, then smaller
    // cost, then smaller storage index), Status::Partial.
    PathInfo<Cost> path(Hex* out, uint32_t capacity) const {
        return detail::ExpansionLoop::answer<Cost>(*this, out, capacity);
    }

    // The path from the start (or fill source) to any expanded hex.
    PathInfo<Cost> path_to(Hex target, Hex* out, uint32_t capacity) const {
        const Point p = offset_from_hex(target, layout_);
        if (!ready_ || !on_map(p)) {
            return no_path<Cost>();
        }
        return detail::ExpansionLoop::answer_to<Cost>(*this, grid_.index_of(p), out, capacity);
    }

    // The direction (0..5) of the move that reached `h` (its parent is the
    // neighbour in the opposite direction), kNoHexDirection for a start, a
    // seed or a hex not reached.
    uint8_t parent_direction(Hex h) const {
        const Point p = offset_from_hex(h, layout_);
        if (!ready_ || !on_map(p)) {
            return kNoHexDirection;
        }
        const Id id = core_.state->find(grid_.index_of(p));
        return id == State::kNoId ? kNoHexDirection : static_cast<uint8_t>(core_.state->parent(id) & 7u);
    }

    // After a TowardSeeds fill (a flow field): the direction (0..5) a unit on
    // `h` steps to follow the cheapest way to the nearest seed (the reverse
    // of the move that reached it); kNoHexDirection on a seed and on a hex
    // that reaches none. Every hex's next hex is one step nearer, so
    // following directions from any hex ends on a seed at its distance.
    uint8_t flow_direction(Hex h) const {
        const uint8_t reached_by = parent_direction(h);
        return reached_by < 6 ? static_cast<uint8_t>((reached_by + 3u) % 6u) : kNoHexDirection;
    }

    const Map& map() const { return map_; }

private:
    // begin(): Own, the search's own options (engine/query_plan.hpp).
    template <bool Own>
    FIXPATH_ALWAYS_INLINE Status begin_with(Hex start, Hex goal, const Options& given) {
        const Options& options = Own ? detail::OwnOptionsOf<HexSearch>::kValue : given;
        has_goal_ = true;
        const Status prepared = prepare_query(options, nullptr);
        if (prepared != Status::InProgress) {
            return prepared;
        }
        const Point s = offset_from_hex(start, layout_);
        const Point g = offset_from_hex(goal, layout_);
        if (detail::endpoints_status(core_, on_map(s) && map_.cost(s.x, s.y) != 0,
                                     on_map(g) && (map_.cost(g.x, g.y) != 0 || options.nearest)) !=
            Status::InProgress) {
            return core_.status;
        }
        goal_ = goal;
        estimate_ = options.heuristic;
        start_cell_ = grid_.index_of(s);
        goal_node_ = grid_.index_of(g);
        const uint32_t h = estimate(start);
        detail::NoTies ties;
        if (detail::start_at<kOpenList>(core_, use_buckets_, start_cell_, [h](auto) { return h; },
                                        uint8_t{kNoHexDirection}, ties) == Status::InProgress) {
            detail::ExpansionLoop::choose<detail::LoopKind::ToGoal>(*this);
        }
        return core_.status;
    }

    static constexpr OpenList kOpenList = detail::OpenListOf<State>::value;

    // The engine's record of the query (engine/search_front.hpp).
    using Front = detail::SearchFront<HexSearch, State>;
    using Front::core_, Front::distances_, Front::start_cell_, Front::goal_node_, Front::loop_, Front::has_goal_, Front::use_buckets_, Front::ready_;

    friend struct detail::ExpansionLoop;  // the engine runs this search through its hooks


    // Where a hex is, for the loop's hooks: its storage cell and the hex.
    struct Here : detail::GridHere {
        Hex hex;
    };
    FIXPATH_ALWAYS_INLINE Here locate(uint32_t cell) const {
        const Point at = grid_.point_of(cell);
        return Here{{at.x, at.y}, hex_from_offset(at, layout_)};
    }
    static Hex visited(const Here& here) { return here.hex; }
    template <bool Buckets>
    FIXPATH_ALWAYS_INLINE uint32_t rank(const Here& here, uint32_t, Cost) const {
        return hex_distance(here.hex, goal_);
    }

    // Offers the six neighbours of the hex in storage cell (x, y), in
    // direction order: an A* query under the buckets, where the CPU gains
    // by it (detail::kUnrolledNeighbours, as GridSearch), as a copy of the
    // offer for each direction; else in a loop (a fill's copies cost more
    // on the Cortex-M0+). False when the search must stop
    // (OutOfNodes).
    template <bool Buckets, bool Fill>
    FIXPATH_ALWAYS_INLINE bool expand(uint32_t cell, Id, const Here& at, Cost g) {
        const uint32_t parity = static_cast<uint32_t>((hex_pointy(layout_) ? at.y : at.x) & 1);
        const uint32_t here_cost = toward_seeds_ ? static_cast<uint32_t>(map_.cost(at.x, at.y)) : 0u;
        if constexpr (detail::kUnrolledNeighbours && Buckets && !Fill) {
            return offer_from<0, Buckets, Fill>(cell, at, g, parity, here_cost);
        } else {
            for (uint8_t dir = 0; dir < 6; ++dir) {
                if (!offer<Buckets, Fill>(dir, cell, at, g, parity, here_cost)) {
                    return false;
                }
            }
            return true;
        }
    }

    // The neighbours from direction Dir on, one copy of offer() each.
    template <uint8_t Dir, bool Buckets, bool Fill>
    FIXPATH_ALWAYS_INLINE bool offer_from(uint32_t cell, const Here& at, Cost g, uint32_t parity, uint32_t here_cost) {
        if (!offer<Buckets, Fill>(Dir, cell, at, g, parity, here_cost)) {
            return false;
        }
        if constexpr (Dir + 1 < 6) {
            return offer_from<Dir + 1, Buckets, Fill>(cell, at, g, parity, here_cost);
        } else {
            return true;
        }
    }

    // Offers the neighbour in direction `dir` (when on the map and
    // passable). False when the search must stop.
    template <bool Buckets, bool Fill>
    FIXPATH_ALWAYS_INLINE bool offer(uint8_t dir, uint32_t cell, const Here& at, Cost g, uint32_t parity,
                                     uint32_t here_cost) {
        const int32_t nx = at.x + dx_[parity][dir];
        const int32_t ny = at.y + dy_[parity][dir];
        if (static_cast<uint32_t>(nx) >= static_cast<uint32_t>(grid_.width) ||
            static_cast<uint32_t>(ny) >= static_cast<uint32_t>(grid_.height)) {
            return true;
        }
        const uint32_t m = static_cast<uint32_t>(map_.cost(nx, ny));
        if (m == 0) {
            return true;
        }
        const uint32_t step = detail::times_byte(step_, toward_seeds_ ? here_cost : m);
        const uint32_t next = static_cast<uint32_t>(static_cast<int32_t>(cell) + offset_[parity][dir]);
        const Hex there = make_hex(at.hex.q + kHexDirectionDq[dir], at.hex.r + kHexDirectionDr[dir]);
        detail::NoTies ties;
        return core_.template relax<Buckets>(next, g, step, dir, nullptr,
                                             [&]() -> uint32_t {
                                                 if constexpr (Fill) {
                                                     return 0u;
                                                 } else {
                                                     return estimate(there);
                                                 }
                                             },
                                             ties);
    }

    // step x hex distance to the goal, saturated at 2^32 - 1 (never wrapped).
    uint32_t estimate(Hex h) const {
        if (!estimate_) {
            return 0;
        }
        const uint32_t d = hex_distance(h, goal_);
        return d > exact_distance_limit_ ? 0xFFFFFFFFu : d * step_;
    }

    FIXPATH_ALWAYS_INLINE Status prepare_query(const Options& options, Cost* distances) {
        ready_ = false;
        distances_ = distances;
        toward_seeds_ = false;
        const uint32_t s = static_cast<uint32_t>(options.step);
        const Status sides = detail::grid_sides_status(map_);
        const bool step_valid = detail::step_cost_valid(s);
        grid_.width = map_.width();
        grid_.height = map_.height();
        // Every estimate is exact below this hex distance (one division a query).
        exact_distance_limit_ = step_valid ? 0xFFFFFFFFu / s : 0u;
        // The largest distance on the map is below width + height (sides
        // checked first: both at most kMaxMapSide).
        const bool exact = sides != Status::InProgress ||
                           static_cast<uint32_t>(grid_.width + grid_.height) <= exact_distance_limit_;
        const bool open_list_valid = detail::choose_open_list<kOpenList>(exact, s, use_buckets_);
        if (detail::plan_query(core_, sides, step_valid && open_list_valid, [&] {
                grid_.prepare();
                return core_.prepare(grid_.count);
            }) != Status::InProgress) {
            return core_.status;
        }
        core_.saturate = false;  // the estimate is consistent (see the top)
        detail::set_key_granularity<kOpenList>(core_, s);
        step_ = s;
        // The storage offsets of the six neighbours for each parity of the
        // shoved line (rows for pointy layouts, columns for flat ones),
        // derived from the axial vectors so that they match the layout.
        for (uint32_t parity = 0; parity < 2; ++parity) {
            const Point origin = hex_pointy(layout_) ? make_point(2, 2 + static_cast<int32_t>(parity))
                                                     : make_point(2 + static_cast<int32_t>(parity), 2);
            for (uint8_t dir = 0; dir < 6; ++dir) {
                const Point n = offset_from_hex(hex_neighbour(hex_from_offset(origin, layout_), dir), layout_);
                dx_[parity][dir] = n.x - origin.x;
                dy_[parity][dir] = n.y - origin.y;
                offset_[parity][dir] = dy_[parity][dir] * grid_.width + dx_[parity][dir];
            }
        }
        ready_ = true;
        core_.status = Status::InProgress;
        return core_.status;
    }

    bool on_map(Point p) const {
        return static_cast<uint32_t>(p.x) < static_cast<uint32_t>(map_.width()) &&
               static_cast<uint32_t>(p.y) < static_cast<uint32_t>(map_.height());
    }

    // The path's walk for the writer (engine/path_writer.hpp): each hex's
    // recorded direction leads back to the one before it.
    template <typename Visit, typename Costs>
    bool walk_path(uint32_t end, Visit&& visit, Hex& first, Costs costs) const {
        const bool with_costs = costs.value;  // (a constant for BoolConstant: the lambda captures nothing for it)
        Hex h = hex_from_offset(grid_.point_of(end), layout_);
        const bool ok = core_.walk_back(
            end, start_cell_, grid_.count,
            [&](uint32_t, uint8_t dir) {
                h = hex_neighbour(h, static_cast<uint8_t>(dir + 3u));  // back along the move
                return grid_.index_of(offset_from_hex(h, layout_));
            },
            [&](uint32_t node, uint8_t dir) {  // (h is still this node's hex)
                uint32_t step = 0;
                if (with_costs) {
                    const Point p = grid_.point_of(node);
                    step = detail::times_byte(step_, static_cast<uint32_t>(map_.cost(p.x, p.y)));
                }
                visit([h] { return h; }, dir, step);
            });
        first = h;
        return ok;
    }

    Map map_;
    detail::RowMajorCellsFor<State> grid_;  // width, height, cell count, index <-> (x, y)
    uint32_t step_ = 10;
    int32_t dx_[2][6] = {};
    int32_t dy_[2][6] = {};
    int32_t offset_[2][6] = {};
    Hex goal_{0, 0};
    uint32_t exact_distance_limit_ = 0;
    HexLayout layout_;
    bool estimate_ = true;
    bool toward_seeds_ = false;
};

// One call: search from start to goal on a hex map and write the path
// (without options: the search's own, as begin(start, goal)).
template <typename Map, typename State>
SearchResult<typename State::Cost> find_hex_path(const Map& map, State& state, HexLayout layout, Hex start, Hex goal,
                                                 Hex* out, uint32_t capacity) {
    HexSearch<Map, State> search(map, state, layout);
    return detail::run_one_call(search, search.begin(start, goal), out, capacity, kUnlimited);
}
template <typename Map, typename State>
SearchResult<typename State::Cost> find_hex_path(const Map& map, State& state, HexLayout layout, Hex start, Hex goal,
                                                 Hex* out, uint32_t capacity,
                                                 const HexOptions<typename State::Cost>& options,
                                                 uint32_t max_expansions = kUnlimited) {
    HexSearch<Map, State> search(map, state, layout);
    return detail::run_one_call(search, search.begin(start, goal, options), out, capacity, max_expansions);
}

}  // namespace fixpath

#endif  // FIXPATH_HEX_SEARCH_HPP
