// fixpath-mgba: runs a Game Boy Advance ROM (.gba or .elf) headless in
// Debian's libmgba, prints what the ROM writes to mGBA's debug port, and
// waits for the ROM's result block at 0x02000000 (ports/gba/runtime.hpp).
//
//   fixpath-mgba ROM [--frames N]                 test ROMs: run until the ROM says it is done
//   fixpath-mgba ROM --run-frames N [--keys SPEC] [--screenshot FILE] [--demo-check|--tactics-check|--agents-check]
//                                                 the demo: run N frames, pressing keys
//
// --keys "RIGHT*27,DOWN*17,A": each press holds the key 2 frames, then 2
// frames released, from frame 30 on. --tactics-check compares the range the
// tactics demo (examples/gba-tactics) shows with the host library's.
// --agents-check replays the agents demo's record (examples/gba-agents).
// --demo-check compares the demo's flow
// field (examples/gba-demo) with the same field computed here by the host
// library, and checks that every unit arrived and no frame overran.
//
// Exit status: 0 when the ROM finished with at least one pass and no
// failure (or the demo check passed), 1 otherwise, 2 when the ROM cannot be
// loaded or the arguments are wrong.
#include <mgba/flags.h>  // first: it sets the layout of struct mCore

#include <mgba/core/core.h>
#include <mgba/core/log.h>
#include <mgba-util/png-io.h>
#include <mgba-util/vfs.h>

#include <fcntl.h>

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "device/battery.hpp"
#include "../examples/gba-agents/agents_world.hpp"
#include "../examples/gba-tactics/tactics_world.hpp"
#include "device/battery_data.inc"

