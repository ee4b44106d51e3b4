// fixpath_host/statistics.hpp - the few summaries the tool and the
// benchmarks print of their timings and ratios.
#ifndef FIXPATH_HOST_STATISTICS_HPP
#define FIXPATH_HOST_STATISTICS_HPP

#include <algorithm>
#include <cstddef>
#include <vector>

namespace fixpath_host {

// The p-quantile (0 <= p <= 1) of v by nearest rank: the smallest value
// that at least a fraction p of the values do not exceed, the ceil(p n)-th
// of the n sorted values (the first for p = 0). So the median of an even
// count is the lower middle value, and the 99th percentile of 60 values is
// the largest (of 100, the second largest). 0 for no values.
inline double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0.0;
    std::sort(v.begin(), v.end());
    const double exact = p * static_cast<double>(v.size()) - 1e-9;  // (0.99 x 100 is 99, not a hair above)
    size_t rank = static_cast<size_t>(exact);
    if (static_cast<double>(rank) < exact) ++rank;  // ceil(p n), in whole values
    return v[rank == 0 ? 0 : std::min(rank, v.size()) - 1];
}

// The arithmetic mean, 0 for no values.
inline double mean(const std::vector<double>& v) {
    double s = 0.0;
    for (double x : v) s += x;
    return v.empty() ? 0.0 : s / static_cast<double>(v.size());
}

}  // namespace fixpath_host

#endif
