#include <fixpath_host/jump_table_file.hpp>

#include <fixpath/jps/jump_table_format.hpp>
#include <fixpath_host/checked_files.hpp>
#include <fixpath_host/grid_solver.hpp>
#include <fixpath_host/message_text.hpp>

namespace fixpath_host {

namespace {

const char* explain(fixpath::JumpTableFormatError e) {
    using E = fixpath::JumpTableFormatError;
    switch (e) {
        case E::None: return "";
        case E::Truncated: return "the file is shorter than its header says";
        case E::BadMagic: return "not a jump table file (no FXPJ magic)";
        case E::BadVersion: return "a format version this tool does not know";
        case E::BadHeader: return "a malformed header";
        case E::SizeMismatch: return "the file size does not match the sides in its header";
        case E::BadChecksum: return "the checksum does not match (the file is damaged)";
        case E::WrongMap: return "built for another map, or the map changed since (rebuild it with `fixpath jps build`)";
        case E::BadEntry: return "an entry is not this map's (a damaged or hand-edited table)";
        case E::MapNotUniform: return "the map has terrain: jump tables are for walls-and-floor maps";
        default: return "";  // (the other formats' errors: a jump table file never gives them)
    }
}

}  // namespace

fixpath::JumpTable BuiltJumpTable::view() const {
    if (!wide.empty()) return fixpath::JumpTable(wide.data(), width, height);
    if (!narrow.empty()) return fixpath::JumpTable(narrow.data(), width, height);
    return fixpath::JumpTable();
}

bool build_jump_table(const GridFile& map, uint32_t entry_bytes, BuiltJumpTable& out, std::string& error,
                      const std::string& source) {
    out = BuiltJumpTable{};
    if (entry_bytes != 1 && entry_bytes != 2) {
        error = "entry bytes must be 1 or 2";
        return false;
    }
    const PassabilityBits bits = passability_bits(map);
    if (!bits.uniform) {
        error = source + ": the map has terrain (multipliers above 1): jump tables are for walls-and-floor maps";
        return false;
    }
    const uint32_t n = fixpath::JumpTable::entries_for(map.width, map.height);
    bool built = false;
    if (entry_bytes == 2) {
        out.wide.assign(n, 0);
        built = fixpath::build_jump_table(bits.view(), out.wide.data(), n);
    } else {
        out.narrow.assign(n, 0);
        built = fixpath::build_jump_table(bits.view(), out.narrow.data(), n);
    }
    out.width = map.width;
    out.height = map.height;
    if (!built) {
        error = source + ": no jump table could be built";
        return false;
    }
    return true;
}

std::string jump_table_file_bytes(const GridFile& map, const BuiltJumpTable& table) {
    const fixpath::JumpTable view = table.view();
    std::string bytes(fixpath::jump_table_file_size(map.width, map.height, view.entry_bytes()), '\0');
    const uint32_t written = fixpath::write_jump_table_file(map.view(), view, reinterpret_cast<uint8_t*>(&bytes[0]),
                                                            bytes.size());
    bytes.resize(written);
    return bytes;
}

bool load_jump_table(const std::string& path, const GridFile& map, LoadedJumpTable& out, std::string& error) {
    out = LoadedJumpTable{};
    std::string bytes;
    // Never more than a table of this map with 16-bit entries (the larger).
    const uint32_t most = fixpath::jump_table_file_size(map.width, map.height, 2);
    if (!read_format_file(path, "FXPJ", most, bytes, error)) return false;
    out.read = true;
    out.bytes.assign(bytes.begin(), bytes.end());
    const fixpath::JumpTableFormatError e =
        fixpath::validate_jump_table(out.bytes.data(), out.bytes.size(), map.view(), &out.view);
    if (e != fixpath::JumpTableFormatError::None) {
        error = quoted_path(path) + ": not a jump table of this map (" + fixpath::file_error_name(e) + "): " +
                explain(e);
        out = LoadedJumpTable{};
        out.read = true;
        return false;
    }
    return true;
}

}  // namespace fixpath_host
