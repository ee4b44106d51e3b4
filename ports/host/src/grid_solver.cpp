#include <fixpath_host/grid_solver.hpp>

#include <chrono>

#include <fixpath_host/hpa_solver.hpp>

namespace fixpath_host {

using DenseSmall = fixpath::DenseState<GridSolver::kDenseSmallCells, uint32_t>;
using DenseLarge = fixpath::DenseState<GridSolver::kDenseLargeCells, uint32_t>;
using Pool = fixpath::BoundedState<GridSolver::kPoolNodes, uint32_t>;
using CellsState = fixpath::DenseState<GridSolver::kDenseSmallCells, uint32_t, GridSolver::kDenseSmallCells,
                                       fixpath::OpenList::CellBuckets>;

// Jump point states record bent rays, so that one state serves plain and
// pruned queries (JumpPointSearch::set_pruning()).
using JumpDense = fixpath::JumpPointState<fixpath::DenseState<GridSolver::kDenseSmallCells, uint32_t>, true>;
using JumpPool = fixpath::JumpPointState<fixpath::BoundedState<GridSolver::kPoolNodes, uint32_t>, true>;

struct GridSolver::States {
    std::unique_ptr<DenseSmall> small;
    std::unique_ptr<DenseLarge> large;
    std::unique_ptr<Pool> pool;
    std::unique_ptr<CellsState> cells;
    std::unique_ptr<JumpDense> jump_dense;
    std::unique_ptr<JumpPool> jump_pool;
};

double open_fraction(const GridFile& map) {
    uint64_t passable = 0;
    uint64_t open = 0;
    for (int32_t y = 0; y < map.height; ++y) {
        for (int32_t x = 0; x < map.width; ++x) {
            if (map.at(x, y) == 0) continue;
            ++passable;
            bool all = true;
            for (int32_t dy = -1; dy <= 1 && all; ++dy)
                for (int32_t dx = -1; dx <= 1 && all; ++dx) all = map.inside(x + dx, y + dy) && map.at(x + dx, y + dy) != 0;
            open += all ? 1 : 0;
        }
    }
    return passable == 0 ? 0.0 : static_cast<double>(open) / static_cast<double>(passable);
}

Algorithm pick_algorithm(const GridFile& map) {
    for (const uint8_t c : map.costs) {
        if (c > 1) return Algorithm::AStar;
    }
    const size_t cells = static_cast<size_t>(map.width) * static_cast<size_t>(map.height);
    return cells >= 4096 && open_fraction(map) >= 0.45 ? Algorithm::JumpPoints : Algorithm::AStar;
}

const char* layout_name(Layout layout) {
    return layout == Layout::Dense ? "dense" : layout == Layout::Bounded ? "bounded" : "cells";
}

GridSolver::GridSolver() : states_(new States) {}
GridSolver::~GridSolver() = default;

const fixpath::HpaGraph* GridSolver::hpa_graph() const { return hpa_ ? &hpa_->graph() : nullptr; }

namespace {

// The search's path into `out`: written into the kept buffer (grown to the
// length PathBufferTooSmall gives when it is short, never sized to the
// whole map), then copied.
template <typename Search>
void take_path(const Search& search, SolveOutcome& out) {
    std::vector<fixpath::Point>& buffer = out.scratch;
    auto info = search.path(buffer.data(), static_cast<uint32_t>(buffer.size()));
    if (info.status == fixpath::Status::PathBufferTooSmall) {
        buffer.resize(info.length);
        info = search.path(buffer.data(), static_cast<uint32_t>(buffer.size()));
    }
    if (info.status == fixpath::Status::Found || info.status == fixpath::Status::Partial) {
        out.path.assign(buffer.begin(), buffer.begin() + info.length);
        out.cost = info.cost;
        out.partial = info.partial;
    } else {
        out.path.clear();
        out.cost = 0;
        out.partial = false;
    }
}

// Begins the query, steps it (recording every expansion when asked) up to
// the settings' budget and takes its status, counters and path.
template <typename Search>
void run_query(Search& search, fixpath::Point start, fixpath::Point goal, const SolveSettings& settings,
               SolveOutcome& out) {
    out.expansions.clear();
    const auto began = std::chrono::steady_clock::now();
    fixpath::Status status = search.begin(start, goal, settings.options);
    if (status == fixpath::Status::InProgress) {
        if (settings.record_expansions) {
            status = search.step(settings.max_expansions, [&out](fixpath::Point p, uint32_t g) {
                out.expansions.push_back(Expansion{p, g});
            });
        } else {
            status = search.step(settings.max_expansions);
        }
    }
    out.search_micros = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - began).count();
    out.status = status;
    out.stats = search.stats();
    take_path(search, out);
}

// A hex query: the same state, the hex front end; offset cells in and out.
template <typename State>
void run_hex(const GridFile& map, State& state, fixpath::Point start, fixpath::Point goal, const SolveSettings& settings,
             SolveOutcome& out) {
    const fixpath::HexLayout layout = settings.hex_layout;
    fixpath::HexSearch<fixpath::ByteCostMap, State> search(map.view(), state, layout);
    fixpath::HexOptions<uint32_t> options;
    options.step = settings.hex_step;
    options.heuristic = settings.options.heuristic != fixpath::Heuristic::Zero;
    options.nearest = settings.options.nearest;
    out.expansions.clear();
    fixpath::Status status =
        search.begin(fixpath::hex_from_offset(start, layout), fixpath::hex_from_offset(goal, layout), options);
    if (status == fixpath::Status::InProgress) {
        if (settings.record_expansions) {
            status = search.step(settings.max_expansions, [&out, layout](fixpath::Hex h, uint32_t g) {
                out.expansions.push_back(Expansion{fixpath::offset_from_hex(h, layout), g});
            });
        } else {
            status = search.step(settings.max_expansions);
        }
    }
    out.status = status;
    out.stats = search.stats();
    std::vector<fixpath::Hex> hexes;
    auto info = search.path(nullptr, 0);
    if (info.status == fixpath::Status::PathBufferTooSmall) {
        hexes.resize(info.length);
        info = search.path(hexes.data(), static_cast<uint32_t>(hexes.size()));
    }
    out.path.clear();
    out.cost = 0;
    out.partial = false;
    if (info.status == fixpath::Status::Found || info.status == fixpath::Status::Partial) {
        for (const fixpath::Hex h : hexes) out.path.push_back(fixpath::offset_from_hex(h, layout));
        out.cost = info.cost;
        out.partial = info.partial;
    }
}

// A query over the grid and links: the linked front end, the same state.
template <typename State>
void run_linked(const GridFile& map, State& state, fixpath::Point start, fixpath::Point goal,
                const SolveSettings& settings, SolveOutcome& out) {
    fixpath::LinkedGridSearch<fixpath::ByteCostMap, State, GridSolver::kMaxLinks> search(map.view(), state);
    const std::vector<fixpath::GridLink>& links = *settings.links;
    out.expansions.clear();
    fixpath::Status status =
        search.begin(start, goal, links.data(), static_cast<uint32_t>(links.size()), settings.options);
    if (status == fixpath::Status::InProgress) {
        if (settings.record_expansions) {
            status = search.step(settings.max_expansions,
                                 [&out](fixpath::Point p, uint32_t g) { out.expansions.push_back(Expansion{p, g}); });
        } else {
            status = search.step(settings.max_expansions);
        }
    }
    out.status = status;
    out.stats = search.stats();
    out.path.clear();
    out.via.clear();
    out.cost = 0;
    out.partial = false;
    auto info = search.path(nullptr, 0);
    if (info.status == fixpath::Status::PathBufferTooSmall) {
        out.path.resize(info.length);
        out.via.resize(info.length);
        info = search.path(out.path.data(), info.length, out.via.data());
    }
    if (info.status == fixpath::Status::Found || info.status == fixpath::Status::Partial) {
        out.cost = info.cost;
        out.partial = info.partial;
    } else {
        out.path.clear();
        out.via.clear();
    }
}

// A unit of one cell searches the map; a bigger one the map of its
// top-left positions (UnitSizeMap over the map's clearance).
template <typename State>
void run(const GridFile& map, const uint8_t* clearance, State& state, fixpath::Point start, fixpath::Point goal,
         const SolveSettings& settings, SolveOutcome& out) {
    const fixpath::ByteCostMap view = map.view();
    if (settings.unit_size > 1) {
        const fixpath::UnitSizeMap<fixpath::ByteCostMap> unit(view, clearance, settings.unit_size);
        fixpath::GridSearch<fixpath::UnitSizeMap<fixpath::ByteCostMap>, State> search(unit, state);
        run_query(search, start, goal, settings, out);
        return;
    }
    if (settings.goal_bounds != nullptr) {
        fixpath::GoalBoundedSearch<fixpath::ByteCostMap, State> search(view, state);
        search.use_goal_bounds(settings.goal_bounds);
        run_query(search, start, goal, settings, out);
        return;
    }
    fixpath::GridSearch<fixpath::ByteCostMap, State> search(view, state);
    run_query(search, start, goal, settings, out);
}

template <bool GoalBounded, typename State>
void run_jump_points_as(const PassabilityBits& bits, const PassabilityBits& columns, const fixpath::JumpTable& table,
                        State& state, fixpath::Point start, fixpath::Point goal, const SolveSettings& settings,
                        SolveOutcome& out) {
    const auto solve = [&](auto& search) {
        if constexpr (GoalBounded) {
            search.use_goal_bounds(settings.goal_bounds);
        }
        search.set_pruning(settings.prune);
        run_query(search, start, goal, settings, out);
        out.scan_units = search.scan_units();
    };
    if (settings.algorithm == Algorithm::JumpTables) {
        fixpath::TableJumpPointSearch<fixpath::BitMap, State, GoalBounded> search(bits.view(), state, table);
        solve(search);
    } else {
        fixpath::JumpPointSearch<fixpath::BitMap, State, GoalBounded> search(
            bits.view(), state, columns.view());
        solve(search);
    }
}

template <typename State>
void run_jump_points(const PassabilityBits& bits, const PassabilityBits& columns, const fixpath::JumpTable& table,
                     State& state, fixpath::Point start, fixpath::Point goal, const SolveSettings& settings,
                     SolveOutcome& out) {
    if (settings.goal_bounds != nullptr) {
        run_jump_points_as<true>(bits, columns, table, state, start, goal, settings, out);
    } else {
        run_jump_points_as<false>(bits, columns, table, state, start, goal, settings, out);
    }
}

template <typename State>
void run_any(const GridFile& map, const uint8_t* clearance, State& state, fixpath::Point start, fixpath::Point goal,
             const SolveSettings& settings, SolveOutcome& out) {
    out.via.clear();
    if (settings.hex) {
        run_hex(map, state, start, goal, settings, out);
    } else if (settings.links != nullptr) {
        run_linked(map, state, start, goal, settings, out);
    } else {
        run(map, clearance, state, start, goal, settings, out);
    }
}

}  // namespace

