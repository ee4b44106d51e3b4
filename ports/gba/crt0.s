@ Game Boy Advance start-up: the cartridge header, stacks, .data and IWRAM
@ code copied from ROM, .bss zeroed, constructors run, then main().
@ mGBA boots any header; real hardware also checks the Nintendo logo
@ (0x04-0x9F, left zero here: flash-cart tools fill it in) and the
@ complement checksum at 0xBD, which is correct below.
    .section .crt0, "ax"
    .arm
    .global _start
_start:
    b       start_vector
    .fill   156, 1, 0               @ 0x04: Nintendo logo
    .ascii  "FIXPATH TEST"          @ 0xA0: title
    .ascii  "FXPB"                  @ 0xAC: game code
    .ascii  "00"                    @ 0xB0: maker code
    .byte   0x96                    @ 0xB2: fixed value
    .byte   0, 0                    @ 0xB3: unit code, device type
    .fill   7, 1, 0                 @ 0xB5: reserved
    .byte   0                       @ 0xBC: software version
    .byte   77                  @ 0xBD: complement checksum of 0xA0-0xBC
    .fill   2, 1, 0                 @ 0xBE: reserved
start_vector:
    mov     r0, #0x12               @ IRQ mode: its stack
    msr     cpsr_c, r0
    ldr     sp, =__sp_irq
    mov     r0, #0x1f               @ system mode: the program's stack
    msr     cpsr_c, r0
    ldr     sp, =__sp_usr
    ldr     r0, =__iwram_lma        @ IWRAM code and data
    ldr     r1, =__iwram_start
    ldr     r2, =__iwram_end
    bl      copy_words
    ldr     r0, =__data_lma         @ .data (EWRAM)
    ldr     r1, =__data_start
    ldr     r2, =__data_end
    bl      copy_words
    ldr     r0, =__bss_start        @ .bss (EWRAM): zero
    ldr     r1, =__bss_end
    mov     r2, #0
1:  cmp     r0, r1
    strlo   r2, [r0], #4
    blo     1b
    ldr     r4, =__init_array_start @ static constructors
    ldr     r5, =__init_array_end
2:  cmp     r4, r5
    bhs     3f
    ldr     r0, [r4], #4
    mov     lr, pc
    bx      r0
    b       2b
3:  ldr     r0, =main
    mov     lr, pc                  @ ARMv4T has no blx
    bx      r0
4:  b       4b                      @ main returned: stay here

copy_words:                         @ r0 source, r1 destination, r2 end
    cmp     r1, r2
    ldrlo   r3, [r0], #4
    strlo   r3, [r1], #4
    blo     copy_words
    bx      lr
    .pool
