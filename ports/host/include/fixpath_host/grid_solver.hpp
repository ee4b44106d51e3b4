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

enum class Layout { Dense, Bounded };

struct SolveSettings {
    fixpath::SearchOptions<uint32_t> options;
    Layout layout = Layout::Dense;
    uint32_t max_nodes = 0;                       // bounded layout: 0 = the whole pool
    uint32_t max_expansions = fixpath::kUnlimited;
    bool record_expansions = false;               // keep (cell, cost) of every expansion
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
    fixpath::SearchStats stats{0, 0, 0};
    std::vector<Expansion> expansions;
};

class GridSolver {
public:
    // Dense states for maps up to 1024x1024 and 4096x4096 cells, and a
    // bounded pool of 2^20 nodes; each is created the first time it is needed.
    static constexpr uint32_t kDenseSmallCells = 1024u * 1024u;
    static constexpr uint32_t kDenseLargeCells = 4096u * 4096u;
    static constexpr uint32_t kPoolNodes = 1u << 20;

    GridSolver();
    ~GridSolver();

    // False (with a message) only for problems of the request itself (a map
    // too large for the layout); search outcomes are in `out.status`.
    bool solve(const GridFile& map, fixpath::Point start, fixpath::Point goal, const SolveSettings& settings,
               SolveOutcome& out, std::string& error);

    // Bytes of search state per cell (dense) or per node (bounded), from sizeof.
    static double bytes_per_cell(Layout layout);
    // Bytes of search state a query on `cells` cells needs in this layout
    // (dense: a state sized for exactly this map; bounded: the pool in use).
    static size_t state_bytes(Layout layout, size_t cells, uint32_t max_nodes);

private:
    struct States;
    std::unique_ptr<States> states_;
};

}  // namespace fixpath_host

#endif
