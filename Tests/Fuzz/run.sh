#!/usr/bin/env bash
# Builds one libFuzzer target with swiftc and runs it for a time from the seed corpus in the repo.
#
#   Tests/Fuzz/run.sh TARGET SECONDS [libFuzzer options…]   build, replay the regressions, fuzz
#   Tests/Fuzz/run.sh --build TARGET                        build only
#   Tests/Fuzz/run.sh --list                                the targets
#
# Targets: json-reader, push-pipeline (reading, validation, every compiler, budget), sanitizer,
# text-layout, liquid (parse and render for a users file, within the work budget), toml (the
# settings files' reader), users-file (a users file read, then a template rendered for each user),
# pictures (the picture decoders' wrappers over libjpeg-turbo, libpng, giflib and libwebp). SwiftPM's own
# fuzzer support is unreliable, so the module's sources and the entry file
# Tests/Fuzz/targets/TARGET.swift are compiled together by swiftc, as one module, with
# -sanitize=fuzzer,address. Everything built or found goes to .build-fuzz/ (git-ignored; set
# FUZZ_BUILD_DIR to move it): bin/TARGET, corpus/TARGET (what the fuzzer learnt; kept between
# runs), artifacts/TARGET (crashing inputs). Seeds come from Tests/Fuzz/corpus/TARGET and the test
# fixtures; the inputs under Tests/Fuzz/regressions/TARGET are replayed before any fuzzing.
# FUZZ_SOURCES=DIR builds DIR/MODULE instead of Sources/MODULE (to fuzz a candidate fix).
#
# Exit status: 0 no crash, 1 a crash, timeout or out-of-memory (the input is saved and printed in
# base64), 2 the target could not be built or the toolchain lacks libFuzzer.
set -uo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
FUZZ="$ROOT/Tests/Fuzz"
OUT="${FUZZ_BUILD_DIR:-$ROOT/.build-fuzz}"
# The module sources fuzzed; FUZZ_SOURCES=DIR fuzzes another tree (a candidate fix, say).
SRC="${FUZZ_SOURCES:-$ROOT/Sources}"
TARGETS=(json-reader push-pipeline sanitizer text-layout liquid toml users-file pictures)

usage() {
    sed -n '4,6p' "$0" | sed 's/^# *//' >&2
    echo "targets: ${TARGETS[*]}" >&2
    exit 2
}

module_of() {
    case "$1" in
        json-reader) echo TextFormats ;;
        push-pipeline) echo PushCore ;;
        sanitizer|text-layout) echo TerminalKit ;;
        liquid) echo BrazeLiquid ;;
        toml) echo ComposerSettings ;;
        users-file) echo PushPersonalization ;;
        pictures) echo PictureDecoding ;;
        *) return 1 ;;
    esac
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

# A target that needs only some files of its module names them: the rest of ComposerSettings
# would pull in the whole app. Paths are under Sources/.
files_of() {
    case "$1" in
        toml) echo ComposerSettings/TOMLReader.swift ComposerSettings/TOMLDocument.swift ComposerSettings/SettingsError.swift ;;
        *) ;;
    esac
}

# The modules a fuzzed module imports, built first as static libraries with the same flags.
dependencies_of() {
    case "$1" in
        TextFormats) echo PlainText ;;
        BrazeLiquid) echo PlainText TextFormats ;;
        PushCore) echo PlainText TextFormats BrazeLiquid ;;
        PushPersonalization) echo PlainText TextFormats BrazeLiquid PushCore SafeFiles ;;
        TerminalKit) echo PlainText ;;
        PictureDecoding) echo PlainText TextFormats BrazeLiquid PushCore PushMedia ;;
        *) ;;
    esac
}

# The C modules a fuzzed module imports: their module maps' folders, and the C sources built in.
c_modules_of() {
    case "$1" in
        PictureDecoding) echo CPictureLibraries/include ;;
        *) ;;
    esac
}
c_sources_of() {
    case "$1" in
        PictureDecoding) echo CPictureLibraries/picture_libraries.c ;;
        *) ;;
    esac
}

# Package modules a fuzzed module needs (swift-crypto for BrazeLiquid's digests). SwiftPM builds
# them as usual, unsanitised; their objects go into one static library the target links.
package_modules_of() {
    case "$1" in
        PushCore|BrazeLiquid|PushPersonalization|PictureDecoding) echo Crypto ;;
        *) ;;
    esac
}

# build_packages: bin/deps/libPackages.a from SwiftPM's build of swift-crypto; prints its modules' folder.
build_packages() {
    mkdir -p "$OUT/bin/deps"
    (cd "$ROOT" && swift build --target Crypto) >"$OUT/bin/deps/packages.log" 2>&1 || {
        tail -n 40 "$OUT/bin/deps/packages.log" >&2
        return 1
    }
    local built objects
    built="$(cd "$ROOT" && swift build --show-bin-path)"
    mapfile -t objects < <(find "$built"/{Crypto,CCryptoBoringSSL,CCryptoBoringSSLShims,CryptoBoringWrapper}.build -name '*.o' | LC_ALL=C sort)
    rm -f "$OUT/bin/deps/libPackages.a"
    ar rcs "$OUT/bin/deps/libPackages.a" "${objects[@]}" || return 1
    echo "$built/Modules"
}

