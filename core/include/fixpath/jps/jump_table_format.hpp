// fixpath/jps/jump_table_format.hpp - the binary jump table file (JPS+,
// jump_table.hpp): versioned, little-endian, checksummed, bound to its map,
// read in place (from ROM, from a file loaded into RAM), and a validator
// that accepts only the exact table of the map and never reads past the end.
//
//     extern const uint8_t kLevelJumps[];          // e.g. from `fixpath jps build MAP --binary OUT`
//     extern const uint32_t kLevelJumpsSize;
//     fixpath::JumpTable table;
//     const auto error = fixpath::validate_jump_table(kLevelJumps, kLevelJumpsSize, map, &table);
//     if (error != fixpath::JumpTableFormatError::None) { show(fixpath::file_error_name(error)); }
//     fixpath::TableJumpPointSearch<fixpath::BitMap, decltype(state)> search(map, state, table);
//
// Layout, version 1 (every field little-endian; the envelope, its checks
// and their order: formats/file_envelope.hpp):
//
//   offset  size          field
//   0       4             magic "FXPJ"
//   4       2             version (1)
//   6       2             header bytes (32)
//   8       4             W, map width  (1 .. 32767)
//   12      4             H, map height (1 .. 32767)
//   16      1             entry bytes: 2 (int16) or 1 (int8, chained: jump_table.hpp)
//   17      3             reserved (0)
//   20      4             map fingerprint: CRC-32 of the map's cells row-major,
//                         one byte a cell, 1 passable and 0 blocked
//   24      4             file bytes (the whole file, checksum included)
//   28      4             reserved (0)
//   32      8 W H E       entries, cell (x, y) direction d at 8 (y W + x) + d,
//                         two's complement (a multiple of 8 bytes: no padding)
//           4             CRC-32 (crc32.hpp) of every byte before it
//
// What validation costs and proves: the header, the size and the checksum
// (one pass over the file), the fingerprint against the map the caller
// searches (one pass over the map), then every entry against the rule it
// must satisfy (jump_entry(): a read of its neighbour's entry and of up to
// six map cells, O(cells x 8) in all, no memory). A file that passes is the
// map's table exactly, so a search from it gives A*'s optimal costs; a
// table for another map, a stale one after an edit, or a damaged one is
// refused with its reason.
#ifndef FIXPATH_JUMP_TABLE_FORMAT_HPP
#define FIXPATH_JUMP_TABLE_FORMAT_HPP

#include <stddef.h>
#include <stdint.h>

#include <fixpath/formats/file_envelope.hpp>
#include <fixpath/jps/jump_table.hpp>
#include <fixpath/point.hpp>

