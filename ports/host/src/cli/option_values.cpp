#include "option_values.hpp"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <vector>

namespace fixpath_cli {

namespace {

bool parse_u64(const std::string& text, unsigned long long& out) {
    if (text.empty() || text[0] == '-' || text[0] == '+' || text[0] == ' ') {
        return false;
    }
    char* end = nullptr;
    errno = 0;
    out = std::strtoull(text.c_str(), &end, 10);
    return errno == 0 && *end == '\0';
}

bool parse_i64(const std::string& text, long long& out) {
    if (text.empty() || text[0] == ' ' || text[0] == '+') {
        return false;
    }
    char* end = nullptr;
    errno = 0;
    out = std::strtoll(text.c_str(), &end, 10);
    return errno == 0 && *end == '\0';
}

std::pair<std::string, std::string> split(const std::string& text, char sep) {
    const size_t at = text.find(sep);
    if (at == std::string::npos) {
        return {text, std::string()};
    }
    return {text.substr(0, at), text.substr(at + 1)};
}

}  // namespace

namespace {

bool is_cpp_keyword(const std::string& word) {
    static const char* const kKeywords[] = {
        "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break", "case", "catch",
        "char", "char8_t", "char16_t", "char32_t", "class", "compl", "concept", "const", "consteval", "constexpr",
        "constinit", "const_cast", "continue", "co_await", "co_return", "co_yield", "decltype", "default", "delete",
        "do", "double", "dynamic_cast", "else", "enum", "explicit", "export", "extern", "false", "float", "for",
        "friend", "goto", "if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "not", "not_eq",
        "nullptr", "operator", "or", "or_eq", "private", "protected", "public", "register", "reinterpret_cast",
        "requires", "return", "short", "signed", "sizeof", "static", "static_assert", "static_cast", "struct",
        "switch", "template", "this", "thread_local", "throw", "true", "try", "typedef", "typeid", "typename",
        "union", "unsigned", "using", "virtual", "void", "volatile", "wchar_t", "while", "xor", "xor_eq"};
    for (const char* k : kKeywords) {
        if (word == k) return true;
    }
    return false;
}

bool starts_with(const std::string& word, const char* prefix) { return word.rfind(prefix, 0) == 0; }

// Why a valid identifier cannot name a generated header's namespace (at
// global scope, after <stdint.h>, <stddef.h> and fixpath's headers), or ""
// when it can: reserved names, the names those headers declare (types and
// macros), and the namespaces the header itself uses.
std::string reserved_reason(const std::string& name) {
    if (name[0] == '_' || name.find("__") != std::string::npos) {
        return "reserved: a leading underscore or a double underscore";
    }
    if (name == "std" || name == "fixpath" || name == "main" || name == "posix") {
        return "a namespace or function the header or the language already has";
    }
    // <stdint.h> / <stddef.h> types: intN_t, uint_leastN_t, size_t, ...
    if (ends_with(name, "_t")) return "a type name <stdint.h>, <stddef.h> or POSIX reserve";
    // Their macros (INT8_MAX, UINT32_C, SIZE_MAX, NULL, offsetof, ...) and fixpath's own (FIXPATH_...).
    static const char* const kMacroPrefixes[] = {"INT", "UINT", "SIZE_", "PTRDIFF_", "SIG_ATOMIC_", "WCHAR_",
                                                 "WINT_", "FIXPATH_"};
    for (const char* prefix : kMacroPrefixes) {
        if (starts_with(name, prefix)) return "a macro name of <stdint.h>, <stddef.h> or fixpath";
    }
    if (name == "NULL" || name == "offsetof") return "a macro of <stddef.h>";
    return "";
}

}  // namespace

void check_namespace(const std::string& option, const std::string& name) {
    bool identifier = !name.empty() && (std::isalpha(static_cast<unsigned char>(name[0])) || name[0] == '_');
    for (const char c : name) identifier = identifier && (std::isalnum(static_cast<unsigned char>(c)) || c == '_');
    if (!identifier || is_cpp_keyword(name)) {
        throw UsageError(option + ": '" + name + "' is not a C++ identifier" + (identifier ? " (a keyword)" : ""));
    }
    const std::string reserved = reserved_reason(name);
    if (!reserved.empty()) {
        throw UsageError(option + ": '" + name + "' cannot name the header's namespace (" + reserved + ")");
    }
}

uint32_t parse_count(const std::string& option, const std::string& text, uint32_t min, uint32_t max) {
    unsigned long long v = 0;
    if (!parse_u64(text, v) || v < min || v > max) {
        throw UsageError(option + ": expected a whole number from " + std::to_string(min) + " to " +
                         std::to_string(max) + ", got '" + text + "'");
    }
    return static_cast<uint32_t>(v);
}

fixpath::Point parse_point(const std::string& option, const std::string& text) {
    const auto [a, b] = split(text, ',');
    long long x = 0, y = 0;
    if (!parse_i64(a, x) || !parse_i64(b, y) || x < -fixpath::kMaxMapSide || y < -fixpath::kMaxMapSide ||
        x > fixpath::kMaxMapSide || y > fixpath::kMaxMapSide) {
        throw UsageError(option + ": expected X,Y (column,row), got '" + text + "'");
    }
    return fixpath::make_point(static_cast<int32_t>(x), static_cast<int32_t>(y));
}

fixpath::StepCosts<uint32_t> parse_costs(const std::string& option, const std::string& text) {
    const auto [a, b] = split(text, ',');
    unsigned long long s = 0, d = 0;
    const unsigned long long max = 0xFFFFFFFFull / 255;  // a step times the largest multiplier fits 32 bits
    if (!parse_u64(a, s) || !parse_u64(b, d) || s < 1 || d < 1 || s > max || d > max) {
        throw UsageError(option + ": expected S,D (straight and diagonal step costs, 1.." + std::to_string(max) +
                         "), got '" + text + "'");
    }
    return {static_cast<uint32_t>(s), static_cast<uint32_t>(d)};
}

fixpath::Weight parse_weight(const std::string& option, const std::string& text) {
    const auto [a, b] = split(text, '/');
    unsigned long long n = 0, d = 1;
    if (!parse_u64(a, n) || (!b.empty() && !parse_u64(b, d)) || n < 1 || d < 1 || n > 65535 || d > 65535 ||
        n < d) {
        throw UsageError(option + ": expected N/D with N >= D >= 1 (a rational weight of at least 1, 1..65535 each), got '" +
                         text + "'");
    }
    return {static_cast<uint16_t>(n), static_cast<uint16_t>(d)};
}

std::string word_list(const std::vector<std::string>& words) {
    std::string list;
    for (size_t i = 0; i < words.size(); ++i) list += (i == 0 ? "" : i + 1 == words.size() ? " or " : ", ") + words[i];
    return list;
}

size_t choice_index(const std::string& option, const std::string& text, const std::vector<std::string>& choices) {
    for (size_t i = 0; i < choices.size(); ++i) {
        if (text == choices[i]) return i;
    }
    throw UsageError(option + ": expected " + word_list(choices) + ", got '" + text + "'");
}

std::string parse_choice(const std::string& option, const std::string& text, const std::vector<std::string>& choices) {
    return choices[choice_index(option, text, choices)];
}

fixpath::Heuristic parse_heuristic(const std::string& option, const std::string& text) {
    const fixpath::Heuristic kHeuristics[] = {fixpath::Heuristic::Zero, fixpath::Heuristic::Manhattan,
                                              fixpath::Heuristic::Octile, fixpath::Heuristic::Chebyshev};
    return kHeuristics[choice_index(option, text, {"zero", "manhattan", "octile", "chebyshev"})];
}

fixpath::CornerRule parse_corners(const std::string& option, const std::string& text) {
    const fixpath::CornerRule kRules[] = {fixpath::CornerRule::Never, fixpath::CornerRule::One,
                                          fixpath::CornerRule::Always};
    return kRules[choice_index(option, text, {"never", "one", "always"})];
}

fixpath::Moves parse_moves(const std::string& option, const std::string& text) {
    return choice_index(option, text, {"4", "8"}) == 0 ? fixpath::Moves::Four : fixpath::Moves::Eight;
}

fixpath_host::Layout parse_layout(const std::string& option, const std::string& text) {
    const fixpath_host::Layout kLayouts[] = {fixpath_host::Layout::Dense, fixpath_host::Layout::Bounded,
                                             fixpath_host::Layout::Cells};
    return kLayouts[choice_index(option, text, {"dense", "bounded", "cells"})];
}

namespace {

// Edits (insert, delete, replace, swap two neighbours) between two short
// words: --form is one edit from --from.
size_t edit_distance(const std::string& a, const std::string& b) {
    std::vector<std::vector<size_t>> d(a.size() + 1, std::vector<size_t>(b.size() + 1));
    for (size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
    for (size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
    for (size_t i = 1; i <= a.size(); ++i) {
        for (size_t j = 1; j <= b.size(); ++j) {
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0u : 1u)});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
            }
        }
    }
    return d[a.size()][b.size()];
}

}  // namespace