# build_dependency MODULE FLAGS…: bin/deps/libMODULE.a and its .swiftmodule.
build_dependency() {
    local dependency="$1" sources
    shift
    mapfile -t sources < <(find "$SRC/$dependency" -name '*.swift' | LC_ALL=C sort)
    mkdir -p "$OUT/bin/deps"
    # Built in order, each may import the ones before it.
    swiftc "$@" -I "$OUT/bin/deps" -module-name "$dependency" -emit-module -emit-module-path "$OUT/bin/deps/$dependency.swiftmodule" \
        -emit-library -static -o "$OUT/bin/deps/lib$dependency.a" "${sources[@]}" >"$OUT/bin/deps/$dependency.log" 2>&1 || {
        tail -n 40 "$OUT/bin/deps/$dependency.log" >&2
        return 1
    }
}

# build TARGET: compiles bin/TARGET unless the sources, flags and compiler are unchanged.
build() {
    local target="$1" module sources flags stamp bin
    module="$(module_of "$target")" || usage
    check_toolchain || return 2
    local dependencies
    dependencies="$(dependencies_of "$module")"
    if [ -n "$(files_of "$target")" ]; then
        mapfile -t sources < <(for f in $(files_of "$target"); do echo "$SRC/$f"; done)
    else
        mapfile -t sources < <(find "$SRC/$module" $(for d in $dependencies; do echo "$SRC/$d"; done) -name '*.swift' | LC_ALL=C sort)
    fi
    sources+=("$FUZZ/targets/FuzzSupport.swift" "$FUZZ/targets/$target.swift")
    # One package name, as SwiftPM gives every module of the package (`package` declarations need it).
    local common=(-sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -g -package-name PushComposer) packages=()
    if [ -n "$(package_modules_of "$module")" ]; then
        local modules
        modules="$(build_packages)" || { echo "fuzz: the package modules did not build" >&2; return 2; }
        common+=(-I "$modules")
        # BoringSSL inside swift-crypto is partly C++.
        packages=(-L "$OUT/bin/deps" -lPackages -lstdc++)
    fi
    flags=("${common[@]}" -module-name "$module")
    # C libraries are the system's, unsanitised; the wrappers around them are what is fuzzed.
    local cmodule
    for cmodule in $(c_modules_of "$module"); do flags+=(-I "$SRC/$cmodule"); done
    # lld keeps gold's warnings about ASan's local symbols out of the log; gold works too.
    if command -v "$(dirname "$(readlink -f "$(command -v swiftc)")")/ld.lld" >/dev/null 2>&1; then
        flags+=(-use-ld=lld)
    fi
    bin="$OUT/bin/$target"
    stamp="$( { swiftc --version 2>&1; echo "${flags[*]}"; for f in "${sources[@]}"; do echo "$f"; cat "$f"; done
                for f in $(c_sources_of "$module"); do cat "$SRC/$f" "$SRC/$(dirname "$f")/include/"*; done; } | sha256sum | cut -d' ' -f1)"
    if [ -x "$bin" ] && [ "$(cat "$bin.stamp" 2>/dev/null)" = "$stamp" ]; then
        echo "fuzz: $target is up to date"
        return 0
    fi
    mkdir -p "$OUT/bin"
    echo "fuzz: building $target ($module, ${#sources[@]} files)"
    local started=$SECONDS log="$OUT/bin/$target.log" dependency own=()
    for dependency in $dependencies; do
        build_dependency "$dependency" "${common[@]}" || { echo "fuzz: $dependency did not build" >&2; return 2; }
        flags+=(-I "$OUT/bin/deps" -L "$OUT/bin/deps" -l"$dependency")
    done
    # C sources: compiled as they are in the product, unsanitised, like the libraries they open.
    local csource cobject
    for csource in $(c_sources_of "$module"); do
        cobject="$OUT/bin/deps/$(basename "$csource" .c).o"
        "$(dirname "$(readlink -f "$(command -v swiftc)")")/clang" -c -O2 -I "$SRC/$(dirname "$csource")/include" "$SRC/$csource" -o "$cobject" \
            >"$OUT/bin/deps/c.log" 2>&1 || { tail -n 20 "$OUT/bin/deps/c.log" >&2; echo "fuzz: $csource did not build" >&2; return 2; }
        own+=("$cobject")
    done
    # The dependencies' sources went into the stamp; only the module's own are compiled here.
    for f in "${sources[@]}"; do
        case "$f" in "$SRC/$module/"*|"$FUZZ/"*) own+=("$f") ;; esac
    done
    if ! swiftc "${flags[@]}" "${packages[@]}" "${own[@]}" -o "$bin" >"$log" 2>&1; then
        grep -v 'Cannot export local symbol' "$log" | tail -n 40 >&2
        echo "fuzz: $target did not build" >&2
        return 2
    fi
    echo "$stamp" >"$bin.stamp"
    echo "fuzz: built $target in $((SECONDS - started)) s"
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
    --build) [ $# = 2 ] || usage; build "$2" ;;
    ""|-h|--help) usage ;;
    *)
        [ $# -ge 2 ] || usage
        module_of "$1" >/dev/null || usage
        [[ "$2" =~ ^[0-9]+$ ]] || usage
        run "$@"
        ;;
esac
