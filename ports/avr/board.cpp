// ports/avr/board.cpp - USART0, Timer1 and the stack paint for the AVR programs.
#include "board.hpp"

#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/sleep.h>
#include <stdio.h>

namespace {

int uart_put(char c, FILE*) {
    while ((UCSR0A & (1 << UDRE0)) == 0) {
    }
    UDR0 = static_cast<uint8_t>(c);
    return 0;
}

FILE g_uart;
volatile uint16_t g_overflows = 0;

}  // namespace

// Timer1's overflow interrupt (avr-libc's ISR() macro, spelled out: clang
// warns on its attributes).
extern "C" void TIMER1_OVF_vect(void) __attribute__((signal, used));
void TIMER1_OVF_vect(void) { g_overflows = static_cast<uint16_t>(g_overflows + 1); }

extern "C" {
extern uint8_t __bss_end;  // avr-libc's linker script: the first byte after .bss
}

namespace board {

void start() {
    UBRR0H = 0;
    UBRR0L = 103;  // 9600 baud at 16 MHz
    UCSR0B = (1 << TXEN0);
    fdev_setup_stream(&g_uart, uart_put, nullptr, _FDEV_SETUP_WRITE);
    stdout = &g_uart;
}

void cycles_start() {
    TCCR1B = 0;
    TCCR1A = 0;
    TCNT1 = 0;
    g_overflows = 0;
    TIFR1 = (1 << TOV1);
    TIMSK1 = (1 << TOIE1);
    sei();
    TCCR1B = (1 << CS10);  // the CPU clock, no prescaler
}

uint32_t cycles() {
    cli();
    uint16_t low = TCNT1;
    uint16_t high = g_overflows;
    if ((TIFR1 & (1 << TOV1)) != 0 && low < 0x8000u) {
        high = static_cast<uint16_t>(high + 1);  // an overflow not yet counted
    }
    sei();
    return (static_cast<uint32_t>(high) << 16) | low;
}

void stack_paint() {
    uint8_t here = 0;
    for (uint8_t* p = &__bss_end; p < &here - 16; ++p) {
        *p = 0xA5;
    }
}

uint16_t stack_unused() {
    uint16_t n = 0;
    for (const uint8_t* p = &__bss_end; *p == 0xA5; ++p) {
        ++n;
    }
    return n;
}

uint16_t stack_deepest() {
    const uint16_t above_bss = static_cast<uint16_t>(RAMEND + 1u - reinterpret_cast<uintptr_t>(&__bss_end));
    return static_cast<uint16_t>(above_bss - stack_unused());
}

void finish() {
    fflush(stdout);
    cli();
    sleep_enable();
    sleep_cpu();
    for (;;) {
    }
}

}  // namespace board
