# Installs fixpath into a prefix as a user would and builds a program with
# nothing but `pkg-config --cflags fixpath` (a Makefile or Meson user's way):
# the .pc file is found, reports the version of fixpath/version.hpp, and
# its flags compile the README's first example.
#   FIXPATH_SOURCE, WORK, GENERATOR, CXX, README, VERSION
find_program(PKG_CONFIG NAMES pkg-config pkgconf)
if(NOT PKG_CONFIG)
  message(STATUS "SKIPPED: no pkg-config (Debian: apt-get install pkgconf)")
  return()
endif()
include(${CMAKE_CURRENT_LIST_DIR}/run.cmake)
file(REMOVE_RECURSE "${WORK}")
run(${CMAKE_COMMAND} -S "${FIXPATH_SOURCE}" -B "${WORK}/build" -G "${GENERATOR}" -DFIXPATH_BUILD_HOST=OFF
    -DFIXPATH_BUILD_EXAMPLES=OFF -DFIXPATH_BUILD_TESTS=OFF -DFIXPATH_BUILD_BENCHMARKS=OFF)
run(${CMAKE_COMMAND} --build "${WORK}/build")  # (the C API library, installed with the package)
run(${CMAKE_COMMAND} --install "${WORK}/build" --prefix "${WORK}/prefix")
set(ENV{PKG_CONFIG_PATH} "${WORK}/prefix/share/pkgconfig")
execute_process(COMMAND ${PKG_CONFIG} --modversion fixpath OUTPUT_VARIABLE version RESULT_VARIABLE rc
                OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT version STREQUAL "${VERSION}")
  message(FATAL_ERROR "pkg-config --modversion fixpath: '${version}' (${rc}), expected ${VERSION}\n${err}")
endif()
execute_process(COMMAND ${PKG_CONFIG} --cflags fixpath OUTPUT_VARIABLE cflags RESULT_VARIABLE rc
                OUTPUT_STRIP_TRAILING_WHITESPACE)
string(REGEX REPLACE "^-I" "" include_dir "${cflags}")
get_filename_component(include_dir "${include_dir}" REALPATH)
get_filename_component(expected "${WORK}/prefix/include" REALPATH)
if(NOT rc EQUAL 0 OR NOT cflags MATCHES "^-I[^ ]+$" OR NOT include_dir STREQUAL expected)
  message(FATAL_ERROR "pkg-config --cflags fixpath: '${cflags}' (${rc}), expected -I${expected}")
endif()
include(${CMAKE_CURRENT_LIST_DIR}/readme_block.cmake)
readme_block("${README}" readme-example cpp block)
file(WRITE "${WORK}/main.cpp" "${block}")
# The README's pkg-config route, run exactly as written by a shell (only
# P, the prefix, filled in, and the environment's PKG_CONFIG_PATH unset
# first: the route must set it itself).
readme_block("${README}" readme-pkg-config sh route)
string(REPLACE "P/share" "${WORK}/prefix/share" route "${route}")
file(WRITE "${WORK}/route.sh" "set -e\nunset PKG_CONFIG_PATH\n${route}")
unset(ENV{PKG_CONFIG_PATH})
execute_process(COMMAND bash "${WORK}/route.sh" WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the README's pkg-config route failed (${rc}):\n${route}\n${err}")
endif()
run("${WORK}/main")
message(STATUS "pkg-config: fixpath ${version}, ${cflags}; the README's route builds and runs the first example")
