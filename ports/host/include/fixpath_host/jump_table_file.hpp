// fixpath_host/jump_table_file.hpp - jump table files (JPS+,
// fixpath/jps/jump_table_format.hpp) on the host: built from a map, written
// whole or not at all, read back and validated against the map they serve.
#ifndef FIXPATH_HOST_JUMP_TABLE_FILE_HPP
#define FIXPATH_HOST_JUMP_TABLE_FILE_HPP

#include <cstdint>
#include <string>
#include <vector>

#include <fixpath/jps/jump_table.hpp>
#include <fixpath_host/checked_files.hpp>
#include <fixpath_host/grid_file.hpp>

namespace fixpath_host {

// A table built in memory, in 16-bit (entry_bytes 2) or 8-bit entries.
struct BuiltJumpTable {
    std::vector<int16_t> wide;
    std::vector<int8_t> narrow;
    int32_t width = 0;
    int32_t height = 0;
    uint32_t entry_bytes() const { return wide.empty() ? (narrow.empty() ? 0u : 1u) : 2u; }
    fixpath::JumpTable view() const;
};

// False with a message naming `source` when the map has terrain (jump
// tables are for walls-and-floor maps) or entry_bytes is not 1 or 2.
bool build_jump_table(const GridFile& map, uint32_t entry_bytes, BuiltJumpTable& out, std::string& error,
                      const std::string& source);

// The file of a built table, as bytes.
std::string jump_table_file_bytes(const GridFile& map, const BuiltJumpTable& table);

// A table file read and validated against `map` (its `view` reads its
// `bytes` in place: checked_files.hpp).
using LoadedJumpTable = LoadedFile<fixpath::JumpTable>;

// False with a one-line message naming the file and the reason
// (fixpath::jump_table_format_error_name, explained) when the file cannot
// be read or is not exactly this map's table.
bool load_jump_table(const std::string& path, const GridFile& map, LoadedJumpTable& out, std::string& error);

}  // namespace fixpath_host

#endif
