// fixpath/grid/linked_grid_search.hpp - A*, Dijkstra, fills, movement ranges and
// flow fields on a grid with extra links (grid_links.hpp): a front end of
// the one engine (engine/search_core.hpp) whose neighbours are a cell's
// grid neighbours plus the links that leave it.
//
//     static const fixpath::GridLink kLinks[] = {{{2, 3}, {40, 7}, 30, fixpath::LinkWay::Both}};
//     static fixpath::DenseState<64 * 64, uint16_t> state;
//     fixpath::LinkedGridSearch<fixpath::ByteCostMap, decltype(state)> search(map, state);
//     search.begin(start, goal, kLinks, 1);
//     while (search.step(200) == fixpath::Status::InProgress) { /* next frame */ }
//     fixpath::Point path[256];
//     uint8_t via[256];                             // via[i]: the link that reached path[i], or kNoLink
//     const auto info = search.path(path, 256, via);
//
// or in one call: fixpath::find_linked_path(map, state, start, goal, links, n, path, 256, via).
//
// Moves: the grid's (SearchOptions: 4 or 8 moves, the corner rule, step
// costs times the multiplier of the cell entered), plus every link leaving
// the cell at the link's own cost. MaxLinks bounds the directed links (a
// two-way link counts twice); more is InvalidOptions, as is a link with an
// end off the map or on a wall, a weight other than 1/1, or a heuristic that
// is not consistent for the moves and costs (heuristic.hpp).
//
// The estimate stays admissible and consistent through the links: with b()
// the grid estimate (octile, Manhattan, ... of the options) and, for every
// directed link j from a_j to z_j at cost c_j, T_j a lower bound of the
// cost from a_j to the goal through j,
//     h(n) = min( b(n, goal), min_j b(n, a_j) + T_j ),
//     T_j  = c_j + h(z_j),
// computed when the query begins (a Bellman-Ford over the links: at most
// MaxLinks rounds of MaxLinks^2 estimates). Each term is a grid estimate
// plus a constant, so h is consistent on grid steps; on a link,
// h(a_j) <= T_j = c_j + h(z_j). A* with it is optimal, expanding each cell
// once. Estimating a cell costs 1 + MaxLinks grid estimates (only the
// links given are looped over): keep the list small; a search with no
// links costs what a grid search does plus one compare a cell.
//
// Paths: a link is one step of a path (its two ends are consecutive
// points), marked in the optional `via` array: via[i] is the caller's index
// of the link that reached path[i], kNoLink for a grid step and the start.
// A node's parent record holds a direction only: which link reached a link's
// end is kept in the search (a flag per directed link, cleared whenever the
// end is reached more cheaply another way), so the state's layouts are the
// grid's (DenseState, BoundedState) and cost nothing more.
//
// Flow fields: begin_seeded(..., FillCosts::TowardSeeds), add_seed() for
// each goal, run(); flow_step(cell) then says how a unit on the cell moves:
// a grid direction or a link to take (a one-way link only forward).
//
// The open list: the estimate is consistent, so keys never decrease and the
// state's bucket queue serves (OpenList::Auto: when both step costs are at
// most kBucketStepLimit, as for GridSearch; the heap otherwise).
//
// Determinism: the open list's order (bucket_queue.hpp / binary_heap.hpp);
// neighbours offered N, E, S, W, NE, SE, SW, NW, then the links leaving the
// cell in the caller's order; a cell's parent changes only on a strictly
// cheaper cost.
#ifndef FIXPATH_LINKED_GRID_SEARCH_HPP
#define FIXPATH_LINKED_GRID_SEARCH_HPP

#include <stdint.h>

#include <fixpath/detail/native_math.hpp>
#include <fixpath/detail/neighbour_costs.hpp>
#include <fixpath/detail/row_divider.hpp>
#include <fixpath/detail/support.hpp>
#include <fixpath/detail/traits.hpp>
#include <fixpath/engine/expansion_loop.hpp>
#include <fixpath/engine/move_rules.hpp>
#include <fixpath/engine/path_writer.hpp>
#include <fixpath/engine/query_plan.hpp>
#include <fixpath/engine/search_core.hpp>
#include <fixpath/engine/search_front.hpp>
#include <fixpath/grid/grid_links.hpp>
#include <fixpath/grid/grid_search.hpp>
#include <fixpath/grid/heuristic.hpp>
#include <fixpath/options.hpp>
#include <fixpath/path_info.hpp>
#include <fixpath/point.hpp>
#include <fixpath/state/search_state.hpp>
#include <fixpath/status.hpp>

