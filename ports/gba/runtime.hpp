// The little a GBA program needs without a C library: debug output to the
// host through mGBA's debug port, a 32-bit cycle counter from two cascaded
// timers, and the result block the headless harness reads.
#ifndef FIXPATH_GBA_RUNTIME_HPP
#define FIXPATH_GBA_RUNTIME_HPP

#include <stdint.h>

namespace gba {

// The harness polls this block at the start of EWRAM (0x02000000).
struct Result {
    uint32_t magic;   // kDone when the ROM has finished
    uint32_t passed;
    uint32_t failed;
    uint32_t skipped;
};
constexpr uint32_t kDone = 0x46495850u;  // "FIXP"
extern volatile Result g_result;

// A line of text to mGBA's debug log (category "GBA Debug"). Building a
// line: Line l; l << "text" << number; l.send();
class Line {
public:
    Line& operator<<(const char* text);
    Line& operator<<(uint32_t value);
    Line& hex(uint32_t value);
    void send();

private:
    char text_[200];
    uint32_t length_ = 0;
};

// Cycles since the counter was started (16.78 MHz; wraps after 256 s).
void start_cycle_counter();
uint32_t cycles();

// Ends a ROM that makes one check: "1 passed, 0 failed", or "0 passed, 1
// failed (why)", into the log and the result block; never returns.
[[noreturn]] void finish_one_check(bool ok, const char* why);

}  // namespace gba

#endif
