// The 8-bit battery on an AVR under simavr: every case of
// tests/device/small_battery.hpp in the Uno's memory (bounded pools) and,
// on boards with 8 KiB (FIXPATH_AVR_DENSE), with dense states too. Each
// outcome must equal the host's (small_battery_expected.inc) bit for bit.
// Prints "N passed, N failed".
#include <stdio.h>

#include "../../tests/device/small_battery.hpp"
#include "../../tests/device/small_battery_expected.inc"
#include "board.hpp"

namespace {

template <bool Dense>
void run(const small_battery::Outcome (&expected)[small_battery::kCaseCount], const char* profile,
         unsigned& passed, unsigned& failed, unsigned& skipped) {
    static small_battery::Memory<Dense> memory;
    for (uint32_t i = 0; i < small_battery::kCaseCount; ++i) {
        small_battery::Outcome got;
        if (!small_battery::run_case(small_battery::load(i), memory, got)) {
            ++skipped;  // a kind another program runs
            continue;
        }
        const small_battery::Outcome want = fixpath::detail::flash_value(&expected[i]);
        if (small_battery::same(got, want)) {
            ++passed;
            continue;
        }
        ++failed;
        printf("FAIL %s case %lu: status %u/%u cost %lu/%lu length %lu/%lu expanded %lu/%lu hash %08lx/%08lx\n",
               profile, (unsigned long)i, got.status, want.status, (unsigned long)got.cost,
               (unsigned long)want.cost, (unsigned long)got.length, (unsigned long)want.length,
               (unsigned long)got.expanded, (unsigned long)want.expanded, (unsigned long)got.hash,
               (unsigned long)want.hash);
    }
    printf("%s profile: %u bytes of search memory\n", profile, (unsigned)sizeof(memory));
}

}  // namespace

int main() {
    board::start();
    board::stack_paint();
    unsigned passed = 0;
    unsigned failed = 0;
    unsigned skipped = 0;
    run<false>(small_battery::kSmallExpected, "uno", passed, failed, skipped);
#if defined(FIXPATH_AVR_DENSE)
    run<true>(small_battery::kDenseExpected, "mega", passed, failed, skipped);
#endif
    printf("8-bit battery (%s) on %s: %u cases run, %u of other programs\n", FIXPATH_BATTERY_PART, FIXPATH_CPU_NAME,
           passed + failed, skipped);
    printf("RAM: %u bytes never touched by the stack\n", (unsigned)board::stack_unused());
    printf("%u passed, %u failed\n", passed, failed);
    board::finish();
}