namespace {

void log_line(struct mLogger*, int category, enum mLogLevel level, const char* format, va_list args) {
    const char* id = mLogCategoryId(category);
    const bool debug_port = id != nullptr && std::strcmp(id, "gba.debug") == 0;
    if (!debug_port && level > mLOG_ERROR) {
        return;  // emulator chatter
    }
    std::vfprintf(debug_port ? stdout : stderr, format, args);
    std::fputc('\n', debug_port ? stdout : stderr);
    std::fflush(stdout);
}

struct mLogger g_logger = {log_line, nullptr};

constexpr uint32_t kResult = 0x02000000u;
constexpr uint32_t kDone = 0x46495850u;
constexpr uint32_t kDemo = 0x02000010u;  // examples/gba-demo: DemoState
constexpr uint32_t kFrameCycles = 280896u;

uint32_t key_bit(const std::string& name) {
    static const char* names[10] = {"A", "B", "SELECT", "START", "RIGHT", "LEFT", "UP", "DOWN", "R", "L"};
    for (uint32_t i = 0; i < 10; ++i) {
        if (name == names[i]) return 1u << i;
    }
    return 0;
}

// "RIGHT*27,DOWN*17,A" -> one key mask per frame, from frame 30.
bool parse_keys(const std::string& spec, std::vector<uint32_t>& per_frame) {
    per_frame.assign(30, 0);
    size_t at = 0;
    while (at < spec.size()) {
        const size_t comma = spec.find(',', at);
        const std::string item = spec.substr(at, comma == std::string::npos ? std::string::npos : comma - at);
        at = comma == std::string::npos ? spec.size() : comma + 1;
        const size_t star = item.find('*');
        const uint32_t bit = key_bit(item.substr(0, star));
        const long count = star == std::string::npos ? 1 : std::atol(item.c_str() + star + 1);
        if (bit == 0 || count < 1) return false;
        for (long i = 0; i < count; ++i) {
            per_frame.insert(per_frame.end(), {bit, bit, 0, 0});
        }
    }
    return true;
}

bool write_png(const char* file, const std::vector<color_t>& pixels, unsigned width, unsigned height) {
    struct VFile* vf = VFileOpen(file, O_CREAT | O_TRUNC | O_WRONLY);
    if (vf == nullptr) return false;
    png_structp png = PNGWriteOpen(vf);
    png_infop info = PNGWriteHeader(png, width, height);
    const bool ok = PNGWritePixels(png, width, height, width, pixels.data());
    PNGWriteClose(png, info);
    vf->close(vf);
    return ok;
}

// A demo's report block at kDemo (a struct of 32-bit words, as the ROM and
// this harness both declare it), read word by word.
template <typename Report>
Report read_report(struct mCore* core) {
    static_assert(sizeof(Report) % 4 == 0, "a report is 32-bit words");
    uint32_t words[sizeof(Report) / 4];
    for (uint32_t i = 0; i < sizeof(Report) / 4; ++i) words[i] = core->busRead32(core, kDemo + 4 * i);
    Report r;
    std::memcpy(&r, words, sizeof r);
    return r;
}

// The demo's field, recomputed here: same map, same target, same library.
int demo_check(struct mCore* core) {
    const uint32_t complete = core->busRead32(core, kDemo);
    const uint32_t hash = core->busRead32(core, kDemo + 4);
    const uint32_t arrived = core->busRead32(core, kDemo + 8);
    const uint32_t units = core->busRead32(core, kDemo + 12);
    const uint32_t target = core->busRead32(core, kDemo + 16);
    const uint32_t worst = core->busRead32(core, kDemo + 20);
    const uint32_t distinct = core->busRead32(core, kDemo + 24);
    const fixpath::Point goal = fixpath::make_point(static_cast<int32_t>(target & 0xFFFF), static_cast<int32_t>(target >> 16));
    static fixpath::DenseState<600, uint16_t> state;
    static uint16_t distance[600];
    static uint8_t direction[fixpath::FlowField<fixpath::ByteCostMap, decltype(state)>::direction_bytes(600)];
    static uint32_t scratch[128];
    const battery::MapData& md = battery::data::kMaps[4];
    fixpath::FlowField<fixpath::ByteCostMap, decltype(state)> field(fixpath::ByteCostMap(md.data, md.width, md.height),
                                                                   state, {0, 0, 30, 20}, distance, direction, scratch, 128);
    field.begin(&goal, 1);
    field.run();
    uint32_t want = battery::kFnvStart;
    for (uint16_t d : distance) want = battery::fnv(want, d);
    const bool same = complete == 1 && hash == want;
    std::printf("demo: target %d,%d; field %s (ROM hash %08x, host %08x); %u of %u units arrived around the "
                "target, %s; busiest frame %u cycles (%u%% of a frame)\n",
                goal.x, goal.y, same ? "identical to the host's" : "DIFFERENT", hash, want, arrived, units,
                distinct == 1 ? "no two on one cell" : "TWO OR MORE ON ONE CELL", worst, worst / (kFrameCycles / 100));
    return same && arrived == units && units > 0 && distinct == 1 && worst < kFrameCycles ? 0 : 1;
}

// The tactics demo (examples/gba-tactics): the range the ROM shows,
// recomputed here for the same unit, positions and world.
int tactics_check(struct mCore* core) {
    const tactics::Report r = read_report<tactics::Report>(core);
    tactics::Unit units[tactics::kUnits];
    for (int i = 0; i < tactics::kUnits; ++i) {
        const uint32_t p = r.positions[i];
        units[i] = tactics::kStart[i];
        units[i].x = static_cast<int16_t>(p & 0xFFFF);
        units[i].y = static_cast<int16_t>(p >> 16);
    }
    if (r.hovered >= static_cast<uint32_t>(tactics::kUnits)) {
        std::printf("tactics: no unit's range is shown at the end (hovered %u)\n", r.hovered);
        return 1;
    }
    const int who = static_cast<int>(r.hovered);
    static uint8_t occupancy[tactics::kCells];
    static uint8_t costs[tactics::kCells];
    static tactics::State state;
    tactics::occupancy_for(units, who, occupancy);
    const tactics::Unit& u = units[who];
    const fixpath::UnitClassMap terrain(tactics::kTiles.cells, tactics::kW, tactics::kH, tactics::kClassCosts[u.cls],
                                        tactics::kTileKinds);
    tactics::Range range(tactics::Map(terrain, occupancy), state);
    range.begin(fixpath::make_point(u.x, u.y), tactics::kMove[u.cls], costs, sizeof costs, tactics::rules());
    range.run();
    uint32_t cells = 0;
    for (int32_t i = 0; i < tactics::kCells; ++i) cells += range.reachable(fixpath::make_point(i % tactics::kW, i / tactics::kW));
    const uint32_t want = tactics::range_hash(range);
    const bool same = want == r.range_hash && cells == r.cells;
    std::printf("tactics: unit %d at %d,%d; range of %u cells %s (ROM hash %08x, host %08x); %u move(s); "
                "busiest frame %u cycles (%u%% of a frame)\n",
                who, u.x, u.y, r.cells, same ? "identical to the host's" : "DIFFERENT", r.range_hash, want, r.moves,
                r.worst_cycles, r.worst_cycles / (kFrameCycles / 100));
    return same && r.moves > 0 && r.worst_cycles < kFrameCycles ? 0 : 1;
}

// The agents demo (examples/gba-agents): the ROM's record of every tick,
// checked here from scratch (one 4-neighbour cell at most, floor only, no
// two units on a cell, no two swapping) and against the host library's run
// of the same case, tick for tick.
int agents_check(struct mCore* core) {
    const agents::Report r = read_report<agents::Report>(core);
    constexpr int kUnits = AgentsCase::kUnits, kSide = AgentsCase::kSide;
    if (r.ticks == 0 || r.ticks > agents::kMaxTicks) {
        std::printf("agents: the ROM made %u ticks (complete %u)\n", r.ticks, r.complete);
        return 1;
    }
    std::vector<std::vector<uint16_t>> rom(r.ticks + 1, std::vector<uint16_t>(kUnits));
    for (uint32_t t = 0; t <= r.ticks; ++t)
        for (int i = 0; i < kUnits; ++i)
            rom[t][static_cast<size_t>(i)] = core->busRead16(core, r.replay + 2u * (t * kUnits + static_cast<uint32_t>(i)));
    static const AgentsCase world;
    uint32_t faults = 0;
    for (uint32_t t = 0; t <= r.ticks; ++t) {
        for (int i = 0; i < kUnits; ++i) {
            const int c = rom[t][static_cast<size_t>(i)];
            if (c >= AgentsCase::kCells || world.cells[c] == 0) ++faults;
            if (t > 0) {
                const int b = rom[t - 1][static_cast<size_t>(i)];
                if (std::abs(c % kSide - b % kSide) + std::abs(c / kSide - b / kSide) > 1) ++faults;
            }
            for (int j = 0; j < i; ++j) {
                const int d = rom[t][static_cast<size_t>(j)];
                if (c == d) ++faults;
                if (t > 0 && c != rom[t - 1][static_cast<size_t>(i)] && c == rom[t - 1][static_cast<size_t>(j)] &&
                    d == rom[t - 1][static_cast<size_t>(i)]) ++faults;
            }
        }
    }
    bool at_goals = true;
    for (int i = 0; i < kUnits; ++i) {
        at_goals = at_goals && rom[r.ticks][static_cast<size_t>(i)] == world.goals[i].y * kSide + world.goals[i].x;
    }
    // The host's run of the same case.
    static agents::State state;
    static uint16_t tables[kUnits * AgentsCase::kCells];
    static uint16_t cells[3 * AgentsCase::kCells];
    const fixpath::ByteCostMap map(world.cells, kSide, kSide);
    static agents::Group group(map, state, tables, kUnits * AgentsCase::kCells, cells, 3 * AgentsCase::kCells);
    for (int i = 0; i < kUnits; ++i) {
        uint16_t unit = 0;
        group.add_unit(world.starts[i], unit);
        group.set_goal(unit, world.goals[i]);
    }
    group.prepare(fixpath::kUnlimited);
    uint32_t differ = 0;
    for (uint32_t t = 1; t <= r.ticks; ++t) {
        group.tick();
        for (int i = 0; i < kUnits; ++i) {
            const fixpath::Point p = group.position(static_cast<uint16_t>(i));
            differ += rom[t][static_cast<size_t>(i)] != p.y * kSide + p.x ? 1u : 0u;
        }
    }
    const bool same = differ == 0;
    std::printf("agents: 64 units, every tick replayed: %s; %s; the host's run %s; %u ticks, dearest tick %u cycles "
                "(%u%% of a frame; budget 1/4 frame, %u), busiest frame %u cycles, tables made in %u frames\n",
                faults == 0 && r.conflicts == 0 ? "no conflict" : "CONFLICTS",
                at_goals && r.complete == 1 ? "every unit on its goal" : "NOT EVERY UNIT ON ITS GOAL",
                same ? "identical" : "DIFFERENT", r.ticks, r.worst_tick_cycles, r.worst_tick_cycles / (kFrameCycles / 100),
                kFrameCycles / 4, r.worst_frame_cycles,
                r.table_frames);
    return faults == 0 && r.conflicts == 0 && at_goals && r.complete == 1 && same &&
                   r.worst_frame_cycles < kFrameCycles
               ? 0
               : 1;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: fixpath-mgba ROM [--frames N]\n");
        return 2;
    }
    const char* rom = argv[1];
    long max_frames = 60 * 60 * 5;  // five emulated minutes
    long run_frames = 0;            // > 0: run exactly this many (the demo)
    std::vector<uint32_t> keys;
    const char* screenshot = nullptr;
    bool check_demo = false;
    bool check_tactics = false;
    bool check_agents = false;
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--demo-check") {
            check_demo = true;
        } else if (a == "--tactics-check") {
            check_tactics = true;
        } else if (a == "--agents-check") {
            check_agents = true;
        } else if (i + 1 < argc && a == "--frames") {
            max_frames = std::atol(argv[++i]);
        } else if (i + 1 < argc && a == "--run-frames") {
            run_frames = std::atol(argv[++i]);
        } else if (i + 1 < argc && a == "--screenshot") {
            screenshot = argv[++i];
        } else if (i + 1 < argc && a == "--keys") {
            if (!parse_keys(argv[++i], keys)) {
                std::fprintf(stderr, "fixpath-mgba: --keys: expected KEY[*N],... with keys A B SELECT START RIGHT LEFT UP DOWN R L\n");
                return 2;
            }
        } else {
            std::fprintf(stderr, "fixpath-mgba: unknown argument '%s'\n", a.c_str());
            return 2;
        }
    }
    mLogSetDefaultLogger(&g_logger);
    struct mCore* core = mCoreFind(rom);
    if (core == nullptr || !core->init(core)) {
        std::fprintf(stderr, "fixpath-mgba: %s: not a ROM mGBA can run\n", rom);
        return 2;
    }
    mCoreInitConfig(core, nullptr);
    unsigned width = 0, height = 0;
    core->desiredVideoDimensions(core, &width, &height);
    std::vector<color_t> video(static_cast<size_t>(width) * height);
    core->setVideoBuffer(core, video.data(), width);
    if (!mCoreLoadFile(core, rom)) {
        std::fprintf(stderr, "fixpath-mgba: %s: cannot load\n", rom);
        core->deinit(core);
        return 2;
    }
    core->reset(core);
    long frames = 0;
    if (run_frames > 0) {
        for (; frames < run_frames; ++frames) {
            core->setKeys(core, static_cast<size_t>(frames) < keys.size() ? keys[static_cast<size_t>(frames)] : 0);
            core->runFrame(core);
        }
        if (screenshot != nullptr && !write_png(screenshot, video, width, height)) {
            std::fprintf(stderr, "fixpath-mgba: %s: cannot write the screenshot\n", screenshot);
        }
        const int rc = check_demo      ? demo_check(core)
                       : check_tactics ? tactics_check(core)
                       : check_agents  ? agents_check(core)
                                       : 0;
        core->deinit(core);
        return rc;
    }
    while (core->busRead32(core, kResult) != kDone && frames < max_frames) {
        core->runFrame(core);
        ++frames;
    }
    const bool done = core->busRead32(core, kResult) == kDone;
    const uint32_t passed = core->busRead32(core, kResult + 4);
    const uint32_t failed = core->busRead32(core, kResult + 8);
    std::printf("fixpath-mgba: %s after %ld frames (%.1f emulated seconds)\n", done ? "finished" : "TIMED OUT", frames,
                static_cast<double>(frames) * 280896.0 / 16777216.0);
    core->deinit(core);
    return done && failed == 0 && passed > 0 ? 0 : 1;
}