namespace fixpath {

template <typename Map, typename State, uint32_t MaxLinks = 16>
class LinkedGridSearch : public detail::SearchFront<LinkedGridSearch<Map, State, MaxLinks>, State> {
    static_assert(MaxLinks >= 1 && MaxLinks <= 254, "MaxLinks: 1 to 254 directed links");

public:
    // step(n) expands at most n cells; step(n, visit), run(), status(), stats(), cost(), uses_buckets() and
    // limit_fill(): as every search (engine/search_front.hpp).

    using Cost = typename State::Cost;
    using Id = typename State::Id;
    using Options = SearchOptions<Cost>;
    static constexpr Cost kUnreachable = detail::unsigned_max<Cost>();

    // The map is copied (maps are views); the state is used by reference.
    // The links are read in place during the query: they must outlive it.
    LinkedGridSearch(const Map& map, State& state) : Front(state), map_(map) {}

    // The options a query takes when given none: SearchOptions' defaults.
    static constexpr Options options() { return Options(); }

    // Starts an A* (or Dijkstra, Heuristic::Zero) query over the whole map
    // with `count` links. InvalidStart / InvalidGoal for a cell off the map
    // or blocked (a blocked goal is allowed with options.nearest),
    // InvalidOptions (see the top), MapTooLarge when the state holds fewer
    // cells than the map. A refused begin leaves no answer behind (status.hpp).
    Status begin(Point start, Point goal, const GridLink* links, uint32_t count, const Options& options) {
        return begin_with<false>(start, goal, links, count, options);
    }
    // Same, under the search's own options (options(): SearchOptions'
    // defaults), read as constants: their checks are made when compiling.
    Status begin(Point start, Point goal, const GridLink* links, uint32_t count) {
        return begin_with<true>(start, goal, links, count, options());
    }

    // A Dijkstra fill from `source`: when step() returns Complete,
    // `distances` (if not null; width x height entries, row-major) holds the
    // cost of every cell from the source, kUnreachable where it cannot go;
    // path_to() gives the path to any reached cell. With limit_fill(), a
    // movement range.
    Status begin_fill(Point source, Cost* distances, const GridLink* links, uint32_t count,
                      const Options& options = Options()) {
        return detail::ExpansionLoop::fill_from(
            *this, begin_seeded(distances, links, count, options, FillCosts::Outward),
            [&] { return add_seed(source, 0); }, [&] { return grid_.index_of(source); });
    }

    // A fill from any number of seeds: begin_seeded(), add_seed() for each,
    // then step(). FillCosts::TowardSeeds makes each distance the cost of
    // walking from that cell TO the nearest seed (links taken forward,
    // grid steps paying the multiplier of the cell entered): a flow field,
    // read with flow_step(). Outward: the cost from the seeds.
    Status begin_seeded(Cost* distances, const GridLink* links, uint32_t count, const Options& options,
                        FillCosts costs) {
        has_goal_ = false;
        const Status s = prepare_query(options, links, count, distances, costs == FillCosts::TowardSeeds);
        if (s != Status::InProgress) {
            return s;
        }
        estimate_ = Heuristic::Zero;
        start_cell_ = detail::kNoStart;  // no single start: path_to() gives nothing
        core_.finish_unsettled_with(distances, grid_.count);
        detail::ExpansionLoop::choose<detail::LoopKind::Fill>(*this);
        return core_.status;
    }

    // Adds a seed at `cost` (InvalidStart off the map or blocked, OutOfNodes
    // when the state is full: both leave the fill as it was).
    Status add_seed(Point seed, Cost cost) {
        if (core_.status != Status::InProgress || has_goal_) {
            return core_.status == Status::InProgress ? Status::InvalidOptions : core_.status;
        }
        if (!passable(seed)) {
            return Status::InvalidStart;
        }
        return add(grid_.index_of(seed), cost, 0);
    }

