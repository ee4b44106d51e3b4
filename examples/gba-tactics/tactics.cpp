// A tactics game's movement on the Game Boy Advance (fixpath's
// movement_range.hpp): move the cursor onto a unit and its movement range
// (blue) and attack range (red) show, under its class's costs (infantry,
// cavalry, fliers read the same map through their own tables), enemies
// blocking, allies passable but not a place to stop; move the cursor
// within the range and the route previews (white); A picks the unit up, A
// again on a cell of its range moves it there.
//
// Mode 3 bitmap: 15x10 tiles of 16x16 pixels fill the screen. A tile is
// redrawn only when what it shows changes, at most 12 a frame, so a frame
// stays inside its 280,896 cycles (the busiest one is reported to the
// harness, which fails the run if one overruns).
#include <new>

#include "../../ports/gba/runtime.hpp"

#include "tactics_world.hpp"

namespace {

using namespace tactics;

volatile uint16_t* const kVram = reinterpret_cast<volatile uint16_t*>(0x06000000);
volatile uint16_t& reg(uint32_t a) { return *reinterpret_cast<volatile uint16_t*>(a); }

Unit g_units[kUnits];
State g_state;
uint8_t g_costs[kCells];
uint8_t g_occupancy[kCells];
uint8_t g_attack[fixpath::cell_bitset_bytes(kW, kH)];
fixpath::Point g_route[kCells];
uint32_t g_route_length = 0;

// What each tile shows: bit 0 range, bit 1 attack, bit 2 route, bit 3 cursor; bits 4-6 the unit (+1).
uint8_t g_shown[kCells];
uint8_t g_wanted[kCells];

__attribute__((section(".result.demo"))) volatile Report g_report = {0xFF, 0, 0, 0, 0, {0, 0, 0, 0, 0, 0}};

constexpr uint16_t rgb(int r, int g, int b) { return static_cast<uint16_t>(r | (g << 5) | (b << 10)); }
constexpr uint16_t kTileColour[kTileKinds] = {rgb(20, 27, 12), rgb(6, 17, 6), rgb(19, 14, 9), rgb(9, 16, 28), rgb(3, 7, 20)};

uint16_t mix(uint16_t a, uint16_t b) {  // half and half
    const int r = ((a & 31) + (b & 31)) / 2, g = (((a >> 5) & 31) + ((b >> 5) & 31)) / 2,
              bl = (((a >> 10) & 31) + ((b >> 10) & 31)) / 2;
    return rgb(r, g, bl);
}

void draw_tile(int x, int y, uint8_t what) {
    uint16_t base = kTileColour[kTiles.cells[y * kW + x]];
    if (what & 1) base = mix(base, rgb(8, 14, 31));
    else if (what & 2) base = mix(base, rgb(31, 6, 6));
    const uint32_t pair = static_cast<uint32_t>(base) | (static_cast<uint32_t>(base) << 16);
    volatile uint32_t* row = reinterpret_cast<volatile uint32_t*>(kVram) + (y * 16 * 240 + x * 16) / 2;
    for (int py = 0; py < 16; ++py, row += 120) {
        for (int px = 0; px < 8; ++px) row[px] = pair;
    }
    auto box = [&](int x0, int y0, int w, int h, uint16_t c) {
        for (int py = y0; py < y0 + h; ++py)
            for (int px = x0; px < x0 + w; ++px) kVram[(y * 16 + py) * 240 + x * 16 + px] = c;
    };
    const int unit = (what >> 4) & 7;
    if (unit != 0) {
        const Unit& u = g_units[unit - 1];
        const uint16_t body = u.side == kBlue ? rgb(4, 8, 28) : rgb(28, 4, 4);
        box(3, 3, 10, 10, body);
        // The class: infantry a dot, cavalry a bar, flier a cross.
        if (u.cls == kInfantry) box(7, 7, 2, 2, rgb(31, 31, 31));
        if (u.cls == kCavalry) box(5, 7, 6, 2, rgb(31, 31, 31));
        if (u.cls == kFlier) { box(7, 5, 2, 6, rgb(31, 31, 31)); box(5, 7, 6, 2, rgb(31, 31, 31)); }
    }
    if (what & 4) box(7, 7, 2, 2, rgb(31, 31, 31));  // the route
    if (what & 8) {  // the cursor
        box(0, 0, 16, 1, rgb(31, 31, 0)); box(0, 15, 16, 1, rgb(31, 31, 0));
        box(0, 0, 1, 16, rgb(31, 31, 0)); box(15, 0, 1, 16, rgb(31, 31, 0));
    }
}

int unit_at(fixpath::Point p) {
    for (int i = 0; i < kUnits; ++i)
        if (g_units[i].x == p.x && g_units[i].y == p.y) return i;
    return -1;
}

}  // namespace

