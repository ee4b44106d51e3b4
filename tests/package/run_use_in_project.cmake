# Builds one of the README's "Use it in your project" CMakeLists out of tree,
# exactly as a user would, and runs its test (natively, in QEMU or in mGBA).
#   SNIPPET      examples/use/<variant>: its CMakeLists.txt must appear
#                verbatim in README (README.md, or the guide that shows it: the
#                documentation cannot drift from what CI builds)
#   MAIN         the program's main.cpp; empty: the README's first example
#   MAIN_SHOWN   ON: README shows MAIN verbatim too (a program users copy whole)
#   MODE         find_package (install fixpath into WORK/prefix first) or fetchcontent
#   INSTALL_FROM a configured fixpath build to install from; empty: configure
#                one (host tools on, nothing built: install installs what exists)
#   TOOLCHAIN    an installed toolchain file (share/fixpath/toolchains/...), or empty
#   ARGS         more configure arguments, separated by '|'
#   EXPECT       text the program must print (empty: its exit status is the check)
#   HEX          a board's flash image the build must make (AVR), and HEX_ROOM the
#                bytes it may take
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/my_game")

include(${CMAKE_CURRENT_LIST_DIR}/run.cmake)

file(READ "${SNIPPET}/CMakeLists.txt" snippet)
file(READ "${README}" readme)
string(FIND "${readme}" "${snippet}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "${README} does not show ${SNIPPET}/CMakeLists.txt verbatim")
endif()
if(MAIN_SHOWN)
  file(READ "${MAIN}" main)
  string(FIND "${readme}" "${main}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${README} does not show ${MAIN} verbatim")
  endif()
endif()
configure_file("${SNIPPET}/CMakeLists.txt" "${WORK}/my_game/CMakeLists.txt" COPYONLY)
if(MAIN)
  configure_file("${MAIN}" "${WORK}/my_game/main.cpp" COPYONLY)
else()
  include(${CMAKE_CURRENT_LIST_DIR}/readme_block.cmake)
  readme_block("${README}" readme-example cpp block)
  file(WRITE "${WORK}/my_game/main.cpp" "${block}")
endif()

string(REPLACE "|" ";" args "${ARGS}")
if(MODE STREQUAL "find_package")
  if(NOT INSTALL_FROM)
    set(INSTALL_FROM "${WORK}/fixpath-build")
    run(${CMAKE_COMMAND} -S "${FIXPATH_SOURCE}" -B "${INSTALL_FROM}" -G "${GENERATOR}" -DFIXPATH_BUILD_HOST=ON
        -DFIXPATH_BUILD_EXAMPLES=OFF -DFIXPATH_BUILD_TESTS=OFF -DFIXPATH_BUILD_BENCHMARKS=OFF)
    # The C API's library is installed with the package: build it (the rest
    # of the host build, the tool, is an optional install here).
    run(${CMAKE_COMMAND} --build "${INSTALL_FROM}" --target fixpath_c)
  endif()
  run(${CMAKE_COMMAND} --install "${INSTALL_FROM}" --prefix "${WORK}/prefix")
  foreach(f include/fixpath/grid/grid_search.hpp share/fixpath/cmake/fixpathConfig.cmake
            share/fixpath/toolchains/arm-none-eabi.cmake share/fixpath/toolchains/avr.cmake share/fixpath/gba/gba.ld)
    if(NOT EXISTS "${WORK}/prefix/${f}")
      message(FATAL_ERROR "install did not put ${f} in ${WORK}/prefix")
    endif()
  endforeach()
  list(APPEND args "-DCMAKE_PREFIX_PATH=${WORK}/prefix")
  if(TOOLCHAIN)
    list(APPEND args "-DCMAKE_TOOLCHAIN_FILE=${WORK}/prefix/share/fixpath/toolchains/${TOOLCHAIN}")
  endif()
else()
  # The snippet fetches branch main: from this checkout when it has one (a
  # clone's path is a git URL), else CMake's documented override, no fetch.
  execute_process(COMMAND git -C "${FIXPATH_SOURCE}" rev-parse --verify --quiet refs/heads/main
                  RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
  if(rc EQUAL 0)
    list(APPEND args "-DFIXPATH_GIT=${FIXPATH_SOURCE}")
    message(STATUS "FetchContent clones branch main of ${FIXPATH_SOURCE}")
  else()
    message(STATUS "${FIXPATH_SOURCE} has no branch main: FETCHCONTENT_SOURCE_DIR_FIXPATH instead of a clone")
    list(APPEND args "-DFIXPATH_GIT=none" "-DFETCHCONTENT_SOURCE_DIR_FIXPATH=${FIXPATH_SOURCE}")
  endif()
endif()
run(${CMAKE_COMMAND} -S "${WORK}/my_game" -B "${WORK}/my_game/build" -G "${GENERATOR}" ${args})
run(${CMAKE_COMMAND} --build "${WORK}/my_game/build")
if(HEX)
  # A board's flash image: there, and its data no more than the board's room.
  set(hex "${WORK}/my_game/build/${HEX}")
  if(NOT EXISTS "${hex}")
    message(FATAL_ERROR "the build made no ${HEX}")
  endif()
  file(READ "${hex}" text)
  string(REGEX MATCHALL ":[0-9A-F]+" records "${text}")
  set(bytes 0)
  foreach(r IN LISTS records)
    string(SUBSTRING "${r}" 7 2 type)
    if(type STREQUAL "00")
      string(SUBSTRING "${r}" 1 2 count)
      math(EXPR bytes "${bytes} + 0x${count}")
    endif()
  endforeach()
  if(bytes EQUAL 0 OR bytes GREATER HEX_ROOM)
    message(FATAL_ERROR "${HEX}: ${bytes} bytes of flash, room for ${HEX_ROOM}")
  endif()
  message(STATUS "${HEX}: ${bytes} bytes of flash (room for ${HEX_ROOM})")
endif()
if(MODE STREQUAL "fetchcontent")
  run("${WORK}/my_game/build/my_game")
else()
  run(${CMAKE_CTEST_COMMAND} --test-dir "${WORK}/my_game/build" --output-on-failure -V)
endif()
expect_printed("${run_output}" "${EXPECT}" "the program")
