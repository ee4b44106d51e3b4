# Cortex-M with Debian's arm-none-eabi GCC and picolibc, run under QEMU.
#
#   cmake -S . -B build/m3 -DCMAKE_TOOLCHAIN_FILE=toolchains/arm-none-eabi.cmake -DFIXPATH_CORTEX_M_CPU=m3
#
# FIXPATH_CORTEX_M_CPU   flags                                   QEMU machine (RAM)
#   m0plus               -mcpu=cortex-m0plus -mthumb             microbit (16 KiB; a Cortex-M0, same ARMv6-M ISA)
#   m3                   -mcpu=cortex-m3 -mthumb                 mps2-an385 (4 MiB)
#   m4f                  -mcpu=cortex-m4 ... -mfpu=fpv4-sp-d16   mps2-an386 (4 MiB)
#   m7                   -mcpu=cortex-m7 ... -mfpu=fpv5-d16      mps2-an500 (4 MiB)
#
# Programs link for the emulated board's memory (FIXPATH_MEMORY_LAYOUT, below).
# CMAKE_CROSSCOMPILING_EMULATOR is set, so a plain add_test() runs the ELF on
# the emulated board (semihosting: printf reaches stdout, exit(n) the exit
# status). Debian packages: gcc-arm-none-eabi picolibc-arm-none-eabi
# libstdc++-arm-none-eabi-picolibc qemu-system-arm.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)  # compiler checks need no startup code
set(FIXPATH_TARGET cortex-m)

set(FIXPATH_CORTEX_M_CPU "m3" CACHE STRING "Cortex-M CPU: m0plus, m3, m4f or m7")
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES FIXPATH_CORTEX_M_CPU)

set(CMAKE_C_COMPILER arm-none-eabi-gcc)
set(CMAKE_CXX_COMPILER arm-none-eabi-g++)
set(CMAKE_ASM_COMPILER arm-none-eabi-gcc)
set(CMAKE_OBJCOPY arm-none-eabi-objcopy CACHE FILEPATH "")
set(CMAKE_SIZE arm-none-eabi-size CACHE FILEPATH "")

if(FIXPATH_CORTEX_M_CPU STREQUAL "m0plus")
  set(cpu_flags "-mcpu=cortex-m0plus -mthumb")
  set(FIXPATH_QEMU_MACHINE microbit)
  set(FIXPATH_FLASH_SIZE 256K)
  set(FIXPATH_RAM_SIZE 16K)
elseif(FIXPATH_CORTEX_M_CPU STREQUAL "m3")
  set(cpu_flags "-mcpu=cortex-m3 -mthumb")
  set(FIXPATH_QEMU_MACHINE mps2-an385)
elseif(FIXPATH_CORTEX_M_CPU STREQUAL "m4f")
  set(cpu_flags "-mcpu=cortex-m4 -mthumb -mfloat-abi=hard -mfpu=fpv4-sp-d16")
  set(FIXPATH_QEMU_MACHINE mps2-an386)
elseif(FIXPATH_CORTEX_M_CPU STREQUAL "m7")
  set(cpu_flags "-mcpu=cortex-m7 -mthumb -mfloat-abi=hard -mfpu=fpv5-d16")
  set(FIXPATH_QEMU_MACHINE mps2-an500)
else()
  message(FATAL_ERROR "FIXPATH_CORTEX_M_CPU must be m0plus, m3, m4f or m7 (got '${FIXPATH_CORTEX_M_CPU}')")
endif()
if(NOT FIXPATH_FLASH_SIZE)
  set(FIXPATH_FLASH_SIZE 4M)
  set(FIXPATH_RAM_SIZE 4M)
endif()

# The memory layout picolibc's linker script places the program in: the
# emulated board's by default; a real board passes its own, for example
#   -DFIXPATH_MEMORY_LAYOUT="-Wl,--defsym=__flash=0x08000000,--defsym=__flash_size=512K,--defsym=__ram=0x20000000,--defsym=__ram_size=128K"
# It is part of every program's link line, so a program of your own needs
# no option to run on the board (README "Use it in your project").
if(NOT FIXPATH_MEMORY_LAYOUT)
  set(FIXPATH_MEMORY_LAYOUT
      "-Wl,--defsym=__flash=0x0,--defsym=__flash_size=${FIXPATH_FLASH_SIZE},--defsym=__ram=0x20000000,--defsym=__ram_size=${FIXPATH_RAM_SIZE}")
endif()

# picolibc's crt0 ("hosted": main's return value becomes the exit status)
# sets up the vector table, copies .data, zeroes .bss and enables the FPU.
# --specs goes in the C++ flags only: CMake repeats them on the link line,
# and a second --specs fails ("attempt to rename spec 'link'").
set(CMAKE_C_FLAGS_INIT "${cpu_flags} -ffunction-sections -fdata-sections --specs=picolibc.specs")
set(CMAKE_CXX_FLAGS_INIT "${cpu_flags} -fno-exceptions -fno-rtti -fno-threadsafe-statics -ffunction-sections -fdata-sections --specs=picolibcpp.specs")
set(CMAKE_EXE_LINKER_FLAGS_INIT "--oslib=semihost --crt0=hosted -Wl,--gc-sections ${FIXPATH_MEMORY_LAYOUT}")

set(FIXPATH_QEMU_COMMAND qemu-system-arm -display none -monitor none -serial null
    -semihosting-config enable=on,target=native)
set(CMAKE_CROSSCOMPILING_EMULATOR ${FIXPATH_QEMU_COMMAND} -M ${FIXPATH_QEMU_MACHINE} -kernel)

set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
