// fixpath on the Game Boy Advance: move the cursor with the d-pad, press A,
// and the units walk there along a flow field computed a slice per frame (at
// most 16 expansions a frame, so the frame rate never drops). SELECT toggles
// 4 or 64 units: one field serves them all, and a crowd (crowd.hpp) keeps
// them on cells of their own, so they gather around the target instead of
// stacking on it. The cycles spent on the frame's
// search and unit updates show in the top-left corner; the first unit's way
// to the target is drawn in blue.
//
// Mode 3 bitmap: the 30x20 map fills the 240x160 screen, 8x8 pixels a cell.
#include "../../ports/gba/runtime.hpp"

#include <new>

#include <fixpath/fixpath.hpp>

#include "../../tests/device/battery.hpp"
#include "../../tests/device/battery_data.inc"

namespace {

constexpr int kW = 30, kH = 20, kCells = kW * kH;
constexpr uint32_t kBudget = 16;          // expansions per frame: ~56,000 cycles of Thumb from ROM
constexpr int32_t kSpeed = 40;            // 1/256 cell per frame
constexpr int kMaxUnits = 64;

volatile uint16_t* const kVram = reinterpret_cast<volatile uint16_t*>(0x06000000);
volatile uint16_t& reg(uint32_t a) { return *reinterpret_cast<volatile uint16_t*>(a); }

const uint8_t* g_map = nullptr;
using State = fixpath::DenseState<kCells, uint16_t>;
using Field = fixpath::FlowField<fixpath::ByteCostMap, State>;
State g_state;
uint16_t g_distance[kCells];
uint8_t g_direction[Field::direction_bytes(kCells)];
uint32_t g_scratch[128];
fixpath::Point g_unit_cells[kMaxUnits];   // the crowd's view: the cell each unit stands on or walks to
uint8_t g_unit_arrived[kMaxUnits];
uint8_t g_occupied[kCells];

struct Unit {
    fixpath::FixedPoint pos;
    fixpath::Point cell;     // the cell it stands in (or leaves)
    fixpath::Point next;     // the cell it walks to
    bool moving;
};
Unit g_units[kMaxUnits];
int g_unit_count = 4;
fixpath::Point g_target = fixpath::make_point(28, 18);
fixpath::Point g_cursor = fixpath::make_point(1, 1);
fixpath::Point g_trail[kCells];
uint32_t g_trail_length = 0;

// What the harness reads after its script (at 0x02000010, after gba::g_result).
struct DemoState {
    uint32_t field_complete;
    uint32_t distance_hash;
    uint32_t arrived;
    uint32_t units;
    uint32_t target;         // x | y << 16
    uint32_t worst_frame_cycles;
    uint32_t distinct_cells;  // 1 when no two units stand on one cell
};
__attribute__((section(".result.demo"))) volatile DemoState g_demo = {0, 0, 0, 0, 0, 0, 0};

uint16_t rgb(int r, int g, int b) { return static_cast<uint16_t>(r | (g << 5) | (b << 10)); }

uint16_t cell_colour(int x, int y) {
    const uint8_t m = g_map[y * kW + x];
    if (m == 0) return rgb(5, 5, 7);
    if (m == 1) return rgb(27, 27, 25);
    if (m == 2) return rgb(14, 22, 9);   // forest
    return rgb(22, 18, 10);              // ford and other terrain
}

void fill(int px, int py, int w, int h, uint16_t c) {
    for (int y = py; y < py + h; ++y) {
        for (int x = px; x < px + w; ++x) {
            if (x >= 0 && y >= 0 && x < 240 && y < 160) kVram[y * 240 + x] = c;
        }
    }
}
void draw_cell(int x, int y) { fill(x * 8, y * 8, 8, 8, cell_colour(x, y)); }

void draw_cursor() {
    const uint16_t c = rgb(31, 31, 0);
    fill(g_cursor.x * 8, g_cursor.y * 8, 8, 1, c);
    fill(g_cursor.x * 8, g_cursor.y * 8 + 7, 8, 1, c);
    fill(g_cursor.x * 8, g_cursor.y * 8, 1, 8, c);
    fill(g_cursor.x * 8 + 7, g_cursor.y * 8, 1, 8, c);
}

// A 3x5 font for digits, in the top-left corner.
void draw_number(uint32_t value) {
    static const uint16_t kFont[10] = {0x7B6F, 0x2492, 0x73E7, 0x79E7, 0x49ED, 0x79CF, 0x7BCF, 0x4927, 0x7BEF, 0x79EF};
    char digits[8];
    int n = 0;
    do {
        digits[n++] = static_cast<char>(value % 10);
        value /= 10;
    } while (value && n < 8);
    fill(0, 0, 4 * 8 + 3, 8, rgb(0, 0, 0));
    for (int i = 0; i < n; ++i) {
        const uint16_t glyph = kFont[static_cast<int>(digits[n - 1 - i])];
        for (int bit = 0; bit < 15; ++bit) {
            if (glyph & (1u << bit)) fill(2 + i * 4 + bit % 3, 1 + bit / 3, 1, 1, rgb(31, 31, 31));
        }
    }
}

void draw_unit(const Unit& u, uint16_t c) { fill((u.pos.x >> 5) - 2, (u.pos.y >> 5) - 2, 4, 4, c); }
// Puts back the map under a unit's 4x4 pixels (not whole cells: 64 units
// redrawing cells would not fit in a frame).
void erase_unit(const Unit& u) {
    const int px = (u.pos.x >> 5) - 2, py = (u.pos.y >> 5) - 2;
    for (int y = py; y < py + 4; ++y) {
        for (int x = px; x < px + 4; ++x) {
            if (x >= 0 && y >= 0 && x < 240 && y < 160) kVram[y * 240 + x] = cell_colour(x / 8, y / 8);
        }
    }
}

void erase_trail() {
    for (uint32_t i = 0; i < g_trail_length && i < kCells; ++i) draw_cell(g_trail[i].x, g_trail[i].y);
    g_trail_length = 0;
}
void draw_trail(const Field& field) {
    g_trail_length = field.trace(g_units[0].cell, g_trail, kCells);
    for (uint32_t i = 1; i < g_trail_length && i < kCells; ++i) {
        fill(g_trail[i].x * 8 + 3, g_trail[i].y * 8 + 3, 2, 2, rgb(6, 12, 31));
    }
}

void place_units() {
    fixpath::Xorshift32 rng{12345u};
    for (int i = 0; i < kMaxUnits; ++i) {
        fixpath::Point p;
        bool taken = true;
        while (taken) {  // a passable cell no unit has yet
            const int32_t x = static_cast<int32_t>(rng.next() % kW);  // x, then y (a call's arguments
            const int32_t y = static_cast<int32_t>(rng.next() % kH);  // have no order of evaluation)
            p = fixpath::make_point(x, y);
            taken = g_map[p.y * kW + p.x] == 0;
            for (int j = 0; j < i && !taken; ++j) taken = g_units[j].cell == p;
        }
        g_units[i] = Unit{fixpath::centre_of(p), p, p, false};
    }
}

// One frame of walking: towards the next cell's centre; standing still, the
// crowd's next cell for it (crowd.hpp: free, closer, or it waits / arrives).
// A unit that had to wait asks again every 4th frame only (staggered by
// unit), so that a packed crowd does not spend its frame asking.
uint8_t g_waited[kMaxUnits];
void move_unit(int i, Unit& u, fixpath::Crowd<Field>* crowd, uint32_t frame) {
    if (!u.moving) {
        if (crowd == nullptr) return;
        if (g_waited[i] != 0 && (frame + static_cast<uint32_t>(i)) % 4 != 0) return;
        g_waited[i] = 0;
        if (!crowd->advance(static_cast<uint32_t>(i))) {
            g_waited[i] = crowd->has_arrived(static_cast<uint32_t>(i)) ? 0 : 1;
            return;
        }
        u.next = g_unit_cells[i];
        u.moving = true;
    }
    const fixpath::FixedPoint goal = fixpath::centre_of(u.next);
    const int32_t dx = goal.x - u.pos.x, dy = goal.y - u.pos.y;
    const int32_t step = kSpeed;
    u.pos.x += dx > step ? step : (dx < -step ? -step : dx);
    u.pos.y += dy > step ? step : (dy < -step ? -step : dy);
    if (u.pos == goal) {
        u.cell = u.next;
        u.moving = false;
    }
}

// A crowd for the current field and unit count, from where the units stand
// or are walking to (their cells are distinct: every move was the crowd's).
fixpath::Crowd<Field> make_crowd(const Field& field) {
    for (int i = 0; i < g_unit_count; ++i) g_unit_cells[i] = g_units[i].moving ? g_units[i].next : g_units[i].cell;
    return fixpath::Crowd<Field>(field, g_unit_cells, g_unit_arrived, static_cast<uint32_t>(g_unit_count), g_occupied);
}

bool distinct_cells() {
    for (int i = 0; i < g_unit_count; ++i) {
        for (int j = i + 1; j < g_unit_count; ++j) {
            if (g_units[i].cell == g_units[j].cell) return false;
        }
    }
    return true;
}

uint32_t hash_field() {
    uint32_t h = battery::kFnvStart;
    for (int i = 0; i < kCells; ++i) h = battery::fnv(h, g_distance[i]);
    return h;
}

}  // namespace

