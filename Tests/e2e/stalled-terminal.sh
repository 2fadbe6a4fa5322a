#!/usr/bin/env bash
# Runs stalled-terminal.py (a terminal nobody reads, then SIGTERM and SIGHUP) with the binary.
exec python3 "$(dirname "$0")/stalled-terminal.py" "$1"
