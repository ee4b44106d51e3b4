// Goal bounding (goal_bounds.hpp, GoalBoundedSearch): on random maps with
// terrain, under every move rule, A* with the boxes finds exactly the costs
// of plain A* (and NoPath where it does) with far fewer expansions in all
// (a single query may expand a few more: the open list breaks its ties
// among other entries); both ways
// of building the boxes; the queries the boxes do not fit are refused; the
// file format round-trips and names every way a file is refused; boxes for
// the jump points only keep jump point search's costs; every scenario of a
// Moving AI map keeps its optimal cost.
#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <string>
#include <vector>

#include <fixpath/fixpath.hpp>
#include <fixpath/grid/goal_bounds_format.hpp>
#include <fixpath_host/goal_bounds_build.hpp>
#include <fixpath_host/grid_file.hpp>
#include <fixpath_host/scenario_file.hpp>

#include "support/random_grid.hpp"

namespace {

using fixpath::make_point;
using fixpath::Point;
using fixpath::Status;

constexpr int32_t kSide = 24;
using State = fixpath::DenseState<kSide * kSide, uint32_t>;

fixpath_host::GridFile grid_of(const fixpath_test::PlainGrid& g) {
    fixpath_host::GridFile f;
    f.width = g.width;
    f.height = g.height;
    f.costs = g.costs;
    return f;
}

struct Tally {
    int queries = 0;
    uint64_t plain_expanded = 0, bounded_expanded = 0;
};

// 40 random queries: the same status and cost from both searches.
template <typename Plain, typename Bounded>
void compare(Plain& plain, Bounded& bounded, const fixpath_test::PlainGrid& g, const fixpath::SearchOptions<uint32_t>& o,
             std::mt19937& rng, int trial, Tally& tally) {
    for (int q = 0; q < 40; ++q) {
        const Point a = fixpath_test::random_passable(rng, g);
        const Point b = fixpath_test::random_passable(rng, g);
        const Status p = plain.begin(a, b, o) == Status::InProgress ? plain.run() : plain.status();
        const Status s = bounded.begin(a, b, o) == Status::InProgress ? bounded.run() : bounded.status();
        ASSERT_EQ(p, s) << "trial " << trial << " query " << q;
        if (p == Status::Found) {
            ASSERT_EQ(plain.cost(), bounded.cost()) << "trial " << trial << " query " << q;
            tally.plain_expanded += plain.stats().expanded;
            tally.bounded_expanded += bounded.stats().expanded;
            ++tally.queries;
        }
    }
}

TEST(GoalBounds, SameCostsAsAStarUnderEveryRuleWithFewerExpansions) {
    std::mt19937 rng(21);
    Tally tally;
    for (int trial = 0; trial < 24; ++trial) {
        const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, kSide, kSide, 25, trial % 2 == 0 ? 1 : 4);
        const fixpath_host::GridFile file = grid_of(g);
        fixpath::SearchOptions<uint32_t> o;
        o.moves = trial % 3 == 0 ? fixpath::Moves::Four : fixpath::Moves::Eight;
        o.corners = trial % 4 == 1 ? fixpath::CornerRule::One : trial % 4 == 2 ? fixpath::CornerRule::Always
                                                                               : fixpath::CornerRule::Never;
        o.costs = trial % 5 == 0 ? fixpath::StepCosts<uint32_t>{13860, 19601} : fixpath::StepCosts<uint32_t>{10, 14};
        for (const bool one_path : {true, false}) {
            std::vector<uint8_t> boxes;
            std::string error;
            ASSERT_TRUE(fixpath_host::build_goal_bounds(file, o, boxes, error, 2, one_path)) << error;
            const fixpath::GoalBounds bounds(boxes.data(), kSide, kSide, 1, o);
            const fixpath::ByteCostMap map(g.costs.data(), kSide, kSide);
            auto s1 = std::make_unique<State>();
            auto s2 = std::make_unique<State>();
            fixpath::GridSearch<fixpath::ByteCostMap, State> plain(map, *s1);
            fixpath::GoalBoundedSearch<fixpath::ByteCostMap, State> bounded(map, *s2);
            bounded.use_goal_bounds(&bounds);
            compare(plain, bounded, g, o, rng, trial, tally);
        }
    }
    EXPECT_GT(tally.queries, 1000);
    EXPECT_LT(tally.bounded_expanded * 2, tally.plain_expanded);  // at least half the work saved, on these maps
    std::printf("goal bounds: %d queries, %llu expansions against A*'s %llu\n", tally.queries,
                static_cast<unsigned long long>(tally.bounded_expanded),
                static_cast<unsigned long long>(tally.plain_expanded));
}

