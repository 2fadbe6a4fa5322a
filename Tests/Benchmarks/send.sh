#!/usr/bin/env bash
# Sending on loopback, release build: the first APNs send, later sends on the same connection,
# 100 devices in one send against one `curl --http2` per device, and keystroke cost while sends
# are in flight and while media fetches drip. Targets: later sends ≤ 5 ms, one TLS handshake for
# the 100, ≥ 10× faster than the curl loop, keystroke p99 as without a send. Figures only.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product send-bench --scratch-path .build-release >/dev/null
echo "command: Tests/Benchmarks/send.sh  ($(nproc) cores, $(date -u +%Y-%m-%d))"
.build-release/release/send-bench "${1:-10000}"
