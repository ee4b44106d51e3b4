# The shipped Moving AI maps are exactly what scripts/make_movingai_maps.py makes.
#   cmake -DPYTHON=python3 -DSCRIPT=... -DSHIPPED=examples/maps/movingai -DWORK=dir -P regenerate_maps.cmake
file(REMOVE_RECURSE "${WORK}")
execute_process(COMMAND "${PYTHON}" "${SCRIPT}" "${WORK}" RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${SCRIPT} failed: ${err}")
endif()
foreach(f rooms64.map rooms64.map.scen maze64.map maze64.map.scen field64.map field64.map.scen)
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files "${WORK}/${f}" "${SHIPPED}/${f}" RESULT_VARIABLE same)
  if(NOT same EQUAL 0)
    message(FATAL_ERROR "${SHIPPED}/${f} differs from what ${SCRIPT} makes: regenerate it")
  endif()
endforeach()
message(STATUS "the six shipped files are their generator's")