// Maps with cheap lines every few rows and columns and dear ground between
// (multiplier 5-12): the builder's Dijkstra fills need more open list than a
// default state of the map holds (64x64: 954 entries). A fill that ran out
// of room must never become a box: bounds-built A* finds every path plain
// A* finds, at its cost (states that hold every cell for both searches).
TEST(GoalBounds, CheapCorridorsKeepEveryPath) {
    constexpr int32_t kS = 64;
    using Roomy = fixpath::DenseState<kS * kS, uint32_t, kS * kS, fixpath::OpenList::Heap>;
    std::mt19937 rng(47);
    Tally tally;
    for (int trial = 0; trial < 3; ++trial) {
        fixpath_test::PlainGrid g;
        g.width = g.height = kS;
        g.costs.resize(kS * kS);
        const int32_t every = 3 + trial;
        const uint8_t dear = static_cast<uint8_t>(5 + 3 * trial + static_cast<int>(rng() % 3));
        for (int32_t y = 0; y < kS; ++y) {
            for (int32_t x = 0; x < kS; ++x) {
                const bool line = x % every == 0 || y % every == 0;
                g.costs[static_cast<size_t>(y * kS + x)] = line ? 1 : (rng() % 10 == 0 ? 0 : dear);
            }
        }
        fixpath::SearchOptions<uint32_t> o;
        std::vector<uint8_t> boxes;
        std::string error;
        ASSERT_TRUE(fixpath_host::build_goal_bounds(grid_of(g), o, boxes, error, 2, true)) << error;
        const fixpath::GoalBounds bounds(boxes.data(), kS, kS, 1, o);
        const fixpath::ByteCostMap map(g.costs.data(), kS, kS);
        auto s1 = std::make_unique<Roomy>();
        auto s2 = std::make_unique<Roomy>();
        fixpath::GridSearch<fixpath::ByteCostMap, Roomy> plain(map, *s1);
        fixpath::GoalBoundedSearch<fixpath::ByteCostMap, Roomy> bounded(map, *s2);
        bounded.use_goal_bounds(&bounds);
        compare(plain, bounded, g, o, rng, trial, tally);
        // The query the defect was found with (26,12 -> 62,3 on multiplier 9, lines every 4th).
        if (every == 4) {
            const Status p = plain.begin(make_point(26, 12), make_point(62, 3), o) == Status::InProgress ? plain.run()
                                                                                                   : plain.status();
            const Status q = bounded.begin(make_point(26, 12), make_point(62, 3), o) == Status::InProgress
                                 ? bounded.run()
                                 : bounded.status();
            EXPECT_EQ(p, q);
            EXPECT_EQ(plain.cost(), bounded.cost());
        }
    }
    EXPECT_GT(tally.queries, 100);
}

