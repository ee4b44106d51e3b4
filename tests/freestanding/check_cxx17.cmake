# An older language standard gets one clear message, not pages of errors:
# fixpath.hpp compiled as C++14 fails with exactly one error, the one that
# says fixpath needs C++17.
#   cmake -DCXX=compiler -DCORE_DIR=core/include -DWORK_DIR=dir -P check_cxx17.cmake
file(MAKE_DIRECTORY "${WORK_DIR}")
file(WRITE "${WORK_DIR}/cxx14.cpp" "#include <fixpath/fixpath.hpp>\nint main() { return 0; }\n")
execute_process(COMMAND "${CXX}" -std=c++14 -fsyntax-only "-I${CORE_DIR}" "${WORK_DIR}/cxx14.cpp"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(REGEX MATCHALL "error:" errors "${err}")
list(LENGTH errors count)
if(rc EQUAL 0 OR NOT count EQUAL 1 OR NOT err MATCHES "fixpath needs C\\+\\+17")
  message(FATAL_ERROR "C++14: exit ${rc}, ${count} errors, wanted one naming C++17:\n${err}")
endif()
message(STATUS "C++14 refused with one error: fixpath needs C++17")
