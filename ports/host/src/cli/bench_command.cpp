#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include <fixpath_host/goal_bounds_build.hpp>
#include <fixpath_host/grid_file.hpp>
#include <fixpath_host/grid_solver.hpp>
#include <fixpath_host/hpa_solver.hpp>
#include <fixpath_host/jump_table_file.hpp>
#include <fixpath_host/message_text.hpp>
#include <fixpath_host/scenario_check.hpp>
#include <fixpath_host/scenario_file.hpp>
#include <fixpath_host/statistics.hpp>
#include <fixpath_host/warthog_peer.hpp>

#include "algorithm_choice.hpp"
#include "commands.hpp"

namespace fixpath_cli {

namespace {

using fixpath_host::mean;
using fixpath_host::percentile;

struct MapResult {
    std::string name;
    size_t scenarios = 0;
    size_t failures = 0;
    std::vector<double> micros;         // a query: search and path
    std::vector<double> search_micros;  // a query: the search alone (none for hierarchical queries)
    uint64_t expansions = 0;
    uint64_t scan_units = 0;  // jump point search
    size_t state_bytes = 0;
    const char* algorithm = "astar";
    std::vector<double> over;  // hierarchical search: path cost over the optimum, a query
};

// Warthog's driver on the queries of one map (--warthog).
struct PeerResult {
    std::string map;
    const char* algorithm;
    fixpath_host::PeerRun run;
    double fixpath_search_us;  // fixpath's search_us on those queries (-1: not measured)
};

// A total a query (0 for no queries).
double per_query(uint64_t total, size_t queries) {
    return queries ? static_cast<double>(total) / static_cast<double>(queries) : 0.0;
}

// fixpath's search_us over Warthog's, "-" where fixpath has none.
std::string speed_ratio(const PeerResult& p) {
    const double theirs = percentile(p.run.search_micros, 0.5);
    if (p.fixpath_search_us < 0 || theirs <= 0) return "-";
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", p.fixpath_search_us / theirs);
    return text;
}

void print_peers(const std::string& program, const std::vector<PeerResult>& peers) {
    std::printf("\nWarthog (%s) on the same queries, the search alone as its driver times it:\n", program.c_str());
    std::printf("%-18s %-9s %9s %8s %10s %12s %s\n", "map", "algorithm", "scenarios", "failures", "search_us",
                "expanded/q", "fixpath_search_us/this");
    for (const PeerResult& p : peers) {
        const size_t queries = p.run.search_micros.size();
        std::printf("%-18s %-9s %9zu %8zu %10.2f %12.1f %s\n", p.map.c_str(), p.algorithm, queries, p.run.failures,
                    percentile(p.run.search_micros, 0.5), per_query(p.run.expansions, queries), speed_ratio(p).c_str());
    }
}

void print_peers_json(const std::vector<PeerResult>& peers) {
    std::printf(",\"warthog\":[");
    for (size_t i = 0; i < peers.size(); ++i) {
        const PeerResult& p = peers[i];
        const size_t queries = p.run.search_micros.size();
        std::printf("%s{\"map\":%s,\"algorithm\":\"%s\",\"scenarios\":%zu,\"failures\":%zu,"
                    "\"search_median_us\":%.3f,\"expansions_per_query\":%.1f}",
                    i ? "," : "", fixpath_host::json_string(p.map).c_str(), p.algorithm, queries, p.run.failures,
                    percentile(p.run.search_micros, 0.5), per_query(p.run.expansions, queries));
    }
    std::printf("]");
}



std::string directory_of(const std::string& path) {
    const size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? std::string(".") : path.substr(0, slash);
}

class Progress {
public:
    explicit Progress(bool enabled) : enabled_(enabled) {}
    void show(const std::string& label, size_t done, size_t total) {
        if (!enabled_ || total == 0) return;
        const size_t permille = done * 1000 / total;
        if (permille == last_ && done != total) return;
        last_ = permille;
        const int width = 30, filled = static_cast<int>(done * static_cast<size_t>(width) / total);
        std::fprintf(stderr, "\r  %-16.16s [%.*s%*s] %zu/%zu", label.c_str(), filled,
                     "##############################", width - filled, "", done, total);
        std::fflush(stderr);
    }
    void clear() {
        if (enabled_) std::fprintf(stderr, "\r%*s\r", 70, "");
    }

private:
    bool enabled_;
    size_t last_ = static_cast<size_t>(-1);
};

// One map's figures, as the table row and the JSON object print them.
struct Figures {
    double median_us, mean_us, p99_us, expansions, scan_units;
    bool has_search;      // the search alone is timed (not for --algo hpa)
    double search_median_us;
    bool has_over;        // a cost over the optimum was seen
    double over_median, over_worst;
};

Figures figures_of(const MapResult& r) {
    Figures f{};
    f.median_us = percentile(r.micros, 0.5);
    f.mean_us = mean(r.micros);
    f.p99_us = percentile(r.micros, 0.99);
    f.expansions = per_query(r.expansions, r.scenarios);
    f.scan_units = per_query(r.scan_units, r.scenarios);
    f.has_search = !r.search_micros.empty();
    if (f.has_search) f.search_median_us = percentile(r.search_micros, 0.5);
    f.has_over = !r.over.empty();
    if (f.has_over) {
        f.over_median = percentile(r.over, 0.5);
        f.over_worst = *std::max_element(r.over.begin(), r.over.end());
    }
    return f;
}

// The median search-alone time with `digits` decimals, or `none` where it is not measured.
std::string search_median(const Figures& f, int digits, const char* none) {
    if (!f.has_search) return none;
    char text[32];
    std::snprintf(text, sizeof text, "%.*f", digits, f.search_median_us);
    return text;
}

void print_row(const MapResult& r) {
    const Figures f = figures_of(r);
    std::printf("%-18s %9zu %8zu %10.1f %10s %10.1f %10.1f %12.1f %12.1f %12zu %s", r.name.c_str(), r.scenarios,
                r.failures, f.median_us, search_median(f, 1, "-").c_str(), f.mean_us, f.p99_us, f.expansions,
                f.scan_units, r.state_bytes, r.algorithm);
    if (f.has_over) std::printf(" (cost over optimum: median %.4f, worst %.4f)", f.over_median, f.over_worst);
    std::printf("\n");
}

void print_json_object(const MapResult& r) {
    const Figures f = figures_of(r);
    std::printf("{\"map\":%s,\"scenarios\":%zu,\"failures\":%zu,\"median_us\":%.2f,\"search_median_us\":%s,"
                "\"mean_us\":%.2f,\"p99_us\":%.2f,\"expansions_per_query\":%.1f,\"scan_units_per_query\":%.1f,"
                "\"state_bytes\":%zu,\"algorithm\":\"%s\"",
                fixpath_host::json_string(r.name).c_str(), r.scenarios, r.failures, f.median_us,
                search_median(f, 2, "null").c_str(), f.mean_us, f.p99_us, f.expansions, f.scan_units, r.state_bytes,
                r.algorithm);
    if (f.has_over) {
        std::printf(",\"cost_over_optimum_median\":%.6f,\"cost_over_optimum_worst\":%.6f", f.over_median, f.over_worst);
    }
    std::printf("}");
}

// `fixpath bench`, in the order it runs: declare() and parse the options, check() what
// they ask for together, load() every scenario file, its map and the files
// beside it (bad input is reported before any timing starts), measure()
// every query (and Warthog's driver on the same ones when asked), print().
class BenchCommand {
public:
    int run(CommandLine& cl) {
        declare(cl);
        if (!cl.parse()) return 0;
        algo_given = cl.given("--algo");
        cluster_given = cl.given("--cluster");
        check();
        load();
        measure();
        return print();
    }

private:
    void declare(CommandLine& cl);
    void check();
    void load();
    void measure();
    int print() const;

