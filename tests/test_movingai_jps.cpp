// Jump point search on every scenario of every Moving AI map in the data
// directory, with costs 13860/19601: cost / 13860 is the benchmark's optimal
// length within 1e-5 relative, the path written is legal and costs that,
// and the jump table (JPS+) gives the same cost. Skipped with a message when the data (FIXPATH_MOVINGAI_DIR) is absent.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <fixpath/fixpath.hpp>
#include <fixpath_host/grid_file.hpp>
#include <fixpath_host/scenario_file.hpp>

namespace {

const std::string kDataDir = FIXPATH_MOVINGAI_DIR;

using State = fixpath::JumpPointState<fixpath::DenseState<1024 * 1024, uint32_t>>;

// Every scenario; under the sanitizers (about 10x slower) every 5th.
#if defined(__SANITIZE_ADDRESS__)
constexpr size_t kEvery = 5;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr size_t kEvery = 5;
#else
constexpr size_t kEvery = 1;
#endif
#else
constexpr size_t kEvery = 1;
#endif

// The ten maps of the benchmark set (../shared/bench/movingai/SOURCES.md),
// one test each so that ctest runs them side by side; AllMapsAreCovered
// fails if the directory holds a scenario file that is not in this list.
const char* const kMaps[] = {"8room_000",    "AR0011SR", "AcrosstheCape",  "Berlin_0_512",   "arena",
                             "brc202d",      "den520d",  "maze512-1-0",    "random512-10-0", "random512-40-0"};

TEST(MovingAIJumpPoints, AllMapsAreCovered) {
    std::error_code ec;
    size_t seen = 0;
    for (const auto& entry : std::filesystem::directory_iterator(kDataDir, ec)) {
        const std::string name = entry.path().filename().string();
        if (name.size() > 9 && name.compare(name.size() - 9, 9, ".map.scen") == 0) {
            ++seen;
            const std::string map = name.substr(0, name.size() - 9);
            EXPECT_TRUE(std::find(std::begin(kMaps), std::end(kMaps), map) != std::end(kMaps))
                << name << " is not in kMaps: add it";
        }
    }
    if (seen == 0) {
        GTEST_SKIP() << "Moving AI data not found in " << kDataDir << " (set the CMake option FIXPATH_MOVINGAI_DIR)";
    }
}

class MovingAIJumpPointMap : public ::testing::TestWithParam<const char*> {};

TEST_P(MovingAIJumpPointMap, EveryScenario) {
    const std::string file = kDataDir + "/" + GetParam() + ".map.scen";
    if (!std::filesystem::exists(file)) {
        GTEST_SKIP() << "Moving AI data not found in " << kDataDir << " (set the CMake option FIXPATH_MOVINGAI_DIR)";
    }
    auto state = std::make_unique<State>();
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
        std::vector<uint8_t> column_bytes(static_cast<size_t>(fixpath::BitMap::bytes_needed(map.height, map.width)));
        ASSERT_TRUE(fixpath::column_map(bits.view(), column_bytes.data(), static_cast<uint32_t>(column_bytes.size())));
        const fixpath::BitMap columns(column_bytes.data(), map.height, map.width);
        std::vector<int16_t> table(fixpath::JumpTable::entries_for(map.width, map.height));
        ASSERT_TRUE(fixpath::build_jump_table(bits.view(), table.data(), static_cast<uint32_t>(table.size())));
        const fixpath::JumpTable jumps(table.data(), map.width, map.height);
        fixpath::SearchOptions<uint32_t> exact;
        exact.costs = {13860, 19601};
        double worst = 0.0;
        uint64_t expanded = 0;
        uint64_t units = 0;
        for (size_t k = 0; k < scenarios.size(); k += kEvery) {
            const fixpath_host::Scenario& s = scenarios[k];
            fixpath::JumpPointSearch<fixpath::BitMap, State> search(bits.view(), *state, columns);
            ASSERT_EQ(search.begin(s.start, s.goal, exact), fixpath::Status::InProgress) << file << ":" << s.line;
            ASSERT_EQ(search.run(), fixpath::Status::Found) << file << ":" << s.line;
            const double length = search.cost() / 13860.0;
            const double err = std::fabs(length - s.optimal);
            ASSERT_LE(err, std::max(1e-5 * s.optimal, s.optimal_tolerance))
                << file << ":" << s.line << " reported " << length << ", optimal " << s.optimal;
            worst = std::max(worst, s.optimal > 0 ? err / s.optimal : 0.0);
            const auto info = search.path(path.data(), static_cast<uint32_t>(path.size()));
            ASSERT_EQ(info.status, fixpath::Status::Found);
            ASSERT_EQ(info.cost, search.cost());
            ASSERT_EQ(path[0], s.start);
            ASSERT_EQ(path[info.length - 1], s.goal);
            for (uint32_t i = 1; i < info.length; ++i) {  // legal: adjacent, open, no corner cut
                const int dx = path[i].x - path[i - 1].x;
                const int dy = path[i].y - path[i - 1].y;
                ASSERT_TRUE(dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1 && (dx | dy) != 0);
                ASSERT_NE(map.at(path[i].x, path[i].y), 0);
                if (dx != 0 && dy != 0) {
                    ASSERT_NE(map.at(path[i - 1].x + dx, path[i - 1].y), 0);
                    ASSERT_NE(map.at(path[i - 1].x, path[i - 1].y + dy), 0);
                }
            }
            expanded += search.stats().expanded;
            units += search.scan_units();
            // JPS+: the same cost from the jump table.
            fixpath::JumpPointSearch<fixpath::BitMap, State> plus(bits.view(), *state, jumps);
            ASSERT_EQ(plus.begin(s.start, s.goal, exact), fixpath::Status::InProgress);
            ASSERT_EQ(plus.run(), fixpath::Status::Found) << file << ":" << s.line;
            ASSERT_EQ(plus.cost(), search.cost()) << file << ":" << s.line << " (jump table)";
            const auto plus_path = plus.path(path.data(), static_cast<uint32_t>(path.size()));
            ASSERT_EQ(plus_path.cost, search.cost());
        }
        const size_t ran = (scenarios.size() + kEvery - 1) / kEvery;
        std::printf("[ movingai jps ] %s: %zu of %zu scenarios, worst relative error %.2e, %.1f jump points and %.1f "
                    "scan units a query\n",
                    std::filesystem::path(file).filename().c_str(), ran, scenarios.size(), worst,
                    static_cast<double>(expanded) / static_cast<double>(ran),
                    static_cast<double>(units) / static_cast<double>(ran));
    }
}

INSTANTIATE_TEST_SUITE_P(EveryMap, MovingAIJumpPointMap, ::testing::ValuesIn(kMaps),
                         [](const ::testing::TestParamInfo<const char*>& param) {
                             std::string name = param.param;
                             for (char& c : name) {
                                 if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                             }
                             return name;
                         });

}  // namespace
