// fixpath/detail/native_math.hpp - products the hot loops need, in the
// widths the CPU multiplies natively.
//
// On 8-bit AVR (where `int` has 16 bits) clang turns every 32-bit product
// into a call of `__mulsi3`, about 70 cycles with its argument shuffling,
// even when one factor is a byte or a constant; an 8 x 8 multiply is one
// 2-cycle instruction. The grid loop makes several such products an
// expansion (a step cost times the multiplier of the cell entered, a bounded
// state's hash of each neighbour's cell index). The forms below give the
// same value, bit for bit, on every CPU: the native form on AVR, the plain
// product elsewhere (where it is one instruction).
#ifndef FIXPATH_DETAIL_NATIVE_MATH_HPP
#define FIXPATH_DETAIL_NATIVE_MATH_HPP

#include <stddef.h>
#include <stdint.h>

#include <fixpath/detail/support.hpp>

namespace fixpath {
namespace detail {

// Whether `int` has 16 bits (AVR): 32-bit products are library calls there.
constexpr bool kSixteenBitInt = sizeof(unsigned) < sizeof(uint32_t);

// Whether the CPU divides 32-bit values in an instruction (x86, AArch64,
// ARMv7-M and ARMv7-A with the divide extension, RISC-V with M, MIPS).
// Elsewhere (Cortex-M0/M0+, the GBA's ARM7TDMI, plain RISC-V, the 68000,
// AVR) a division is a library call of tens to hundreds of cycles.
#if defined(__x86_64__) || defined(__i386__) || defined(__aarch64__) || defined(__ARM_FEATURE_IDIV) || \
    defined(__riscv_div) || defined(__mips__)
constexpr bool kFastDivide = true;
#else
constexpr bool kFastDivide = false;
#endif

// Whether the CPU gives the 64-bit product of two 32-bit values in an
// instruction or two (x86, AArch64, ARM code and Thumb-2 with UMULL, RISC-V
// with M, MIPS). Elsewhere (Cortex-M0/M0+ and ARM7TDMI Thumb code, plain
// RISC-V, the 68000, AVR) it is a library call.
#if defined(__x86_64__) || defined(__i386__) || defined(__aarch64__) || \
    (defined(__arm__) && (!defined(__thumb__) || defined(__thumb2__))) || defined(__riscv_mul) || defined(__mips__)
constexpr bool kWideMultiply = true;
#else
constexpr bool kWideMultiply = false;
#endif

// Whether a 32-bit product is a call of libgcc's `__mulsi3`: RISC-V
// without M (no multiply instruction: a loop of six instructions a bit of
// one factor) and the 68000 and 68010 (a 16 x 16 multiply only, which GCC
// 12 does not use even for 16-bit factors: the call does three). The call
// also costs the loop its caller-saved registers. There a product by a
// byte is made inline by shifts and adds (shift_add_product()).
#if (defined(__riscv) && !defined(__riscv_mul)) || \
    (defined(__mc68000__) && !defined(__mc68020__) && !defined(__mcoldfire__))
constexpr bool kSoftwareMultiply = true;
#else
constexpr bool kSoftwareMultiply = false;
#endif

// value * factor by shifts and adds over the bits of `factor`, which is
// small (a byte: at most eight steps; one for the multiplier 1 of a plain
// floor), inline: for kSoftwareMultiply CPUs.
FIXPATH_ALWAYS_INLINE constexpr uint32_t shift_add_product(uint32_t value, uint32_t factor) {
    uint32_t product = (factor & 1u) != 0 ? value : 0u;
    while ((factor >>= 1) != 0) {
        value <<= 1;
        if ((factor & 1u) != 0) {
            product += value;
        }
    }
    return product;
}

// A loop variable or index known to fit `Narrow`: that type where `int` has
// 16 bits (32-bit arithmetic is several instructions an operation there),
// else 32 bits (a narrower type would only add extensions).
template <typename Narrow>
using NativeOr32 = typename Select<kSixteenBitInt, Narrow, uint32_t>::type;

// A map coordinate, or the difference of two (|value| <= kMaxMapSide + 1),
// in the hot loop: 16 bits where `int` has 16 bits (a 32-bit value takes
// four registers there, and the grid loop's coordinates, clip sides and
// goal offsets together did not fit the CPU's 32), else 32 bits. Sides and
// lengths (0..kMaxMapSide + 1) likewise, unsigned.
using NativeCoordinate = typename Select<kSixteenBitInt, int16_t, int32_t>::type;
using NativeLength = NativeOr32<uint16_t>;

// Up to eight flags (a cell's moves): one register on AVR.
using ByteFlags = NativeOr32<uint8_t>;

// value * byte for a byte (0..255) held in any unsigned type, modulo 2^32
// (exactly the 32-bit product). (The byte's own type is kept: elsewhere
// the product is the expression it replaces, no narrowing added.)
template <typename Byte>
FIXPATH_ALWAYS_INLINE uint32_t times_byte(uint32_t value, Byte byte) {
#if defined(__AVR__) && defined(__AVR_HAVE_MUL__)
    // Four 8 x 8 -> 16-bit products (`mul`, into r1:r0) summed at their
    // byte offsets: 14 instructions. (Written in C, clang assembles the
    // bytes of the sum with about 60.) r1, the zero register, is cleared
    // again before the carries and at the end.
    const uint16_t low_half = static_cast<uint16_t>(value);
    const uint16_t high_half = static_cast<uint16_t>(value >> 16);
    uint16_t low;
    uint16_t high;
    __asm__(
        "mul %A2, %4\n\t"
        "movw %A0, r0\n\t"
        "mul %A3, %4\n\t"
        "movw %A1, r0\n\t"
        "mul %B2, %4\n\t"
        "add %B0, r0\n\t"
        "adc %A1, r1\n\t"
        "clr r1\n\t"
        "adc %B1, r1\n\t"
        "mul %B3, %4\n\t"
        "add %B1, r0\n\t"
        "clr r1"
        : "=&w"(low), "=&w"(high)
        : "r"(low_half), "r"(high_half), "r"(static_cast<uint8_t>(byte))
        : "r0");
    return static_cast<uint32_t>(low) | (static_cast<uint32_t>(high) << 16);
#else
    if constexpr (kSoftwareMultiply) {
        return shift_add_product(value, static_cast<uint8_t>(byte));
    } else {
        return value * byte;
    }
#endif
}

// value * byte for a value below 2^16 (a coordinate's distance), exactly:
// on AVR two 8 x 8 products (8 instructions, where times_byte() takes 14);
// elsewhere the product.
FIXPATH_ALWAYS_INLINE uint32_t short_times_byte(uint16_t value, uint8_t byte) {
#if defined(__AVR__) && defined(__AVR_HAVE_MUL__)
    // low: bytes 0-1 of the sum; high: byte 2 (byte 3 is zero: the
    // product is below 2^24). r1 is cleared again before the carry's add.
    uint16_t low;
    uint8_t high;
    __asm__(
        "mul %A2, %3\n\t"
        "movw %A0, r0\n\t"
        "mul %B2, %3\n\t"
        "add %B0, r0\n\t"
        "mov %1, r1\n\t"
        "clr r1\n\t"
        "adc %1, r1"
        : "=&r"(low), "=&r"(high)
        : "r"(value), "r"(byte)
        : "r0");
    return static_cast<uint32_t>(low) | (static_cast<uint32_t>(high) << 16);
#else
    if constexpr (kSoftwareMultiply) {
        return shift_add_product(value, byte);
    } else {
        return uint32_t{value} * byte;
    }
#endif
}

// a * b for two bytes, exactly: on AVR one `mul` (3 instructions); elsewhere
// the product. (In asm on AVR: clang 19 miscompiled the plain 8 x 8
// product of a constant chosen by direction in the grid loop.)
FIXPATH_ALWAYS_INLINE uint32_t byte_times_byte(uint8_t a, uint8_t b) {
#if defined(__AVR__) && defined(__AVR_HAVE_MUL__)
    uint16_t product;
    __asm__(
        "mul %1, %2\n\t"
        "movw %A0, r0\n\t"
        "clr r1"
        : "=r"(product)
        : "r"(a), "r"(b)
        : "r0");
    return product;
#else
    if constexpr (kSoftwareMultiply) {
        return shift_add_product(a, b);
    } else {
        return uint32_t{a} * b;
    }
#endif
}

// The high 16 bits of a x b. On AVR with `mul`: four 8 x 8 products
// summed at their byte offsets (clang calls the 32-bit `__mulsi3` for
// the zero-extended product, about 70 cycles); elsewhere the product.
FIXPATH_ALWAYS_INLINE uint16_t high_half_product(uint16_t a, uint16_t b) {
#if defined(__AVR__) && defined(__AVR_HAVE_MUL__)
    // carry: bits 8..15 of the sum, kept only for their carries into the
    // high half; zero: a zero register (r1, the usual one, holds products).
    uint16_t high;
    uint8_t carry;
    uint8_t zero;
    __asm__(
        "clr %[zero]\n\t"
        "mul %A[a], %A[b]\n\t"
        "mov %[carry], r1\n\t"
        "mul %B[a], %B[b]\n\t"
        "movw %A[high], r0\n\t"
        "mul %A[a], %B[b]\n\t"
        "add %[carry], r0\n\t"
        "adc %A[high], r1\n\t"
        "adc %B[high], %[zero]\n\t"
        "mul %B[a], %A[b]\n\t"
        "add %[carry], r0\n\t"
        "adc %A[high], r1\n\t"
        "adc %B[high], %[zero]\n\t"
        "clr r1"
        : [high] "=&w"(high), [carry] "=&r"(carry), [zero] "=&r"(zero)
        : [a] "r"(a), [b] "r"(b)
        : "r0");
    return high;
#else
    return static_cast<uint16_t>((uint32_t{a} * uint32_t{b}) >> 16);
#endif
}

// cell - row x width for a result known to be below 2^16 (a cell's column,
// widths up to kMaxMapSide): where `int` has 16 bits, in 16-bit `unsigned`
// arithmetic, the CPU's own multiply (it wraps modulo 2^16, which leaves
// the low 16 bits exact, and the result has no others); elsewhere in 32
// bits.
FIXPATH_ALWAYS_INLINE constexpr uint32_t column_of(uint32_t cell, uint32_t row, uint32_t width) {
    if constexpr (kSixteenBitInt) {
        return static_cast<unsigned>(static_cast<unsigned>(cell) -
                                     static_cast<unsigned>(row) * static_cast<unsigned>(width));
    } else {
        return cell - row * width;
    }
}

// Where element (x, y) of a row-major array in memory lies, `stride`
// elements a row (x, y >= 0): an offset that is added to a pointer. Where
// `int` has 16 bits (AVR) pointers have 16 bits too, so the offset is
// computed in `size_t` (the CPU's own multiply; an element the CPU can
// address has an offset that fits); elsewhere in 32 bits.
using MemoryOffset = NativeOr32<size_t>;
FIXPATH_ALWAYS_INLINE constexpr MemoryOffset row_major_offset(int32_t x, int32_t y, int32_t stride) {
    return static_cast<MemoryOffset>(static_cast<MemoryOffset>(y) * static_cast<MemoryOffset>(stride) +
                                     static_cast<MemoryOffset>(x));
}

// The top `bits` bits (1..16) of a multiplicative (Fibonacci) hash of
// `key`: where the CPU multiplies 32 bits natively, of key * 2^32 / phi;
// where `int` has 16 bits, of the key's two halves folded together times
// 2^16 / phi, a product the CPU makes inline. Either spreads consecutive
// cell indices over the table; which slots a key takes is the only thing
// that differs, never what a lookup answers.
template <uint32_t Bits>
FIXPATH_ALWAYS_INLINE constexpr uint32_t fibonacci_hash(uint32_t key) {
    static_assert(Bits >= 1 && Bits <= 32, "a hash of 1 to 32 bits");
    if constexpr (kSixteenBitInt && Bits <= 16) {
        const uint16_t folded = static_cast<uint16_t>(static_cast<uint16_t>(key) ^ static_cast<uint16_t>(key >> 16));
        return static_cast<uint16_t>(folded * uint16_t{40503u}) >> (16 - Bits);
    } else {
        return (key * 2654435769u) >> (32 - Bits);
    }
}

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_DETAIL_NATIVE_MATH_HPP