TEST(GoalBounds, JumpPointsWithEveryFirstMoveKeepTheirCosts) {
    std::mt19937 rng(33);
    using JState = fixpath::JumpPointState<fixpath::DenseState<kSide * kSide, uint32_t>>;
    Tally tally;
    for (int trial = 0; trial < 16; ++trial) {
        const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, kSide, kSide, 15 + trial * 2, 1);
        const fixpath_host::GridFile file = grid_of(g);
        fixpath::SearchOptions<uint32_t> o;
        o.costs = trial % 2 == 0 ? fixpath::StepCosts<uint32_t>{13860, 19601} : fixpath::StepCosts<uint32_t>{10, 14};
        std::vector<uint8_t> boxes, one;
        std::string error;
        ASSERT_TRUE(fixpath_host::build_goal_bounds(file, o, boxes, error, 2, false)) << error;
        ASSERT_TRUE(fixpath_host::build_goal_bounds(file, o, one, error, 2, true)) << error;
        const fixpath::GoalBounds every(boxes.data(), kSide, kSide, 1, o, fixpath::GoalBoundsTies::EveryFirstMove);
        const fixpath::GoalBounds single(one.data(), kSide, kSide, 1, o);
        const fixpath::ByteCostMap map(g.costs.data(), kSide, kSide);
        auto s1 = std::make_unique<JState>();
        auto s2 = std::make_unique<JState>();
        std::vector<int16_t> table(fixpath::JumpTable::entries_for(kSide, kSide));
        ASSERT_TRUE(fixpath::build_jump_table(map, table.data(), static_cast<uint32_t>(table.size())));
        const fixpath::JumpTable jumps(table.data(), kSide, kSide);
        fixpath::JumpPointSearch<fixpath::ByteCostMap, JState> plain(map, *s1);
        fixpath::TableJumpPointSearch<fixpath::ByteCostMap, JState, true> bounded(map, *s2, jumps);
        bounded.use_goal_bounds(&single);  // one first move a target: not for jump points
        const Point a0 = fixpath_test::random_passable(rng, g), b0 = fixpath_test::random_passable(rng, g);
        if (g.at(a0.x, a0.y) != 0 && g.at(b0.x, b0.y) != 0) {
            EXPECT_EQ(bounded.begin(a0, b0, o), Status::InvalidOptions);
        }
        bounded.use_goal_bounds(&every);
        compare(plain, bounded, g, o, rng, trial, tally);
    }
    EXPECT_GT(tally.queries, 300);
    EXPECT_LT(tally.bounded_expanded, tally.plain_expanded);
    std::printf("goal bounds, jump points: %d queries, %llu expansions against %llu\n", tally.queries,
                static_cast<unsigned long long>(tally.bounded_expanded),
                static_cast<unsigned long long>(tally.plain_expanded));
}

// JPS2 and JPS2+ with the boxes (intercardinal pruning: a diagonal jump
// point's rays filtered by its own box, as its expansion would be): the
// plain search's costs, scanning and from a table, with fewer expansions
// than JPS2+ without the boxes.
TEST(GoalBounds, PrunedJumpPointsKeepTheirCosts) {
    std::mt19937 rng(34);
    using JState = fixpath::JumpPointState<fixpath::DenseState<kSide * kSide, uint32_t>>;
    using Pruned = fixpath::JumpPointState<fixpath::DenseState<kSide * kSide, uint32_t>, true>;
    Tally tally, unbounded;
    for (int trial = 0; trial < 16; ++trial) {
        const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, kSide, kSide, 15 + trial * 2, 1);
        const fixpath_host::GridFile file = grid_of(g);
        fixpath::SearchOptions<uint32_t> o;
        o.costs = trial % 2 == 0 ? fixpath::StepCosts<uint32_t>{13860, 19601} : fixpath::StepCosts<uint32_t>{10, 14};
        std::vector<uint8_t> boxes;
        std::string error;
        ASSERT_TRUE(fixpath_host::build_goal_bounds(file, o, boxes, error, 2, false)) << error;
        const fixpath::GoalBounds every(boxes.data(), kSide, kSide, 1, o, fixpath::GoalBoundsTies::EveryFirstMove);
        const fixpath::ByteCostMap map(g.costs.data(), kSide, kSide);
        auto s1 = std::make_unique<JState>();
        auto s2 = std::make_unique<Pruned>();
        auto s3 = std::make_unique<Pruned>();
        std::vector<int16_t> table(fixpath::JumpTable::entries_for(kSide, kSide));
        ASSERT_TRUE(fixpath::build_jump_table(map, table.data(), static_cast<uint32_t>(table.size())));
        const fixpath::JumpTable jumps(table.data(), kSide, kSide);
        fixpath::JumpPointSearch<fixpath::ByteCostMap, JState> plain(map, *s1);
        fixpath::TableJumpPointSearch<fixpath::ByteCostMap, Pruned> pruned(map, *s3, jumps);
        std::mt19937 same = rng;
        // Half the trials from the table (JPS2+), half scanning (JPS2).
        if (trial % 4 < 2) {
            fixpath::TableJumpPointSearch<fixpath::ByteCostMap, Pruned, true> bounded(map, *s2, jumps);
            bounded.use_goal_bounds(&every);
            compare(plain, bounded, g, o, rng, trial, tally);
        } else {
            fixpath::JumpPointSearch<fixpath::ByteCostMap, Pruned, true> bounded(map, *s2);
            bounded.use_goal_bounds(&every);
            compare(plain, bounded, g, o, rng, trial, tally);
        }
        compare(plain, pruned, g, o, same, trial, unbounded);
    }
    EXPECT_GT(tally.queries, 300);
    EXPECT_LT(tally.bounded_expanded, tally.plain_expanded);
    std::printf("goal bounds, pruned jump points: %d queries, %llu expansions against %llu plain, %llu pruned\n",
                tally.queries, static_cast<unsigned long long>(tally.bounded_expanded),
                static_cast<unsigned long long>(tally.plain_expanded),
                static_cast<unsigned long long>(unbounded.bounded_expanded));
}

