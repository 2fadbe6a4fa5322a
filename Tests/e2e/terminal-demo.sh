#!/usr/bin/env bash
# End-to-end test of `push-composer demo` on real terminals: tmux for what a person sees,
# a pty for the exact bytes written. Usage: Tests/e2e/terminal-demo.sh PATH/TO/push-composer
set -u

if [ $# -lt 1 ] || [ ! -x "$1" ]; then
    echo "usage: $0 PATH/TO/push-composer" >&2
    exit 2
fi
BIN="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
WORK="$(mktemp -d)"
SOCKET="push-composer-e2e-$$"
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

# wait_for TEXT [SECONDS]: true once TEXT is on the screen.
wait_for() {
    local text="$1" limit="${2:-5}" i=0
    while [ "$i" -lt $((limit * 10)) ]; do
        screen | grep -qF -- "$text" && return 0
        sleep 0.1
        i=$((i + 1))
    done
    return 1
}

screen_has() { screen | grep -qF -- "$1"; }
screen_line_is() { [ "$(screen | sed -n "$1p" | sed 's/ *$//')" = "$2" ]; }
alternate_screen_is() { [ "$(t display -p -t e2e '#{alternate_on}')" = "$1" ]; }
cursor_is() { [ "$(t display -p -t e2e '#{cursor_x},#{cursor_y}')" = "$1" ]; }
# The shell's terminal modes after the program left: echo and canonical input back on.
# The shell prints the three modes on a line of their own; stty lists them in this order.
terminal_restored() {
    t send-keys -t e2e "clear; echo MODES: \$(stty -a | tr ' ;' '\n\n' | grep -xE -- '-?(echo|icanon|isig)')" Enter
    wait_for "MODES: " 3 && sleep 0.2 && screen | grep -qxE 'MODES: isig icanon echo *'
}
# Clears the screen and waits until the last run's "EXIT=" is gone before running COMMAND:
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

# --- refusals without a usable terminal -------------------------------------------------
"$BIN" demo </dev/null >"$WORK/out" 2>"$WORK/err"
status=$?
check "refuses when stdin is not a terminal (exit 2)" [ "$status" = 2 ]
check "the refusal is one line pointing at the subcommands" \
    sh -c "[ \$(wc -l <'$WORK/err') = 1 ] && grep -q 'validate|compile|budget|preview' '$WORK/err'"
"$BIN" validate x >/dev/null 2>"$WORK/err"
status=$?
check "the command line still answers without a terminal (missing file: exit 2)" sh -c "[ $status = 2 ] && grep -q 'file.unreadable' '$WORK/err'"

t new-session -d -s e2e -x 100 -y 30 -e LANG=C.UTF-8 -e LC_ALL= -e TERM=xterm-256color "env PS1='$ ' bash --norc --noprofile"
wait_for '$' 5

run_in_shell "TERM=dumb '$BIN' demo; echo EXIT=\$?"
check "TERM=dumb is refused with a clear message" wait_for "EXIT=1"
check "the dumb-terminal message names TERM" screen_has "TERM=dumb cannot move the cursor"
run_in_shell "TERM=no-such-terminal '$BIN' demo; echo EXIT=\$?"
check "an unknown terminal is refused" wait_for "EXIT=1"
check "the unknown-terminal message suggests a fix" screen_has "no terminfo entry for TERM=no-such-terminal"

run_in_shell "TERM=xterm-kitty '$BIN' demo; echo EXIT=\$?"
check "a missing xterm-like terminfo entry falls back to xterm-256color" wait_for "drew as xterm-256color"
t send-keys -t e2e C-c
check "the fallback notice is repeated after exit" wait_for "EXIT=0"

# --- typing in a real terminal -----------------------------------------------------------
run_in_shell "'$BIN' demo; echo EXIT=\$?"
check "the demo starts" wait_for "PushComposer · terminal demo"
check "the demo draws in the alternate screen" alternate_screen_is 1
t send-keys -t e2e -l "Hello"
check "ASCII typed into the title" wait_for "  Hello"
t send-keys -t e2e -l " 日本語"
check "Japanese typed into the title" wait_for "  Hello 日本語"
t send-keys -t e2e -l " 🎉"
check "emoji typed into the title" wait_for "  Hello 日本語 🎉"
check "title row is exact" screen_line_is 4 "  Hello 日本語 🎉"
check "cursor stands after the emoji (2+5+1+6+1+2 cells)" cursor_is "17,3"
check "gauge counts UTF-8 bytes" wait_for "20 / 120 bytes"
t send-keys -t e2e Tab
t send-keys -t e2e -l "Body テキスト"
check "Tab moves to the body field" wait_for "  Body テキスト"
check "preview shows both fields" screen_has "Body: Body テキスト"
t send-keys -t e2e C-Left
check "Ctrl-Left is decoded" wait_for "last key: Ctrl-Left"
check "cursor moved a word left, before テキスト" cursor_is "7,6"
t send-keys -t e2e BSpace
check "Backspace deletes the grapheme before the cursor" wait_for "  Bodyテキスト"
t send-keys -t e2e Escape
sleep 0.3  # as a person would: Esc and q in one burst is how terminals spell Alt-q
t send-keys -t e2e -l "q"
check "q quits outside a field" wait_for "EXIT=0"
check "alternate screen off after quitting" alternate_screen_is 0
check "terminal modes restored after quitting" terminal_restored

# --- resizing -----------------------------------------------------------------------------
run_in_shell "'$BIN' demo; echo EXIT=\$?"
wait_for "PushComposer · terminal demo"
t send-keys -t e2e -l "日本語のテキストを入力する"
t resize-window -t e2e -x 60 -y 20
check "resize is picked up" wait_for "60×20"
check "help bar redrawn at the new width" screen_line_is 20 "Tab next field  Esc leave field  ^C quit"
check "gauge centred in the new width" screen_line_is 10 "                       39 / 120 bytes"
t resize-window -t e2e -x 20 -y 8
check "too small a terminal says so" wait_for "Terminal too small"
t resize-window -t e2e -x 100 -y 30
check "growing again redraws the form" wait_for "100×30"
check "the typed text survived the resizes" screen_has "  日本語のテキストを入力する"
t send-keys -t e2e C-c
check "Ctrl-C quits with status 0" wait_for "EXIT=0"
check "terminal modes restored after Ctrl-C" terminal_restored

# --- stop signals -------------------------------------------------------------------------
for signal in HUP TERM INT; do
    rm -f "$WORK/pid"
    run_in_shell "sh -c 'echo \$\$ > $WORK/pid; exec \"$BIN\" demo'; echo EXIT=\$?"
    wait_for "PushComposer · terminal demo"
    t send-keys -t e2e -l "x"
    sleep 0.2
    kill "-$signal" "$(cat "$WORK/pid")"
    case $signal in HUP) code=129 ;; TERM) code=143 ;; INT) code=130 ;; esac
    check "SIG$signal ends the demo with status $code" wait_for "EXIT=$code"
    check "SIG$signal leaves the alternate screen" alternate_screen_is 0
    check "SIG$signal: the user is told the terminal was restored" screen_has "terminal restored"
    check "SIG$signal: terminal modes restored" terminal_restored
