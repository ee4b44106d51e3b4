// The API fuzzers' input, read as the call sequence's choices (past its
// end every read gives 0): numbers, points, a small map's terrain; and
// their one way to fail.
#ifndef FIXPATH_FUZZ_BYTES_HPP
#define FIXPATH_FUZZ_BYTES_HPP

#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include <fixpath/formats/crc32.hpp>
#include <fixpath/point.hpp>

namespace fuzz {

struct Bytes {
    const uint8_t* data;
    size_t size;
    size_t at = 0;
    bool done() const { return at >= size; }
    uint8_t u8() { return at < size ? data[at++] : 0; }
    uint16_t u16() { return static_cast<uint16_t>(u8() | (u8() << 8)); }
    uint32_t u32() { return static_cast<uint32_t>(u16()) | (static_cast<uint32_t>(u16()) << 16); }
    int32_t i32() { return static_cast<int32_t>(u32()); }
    // A cell of a side x side map, or one cell off any of its edges.
    fixpath::Point point_near(int32_t side) {
        const int32_t x = static_cast<int32_t>(u8() % (side + 2)) - 1;
        return fixpath::make_point(x, static_cast<int32_t>(u8() % (side + 2)) - 1);
    }
    // A small map's cells: a density byte, then a byte a cell: a wall below
    // density / 3, else a multiplier of 1 to 3.
    void terrain(uint8_t* cells, size_t count) {
        const uint8_t density = u8();
        for (size_t i = 0; i < count; ++i) {
            const uint8_t b = u8();
            cells[i] = b < density / 3 ? 0 : static_cast<uint8_t>(1 + b % 3);
        }
    }
};

// A file whose last 4 bytes are the CRC-32 of the rest (the binary
// formats): the checksum recomputed after the fuzzer changed bytes, so that
// the checks behind it are reached.
template <typename Bytes>
void reseal(Bytes& file) {
    if (file.size() < 4) return;
    const uint32_t crc = fixpath::crc32(file.data(), file.size() - 4);
    for (size_t i = 0; i < 4; ++i) file[file.size() - 4 + i] = static_cast<uint8_t>(crc >> (8 * i));
}

// A broken rule: abort, which libFuzzer reports with the input.
inline void check(bool ok) {
    if (!ok) abort();
}

}  // namespace fuzz

#endif
