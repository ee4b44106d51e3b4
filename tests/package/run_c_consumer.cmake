# Builds and runs tests/package/c_consumer, a C program linking fixpath::c:
#   MODE find_package     fixpath configured (tests and benchmarks off), built,
#                         installed into WORK/prefix, then found
#   MODE add_subdirectory the source tree added to the program's build
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
include(${CMAKE_CURRENT_LIST_DIR}/run.cmake)
set(consumer "${CMAKE_CURRENT_LIST_DIR}/c_consumer")
set(args -G "${GENERATOR}" -DCMAKE_C_COMPILER=${CC} -DCMAKE_CXX_COMPILER=${CXX})
if(MODE STREQUAL "find_package")
  run(${CMAKE_COMMAND} -S "${FIXPATH_SOURCE}" -B "${WORK}/fixpath-build" ${args} -DFIXPATH_BUILD_TESTS=OFF
      -DFIXPATH_BUILD_BENCHMARKS=OFF -DFIXPATH_BUILD_EXAMPLES=OFF -DFIXPATH_BUILD_HOST=OFF)
  run(${CMAKE_COMMAND} --build "${WORK}/fixpath-build")
  run(${CMAKE_COMMAND} --install "${WORK}/fixpath-build" --prefix "${WORK}/prefix")
  run(${CMAKE_COMMAND} -S "${consumer}" -B "${WORK}/consumer-build" ${args} -DUSE_FIND_PACKAGE=ON
      "-DCMAKE_PREFIX_PATH=${WORK}/prefix")
else()
  run(${CMAKE_COMMAND} -S "${consumer}" -B "${WORK}/consumer-build" ${args} "-DFIXPATH_SOURCE=${FIXPATH_SOURCE}")
endif()
run(${CMAKE_COMMAND} --build "${WORK}/consumer-build")
execute_process(COMMAND "${WORK}/consumer-build/c_consumer" RESULT_VARIABLE rc OUTPUT_VARIABLE out)
message(STATUS "c_consumer (${MODE}): ${out}")
if(NOT rc EQUAL 0 OR NOT out MATCHES "^found, cost 50, 6 cells\n$")
  message(FATAL_ERROR "the C consumer (${MODE}) printed '${out}' (exit ${rc})")
endif()
