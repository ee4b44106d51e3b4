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

// `fixpath solve`, in the order it runs: declare() the options and parse
// them into what was asked, note_given() what was typed, check() what they
// ask for together, load() the map and the files the query reads (and what
// depends on them), solve(), print(). Every
// refusal is thrown (UsageError, InputError, OutputError) before anything
// is printed.
class SolveCommand {
public:
    int run(CommandLine& cl) {
        declare(cl);
        if (!cl.parse()) return 0;
        note_given(cl);
        check();
        load();
        solve();
        print();
        return 0;
    }

private:
    void declare(CommandLine& cl);
    void note_given(const CommandLine& cl);
    void check();
    void load();
    void load_goal_bounds();
    void solve();
    void print() const;

    // What was asked.
    std::string map_file, format = "text", png_file;
    std::optional<fixpath::Point> from, to;
    fixpath_host::SolveSettings settings;  // points into what load() read
    bool max_nodes_given = false;
    const AlgorithmChoice* algo = &algorithm_named("astar");
    std::string tables_file;
    std::string bounds_file;
    bool algo_given = false;
    std::string hex, shove = "odd";
    std::vector<std::string> square_only;  // options that mean nothing on a hex map, as given
    std::string links_file;
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

void SolveCommand::declare(CommandLine& cl) {
    cl.positional("MAP", map_file);
    cl.option("--from", "X,Y", "the start (default: the map's S marker)",
              [this](const std::string& o, const std::string& v) { from = parse_point(o, v); });
    cl.option("--to", "X,Y", "the goal (default: the map's G marker)",
              [this](const std::string& o, const std::string& v) { to = parse_point(o, v); });
    cl.option("--algo", "NAME",
              "astar (default), jps (jump point search, walls and floor only, 8 moves, --corners "
              "never), jps2 (the same with intercardinal pruning: the jump points of a diagonal "
              "ray's straight rays are its successors; same costs, fewer expansions on open maps), "
              "jps+ and jps2+ (the two from a jump table: built in memory, or --tables FILE from "
              "`fixpath jps build --binary`), astar+gb, jps+gb, jps2+gb (goal bounding: moves that "
              "cannot start an optimal path to the goal are skipped; same costs, fewer "
              "expansions), hpa (hierarchical: A* over the map's cluster entrances, then refined; "
              "fast on big maps, the path may cost a few percent more than the optimum), auto "
              "(picks per map)",
              [this](const std::string&, const std::string& v) { algo = &parse_algorithm(v, false); });
    cl.file("--tables", "a jump table file", "(jps+, jps2+) a jump table file from `fixpath jps build --binary`", tables_file);
    cl.file("--hpa", "a hierarchical graph file",
            "(hpa) the graph from `fixpath hpa build --binary`, checked against MAP; its rules "
            "(moves, corners, costs) are the search's",
            hpa_file);
    declare_cluster(cl, settings.hpa_cluster, "(hpa) build the graph now with clusters of S cells a side (default 16)");
    cl.excludes("--hpa", "--cluster", "--cluster: the graph file of --hpa has its own cluster size");
    cl.file("--bounds", "a goal bounds file",
            "(astar+gb, jps+gb, jps2+gb) goal bounds from `fixpath bounds build --binary` "
            "(--all-ties for jps+gb and jps2+gb); without it they are built now for a map of at "
            "most 16,384 cells",
            bounds_file);
    declare_moves(cl, settings.options.moves);
    declare_corners(cl, settings.options.corners);
    declare_costs(cl, settings.options.costs);
    cl.option("--heuristic", "zero|manhattan|octile|chebyshev", "the estimate (default octile; zero: Dijkstra)",
              [this](const std::string& o, const std::string& v) { settings.options.heuristic = parse_heuristic(o, v); });
    cl.option("--weight", "N/D", "weighted A* (N/D >= 1): faster, at most N/D times the optimal cost",
              [this](const std::string& o, const std::string& v) { settings.options.weight = parse_weight(o, v); });
    cl.option("--layout", "dense|bounded|cells",
              "dense (state for every cell, default), bounded (a pool of --max-nodes nodes) or cells (a state for "
              "every cell whose open list keeps each cell's entry in place: A* and Dijkstra)",
              [this](const std::string& o, const std::string& v) { settings.layout = parse_layout(o, v); });
    cl.option("--max-nodes", "N", "(bounded) the pool's nodes",
              [this](const std::string& o, const std::string& v) {
                  settings.max_nodes = parse_count(o, v, 1, fixpath_host::GridSolver::kPoolNodes);
              });
    cl.option("--max-expansions", "N", "stop after N expansions (jps: units of work) with the partial path",
              [this](const std::string& o, const std::string& v) { settings.max_expansions = parse_count(o, v, 0, 0xFFFFFFFFu); });
    cl.flag("--nearest",
            "a goal on a wall is searched toward: no_path, and the partial path to the reachable "
            "cell nearest it (without it: invalid_goal)",
            settings.options.nearest);
    cl.option("--unit-size", "K",
              "a K x K unit (1..255, A* only, --corners never): --from/--to and the path are its "
              "top-left cell; it stands where its whole square is free, pays the dearest "
              "multiplier under it and steps diagonally only when both orthogonal positions are free",
              [this](const std::string& o, const std::string& v) { settings.unit_size = static_cast<int32_t>(parse_count(o, v, 1, 255)); });
    cl.option("--hex", "pointy|flat",
              "a hex map: each cell of MAP is a hex, stored in offset rows (pointy-topped) or "
              "columns (flat-topped), the odd ones shoved half a hex; six neighbours, a step costs "
              "--step N times the multiplier entered, A* with the hex distance; --from/--to and "
              "\"path\" are offset cells (column,row), JSON adds \"axial\" (q,r); drawn with shoved "
              "rows/columns (the PNG as bricks)",
              [this](const std::string& o, const std::string& v) { hex = parse_choice(o, v, {"pointy", "flat"}); });
    cl.option("--hex-shove", "odd|even", "(hex) which rows or columns are shoved (default odd)",
              [this](const std::string& o, const std::string& v) { shove = parse_choice(o, v, {"odd", "even"}); });
    cl.option("--step", "N", "(hex) a step's cost (default 10)",
              [this](const std::string& o, const std::string& v) { settings.hex_step = parse_count(o, v, 1, 0xFFFFFFFFu / 255u); });
    cl.needs("--hex-shove", "--hex", "--hex-shove: only with --hex pointy|flat");
    cl.needs("--step", "--hex", "--step: only with --hex pointy|flat");
    cl.file("--links", "a link file",
            "portals, stairs, one-way drops: one link a line, `x1,y1 x2,y2 cost [oneway]` "
            "(# comments; two-way unless `oneway`; at most 254 directed links); A* over the grid "
            "and the links (its estimate goes through them), no --weight; the text lists the links "
            "the path takes, JSON adds \"via\": per path point the link (0 = the file's first) or -1",
            links_file);
    cl.option("--format", "text|json",
              "text (default: the map around the path in ASCII) or json: one object, "
              "{\"status\",\"cost\",\"path\",\"expanded\",\"partial\"}; errors too: "
              "{\"status\":\"invalid_goal\"|\"usage_error\"|\"input_error\"|...,\"error\":\"...\"}",
              [this](const std::string& o, const std::string& v) { format = parse_choice(o, v, {"text", "json"}); });
    cl.file("--png", "a file name",
            "a picture: walls, terrain, expanded cells shaded by cost, path, start, goal, the "
            "outcome (red, with a red frame, when the goal was not reached) and a legend",
            png_file);
}

// What was given, beside the values: the choices that depend on it.
void SolveCommand::note_given(const CommandLine& cl) {
    algo_given = cl.given("--algo");
    cluster_given = cl.given("--cluster");
    max_nodes_given = cl.given("--max-nodes");
    square_only = cl.given_among({"--moves", "--corners", "--costs", "--weight"});
    not_hpa = cl.given_among({"--heuristic", "--weight", "--layout", "--nearest", "--hex", "--links", "--unit-size",
                              "--tables", "--max-nodes", "--max-expansions"});
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
    }
    if (!links_file.empty()) {
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
    if (!links_file.empty()) {
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
        const std::string mismatch = fixpath_host::goal_bounds_kind_mismatch(bounds, every, bounds_file);
        if (!mismatch.empty()) throw UsageError(mismatch);
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

int run_solve(CommandLine& cl) {
    SolveCommand command;
    return command.run(cl);
}

}  // namespace fixpath_cli