    // What was asked.
    std::vector<std::string> scen_files;
    std::string maps_dir;
    fixpath_host::SolveSettings settings;
    int last_buckets = 0;
    uint32_t every = 1;
    bool json = false;
    const AlgorithmChoice* algo = &algorithm_named("astar");
    bool algo_given = false;
    std::vector<std::string> table_files;  // one a scenario file, in order (--tables)
    std::vector<std::string> bounds_files;  // one a scenario file, in order (--bounds)
    bool cluster_given = false;            // --cluster S: hierarchical search's clusters
    std::string warthog;                   // --warthog FILE: Warthog's driver, run on the same queries

    // A scenario file with everything it needs, loaded.
    struct Job {
        std::string scen_file;
        fixpath_host::GridFile map;
        std::vector<fixpath_host::Scenario> scenarios;
        fixpath_host::LoadedJumpTable table;  // --tables
        fixpath_host::LoadedGoalBounds bounds;  // --bounds
        std::vector<uint8_t> built_bounds;      // astar+gb / jps+gb without --bounds: built here
        fixpath::GoalBounds bounds_view;
        std::string map_path;
    };
    std::vector<Job> jobs;

    // What was measured: a row a map, the overall row, Warthog's rows.
    std::vector<MapResult> results;
    std::vector<PeerResult> peers;
    MapResult overall;
};

void BenchCommand::declare(CommandLine& cl) {
    cl.positionals("SCEN", scen_files);
    cl.option("--algo", "NAME",
              "astar (default), astar+gb, dijkstra, jps, jps2, jps+, jps2+, jps+gb, jps2+gb, hpa or "
              "auto, as `fixpath solve --algo`; hpa: graphs built per map (--cluster S, default 16), "
              "an answer is right when it joins start and goal and is not shorter than the optimum; "
              "each map adds its cost over the optimum (median, worst)",
              [this](const std::string&, const std::string& v) {
                  algo = &parse_algorithm(v, true);
                  settings.options.heuristic = algo->dijkstra ? fixpath::Heuristic::Zero : fixpath::Heuristic::Octile;
                  settings.algorithm = algo->algorithm;  // (auto: chosen per map in measure())
                  settings.prune = algo->prune;
              });
    declare_costs(cl, settings.options.costs);
    cl.option("--last-buckets", "N", "only the N hardest buckets of each file",
              [this](const std::string& o, const std::string& v) { last_buckets = static_cast<int>(parse_count(o, v, 1, 100000)); });
    cl.option("--every", "K", "every K-th scenario",
              [this](const std::string& o, const std::string& v) { every = parse_count(o, v, 1, 1000000); });
    cl.option("--maps", "DIR", "where the maps are (default: beside each .scen file)",
              [this](const std::string&, const std::string& v) { maps_dir = v; });
    cl.option("--layout", "dense|bounded|cells",
              "state for every cell (default), a pool, or a state for every cell whose open list keeps each cell's "
              "entry in place (A* and Dijkstra)",
              [this](const std::string& o, const std::string& v) { settings.layout = parse_layout(o, v); });
    cl.files("--tables", "a jump table file", "(jps+, jps2+) one table file a scenario file, in order", table_files);
    cl.files("--bounds", "a goal bounds file",
             "(astar+gb, jps+gb, jps2+gb) one goal bounds file a scenario file, in order (without: built for "
             "maps of at most 16,384 cells)",
             bounds_files);
    declare_cluster(cl, settings.hpa_cluster, "(hpa) clusters of S cells a side (default 16)");
    cl.file("--warthog", "the path of Warthog's driver",
            "also run Warthog's driver (warthog-jps, the reference jump point search, built by you from its "
            "own sources) on the same queries: jps, jps2, jps+, jps2+, each with its search time, expansions, "
            "answers off the optimum, and fixpath's search_us over its own (JSON: \"warthog\")",
            warthog);
    cl.flag("--json", "one object a map and one overall; errors as {\"status\",\"error\"}", json);
}

void BenchCommand::check() {
    if (scen_files.empty()) throw UsageError("missing SCEN (one or more Moving AI .scen files)");
    if (!warthog.empty() && !fixpath_host::is_executable_file(warthog)) {
        throw UsageError("--warthog: '" + warthog + "' is not a program this user can run (give the path of "
                         "Warthog's driver, warthog-jps, built from its own sources)");
    }
    for (const std::string& f : scen_files) {
        if (ends_with(f, ".map")) {
            throw UsageError(f + ": a map, not a scenario file: bench runs the queries of a .scen file (its maps are "
                             "found beside it); to search one map, `fixpath solve " + f + " --from X,Y --to X,Y`");
        }
    }
    if (!table_files.empty()) {
        if (algo_given && !algo->tables()) {
            throw UsageError("--tables: only with --algo jps+ or jps2+ (got --algo " + std::string(algo->name) + ")");
        }
        if (table_files.size() != scen_files.size()) {
            throw UsageError("--tables: give one table a scenario file, in the same order (" +
                             std::to_string(scen_files.size()) + " scenario files, " +
                             std::to_string(table_files.size()) + " tables)");
        }
        if (!algo->tables()) algo = &algorithm_named("jps+");
        settings.algorithm = fixpath_host::Algorithm::JumpTables;
    }
    if (cluster_given) {
        if (algo_given && !algo->hierarchical()) {
            throw UsageError("--cluster: only with --algo hpa (got --algo " + std::string(algo->name) + ")");
        }
        algo = &algorithm_named("hpa");
        settings.algorithm = fixpath_host::Algorithm::Hierarchical;
    }
    if (algo->hierarchical() && !table_files.empty()) throw UsageError("--tables: not with --algo hpa");
    if (!bounds_files.empty()) {
        if (algo_given && !algo->goal_bounded) {
            throw UsageError("--bounds: only with --algo astar+gb, jps+gb or jps2+gb (got --algo " + std::string(algo->name) + ")");
        }
        if (bounds_files.size() != scen_files.size()) {
            throw UsageError("--bounds: give one bounds file a scenario file, in the same order (" +
                             std::to_string(scen_files.size()) + " scenario files, " +
                             std::to_string(bounds_files.size()) + " bounds files)");
        }
        if (!algo_given) algo = &algorithm_named("astar+gb");
    }
    if (algo->goal_bounded && (!table_files.empty() || cluster_given)) {
        throw UsageError(std::string(cluster_given ? "--cluster" : "--tables") + ": not with --algo " + algo->name);
    }
    if (settings.options.costs.diagonal > 2 * settings.options.costs.straight &&
        settings.options.heuristic == fixpath::Heuristic::Octile) {
        settings.options.heuristic = fixpath::Heuristic::Chebyshev;  // octile would overestimate
    }

}

void BenchCommand::load() {
    for (const std::string& file : scen_files) {
        Job job;
        job.scen_file = file;
        std::string error;
        if (!fixpath_host::load_scenarios(file, job.scenarios, error)) throw InputError(error);
        if (job.scenarios.empty()) throw InputError(file + ": no scenarios");
        if (last_buckets > 0) job.scenarios = fixpath_host::last_buckets(job.scenarios, last_buckets);
        std::vector<fixpath_host::Scenario> kept;
        for (size_t i = 0; i < job.scenarios.size(); i += every) kept.push_back(job.scenarios[i]);
        job.scenarios = kept;
        const std::string name = fixpath_host::map_file_name(job.scenarios.front());
        job.map_path = (maps_dir.empty() ? directory_of(file) : maps_dir) + "/" + name;
        const std::string& map_path = job.map_path;
        if (!fixpath_host::load_grid(map_path, job.map, error)) throw InputError(error);
        for (const auto& s : job.scenarios) {
            if (s.map_width != job.map.width || s.map_height != job.map.height) {
                throw InputError(file + ":" + std::to_string(s.line) + ": scenario is for a " +
                                 std::to_string(s.map_width) + "x" + std::to_string(s.map_height) + " map, " +
                                 map_path + " is " + std::to_string(job.map.width) + "x" +
                                 std::to_string(job.map.height));
            }
            if (s.map != job.scenarios.front().map) {
                throw InputError(file + ":" + std::to_string(s.line) + ": all scenarios of a file must use one map");
            }
        }
        if (!table_files.empty()) {
            const std::string& t = table_files[jobs.size()];
            if (!fixpath_host::load_jump_table(t, job.map, job.table, error)) {
                throw InputError(error + " (the map of " + file + " is " + map_path + ")");
            }
        }
        if (algo->goal_bounded) {
            const bool all_ties = algo->algorithm == fixpath_host::Algorithm::JumpTables;  // jps+gb, jps2+gb
            if (!bounds_files.empty()) {
                const std::string& b = bounds_files[jobs.size()];
                if (!fixpath_host::load_goal_bounds(b, job.map, job.bounds, error)) {
                    throw InputError(error + " (the map of " + file + " is " + map_path + ")");
                }
                job.bounds_view = job.bounds.view;
                if (!job.bounds_view.fits(job.map.width, job.map.height, settings.options)) {
                    throw UsageError("--bounds: " + b + " was built for other rules (costs " +
                                     std::to_string(job.bounds_view.straight_cost()) + "," +
                                     std::to_string(job.bounds_view.diagonal_cost()) + "): give the same --costs");
                }
                const std::string mismatch = fixpath_host::goal_bounds_kind_mismatch(job.bounds_view, all_ties, b);
                if (!mismatch.empty()) throw UsageError(mismatch);
            } else {
                if (static_cast<uint64_t>(job.map.width) * static_cast<uint64_t>(job.map.height) > 128u * 128u) {
                    throw UsageError("--algo " + std::string(algo->name) + ": " + map_path + " has more than 16384 cells; build its " +
                                     "bounds once with `fixpath bounds build` and give --bounds FILE");
                }
                if (!fixpath_host::build_goal_bounds(job.map, settings.options, job.built_bounds, error, 0, !all_ties)) {
                    throw InputError(error);
                }
                job.bounds_view = fixpath::GoalBounds(
                    job.built_bounds.data(), job.map.width, job.map.height,
                    fixpath_host::goal_bounds_coordinate_bytes(job.map), settings.options,
                    all_ties ? fixpath::GoalBoundsTies::EveryFirstMove : fixpath::GoalBoundsTies::OneFirstMove);
            }
        }
        jobs.push_back(std::move(job));
    }

}

void BenchCommand::measure() {
    fixpath_host::GridSolver solver;
    fixpath_host::SolveOutcome out;
    Progress progress(isatty(STDERR_FILENO) != 0);
    overall.name = "overall";
    overall.algorithm = "";
    for (const Job& job : jobs) {
        if (algo->automatic) settings.algorithm = fixpath_host::pick_algorithm(job.map);
        settings.table = job.table.view.empty() ? nullptr : &job.table.view;
        settings.goal_bounds = job.bounds_view.empty() ? nullptr : &job.bounds_view;
        MapResult r;
        r.algorithm = algo->goal_bounded ? algo->name
                      : settings.algorithm == fixpath_host::Algorithm::JumpPoints   ? (settings.prune ? "jps2" : "jps")
                      : settings.algorithm == fixpath_host::Algorithm::JumpTables   ? (settings.prune ? "jps2+" : "jps+")
                      : settings.algorithm == fixpath_host::Algorithm::Hierarchical ? "hpa"
                      : settings.options.heuristic == fixpath::Heuristic::Zero    ? "dijkstra"
                                                                                  : "astar";
        r.name = fixpath_host::map_file_name(job.scenarios.front());
        r.state_bytes = settings.algorithm == fixpath_host::Algorithm::Hierarchical
                            ? fixpath_host::HpaSolver::state_bytes()
                            : fixpath_host::GridSolver::state_bytes(
                                  settings.layout,
                                  static_cast<size_t>(job.map.width) * static_cast<size_t>(job.map.height),
                                  settings.max_nodes);
        std::string error;
        // One untimed query first: creating the state and warming caches is
        // not what a query costs.
        if (!solver.solve(job.map, job.scenarios[0].start, job.scenarios[0].goal, settings, out, error)) {
            throw UsageError(error);
        }
        for (size_t i = 0; i < job.scenarios.size(); ++i) {
            const fixpath_host::Scenario& s = job.scenarios[i];
            const auto t0 = std::chrono::steady_clock::now();
            if (!solver.solve(job.map, s.start, s.goal, settings, out, error)) throw UsageError(error);
            const auto t1 = std::chrono::steady_clock::now();
            r.micros.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
            if (out.search_micros >= 0) r.search_micros.push_back(out.search_micros);
            r.expansions += out.stats.expanded;
            r.scan_units += out.scan_units;
            ++r.scenarios;
            std::string wrong;
            if (settings.algorithm == fixpath_host::Algorithm::Hierarchical) {  // not optimal: how far over
                double over = 0;
                wrong = fixpath_host::check_suboptimal(s, out.status, out.cost, out.path.data(), out.path.size(),
                                                       settings.options.costs, over);
                if (wrong.empty()) r.over.push_back(over);
            } else {
                wrong = fixpath_host::check_scenario(s, out.status, out.cost, out.path.data(), out.path.size(),
                                                     settings.options.costs);
            }
            if (!wrong.empty()) {
                if (r.failures < 5) {
                    progress.clear();
                    std::fprintf(stderr, "fixpath bench: %s:%d: %s\n", job.scen_file.c_str(), s.line, wrong.c_str());
                }
                ++r.failures;
            }
            progress.show(r.name, i + 1, job.scenarios.size());
        }
        progress.clear();
        overall.scenarios += r.scenarios;
        overall.failures += r.failures;
        overall.expansions += r.expansions;
        overall.scan_units += r.scan_units;
        overall.micros.insert(overall.micros.end(), r.micros.begin(), r.micros.end());
        overall.search_micros.insert(overall.search_micros.end(), r.search_micros.begin(), r.search_micros.end());
        overall.over.insert(overall.over.end(), r.over.begin(), r.over.end());
        overall.state_bytes = std::max(overall.state_bytes, r.state_bytes);
        if (!warthog.empty()) {
            const double ours = r.search_micros.empty() ? -1.0 : percentile(r.search_micros, 0.5);
            std::vector<fixpath_host::PeerRun> runs;
            if (!fixpath_host::run_warthog(warthog, job.map_path, job.scenarios, runs, error)) throw InputError(error);
            for (size_t i = 0; i < runs.size(); ++i) {
                peers.push_back(PeerResult{r.name, fixpath_host::kWarthogAlgorithms[i], std::move(runs[i]), ours});
            }
        }
        results.push_back(std::move(r));
    }

}

int BenchCommand::print() const {
    if (json) {
        std::printf("{\"algo\":\"%s\",\"costs\":[%u,%u],\"layout\":\"%s\",\"maps\":[", algo->name,
                    settings.options.costs.straight, settings.options.costs.diagonal,
                    fixpath_host::layout_name(settings.layout));
        for (size_t i = 0; i < results.size(); ++i) {
            if (i) std::printf(",");
            print_json_object(results[i]);
        }
        std::printf("],\"overall\":");
        print_json_object(overall);
        if (!warthog.empty()) print_peers_json(peers);
        std::printf("}\n");
    } else {
        if (settings.algorithm == fixpath_host::Algorithm::Hierarchical) {
            std::printf("hpa, costs %u,%u, clusters of %d (graphs built per map; paths through the entrances, their "
                        "cost over the optimum measured)\n",
                        settings.options.costs.straight, settings.options.costs.diagonal, settings.hpa_cluster);
        } else {
            std::printf("%s, costs %u,%u, %s layout (%.2f bytes of state per %s)\n", algo->name,
                        settings.options.costs.straight, settings.options.costs.diagonal,
                        fixpath_host::layout_name(settings.layout), fixpath_host::GridSolver::bytes_per_cell(settings.layout),
                        settings.layout == fixpath_host::Layout::Bounded ? "pool node" : "cell");
        }
        std::printf("%-18s %9s %8s %10s %10s %10s %10s %12s %12s %12s %s\n", "map", "scenarios", "failures",
                    "median_us", "search_us", "mean_us", "p99_us", "expanded/q", "scans/q", "state_bytes", "algorithm");
        for (const MapResult& r : results) print_row(r);
        print_row(overall);
        if (!warthog.empty()) print_peers(warthog, peers);
    }
    return overall.failures == 0 ? 0 : 1;
}

}  // namespace

int run_bench(CommandLine& cl) {
    BenchCommand command;
    return command.run(cl);
}

}  // namespace fixpath_cli
