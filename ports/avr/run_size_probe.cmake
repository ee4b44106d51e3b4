# Prints the flash and RAM of an AVR program (avr-size) and runs it under
# simavr: its own line says what its state and stack used. STATE names the
# program's zero-initialised search state: it must sit in .bss (an object
# with a non-zero initial value lands in .data and costs its size in flash
# as well as RAM). FLASH_BUDGET (bytes, 0 for none) is printed beside the
# flash.
execute_process(COMMAND avr-size -A ${PROGRAM} OUTPUT_VARIABLE sections RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "avr-size failed on ${PROGRAM}")
endif()
foreach(section text data bss)
  string(REGEX MATCH "\\.${section} +([0-9]+)" _ "${sections}")
  set(${section} ${CMAKE_MATCH_1})
endforeach()
math(EXPR flash "${text} + ${data}")
math(EXPR ram "${data} + ${bss}")
execute_process(COMMAND avr-nm -C ${PROGRAM} OUTPUT_VARIABLE symbols RESULT_VARIABLE rc)
string(REGEX MATCH "[0-9a-f]+ ([A-Za-z]) [^\n]*${STATE}\n" _ "${symbols}")
set(type "${CMAKE_MATCH_1}")
if(NOT type)
  message(FATAL_ERROR "${PROGRAM} has no symbol ${STATE}")
elseif(NOT type MATCHES "^[bB]$")
  message(FATAL_ERROR "${STATE} is not in .bss (avr-nm type ${type}): it costs flash as well as RAM")
endif()
get_filename_component(name "${PROGRAM}" NAME)
message("${name} on ${MCU}: flash ${flash} bytes (.text ${text}, .data ${data}); static RAM ${ram} bytes")

execute_process(COMMAND simavr -m ${MCU} -f 16000000 ${PROGRAM} OUTPUT_VARIABLE out ERROR_VARIABLE err
                RESULT_VARIABLE rc TIMEOUT 60)
message("${out}${err}")
if(FLASH_BUDGET)
  # (Read off the program's own line: a printf of them would grow the image it measures.)
  string(REGEX MATCH "\\(([0-9]+) an expansion" _ "${out}${err}")
  set(per_expansion "${CMAKE_MATCH_1}")
  string(REGEX MATCH "state ([0-9]+) bytes" _ "${out}${err}")
  set(state_bytes "${CMAKE_MATCH_1}")
  string(REGEX MATCH "deepest stack ([0-9]+) bytes" _ "${out}${err}")
  set(stack_bytes "${CMAKE_MATCH_1}")
  if(state_bytes AND stack_bytes)
    math(EXPR state_and_stack "${state_bytes} + ${stack_bytes}")
  endif()
  message("budgets of an Uno's A*-only image with fixed rules: flash <= ${FLASH_BUDGET} bytes: ${flash}; "
          "<= 4000 cycles an expansion: ${per_expansion}; state + stack <= 1536 bytes: ${state_and_stack}")
endif()
