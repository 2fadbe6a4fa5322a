#!/usr/bin/env bash
# Bytes to the terminal per keystroke through a real pty and the real ncurses backend (80x24 and
# 200x50, ours against a naive full repaint), time to the first full frame, idle bytes and peak
# memory. Release build with a static Swift runtime, as shipped. Figures only.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v python3 >/dev/null || { apt-get update -qq && apt-get install -y -qq python3; }
BIN=$(bash Scripts/build-release.sh)
echo "command: Tests/Benchmarks/terminal.sh  ($(nproc) cores, $(date -u +%Y-%m-%d))"
python3 Tests/Benchmarks/terminal-bytes.py "$BIN"
