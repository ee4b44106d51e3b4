// Units moving together on the Game Boy Advance (fixpath's unit_group.hpp):
// 64 units on a 32x32 map of four rooms joined by doors, each with its own
// goal (a dot of its colour), step one cell a tick, never two on one cell
// and never two swapping cells, until every unit stands on its goal. The
// distance tables are made first, a slice a frame; then one tick every 8
// frames. The tick runs as ARM code from IWRAM (iwram_agents.cpp).
//
// Mode 3 bitmap: 5x5 pixels a cell, the map in the middle of the screen.
// The ROM checks every tick itself (one cell at most, floor only, no
// shared cell, no swap), keeps the whole replay in EWRAM and reports to
// the headless harness, which replays it independently and against the
// host library.
#include "../../ports/gba/runtime.hpp"

#include "agents_world.hpp"
#include "iwram_agents.hpp"

namespace {

constexpr int kSide = AgentsCase::kSide;
constexpr int kUnits = AgentsCase::kUnits;
constexpr int kPixels = 5;                 // a cell's side
constexpr int kLeft = (240 - kSide * kPixels) / 2;
constexpr uint32_t kTableBudget = 160;     // fill expansions a frame while the tables are made
constexpr uint32_t kFramesPerTick = 8;

volatile uint16_t* const kVram = reinterpret_cast<volatile uint16_t*>(0x06000000);
volatile uint16_t& reg(uint32_t a) { return *reinterpret_cast<volatile uint16_t*>(a); }

uint16_t g_replay[agents::kMaxTicks + 1][kUnits];
__attribute__((section(".result.demo"))) volatile agents::Report g_report = {0, 0, 0, 0, 0, 0, 0};

constexpr uint16_t rgb(int r, int g, int b) { return static_cast<uint16_t>(r | (g << 5) | (b << 10)); }
uint16_t unit_colour(int i) {
    static const uint16_t wheel[8] = {rgb(31, 6, 6),  rgb(31, 20, 2), rgb(25, 29, 4), rgb(4, 26, 6),
                                      rgb(4, 26, 26), rgb(6, 12, 31), rgb(20, 8, 31), rgb(31, 8, 22)};
    return wheel[i % 8];
}

void box(int x, int y, int x0, int y0, int w, int h, uint16_t c) {
    for (int py = y0; py < y0 + h; ++py)
        for (int px = x0; px < x0 + w; ++px) kVram[(y * kPixels + py) * 240 + kLeft + x * kPixels + px] = c;
}

// A cell as the map shows it: wall, floor, or floor with a unit's goal dot.
void draw_ground(const AgentsCase& world, const int* goal_of, int x, int y) {
    const int c = y * kSide + x;
    box(x, y, 0, 0, kPixels, kPixels, world.cells[c] == 0 ? rgb(5, 5, 7) : rgb(27, 27, 25));
    if (goal_of[c] >= 0) box(x, y, 2, 2, 1, 1, unit_colour(goal_of[c]));
}

}  // namespace

int main() {
    reg(0x04000204) = 0x4317;  // WAITCNT: ROM 3/1 wait states, prefetch
    reg(0x04000000) = 0x0403;  // mode 3, BG2
    gba::start_cycle_counter();
    static const AgentsCase world;  // the device benchmark's case
    for (int c = 0; c < AgentsCase::kCells; ++c) agents_iwram::g_map_cells[c] = world.cells[c];
    const fixpath::ByteCostMap map(agents_iwram::g_map_cells, kSide, kSide);
    static int goal_of[AgentsCase::kCells];
    for (int c = 0; c < AgentsCase::kCells; ++c) goal_of[c] = -1;
    for (int i = 0; i < kUnits; ++i) goal_of[world.goals[i].y * kSide + world.goals[i].x] = i;
    for (int y = 0; y < kSide; ++y)
        for (int x = 0; x < kSide; ++x) draw_ground(world, goal_of, x, y);
    const bool started = agents_iwram::start(map, world);
    for (int i = 0; i < kUnits; ++i) {
        g_replay[0][i] = static_cast<uint16_t>(world.starts[i].y * kSide + world.starts[i].x);
        box(world.starts[i].x, world.starts[i].y, 1, 1, 3, 3, unit_colour(i));
    }
    g_report.replay = reinterpret_cast<uint32_t>(&g_replay[0][0]);
    bool tables = false, done = !started;
    uint32_t ticks = 0, conflicts = started ? 0u : 1u;
    for (uint32_t frame = 0;; ++frame) {
        while (reg(0x04000006) >= 160) {}
        while (reg(0x04000006) < 160) {}
        const uint32_t t0 = gba::cycles();
        if (!tables) {
            tables = agents_iwram::prepare(kTableBudget) == fixpath::Status::Complete;
            g_report.table_frames = frame + 1;
        } else if (!done && frame % kFramesPerTick == 0 && ticks < agents::kMaxTicks) {
            const uint32_t a = gba::cycles();
            const fixpath::Status s = agents_iwram::tick();
            const uint32_t spent = gba::cycles() - a;
            if (spent > g_report.worst_tick_cycles) g_report.worst_tick_cycles = spent;
            ++ticks;
            // The ROM's own check of the tick, then the units redrawn where they moved.
            for (int i = 0; i < kUnits; ++i) {
                const fixpath::Point p = agents_iwram::position(static_cast<uint16_t>(i));
                const int was = g_replay[ticks - 1][i], now = p.y * kSide + p.x;
                g_replay[ticks][i] = static_cast<uint16_t>(now);
                const int dx = p.x - was % kSide, dy = p.y - was / kSide;
                if (world.cells[now] == 0 || dx * dx + dy * dy > 1) ++conflicts;
            }
            for (int i = 0; i < kUnits; ++i)
                for (int j = i + 1; j < kUnits; ++j) {
                    const uint16_t* before = g_replay[ticks - 1];
                    const uint16_t* after = g_replay[ticks];
                    if (after[i] == after[j] || (after[i] == before[j] && after[j] == before[i])) ++conflicts;
                }
            for (int i = 0; i < kUnits; ++i) {
                const int was = g_replay[ticks - 1][i], now = g_replay[ticks][i];
                if (was != now) draw_ground(world, goal_of, was % kSide, was / kSide);
            }
            for (int i = 0; i < kUnits; ++i) {
                const int now = g_replay[ticks][i];
                box(now % kSide, now / kSide, 1, 1, 3, 3, unit_colour(i));
            }
            done = s == fixpath::Status::Found;
        }
        const uint32_t spent = gba::cycles() - t0;
        if (spent > g_report.worst_frame_cycles) g_report.worst_frame_cycles = spent;
        g_report.ticks = ticks;
        g_report.conflicts = conflicts;
        g_report.complete = done && started ? 1u : 0u;
        gba::g_result.magic = gba::kDone;
    }
}