namespace fixpath {

constexpr FileKind kJumpTableFile = {{'F', 'X', 'P', 'J'}, 32, 24};  // (magic, header bytes, where the file size is)

// Why a file was rejected: Truncated, BadMagic, BadVersion, BadHeader (the
// header size, entry bytes, a side out of range, or a reserved field not
// 0), SizeMismatch, BadChecksum, WrongMap (built for a map of other sides or
// other walls), BadEntry (an entry that is not the map's: a damaged or
// hand-made table), MapNotUniform (the map has terrain: jump tables are for
// walls-and-floor maps). Each has a test that produces it.
using JumpTableFormatError = FileError;

// The size of a version-1 file (0 when the sides or entry size are out of
// range or it would not fit 32 bits).
constexpr uint32_t jump_table_file_size(int32_t width, int32_t height, uint32_t entry_bytes) {
    if (width <= 0 || height <= 0 || width > kMaxMapSide || height > kMaxMapSide ||
        (entry_bytes != 1 && entry_bytes != 2)) {
        return 0;
    }
    return detail::file_bytes(kJumpTableFile,
                              uint64_t{static_cast<uint32_t>(width)} * static_cast<uint32_t>(height) * 8u * entry_bytes);
}

// The fingerprint of a map (see the layout): which cells are passable.
template <typename Map>
constexpr uint32_t jump_map_fingerprint(const Map& map) {
    return map_fingerprint(map, MapFingerprint::Passability);
}

// Checks data[0, size) as a jump table file for `map` and, when it is one,
// points *out at its entries (read in place: `data` must outlive the
// searches that use *out). *out is left empty on any error.
template <typename Map>
JumpTableFormatError validate_jump_table(const uint8_t* data, size_t size, const Map& map, JumpTable* out) {
    const detail::OpenedMapFile opened = detail::open_map_file(data, size, kJumpTableFile, out);
    if (opened.error != FileError::None) {
        return opened.error;
    }
    const uint32_t entry_bytes = data[16];
    const uint32_t w = opened.width;
    const uint32_t h = opened.height;
    if (data[17] != 0 || data[18] != 0 || data[19] != 0 || detail::load_u32(data + 28) != 0 || w == 0 || h == 0 ||
        w > static_cast<uint32_t>(kMaxMapSide) || h > static_cast<uint32_t>(kMaxMapSide) ||
        (entry_bytes != 1 && entry_bytes != 2)) {
        return FileError::BadHeader;
    }
    const FileError sealed = detail::seal_envelope(
        data, size, kJumpTableFile, jump_table_file_size(static_cast<int32_t>(w), static_cast<int32_t>(h), entry_bytes));
    if (sealed != FileError::None) {
        return sealed;
    }
    const int32_t width = static_cast<int32_t>(w);
    const int32_t height = static_cast<int32_t>(h);
    if (map.width() != width || map.height() != height || jump_map_fingerprint(map) != detail::load_u32(data + 20)) {
        return FileError::WrongMap;
    }
    for (int32_t y = 0; y < height; ++y) {
        for (int32_t x = 0; x < width; ++x) {
            if (map.cost(x, y) > 1) {
                return FileError::MapNotUniform;
            }
        }
    }
    // int8_t aliases the bytes (a signed variant of their type): no copy.
    const uint8_t* entries = data + kJumpTableFile.header_bytes;
    const JumpTable table = entry_bytes == 1 ? JumpTable(reinterpret_cast<const int8_t*>(entries), width, height)
                                             : JumpTable::little_endian(entries, width, height);
    // Every entry by its rule.
    for (int32_t y = 0; y < height; ++y) {
        for (int32_t x = 0; x < width; ++x) {
            for (uint32_t d = 0; d < 8; ++d) {
                if (table.entry(x, y, d) != jump_entry(map, table, x, y, d)) {
                    return FileError::BadEntry;
                }
            }
        }
    }
    if (out != nullptr) {
        *out = table;
    }
    return FileError::None;
}

// Writes `table` (of `map`, built by build_jump_table) as a version-1 file
// into out[0, capacity). Returns the bytes written, or 0 when `capacity` is
// too small or the table is empty or not the map's size.
template <typename Map>
uint32_t write_jump_table_file(const Map& map, const JumpTable& table, uint8_t* out, size_t capacity) {
    const int32_t w = map.width();
    const int32_t h = map.height();
    const uint32_t entry_bytes = table.entry_bytes();
    const uint32_t size = jump_table_file_size(w, h, entry_bytes);
    if (size == 0 || capacity < size || table.empty() || table.width() != w || table.height() != h) {
        return 0;
    }
    detail::open_file(out, kJumpTableFile, size);
    detail::store_u32(out + 8, static_cast<uint32_t>(w));
    detail::store_u32(out + 12, static_cast<uint32_t>(h));
    out[16] = static_cast<uint8_t>(entry_bytes);
    detail::store_u32(out + 20, jump_map_fingerprint(map));
    uint8_t* at = out + kJumpTableFile.header_bytes;
    for (int32_t y = 0; y < h; ++y) {
        for (int32_t x = 0; x < w; ++x) {
            for (uint32_t d = 0; d < 8; ++d) {
                const uint32_t v = static_cast<uint32_t>(table.entry(x, y, d));  // two's complement
                if (entry_bytes == 1) {
                    *at++ = static_cast<uint8_t>(v);
                } else {
                    detail::store_u16(at, v & 0xFFFFu);
                    at += 2;
                }
            }
        }
    }
    detail::seal_file(out, size);
    return size;
}

}  // namespace fixpath

#endif  // FIXPATH_JUMP_TABLE_FORMAT_HPP
