// fixpath agents MAP SCEN --agents N: many agents, each with its own goal,
// moving together one cell a tick without colliding (unit_group.hpp): agent i
// starts at the scenario's line i's start and must reach its goal. Prints
// the figures (text), every tick's positions (json, written as the ticks
// come), or draws the trails (png): memory bounded by the agents and the
// map, never by the ticks.
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include <fixpath/fixpath.hpp>
#include <fixpath_host/agents_run.hpp>
#include <fixpath_host/checked_files.hpp>
#include <fixpath_host/grid_file.hpp>
#include <fixpath_host/message_text.hpp>
#include <fixpath_host/png_picture.hpp>
#include <fixpath_host/scenario_file.hpp>

#include "commands.hpp"

namespace fixpath_cli {

// Rounds of repair after the plan is found (each replans 8 agents), within
// --plan-seconds in all.
constexpr uint32_t kDefaultRepairRounds = 2000;

int run_agents(CommandLine& cl) {
    std::string map_file, scen_file, format = "text", png_file;
    uint32_t agents = 0;
    uint32_t max_ticks = 1000;
    std::string solver = "plan";
    double plan_seconds = 10.0;
    uint32_t repair_rounds = kDefaultRepairRounds;
    cl.positional("MAP", map_file);
    cl.positional("SCEN", scen_file);
    cl.option("--agents", "N", "the first N scenario lines, one agent each",
              [&agents](const std::string& o, const std::string& v) { agents = parse_count(o, v, 1, fixpath_host::kMaxAgents); });
    cl.required("--agents", "the first N scenario lines, one agent each");
    cl.option("--solver", "plan|online",
              "plan (default): first searches a plan that brings every agent home "
              "(unit_planner.hpp, complete: it finds one whenever one exists, given its 64 MiB pool "
              "and --plan-seconds), shortens it by --repair-rounds rounds of repair (each plans up "
              "to 8 agents again around the others' paths and keeps the result when it is no "
              "longer), then plays it; when the pool or the time runs out before a plan, the online "
              "rule moves them and the plan line says so. online: the group's own rule, tick by "
              "tick (unit_group.hpp): no search, but in dense crowds some agents may circle forever",
              [&solver](const std::string& o, const std::string& v) { solver = parse_choice(o, v, {"plan", "online"}); });
    cl.option("--plan-seconds", "S", "(plan) the time for the plan and its repair (default 10)",
              [&plan_seconds](const std::string& o, const std::string& v) { plan_seconds = parse_count(o, v, 1, 3600); });
    cl.option("--repair-rounds", "R", "(plan) rounds of repair, within the same seconds (default 2000)",
              [&repair_rounds](const std::string& o, const std::string& v) { repair_rounds = parse_count(o, v, 0, 100000000); });
    cl.option("--max-ticks", "T", "ticks before status tick_limit (default 1000)",
              [&max_ticks](const std::string& o, const std::string& v) { max_ticks = parse_count(o, v, 1, 1000000); });
    declare_format(cl, format, {"text", "json", "png"},
                   "text (default): status, ticks, sum of costs (and its ratio to the lower bound), "
                   "makespan, the plan (how its search ended, its time, configurations kept, pool words "
                   "taken), the repair (rounds, time, rounds that shortened it, the sum of costs before "
                   "it), time a tick; json: {\"agents\":N,\"positions\":[[[x,y],...],...],\"status\":..., "
                   "\"ticks\":T,\"sum_of_costs\":S,\"makespan\":M,\"lower_bound\":L,\"arrived\":[tick,...], "
                   "\"solver\":...,\"plan_status\":...,\"plan_ms\":...,\"configurations\":..., "
                   "\"pool_words\":...,\"first_plan_cost\":...,\"repair_rounds\":...,\"repair_ms\":...}: "
                   "positions one list a tick, the first the starts; arrived: each agent's cost (null if "
                   "not on its goal at the end); png: the picture only (with --png FILE)");
    cl.file("--png", "a file name", "the map with every agent's trail in its own colour, last cells outlined", png_file);
    if (!cl.parse()) return 0;
    if (map_file.empty() || scen_file.empty()) throw UsageError("expected MAP SCEN (a map and its scenario file)");
    if (format == "png" && png_file.empty()) throw UsageError("--format png: name the picture with --png FILE");
    const std::string clash = fixpath_host::clashing_paths({map_file, scen_file}, {png_file});
    if (!clash.empty()) throw UsageError("refusing to write: " + clash);

    const fixpath_host::GridFile map = load_map(map_file);
    std::vector<fixpath_host::Scenario> lines;
    std::string error;
    if (!fixpath_host::load_scenarios(scen_file, lines, error)) throw InputError(error);
    if (lines.size() < agents) {
        throw UsageError("--agents " + std::to_string(agents) + ": " + scen_file + " has " +
                         std::to_string(lines.size()) + " scenario lines");
    }
    std::vector<fixpath::Point> starts, goals;
    for (uint32_t i = 0; i < agents; ++i) {
        const fixpath_host::Scenario& s = lines[i];
        if (s.map_width != map.width || s.map_height != map.height) {
            throw InputError(scen_file + ":" + std::to_string(s.line) + ": the scenario's map is " +
                             std::to_string(s.map_width) + "x" + std::to_string(s.map_height) + ", " + map_file +
                             " is " + std::to_string(map.width) + "x" + std::to_string(map.height));
        }
        starts.push_back(s.start);
        goals.push_back(s.goal);
    }
    const bool json = format == "json";
    std::unique_ptr<fixpath_host::AgentTrails> trails;
    if (!png_file.empty()) trails.reset(new fixpath_host::AgentTrails(map));
    const auto observe = [&](uint32_t tick, const std::vector<fixpath::Point>& positions) {
        if (trails) trails->add(positions);
        if (!json) return;
        std::printf(tick == 0 ? "{\"agents\":%u,\"positions\":[[" : ",[", agents);
        for (size_t i = 0; i < positions.size(); ++i) {
            std::printf("%s[%d,%d]", i ? "," : "", positions[i].x, positions[i].y);
        }
        std::printf("]");
    };
    const bool planned = solver == "plan";
    const fixpath_host::AgentsOutcome out = fixpath_host::run_agents(
        map, starts, goals, max_ticks, observe,
        planned ? fixpath_host::AgentSolver::Plan : fixpath_host::AgentSolver::Online, plan_seconds, repair_rounds);
    if (out.status != fixpath::Status::Found && out.status != fixpath::Status::InProgress) {
        // Which agent and why ("agent 3: starts off the map or on a wall at 7,2"), with its scenario line.
        throw InputError(scen_file + ": " + out.error);
    }
    const bool arrived = out.status == fixpath::Status::Found;
    const char* status = arrived ? "found" : "tick_limit";
    if (!png_file.empty()) {
        fixpath_host::PictureNotes notes;
        notes.outcome = arrived ? "every agent at its goal" : "tick limit: not every agent at its goal";
        notes.failed = !arrived;
        if (!fixpath_host::write_agents_png(png_file, map, *trails, fixpath_host::picture_scale(map), error, notes)) {
            if (json) {  // (the positions are written already: the error ends the same object)
                std::printf("],\"status\":\"output_error\",\"error\":%s}\n", fixpath_host::json_string(error).c_str());
                return 2;
            }
            throw OutputError(error);
        }
    }
    if (json) {
        std::printf("],\"status\":\"%s\",\"ticks\":%u,\"sum_of_costs\":%llu,\"makespan\":%u,\"lower_bound\":%llu,"
                    "\"arrived\":[",
                    status, out.ticks, static_cast<unsigned long long>(out.sum_of_costs), out.makespan,
                    static_cast<unsigned long long>(out.lower_bound));
        for (size_t i = 0; i < out.costs.size(); ++i) {
            // (An agent not on its goal at the end has no arrival tick.)
            if (arrived || out.costs[i] < out.ticks) std::printf("%s%u", i ? "," : "", out.costs[i]);
            else std::printf("%snull", i ? "," : "");
        }
        std::printf("],\"solver\":\"%s\"", solver.c_str());
        if (planned) {
            std::printf(",\"plan_status\":\"%s\",\"plan_ms\":%.3f,\"configurations\":%u,\"pool_words\":%u,"
                        "\"first_plan_cost\":%llu,\"repair_rounds\":%u,\"repair_ms\":%.3f",
                        fixpath::status_name(out.plan_status), out.seconds_planning * 1e3, out.configurations,
                        out.pool_words_used, static_cast<unsigned long long>(out.first_plan_cost), out.repair_rounds,
                        out.seconds_repairing * 1e3);
        }
        std::printf("}\n");
        return 0;
    }
    std::printf("status: %s\n", status);
    std::printf("agents: %u on %s (%dx%d)\n", agents, map_file.c_str(), map.width, map.height);
    std::printf("ticks: %u\n", out.ticks);
    std::printf("sum of costs: %llu (lower bound %llu, ratio %.3f)\n", static_cast<unsigned long long>(out.sum_of_costs),
                static_cast<unsigned long long>(out.lower_bound),
                out.lower_bound ? static_cast<double>(out.sum_of_costs) / static_cast<double>(out.lower_bound) : 1.0);
    std::printf("makespan: %u\n", out.makespan);
    if (planned) {
        const bool played = out.plan_status == fixpath::Status::Found;
        std::printf("plan: %s in %.1f ms, %u configurations, %u of %u pool words%s\n",
                    fixpath::status_name(out.plan_status), out.seconds_planning * 1e3, out.configurations,
                    out.pool_words_used, fixpath_host::kAgentPlanPoolWords,
                    played ? "" : out.plan_status == fixpath::Status::InProgress
                                      ? " (time limit: moved by the online rule)"
                                      : " (moved by the online rule)");
    }
    if (planned && out.plan_status == fixpath::Status::Found) {
        std::printf("repair: %u rounds in %.1f ms, %u shortened it; sum of costs %llu before\n", out.repair_rounds,
                    out.seconds_repairing * 1e3, out.repair_gains,
                    static_cast<unsigned long long>(out.first_plan_cost));
    }
    std::printf("time: %.2f us a tick, %.2f ms for the distance tables\n",
                out.ticks ? out.seconds_ticking * 1e6 / out.ticks : 0.0, out.seconds_preparing * 1e3);
    if (!png_file.empty()) std::printf("picture: %s\n", png_file.c_str());
    return 0;
}

}  // namespace fixpath_cli
