// fixpath/formats/file_envelope.hpp - what every fixpath file format shares
// (the graph, HPA*, jump table and goal bounds files): the envelope around
// each format's own fields, its reader and writer, the error names, and the
// fingerprint that binds a file to its map. Written once here; each format
// (graph_format.hpp, hpa_format.hpp, jump_table_format.hpp,
// goal_bounds_format.hpp) adds its header fields and sections.
//
// The envelope (every field little-endian, read byte by byte: any CPU,
// aligned or not, big-endian or little):
//
//   offset  size   field
//   0       4      magic: four letters naming the format ("FXPG", "FXPH", "FXPJ", "FXGB")
//   4       2      version (1)
//   6       2      header bytes (the format's: 32, 56, 32 or 40)
//   ...            the format's header fields, among them the whole file's
//                  size (at an offset the format names) and, for the formats
//                  bound to a map, the map's fingerprint
//   ...            the format's sections
//   size - 4  4    CRC-32 (crc32.hpp) of every byte before it
//
// Reading checks, in this order and for every format the same:
//   1. Truncated   fewer than 4 bytes (or none)
//   2. BadMagic    another format (named as such whatever its size)
//   3. Truncated   shorter than the header and its checksum
//   4. BadVersion  a version this reader does not know
//   5. BadHeader   the header size, then (the format's) its fields out of range
//   6. SizeMismatch / Truncated  the size the header fields add up to, the
//      size the header states and the size given must be one: a stated size
//      other than the fields' is SizeMismatch, fewer bytes than stated
//      Truncated, more SizeMismatch
//   7. BadChecksum the CRC-32
//   8. WrongMap    (formats bound to a map) the sides or the fingerprint
//   then the format's own contents. Every error a format gives is a
//   FileError; each format's header lists which of them it can give.
#ifndef FIXPATH_FORMATS_FILE_ENVELOPE_HPP
#define FIXPATH_FORMATS_FILE_ENVELOPE_HPP

#include <stddef.h>
#include <stdint.h>

#include <fixpath/formats/crc32.hpp>
#include <fixpath/formats/little_endian.hpp>

