// fixpath_host/random_agents.hpp - random multi-agent instances of the
// benchmark's own kind (random-32-32-20: a square map with a share of its
// cells walls, agents with distinct starts and distinct goals), for tests
// and benchmarks. Every start and goal lies in the map's largest
// 4-connected area, so every instance is solvable by each agent alone.
// The generator is fixpath::Xorshift32 (path_follower.hpp), so an instance is the same
// on every platform and standard library.
#ifndef FIXPATH_HOST_RANDOM_AGENTS_HPP
#define FIXPATH_HOST_RANDOM_AGENTS_HPP

#include <cstdint>
#include <vector>

#include <fixpath/point.hpp>
#include <fixpath_host/grid_file.hpp>

namespace fixpath_host {

struct RandomAgents {
    GridFile map;
    std::vector<fixpath::Point> starts;
    std::vector<fixpath::Point> goals;
};

// side x side cells, wall_percent of them walls (each cell drawn alone), and
// `agents` agents. Fewer agents than asked when the largest area has fewer
// cells than agents.
RandomAgents random_agents(uint32_t seed, int32_t side, uint32_t wall_percent, uint32_t agents);

}  // namespace fixpath_host

#endif  // FIXPATH_HOST_RANDOM_AGENTS_HPP