int main() {
    reg(0x04000204) = 0x4317;  // WAITCNT
    reg(0x04000000) = 0x0403;  // mode 3, BG2
    gba::start_cycle_counter();
    for (int i = 0; i < kUnits; ++i) g_units[i] = kStart[i];
    for (int i = 0; i < kCells; ++i) g_shown[i] = 0xFF;  // everything drawn on the first frame
    fixpath::Point cursor = fixpath::make_point(0, 0);
    int shown_unit = -1;  // whose range is computed
    int picked = -1;      // picked up with A
    bool dirty = true;
    uint16_t previous_keys = 0x3FF;
    uint32_t worst = 0, moves = 0;
    alignas(Range) static unsigned char range_bytes[sizeof(Range)];
    Range* range = nullptr;
    for (uint32_t frame = 0;; ++frame) {
        while (reg(0x04000006) >= 160) {}
        while (reg(0x04000006) < 160) {}
        const uint16_t keys = static_cast<uint16_t>(~reg(0x04000130) & 0x3FF);
        const uint16_t pressed = static_cast<uint16_t>(keys & previous_keys);
        previous_keys = static_cast<uint16_t>(~keys & 0x3FF);
        const uint32_t t0 = gba::cycles();
        const fixpath::Point before = cursor;
        if (pressed & 0x10 && cursor.x < kW - 1) ++cursor.x;
        if (pressed & 0x20 && cursor.x > 0) --cursor.x;
        if (pressed & 0x40 && cursor.y > 0) --cursor.y;
        if (pressed & 0x80 && cursor.y < kH - 1) ++cursor.y;
        if (pressed & 0x01) {  // A: pick up the unit under the cursor, or move the picked one here
            if (picked < 0 && unit_at(cursor) >= 0 && g_units[unit_at(cursor)].side == kBlue) {
                picked = unit_at(cursor);
            } else if (picked >= 0 && range != nullptr && range->reachable(cursor)) {
                g_units[picked].x = cursor.x;
                g_units[picked].y = cursor.y;
                ++moves;
                picked = -1;
                shown_unit = -2;  // recompute for whatever is under the cursor now
            }
            dirty = true;
        }
        if (!(cursor == before)) dirty = true;
        if (dirty) {
            // The unit whose range shows: the picked one, else the one under the cursor.
            const int want = picked >= 0 ? picked : unit_at(cursor);
            if (want != shown_unit) {
                shown_unit = want;
                range = nullptr;
                if (want >= 0) {
                    const Unit& u = g_units[want];
                    occupancy_for(g_units, want, g_occupancy);
                    const fixpath::UnitClassMap terrain(kTiles.cells, kW, kH, kClassCosts[u.cls], kTileKinds);
                    range = ::new (static_cast<void*>(range_bytes)) Range(Map(terrain, g_occupancy), g_state);
                    range->begin(fixpath::make_point(u.x, u.y), kMove[u.cls], g_costs, sizeof g_costs, rules());
                    range->run();
                    fixpath::attack_range(*range, kAttackMin[u.cls], kAttackMax[u.cls], fixpath::RangeMetric::Manhattan,
                                          g_attack, sizeof g_attack);
                }
            }
            g_route_length = 0;
            if (picked >= 0 && range != nullptr && range->reachable(cursor)) {
                g_route_length = range->path_to(cursor, g_route, kCells).length;
            }
            for (int32_t y = 0; y < kH; ++y)
                for (int32_t x = 0; x < kW; ++x) {
                    const fixpath::Point p = fixpath::make_point(x, y);
                    uint8_t what = 0;
                    if (range != nullptr && range->reachable(p)) what |= 1;
                    else if (range != nullptr && fixpath::cell_bit(g_attack, kW, p)) what |= 2;
                    if (p == cursor) what |= 8;
                    const int u = unit_at(p);
                    if (u >= 0) what = static_cast<uint8_t>(what | ((u + 1) << 4));
                    g_wanted[y * kW + x] = what;
                }
            for (uint32_t i = 1; i < g_route_length; ++i) g_wanted[g_route[i].y * kW + g_route[i].x] |= 4;
            dirty = false;
        }
        // At most kTilesPerFrame tiles redrawn a frame (from ROM, a tile is
        // about 8,000 cycles): a range appearing paints over four or five
        // frames, and no frame overruns.
        constexpr int kTilesPerFrame = 12;
        for (int i = 0, drawn = 0; i < kCells && drawn < kTilesPerFrame; ++i) {
            if (g_wanted[i] != g_shown[i]) {
                draw_tile(i % kW, i / kW, g_wanted[i]);
                g_shown[i] = g_wanted[i];
                ++drawn;
            }
        }
        const uint32_t spent = gba::cycles() - t0;
        worst = spent > worst ? spent : worst;
        g_report.hovered = range != nullptr ? static_cast<uint32_t>(shown_unit) : 0xFFu;
        g_report.range_hash = range != nullptr ? range_hash(*range) : 0;
        uint32_t cells = 0;
        for (int32_t i = 0; range != nullptr && i < kCells; ++i) cells += range->reachable(fixpath::make_point(i % kW, i / kW));
        g_report.cells = cells;
        g_report.worst_cycles = worst;
        g_report.moves = moves;
        for (int i = 0; i < kUnits; ++i)
            g_report.positions[i] = static_cast<uint32_t>(g_units[i].x) | (static_cast<uint32_t>(g_units[i].y) << 16);
        gba::g_result.magic = gba::kDone;
    }
}
