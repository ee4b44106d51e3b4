# The test suite of a board that runs programs under QEMU with semihosting
# (printf reaches stdout, exit(n) the exit status): the Cortex-M and RISC-V
# ports. One call defines the grid and graph batteries, the instruction
# counts and the code-size probes; the port says how its board differs.
#
#   fixpath_semihosted_suite(
#     DEVICE m3                       name in test names and printed lines
#     LARGE_RAM ON                    the battery's 64x64 dense cases fit
#     BENCH_LINK_OPTIONS ...          memory layout for the benchmark (it needs MiBs)
#     QEMU qemu-system-arm            emulator binary and machine for the
#     QEMU_MACHINE mps2-an385         instruction counts (QEMU_NO_BIOS: -bios none;
#                                     QEMU_USER: a Linux program under QEMU user mode, no machine)
#     INSTRUCTION_BUDGET 300            per grid expansion (0: figures only)
#     BATTERY_OPTIMIZE -Os            the batteries' optimisation (default -O2; the
#                                     instruction counts are always -O2, the probes -Os)
#     BINUTILS_PREFIX arm-none-eabi-  nm and addr2line for the attribution
#     GRID_SIZE_BUDGET 2048 GRAPH_SIZE_BUDGET 1536)
#
# The batteries and probes link with the toolchain's memory layout. On a
# bare-metal board (not QEMU_USER) the batteries carry the stack guard
# (stack_guard.h, C: the port enables the language before the call): a run
# whose stack reached .bss fails, and each prints its stack's depth.
set(FIXPATH_SEMIHOSTED_DIR ${CMAKE_CURRENT_LIST_DIR})
set(FIXPATH_QEMU_PLUGIN "" CACHE FILEPATH
    "insn_count QEMU plugin (.so, from a host build: ports/cortex-m/qemu-plugin) for instruction counts")

