# What the 68000 and R3000 toolchain files share (included by them, not used
# on its own): a Debian cross GCC for Linux, static programs, and QEMU user
# mode as the emulator, so that a plain add_test() runs on the CPU. The
# including file sets FIXPATH_LINUX_USER_PREFIX (the compiler's triplet and a
# dash), FIXPATH_LINUX_USER_FLAGS (the CPU's flags) and
# FIXPATH_LINUX_USER_QEMU (the emulator's name).
set(CMAKE_SYSTEM_NAME Linux)
set(FIXPATH_TARGET retro)

set(CMAKE_C_COMPILER ${FIXPATH_LINUX_USER_PREFIX}gcc)
set(CMAKE_CXX_COMPILER ${FIXPATH_LINUX_USER_PREFIX}g++)
set(CMAKE_C_FLAGS_INIT "${FIXPATH_LINUX_USER_FLAGS}")
set(CMAKE_CXX_FLAGS_INIT "${FIXPATH_LINUX_USER_FLAGS} -fno-exceptions -fno-rtti")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static -no-pie")

string(REGEX REPLACE "-$" "" triplet "${FIXPATH_LINUX_USER_PREFIX}")
set(CMAKE_FIND_ROOT_PATH /usr/${triplet})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

find_program(FIXPATH_QEMU_USER ${FIXPATH_LINUX_USER_QEMU})
if(FIXPATH_QEMU_USER)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${FIXPATH_QEMU_USER})
endif()
