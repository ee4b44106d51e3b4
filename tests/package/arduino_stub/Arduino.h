// Just enough of Arduino.h to compile and run the example sketch on the
// host (tests/package/check_manifests.cmake): Serial prints to stdout, and
// main() calls setup() and loop() once, as the board would first.
#ifndef FIXPATH_TEST_ARDUINO_STUB_H
#define FIXPATH_TEST_ARDUINO_STUB_H
#include <stdio.h>

struct StubSerial {
    void begin(unsigned long) {}
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
    return 0;
}
#endif
