#!/usr/bin/env bash
# Writes Scripts/code-order.txt: the functions the composer runs to start, draw and take typing,
# in the order they first run, as the linker's section order. Build-release.sh links them side
# by side, so the pages a start and a key touch are few (each page fault maps 64 KB around it).
# Run it after changes to the start-up or the keystroke path, on a release build:
#   Scripts/code-order.sh [BINARY]     (valgrind and tmux; a minute or two)
# A function missing from the list is linked where it would be anyway: a stale list costs pages,
# never correctness.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$(realpath "${1:-.build-static/release/push-composer}")
work=$(mktemp -d)
trap 'tmux -L code-order kill-server 2>/dev/null; rm -rf "$work"' EXIT
mkdir -p "$work/home" "$work/config" "$work/state"
export HOME=$work/home XDG_CONFIG_HOME=$work/config XDG_STATE_HOME=$work/state LANG=C.UTF-8
tm() { tmux -L code-order "$@"; }
wait_for() { for _ in $(seq 1 600); do tm capture-pane -p -t c | grep -qF -- "$1" && return 0; sleep 0.2; done; return 1; }
tm new-session -d -s c -x 120 -y 40 \
  "valgrind --tool=callgrind --dump-instr=no --compress-strings=no --callgrind-out-file=$work/out $binary; sleep 60"
wait_for "Alert" || { echo "the composer did not start under valgrind" >&2; tm capture-pane -p -t c >&2; exit 1; }
# The keystroke path: typing into the title, moving between fields and screens, the pane's forms.
tm send-keys -t c End
tm send-keys -t c -l " typed"
wait_for "typed"
tm send-keys -t c BSpace BSpace Tab Tab BTab C-n C-n C-p C-p C-o C-o C-t
tm send-keys -t c -l "x"
sleep 2
tm send-keys -t c C-q
wait_for "Unsaved changes" && tm send-keys -t c d
for _ in $(seq 1 300); do [ -s "$work/out" ] && break; sleep 0.2; done
sleep 1
# Function names in the order callgrind first saw them; only the program's own (the linker
# ignores names it does not hold). One section name per line, as gold's --section-ordering-file.
python3 - "$work/out" "$binary" > Scripts/code-order.txt <<'PY'
import re, subprocess, sys
seen, order = set(), []
for line in open(sys.argv[1], errors="replace"):
    m = re.match(r"^fn=(?:\(\d+\) )?(.+)$", line.strip())
    if m and m.group(1) not in seen:
        seen.add(m.group(1)); order.append(m.group(1))
defined = set()
for line in subprocess.run(["nm", "--defined-only", sys.argv[2]], capture_output=True, text=True).stdout.splitlines():
    parts = line.split()
    if len(parts) == 3 and parts[1] in "tT" and parts[2].startswith("$s"): defined.add(parts[2])
for name in order:
    if name in defined: print(".text." + name)
PY
echo "Scripts/code-order.txt: $(wc -l < Scripts/code-order.txt) functions" >&2
