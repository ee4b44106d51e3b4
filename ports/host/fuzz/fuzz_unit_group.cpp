// libFuzzer target: units moving together (unit_group.hpp) driven by call
// sequences on a small map: units added anywhere (walls, off the map, on
// another unit), goals anywhere (walls, off the map, another unit's goal,
// units that are not in the group), tables made with any budget, ticks at
// any moment; map edits (a cell walled, freed or given another multiplier),
// told to the group with map_changed() or not. What each call must answer,
// from the header:
// - a refused add_unit() adds nothing and leaves the unit number unwritten;
//   a refused set_goal() changes no goal; two units never share a goal;
// - tick() moves nobody (Idle) while a table is not ready; otherwise every
//   unit moves at most one 4-neighbour cell, onto the floor (a unit may stay
//   on a cell that became a wall under it; no unit enters one), no two units
//   end on one cell, no two exchange cells, and unit_at() agrees with
//   position(); a goal that became a wall is dropped by prepare() after
//   map_changed() (InvalidGoal);
// - Found exactly when every unit with a goal stands on it.
#include <cstddef>
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <vector>

#include <fixpath/fixpath.hpp>
#include <fixpath/units/unit_group.hpp>

#include "fuzz_bytes.hpp"

namespace {

constexpr int32_t kSide = 10;
constexpr uint32_t kCells = kSide * kSide;
constexpr uint32_t kUnits = 12;
using State = fixpath::DenseState<kCells, uint16_t>;
using Group = fixpath::UnitGroup<fixpath::ByteCostMap, State, kUnits>;

using fuzz::Bytes;

}  // namespace

// A broken rule: its line on stderr, then abort (libFuzzer keeps the input).
#define check(rule)                                                        \
    do {                                                                   \
        if (!(rule)) {                                                     \
            std::fprintf(stderr, "fuzz_unit_group.cpp:%d: %s\n", __LINE__, #rule); \
            std::abort();                                                  \
        }                                                                  \
    } while (0)

namespace {

fixpath::Point anywhere(Bytes& in) { return in.point_near(kSide); }

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    Bytes in{data, size};
    std::vector<uint8_t> costs(kCells);
    in.terrain(costs.data(), kCells);
    const auto floor = [&](fixpath::Point p) {
        return p.x >= 0 && p.y >= 0 && p.x < kSide && p.y < kSide && costs[static_cast<size_t>(p.y * kSide + p.x)] != 0;
    };
    const fixpath::ByteCostMap map(costs.data(), kSide, kSide);
    auto state = std::make_unique<State>();
    // The tables: room for every unit, or (sometimes) for fewer.
    const uint32_t tables = in.u8() % 4 == 0 ? (kUnits / 2) * kCells : kUnits * kCells;
    std::vector<uint16_t> distances(tables);
    std::vector<uint16_t> cell_units(3 * kCells);
    auto group = std::make_unique<Group>(map, *state, distances.data(), tables, cell_units.data(), 3 * kCells);
    std::vector<fixpath::Point> goals;  // the model: each unit's goal ({-1,-1}: none)
    std::vector<fixpath::Point> before;
    for (int op = 0; op < 300 && !in.done(); ++op) {
        const uint8_t what = in.u8();
        switch (what % 5) {
            case 0: {
                const fixpath::Point p = anywhere(in);
                uint16_t unit = 0xABCD;
                const bool free = floor(p) && group->unit_at(p) == Group::kNoUnit;
                const fixpath::Status s = group->add_unit(p, unit);
                if (s == fixpath::Status::Complete) {
                    check(free && unit == goals.size() && group->position(unit) == p);
                    goals.push_back(fixpath::make_point(-1, -1));
                } else {
                    check(unit == 0xABCD);
                    check(s == (free ? fixpath::Status::OutOfNodes : fixpath::Status::InvalidStart));
                    check(s != fixpath::Status::OutOfNodes || goals.size() == kUnits || goals.size() * kCells >= tables);
                }
                break;
            }
            case 1: {
                const uint16_t unit = static_cast<uint16_t>(in.u8() % (kUnits + 2));
                const fixpath::Point g = anywhere(in);
                const fixpath::Status s = group->set_goal(unit, g);
                if (unit >= goals.size()) {
                    check(s == fixpath::Status::InvalidOptions);
                    break;
                }
                bool taken = false;
                for (size_t i = 0; i < goals.size(); ++i) taken = taken || (i != unit && goals[i] == g);
                if (!floor(g) || taken) {
                    check(s == fixpath::Status::InvalidGoal && group->goal(unit) == goals[unit]);
                } else {
                    check(s == fixpath::Status::InProgress || s == fixpath::Status::Complete);
                    goals[unit] = g;
                    check(group->goal(unit) == g);
                }
                break;
            }
            case 2: {
                const fixpath::Status s = group->prepare(1u + in.u8() % 64u);
                check(s == fixpath::Status::InProgress || s == fixpath::Status::Complete ||
                      s == fixpath::Status::InvalidGoal);
                // A goal dropped: it was on a wall (the map changed under it).
                for (uint16_t u = 0; u < goals.size(); ++u) {
                    if (!(group->goal(u) == goals[u])) {
                        check(s == fixpath::Status::InvalidGoal && group->goal(u) == fixpath::make_point(-1, -1) &&
                              !floor(goals[u]));
                        goals[u] = fixpath::make_point(-1, -1);
                    }
                }
                break;
            }
            case 3: {  // the map changes; the group is told, or (sometimes) not
                const fixpath::Point p = anywhere(in);
                const uint8_t cost = static_cast<uint8_t>(in.u8() % 4);
                if (p.x >= 0 && p.y >= 0 && p.x < kSide && p.y < kSide) {
                    costs[static_cast<size_t>(p.y * kSide + p.x)] = cost;
                }
                if (in.u8() % 4 != 0) group->map_changed();
                break;
            }
            default: {
                before.clear();
                bool ready = true;
                for (uint16_t u = 0; u < goals.size(); ++u) {
                    before.push_back(group->position(u));
                    ready = ready && group->state(u) != fixpath::UnitState::Preparing;
                }
                const uint32_t ticks = group->ticks();
                const fixpath::Status s = group->tick();
                if (!ready || goals.empty()) {
                    check(s == fixpath::Status::Idle && group->ticks() == ticks);
                    for (uint16_t u = 0; u < goals.size(); ++u) check(group->position(u) == before[u]);
                    break;
                }
                check(s == fixpath::Status::Found || s == fixpath::Status::InProgress);
                bool all = true;
                for (uint16_t u = 0; u < goals.size(); ++u) {
                    const fixpath::Point p = group->position(u);
                    check((floor(p) || p == before[u]) && group->unit_at(p) == u);
                    check(std::abs(p.x - before[u].x) + std::abs(p.y - before[u].y) <= 1);
                    for (uint16_t v = 0; v < goals.size(); ++v) {
                        check(v == u || !(group->position(v) == p));
                        check(v == u || p == before[u] || !(group->position(v) == before[u] && before[v] == p));
                    }
                    all = all && (goals[u].x < 0 || p == goals[u]);
                    check((group->state(u) == fixpath::UnitState::AtGoal) == (goals[u].x >= 0 && p == goals[u]));
                }
                check((s == fixpath::Status::Found) == all);
                break;
            }
        }
    }
    return 0;
}