TEST(GoalBounds, QueriesTheBoxesDoNotFitAreRefused) {
    std::mt19937 rng(5);
    const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, kSide, kSide, 10, 1);
    fixpath::SearchOptions<uint32_t> o;
    std::vector<uint8_t> boxes;
    std::string error;
    ASSERT_TRUE(fixpath_host::build_goal_bounds(grid_of(g), o, boxes, error));
    const fixpath::GoalBounds bounds(boxes.data(), kSide, kSide, 1, o);
    const fixpath::ByteCostMap map(g.costs.data(), kSide, kSide);
    auto state = std::make_unique<State>();
    fixpath::GoalBoundedSearch<fixpath::ByteCostMap, State> search(map, *state);
    search.use_goal_bounds(&bounds);
    const Point a = fixpath_test::random_passable(rng, g), b = fixpath_test::random_passable(rng, g);
    fixpath::SearchOptions<uint32_t> other = o;
    other.costs = {10, 15};
    EXPECT_EQ(search.begin(a, b, other), Status::InvalidOptions);
    other = o;
    other.moves = fixpath::Moves::Four;
    EXPECT_EQ(search.begin(a, b, other), Status::InvalidOptions);
    other = o;
    other.corners = fixpath::CornerRule::Always;
    EXPECT_EQ(search.begin(a, b, other), Status::InvalidOptions);
    other = o;
    other.nearest = true;
    EXPECT_EQ(search.begin(a, b, other), Status::InvalidOptions);
    EXPECT_EQ(search.begin(a, b, o, fixpath::Area{0, 0, kSide - 1, kSide}), Status::InvalidOptions);  // a window
    fixpath::Point path[kSide * kSide];
    EXPECT_EQ(search.path(path, kSide * kSide).length, 0u);  // a refused query leaves no answer
    // Another weight or heuristic is fine: the boxes do not depend on them.
    other = o;
    other.weight = {3, 2};
    EXPECT_EQ(search.begin(a, b, other), Status::InProgress);
    // No boxes: as a plain search.
    search.use_goal_bounds(nullptr);
    other.nearest = true;
    EXPECT_EQ(search.begin(a, b, other), Status::InProgress);
}

