// The products of detail/native_math.hpp on an AVR under simavr: times_byte,
// short_times_byte and byte_times_byte (their own instructions there) against
// the compiler's 32-bit product, at the byte boundaries where carries cross,
// and the 16-bit Fibonacci hash against the same sum written with 32-bit
// operations; and the row division
// (detail/row_divider.hpp) in this CPU's forms against the compiler's
// division, for areas on either side of its limits (32,768 cells, one
// column); the 16 x 16
// product's high half and a cell's column in 16 bits. One failure a
// wrong pair. Prints "N passed, N failed".
#include <stdio.h>

#include <fixpath/detail/flash_read.hpp>
#include <fixpath/detail/native_math.hpp>
#include <fixpath/detail/row_divider.hpp>

#include "board.hpp"

namespace {

// (In flash, read with `lpm`: the compiler cannot fold what it reads at run time.)
const uint32_t kValues[] FIXPATH_FLASH_DATA = {0u,          1u,          0xFFu,       0x100u,      0x7FFFu,
                                               0xFFFFu,     0x10000u,    0xFFFFFFu,   0x1000000u,  0x12345678u,
                                               0x89ABCDEFu, 0xFEDCBA98u, 0xFFFFFFFFu, 0x00FF00FFu, 0xFF00FF00u};
const uint8_t kBytes[] FIXPATH_FLASH_DATA = {0, 1, 2, 10, 14, 127, 128, 200, 255};
// Areas (width, height): narrow ones (at most 46,000 cells) and wide ones.
const uint16_t kAreas[][2] FIXPATH_FLASH_DATA = {{1, 1},     {1, 46000}, {16, 16},    {7, 5000},  {255, 180},
                                                 {214, 214}, {1, 46001}, {215, 215},  {300, 1000}, {4096, 4096},
                                                 {32767, 32767}, {3, 32767}, {2, 16384}, {181, 181},
                                                 {128, 256},  {255, 128}, {2, 16385},  {32767, 1}};

// Checks the row of the cells around each row boundary of a few rows
// (first, second, middle, last): cell / width.
void check_rows(uint32_t width, uint32_t height, unsigned& passed, unsigned& failed) {
    fixpath::detail::RowDivider<true> rows;  // (the one form searches take here)
    rows.prepare(width, width * height);
    const uint32_t picks[4] = {0u, 1u, height / 2u, height - 1u};
    for (uint8_t i = 0; i < 4; ++i) {
        const uint32_t row = picks[i] < height ? picks[i] : 0u;
        const uint32_t first = row * width;
        const uint32_t cells[3] = {first, first + width / 2u, first + width - 1u};
        for (uint8_t k = 0; k < 3; ++k) {
            if (rows.row_of(cells[k]) == cells[k] / width) {
                ++passed;
            } else {
                ++failed;
                printf("FAIL row_of(%lu) for width %lu, height %lu\n", (unsigned long)cells[k], (unsigned long)width,
                       (unsigned long)height);
            }
        }
    }
}

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
            // The short forms, on the value's low 16 bits and low byte.
            const uint16_t low16 = static_cast<uint16_t>(v);
            if (fixpath::detail::short_times_byte(low16, b) == uint32_t{low16} * b) {
                ++passed;
            } else {
                ++failed;
                printf("FAIL short_times_byte(%04x, %u)\n", (unsigned)low16, (unsigned)b);
            }
            const uint8_t low8 = static_cast<uint8_t>(v);
            if (fixpath::detail::byte_times_byte(low8, b) == uint32_t{low8} * b) {
                ++passed;
            } else {
                ++failed;
                printf("FAIL byte_times_byte(%u, %u)\n", (unsigned)low8, (unsigned)b);
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
    // high_half_product (its own instructions) against the 32-bit product's
    // high half, for 225 pairs of the values' 16-bit halves (which half of
    // each, by the other's index); and column_of
    // (16-bit `unsigned` arithmetic) against the 32-bit difference.
    for (uint8_t i = 0; i < sizeof(kValues) / sizeof(kValues[0]); ++i) {
        const uint32_t v = fixpath::detail::flash_value(&kValues[i]);
        for (uint8_t j = 0; j < sizeof(kValues) / sizeof(kValues[0]); ++j) {
            const uint32_t w = fixpath::detail::flash_value(&kValues[j]);
            const uint16_t a = static_cast<uint16_t>(v >> (j & 1u ? 16 : 0));
            const uint16_t b = static_cast<uint16_t>(w >> (i & 1u ? 16 : 0));
            if (fixpath::detail::high_half_product(a, b) == static_cast<uint16_t>((uint32_t{a} * b) >> 16)) {
                ++passed;
            } else {
                ++failed;
                printf("FAIL high_half_product(%04x, %04x)\n", (unsigned)a, (unsigned)b);
            }
        }
        const uint32_t width = (v & 0x7FFFu) + 1u;  // 1..32768
        const uint32_t row = (v >> 17) & 0x7FFFu;
        const uint32_t column = v % width;
        if (fixpath::detail::column_of(row * width + column, row, width) == column) {
            ++passed;
        } else {
            ++failed;
            printf("FAIL column_of(row %lu, width %lu)\n", (unsigned long)row, (unsigned long)width);
        }
    }
    for (uint8_t i = 0; i < sizeof(kAreas) / sizeof(kAreas[0]); ++i) {
        check_rows(fixpath::detail::flash_value(&kAreas[i][0]), fixpath::detail::flash_value(&kAreas[i][1]), passed,
                   failed);
    }
    printf("native products and row division on %s: %u checked\n", FIXPATH_CPU_NAME, passed + failed);
    printf("%u passed, %u failed\n", passed, failed);
    board::finish();
}
