/* The stack guard of stack_guard.h, for picolibc's linker script: .bss ends
 * at __bss_end and the stack starts at __stack (the top of RAM). */
#include "stack_guard.h"

#include <stdint.h>
#include <stdio.h>

extern char __bss_end[];
extern char __stack[];

/* (Bytes, not words: any alignment of __bss_end.) */
#define FIXPATH_STACK_PAINT 0xA5u
/* The lowest bytes of the free RAM: touched, the stack reached .bss (the
 * frame that did it may have written below them: .bss is already damaged). */
#define FIXPATH_STACK_MARGIN 16u
/* The bytes left unpainted below the caller's frame (arm's own frame). */
#define FIXPATH_STACK_SLACK 128u

void fixpath_stack_guard_arm(void) {
    volatile unsigned char here = 0;
    volatile unsigned char* p = (volatile unsigned char*)__bss_end;
    const uintptr_t top = (uintptr_t)&here - FIXPATH_STACK_SLACK;
    for (; (uintptr_t)p < top; ++p) *p = FIXPATH_STACK_PAINT;
}

int fixpath_stack_guard_report(const char* program) {
    const volatile unsigned char* p = (const volatile unsigned char*)__bss_end;
    const uintptr_t free_bytes = (uintptr_t)__stack - (uintptr_t)__bss_end;
    while ((uintptr_t)p < (uintptr_t)__stack && *p == FIXPATH_STACK_PAINT) ++p;
    const uintptr_t untouched = (uintptr_t)p - (uintptr_t)__bss_end;
    printf("%s: stack %lu bytes deep of the %lu free above .bss\n", program,
           (unsigned long)(free_bytes - untouched), (unsigned long)free_bytes);
    if (untouched < FIXPATH_STACK_MARGIN) {
        printf("FAILED %s: the stack reached .bss (the last static objects were overwritten: "
               "a wrong answer above may come from it); give it more RAM or build with -Os/-O2\n",
               program);
        return 1;
    }
    return 0;
}
