// The two open lists: the bucket queue against a plain multiset, its tie
// rule, and grid searches on states of every OpenList kind against the
// plain reference Dijkstra (support/), including what the bucket-only kind
// refuses and the cases that use its coarse level and far list.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "support/random_grid.hpp"
#include "support/reference_search.hpp"

namespace {

using fixpath::Point;

constexpr uint32_t kQueueCapacity = 2000;
using Heap = fixpath::BinaryHeap<uint16_t, uint32_t, kQueueCapacity, true, true>;
using Entry = Heap::Entry;
using Queue = fixpath::BucketQueue<Entry, uint16_t, kQueueCapacity>;

// The queue beside a plain multiset of what it should hold: push() goes to
// both; pop() pops the queue and checks that it gave a smallest key still
// queued and an entry that went in and has not come back.
struct Mirror {
    Entry* entries;
    Queue& queue;
    std::multimap<uint32_t, uint16_t> reference;  // key -> id
    uint16_t next_id = 0;

    void push(uint32_t key) {
        const uint16_t id = next_id++;
        queue.push(entries, key, key / 2, id);
        reference.emplace(key, id);
    }
    ::testing::AssertionResult pop(uint32_t& key) {
        if (queue.size() != reference.size()) {
            return ::testing::AssertionFailure() << "size " << queue.size() << ", expected " << reference.size();
        }
        const Entry e = queue.pop(entries);
        key = e.f();
        if (key != reference.begin()->first) {
            return ::testing::AssertionFailure() << "key " << key << ", expected " << reference.begin()->first;
        }
        auto range = reference.equal_range(key);
        auto it = std::find_if(range.first, range.second, [&](const auto& kv) { return kv.second == e.id; });
        if (it == range.second) {
            return ::testing::AssertionFailure() << "entry " << e.id << " came back twice or never went in (this round)";
        }
        reference.erase(it);
        return ::testing::AssertionSuccess();
    }
};

// Random monotone traffic: sources in any order before the first pop, then
// pushes at or above the key last popped, spread from a step or two up to far
// beyond the two levels (keys up to 2^18 ahead), with a granularity. Every
// pop must give a smallest key still queued, and every entry comes back once.
TEST(BucketQueue, PopsInKeyOrderWhateverTheSpread) {
    static Entry entries[kQueueCapacity];
    static Queue queue;
    for (uint32_t seed = 1; seed <= 300; ++seed) {
        std::mt19937 engine(seed);
        auto rng = [&engine] { return static_cast<uint32_t>(engine()); };
        const uint32_t shift = rng() % 3;
        const uint32_t spread_bits = 3 + rng() % 16;  // keys stay below 2^32
        queue.clear();
        queue.set_granularity(shift);
        Mirror m{entries, queue, {}, 0};
        uint32_t last = 0;
        // (Every key a multiple of 2^shift, as the grid search guarantees.)
        const uint32_t sources = 1 + rng() % 20;
        for (uint32_t i = 0; i < sources; ++i) {
            m.push((rng() % (1u << spread_bits)) << shift);
        }
        SCOPED_TRACE("seed " + std::to_string(seed));
        while (!m.reference.empty()) {
            uint32_t key = 0;
            ASSERT_TRUE(m.pop(key));
            ASSERT_GE(key, last);
            last = key;
            const uint32_t pushes = m.next_id < 1900 ? rng() % 4 : 0;
            for (uint32_t i = 0; i < pushes; ++i) {
                const uint32_t ahead = rng() % 4 == 0 ? rng() % (1u << spread_bits) : rng() % 40;
                m.push(((key >> shift) + ahead) << shift);
            }
        }
        ASSERT_TRUE(queue.empty());
        EXPECT_LE(queue.high_water(), m.next_id);
    }
}

// A query abandoned with entries still queued (a goal found, a new begin):
// clear() drops them wherever they wait (fine level from the current key up,
// coarse level, far list), and the next round pops only its own entries, in
// key order. The queue lives on across rounds, as a state's does.
TEST(BucketQueue, ClearDropsWhatAnAbandonedQueryLeft) {
    static Entry entries[kQueueCapacity];
    static Queue queue;
    uint32_t abandoned_with_entries = 0;
    for (uint32_t seed = 1; seed <= 400; ++seed) {
        std::mt19937 engine(seed);
        auto rng = [&engine] { return static_cast<uint32_t>(engine()); };
        const uint32_t spread_bits = 3 + rng() % 14;
        queue.clear();
        Mirror m{entries, queue, {}, 0};
        const uint32_t sources = 1 + rng() % 8;
        for (uint32_t i = 0; i < sources; ++i) {
            m.push(rng() % (1u << spread_bits));
        }
        const uint32_t stop_after = rng() % 3 == 0 ? 0xFFFFFFFFu : rng() % 300;  // most rounds abandoned
        SCOPED_TRACE("seed " + std::to_string(seed));
        for (uint32_t pops = 0; !m.reference.empty() && pops < stop_after; ++pops) {
            uint32_t key = 0;
            ASSERT_TRUE(m.pop(key));
            const uint32_t pushes = m.next_id < 1900 ? rng() % 4 : 0;
            for (uint32_t i = 0; i < pushes; ++i) {
                m.push(key + (rng() % 4 == 0 ? rng() % (1u << spread_bits) : rng() % 300));
            }
        }
        ASSERT_EQ(queue.size(), m.reference.size());
        abandoned_with_entries += m.reference.empty() ? 0u : 1u;
    }
    EXPECT_GT(abandoned_with_entries, 200u);
}

// The documented tie rule: equal keys pushed into the current block come
// out last in, first out.
TEST(BucketQueue, EqualKeysLastInFirstOut) {
    static Entry entries[16];
    static fixpath::BucketQueue<Entry, uint16_t, 16> queue;
    queue.clear();
    queue.push(entries, 100, 0, 0);
    EXPECT_EQ(queue.pop(entries).id, 0);  // the first pop makes 100 the current key
    for (uint16_t id = 1; id <= 3; ++id) {
        queue.push(entries, 104, 4, id);
    }
    EXPECT_EQ(queue.pop(entries).id, 3);
    EXPECT_EQ(queue.pop(entries).id, 2);
    EXPECT_EQ(queue.pop(entries).id, 1);
}

// A source whose cost is not a multiple of the step costs' granularity
// lowers it (before the first pop), so its key stays exact.
TEST(BucketQueue, AdmitLowersTheGranularity) {
    static Entry entries[8];
    static fixpath::BucketQueue<Entry, uint16_t, 8> queue;
    queue.clear();
    queue.set_granularity(2);  // keys 0, 4, 8, ...
    queue.admit(7);
    queue.push(entries, 8, 0, 1);
    queue.push(entries, 7, 0, 2);
    EXPECT_EQ(queue.pop(entries).id, 2);
    EXPECT_EQ(queue.pop(entries).id, 1);
}

constexpr int32_t kSide = 32;
constexpr uint32_t kCells = kSide * kSide;
template <fixpath::OpenList Open>
using StateOf = fixpath::DenseState<kCells, uint32_t, kCells, Open>;
StateOf<fixpath::OpenList::Auto> g_auto;
StateOf<fixpath::OpenList::Buckets> g_buckets;
StateOf<fixpath::OpenList::Heap> g_heap;
StateOf<fixpath::OpenList::CellBuckets> g_cell_buckets;
fixpath::BoundedState<kCells, uint32_t, kCells, fixpath::OpenList::Buckets> g_bounded_buckets;
Point g_path[kCells + 1];
Point g_other[kCells + 1];

struct CostPair {
    uint32_t straight, diagonal;
};

// Every kind finds the reference optimum (weight 1, consistent heuristics);
// the bucket-only kind, with a pool that can run out too, finds it or says
// OutOfNodes. Step costs up to 13860/19601 put keys thousands apart: the
// buckets' coarse level and far list are exercised.
TEST(OpenLists, EveryKindFindsTheOptimum) {
    const CostPair pairs[] = {{10, 14}, {1, 1}, {5, 7}, {3, 5}, {1000, 1414}, {13860, 19601}};
    const int multipliers[] = {1, 4, 255};
    int compared = 0, used_buckets = 0, moved_entries = 0, same_order = 0;
    for (uint32_t seed = 1; seed <= 1500; ++seed) {
        std::mt19937 engine(seed);
        auto rng = [&engine] { return static_cast<uint32_t>(engine()); };
        const auto grid = fixpath_test::random_grid(engine, 1 + static_cast<int32_t>(rng() % kSide),
                                                    1 + static_cast<int32_t>(rng() % kSide),
                                                    static_cast<int>(rng() % 40), multipliers[rng() % 3]);
        fixpath_test::Rules rules;
        rules.moves = rng() % 2 ? fixpath::Moves::Eight : fixpath::Moves::Four;
        rules.corners = static_cast<fixpath::CornerRule>(rng() % 3);
        const CostPair cp = pairs[rng() % 6];
        rules.straight = cp.straight;
        rules.diagonal = cp.diagonal;
        fixpath::SearchOptions<uint32_t> options;
        options.moves = rules.moves;
        options.corners = rules.corners;
        options.costs = {cp.straight, cp.diagonal};
        options.heuristic = rng() % 3 == 0 ? fixpath::Heuristic::Zero
                                           : (rng() % 2 ? fixpath::Heuristic::Chebyshev : fixpath::Heuristic::Octile);
        const Point start = fixpath_test::random_passable(engine, grid);
        const Point goal = fixpath_test::random_passable(engine, grid);
        if (grid.at(start.x, start.y) == 0 || grid.at(goal.x, goal.y) == 0) {
            continue;
        }
        SCOPED_TRACE("seed " + std::to_string(seed));
        const auto ref = fixpath_test::reference_distances(grid, rules, start);
        const uint64_t optimal = ref[static_cast<size_t>(goal.y * grid.width + goal.x)];
        const fixpath::ByteCostMap map(grid.costs.data(), grid.width, grid.height);
        const fixpath::Status expected = optimal == fixpath_test::kInfinite ? fixpath::Status::NoPath : fixpath::Status::Found;

        const auto heap = fixpath::find_path(map, g_heap, start, goal, g_path, kCells + 1, options);
        ASSERT_EQ(heap.status, expected);
        const auto automatic = fixpath::find_path(map, g_auto, start, goal, g_path, kCells + 1, options);
        ASSERT_EQ(automatic.status, expected);
        const auto buckets = fixpath::find_path(map, g_buckets, start, goal, g_path, kCells + 1, options);
        ASSERT_EQ(buckets.status, expected);
        if (expected == fixpath::Status::Found) {
            ASSERT_EQ(heap.cost, optimal);
            ASSERT_EQ(automatic.cost, optimal);
            ASSERT_EQ(buckets.cost, optimal);
            uint64_t walked = 0;
            ASSERT_EQ(fixpath_test::check_path(grid, rules, {0, 0, grid.width, grid.height}, g_path, buckets.length,
                                               start, walked),
                      "");
            ASSERT_EQ(walked, optimal);
        }
        // The node-pool layout with the same open list expands the same
        // cells, and so do the buckets in place (CellBuckets).
        const auto pooled = fixpath::find_path(map, g_bounded_buckets, start, goal, g_other, kCells + 1, options);
        ASSERT_EQ(pooled.status, buckets.status);
        ASSERT_EQ(pooled.stats.expanded, buckets.stats.expanded);
        ASSERT_EQ(pooled.length, buckets.length);
        for (uint32_t i = 0; i < buckets.length; ++i) {
            ASSERT_EQ(g_other[i], g_path[i]) << i;
        }
        // (With keys spread beyond the two levels, step costs in the
        // thousands, a stale copy in the far list may change the order
        // among equal f: bucket_queue.hpp. The optimum, always.)
        const auto in_place = fixpath::find_path(map, g_cell_buckets, start, goal, g_other, kCells + 1, options);
        ASSERT_EQ(in_place.status, buckets.status);
        ASSERT_EQ(in_place.cost, buckets.cost);
        ASSERT_LE(in_place.stats.pushed, buckets.stats.pushed);  // (a decrease-key moves its entry: no push)
        moved_entries += in_place.stats.pushed < buckets.stats.pushed ? 1 : 0;
        if (cp.straight < 1000) {
            ASSERT_EQ(in_place.stats.expanded, buckets.stats.expanded);
            ASSERT_EQ(in_place.length, buckets.length);
            for (uint32_t i = 0; i < buckets.length; ++i) {
                ASSERT_EQ(g_other[i], g_path[i]) << i;
            }
            ++same_order;
        }
        fixpath::GridSearch<fixpath::ByteCostMap, decltype(g_auto)> probe(map, g_auto);
        probe.begin(start, goal, options);
        used_buckets += probe.uses_buckets() ? 1 : 0;
        ++compared;
    }
    EXPECT_GT(compared, 1000);
    EXPECT_GT(moved_entries, 300);            // decrease-keys in place
    EXPECT_GT(same_order, 600);
    EXPECT_GT(used_buckets, 300);             // small step costs: buckets under Auto
    EXPECT_LT(used_buckets, compared - 100);  // 1000/1414 and 13860/19601: the heap under Auto
}

// What the bucket-only kind refuses, and what Auto does instead.
TEST(OpenLists, BucketOnlyRefusesWhatItCannotOrder) {
    std::vector<uint8_t> cells(16 * 16, 1);
    const fixpath::ByteCostMap map(cells.data(), 16, 16);
    fixpath::GridSearch<fixpath::ByteCostMap, decltype(g_buckets)> buckets(map, g_buckets);
    fixpath::GridSearch<fixpath::ByteCostMap, decltype(g_auto)> automatic(map, g_auto);
    fixpath::SearchOptions<uint32_t> weighted;
    weighted.weight = {3, 2};
    fixpath::SearchOptions<uint32_t> inconsistent;
    inconsistent.heuristic = fixpath::Heuristic::Manhattan;  // 8 moves, D < 2S
    for (const auto& options : {weighted, inconsistent}) {
        EXPECT_EQ(buckets.begin({0, 0}, {15, 15}, options), fixpath::Status::InvalidOptions);
        EXPECT_EQ(automatic.begin({0, 0}, {15, 15}, options), fixpath::Status::InProgress);
        EXPECT_FALSE(automatic.uses_buckets());
        EXPECT_EQ(automatic.run(), fixpath::Status::Found);
    }
    EXPECT_EQ(buckets.begin({0, 0}, {15, 15}), fixpath::Status::InProgress);
    EXPECT_TRUE(buckets.uses_buckets());
    fixpath::GridSearch<fixpath::ByteCostMap, decltype(g_cell_buckets)> in_place(map, g_cell_buckets);
    for (const auto& options : {weighted, inconsistent}) {
        EXPECT_EQ(in_place.begin({0, 0}, {15, 15}, options), fixpath::Status::InvalidOptions);
        EXPECT_EQ(in_place.path(g_path, kCells + 1).length, 0u);  // no answer left behind
    }
    EXPECT_EQ(in_place.begin({0, 0}, {15, 15}), fixpath::Status::InProgress);
    EXPECT_TRUE(in_place.uses_buckets());
    EXPECT_EQ(in_place.run(), fixpath::Status::Found);
}

// A fill from two seeds, one of odd cost, while the steps are even (10/14):
// keys of both parities meet, so the buckets must lower their granularity
// to keep every distance exact.
TEST(OpenLists, SeedsWithAnyCostKeepFillsExact) {
    int compared = 0;
    for (uint32_t seed = 1; seed <= 200; ++seed) {
        std::mt19937 engine(seed);
        auto rng = [&engine] { return static_cast<uint32_t>(engine()); };
        const auto grid = fixpath_test::random_grid(engine, 20, 20, 25, 9);
        const Point first = fixpath_test::random_passable(engine, grid);
        const Point second = fixpath_test::random_passable(engine, grid);
        if (grid.at(first.x, first.y) == 0 || grid.at(second.x, second.y) == 0 || first == second) {
            continue;
        }
        const uint32_t first_cost = 1 + 2 * (rng() % 50);  // odd
        const uint32_t second_cost = 2 * (rng() % 50);     // even
        const fixpath::ByteCostMap map(grid.costs.data(), 20, 20);
        static uint32_t distances[20 * 20];
        static uint32_t in_place_distances[20 * 20];
        fixpath::GridSearch<fixpath::ByteCostMap, decltype(g_buckets)> fill(map, g_buckets);
        fixpath::GridSearch<fixpath::ByteCostMap, decltype(g_cell_buckets)> in_place(map, g_cell_buckets);
        const fixpath::Area whole{0, 0, 20, 20};
        ASSERT_EQ(fill.begin_seeded(whole, distances, fixpath::SearchOptions<uint32_t>(), fixpath::FillCosts::Outward,
                                    false),
                  fixpath::Status::InProgress);
        ASSERT_EQ(fill.add_seed(first, first_cost, fixpath::kNoDirection), fixpath::Status::InProgress);
        ASSERT_EQ(fill.add_seed(second, second_cost, fixpath::kNoDirection), fixpath::Status::InProgress);
        ASSERT_EQ(fill.run(), fixpath::Status::Complete);
        // In place, with the first seed given twice (its entry moves to the lower cost, in the far list).
        ASSERT_EQ(in_place.begin_seeded(whole, in_place_distances, fixpath::SearchOptions<uint32_t>(),
                                        fixpath::FillCosts::Outward, false),
                  fixpath::Status::InProgress);
        ASSERT_EQ(in_place.add_seed(first, first_cost + 200, fixpath::kNoDirection), fixpath::Status::InProgress);
        ASSERT_EQ(in_place.add_seed(second, second_cost, fixpath::kNoDirection), fixpath::Status::InProgress);
        ASSERT_EQ(in_place.add_seed(first, first_cost, fixpath::kNoDirection), fixpath::Status::InProgress);
        ASSERT_EQ(in_place.run(), fixpath::Status::Complete);
        ASSERT_EQ(in_place.stats().expanded, fill.stats().expanded);
        const auto a = fixpath_test::reference_distances(grid, fixpath_test::Rules{}, first);
        const auto b = fixpath_test::reference_distances(grid, fixpath_test::Rules{}, second);
        for (size_t i = 0; i < a.size(); ++i) {
            const uint64_t via_a = a[i] == fixpath_test::kInfinite ? fixpath_test::kInfinite : a[i] + first_cost;
            const uint64_t via_b = b[i] == fixpath_test::kInfinite ? fixpath_test::kInfinite : b[i] + second_cost;
            const uint64_t want = std::min(via_a, via_b);
            ASSERT_EQ(distances[i], want == fixpath_test::kInfinite ? 0xFFFFFFFFu : want) << "seed " << seed << " cell " << i;
            ASSERT_EQ(in_place_distances[i], distances[i]) << "seed " << seed << " cell " << i;
        }
        ++compared;
    }
    EXPECT_GT(compared, 150);
}

}  // namespace

