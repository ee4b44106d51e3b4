// fixpath_host/scenario_file.hpp - Moving AI scenario (.scen) files.
//
// "version 1" (or "version 1.0") then one tab- or space-separated line per
// scenario: bucket map width height start_x start_y goal_x goal_y optimal.
// x is the column, y the row. The optimal length (straight 1, diagonal sqrt 2,
// no corner cutting) is printed with 8 decimals in current files and with 6
// significant digits (%g) in the 2011 files; `optimal_tolerance` is half a
// unit of the last printed digit, so comparisons can be as exact as the file.
#ifndef FIXPATH_HOST_SCENARIO_FILE_HPP
#define FIXPATH_HOST_SCENARIO_FILE_HPP

#include <cstdint>
#include <string>
#include <vector>

#include <fixpath/point.hpp>

namespace fixpath_host {

struct Scenario {
    int bucket = 0;
    std::string map;  // as written in the file (may carry a directory)
    int32_t map_width = 0;
    int32_t map_height = 0;
    fixpath::Point start{0, 0};
    fixpath::Point goal{0, 0};
    double optimal = 0.0;
    double optimal_tolerance = 0.0;
    int line = 0;  // line number in the file
};

bool parse_scenarios(const std::string& text, const std::string& name,
                     std::vector<Scenario>& out, std::string& error);
bool load_scenarios(const std::string& path, std::vector<Scenario>& out, std::string& error);

// The scenarios of the last `count` buckets present (the hardest ones).
std::vector<Scenario> last_buckets(const std::vector<Scenario>& all, int count);

// The text of a scenario file holding `scenarios`, in order (the optimal
// lengths with 8 decimals): what parse_scenarios() reads back.
std::string scenario_text(const std::vector<Scenario>& scenarios);

// The file name part of a scenario's map field ("maps/dao/den520d.map" ->
// "den520d.map").
std::string map_file_name(const Scenario& s);

}  // namespace fixpath_host

#endif  // FIXPATH_HOST_SCENARIO_FILE_HPP
