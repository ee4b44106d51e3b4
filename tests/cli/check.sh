# Sourced by the CLI scripts (input_messages.sh, named_refusals.sh):
#   check NAME EXPECTED_EXIT OUTPUT_REGEX -- command...
# runs the command; the regex is looked for in stderr for exit 2, else in
# stdout; an exit-2 error must be one line of at most 400 bytes. Counts
# failures in $failures.
failures=0
check() {
  local name=$1 want=$2 pattern=$3; shift 4
  "$@" >out.txt 2>err.txt
  local rc=$? file=out.txt
  [ "$want" = 2 ] && file=err.txt
  local lines bytes
  lines=$(wc -l <err.txt); bytes=$(wc -c <err.txt)
  if [ "$rc" != "$want" ] || ! grep -qE -- "$pattern" "$file" || { [ "$want" = 2 ] && { [ "$lines" != 1 ] || [ "$bytes" -gt 400 ]; }; }; then
    echo "FAIL $name: exit $rc (want $want), stderr ($lines lines, $bytes bytes): $(head -c 300 err.txt) stdout: $(head -c 200 out.txt)"
    failures=$((failures + 1))
  else
    echo "ok   $name: $(head -c 160 "$file" | head -n 1)"
  fi
}
