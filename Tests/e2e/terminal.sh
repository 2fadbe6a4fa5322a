#!/usr/bin/env bash
# The composer on real terminals: tmux for what a person sees (refusals, typing in three
# scripts, the cursor, resizes, stop signals, NO_COLOR, the terminal given back) and a pty for
# the exact bytes a hostile paste makes it write. Usage: Tests/e2e/terminal.sh PATH/TO/push-composer
set -u

if [ $# -lt 1 ] || [ ! -x "$1" ]; then
    echo "usage: $0 PATH/TO/push-composer" >&2
    exit 2
fi
BIN="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
WORK="$(mktemp -d)"
mkdir -p "$WORK/tmp"
SOCKET="push-composer-terminal-$$"
TMUX_CMD=(tmux -L "$SOCKET" -f /dev/null)
PASSED=0
FAILED=0

cleanup() {
    "${TMUX_CMD[@]}" kill-server >/dev/null 2>&1
    rm -rf "$WORK"
}
trap cleanup EXIT

t() { "${TMUX_CMD[@]}" "$@"; }

# check NAME COMMAND...: runs the command, prints the verdict, counts it.
check() {
    local name="$1"
    shift
    if "$@"; then
        echo "ok   - $name"
        PASSED=$((PASSED + 1))
    else
        echo "FAIL - $name"
        FAILED=$((FAILED + 1))
        echo "---- screen ----"
        t capture-pane -p -t e2e 2>/dev/null | sed 's/^/    | /'
        echo "----------------"
    fi
}

screen() { t capture-pane -p -t e2e; }

# wait_for TEXT [SECONDS]: true once TEXT is on the screen (polled: fixed sleeps flake).
wait_for() {
    local text="$1" limit="${2:-15}" i=0
    while [ "$i" -lt $((limit * 10)) ]; do
        screen | grep -qF -- "$text" && return 0
        sleep 0.1
        i=$((i + 1))
    done
    return 1
}

screen_has() { screen | grep -qF -- "$1"; }
alternate_screen_is() { [ "$(t display -p -t e2e '#{alternate_on}')" = "$1" ]; }
# cursor_after TEXT CELLS: the cursor stands CELLS columns right of where TEXT starts, on its row
# (columns counted as the terminal counts them: East Asian wide characters and emoji take two).
cursor_after() {
    local cursor
    cursor="$(t display -p -t e2e '#{cursor_x},#{cursor_y}')"
    screen | python3 -c '
import sys, unicodedata
needle, cells, cursor = sys.argv[1], int(sys.argv[2]), sys.argv[3]
width = lambda s: sum(2 if unicodedata.east_asian_width(c) in "WF" else 0 if unicodedata.combining(c) else 1 for c in s)
for y, line in enumerate(sys.stdin.read().split("\n")):
    if needle in line:
        x = width(line[:line.index(needle)]) + cells
        sys.exit(0 if cursor == f"{x},{y}" else 1)
sys.exit(1)' "$1" "$2" "$cursor"
}
# The shell's terminal modes after the program left: echo and canonical input back on.
terminal_restored() {
    t send-keys -t e2e "clear; echo MODES: \$(stty -a | tr ' ;' '\n\n' | grep -xE -- '-?(echo|icanon|isig)')" Enter
    # The typed command line holds "MODES: " too: wait for the answer's own line, not the text.
    wait_until modes_restored
}
modes_restored() { screen | grep -qxE 'MODES: isig icanon echo *'; }
# Clears the screen and waits until the last run's lines are gone before running COMMAND:
# otherwise a wait for "EXIT=1" could be met by the previous command's line.
run_in_shell() {
    local i=0
    t send-keys -t e2e "clear" Enter
    while screen | grep -qE 'EXIT=|MODES:' && [ "$i" -lt 50 ]; do
        sleep 0.1
        i=$((i + 1))
    done
    t send-keys -t e2e "clear; $1" Enter
}
# wait_until COMMAND...: true once COMMAND succeeds (polled for up to 15 s).
wait_until() {
    local i=0
    while [ "$i" -lt 150 ]; do
        "$@" && return 0
        sleep 0.1
        i=$((i + 1))
    done
    return 1
}
# row_has ROW TEXT: the screen's row ROW (from 1) holds TEXT.
row_has() { screen | sed -n "$1p" | grep -qF -- "$2"; }
# Quits a composer holding a new, unsaved draft: ^Q asks, D discards.
quit_discarding() {
    t send-keys -t e2e C-q
    wait_for "Save before quitting?" && t send-keys -t e2e d
}

# --- refusals without a usable terminal -------------------------------------------------
"$BIN" </dev/null >"$WORK/out" 2>"$WORK/err"
status=$?
check "refuses when stdin is not a terminal (exit 2)" [ "$status" = 2 ]
check "the refusal is one line pointing at the subcommands" \
    sh -c "[ \$(wc -l <'$WORK/err') = 1 ] && grep -q 'validate' '$WORK/err'"

t new-session -d -s e2e -x 130 -y 40 -e LANG=C.UTF-8 -e LC_ALL= -e TERM=xterm-256color \
    -e XDG_STATE_HOME="$WORK/state" -e XDG_CONFIG_HOME="$WORK/config" -e TMPDIR="$WORK/tmp" \
    "env PS1='$ ' bash --norc --noprofile"
wait_for '$' 5

run_in_shell "TERM=dumb '$BIN' --new; echo EXIT=\$?"
check "TERM=dumb is refused" wait_for "EXIT=1"
check "the dumb-terminal message names TERM" screen_has "TERM=dumb cannot move the cursor"
run_in_shell "TERM=no-such-terminal '$BIN' --new; echo EXIT=\$?"
check "an unknown terminal is refused" wait_for "EXIT=1"
check "the unknown-terminal message suggests a fix" screen_has "no terminfo entry for TERM=no-such-terminal"

run_in_shell "TERM=xterm-kitty '$BIN' --new; echo EXIT=\$?"
check "a missing xterm-like terminfo entry falls back and opens the composer" wait_for "Title"
quit_discarding
check "the fallback is named after exit" wait_for "drew as xterm-256color"
check "and the composer ended cleanly" wait_for "EXIT=0"

# --- typing in a real terminal -----------------------------------------------------------
run_in_shell "'$BIN' --new '$WORK/typed.json'; echo EXIT=\$?"
check "the composer starts" wait_for "Title"
check "it draws in the alternate screen" alternate_screen_is 1
t send-keys -t e2e -l "Hello"
check "ASCII typed into the title" wait_for "Hello"
t send-keys -t e2e -l " 日本語"
check "Japanese typed into the title" wait_for "Hello 日本語"
t send-keys -t e2e -l " 🎉"
check "emoji typed into the title" wait_for "Hello 日本語 🎉"
check "the cursor stands after the emoji (5+1+6+1+2 cells)" wait_until cursor_after "Hello 日本語 🎉" 15
t send-keys -t e2e Tab
t send-keys -t e2e -l "Body テキスト"
check "Tab moves to the body field" wait_for "Body テキスト"
check "the card beside the form shows the body too" wait_until sh -c "[ \$(tmux -L '$SOCKET' capture-pane -p -t e2e | grep -c 'Body テキスト') -ge 2 ]"
t send-keys -t e2e C-Left
check "Ctrl-Left moves a word left, before テキスト" wait_until cursor_after "Body テキスト" 5
t send-keys -t e2e BSpace
check "Backspace deletes the grapheme before the cursor" wait_for "Bodyテキスト"
gauge="$(screen | grep -oE 'Braze [0-9]+/1912' | head -n 1 | grep -oE '[0-9]+/' | tr -d /)"
t send-keys -t e2e C-s
wait_for "names no audience" >/dev/null
t send-keys -t e2e s
check "^S saves the new file" wait_for "Saved $WORK/typed.json"
budget="$("$BIN" budget --format json "$WORK/typed.json" | python3 -c 'import json, sys; print(json.load(sys.stdin)["braze"]["bytes"])' 2>/dev/null)"
check "the gauge counts the UTF-8 bytes budget counts ($gauge = $budget)" sh -c "[ -n '$gauge' ] && [ '$gauge' = '$budget' ]"
t send-keys -t e2e C-q
check "^Q quits a saved draft at once" wait_for "EXIT=0"
check "the alternate screen is off after quitting" alternate_screen_is 0
check "terminal modes are restored after quitting" terminal_restored

# --- resizing -----------------------------------------------------------------------------
run_in_shell "'$BIN' --new; echo EXIT=\$?"
wait_for "Title"
t send-keys -t e2e -l "日本語のテキストを入力する"
t resize-window -t e2e -x 60 -y 20
check "a resize is picked up: the help bar is on the new last row" wait_until row_has 20 "F1"
t resize-window -t e2e -x 20 -y 8
check "too small a terminal says so" wait_for "Terminal too small"
t resize-window -t e2e -x 130 -y 40
check "growing again redraws the form" wait_for "Title"
check "the typed text survived the resizes" wait_for "日本語のテキストを入力する"
quit_discarding
check "it quits after the resizes" wait_for "EXIT=0"
check "terminal modes are restored" terminal_restored

# --- stop signals -------------------------------------------------------------------------
for signal in HUP TERM INT; do
    rm -f "$WORK/pid"
    run_in_shell "sh -c 'echo \$\$ > $WORK/pid; exec \"$BIN\" --new'; echo EXIT=\$?"
    wait_for "Title"
    t send-keys -t e2e -l "typed before SIG$signal"
    wait_for "typed before SIG$signal"
    kill "-$signal" "$(cat "$WORK/pid")"
    case $signal in HUP) code=129 ;; TERM) code=143 ;; INT) code=130 ;; esac
    check "SIG$signal ends the composer with status $code" wait_for "EXIT=$code"
    check "SIG$signal leaves the alternate screen" alternate_screen_is 0
    check "SIG$signal: the user is told where the typing went" screen_has "kept as a draft in"
    check "SIG$signal: terminal modes restored" terminal_restored
