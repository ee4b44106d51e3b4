// fixpath/graph/graph_reachability.hpp - can every node reach every other? Which
// parts of a directed graph can be entered but never left?
//
// The seed's section 7 advice, as a library call: "write a test that checks
// if every node can be reached by every other node", and beware of sinks
// (nodes with no way out) and sources (nodes with no way in) once edges are
// one-way. `fixpath graph check` prints this report.
//
//     static fixpath::Reachability<40> reach;         // scratch for 40 nodes
//     reach.analyse(kGraph);
//     if (!reach.report().strongly_connected) { ... reach.component(node) ... }
//
// Strongly connected components by Tarjan's algorithm, iteratively (no
// recursion: the call stack is an array here), O(nodes + arcs), in
// Reachability's own fixed memory (16 bytes a node).
#ifndef FIXPATH_GRAPH_REACHABILITY_HPP
#define FIXPATH_GRAPH_REACHABILITY_HPP

#include <stdint.h>

#include <fixpath/graph/graph_search.hpp>
#include <fixpath/graph/graph_view.hpp>
#include <fixpath/status.hpp>

namespace fixpath {

struct ReachabilityReport {
    uint32_t nodes;
    uint32_t arcs;               // arcs counted (allowed by the cost hook, to another node)
    uint32_t components;         // strongly connected components
    bool strongly_connected;     // one component: every node reaches every other
    // With more than one component (0 otherwise):
    uint32_t sink_components;    // components no arc leaves: once entered, never left
    uint32_t source_components;  // components no arc enters: reached only by starting there
    // Single nodes:
    uint32_t sinks;     // arcs come in, none go out
    uint32_t sources;   // arcs go out, none come in
    uint32_t isolated;  // no arc at all
};

template <uint32_t MaxNodes>
class Reachability {
    static_assert(MaxNodes >= 1 && MaxNodes <= kMaxGraphNodes, "1..65535 nodes");

public:
    constexpr Reachability() = default;

    // Analyses `graph`, ignoring arcs the cost hook forbids (so the report
    // can answer "without wading boots"). Complete, or MapTooLarge when the
    // graph has more than MaxNodes nodes. Self-loops are ignored.
    template <typename Graph, typename EdgeCost = EdgeWeight>
    constexpr Status analyse(const Graph& graph, EdgeCost edge_cost = EdgeCost()) {
        const uint32_t n = graph.node_count();
        report_ = ReachabilityReport{n, 0, 0, false, 0, 0, 0, 0, 0};
        nodes_ = 0;
        if (n > MaxNodes) {
            return Status::MapTooLarge;
        }
        nodes_ = n;
        for (uint32_t v = 0; v < n; ++v) {
            index_[v] = kUnvisited;
            flags_[v] = 0;
        }
        counter_ = 0;
        components_ = 0;
        stack_size_ = 0;
        for (uint32_t v = 0; v < n; ++v) {
            if (index_[v] == kUnvisited) {
                connect(graph, edge_cost, v);
            }
        }
        // Arcs between components tell which ones can be left or entered.
        for (uint32_t c = 0; c < components_; ++c) {
            component_flags_[c] = 0;
        }
        for (uint32_t u = 0; u < n; ++u) {
            for (uint32_t i = graph.edges_begin(u); i < graph.edges_end(u); ++i) {
                const GraphEdge e = graph.edge(i);
                if (usable(graph, edge_cost, u, e) && component_[u] != component_[e.to]) {
                    component_flags_[component_[u]] |= kHasOut;
                    component_flags_[component_[e.to]] |= kHasIn;
                }
            }
        }
        report_.components = components_;
        report_.strongly_connected = components_ == 1;
        if (components_ > 1) {
            for (uint32_t c = 0; c < components_; ++c) {
                report_.sink_components += (component_flags_[c] & kHasOut) == 0 ? 1u : 0u;
                report_.source_components += (component_flags_[c] & kHasIn) == 0 ? 1u : 0u;
            }
        }
        for (uint32_t v = 0; v < n; ++v) {
            const uint8_t f = flags_[v];
            report_.sinks += (f & kHasIn) != 0 && (f & kHasOut) == 0 ? 1u : 0u;
            report_.sources += (f & kHasOut) != 0 && (f & kHasIn) == 0 ? 1u : 0u;
            report_.isolated += (f & (kHasIn | kHasOut)) == 0 ? 1u : 0u;
        }
        return Status::Complete;
    }

    constexpr const ReachabilityReport& report() const { return report_; }

