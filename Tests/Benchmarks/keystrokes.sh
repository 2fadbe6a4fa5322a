#!/usr/bin/env bash
# Keystroke cost in process: 10,000 keys (typing twenty characters and deleting them again, so
# the push keeps its size, with field, screen and cursor moves), each through one pass of the real
# loop (ComposerRuntime on an in-memory terminal: key map, update, validation, effects,
# compilation, view and frame diff), on a realistic push and one near Braze's limit.
# Prints p50 / p99 / max; targets p50 ≤ 0.5 ms, p99 ≤ 2 ms, max ≤ 16 ms. Figures only.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product keystroke-bench --scratch-path .build-release >/dev/null
echo "command: Tests/Benchmarks/keystrokes.sh  ($(nproc) cores, $(date -u +%Y-%m-%d))"
.build-release/release/keystroke-bench "${1:-10000}"
