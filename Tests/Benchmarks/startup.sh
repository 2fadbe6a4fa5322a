#!/usr/bin/env bash
# Start-up of the command line: `push-composer --help` from a release build linked with
# --static-swift-stdlib (and, beside it, the default build that loads the Swift runtime's shared
# libraries). Target: ≤ 20 ms at the median. Also the binaries' sizes. Prints figures only.
#
# Usage: Tests/Benchmarks/startup.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT="$(pwd)"
RUNS="${BENCH_RUNS:-200}"

if ! command -v hyperfine >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    echo "installing hyperfine" >&2
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq hyperfine; } >/dev/null 2>&1 || true
fi

echo "building release, static Swift runtime …" >&2
STATIC=$(bash Scripts/build-release.sh)
echo "building release, shared Swift runtime …" >&2
swift build -c release --product push-composer --scratch-path .build-release 2>&1 | tail -n 1 >&2
SHARED="$ROOT/.build-release/release/push-composer"

# The static build must run on its own: --help answers, and no libswift*.so is loaded.
"$STATIC" --help >/dev/null || { echo "the static build does not run" >&2; exit 1; }
if ldd "$STATIC" | grep -q 'libswift'; then
    STATIC_NOTE="still loads: $(ldd "$STATIC" | grep -o 'libswift[A-Za-z_]*\.so' | sort -u | tr '\n' ' ')"
else
    STATIC_NOTE="no libswift*.so loaded; needs only $(ldd "$STATIC" | awk '/=>/ {print $1}' | grep -vE '^(linux-vdso|/)' | sort -u | tr '\n' ' ')"
fi

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

median_ms() {  # median_ms BINARY: --help, RUNS runs after 10 warm-ups, in ms (median min max)
    local times=() i start end
    for ((i = 0; i < 10; i++)); do "$1" --help >/dev/null; done
    for ((i = 0; i < RUNS; i++)); do
        start=$(date +%s%N)
        "$1" --help >/dev/null
        end=$(date +%s%N)
        times+=($(((end - start) / 1000)))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {m = NR % 2 ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2; printf "%.2f %.2f %.2f", m/1000, a[1]/1000, a[NR]/1000}'
}

if command -v hyperfine >/dev/null 2>&1; then
    TOOL="hyperfine $(hyperfine --version | awk '{print $2}') without a shell (-N), $RUNS runs after 10 warm-ups"
    hyperfine -N --warmup 10 --runs "$RUNS" --export-json "$TMP/h.json" --style none \
        -n static "$STATIC --help" -n shared "$SHARED --help" >/dev/null 2>&1
    read -r S SMIN SMAX < <(jq -r '.results[0] | "\(.median*1000) \(.min*1000) \(.max*1000)"' "$TMP/h.json")
    read -r D DMIN DMAX < <(jq -r '.results[1] | "\(.median*1000) \(.min*1000) \(.max*1000)"' "$TMP/h.json")
else
    TOOL="date +%s%N around each run (fork and exec included), $RUNS runs after 10 warm-ups (hyperfine not available)"
    read -r S SMIN SMAX < <(median_ms "$STATIC")
    read -r D DMIN DMAX < <(median_ms "$SHARED")
fi

RSS="?"
if [ -x /usr/bin/time ]; then
    RSS="$(/usr/bin/time -f '%M' "$STATIC" --help 2>&1 >/dev/null | tail -n 1)"
fi
size_of() { stat -c %s "$1"; }
strip -o "$TMP/static-stripped" "$STATIC"
strip -o "$TMP/shared-stripped" "$SHARED"
mb() { awk -v b="$1" 'BEGIN {printf "%.1f MB", b / 1e6}'; }
ms() { awk -v x="$1" 'BEGIN {printf "%.1f", x}'; }
VERDICT="$(awk -v s="$S" 'BEGIN {print (s <= 20 ? "met" : "missed")}')"

cat <<EOF

### Start-up: \`push-composer --help\`

| build | median | min | max | binary | stripped |
| --- | ---: | ---: | ---: | ---: | ---: |
| release, \`--static-swift-stdlib\` | $(ms "$S") ms | $(ms "$SMIN") ms | $(ms "$SMAX") ms | $(mb "$(size_of "$STATIC")") | $(mb "$(size_of "$TMP/static-stripped")") |
| release, shared Swift runtime | $(ms "$D") ms | $(ms "$DMIN") ms | $(ms "$DMAX") ms | $(mb "$(size_of "$SHARED")") | $(mb "$(size_of "$TMP/shared-stripped")") |

- target ≤ 20 ms at the median (static build): **$VERDICT**
- static build: $STATIC_NOTE
- peak resident memory of \`--help\` (static): ${RSS} KB
- timed with $TOOL; $(nproc) cores; $(git rev-parse --short HEAD 2>/dev/null || echo "?")$(git diff --quiet 2>/dev/null || echo "+changes"), $(date -u +%Y-%m-%d)
- reproduce: \`bash Tests/Benchmarks/startup.sh\`
EOF
