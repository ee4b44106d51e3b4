#!/usr/bin/env bash
# Every test suite: set up, build twice (optimised, and with AddressSanitizer
# + UndefinedBehaviorSanitizer), run ctest on both, print the benchmark
# figures, and end with one summary line. Exit status non-zero on any failure.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/scripts/setup-debian.sh" test || exit 1
jobs=$(nproc)
logs=$(mktemp -d)
status=0

build() {  # build DIR CMAKE-ARGS...
  local dir=$1; shift
  cmake -S "$root" -B "$dir" -G Ninja "$@" >"$logs/configure.log" 2>&1 || { cat "$logs/configure.log"; return 1; }
  grep -E "^-- fixpath:|^CMake Warning|fixpath:" "$logs/configure.log" || true
  cmake --build "$dir" -j "$jobs" 2>&1 | tail -n 3
  return "${PIPESTATUS[0]}"
}

run_suite() {  # run_suite NAME DIR
  echo "=== $1: ctest"
  (cd "$2" && ctest -j "$jobs" --output-on-failure --timeout 1200) | tee "$logs/$1.log" | grep -vE "^\s+(Start|[0-9]+/[0-9]+ Test)" || true
  [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
}

echo "=== build: optimised"
if build "$root/build/release" -DCMAKE_BUILD_TYPE=RelWithDebInfo; then
  run_suite release "$root/build/release"
else
  echo "build failed"; status=1
fi
echo "=== build: AddressSanitizer + UndefinedBehaviorSanitizer"
if build "$root/build/sanitize" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DFIXPATH_SANITIZE=ON -DFIXPATH_BUILD_BENCHMARKS=OFF; then
  run_suite sanitize "$root/build/sanitize"
else
  echo "sanitizer build failed"; status=1
fi

bench="$root/build/release/ports/host/bench/fixpath_bench_grid"
if [ -x "$bench" ]; then
  echo "=== benchmarks (figures, not pass/fail)"
  "$bench" --benchmark_min_time=0.2 2>&1 | grep -v "WARNING.*DEBUG" || status=1
fi

passed=0; failed=0; skipped=0
for suite in release sanitize; do
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
