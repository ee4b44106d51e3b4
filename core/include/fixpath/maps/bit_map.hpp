// fixpath/maps/bit_map.hpp - a passability map of one bit per cell, read in place.
#ifndef FIXPATH_BIT_MAP_HPP
#define FIXPATH_BIT_MAP_HPP

#include <stdint.h>

#include <fixpath/detail/support.hpp>

namespace fixpath {

// One bit per cell, 1 = passable (multiplier 1), 0 = blocked. Each row starts
// on a byte boundary: row y begins at bits[y * bytes_per_row(width)]. Inside a
// byte, cell x uses bit (x % 8), least significant bit first, so the first
// cell of a row is `bits[row] & 1`. A 64x64 map is 512 bytes.
class BitMap {
public:
    // (Any width and height give a defined answer: 0 for a side <= 0, and
    // sizes past what an int32_t holds are clamped to INT32_MAX; searches
    // take sides up to kMaxMapSide, point.hpp.)
    static constexpr int32_t bytes_per_row(int32_t width) {
        return width <= 0 ? 0 : static_cast<int32_t>((static_cast<uint32_t>(width) + 7u) / 8u);
    }
    static constexpr int32_t bytes_needed(int32_t width, int32_t height) {
        const uint64_t bytes = height <= 0 ? 0u : uint64_t(static_cast<uint32_t>(bytes_per_row(width))) * static_cast<uint32_t>(height);
        return bytes > 0x7FFFFFFFu ? 0x7FFFFFFF : static_cast<int32_t>(bytes);
    }

    constexpr BitMap(const uint8_t* bits, int32_t width, int32_t height)
        : bits_(bits), width_(width), height_(height), row_bytes_(bytes_per_row(width)) {}

    // A map with margins: its rows lie between two rows of zero bytes
    // (blocked rows above row 0 and below the last), and 8 more zero bytes
    // follow: bytes_with_margins(width, height) bytes in all, row 0 at
    // margin_bytes(width) into them. Jump point search's row scans on CPUs
    // with cheap eight-byte loads (x86-64, AArch64) then read the rows
    // above and below a ray, and eight bytes from any row, without testing
    // the map's top and bottom edges: the same answers in fewer
    // instructions. Every other reader sees the same map as BitMap(bits,
    // width, height) with bits = first_row. The caller keeps the margins
    // zero; column_map_with_margins() (jump_point_search.hpp) writes a
    // transpose with its own. has_margins(): whether the map was made so,
    // where those loads are cheap; elsewhere nothing reads the margins and
    // the map keeps no flag for them (false: its size and layout, which the
    // small cores' searches hold in reach of short loads, stay as they were).
    static constexpr int32_t margin_bytes(int32_t width) { return bytes_per_row(width); }
    static constexpr int32_t bytes_with_margins(int32_t width, int32_t height) {
        const int64_t bytes =
            height <= 0 ? 0 : int64_t{bytes_needed(width, height)} + 2 * int64_t{bytes_per_row(width)} + 8;
        return bytes > 0x7FFFFFFF ? 0x7FFFFFFF : static_cast<int32_t>(bytes);
    }
    static constexpr BitMap with_margins(const uint8_t* first_row, int32_t width, int32_t height) {
        return BitMap(first_row, width, height, true);
    }
#if FIXPATH_FAST_UNALIGNED_64
    constexpr bool has_margins() const { return margins_; }
#else
    constexpr bool has_margins() const { return false; }
#endif

    constexpr int32_t width() const { return width_; }
    constexpr int32_t height() const { return height_; }
    // Row y's bytes (bytes_per_row(width()) of them): for word-at-a-time
    // readers such as jump point search. y must be on the map.
    constexpr const uint8_t* row(int32_t y) const {
        return bits_ + static_cast<uint32_t>(y) * static_cast<uint32_t>(row_bytes_);
    }
    constexpr int32_t row_bytes() const { return row_bytes_; }
    uint8_t cost(int32_t x, int32_t y) const {
        const uint8_t byte = bits_[static_cast<uint32_t>(y) * static_cast<uint32_t>(row_bytes_) +
                                   (static_cast<uint32_t>(x) >> 3)];
        return static_cast<uint8_t>((byte >> (static_cast<uint32_t>(x) & 7u)) & 1u);
    }

private:
#if FIXPATH_FAST_UNALIGNED_64
    constexpr BitMap(const uint8_t* bits, int32_t width, int32_t height, bool margins)
        : bits_(bits), width_(width), height_(height), row_bytes_(bytes_per_row(width)), margins_(margins) {}
#else
    constexpr BitMap(const uint8_t* bits, int32_t width, int32_t height, bool)
        : bits_(bits), width_(width), height_(height), row_bytes_(bytes_per_row(width)) {}
#endif

    const uint8_t* bits_;
    int32_t width_;
    int32_t height_;
    int32_t row_bytes_;
#if FIXPATH_FAST_UNALIGNED_64
    bool margins_ = false;
#endif
};

}  // namespace fixpath

#endif  // FIXPATH_BIT_MAP_HPP
