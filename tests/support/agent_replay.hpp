// An independent check of units moving together: every tick replayed
// knowing nothing of the group or the planner (one cell a tick on the
// 4-connected floor, no two units in one cell, no two units exchanging
// cells).
#ifndef FIXPATH_TESTS_AGENT_REPLAY_HPP
#define FIXPATH_TESTS_AGENT_REPLAY_HPP

#include <cstdint>
#include <cstdlib>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <fixpath/point.hpp>

namespace fixpath_test {

// Every cell of every tick; the first line of `why` names the first fault.
inline bool valid_replay(const std::vector<uint8_t>& costs, int32_t width, int32_t height,
                  const std::vector<std::vector<fixpath::Point>>& ticks, std::string& why) {
    const auto floor = [&](fixpath::Point p) {
        return p.x >= 0 && p.y >= 0 && p.x < width && p.y < height &&
               costs[static_cast<size_t>(p.y) * static_cast<size_t>(width) + static_cast<size_t>(p.x)] != 0;
    };
    for (size_t t = 0; t < ticks.size(); ++t) {
        std::set<std::pair<int32_t, int32_t>> taken;
        for (size_t i = 0; i < ticks[t].size(); ++i) {
            const fixpath::Point p = ticks[t][i];
            const std::string where = "tick " + std::to_string(t) + " unit " + std::to_string(i);
            if (!floor(p)) return why = where + ": not on the floor", false;
            if (!taken.insert({p.x, p.y}).second) return why = where + ": shares its cell", false;
            if (t == 0) continue;
            const fixpath::Point q = ticks[t - 1][i];
            if (std::abs(p.x - q.x) + std::abs(p.y - q.y) > 1) return why = where + ": jumped", false;
            for (size_t j = 0; j < ticks[t].size(); ++j) {
                if (j != i && !(p == q) && ticks[t][j] == q && ticks[t - 1][j] == p) {
                    return why = where + ": swapped with unit " + std::to_string(j), false;
                }
            }
        }
    }
    return true;
}

}  // namespace fixpath_test

#endif  // FIXPATH_TESTS_AGENT_REPLAY_HPP
