// Hierarchical search (hierarchical_search.hpp) compiled into IWRAM, for
// the cycle benchmark (hpa_bench_main.cpp): the query's whole search state
// lives in IWRAM too, so the code is Thumb at -Os (CMakeLists.txt: as ARM,
// or at -O2, it does not fit beside the state). Its state types are this file's own, so
// the engine's instantiations land in IWRAM with it.
#include <new>

#include <fixpath/fixpath.hpp>

#include "hierarchical_query.hpp"
#include "runtime.hpp"

namespace gba_hpa {

namespace {
constexpr int32_t kCluster = 32;
// 255, not 256: a type of this file's own (see the top).
using CellState = fixpath::DenseState<kCluster * kCluster, uint16_t, 255, fixpath::OpenList::Heap>;
using NodeState = fixpath::GraphState<512, uint16_t, 127>;
using Search = fixpath::HierarchicalSearch<fixpath::ByteCostMap, CellState, NodeState, 128, 64>;

__attribute__((section(".iwram.data"))) CellState g_cells;
__attribute__((section(".iwram.data"))) NodeState g_nodes;
__attribute__((section(".iwram.data"))) alignas(Search) unsigned char g_search_storage[sizeof(Search)];
}  // namespace

Query iwram_hierarchical(const uint8_t* cells, const uint8_t* graph, fixpath::Point start, fixpath::Point goal,
                         fixpath::Point* out, uint32_t capacity) {
    Query q{};
    const fixpath::ByteCostMap map(cells, 256, 256);
    Search* search = new (static_cast<void*>(g_search_storage))
        Search(map, fixpath::HpaGraph::trusted(graph), g_cells, g_nodes);
    q.ram = static_cast<uint32_t>(sizeof(CellState) + sizeof(NodeState) + sizeof(Search));
    const uint32_t t0 = gba::cycles();
    fixpath::Status status = search->begin(start, goal);
    if (status == fixpath::Status::InProgress) {
        status = search->run();
    }
    q.search_cycles = gba::cycles() - t0;
    fixpath::PathInfo<uint32_t> first{status, 0, 0, false};
    if (status == fixpath::Status::Found) {
        first = search->next_segment(out, capacity);
    }
    const uint32_t t1 = gba::cycles();
    q.first_cycles = t1 - t0;
    q.expanded = search->expanded();
    q.route = search->route_length();
    q.first_length = first.length;
    q.cells = first.length;
    q.cost = first.cost;
    q.route_cost = search->cost();
    q.segments = 1;
    q.status = static_cast<uint32_t>(first.status);
    if (first.status != fixpath::Status::Found) {
        return q;
    }
    for (;;) {
        const uint32_t s0 = gba::cycles();
        const auto part = search->next_segment(out, capacity);
        const uint32_t s1 = gba::cycles();
        q.rest_cycles += s1 - s0;
        if (part.status != fixpath::Status::Found) {
            q.status = static_cast<uint32_t>(part.status);
            break;
        }
        q.worst_segment = s1 - s0 > q.worst_segment ? s1 - s0 : q.worst_segment;
        q.cells += part.length - 1;
        q.cost += part.cost;
        ++q.segments;
    }
    // One cluster fill alone, as the query's first step does it.
    static uint16_t distances[kCluster * kCluster];
    fixpath::GridSearch<fixpath::ByteCostMap, CellState> fill(map, g_cells);
    fixpath::SearchOptions<uint16_t> plain;
    plain.heuristic = fixpath::Heuristic::Zero;
    const uint32_t f0 = gba::cycles();
    if (fill.begin_fill(start, fixpath::Area{0, 0, kCluster, kCluster}, distances, plain) == fixpath::Status::InProgress) {
        fill.run();
    }
    q.fill_cycles = gba::cycles() - f0;
    q.fill_cells = fill.stats().expanded;
    return q;
}

}  // namespace gba_hpa
