// fixpath/grid/goal_bounds_format.hpp - the binary goal bounds file
// (goal_bounds.hpp): versioned, little-endian, checksummed, bound to its map
// and its rules, read in place (from ROM, from a file loaded into RAM), and
// a validator that never reads past the end.
//
//     extern const uint8_t kLevelBounds[];          // from `fixpath bounds build MAP --binary OUT`
//     extern const uint32_t kLevelBoundsSize;
//     fixpath::GoalBounds bounds;
//     const auto error = fixpath::validate_goal_bounds(kLevelBounds, kLevelBoundsSize, map, &bounds);
//     if (error != fixpath::GoalBoundsFormatError::None) { show(fixpath::file_error_name(error)); }
//     fixpath::GoalBoundedSearch<Map, State> search(map, state);
//     search.use_goal_bounds(&bounds);
//
// Layout, version 1 (every field little-endian; the envelope, its checks
// and their order: formats/file_envelope.hpp):
//
//   offset  size          field
//   0       4             magic "FXGB"
//   4       2             version (1)
//   6       2             header bytes (40)
//   8       4             W, map width  (1 .. 65535)
//   12      4             H, map height (1 .. 65535)
//   16      1             coordinate bytes C: 1 (both sides at most 256) or 2
//   17      1             directions D: 8 (Moves::Eight) or 4 (Moves::Four)
//   18      1             corner rule: 0 never, 1 one, 2 always
//   19      1             ties: 0 one first move a target, 1 every optimal first move
//   20      4             straight step cost
//   24      4             diagonal step cost (0 with 4 directions)
//   28      4             map fingerprint: CRC-32 of the map's multipliers
//                         row-major, one byte a cell (0 blocked)
//   32      4             file bytes (the whole file, checksum included)
//   36      4             cells: 0 every cell has an entry, 1 the jump points
//                         only (goal_bounds.hpp)
//   40      W H D 4 C     cells 0: the boxes (goal_bounds.hpp), row-major
//           4             CRC-32 (crc32.hpp) of every byte before it
//
// With cells 1, after the header:
//   40      4             E, the entries (the marked cells)
//   44      I             the cell index (GoalBounds::index_bytes(W, H))
//   44 + I  E D 4 C       the boxes of the marked cells, row-major
//           4             CRC-32 of every byte before it
//
// What validation proves: the header, the size and the checksum (one pass
// over the file), a cell index that counts its marked cells right (every
// entry a marked cell reads is in the file), and the fingerprint against the
// map the caller searches (one pass over the map): the file is the one built for this map, walls
// and multipliers, under the rules it names (the search checks its query's
// rules against them). The boxes themselves are not recomputed: that is the
// build (one Dijkstra a cell).
#ifndef FIXPATH_GOAL_BOUNDS_FORMAT_HPP
#define FIXPATH_GOAL_BOUNDS_FORMAT_HPP

#include <stddef.h>
#include <stdint.h>

#include <fixpath/formats/file_envelope.hpp>
#include <fixpath/grid/goal_bounds.hpp>