bool GridSolver::solve_jump_points(const GridFile& map, fixpath::Point start, fixpath::Point goal,
                                   const SolveSettings& settings, SolveOutcome& out, std::string& error) {
    if (bits_of_ != &map || bits_.width != map.width || bits_.height != map.height) {
        bits_ = passability_bits(map);
        columns_ = column_bits(bits_);
        table_.clear();
        bits_of_ = &map;
    }
    if (!bits_.uniform) {  // the bits would lose the terrain: refuse, never answer wrongly
        out = SolveOutcome{};
        out.status = fixpath::Status::NonUniformMap;
        return true;
    }
    if (settings.algorithm == Algorithm::JumpTables && settings.table == nullptr && table_.empty()) {
        table_.assign(fixpath::JumpTable::entries_for(map.width, map.height), 0);
        fixpath::build_jump_table(bits_.view(), table_.data(), static_cast<uint32_t>(table_.size()));
    }
    const fixpath::JumpTable table = settings.table != nullptr
                                         ? *settings.table
                                         : fixpath::JumpTable(table_.data(), map.width, map.height);
    const size_t cells = static_cast<size_t>(map.width) * static_cast<size_t>(map.height);
    if (settings.layout == Layout::Bounded || cells > kDenseSmallCells) {
        if (cells > JumpPool::max_area_cells()) {
            error = "map of " + std::to_string(cells) + " cells is too large for the node-pool layout";
            return false;
        }
        if (!states_->jump_pool) states_->jump_pool.reset(new JumpPool);
        states_->jump_pool->set_node_limit(settings.max_nodes == 0 ? kPoolNodes : settings.max_nodes);
        run_jump_points(bits_, columns_, table, *states_->jump_pool, start, goal, settings, out);
        return true;
    }
    if (!states_->jump_dense) states_->jump_dense.reset(new JumpDense);
    run_jump_points(bits_, columns_, table, *states_->jump_dense, start, goal, settings, out);
    return true;
}

