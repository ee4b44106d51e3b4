# Proves check_manifests.cmake fails when it should: on copies of the
# manifests with one defect each (a file that does not exist, malformed
# JSON, a version that disagrees, a tab in YAML, a module path that is
# wrong), the check must fail and name the defect.
#   SOURCE  the source tree; WORK  scratch; CXX  a host C++ compiler
set(files LICENSE library.json idf_component.yml CMakeLists.txt README.md core/fixpath.pc.in zephyr ports/zephyr ports/platformio examples/platformio
          examples/arduino core/include scripts/arduino-library.sh)
function(make_copy dir)
  file(REMOVE_RECURSE "${dir}")
  foreach(f IN LISTS files)
    get_filename_component(parent "${dir}/${f}" DIRECTORY)
    file(COPY "${SOURCE}/${f}" DESTINATION "${parent}")
  endforeach()
endfunction()
function(expect_caught name file from to expected)
  set(dir "${WORK}/${name}")
  make_copy("${dir}")
  file(READ "${dir}/${file}" text)
  string(REPLACE "${from}" "${to}" changed "${text}")
  if(changed STREQUAL text)
    message(FATAL_ERROR "${name}: '${from}' is not in ${file}: this test is out of date")
  endif()
  file(WRITE "${dir}/${file}" "${changed}")
  execute_process(COMMAND ${CMAKE_COMMAND} -DROOT=${dir} -DWORK=${dir}/work -DCXX=${CXX} -DEXAMPLES=OFF
                          -P ${CMAKE_CURRENT_LIST_DIR}/check_manifests.cmake
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(rc EQUAL 0)
    message(FATAL_ERROR "${name}: the manifest check passed a copy with ${file} broken")
  endif()
  if(NOT err MATCHES "${expected}")
    message(FATAL_ERROR "${name}: the check failed, but not naming the defect (${expected}):\n${err}")
  endif()
  message(STATUS "${name}: caught")
endfunction()
make_copy("${WORK}/intact")
execute_process(COMMAND ${CMAKE_COMMAND} -DROOT=${WORK}/intact -DWORK=${WORK}/intact/work -DCXX=${CXX} -DEXAMPLES=OFF
                        -P ${CMAKE_CURRENT_LIST_DIR}/check_manifests.cmake RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the intact copy does not pass (the copy misses a file?):\n${err}")
endif()
expect_caught(missing_header library.json "\"fixpath/fixpath.hpp\"" "\"fixpath/nothing.hpp\"" "names core/include/fixpath/nothing.hpp")
expect_caught(malformed_json library.json "\"version\": " "\"version\" " "not valid JSON")
expect_caught(missing_example library.json "\"main.cpp\"" "\"game.cpp\"" "names examples/platformio/find_path/game.cpp")
expect_caught(idf_version idf_component.yml "version: \"" "version: \"9" "idf_component.yml: 'version: \"9")
expect_caught(idf_missing idf_component.yml "core/include/" "core/headers/" "names core/headers")
expect_caught(yaml_tab zephyr/module.yml "  cmake:" "\tcmake:" "a tab")
expect_caught(zephyr_path zephyr/module.yml "cmake: ports/zephyr" "cmake: ports/zephyrr" "names ports/zephyrr/CMakeLists.txt")
expect_caught(licence_json library.json "\"license\": \"MIT\"" "\"license\": \"GPL\"" "library.json: license 'GPL'")
expect_caught(licence_file LICENSE "MIT License" "All rights reserved" "LICENSE: not the MIT licence")
expect_caught(licence_idf idf_component.yml "license: \"MIT\"" "license: \"BSD\"" "expected license: \"MIT\"")
expect_caught(esp_hook CMakeLists.txt "idf_component_register(INCLUDE_DIRS core/include)" "idf_component_register()" "no ESP-IDF component registration")
expect_caught(avr_claimed_by_arduino scripts/arduino-library.sh "architectures=rp2040," "architectures=avr,rp2040,"
              "claims AVR boards")
expect_caught(avr_claimed_by_platformio library.json "\"platforms\": [\"ststm32\"" "\"platforms\": [\"atmelavr\", \"ststm32\""
              "claims atmelavr")
