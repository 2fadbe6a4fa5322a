#!/usr/bin/env bash
# End-to-end test of the composer in a real terminal (tmux): compose a push, save, quit, and
# check the file with `push-composer validate`; then kill a session with SIGHUP mid-typing and
# check that the next start recovers every typed character. Prints "N passed, N failed".
set -u
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
source "$(dirname "$0")/lib/composer-tmux.sh"

# --- compose, save, quit, validate ------------------------------------------------------
start --new "$WORK/push.json"
check "the composer opens on the Alert screen" wait_for "Title"
tm send-keys -t c "Sale: 40% off"
tm send-keys -t c Tab "Today only, in every size. 日本語も🎉"
check "the gauge counts what was typed" wait_for "Braze "
check "the card shows the title beside the icon" wait_for "▟▙ Sale: 40% off"
tm send-keys -t c M-2 Right                     # sound: system default
tm send-keys -t c M-3 Right Tab BSpace "3"      # badge: 3
tm send-keys -t c M-4 Right Right Right         # interruption level: time-sensitive
tm send-keys -t c M-5 Right Tab Right Tab "https://example.com/sale"   # Accept/Decline, Accept opens a URI
check "time-sensitive shows on the card" wait_for "TIME SENSITIVE"
tm send-keys -t c M-p
check "Alt-P lays the card out for a large phone" wait_for "· large Alt-P"
tm send-keys -t c M-p
check "and again for a small one" wait_for "Phone: small, 320 pt"
check "the preview names the phone" wait_for "· small Alt-P"
tm send-keys -t c C-s
check "save of a request that names no one asks who receives it first" wait_for "names no audience"
tm send-keys -t c s
check "S saves it as it is, and says so" wait_for "Saved $WORK/push.json"
tm send-keys -t c C-q
check "quit leaves the composer" wait_for "exited 0"
check "the saved file validates" "$BIN" validate "$WORK/push.json"
check "the saved file holds what was typed" grep -q '"body": "Today only, in every size. 日本語も🎉"' "$WORK/push.json"
check "the saved file has the buttons" grep -q '"uri": "https://example.com/sale"' "$WORK/push.json"
check "the saved file has the level and badge" sh -c "grep -q '\"interruption_level\": \"time-sensitive\"' '$WORK/push.json' && grep -q '\"badge\": 3' '$WORK/push.json'"
check "no draft is left after a clean save" sh -c "[ -z \"\$(ls -A '$WORK/state/push-composer' 2>/dev/null | grep -v '\.lock\$')\" ]"

# --- SIGHUP mid-typing loses nothing -----------------------------------------------------
start "$WORK/push.json"
wait_for "Title" >/dev/null
tm send-keys -t c End " — typed before the line dropped ✈️"
wait_for "dropped" >/dev/null
pid=$(pgrep -f "^$BIN $WORK/push.json" | head -n 1)
kill -HUP "$pid"
check "SIGHUP ends the composer" wait_for "exited"
check "a draft was written on SIGHUP" sh -c "ls '$WORK/state/push-composer/'draft-*.json"
check "the draft is private (0600)" sh -c "stat -c %a '$WORK/state/push-composer/'draft-*.json | grep -qx 600"
start "$WORK/push.json"
check "the next start offers the draft" wait_for "Draft recovered"
tm send-keys -t c Enter
# The payload pane wraps the title after "line".
recovered() { wait_for '"title": "Sale: 40% off — typed before the line' && wait_for 'dropped ✈️",'; }
check "every typed character is back" recovered
tm send-keys -t c C-s
wait_for "names no audience" >/dev/null
tm send-keys -t c s
wait_for "Saved" >/dev/null
tm send-keys -t c C-q
wait_for "exited 0" >/dev/null
check "the recovered text was saved" grep -q "typed before the line dropped ✈️" "$WORK/push.json"

# --- unsaved changes ask before quitting; too small a terminal -------------------------
start "$WORK/push.json"
wait_for "Title" >/dev/null
tm send-keys -t c "!"
tm send-keys -t c C-q
check "quitting with changes asks first" wait_for "Save before quitting?"
tm send-keys -t c Escape
tm resize-window -t c -x 40 -y 10
check "a tiny terminal shows a clear message" wait_for "Terminal too small"
tm resize-window -t c -x 130 -y 40
check "growing back restores the form" wait_for "Title"
tm send-keys -t c C-q d
check "discard quits" wait_for "exited 0"

# --- ^Z undoes a word at a time, ^Y redoes -------------------------------------------------
printf '{"alert": {"title": "Sale", "body": "Ends soon"}}' > "$WORK/undo.json"
start "$WORK/undo.json"
wait_for '"title": "Sale"' >/dev/null
tm send-keys -t c End; tm send-keys -t c -l " today only"
check "typed two words" wait_for '"title": "Sale today only"'
tm send-keys -t c C-z
check "^Z takes back the last word" wait_for '"title": "Sale today"'
check "and says what it undid" wait_for "Undid typing in Title"
tm send-keys -t c C-z
check "^Z again: the word before" wait_for '"title": "Sale"'
tm send-keys -t c C-y
check "^Y puts a word back" wait_for '"title": "Sale today"'
# Esc, then P a tenth of a second later (as a Mac with no Meta sends it by hand): Alt-P.
tm send-keys -t c Escape; sleep 0.1; tm send-keys -t c p
check "Esc then P within the prefix time is Alt-P: the phone changes" wait_for "Phone: large"
tm send-keys -t c C-g
check "^G opens every action by name" wait_for "Every action: type to find"
tm send-keys -t c -l "phone"; tm send-keys -t c Enter
check "typing finds an action and Enter runs it" wait_for "Phone: small"
tm send-keys -t c C-q
wait_for "Save before quitting?" && tm send-keys -t c d
check "quits after undo and redo" wait_for "exited 0"

# --- a terminal's late answers to the graphics query are never keys ------------------------
printf '{"alert": {"title": "Late", "body": "answers"}}' > "$WORK/late.json"
start "$WORK/late.json"
wait_for "Late" >/dev/null
tm send-keys -t c End
# XTVERSION's DCS, kitty's APC and the device attributes, as a terminal answers over SSH.
tm send-keys -t c -l "$(printf '\033P>|xterm(390)\033\\\033_Gi=31;OK\033\\\033[?62;4;22c')"
tm send-keys -t c -l "!"
check "a late answer types nothing into the field" wait_for "Late!"
check "and is not Alt-P: the phone is unchanged" sh -c "! tmux -L '$SOCK' capture-pane -p -t c | grep -qE 'large Alt-P|xterm\(390\)|62;4;22c'"
tm send-keys -t c C-q
wait_for "Save before quitting?" && tm send-keys -t c d
wait_for "exited" >/dev/null

# --- a file that is not JSON is refused, not overwritten -------------------------------
printf '{"alert": "x",}' > "$WORK/broken.json"
"$BIN" "$WORK/broken.json" </dev/null >"$WORK/out" 2>"$WORK/err"; status=$?
check "a broken file is refused with its line and column" sh -c "[ $status = 1 ] && grep -q 'broken.json:1:15: error\[json.syntax\]' '$WORK/err'"
check "the broken file is untouched" sh -c "[ \"\$(cat '$WORK/broken.json')\" = '{\"alert\": \"x\",}' ]"
"$BIN" </dev/null >"$WORK/out" 2>"$WORK/err"; status=$?
check "without a terminal the composer refuses in one line" sh -c "[ $status = 2 ] && [ \$(wc -l <'$WORK/err') = 1 ]"

finish
