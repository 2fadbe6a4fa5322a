#!/usr/bin/env bash
# Nothing typed is lost: SIGHUP and SIGTERM at random points while typing, SIGKILL after an
# autosave, a state folder that cannot be written, and a damaged draft. Drives the composer in tmux.
# Prints "N passed, N failed".
set -u
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
source "$(dirname "$0")/lib/composer-tmux.sh"

# Starts and waits for the first screen (the form or the recovery prompt).
start_and_wait() {
  start "$@"
  wait_for "Title" || wait_for "Draft recovered"
}
composer_pid() { pgrep -f "^$BIN $1" | head -n 1; }
# Recovers the draft of FILE, saves it and quits; the file then holds what was typed.
recover_and_save() {
  start_and_wait "$1"
  wait_for "Draft recovered" || return 1
  tm send-keys -t c Enter C-s
  wait_for "Saved" || return 1
  tm send-keys -t c C-q
  wait_for "exited 0"
}

# --- signals at random points while typing ----------------------------------------------
for round in 1 2 3 4; do
  file="$WORK/round$round.json"
  printf '{"alert": {"title": "T", "body": "B"}}' > "$file"
  signal=$([ $((round % 2)) = 1 ] && echo HUP || echo TERM)
  start_and_wait "$file"
  word="w$RANDOM-日本-$round"
  tm send-keys -t c End "$word"
  wait_for "T$word" >/dev/null
  # A random moment well inside the 2 s autosave delay: only the signal can save it.
  sleep "0.$((RANDOM % 9))"
  kill -"$signal" "$(composer_pid "$file")"
  wait_for "exited" >/dev/null
  recover_and_save "$file"
  check "SIG$signal at a random point (round $round) loses nothing" grep -q "\"title\": \"T$word\"" "$file"
done

# --- a crash or any fatal signal writes the draft first, and leaves no core file ---------
# kill -SEGV reaches the same handler a real crash does. The shell allows core files, so one
# would appear in the folder if the process could be dumped (it holds the Braze key).
mkdir -p "$WORK/cores"
for signal in SEGV ILL ABRT QUIT USR1; do
  file="$WORK/fatal-$signal.json"
  printf '{"alert": {"title": "F", "body": "B"}}' > "$file"
  tm kill-server 2>/dev/null; runs=$((runs + 1)); SOCK="$BASE_SOCK-$runs"
  tm new-session -d -s c -x 130 -y 40 "cd '$WORK/cores' && ulimit -c unlimited; BRAZE_API_KEY=secret-in-core-$signal $BIN $file; echo \"exited \$?\"; sleep 60"
  wait_for "Title" >/dev/null
  word="crash$RANDOM-$signal"
  tm send-keys -t c End "$word"
  wait_for "F$word" >/dev/null
  kill -"$signal" "$(composer_pid "$file")"
  check "SIG$signal while typing: the composer ends with 128 + the signal, the terminal given back" \
    wait_for "exited $((128 + $(kill -l "$signal")))"
  check "SIG$signal: one line says the unsaved work was kept" wait_for "stopped by a fatal signal; your unsaved work was kept"
  check "SIG$signal: what was typed since the last autosave is in the draft" \
    wait_for_file "$WORK/state/push-composer/draft-*.json" "F$word"
  recover_and_save "$file"
  check "SIG$signal: the draft is offered at the next start and saves what was typed" grep -q "\"title\": \"F$word\"" "$file"
done
check "no core file was written, so no key reached the disk" sh -c "[ -z \"\$(ls -A '$WORK/cores')\" ] && ! grep -rq secret-in-core '$WORK' --exclude-dir=tmp"

# --- SIGKILL loses at most what came after the last autosave ----------------------------
file="$WORK/kill.json"
printf '{"alert": {"title": "K", "body": "B"}}' > "$file"
start_and_wait "$file"
tm send-keys -t c End "saved-part"
wait_for "Ksaved-part" >/dev/null
# The autosave, not a fixed wait: the draft file holds the text.
wait_for_file "$WORK/state/push-composer/draft-*.json" "Ksaved-part"
tm send-keys -t c "+lost"   # not "-lost": tmux would read it as flags
wait_for "saved-part+lost" >/dev/null
kill -KILL "$(composer_pid "$file")"
wait_for "exited" >/dev/null
recover_and_save "$file"
check "after SIGKILL the autosaved text is back" grep -q '"title": "Ksaved-part' "$file"

