// fixpath/goal_bounds_format.hpp - the binary goal bounds file
// (goal_bounds.hpp): versioned, little-endian, checksummed, bound to its map
// and its rules, read in place (from ROM, from a file loaded into RAM), and
// a validator that never reads past the end.
//
//     extern const uint8_t kLevelBounds[];          // from `fixpath bounds build MAP --binary OUT`
//     extern const uint32_t kLevelBoundsSize;
//     fixpath::GoalBounds bounds;
//     const auto error = fixpath::validate_goal_bounds(kLevelBounds, kLevelBoundsSize, map, &bounds);
//     if (error != fixpath::GoalBoundsFormatError::None) { show(fixpath::goal_bounds_format_error_name(error)); }
//     fixpath::GoalBoundedSearch<Map, State> search(map, state);
//     search.use_goal_bounds(&bounds);
//
// Layout, version 1 (every field little-endian):
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
//   36      4             reserved (0)
//   40      W H D 4 C     the boxes (goal_bounds.hpp), row-major
//           4             CRC-32 (crc32.hpp) of every byte before it
//
// What validation proves: the header, the size and the checksum (one pass
// over the file) and the fingerprint against the map the caller searches
// (one pass over the map): the file is the one built for this map, walls
// and multipliers, under the rules it names (the search checks its query's
// rules against them). The boxes themselves are not recomputed: that is the
// build (one Dijkstra a cell).
#ifndef FIXPATH_GOAL_BOUNDS_FORMAT_HPP
#define FIXPATH_GOAL_BOUNDS_FORMAT_HPP

#include <stddef.h>
#include <stdint.h>

#include <fixpath/crc32.hpp>
#include <fixpath/detail/little_endian.hpp>
#include <fixpath/goal_bounds.hpp>

