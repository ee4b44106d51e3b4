// libFuzzer target: the link-file parser must reject or accept any bytes
// without a crash or undefined behaviour; what it accepts and check_links
// passes for a small map is searched (linked_grid_search.hpp), and the
// search must end with a legal status and a path that starts at the start.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include <fixpath/fixpath.hpp>
#include <fixpath_host/grid_file.hpp>
#include <fixpath_host/link_file.hpp>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    fixpath_host::LinkList list;
    std::string error;
    if (!fixpath_host::parse_links(text, "fuzz", list, error)) {
        if (error.empty() || error.find('\n') != std::string::npos) abort();
        return 0;
    }
    if (list.links.size() != list.lines.size()) abort();
    static fixpath_host::GridFile map;
    if (map.width == 0 && !fixpath_host::parse_grid("........\n.##..#..\n..#.3#..\n.....#..\n", "m", map, error)) abort();
    if (!fixpath_host::check_links(list, "fuzz", map, 16, error)) {
        if (error.empty()) abort();
        return 0;
    }
    static fixpath::DenseState<8 * 4, uint16_t> state;
    fixpath::Point path[64];
    uint8_t via[64];
    const auto r = fixpath::find_linked_path(map.view(), state, fixpath::make_point(0, 0), fixpath::make_point(7, 3),
                                             list.links.data(), static_cast<uint32_t>(list.links.size()), path, 64, via);
    if (r.status != fixpath::Status::Found && r.status != fixpath::Status::CostOverflow) abort();
    if (r.status == fixpath::Status::Found && (r.length < 2 || !(path[0] == fixpath::make_point(0, 0)))) abort();
    for (uint32_t i = 0; i < r.length; ++i) {
        if (via[i] != fixpath::kNoLink && via[i] >= list.links.size()) abort();
    }
    return 0;
}
