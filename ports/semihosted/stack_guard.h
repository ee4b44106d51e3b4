/* The stack's depth on a bare-metal board (picolibc's memory layout: .bss,
 * then free RAM, then the stack growing down from __stack). A program that
 * needs more stack than the RAM left above .bss does not crash: its frames
 * silently overwrite the last static objects (a map, a search state), and the
 * answers go wrong. The test programs arm the guard first and report it last,
 * so such a run fails with its cause instead.
 *
 *   fixpath_stack_guard_arm()     paints the free RAM below the caller's frame
 *   fixpath_stack_guard_report()  prints the deepest stack reached of the RAM
 *                                 free for it, and returns 1 if the stack
 *                                 reached .bss (0 otherwise)
 *
 * C99, for the C API's test and the C++ batteries alike. */
#ifndef FIXPATH_STACK_GUARD_H
#define FIXPATH_STACK_GUARD_H

#ifdef __cplusplus
extern "C" {
#endif

void fixpath_stack_guard_arm(void);
int fixpath_stack_guard_report(const char* program);

#ifdef __cplusplus
}
#endif

#endif
