#include <fixpath_host/grid_file.hpp>

#include <fixpath_host/checked_files.hpp>
#include <fixpath_host/message_text.hpp>
#include <fixpath/jps/jump_point_search.hpp>

#include <fstream>
#include <sstream>

namespace fixpath_host {
namespace {

// Splits into lines, dropping a trailing '\r' from each (CRLF files).
std::vector<std::string> split_lines(const std::string& text) {
    std::vector<std::string> lines;
    std::string line;
    std::istringstream in(text);
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') {
            line.pop_back();
        }
        lines.push_back(line);
    }
    return lines;
}

std::string where(const std::string& name, size_t line_index) {
    return name + ":" + std::to_string(line_index + 1) + ": ";
}

// "KEY N": one space-separated word and a number of plain decimal digits
// (no sign, no leading zeros beyond "0"), 1..kMaxMapSide.
bool parse_header_number(const std::string& line, const char* key, int32_t& value) {
    std::istringstream in(line);
    std::string word;
    std::string digits;
    std::string extra;
    if (!(in >> word) || word != key || !(in >> digits) || (in >> extra)) {
        return false;
    }
    if (digits.empty() || digits.size() > 5 || digits[0] == '0' ||
        digits.find_first_not_of("0123456789") != std::string::npos) {
        return false;
    }
    const long number = std::stol(digits);
    if (number < 1 || number > fixpath::kMaxMapSide) {
        return false;
    }
    value = static_cast<int32_t>(number);
    return true;
}

bool parse_movingai(const std::vector<std::string>& lines, const std::string& name, GridFile& out,
                    std::string& error, const TileCosts& tiles) {
    // "type octile", then height and width in either order, then "map".
    int32_t width = 0;
    int32_t height = 0;
    size_t i = 1;
    for (; i < lines.size() && lines[i] != "map"; ++i) {
        const bool is_height = lines[i].rfind("height", 0) == 0;
        if (is_height || lines[i].rfind("width", 0) == 0) {
            const char* key = is_height ? "height" : "width";
            int32_t& field = is_height ? height : width;
            if (field != 0) {
                error = where(name, i) + "second " + key + " line " + quoted(lines[i]) + " (give it once)";
                return false;
            }
            if (!parse_header_number(lines[i], key, field)) {
                error = where(name, i) + "bad " + key + " line " + quoted(lines[i]) + " (expected '" + key +
                        " N', N a whole number 1.." + std::to_string(fixpath::kMaxMapSide) + ")";
                return false;
            }
        } else {
            error = where(name, i) + "unexpected header line " + quoted(lines[i]) +
                    " (expected height, width or map)";
            return false;
        }
    }
    if (i == lines.size()) {
        error = where(name, i == 0 ? 0 : i - 1) + "header has no 'map' line";
        return false;
    }
    if (width == 0 || height == 0) {
        error = where(name, i) + "header lacks " + std::string(width == 0 ? "width" : "height");
        return false;
    }
    const size_t first_row = i + 1;
    size_t rows_present = lines.size() - first_row;
    // Trailing blank lines are not rows.
    while (rows_present > 0 && lines[first_row + rows_present - 1].empty()) {
        --rows_present;
    }
    if (rows_present != static_cast<size_t>(height)) {
        error = where(name, first_row + (rows_present < static_cast<size_t>(height) ? rows_present : static_cast<size_t>(height))) +
                "map has " + std::to_string(rows_present) + " rows, header says height " +
                std::to_string(height);
        return false;
    }
    GridFile map;
    map.width = width;
    map.height = height;
    map.costs.resize(static_cast<size_t>(width) * static_cast<size_t>(height));
    for (int32_t y = 0; y < height; ++y) {
        const std::string& row = lines[first_row + static_cast<size_t>(y)];
        if (row.size() != static_cast<size_t>(width)) {
            error = where(name, first_row + static_cast<size_t>(y)) + "row has " +
                    std::to_string(row.size()) + " tiles, expected " + std::to_string(width);
            return false;
        }
        for (int32_t x = 0; x < width; ++x) {
            const char c = row[static_cast<size_t>(x)];
            uint8_t cost = 0;
            switch (c) {
                case '.': case 'G': cost = tiles.ground; break;
                case 'S': cost = tiles.swamp; break;
                case 'W': cost = tiles.water; break;
                case '@': case 'O': case 'T': cost = 0; break;
                default:
                    error = where(name, first_row + static_cast<size_t>(y)) + "unknown tile " +
                            quoted(std::string(1, c)) + " at column " + std::to_string(x + 1);
                    return false;
            }
            map.costs[static_cast<size_t>(y) * static_cast<size_t>(width) + static_cast<size_t>(x)] = cost;
        }
    }
    out = std::move(map);
    return true;
}

