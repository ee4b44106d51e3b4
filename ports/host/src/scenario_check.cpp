#include <fixpath_host/scenario_check.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace fixpath_host {

double euclidean_length(const fixpath::Point* path, size_t length) {
    double total = 0.0;
    for (size_t i = 1; i < length; ++i) {
        total += (path[i].x != path[i - 1].x && path[i].y != path[i - 1].y) ? std::sqrt(2.0) : 1.0;
    }
    return total;
}

double length_bound(fixpath::StepCosts<uint32_t> costs) {
    const double r = static_cast<double>(costs.diagonal) / static_cast<double>(costs.straight);
    return std::max(r / std::sqrt(2.0), std::sqrt(2.0) / r);
}

namespace {

// What any answer must be: found, and a path from the scenario's start to
// its goal. Empty when it is.
std::string check_found_and_joined(const Scenario& s, fixpath::Status status, const fixpath::Point* path,
                                   size_t length) {
    if (status != fixpath::Status::Found) {
        char why[96];
        std::snprintf(why, sizeof why, "status %s, expected found", fixpath::status_name(status));
        return why;
    }
    if (length == 0 || path[0] != s.start || path[length - 1] != s.goal) {
        return "the path does not join start and goal";
    }
    return std::string();
}

}  // namespace

std::string check_scenario(const Scenario& s, fixpath::Status status, uint64_t cost, const fixpath::Point* path,
                           size_t length, fixpath::StepCosts<uint32_t> costs) {
    const std::string wrong = check_found_and_joined(s, status, path, length);
    if (!wrong.empty()) return wrong;
    char why[256];
    if (costs.straight == 13860 && costs.diagonal == 19601) {
        const double got = static_cast<double>(cost) / 13860.0;
        if (std::fabs(got - s.optimal) > std::max(1e-5 * s.optimal, s.optimal_tolerance)) {
            std::snprintf(why, sizeof why, "cost / 13860 = %.8f, optimal %.8f", got, s.optimal);
            return why;
        }
        return std::string();
    }
    const double measured = euclidean_length(path, length);
    const double bound = length_bound(costs);
    if (measured < s.optimal - s.optimal_tolerance - 1e-9 ||
        measured > s.optimal * bound + s.optimal_tolerance + 1e-9) {
        std::snprintf(why, sizeof why, "path length %.6f outside [%.6f, %.6f x %.5f]", measured, s.optimal,
                      s.optimal, bound);
        return why;
    }
    return std::string();
}

std::string check_suboptimal(const Scenario& s, fixpath::Status status, uint64_t cost, const fixpath::Point* path,
                             size_t length, fixpath::StepCosts<uint32_t> costs, double& over) {
    over = 0;
    const std::string wrong = check_found_and_joined(s, status, path, length);
    if (!wrong.empty()) return wrong;
    char why[256];
    const bool sqrt2 = costs.straight == 13860 && costs.diagonal == 19601;
    const double got = sqrt2 ? static_cast<double>(cost) / 13860.0 : euclidean_length(path, length);
    if (got < s.optimal - std::max(1e-5 * s.optimal, s.optimal_tolerance) - 1e-9) {
        std::snprintf(why, sizeof why, "%s %.8f below the optimum %.8f", sqrt2 ? "cost / 13860" : "path length", got,
                      s.optimal);
        return why;
    }
    over = s.optimal > 0 ? got / s.optimal : 1.0;
    return std::string();
}

}  // namespace fixpath_host
