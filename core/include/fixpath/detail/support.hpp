// fixpath/detail/support.hpp - the few language helpers the core needs.
//
// The core includes only <stdint.h> and <stddef.h> because some embedded
// toolchains (Debian's riscv64-unknown-elf among them) ship no C++ standard
// library at all. These helpers replace the handful of <type_traits>,
// <limits> and <algorithm> pieces the engine would otherwise use.
#ifndef FIXPATH_DETAIL_SUPPORT_HPP
#define FIXPATH_DETAIL_SUPPORT_HPP

#include <stdint.h>
#include <stddef.h>

// (The first header nearly every other includes: an older standard is named
// here, before the rest fails to parse. fixpath.hpp says it alone.)
#if defined(_MSVC_LANG) ? _MSVC_LANG < 201703L : (!defined(__cplusplus) || __cplusplus < 201703L)
#error "fixpath needs C++17 (for example -std=c++17, or CMake's cxx_std_17; fixpath::core asks for it)"
#endif

// For the few functions that have one call site in a hot loop: inlining
// them costs no code size and saves a call with many arguments.
#if defined(__GNUC__) || defined(__clang__)
#define FIXPATH_ALWAYS_INLINE __attribute__((always_inline)) inline
#else
#define FIXPATH_ALWAYS_INLINE inline
#endif
// A condition that is almost never true (the compiler lays its branch out
// of the hot path).
#if defined(__GNUC__) || defined(__clang__)
#define FIXPATH_UNLIKELY(condition) __builtin_expect(!!(condition), 0)
#else
#define FIXPATH_UNLIKELY(condition) (condition)
#endif
// For a state's lookup, called for every neighbour: inlined on AVR, where
// a call that keeps its values in registers pushes and pops a dozen of
// them (about 80 cycles a call), at a few hundred bytes of flash; elsewhere
// the compiler's choice.
#if defined(__AVR__)
#define FIXPATH_INLINE_ON_AVR FIXPATH_ALWAYS_INLINE
#else
#define FIXPATH_INLINE_ON_AVR
#endif
// Whether the CPU loads eight bytes from any address in one instruction
// and stores them little-endian (x86-64, AArch64): kFastUnaligned64 below.
#if (defined(__GNUC__) || defined(__clang__)) && (defined(__x86_64__) || defined(__aarch64__)) && \
    defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define FIXPATH_FAST_UNALIGNED_64 1
#else
#define FIXPATH_FAST_UNALIGNED_64 0
#endif
// For jump point search's row and column scans where they read 56 cells a
// load (FIXPATH_FAST_UNALIGNED_64): inlined into each ray's loop, which
// saves a call with many arguments on every scan (hosts have the code
// space); a call elsewhere.
#if FIXPATH_FAST_UNALIGNED_64
#define FIXPATH_INLINE_ON_WIDE_LOADS FIXPATH_ALWAYS_INLINE
#else
#define FIXPATH_INLINE_ON_WIDE_LOADS
#endif
// For rare paths called from a hot loop: kept out of it.
#if defined(__GNUC__) || defined(__clang__)
#define FIXPATH_NOINLINE __attribute__((noinline))
#else
#define FIXPATH_NOINLINE
#endif
// For a helper of a hot loop that hosts inline (their registers hold its
// values as well) and the small cores call: inlined there, its registers
// cost the loop more than the call (goal bounds' box reads, measured on
// Cortex-M0+, M3 and the GBA).
#if FIXPATH_FAST_UNALIGNED_64
#define FIXPATH_INLINE_ON_HOSTS FIXPATH_ALWAYS_INLINE
#else
#define FIXPATH_INLINE_ON_HOSTS FIXPATH_NOINLINE
#endif