done

# --- no colour ----------------------------------------------------------------------------
run_in_shell "NO_COLOR=1 '$BIN' --new; echo EXIT=\$?"
wait_for "Title"
t send-keys -t e2e -l "No colour"
wait_for "No colour"
check "NO_COLOR: no colour sequences are drawn" \
    sh -c "! tmux -L '$SOCKET' capture-pane -e -p -t e2e | grep -qE $'\e\\\\[([0-9;]*;)?(3[0-7]|4[0-7]|9[0-7]|10[0-7]|38;5|48;5|38;2|48;2)[;m]'"
quit_discarding
wait_for "EXIT=0"
t kill-server

# --- bytes on a pty: a hostile paste never reaches the terminal raw ------------------------
python3 - "$BIN" "$WORK" >"$WORK/pty.txt" 2>&1 <<'PY'
import fcntl, os, pty, select, struct, sys, termios, time

binary, work = sys.argv[1], sys.argv[2]
pid, fd = pty.fork()
if pid == 0:
    os.environ.update(TERM="xterm-256color", LANG="C.UTF-8", XDG_STATE_HOME=work + "/state",
                      XDG_CONFIG_HOME=work + "/config", TMPDIR=work + "/tmp")
    os.environ.pop("NO_COLOR", None)
    os.execv(binary, [binary, "--new"])
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
output = bytearray()

