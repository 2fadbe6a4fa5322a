#!/usr/bin/env bash
# Builds, runs every Swift test, then the end-to-end scripts, and ends with one
# "N passed, N failed" line. Exit status is non-zero when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."

log=$(mktemp)
trap 'rm -f "$log"' EXIT
passed=0
failed=0

# No crash on I/O can come back: Foundation's FileHandle reads and writes trap on a closed or
# full descriptor, and `try!` turns any thrown error into a crash. Sources use SafeFiles instead.
echo "== no try! and no FileHandle in Sources"
if grep -rnE 'try!|FileHandle' Sources; then
  echo "FAIL - Sources use try! or FileHandle (see above): use SafeFiles' reader and OutputChannel"; failed=$((failed + 1))
else
  echo "ok   - no try! and no FileHandle in Sources"; passed=$((passed + 1))
fi

echo "== swift build"
if ! swift build --build-tests 2>&1 | tail -n 30; then
  echo "build failed"; echo "0 passed, 1 failed"; exit 1
fi
if [ "${PIPESTATUS[0]}" != 0 ]; then echo "0 passed, 1 failed"; exit 1; fi

echo "== swift test"
swift test --skip-build 2>&1 | tee "$log" | grep -E '^(✘|􀢄)|Test run with|Executed|error:' || true
status=${PIPESTATUS[0]}
# Count individual tests, not the closing "Test run with N tests" line.
ok=$(grep -E '^(✔|􁁛) Test .* passed' "$log" | grep -vc 'Test run with' || true)
bad_tests=$(grep -E '^(✘|􀢄) Test .* failed' "$log" | grep -vc 'Test run with' || true)
passed=$((passed + ok))
failed=$((failed + bad_tests))
if [ "$status" != 0 ] && [ "$bad_tests" = 0 ]; then failed=$((failed + 1)); fi

# End-to-end scripts: each takes the built binary and prints its own "N passed, N failed".
bin="$(swift build --show-bin-path)/push-composer"
for script in Tests/e2e/*.sh; do
  [ -e "$script" ] || continue
  echo "== $script"
  out=$(bash "$script" "$bin" 2>&1); rc=$?
  echo "$out"
  line=$(echo "$out" | grep -E '^[0-9]+ passed, [0-9]+ failed' | tail -n 1)
  if [ -n "$line" ]; then
    passed=$((passed + $(echo "$line" | cut -d' ' -f1)))
    failed=$((failed + $(echo "$line" | cut -d' ' -f3)))
  fi
  if [ "$rc" != 0 ] && { [ -z "$line" ] || [ "$(echo "$line" | cut -d' ' -f3)" = 0 ]; }; then failed=$((failed + 1)); fi
done

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
