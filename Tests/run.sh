#!/usr/bin/env bash
# The test command: sets the machine up (Scripts/setup.sh), builds, runs every check, prints one
# line per phase with its wall time and a closing table, and ends with one "N passed, N failed"
# line. Exit status is non-zero when anything failed.
#
# Where the two cores go: the C code (BoringSSL alone is 400 files) is compiled once, in one
# scratch folder (.build-static) that holds two flavours of the Swift modules: first the tests'
# (release configuration, unoptimised, testable: -Onone -enable-testing), which also builds
# push-test-servers and the benchmarks; then the static release users install
# (Scripts/build-release.sh), whose Swift modules are compiled again, optimised, against the static
# runtime, while the C objects stay. Beside the tests' build, in the idle scheduling class (only the
# cores it leaves idle), the fuzz build; beside the release build, the Swift tests (they mostly wait
# on local servers and clocks). Last, the end-to-end scripts against the release binary, E2E_JOBS
# (4) at a time (they mostly wait on terminals), beside each fuzz target for FUZZ_SECONDS (10),
# FUZZ_JOBS (2) at a time.
# A phase's output is printed whole when it ends, so lanes never interleave lines.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

bash Scripts/setup.sh || { echo "0 passed, 1 failed"; exit 1; }

results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT
E2E_JOBS=${E2E_JOBS:-4}
FUZZ_JOBS=${FUZZ_JOBS:-2}
FUZZ_SECONDS=${FUZZ_SECONDS:-10}
# Unoptimised fuzz targets build in a third of the time (60 instead of 200 CPU seconds): in ten
# seconds a run is about replaying the regressions and a first pass over the corpus.
export FUZZ_OPTIMIZATION=${FUZZ_OPTIMIZATION:--Onone}
# The tests' build: the release configuration, so its C objects are the release's, with the Swift
# modules unoptimised and testable; no debug information (the tests never read it, and it costs
# build and link time). Scripts/build-release.sh builds in the same folder.
scratch=$root/.build-static
test_flags=(-c release -Xswiftc -Onone -Xswiftc -enable-testing -debug-info-format none --scratch-path "$scratch"
            --explicit-target-dependency-import-check error)
sequence=0

# Milliseconds since the epoch.
now_ms() { local t=${EPOCHREALTIME/./}; echo $((t / 1000)); }
started_all=$(now_ms)

# phase KIND NAME COMMAND…: runs COMMAND, output to a log, and records its wall time and counts.
# KIND says how a phase is counted:
#   build   a failure is one failed check, success counts nothing;
#   check   one check: passed on exit 0;
#   script  its own last "N passed, N failed" line; a script that exits without one has failed;
#   swift   Swift Testing's xunit report (written by swift test, not grepped from its output).
# The phase's number (its order in the table) is PHASE_ID when the caller set it, else the next one.
phase() {
  local kind=$1 name=$2; shift 2
  local id=${PHASE_ID:-}
  if [ -z "$id" ]; then sequence=$((sequence + 1)); id=$(printf '%03d' "$sequence"); fi
  local log="$results/$id.log" start rc
  start=$(now_ms)
  # CPU seconds (user + system) of the phase and everything it started, beside its wall time.
  local TIMEFORMAT='%U %S'
  { time "$@" >"$log" 2>&1 </dev/null; } 2>"$results/$id.cpu"
  rc=$?
  local passed=0 failed=0 line
  case "$kind" in
    build) [ "$rc" = 0 ] || failed=1 ;;
    check) if [ "$rc" = 0 ]; then passed=1; else failed=1; fi ;;
    script)
      line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -n 1)
      if [ -z "$line" ]; then
        failed=1; echo "FAIL - $name ended (status $rc) without its \"N passed, N failed\" line" >>"$log"
      else
        passed=${line%% *}; failed=$(echo "$line" | cut -d' ' -f3)
        if [ "$rc" != 0 ] && [ "$failed" = 0 ]; then failed=1; echo "FAIL - $name exited $rc" >>"$log"; fi
      fi ;;
    swift)
      local report="$results/$id-swift-testing.xml"
      if [ -s "$report" ]; then
        read -r passed failed < <(python3 - "$report" <<'PY'
import sys, xml.etree.ElementTree as tree
suites = tree.parse(sys.argv[1]).getroot().iter("testsuite")
tests = failures = skipped = 0
for suite in suites:
    tests += int(suite.get("tests", 0)); skipped += int(suite.get("skipped", 0))
    failures += int(suite.get("failures", 0)) + int(suite.get("errors", 0))
print(tests - failures - skipped, failures)
PY
)
      else
        failed=1; echo "FAIL - swift test wrote no report (status $rc)" >>"$log"
      fi
      if [ "$rc" != 0 ] && [ "$failed" = 0 ]; then failed=1; echo "FAIL - swift test exited $rc" >>"$log"; fi ;;
  esac
  local seconds=$((($(now_ms) - start + 500) / 1000)) cpu
  cpu=$(awk '{ printf "%.0f", $1 + $2 }' "$results/$id.cpu" 2>/dev/null)
  local verdict=ok
  [ "$failed" = 0 ] || verdict=FAIL
  echo "$id|$name|$seconds|${cpu:-0}|$passed|$failed|$verdict" >"$results/$id.result"
  # One phase's output at a time, whole.
  {
    flock 9
    echo "== $name"
    case "$kind" in
      swift) grep -E '^(✘|􀢄)|Test run with|error:' "$log" ;;
      build) tail -n 25 "$log" ;;
      *) cat "$log" ;;
    esac
    echo "-- $name: $verdict in $seconds s, ${cpu:-0} s of CPU ($passed passed, $failed failed)"
  } 9>>"$results/print.lock"
  [ "$failed" = 0 ]
}

