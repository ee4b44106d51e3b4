// The device scenario battery (tests/device), run on the host with the same
// runner code the Cortex-M and GBA builds use: every expected outcome in the
// committed battery_data.inc must still match what the library computes
// (the runners that battery_gen computed them with: tools/battery_runner.hpp).
#include <gtest/gtest.h>

#include <cstdio>
#include <memory>
#include <string>

#include "../ports/host/tools/battery_runner.hpp"
#include "device/small_battery.hpp"

#include "device/battery_data.inc"        // NOLINT: generated data, namespace battery::data
#include "device/graph_battery_data.inc"  // NOLINT: generated data, namespace graph_battery::data
#include "device/small_battery_expected.inc"  // NOLINT: namespace small_battery

namespace {

TEST(DeviceBattery, GoldenOutcomesMatchTheLibrary) {
    auto memory = std::make_unique<battery::Memory>();
    const size_t count = sizeof(battery::data::kCases) / sizeof(battery::data::kCases[0]);
    ASSERT_GE(count, 150u);
    size_t passed = 0;
    for (size_t i = 0; i < count; ++i) {
        const battery::Outcome got = battery_host::run_case(battery::data::kMaps, battery::data::kCases[i], *memory);
        const battery::Outcome& want = battery::data::kExpected[i];
        EXPECT_TRUE(battery::same(got, want))
            << "case " << i << ": status " << int(got.status) << "/" << int(want.status) << " cost " << got.cost << "/"
            << want.cost << " length " << got.length << "/" << want.length << " expanded " << got.expanded << "/"
            << want.expanded << " hash " << got.hash << "/" << want.hash
            << " (regenerate with battery_gen if the change is intended)";
        passed += battery::same(got, want);
    }
    EXPECT_EQ(passed, count);
}

TEST(DeviceBattery, GraphGoldenOutcomesMatchTheLibrary) {
    auto memory = std::make_unique<graph_battery::Memory>();
    const size_t count = sizeof(graph_battery::data::kCases) / sizeof(graph_battery::data::kCases[0]);
    ASSERT_GE(count, 70u);
    size_t passed = 0, found = 0;
    for (size_t i = 0; i < count; ++i) {
        const graph_battery::Case& c = graph_battery::data::kCases[i];
        ASSERT_TRUE(graph_battery::runnable(graph_battery::data::kGraphs, c));
        const battery::Outcome got = battery_host::run_graph_case(graph_battery::data::kGraphs, c, *memory);
        const battery::Outcome& want = graph_battery::data::kExpected[i];
        EXPECT_TRUE(battery::same(got, want))
            << "graph case " << i << ": status " << int(got.status) << "/" << int(want.status) << " cost " << got.cost
            << "/" << want.cost << " length " << got.length << "/" << want.length << " expanded " << got.expanded << "/"
            << want.expanded << " hash " << got.hash << "/" << want.hash
            << " (regenerate with battery_gen if the change is intended)";
        passed += battery::same(got, want);
        found += want.status == static_cast<uint8_t>(fixpath::Status::Found);
    }
    EXPECT_EQ(passed, count);
    EXPECT_GE(found, 30u);
    // The seed's worked example is the first case: 1 -> 5 costs 9 over 5 nodes.
    EXPECT_EQ(graph_battery::data::kExpected[0].cost, 9u);
    EXPECT_EQ(graph_battery::data::kExpected[0].length, 5u);
}

TEST(DeviceBattery, PoolAndDenseAgreeWhenThePoolSuffices) {
    const size_t count = sizeof(battery::data::kCases) / sizeof(battery::data::kCases[0]);
    int pairs = 0;
    for (size_t i = 0; i + 1 < count; ++i) {
        const battery::Case& a = battery::data::kCases[i];
        const battery::Case& b = battery::data::kCases[i + 1];
        if (a.layout != battery::kPool || b.layout != battery::kDense64) continue;
        const battery::Outcome& pa = battery::data::kExpected[i];
        const battery::Outcome& pb = battery::data::kExpected[i + 1];
        if (pa.status == static_cast<uint8_t>(fixpath::Status::OutOfNodes)) continue;
        EXPECT_TRUE(battery::same(pa, pb)) << "case " << i;
        ++pairs;
    }
    EXPECT_GE(pairs, 30);
}

}  // namespace

