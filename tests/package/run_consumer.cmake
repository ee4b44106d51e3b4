# Builds and runs tests/package/consumer against fixpath, as a user would.
#   MODE=subdirectory: the consumer pulls fixpath in with add_subdirectory.
#   MODE=find_package: fixpath is configured with its host tools but nothing
#                      is built (like scripts/demo.sh, which builds only some
#                      targets: install must install what exists and not fail
#                      on the rest), installed into WORK/prefix, and found
#                      there with find_package(fixpath).
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(consumer "${CMAKE_CURRENT_LIST_DIR}/consumer")

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "command failed (${rc}): ${ARGN}\n${out}\n${err}")
  endif()
  message(STATUS "${out}")
endfunction()

if(MODE STREQUAL "find_package")
  run(${CMAKE_COMMAND} -S "${FIXPATH_SOURCE}" -B "${WORK}/fixpath-build" -G "${GENERATOR}"
      -DCMAKE_CXX_COMPILER=${CXX} -DFIXPATH_BUILD_HOST=ON -DFIXPATH_BUILD_EXAMPLES=OFF
      -DFIXPATH_BUILD_TESTS=OFF -DFIXPATH_BUILD_BENCHMARKS=OFF)
  run(${CMAKE_COMMAND} --install "${WORK}/fixpath-build" --prefix "${WORK}/prefix")
  if(NOT EXISTS "${WORK}/prefix/include/fixpath/grid_search.hpp")
    message(FATAL_ERROR "install did not put the headers in ${WORK}/prefix/include/fixpath")
  endif()
  run(${CMAKE_COMMAND} -S "${consumer}" -B "${WORK}/consumer-build" -G "${GENERATOR}"
      -DCMAKE_CXX_COMPILER=${CXX} -DFIXPATH_MODE=find_package "-DCMAKE_PREFIX_PATH=${WORK}/prefix")
else()
  run(${CMAKE_COMMAND} -S "${consumer}" -B "${WORK}/consumer-build" -G "${GENERATOR}"
      -DCMAKE_CXX_COMPILER=${CXX} -DFIXPATH_MODE=subdirectory "-DFIXPATH_SOURCE=${FIXPATH_SOURCE}")
endif()
run(${CMAKE_COMMAND} --build "${WORK}/consumer-build")
run("${WORK}/consumer-build/consumer")
