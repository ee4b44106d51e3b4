#include <fixpath_host/random_agents.hpp>

#include <cstddef>

#include <fixpath/units/path_follower.hpp>
#include <fixpath_host/grid_components.hpp>

namespace fixpath_host {

namespace {

// Uniform in [0, n) (rejection: no modulo bias).
uint32_t below(fixpath::Xorshift32& rng, uint32_t n) {
    const uint32_t limit = 0xFFFFFFFFu - 0xFFFFFFFFu % n;
    uint32_t v = rng.next();
    while (v >= limit) v = rng.next();
    return v % n;
}

}  // namespace

RandomAgents random_agents(uint32_t seed, int32_t side, uint32_t wall_percent, uint32_t agents) {
    RandomAgents out;
    fixpath::Xorshift32 rng{seed * 2654435761u + 1u};
    if (rng.state == 0) rng.state = 1;
    const size_t n = static_cast<size_t>(side) * static_cast<size_t>(side);
    out.map.width = side;
    out.map.height = side;
    out.map.costs.assign(n, 1);
    for (uint8_t& c : out.map.costs) {
        if (below(rng, 100) < wall_percent) c = 0;
    }
    // The largest 4-connected area (ties: the one met first in row-major order).
    const ComponentReport areas = find_components(out.map, fixpath::Moves::Four, fixpath::CornerRule::Never);
    std::vector<size_t> cells;
    if (areas.largest > 0) {
        const fixpath::Point first = areas.largest_first_cell;
        const int32_t best = areas.label[static_cast<size_t>(first.y) * static_cast<size_t>(side) + static_cast<size_t>(first.x)];
        for (size_t c = 0; c < n; ++c) {
            if (areas.label[c] == best) cells.push_back(c);
        }
    }
    // Starts and goals: two independent draws without repetition (partial shuffles).
    const auto draw = [&](std::vector<fixpath::Point>& into) {
        std::vector<size_t> pool = cells;
        const size_t count = agents < pool.size() ? agents : pool.size();
        for (size_t i = 0; i < count; ++i) {
            const size_t j = i + below(rng, static_cast<uint32_t>(pool.size() - i));
            const size_t t = pool[i];
            pool[i] = pool[j];
            pool[j] = t;
            into.push_back(fixpath::make_point(static_cast<int32_t>(pool[i] % static_cast<size_t>(side)),
                                               static_cast<int32_t>(pool[i] / static_cast<size_t>(side))));
        }
    };
    draw(out.starts);
    draw(out.goals);
    return out;
}

}  // namespace fixpath_host
