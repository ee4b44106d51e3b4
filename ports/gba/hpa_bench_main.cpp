// Hierarchical search on the Game Boy Advance (hierarchical_search.hpp): a
// 256x256 overworld (tests/device/overworld_map.hpp, ROM) with clusters of
// 32, whose abstract graph is built on the device into EWRAM (the tool's
// `fixpath hpa build --header` would put it in ROM instead). Counted in
// cycles: from begin() to the first segment (the unit can start walking:
// goal within 2 frames), then the rest of the path, segment by segment; from
// ROM as Thumb (state in EWRAM) and from IWRAM as Thumb at -Os, all that
// fits beside the state (iwram_hierarchical.cpp), where the query's whole search state - one
// cluster's state, the entrances' state and the search object - lives in
// IWRAM too and must fit 16 KiB. Both runs must give the same path. A ROM
// of its own: the other benchmarks fill IWRAM.
#include <new>

#include <fixpath/fixpath.hpp>

#include "hierarchical_query.hpp"
#include "runtime.hpp"

#include "../../tests/device/overworld_map.hpp"

namespace {

constexpr uint32_t kFrame = 280896;
constexpr int32_t kCluster = 32;
constexpr Overworld256 kOverworld{};  // ROM

using CellState = fixpath::DenseState<kCluster * kCluster, uint16_t, 256>;
using NodeState = fixpath::GraphState<512, uint16_t, 128>;
using Search = fixpath::HierarchicalSearch<fixpath::ByteCostMap, CellState, NodeState, 128, 64>;

// The ROM Thumb run's state is in EWRAM: IWRAM holds the IWRAM run's code and state.
CellState g_cells;
NodeState g_nodes;
alignas(Search) unsigned char g_search_storage[sizeof(Search)];
uint8_t g_graph[40 * 1024];  // EWRAM
fixpath::Point g_segment[kCluster * kCluster];

}  // namespace

int main() {
    *reinterpret_cast<volatile uint16_t*>(0x04000204) = 0x4317;  // WAITCNT: ROM 3/1 wait states, prefetch
    gba::start_cycle_counter();
    const fixpath::ByteCostMap map(kOverworld.cells, 256, 256);
    uint32_t t0 = gba::cycles();
    // The builder keeps a cluster's distances, nodes and arcs (8 KiB here):
    // static, in EWRAM, not on the 1 KiB stack at the top of IWRAM.
    static fixpath::HpaBuilder<fixpath::ByteCostMap, CellState> builder(map, g_cells, kCluster);
    const fixpath::HpaBuildResult built = builder.build(g_graph, sizeof g_graph);
    uint32_t t1 = gba::cycles();
    {
        gba::Line l;
        l << "hpa graph 256x256, clusters of 32: " << built.nodes << " nodes, " << built.arcs << " arcs, " << built.size
          << " bytes, built on the device in " << (t1 - t0) << " cycles (" << (t1 - t0) / kFrame << " frames)";
        l.send();
    }
    if (built.error != fixpath::HpaBuildError::None) {
        gba::finish_one_check(false, fixpath::hpa_build_error_name(built.error));
    }
    Search* search = new (g_search_storage) Search(map, fixpath::HpaGraph::trusted(g_graph), g_cells, g_nodes);
    // Corner to corner: across all 64 regions' diagonal.
    t0 = gba::cycles();
    fixpath::Status status = search->begin(fixpath::make_point(1, 1), fixpath::make_point(254, 254));
    if (status == fixpath::Status::InProgress) {
        status = search->run();
    }
    fixpath::PathInfo<uint32_t> first{status, 0, 0, false};
    if (status == fixpath::Status::Found) {
        first = search->next_segment(g_segment, kCluster * kCluster);
    }
    t1 = gba::cycles();
    uint32_t cells = first.length;
    uint32_t cost = first.cost;
    uint32_t segments = 1;
    uint32_t worst_segment = 0;
    const uint32_t t2 = gba::cycles();
    for (;;) {
        const uint32_t s0 = gba::cycles();
        const auto part = search->next_segment(g_segment, kCluster * kCluster);
        const uint32_t s1 = gba::cycles();
        if (part.status != fixpath::Status::Found) {
            status = part.status;
            break;
        }
        worst_segment = s1 - s0 > worst_segment ? s1 - s0 : worst_segment;
        cells += part.length - 1;
        cost += part.cost;
        ++segments;
    }
    const uint32_t t3 = gba::cycles();
    {
        gba::Line l;
        l << "case hpa-first-segment-256x256 ROM Thumb, state in EWRAM: " << (t1 - t0) << " cycles, "
          << search->expanded() << " expansions, route of " << search->route_length() << " entrances, first segment "
          << first.length << " cells";
        l.send();
        gba::Line r;
        r << "case hpa-rest-256x256 ROM Thumb: " << (t3 - t2) << " cycles for " << segments - 1
          << " more segments (worst " << worst_segment << "), path of " << cells << " cells, cost " << cost;
        r.send();
    }
    // The same query from IWRAM (Thumb, -Os), its state in IWRAM.
    const gba_hpa::Query q = gba_hpa::iwram_hierarchical(kOverworld.cells, g_graph, fixpath::make_point(1, 1),
                                                          fixpath::make_point(254, 254), g_segment,
                                                          kCluster * kCluster);
    {
        gba::Line l;
        l << "case hpa-first-segment-256x256 IWRAM Thumb: " << q.first_cycles << " cycles, " << q.expanded
          << " expansions, first segment " << q.first_length << " cells (fills and abstract search "
          << q.search_cycles << " cycles; one cluster fill alone: " << q.fill_cells << " cells, " << q.fill_cycles
          << " cycles)";
        l.send();
        gba::Line r;
        r << "case hpa-rest-256x256 IWRAM Thumb: " << q.rest_cycles << " cycles for " << q.segments - 1
          << " more segments (worst " << q.worst_segment << "), path of " << q.cells << " cells, cost " << q.cost;
        r.send();
        gba::Line m;
        m << "search state in IWRAM: " << q.ram << " bytes (cluster " << static_cast<uint32_t>(sizeof(CellState))
          << ", entrances " << static_cast<uint32_t>(sizeof(NodeState)) << ", search object and buffers the rest)";
        m.send();
        gba::Line g;
        g << "budget: <= 16384 bytes of IWRAM search state: " << q.ram << "; first segment within 2 frames ("
          << 2 * kFrame << " cycles) from IWRAM: " << q.first_cycles << " ("
          << (q.first_cycles + kFrame - 1) / kFrame << " frames)";
        g.send();
    }
    const bool ok = first.status == fixpath::Status::Found && status == fixpath::Status::Complete &&
                    cost == search->cost() && cost > 0 && q.status == static_cast<uint32_t>(fixpath::Status::Complete) &&
                    q.cost == cost && q.cells == cells;
    gba::finish_one_check(ok, "no complete hierarchical path");
}
