#!/usr/bin/env bash
# The language server beside a fresh `validate` process (Tests/Benchmarks/lsp-bench.py), on the
# release build. Targets: findings after a change in at most half a fresh validate's time, and at
# most 20 MB resident while idle. Prints figures only.
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=$(bash Scripts/build-release.sh)
python3 Tests/Benchmarks/lsp-bench.py "$BIN" "${BENCH_RUNS:-200}"