namespace {

// A heap's owner for the two forms side by side: positions by id, tie key
// the id itself (as a grid state's cell index).
struct PositionBook {
    std::vector<uint32_t> positions = std::vector<uint32_t>(64, 0xFFFFFFFFu);
    void set_heap_position(uint16_t id, uint32_t position) { positions[id] = position; }
    uint32_t tie_key(uint16_t id) const { return id; }
};

}  // namespace

// A small heap kept unordered and scanned at each pop (Scanned, the default
// at small capacities on AVR) against the 4-ary heap, under the same random
// pushes, pops, decrease-keys, key changes and removals, with keys drawn
// from a narrow range so that equal f and equal (f, g) are common: both
// must pop the same entries in the same order (one strict order), hold the
// same entries, and report to their owners positions that point at them.
TEST(OpenLists, ScannedHeapPopsWhatTheOrderedHeapPops) {
    using Ordered = fixpath::BinaryHeap<uint16_t, uint16_t, 48, true, false, false>;
    using Scanned = fixpath::BinaryHeap<uint16_t, uint16_t, 48, true, false, true>;
    static_assert(!Ordered::kScanned && Scanned::kScanned, "one heap of each form");
    std::mt19937 engine(20261202);
    const auto rng = [&engine] { return static_cast<uint32_t>(engine()); };
    uint32_t pops = 0;
    uint32_t equal_key_pops = 0;
    for (int round = 0; round < 400; ++round) {
        Ordered ordered;
        Scanned scanned;
        PositionBook ordered_book;
        PositionBook scanned_book;
        std::vector<uint16_t> open;  // ids in both heaps
        std::vector<bool> used(64, false);
        uint32_t last_key = 0;
        for (int op = 0; op < 300; ++op) {
            const uint32_t kind = rng() % 10;
            if (kind < 4 && open.size() < 48) {  // push a fresh id
                uint16_t id = static_cast<uint16_t>(rng() % 64);
                while (used[id]) {
                    id = static_cast<uint16_t>((id + 1) % 64);
                }
                used[id] = true;
                const uint32_t g = rng() % 6;
                const uint32_t f = g + rng() % 4;
                ASSERT_TRUE(ordered.push(Ordered::Entry::make(f, g, id), ordered_book));
                ASSERT_TRUE(scanned.push(Scanned::Entry::make(f, g, id), scanned_book));
                open.push_back(id);
            } else if (kind < 7 && !open.empty()) {  // pop
                const auto a = ordered.pop(ordered_book);
                const auto b = scanned.pop(scanned_book);
                ASSERT_EQ(a.id, b.id) << "round " << round << " op " << op;
                ASSERT_EQ(a.order(), b.order());
                equal_key_pops += a.order() == last_key ? 1u : 0u;
                last_key = a.order();
                ++pops;
                open.erase(std::find(open.begin(), open.end(), a.id));
                used[a.id] = false;
            } else if (kind < 9 && !open.empty()) {  // decrease-key, or change either way
                const uint16_t id = open[rng() % open.size()];
                const auto entry = ordered.at(ordered_book.positions[id]);  // (a copy: the heap moves entries)
                ASSERT_EQ(entry.id, id);
                ASSERT_EQ(scanned.at(scanned_book.positions[id]).id, id);
                const uint32_t g = entry.g();
                if (kind == 7 && g > 0) {
                    const uint32_t saving = 1 + rng() % g;
                    ordered.decrease(ordered_book.positions[id], entry.f() - saving, g - saving, ordered_book);
                    scanned.decrease(scanned_book.positions[id], entry.f() - saving, g - saving, scanned_book);
                } else {
                    const uint32_t ng = rng() % 6;
                    const uint32_t nf = ng + rng() % 4;
                    ordered.change(ordered_book.positions[id], nf, ng, ordered_book);
                    scanned.change(scanned_book.positions[id], nf, ng, scanned_book);
                }
            } else if (!open.empty()) {  // remove
                const size_t at = rng() % open.size();
                const uint16_t id = open[at];
                ordered.remove(ordered_book.positions[id], ordered_book);
                scanned.remove(scanned_book.positions[id], scanned_book);
                open.erase(open.begin() + static_cast<std::ptrdiff_t>(at));
                used[id] = false;
            }
            ASSERT_EQ(ordered.size(), open.size());
            ASSERT_EQ(scanned.size(), open.size());
            for (const uint16_t id : open) {  // every position the owner holds points at its entry
                ASSERT_EQ(ordered.at(ordered_book.positions[id]).id, id);
                ASSERT_EQ(scanned.at(scanned_book.positions[id]).id, id);
                ASSERT_EQ(ordered.at(ordered_book.positions[id]).order(), scanned.at(scanned_book.positions[id]).order());
            }
        }
        while (!open.empty()) {  // drain: the rest in the same order too
            const auto a = ordered.pop(ordered_book);
            const auto b = scanned.pop(scanned_book);
            ASSERT_EQ(a.id, b.id);
            open.erase(std::find(open.begin(), open.end(), a.id));
            ++pops;
        }
    }
    EXPECT_GT(pops, 30000u);
    EXPECT_GT(equal_key_pops, 1000u);  // the tie key decided many of them
}