std::string closest_word(const std::string& word, const std::vector<std::string>& candidates) {
    std::string best;
    size_t best_distance = 3;  // at most 2 edits away, or a prefix of one
    for (const std::string& candidate : candidates) {
        if (candidate == word) continue;
        // (a cut-short word, --form for --format, counts as two edits: a
        // typo of another wins)
        const size_t d = std::min(edit_distance(word, candidate),
                                  candidate.compare(0, word.size(), word) == 0 && word.size() >= 4 ? size_t{2}
                                                                                                   : size_t{3});
        if (d < best_distance) {
            best_distance = d;
            best = candidate;
        }
    }
    return best;
}

std::string jump_point_refusal(const fixpath::SearchOptions<uint32_t>& o) {
    // The conditions of fixpath::jump_point_options_valid(), one by one.
    std::vector<std::string> causes;
    const uint64_t s = o.costs.straight;
    const uint64_t d = o.costs.diagonal;
    if (o.moves != fixpath::Moves::Eight) causes.push_back("--moves 8 only");
    if (o.corners != fixpath::CornerRule::Never) causes.push_back("--corners never only");
    if (s == 0 || s > d || d > 2 * s || d > 0xFFFFFFFFu / 255u) causes.push_back("--costs S,D with S <= D <= 2S only");
    if (!o.weight.is_one()) causes.push_back("no --weight");
    if (!fixpath::heuristic_is_consistent(o.heuristic, o.moves, o.costs.straight, o.costs.diagonal)) {
        causes.push_back("a --heuristic consistent for these moves and costs only");
    }
    if (o.nearest) causes.push_back("no --nearest (a goal on a wall is refused)");
    std::string text;
    for (const std::string& c : causes) text += (text.empty() ? "" : ", ") + c;
    return text.empty() ? "options jump point search cannot take" : text;
}

const char* reported_status(fixpath::Status s) {
    return s == fixpath::Status::InProgress ? "out_of_nodes" : fixpath::status_name(s);
}

}  // namespace fixpath_cli
