#!/usr/bin/env bash
# Every test suite: set up; build optimised (GCC) and with AddressSanitizer +
# UndefinedBehaviorSanitizer (clang), and run ctest on both; build the
# Cortex-M port for four CPUs and the RISC-V port for two ISAs (run under
# QEMU), the AVR port for two 8-bit boards (run under simavr), the Game Boy
# Advance port (run headless in mGBA) and the 68000 and R3000 (QEMU user
# mode), two devices at a time, and run ctest on each; print the benchmark
# figures (grid benchmark, peers, graphs against Boost, device instruction
# counts and code size) while the libFuzzer targets (clang) build and run
# beside them; end with one summary line. Exit status non-zero on any
# failure.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/scripts/setup-debian.sh" test || exit 1
jobs=$(nproc)
logs=$(mktemp -d)
status=0

# `stage TITLE` ends the previous stage with its one-line summary (what it
# gave, `stage_result`, and its time) and starts one; the end repeats them all.
stage_names=() stage_seconds=() stage_results=() stage_start=$SECONDS stage_name="" stage_result=""
stage() {
  if [ -n "$stage_name" ]; then
    local took=$((SECONDS - stage_start))
    stage_names+=("$stage_name"); stage_seconds+=("$took"); stage_results+=("${stage_result:-done}")
    echo "--- ${stage_name:0:60}: ${stage_result:-done}, $took s"
  fi
  stage_name=$1 stage_start=$SECONDS stage_result=""
  echo "=== $1"
}
# ctest's own count of a suite's log, for its stage's summary.
ctest_result() {
  local line skipped
  line=$(grep -hE "tests passed, [0-9]+ tests failed out of [0-9]+" "$1" 2>/dev/null | tail -n 1 |
    sed -E 's/.*, ([0-9]+) tests failed out of ([0-9]+)/\2 tests, \1 failed/')
  skipped=$(grep -cE "\(Skipped\)" "$1" 2>/dev/null)
  echo "${line:-no ctest summary}${skipped:+, $skipped skipped}" | sed 's/, 0 skipped$//'
}

# build DIR [--default-generator] CMAKE-ARGS...: Ninja unless asked for
# CMake's default generator.
build() {
  local dir=$1; shift
  local generator=(-G Ninja)
  [ "${1:-}" = "--default-generator" ] && { generator=(); shift; }
  cmake -S "$root" -B "$dir" "${generator[@]}" "$@" >"$logs/configure.log" 2>&1 || { cat "$logs/configure.log"; return 1; }
  grep -E "^-- fixpath:|^CMake Warning|fixpath:" "$logs/configure.log" || true
  cmake --build "$dir" -j "$jobs" 2>&1 | tail -n 3
  local rc=${PIPESTATUS[0]}
  if [ "$rc" -eq 0 ]; then stage_result="built"; else stage_result="BUILD FAILED"; fi
  return "$rc"
}

