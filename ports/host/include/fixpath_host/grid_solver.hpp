// fixpath_host/grid_solver.hpp - run the core engine with options chosen at
// run time (the command-line tool, benchmarks). The core fixes sizes at
// compile time; this owns states big enough for any host map and picks one.
#ifndef FIXPATH_HOST_GRID_SOLVER_HPP
#define FIXPATH_HOST_GRID_SOLVER_HPP

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <fixpath/fixpath.hpp>
#include <fixpath_host/grid_file.hpp>

namespace fixpath_host {

// Dense: a state for every cell (the default open list); Bounded: a pool of
// nodes; Cells: a state for every cell whose open list keeps each cell's
// entry in place (OpenList::CellBuckets: A* and Dijkstra whose keys never
// decrease, no jump point search).
enum class Layout { Dense, Bounded, Cells };

// The layout's name on the command line ("dense", "bounded", "cells").
const char* layout_name(Layout layout);

// A*/Dijkstra (GridSearch, by the heuristic), or jump point search
// (JumpPointSearch over the map's bits and their transpose, built once per
// map: walls-and-floor maps only, 8 moves, no corner cutting).
// JumpTables: the same from a jump table (JPS+, jump_table.hpp) built in
// memory once per map. Hierarchical: HPA* (hierarchical_search.hpp, through
// hpa_solver.hpp) over the map's abstract graph, built once per map and
// cluster size or read from a file; paths through the clusters' entrances,
// not always optimal.
enum class Algorithm { AStar, JumpPoints, JumpTables, Hierarchical };

// Which of the two suits a walls-and-floor map better, from its size and
// openness (the share of passable cells whose 8 neighbours are all
// passable). Fitted on the ten Moving AI maps of the benchmark: jump points
// win 4-15x from openness 0.49 on (8room_000, den520d, brc202d, AR0011SR,
// AcrosstheCape, Berlin_0_512), are within 0.8-1.2x of A* below 0.43 (the
// mazes and random maps) and lose on the 49x49 arena, where a query is a
// few microseconds either way: JumpPoints for maps of 4096 cells or more
// with openness 0.45 or more, else AStar; AStar for maps with terrain.
double open_fraction(const GridFile& map);
Algorithm pick_algorithm(const GridFile& map);

struct SolveSettings {
    fixpath::SearchOptions<uint32_t> options;
    Algorithm algorithm = Algorithm::AStar;
    // JumpPoints, JumpTables: with intercardinal pruning (JPS2, JPS2+: a
    // state that records bent rays, jump_point_state.hpp).
    bool prune = false;
    Layout layout = Layout::Dense;
    uint32_t max_nodes = 0;                       // bounded layout: 0 = the whole pool
    uint32_t max_expansions = fixpath::kUnlimited;  // jump points: units of work (jump_point_search.hpp)
    bool record_expansions = false;               // keep (cell, cost) of every expansion
    // JumpTables: this table (validated for the map: load_jump_table in
    // jump_table_file.hpp) instead of one built in memory.
    const fixpath::JumpTable* table = nullptr;
    // A*: the side of a square unit (clearance_map.hpp); positions are its
    // top-left cell. 1 = a unit of one cell. Not with jump points.
    int32_t unit_size = 1;
    // A hex map (hex_search.hpp): the map's cells are hexes stored in this
    // layout's offset rows or columns; a step costs hex_step times the
    // multiplier entered; A* with the hex distance (Heuristic::Zero in
    // `options`: Dijkstra). Start, goal and path stay offset cells (x = column,
    // y = row). Of `options` only heuristic and nearest apply.
    bool hex = false;
    fixpath::HexLayout hex_layout = fixpath::HexLayout::PointyOddRows;
    uint32_t hex_step = 10;
    // Portals and one-way links (linked_grid_search.hpp): when not null, A*
    // over the grid and these links (at most GridSolver::kMaxLinks directed
    // links; every end passable: link_file.hpp's check_links). Not with hex
    // maps, big units, jump points or a weight.
    const std::vector<fixpath::GridLink>* links = nullptr;
    // Hierarchical: this graph (load_hpa_graph, validated for the map), or
    // when null one built with clusters of hpa_cluster cells a side under
    // the options' moves, corners and costs.
    const fixpath::HpaGraph* hpa_graph = nullptr;
    int32_t hpa_cluster = 16;
    // A* and jump points: skip the moves these boxes rule out
    // (goal_bounds.hpp; built for this map under `options`' moves, corners
    // and costs; for jump points with every optimal first move).
    const fixpath::GoalBounds* goal_bounds = nullptr;
};

struct Expansion {
    fixpath::Point cell;
    uint32_t cost;
};

struct SolveOutcome {
    fixpath::Status status = fixpath::Status::Idle;
    uint32_t cost = 0;
    bool partial = false;
    std::vector<fixpath::Point> path;
    // With links: for each path point, the index of the link that reached
    // it (fixpath::kNoLink for a grid step and the start).
    std::vector<uint8_t> via;
    fixpath::SearchStats stats{0, 0, 0};
    uint32_t scan_units = 0;  // jump point search: row words, column rows, diagonal steps
    std::vector<Expansion> expansions;
    // Microseconds of the search itself (begin and steps, not the path), or
    // negative where the query does not separate them (hierarchical).
    double search_micros = -1;
    // The buffer the path is written into, kept between queries (it only
    // grows), so that a query writes its path once into room it already has.
    std::vector<fixpath::Point> scratch;
};

class GridSolver {
public:
    // Dense states for maps up to 1024x1024 and 4096x4096 cells, and a
    // bounded pool of 2^20 nodes; each is created the first time it is needed.
    static constexpr uint32_t kDenseSmallCells = 1024u * 1024u;
    static constexpr uint32_t kDenseLargeCells = 4096u * 4096u;
    static constexpr uint32_t kPoolNodes = 1u << 20;
    static constexpr uint32_t kMaxLinks = 254;  // directed links of a linked query

    GridSolver();
    ~GridSolver();

    // False (with a message) only for problems of the request itself (a map
    // too large for the layout); search outcomes are in `out.status`.
    bool solve(const GridFile& map, fixpath::Point start, fixpath::Point goal, const SolveSettings& settings,
               SolveOutcome& out, std::string& error);

    // The graph of the last hierarchical query (null before one).
    const fixpath::HpaGraph* hpa_graph() const;

    // Bytes of search state per cell (dense, cells) or per node (bounded), from sizeof.
    static double bytes_per_cell(Layout layout);
    // Bytes of search state a query on `cells` cells needs in this layout
    // (dense: a state sized for exactly this map; bounded: the pool in use).
    static size_t state_bytes(Layout layout, size_t cells, uint32_t max_nodes);

private:
    bool solve_jump_points(const GridFile& map, fixpath::Point start, fixpath::Point goal,
                           const SolveSettings& settings, SolveOutcome& out, std::string& error);

    struct States;
    std::unique_ptr<States> states_;
    std::unique_ptr<class HpaSolver> hpa_;  // hierarchical queries
    // The map as bits and its transpose, for jump point search (per map).
    const GridFile* bits_of_ = nullptr;
    PassabilityBits bits_;
    PassabilityBits columns_;  // the transpose (column_bits())
    std::vector<int16_t> table_;  // built on the first JumpTables query of a map
    // The map's clearance (compute_clearance), for big units (per map).
    const GridFile* clearance_of_ = nullptr;
    std::vector<uint8_t> clearance_;
};

}  // namespace fixpath_host

#endif
