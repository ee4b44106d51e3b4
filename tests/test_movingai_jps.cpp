// Jump point search on every scenario of every Moving AI map in the data
// directory, with costs 13860/19601: cost / 13860 is the benchmark's optimal
// length within 1e-5 relative, the path written is legal and costs that,
// the jump table (JPS+) and intercardinal pruning (JPS2 and JPS2+: a state
// that records bent rays) give the same cost, the pruned paths legal too. Skipped with a message when the data (FIXPATH_MOVINGAI_DIR) is absent.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include <fixpath/fixpath.hpp>
#include <fixpath_host/grid_file.hpp>
#include <fixpath_host/scenario_file.hpp>

namespace {

const std::string kDataDir = FIXPATH_MOVINGAI_DIR;

using State = fixpath::JumpPointState<fixpath::DenseState<1024 * 1024, uint32_t>>;
using PrunedState = fixpath::JumpPointState<fixpath::DenseState<1024 * 1024, uint32_t>, true>;

// Every scenario (but two maps': kMaps below); under the sanitizers (about
// 10x slower) every 20th: the same searches on the same maps, with every
// memory access checked, in a tenth of the release run's time.
#if defined(__SANITIZE_ADDRESS__)
constexpr size_t kEvery = 20;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr size_t kEvery = 20;
#else
constexpr size_t kEvery = 1;
#endif
#else
constexpr size_t kEvery = 1;
#endif

// The ten maps of the benchmark set (../shared/bench/movingai/SOURCES.md),
// each with the number of tests its scenarios are cut into and, for the
// two whose scenarios take longest (long winding paths: 16,000 jump points
// a maze query), the stride that samples them: every 2nd of maze512-1-0's
// 12,120 scenarios and of random512-40-0's 3,060 (the stride is the larger
// of that and kEvery). Scenario k of a map runs in part (k / stride) mod
// parts, so that no map holds up the suite's end. ctest runs the tests side
// by side; AllMapsAreCovered fails if the directory holds a scenario file
// that is not in this list.
struct MapParts {
    const char* map;
    uint32_t parts;
    uint32_t every;
};
const MapParts kMaps[] = {{"8room_000", 1, 1},      {"AR0011SR", 1, 1},      {"AcrosstheCape", 1, 1},
                          {"Berlin_0_512", 1, 1},   {"arena", 1, 1},         {"brc202d", 1, 1},
                          {"den520d", 1, 1},        {"maze512-1-0", 2, 2},   {"random512-10-0", 1, 1},
                          {"random512-40-0", 1, 2}};

// One test: a part of a map's scenarios, taken every `every`-th.
struct MapPart {
    const char* map;
    uint32_t part;
    uint32_t parts;
    size_t every;
};
std::vector<MapPart> every_part() {
    std::vector<MapPart> all;
    for (const MapParts& m : kMaps) {
        const size_t every = m.every > kEvery ? m.every : kEvery;
        for (uint32_t part = 0; part < m.parts; ++part) all.push_back({m.map, part, m.parts, every});
    }
    return all;
}

// (How ctest and gtest name a part.)
void PrintTo(const MapPart& p, std::ostream* out) { *out << p.map << ", part " << p.part + 1 << " of " << p.parts; }

TEST(MovingAIJumpPoints, AllMapsAreCovered) {
    std::error_code ec;
    size_t seen = 0;
    for (const auto& entry : std::filesystem::directory_iterator(kDataDir, ec)) {
        const std::string name = entry.path().filename().string();
        if (name.size() > 9 && name.compare(name.size() - 9, 9, ".map.scen") == 0) {
            ++seen;
            const std::string map = name.substr(0, name.size() - 9);
            EXPECT_TRUE(std::any_of(std::begin(kMaps), std::end(kMaps),
                                    [&](const MapParts& m) { return map == m.map; }))
                << name << " is not in kMaps: add it";
        }
    }
    if (seen == 0) {
        GTEST_SKIP() << "Moving AI data not found in " << kDataDir << " (set the CMake option FIXPATH_MOVINGAI_DIR)";
    }
}

class MovingAIJumpPointMap : public ::testing::TestWithParam<MapPart> {};

TEST_P(MovingAIJumpPointMap, Scenarios) {
    const MapPart part = GetParam();
    const std::string file = kDataDir + "/" + part.map + ".map.scen";
    if (!std::filesystem::exists(file)) {
        GTEST_SKIP() << "Moving AI data not found in " << kDataDir << " (set the CMake option FIXPATH_MOVINGAI_DIR)";
    }
    auto state = std::make_unique<State>();
    auto pruned_state = std::make_unique<PrunedState>();
    std::vector<fixpath::Point> path(1024 * 1024);
    {
        std::vector<fixpath_host::Scenario> scenarios;
        std::string error;
        ASSERT_TRUE(fixpath_host::load_scenarios(file, scenarios, error)) << error;
        ASSERT_FALSE(scenarios.empty());
        fixpath_host::GridFile map;
        ASSERT_TRUE(fixpath_host::load_grid(kDataDir + "/" + fixpath_host::map_file_name(scenarios[0]), map, error))
            << error;
        const fixpath_host::PassabilityBits bits = fixpath_host::passability_bits(map);
        ASSERT_TRUE(bits.uniform);
        const fixpath_host::PassabilityBits column_bits = fixpath_host::column_bits(bits);  // (both with margins, as the tool's)
        const fixpath::BitMap columns = column_bits.view();
        std::vector<int16_t> table(fixpath::JumpTable::entries_for(map.width, map.height));
        ASSERT_TRUE(fixpath::build_jump_table(bits.view(), table.data(), static_cast<uint32_t>(table.size())));
        const fixpath::JumpTable jumps(table.data(), map.width, map.height);
        fixpath::SearchOptions<uint32_t> exact;
        exact.costs = {13860, 19601};
        double worst = 0.0;
        uint64_t expanded = 0;
        uint64_t pruned_expanded = 0;
        uint64_t units = 0;
        size_t ran = 0;
        for (size_t k = part.part * part.every; k < scenarios.size(); k += part.parts * part.every) {
            ++ran;
            const fixpath_host::Scenario& s = scenarios[k];
            fixpath::JumpPointSearch<fixpath::BitMap, State> search(bits.view(), *state, columns);
            ASSERT_EQ(search.begin(s.start, s.goal, exact), fixpath::Status::InProgress) << file << ":" << s.line;
            ASSERT_EQ(search.run(), fixpath::Status::Found) << file << ":" << s.line;
            const double length = search.cost() / 13860.0;
            const double err = std::fabs(length - s.optimal);
            ASSERT_LE(err, std::max(1e-5 * s.optimal, s.optimal_tolerance))
                << file << ":" << s.line << " reported " << length << ", optimal " << s.optimal;
            worst = std::max(worst, s.optimal > 0 ? err / s.optimal : 0.0);
            // The path: from start to goal, legal (adjacent, open, no corner
            // cut), costing what the search reported.
            const auto check_path = [&](const fixpath::PathInfo<uint32_t>& info, uint32_t cost) {
                ASSERT_EQ(info.status, fixpath::Status::Found);
                ASSERT_EQ(info.cost, cost);
                ASSERT_EQ(path[0], s.start);
                ASSERT_EQ(path[info.length - 1], s.goal);
                uint64_t walked = 0;
                for (uint32_t i = 1; i < info.length; ++i) {
                    const int dx = path[i].x - path[i - 1].x;
                    const int dy = path[i].y - path[i - 1].y;
                    ASSERT_TRUE(dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1 && (dx | dy) != 0);
                    ASSERT_NE(map.at(path[i].x, path[i].y), 0);
                    if (dx != 0 && dy != 0) {
                        ASSERT_NE(map.at(path[i - 1].x + dx, path[i - 1].y), 0);
                        ASSERT_NE(map.at(path[i - 1].x, path[i - 1].y + dy), 0);
                    }
                    walked += dx != 0 && dy != 0 ? 19601u : 13860u;
                }
                ASSERT_EQ(walked, cost);
            };
            check_path(search.path(path.data(), static_cast<uint32_t>(path.size())), search.cost());
            if (HasFatalFailure()) return;
            // Another search of the same query: found at the same cost, its
            // path legal and costing that.
            const auto check_same = [&](auto& other, const char* what) {
                ASSERT_EQ(other.begin(s.start, s.goal, exact), fixpath::Status::InProgress) << what;
                ASSERT_EQ(other.run(), fixpath::Status::Found) << file << ":" << s.line << " (" << what << ")";
                ASSERT_EQ(other.cost(), search.cost()) << file << ":" << s.line << " (" << what << ")";
                check_path(other.path(path.data(), static_cast<uint32_t>(path.size())), other.cost());
            };
            // JPS2: its bent rays written back as a legal path.
            fixpath::JumpPointSearch<fixpath::BitMap, PrunedState> pruned(bits.view(), *pruned_state, columns);
            check_same(pruned, "pruned");
            if (HasFatalFailure()) return;
            pruned_expanded += pruned.stats().expanded;
            expanded += search.stats().expanded;
            units += search.scan_units();
            // JPS+ and JPS2+: from the jump table.
            fixpath::TableJumpPointSearch<fixpath::BitMap, State> plus(bits.view(), *state, jumps);
            check_same(plus, "jump table");
            if (HasFatalFailure()) return;
            fixpath::TableJumpPointSearch<fixpath::BitMap, PrunedState> pruned_plus(bits.view(), *pruned_state, jumps);
            check_same(pruned_plus, "pruned, jump table");
            if (HasFatalFailure()) return;
        }
        std::printf("[ movingai jps ] %s: %zu of %zu scenarios, worst relative error %.2e, %.1f jump points and %.1f "
                    "scan units a query; pruned %.1f jump points\n",
                    std::filesystem::path(file).filename().c_str(), ran, scenarios.size(), worst,
                    static_cast<double>(expanded) / static_cast<double>(ran),
                    static_cast<double>(units) / static_cast<double>(ran),
                    static_cast<double>(pruned_expanded) / static_cast<double>(ran));
    }
}

INSTANTIATE_TEST_SUITE_P(EveryMap, MovingAIJumpPointMap, ::testing::ValuesIn(every_part()),
                         [](const ::testing::TestParamInfo<MapPart>& param) {
                             std::string name = param.param.map;
                             if (param.param.parts > 1) {
                                 name += "_part" + std::to_string(param.param.part + 1) + "of" +
                                         std::to_string(param.param.parts);
                             }
                             for (char& c : name) {
                                 if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                             }
                             return name;
                         });

}  // namespace
