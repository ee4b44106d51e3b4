// The path scheduler on the Game Boy Advance (path_scheduler.hpp): 64 units
// on a 64x64 map with scattered walls ask for paths in the same frame, 16 of
// them for one goal; two searches (IWRAM ARM, iwram_scheduler.cpp) serve
// them one update a frame, at budgets of 8 to 128 expansions a frame: for
// each, the dearest update in cycles, the frames until every request is done, the
// longest wait, the shared flow fields; the run passes when every request
// is found and the shared goal is computed once. A ROM of its own: the
// other benchmarks' IWRAM is full.
#include "scheduler_bench.hpp"

namespace {
constexpr uint32_t kFrame = 280896;
uint8_t g_cells[64 * 64];
fixpath::Point g_starts[64];
fixpath::Point g_goals[64];

// The Cortex-M benchmark's map and requests (ports/semihosted/bench_main.cpp).
void make_case() {
    uint32_t seed = 12345;
    const auto next = [&seed] {
        seed = seed * 1103515245u + 12345u;
        return (seed >> 16) & 0x7FFFu;
    };
    for (uint32_t i = 0; i < 64 * 64; ++i) g_cells[i] = next() % 100 < 20 ? 0 : 1;
    const auto passable = [&]() {
        for (;;) {
            const fixpath::Point p = fixpath::make_point(static_cast<int32_t>(next() % 64), static_cast<int32_t>(next() % 64));
            if (g_cells[p.y * 64 + p.x] != 0) return p;
        }
    };
    const fixpath::Point shared_goal = passable();
    for (int i = 0; i < 64; ++i) {
        g_starts[i] = passable();
        g_goals[i] = i % 4 == 0 ? shared_goal : passable();
    }
}
}  // namespace

int main() {
    *reinterpret_cast<volatile uint16_t*>(0x04000204) = 0x4317;  // WAITCNT: ROM 3/1 wait states, prefetch
    gba::start_cycle_counter();
    make_case();
    const uint32_t limit = kFrame / 8;
    uint32_t best_budget = 0;
    gba_bench::SchedulerFigures best{0, 0, 0, 0, 0, 0};
    bool all_found = true;
    for (uint32_t budget = 8; budget <= 128; budget *= 2) {
        const gba_bench::SchedulerFigures f = gba_bench::iwram_scheduler_64(g_cells, g_starts, g_goals, budget);
        all_found = all_found && f.found == 64 && f.shared == 1;
        gba::Line l;
        l << "case scheduler-64-requests-64x64 IWRAM ARM, " << budget << " expansions a frame: worst update "
          << f.worst_update << " cycles, all done after " << f.frames << " frames, " << f.work
          << " expansions, longest wait " << f.longest_wait << " frames, " << f.found << " found, " << f.shared
          << " shared flow field";
        l.send();
        if (f.worst_update <= limit) {
            best_budget = budget;
            best = f;
        }
    }
    {
        gba::Line g;
        g << "goal: 64 requests on 64x64 at <= 1/8 frame (" << limit << " cycles) a frame, every one served within 30 "
          << "frames: " << (best_budget != 0 && best.longest_wait <= 30 ? "met" : "MISSED") << " ("
          << (best_budget != 0 ? best.longest_wait : 0) << " frames at " << best_budget
          << " expansions a frame; 0: no budget keeps every update within 1/8 frame)";
        g.send();
    }
    const bool ok = all_found;
    gba::Line done;
    done << (ok ? "1 passed, 0 failed" : "0 passed, 1 failed (not every request found, or no shared field)");
    done.send();
    gba::g_result.passed = ok ? 1 : 0;
    gba::g_result.failed = ok ? 0 : 1;
    gba::g_result.magic = gba::kDone;
    for (;;) {
    }
}
