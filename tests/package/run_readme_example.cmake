# Extracts the C++ block between <!-- MARKER:begin --> and <!-- MARKER:end -->
# (MARKER defaults to readme-example) from README (README.md or a guide in
# docs/), compiles it against the core with the project's warnings, and runs
# it: the documentation cannot drift from the API. EXPECT, when given, is
# text the example must print.
if(NOT MARKER)
  set(MARKER readme-example)
endif()
include(${CMAKE_CURRENT_LIST_DIR}/readme_block.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/run.cmake)  # expect_printed()
readme_block("${README}" "${MARKER}" cpp block)
file(MAKE_DIRECTORY "${WORK}")
file(WRITE "${WORK}/readme_example.cpp" "${block}")
execute_process(COMMAND ${CXX} -std=c++17 -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Werror
                        -I${CORE_INCLUDE} ${WORK}/readme_example.cpp -o ${WORK}/readme_example
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${MARKER} (${README}) does not compile:\n${err}")
endif()
execute_process(COMMAND ${WORK}/readme_example RESULT_VARIABLE rc OUTPUT_VARIABLE out)
message(STATUS "${out}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${MARKER} (${README}) exited with ${rc}")
endif()
expect_printed("${out}" "${EXPECT}" "${MARKER} (${README})")