# --- a state folder that cannot be written: a clear message, and the composer keeps working
# (a regular file where the folder should be: permissions would not stop root)
printf 'not a folder' > "$WORK/blocked"
file="$WORK/ro.json"
printf '{"alert": {"title": "R", "body": "B"}}' > "$file"
XDG_STATE_HOME="$WORK/blocked" start_and_wait "$file"
check "an unusable state folder is named at the start" wait_for "The state folder cannot be used"
tm send-keys -t c End "x"
check "the draft goes to the private fallback folder, and the status line says where" wait_for "Drafts go to $WORK/tmp/push-composer-"
check "the fallback draft holds the text, private" sh -c "grep -q Rx '$WORK/tmp/push-composer-'*/draft-*.json && [ \"\$(stat -c %a '$WORK/tmp/push-composer-'*)\" = 700 ]"
tm send-keys -t c "yz"
check "typing goes on after the failure" wait_for "Rxyz"
tm send-keys -t c C-s
check "saving to the file still works" wait_for "Saved"
tm send-keys -t c C-q
wait_for "exited 0" >/dev/null
check "the saved file holds the text" grep -q '"title": "Rxyz"' "$file"

# --- two composers on one file keep separate drafts -------------------------------------
file="$WORK/shared.json"
printf '{"alert": {"title": "S", "body": "B"}}' > "$file"
start_and_wait "$file"
tm send-keys -t c End "one"
wait_for "Sone" >/dev/null
tm new-session -d -s c2 -x 130 -y 40 "$BIN $file; echo \"exited \$?\"; sleep 60"
screen2() { tm capture-pane -p -t c2 2>/dev/null; }
for _ in $(seq 1 150); do screen2 | grep -qF "Title" && break; sleep 0.1; done
check "a second composer on the same file says it keeps its own draft" sh -c "tmux -L '$SOCK' capture-pane -p -t c2 | grep -qF 'Another composer is editing this file'"
tm send-keys -t c2 End "two"
for _ in $(seq 1 150); do screen2 | grep -qF "Stwo" && break; sleep 0.1; done
for pid in $(pgrep -f "^$BIN $file"); do kill -HUP "$pid"; done
wait_for "exited" >/dev/null
for _ in $(seq 1 150); do screen2 | grep -qF "exited" && break; sleep 0.1; done
check "both composers' drafts were kept" sh -c "grep -l '\"Sone\"' '$WORK/state/push-composer/'draft-*.json && grep -l '\"Stwo\"' '$WORK/state/push-composer/'draft-*.json"
recover_and_save "$file"
first=$(grep -o '"title": "S[a-z]*"' "$file")
recover_and_save "$file"
second=$(grep -o '"title": "S[a-z]*"' "$file")
check "each draft is recovered in turn" sh -c "[ '$first' != '$second' ] && echo '$first $second' | grep -q Sone && echo '$first $second' | grep -q Stwo"

# --- a damaged draft is refused and kept aside, not overwritten -------------------------
file="$WORK/damaged.json"
printf '{"alert": {"title": "D", "body": "B"}}' > "$file"
start_and_wait "$file"
tm send-keys -t c End "2"
wait_for "D2" >/dev/null
kill -HUP "$(composer_pid "$file")"
wait_for "exited" >/dev/null
draft=$(ls -t "$WORK/state/push-composer/"draft-*.json | grep -v corrupt | head -n 1)
printf 'not json {' > "$draft"
start_and_wait "$file"
check "a damaged draft is reported" wait_for "damaged draft"
check "the damaged draft is kept aside, untouched" sh -c "cat '$WORK/state/push-composer/'*corrupt* | grep -qx 'not json {'"
tm send-keys -t c Enter C-q
wait_for "exited 0" >/dev/null

# --- the terminal goes away while the editor has it --------------------------------------
# The shell in the pane leads the session, so the hang-up reaches it and the editor, not the
# composer: the composer finds the terminal gone when it takes it back, keeps what was typed and
# ends, rather than waiting on a terminal that will never answer.
file="$WORK/editor-hangup.json"
printf '{"alert": {"title": "H", "body": "B"}}' > "$file"
export EDITOR=vim
start_and_wait "$file"
tm send-keys -t c End "typed"
wait_for "Htyped" >/dev/null
tm send-keys -t c C-x
wait_for '"alert"' >/dev/null
pid=$(composer_pid "$file")
tm kill-server
gone() { for _ in $(seq 1 150); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.1; done; return 1; }
check "a terminal gone while the editor had it ends the composer" gone
kill -9 "$pid" 2>/dev/null
check "and what was typed is in its draft" wait_for_file "$WORK/state/push-composer/draft-*.json" '"Htyped"'

finish
