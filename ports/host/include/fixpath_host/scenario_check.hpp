// fixpath_host/scenario_check.hpp - is an answer right for a Moving AI scenario?
//
// The scenario's optimum is a length with straight steps 1 and diagonals
// sqrt 2. With costs 13860/19601 (19601/13860 = sqrt 2 to 2e-9) the cost
// divided by 13860 must equal it to the file's printed precision (and 1e-5
// relative). With other costs S/D the path is optimal for its own metric, so
// its length re-measured with sqrt 2 diagonals lies between the optimum and
// the optimum times max(r / sqrt 2, sqrt 2 / r), r = D / S: 1.0102 for 10/14.
#ifndef FIXPATH_HOST_SCENARIO_CHECK_HPP
#define FIXPATH_HOST_SCENARIO_CHECK_HPP

#include <cstddef>
#include <string>

#include <fixpath/fixpath.hpp>
#include <fixpath_host/scenario_file.hpp>

namespace fixpath_host {

// Length of a path with unit straight steps and sqrt 2 diagonals.
double euclidean_length(const fixpath::Point* path, size_t length);

// The largest ratio of re-measured length to optimum that costs S/D allow.
double length_bound(fixpath::StepCosts<uint32_t> costs);

// Empty when the answer is right; otherwise what is wrong, in one line.
std::string check_scenario(const Scenario& s, fixpath::Status status, uint64_t cost, const fixpath::Point* path,
                           size_t length, fixpath::StepCosts<uint32_t> costs);

// The same for a search that is not optimal (hierarchical search): found,
// joining start and goal, never shorter than the optimum; `over` is how
// much longer (its length, or cost / 13860 for the sqrt-2 costs, over the
// optimum: 1 for an optimal path).
std::string check_suboptimal(const Scenario& s, fixpath::Status status, uint64_t cost, const fixpath::Point* path,
                             size_t length, fixpath::StepCosts<uint32_t> costs, double& over);

}  // namespace fixpath_host

#endif