# in_parallel JOBS KIND PREFIX COMMAND ITEM…: the phases "PREFIX NAME" (COMMAND ITEM, where NAME
# is the item's base name), JOBS at once; returns non-zero when one of them failed.
in_parallel() {
  local jobs=$1 kind=$2 prefix=$3 command=$4; shift 4
  local item name status=0
  for item in "$@"; do
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || status=1; done
    sequence=$((sequence + 1))
    name=$(basename "$item"); name=${name%.*}
    PHASE_ID=$(printf '%03d' "$sequence") phase "$kind" "$prefix $name" "$command" "$item" &
  done
  while [ "$(jobs -rp | wc -l)" -gt 0 ]; do wait -n || status=1; done
  return $status
}

lint() {
  # No crash on I/O can come back: Foundation's FileHandle reads and writes trap on a closed or
  # full descriptor, and `try!` turns any thrown error into a crash. Sources use SafeFiles instead.
  if grep -rnE 'try!|FileHandle' Sources; then
    echo "Sources use try! or FileHandle (see above): use SafeFiles' reader and OutputChannel"; return 1
  fi
  echo "no try! and no FileHandle in Sources"
}

# The test binary is run directly, not through `swift test`, which would wait for the release
# build's lock on the scratch folder.
swift_tests() {
  "$scratch/release/PushComposerPackageTests.xctest" --testing-library swift-testing \
    --xunit-output "$results/$id-swift-testing.xml"
}

e2e_script() { bash "$1" "$release_binary"; }
fuzz_target() { bash Tests/Fuzz/run.sh "$1" "$FUZZ_SECONDS"; }

# The fuzz build in the idle class from the start, then, once the release build is done, the runs
# at the usual priority: ten seconds of fuzzing should be ten seconds of a core, not of what a
# build leaves.
lane_fuzz() {
  chrt --idle --pid 0 "$BASHPID"
  phase build "build: fuzz targets" bash Tests/Fuzz/run.sh --build || return
  local built
  read -r built <"$results/release-built.fifo"
  [ "$built" = 0 ] || return
  chrt --other --pid 0 "$BASHPID"
  in_parallel "$FUZZ_JOBS" check fuzz fuzz_target $(bash Tests/Fuzz/run.sh --list)
}

# The Swift tests, once their build is done, beside the release build.
lane_swift() {
  local built
  read -r built <"$results/tests-built.fifo"
  [ "$built" = 0 ] || return
  phase swift "swift test" swift_tests
}

# The two builds one after the other (they share a scratch folder), then the end-to-end scripts.
lane_builds() {
  # Only what the checks run: the tests, the local servers and the benchmarks (not `--build-tests`,
  # which builds every product, the argument parser's manual and documentation tools among them).
  phase build "build: tests, push-test-servers, benchmarks (-Onone)" bash -c \
    'for product in PushComposerPackageTests push-test-servers keystroke-bench send-bench; do
       swift build --product "$product" "$@" || exit; done' _ "${test_flags[@]}"
  local status=$?
  # Written from the side, so this lane never waits for them to be read.
  ( (echo "$status" >"$results/tests-built.fifo") & )
  if [ "$status" != 0 ]; then ( (echo "$status" >"$results/release-built.fifo") & ); return 1; fi
  phase build "build: release (static)" bash Scripts/build-release.sh
  status=$?
  ( (echo "$status" >"$results/release-built.fifo") & )
  [ "$status" = 0 ] || return
  release_binary=$scratch/release/push-composer  # where Scripts/build-release.sh puts it
  # The release check is one more script in the pool; its .deb is packed without compression
  # (see Scripts/release.sh). The longest scripts start first, so the pool ends together.
  export DEB_COMPRESSION=none
  local first=(Tests/e2e/release.sh Tests/e2e/terminal.sh Tests/e2e/hostile-servers.sh)
  in_parallel "$E2E_JOBS" script e2e e2e_script "${first[@]}" \
    $(ls Tests/e2e/*.sh | grep -v -e '/release.sh$' -e '/terminal.sh$' -e '/hostile-servers.sh$')
}

phase check "lint: no try! and no FileHandle in Sources" lint
export PUSH_TEST_SERVERS=$scratch/release/push-test-servers
mkfifo "$results/tests-built.fifo" "$results/release-built.fifo"
# Each lane numbers its phases apart, so their logs never share a name.
(sequence=100 lane_builds) &
(sequence=500 lane_swift) &
(sequence=700 lane_fuzz) &
wait
# A word no lane was left to read is taken here, so no writer outlives the run.
for fifo in "$results"/*.fifo; do timeout 1 cat "$fifo" >/dev/null 2>&1; done

echo
echo "== where the time went (wall and CPU seconds; the lanes overlap, so walls do not add up)"
printf '%-52s %7s %7s %7s %7s\n' phase wall cpu passed failed
passed=0 failed=0 cpu_all=0
for result in $(ls "$results"/*.result | sort); do
  IFS='|' read -r _ name seconds cpu p f verdict <"$result"
  printf '%-52s %7s %7s %7s %7s\n' "$name" "$seconds" "$cpu" "$p" "$f"
  passed=$((passed + p)); failed=$((failed + f)); cpu_all=$((cpu_all + cpu))
done
total=$((($(now_ms) - started_all + 500) / 1000))
printf '%-52s %7s %7s %7s %7s\n' "all" "$total" "$cpu_all" "$passed" "$failed"
echo
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