bool GridSolver::solve(const GridFile& map, fixpath::Point start, fixpath::Point goal,
                       const SolveSettings& settings, SolveOutcome& out, std::string& error) {
    out.scan_units = 0;
    out.search_micros = -1;
    const size_t cells = static_cast<size_t>(map.width) * static_cast<size_t>(map.height);
    if (settings.unit_size < 1 || settings.unit_size > 255) {
        error = "unit size " + std::to_string(settings.unit_size) + ": expected 1..255";
        return false;
    }
    if (settings.algorithm == Algorithm::Hierarchical) {
        if (settings.links != nullptr || settings.hex || settings.unit_size != 1) {
            error = "hierarchical search runs on square grids with units of one cell (no links, hex maps or big units)";
            return false;
        }
        if (!hpa_) hpa_.reset(new HpaSolver);
        if (!hpa_->prepare(map, settings.hpa_cluster, hpa_rules_of(settings.options), settings.hpa_graph, error)) {
            return false;
        }
        hpa_->solve(start, goal, out);
        return true;
    }
    if (settings.goal_bounds != nullptr &&
        (settings.algorithm == Algorithm::Hierarchical || settings.hex || settings.unit_size != 1 ||
         settings.links != nullptr)) {
        error = "goal bounds serve A* and jump points on a square grid with units of one cell (no hierarchical "
                "search, hex maps, big units or links)";
        return false;
    }
    if (settings.links != nullptr) {
        if (settings.algorithm != Algorithm::AStar || settings.hex || settings.unit_size != 1) {
            error = "links join cells of a square grid searched by A* (not with jump points, hex maps or big units)";
            return false;
        }
        if (settings.options.weight.numerator != settings.options.weight.denominator) {
            error = "links need an unweighted A* (no --weight)";
            return false;
        }
    }
    if (settings.algorithm != Algorithm::AStar) {
        if (settings.layout == Layout::Cells) {
            error = "--layout cells serves A* and Dijkstra; jump point search takes dense or bounded";
            return false;
        }
        if (settings.unit_size != 1) {
            error = "jump point search moves units of one cell only (a unit size needs A*)";
            return false;
        }
        if (settings.hex) {
            error = "jump point search runs on square grids only (a hex map needs A*)";
            return false;
        }
        return solve_jump_points(map, start, goal, settings, out, error);
    }
    if (settings.unit_size > 1 && (clearance_of_ != &map || clearance_.size() != cells)) {
        clearance_.assign(cells, 0);
        fixpath::compute_clearance(map.view(), clearance_.data(), static_cast<uint32_t>(cells));
        clearance_of_ = &map;
    }
    const uint8_t* clearance = clearance_.data();
    if (settings.hex) {
        if (settings.unit_size != 1) {
            error = "big units move on square grids only (no unit size with a hex map)";
            return false;
        }
        if (settings.hex_step == 0 || settings.hex_step > 0xFFFFFFFFu / 255u) {
            error = "hex step " + std::to_string(settings.hex_step) + ": expected 1.." + std::to_string(0xFFFFFFFFu / 255u);
            return false;
        }
    }
    if (settings.layout == Layout::Bounded) {
        if (cells > Pool::max_area_cells()) {
            error = "map of " + std::to_string(cells) + " cells is too large for the node-pool layout (at most " +
                    std::to_string(Pool::max_area_cells()) + " cells, e.g. 16384 x 16384: the pool packs a cell in 28 bits)";
            return false;
        }
        if (!states_->pool) {
            states_->pool.reset(new Pool);
        }
        states_->pool->set_node_limit(settings.max_nodes == 0 ? kPoolNodes : settings.max_nodes);
        run_any(map, clearance, *states_->pool, start, goal, settings, out);
        return true;
    }
    if (settings.layout == Layout::Cells) {
        if (cells > kDenseSmallCells) {
            error = "map of " + std::to_string(cells) + " cells is too large for the cells layout (at most " +
                    std::to_string(kDenseSmallCells) + "); use --layout dense or bounded";
            return false;
        }
        if (!states_->cells) {
            states_->cells.reset(new CellsState);
        }
        run_any(map, clearance, *states_->cells, start, goal, settings, out);
        return true;
    }
    if (cells <= kDenseSmallCells) {
        if (!states_->small) {
            states_->small.reset(new DenseSmall);
        }
        run_any(map, clearance, *states_->small, start, goal, settings, out);
        return true;
    }
    if (cells <= kDenseLargeCells) {
        if (!states_->large) {
            states_->large.reset(new DenseLarge);
        }
        run_any(map, clearance, *states_->large, start, goal, settings, out);
        return true;
    }
    error = "map of " + std::to_string(cells) + " cells is too large for the dense layout (at most " +
            std::to_string(kDenseLargeCells) + "); use --layout bounded";
    return false;
}