TEST(GoalBounds, FileRoundTripsAndNamesEveryRefusal) {
    std::mt19937 rng(8);
    const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, 20, 12, 20, 3);
    fixpath::SearchOptions<uint32_t> o;
    std::vector<uint8_t> boxes;
    std::string error;
    fixpath_host::GridFile file = grid_of(g);
    ASSERT_TRUE(fixpath_host::build_goal_bounds(file, o, boxes, error));
    const fixpath::GoalBounds bounds(boxes.data(), 20, 12, 1, o);
    const fixpath::ByteCostMap map(g.costs.data(), 20, 12);
    std::vector<uint8_t> bytes(fixpath::goal_bounds_file_size(20, 12, 8, 1));
    ASSERT_EQ(fixpath::write_goal_bounds_file(map, bounds, bytes.data(), bytes.size()), bytes.size());
    EXPECT_EQ(fixpath::write_goal_bounds_file(map, bounds, bytes.data(), bytes.size() - 1), 0u);  // too small
    fixpath::GoalBounds read;
    ASSERT_EQ(fixpath::validate_goal_bounds(bytes.data(), bytes.size(), map, &read), fixpath::GoalBoundsFormatError::None);
    EXPECT_TRUE(read.fits(20, 12, o));
    EXPECT_EQ(std::vector<uint8_t>(read.boxes(), read.boxes() + boxes.size()), boxes);
    const auto refused = [&](std::vector<uint8_t> f, fixpath::GoalBoundsFormatError want, bool reseal) {
        if (reseal && f.size() >= 4) {
            const uint32_t crc = fixpath::crc32(f.data(), f.size() - 4);
            for (size_t i = 0; i < 4; ++i) f[f.size() - 4 + i] = static_cast<uint8_t>(crc >> (8 * i));
        }
        fixpath::GoalBounds out(boxes.data(), 20, 12, 1, o);
        EXPECT_EQ(fixpath::validate_goal_bounds(f.data(), f.size(), map, &out), want)
            << fixpath::file_error_name(want);
        EXPECT_TRUE(out.empty());  // nothing left behind
    };
    refused(std::vector<uint8_t>(bytes.begin(), bytes.begin() + 20), fixpath::GoalBoundsFormatError::Truncated, false);
    refused(std::vector<uint8_t>(bytes.begin(), bytes.end() - 1), fixpath::GoalBoundsFormatError::Truncated, false);
    std::vector<uint8_t> f = bytes;
    f[0] = 'X';
    refused(f, fixpath::GoalBoundsFormatError::BadMagic, false);
    f = bytes;
    f[4] = 2;
    refused(f, fixpath::GoalBoundsFormatError::BadVersion, false);
    f = bytes;
    f[17] = 6;  // directions
    refused(f, fixpath::GoalBoundsFormatError::BadHeader, true);
    f = bytes;
    f[19] = 2;  // ties
    refused(f, fixpath::GoalBoundsFormatError::BadHeader, true);
    f = bytes;
    f[36] = 2;  // cells: 0 or 1
    refused(f, fixpath::GoalBoundsFormatError::BadHeader, true);
    f = bytes;
    f[36] = 1;  // the jump points only: then its entry count and index do not add up to this size
    refused(f, fixpath::GoalBoundsFormatError::SizeMismatch, true);
    f = bytes;
    f.push_back(0);
    refused(f, fixpath::GoalBoundsFormatError::SizeMismatch, false);
    f = bytes;
    f[100] ^= 1;
    refused(f, fixpath::GoalBoundsFormatError::BadChecksum, false);
    // Another map: one wall moved, or one multiplier changed.
    std::vector<uint8_t> cells = g.costs;
    for (auto& c : cells) {
        if (c != 0) {
            c = static_cast<uint8_t>(c == 1 ? 2 : 1);
            break;
        }
    }
    const fixpath::ByteCostMap other(cells.data(), 20, 12);
    fixpath::GoalBounds out;
    EXPECT_EQ(fixpath::validate_goal_bounds(bytes.data(), bytes.size(), other, &out),
              fixpath::GoalBoundsFormatError::WrongMap);
    const fixpath::ByteCostMap bigger(cells.data(), 12, 20);
    EXPECT_EQ(fixpath::validate_goal_bounds(bytes.data(), bytes.size(), bigger, &out),
              fixpath::GoalBoundsFormatError::WrongMap);
}

