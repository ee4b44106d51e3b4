# ctest tests that build the CMakeLists of the README's "Use it in your
# project" (and, for the GBA, of docs/devices.md) out of tree and run them
# (tests/package/run_use_in_project.cmake).
#   fixpath_use_in_project_test(host)    find_package and FetchContent, natively
#   fixpath_use_in_project_test(device)  find_package with this build's toolchain file, in QEMU
#   fixpath_use_in_project_test(gba)     find_package with toolchains/gba.cmake, in mGBA
#   fixpath_use_in_project_test(avr)     find_package with toolchains/avr.cmake: a .hex that fits, run in simavr
function(fixpath_use_in_project_test kind)
  set(use ${PROJECT_SOURCE_DIR}/examples/use)
  set(doc README.md)
  if(kind STREQUAL "gba" OR kind STREQUAL "avr")
    set(doc docs/devices.md)
  endif()
  set(common -DREADME=${PROJECT_SOURCE_DIR}/${doc} -DFIXPATH_SOURCE=${PROJECT_SOURCE_DIR}
             -DGENERATOR=${CMAKE_GENERATOR} -P ${PROJECT_SOURCE_DIR}/tests/package/run_use_in_project.cmake)
  if(kind STREQUAL "host")
    add_test(NAME use_in_project_find_package
             COMMAND ${CMAKE_COMMAND} -DSNIPPET=${use}/find_package -DMODE=find_package
                     -DWORK=${CMAKE_CURRENT_BINARY_DIR}/use_find_package "-DARGS=-DCMAKE_CXX_COMPILER=${CMAKE_CXX_COMPILER}"
                     ${common})
    add_test(NAME use_in_project_fetchcontent
             COMMAND ${CMAKE_COMMAND} -DSNIPPET=${use}/fetchcontent -DMODE=fetchcontent
                     -DWORK=${CMAKE_CURRENT_BINARY_DIR}/use_fetchcontent "-DARGS=-DCMAKE_CXX_COMPILER=${CMAKE_CXX_COMPILER}"
                     ${common})
    set_tests_properties(use_in_project_find_package use_in_project_fetchcontent PROPERTIES TIMEOUT 300)
    return()
  endif()
  get_filename_component(toolchain "${CMAKE_TOOLCHAIN_FILE}" NAME)
  if(kind STREQUAL "gba")
    if(NOT FIXPATH_GBA_HARNESS)
      return()  # the build says the GBA tests are not run
    endif()
    set(extra -DMAIN=${use}/gba/main.cpp "-DARGS=-DFIXPATH_GBA_HARNESS=${FIXPATH_GBA_HARNESS}")
    set(snippet ${use}/gba)
  elseif(kind STREQUAL "avr")
    # The README's first search as a board's program: built, its .hex made
    # and no larger than the board's flash less its bootloader (the Uno's
    # 512 bytes, the Mega's 4 KiB), and run under simavr.
    if(FIXPATH_AVR_MCU STREQUAL "atmega328p")
      set(room 32256)
    else()
      set(room 126976)
    endif()
    set(extra -DMAIN=${use}/avr/main.cpp -DMAIN_SHOWN=ON "-DARGS=-DFIXPATH_AVR_MCU=${FIXPATH_AVR_MCU}" -DHEX=my_game.hex
              -DHEX_ROOM=${room} "-DEXPECT=found, cost 104, 11 points")
    set(snippet ${use}/avr)
  elseif(FIXPATH_TARGET STREQUAL "cortex-m")
    set(extra "-DARGS=-DFIXPATH_CORTEX_M_CPU=${FIXPATH_CORTEX_M_CPU}")
    set(snippet ${use}/find_package)
  else()
    set(extra "-DARGS=-DFIXPATH_RISCV_ARCH=${FIXPATH_RISCV_ARCH}")
    set(snippet ${use}/find_package)
  endif()
  add_test(NAME use_in_project_${FIXPATH_TARGET}
           COMMAND ${CMAKE_COMMAND} -DSNIPPET=${snippet} -DMODE=find_package -DINSTALL_FROM=${CMAKE_BINARY_DIR}
                   -DTOOLCHAIN=${toolchain} -DWORK=${CMAKE_CURRENT_BINARY_DIR}/use_in_project ${extra} ${common})
  set_tests_properties(use_in_project_${FIXPATH_TARGET} PROPERTIES TIMEOUT 300)
endfunction()
