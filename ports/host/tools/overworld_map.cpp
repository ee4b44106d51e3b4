// Writes the device benchmarks' 256x256 overworld (tests/device/overworld_map.hpp)
// as a plain ASCII map (# wall, . floor, 2 forest) for the tools that read
// maps: `fixpath bounds build` makes its goal bounds for the GBA's opt-in
// goal bounding benchmark (scripts/gba-overworld-bounds.sh).
//   overworld_map OUT.txt
#include <cstdio>
#include <memory>
#include <sstream>
#include <string>

#include <fixpath_host/checked_files.hpp>

#include "../../../tests/device/overworld_map.hpp"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: overworld_map OUT.txt\n");
        return 2;
    }
    const auto overworld = std::make_unique<Overworld256>();
    std::ostringstream text;
    text << "; The device benchmarks' 256x256 overworld (tests/device/overworld_map.hpp): regions of 32x32\n"
            "; cells with doors, rocks and forest (multiplier 2).\n";
    for (int32_t y = 0; y < 256; ++y) {
        for (int32_t x = 0; x < 256; ++x) {
            const uint8_t c = overworld->cells[y * 256 + x];
            text << (c == 0 ? '#' : c == 1 ? '.' : static_cast<char>('0' + c));
        }
        text << '\n';
    }
    std::string error;
    if (!fixpath_host::write_file_atomically(argv[1], text.str(), error)) {  // whole or not at all
        std::fprintf(stderr, "overworld_map: %s\n", error.c_str());
        return 1;
    }
    return 0;
}