    // The component of a node: numbers 0..components-1 in the order Tarjan's
    // algorithm completes them (a component's successors come first).
    constexpr uint32_t component(uint32_t node) const { return node < nodes_ ? component_[node] : kUnvisited; }
    constexpr bool is_sink(uint32_t node) const { return node < nodes_ && (flags_[node] & kHasOut) == 0; }
    constexpr bool is_source(uint32_t node) const { return node < nodes_ && (flags_[node] & kHasIn) == 0; }
    // True when no arc leaves the node's component (a trap, unless it is the
    // whole graph).
    constexpr bool in_sink_component(uint32_t node) const {
        return node < nodes_ && (component_flags_[component_[node]] & kHasOut) == 0;
    }
    constexpr bool in_source_component(uint32_t node) const {
        return node < nodes_ && (component_flags_[component_[node]] & kHasIn) == 0;
    }

private:
    static constexpr uint16_t kUnvisited = 0xFFFF;
    static constexpr uint8_t kHasOut = 1;
    static constexpr uint8_t kHasIn = 2;
    static constexpr uint8_t kOnStack = 4;

    template <typename Graph, typename EdgeCost>
    static constexpr bool usable(const Graph& graph, const EdgeCost& edge_cost, uint32_t from, const GraphEdge& e) {
        return e.to < graph.node_count() && e.to != from && edge_cost(from, e) != 0;
    }

    constexpr void open(uint32_t v, uint32_t first_edge, uint32_t& depth, uint32_t& stacked) {
        index_[v] = static_cast<uint16_t>(counter_);
        low_[v] = static_cast<uint16_t>(counter_);
        ++counter_;
        stack_[stacked++] = static_cast<uint16_t>(v);
        flags_[v] = static_cast<uint8_t>(flags_[v] | kOnStack);
        call_node_[depth] = static_cast<uint16_t>(v);
        call_edge_[depth] = first_edge;
        ++depth;
    }

    template <typename Graph, typename EdgeCost>
    constexpr void connect(const Graph& graph, const EdgeCost& edge_cost, uint32_t root) {
        uint32_t depth = 0;
        uint32_t stacked = stack_size_;
        open(root, graph.edges_begin(root), depth, stacked);
        while (depth > 0) {
            const uint32_t u = call_node_[depth - 1];
            const uint32_t i = call_edge_[depth - 1];
            if (i < graph.edges_end(u)) {
                ++call_edge_[depth - 1];
                const GraphEdge e = graph.edge(i);
                if (!usable(graph, edge_cost, u, e)) {
                    continue;
                }
                const uint32_t w = e.to;
                ++report_.arcs;
                flags_[u] = static_cast<uint8_t>(flags_[u] | kHasOut);
                flags_[w] = static_cast<uint8_t>(flags_[w] | kHasIn);
                if (index_[w] == kUnvisited) {
                    open(w, graph.edges_begin(w), depth, stacked);
                } else if ((flags_[w] & kOnStack) != 0 && index_[w] < low_[u]) {
                    low_[u] = index_[w];
                }
                continue;
            }
            --depth;
            if (low_[u] == index_[u]) {  // u roots a component: everything above it on the stack
                uint32_t w = 0;
                do {
                    w = stack_[--stacked];
                    flags_[w] = static_cast<uint8_t>(flags_[w] & ~kOnStack);
                    component_[w] = static_cast<uint16_t>(components_);
                } while (w != u);
                ++components_;
            }
            if (depth > 0) {
                const uint32_t p = call_node_[depth - 1];
                if (low_[u] < low_[p]) {
                    low_[p] = low_[u];
                }
            }
        }
        stack_size_ = stacked;
    }

    uint16_t index_[MaxNodes] = {};
    uint16_t low_[MaxNodes] = {};
    uint16_t component_[MaxNodes] = {};
    uint16_t stack_[MaxNodes] = {};
    uint16_t call_node_[MaxNodes] = {};
    uint32_t call_edge_[MaxNodes] = {};
    uint8_t flags_[MaxNodes] = {};
    uint8_t component_flags_[MaxNodes] = {};
    ReachabilityReport report_ = ReachabilityReport{0, 0, 0, false, 0, 0, 0, 0, 0};
    uint32_t nodes_ = 0;
    uint32_t counter_ = 0;
    uint32_t components_ = 0;
    uint32_t stack_size_ = 0;
};

}  // namespace fixpath

#endif  // FIXPATH_GRAPH_REACHABILITY_HPP
