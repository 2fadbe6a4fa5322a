#!/usr/bin/env bash
# Batch validation: one `push-composer validate` call over 10,000 push files of 200 B to 1.9 KB
# (apple_push objects, requests and APNs payloads, about one in six with a rule error), timed
# against `jq -e . FILES >/dev/null` over the same files in the same run. Target: ≤ 1 s.
# Prints figures only; it never fails on a slow result.
#
# Usage: Tests/Benchmarks/batch-validate.sh [COUNT]      (COUNT defaults to 10000)
#
# All files sit in one temporary folder and are passed as `*` from inside it, so the argument
# list is about 12 bytes a file (10,000 files ≈ 120 KB), far below ARG_MAX (2 MB here): one exec.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT="$(pwd)"
COUNT="${1:-10000}"
RUNS="${BENCH_RUNS:-10}"

install() {  # install PACKAGE: Debian's package, when we may
    if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
        echo "installing $1" >&2
        { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1"; } >/dev/null 2>&1 || true
    fi
}
command -v jq >/dev/null 2>&1 || install jq
command -v jq >/dev/null 2>&1 || { echo "jq is needed and could not be installed" >&2; exit 1; }
command -v hyperfine >/dev/null 2>&1 || install hyperfine
command -v python3 >/dev/null 2>&1 || { echo "python3 is needed to generate the files" >&2; exit 1; }

# The build users install: release, with the Swift runtime linked in (Scripts/release.sh).
echo "building release …" >&2
BIN=$(bash "$ROOT/Scripts/build-release.sh")

DIR="$(mktemp -d)"
trap 'rm -rf "$DIR"' EXIT
GENERATED="$(python3 Tests/Benchmarks/make-pushes.py "$DIR/files" "$COUNT")"
cd "$DIR/files"
ARGS_BYTES="$(printf '%s\0' * | wc -c)"
ARG_MAX="$(getconf ARG_MAX)"
[ "$ARGS_BYTES" -lt "$ARG_MAX" ] || { echo "the file names ($ARGS_BYTES bytes) do not fit ARG_MAX ($ARG_MAX)" >&2; exit 1; }
SUMMARY="$("$BIN" validate * 2>&1 | tail -n 1 || true)"

median_ms() {  # median_ms COMMAND…: wall time of RUNS runs (after one warm-up), in ms
    local times=() i start end
    "$@" >/dev/null 2>&1 || true
    for ((i = 0; i < RUNS; i++)); do
        start=$(date +%s%N)
        "$@" >/dev/null 2>&1 || true
        end=$(date +%s%N)
        times+=($(((end - start) / 1000)))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {m = NR % 2 ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2; printf "%.1f %.1f %.1f", m/1000, a[1]/1000, a[NR]/1000}'
}

if command -v hyperfine >/dev/null 2>&1; then
    TOOL="hyperfine $(hyperfine --version | awk '{print $2}'), $RUNS runs after 1 warm-up"
    # Through the shell, which expands `*` (hyperfine subtracts the shell's own start-up).
    hyperfine --warmup 1 --runs "$RUNS" -i --export-json "$DIR/h.json" --style none \
        -n validate "$BIN validate * >/dev/null" \
        -n "validate --format json" "$BIN validate --format json * >/dev/null" \
        -n "jq -e ." "jq -e . * >/dev/null" >/dev/null 2>&1
    read -r V VMIN VMAX < <(jq -r '.results[0] | "\(.median*1000) \(.min*1000) \(.max*1000)"' "$DIR/h.json")
    read -r J JMIN JMAX < <(jq -r '.results[2] | "\(.median*1000) \(.min*1000) \(.max*1000)"' "$DIR/h.json")
    read -r VJ VJMIN VJMAX < <(jq -r '.results[1] | "\(.median*1000) \(.min*1000) \(.max*1000)"' "$DIR/h.json")
else
    TOOL="date +%s%N, $RUNS runs after 1 warm-up (hyperfine not available)"
    read -r V VMIN VMAX < <(median_ms "$BIN" validate *)
    read -r VJ VJMIN VJMAX < <(median_ms "$BIN" validate --format json *)
    read -r J JMIN JMAX < <(median_ms jq -e . *)
fi

fmt() { awk -v x="$1" 'BEGIN {printf "%.0f", x}'; }
RATIO="$(awk -v v="$V" -v j="$J" 'BEGIN {printf "%.2f", v / j}')"
VERDICT="$(awk -v v="$V" 'BEGIN {print (v <= 1000 ? "met" : "missed")}')"
PER_FILE="$(awk -v v="$V" -v n="$COUNT" 'BEGIN {printf "%.0f", v * 1000 / n}')"

cat <<EOF

### Batch validation ($COUNT files, one \`validate\` call)

| what | median | min | max |
| --- | ---: | ---: | ---: |
| \`push-composer validate FILES >/dev/null\` | $(fmt "$V") ms | $(fmt "$VMIN") ms | $(fmt "$VMAX") ms |
| \`push-composer validate --format json FILES >/dev/null\` | $(fmt "$VJ") ms | $(fmt "$VJMIN") ms | $(fmt "$VJMAX") ms |
| \`jq -e . FILES >/dev/null\` | $(fmt "$J") ms | $(fmt "$JMIN") ms | $(fmt "$JMAX") ms |

- validate ÷ jq: **$RATIO×**; $PER_FILE µs a file; target ≤ 1000 ms: **$VERDICT**
- files: $GENERATED
- validate's summary: \`$SUMMARY\`
- one exec: $COUNT names, $ARGS_BYTES bytes of arguments (ARG_MAX $ARG_MAX)
- timed with $TOOL; $(nproc) cores; release build (runtime linked in, as installed) of $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo "?")$(git -C "$ROOT" diff --quiet 2>/dev/null || echo "+changes"), $(date -u +%Y-%m-%d)
- reproduce: \`bash Tests/Benchmarks/batch-validate.sh $COUNT\`
EOF
