#!/usr/bin/env bash
# A short libFuzzer run of every fuzz target, for CI: each target is built with swiftc
# (-sanitize=fuzzer,address), replays Tests/Fuzz/regressions/TARGET, then fuzzes for
# FUZZ_SMOKE_SECONDS (25 by default) from its seed corpus. A crash, a timeout or a target that
# does not build fails. Longer runs: Tests/Fuzz/run.sh TARGET SECONDS (see Tests/Fuzz/README.md).
#
# Usage: Tests/e2e/fuzz-smoke.sh [PATH/TO/push-composer]   (the binary is not needed here)
set -u
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
SECONDS_EACH="${FUZZ_SMOKE_SECONDS:-25}"
PASSED=0
FAILED=0

for target in $(bash "$ROOT/Tests/Fuzz/run.sh" --list); do
    out="$(bash "$ROOT/Tests/Fuzz/run.sh" "$target" "$SECONDS_EACH" 2>&1)"
    status=$?
    echo "$out" | sed 's/^/    /'
    if [ "$status" = 0 ]; then
        echo "ok   - fuzz $target: $(echo "$out" | grep -oE '[0-9]+ executions in [0-9]+ s' | tail -n 1), no crash"
        PASSED=$((PASSED + 1))
    elif [ "$status" = 2 ]; then
        echo "FAIL - fuzz $target: could not be built (see above)"
        FAILED=$((FAILED + 1))
    else
        echo "FAIL - fuzz $target: a crash, timeout or out-of-memory (input saved and printed above)"
        FAILED=$((FAILED + 1))
    fi
done

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" = 0 ]
