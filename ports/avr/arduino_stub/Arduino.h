// Just enough of the Arduino core to build an Uno sketch with the AVR port's
// toolchain and run it under simavr: Serial prints to USART0 (board.hpp),
// main() calls setup() and loop() once, then the program ends.
#ifndef FIXPATH_AVR_ARDUINO_STUB_H
#define FIXPATH_AVR_ARDUINO_STUB_H
#include <stdio.h>

#include "../board.hpp"

struct StubSerial {
    void begin(unsigned long) { board::start(); }
    void print(const char* s) { fputs(s, stdout); }
    void print(unsigned long v) { printf("%lu", v); }
    void println(unsigned long v) { printf("%lu\n", v); }
};
inline StubSerial Serial;

void setup();
void loop();
int main() {
    setup();
    loop();
    board::finish();
}
#endif
