# A build on a machine without CLI11 (the tool's only extra): it configures,
# keeps the library, its tests and the demo, leaves the tool out and says at
# configure time what to install.
#   SOURCE     the source tree
#   WORK       a folder for the build (made anew)
#   GENERATOR  the CMake generator
cmake_minimum_required(VERSION 3.16)
file(REMOVE_RECURSE "${WORK}")
execute_process(COMMAND ${CMAKE_COMMAND} -S "${SOURCE}" -B "${WORK}" -G "${GENERATOR}"
                        -DCMAKE_DISABLE_FIND_PACKAGE_CLI11=TRUE
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "configuring without CLI11 failed:\n${out}\n${err}")
endif()
foreach(said "the command-line tool `fixpath` is not built" "apt-get install libcli11-dev"
             "the command-line tool's tests are skipped")
  string(FIND "${out}${err}" "${said}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "configuring without CLI11 does not say \"${said}\":\n${out}\n${err}")
  endif()
endforeach()
# The targets the build has: the tests and the demo, not the tool.
execute_process(COMMAND ${CMAKE_COMMAND} --build "${WORK}" --target help OUTPUT_VARIABLE targets RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "cannot list the targets of the build without CLI11")
endif()
foreach(kept fixpath_tests fixpath-demo fixpath_host)
  if(NOT targets MATCHES "(^|[ \n/.])${kept}(:|\n| )")
    message(FATAL_ERROR "the build without CLI11 lacks ${kept}:\n${targets}")
  endif()
endforeach()
if(targets MATCHES "(^|[ \n/.])fixpath(:|\n| )")
  message(FATAL_ERROR "the build without CLI11 still has the tool `fixpath`:\n${targets}")
endif()
message(STATUS "without CLI11: configured, the library's tests and the demo kept, the tool left out with its reason")
