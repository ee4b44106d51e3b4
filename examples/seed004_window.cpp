// Seed 004 (a grid Dijkstra inside a +-DELTA window): shortest paths from one
// square to every square within DELTA, then the same with an early stop at a
// destination (-a) and with the heuristic max(|dx|,|dy|) (-h), comparing how
// many squares each expands. The map is 1024x1024; the search state holds
// only the (2 * DELTA + 1)^2 window.
#include <cstdio>
#include <cstring>
#include <vector>

#include <fixpath/fixpath.hpp>

namespace {

constexpr int32_t kSide = 1024;
constexpr int32_t kDelta = 32;
constexpr uint32_t kWindowCells = (2 * kDelta + 1) * (2 * kDelta + 1);

fixpath::DenseState<kWindowCells, uint32_t> g_state;  // the 65x65 window only: 29 KiB
uint32_t g_distances[kWindowCells];

}  // namespace

int main(int argc, char** argv) {
    // A 1024x1024 map with pseudo-random rocks (a fixed generator, so every
    // run and every machine sees the same map).
    std::vector<uint8_t> cells(static_cast<size_t>(kSide) * kSide);
    uint32_t seed = 12345;
    for (auto& c : cells) {
        seed = seed * 1103515245u + 12345u;
        c = ((seed >> 16) % 100) < 22 ? 0 : 1;
    }
    const fixpath::Point origin{500, 500}, destination{522, 517};
    cells[500 * kSide + 500] = 1;
    cells[517 * kSide + 522] = 1;
    const fixpath::ByteCostMap map(cells.data(), kSide, kSide);
    const fixpath::Area window = fixpath::Area::around(origin, kDelta);
    fixpath::SearchOptions<uint32_t> unit;
    unit.costs = {1, 1};  // the seed's unit weights, 8 neighbours
    fixpath::GridSearch<fixpath::ByteCostMap, decltype(g_state)> search(map, g_state);

    bool stop_early = false, heuristic = false;
    for (int i = 1; i < argc; ++i) {
        stop_early |= std::strcmp(argv[i], "-a") == 0;
        heuristic |= std::strcmp(argv[i], "-h") == 0;
    }
    const bool compare_all = argc == 1;

    // Plain: every square of the window.
    search.begin_fill(origin, window, g_distances, unit);
    search.run();
    const uint32_t full = search.stats().expanded;
    const uint32_t to_destination =
        g_distances[(destination.y - window.y) * window.width + (destination.x - window.x)];
    uint32_t reachable = 0;
    for (uint32_t d : g_distances) reachable += d != decltype(search)::kUnreachable;
    if (compare_all || (!stop_early && !heuristic)) {
        std::printf("dijkstra, whole window:       %6u squares expanded, %u reachable, distance to (%d,%d) = %u\n",
                    full, reachable, destination.x, destination.y, to_destination);
    }
    // -a: stop when the destination is reached.
    fixpath::SearchOptions<uint32_t> a = unit;
    a.heuristic = fixpath::Heuristic::Zero;
    search.begin(origin, destination, a, window);
    search.run();
    const uint32_t early = search.stats().expanded;
    const uint32_t early_cost = search.cost();
    if (compare_all || (stop_early && !heuristic)) {
        std::printf("dijkstra -a (early stop):     %6u squares expanded, distance %u\n", early, early_cost);
    }
    // -a -h: plus the heuristic max(|dx|, |dy|).
    fixpath::SearchOptions<uint32_t> ah = unit;
    ah.heuristic = fixpath::Heuristic::Chebyshev;
    search.begin(origin, destination, ah, window);
    search.run();
    const uint32_t guided = search.stats().expanded;
    if (compare_all || heuristic) {
        std::printf("dijkstra -a -h (heuristic):   %6u squares expanded, distance %u\n", guided, search.cost());
    }
    const bool ok = early_cost == to_destination && search.cost() == to_destination && guided < early && early < full;
    if (compare_all) {
        std::printf("same distance every way: %s; the heuristic expands %.1f%% of the early-stop search\n",
                    ok ? "yes" : "NO", 100.0 * guided / early);
    }
    return ok ? 0 : 1;
}
