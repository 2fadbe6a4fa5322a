#!/usr/bin/env bash
# The composer beside nano and vim on real pseudo-terminals, in one run: launch to first byte,
# key to screen, CPU and memory while idle (see pty-peers.py). Release build with the Swift
# runtime linked in, as shipped. Figures only.
set -euo pipefail
cd "$(dirname "$0")/../.."
for peer in nano vim; do
    if ! command -v "$peer" >/dev/null && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
        { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$peer"; } >/dev/null 2>&1 || true
    fi
done
BIN=$(bash Scripts/build-release.sh)
echo "command: Tests/Benchmarks/pty-peers.sh  ($(nproc) cores, $(date -u +%Y-%m-%d))"
python3 Tests/Benchmarks/pty-peers.py "$BIN"
