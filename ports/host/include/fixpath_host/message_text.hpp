// Input quoted in an error message: one line, readable, bounded.
//
// A message names the file, the line and the problem in one line, whatever
// the input holds: control bytes, a stray carriage return, a byte-order mark
// or bytes that are not ASCII come out as \r, \t, \xNN; a long line (a 50 MB
// line of a broken file) is cut after kQuotedLimit characters, with its
// length said.
#ifndef FIXPATH_HOST_MESSAGE_TEXT_HPP
#define FIXPATH_HOST_MESSAGE_TEXT_HPP

#include <cstddef>
#include <string>

namespace fixpath_host {

constexpr size_t kQuotedLimit = 60;

// 'text', escaped, and cut after `limit` characters (see above).
inline std::string quoted(const std::string& text, size_t limit = kQuotedLimit) {
    static const char kHex[] = "0123456789abcdef";
    std::string out = "'";
    const size_t shown = text.size() < limit ? text.size() : limit;
    for (size_t i = 0; i < shown; ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c == '\r') {
            out += "\\r";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '\\') {
            out += "\\\\";
        } else if (c < 0x20 || c >= 0x7F) {
            out += "\\x";
            out += kHex[c >> 4];
            out += kHex[c & 15];
        } else {
            out += static_cast<char>(c);
        }
    }
    out += "'";
    if (shown < text.size()) {
        out += "... (" + std::to_string(text.size()) + " characters)";
    }
    return out;
}

// A file's path, escaped as quoted() does but never cut: the message must
// name the file wherever the checkout or the data lies (a path is bounded
// by the system's PATH_MAX anyway).
inline std::string quoted_path(const std::string& path) { return quoted(path, path.size()); }

// `text` as a JSON string, quotes included: " and \ escaped, control
// bytes as \u00NN (other bytes pass through: file names are UTF-8).
inline std::string json_string(const std::string& text) {
    static const char kHex[] = "0123456789abcdef";
    std::string out = "\"";
    for (const char ch : text) {
        const unsigned char c = static_cast<unsigned char>(ch);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += ch;
        } else if (c < 0x20) {
            out += "\\u00";
            out += kHex[c >> 4];
            out += kHex[c & 15];
        } else {
            out += ch;
        }
    }
    return out + "\"";
}

}  // namespace fixpath_host

#endif  // FIXPATH_HOST_MESSAGE_TEXT_HPP