    // The path from start to goal when Found; otherwise the partial path to
    // the cell expanded nearest the goal (smallest grid estimate, then
    // smaller cost, then smaller index), Status::Partial. `via` (if not
    // null, `capacity` entries) marks the points reached through a link.
    PathInfo<Cost> path(Point* out, uint32_t capacity, uint8_t* via = nullptr) const {
        return detail::ExpansionLoop::answer<Cost>(*this, out, capacity, marks(via));
    }

    // The path from the start (or fill source) to any expanded cell.
    PathInfo<Cost> path_to(Point target, Point* out, uint32_t capacity, uint8_t* via = nullptr) const {
        if (!ready_ || !on_map(target) || toward_seeds_) {
            return no_path<Cost>();
        }
        return detail::ExpansionLoop::answer_to<Cost>(*this, grid_.index_of(target), out, capacity, marks(via));
    }

    // After a TowardSeeds fill: how a unit on `cell` moves toward the
    // nearest seed (a grid direction, or a link of the caller's list to
    // take); both 0xFF on a seed and on a cell that reaches none. Needs the
    // fill's `distances` (and the fill finished). Every move leads to a cell
    // whose distance is the cell's less the move's cost, so following
    // flow_step from any cell ends on a seed at its distance.
    LinkedStep flow_step(Point cell) const {
        const LinkedStep none{0xFF, kNoLink};
        if (!ready_ || !toward_seeds_ || distances_ == nullptr || !on_map(cell) ||
            (core_.status != Status::Complete && core_.status != Status::OutOfNodes &&
             core_.status != Status::CostOverflow)) {
            return none;
        }
        const uint32_t node = grid_.index_of(cell);
        const Id id = core_.state->find(node);
        if (id == State::kNoId || distances_[node] == kUnreachable) {
            return none;
        }
        const uint8_t link = arrival_link(node);
        if (link != kNoLink) {
            return LinkedStep{0xFF, source_[link]};
        }
        // The record's direction is the move that reached the cell; a seed's
        // record holds 0 too, told apart by the distances: the move back is
        // a step of the field only when it accounts for the cell's distance.
        const uint8_t dir = static_cast<uint8_t>(core_.state->parent(id) & 7u);
        const Point p = make_point(cell.x - kDirectionDx[dir], cell.y - kDirectionDy[dir]);
        if (!passable(p)) {
            return none;
        }
        const uint32_t before = distances_[grid_.index_of(p)];
        const uint32_t step =
            detail::times_byte(dir < 4 ? straight_ : diagonal_, static_cast<uint32_t>(map_.cost(p.x, p.y)));
        if (before == kUnreachable || uint64_t{before} + step != uint64_t{distances_[node]}) {
            return none;
        }
        return LinkedStep{opposite(dir), kNoLink};
    }

    const Map& map() const { return map_; }

private:
    // begin(): Own, the search's own options (engine/query_plan.hpp).
    template <bool Own>
    FIXPATH_ALWAYS_INLINE Status begin_with(Point start, Point goal, const GridLink* links, uint32_t count,
                                            const Options& given) {
        const Options& options = Own ? detail::OwnOptionsOf<LinkedGridSearch>::kValue : given;
        has_goal_ = true;
        const Status prepared = prepare_query(options, links, count, nullptr, false);
        if (prepared != Status::InProgress) {
            return prepared;
        }
        if (detail::endpoints_status(core_, passable(start),
                                     on_map(goal) && (map_.cost(goal.x, goal.y) != 0 || options.nearest)) !=
            Status::InProgress) {
            return core_.status;
        }
        goal_ = goal;
        start_cell_ = grid_.index_of(start);
        goal_node_ = grid_.index_of(goal);
        prepare_link_estimates();
        const Status pushed = add(start_cell_, 0, estimate(start));
        if (pushed != Status::InProgress) {
            return core_.fail(pushed);
        }
        core_.set_best(start_cell_, 0);
        detail::ExpansionLoop::choose<detail::LoopKind::ToGoal>(*this);
        return core_.status;
    }

    static constexpr OpenList kOpenList = detail::OpenListOf<State>::value;

