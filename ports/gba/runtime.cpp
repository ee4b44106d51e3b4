// Compiled with -fno-tree-loop-distribute-patterns, or GCC would turn these
// loops into calls to themselves.
#include "runtime.hpp"

#include <stddef.h>
#include <stdint.h>

namespace {
// A word that may alias anything (what a C library's own copies use).
typedef uint32_t __attribute__((may_alias)) Word;
bool word_aligned(const void* p) { return (reinterpret_cast<uintptr_t>(p) & 3u) == 0; }
}  // namespace

// memcpy and memset a word at a time when the addresses allow (a 32-bit
// store costs what a byte store does): the compiler calls them for struct
// copies and clears, a search state's among them.
extern "C" {
void* memcpy(void* dst, const void* src, size_t n) {
    unsigned char* d = static_cast<unsigned char*>(dst);
    const unsigned char* s = static_cast<const unsigned char*>(src);
    if (word_aligned(d) && word_aligned(s)) {
        for (; n >= 4; n -= 4, d += 4, s += 4) *reinterpret_cast<Word*>(d) = *reinterpret_cast<const Word*>(s);
    }
    while (n--) *d++ = *s++;
    return dst;
}
void* memmove(void* dst, const void* src, size_t n) {
    unsigned char* d = static_cast<unsigned char*>(dst);
    const unsigned char* s = static_cast<const unsigned char*>(src);
    if (d < s) {
        while (n--) *d++ = *s++;
    } else {
        while (n--) d[n] = s[n];
    }
    return dst;
}
void* memset(void* dst, int value, size_t n) {
    unsigned char* d = static_cast<unsigned char*>(dst);
    if (word_aligned(d)) {
        const Word word = (static_cast<uint32_t>(value) & 0xFFu) * 0x01010101u;
        for (; n >= 4; n -= 4, d += 4) *reinterpret_cast<Word*>(d) = word;
    }
    while (n--) *d++ = static_cast<unsigned char>(value);
    return dst;
}
int memcmp(const void* a, const void* b, size_t n) {
    const unsigned char* x = static_cast<const unsigned char*>(a);
    const unsigned char* y = static_cast<const unsigned char*>(b);
    for (; n; --n, ++x, ++y) {
        if (*x != *y) return *x < *y ? -1 : 1;
    }
    return 0;
}
void __aeabi_unwind_cpp_pr0() {}
void* __dso_handle = nullptr;
}

namespace gba {

__attribute__((section(".result"))) volatile Result g_result = {0, 0, 0, 0};

namespace {
volatile uint16_t& reg16(uint32_t address) { return *reinterpret_cast<volatile uint16_t*>(address); }
}  // namespace

Line& Line::operator<<(const char* text) {
    while (*text && length_ + 1 < sizeof(text_)) text_[length_++] = *text++;
    return *this;
}
Line& Line::operator<<(uint32_t value) {
    char digits[10];
    int n = 0;
    do {
        digits[n++] = static_cast<char>('0' + value % 10);
        value /= 10;
    } while (value != 0);
    while (n > 0 && length_ + 1 < sizeof(text_)) text_[length_++] = digits[--n];
    return *this;
}
Line& Line::hex(uint32_t value) {
    for (int shift = 28; shift >= 0 && length_ + 1 < sizeof(text_); shift -= 4) {
        text_[length_++] = "0123456789abcdef"[(value >> shift) & 15];
    }
    return *this;
}
void Line::send() {
    // mGBA's debug port: unlock, copy the text, then flags 0x100 | level (3: info).
    reg16(0x04FFF780) = 0xC0DE;
    volatile char* out = reinterpret_cast<volatile char*>(0x04FFF600);
    for (uint32_t i = 0; i < length_; ++i) out[i] = text_[i];
    out[length_] = 0;
    reg16(0x04FFF700) = 0x103;
    length_ = 0;
}

void start_cycle_counter() {
    reg16(0x04000102) = 0;       // stop timer 0
    reg16(0x04000106) = 0;       // stop timer 1
    reg16(0x04000100) = 0;       // reload values
    reg16(0x04000104) = 0;
    reg16(0x04000106) = 0x84;    // timer 1: count timer 0's overflows, enabled
    reg16(0x04000102) = 0x80;    // timer 0: every cycle, enabled
}
uint32_t cycles() {
    uint16_t high = reg16(0x04000104);
    uint16_t low = reg16(0x04000100);
    const uint16_t again = reg16(0x04000104);
    if (again != high) {  // timer 0 overflowed between the reads
        high = again;
        low = reg16(0x04000100);
    }
    return (static_cast<uint32_t>(high) << 16) | low;
}

void finish_one_check(bool ok, const char* why) {
    Line done;
    done << (ok ? "1 passed, 0 failed" : "0 passed, 1 failed (") << (ok ? "" : why) << (ok ? "" : ")");
    done.send();
    g_result.passed = ok ? 1 : 0;
    g_result.failed = ok ? 0 : 1;
    g_result.magic = kDone;
    for (;;) {
    }
}

}  // namespace gba
