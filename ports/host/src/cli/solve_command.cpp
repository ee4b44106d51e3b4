#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include <fixpath_host/ascii_render.hpp>
#include <fixpath_host/grid_file.hpp>
#include <fixpath_host/grid_solver.hpp>
#include <fixpath_host/hpa_solver.hpp>
#include <fixpath_host/jump_table_file.hpp>
#include <fixpath_host/link_file.hpp>
#include <fixpath_host/checked_files.hpp>
#include <fixpath_host/png_picture.hpp>

#include <fixpath_host/goal_bounds_build.hpp>

#include "algorithm_choice.hpp"
#include "commands.hpp"

namespace fixpath_cli {

namespace {

// --algo astar+gb without --bounds builds the bounds first: one Dijkstra a
// cell, a second or so up to this many cells.
constexpr uint64_t kBuildBoundsCells = 128 * 128;

void check_on_map(const char* option, fixpath::Point p, const fixpath_host::GridFile& map) {
    if (!map.inside(p.x, p.y)) {
        throw UsageError(std::string(option) + " " + std::to_string(p.x) + "," + std::to_string(p.y) +
                             ": outside the " + std::to_string(map.width) + "x" + std::to_string(map.height) +
                             " map (columns 0.." + std::to_string(map.width - 1) + ", rows 0.." +
                             std::to_string(map.height - 1) + ")",
                         std::string(option) == "--from" ? "invalid_start" : "invalid_goal");
    }
}

// One object; a hex query adds the path in axial coordinates ("axial").
// What the picture says: the outcome, failed unless the goal was found
// (a partial path is drawn, but does not arrive).
fixpath_host::PictureNotes picture_notes(const fixpath_host::SolveOutcome& r) {
    fixpath_host::PictureNotes notes;
    notes.outcome = reported_status(r.status);
    if (r.partial && r.status != fixpath::Status::Found) notes.outcome += " partial path";
    notes.failed = r.status != fixpath::Status::Found || r.partial;
    return notes;
}

void print_json(const fixpath_host::SolveOutcome& r, const fixpath_host::SolveSettings& settings) {
    std::printf("{\"status\":\"%s\",\"cost\":%u,\"path\":[", reported_status(r.status), r.cost);
    for (size_t i = 0; i < r.path.size(); ++i) {
        std::printf("%s[%d,%d]", i ? "," : "", r.path[i].x, r.path[i].y);
    }
    std::printf("],\"expanded\":%u,\"partial\":%s", r.stats.expanded, r.partial ? "true" : "false");
    if (settings.hex) {
        std::printf(",\"axial\":[");
        for (size_t i = 0; i < r.path.size(); ++i) {
            const fixpath::Hex h = fixpath::hex_from_offset(r.path[i], settings.hex_layout);
            std::printf("%s[%d,%d]", i ? "," : "", h.q, h.r);
        }
        std::printf("]");
    }
    if (settings.links != nullptr) {  // per path point: the link (its number in the file, 0 first) or -1
        std::printf(",\"via\":[");
        for (size_t i = 0; i < r.via.size(); ++i) {
            std::printf("%s%d", i ? "," : "", r.via[i] == fixpath::kNoLink ? -1 : int{r.via[i]});
        }
        std::printf("]");
    }
    std::printf("}\n");
}

// `fixpath solve`, in the order it runs: parse() the options into what was
// asked, check() what they ask for together, load() the map and the files
// the query reads (and what depends on them), solve(), print(). Every
// refusal is thrown (UsageError, InputError, OutputError) before anything
// is printed.
class SolveCommand {
public:
    int run(Arguments& args) {
        parse(args);
        check();
        load();
        solve();
        print();
        return 0;
    }

private:
    void parse(Arguments& args);
    void check();
    void load();
    void load_goal_bounds();
    void solve();
    void print() const;