// The 8-bit boards' battery (tests/device/small_battery.hpp): the committed
// outcomes are the library's on the host, for both memory profiles; the AVR
// port checks the same tables on the ATmega328P and the ATmega1280.
namespace {

template <bool Dense>
void expect_small_battery(const small_battery::Outcome (&expected)[small_battery::kCaseCount], const char* name) {
    auto memory = std::make_unique<small_battery::Memory<Dense>>();
    std::string table;
    bool same = true;
    for (uint32_t i = 0; i < small_battery::kCaseCount; ++i) {
        small_battery::Outcome got{};
        EXPECT_TRUE(small_battery::run_case(small_battery::load(i), *memory, got));
        const small_battery::Outcome& want = expected[i];
        same = same && got.status == want.status && got.cost == want.cost && got.length == want.length &&
               got.expanded == want.expanded && got.hash == want.hash;
        char line[128];
        std::snprintf(line, sizeof line, "    {%u, %lu, %lu, %lu, 0x%08lxu},\n", unsigned{got.status},
                      static_cast<unsigned long>(got.cost), static_cast<unsigned long>(got.length),
                      static_cast<unsigned long>(got.expanded), static_cast<unsigned long>(got.hash));
        table += line;
    }
    EXPECT_TRUE(same) << name << " differs from the library; the library's outcomes:\n" << table;
}

}  // namespace

TEST(SmallBattery, UnoProfileMatchesTheLibrary) {
    expect_small_battery<false>(small_battery::kSmallExpected, "kSmallExpected");
}
TEST(SmallBattery, MegaProfileMatchesTheLibrary) {
    expect_small_battery<true>(small_battery::kDenseExpected, "kDenseExpected");
}

TEST(SmallBattery, EveryKindOfOutcomeIsCovered) {
    // Found paths, refusals, pools that run out, complete fills and ranges:
    // a battery of one outcome would catch little.
    bool found = false, refused = false, out_of_nodes = false, complete = false;
    for (const auto& o : small_battery::kSmallExpected) {
        const auto s = static_cast<fixpath::Status>(o.status);
        found = found || s == fixpath::Status::Found;
        refused = refused || s == fixpath::Status::InvalidGoal;
        out_of_nodes = out_of_nodes || s == fixpath::Status::OutOfNodes;
        complete = complete || s == fixpath::Status::Complete;
    }
    EXPECT_TRUE(found && refused && out_of_nodes && complete);
}

TEST(SmallBattery, FlashGraphViewAnswersAsGraphView) {
    // The battery's graph read through FlashGraphView (program memory on
    // AVR) and through GraphView: the same scale, and every route the same.
    const fixpath::FlashGraphView flash(small_battery::kGraphNodes, 8, small_battery::kGraphFirst,
                                        small_battery::kGraphArcs);
    const fixpath::GraphView plain(small_battery::kGraphNodes, 8, small_battery::kGraphFirst, small_battery::kGraphArcs);
    EXPECT_EQ(flash.scale().mantissa, plain.scale().mantissa);
    EXPECT_EQ(flash.scale().shift, plain.scale().shift);
    static fixpath::GraphState<8, uint16_t> state;
    for (uint32_t a = 0; a < 8; ++a) {
        for (uint32_t b = 0; b < 8; ++b) {
            for (const auto algorithm : {fixpath::GraphAlgorithm::AStar, fixpath::GraphAlgorithm::Dijkstra}) {
                fixpath::GraphOptions o;
                o.algorithm = algorithm;
                fixpath::NodeId x[8], y[8];
                const auto rf = fixpath::find_route(flash, state, a, b, x, 8, o);
                const auto rp = fixpath::find_route(plain, state, a, b, y, 8, o);
                ASSERT_EQ(rf.status, rp.status);
                ASSERT_EQ(rf.cost, rp.cost);
                ASSERT_EQ(rf.length, rp.length);
                EXPECT_EQ(rf.stats.expanded, rp.stats.expanded);
                for (uint32_t k = 0; k < rf.length; ++k) EXPECT_EQ(x[k], y[k]);
            }
        }
    }
}
