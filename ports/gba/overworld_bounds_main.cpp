// Goal bounding on the 256x256 overworld (tests/device/overworld_map.hpp):
// A* with the map's goal bounds, a 2 MiB file made on the host by `fixpath
// bounds build` (about two minutes on two cores: an opt-in benchmark,
// scripts/gba-overworld-bounds.sh), linked into ROM as it is
// (overworld_bounds.s, .incbin) and validated on the device
// (goal_bounds_format.hpp) before use. The search runs as ARM code from IWRAM
// (iwram_overworld_bounds.cpp), map and bounds read in place from ROM, the
// state in EWRAM. Queries across the map (corner to corner both ways, and
// edge to edge); the dearest is compared with a frame.
// ROM wait states 3/1 (WAITCNT 0x4317), as games set them.
#include <fixpath/fixpath.hpp>

#include "runtime.hpp"
#include "worst_cases.hpp"

#include "../../tests/device/overworld_map.hpp"

extern "C" const uint8_t kOverworldBounds[];     // overworld_bounds.s
extern "C" const uint8_t kOverworldBoundsEnd[];  // (its end)

namespace gba_bench {
Figures overworld_query(const fixpath::ByteCostMap& map, const fixpath::GoalBounds* bounds, fixpath::Point s,
                        fixpath::Point g, fixpath::Point* path, uint32_t capacity, uint32_t& cost);
uint32_t overworld_state_bytes();
}  // namespace gba_bench

namespace {

constexpr uint32_t kFrame = 280896;
constexpr Overworld256 kOverworld{};  // ROM
fixpath::Point g_path[1024];

struct Query {
    const char* name;
    int16_t sx, sy, gx, gy;
};

}  // namespace

int main() {
    *reinterpret_cast<volatile uint16_t*>(0x04000204) = 0x4317;  // WAITCNT: ROM 3/1 wait states, prefetch
    gba::start_cycle_counter();
    const fixpath::ByteCostMap map(kOverworld.cells, 256, 256);
    const size_t size = static_cast<size_t>(kOverworldBoundsEnd - kOverworldBounds);
    fixpath::GoalBounds bounds;
    const uint32_t t0 = gba::cycles();
    const fixpath::GoalBoundsFormatError error = fixpath::validate_goal_bounds(kOverworldBounds, size, map, &bounds);
    const uint32_t t1 = gba::cycles();
    {
        gba::Line l;
        l << "overworld goal bounds: " << static_cast<uint32_t>(size) << " bytes in ROM, "
          << fixpath::file_error_name(error) << ", checked (checksum and map) in " << (t1 - t0)
          << " cycles, once";
        l.send();
    }
    if (error != fixpath::GoalBoundsFormatError::None) {
        gba::finish_one_check(false, "the goal bounds file is not the overworld's");
    }
    static const Query kQueries[] = {{"corner to corner", 1, 1, 254, 254},
                                     {"the other diagonal", 254, 1, 1, 254},
                                     {"west to east", 1, 128, 254, 128},
                                     {"north to south", 128, 1, 128, 254}};
    bool ok = true;
    uint32_t dearest = 0;
    for (const Query& q : kQueries) {
        uint32_t cost = 0;
        const gba_bench::Figures f = gba_bench::overworld_query(map, &bounds, fixpath::make_point(q.sx, q.sy),
                                                                fixpath::make_point(q.gx, q.gy), g_path, 1024, cost);
        gba::Line l;
        l << "case overworld-gb " << q.name << " (" << static_cast<uint32_t>(q.sx) << "," << static_cast<uint32_t>(q.sy)
          << ")-(" << static_cast<uint32_t>(q.gx) << "," << static_cast<uint32_t>(q.gy) << ") IWRAM ARM, bounds in ROM: "
          << f.expanded << " expansions, " << f.cycles << " cycles, " << (f.cycles * 100 / kFrame)
          << "% of a frame, cost " << cost << ", status " << f.status;
        l.send();
        ok = ok && f.status == static_cast<uint32_t>(fixpath::Status::Found);
        dearest = f.cycles > dearest ? f.cycles : dearest;
    }
    {
        gba::Line l;
        l << "  (state: a pool of 2,048 nodes in EWRAM, " << gba_bench::overworld_state_bytes() << " bytes)";
        l.send();
    }
    {
        gba::Line l;
        l << "budget: 256x256 overworld, the dearest of these queries <= 1 frame (" << kFrame
          << " cycles) with goal bounds from ROM: " << dearest;
        l.send();
    }
    gba::finish_one_check(ok, "a query did not find its path");
}
