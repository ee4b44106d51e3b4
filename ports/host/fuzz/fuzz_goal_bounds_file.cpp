// libFuzzer target: the goal bounds file validator (goal_bounds_format.hpp)
// and searches from what it accepts. The input makes a small map with
// terrain (up to 16x16) and a list of byte changes; the map's boxes are
// built (either kind), written as a file, the changes applied (with the
// checksum recomputed, so that the checks behind it are reached), and the
// result validated from a buffer of exactly its size (AddressSanitizer
// sees any overread). A file accepted unchanged must give A*'s costs; a
// changed one is only trusted not to break memory rules (the boxes are not
// recomputed: a search from damaged boxes may miss paths, never read out of
// bounds). The raw input is also validated as a file, to fuzz the header
// checks.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "fuzz_bytes.hpp"
#include <fixpath/grid/goal_bounds_format.hpp>
#include <fixpath_host/goal_bounds_build.hpp>

namespace {

// (A heap of every cell: neither search may run out of open-list entries,
// so their statuses compare.)
using State = fixpath::DenseState<16 * 16, uint32_t, 16 * 16>;
State g_plain_state;
State g_bounded_state;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size < 4) return 0;
    const int32_t w = 1 + data[0] % 16;
    const int32_t h = 1 + data[1] % 16;
    const bool every = (data[2] & 1) != 0;
    const bool four = (data[2] & 2) != 0;
    size_t at = 4;
    fixpath_host::GridFile grid;
    grid.width = w;
    grid.height = h;
    grid.costs.assign(static_cast<size_t>(w * h), 1);
    for (auto& c : grid.costs) {
        if (at < size) c = static_cast<uint8_t>(data[at++] % 4);  // 0 blocked, 1-3 multipliers
    }
    const fixpath::ByteCostMap map(grid.costs.data(), w, h);
    {  // the raw input as a file
        fixpath::GoalBounds ignored;
        (void)fixpath::validate_goal_bounds(data, size, map, &ignored);
    }
    fixpath::SearchOptions<uint32_t> o;
    if (four) o.moves = fixpath::Moves::Four;
    std::vector<uint8_t> boxes;
    std::string error;
    if (!fixpath_host::build_goal_bounds(grid, o, boxes, error, 1, !every)) abort();
    const fixpath::GoalBounds built(boxes.data(), w, h, 1, o,
                                    every ? fixpath::GoalBoundsTies::EveryFirstMove : fixpath::GoalBoundsTies::OneFirstMove);
    std::vector<uint8_t> file(fixpath::goal_bounds_file_size(w, h, four ? 4 : 8, 1));
    if (fixpath::write_goal_bounds_file(map, built, file.data(), file.size()) != file.size()) abort();
    bool changed = false;
    while (at + 2 < size) {  // (offset, value) pairs
        const size_t where = (static_cast<size_t>(data[at]) | (static_cast<size_t>(data[at + 1]) << 8)) % file.size();
        changed = changed || file[where] != data[at + 2];
        file[where] = data[at + 2];
        at += 3;
    }
    if ((data[3] & 1) != 0) fuzz::reseal(file);
    std::vector<uint8_t> exact(file);  // a buffer of exactly the file's size
    fixpath::GoalBounds bounds;
    if (fixpath::validate_goal_bounds(exact.data(), exact.size(), map, &bounds) != fixpath::GoalBoundsFormatError::None) {
        if (!bounds.empty()) abort();  // a refused file leaves nothing behind
        return 0;
    }
    fixpath::GridSearch<fixpath::ByteCostMap, State> plain(map, g_plain_state);
    fixpath::GoalBoundedSearch<fixpath::ByteCostMap, State> bounded(map, g_bounded_state);
    bounded.use_goal_bounds(&bounds);
    for (int32_t q = 0; q < 8; ++q) {
        const fixpath::Point a = fixpath::make_point((q * 7) % w, (q * 3) % h);
        const fixpath::Point b = fixpath::make_point((q * 5 + 3) % w, (q * 11 + 1) % h);
        const fixpath::Status p = plain.begin(a, b, o) == fixpath::Status::InProgress ? plain.run() : plain.status();
        const fixpath::Status s = bounded.begin(a, b, o) == fixpath::Status::InProgress ? bounded.run() : bounded.status();
        if (!changed && (p != s || (p == fixpath::Status::Found && plain.cost() != bounded.cost()))) abort();
    }
    return 0;
}