double GridSolver::bytes_per_cell(Layout layout) {
    return layout == Layout::Dense   ? static_cast<double>(sizeof(DenseSmall)) / kDenseSmallCells
           : layout == Layout::Cells ? static_cast<double>(sizeof(CellsState)) / kDenseSmallCells
                                     : static_cast<double>(sizeof(Pool)) / kPoolNodes;
}

size_t GridSolver::state_bytes(Layout layout, size_t cells, uint32_t max_nodes) {
    if (layout == Layout::Bounded) {
        const size_t nodes = max_nodes == 0 ? kPoolNodes : max_nodes;
        return static_cast<size_t>(bytes_per_cell(layout) * static_cast<double>(nodes));
    }
    if (layout == Layout::Cells) {
        // A 2-byte tag and an entry a cell: 12 bytes with 16-bit ids, 16 from
        // 65,535 cells (uint32_t costs); the buckets' heads and counters (544
        // bytes, 1,060 with 32-bit ids) and the stamps', as dense_state.hpp.
        const bool wide = cells >= 65535;
        return cells * (wide ? 18 : 14) + (wide ? 1060 : 544) + 12;
    }
    // A dense state for exactly `cells`: 2-byte tag, 2- or 4-byte heap position
    // and a quarter-size heap of 12-byte entries (uint32_t costs), as dense_state.hpp.
    const size_t heap = fixpath::default_dense_heap_capacity(static_cast<uint32_t>(cells));
    const size_t position_bytes = heap < 65535 ? 2 : 4;
    return cells * (2 + position_bytes) + heap * 12 + 12;
}

}  // namespace fixpath_host
