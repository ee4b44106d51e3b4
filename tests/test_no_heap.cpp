// Zero heap: this binary replaces malloc/calloc/realloc/free and every
// operator new/delete with counting versions (fixpath_host/counting_allocator.hpp),
// then asserts that thousands of searches, of every kind,
// allocate nothing. A positive control proves the counters see allocations.
#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <vector>

#include <fixpath/fixpath.hpp>
#include <fixpath_host/counting_allocator.hpp>

#include "support/random_grid.hpp"

namespace {

using fixpath::Point;

fixpath::DenseState<64 * 64, uint16_t> g_dense16;
fixpath::DenseState<64 * 64, uint32_t> g_dense32;
fixpath::BoundedState<1024, uint32_t> g_bounded;
fixpath::DenseState<21 * 21, uint32_t> g_window;
uint32_t g_distances[21 * 21];
uint16_t g_field_distances[64 * 64];
uint8_t g_field_directions[fixpath::FlowField<fixpath::ByteCostMap, decltype(g_dense16)>::direction_bytes(64 * 64)];
uint32_t g_field_scratch[1024];
Point g_path[64 * 64];

TEST(NoHeap, CountersSeeAllocations) {
    // Positive control: if this fails, the zero below proves nothing.
    const long before = counting::calls.load();
    std::vector<int>* v = new std::vector<int>(100);
    void* m = std::malloc(10);
    const long after = counting::calls.load();
    std::free(m);
    delete v;
    EXPECT_GE(after - before, 3);
}

TEST(NoHeap, ThousandsOfSearchesAllocateNothing) {
    // Maps are made before counting; the searches themselves must not allocate.
    std::mt19937 rng(2024);
    std::vector<fixpath_test::PlainGrid> maps;
    for (int i = 0; i < 40; ++i) {
        maps.push_back(fixpath_test::random_grid(rng, 64, 64, i % 40, i % 3 == 0 ? 9 : 1));
    }
    std::vector<std::pair<Point, Point>> queries;
    for (int i = 0; i < 4000; ++i) {
        const auto& g = maps[static_cast<size_t>(i) % maps.size()];
        queries.emplace_back(fixpath_test::random_passable(rng, g), fixpath_test::random_passable(rng, g));
    }
    int found = 0, bounded_found = 0;
    const long before = counting::calls.load();
    for (size_t i = 0; i < queries.size(); ++i) {
        const auto& g = maps[i % maps.size()];
        const fixpath::ByteCostMap map(g.costs.data(), g.width, g.height);
        const Point s = queries[i].first, t = queries[i].second;
        fixpath::SearchOptions<uint16_t> o16;
        o16.moves = i % 2 ? fixpath::Moves::Eight : fixpath::Moves::Four;
        const auto a = fixpath::find_path(map, g_dense16, s, t, g_path, 64 * 64, o16);
        const auto b = fixpath::find_path(map, g_dense32, s, t, g_path, 64 * 64);
        const auto c = fixpath::find_path(map, g_bounded, s, t, g_path, 64 * 64);
        fixpath::GridSearch<fixpath::ByteCostMap, decltype(g_dense32)> sliced(map, g_dense32);
        sliced.begin(s, t);
        while (sliced.step(7) == fixpath::Status::InProgress) {
        }
        sliced.turning_points(g_path, 64 * 64);
        fixpath::GridSearch<fixpath::ByteCostMap, decltype(g_window)> fill(map, g_window);
        fill.begin_fill(s, fixpath::Area::around(s, 10), g_distances);
        fill.run();
        if (i % 20 == 0) {  // a flow field toward two goals, then a repair after an edit
            fixpath::FlowField<fixpath::ByteCostMap, decltype(g_dense16)> field(
                map, g_dense16, {0, 0, g.width, g.height}, g_field_distances, g_field_directions, g_field_scratch, 1024);
            const Point goals[2] = {s, t};
            field.begin(goals, 2);
            field.run();
            const Point changed = queries[(i + 1) % queries.size()].first;
            field.begin_repair(&changed, 1);
            field.run();
            Point next;
            field.next_step(t, next);
            const uint32_t n = field.trace(t, g_path, 64 * 64);
            const uint32_t kept = fixpath::smooth_path(map, g_path, n, g_path, 64 * 64);
            static fixpath::FixedPoint waypoints[64 * 64];
            fixpath::vary_path(map, g_path, kept, waypoints, 64 * 64, static_cast<uint32_t>(i) + 1u, 90);
            fixpath::PathFollower follower(waypoints, kept, 100);
            while (!follower.finished()) {
                follower.tick();
            }
        }
        found += a.status == fixpath::Status::Found;
        bounded_found += c.status == fixpath::Status::Found && b.status == fixpath::Status::Found;
    }
    const long allocations = counting::calls.load() - before;
    EXPECT_EQ(allocations, 0);
    EXPECT_GT(found, 2000);  // the searches did real work
    EXPECT_GT(bounded_found, 1000);
    std::printf("[ no heap ] %zu queries x 5 searches, %d found (dense), %d (bounded), %ld allocations\n",
                queries.size(), found, bounded_found, allocations);
}

}  // namespace

int main(int argc, char** argv) {
    testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
