# Builds and runs tests/package/consumer, a game that vendors fixpath with
# add_subdirectory (find_package and FetchContent: run_use_in_project.cmake).
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(consumer "${CMAKE_CURRENT_LIST_DIR}/consumer")

include(${CMAKE_CURRENT_LIST_DIR}/run.cmake)

run(${CMAKE_COMMAND} -S "${consumer}" -B "${WORK}/consumer-build" -G "${GENERATOR}"
    -DCMAKE_CXX_COMPILER=${CXX} "-DFIXPATH_SOURCE=${FIXPATH_SOURCE}")
run(${CMAKE_COMMAND} --build "${WORK}/consumer-build")
run("${WORK}/consumer-build/consumer")
