#!/usr/bin/env bash
# Runs terminal-safety.py (a push full of escape sequences through a real pty) with the binary.
exec python3 "$(dirname "$0")/terminal-safety.py" "$1"
