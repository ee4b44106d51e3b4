# Game Boy Advance with Debian's arm-none-eabi GCC, no devkitPro.
#
#   cmake -S . -B build/gba -DCMAKE_TOOLCHAIN_FILE=toolchains/gba.cmake \
#         -DFIXPATH_GBA_HARNESS=<host build>/ports/gba/fixpath-mgba
#
# ARM7TDMI, Thumb by default (-mthumb-interwork so that ARM code in IWRAM
# and Thumb code in ROM call each other). The port brings its own crt0,
# linker script and the little runtime it needs (ports/gba). With
# FIXPATH_GBA_HARNESS (a host program built from ports/gba/harness, linking
# Debian's libmgba) as the emulator, a plain add_test() runs a ROM headless.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
set(FIXPATH_TARGET gba)

set(CMAKE_C_COMPILER arm-none-eabi-gcc)
set(CMAKE_CXX_COMPILER arm-none-eabi-g++)
set(CMAKE_ASM_COMPILER arm-none-eabi-gcc)
set(CMAKE_OBJCOPY arm-none-eabi-objcopy CACHE FILEPATH "")

set(cpu_flags "-mcpu=arm7tdmi -mthumb -mthumb-interwork")
set(CMAKE_C_FLAGS_INIT "${cpu_flags} -ffunction-sections -fdata-sections")
set(CMAKE_CXX_FLAGS_INIT "${cpu_flags} -fno-exceptions -fno-rtti -fno-threadsafe-statics -fno-use-cxa-atexit -ffunction-sections -fdata-sections")
set(CMAKE_ASM_FLAGS_INIT "${cpu_flags}")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-nostartfiles -nostdlib -Wl,--gc-sections")

set(FIXPATH_GBA_HARNESS "" CACHE FILEPATH "headless mGBA runner (host program from ports/gba/harness)")
if(FIXPATH_GBA_HARNESS)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${FIXPATH_GBA_HARNESS})
endif()

set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