namespace fixpath {
namespace detail {

// Compile-time choice between two types (std::conditional).
template <bool Condition, typename IfTrue, typename IfFalse>
struct Select {
    using type = IfTrue;
};
template <typename IfTrue, typename IfFalse>
struct Select<false, IfTrue, IfFalse> {
    using type = IfFalse;
};

template <typename A, typename B>
struct IsSame {
    static constexpr bool value = false;
};
template <typename A>
struct IsSame<A, A> {
    static constexpr bool value = true;
};

// Largest value of an unsigned integer type (std::numeric_limits<T>::max()).
template <typename T>
constexpr T unsigned_max() {
    return static_cast<T>(~static_cast<T>(0));
}

// The cost types the engine accepts: unsigned, at most 32 bits, so that every
// intermediate sum fits in uint32_t arithmetic with an explicit overflow test.
template <typename T>
struct IsCostType {
    static constexpr bool value = IsSame<T, uint16_t>::value || IsSame<T, uint32_t>::value ||
                                  IsSame<T, uint8_t>::value;
};

template <typename T>
constexpr T min_of(T a, T b) {
    return b < a ? b : a;
}
template <typename T>
constexpr T max_of(T a, T b) {
    return a < b ? b : a;
}

// |a - b| for any two int32 values. The unsigned subtraction wraps modulo
// 2^32, which gives the exact difference (it is below 2^32) in 32-bit
// arithmetic, without the 64-bit subtraction a signed version would need.
constexpr uint32_t abs_diff(int32_t a, int32_t b) {
    return a < b ? static_cast<uint32_t>(b) - static_cast<uint32_t>(a)
                 : static_cast<uint32_t>(a) - static_cast<uint32_t>(b);
}

// Number of bits needed to store values 0..n-1 (at least 1).
constexpr uint32_t bits_for_count(uint64_t n) {
    uint32_t bits = 1;
    while (bits < 64 && (uint64_t{1} << bits) < n) {
        ++bits;
    }
    return bits;
}

// Smallest power of two >= n (n >= 1, result fits in 32 bits).
constexpr uint32_t next_power_of_two(uint32_t n) {
    uint32_t p = 1;
    while (p < n) {
        p <<= 1;
    }
    return p;
}

// The narrowest unsigned type that can index `count` elements (0..count-1)
// and still has one spare value to mean "none".
template <uint64_t Count>
using IndexFor = typename Select<(Count < 0xFFFFu), uint16_t, uint32_t>::type;

// Whether the CPU counts trailing zeros in an instruction or two (x86
// BSF/TZCNT, ARMv7-M and later RBIT+CLZ, AArch64, RISC-V Zbb). Elsewhere
// (Cortex-M0/M0+, the GBA's ARM7TDMI, plain RISC-V) the builtin would be a
// library call: loops over a few bits may shift instead.
#if (defined(__GNUC__) || defined(__clang__)) &&                                                    \
    (defined(__x86_64__) || defined(__i386__) || defined(__aarch64__) || defined(__ARM_FEATURE_CLZ) || \
     defined(__riscv_zbb))
constexpr bool kFastLowestBit = true;
#else
constexpr bool kFastLowestBit = false;
#endif

// Whether a load takes an index register scaled by a shift (x86, AArch64,
// Thumb-2 on ARMv7-M and later, ARM code): there an array element's address
// costs the load an operand or one add, and loops index arrays. Elsewhere
// (AVR, Thumb-1 on Cortex-M0/M0+ and the GBA's cartridge code, RISC-V, MIPS,
// the 68000) an address of an element of 6 or 12 bytes is a multiply or a
// few shifts and adds, and loops that revisit elements walk pointers
// (binary_heap.hpp's sift loops; measured on each CPU's rows).
#if defined(__x86_64__) || defined(__i386__) || defined(__aarch64__) || defined(__thumb2__) || \
    (defined(__arm__) && !defined(__thumb__))
constexpr bool kScaledIndexLoads = true;
#else
constexpr bool kScaledIndexLoads = false;
#endif

// Whether a grid expansion under the bucket queue (GridSearch; hex A* and
// linked grids likewise) offers its neighbours as one copy of the offer per
// direction (offsets and estimate steps then constants) instead of a loop
// over the allowed moves. On the in-order CPUs of small boards the copies
// take fewer instructions an expansion, for more code per search at -O2;
// on x86-64 the loop is faster (a maze's branches predict better in it),
// and AArch64, the other out-of-order CPU, takes the same (docs/grids.md
// has the figures). The loop also where the compiler
// optimises for size (-Os, -Oz: __OPTIMIZE_SIZE__) and in ARM code for the
// ARM7TDMI (the Game Boy Advance runs it from its 32 KiB IWRAM). Define
// FIXPATH_UNROLLED_NEIGHBOURS to 0 or 1 to choose (the same in every file
// of a program that share a search type). Both forms expand the same cells
// in the same order.
#if defined(FIXPATH_UNROLLED_NEIGHBOURS)
constexpr bool kUnrolledNeighbours = FIXPATH_UNROLLED_NEIGHBOURS != 0;
#elif defined(__OPTIMIZE_SIZE__) || defined(__x86_64__) || defined(__i386__) || defined(__aarch64__) || \
    (defined(__ARM_ARCH_4T__) && !defined(__thumb__))
constexpr bool kUnrolledNeighbours = false;
#else
constexpr bool kUnrolledNeighbours = true;
#endif

// Whether a grid loop reads a cell's neighbours in two forms: without bounds
// checks for the cells whose eight neighbours all lie inside the search
// area (nearly all of them), and with checks for the rest. Where `int` has
// 16 bits (AVR), whose flash runs out first, only the checked form: less
// code for a few more cycles (ports/avr/README.md has the figures).
// Elsewhere both, even at -Os: there the one form's saving in code did not
// pay for its cost in instructions (docs/grids.md, "Speed or flash"). Both
// read the same cells.
// Define FIXPATH_UNCHECKED_INNER_CELLS to 0 or 1 to choose.
#if defined(FIXPATH_UNCHECKED_INNER_CELLS)
constexpr bool kUncheckedInnerCells = FIXPATH_UNCHECKED_INNER_CELLS != 0;
#else
constexpr bool kUncheckedInnerCells = sizeof(unsigned) >= sizeof(uint32_t);
#endif

// Whether (x, y) is on `map` and passable (a multiplier, not 0).
template <typename Map>
constexpr bool floor_cell(const Map& map, int32_t x, int32_t y) {
    return x >= 0 && y >= 0 && x < map.width() && y < map.height() && map.cost(x, y) != 0;
}

// Whether the CPU loads eight bytes from any address in one instruction
// and stores them little-endian (x86-64, AArch64): bit readers then take a
// 64-bit load where others combine bytes.
constexpr bool kFastUnaligned64 = FIXPATH_FAST_UNALIGNED_64 != 0;

// Eight bytes from any address, little-endian (one load where
// kFastUnaligned64 holds).
FIXPATH_ALWAYS_INLINE uint64_t load_eight(const uint8_t* at) {
    uint64_t value = 0;
#if defined(__GNUC__) || defined(__clang__)
    __builtin_memcpy(&value, at, 8);
#else
    for (int i = 7; i >= 0; --i) {
        value = (value << 8) | at[i];
    }
#endif
    return value;
}

// Whether a scan over a sentinel-ended array is best written without its
// bound (Thumb-2: the loop is then one load, a compare and a branch a
// step). Elsewhere (Thumb-1, the ARM7TDMI, RISC-V, x86-64) the bounded form
// is smaller or faster with GCC 12 (ports/host/bench/NOTES.md).
#if defined(__thumb2__)
constexpr bool kScanToSentinel = true;
#else
constexpr bool kScanToSentinel = false;
#endif

// Whether loads reach only short offsets from a base register and the CPU
// has few registers to spare: Thumb-1 (Cortex-M0/M0+: 124 bytes, 62 for
// halfwords, 8 low registers), the ARM7TDMI (halfwords 255), RISC-V (2,047),
// AVR (63), and any CPU not named below. Not so on Thumb-2 (4,095 bytes, 13
// registers), x86-64 and AArch64. Two layout choices follow from it, each
// measured both ways (ports/host/bench/NOTES.md):
//   - a search state's fields read at every expansion (a dense state's
//     generation stamp, the bucket queue's counters) go before its arrays,
//     where a field beyond the short reach costs an address computation at
//     each use, and after them elsewhere, where the per-cell array read for
//     every neighbour is best at the state's own address;
//   - the bucket queue's code is given its list heads as a plain pointer,
//     or as the array they are (its bounds tell the compiler that writing a
//     head changes no counter, which it then keeps in a register: a gain
//     with registers to spare, spills without).
#if defined(__thumb2__) || defined(__x86_64__) || defined(__i386__) || defined(__aarch64__)
constexpr bool kShortLoadOffsets = false;
#else
constexpr bool kShortLoadOffsets = true;
#endif
constexpr bool kHeadsAsArray = !kShortLoadOffsets;

// The index of the lowest set bit of `bits` (not 0): the builtin where it
// is fast, else a multiply by a de Bruijn sequence and a 32-byte table.
constexpr uint8_t kDeBruijnBitIndex[32] = {0,  1,  28, 2,  29, 14, 24, 3,  30, 22, 20, 15, 25, 17, 4,  8,
                                           31, 27, 13, 23, 21, 19, 16, 7,  26, 12, 18, 6,  11, 5,  10, 9};
FIXPATH_ALWAYS_INLINE constexpr uint32_t lowest_set_bit(uint32_t bits) {
#if defined(__GNUC__) || defined(__clang__)
    if constexpr (kFastLowestBit) {
        // (unsigned long where int has 16 bits: AVR)
        if constexpr (sizeof(unsigned) >= sizeof(uint32_t)) {
            return static_cast<uint32_t>(__builtin_ctz(static_cast<unsigned>(bits)));
        } else {
            return static_cast<uint32_t>(__builtin_ctzl(bits));
        }
    }
#endif
    return kDeBruijnBitIndex[((bits & (0u - bits)) * 0x077CB531u) >> 27];
}

// The same for 64 bits (not 0).
FIXPATH_ALWAYS_INLINE constexpr uint32_t lowest_set_bit64(uint64_t bits) {
#if defined(__GNUC__) || defined(__clang__)
    if constexpr (kFastLowestBit) {
        return static_cast<uint32_t>(__builtin_ctzll(bits));
    }
#endif
    const uint32_t low = static_cast<uint32_t>(bits);
    return low != 0 ? lowest_set_bit(low) : 32u + lowest_set_bit(static_cast<uint32_t>(bits >> 32));
}

// The index of the highest set bit of `bits` (not 0): the builtin where
// there is a fast count of leading zeros, else a binary search.
FIXPATH_ALWAYS_INLINE constexpr uint32_t highest_set_bit(uint32_t bits) {
#if defined(__GNUC__) || defined(__clang__)
    if constexpr (kFastLowestBit) {
        // (unsigned long where int has 16 bits: AVR)
        if constexpr (sizeof(unsigned) >= sizeof(uint32_t)) {
            return 31u - static_cast<uint32_t>(__builtin_clz(static_cast<unsigned>(bits)));
        } else {
            return 31u - static_cast<uint32_t>(__builtin_clzl(bits));
        }
    }
#endif
    uint32_t index = 0;
    if (bits >= 0x10000u) { bits >>= 16; index += 16; }
    if (bits >= 0x100u) { bits >>= 8; index += 8; }
    if (bits >= 0x10u) { bits >>= 4; index += 4; }
    if (bits >= 0x4u) { bits >>= 2; index += 2; }
    return index + (bits >> 1);
}

// The same for 64 bits (not 0).
FIXPATH_ALWAYS_INLINE constexpr uint32_t highest_set_bit64(uint64_t bits) {
#if defined(__GNUC__) || defined(__clang__)
    if constexpr (kFastLowestBit) {
        return 63u - static_cast<uint32_t>(__builtin_clzll(bits));
    }
#endif
    const uint32_t high = static_cast<uint32_t>(bits >> 32);
    return high != 0 ? 32u + highest_set_bit(high) : highest_set_bit(static_cast<uint32_t>(bits));
}

// What a state without buckets (OpenList::Heap) has in their place.
struct NoBuckets {
    static constexpr bool kInPlace = false;
    constexpr NoBuckets() = default;
    void clear() {}
    void set_granularity(uint32_t) {}
};

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_DETAIL_SUPPORT_HPP