    // The engine's tie hook, used here to know which link (if any) last set
    // the parent of a link's end: called on every parent change.
    struct ArrivalTies {
        static constexpr bool kActive = false;
        LinkedGridSearch* search;
        uint32_t node;
        uint8_t link;
        template <typename I>
        constexpr bool equal_wins(I) const { return false; }
        template <typename I>
        void record(I) const { search->note_arrival(node, link); }
    };

    static constexpr uint8_t opposite(uint8_t dir) {
        return dir < 4 ? static_cast<uint8_t>((dir + 2u) & 3u) : static_cast<uint8_t>(4u + ((dir - 2u) & 3u));
    }

    void note_arrival(uint32_t node, uint8_t link) {
        if ((head_filter_ >> (node & 31u) & 1u) == 0) {
            return;
        }
        for (uint32_t j = 0; j < links_; ++j) {
            if (head_[j] == node) {
                arrived_[j] = j == link;
            }
        }
    }
    uint8_t arrival_link(uint32_t node) const {
        if ((head_filter_ >> (node & 31u) & 1u) != 0) {
            for (uint32_t j = 0; j < links_; ++j) {
                if (head_[j] == node && arrived_[j]) {
                    return static_cast<uint8_t>(j);
                }
            }
        }
        return kNoLink;
    }

    Status add(uint32_t node, Cost cost, uint32_t h) {
        ArrivalTies ties{this, node, kNoLink};
        // (A source's record holds direction 0: a state keeps 3 bits.)
        return detail::seed_at<kOpenList>(core_, use_buckets_, node, cost, h, uint8_t{0}, ties);
    }

    // The engine's record of the query (engine/search_front.hpp).
    using Front = detail::SearchFront<LinkedGridSearch, State>;
    using Front::core_, Front::distances_, Front::start_cell_, Front::goal_node_, Front::loop_, Front::has_goal_, Front::use_buckets_, Front::ready_;

    friend struct detail::ExpansionLoop;  // the engine runs this search through its hooks


    // Where a cell is, for the loop's hooks.
    using Here = detail::GridHere;
    Here locate(uint32_t cell) const {
        const Point at = grid_.point_of(cell);
        return Here{at.x, at.y};
    }
    static Point visited(Here here) { return make_point(here.x, here.y); }
    // Partial paths: the grid distance to the goal (octile or Manhattan).
    template <bool Buckets>
    uint32_t rank(Here here, uint32_t, Cost) const {
        return grid_estimate(make_point(here.x, here.y), goal_, moves_ == Moves::Eight ? Heuristic::Octile : Heuristic::Manhattan);
    }

    template <bool Buckets, bool Fill>
    bool expand(uint32_t cell, Id, Here here, Cost g) {
        const int32_t x = here.x;
        const int32_t y = here.y;
        // The 8 neighbours' multipliers (0: a wall or off the map): through
        // one pointer away from the map's edge when the map offers it.
        uint32_t m[8];
        detail::read_neighbour_costs(map_, grid_.width, grid_.height, x, y, m);
        const uint32_t here_cost = toward_seeds_ ? static_cast<uint32_t>(map_.cost(x, y)) : 0u;
        // Under the buckets, where the CPU gains by it, a copy of the offer
        // for each direction (detail::kUnrolledNeighbours, as GridSearch).
        if constexpr (detail::kUnrolledNeighbours && Buckets) {
            if (!offer_from<0, Buckets, Fill>(cell, x, y, g, m, here_cost)) {
                return false;
            }
        } else {
            const uint8_t directions = detail::direction_count(moves_);
            for (uint8_t dir = 0; dir < directions; ++dir) {
                if (!offer<Buckets, Fill>(dir, cell, x, y, g, m, here_cost)) {
                    return false;
                }
            }
        }
        if ((tail_filter_ >> (cell & 31u) & 1u) != 0) {
            for (uint32_t j = 0; j < links_; ++j) {
                if (tail_[j] != cell) {
                    continue;
                }
                const uint32_t next = head_[j];
                ArrivalTies ties{this, next, static_cast<uint8_t>(j)};
                if (!core_.template relax<Buckets>(next, g, cost_[j], uint8_t{0}, nullptr,
                                                 [&]() -> uint32_t {
                                                     if constexpr (Fill) {
                                                         return 0u;
                                                     } else {
                                                         return estimate(grid_.point_of(next));
                                                     }
                                                 },
                                                 ties)) {
                    return false;
                }
            }
        }
        return true;
    }