bool parse_ascii(const std::vector<std::string>& all_lines, const std::string& name, GridFile& out,
                 std::string& error) {
    std::vector<std::pair<size_t, const std::string*>> rows;  // (line index, text)
    for (size_t i = 0; i < all_lines.size(); ++i) {
        if (!all_lines[i].empty() && all_lines[i][0] == ';') {
            continue;
        }
        rows.emplace_back(i, &all_lines[i]);
    }
    while (!rows.empty() && rows.back().second->empty()) {
        rows.pop_back();
    }
    if (rows.empty()) {
        error = name + ":1: the map has no rows";
        return false;
    }
    for (const auto& row : rows) {
        if (row.second->empty()) {
            error = where(name, row.first) + (row.first == rows.front().first ? "blank line before the first row"
                                                                               : "blank line inside the map") +
                    " (rows of # . 1-9 S G, one a line; comments start with ;)";
            return false;
        }
    }
    const size_t width = rows.front().second->size();
    if (width == 0 || width > static_cast<size_t>(fixpath::kMaxMapSide) ||
        rows.size() > static_cast<size_t>(fixpath::kMaxMapSide)) {
        error = where(name, rows.front().first) + "map must be 1.." +
                std::to_string(fixpath::kMaxMapSide) + " cells on each side";
        return false;
    }
    GridFile map;
    map.width = static_cast<int32_t>(width);
    map.height = static_cast<int32_t>(rows.size());
    map.costs.resize(width * rows.size());
    for (size_t y = 0; y < rows.size(); ++y) {
        const std::string& row = *rows[y].second;
        if (row.size() != width) {
            error = where(name, rows[y].first) + "row has " + std::to_string(row.size()) +
                    " cells, expected " + std::to_string(width) + " like the first row";
            return false;
        }
        for (size_t x = 0; x < width; ++x) {
            const char c = row[x];
            uint8_t cost = 0;
            const fixpath::Point here = fixpath::make_point(static_cast<int32_t>(x), static_cast<int32_t>(y));
            if (c == '#') {
                cost = 0;
            } else if (c == '.') {
                cost = 1;
            } else if (c >= '1' && c <= '9') {
                cost = static_cast<uint8_t>(c - '0');
            } else if (c == 'S' || c == 'G') {
                std::optional<fixpath::Point>& marker = c == 'S' ? map.start : map.goal;
                if (marker) {
                    error = where(name, rows[y].first) + "second '" + std::string(1, c) + "' marker";
                    return false;
                }
                marker = here;
                cost = 1;
            } else {
                error = where(name, rows[y].first) + "unknown cell " + quoted(std::string(1, c)) +
                        " at column " + std::to_string(x + 1) + " (expected # . 1-9 S G)";
                return false;
            }
            map.costs[y * width + x] = cost;
        }
    }
    out = std::move(map);
    return true;
}

}  // namespace

PassabilityBits passability_bits(const GridFile& map) {
    PassabilityBits out;
    out.width = map.width;
    out.height = map.height;
    const int32_t row = fixpath::BitMap::bytes_per_row(map.width);
    const size_t first = static_cast<size_t>(fixpath::BitMap::margin_bytes(map.width));
    out.bytes.assign(static_cast<size_t>(fixpath::BitMap::bytes_with_margins(map.width, map.height)), 0);
    for (int32_t y = 0; y < map.height; ++y) {
        for (int32_t x = 0; x < map.width; ++x) {
            const uint8_t m = map.at(x, y);
            if (m != 0) {
                out.bytes[first + static_cast<size_t>(y) * static_cast<size_t>(row) + static_cast<size_t>(x / 8)] |=
                    static_cast<uint8_t>(1u << (x % 8));
            }
            if (m > 1) {
                out.uniform = false;
            }
        }
    }
    return out;
}

PassabilityBits column_bits(const PassabilityBits& bits) {
    PassabilityBits out;
    out.width = bits.height;
    out.height = bits.width;
    out.uniform = bits.uniform;
    out.bytes.assign(static_cast<size_t>(fixpath::BitMap::bytes_with_margins(out.width, out.height)), 0);
    // (A map of no cells has no transpose: its empty bytes read as such.)
    if (!fixpath::column_map_with_margins(bits.view(), out.bytes.data(), static_cast<uint32_t>(out.bytes.size()))) {
        out.bytes.assign(out.bytes.size(), 0);
    }
    return out;
}

bool read_text_file(const std::string& path, std::string& text, std::string& error, uint64_t max_bytes) {
    return read_regular_file(path, max_bytes, text, error);
}

bool parse_grid(const std::string& text, const std::string& name, GridFile& out,
                std::string& error, const TileCosts& tiles) {
    if (text.find('\0') != std::string::npos) {
        error = name + ":1: binary data, not a map";
        return false;
    }
    // A UTF-8 byte-order mark (some editors write one) is not part of the map.
    const bool bom = text.compare(0, 3, "\xEF\xBB\xBF") == 0;
    const std::vector<std::string> lines = split_lines(bom ? text.substr(3) : text);
    if (lines.empty()) {
        error = name + ":1: empty file";
        return false;
    }
    if (lines[0].rfind("type ", 0) == 0) {
        if (lines[0] != "type octile") {
            error = name + ":1: unsupported map type " + quoted(lines[0].substr(5)) + " (expected octile)";
            return false;
        }
        return parse_movingai(lines, name, out, error, tiles);
    }
    return parse_ascii(lines, name, out, error);
}

bool load_grid(const std::string& path, GridFile& out, std::string& error, const TileCosts& tiles) {
    std::string text;
    if (!read_text_file(path, text, error, kMaxMapFileBytes)) {
        return false;
    }
    return parse_grid(text, path, out, error, tiles);
}

}  // namespace fixpath_host