    // What was asked.
    std::string map_file, format = "text", png_file;
    bool png_given = false;
    std::optional<fixpath::Point> from, to;
    fixpath_host::SolveSettings settings;  // points into what load() read
    bool max_nodes_given = false;
    const AlgorithmChoice* algo = &algorithm_named("astar");
    std::string tables_file;
    std::string bounds_file;
    bool algo_given = false;
    std::string hex, shove = "odd";
    bool shove_given = false;
    std::vector<std::string> square_only;  // options that mean nothing on a hex map, as given
    bool step_given = false;
    std::string links_file;
    bool links_given = false;
    std::string hpa_file;         // --hpa FILE: a hierarchical graph of the map
    bool cluster_given = false;   // --cluster S: the graph built on the fly
    std::vector<std::string> not_hpa;  // options hierarchical search does not take

    // What load() read or built (settings points into it: not copied).
    fixpath_host::GridFile map;
    std::vector<uint8_t> hpa_bytes;
    fixpath::HpaGraph hpa_graph;
    fixpath_host::LoadedGoalBounds loaded_bounds;
    std::vector<uint8_t> built_bounds;
    fixpath::GoalBounds bounds;
    fixpath_host::LoadedJumpTable tables;
    fixpath_host::LinkList links;

    // The answer.
    fixpath_host::GridSolver solver;
    fixpath_host::SolveOutcome result;
};

void SolveCommand::parse(Arguments& args) {
    while (!args.done()) {
        if (args.take_single_positional(map_file, "MAP")) {
            continue;
        }
        const std::string o = args.take_option();
        if (o == "--moves" || o == "--corners" || o == "--costs" || o == "--weight") square_only.push_back(o);
        if (o == "--heuristic" || o == "--weight" || o == "--layout" || o == "--nearest" || o == "--hex" ||
            o == "--links" || o == "--unit-size" || o == "--tables" || o == "--max-nodes" || o == "--max-expansions") {
            not_hpa.push_back(o);
        }
        if (o == "--from") from = parse_point(o, args.value(o));
        else if (o == "--to") to = parse_point(o, args.value(o));
        else if (o == "--moves") settings.options.moves = parse_moves(o, args.value(o));
        else if (o == "--corners") settings.options.corners = parse_corners(o, args.value(o));
        else if (o == "--costs") settings.options.costs = parse_costs(o, args.value(o));
        else if (o == "--heuristic") settings.options.heuristic = parse_heuristic(o, args.value(o));
        else if (o == "--weight") settings.options.weight = parse_weight(o, args.value(o));
        else if (o == "--layout") settings.layout = parse_layout(o, args.value(o));
        else if (o == "--nearest") settings.options.nearest = args.flag(o);
        else if (o == "--hex") hex = parse_choice(o, args.value(o), {"pointy", "flat"});
        else if (o == "--hex-shove") {
            shove = parse_choice(o, args.value(o), {"odd", "even"});
            shove_given = true;
        } else if (o == "--step") {
            settings.hex_step = parse_count(o, args.value(o), 1, 0xFFFFFFFFu / 255u);
            step_given = true;
        }
        else if (o == "--links") {
            links_file = args.value(o);
            links_given = true;
            if (links_file.empty()) throw UsageError("--links: expected a link file, got ''");
        }
        else if (o == "--unit-size") settings.unit_size = static_cast<int32_t>(parse_count(o, args.value(o), 1, 255));
        else if (o == "--tables") {
            tables_file = args.value(o);
            if (tables_file.empty()) throw UsageError("--tables: expected a jump table file, got ''");
        } else if (o == "--bounds") {
            bounds_file = args.value(o);
            if (bounds_file.empty()) throw UsageError("--bounds: expected a goal bounds file, got ''");
        } else if (o == "--algo") {
            algo = &parse_algorithm(args.value(o), false);
            algo_given = true;
        } else if (o == "--hpa") {
            hpa_file = args.value(o);
            if (hpa_file.empty()) throw UsageError("--hpa: expected a hierarchical graph file, got ''");
        } else if (o == "--cluster") {
            settings.hpa_cluster = static_cast<int32_t>(parse_count(o, args.value(o), 2, fixpath::kMaxHpaCluster));
            cluster_given = true;
        }
        else if (o == "--max-nodes") {
            settings.max_nodes = parse_count(o, args.value(o), 1, fixpath_host::GridSolver::kPoolNodes);
            max_nodes_given = true;
        } else if (o == "--max-expansions") settings.max_expansions = parse_count(o, args.value(o), 0, 0xFFFFFFFFu);
        else if (o == "--format") {
            format = args.value(o);
            if (format != "text" && format != "json") {
                throw UsageError("--format: expected text or json, got '" + format + "'");
            }
        } else if (o == "--png") {
            png_file = args.value(o);
            png_given = true;
        }
        else throw unknown_option(o, "solve");
    }
}

// The options' rules among themselves: what goes with what, what one
// implies (a table file means JPS+, a bounds file goal bounding, a graph
// file or a cluster size HPA*).
void SolveCommand::check() {
    if (map_file.empty()) throw UsageError("missing MAP (a .map or ASCII map file)");
    if (ends_with(map_file, ".scen")) {
        throw UsageError(map_file + ": a scenario file (many queries on a map): run it with `fixpath bench " + map_file +
                         "`; solve takes a map");
    }
    if (!hpa_file.empty() || cluster_given) {  // a graph file or a cluster size means HPA*
        const std::string given = !hpa_file.empty() ? "--hpa" : "--cluster";
        if (algo_given && !algo->hierarchical()) {
            throw UsageError(given + ": only with --algo hpa (got --algo " + algo->name + ")");
        }
        if (!hpa_file.empty() && cluster_given) {
            throw UsageError("--cluster: the graph file of --hpa has its own cluster size");
        }
        algo = &algorithm_named("hpa");
    }
    if (algo->hierarchical() && !not_hpa.empty()) {
        throw UsageError(not_hpa.front() + ": not with --algo hpa (hierarchical search takes --moves, --corners, "
                         "--costs and a graph: --hpa FILE or --cluster S)");
    }
    if (!bounds_file.empty()) {  // a bounds file means goal bounding (A* unless jps+gb or jps2+gb is asked for)
        if (algo_given && !algo->goal_bounded) {
            throw UsageError("--bounds: only with --algo astar+gb, jps+gb or jps2+gb (got --algo " + std::string(algo->name) + ")");
        }
        if (!algo_given) algo = &algorithm_named("astar+gb");
    }
    if (algo->goal_bounded) {
        for (const char* o : {"--hex", "--links", "--unit-size", "--tables", "--nearest"}) {
            for (const std::string& given : not_hpa) {
                if (given == o) throw UsageError(given + ": not with --algo " + algo->name + " (goal bounds serve the whole square map)");
            }
        }
    }
    if (!tables_file.empty()) {  // a table file means JPS+; with another --algo it is a contradiction
        if (algo_given && !algo->tables()) {
            throw UsageError("--tables: only with --algo jps+ or jps2+ (got --algo " + std::string(algo->name) + ")");
        }
        if (!algo->tables()) algo = &algorithm_named("jps+");
    }
    if (!hex.empty()) {
        if (!square_only.empty()) {
            throw UsageError(square_only.front() + ": not on a hex map (six neighbours, one step cost: --step N)");
        }
        settings.hex = true;
        settings.hex_layout = hex == "pointy"
                                  ? (shove == "odd" ? fixpath::HexLayout::PointyOddRows : fixpath::HexLayout::PointyEvenRows)
                                  : (shove == "odd" ? fixpath::HexLayout::FlatOddColumns : fixpath::HexLayout::FlatEvenColumns);
        if (algo_given && !algo->plain_astar()) throw UsageError("--hex: A* only (got --algo " + std::string(algo->name) + ")");
        if (settings.unit_size != 1) throw UsageError("--unit-size: square grids only (not with --hex)");
    } else if (step_given || shove_given) {
        throw UsageError(std::string(step_given ? "--step" : "--hex-shove") + ": only with --hex pointy|flat");
    }
    if (links_given) {
        if (!hex.empty()) throw UsageError("--links: square grids only (not with --hex)");
        if (settings.unit_size != 1) throw UsageError("--links: units of one cell only (not with --unit-size)");
        if (algo_given && !algo->plain_astar()) throw UsageError("--links: A* only (got --algo " + std::string(algo->name) + ")");
        if (!tables_file.empty()) throw UsageError("--links: A* only (not with --tables)");
        if (settings.options.weight.numerator != settings.options.weight.denominator) {
            throw UsageError("--links: no --weight (the estimate through the links is exact only unweighted)");
        }
        if (!fixpath::heuristic_is_consistent(settings.options.heuristic, settings.options.moves,
                                              settings.options.costs.straight, settings.options.costs.diagonal)) {
            throw UsageError("--links: the heuristic must be consistent for these moves and costs (e.g. octile "
                             "with S <= D <= 2S, manhattan with 4 moves, or zero)");
        }
    }
    if (png_given && png_file.empty()) throw UsageError("--png: expected a file name, got ''");
    const std::string clash = fixpath_host::clashing_paths({map_file}, {png_file});
    if (!clash.empty()) throw UsageError("refusing to write: " + clash);
    if (max_nodes_given && settings.layout != fixpath_host::Layout::Bounded) {
        throw UsageError("--max-nodes: only with --layout bounded (the dense layout holds every cell)");
    }
}

// The map, the query's ends, the algorithm (auto picks by the map), and the
// files the query reads, each checked against the map and the rules.
void SolveCommand::load() {
    std::string error;
    if (!fixpath_host::load_grid(map_file, map, error)) {
        throw InputError(error);
    }
    if (!from) from = map.start;
    if (!to) to = map.goal;
    if (!from) throw UsageError("missing --from X,Y (the map has no S marker)");
    if (!to) throw UsageError("missing --to X,Y (the map has no G marker)");
    check_on_map("--from", *from, map);
    check_on_map("--to", *to, map);
    if (algo->automatic) {
        settings.algorithm = fixpath_host::pick_algorithm(map);
    } else {
        settings.algorithm = algo->algorithm;
        settings.prune = algo->prune;
    }
    if (!hpa_file.empty()) {
        if (!fixpath_host::load_hpa_graph(hpa_file, map, hpa_bytes, hpa_graph, error)) throw InputError(error);
        const fixpath::HpaRules rules = hpa_graph.rules();
        const fixpath::HpaRules asked = fixpath_host::hpa_rules_of(settings.options);
        if (!square_only.empty() && (rules.moves != asked.moves || rules.corners != asked.corners ||
                                     rules.straight != asked.straight || rules.diagonal != asked.diagonal)) {
            throw UsageError(square_only.front() + ": the graph of --hpa was built for other rules (" +
                             std::to_string(rules.moves == fixpath::Moves::Eight ? 8 : 4) + " moves, costs " +
                             std::to_string(rules.straight) + "," + std::to_string(rules.diagonal) + ")");
        }
        settings.options.moves = rules.moves;  // (what the search will follow: the file's rules)
        settings.options.corners = rules.corners;
        settings.options.costs = {rules.straight, rules.diagonal};
        settings.hpa_graph = &hpa_graph;
    }
    if (settings.algorithm != fixpath_host::Algorithm::AStar &&
        settings.algorithm != fixpath_host::Algorithm::Hierarchical &&
        !fixpath::jump_point_options_valid(settings.options)) {
        throw UsageError("--algo " + std::string(algo->name) + ": " + jump_point_refusal(settings.options) + " (use --algo astar)");
    }

    if (settings.unit_size > 1) {
        if (settings.algorithm != fixpath_host::Algorithm::AStar) {
            throw UsageError("--unit-size: jump point search moves units of one cell only (use --algo astar)");
        }
        if (settings.options.corners != fixpath::CornerRule::Never) {
            throw UsageError("--unit-size: a big unit moves with --corners never (a diagonal step needs both "
                             "orthogonal positions free: its square sweeps them)");
        }
    }

    if (algo->goal_bounded) load_goal_bounds();
    if (!tables_file.empty()) {
        if (!fixpath_host::load_jump_table(tables_file, map, tables, error)) throw InputError(error);
        settings.table = &tables.view;
    }
    if (links_given) {
        if (!fixpath_host::load_links(links_file, links, error) ||
            !fixpath_host::check_links(links, links_file, map, fixpath_host::GridSolver::kMaxLinks, error)) {
            throw InputError(error);
        }
        settings.links = &links.links;
    }
}

// Goal bounds: read from --bounds (their rules become the query's), or
// built now for a small map.
void SolveCommand::load_goal_bounds() {
    std::string error;
    const bool every = algo->algorithm != fixpath_host::Algorithm::AStar;  // jps+gb, jps2+gb: every optimal first move
    if (!bounds_file.empty()) {
        if (!fixpath_host::load_goal_bounds(bounds_file, map, loaded_bounds, error)) throw InputError(error);
        bounds = loaded_bounds.view;
        if (every && bounds.ties() != fixpath::GoalBoundsTies::EveryFirstMove) {
            throw UsageError("--bounds: " + bounds_file + " counts one first move a target (for A*); jump points "
                             "need every optimal first move: build it with `fixpath bounds build --all-ties`");
        }
        if (!bounds.fits(map.width, map.height, settings.options)) {
            throw UsageError("--bounds: " + bounds_file + " was built for other rules (" +
                             std::to_string(bounds.directions()) + " moves, costs " +
                             std::to_string(bounds.straight_cost()) + "," + std::to_string(bounds.diagonal_cost()) +
                             "): give the same --moves, --corners and --costs");
        }
    } else {
        if (static_cast<uint64_t>(map.width) * static_cast<uint64_t>(map.height) > kBuildBoundsCells) {
            throw UsageError("--algo " + std::string(algo->name) + ": the map has more than " + std::to_string(kBuildBoundsCells) +
                             " cells; build its bounds once with `fixpath bounds build` and give --bounds FILE");
        }
        if (!fixpath_host::build_goal_bounds(map, settings.options, built_bounds, error, 0, !every)) {
            throw InputError(error);
        }
        bounds = fixpath::GoalBounds(built_bounds.data(), map.width, map.height,
                                     fixpath_host::goal_bounds_coordinate_bytes(map), settings.options,
                                     every ? fixpath::GoalBoundsTies::EveryFirstMove
                                           : fixpath::GoalBoundsTies::OneFirstMove);
    }
    settings.goal_bounds = &bounds;
}

void SolveCommand::solve() {
    settings.record_expansions = !png_file.empty();
    std::string error;
    if (!solver.solve(map, *from, *to, settings, result, error)) {
        throw UsageError(error);
    }
    if (!png_file.empty() &&
        !fixpath_host::write_search_png(png_file, map, result.path, result.expansions, *from, *to,
                                        fixpath_host::picture_scale(map), error, picture_notes(result),
                                        settings.hex ? &settings.hex_layout : nullptr)) {
        throw OutputError(error);
    }
}

void SolveCommand::print() const {
    if (format == "json") {
        print_json(result, settings);
        return;
    }
    std::printf("status: %s\n", reported_status(result.status));
    const auto wall = [&](fixpath::Point p) { return map.view().cost(p.x, p.y) == 0; };
    if (result.status == fixpath::Status::NonUniformMap) {
        std::printf("hint: the map has terrain (cells that cost more than 1 to enter); jump point search takes walls "
                    "and floor only: use --algo astar, or --algo auto to pick per map\n");
    } else if (result.status == fixpath::Status::InvalidGoal && !settings.hex && wall(*to)) {
        std::printf("hint: the goal %d,%d is a wall; --nearest searches toward the reachable cell nearest it\n",
                    to->x, to->y);
    } else if (result.status == fixpath::Status::InvalidStart && !settings.hex && wall(*from)) {
        std::printf("hint: the start %d,%d is a wall\n", from->x, from->y);
    }
    if (result.status == fixpath::Status::InProgress) {
        std::printf("note: stopped by --max-expansions %u\n", settings.max_expansions);
    }
    std::printf("cost: %u\n", result.cost);
    std::printf("length: %zu points\n", result.path.size());
    if (settings.algorithm == fixpath_host::Algorithm::Hierarchical) {
        const fixpath::HpaGraph* g = solver.hpa_graph();
        std::printf("algorithm: hierarchical (HPA*), %s: clusters of %d, %u entrance nodes, %u arcs; the path goes "
                    "through the entrances and may cost more than the optimum\n",
                    hpa_file.empty() ? "graph built for this query" : hpa_file.c_str(),
                    g != nullptr ? g->cluster_side() : 0, g != nullptr ? g->node_count() : 0u,
                    g != nullptr ? g->edge_count() : 0u);
        std::printf("expanded: %u (the fills of the start's and the goal's clusters and the abstract search)\n",
                    result.stats.expanded);
    } else if (settings.algorithm != fixpath_host::Algorithm::AStar) {
        std::printf("algorithm: jump point search%s\n",
                    settings.algorithm == fixpath_host::Algorithm::JumpTables
                        ? (settings.prune ? " from a jump table with intercardinal pruning (JPS2+)" : " from a jump table (JPS+)")
                        : (settings.prune ? " with intercardinal pruning (JPS2)" : ""));
        std::printf("expanded: %u jump points (pushed %u, open list peak %u), %u scan units\n", result.stats.expanded,
                    result.stats.pushed, result.stats.heap_high_water, result.scan_units);
    } else {
        std::printf("expanded: %u (pushed %u, open list peak %u)\n", result.stats.expanded, result.stats.pushed,
                    result.stats.heap_high_water);
    }
    if (settings.hex) {
        std::printf("hex map: %s-topped, %s %s shoved; path in axial q,r:", hex.c_str(), shove.c_str(),
                    hex == "pointy" ? "rows" : "columns");
        for (const fixpath::Point p : result.path) {
            const fixpath::Hex h = fixpath::hex_from_offset(p, settings.hex_layout);
            std::printf(" %d,%d", h.q, h.r);
        }
        std::printf("\n");
    }
    if (settings.links != nullptr) {
        size_t taken = 0;
        for (const uint8_t v : result.via) taken += v != fixpath::kNoLink ? 1 : 0;
        std::printf("links: %zu read from %s, %zu taken\n", links.links.size(), links_file.c_str(), taken);
        for (size_t i = 1; i < result.via.size(); ++i) {
            if (result.via[i] == fixpath::kNoLink) continue;
            const fixpath::GridLink& l = links.links[result.via[i]];
            std::printf("  link (line %d, cost %u%s): %d,%d -> %d,%d\n", links.lines[result.via[i]], l.cost,
                        l.way == fixpath::LinkWay::OneWay ? ", one way" : "", result.path[i - 1].x, result.path[i - 1].y,
                        result.path[i].x, result.path[i].y);
        }
    }
    if (settings.unit_size > 1) {
        std::printf("unit: %dx%d, positions are its top-left cell\n", settings.unit_size, settings.unit_size);
    }
    if (result.partial && !result.path.empty()) {
        std::printf("partial: yes, ends at %d,%d\n", result.path.back().x, result.path.back().y);
    }
    if (!png_file.empty()) {
        std::printf("picture: %s\n", png_file.c_str());
    }
    const uint32_t length = static_cast<uint32_t>(result.path.size());
    std::printf("\n%s", (settings.hex ? fixpath_host::render_hex_around_path(map, result.path.data(), length, {*from, *to},
                                                                             settings.hex_layout)
                                      : fixpath_host::render_around_path(map, result.path.data(), length, {*from, *to}))
                            .c_str());
    std::printf("%s\n", fixpath_host::kAsciiLegend);
}

}  // namespace

int run_solve(Arguments& args) {
    SolveCommand command;
    return command.run(args);
}

}  // namespace fixpath_cli