    // The neighbours from direction Dir on, up to the moves' direction
    // count, one copy of offer() each.
    template <uint8_t Dir, bool Buckets, bool Fill>
    FIXPATH_ALWAYS_INLINE bool offer_from(uint32_t cell, int32_t x, int32_t y, Cost g, const uint32_t* m,
                                          uint32_t here_cost) {
        if (!offer<Buckets, Fill>(Dir, cell, x, y, g, m, here_cost)) {
            return false;
        }
        if constexpr (Dir + 1 < 8) {
            if (Dir + 1 == detail::direction_count(moves_)) {
                return true;
            }
            return offer_from<Dir + 1, Buckets, Fill>(cell, x, y, g, m, here_cost);
        } else {
            return true;
        }
    }

    // Offers the grid neighbour in direction `dir` (when passable and the
    // corner rule allows it). False when the search must stop.
    template <bool Buckets, bool Fill>
    FIXPATH_ALWAYS_INLINE bool offer(uint8_t dir, uint32_t cell, int32_t x, int32_t y, Cost g, const uint32_t* m,
                                     uint32_t here_cost) {
        if (m[dir] == 0 || !detail::corner_allows(corners_, dir, m)) {
            return true;
        }
        const int32_t nx = x + kDirectionDx[dir];
        const int32_t ny = y + kDirectionDy[dir];
        const uint32_t step = detail::times_byte(dir < 4 ? straight_ : diagonal_, toward_seeds_ ? here_cost : m[dir]);
        const uint32_t next = static_cast<uint32_t>(static_cast<int32_t>(cell) + offset_[dir]);
        ArrivalTies ties{this, next, kNoLink};
        return core_.template relax<Buckets>(next, g, step, dir, nullptr,
                                             [&]() -> uint32_t {
                                                 if constexpr (Fill) {
                                                     return 0u;
                                                 } else {
                                                     return estimate(make_point(nx, ny));
                                                 }
                                             },
                                             ties);
    }

    // The grid estimate between two cells, at most 2^32 - 1.
    uint32_t grid_estimate(Point a, Point b, Heuristic kind) const {
        const uint32_t dx = detail::axis_distance(a.x, b.x);
        const uint32_t dy = detail::axis_distance(a.y, b.y);
        if (narrow_estimates_) {  // each term below 2^32
            return detail::estimate_in<uint32_t>(kind, dx, dy, straight_, diagonal_);
        }
        const uint64_t e = heuristic_estimate(kind, dx, dy, straight_, diagonal_);
        return e > 0xFFFFFFFFu ? 0xFFFFFFFFu : static_cast<uint32_t>(e);
    }
    static uint32_t add_saturated(uint32_t a, uint32_t b) { return a > 0xFFFFFFFFu - b ? 0xFFFFFFFFu : a + b; }

    // h(p): see the top.
    uint32_t estimate(Point p) const {
        if (estimate_ == Heuristic::Zero) {
            return 0;
        }
        uint32_t h = grid_estimate(p, goal_, estimate_);
        for (uint32_t j = 0; j < links_; ++j) {
            const uint32_t via = add_saturated(grid_estimate(p, tail_point_[j], estimate_), through_[j]);
            h = via < h ? via : h;
        }
        return h;
    }

    // T_j = c_j + h(z_j) for every link, by rounds until nothing changes (at
    // most one round a link: a cheapest chain uses each link at most once).
    void prepare_link_estimates() {
        for (uint32_t j = 0; j < links_; ++j) {
            through_[j] = 0xFFFFFFFFu;
        }
        if (estimate_ == Heuristic::Zero) {
            return;
        }
        for (uint32_t round = 0; round <= links_; ++round) {
            bool changed = false;
            for (uint32_t j = 0; j < links_; ++j) {
                const uint32_t t = add_saturated(cost_[j], estimate(grid_.point_of(head_[j])));
                if (t < through_[j]) {
                    through_[j] = t;
                    changed = true;
                }
            }
            if (!changed) {
                break;
            }
        }
    }

