# fixpath_files_check_program(TARGET TOOL TOOL_DEPENDS): the files and ROM
# headers of files_check.cpp, written by the host's `fixpath` tool (TOOL: a
# command, the target name `fixpath` in the host build or its path in a
# device build) into ${CMAKE_CURRENT_BINARY_DIR}/files_check, and the program
# TARGET that reads them. Its test runs `TARGET <that folder>`.
set(FIXPATH_FILES_CHECK_DIR ${CMAKE_CURRENT_LIST_DIR})

function(fixpath_files_check_program target tool tool_depends)
  set(out ${CMAKE_CURRENT_BINARY_DIR}/files_check)
  set(map ${PROJECT_SOURCE_DIR}/examples/maps/movingai/rooms64.map)
  set(graph ${PROJECT_SOURCE_DIR}/examples/graphs/seed.txt)
  set(written ${out}/rooms64.map ${out}/rooms64.jps2 ${out}/rooms64.jps1 ${out}/rooms64.hpa ${out}/rooms64.bounds
              ${out}/rooms64.jpbounds ${out}/seed.bin ${out}/rooms64_jps.hpp ${out}/seed_graph.hpp)
  add_custom_command(OUTPUT ${written}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${out}
    COMMAND ${CMAKE_COMMAND} -E copy ${map} ${out}/rooms64.map
    COMMAND ${tool} jps build ${map} --binary ${out}/rooms64.jps2 --entry-bytes 2
    COMMAND ${tool} jps build ${map} --binary ${out}/rooms64.jps1 --entry-bytes 1 --header ${out}/rooms64_jps.hpp
            --namespace rooms64_jps
    COMMAND ${tool} hpa build ${map} --cluster 8 --binary ${out}/rooms64.hpa
    COMMAND ${tool} bounds build ${map} --binary ${out}/rooms64.bounds
    COMMAND ${tool} bounds build ${map} --jump-points --binary ${out}/rooms64.jpbounds
    COMMAND ${tool} graph build ${graph} -o ${out}/seed.bin --header ${out}/seed_graph.hpp --namespace seed_graph
    DEPENDS ${tool_depends} ${map} ${graph}
    COMMENT "fixpath: the files and headers files_check reads")
  add_executable(${target} ${FIXPATH_FILES_CHECK_DIR}/files_check.cpp ${out}/rooms64_jps.hpp ${out}/seed_graph.hpp)
  add_custom_target(${target}_files DEPENDS ${written})
  add_dependencies(${target} ${target}_files)
  target_include_directories(${target} PRIVATE ${out})
  target_link_libraries(${target} PRIVATE fixpath::core)
  target_compile_options(${target} PRIVATE ${FIXPATH_STRICT_WARNINGS})
  # (-O0 under the sanitizers: it runs in a moment, and compiles in half the time of -O1)
  if(FIXPATH_SANITIZE)
    target_compile_options(${target} PRIVATE -O0)
  else()
    target_compile_options(${target} PRIVATE -O2)
  endif()
endfunction()
