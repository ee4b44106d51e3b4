// fixpath_host/statistics.hpp - the few summaries the tool and the
// benchmarks print of their timings and ratios.
#ifndef FIXPATH_HOST_STATISTICS_HPP
#define FIXPATH_HOST_STATISTICS_HPP

#include <algorithm>
#include <cstddef>
#include <vector>

namespace fixpath_host {

// The p-quantile (0 <= p <= 1) of v by nearest rank: p = 0.5 is v[n / 2]
// of the sorted values, p = 1 the largest. 0 for no values.
inline double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0.0;
    std::sort(v.begin(), v.end());
    const size_t i = static_cast<size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

// The arithmetic mean, 0 for no values.
inline double mean(const std::vector<double>& v) {
    double s = 0.0;
    for (double x : v) s += x;
    return v.empty() ? 0.0 : s / static_cast<double>(v.size());
}

}  // namespace fixpath_host

#endif