    Status prepare_query(const Options& options, const GridLink* links, uint32_t count, Cost* distances,
                         bool toward_seeds) {
        ready_ = false;
        distances_ = distances;
        toward_seeds_ = toward_seeds;
        links_ = 0;
        const Status sides = detail::grid_sides_status(map_);
        grid_.width = map_.width();
        grid_.height = map_.height();
        straight_ = static_cast<uint32_t>(options.costs.straight);
        diagonal_ = static_cast<uint32_t>(options.costs.diagonal);
        moves_ = options.moves;
        corners_ = options.corners;
        estimate_ = options.heuristic;
        bool options_valid = detail::step_cost_valid(straight_) && detail::step_cost_valid(diagonal_) &&
                             options.weight.is_one() &&
                             heuristic_is_consistent(options.heuristic, options.moves, straight_, diagonal_) &&
                             (links != nullptr || count == 0);
        head_filter_ = 0;
        tail_filter_ = 0;
        if (sides == Status::InProgress) {  // (links are read against the map's sides)
            grid_.prepare();
            for (uint32_t i = 0; i < count && options_valid; ++i) {
                const GridLink& link = links[i];
                options_valid = passable(link.from) && passable(link.to) && i < kNoLink &&
                                add_link(link.from, link.to, link.cost, static_cast<uint8_t>(i)) &&
                                (link.way != LinkWay::Both || add_link(link.to, link.from, link.cost, static_cast<uint8_t>(i)));
            }
        }
        if (detail::plan_query(core_, sides, options_valid, [&] { return core_.prepare(grid_.count); }) !=
            Status::InProgress) {
            links_ = 0;
            return core_.status;
        }
        core_.saturate = false;  // the estimate is consistent (see the top)
        for (uint8_t dir = 0; dir < 8; ++dir) {
            offset_[dir] = detail::step_offset(dir, grid_.width);
        }
        // Estimates in 32 bits when the largest one fits (one check a query:
        // no 64-bit multiply per cell on a Cortex-M0+).
        narrow_estimates_ = uint64_t{static_cast<uint32_t>(grid_.width) + static_cast<uint32_t>(grid_.height)} *
                                (straight_ > diagonal_ ? straight_ : diagonal_) <= 0xFFFFFFFFu;
        // (Never refused: the estimates of a linked query are consistent and exact.)
        detail::choose_open_list<kOpenList>(true, detail::max_of(straight_, diagonal_), use_buckets_);
        // Keys are sums of step costs and link costs (seeds lower it: admit()).
        uint32_t costs = straight_ | diagonal_;
        for (uint32_t j = 0; j < links_; ++j) {
            costs |= cost_[j];
        }
        detail::set_key_granularity<kOpenList>(core_, costs);
        ready_ = true;
        core_.status = Status::InProgress;
        return core_.status;
    }

    // One directed link a -> z; in a TowardSeeds fill the search walks it
    // backwards (from z, reaching a).
    bool add_link(Point a, Point z, uint32_t cost, uint8_t source) {
        if (links_ >= MaxLinks) {
            return false;
        }
        const Point tail = toward_seeds_ ? z : a;
        const Point head = toward_seeds_ ? a : z;
        tail_[links_] = grid_.index_of(tail);
        head_[links_] = grid_.index_of(head);
        tail_point_[links_] = tail;
        cost_[links_] = cost;
        source_[links_] = source;
        arrived_[links_] = false;
        tail_filter_ |= uint32_t{1} << (tail_[links_] & 31u);
        head_filter_ |= uint32_t{1} << (head_[links_] & 31u);
        ++links_;
        return true;
    }

    bool on_map(Point p) const {
        return static_cast<uint32_t>(p.x) < static_cast<uint32_t>(map_.width()) &&
               static_cast<uint32_t>(p.y) < static_cast<uint32_t>(map_.height());
    }
    bool passable(Point p) const { return on_map(p) && map_.cost(p.x, p.y) != 0; }

