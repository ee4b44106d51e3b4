// The path scheduler on the Game Boy Advance (path_scheduler.hpp): 64 units
// on a 64x64 map with scattered walls ask for paths in the same frame, 16 of
// them for one goal; two searches (IWRAM ARM, iwram_scheduler.cpp) serve
// them one update a frame, at budgets of 8 to 128 expansions a frame: for
// each, the dearest update in cycles, the frames until every request is done, the
// longest wait, the shared flow fields; the run passes when every request
// is found and the shared goal is computed once. A ROM of its own: the
// other benchmarks' IWRAM is full.
#include "scheduler_bench.hpp"

#include "../../tests/device/scheduler_case.hpp"

namespace {
constexpr uint32_t kFrame = 280896;
}  // namespace

int main() {
    *reinterpret_cast<volatile uint16_t*>(0x04000204) = 0x4317;  // WAITCNT: ROM 3/1 wait states, prefetch
    gba::start_cycle_counter();
    static const SchedulerCase units;  // the Cortex-M benchmark's case
    const uint32_t limit = kFrame / 8;
    uint32_t best_budget = 0;
    gba_bench::SchedulerFigures best{0, 0, 0, 0, 0, 0};
    bool all_found = true;
    for (uint32_t budget = 8; budget <= 128; budget *= 2) {
        const gba_bench::SchedulerFigures f = gba_bench::iwram_scheduler_64(units.cells, units.starts, units.goals, budget);
        all_found = all_found && f.found == 64 && f.shared == 1;
        gba::Line l;
        l << "case scheduler-64-requests-64x64 IWRAM ARM, " << budget << " expansions a frame: worst update "
          << f.worst_update << " cycles, all done after " << f.frames << " frames, " << f.work
          << " work units, longest wait " << f.longest_wait << " frames, " << f.found << " found, " << f.shared
          << " shared flow field";
        l.send();
        if (f.worst_update <= limit) {
            best_budget = budget;
            best = f;
        }
    }
    {
        gba::Line g;
        g << "budget: 64 requests on 64x64 at <= 1/8 frame (" << limit << " cycles) a frame, every one served within 30 "
          << "frames";
        g.send();
        gba::Line w;  // (a line holds 200 characters)
        if (best_budget != 0) {
            w << "  the longest wait " << best.longest_wait << " frames at " << best_budget
              << " expansions a frame, the largest budget whose every update stays within 1/8 frame";
        } else {
            w << "  no budget keeps every update within 1/8 frame";
        }
        w.send();
    }
    const bool ok = all_found;
    gba::finish_one_check(ok, "not every request found, or no shared field");
}
