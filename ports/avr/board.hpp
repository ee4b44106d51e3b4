// ports/avr/board.hpp - what the AVR programs need of the board: printf to
// the UART (simavr shows it), a cycle counter, and a clean end.
#ifndef FIXPATH_PORTS_AVR_BOARD_HPP
#define FIXPATH_PORTS_AVR_BOARD_HPP

#include <stdint.h>

namespace board {

// stdout to USART0 (9600 baud on hardware: simavr ignores the rate).
void start();
// CPU cycles since cycles_start(): Timer1 at the CPU clock, its overflows
// counted by an interrupt (about 30 cycles every 65,536, so counts are
// high by under 0.05 %).
void cycles_start();
uint32_t cycles();
// The bytes between the end of .bss and the stack pointer's lowest point
// so far are never touched: fill them, then measure how much stayed unused.
void stack_paint();
uint16_t stack_unused();
// The stack's deepest point so far, in bytes below the top of RAM (the RAM
// above .bss less what stack_unused() finds untouched).
uint16_t stack_deepest();
// Ends the program: interrupts off, sleep (simavr stops there).
[[noreturn]] void finish();

}  // namespace board

#endif  // FIXPATH_PORTS_AVR_BOARD_HPP