    // The path's walk for the writer (engine/path_writer.hpp): a cell
    // reached by a link goes back to the link's tail, any other by its move.
    // The move given to the writer is the link (kNoLink for a step).
    template <typename Visit, typename Costs>
    bool walk_path(uint32_t end, Visit&& visit, Point& first, Costs costs) const {
        const bool with_costs = costs.value;  // (a constant for BoolConstant: the lambda captures nothing for it)
        const bool ok = core_.walk_back(
            end, start_cell_, grid_.count,
            [&](uint32_t node, uint8_t dir) {
                const uint8_t link = arrival_link(node);
                if (link != kNoLink) {
                    return tail_[link];
                }
                const Point p = grid_.point_of(node);
                return grid_.index_of(make_point(p.x - kDirectionDx[dir & 7u], p.y - kDirectionDy[dir & 7u]));
            },
            [&](uint32_t node, uint8_t dir) {
                const uint8_t link = arrival_link(node);
                const Point p = grid_.point_of(node);
                uint32_t step = 0;
                if (with_costs) {
                    step = link != kNoLink ? cost_[link]
                                           : detail::times_byte((dir & 7u) < 4 ? straight_ : diagonal_,
                                                                static_cast<uint32_t>(map_.cost(p.x, p.y)));
                }
                visit([p] { return p; }, link != kNoLink ? source_[link] : kNoLink, step);
            });
        first = grid_.point_of(start_cell_);
        return ok;
    }

    // The path writer's marks: `via` (if not null) gets the link that
    // reached each point, kNoLink for a step.
    static auto marks(uint8_t* via) {
        return [via](uint32_t index, uint32_t link) {
            if (via != nullptr) {
                via[index] = link == detail::kNoMove ? kNoLink : static_cast<uint8_t>(link);
            }
        };
    }

    Map map_;
    detail::RowMajorCellsFor<State> grid_;  // width, height, cell count, index <-> (x, y)
    uint32_t straight_ = 10;
    uint32_t diagonal_ = 14;
    int32_t offset_[8] = {};  // index differences of the 8 neighbours
    bool narrow_estimates_ = true;
    Point goal_{0, 0};
    // The directed links of this query: tail_ is the cell the search
    // expands, head_ the one it reaches (reversed in a TowardSeeds fill).
    uint32_t tail_[MaxLinks] = {};
    uint32_t head_[MaxLinks] = {};
    Point tail_point_[MaxLinks] = {};
    uint32_t cost_[MaxLinks] = {};
    uint32_t through_[MaxLinks] = {};  // T_j of the estimate
    uint8_t source_[MaxLinks] = {};    // the caller's index
    bool arrived_[MaxLinks] = {};      // head_[j]'s parent is link j
    uint32_t links_ = 0;
    // Bit (cell & 31) set when some link leaves / reaches such a cell: one
    // test a cell keeps the link lists out of the ordinary expansion.
    uint32_t tail_filter_ = 0;
    uint32_t head_filter_ = 0;
    Moves moves_ = Moves::Eight;
    CornerRule corners_ = CornerRule::Never;
    Heuristic estimate_ = Heuristic::Octile;
    bool toward_seeds_ = false;
};

// One call: search from start to goal over the grid and `count` links,
// and write the path (and, if `via` is not null, which points a link
// reached); without options, the search's own (as begin() without them).
template <typename Map, typename State>
SearchResult<typename State::Cost> find_linked_path(const Map& map, State& state, Point start, Point goal,
                                                    const GridLink* links, uint32_t count, Point* out,
                                                    uint32_t capacity, uint8_t* via = nullptr) {
    LinkedGridSearch<Map, State> search(map, state);
    return detail::run_one_call(search, search.begin(start, goal, links, count), out, capacity, kUnlimited, via);
}
template <typename Map, typename State>
SearchResult<typename State::Cost> find_linked_path(const Map& map, State& state, Point start, Point goal,
                                                    const GridLink* links, uint32_t count, Point* out,
                                                    uint32_t capacity, uint8_t* via,
                                                    const SearchOptions<typename State::Cost>& options,
                                                    uint32_t max_expansions = kUnlimited) {
    LinkedGridSearch<Map, State> search(map, state);
    return detail::run_one_call(search, search.begin(start, goal, links, count, options), out, capacity,
                                max_expansions, via);
}

}  // namespace fixpath

#endif  // FIXPATH_LINKED_GRID_SEARCH_HPP