function(fixpath_semihosted_suite)
  cmake_parse_arguments(S "LARGE_RAM;QEMU_NO_BIOS;QEMU_USER" "DEVICE;QEMU;QEMU_MACHINE;INSTRUCTION_BUDGET;BINUTILS_PREFIX;GRID_SIZE_BUDGET;GRAPH_SIZE_BUDGET;BATTERY_OPTIMIZE"
                        "BENCH_LINK_OPTIONS" ${ARGN})
  set(dir ${FIXPATH_SEMIHOSTED_DIR})
  set(strict ${FIXPATH_STRICT_WARNINGS})
  set(dev ${S_DEVICE})
  set(battery_optimize -O2)
  if(S_BATTERY_OPTIMIZE)
    set(battery_optimize ${S_BATTERY_OPTIMIZE})
  endif()
  set(battery_cpu "${dev} (${battery_optimize})")  # the batteries name their level
  set(guarded "")
  if(NOT S_QEMU_USER)
    set(guarded fixpath_battery fixpath_graph_battery)
    if(NOT S_LARGE_RAM)
      list(APPEND guarded fixpath_jump_battery fixpath_shape_battery)
    endif()
  endif()

  # The grid battery: every case of tests/device/battery_data.inc, computed on
  # the host, must come out bit for bit the same on the board.
  add_executable(fixpath_battery ${dir}/battery_main.cpp)
  target_link_libraries(fixpath_battery PRIVATE fixpath::core)
  target_compile_options(fixpath_battery PRIVATE ${strict} ${battery_optimize})
  target_compile_definitions(fixpath_battery PRIVATE FIXPATH_CPU_NAME="${battery_cpu}")
  if(S_LARGE_RAM)
    target_compile_definitions(fixpath_battery PRIVATE FIXPATH_BATTERY_LARGE_RAM=1)
  else()
    # Small RAM: the jump point cases run in a program of their own.
    target_compile_definitions(fixpath_battery PRIVATE FIXPATH_BATTERY_GRID_ONLY=1)
    add_executable(fixpath_jump_battery ${dir}/battery_main.cpp)
    target_link_libraries(fixpath_jump_battery PRIVATE fixpath::core)
    target_compile_options(fixpath_jump_battery PRIVATE ${strict} ${battery_optimize})
    target_compile_definitions(fixpath_jump_battery PRIVATE FIXPATH_CPU_NAME="${battery_cpu}" FIXPATH_BATTERY_JUMP_ONLY=1)
    add_test(NAME device_jump_battery_${dev} COMMAND fixpath_jump_battery)
    set_tests_properties(device_jump_battery_${dev} PROPERTIES TIMEOUT 300
                         PASS_REGULAR_EXPRESSION "[1-9][0-9]* passed, 0 failed")
    # ... and the big-unit and hex cases in a third (flash: 256 KiB).
    add_executable(fixpath_shape_battery ${dir}/battery_main.cpp)
    target_link_libraries(fixpath_shape_battery PRIVATE fixpath::core)
    target_compile_options(fixpath_shape_battery PRIVATE ${strict} ${battery_optimize})
    # (Its many searches do not fit the 256 KiB with a grid cell's neighbours
    # offered as eight copies each, detail::kUnrolledNeighbours: it runs the
    # loop form, as the size probes and the AVR boards do; the other CPUs'
    # batteries run these cases with the copies.)
    target_compile_definitions(fixpath_shape_battery PRIVATE FIXPATH_CPU_NAME="${battery_cpu}" FIXPATH_BATTERY_SHAPES_ONLY=1
                               FIXPATH_UNROLLED_NEIGHBOURS=0)
    add_test(NAME device_shape_battery_${dev} COMMAND fixpath_shape_battery)
    set_tests_properties(device_shape_battery_${dev} PROPERTIES TIMEOUT 300
                         PASS_REGULAR_EXPRESSION "[1-9][0-9]* passed, 0 failed")
  endif()
  target_link_options(fixpath_battery PRIVATE -Wl,-Map=fixpath_battery.map)
  add_test(NAME device_battery_${dev} COMMAND fixpath_battery)
  set_tests_properties(device_battery_${dev} PROPERTIES TIMEOUT 300 PASS_REGULAR_EXPRESSION "[1-9][0-9]* passed, 0 failed")

  # The waypoint-graph battery: its own program (the micro:bit has no room for
  # both batteries' memory at once).
  add_executable(fixpath_graph_battery ${dir}/graph_battery_main.cpp)
  target_link_libraries(fixpath_graph_battery PRIVATE fixpath::core)
  target_compile_options(fixpath_graph_battery PRIVATE ${strict} ${battery_optimize})
  target_compile_definitions(fixpath_graph_battery PRIVATE FIXPATH_CPU_NAME="${battery_cpu}")
  add_test(NAME device_graph_battery_${dev} COMMAND fixpath_graph_battery)
  set_tests_properties(device_graph_battery_${dev} PROPERTIES TIMEOUT 300
                       PASS_REGULAR_EXPRESSION "[1-9][0-9]* passed, 0 failed")

  foreach(program IN LISTS guarded)
    target_sources(${program} PRIVATE ${dir}/stack_guard.c)
    target_compile_definitions(${program} PRIVATE FIXPATH_STACK_GUARD=1)
  endforeach()

  # Instruction counts (the insn_count plugin, built by the host build).
  find_package(Python3 COMPONENTS Interpreter QUIET)
  add_executable(fixpath_bench_device ${dir}/bench_main.cpp)
  target_link_libraries(fixpath_bench_device PRIVATE fixpath::core)
  # -g1: line tables and the records of inlined calls, which addr2line -i
  # attributes the instructions with, without variables' locations (three
  # quarters of the compile of -g; the same code, so the same counts).
  target_compile_options(fixpath_bench_device PRIVATE ${strict} -O2 -g1)
  target_link_options(fixpath_bench_device PRIVATE ${S_BENCH_LINK_OPTIONS})
  set(board --machine ${S_QEMU_MACHINE})
  if(S_QEMU_NO_BIOS)
    list(APPEND board --no-bios)
  endif()
  if(S_QEMU_USER)
    set(board --user)
  endif()
  if(FIXPATH_QEMU_PLUGIN AND EXISTS "${FIXPATH_QEMU_PLUGIN}" AND Python3_FOUND)
    add_test(NAME device_instructions_${dev}
             COMMAND ${Python3_EXECUTABLE} ${dir}/tools/count_instructions.py
                     --elf $<TARGET_FILE:fixpath_bench_device> --plugin ${FIXPATH_QEMU_PLUGIN}
                     --qemu ${S_QEMU} ${board} --cpu ${dev} --budget ${S_INSTRUCTION_BUDGET}
                     --query-budget jps-serpentine-64x64=200000 --query-budget jps-serpentine-128x128=750000
                     --query-budget jps+-serpentine-64x64=200000 --query-budget jps+-serpentine-128x128=750000
                     --nm ${S_BINUTILS_PREFIX}nm --addr2line ${S_BINUTILS_PREFIX}addr2line)
    set_tests_properties(device_instructions_${dev} PROPERTIES TIMEOUT 900 LABELS figures)
  else()
    message(STATUS "fixpath: no FIXPATH_QEMU_PLUGIN (or python3): instruction counts skipped")
  endif()

  # Code size: a minimal program of one feature, -Os; tools/code_size.py sums
  # what the linker kept from the probe's own object.
  foreach(probe grid_astar grid_astar_fixed grid_astar_fixed_cells grid_astar_framed grid_astar_two_sizes grid_astar_views graph_dijkstra jump_points hex_astar)
    if(probe STREQUAL "grid_astar")
      set(main size_main.cpp)
      set(label "grid A* (ByteCostMap, uint16_t costs, dense layout)")
      set(budget ${S_GRID_SIZE_BUDGET})
    elseif(probe STREQUAL "grid_astar_fixed")
      set(main size_main.cpp)
      set(label "grid A* with fixed rules (FixedRules<>, default state)")
      set(budget 3072)
    elseif(probe STREQUAL "grid_astar_fixed_cells")
      set(main size_main.cpp)
      set(label "grid A* with fixed rules on a CellBuckets state (each cell's open-list entry in place)")
      set(budget 3072)
    elseif(probe STREQUAL "grid_astar_framed")
      set(main size_framed_main.cpp)
      set(label "grid A* with fixed rules on a CellBuckets state, on a map with a wall all round (Framed)")
      set(budget 3072)
    elseif(probe STREQUAL "grid_astar_two_sizes")
      set(main size_main.cpp)
      set(label "grid A* with two dense states of different sizes, each searched directly")
      set(budget 0)
    elseif(probe STREQUAL "grid_astar_views")
      set(main size_main.cpp)
      set(label "grid A* with two dense states of different sizes, both through views (one copy of the search)")
      set(budget 0)
    elseif(probe STREQUAL "hex_astar")
      set(main size_hex_main.cpp)
      set(label "hex A* (ByteCostMap as pointy hexes, uint16_t costs, dense layout)")
      set(budget 0)
    elseif(probe STREQUAL "jump_points")
      set(main size_jump_points_main.cpp)
      set(label "jump point search (BitMap and its transpose, uint16_t costs, node pool)")
      set(budget 0)
    else()
      set(main size_graph_main.cpp)
      set(label "graph Dijkstra (GraphView, uint16_t costs, NoEstimate)")
      set(budget ${S_GRAPH_SIZE_BUDGET})
    endif()
    set(name fixpath_size_${probe})
    add_executable(${name} ${dir}/${main} ${dir}/size_${probe}.cpp)
    target_link_libraries(${name} PRIVATE fixpath::core)
    target_compile_options(${name} PRIVATE ${strict} -Os)
    target_link_options(${name} PRIVATE -Wl,-Map=${CMAKE_CURRENT_BINARY_DIR}/${name}.map)
    add_test(NAME device_size_${probe}_runs_${dev} COMMAND ${name})
    if(Python3_FOUND)
      add_test(NAME device_size_${probe}_code_size_${dev}
               COMMAND ${Python3_EXECUTABLE} ${dir}/tools/code_size.py
                       --map ${CMAKE_CURRENT_BINARY_DIR}/${name}.map --object /size_${probe}.cpp.
                       --label "${label} on ${dev}" --budget ${budget})
      set_tests_properties(device_size_${probe}_code_size_${dev} PROPERTIES LABELS figures)
    endif()
  endforeach()
endfunction()
