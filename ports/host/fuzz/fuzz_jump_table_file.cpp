// libFuzzer target: the jump table file validator (jump_table_format.hpp).
// The input makes a small walls-and-floor map (up to 24x24) and a list of
// byte changes; the map's table is written as a file (16- or 8-bit), the
// changes applied (with the checksum recomputed, so that the checks behind
// it are reached), and the result validated from a buffer of exactly its
// size (AddressSanitizer sees any overread). Whatever is accepted must be
// the map's table exactly (every ray equal to the built one's), and a
// search from it must find what the online search finds, at its cost. The raw input is
// also validated as a file, to fuzz the header checks.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include <fixpath/fixpath.hpp>

#include "fuzz_bytes.hpp"

namespace {

fixpath::JumpPointState<fixpath::BoundedState<1024, uint32_t>> g_state;
fixpath::Point g_path[24 * 24 + 1];

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size < 3) return 0;
    const int32_t w = 1 + data[0] % 24;
    const int32_t h = 1 + data[1] % 24;
    const bool narrow = (data[2] & 1) != 0;
    const bool keep_checksum = (data[2] & 2) != 0;
    size_t at = 3;
    std::vector<uint8_t> cells(static_cast<size_t>(w * h), 1);
    for (size_t i = 0; i < cells.size() && at < size; ++i) {
        if ((data[at] >> (i % 8)) & 1) cells[i] = 0;
        if (i % 8 == 7) ++at;
    }
    ++at;
    const fixpath::ByteCostMap map(cells.data(), w, h);

    {  // the raw input as a file
        std::vector<uint8_t> raw(data, data + size);
        fixpath::JumpTable ignored;
        (void)fixpath::validate_jump_table(raw.data(), raw.size(), map, &ignored);
    }

    std::vector<int16_t> wide(fixpath::JumpTable::entries_for(w, h));
    std::vector<int8_t> small(wide.size());
    if (!fixpath::build_jump_table(map, wide.data(), static_cast<uint32_t>(wide.size())) ||
        !fixpath::build_jump_table(map, small.data(), static_cast<uint32_t>(small.size()))) {
        abort();
    }
    const fixpath::JumpTable built = narrow ? fixpath::JumpTable(small.data(), w, h) : fixpath::JumpTable(wide.data(), w, h);
    std::vector<uint8_t> file(fixpath::jump_table_file_size(w, h, built.entry_bytes()));
    if (fixpath::write_jump_table_file(map, built, file.data(), file.size()) != file.size()) abort();
    bool changed = false;
    for (; at + 2 < size; at += 3) {  // (position, xor) triples
        const size_t pos = (size_t{data[at]} | size_t{data[at + 1]} << 8) % file.size();
        if (data[at + 2] != 0) changed = true;
        file[pos] = static_cast<uint8_t>(file[pos] ^ data[at + 2]);
    }
    if (!keep_checksum) fuzz::reseal(file);
    std::vector<uint8_t> exact(file);
    fixpath::JumpTable read;
    const auto e = fixpath::validate_jump_table(exact.data(), exact.size(), map, &read);
    if (!changed && e != fixpath::JumpTableFormatError::None) abort();  // a good file refused
    if (e != fixpath::JumpTableFormatError::None) {
        if (!read.empty()) abort();
        return 0;
    }
    for (int32_t y = 0; y < h; ++y)
        for (int32_t x = 0; x < w; ++x)
            for (uint32_t d = 0; d < 8; ++d)
                if (read.ray(x, y, d) != wide[static_cast<size_t>((y * w + x) * 8) + d]) abort();  // accepted, not the map's
    // Corner to corner (and the reverse) where open: the same cost as online.
    const fixpath::Point a = fixpath::make_point(0, 0);
    const fixpath::Point b = fixpath::make_point(w - 1, h - 1);
    if (cells.front() != 0 && cells.back() != 0) {
        const auto online = fixpath::find_path_jps(map, g_state, a, b, g_path, 24 * 24 + 1);
        const auto table = fixpath::find_path_jps(map, g_state, read, a, b, g_path, 24 * 24 + 1);
        // (With no path, each ends its partial path at the jump point it
        // expanded nearest the goal; the table search offers the cells on
        // the goal's row and column that a scan would not, so those ends,
        // and their costs, may differ.)
        if (online.status != table.status ||
            (online.status == fixpath::Status::Found && online.cost != table.cost)) {
            abort();
        }
    }
    return 0;
}
