# readme_block(FILE MARKER FENCE OUT): the code block between
# <!-- MARKER:begin --> and <!-- MARKER:end --> of FILE, the README or a guide in docs/ (its ```FENCE
# line and closing fence removed) into the variable OUT; a missing marker
# fails the script. Shared by the scripts that compile the documentation's examples.
function(readme_block readme marker fence out)
  file(READ "${readme}" text)
  string(FIND "${text}" "<!-- ${marker}:begin -->" begin)
  string(FIND "${text}" "<!-- ${marker}:end -->" end)
  if(begin EQUAL -1 OR end EQUAL -1)
    message(FATAL_ERROR "${readme} has no ${marker} markers")
  endif()
  math(EXPR length "${end} - ${begin}")
  string(SUBSTRING "${text}" ${begin} ${length} block)
  string(REGEX REPLACE "^[^\n]*\n```${fence}\n" "" block "${block}")
  string(REGEX REPLACE "```[ \n]*$" "" block "${block}")
  set(${out} "${block}" PARENT_SCOPE)
endfunction()
