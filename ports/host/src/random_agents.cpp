#include <fixpath_host/random_agents.hpp>

#include <cstddef>

#include <fixpath/units/path_follower.hpp>

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
    // The largest 4-connected area (labels by flood fill, first found wins a tie).
    std::vector<uint32_t> area(n, 0);
    std::vector<size_t> stack;
    uint32_t label = 0, best = 0;
    size_t best_size = 0;
    for (size_t c = 0; c < n; ++c) {
        if (out.map.costs[c] == 0 || area[c] != 0) continue;
        ++label;
        size_t size = 0;
        stack.push_back(c);
        area[c] = label;
        while (!stack.empty()) {
            const size_t at = stack.back();
            stack.pop_back();
            ++size;
            const size_t x = at % static_cast<size_t>(side), y = at / static_cast<size_t>(side);
            const size_t around[4] = {y > 0 ? at - static_cast<size_t>(side) : n, x + 1 < static_cast<size_t>(side) ? at + 1 : n,
                                      y + 1 < static_cast<size_t>(side) ? at + static_cast<size_t>(side) : n,
                                      x > 0 ? at - 1 : n};
            for (const size_t b : around) {
                if (b < n && out.map.costs[b] != 0 && area[b] == 0) {
                    area[b] = label;
                    stack.push_back(b);
                }
            }
        }
        if (size > best_size) {
            best_size = size;
            best = label;
        }
    }
    std::vector<size_t> cells;
    for (size_t c = 0; c < n; ++c) {
        if (area[c] == best && best != 0) cells.push_back(c);
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
