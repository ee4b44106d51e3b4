# 32-bit RISC-V with Debian's riscv64-unknown-elf GCC and picolibc, run under
# QEMU's virt board.
#
#   cmake -S . -B build/rv32imac -DCMAKE_TOOLCHAIN_FILE=toolchains/riscv32-unknown-elf.cmake
#   cmake -S . -B build/rv32i    -DCMAKE_TOOLCHAIN_FILE=toolchains/riscv32-unknown-elf.cmake -DFIXPATH_RISCV_ARCH=rv32i
#
# FIXPATH_RISCV_ARCH   what it is
#   rv32imac           an ESP32-C3 / GD32VF103 / CH32V class core (multiply, atomics, compressed)
#   rv32i              the base integer ISA: no multiply, no compressed instructions
#
# Debian ships no C++ standard library for this target, which fixpath's core
# does not need (it includes <stdint.h> and <stddef.h> only). Programs link
# with the C driver (g++ would ask for a libstdc++ that is not there).
# CMAKE_CROSSCOMPILING_EMULATOR is set, so a plain add_test() runs the ELF on
# the emulated board (semihosting: printf reaches stdout, exit(n) the exit
# status). Debian packages: gcc-riscv64-unknown-elf picolibc-riscv64-unknown-elf
# qemu-system-misc.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR riscv32)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)  # compiler checks need no startup code
set(FIXPATH_TARGET riscv)

set(FIXPATH_RISCV_ARCH "rv32imac" CACHE STRING "RISC-V ISA: rv32imac or rv32i")
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES FIXPATH_RISCV_ARCH)
if(NOT FIXPATH_RISCV_ARCH MATCHES "^rv32i(mac)?$")
  message(FATAL_ERROR "FIXPATH_RISCV_ARCH must be rv32imac or rv32i (got '${FIXPATH_RISCV_ARCH}')")
endif()

set(CMAKE_C_COMPILER riscv64-unknown-elf-gcc)
set(CMAKE_CXX_COMPILER riscv64-unknown-elf-g++)
set(CMAKE_ASM_COMPILER riscv64-unknown-elf-gcc)
set(CMAKE_OBJCOPY riscv64-unknown-elf-objcopy CACHE FILEPATH "")
set(CMAKE_SIZE riscv64-unknown-elf-size CACHE FILEPATH "")
set(CMAKE_CXX_LINK_EXECUTABLE
    "riscv64-unknown-elf-gcc <FLAGS> <CMAKE_CXX_LINK_FLAGS> <LINK_FLAGS> <OBJECTS> -o <TARGET> <LINK_LIBRARIES>")

# The virt board's RAM starts at 0x80000000 (128 MiB); the program's "flash"
# is its first 4 MiB, its RAM the next 8 MiB. A real board passes its own:
#   -DFIXPATH_MEMORY_LAYOUT="-Wl,--defsym=__flash=0x42000000,--defsym=__flash_size=4M,--defsym=__ram=0x3FC80000,--defsym=__ram_size=320K"
if(NOT FIXPATH_MEMORY_LAYOUT)
  set(FIXPATH_MEMORY_LAYOUT
      "-Wl,--defsym=__flash=0x80000000,--defsym=__flash_size=4M,--defsym=__ram=0x80400000,--defsym=__ram_size=8M")
endif()

set(cpu_flags "-march=${FIXPATH_RISCV_ARCH} -mabi=ilp32")
set(CMAKE_C_FLAGS_INIT "${cpu_flags} -ffunction-sections -fdata-sections --specs=picolibc.specs")
set(CMAKE_CXX_FLAGS_INIT "${cpu_flags} -fno-exceptions -fno-rtti -fno-threadsafe-statics -ffunction-sections -fdata-sections --specs=picolibc.specs")
set(CMAKE_ASM_FLAGS_INIT "${cpu_flags}")
set(CMAKE_EXE_LINKER_FLAGS_INIT "--oslib=semihost --crt0=hosted -Wl,--gc-sections ${FIXPATH_MEMORY_LAYOUT}")

set(FIXPATH_QEMU_COMMAND qemu-system-riscv32 -M virt -bios none -display none -monitor none -serial null
    -semihosting-config enable=on,target=native)
set(CMAKE_CROSSCOMPILING_EMULATOR ${FIXPATH_QEMU_COMMAND} -kernel)

set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
