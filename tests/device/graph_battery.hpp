// tests/device/graph_battery.hpp - the waypoint-graph battery every target
// runs: the seed's worked example, a valley with one-way edges, swamps and
// doors, and random geometric graphs of 40 and 100 nodes, all as `const`
// CSR arrays in flash (graph_battery_data.inc, generated on the host by
// ports/host/tools/battery_gen.cpp with this same code). Every case must give
// the same status, cost, length, expansions and hash on every CPU.
//
// Freestanding: only the core and <stdint.h>/<stddef.h>. Memory: about 6 KiB,
// so the micro:bit runs it as its own program.
#ifndef FIXPATH_TESTS_DEVICE_GRAPH_BATTERY_HPP
#define FIXPATH_TESTS_DEVICE_GRAPH_BATTERY_HPP

#include <stddef.h>
#include <stdint.h>

#include <fixpath/fixpath.hpp>

#include "battery.hpp"

namespace graph_battery {

using battery::Outcome;

enum Kind : uint8_t {
    kRoute,   // begin + run, path
    kSliced,  // begin + step(3) until done, path
    kTree,    // begin_tree with distances: hash of every distance
    kTable,   // build_route_table: hash of every entry
    kReach    // Reachability: components, sinks, sources; hash of component numbers
};

struct GraphData {
    const char* name;
    uint32_t nodes;
    const fixpath::NodePosition* positions;
    const uint32_t* first_edge;
    const fixpath::GraphEdge* edges;
    uint16_t scale_mantissa;
    uint8_t scale_shift;

    fixpath::GraphView view() const {
        return fixpath::GraphView(positions, nodes, first_edge, edges, fixpath::HeuristicScale{scale_mantissa, scale_shift});
    }
};

struct Case {
    uint8_t graph;
    Kind kind;
    uint8_t algorithm;  // GraphAlgorithm
    uint8_t hook;       // bit 0: flag 2 forbidden ("no boots"); bit 1: flag 4 costs double ("swamp")
    uint16_t from;
    uint16_t to;
};

// The cost hook the cases choose from.
struct Hook {
    uint8_t mode;
    uint32_t operator()(uint32_t, const fixpath::GraphEdge& e) const {
        if ((mode & 1) && (e.flags & 2)) return 0;
        if ((mode & 2) && (e.flags & 4)) return e.weight * 2;
        return e.weight;
    }
};

constexpr uint32_t kMaxNodes = 128;
constexpr uint32_t kTableNodes = 40;
using State = fixpath::GraphState<kMaxNodes, uint16_t>;

struct Memory {
    State state;
    fixpath::Reachability<kMaxNodes> reach;
    uint8_t table[kTableNodes * kTableNodes];
    uint16_t distances[kMaxNodes];
    fixpath::NodeId route[kMaxNodes];
};

inline Outcome run_case(const GraphData* graphs, const Case& c, Memory& m) {
    const GraphData& gd = graphs[c.graph];
    const fixpath::GraphView g = gd.view();
    const Hook hook{c.hook};
    Outcome out{0, 0, 0, 0, battery::kFnvStart};
    fixpath::GraphSearch<fixpath::GraphView, State, Hook> search(g, m.state, hook);
    if (c.kind == kTree) {
        search.begin_tree(c.from, m.distances);
        out.status = static_cast<uint8_t>(search.run());
        out.expanded = search.stats().expanded;
        for (uint32_t v = 0; v < gd.nodes; ++v) {
            out.hash = battery::fnv(out.hash, m.distances[v]);
            out.cost += m.distances[v] == 0xFFFFu ? 0u : 1u;  // reached nodes
        }
        return out;
    }
    if (c.kind == kTable) {
        out.status = static_cast<uint8_t>(fixpath::build_route_table(g, m.state, m.table, kTableNodes * kTableNodes, hook));
        for (uint32_t i = 0; i < gd.nodes * gd.nodes; ++i) {
            out.hash = battery::fnv(out.hash, m.table[i]);
        }
        const fixpath::RouteFollow f = fixpath::RouteTable<uint8_t>(m.table, gd.nodes).follow(c.from, c.to, m.route, kMaxNodes);
        out.length = f.length;
        for (uint32_t i = 0; i < f.length; ++i) {
            out.hash = battery::fnv(out.hash, m.route[i]);
        }
        return out;
    }
    if (c.kind == kReach) {
        out.status = static_cast<uint8_t>(m.reach.analyse(g, hook));
        const fixpath::ReachabilityReport& r = m.reach.report();
        out.cost = r.components;
        out.length = r.sinks * 1000u + r.sources;
        out.expanded = r.sink_components * 1000u + r.source_components;
        for (uint32_t v = 0; v < gd.nodes; ++v) {
            out.hash = battery::fnv(out.hash, static_cast<uint16_t>(m.reach.component(v)));
        }
        return out;
    }
    fixpath::GraphOptions options;
    options.algorithm = static_cast<fixpath::GraphAlgorithm>(c.algorithm);
    fixpath::Status s = search.begin(c.from, c.to, options);
    if (c.kind == kSliced) {
        while (s == fixpath::Status::InProgress) {
            s = search.step(3);
        }
    } else {
        s = search.run();
    }
    out.status = static_cast<uint8_t>(s);
    out.expanded = search.stats().expanded;
    const auto info = search.path(m.route, kMaxNodes);
    out.cost = info.cost;
    out.length = info.length;
    if (info.status == fixpath::Status::Found || info.status == fixpath::Status::Partial) {  // a path written
        for (uint32_t i = 0; i < info.length; ++i) {
            out.hash = battery::fnv(out.hash, m.route[i]);
        }
    } else {
        out.hash = static_cast<uint32_t>(info.status);
    }
    return out;
}

inline bool runnable(const GraphData* graphs, const Case& c) {
    return graphs[c.graph].nodes <= kMaxNodes && (c.kind != kTable || graphs[c.graph].nodes <= kTableNodes);
}

template <typename OnFailure>
battery::Tally run_battery(const GraphData* graphs, const Case* cases, const Outcome* expected, uint32_t count,
                           Memory& m, OnFailure&& on_failure) {
    return battery::run_cases(
        cases, expected, count, [&](const Case& c) { return runnable(graphs, c); },
        [&](const Case& c) { return run_case(graphs, c, m); }, on_failure);
}

}  // namespace graph_battery

#endif
