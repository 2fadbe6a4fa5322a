#!/usr/bin/env bash
# Runs pictures.py (preview --image against a local HTTPS server, on a real pty that answers, or
# does not answer, the terminal's graphics queries) with the binary.
exec python3 "$(dirname "$0")/pictures.py" "$1"
