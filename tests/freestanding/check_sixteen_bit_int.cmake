# The core where `int` has 16 bits, parsed by a second compiler: every
# installed clang++ compiles fixpath.hpp for AVR (--target=avr, syntax only:
# no AVR library needed). The AVR suite builds with clang 19; an older clang
# (Debian 12's clang 14) checks a template's conditions that do not depend on
# its parameters where the template is defined, not where it is used, so a
# guard written as a plain condition breaks every AVR program there while
# clang 19 accepts it.
#   cmake -DCLANGS="clang++;clang++-19" -DCORE_DIR=core/include -DWORK_DIR=dir -P check_sixteen_bit_int.cmake
file(MAKE_DIRECTORY "${WORK_DIR}")
file(WRITE "${WORK_DIR}/sixteen_bit.cpp"
     "#include <fixpath/fixpath.hpp>\n"
     "static_assert(sizeof(int) == 2, \"a target whose int has 16 bits\");\n"
     "static_assert(fixpath::detail::kSixteenBitInt, \"the core sees 16-bit int\");\n")
set(checked 0)
foreach(clang IN LISTS CLANGS)
  execute_process(COMMAND "${clang}" --target=avr -mmcu=atmega328p -std=c++17 -ffreestanding -fno-exceptions
                          -fno-rtti -fsyntax-only "-I${CORE_DIR}" "${WORK_DIR}/sixteen_bit.cpp"
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  execute_process(COMMAND "${clang}" --version OUTPUT_VARIABLE version ERROR_QUIET)
  string(REGEX MATCH "clang version [0-9.]+" version "${version}")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${clang} (${version}) --target=avr: the core does not compile where int has 16 bits:\n${err}")
  endif()
  message(STATUS "${clang} (${version}) --target=avr: the core compiles")
  math(EXPR checked "${checked} + 1")
endforeach()
if(checked EQUAL 0)
  message(STATUS "SKIPPED: no clang++ found (Debian: apt-get install clang)")
endif()
