# The MIPS R3000 (the PlayStation's CPU, PSn00bSDK): MIPS I, little-endian,
# no unaligned loads, a load delay slot. Built with Debian's mipsel-linux-gnu
# GCC for MIPS I, run under QEMU user mode (qemu-mipsel) to test the core's
# answers and count its instructions.
#
#   cmake -S . -B build/r3000 -DCMAKE_TOOLCHAIN_FILE=toolchains/mips-r3000.cmake
#
# -march=mips1 -mfp32: R3000 code (the PlayStation has no FPU; fixpath uses
# no floating point). The programs link statically with Debian's glibc. A
# PlayStation game uses the core as it is (header-only; ports/retro/README.md).
# Debian packages: g++-mipsel-linux-gnu qemu-user.
set(CMAKE_SYSTEM_PROCESSOR mipsel)
set(FIXPATH_LINUX_USER_CPU r3000)
set(FIXPATH_LINUX_USER_PREFIX mipsel-linux-gnu-)
set(FIXPATH_LINUX_USER_FLAGS "-march=mips1 -mfp32")
set(FIXPATH_LINUX_USER_QEMU qemu-mipsel)
include(${CMAKE_CURRENT_LIST_DIR}/linux-user.cmake)