namespace fixpath {

// Why a file was rejected (every format's validator; None: accepted). The
// first values are the graph format's, in its order (the C API's
// fixpath_graph_error numbers them so).
enum class FileError : uint8_t {
    None,
    Truncated,      // shorter than its header, or than the size its header gives
    BadMagic,       // does not start with the format's four letters
    BadVersion,     // a version this reader does not know
    BadHeader,      // the header size, or a header field out of range, or a reserved field not 0
    TooManyNodes,   // graph: more nodes than the caller's capacity (or 65535)
    SizeMismatch,   // the header's counts and sides do not add up to the file's size
    BadChecksum,    // the CRC-32 does not match the contents
    BadLabels,      // graph: node labels not strictly increasing
    BadPosition,    // graph: a coordinate beyond +-2^20
    BadOffsets,     // graph: first-arc table not 0 .. A, non-decreasing
    BadEdgeTarget,  // graph: an arc to a node that does not exist
    BadWeight,      // graph: an arc of weight 0
    BadScale,       // graph, HPA*: the heuristic scale can overestimate an arc (A* would not be exact)
    BadRouteTable,  // graph: a route entry that is not a neighbour on the way, or out of range
    WrongMap,       // HPA*, jump table, goal bounds: built for a map of other sides, walls or multipliers
    BadEntry,       // jump table: an entry that is not the map's (a damaged or hand-made table)
    MapNotUniform,  // jump table: the map has terrain (jump tables are for walls-and-floor maps)
    BadClusters,    // HPA*: cluster ranges not increasing, or a cluster with too many nodes
    BadNode,        // HPA*: a node off its cluster, on a blocked cell, or out of cell order
    BadArc          // HPA*: arc ranges not increasing, a target out of range, a weight of 0,
                    // flags set, too many arcs, or a border arc that is not one true step
};

inline const char* file_error_name(FileError e) {
    switch (e) {
        case FileError::None: return "ok";
        case FileError::Truncated: return "truncated";
        case FileError::BadMagic: return "bad_magic";
        case FileError::BadVersion: return "bad_version";
        case FileError::BadHeader: return "bad_header";
        case FileError::TooManyNodes: return "too_many_nodes";
        case FileError::SizeMismatch: return "size_mismatch";
        case FileError::BadChecksum: return "bad_checksum";
        case FileError::BadLabels: return "bad_labels";
        case FileError::BadPosition: return "bad_position";
        case FileError::BadOffsets: return "bad_offsets";
        case FileError::BadEdgeTarget: return "bad_edge_target";
        case FileError::BadWeight: return "bad_weight";
        case FileError::BadScale: return "bad_scale";
        case FileError::BadRouteTable: return "bad_route_table";
        case FileError::WrongMap: return "wrong_map";
        case FileError::BadEntry: return "bad_entry";
        case FileError::MapNotUniform: return "map_not_uniform";
        case FileError::BadClusters: return "bad_clusters";
        case FileError::BadNode: return "bad_node";
        case FileError::BadArc: return "bad_arc";
    }
    return "unknown";
}

// A format's envelope: its magic, its header's size and where its header
// says the whole file's size.
struct FileKind {
    char magic[4];
    uint32_t header_bytes;
    uint32_t size_at;  // offset of the file-bytes field
};

// The version every format is at.
constexpr uint16_t kFileFormatVersion = 1;

// What a map's fingerprint covers: which cells are passable (jump tables:
// walls only), or every cell's multiplier, 0 for a wall (capped at 255).
enum class MapFingerprint : uint8_t { Passability, Multipliers };

// CRC-32 of the map's cells row-major, one byte a cell (see MapFingerprint).
template <typename Map>
constexpr uint32_t map_fingerprint(const Map& map, MapFingerprint kind) {
    uint32_t crc = 0;
    for (int32_t y = 0; y < map.height(); ++y) {
        for (int32_t x = 0; x < map.width(); ++x) {
            const uint32_t c = map.cost(x, y);
            const uint8_t b = kind == MapFingerprint::Passability ? static_cast<uint8_t>(c != 0 ? 1 : 0)
                                                                  : static_cast<uint8_t>(c > 255u ? 255u : c);
            crc = crc32(&b, 1, crc);
        }
    }
    return crc;
}

namespace detail {

// The bytes of a file of this kind with `sections` bytes between its
// header and its checksum; 0 when that would not fit 32 bits.
constexpr uint32_t file_bytes(const FileKind& kind, uint64_t sections) {
    const uint64_t total = uint64_t{kind.header_bytes} + sections + 4u;
    return total > 0xFFFFFFFFu ? 0u : static_cast<uint32_t>(total);
}

// Writes the envelope of a file of `size` bytes: the header zeroed, the
// magic, version, header size and file size; the format then writes its
// fields and sections and seal_file() its checksum.
inline void open_file(uint8_t* out, const FileKind& kind, uint32_t size) {
    for (uint32_t i = 0; i < kind.header_bytes; ++i) {
        out[i] = 0;
    }
    for (uint32_t i = 0; i < 4; ++i) {
        out[i] = static_cast<uint8_t>(kind.magic[i]);
    }
    store_u16(out + 4, kFileFormatVersion);
    store_u16(out + 6, kind.header_bytes);
    store_u32(out + kind.size_at, size);
}

// The checksum into the last 4 bytes of a file of `size` bytes.
inline void seal_file(uint8_t* out, uint32_t size) { store_u32(out + size - 4, crc32(out, static_cast<size_t>(size - 4))); }

// Checks 1-5 of the order above (the header size only; the format then
// checks its own fields). None when the format may read its header.
inline FileError open_envelope(const uint8_t* data, size_t size, const FileKind& kind) {
    if (data == nullptr || size < 4) {
        return FileError::Truncated;
    }
    for (uint32_t i = 0; i < 4; ++i) {
        if (data[i] != static_cast<uint8_t>(kind.magic[i])) {
            return FileError::BadMagic;
        }
    }
    if (size < kind.header_bytes + 4u) {
        return FileError::Truncated;
    }
    if (load_u16(data + 4) != kFileFormatVersion) {
        return FileError::BadVersion;
    }
    if (load_u16(data + 6) != kind.header_bytes) {
        return FileError::BadHeader;
    }
    return FileError::None;
}

// A map-bound file opened: checks 1-5 passed (error None), and the map's
// sides its header holds at offsets 8 and 12 (every such format's).
struct OpenedMapFile {
    FileError error;
    uint32_t width;
    uint32_t height;
};

// Opens a file of a format bound to a map (open_envelope()). `*answer`
// (when given) is cleared first: a refused file leaves no answer behind.
template <typename Answer>
inline OpenedMapFile open_map_file(const uint8_t* data, size_t size, const FileKind& kind, Answer* answer) {
    if (answer != nullptr) {
        *answer = Answer();
    }
    const FileError opened = open_envelope(data, size, kind);
    return opened == FileError::None ? OpenedMapFile{opened, load_u32(data + 8), load_u32(data + 12)}
                                     : OpenedMapFile{opened, 0, 0};
}

// Checks 6-7: `expected`, the size the format's header fields add up to
// (0: they cannot describe a file: SizeMismatch), against the size the
// header states and the `size` given, then the checksum. After None every
// byte of [0, size) may be read.
inline FileError seal_envelope(const uint8_t* data, size_t size, const FileKind& kind, uint64_t expected) {
    const uint32_t stated = load_u32(data + kind.size_at);
    if (expected == 0 || stated != expected) {
        return FileError::SizeMismatch;
    }
    if (size < stated) {
        return FileError::Truncated;
    }
    if (size != stated) {
        return FileError::SizeMismatch;
    }
    if (crc32(data, static_cast<size_t>(stated - 4)) != load_u32(data + stated - 4)) {
        return FileError::BadChecksum;
    }
    return FileError::None;
}

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_FORMATS_FILE_ENVELOPE_HPP
