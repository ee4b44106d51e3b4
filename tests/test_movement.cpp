// Line of sight, smoothing and path following, checked against an
// independent exact geometric test: a segment touches a cell when the
// segment and the cell's closed square have no separating axis (x, y, or the
// segment's normal), all in integers.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "support/random_grid.hpp"
#include "support/reference_search.hpp"

namespace {

using fixpath::FixedPoint;
using fixpath::make_point;
using fixpath::Point;

// Every cell whose closed square the segment touches is open and no dearer
// than `limit` (CornerRule::Never semantics: touching a corner counts).
bool independent_clear(const fixpath_test::PlainGrid& g, FixedPoint p, FixedPoint q, uint8_t limit = 255) {
    const int64_t minx = std::min(p.x, q.x), maxx = std::max(p.x, q.x);
    const int64_t miny = std::min(p.y, q.y), maxy = std::max(p.y, q.y);
    const int64_t dx = int64_t{q.x} - p.x, dy = int64_t{q.y} - p.y;
    for (int64_t cy = (miny >> 8) - 1; cy <= (maxy >> 8) + 1; ++cy) {
        for (int64_t cx = (minx >> 8) - 1; cx <= (maxx >> 8) + 1; ++cx) {
            const int64_t x0 = cx * 256, x1 = x0 + 256, y0 = cy * 256, y1 = y0 + 256;
            if (x1 < minx || x0 > maxx || y1 < miny || y0 > maxy) continue;  // x or y separates
            int above = 0, below = 0;
            for (const int64_t cxr : {x0, x1}) {
                for (const int64_t cyr : {y0, y1}) {
                    const int64_t o = dx * (cyr - p.y) - dy * (cxr - p.x);
                    above += o > 0;
                    below += o < 0;
                }
            }
            if (above == 4 || below == 4) continue;  // the normal separates
            if (cx < 0 || cy < 0 || cx >= g.width || cy >= g.height) return false;
            const uint8_t m = g.at(static_cast<int32_t>(cx), static_cast<int32_t>(cy));
            if (m == 0 || m > limit) return false;
        }
    }
    return true;
}

TEST(LineOfSight, AgreesWithExactGeometry) {
    std::mt19937 rng(8001);
    int agree = 0, clear = 0;
    for (int round = 0; round < 300; ++round) {
        const auto g = fixpath_test::random_grid(rng, 2 + static_cast<int32_t>(rng() % 30),
                                                 2 + static_cast<int32_t>(rng() % 30), static_cast<int>(rng() % 40), 4);
        const fixpath::ByteCostMap map(g.costs.data(), g.width, g.height);
        for (int k = 0; k < 60; ++k) {
            const Point a = fixpath_test::random_passable(rng, g), b = fixpath_test::random_passable(rng, g);
            if (g.at(a.x, a.y) == 0 || g.at(b.x, b.y) == 0) continue;
            const uint8_t limit = static_cast<uint8_t>(1 + rng() % 4);
            const bool want = independent_clear(g, fixpath::centre_of(a), fixpath::centre_of(b), limit) &&
                              g.at(a.x, a.y) <= limit;
            ASSERT_EQ(fixpath::line_of_sight(map, a, b, fixpath::CornerRule::Never, limit), want)
                << round << ": " << a.x << "," << a.y << " -> " << b.x << "," << b.y;
            // Arbitrary points inside the cells too (never on a boundary,
            // where the cell a point belongs to is a convention; a follower's
            // points stay within 127 units of a centre).
            const FixedPoint p{a.x * 256 + 1 + static_cast<int32_t>(rng() % 255), a.y * 256 + 1 + static_cast<int32_t>(rng() % 255)};
            const FixedPoint q{b.x * 256 + 1 + static_cast<int32_t>(rng() % 255), b.y * 256 + 1 + static_cast<int32_t>(rng() % 255)};
            ASSERT_EQ(fixpath::segment_clear(map, p, q), independent_clear(g, p, q));
            clear += want;
            ++agree;
        }
    }
    EXPECT_GT(agree, 10000);
    EXPECT_GT(clear, 1000);
}

TEST(LineOfSight, CornerRules) {
    // Two walls touching at a corner: the diagonal between the open cells
    // passes exactly through it.
    static const uint8_t cells[4] = {1, 0, 0, 1};
    const fixpath::ByteCostMap map(cells, 2, 2);
    EXPECT_FALSE(fixpath::line_of_sight(map, make_point(0, 0), make_point(1, 1), fixpath::CornerRule::Never));
    EXPECT_FALSE(fixpath::line_of_sight(map, make_point(0, 0), make_point(1, 1), fixpath::CornerRule::One));
    EXPECT_TRUE(fixpath::line_of_sight(map, make_point(0, 0), make_point(1, 1), fixpath::CornerRule::Always));
    static const uint8_t one[4] = {1, 1, 0, 1};
    const fixpath::ByteCostMap map1(one, 2, 2);
    EXPECT_FALSE(fixpath::line_of_sight(map1, make_point(0, 0), make_point(1, 1), fixpath::CornerRule::Never));
    EXPECT_TRUE(fixpath::line_of_sight(map1, make_point(0, 0), make_point(1, 1), fixpath::CornerRule::One));
}

double euclidean(const Point* p, uint32_t n) {
    double total = 0;
    for (uint32_t i = 1; i < n; ++i) total += std::hypot(p[i].x - p[i - 1].x, p[i].y - p[i - 1].y);
    return total;
}

TEST(PathSmoothing, StraightLinesInFreeSpaceNeverLonger) {
    std::mt19937 rng(8002);
    static fixpath::DenseState<40 * 40, uint32_t, 40 * 40> state;
    std::vector<Point> path(1600), smooth(1600);
    int smoothed = 0, shorter_count = 0;
    for (int round = 0; round < 600; ++round) {
        const auto g = fixpath_test::random_grid(rng, 5 + static_cast<int32_t>(rng() % 36),
                                                 5 + static_cast<int32_t>(rng() % 36), static_cast<int>(rng() % 35),
                                                 rng() % 2 ? 1 : 5);
        const fixpath::ByteCostMap map(g.costs.data(), g.width, g.height);
        fixpath::SearchOptions<uint32_t> o;
        o.moves = rng() % 4 == 0 ? fixpath::Moves::Four : fixpath::Moves::Eight;
        const Point a = fixpath_test::random_passable(rng, g), b = fixpath_test::random_passable(rng, g);
        const auto r = fixpath::find_path(map, state, a, b, path.data(), 1600, o);
        if (r.status != fixpath::Status::Found) continue;
        const uint32_t n = fixpath::smooth_path(map, path.data(), r.length, smooth.data(), 1600);
        ASSERT_GE(n, 1u);
        ASSERT_LE(n, r.length);
        ASSERT_EQ(smooth[0], a);
        ASSERT_EQ(smooth[n - 1], b);
        // A subsequence of the grid path, each line clear and no dearer than
        // the stretch it replaces.
        uint32_t k = 0;
        for (uint32_t i = 0; i < n; ++i) {
            while (k < r.length && path[k] != smooth[i]) ++k;
            ASSERT_LT(k, r.length) << "not a subsequence";
            if (i > 0) {
                uint32_t from = k;
                while (path[from] != smooth[i - 1]) --from;
                uint8_t dearest = 0;
                for (uint32_t s = from + 1; s <= k; ++s) dearest = std::max(dearest, g.at(path[s].x, path[s].y));
                // A kept grid step is the path's own (its corner rule already
                // allowed it); a shortcut must also stay off dearer terrain.
                const bool step = std::abs(smooth[i].x - smooth[i - 1].x) <= 1 && std::abs(smooth[i].y - smooth[i - 1].y) <= 1;
                ASSERT_TRUE(independent_clear(g, fixpath::centre_of(smooth[i - 1]), fixpath::centre_of(smooth[i]),
                                              step ? 255 : std::max(dearest, g.at(smooth[i - 1].x, smooth[i - 1].y))));
            }
        }
        ASSERT_LE(euclidean(smooth.data(), n), euclidean(path.data(), r.length) + 1e-9);
        shorter_count += euclidean(smooth.data(), n) < euclidean(path.data(), r.length) - 1e-9;
        // In place gives the same.
        std::vector<Point> copy(path.begin(), path.begin() + r.length);
        ASSERT_EQ(fixpath::smooth_path(map, copy.data(), r.length, copy.data(), r.length), n);
        for (uint32_t i = 0; i < n; ++i) ASSERT_EQ(copy[i], smooth[i]);
        ++smoothed;
    }
    EXPECT_GT(smoothed, 400);
    EXPECT_GT(shorter_count, 100);  // smoothing does shorten
}

TEST(PathFollower, StaysInFreeSpaceAtItsSpeedAndIsDeterministic) {
    std::mt19937 rng(8003);
    static fixpath::DenseState<40 * 40, uint32_t, 40 * 40> state;
    std::vector<Point> path(1600);
    std::vector<FixedPoint> a(1600), b(1600);
    int followed = 0, varied_differs = 0;
    for (int round = 0; round < 300; ++round) {
        const auto g = fixpath_test::random_grid(rng, 5 + static_cast<int32_t>(rng() % 36),
                                                 5 + static_cast<int32_t>(rng() % 36), static_cast<int>(rng() % 35), 1);
        const fixpath::ByteCostMap map(g.costs.data(), g.width, g.height);
        const Point s = fixpath_test::random_passable(rng, g), t = fixpath_test::random_passable(rng, g);
        const auto r = fixpath::find_path(map, state, s, t, path.data(), 1600);
        if (r.status != fixpath::Status::Found || r.length < 3) continue;
        const uint32_t seed = static_cast<uint32_t>(rng());
        const int32_t offset = static_cast<int32_t>(rng() % 128);
        ASSERT_EQ(fixpath::vary_path(map, path.data(), r.length, a.data(), 1600, seed, offset), r.length);
        fixpath::vary_path(map, path.data(), r.length, b.data(), 1600, seed, offset);
        for (uint32_t i = 0; i < r.length; ++i) ASSERT_EQ(a[i], b[i]);  // same seed, same waypoints
        fixpath::vary_path(map, path.data(), r.length, b.data(), 1600, seed ^ 0x5555u, offset);
        bool differs = false;
        for (uint32_t i = 0; i < r.length; ++i) differs |= a[i] != b[i];
        varied_differs += differs;
        for (uint32_t i = 1; i < r.length; ++i) {
            ASSERT_TRUE(independent_clear(g, a[i - 1], a[i])) << "varied segment " << i << " leaves free space";
            ASSERT_EQ(fixpath::cell_of(a[i]), path[i]);  // stays in its cell
        }
        ASSERT_EQ(a[0], fixpath::centre_of(s));
        ASSERT_EQ(a[r.length - 1], fixpath::centre_of(t));
        const uint32_t speed = 16 + static_cast<uint32_t>(rng() % 300);
        fixpath::PathFollower follower(a.data(), r.length, speed);
        FixedPoint previous = follower.position();
        uint32_t ticks = 0;
        while (!follower.finished()) {
            const FixedPoint p = follower.tick();
            ASSERT_NE(g.at(p.x >> 8, p.y >> 8), 0) << "walked into a wall";
            const double moved = std::hypot(p.x - previous.x, p.y - previous.y);
            ASSERT_LE(moved, speed + 2.0);
            previous = p;
            ASSERT_LT(++ticks, 100000u);
        }
        ASSERT_EQ(follower.position(), fixpath::centre_of(t));
        ++followed;
    }
    EXPECT_GT(followed, 150);
    EXPECT_GT(varied_differs, followed / 2);
}

TEST(FixedPoint, IntegerSquareRoot) {
    std::mt19937_64 rng(8004);
    for (uint64_t v = 0; v < 100000; ++v) {
        const uint64_t r = fixpath::integer_sqrt(v);
        ASSERT_LE(r * r, v);
        ASSERT_GT((r + 1) * (r + 1), v);
    }
    for (int i = 0; i < 100000; ++i) {
        const uint64_t v = rng() >> 2;  // below 2^62
        const uint64_t r = fixpath::integer_sqrt(v);
        ASSERT_LE(r * r, v);
        ASSERT_GT((r + 1) * (r + 1), v);
    }
}

}  // namespace
