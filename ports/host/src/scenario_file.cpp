#include <fixpath_host/scenario_file.hpp>
#include <fixpath_host/message_text.hpp>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <sstream>

#include <fixpath_host/grid_file.hpp>

namespace fixpath_host {
namespace {

bool parse_int(const std::string& s, long long lo, long long hi, long long& v) {
    if (s.empty()) {
        return false;
    }
    char* end = nullptr;
    errno = 0;
    const long long parsed = std::strtoll(s.c_str(), &end, 10);
    if (errno != 0 || *end != '\0' || parsed < lo || parsed > hi) {
        return false;
    }
    v = parsed;
    return true;
}

// Half a unit of the last digit printed: "3.00000000" -> 5e-9; "1005.74" ->
// 0.005; "2" (from %g) -> 0.5 unless it has 6 significant digits.
double printed_tolerance(const std::string& s) {
    const size_t dot = s.find('.');
    if (dot == std::string::npos) {
        return 0.5;
    }
    const size_t decimals = s.size() - dot - 1;
    return 0.5 * std::pow(10.0, -static_cast<double>(decimals));
}

}  // namespace

bool parse_scenarios(const std::string& text, const std::string& name, std::vector<Scenario>& out,
                     std::string& error) {
    std::istringstream in(text);
    std::string line;
    int number = 0;
    std::vector<Scenario> result;
    bool header = false;
    while (std::getline(in, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r') {
            line.pop_back();
        }
        const std::string at = name + ":" + std::to_string(number) + ": ";
        if (!header) {
            if (line != "version 1" && line != "version 1.0") {
                error = at + "expected 'version 1' header, found " + quoted(line);
                return false;
            }
            header = true;
            continue;
        }
        if (line.find_first_not_of(" \t") == std::string::npos) {
            continue;  // blank lines (den520d ends with one)
        }
        std::istringstream fields(line);
        std::vector<std::string> f;
        std::string word;
        while (fields >> word) {
            f.push_back(word);
        }
        if (f.size() != 9) {
            error = at + "expected 9 fields (bucket map width height sx sy gx gy optimal), found " +
                    std::to_string(f.size());
            return false;
        }
        Scenario s;
        long long v[7];
        const char* names[7] = {"bucket", "width", "height", "start x", "start y", "goal x", "goal y"};
        const int idx[7] = {0, 2, 3, 4, 5, 6, 7};
        for (int k = 0; k < 7; ++k) {
            const long long lo = (k == 1 || k == 2) ? 1 : 0;
            if (!parse_int(f[static_cast<size_t>(idx[k])], lo, fixpath::kMaxMapSide, v[k])) {
                error = at + "bad " + names[k] + " " + quoted(f[static_cast<size_t>(idx[k])]);
                return false;
            }
        }
        s.bucket = static_cast<int>(v[0]);
        s.map = f[1];
        s.map_width = static_cast<int32_t>(v[1]);
        s.map_height = static_cast<int32_t>(v[2]);
        if (v[3] >= v[1] || v[5] >= v[1] || v[4] >= v[2] || v[6] >= v[2]) {
            error = at + "start or goal outside the " + f[2] + "x" + f[3] + " map";
            return false;
        }
        s.start = fixpath::make_point(static_cast<int32_t>(v[3]), static_cast<int32_t>(v[4]));
        s.goal = fixpath::make_point(static_cast<int32_t>(v[5]), static_cast<int32_t>(v[6]));
        char* end = nullptr;
        s.optimal = std::strtod(f[8].c_str(), &end);
        if (*end != '\0' || !(s.optimal >= 0.0) || !std::isfinite(s.optimal)) {
            error = at + "bad optimal length " + quoted(f[8]);
            return false;
        }
        s.optimal_tolerance = printed_tolerance(f[8]);
        s.line = number;
        result.push_back(std::move(s));
    }
    if (!header) {
        error = name + ":1: empty file (expected 'version 1')";
        return false;
    }
    out = std::move(result);
    return true;
}

bool load_scenarios(const std::string& path, std::vector<Scenario>& out, std::string& error) {
    std::string text;
    if (!read_text_file(path, text, error)) {
        return false;
    }
    return parse_scenarios(text, path, out, error);
}

std::vector<Scenario> last_buckets(const std::vector<Scenario>& all, int count) {
    std::set<int> buckets;
    for (const Scenario& s : all) {
        buckets.insert(s.bucket);
    }
    std::set<int> keep;
    for (auto it = buckets.rbegin(); it != buckets.rend() && static_cast<int>(keep.size()) < count; ++it) {
        keep.insert(*it);
    }
    std::vector<Scenario> out;
    for (const Scenario& s : all) {
        if (keep.count(s.bucket) != 0) {
            out.push_back(s);
        }
    }
    return out;
}

std::string scenario_text(const std::vector<Scenario>& scenarios) {
    std::string text = "version 1\n";
    char line[64];
    for (const Scenario& s : scenarios) {
        text += std::to_string(s.bucket) + "\t" + s.map;
        std::snprintf(line, sizeof line, "\t%d\t%d\t%d\t%d\t%d\t%d\t%.8f\n", s.map_width, s.map_height, s.start.x,
                      s.start.y, s.goal.x, s.goal.y, s.optimal);
        text += line;
    }
    return text;
}

std::string map_file_name(const Scenario& s) {
    const size_t slash = s.map.find_last_of("/\\");
    return slash == std::string::npos ? s.map : s.map.substr(slash + 1);
}

}  // namespace fixpath_host
