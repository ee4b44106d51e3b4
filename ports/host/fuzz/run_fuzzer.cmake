# Runs a libFuzzer binary for a bounded time on a fresh corpus seeded from
# the project's own maps and scenarios. Crashes (and sanitizer reports) fail.
file(REMOVE_RECURSE "${CORPUS}")
file(MAKE_DIRECTORY "${CORPUS}")
separate_arguments(seeds UNIX_COMMAND "${SEEDS}")
foreach(dir IN LISTS seeds)
  file(GLOB files "${dir}/*")
  foreach(f IN LISTS files)
    if(NOT IS_DIRECTORY "${f}")
      file(COPY "${f}" DESTINATION "${CORPUS}")
    endif()
  endforeach()
endforeach()
execute_process(COMMAND "${FUZZER}" -max_total_time=${SECONDS} -seed=1 -max_len=8192
                        -print_final_stats=1 "${CORPUS}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(REGEX MATCH "stat::number_of_executed_units: *[0-9]+" runs "${err}")
message(STATUS "${FUZZER}: ${runs}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "fuzzer failed (${rc}):\n${err}")
endif()
