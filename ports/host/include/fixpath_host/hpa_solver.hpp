// fixpath_host/hpa_solver.hpp - hierarchical search (HPA*,
// hierarchical_search.hpp) for the tool and the benchmarks: the abstract
// graph of a map, built on the fly (once per map, cluster size and rules) or
// read from a file (hpa_format.hpp, validated for the map), and queries
// answered with the whole refined path. Paths go through the clusters'
// entrances: their cost can exceed the optimum (bench_hierarchical.cpp
// measures by how much).
#ifndef FIXPATH_HOST_HPA_SOLVER_HPP
#define FIXPATH_HOST_HPA_SOLVER_HPP

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <fixpath/fixpath.hpp>
#include <fixpath_host/grid_file.hpp>
#include <fixpath_host/grid_solver.hpp>

namespace fixpath_host {

// Reads `file` as the hierarchical graph of `map` (`graph` then reads
// `bytes` in place): false with a one-line message (a file that cannot be
// read, is not one, or is another map's) and nothing kept; `why`, when
// given, gets the format's reason (None when the file could not be read).
bool load_hpa_graph(const std::string& file, const GridFile& map, std::vector<uint8_t>& bytes,
                    fixpath::HpaGraph& graph, std::string& error, fixpath::HpaFormatError* why = nullptr);

// The rules a query's options ask of a hierarchical graph.
fixpath::HpaRules hpa_rules_of(const fixpath::SearchOptions<uint32_t>& options);

class HpaSolver {
public:
    HpaSolver();
    ~HpaSolver();

    // The graph the next queries use: `given` when not null (a file's,
    // loaded for this map), else the graph of `map` with clusters of
    // `cluster` under `rules`, built now unless the last one was for the
    // same map, cluster and rules. False with a message when none can be
    // built (rules hierarchical search refuses, too many entrances).
    bool prepare(const GridFile& map, int32_t cluster, const fixpath::HpaRules& rules,
                 const fixpath::HpaGraph* given, std::string& error);
    const fixpath::HpaGraph& graph() const { return graph_; }
    // Bytes of the search's states (a cluster of the largest side, every
    // node a graph may have) and of the search object.
    static size_t state_bytes();

    // One query on the map and graph last prepared: its status (Found, NoPath, a
    // refusal), the path's cost, every cell of the path, and the expansions
    // of the fills and the abstract search (not of the refinements).
    void solve(fixpath::Point start, fixpath::Point goal, SolveOutcome& out);

private:
    bool build(const GridFile& map, int32_t cluster, const fixpath::HpaRules& rules, std::string& error);

    struct States;
    std::unique_ptr<States> states_;
    std::vector<uint8_t> built_;  // the graph built on the fly
    const GridFile* built_for_ = nullptr;
    int32_t built_cluster_ = 0;
    fixpath::HpaRules built_rules_;
    fixpath::HpaGraph graph_;
    const GridFile* searched_map_ = nullptr;
    std::vector<fixpath::Point> path_ = std::vector<fixpath::Point>(4096);  // the path's cells, reused
};

}  // namespace fixpath_host

#endif  // FIXPATH_HOST_HPA_SOLVER_HPP