namespace fixpath {

constexpr FileKind kGoalBoundsFile = {{'F', 'X', 'G', 'B'}, 40, 32};  // (magic, header bytes, where the file size is)

// Why a file was rejected: Truncated, BadMagic, BadVersion, BadHeader (the
// header size, coordinate bytes, directions, corner rule, ties, a cost or a
// side out of range, or a reserved field not 0), SizeMismatch, BadChecksum,
// WrongMap (built for a map of other sides, walls or multipliers). Each has
// a test that produces it.
using GoalBoundsFormatError = FileError;

// The size of a version-1 file (0 when out of range or over 32 bits).
constexpr uint32_t goal_bounds_file_size(int32_t width, int32_t height, uint32_t directions, uint32_t coordinate_bytes) {
    if (width <= 0 || height <= 0 || width > 65535 || height > 65535 || (directions != 4 && directions != 8) ||
        (coordinate_bytes != 1 && coordinate_bytes != 2) ||
        (coordinate_bytes == 1 && (width > 256 || height > 256))) {
        return 0;
    }
    return detail::file_bytes(kGoalBoundsFile, uint64_t{static_cast<uint32_t>(width)} * static_cast<uint32_t>(height) *
                                                   directions * 4u * coordinate_bytes);
}

// The size of a file of boxes for `entries` marked cells only (cells 1; 0
// when out of range or over 32 bits).
constexpr uint32_t goal_bounds_jump_points_file_size(int32_t width, int32_t height, uint32_t directions,
                                                     uint32_t coordinate_bytes, uint32_t entries) {
    if (goal_bounds_file_size(width, height, directions, coordinate_bytes) == 0 ||
        entries > static_cast<uint32_t>(width) * static_cast<uint32_t>(height)) {
        return 0;
    }
    return detail::file_bytes(kGoalBoundsFile, 4u + uint64_t{GoalBounds::index_bytes(width, height)} +
                                                   uint64_t{entries} * directions * 4u * coordinate_bytes);
}

// The size of the file of `bounds` (of a width x height map), either layout.
inline uint32_t goal_bounds_file_size(const GoalBounds& bounds) {
    return bounds.jump_points_only()
               ? goal_bounds_jump_points_file_size(bounds.width(), bounds.height(), bounds.directions(),
                                                   bounds.coordinate_bytes(), bounds.entries())
               : goal_bounds_file_size(bounds.width(), bounds.height(), bounds.directions(), bounds.coordinate_bytes());
}

// The fingerprint of a map (see the layout): its multipliers.
template <typename Map>
constexpr uint32_t goal_bounds_fingerprint(const Map& map) {
    return map_fingerprint(map, MapFingerprint::Multipliers);
}

namespace detail {
constexpr uint8_t corner_code(CornerRule c) { return c == CornerRule::Never ? 0 : c == CornerRule::One ? 1 : 2; }
}  // namespace detail

// Writes `bounds` (of `map`) as a version-1 file into out[0, capacity).
// Returns the bytes written, or 0 when `capacity` is too small or the
// bounds are empty or not the map's size.
template <typename Map>
uint32_t write_goal_bounds_file(const Map& map, const GoalBounds& bounds, uint8_t* out, size_t capacity) {
    if (bounds.empty() || bounds.width() != map.width() || bounds.height() != map.height()) {
        return 0;
    }
    const uint32_t size = goal_bounds_file_size(bounds);
    if (size == 0 || capacity < size) {
        return 0;
    }
    detail::open_file(out, kGoalBoundsFile, size);
    detail::store_u32(out + 8, static_cast<uint32_t>(map.width()));
    detail::store_u32(out + 12, static_cast<uint32_t>(map.height()));
    out[16] = bounds.coordinate_bytes();
    out[17] = bounds.directions();
    out[18] = detail::corner_code(bounds.corners());
    out[19] = bounds.ties() == GoalBoundsTies::EveryFirstMove ? 1 : 0;
    detail::store_u32(out + 20, bounds.straight_cost());
    detail::store_u32(out + 24, bounds.directions() == 4 ? 0u : bounds.diagonal_cost());
    detail::store_u32(out + 28, goal_bounds_fingerprint(map));
    uint32_t at = kGoalBoundsFile.header_bytes;
    if (bounds.jump_points_only()) {
        detail::store_u32(out + 36, 1u);
        detail::store_u32(out + at, bounds.entries());
        at += 4;
        const uint32_t index = GoalBounds::index_bytes(map.width(), map.height());
        for (uint32_t i = 0; i < index; ++i) {
            out[at + i] = bounds.cell_index()[i];
        }
        at += index;
    }
    const uint32_t boxes = size - at - 4;
    for (uint32_t i = 0; i < boxes; ++i) {
        out[at + i] = bounds.boxes()[i];
    }
    detail::seal_file(out, size);
    return size;
}

// Checks a file against `map` (see the layout); on None, *out reads the
// file's boxes in place (keep the file alive). A refused file leaves *out
// empty.
template <typename Map>
GoalBoundsFormatError validate_goal_bounds(const uint8_t* file, size_t size, const Map& map, GoalBounds* out) {
    const detail::OpenedMapFile opened = detail::open_map_file(file, size, kGoalBoundsFile, out);
    if (opened.error != FileError::None) {
        return opened.error;
    }
    const uint32_t w = opened.width;
    const uint32_t h = opened.height;
    const uint32_t coordinate_bytes = file[16];
    const uint32_t directions = file[17];
    const uint32_t corners = file[18];
    const uint32_t straight = detail::load_u32(file + 20);
    const uint32_t diagonal = detail::load_u32(file + 24);
    const int32_t sw = static_cast<int32_t>(w > 65535 ? 0 : w);
    const int32_t sh = static_cast<int32_t>(h > 65535 ? 0 : h);
    const uint32_t layout = detail::load_u32(file + 36);
    const uint32_t every_cell = goal_bounds_file_size(sw, sh, directions, coordinate_bytes);
    if (every_cell == 0 || corners > 2 || file[19] > 1 || straight == 0 || (directions == 8 && diagonal == 0) ||
        (directions == 4 && diagonal != 0) || layout > 1) {
        return FileError::BadHeader;
    }
    // (Bytes 40..43 are in the file: open_map_file() saw the header and a checksum.)
    const uint32_t entries = layout == 1 ? detail::load_u32(file + kGoalBoundsFile.header_bytes) : 0u;
    const uint32_t expected =
        layout == 1 ? goal_bounds_jump_points_file_size(sw, sh, directions, coordinate_bytes, entries) : every_cell;
    const FileError sealed = detail::seal_envelope(file, size, kGoalBoundsFile, expected);
    if (sealed != FileError::None) {
        return sealed;
    }
    const uint8_t* index = file + kGoalBoundsFile.header_bytes + 4;
    if (layout == 1 && !GoalBounds::index_counts(index, sw, sh, entries)) {
        return FileError::BadHeader;  // (an index whose counts are wrong would send reads past the boxes)
    }
    if (w != static_cast<uint32_t>(map.width()) || h != static_cast<uint32_t>(map.height()) ||
        detail::load_u32(file + 28) != goal_bounds_fingerprint(map)) {
        return FileError::WrongMap;
    }
    if (out != nullptr) {
        SearchOptions<uint32_t> rules;
        rules.moves = directions == 8 ? Moves::Eight : Moves::Four;
        rules.corners = corners == 0 ? CornerRule::Never : corners == 1 ? CornerRule::One : CornerRule::Always;
        rules.costs = {straight, diagonal};
        const GoalBoundsTies ties = file[19] == 1 ? GoalBoundsTies::EveryFirstMove : GoalBoundsTies::OneFirstMove;
        if (layout == 1) {
            *out = GoalBounds(index + GoalBounds::index_bytes(sw, sh), index, sw, sh,
                              static_cast<uint8_t>(coordinate_bytes), rules, ties);
        } else {
            *out = GoalBounds(file + kGoalBoundsFile.header_bytes, sw, sh, static_cast<uint8_t>(coordinate_bytes),
                              rules, ties);
        }
    }
    return FileError::None;
}

}  // namespace fixpath

#endif  // FIXPATH_GOAL_BOUNDS_FORMAT_HPP