int main() {
    reg(0x04000204) = 0x4317;           // WAITCNT
    reg(0x04000000) = 0x0403;           // mode 3, BG2
    gba::start_cycle_counter();
    g_map = battery::data::kMaps[4].data;  // the 30x20 screen map of the test battery
    for (int y = 0; y < kH; ++y) {
        for (int x = 0; x < kW; ++x) draw_cell(x, y);
    }
    place_units();
    Field field(fixpath::ByteCostMap(g_map, kW, kH), g_state, {0, 0, kW, kH}, g_distance, g_direction, g_scratch, 128);
    field.begin(&g_target, 1);
    uint16_t previous_keys = 0x3FF;
    uint32_t worst = 0;
    bool trail_drawn = false;
    bool crowd_ready = false;
    alignas(fixpath::Crowd<Field>) static unsigned char crowd_bytes[sizeof(fixpath::Crowd<Field>)];
    fixpath::Crowd<Field>* crowd = nullptr;
    for (uint32_t frame = 0;; ++frame) {
        while (reg(0x04000006) >= 160) {}  // wait for the next vblank
        while (reg(0x04000006) < 160) {}
        const uint16_t keys = static_cast<uint16_t>(~reg(0x04000130) & 0x3FF);
        const uint16_t pressed = static_cast<uint16_t>(keys & previous_keys);  // newly down
        previous_keys = static_cast<uint16_t>(~keys & 0x3FF);
        draw_cell(g_cursor.x, g_cursor.y);
        if (pressed & 0x10 && g_cursor.x < kW - 1) ++g_cursor.x;
        if (pressed & 0x20 && g_cursor.x > 0) --g_cursor.x;
        if (pressed & 0x40 && g_cursor.y > 0) --g_cursor.y;
        if (pressed & 0x80 && g_cursor.y < kH - 1) ++g_cursor.y;
        if (pressed & 0x04) {  // SELECT: 4 or 64 units
            for (int i = 0; i < g_unit_count; ++i) erase_unit(g_units[i]);
            g_unit_count = g_unit_count == 4 ? kMaxUnits : 4;
            crowd_ready = false;  // a new crowd for the new count
        }
        if (pressed & 0x01 && g_map[g_cursor.y * kW + g_cursor.x] != 0) {  // A: go there
            draw_cell(g_target.x, g_target.y);  // the old target's marker
            g_target = g_cursor;
            erase_trail();
            trail_drawn = false;
            crowd_ready = false;  // the field is recomputed: no crowd until it is complete
            field.begin(&g_target, 1);
        }
        const uint32_t t0 = gba::cycles();
        const fixpath::Status s = field.step(kBudget);
        const bool ready = s == fixpath::Status::Complete;
        if (ready && !crowd_ready) {
            crowd = ::new (static_cast<void*>(crowd_bytes)) fixpath::Crowd<Field>(make_crowd(field));
            crowd_ready = true;
        }
        uint32_t arrived = 0;
        for (int i = 0; i < g_unit_count; ++i) {
            erase_unit(g_units[i]);
            move_unit(i, g_units[i], crowd_ready ? crowd : nullptr, frame);
            arrived += crowd_ready && !g_units[i].moving && crowd->has_arrived(static_cast<uint32_t>(i));
        }
        const uint32_t spent = gba::cycles() - t0;
        worst = spent > worst ? spent : worst;
        if (ready && !trail_drawn) {
            draw_trail(field);
            trail_drawn = true;
        }
        for (int i = 0; i < g_unit_count; ++i) draw_unit(g_units[i], i == 0 ? rgb(31, 4, 4) : rgb(24, 6, 20));
        fill(g_target.x * 8 + 2, g_target.y * 8 + 2, 4, 4, rgb(4, 26, 6));
        draw_cursor();
        if (frame % 8 == 0) draw_number(spent);
        g_demo.field_complete = ready;
        g_demo.distance_hash = ready ? hash_field() : 0;
        g_demo.arrived = arrived;
        g_demo.units = static_cast<uint32_t>(g_unit_count);
        g_demo.target = static_cast<uint32_t>(g_target.x) | (static_cast<uint32_t>(g_target.y) << 16);
        g_demo.worst_frame_cycles = worst;
        g_demo.distinct_cells = distinct_cells() ? 1u : 0u;
        gba::g_result.magic = gba::kDone;  // the demo is always "done": the harness decides when to look
    }
}
