#!/usr/bin/env bash
# Builds libFuzzer targets with swiftc and runs them for a time from the seed corpus in the repo.
#
#   Tests/Fuzz/run.sh TARGET SECONDS [libFuzzer options…]   build, replay the regressions, fuzz
#   Tests/Fuzz/run.sh --build [TARGET…]                     build only (every target by default)
#   Tests/Fuzz/run.sh --list                                the targets
#
# Targets: json-reader, push-pipeline (reading, validation, every compiler, budget), sanitizer,
# text-layout, liquid (parse and render for a users file, within the work budget), toml (the
# settings files' reader), users-file (a users file read, then a template rendered for each user),
# pictures (the picture decoders' wrappers over libjpeg-turbo, libpng, giflib and libwebp). SwiftPM's own
# fuzzer support is unreliable, so build.py compiles each module the targets need once, with swiftc
# and -sanitize=fuzzer,address, and links each entry file Tests/Fuzz/targets/TARGET.swift against
# them. Everything built or found goes to .build-fuzz/ (git-ignored; set FUZZ_BUILD_DIR to move it):
# bin/TARGET, modules/, corpus/TARGET (what the fuzzer learnt; kept between runs), artifacts/TARGET
# (crashing inputs). Seeds come from Tests/Fuzz/corpus/TARGET and the test fixtures; the inputs
# under Tests/Fuzz/regressions/TARGET are replayed before any fuzzing.
# FUZZ_SOURCES=DIR builds DIR/MODULE instead of Sources/MODULE (to fuzz a candidate fix).
#
# Exit status: 0 no crash, 1 a crash, timeout or out-of-memory (the input is saved and printed in
# base64), 2 the target could not be built or the toolchain lacks libFuzzer.
set -uo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
FUZZ="$ROOT/Tests/Fuzz"
OUT="${FUZZ_BUILD_DIR:-$ROOT/.build-fuzz}"
mapfile -t TARGETS < <(python3 "$FUZZ/build.py" --list)

usage() {
    sed -n '4,6p' "$0" | sed 's/^# *//' >&2
    echo "targets: ${TARGETS[*]}" >&2
    exit 2
}

is_target() {
    local target
    for target in "${TARGETS[@]}"; do [ "$target" = "$1" ] && return 0; done
    return 1
}

# The toolchain must ship clang's libFuzzer and AddressSanitizer runtimes (Swift's Linux
# toolchains do, under usr/lib/clang/N/lib/linux). Nothing to install otherwise: say so.
check_toolchain() {
    local swiftc resource
    swiftc="$(command -v swiftc)" || { echo "fuzz: no swiftc on PATH (Swift 6 is needed)" >&2; return 1; }
    swiftc="$(readlink -f "$swiftc")"
    resource="$(dirname "$(dirname "$swiftc")")/lib/clang"
    if ! ls "$resource"/*/lib/linux/libclang_rt.fuzzer-x86_64.a >/dev/null 2>&1 &&
       ! ls "$resource"/*/lib/*/libclang_rt.fuzzer*.a >/dev/null 2>&1; then
        echo "fuzz: this Swift toolchain has no libFuzzer runtime (looked for libclang_rt.fuzzer-*.a under $resource)." >&2
        echo "fuzz: use a swift.org Linux toolchain, which ships it; a distribution's swiftc may not." >&2
        return 1
    fi
    if ! ls "$resource"/*/lib/linux/libclang_rt.asan-x86_64.a >/dev/null 2>&1 &&
       ! ls "$resource"/*/lib/*/libclang_rt.asan*.a >/dev/null 2>&1; then
        echo "fuzz: this Swift toolchain has no AddressSanitizer runtime under $resource." >&2
        return 1
    fi
}

# build TARGET…: every target named, each module compiled once for all of them (build.py).
build() {
    check_toolchain || return 2
    python3 "$FUZZ/build.py" "$OUT" "$@" || return 2
}

