#!/usr/bin/env bash
# What a keystroke costs in instructions, and how often it builds, checks, lays out and compiles
# the push, counted by callgrind (valgrind) on the keystroke benchmark's keys. Figures only.
#   Tests/Benchmarks/keystroke-calls.sh [KEYS] [LABEL]    (defaults: 500, "near 1900 B 80x24")
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v valgrind >/dev/null || { echo "keystroke-calls: valgrind is needed (apt-get install valgrind)" >&2; exit 2; }
swift build -c release --product keystroke-bench --scratch-path .build-release >/dev/null
swift build --product keystroke-bench >/dev/null
echo "command: Tests/Benchmarks/keystroke-calls.sh  ($(date -u +%Y-%m-%d))"
python3 Tests/Benchmarks/keystroke-calls.py .build-release/release/keystroke-bench .build/debug/keystroke-bench "${1:-500}" "${2:-near 1900 B 80x24}"