// Boxes for the jump points only (build_jump_point_bounds, a cell index):
// exactly the cells is_jump_point() names are marked, each marked cell's
// boxes are the ones every cell's build gives it (so the index finds the
// right entry), JPS+, JPS2 and JPS2+ keep the plain search's costs with
// fewer expansions, A* refuses them, and their file round-trips and names
// a wrong index.
TEST(GoalBounds, JumpPointBoxesAloneKeepTheCostsInAFractionOfTheBytes) {
    std::mt19937 rng(35);
    constexpr int32_t kW = 23, kH = 19;  // (cells not a multiple of 8: the index's last byte is partial)
    using JState = fixpath::JumpPointState<fixpath::DenseState<kW * kH, uint32_t>>;
    using Pruned = fixpath::JumpPointState<fixpath::DenseState<kW * kH, uint32_t>, true>;
    Tally tally;
    uint64_t marked_cells = 0, open_cells = 0;
    for (int trial = 0; trial < 12; ++trial) {
        const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, kW, kH, 15 + trial * 2, 1);
        const fixpath_host::GridFile file = grid_of(g);
        fixpath::SearchOptions<uint32_t> o;
        o.costs = trial % 2 == 0 ? fixpath::StepCosts<uint32_t>{13860, 19601} : fixpath::StepCosts<uint32_t>{10, 14};
        std::vector<uint8_t> all, index, boxes;
        std::string error;
        ASSERT_TRUE(fixpath_host::build_goal_bounds(file, o, all, error, 2, false)) << error;
        ASSERT_TRUE(fixpath_host::build_jump_point_bounds(file, o, index, boxes, error, 2)) << error;
        ASSERT_EQ(index.size(), fixpath::GoalBounds::index_bytes(kW, kH));
        const fixpath::GoalBounds every(all.data(), kW, kH, 1, o, fixpath::GoalBoundsTies::EveryFirstMove);
        const fixpath::GoalBounds marked(boxes.data(), index.data(), kW, kH, 1, o, fixpath::GoalBoundsTies::EveryFirstMove);
        ASSERT_TRUE(marked.jump_points_only());
        ASSERT_EQ(boxes.size(), size_t{marked.entries()} * marked.cell_bytes());
        const fixpath::ByteCostMap map(g.costs.data(), kW, kH);
        std::vector<int16_t> table(fixpath::JumpTable::entries_for(kW, kH));
        ASSERT_TRUE(fixpath::build_jump_table(map, table.data(), static_cast<uint32_t>(table.size())));
        const fixpath::JumpTable jumps(table.data(), kW, kH);
        uint32_t entry = 0;
        for (int32_t y = 0; y < kH; ++y) {
            for (int32_t x = 0; x < kW; ++x) {
                const uint32_t cell = static_cast<uint32_t>(y * kW + x);
                const bool jump = fixpath::is_jump_point(jumps, x, y);
                ASSERT_EQ(((index[cell >> 3] >> (cell & 7u)) & 1u) != 0, jump) << x << "," << y;
                open_cells += g.at(x, y) != 0 ? 1u : 0u;
                if (!jump) {
                    // No boxes here: every wanted move.
                    ASSERT_EQ(marked.marked_moves(cell, 0, 0, 0x5Au), 0x5Au);
                    continue;
                }
                ++marked_cells;
                const uint8_t* mine = boxes.data() + size_t{entry++} * marked.cell_bytes();
                ASSERT_EQ(std::vector<uint8_t>(mine, mine + marked.cell_bytes()),
                          std::vector<uint8_t>(all.begin() + cell * every.cell_bytes(),
                                               all.begin() + (cell + 1) * every.cell_bytes()))
                    << "the boxes of jump point " << x << "," << y;
                for (int probe = 0; probe < 4; ++probe) {
                    const Point goal = fixpath_test::random_passable(rng, g);
                    const uint32_t toward = every.moves_toward(cell, goal.x, goal.y);
                    ASSERT_EQ(marked.moves_toward(cell, goal.x, goal.y), toward);
                    // The searches' lookups read the wanted moves' boxes only: the same bits among them.
                    const uint32_t wanted = static_cast<uint32_t>(rng()) & 0xFFu;
                    ASSERT_EQ(every.every_cell_moves(cell, goal.x, goal.y, wanted), toward & wanted);
                    ASSERT_EQ(marked.marked_moves(cell, goal.x, goal.y, wanted), toward & wanted);
                }
            }
        }
        ASSERT_EQ(entry, marked.entries());
        auto s1 = std::make_unique<JState>();
        auto s2 = std::make_unique<JState>();
        auto s3 = std::make_unique<Pruned>();
        fixpath::JumpPointSearch<fixpath::ByteCostMap, JState> plain(map, *s1);
        fixpath::TableJumpPointSearch<fixpath::ByteCostMap, JState, true> from_table(map, *s2, jumps);
        from_table.use_goal_bounds(&marked);
        compare(plain, from_table, g, o, rng, trial, tally);
        if (trial % 2 == 0) {
            fixpath::JumpPointSearch<fixpath::ByteCostMap, Pruned, true> scanning(map, *s3);
            scanning.use_goal_bounds(&marked);
            compare(plain, scanning, g, o, rng, trial, tally);
        } else {
            fixpath::TableJumpPointSearch<fixpath::ByteCostMap, Pruned, true> pruned(map, *s3, jumps);
            pruned.use_goal_bounds(&marked);
            compare(plain, pruned, g, o, rng, trial, tally);
        }
        // A* expands every cell: it refuses boxes for the jump points only.
        auto s4 = std::make_unique<fixpath::DenseState<kW * kH, uint32_t>>();
        fixpath::GoalBoundedSearch<fixpath::ByteCostMap, fixpath::DenseState<kW * kH, uint32_t>> astar(map, *s4);
        astar.use_goal_bounds(&marked);
        const Point a = fixpath_test::random_passable(rng, g), b = fixpath_test::random_passable(rng, g);
        EXPECT_EQ(astar.begin(a, b, o), Status::InvalidOptions);

        if (trial != 0) continue;
        // The file: round trip, then a wrong index or entry count, resealed.
        std::vector<uint8_t> bytes(fixpath::goal_bounds_file_size(marked));
        ASSERT_GT(bytes.size(), 0u);
        ASSERT_LT(bytes.size(), fixpath::goal_bounds_file_size(kW, kH, 8, 1));
        ASSERT_EQ(fixpath::write_goal_bounds_file(map, marked, bytes.data(), bytes.size()), bytes.size());
        fixpath::GoalBounds read;
        ASSERT_EQ(fixpath::validate_goal_bounds(bytes.data(), bytes.size(), map, &read),
                  fixpath::GoalBoundsFormatError::None);
        ASSERT_TRUE(read.jump_points_only());
        EXPECT_EQ(read.entries(), marked.entries());
        EXPECT_EQ(std::vector<uint8_t>(read.cell_index(), read.cell_index() + index.size()), index);
        EXPECT_EQ(std::vector<uint8_t>(read.boxes(), read.boxes() + boxes.size()), boxes);
        const auto refused = [&](std::vector<uint8_t> f, fixpath::GoalBoundsFormatError want) {
            const uint32_t crc = fixpath::crc32(f.data(), f.size() - 4);
            for (size_t i = 0; i < 4; ++i) f[f.size() - 4 + i] = static_cast<uint8_t>(crc >> (8 * i));
            fixpath::GoalBounds out = marked;
            EXPECT_EQ(fixpath::validate_goal_bounds(f.data(), f.size(), map, &out), want)
                << fixpath::file_error_name(want);
            EXPECT_TRUE(out.empty());
        };
        const size_t index_at = 44, bit_bytes = (kW * kH + 7) / 8;
        std::vector<uint8_t> f = bytes;
        f[index_at + bit_bytes + 3] ^= 1;  // a byte's count within its run
        refused(f, fixpath::GoalBoundsFormatError::BadHeader);
        f = bytes;
        f[index_at + 2 * bit_bytes] ^= 1;  // the first run's count (0)
        refused(f, fixpath::GoalBoundsFormatError::BadHeader);
        f = bytes;
        f[index_at + bit_bytes - 1] |= 0x80;  // a bit past the last cell (kW * kH % 8 == 5)
        refused(f, fixpath::GoalBoundsFormatError::BadHeader);
        f = bytes;
        f[40] = static_cast<uint8_t>(f[40] + 1);  // one entry more than the file holds
        refused(f, fixpath::GoalBoundsFormatError::SizeMismatch);
        f = bytes;
        f[index_at] ^= 1;  // a cell's mark: the counts no longer add up
        refused(f, fixpath::GoalBoundsFormatError::BadHeader);
    }
    EXPECT_GT(tally.queries, 300);
    EXPECT_LT(tally.bounded_expanded, tally.plain_expanded);
    EXPECT_LT(marked_cells, open_cells);  // (random walls make many: about two open cells in three)
    std::printf("goal bounds for the jump points only: %llu of %llu open cells, %d queries, %llu expansions against %llu\n",
                static_cast<unsigned long long>(marked_cells), static_cast<unsigned long long>(open_cells),
                tally.queries, static_cast<unsigned long long>(tally.bounded_expanded),
                static_cast<unsigned long long>(tally.plain_expanded));
    // Jump point search's rules only, and walls-and-floor maps.
    std::vector<uint8_t> index, boxes;
    std::string error;
    fixpath::SearchOptions<uint32_t> four;
    four.moves = fixpath::Moves::Four;
    const fixpath_test::PlainGrid g = fixpath_test::random_grid(rng, kW, kH, 20, 1);
    EXPECT_FALSE(fixpath_host::build_jump_point_bounds(grid_of(g), four, index, boxes, error));
    EXPECT_NE(error.find("8 moves"), std::string::npos) << error;
    const fixpath_test::PlainGrid terrain = fixpath_test::random_grid(rng, kW, kH, 20, 3);
    EXPECT_FALSE(fixpath_host::build_jump_point_bounds(grid_of(terrain), fixpath::SearchOptions<uint32_t>(), index,
                                                       boxes, error));
    EXPECT_NE(error.find("terrain"), std::string::npos) << error;
    EXPECT_TRUE(index.empty() && boxes.empty());
}