run_suite() {  # run_suite NAME DIR
  stage "$1: ctest"
  (cd "$2" && ctest -j "$jobs" --output-on-failure --timeout 1200) | tee "$logs/$1.log" | grep -vE "^\s+(Start|[0-9]+/[0-9]+ Test)" || true
  [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
  stage_result=$(ctest_result "$logs/$1.log")
}

# The optimised build is the plainest one a user can type: CMake's default
# generator (Unix Makefiles) and no option but the build type. Release, not
# the project's default RelWithDebInfo: the same optimised code without debug
# information, which no test reads and which costs a third of the compiler's
# time (measured on test_graph.cpp: 15.8 s with -O2 -g, 12.6 s with -O3).
stage "build: optimised (cmake -S . -B build/release, default generator)"
if build "$root/build/release" --default-generator -DCMAKE_BUILD_TYPE=Release; then
  run_suite release "$root/build/release"
else
  echo "build failed"; status=1
fi
# -O1 and line tables only (-g1): what AddressSanitizer's reports need (file
# and line of every frame); measured, the build takes 218 s instead of 515 s
# with -O2 -g, and the suite runs in the same 45 s. Compiled by clang, the
# optimised build's compiler being GCC: every test compiles with both, and
# clang's warnings (-Wsign-conversion within -Wconversion) and checks
# (-fsanitize=enum: an enum read with a value it has no enumerator for)
# reach further; it also builds in three quarters of GCC's time (574
# processor seconds against 760).
stage "build: AddressSanitizer + UndefinedBehaviorSanitizer (clang)"
if CC=clang CXX=clang++ build "$root/build/sanitize" -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" \
     "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" -DFIXPATH_SANITIZE=ON -DFIXPATH_BUILD_BENCHMARKS=OFF; then
  run_suite sanitize "$root/build/sanitize"
else
  echo "sanitizer build failed"; status=1
fi

suites=(release sanitize)
# The devices build and run two at a time: a device's build ends on one
# large file (its battery) while the other core idles, and an emulator runs
# on one core; what they count (instructions, cycles, bytes) is exact however
# busy the machine is. Each device's output is kept and printed whole, in
# order, once all are done; each row of the summary is that device's own
# time, the "devices" row the time they took together.
# build_and_test NAME BUILD-JOBS "CTEST-OPTIONS" CMAKE-ARGS...: configures
# build/NAME with Ninja, builds every target (or $build_target when set)
# and runs its ctest, keeping what each printed and took in $logs/NAME.*
# (.rc only when the build succeeded). Its callers run it in the background.
build_and_test() {
  local name=$1 build_jobs=$2 ctest_options=$3; shift 3
  local dir="$root/build/$name" start=$SECONDS target=()
  [ -n "${build_target:-}" ] && target=(--target "$build_target")
  if cmake -S "$root" -B "$dir" -G Ninja "$@" >"$logs/$name.configure" 2>&1 &&
     cmake --build "$dir" -j "$build_jobs" "${target[@]}" >"$logs/$name.build" 2>&1; then
    echo "$((SECONDS - start))" >"$logs/$name.build_seconds"
    start=$SECONDS
    # shellcheck disable=SC2086  # (the options are words)
    (cd "$dir" && ctest --output-on-failure $ctest_options) >"$logs/$name.full" 2>&1
    echo "$?" >"$logs/$name.rc"
    echo "$((SECONDS - start))" >"$logs/$name.test_seconds"
  else
    echo "$((SECONDS - start))" >"$logs/$name.build_seconds"
  fi
}
# device_suite NAME "TITLE" "RUN" "NOTE" CMAKE-ARGS...: builds a port for one
# device and runs its suite on the device's emulator, in the background.
device_names=()
device_suite() {
  local name=$1 title=$2 run=$3 note=$4; shift 4
  device_names+=("$name")
  printf '%s\n%s\n%s\n' "$title" "$run" "$note" >"$logs/$name.about"
  build_and_test "$name" "$jobs" "--timeout 900 -V" "$@" &
  while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n; done
}
# apart_row TITLE SECONDS RESULT: a row of the summary for a build or suite
# that ran beside others (a device's, the fuzzers'), timed on its own.
apart_row() { stage_names+=("$1"); stage_seconds+=("$2"); stage_results+=("$3"); }
# report_build NAME "TITLE" "ROW": prints what a background build gave (its
# configure messages, its end or, failed, why) and adds its summary row.
# False when it failed: the suite then counts as failed (its log is missing).
report_build() {
  local name=$1 title=$2 row=$3
  grep -E "^-- fixpath:|^CMake Warning|fixpath:" "$logs/$name.configure" || true
  if [ ! -f "$logs/$name.rc" ]; then
    cat "$logs/$name.configure" "$logs/$name.build" 2>/dev/null | tail -n 30
    echo "$title build failed"; status=1
    apart_row "$row" "$(cat "$logs/$name.build_seconds")" "BUILD FAILED"
    suites+=("$name")
    return 1
  fi
  tail -n 3 "$logs/$name.build"
  apart_row "$row" "$(cat "$logs/$name.build_seconds")" "built"
}
# device_report NAME: prints what a device's build and suite gave, as a
# stage of their own would have.
device_report() {
  local name=$1 title run note
  { read -r title; read -r run; read -r note; } <"$logs/$name.about"
  echo "=== build: $title, $run"
  report_build "$name" "$title" "build: $title (alongside another)" || return
  echo "=== $name: ctest $note"
  # (simavr colours the UART's lines: the escape codes are dropped here)
  grep -E "^[0-9]+: " "$logs/$name.full" | sed 's/^[0-9]*: //; s/\x1b\[[0-9;]*m//g' |
    grep -vE "^(Test command|Working Directory|Test timeout|Loaded [0-9]+ )" || true
  grep -E "tests passed|\*\*\*Failed|\(Failed\)" "$logs/$name.full" | tee "$logs/$name.log"
  [ "$(cat "$logs/$name.rc")" -eq 0 ] || status=1
  apart_row "$name: ctest $note" "$(cat "$logs/$name.test_seconds")" "$(ctest_result "$logs/$name.log")"
  suites+=("$name")
}
stage "devices: built and run two at a time (their rows below)"
plugin="$root/build/release/ports/cortex-m/qemu-plugin/libinsn_count.so"
qemu_note="(batteries; instruction counts and code size are figures)"
# (Longest builds first, the two AVR boards last: two at a time, the stage
# ends when its last device does, so the short ones fill the end.)
cortex_m() {
  device_suite "cortex-m-$1" "Cortex-M ($1)" "run under QEMU" "$qemu_note" \
    -DCMAKE_TOOLCHAIN_FILE="$root/toolchains/arm-none-eabi.cmake" "-DFIXPATH_CORTEX_M_CPU=$1" -DFIXPATH_QEMU_PLUGIN="$plugin"
}
riscv() {
  device_suite "riscv-$1" "RISC-V ($1)" "run under QEMU" "$qemu_note" \
    -DCMAKE_TOOLCHAIN_FILE="$root/toolchains/riscv32-unknown-elf.cmake" "-DFIXPATH_RISCV_ARCH=$1" -DFIXPATH_QEMU_PLUGIN="$plugin"
}
avr() {
  device_suite "avr-$1" "AVR ($1)" "run under simavr" "(8-bit battery; cycles and image size are figures)" \
    -DCMAKE_TOOLCHAIN_FILE="$root/toolchains/avr.cmake" "-DFIXPATH_AVR_MCU=$1"
}
riscv rv32imac
cortex_m m3
device_suite m68k "Motorola 68000 (big-endian)" "run under QEMU user mode" "$qemu_note" \
  -DCMAKE_TOOLCHAIN_FILE="$root/toolchains/m68k-68000.cmake" -DFIXPATH_HOST_BUILD="$root/build/release"
cortex_m m0plus
riscv rv32i
device_suite gba "Game Boy Advance (ARM7TDMI)" "run headless in mGBA" "(battery, demo check; cycle budgets are figures)" \
  -DCMAKE_TOOLCHAIN_FILE="$root/toolchains/gba.cmake" -DFIXPATH_GBA_HARNESS="$root/build/release/ports/gba/harness/fixpath-mgba"
cortex_m m4f
cortex_m m7
device_suite r3000 "MIPS R3000" "run under QEMU user mode" "$qemu_note" \
  -DCMAKE_TOOLCHAIN_FILE="$root/toolchains/mips-r3000.cmake" -DFIXPATH_HOST_BUILD="$root/build/release"
avr atmega1280
avr atmega328p
wait
stage_result="${#device_names[@]} devices"
for name in "${device_names[@]}"; do device_report "$name"; done

bench="$root/build/release/ports/host/bench"
# The libFuzzer targets (clang, ASan + UBSan; -O1 -g1 as the sanitizer
# build, for the same reason: the reports need file and line, the build time
# is the rest; only the fuzzers and what they link: the file formats'
# library, the core, the C wrapper) build and run on one core while the
# benchmarks, one thread each, time their searches on the other: each fuzzer
# runs for a fixed time (FIXPATH_FUZZ_SECONDS, 10 s), so sharing the machine
# changes how far it gets, not how long it takes, and the benchmarks'
# figures are ratios to peers timed in the same run. Without the benchmarks
# they take both cores.
fuzz_jobs=$jobs
[ -x "$bench/fixpath_bench_grid" ] && fuzz_jobs=1
CC=clang CXX=clang++ build_target=fixpath_fuzzers build_and_test fuzz "$fuzz_jobs" "-j $fuzz_jobs --timeout 1200" \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DFIXPATH_FUZZ=ON \
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" \
  -DFIXPATH_BUILD_TESTS=OFF -DFIXPATH_BUILD_BENCHMARKS=OFF -DFIXPATH_BUILD_EXAMPLES=OFF \
  -DFIXPATH_FUZZ_SECONDS="${FIXPATH_FUZZ_SECONDS:-10}" &
fuzz_pid=$!
if [ -x "$bench/fixpath_bench_grid" ]; then
  stage "benchmark: grid search (figures, not pass/fail)"
  "$bench/fixpath_bench_grid" --benchmark_min_time=0.2 2>&1 | grep -v "WARNING.*DEBUG"
  if [ "${PIPESTATUS[0]}" -eq 0 ]; then stage_result="figures printed"; else stage_result="FAILED"; status=1; fi
fi
# bench_stage NAME "what it prints": runs a benchmark built in the release tree.
bench_stage() {
  if [ -x "$bench/fixpath_bench_$1" ]; then
    stage "benchmark: $2"
    if "$bench/fixpath_bench_$1"; then stage_result="figures printed"; else stage_result="FAILED"; status=1; fi
  fi
}
bench_stage peers "fixpath against libtcod, Boost Graph and a plain A* (figures; fails only on a wrong fixpath answer)"
bench_stage graph "fixpath waypoint graphs against Boost Graph (figures; fails only if the two disagree)"
bench_stage shapes "big units, hex maps and links against the square-grid A* (figures; fails only if the big-unit forms or the linked search disagree)"
bench_stage incremental "incremental repairs (D* Lite) against a fresh A* from the unit's cell (figures; fails only if a repaired cost differs)"
bench_stage bounds "goal bounding against A* and JPS+ on arena (figures; fails only on a cost that differs from A*'s)"
bench_stage agents "agents moving together on the multi-agent benchmark instance (figures; fails only if an agent does not arrive)"
bench_stage hierarchical "hierarchical search (HPA*) against A* on every scenario (figures; fails only on a bad hierarchical path)"
if [ -x "$root/build/release/ports/host/fixpath" ] && [ -f "$root/../shared/bench/movingai/arena.map.scen" ]; then
  stage "fixpath bench (exact costs 13860,19601; last 10 buckets)"
  if "$root/build/release/ports/host/fixpath" bench --costs 13860,19601 --last-buckets 10 \
       "$root"/../shared/bench/movingai/{arena,den520d,AR0011SR}.map.scen; then
    stage_result="figures printed"
  else
    stage_result="FAILED"; status=1
  fi
fi

stage "fuzzers: waited for (their rows below)"
wait "$fuzz_pid"
stage_result="done"
echo "=== build: libFuzzer targets (clang, ASan + UBSan), beside the benchmarks"
if report_build fuzz "libFuzzer targets" "build: libFuzzer targets (beside the benchmarks)"; then
  echo "=== fuzz: ctest"
  grep -vE "^\s+(Start|[0-9]+/[0-9]+ Test)" "$logs/fuzz.full" || true
  cp "$logs/fuzz.full" "$logs/fuzz.log"
  [ "$(cat "$logs/fuzz.rc")" -eq 0 ] || status=1
  apart_row "fuzz: ctest (beside the benchmarks)" "$(cat "$logs/fuzz.test_seconds")" "$(ctest_result "$logs/fuzz.log")"
  suites+=(fuzz)
fi

stage "end"
echo "=== each stage: seconds, what it gave (total $SECONDS s)"
for i in "${!stage_names[@]}"; do
  printf '%6d  %-62s %s\n' "${stage_seconds[$i]}" "${stage_names[$i]:0:62}" "${stage_results[$i]}"
done

passed=0; failed=0; skipped=0
for suite in "${suites[@]}"; do
  f="$logs/$suite.log"
  [ -f "$f" ] || { failed=$((failed + 1)); continue; }
  line=$(grep -E "tests passed, [0-9]+ tests failed out of [0-9]+" "$f" | tail -n 1)
  total=$(echo "$line" | sed -E 's/.*out of ([0-9]+).*/\1/')
  bad=$(echo "$line" | sed -E 's/.* ([0-9]+) tests failed.*/\1/')
  skip=$(grep -cE "\(Skipped\)" "$f" || true)
  [ -n "$total" ] || { failed=$((failed + 1)); continue; }
  passed=$((passed + total - bad - skip)); failed=$((failed + bad)); skipped=$((skipped + skip))
done
[ "$failed" -eq 0 ] || status=1
echo "summary: $passed passed, $failed failed, $skipped skipped"
exit $status