namespace fixpath {

constexpr uint16_t kGoalBoundsFormatVersion = 1;
constexpr uint32_t kGoalBoundsHeaderBytes = 40;

// Why a file was rejected. Each has a test that produces it.
enum class GoalBoundsFormatError : uint8_t {
    None,
    Truncated,     // shorter than its header, or than the size its header gives
    BadMagic,      // does not start with "FXGB"
    BadVersion,    // a version this reader does not know
    BadHeader,     // header size, coordinate bytes, directions, corner rule, ties, a cost or a side out of
                   // range, or a reserved field not 0
    SizeMismatch,  // the sides do not add up to the file size
    BadChecksum,   // the CRC-32 does not match the contents
    WrongMap       // built for a map of other sides, walls or multipliers
};

inline const char* goal_bounds_format_error_name(GoalBoundsFormatError e) {
    switch (e) {
        case GoalBoundsFormatError::None: return "ok";
        case GoalBoundsFormatError::Truncated: return "truncated";
        case GoalBoundsFormatError::BadMagic: return "bad_magic";
        case GoalBoundsFormatError::BadVersion: return "bad_version";
        case GoalBoundsFormatError::BadHeader: return "bad_header";
        case GoalBoundsFormatError::SizeMismatch: return "size_mismatch";
        case GoalBoundsFormatError::BadChecksum: return "bad_checksum";
        case GoalBoundsFormatError::WrongMap: return "wrong_map";
    }
    return "unknown";
}

// The size of a version-1 file (0 when out of range or over 32 bits).
constexpr uint32_t goal_bounds_file_size(int32_t width, int32_t height, uint32_t directions, uint32_t coordinate_bytes) {
    if (width <= 0 || height <= 0 || width > 65535 || height > 65535 || (directions != 4 && directions != 8) ||
        (coordinate_bytes != 1 && coordinate_bytes != 2) ||
        (coordinate_bytes == 1 && (width > 256 || height > 256))) {
        return 0;
    }
    const uint64_t boxes = uint64_t{static_cast<uint32_t>(width)} * static_cast<uint32_t>(height) * directions * 4u *
                           coordinate_bytes;
    const uint64_t total = kGoalBoundsHeaderBytes + boxes + 4;
    return total > 0xFFFFFFFFu ? 0u : static_cast<uint32_t>(total);
}

// The fingerprint of a map (see the layout): its multipliers.
template <typename Map>
constexpr uint32_t goal_bounds_fingerprint(const Map& map) {
    uint32_t crc = 0;
    for (int32_t y = 0; y < map.height(); ++y) {
        for (int32_t x = 0; x < map.width(); ++x) {
            const uint32_t c = map.cost(x, y);
            const uint8_t m = static_cast<uint8_t>(c > 255u ? 255u : c);
            crc = crc32(&m, 1, crc);
        }
    }
    return crc;
}

namespace detail {
constexpr uint8_t corner_code(CornerRule c) { return c == CornerRule::Never ? 0 : c == CornerRule::One ? 1 : 2; }
}  // namespace detail

// Writes `bounds` (of `map`) as a version-1 file into out[0, capacity).
// Returns the bytes written, or 0 when `capacity` is too small or the
// bounds are empty or not the map's size.
template <typename Map>
uint32_t write_goal_bounds_file(const Map& map, const GoalBounds& bounds, uint8_t* out, size_t capacity) {
    const uint32_t size =
        goal_bounds_file_size(map.width(), map.height(), bounds.directions(), bounds.coordinate_bytes());
    if (size == 0 || capacity < size || bounds.empty() || bounds.width() != map.width() ||
        bounds.height() != map.height()) {
        return 0;
    }
    for (uint32_t i = 0; i < kGoalBoundsHeaderBytes; ++i) {
        out[i] = 0;
    }
    out[0] = 'F';
    out[1] = 'X';
    out[2] = 'G';
    out[3] = 'B';
    detail::store_u16(out + 4, kGoalBoundsFormatVersion);
    detail::store_u16(out + 6, kGoalBoundsHeaderBytes);
    detail::store_u32(out + 8, static_cast<uint32_t>(map.width()));
    detail::store_u32(out + 12, static_cast<uint32_t>(map.height()));
    out[16] = bounds.coordinate_bytes();
    out[17] = bounds.directions();
    out[18] = detail::corner_code(bounds.corners());
    out[19] = bounds.ties() == GoalBoundsTies::EveryFirstMove ? 1 : 0;
    detail::store_u32(out + 20, bounds.straight_cost());
    detail::store_u32(out + 24, bounds.directions() == 4 ? 0u : bounds.diagonal_cost());
    detail::store_u32(out + 28, goal_bounds_fingerprint(map));
    detail::store_u32(out + 32, size);
    const uint32_t boxes = size - kGoalBoundsHeaderBytes - 4;
    for (uint32_t i = 0; i < boxes; ++i) {
        out[kGoalBoundsHeaderBytes + i] = bounds.boxes()[i];
    }
    const size_t body = static_cast<size_t>(size - 4);  // (fits: capacity, a size_t, holds size)
    detail::store_u32(out + body, crc32(out, body));
    return size;
}

// Checks a file against `map` (see the layout); on None, *out reads the
// file's boxes in place (keep the file alive). A refused file leaves *out
// empty.
template <typename Map>
GoalBoundsFormatError validate_goal_bounds(const uint8_t* file, size_t size, const Map& map, GoalBounds* out) {
    if (out != nullptr) {
        *out = GoalBounds();
    }
    if (file == nullptr || size < 4) {
        return GoalBoundsFormatError::Truncated;
    }
    if (file[0] != 'F' || file[1] != 'X' || file[2] != 'G' || file[3] != 'B') {
        return GoalBoundsFormatError::BadMagic;  // (before the size: another kind of file is named as such)
    }
    if (size < kGoalBoundsHeaderBytes + 4) {
        return GoalBoundsFormatError::Truncated;
    }
    if (detail::load_u16(file + 4) != kGoalBoundsFormatVersion) {
        return GoalBoundsFormatError::BadVersion;
    }
    const uint32_t w = detail::load_u32(file + 8);
    const uint32_t h = detail::load_u32(file + 12);
    const uint32_t coordinate_bytes = file[16];
    const uint32_t directions = file[17];
    const uint32_t corners = file[18];
    const uint32_t straight = detail::load_u32(file + 20);
    const uint32_t diagonal = detail::load_u32(file + 24);
    const uint32_t expected = goal_bounds_file_size(static_cast<int32_t>(w > 65535 ? 0 : w),
                                                    static_cast<int32_t>(h > 65535 ? 0 : h), directions, coordinate_bytes);
    if (detail::load_u16(file + 6) != kGoalBoundsHeaderBytes || expected == 0 || corners > 2 || file[19] > 1 ||
        straight == 0 || (directions == 8 && diagonal == 0) || (directions == 4 && diagonal != 0) ||
        detail::load_u32(file + 36) != 0) {
        return GoalBoundsFormatError::BadHeader;
    }
    const uint32_t stated = detail::load_u32(file + 32);
    if (size < stated) {
        return GoalBoundsFormatError::Truncated;
    }
    if (stated != expected || size != stated) {
        return GoalBoundsFormatError::SizeMismatch;
    }
    if (crc32(file, size - 4) != detail::load_u32(file + size - 4)) {  // (size == stated here)
        return GoalBoundsFormatError::BadChecksum;
    }
    if (w != static_cast<uint32_t>(map.width()) || h != static_cast<uint32_t>(map.height()) ||
        detail::load_u32(file + 28) != goal_bounds_fingerprint(map)) {
        return GoalBoundsFormatError::WrongMap;
    }
    if (out != nullptr) {
        SearchOptions<uint32_t> rules;
        rules.moves = directions == 8 ? Moves::Eight : Moves::Four;
        rules.corners = corners == 0 ? CornerRule::Never : corners == 1 ? CornerRule::One : CornerRule::Always;
        rules.costs = {straight, diagonal};
        *out = GoalBounds(file + kGoalBoundsHeaderBytes, static_cast<int32_t>(w), static_cast<int32_t>(h),
                          static_cast<uint8_t>(coordinate_bytes), rules,
                          file[19] == 1 ? GoalBoundsTies::EveryFirstMove : GoalBoundsTies::OneFirstMove);
    }
    return GoalBoundsFormatError::None;
}

}  // namespace fixpath

#endif  // FIXPATH_GOAL_BOUNDS_FORMAT_HPP
