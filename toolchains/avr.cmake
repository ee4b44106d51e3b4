# 8-bit AVR (Arduino Uno's ATmega328P, Mega-class ATmega1280) with Debian's
# clang (which has the AVR back end; Debian's avr-gcc 5.4 cannot compile
# C++17), linking through avr-gcc's binutils and avr-libc, run under simavr.
#
#   cmake -S . -B build/avr-uno  -DCMAKE_TOOLCHAIN_FILE=toolchains/avr.cmake
#   cmake -S . -B build/avr-mega -DCMAKE_TOOLCHAIN_FILE=toolchains/avr.cmake -DFIXPATH_AVR_MCU=atmega1280
#
# A program for a board: fixpath_avr_hex(TARGET) (below) writes TARGET.hex
# beside the ELF, for avrdude (ports/avr/README.md gives the upload lines).
#
# FIXPATH_AVR_MCU   board                     flash / RAM
#   atmega328p      Arduino Uno, Nano         32 KiB / 2 KiB
#   atmega1280      Arduino Mega (1280)       128 KiB / 8 KiB
# (The ATmega2560 is not supported by clang 19 (nor 14): arguments passed on
# the stack are read one byte off, the 3-byte return address ignored.)
#
# Debian packages: clang-19 (not clang 14: see below; FIXPATH_AVR_CLANG names another) gcc-avr
# binutils-avr avr-libc simavr. int has 16 bits here: the core never shifts
# or masks a 32-bit value with an int-typed constant, and this build is what
# proves it (the battery must equal the host's bit for bit).
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR avr)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)  # compiler checks need no startup code
set(FIXPATH_TARGET avr)

set(FIXPATH_AVR_MCU "atmega328p" CACHE STRING "AVR microcontroller: atmega328p or atmega1280")
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES FIXPATH_AVR_MCU FIXPATH_AVR_CLANG)
if(NOT FIXPATH_AVR_MCU MATCHES "^(atmega328p|atmega1280)$")
  message(FATAL_ERROR "FIXPATH_AVR_MCU must be atmega328p or atmega1280 (got '${FIXPATH_AVR_MCU}')")
endif()

# clang-19 where installed, else the default clang.
if(NOT FIXPATH_AVR_CLANG)
  find_program(FIXPATH_AVR_CLANG NAMES clang++-19 clang++)
endif()
if(NOT FIXPATH_AVR_CLANG)
  message(FATAL_ERROR "fixpath: no clang++ for AVR (Debian: apt-get install clang-19 gcc-avr avr-libc)")
endif()
# clang 19 or later: clang 14 (Debian 12's default clang++) compiles wrong
# answers into the AVR batteries (grid A*, fills and movement ranges) and
# stops with an error in its back end on jump point search.
execute_process(COMMAND ${FIXPATH_AVR_CLANG} --version OUTPUT_VARIABLE fixpath_avr_clang_version ERROR_QUIET)
if(fixpath_avr_clang_version MATCHES "clang version ([0-9]+)" AND CMAKE_MATCH_1 LESS 19)
  message(FATAL_ERROR "fixpath: ${FIXPATH_AVR_CLANG} is clang ${CMAKE_MATCH_1}; AVR needs clang 19 or later "
                      "(clang 14 compiles wrong answers: ports/avr/README.md). Debian: apt-get install clang-19")
endif()
set(CMAKE_CXX_COMPILER ${FIXPATH_AVR_CLANG})
set(CMAKE_CXX_COMPILER_TARGET avr)
set(CMAKE_OBJCOPY avr-objcopy CACHE FILEPATH "")
set(CMAKE_SIZE avr-size CACHE FILEPATH "")

# -Os always (the programs are sized for the board; -Oz miscompiles
# find_path with clang 14 and 19: ports/avr/README.md). No sharing of spill
# slots (-mllvm -no-stack-slot-sharing): with it clang 19 at -Os gives a
# fill's loop over a small open list wrong answers (the batteries' fills and
# ranges; found by -opt-bisect-limit, ports/avr/README.md). No machine code
# sinking (-mllvm -disable-machine-sink): with it clang 19 compiled a fill's
# loop that reads every neighbour with bounds checks (the one form on AVR)
# into one that lost a cell's column (found the same way). -mno-relax at link: the
# linker's relaxation and clang's objects disagree on AVR.
set(CMAKE_CXX_FLAGS_INIT "-mmcu=${FIXPATH_AVR_MCU} -Os -mllvm -no-stack-slot-sharing -mllvm -disable-machine-sink -fno-exceptions -fno-rtti -fno-threadsafe-statics -ffunction-sections -fdata-sections")
set(CMAKE_CXX_FLAGS_DEBUG_INIT "-g")
set(CMAKE_CXX_FLAGS_RELEASE_INIT "")
set(CMAKE_CXX_FLAGS_RELWITHDEBINFO_INIT "-g")
set(CMAKE_CXX_FLAGS_MINSIZEREL_INIT "")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-mmcu=${FIXPATH_AVR_MCU} -mno-relax -Wl,--gc-sections")

# simavr runs the ELF at 16 MHz; the program's UART output reaches stderr
# and it ends when the program sleeps with interrupts off.
set(CMAKE_CROSSCOMPILING_EMULATOR simavr -m ${FIXPATH_AVR_MCU} -f 16000000)

set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)

# fixpath_avr_hex(TARGET): after TARGET is built, its flash image as Intel
# HEX (TARGET.hex beside the ELF: what avrdude uploads) and its sizes.
function(fixpath_avr_hex target)
  add_custom_command(TARGET ${target} POST_BUILD
    COMMAND avr-objcopy -O ihex -R .eeprom $<TARGET_FILE:${target}> $<TARGET_FILE_DIR:${target}>/${target}.hex
    COMMAND avr-size $<TARGET_FILE:${target}>
    COMMENT "${target}.hex for ${FIXPATH_AVR_MCU}")
endfunction()
