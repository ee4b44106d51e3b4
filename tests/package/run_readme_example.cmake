# Extracts the C++ block between <!-- MARKER:begin --> and <!-- MARKER:end -->
# (MARKER defaults to readme-example) from README.md, compiles it against the
# core with the project's warnings, and runs it: the README cannot drift from
# the API.
if(NOT MARKER)
  set(MARKER readme-example)
endif()
file(READ "${README}" text)
string(FIND "${text}" "<!-- ${MARKER}:begin -->" begin)
string(FIND "${text}" "<!-- ${MARKER}:end -->" end)
if(begin EQUAL -1 OR end EQUAL -1)
  message(FATAL_ERROR "README.md has no ${MARKER} markers")
endif()
math(EXPR length "${end} - ${begin}")
string(SUBSTRING "${text}" ${begin} ${length} block)
string(REGEX REPLACE "^[^\n]*\n```cpp\n" "" block "${block}")
string(REGEX REPLACE "```[ \n]*$" "" block "${block}")
file(MAKE_DIRECTORY "${WORK}")
file(WRITE "${WORK}/readme_example.cpp" "${block}")
execute_process(COMMAND ${CXX} -std=c++17 -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Werror
                        -I${CORE_INCLUDE} ${WORK}/readme_example.cpp -o ${WORK}/readme_example
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "README example does not compile:\n${err}")
endif()
execute_process(COMMAND ${WORK}/readme_example RESULT_VARIABLE rc OUTPUT_VARIABLE out)
message(STATUS "${out}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "README example exited with ${rc}")
endif()
