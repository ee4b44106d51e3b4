// fixpath-mgba: runs a Game Boy Advance ROM (.gba or .elf) headless in
// Debian's libmgba, prints what the ROM writes to mGBA's debug port, and
// waits for the ROM's result block at 0x02000000 (ports/gba/runtime.hpp).
//
//   fixpath-mgba ROM [--frames N]
//
// Exit status: 0 when the ROM finished with at least one pass and no
// failure, 1 on failures or a time-out, 2 when the ROM cannot be loaded.
#include <mgba/flags.h>  // first: it sets the layout of struct mCore

#include <mgba/core/core.h>
#include <mgba/core/log.h>

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

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

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: fixpath-mgba ROM [--frames N]\n");
        return 2;
    }
    const char* rom = argv[1];
    long max_frames = 60 * 60 * 5;  // five emulated minutes
    for (int i = 2; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--frames") == 0) max_frames = std::atol(argv[i + 1]);
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
