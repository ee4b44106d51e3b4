// The products of detail/native_math.hpp on an AVR under simavr: times_byte
// (its own instructions there) against the compiler's 32-bit product, at the
// byte boundaries where carries cross, and the 16-bit Fibonacci hash against
// the same sum written with 32-bit operations. One failure a wrong pair.
// Prints "N passed, N failed".
#include <stdio.h>

#include <fixpath/detail/flash_read.hpp>
#include <fixpath/detail/native_math.hpp>

#include "board.hpp"

namespace {

// (In flash, read with `lpm`: the compiler cannot fold what it reads at run time.)
const uint32_t kValues[] FIXPATH_FLASH_DATA = {0u,          1u,          0xFFu,       0x100u,      0x7FFFu,
                                               0xFFFFu,     0x10000u,    0xFFFFFFu,   0x1000000u,  0x12345678u,
                                               0x89ABCDEFu, 0xFEDCBA98u, 0xFFFFFFFFu, 0x00FF00FFu, 0xFF00FF00u};
const uint8_t kBytes[] FIXPATH_FLASH_DATA = {0, 1, 2, 10, 14, 127, 128, 200, 255};

}  // namespace

int main() {
    board::start();
    unsigned passed = 0;
    unsigned failed = 0;
    for (uint8_t i = 0; i < sizeof(kValues) / sizeof(kValues[0]); ++i) {
        const uint32_t v = fixpath::detail::flash_value(&kValues[i]);
        for (uint8_t j = 0; j < sizeof(kBytes); ++j) {
            const uint8_t b = fixpath::detail::flash_byte(&kBytes[j]);
            if (fixpath::detail::times_byte(v, b) == v * uint32_t{b}) {
                ++passed;
            } else {
                ++failed;
                printf("FAIL times_byte(%08lx, %u)\n", (unsigned long)v, (unsigned)b);
            }
        }
        // The hash's 16-bit form: the key's halves folded, times 40503,
        // the top 7 bits of the low 16, computed here in 32 bits.
        const uint32_t folded = (v ^ (v >> 16)) & 0xFFFFu;
        const uint32_t want = ((folded * 40503u) & 0xFFFFu) >> 9;
        if (fixpath::detail::fibonacci_hash<7>(v) == want) {
            ++passed;
        } else {
            ++failed;
            printf("FAIL fibonacci_hash<7>(%08lx)\n", (unsigned long)v);
        }
    }
    printf("native products on %s: %u checked\n", FIXPATH_CPU_NAME, passed + failed);
    printf("%u passed, %u failed\n", passed, failed);
    board::finish();
}
