// Portals and one-way links (grid_links.hpp, linked_grid_search.hpp)
// against a plain Dijkstra over the grid's moves plus the links, written
// here from the rules (not from the library): costs of A*, Dijkstra,
// time-sliced queries, fills, movement ranges and flow fields on thousands
// of random maps with random one-way and two-way links; every path checked
// step by step (a grid move by the corner rule, or a link it names), every
// flow field followed from every cell.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <functional>
#include <queue>
#include <random>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "support/random_grid.hpp"

namespace {

using fixpath::GridLink;
using fixpath::LinkWay;
using fixpath::Point;
using fixpath::Status;
using fixpath_test::PlainGrid;

constexpr uint64_t kInf = ~0ull;

uint32_t u32(std::mt19937& rng) { return static_cast<uint32_t>(rng()); }

struct Rules {
    fixpath::Moves moves = fixpath::Moves::Eight;
    fixpath::CornerRule corners = fixpath::CornerRule::Never;
    uint32_t straight = 10;
    uint32_t diagonal = 14;
};

bool open(const PlainGrid& g, int32_t x, int32_t y) {
    return x >= 0 && y >= 0 && x < g.width && y < g.height && g.at(x, y) != 0;
}

// The cost of the grid move a -> b by the rules (kInf when it is not one):
// entering b pays its multiplier.
uint64_t grid_move(const PlainGrid& g, const Rules& r, Point a, Point b) {
    const int32_t dx = b.x - a.x, dy = b.y - a.y;
    if (!open(g, a.x, a.y) || !open(g, b.x, b.y) || dx < -1 || dx > 1 || dy < -1 || dy > 1 || (dx == 0 && dy == 0)) {
        return kInf;
    }
    if (dx != 0 && dy != 0) {
        if (r.moves == fixpath::Moves::Four) return kInf;
        const bool p = open(g, a.x + dx, a.y), q = open(g, a.x, a.y + dy);
        if (r.corners == fixpath::CornerRule::Never && !(p && q)) return kInf;
        if (r.corners == fixpath::CornerRule::One && !(p || q)) return kInf;
        return uint64_t{r.diagonal} * g.at(b.x, b.y);
    }
    return uint64_t{r.straight} * g.at(b.x, b.y);
}

struct Arc {
    size_t to;
    uint64_t cost;
};

// Every move of the walker, from each cell: grid moves and directed links.
std::vector<std::vector<Arc>> walker_arcs(const PlainGrid& g, const Rules& r, const std::vector<GridLink>& links) {
    std::vector<std::vector<Arc>> arcs(g.costs.size());
    for (int32_t y = 0; y < g.height; ++y)
        for (int32_t x = 0; x < g.width; ++x)
            for (int32_t dy = -1; dy <= 1; ++dy)
                for (int32_t dx = -1; dx <= 1; ++dx) {
                    const uint64_t c = grid_move(g, r, fixpath::make_point(x, y), fixpath::make_point(x + dx, y + dy));
                    if (c != kInf) arcs[static_cast<size_t>(y * g.width + x)].push_back({static_cast<size_t>((y + dy) * g.width + x + dx), c});
                }
    for (const GridLink& l : links) {
        arcs[static_cast<size_t>(l.from.y * g.width + l.from.x)].push_back({static_cast<size_t>(l.to.y * g.width + l.to.x), l.cost});
        if (l.way == LinkWay::Both)
            arcs[static_cast<size_t>(l.to.y * g.width + l.to.x)].push_back({static_cast<size_t>(l.from.y * g.width + l.from.x), l.cost});
    }
    return arcs;
}

// Plain Dijkstra from `sources` over `arcs` (reversed: distances TO the sources).
std::vector<uint64_t> dijkstra(const PlainGrid& g, const std::vector<std::vector<Arc>>& arcs, const std::vector<Point>& sources,
                               bool reversed) {
    std::vector<std::vector<Arc>> rev;
    if (reversed) {
        rev.resize(arcs.size());
        for (size_t u = 0; u < arcs.size(); ++u)
            for (const Arc& a : arcs[u]) rev[a.to].push_back({u, a.cost});
    }
    const auto& use = reversed ? rev : arcs;
    std::vector<uint64_t> d(g.costs.size(), kInf);
    using Item = std::pair<uint64_t, size_t>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> q;
    for (const Point s : sources) {
        const size_t i = static_cast<size_t>(s.y * g.width + s.x);
        d[i] = 0;
        q.push({0, i});
    }
    while (!q.empty()) {
        const auto [du, u] = q.top();
        q.pop();
        if (du != d[u]) continue;
        for (const Arc& a : use[u]) {
            if (du + a.cost < d[a.to]) {
                d[a.to] = du + a.cost;
                q.push({d[a.to], a.to});
            }
        }
    }
    return d;
}

std::vector<GridLink> random_links(std::mt19937& rng, const PlainGrid& g, int count, uint32_t max_cost) {
    std::vector<GridLink> links;
    for (int i = 0; i < count; ++i) {
        const Point a = fixpath_test::random_passable(rng, g), b = fixpath_test::random_passable(rng, g);
        if (!open(g, a.x, a.y) || !open(g, b.x, b.y)) continue;
        links.push_back({a, b, static_cast<uint32_t>(u32(rng) % (max_cost + 1)), u32(rng) % 2 ? LinkWay::Both : LinkWay::OneWay});
    }
    return links;
}

// The cost of the step into path[i] (kInf when it is no legal move): a link
// when via[i] names one that joins the two points, else a grid move.
uint64_t step_cost(const PlainGrid& g, const Rules& r, const std::vector<GridLink>& links, Point a, Point b, uint8_t via) {
    if (via == fixpath::kNoLink) return grid_move(g, r, a, b);
    if (via >= links.size()) return kInf;
    const GridLink& l = links[via];
    if (l.from == a && l.to == b) return l.cost;
    if (l.way == LinkWay::Both && l.to == a && l.from == b) return l.cost;
    return kInf;
}

fixpath::SearchOptions<uint32_t> options_of(const Rules& r, fixpath::Heuristic h) {
    fixpath::SearchOptions<uint32_t> o;
    o.moves = r.moves;
    o.corners = r.corners;
    o.costs = {r.straight, r.diagonal};
    o.heuristic = h;
    return o;
}

Rules random_rules(std::mt19937& rng) {
    Rules r;
    r.moves = u32(rng) % 3 == 0 ? fixpath::Moves::Four : fixpath::Moves::Eight;
    const fixpath::CornerRule kRules[] = {fixpath::CornerRule::Never, fixpath::CornerRule::One, fixpath::CornerRule::Always};
    r.corners = kRules[u32(rng) % 3];
    if (u32(rng) % 5 == 0) {  // above kBucketStepLimit: the heap under OpenList::Auto
        r.straight = 40;
        r.diagonal = 56;
    } else if (u32(rng) % 2) {
        r.straight = 1 + u32(rng) % 5;
        r.diagonal = r.straight + u32(rng) % (r.straight + 1);  // straight .. 2 x straight: octile stays consistent
    }
    return r;
}

// The open list holds every cell: the default (a quarter of them) may run out on these small, dense maps.
using State = fixpath::DenseState<24 * 24, uint32_t, 24 * 24>;

TEST(Links, SearchesEqualAPlainDijkstraOverGridAndLinks) {
    std::mt19937 rng(4242);
    static State state;
    static fixpath::BoundedState<24 * 24, uint32_t> pool;
    int found = 0, through_links = 0;
    for (int round = 0; round < 2000; ++round) {
        const int32_t w = 3 + static_cast<int32_t>(u32(rng) % 22), h = 3 + static_cast<int32_t>(u32(rng) % 22);
        const PlainGrid g = fixpath_test::random_grid(rng, w, h, static_cast<int>(u32(rng) % 45), 1 + static_cast<int>(u32(rng) % 4));
        const fixpath::ByteCostMap map(g.costs.data(), w, h);
        const Rules r = random_rules(rng);
        const std::vector<GridLink> links = random_links(rng, g, static_cast<int>(u32(rng) % 7), 60);
        const Point a = fixpath_test::random_passable(rng, g), b = fixpath_test::random_passable(rng, g);
        if (!open(g, a.x, a.y) || !open(g, b.x, b.y)) continue;
        const auto arcs = walker_arcs(g, r, links);
        const std::vector<uint64_t> d = dijkstra(g, arcs, {a}, false);
        const uint64_t want = d[static_cast<size_t>(b.y * w + b.x)];
        const uint32_t n = static_cast<uint32_t>(links.size());
        std::vector<Point> path(g.costs.size() + 1);
        std::vector<uint8_t> via(path.size());
        for (const fixpath::Heuristic kind : {fixpath::Heuristic::Octile, fixpath::Heuristic::Zero,
                                              fixpath::Heuristic::Manhattan, fixpath::Heuristic::Chebyshev}) {
            const auto o = options_of(r, kind);
            if (!fixpath::heuristic_is_consistent(kind, r.moves, r.straight, r.diagonal)) {
                EXPECT_EQ(fixpath::find_linked_path(map, state, a, b, links.data(), n, path.data(), 1000, via.data(), o).status,
                          Status::InvalidOptions);
                continue;
            }
            // Sliced by a random budget each call; the bounded pool for some rounds.
            fixpath::LinkedGridSearch<fixpath::ByteCostMap, State> search(map, state);
            Status s = search.begin(a, b, links.data(), n, o);
            const uint32_t slice = 1 + u32(rng) % 9;
            while (s == Status::InProgress) s = search.step(slice);
            const auto info = search.path(path.data(), static_cast<uint32_t>(path.size()), via.data());
            if (want == kInf) {
                ASSERT_EQ(s, Status::NoPath) << "round " << round;
                ASSERT_EQ(info.status, Status::Partial);
            } else {
                ASSERT_EQ(s, Status::Found) << "round " << round;
                ASSERT_EQ(uint64_t{search.cost()}, want) << "round " << round;
                ASSERT_EQ(uint64_t{info.cost}, want);
            }
            ASSERT_EQ(path[0], a);
            uint64_t sum = 0;
            for (uint32_t i = 1; i < info.length; ++i) {
                const uint64_t c = step_cost(g, r, links, path[i - 1], path[i], via[i]);
                ASSERT_NE(c, kInf) << "round " << round << " step " << i;
                sum += c;
                through_links += via[i] != fixpath::kNoLink ? 1 : 0;
            }
            ASSERT_EQ(sum, uint64_t{info.cost});
            ASSERT_EQ(via[0], fixpath::kNoLink);
            if (want != kInf) {
                ASSERT_EQ(path[info.length - 1], b);
                ++found;
            }
            if (kind == fixpath::Heuristic::Octile && round % 4 == 1) {  // the heap only, the same cost
                static fixpath::DenseState<24 * 24, uint32_t, 24 * 24, fixpath::OpenList::Heap> heap;
                const auto p = fixpath::find_linked_path(map, heap, a, b, links.data(), n, path.data(),
                                                         static_cast<uint32_t>(path.size()), nullptr, o);
                ASSERT_EQ(p.status, s);
                if (want != kInf) {
                    ASSERT_EQ(uint64_t{p.cost}, want);
                }
            }
            if (kind == fixpath::Heuristic::Octile && round % 4 == 0) {
                const auto p = fixpath::find_linked_path(map, pool, a, b, links.data(), n, path.data(),
                                                         static_cast<uint32_t>(path.size()), nullptr, o);
                ASSERT_EQ(p.status, s);
                if (want != kInf) {
                    ASSERT_EQ(uint64_t{p.cost}, want);
                }
            }
        }
    }
    std::printf("links: %d optimal paths, %d link steps taken\n", found, through_links);
    EXPECT_GT(found, 2000);
    EXPECT_GT(through_links, 500);
}

TEST(Links, FillsRangesAndFlowFieldsEqualThePlainDijkstra) {
    std::mt19937 rng(777);
    static State state;
    for (int round = 0; round < 1500; ++round) {
        const int32_t w = 3 + static_cast<int32_t>(u32(rng) % 22), h = 3 + static_cast<int32_t>(u32(rng) % 22);
        const PlainGrid g = fixpath_test::random_grid(rng, w, h, static_cast<int>(u32(rng) % 45), 1 + static_cast<int>(u32(rng) % 4));
        const fixpath::ByteCostMap map(g.costs.data(), w, h);
        const Rules r = random_rules(rng);
        const std::vector<GridLink> links = random_links(rng, g, static_cast<int>(u32(rng) % 7), 40);
        const auto arcs = walker_arcs(g, r, links);
        const uint32_t n = static_cast<uint32_t>(links.size());
        const auto o = options_of(r, fixpath::Heuristic::Octile);
        std::vector<uint32_t> dist(g.costs.size());
        fixpath::LinkedGridSearch<fixpath::ByteCostMap, State> search(map, state);
        if (round % 2 == 0) {  // a fill from one source (a movement range every third round), then paths to cells
            const Point a = fixpath_test::random_passable(rng, g);
            if (!open(g, a.x, a.y)) continue;
            const auto want = dijkstra(g, arcs, {a}, false);
            ASSERT_EQ(search.begin_fill(a, dist.data(), links.data(), n, o), Status::InProgress);
            const uint32_t ceiling = round % 3 == 0 ? 1 + u32(rng) % 80 : 0xFFFFFFFFu;
            if (ceiling != 0xFFFFFFFFu) {
                ASSERT_EQ(search.limit_fill(ceiling), Status::InProgress);
            }
            Status s = Status::InProgress;
            while (s == Status::InProgress) s = search.step(1 + u32(rng) % 5);
            ASSERT_EQ(s, Status::Complete);
            std::vector<Point> path(g.costs.size());
            std::vector<uint8_t> via(g.costs.size());
            for (size_t i = 0; i < dist.size(); ++i) {
                const uint64_t expect = want[i] <= ceiling ? want[i] : kInf;
                const uint64_t got = dist[i] == 0xFFFFFFFFu ? kInf : dist[i];
                ASSERT_EQ(got, expect)
                    << "round " << round << " cell " << i;
                if (expect == kInf) continue;
                const Point c = fixpath::make_point(static_cast<int32_t>(i % static_cast<size_t>(w)), static_cast<int32_t>(i / static_cast<size_t>(w)));
                const auto info = search.path_to(c, path.data(), static_cast<uint32_t>(path.size()), via.data());
                ASSERT_EQ(info.status, Status::Found);
                ASSERT_EQ(uint64_t{info.cost}, expect);
                uint64_t sum = 0;
                for (uint32_t k = 1; k < info.length; ++k) sum += step_cost(g, r, links, path[k - 1], path[k], via[k]);
                ASSERT_EQ(sum, expect);
            }
        } else {  // a flow field toward 1..3 seeds, followed from every cell
            std::vector<Point> seeds;
            for (int k = 0, m = 1 + static_cast<int>(u32(rng) % 3); k < m; ++k) {
                const Point s = fixpath_test::random_passable(rng, g);
                if (open(g, s.x, s.y)) seeds.push_back(s);
            }
            if (seeds.empty()) continue;
            const auto want = dijkstra(g, arcs, seeds, true);
            ASSERT_EQ(search.begin_seeded(dist.data(), links.data(), n, o, fixpath::FillCosts::TowardSeeds), Status::InProgress);
            for (const Point s : seeds) ASSERT_EQ(search.add_seed(s, 0), Status::InProgress);
            ASSERT_EQ(search.run(), Status::Complete);
            for (size_t i = 0; i < dist.size(); ++i) {
                ASSERT_EQ(dist[i] == 0xFFFFFFFFu ? kInf : dist[i], want[i]) << "round " << round << " cell " << i;
                Point c = fixpath::make_point(static_cast<int32_t>(i % static_cast<size_t>(w)), static_cast<int32_t>(i / static_cast<size_t>(w)));
                if (want[i] == kInf) {
                    const auto none = search.flow_step(c);
                    ASSERT_EQ(none.direction, 0xFF);
                    ASSERT_EQ(none.link, fixpath::kNoLink);
                    continue;
                }
                uint64_t walked = 0;
                for (int moves = 0; moves <= w * h + 1; ++moves) {
                    const auto st = search.flow_step(c);
                    if (st.link == fixpath::kNoLink && st.direction == 0xFF) break;
                    Point next;
                    if (st.link != fixpath::kNoLink) {
                        ASSERT_LT(st.link, links.size());
                        const GridLink& l = links[st.link];
                        ASSERT_TRUE(l.from == c || (l.way == LinkWay::Both && l.to == c)) << "round " << round;
                        next = l.from == c ? l.to : l.from;
                        walked += l.cost;
                    } else {
                        next = fixpath::make_point(c.x + fixpath::kDirectionDx[st.direction], c.y + fixpath::kDirectionDy[st.direction]);
                        const uint64_t cost = grid_move(g, r, c, next);
                        ASSERT_NE(cost, kInf) << "round " << round;
                        walked += cost;
                    }
                    c = next;
                }
                ASSERT_EQ(walked, want[i]) << "round " << round << " cell " << i;
                ASSERT_EQ(want[static_cast<size_t>(c.y * w + c.x)], 0u) << "the walk ends on a seed";
            }
        }
    }
}

TEST(Links, BadInputGetsAStatus) {
    static const uint8_t cells[5 * 3] = {1, 1, 0, 1, 1,
                                         1, 1, 0, 1, 1,
                                         1, 1, 0, 1, 1};
    const fixpath::ByteCostMap map(cells, 5, 3);
    static fixpath::DenseState<5 * 3, uint16_t> state;
    fixpath::Point path[16];
    uint8_t via[16];
    const GridLink across[] = {{{1, 1}, {3, 1}, 7, LinkWay::OneWay}};
    const auto ok = fixpath::find_linked_path(map, state, {0, 0}, {4, 0}, across, 1, path, 16, via);
    ASSERT_EQ(ok.status, Status::Found);
    EXPECT_EQ(ok.cost, 14 + 7 + 14);
    EXPECT_EQ(via[2], 0);
    // One way only: back across is no path (a partial path to the nearest cell).
    EXPECT_EQ(fixpath::find_linked_path(map, state, {4, 0}, {0, 0}, across, 1, path, 16).status, Status::NoPath);
    const GridLink on_wall[] = {{{1, 1}, {2, 1}, 7, LinkWay::OneWay}};
    const GridLink off_map[] = {{{1, 1}, {5, 1}, 7, LinkWay::OneWay}};
    EXPECT_EQ(fixpath::find_linked_path(map, state, {0, 0}, {4, 0}, on_wall, 1, path, 16).status, Status::InvalidOptions);
    EXPECT_EQ(fixpath::find_linked_path(map, state, {0, 0}, {4, 0}, off_map, 1, path, 16).status, Status::InvalidOptions);
    EXPECT_EQ(fixpath::find_linked_path(map, state, {0, 0}, {4, 0}, nullptr, 1, path, 16).status, Status::InvalidOptions);
    EXPECT_EQ(fixpath::find_linked_path(map, state, {2, 0}, {4, 0}, across, 1, path, 16).status, Status::InvalidStart);
    EXPECT_EQ(fixpath::find_linked_path(map, state, {0, 0}, {2, 2}, across, 1, path, 16).status, Status::InvalidGoal);
    EXPECT_EQ(fixpath::find_linked_path(map, state, {0, 0}, {4, 0}, across, 1, path, 2).status, Status::PathBufferTooSmall);
    fixpath::SearchOptions<uint16_t> weighted;
    weighted.weight = {3, 2};
    EXPECT_EQ(fixpath::find_linked_path(map, state, {0, 0}, {4, 0}, across, 1, path, 16, nullptr, weighted).status,
              Status::InvalidOptions);
    // More directed links than MaxLinks (a two-way link counts twice).
    GridLink many[9];
    for (auto& l : many) l = {{0, 0}, {4, 2}, 5, LinkWay::Both};
    fixpath::LinkedGridSearch<fixpath::ByteCostMap, decltype(state), 16> search(map, state);
    EXPECT_EQ(search.begin({0, 0}, {4, 0}, many, 8, {}), Status::InProgress);
    EXPECT_EQ(search.begin({0, 0}, {4, 0}, many, 9, {}), Status::InvalidOptions);
    // A link whose cost the cost type cannot hold: the way round does not exist.
    static fixpath::DenseState<5 * 3, uint8_t> small;
    const GridLink dear[] = {{{1, 1}, {3, 1}, 300, LinkWay::OneWay}};
    EXPECT_EQ(fixpath::find_linked_path(map, small, {0, 0}, {4, 0}, dear, 1, path, 16).status, Status::CostOverflow);
    // A pool too small: OutOfNodes with a partial path.
    static fixpath::BoundedState<4, uint16_t> tiny;
    const auto out = fixpath::find_linked_path(map, tiny, {0, 0}, {4, 0}, across, 1, path, 16);
    EXPECT_EQ(out.status, Status::OutOfNodes);
    EXPECT_TRUE(out.partial);
    // A goal on a wall with `nearest`: the path leads next to it.
    fixpath::SearchOptions<uint16_t> nearest;
    nearest.nearest = true;
    const auto near = fixpath::find_linked_path(map, state, {0, 0}, {2, 1}, across, 1, path, 16, nullptr, nearest);
    EXPECT_EQ(near.status, Status::NoPath);
    EXPECT_TRUE(near.partial);
}

}  // namespace
