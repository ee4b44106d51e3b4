// A deliberately plain reference: Dijkstra with std::priority_queue, 64-bit
// costs, lazy deletion, no cleverness. The engine is checked against it.
#ifndef FIXPATH_TESTS_REFERENCE_SEARCH_HPP
#define FIXPATH_TESTS_REFERENCE_SEARCH_HPP

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <fixpath/options.hpp>
#include <fixpath/point.hpp>

namespace fixpath_test {

constexpr uint64_t kInfinite = ~uint64_t{0};

struct PlainGrid {
    int32_t width = 0;
    int32_t height = 0;
    std::vector<uint8_t> costs;  // 0 = blocked
    uint8_t at(int32_t x, int32_t y) const {
        return costs[static_cast<size_t>(y) * static_cast<size_t>(width) + static_cast<size_t>(x)];
    }
};

struct Rules {
    fixpath::Moves moves = fixpath::Moves::Eight;
    fixpath::CornerRule corners = fixpath::CornerRule::Never;
    uint32_t straight = 10;
    uint32_t diagonal = 14;
};

// Distances from `source` to every cell of the map (kInfinite if unreachable),
// moving only inside `area` (cells outside it, or off the map, are blocked).
std::vector<uint64_t> reference_distances(const PlainGrid& grid, const Rules& rules,
                                          fixpath::Point source, fixpath::Area area);

// Whole-map convenience.
std::vector<uint64_t> reference_distances(const PlainGrid& grid, const Rules& rules,
                                          fixpath::Point source);

// Checks a path step by step: starts at `start`, every step moves to an
// adjacent cell allowed by the rules (corner rule included), every cell is
// passable and inside `area`. Returns an empty string when legal, else what is
// wrong. `cost` receives the path's cost computed independently.
std::string check_path(const PlainGrid& grid, const Rules& rules, fixpath::Area area,
                       const fixpath::Point* path, uint32_t length, fixpath::Point start,
                       uint64_t& cost);

}  // namespace fixpath_test

#endif
