// The 8-bit jump table (chained long rays) and the jump table file: the
// 8-bit table answers every ray exactly as the 16-bit one; a file is
// accepted only when it is exactly its map's table, and each way of being
// wrong has its reason.
#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include <fixpath/fixpath.hpp>

namespace {

using fixpath::JumpTable;
using fixpath::JumpTableFormatError;

struct Grid {
    int32_t width;
    int32_t height;
    std::vector<uint8_t> cells;
    fixpath::ByteCostMap view() const { return fixpath::ByteCostMap(cells.data(), width, height); }
};

// Open floor with a wall cell every so often (density in 1/1000).
Grid sparse_grid(int32_t w, int32_t h, uint32_t per_mille, uint32_t seed) {
    Grid g{w, h, std::vector<uint8_t>(static_cast<size_t>(w) * static_cast<size_t>(h), 1)};
    uint32_t s = seed;
    for (auto& c : g.cells) {
        s = s * 1664525u + 1013904223u;
        if ((s >> 8) % 1000u < per_mille) c = 0;
    }
    return g;
}

struct Tables {
    std::vector<int16_t> wide;
    std::vector<int8_t> narrow;
};

Tables build(const Grid& g) {
    Tables t{std::vector<int16_t>(JumpTable::entries_for(g.width, g.height)),
             std::vector<int8_t>(JumpTable::entries_for(g.width, g.height))};
    EXPECT_TRUE(fixpath::build_jump_table(g.view(), t.wide.data(), static_cast<uint32_t>(t.wide.size())));
    EXPECT_TRUE(fixpath::build_jump_table(g.view(), t.narrow.data(), static_cast<uint32_t>(t.narrow.size())));
    return t;
}

std::vector<uint8_t> file_of(const Grid& g, const JumpTable& table) {
    std::vector<uint8_t> file(fixpath::jump_table_file_size(g.width, g.height, table.entry_bytes()));
    EXPECT_EQ(fixpath::write_jump_table_file(g.view(), table, file.data(), file.size()), file.size());
    return file;
}

JumpTableFormatError check(const std::vector<uint8_t>& file, const Grid& g, JumpTable* out = nullptr) {
    // An exactly sized copy: any read past the end is an AddressSanitizer error.
    std::vector<uint8_t> exact(file);
    JumpTable t;
    const auto e = fixpath::validate_jump_table(exact.data(), exact.size(), g.view(), &t);
    if (e != JumpTableFormatError::None) {
        EXPECT_TRUE(t.empty()) << "a rejected file leaves no table";
    }
    if (out != nullptr) *out = t;
    return e;
}

void reseal(std::vector<uint8_t>& file) {  // a new checksum, so that the check behind it is reached
    fixpath::detail::store_u32(file.data() + file.size() - 4, fixpath::crc32(file.data(), file.size() - 4));
}

TEST(JumpTable8, ChainedEntriesGiveTheSameRaysAsSixteenBit) {
    // Rays of up to ~300 cells: many longer than an int8_t holds.
    const Grid maps[] = {sparse_grid(300, 40, 0, 1), sparse_grid(260, 260, 2, 2), sparse_grid(200, 150, 15, 3),
                         sparse_grid(1, 300, 0, 4), sparse_grid(129, 129, 1, 5)};
    for (const Grid& g : maps) {
        const Tables t = build(g);
        const JumpTable wide(t.wide.data(), g.width, g.height);
        const JumpTable narrow(t.narrow.data(), g.width, g.height);
        ASSERT_TRUE(narrow.chained());
        ASSERT_EQ(narrow.entry_bytes(), 1u);
        size_t continued = 0;
        for (int32_t y = 0; y < g.height; ++y) {
            for (int32_t x = 0; x < g.width; ++x) {
                for (uint32_t d = 0; d < 8; ++d) {
                    const int32_t a = wide.ray(x, y, d);
                    const int32_t b = narrow.ray(x, y, d);
                    ASSERT_EQ(a, b) << g.width << "x" << g.height << " at " << x << "," << y << " dir " << d;
                    const int32_t e = narrow.entry(x, y, d);
                    if (e == fixpath::kJumpContinue) {
                        ++continued;
                        ASSERT_GT(a > 0 ? a : -a, fixpath::kJumpReach8);
                    } else {
                        ASSERT_EQ(e, wide.entry(x, y, d));  // short rays are stored alike
                    }
                }
            }
        }
        if (g.width > 128 || g.height > 128) {
            EXPECT_GT(continued, 0u) << "the map has rays longer than 127 cells";
        }
    }
}

TEST(JumpTable8, SearchesFromIt) {
    // A 300-wide corridor with a pillar 200 cells along: the jump point is
    // beyond one int8_t, reached through a chain; costs as online.
    Grid g = sparse_grid(300, 3, 0, 0);
    g.cells[200 + 0 * 300] = 0;
    const Tables t = build(g);
    static fixpath::JumpPointState<fixpath::DenseState<300 * 3, uint32_t>> state;
    std::vector<fixpath::Point> path(1000);
    const auto online = fixpath::find_path_jps(g.view(), state, fixpath::make_point(0, 1), fixpath::make_point(299, 0),
                                               path.data(), 1000);
    const auto table = fixpath::find_path_jps(g.view(), state, JumpTable(t.narrow.data(), 300, 3),
                                              fixpath::make_point(0, 1), fixpath::make_point(299, 0), path.data(), 1000);
    ASSERT_EQ(online.status, fixpath::Status::Found);
    ASSERT_EQ(table.status, fixpath::Status::Found);
    EXPECT_EQ(table.cost, online.cost);
    EXPECT_EQ(table.length, online.length);
}

TEST(JumpTableFile, RoundTripsBothWidthsReadInPlace) {
    const Grid g = sparse_grid(150, 70, 120, 9);
    const Tables t = build(g);
    for (int narrow = 0; narrow < 2; ++narrow) {
        const JumpTable source = narrow ? JumpTable(t.narrow.data(), g.width, g.height)
                                        : JumpTable(t.wide.data(), g.width, g.height);
        const std::vector<uint8_t> file = file_of(g, source);
        EXPECT_EQ(file.size() % 4, 0u);
        EXPECT_EQ(file.size(), 32u + 150u * 70u * 8u * source.entry_bytes() + 4u);
        JumpTable read;
        std::vector<uint8_t> kept(file);
        ASSERT_EQ(fixpath::validate_jump_table(kept.data(), kept.size(), g.view(), &read), JumpTableFormatError::None);
        EXPECT_EQ(read.entry_bytes(), source.entry_bytes());
        EXPECT_EQ(read.storage(), narrow ? JumpTable::Storage::Int8 : JumpTable::Storage::LittleEndian16);
        for (int32_t y = 0; y < g.height; ++y)
            for (int32_t x = 0; x < g.width; ++x)
                for (uint32_t d = 0; d < 8; ++d) ASSERT_EQ(read.entry(x, y, d), source.entry(x, y, d));
    }
}

TEST(JumpTableFile, EveryDefectHasItsReason) {
    const Grid g = sparse_grid(40, 30, 200, 11);
    const Tables t = build(g);
    const std::vector<uint8_t> good = file_of(g, JumpTable(t.wide.data(), g.width, g.height));
    ASSERT_EQ(check(good, g), JumpTableFormatError::None);

    EXPECT_EQ(fixpath::validate_jump_table(nullptr, 0, g.view(), nullptr), JumpTableFormatError::Truncated);
    auto cut = good;
    cut.resize(20);
    EXPECT_EQ(check(cut, g), JumpTableFormatError::Truncated);
    cut = good;
    cut.pop_back();
    EXPECT_EQ(check(cut, g), JumpTableFormatError::Truncated);
    auto longer = good;
    longer.push_back(0);
    EXPECT_EQ(check(longer, g), JumpTableFormatError::SizeMismatch);

    auto f = good;
    f[3] = 'G';
    EXPECT_EQ(check(f, g), JumpTableFormatError::BadMagic);
    f = good;
    f[4] = 2;
    EXPECT_EQ(check(f, g), JumpTableFormatError::BadVersion);
    for (const size_t at : {6u, 16u, 17u, 19u, 28u, 31u}) {  // header size, entry bytes, reserved
        f = good;
        f[at] = static_cast<uint8_t>(f[at] + 3);
        EXPECT_EQ(check(f, g), JumpTableFormatError::BadHeader) << "byte " << at;
    }
    f = good;
    fixpath::detail::store_u32(f.data() + 8, 0);  // a side of 0
    EXPECT_EQ(check(f, g), JumpTableFormatError::BadHeader);
    f = good;
    fixpath::detail::store_u32(f.data() + 8, 41);  // the sides no longer add up
    EXPECT_EQ(check(f, g), JumpTableFormatError::SizeMismatch);
    f = good;
    fixpath::detail::store_u32(f.data() + 24, static_cast<uint32_t>(good.size() + 4));
    EXPECT_EQ(check(f, g), JumpTableFormatError::SizeMismatch);

    f = good;
    f[100] ^= 0x01;
    EXPECT_EQ(check(f, g), JumpTableFormatError::BadChecksum);
    f = good;
    f[100] ^= 0x01;
    reseal(f);
    EXPECT_EQ(check(f, g), JumpTableFormatError::BadEntry);

    // Another map of the same sides (one wall more), or of other sides.
    Grid other = g;
    other.cells[5] = other.cells[5] == 0 ? 1 : 0;
    EXPECT_EQ(check(good, other), JumpTableFormatError::WrongMap);
    const Grid smaller = sparse_grid(39, 30, 200, 11);
    EXPECT_EQ(check(good, smaller), JumpTableFormatError::WrongMap);
    // The same walls with terrain: the fingerprint matches, the search would not be exact.
    Grid terrain = g;
    for (auto& c : terrain.cells)
        if (c == 1) {
            c = 3;
            break;
        }
    EXPECT_EQ(check(good, terrain), JumpTableFormatError::MapNotUniform);

    // Names: distinct, and never "unknown" for a defined error.
    std::set<std::string> names;
    for (int e = 0; e <= static_cast<int>(JumpTableFormatError::MapNotUniform); ++e) {
        names.insert(fixpath::file_error_name(static_cast<JumpTableFormatError>(e)));
    }
    EXPECT_EQ(names.size(), static_cast<size_t>(JumpTableFormatError::MapNotUniform) + 1);
    EXPECT_EQ(names.count("unknown"), 0u);
}

TEST(JumpTableFile, EveryChangedEntryIsCaughtEvenWithAFreshChecksum) {
    // The validator proves the table is the map's: any single entry
    // changed (and the checksum recomputed to match) is refused, in both
    // widths. A validator that checked only structure would pass these.
    const Grid g = sparse_grid(17, 9, 250, 21);
    const Tables t = build(g);
    for (int narrow = 0; narrow < 2; ++narrow) {
        const std::vector<uint8_t> good = file_of(
            g, narrow ? JumpTable(t.narrow.data(), g.width, g.height) : JumpTable(t.wide.data(), g.width, g.height));
        const size_t entries_end = 32u + 17u * 9u * 8u * (narrow ? 1u : 2u);
        for (size_t at = 32; at < entries_end; ++at) {
            for (const int delta : {1, -1, 64}) {
                auto f = good;
                f[at] = static_cast<uint8_t>(f[at] + delta);
                reseal(f);
                ASSERT_EQ(check(f, g), JumpTableFormatError::BadEntry) << "byte " << at << " delta " << delta;
            }
        }
    }
}

TEST(JumpTableFile, NeverReadsPastAnyPrefix) {
    // Every prefix of a file, and every prefix of a file whose header
    // claims more than it has: refused, and (under AddressSanitizer) no
    // byte beyond the prefix is read.
    const Grid g = sparse_grid(5, 3, 0, 1);
    const Tables t = build(g);
    const std::vector<uint8_t> good = file_of(g, JumpTable(t.narrow.data(), g.width, g.height));
    EXPECT_EQ(good.size(), 32u + 120u + 4u);
    for (size_t n = 0; n < good.size(); ++n) {
        std::vector<uint8_t> prefix(good.begin(), good.begin() + static_cast<std::ptrdiff_t>(n));
        EXPECT_NE(fixpath::validate_jump_table(prefix.data(), prefix.size(), g.view(), nullptr),
                  JumpTableFormatError::None)
            << n;
    }
}

}  // namespace