# run TARGET SECONDS [options…]
run() {
    local target="$1" seconds="$2"
    shift 2
    build "$target" || return $?
    local bin="$OUT/bin/$target" work="$OUT/corpus/$target" artifacts="$OUT/artifacts/$target"
    local seeds="$FUZZ/corpus/$target" regressions="$FUZZ/regressions/$target" log="$OUT/$target.log"
    mkdir -p "$work" "$artifacts"
    local dirs=("$work" "$seeds")
    [ -d "$regressions" ] && [ -n "$(ls -A "$regressions" 2>/dev/null)" ] && dirs+=("$regressions")
    # The test fixtures are good seeds too: JSONTestSuite for the reader, real pushes for the pipeline.
    local extra
    case "$target" in
        json-reader) extra=("$ROOT/Tests/PushCoreTests/Fixtures/JSONTestSuite/test_parsing") ;;
        push-pipeline) extra=("$ROOT/Tests/PushCLITests/Fixtures" "$ROOT/Tests/PushCoreTests/Fixtures/golden/inputs") ;;
        *) extra=() ;;
    esac
    for dir in "${extra[@]}"; do [ -d "$dir" ] && dirs+=("$dir"); done
    local options=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096
                   -print_final_stats=1 -artifact_prefix="$artifacts/")
    case "$target" in
        json-reader|push-pipeline) options+=(-dict="$FUZZ/json.dict") ;;
        liquid) options+=(-dict="$FUZZ/liquid.dict") ;;
    esac
    local before
    before="$(ls "$artifacts" | wc -l)"
    echo "fuzz: running $target for $seconds s (corpus: ${dirs[*]#"$ROOT/"})"
    local started=$SECONDS
    # Swift's own backtracer would race libFuzzer's crash handler (and trips ASan): let libFuzzer report.
    SWIFT_BACKTRACE=enable=no "$bin" "${options[@]}" "$@" "${dirs[@]}" >"$log" 2>&1
    local status=$?
    local runs
    runs="$(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}' | tail -n 1)"
    if [ -z "$runs" ]; then
        # After a crash libFuzzer prints no stats; the last status line tells how far it got.
        runs="$(grep -oE '^#[0-9]+' "$log" | tail -n 1 | tr -d '#')"
    fi
    local elapsed=$((SECONDS - started))
    if [ "$status" = 0 ]; then
        echo "fuzz: $target: ${runs:-0} executions in $elapsed s, no crash"
        return 0
    fi
    grep -E 'fuzz property failed|Fatal error|ERROR: (AddressSanitizer|libFuzzer)|SUMMARY|deadly signal|Test unit written|timeout|out-of-memory' "$log" | head -n 20
    local crash
    crash="$(ls -t "$artifacts" 2>/dev/null | head -n 1)"
    if [ "$(ls "$artifacts" | wc -l)" -gt "$before" ] && [ -n "$crash" ]; then
        echo "fuzz: $target: CRASH after ${runs:-?} executions in $elapsed s; input saved as ${artifacts#"$ROOT/"}/$crash"
        echo "fuzz: input (base64): $(base64 -w0 "$artifacts/$crash")"
        echo "fuzz: replay with: $bin $artifacts/$crash"
    else
        echo "fuzz: $target: libFuzzer exited with status $status after ${runs:-?} executions; see $log"
        tail -n 20 "$log"
    fi
    return 1
}

case "${1:-}" in
    --list) printf '%s\n' "${TARGETS[@]}" ;;
    --build)
        shift
        [ $# -gt 0 ] || set -- "${TARGETS[@]}"
        for target in "$@"; do is_target "$target" || usage; done
        build "$@" ;;
    ""|-h|--help) usage ;;
    *)
        [ $# -ge 2 ] || usage
        is_target "$1" || usage
        [[ "$2" =~ ^[0-9]+$ ]] || usage
        run "$@"
        ;;
esac