def pump(seconds, until=None):
    """Reads until `until` has been written (or `seconds` pass, or the program ends)."""
    end = time.time() + seconds
    while time.time() < end:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                return False
            if not chunk:
                return False
            output.extend(chunk)
            if until and until in output:
                return True
    return until is None

started = pump(30, "Title".encode())
# A bracketed paste into the title carrying its own escape sequence, a bidi override and a NUL.
os.write(fd, b"\x1b[200~T\x1b]2;pasted\x07\xe2\x80\xaeX\x00Y\x1b[201~")
shown = pump(30, "pasted".encode())
os.write(fd, b"\x11")  # ^Q: the new draft is unsaved, so it asks
pump(30, "Save before quitting?".encode())
os.write(fd, b"d")
pump(30)
_, status = os.waitpid(pid, 0)
checks = [
    ("the composer drew its form", started),
    ("the paste reached the screen", shown),
    ("exit status 0", os.waitstatus_to_exitcode(status) == 0),
    ("no OSC title sequence from the paste", b"\x1b]2;" not in output),
    ("no raw RLO (U+202E)", "\u202e".encode() not in output),
    ("no raw NUL", b"\x00" not in output),
    ("no raw BEL", b"\x07" not in output),
    # The placeholders are drawn dim, so a style change may stand between one and the text.
    ("the pasted ESC, BEL, RLO and NUL are shown as placeholders",
     all(p.encode() in output for p in ["␛", "]2;pasted", "␇", "⟨U+202E⟩", "␀"])),
]
for name, ok in checks:
    print(("ok   - pty: " if ok else "FAIL - pty: ") + name)
PY
while IFS= read -r line; do
    echo "$line"
    case $line in
        "ok   - "*) PASSED=$((PASSED + 1)) ;;
        "FAIL - "*) FAILED=$((FAILED + 1)) ;;
    esac
done <"$WORK/pty.txt"
grep -q "pty: exit status" "$WORK/pty.txt" || { echo "FAIL - the pty check did not run"; FAILED=$((FAILED + 1)); }

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
