# Extracts the C block between <!-- readme-c-example:begin --> and
# <!-- readme-c-example:end --> from README.md, compiles it as C99 with the
# strict flags, links it with the C API library, and runs it.
#   README, CC, CXX (the link driver: the library is C++), LIB, INCLUDE, WORK
include(${CMAKE_CURRENT_LIST_DIR}/readme_block.cmake)
readme_block("${README}" readme-c-example c block)
file(MAKE_DIRECTORY "${WORK}")
file(WRITE "${WORK}/main.c" "${block}")
execute_process(COMMAND ${CC} -std=c99 -Wall -Wextra -pedantic -Werror -I${INCLUDE} -c ${WORK}/main.c -o ${WORK}/main.o
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "README C example does not compile:\n${err}")
endif()
execute_process(COMMAND ${CXX} ${WORK}/main.o ${LIB} -o ${WORK}/main RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "README C example does not link:\n${err}")
endif()
execute_process(COMMAND ${WORK}/main RESULT_VARIABLE rc OUTPUT_VARIABLE out)
message(STATUS "${out}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "README C example exited with ${rc}")
endif()
