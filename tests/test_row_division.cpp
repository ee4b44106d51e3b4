// A cell index's row without a division (detail/row_divider.hpp), which
// every grid front end uses to turn a popped cell back into (x, y): both
// forms (a 32-bit product for areas of at most 46,000 cells, the high half
// of a 64-bit product beyond; and the 16-bit CPUs' product of two halves)
// against the division, at the row boundaries of areas on either side of
// the limits and of the largest sides (the 16-bit CPUs' form: on either
// side of 32,768 cells and one column); the long division that finds the
// multiplier where the CPU has no divide instruction. (The AVR port runs the same checks
// on its own forms: ports/avr/native_math_main.cpp.)
#include <gtest/gtest.h>

#include <stdint.h>

#include <fixpath/detail/row_divider.hpp>
#include <fixpath/point.hpp>

namespace {

struct Sides {
    uint32_t width;
    uint32_t height;
};

constexpr Sides kAreas[] = {{1, 1},     {1, 46000},  {16, 16},    {7, 5000},     {255, 180},
                            {214, 214}, {1, 46001},  {215, 215},  {300, 1000},   {4096, 4096},
                            {32767, 32767}, {3, 32767}, {32767, 1}, {2, 16384}, {181, 181},
                            {128, 256},  {255, 128},  {2, 16385}};

// Every cell of the first, second, middle and last rows' ends and middle.
template <typename Divider>
void expect_rows(const Sides& area) {
    Divider rows;
    rows.prepare(area.width, area.width * area.height);
    const uint32_t picks[] = {0u, area.height > 1 ? 1u : 0u, area.height / 2u, area.height - 1u};
    for (const uint32_t row : picks) {
        const uint32_t first = row * area.width;
        for (const uint32_t cell : {first, first + area.width / 2u, first + area.width - 1u}) {
            EXPECT_EQ(rows.row_of(cell), cell / area.width)
                << "cell " << cell << " of " << area.width << " x " << area.height;
        }
    }
}

TEST(RowDivision, EitherFormGivesTheRowOfEveryCellChecked) {
    for (const Sides& area : kAreas) {
        expect_rows<fixpath::detail::RowDivider<false>>(area);
        // (The 16-bit CPUs' one form, for every area, checked here too: it is plain C++.)
        expect_rows<fixpath::detail::HalfRowProduct>(area);
        if (area.width * area.height <= fixpath::detail::kNarrowRowCells) {
            expect_rows<fixpath::detail::RowDivider<true>>(area);
        }
    }
}

TEST(RowDivision, MatchesTheDivisionOnEveryCellOfSmallAreas) {
    for (uint32_t width = 1; width <= 64; ++width) {
        for (uint32_t height = 1; height <= 64; height += 7) {
            fixpath::detail::RowDivider<true> rows;
            fixpath::detail::HalfRowProduct halves;
            rows.prepare(width, width * height);
            halves.prepare(width, width * height);
            for (uint32_t cell = 0; cell < width * height; ++cell) {
                ASSERT_EQ(rows.row_of(cell), cell / width) << "cell " << cell << " of " << width << " x " << height;
                ASSERT_EQ(halves.row_of(cell), cell / width) << "cell " << cell << " of " << width << " x " << height;
            }
        }
    }
}

// The long division the CPUs without a divide instruction take (Cortex-M0,
// the GBA, plain RISC-V, the 68000) against the division this host has,
// for every shift either form uses.
TEST(RowDivision, LongDivisionGivesTheCeilingOfEveryShift) {
    const uint32_t widths[] = {1u, 2u, 3u, 7u, 49u, 64u, 181u, 255u, 512u, 4095u, 4096u, 32767u, 65535u};
    for (const uint32_t width : widths) {
        for (uint32_t shift = 0; shift <= 46; ++shift) {
            const uint64_t expected = ((uint64_t{1} << shift) + width - 1u) / width;
            if (expected > 0xFFFFFFFFu) {
                continue;  // (never asked: the wide form's m stays below 2^31 + 1)
            }
            ASSERT_EQ(fixpath::detail::ceiling_of_power_over(shift, width), expected)
                << "2^" << shift << " / " << width;
        }
    }
}

}  // namespace
