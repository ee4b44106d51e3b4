// The benchmark queries compiled as ARM code and linked into IWRAM (the
// linker script places every section of iwram_*.obj there). The engine's
// instantiations here use their own map type (Map<1>), so they are this
// object's and land in IWRAM too; the states, like all data, stay in EWRAM
// and are shared with the ROM runs. Every IWRAM query uses the 128x128
// state (it serves any smaller area): one instantiation of the engine, so
// that the code fits the 32 KiB of IWRAM.
#include "worst_cases.hpp"

namespace gba_bench {

Figures iwram_measure_screen(const uint8_t* cells, State<30 * 20>& state, fixpath::Point* path) {
    return measure<1>(cells, 30, 20, state, fixpath::make_point(1, 1), fixpath::make_point(28, 18), path, kPathCapacity);
}
Figures iwram_measure_64(const uint8_t* cells, State<128 * 128>& state, fixpath::Point* path) {
    return measure<1>(cells, 64, 64, state, fixpath::make_point(0, 0), fixpath::make_point(0, 63), path, kPathCapacity);
}
Figures iwram_measure_128(const uint8_t* cells, State<128 * 128>& state, fixpath::Point* path) {
    return measure<1>(cells, 128, 128, state, fixpath::make_point(0, 0), fixpath::make_point(0, 127), path, kPathCapacity);
}
void iwram_sliced_64(const uint8_t* cells, State<128 * 128>& state, uint32_t budget, uint32_t& worst,
                     uint32_t& slices) {
    sliced<1>(cells, state, budget, worst, slices);
}

// 64 units re-planning toward one target share one flow field: every unit
// has its path once the field is complete. Time-sliced at `budget`
// expansions a frame: the largest slice and the number of frames.
void iwram_field_64(const uint8_t* cells, State<128 * 128>& state, uint32_t budget,
                    uint32_t& worst, uint32_t& frames, uint32_t& begin_cycles) {
    using Field = fixpath::FlowField<Map<1>, State<128 * 128>>;
    static uint16_t distances[64 * 64];
    static uint8_t directions[Field::direction_bytes(64 * 64)];
    static uint32_t scratch[64];
    Field field(Map<1>(cells, 64, 64), state, {0, 0, 64, 64}, distances, directions, scratch, 64);
    const fixpath::Point target = fixpath::make_point(0, 63);
    const uint32_t t0 = gba::cycles();
    const fixpath::Status begun = field.begin(&target, 1);
    begin_cycles = gba::cycles() - t0;
    time_slices(begun, [&] { return field.step(budget); }, worst, frames);
}

}  // namespace gba_bench
