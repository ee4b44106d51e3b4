# What a Game Boy Advance program needs besides fixpath::core, for fixpath's
# own ROMs and for a game (README "Use it in your project"): included by
# ports/gba, by fixpath's CMakeLists when a game adds it with add_subdirectory
# or FetchContent, and by find_package(fixpath) — each time with the
# toolchain file toolchains/gba.cmake.
#
#   fixpath::gba                  crt0 (cartridge header, stacks, .data/.bss/IWRAM set-up),
#                                 the linker script gba.ld, and runtime.hpp/.cpp (memcpy and
#                                 friends, mGBA debug text, a cycle counter, the harness's
#                                 result block)
#   fixpath_add_gba_rom(NAME SOURCES...)
#                                 an executable NAME (an ELF the harness runs) linked with
#                                 fixpath::core and fixpath::gba, and NAME.gba beside it
#
# The runtime is compiled by the game's own build, with its compiler flags.
if(TARGET fixpath::gba)
  return()
endif()
set(FIXPATH_GBA_DIR ${CMAKE_CURRENT_LIST_DIR} CACHE INTERNAL "crt0.s, gba.ld, runtime.* of the GBA port")
enable_language(ASM)
add_library(fixpath_gba_runtime STATIC ${FIXPATH_GBA_DIR}/crt0.s ${FIXPATH_GBA_DIR}/runtime.cpp)
add_library(fixpath::gba ALIAS fixpath_gba_runtime)
# Loops in memcpy/memset stay loops (GCC would turn them into calls to themselves).
target_compile_options(fixpath_gba_runtime PRIVATE $<$<COMPILE_LANGUAGE:CXX>:-O2 -fno-tree-loop-distribute-patterns>)
target_include_directories(fixpath_gba_runtime PUBLIC ${FIXPATH_GBA_DIR})
target_link_options(fixpath_gba_runtime INTERFACE -T ${FIXPATH_GBA_DIR}/gba.ld)
target_link_libraries(fixpath_gba_runtime INTERFACE gcc)  # division and friends (no C library)

function(fixpath_add_gba_rom name)
  add_executable(${name} ${ARGN})
  target_link_libraries(${name} PRIVATE fixpath::core fixpath::gba)
  set_target_properties(${name} PROPERTIES SUFFIX ".elf" LINK_DEPENDS ${FIXPATH_GBA_DIR}/gba.ld)
  add_custom_command(TARGET ${name} POST_BUILD
    COMMAND ${CMAKE_OBJCOPY} -O binary $<TARGET_FILE:${name}> $<TARGET_FILE_DIR:${name}>/${name}.gba
    COMMENT "ROM image ${name}.gba")
endfunction()
