// The README's first search as an Arduino Uno program: the level read in
// place from flash, the search memory sized at compile time with a binary
// heap for its open list, the rules fixed when compiling (the least flash
// and RAM: docs/devices.md), the answer written to the serial line at 9600
// baud.
#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/sleep.h>

#include <fixpath/fixpath.hpp>

namespace {

// The README's level: 0 = wall, 1 = floor, 3 = mud. The section is what
// avr-libc's PROGMEM stands for, spelled so that clang honours it too.
__attribute__((section(".progmem.data"))) const uint8_t kLevel[8 * 5] = {
    1, 1, 1, 1, 1, 1, 1, 1,
    1, 0, 0, 0, 0, 0, 1, 1,
    1, 1, 1, 3, 3, 1, 1, 1,
    1, 0, 0, 3, 3, 0, 0, 1,
    1, 1, 1, 1, 1, 1, 1, 1,
};

// 40 cells, 16-bit costs, room for all 40 in the open list, heap only.
fixpath::DenseState<8 * 5, uint16_t, 8 * 5, fixpath::OpenList::Heap> g_state;
fixpath::Point g_path[40];

void put(char c) {
    while ((UCSR0A & (1 << UDRE0)) == 0) {
    }
    UDR0 = static_cast<uint8_t>(c);
}

void put(const char* text) {
    while (*text != '\0') {
        put(*text++);
    }
}

void put(uint32_t n) {
    char digits[10];
    uint8_t count = 0;
    do {
        digits[count++] = static_cast<char>('0' + n % 10);
        n /= 10;
    } while (n != 0);
    while (count > 0) {
        put(digits[--count]);
    }
}

}  // namespace

int main() {
    UBRR0H = 0;
    UBRR0L = 103;  // 9600 baud at 16 MHz
    UCSR0B = 1 << TXEN0;

    const fixpath::FlashByteCostMap map(kLevel, 8, 5);
    // This game's rules never change: eight moves, no corner cutting, 10/14
    // steps, fixed when compiling (the image holds no code for other rules).
    const auto result = fixpath::find_path_with<fixpath::FixedRules<>>(map, g_state, {0, 2}, {7, 2}, g_path, 40);
    put(fixpath::status_name(result.status));
    put(", cost ");
    put(static_cast<uint32_t>(result.cost));
    put(", ");
    put(static_cast<uint32_t>(result.length));
    put(" points\r\n");

    // Let the last byte leave, then stop (under simavr: the run ends here).
    while ((UCSR0A & (1 << UDRE0)) == 0) {
    }
    cli();
    sleep_enable();
    sleep_cpu();
    return result.status == fixpath::Status::Found ? 0 : 1;
}
