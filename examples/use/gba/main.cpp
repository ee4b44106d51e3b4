// A Game Boy Advance program using fixpath: one search, its result on mGBA's
// debug log, and the result block the headless harness waits for.
#include <fixpath/fixpath.hpp>

#include "runtime.hpp"  // from fixpath::gba

static const uint8_t kLevel[8 * 5] = {
    1, 1, 1, 1, 1, 1, 1, 1,
    1, 0, 0, 0, 0, 0, 0, 1,
    1, 1, 1, 3, 3, 1, 0, 1,
    0, 0, 1, 3, 3, 1, 0, 1,
    1, 1, 1, 1, 1, 1, 1, 1,
};
static fixpath::DenseState<8 * 5, uint16_t> g_state;  // in EWRAM (.bss)

int main() {
    fixpath::Point path[40];
    const auto r = fixpath::find_path(fixpath::ByteCostMap(kLevel, 8, 5), g_state, {0, 4}, {7, 4}, path, 40);
    gba::Line line;
    line << "path: " << fixpath::status_name(r.status) << ", cost " << r.cost << ", " << r.length << " points";
    line.send();
    const bool ok = r.status == fixpath::Status::Found && r.cost == 70;
    gba::g_result.passed = ok ? 1 : 0;
    gba::g_result.failed = ok ? 0 : 1;
    gba::g_result.magic = gba::kDone;
    for (;;) {
    }
}