done

# --- no colour ----------------------------------------------------------------------------
run_in_shell "NO_COLOR=1 '$BIN' demo; echo EXIT=\$?"
wait_for "PushComposer · terminal demo"
t send-keys -t e2e -l "$(printf 'x%.0s' $(seq 100))"
wait_for "100 / 120 bytes"
check "NO_COLOR: no colour sequences drawn (the gauge is reverse video)" \
    sh -c "! tmux -L '$SOCKET' capture-pane -e -p -t e2e | grep -qE $'\e\\\\[([0-9;]*;)?(3[0-7]|4[0-7]|38;5|48;5)[;m]'"
t send-keys -t e2e C-c
wait_for "EXIT=0"
t kill-server

# --- bytes on a pty: untrusted text never reaches the terminal raw -----------------------
printf 'Hi \033]0;pwned\007 \342\200\256evil \000end' >"$WORK/payload.txt"
python3 - "$BIN" "$WORK/payload.txt" >"$WORK/pty.txt" 2>&1 <<'PY'
import fcntl, os, pty, select, struct, sys, termios, time

binary, payload = sys.argv[1], sys.argv[2]
pid, fd = pty.fork()
if pid == 0:
    os.environ.update(TERM="xterm-256color", LANG="C.UTF-8")
    os.environ.pop("NO_COLOR", None)
    os.execv(binary, [binary, "demo", "--load", payload])
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
output = bytearray()

def pump(seconds, until=None):
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
    return True

pump(5, "bytes".encode())
# A bracketed paste into the title carrying its own escape sequence and a bidi override.
os.write(fd, b"\x1b[200~T\x1b]2;pasted\x07\xe2\x80\xaeX\x1b[201~")
pump(2, "pasted".encode())
os.write(fd, b"\x03")
pump(3)
_, status = os.waitpid(pid, 0)
checks = [
    ("exit status 0", os.waitstatus_to_exitcode(status) == 0),
    ("no OSC title sequence from the file", b"\x1b]0;" not in output),
    ("no OSC title sequence from the paste", b"\x1b]2;" not in output),
    ("no raw RLO (U+202E)", "\u202e".encode() not in output),
    ("no raw NUL", b"\x00" not in output),
    ("no raw BEL", b"\x07" not in output),
    ("ESC shown as a placeholder", "␛]0;pwned␇".encode() in output),
    ("U+202E shown as a placeholder", "⟨U+202E⟩".encode() in output),
    ("NUL shown as a placeholder", "␀".encode() in output),
    ("pasted escape shown as a placeholder", "␛]2;pasted␇".encode() in output),
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
