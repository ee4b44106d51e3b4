// The overflow-checked 32-bit product (grid/heuristic.hpp's
// multiply_fits()) that prices every jump point search ray (its length
// times the step cost): the form this host compiles (the 64-bit product
// where the CPU has one) and the form of the CPUs without one (16-bit
// halves), each against the 64-bit product, at the edges of 16 and 32 bits
// and on a spread of values between.
#include <gtest/gtest.h>

#include <stdint.h>

#include <fixpath/grid/heuristic.hpp>

namespace {

void expect_product(uint32_t a, uint32_t b) {
    const uint64_t wide = uint64_t{a} * b;
    const bool fits = wide <= 0xFFFFFFFFu;
    uint32_t product = 0;
    ASSERT_EQ(fixpath::detail::multiply_fits(a, b, product), fits) << a << " x " << b;
    if (fits) {
        ASSERT_EQ(product, wide) << a << " x " << b;
    }
    uint32_t halves = 0;
    ASSERT_EQ(fixpath::detail::multiply_fits_in_halves(a, b, halves), fits) << a << " x " << b << " in halves";
    if (fits) {
        ASSERT_EQ(halves, wide) << a << " x " << b << " in halves";
    }
}

TEST(CheckedProduct, BothFormsAgreeWithTheWideProduct) {
    const uint32_t edges[] = {0u,      1u,      2u,      3u,      255u,        256u,        13860u,      19601u,
                              0xFFFFu, 0x10000u, 0x10001u, 0x1FFFFu, 65537u * 3u, 0x7FFFFFFFu, 0x80000000u, 0xFFFFFFFEu,
                              0xFFFFFFFFu, 4294967295u / 255u, 4294967295u / 255u + 1u, 32767u, 32768u};
    for (const uint32_t a : edges) {
        for (const uint32_t b : edges) {
            expect_product(a, b);
        }
    }
    // Products on either side of 2^32: a times the quotient of 2^32 - 1 by a, and one more.
    for (uint32_t a = 1; a < 0xFFFFFFFFu / 7u; a = a * 7u + 3u) {
        const uint32_t most = 0xFFFFFFFFu / a;
        expect_product(a, most);
        expect_product(a, most + 1u);
        expect_product(most, a);
    }
    uint32_t x = 12345u;
    for (int i = 0; i < 200000; ++i) {  // a fixed sequence (a 32-bit LCG), its values shifted to every width
        x = x * 1664525u + 1013904223u;
        const uint32_t a = x >> (x & 31u);
        x = x * 1664525u + 1013904223u;
        const uint32_t b = x >> (x & 31u);
        expect_product(a, b);
    }
}

}  // namespace
