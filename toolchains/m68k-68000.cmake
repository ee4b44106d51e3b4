# The Motorola 68000 (Sega Mega Drive / Genesis, Amiga, Atari ST, Neo Geo):
# big-endian, 16x16-bit multiply. Built with Debian's m68k-linux-gnu GCC, run
# under QEMU user mode (qemu-m68k) to test the core's answers and count its
# instructions.
#
#   cmake -S . -B build/m68k -DCMAKE_TOOLCHAIN_FILE=toolchains/m68k-68000.cmake
#
# fixpath's code is compiled for the 68000 (-mcpu=68000). The programs link
# statically with Debian's glibc, whose start-up code needs a 68020-class
# CPU, so QEMU runs them on its default m68k CPU: every instruction of
# fixpath's own code is a 68000 instruction all the same. A Mega Drive game
# uses the core as it is (header-only; ports/retro/README.md): only the
# include path and -mcpu=68000.
# Debian packages: g++-m68k-linux-gnu qemu-user.
set(CMAKE_SYSTEM_PROCESSOR m68k)
set(FIXPATH_LINUX_USER_CPU 68000)
set(FIXPATH_LINUX_USER_PREFIX m68k-linux-gnu-)
set(FIXPATH_LINUX_USER_FLAGS "-mcpu=68000")
set(FIXPATH_LINUX_USER_QEMU qemu-m68k)
include(${CMAKE_CURRENT_LIST_DIR}/linux-user.cmake)
