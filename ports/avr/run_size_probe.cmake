# Prints the flash and RAM of an AVR program (avr-size) and runs it under
# simavr: its own line says what its state and stack used.
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
message("A*-only image on ${MCU}: flash ${flash} bytes (.text ${text}, .data ${data}); static RAM ${ram} bytes")
execute_process(COMMAND simavr -m ${MCU} -f 16000000 ${PROGRAM} OUTPUT_VARIABLE out ERROR_VARIABLE err
                RESULT_VARIABLE rc TIMEOUT 60)
message("${out}${err}")
