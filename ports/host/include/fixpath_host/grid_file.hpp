// fixpath_host/grid_file.hpp - loading grid maps from files on the host.
//
// Two formats, told apart by their first line:
//
// Moving AI (.map), starting with "type octile":
//     type octile / height H / width W / map / H rows of W tiles
//   Tiles, under the benchmark's rules by default (TileCosts):
//     .  G        ground: passable, multiplier `ground` (1)
//     S           swamp: passable, multiplier `swamp` (1: the benchmark
//                 treats swamp as ground; set e.g. 3 to make it slow)
//     W           water: multiplier `water` (0 = blocked: land units)
//     @  O        out of bounds: blocked
//     T           trees: blocked
//   CRLF line endings are accepted. Any other character is an error.
//
// Plain ASCII, for hand-made maps: every line is a row, all rows equally long:
//     #       wall            .   floor (multiplier 1)
//     1..9    floor with that multiplier
//     S  G    floor (multiplier 1) marking the start / goal (optional, once each)
//   Lines starting with ';' are comments; blank lines at the end are ignored.
//
// Errors are one line naming the file and line: "maps/a.map:7: row has 48
// tiles, expected 49".
#ifndef FIXPATH_HOST_GRID_FILE_HPP
#define FIXPATH_HOST_GRID_FILE_HPP

#include <fixpath_host/checked_files.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <fixpath/maps/bit_map.hpp>
#include <fixpath/maps/byte_cost_map.hpp>
#include <fixpath/point.hpp>

namespace fixpath_host {

struct TileCosts {
    uint8_t ground = 1;
    uint8_t swamp = 1;
    uint8_t water = 0;
};

// A map held in memory: one cost byte per cell (0 = blocked), row-major.
struct GridFile {
    int32_t width = 0;
    int32_t height = 0;
    std::vector<uint8_t> costs;
    std::optional<fixpath::Point> start;  // ASCII 'S'
    std::optional<fixpath::Point> goal;   // ASCII 'G'

    fixpath::ByteCostMap view() const { return fixpath::ByteCostMap(costs.data(), width, height); }
    uint8_t at(int32_t x, int32_t y) const {
        return costs[static_cast<size_t>(y) * static_cast<size_t>(width) + static_cast<size_t>(x)];
    }
    bool inside(int32_t x, int32_t y) const { return x >= 0 && y >= 0 && x < width && y < height; }
};

// The map as a BitMap's bytes (bit_map.hpp: 1 = passable), for jump point
// search's word-at-a-time scans, with margins (BitMap::with_margins(): its
// row scans on this host skip the edge tests). Terrain (multipliers above
// 1) is lost: `uniform` says whether there was any.
struct PassabilityBits {
    std::vector<uint8_t> bytes;  // a blocked row, the map's rows, a blocked row and 8 bytes
    int32_t width = 0;
    int32_t height = 0;
    bool uniform = true;
    // The map's rows alone: BitMap::bytes_needed(width, height) bytes.
    const uint8_t* rows() const { return bytes.data() + fixpath::BitMap::margin_bytes(width); }
    size_t rows_size() const { return static_cast<size_t>(fixpath::BitMap::bytes_needed(width, height)); }
    fixpath::BitMap view() const { return fixpath::BitMap::with_margins(rows(), width, height); }
};
PassabilityBits passability_bits(const GridFile& map);

// The transpose of `bits` (row x = column x of the map: column_map()), with
// margins, for jump point search's column scans: a map as wide as `bits` is
// high.
PassabilityBits column_bits(const PassabilityBits& bits);

// Parses text in either format; `name` is used in error messages. Returns
// false and sets `error` on any problem.
bool parse_grid(const std::string& text, const std::string& name, GridFile& out,
                std::string& error, const TileCosts& tiles = TileCosts());

// Reads and parses a file.
bool load_grid(const std::string& path, GridFile& out, std::string& error,
               const TileCosts& tiles = TileCosts());

// Reads a whole regular file of at most `max_bytes` (checked_files.hpp);
// false with a one-line message naming the file otherwise.
bool read_text_file(const std::string& path, std::string& text, std::string& error,
                    uint64_t max_bytes = kMaxTextFileBytes);

}  // namespace fixpath_host

#endif  // FIXPATH_HOST_GRID_FILE_HPP
