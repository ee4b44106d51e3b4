// Random maps for differential tests: a fixed-seed generator so that every
// failure is reproducible from its seed.
#ifndef FIXPATH_TESTS_RANDOM_GRID_HPP
#define FIXPATH_TESTS_RANDOM_GRID_HPP

#include <cstdint>
#include <random>

#include "reference_search.hpp"

namespace fixpath_test {

// width x height, `density_percent` of cells blocked, passable cells with
// multipliers drawn from 1..max_multiplier (1 for plain maps).
inline PlainGrid random_grid(std::mt19937& rng, int32_t width, int32_t height, int density_percent,
                             int max_multiplier) {
    PlainGrid g;
    g.width = width;
    g.height = height;
    g.costs.resize(static_cast<size_t>(width) * static_cast<size_t>(height));
    std::uniform_int_distribution<int> percent(0, 99);
    std::uniform_int_distribution<int> multiplier(1, max_multiplier);
    for (auto& c : g.costs) {
        c = percent(rng) < density_percent ? 0 : static_cast<uint8_t>(multiplier(rng));
    }
    return g;
}

inline fixpath::Point random_passable(std::mt19937& rng, const PlainGrid& g) {
    std::uniform_int_distribution<int32_t> xs(0, g.width - 1);
    std::uniform_int_distribution<int32_t> ys(0, g.height - 1);
    for (int tries = 0; tries < 1000; ++tries) {
        const int32_t x = xs(rng);
        const int32_t y = ys(rng);
        if (g.at(x, y) != 0) {
            return fixpath::make_point(x, y);
        }
    }
    return fixpath::make_point(xs(rng), ys(rng));  // probably blocked: callers skip it
}

}  // namespace fixpath_test

#endif
