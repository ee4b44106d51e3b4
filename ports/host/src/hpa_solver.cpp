#include <fixpath_host/hpa_solver.hpp>

#include <fixpath_host/checked_files.hpp>
#include <fixpath_host/message_text.hpp>

namespace fixpath_host {

namespace {

// One cluster of the largest side with a full open list (never
// OutOfNodes), every node a graph may have, routes as long as a map allows.
constexpr uint32_t kClusterCells = fixpath::kMaxHpaCluster * fixpath::kMaxHpaCluster;
using ClusterState = fixpath::DenseState<kClusterCells, uint32_t, kClusterCells>;
using NodeState = fixpath::GraphState<fixpath::kMaxHpaNodes + 2, uint32_t>;
using Search = fixpath::HierarchicalSearch<fixpath::ByteCostMap, ClusterState, NodeState, 65535,
                                           fixpath::detail::kMaxHpaDegree>;

bool same_rules(const fixpath::HpaRules& a, const fixpath::HpaRules& b) {
    return a.moves == b.moves && a.corners == b.corners && a.straight == b.straight && a.diagonal == b.diagonal;
}

}  // namespace

struct HpaSolver::States {
    ClusterState cells;
    NodeState nodes;
    std::unique_ptr<Search> search;  // over the prepared map and graph
};

HpaSolver::HpaSolver() : states_(new States) {}
HpaSolver::~HpaSolver() = default;

size_t HpaSolver::state_bytes() { return sizeof(ClusterState) + sizeof(NodeState) + sizeof(Search); }

bool load_hpa_graph(const std::string& file, const GridFile& map, std::vector<uint8_t>& bytes,
                    fixpath::HpaGraph& graph, std::string& error, fixpath::HpaFormatError* why) {
    if (why != nullptr) *why = fixpath::HpaFormatError::None;
    std::string text;
    const uint64_t most = fixpath::hpa_largest_graph(map.width, map.height);  // never read more
    if (!read_format_file(file, "FXPH", most, text, error)) return false;
    std::vector<uint8_t> data(text.begin(), text.end());
    fixpath::HpaGraph read;
    const fixpath::HpaFormatError e = fixpath::validate_hpa_graph(data.data(), data.size(), map.view(), &read);
    if (e != fixpath::HpaFormatError::None) {
        if (why != nullptr) *why = e;
        error = quoted_path(file) + ": not a hierarchical graph of this map (" + fixpath::file_error_name(e) + ")";
        return false;
    }
    bytes = std::move(data);  // (a vector's move keeps its buffer: `read` still points into it)
    graph = read;
    return true;
}

fixpath::HpaRules hpa_rules_of(const fixpath::SearchOptions<uint32_t>& options) {
    fixpath::HpaRules rules;
    rules.moves = options.moves;
    rules.corners = options.corners;
    rules.straight = options.costs.straight;
    rules.diagonal = options.costs.diagonal;
    return rules;
}

bool HpaSolver::prepare(const GridFile& map, int32_t cluster, const fixpath::HpaRules& rules,
                        const fixpath::HpaGraph* given, std::string& error) {
    fixpath::HpaGraph graph;
    if (given != nullptr) {
        graph = *given;
    } else {
        if (built_for_ != &map || built_cluster_ != cluster || !same_rules(built_rules_, rules) || built_.empty()) {
            states_->search.reset();
            if (!build(map, cluster, rules, error)) return false;
        }
        graph = fixpath::HpaGraph::trusted(built_.data());
    }
    // A new search object only for another map or graph (it is large: the
    // route and the per-cluster arcs are inside it).
    if (states_->search == nullptr || searched_map_ != &map || graph_.data() != graph.data()) {
        graph_ = graph;
        searched_map_ = &map;
        states_->search.reset(new Search(map.view(), graph_, states_->cells, states_->nodes));
    }
    return true;
}

bool HpaSolver::build(const GridFile& map, int32_t cluster, const fixpath::HpaRules& rules, std::string& error) {
    built_.assign(static_cast<size_t>(fixpath::hpa_build_capacity(map.width, map.height, cluster)), 0);
    fixpath::HpaBuilder<fixpath::ByteCostMap, ClusterState> builder(map.view(), states_->cells, cluster, rules);
    const fixpath::HpaBuildResult result = builder.build(built_.data(), built_.size());
    if (result.error != fixpath::HpaBuildError::None) {
        built_.clear();
        built_for_ = nullptr;
        error = result.error == fixpath::HpaBuildError::TooManyNodes
                    ? "more than " + std::to_string(fixpath::kMaxHpaNodes) + " entrance nodes with clusters of " +
                          std::to_string(cluster) + " (try a larger --cluster)"
                    : std::string("no hierarchical graph for these rules (") + fixpath::hpa_build_error_name(result.error) +
                          ": 8 moves need straight <= diagonal <= 2 x straight and corners never or one)";
        return false;
    }
    built_.resize(result.size);
    built_for_ = &map;
    built_cluster_ = cluster;
    built_rules_ = rules;
    return true;
}

void HpaSolver::solve(fixpath::Point start, fixpath::Point goal, SolveOutcome& out) {
    out = SolveOutcome{};
    Search* search = states_->search.get();
    if (search == nullptr) {  // (not prepared)
        out.status = fixpath::Status::InvalidOptions;
        return;
    }
    out.status = search->begin(start, goal);
    if (out.status == fixpath::Status::InProgress) out.status = search->run();
    out.stats.expanded = search->expanded();
    if (out.status != fixpath::Status::Found) return;
    // The whole path into the buffer kept from the last queries; refined a
    // second time only when the buffer has to grow for it.
    fixpath::PathInfo<uint32_t> info = search->path(path_.data(), static_cast<uint32_t>(path_.size()));
    if (info.status == fixpath::Status::PathBufferTooSmall) {
        path_.resize(info.length);
        info = search->path(path_.data(), static_cast<uint32_t>(path_.size()));
    }
    out.status = info.status;  // (not Found: the graph is not this map's, an arc could not be refined)
    if (info.status != fixpath::Status::Found) return;
    out.cost = info.cost;
    out.path.assign(path_.begin(), path_.begin() + info.length);
}

}  // namespace fixpath_host
