#include <fixpath_host/link_file.hpp>

#include <cerrno>
#include <cstdlib>
#include <sstream>

namespace fixpath_host {

namespace {

bool parse_number(const std::string& s, int64_t low, int64_t high, int64_t& out) {
    if (s.empty() || s.size() > 11) return false;
    for (size_t i = 0; i < s.size(); ++i) {
        if (!(s[i] >= '0' && s[i] <= '9') && !(i == 0 && s[i] == '-' && s.size() > 1)) return false;
    }
    errno = 0;
    const long long v = std::strtoll(s.c_str(), nullptr, 10);
    if (errno != 0 || v < low || v > high) return false;
    out = v;
    return true;
}

bool parse_cell(const std::string& s, fixpath::Point& p) {
    const size_t comma = s.find(',');
    int64_t x = 0, y = 0;
    if (comma == std::string::npos || !parse_number(s.substr(0, comma), -32768, 32767, x) ||
        !parse_number(s.substr(comma + 1), -32768, 32767, y)) {
        return false;
    }
    p = fixpath::make_point(static_cast<int32_t>(x), static_cast<int32_t>(y));
    return true;
}

}  // namespace

bool parse_links(const std::string& text, const std::string& name, LinkList& out, std::string& error) {
    out = LinkList{};
    std::istringstream in(text);
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        std::istringstream words(line);
        std::vector<std::string> w;
        for (std::string word; words >> word;) w.push_back(word);
        if (w.empty() || w[0][0] == '#') continue;
        const std::string where = name + ":" + std::to_string(number) + ": ";
        if (w.size() < 3 || w.size() > 4) {
            error = where + "expected 'x1,y1 x2,y2 cost [oneway]', got '" + line + "'";
            return false;
        }
        fixpath::GridLink link{{0, 0}, {0, 0}, 0, fixpath::LinkWay::Both};
        int64_t cost = 0;
        if (!parse_cell(w[0], link.from)) {
            error = where + "'" + w[0] + "': expected a cell x,y";
            return false;
        }
        if (!parse_cell(w[1], link.to)) {
            error = where + "'" + w[1] + "': expected a cell x,y";
            return false;
        }
        if (!parse_number(w[2], 0, 4294967295LL, cost)) {
            error = where + "'" + w[2] + "': expected a cost 0..4294967295";
            return false;
        }
        link.cost = static_cast<uint32_t>(cost);
        if (w.size() == 4) {
            if (w[3] != "oneway") {
                error = where + "'" + w[3] + "': expected 'oneway' or nothing (two-way)";
                return false;
            }
            link.way = fixpath::LinkWay::OneWay;
        }
        out.links.push_back(link);
        out.lines.push_back(number);
    }
    return true;
}

bool load_links(const std::string& path, LinkList& out, std::string& error) {
    std::string text;
    if (!read_text_file(path, text, error)) {
        return false;
    }
    return parse_links(text, path, out, error);
}

bool check_links(const LinkList& list, const std::string& name, const GridFile& map, uint32_t max_directed,
                 std::string& error) {
    uint32_t directed = 0;
    for (size_t i = 0; i < list.links.size(); ++i) {
        const fixpath::GridLink& l = list.links[i];
        const std::string where = name + ":" + std::to_string(list.lines[i]) + ": ";
        for (const fixpath::Point p : {l.from, l.to}) {
            const std::string cell = std::to_string(p.x) + "," + std::to_string(p.y);
            if (!map.inside(p.x, p.y)) {
                error = where + cell + " is outside the " + std::to_string(map.width) + "x" + std::to_string(map.height) + " map";
                return false;
            }
            if (map.at(p.x, p.y) == 0) {
                error = where + cell + " is a wall (a link joins passable cells)";
                return false;
            }
        }
        directed += l.way == fixpath::LinkWay::Both ? 2u : 1u;
        if (directed > max_directed) {
            error = where + "too many links: at most " + std::to_string(max_directed) +
                    " directed links (a two-way link counts twice)";
            return false;
        }
    }
    return true;
}

}  // namespace fixpath_host