TEST(GoalBounds, EveryArenaScenarioKeepsItsOptimalCost) {
    const std::string dir = FIXPATH_MOVINGAI_DIR;
    fixpath_host::GridFile map;
    std::vector<fixpath_host::Scenario> lines;
    std::string error;
    if (!fixpath_host::load_grid(dir + "/arena.map", map, error) ||
        !fixpath_host::load_scenarios(dir + "/arena.map.scen", lines, error)) {
        GTEST_SKIP() << "no Moving AI data in " << dir << " (set the CMake option FIXPATH_MOVINGAI_DIR)";
    }
    fixpath::SearchOptions<uint32_t> o;
    o.costs = {13860, 19601};  // the benchmark's exact costs (sqrt 2 to 1e-8)
    std::vector<uint8_t> boxes;
    ASSERT_TRUE(fixpath_host::build_goal_bounds(map, o, boxes, error));
    const fixpath::GoalBounds bounds(boxes.data(), map.width, map.height, 1, o);
    using Big = fixpath::DenseState<49 * 49, uint32_t>;
    auto state = std::make_unique<Big>();
    fixpath::GoalBoundedSearch<fixpath::ByteCostMap, Big> search(map.view(), *state);
    search.use_goal_bounds(&bounds);
    for (const auto& s : lines) {
        ASSERT_EQ(search.begin(s.start, s.goal, o), Status::InProgress);
        ASSERT_EQ(search.run(), Status::Found);
        const double cost = static_cast<double>(search.cost()) / 13860.0;
        ASSERT_NEAR(cost, s.optimal, s.optimal_tolerance + 1e-5) << "line " << s.line;
    }
}

}  // namespace
