# run(COMMAND...): runs a command from a cmake -P script, prints its output,
# and fails the script with the command's output when it fails.
function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "command failed (${rc}): ${ARGN}\n${out}\n${err}")
  endif()
  message(STATUS "${out}")
  set(run_output "${out}" PARENT_SCOPE)  # for a caller that checks what was printed
endfunction()

# expect_printed(OUTPUT EXPECT WHO): fails the script unless OUTPUT contains
# EXPECT (nothing to check when EXPECT is empty); WHO names the program.
function(expect_printed output expect who)
  if(expect)
    string(FIND "${output}" "${expect}" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "${who} did not print \"${expect}\"")
    endif()
  endif()
endfunction()
