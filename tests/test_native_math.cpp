// Products the grid loops make in the CPU's own widths
// (detail/native_math.hpp): the shift-and-add product by a byte that the
// CPUs whose 32-bit product is a library call (RISC-V without M, the 68000)
// take instead of the call, against the product, for every byte and values
// at the edges of each width; and the byte products every CPU takes through
// times_byte(). (The device batteries compare whole searches' costs with
// the host's on those CPUs; the AVR port checks its own forms:
// ports/avr/native_math_main.cpp.)
#include <gtest/gtest.h>

#include <stdint.h>

#include <fixpath/detail/native_math.hpp>

namespace {

const uint32_t kValues[] = {0u,     1u,      2u,      3u,      10u,         14u,         255u,        256u,
                            13860u, 19601u,  32767u,  65535u,  65536u,      0x12345678u, 0x7FFFFFFFu, 0x80000000u,
                            0xFFFFFFFEu, 0xFFFFFFFFu};

TEST(ShiftAddProduct, EqualsTheProductModulo32BitsForEveryByte) {
    for (const uint32_t value : kValues) {
        for (uint32_t factor = 0; factor < 256; ++factor) {
            ASSERT_EQ(fixpath::detail::shift_add_product(value, factor), value * factor)
                << value << " x " << factor;
        }
    }
}

TEST(ShiftAddProduct, IsAConstantExpression) {
    static_assert(fixpath::detail::shift_add_product(14u, 4u) == 56u, "");
    static_assert(fixpath::detail::shift_add_product(0xFFFFFFFFu, 255u) == 0xFFFFFFFFu * 255u, "");
    static_assert(fixpath::detail::shift_add_product(19601u, 0u) == 0u, "");
}

TEST(ByteProducts, EqualTheProductOnThisCpu) {
    for (const uint32_t value : kValues) {
        for (uint32_t byte = 0; byte < 256; ++byte) {
            ASSERT_EQ(fixpath::detail::times_byte(value, byte), value * byte) << value << " x " << byte;
            ASSERT_EQ(fixpath::detail::times_byte(value, static_cast<uint8_t>(byte)), value * byte);
            if (value < 65536u) {
                ASSERT_EQ(fixpath::detail::short_times_byte(static_cast<uint16_t>(value), static_cast<uint8_t>(byte)),
                          value * byte);
            }
            if (value < 256u) {
                ASSERT_EQ(fixpath::detail::byte_times_byte(static_cast<uint8_t>(value), static_cast<uint8_t>(byte)),
                          value * byte);
            }
        }
    }
}

}  // namespace
