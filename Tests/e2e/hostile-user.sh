#!/usr/bin/env bash
# The hostile user: closed and full output, hostile file names, pipes and devices, Save as and
# Export onto existing files, a lost update, a read-only file, the umask, steady typing then
# SIGKILL, pasted carriage returns, vim and nano through ^X (and what they hand back), ^\, a
# planted lock link, and an unprivileged user (setpriv) whose state folder cannot be used.
# Waits for conditions (a screen text, a file), never a fixed time. Prints "N passed, N failed".
set -u
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
source "$(dirname "$0")/lib/composer-tmux.sh"

push() { printf '{"alert": {"title": "%s", "body": "B"}}' "$1" > "$2"; }
no_crash() { ! grep -qE 'Fatal error|Backtrac|Program crashed|Illegal instruction' "$1"; }

# --- the command line: closed and full streams ---------------------------------------------
push "T" "$WORK/p.json"
for command in validate compile budget preview; do
  "$BIN" $command "$WORK/p.json" >&- 2>"$WORK/err"; rc=$?
  check "$command to a closed stdout: status 2" [ "$rc" = 2 ]
  check "$command to a closed stdout: one line that says so, no backtrace" sh -c "
    [ \$(wc -l < '$WORK/err') = 1 ] && grep -q 'cannot write to standard output: it is closed' '$WORK/err'"
  "$BIN" $command "$WORK/p.json" >/dev/full 2>"$WORK/err"; rc=$?
  check "$command to a full disk: status 2, 'the disk is full'" sh -c "[ $rc = 2 ] && grep -q 'the disk is full' '$WORK/err'"
  check "$command to a full disk: no crash" no_crash "$WORK/err"
done
"$BIN" validate - <&- >"$WORK/out" 2>"$WORK/err"; rc=$?
check "validate - with stdin closed: status 2 and a clear line" sh -c "[ $rc = 2 ] && grep -q 'standard input is closed' '$WORK/err'"
check "validate - with stdin closed: no crash" no_crash "$WORK/err"
"$BIN" validate "$WORK/p.json" 2>&- >/dev/null; rc=$?
check "stderr closed with nothing to say: status 0" [ "$rc" = 0 ]
for i in $(seq 1 300); do cp "$WORK/p.json" "$WORK/many-$i.json"; done
"$BIN" validate "$WORK"/many-*.json 2>"$WORK/err" | head -c 10 >/dev/null
check "| head stays quiet" sh -c "[ ! -s '$WORK/err' ]"
rm -f "$WORK"/many-*.json

# --- sizes, pipes, devices, loops, names ---------------------------------------------------
timeout 20 "$BIN" preview "$WORK/p.json" --width 50000000 >/dev/null 2>"$WORK/err"; rc=$?
check "preview --width 50000000 is a usage error, not gigabytes" sh -c "[ $rc = 2 ] && grep -q 'from 20 to 1000' '$WORK/err'"
mkfifo "$WORK/fifo"
timeout 20 "$BIN" validate "$WORK/fifo" >/dev/null 2>"$WORK/err"; rc=$?
check "a FIFO with no writer is refused at once" sh -c "[ $rc = 2 ] && grep -q 'named pipe' '$WORK/err'"
"$BIN" validate /dev/zero >/dev/null 2>"$WORK/err"
check "/dev/zero is a device, not a contradictory size" grep -q 'is a device, not a file' "$WORK/err"
ln -s "$WORK/loop" "$WORK/loop"
"$BIN" validate "$WORK/loop" >/dev/null 2>"$WORK/err"
check "a symlink loop is called a loop, not 'no such file'" grep -q 'leads back to itself' "$WORK/err"
latin1="$WORK/caf$(printf '\351').json"
push "Latin" "$latin1"
"$BIN" validate "$latin1" >/dev/null 2>&1; rc=$?
check "a file name that is not UTF-8 opens" [ "$rc" = 0 ]
osc="$WORK/$(printf 'x\033]52;c;aGFja2Vk\007').json"
printf '{"alert": ' > "$osc"
"$BIN" "$osc" >/dev/null 2>"$WORK/err"
check "a file name with OSC 52 never reaches stderr raw" sh -c "! grep -q \"\$(printf '\\033')\" '$WORK/err' && grep -q '␛]52' '$WORK/err'"
mkdir -p "$WORK/config/push-composer"
printf '"\\u001b]52;c;aGFja2Vk\\u0007" = 1\n[\"\\u001b[2J\"]\n' > "$WORK/config/push-composer/config.toml"
tm kill-server 2>/dev/null; runs=$((runs + 1)); SOCK="$BASE_SOCK-$runs"
tm new-session -d -s c -x 130 -y 40 "$BIN --theme \"\$(printf 'x\\033]52;c;aGk=\\007')\" '$WORK/p.json' 2>'$WORK/err'; echo \"exited \$?\"; sleep 60"
wait_for "Title" >/dev/null
tm send-keys -t c C-q
wait_for "exited" >/dev/null
check "config keys and a --theme argument with escapes reach stderr only as placeholders" sh -c "
  [ -s '$WORK/err' ] && ! grep -q \"\$(printf '\\033')\" '$WORK/err' && grep -q '␛' '$WORK/err'"
rm -f "$WORK/config/push-composer/config.toml"
"$BIN" valdate "$WORK/p.json" >/dev/null 2>"$WORK/err"; rc=$?
check "a mistyped subcommand: did you mean validate?" sh -c "[ $rc = 2 ] && grep -q \"no such command 'valdate'; did you mean 'validate'\" '$WORK/err'"
"$BIN" --help > "$WORK/out" 2>&1
check "--help says that no subcommand opens the composer" grep -q 'With no subcommand, opens the full-screen composer' "$WORK/out"
"$BIN" --bundle-id "$(printf 'com.x\napns-priority: 10')" "$WORK/p.json" >/dev/null 2>"$WORK/err"; rc=$?
check "--bundle-id with a newline is refused" sh -c "[ $rc = 2 ] && grep -q 'bundle id holds only' '$WORK/err'"

# --- Save as and Export ask before replacing ------------------------------------------------
push "Mine" "$WORK/mine.json"
push "Theirs" "$WORK/theirs.json"
start "$WORK/mine.json"
wait_for "Title" >/dev/null
tm send-keys -t c End "!" M-s C-u "$WORK/theirs.json" Enter
check "save as onto another file asks first" wait_for "theirs.json already exists"
tm send-keys -t c n
check "N offers another name" wait_for "Save as (an apple_push object)"
tm send-keys -t c Escape
check "the other file is untouched" grep -q '"title": "Theirs"' "$WORK/theirs.json"
tm send-keys -t c M-x C-u "$WORK/mine.json" Enter
check "export onto the file being edited asks, and says so" wait_for "is the file you are editing"
tm send-keys -t c Escape
check "the edited file was not turned into a payload" grep -q '"title": "Mine"' "$WORK/mine.json"
tm send-keys -t c M-s C-u "$WORK/theirs.json" Enter
wait_for "already exists" >/dev/null
tm send-keys -t c r
check "R replaces it" wait_for "Saved $WORK/theirs.json"
check "the replaced file holds the push" grep -q '"title": "Mine!"' "$WORK/theirs.json"
tm send-keys -t c C-q
wait_for "exited" >/dev/null

# --- a lost update, a read-only file, the umask -------------------------------------------
push "Shared" "$WORK/shared.json"
start "$WORK/shared.json"
wait_for "Title" >/dev/null
tm send-keys -t c End " mine"
wait_for "Shared mine" >/dev/null
push "A colleague's version" "$WORK/shared.json"
tm send-keys -t c C-s
check "^S on a file changed on disk asks" wait_for "changed on disk since you opened"
check "the colleague's version is still there" grep -q "colleague" "$WORK/shared.json"
tm send-keys -t c r
check "R reloads it" wait_for "Reloaded"
check "the reloaded text is shown" wait_for "A colleague's version"
tm send-keys -t c End "+" C-s
check "after a reload, ^S saves without asking" wait_for "Saved $WORK/shared.json"
tm send-keys -t c C-q
wait_for "exited" >/dev/null

push "Locked" "$WORK/locked.json"
chmod 444 "$WORK/locked.json"
start "$WORK/locked.json"
wait_for "Title" >/dev/null
tm send-keys -t c End "!" C-s
check "^S on a read-only file asks" wait_for "is read-only"
check "nothing was written yet" grep -q '"title": "Locked"' "$WORK/locked.json"
tm send-keys -t c w
check "W writes it" wait_for "Saved $WORK/locked.json"
check "and it stays read-only" sh -c "[ \$(stat -c %a '$WORK/locked.json') = 444 ]"
tm send-keys -t c C-q
wait_for "exited" >/dev/null

tm kill-server 2>/dev/null; runs=$((runs + 1)); SOCK="$BASE_SOCK-$runs"
tm new-session -d -s c -x 130 -y 40 "umask 077; $BIN --new '$WORK/private.json'; echo \"exited \$?\"; sleep 60"
wait_for "Title" >/dev/null
tm send-keys -t c "Private" C-s
wait_for "names no audience" >/dev/null
tm send-keys -t c s
wait_for "Saved" >/dev/null
check "a new file under umask 077 is 0600" sh -c "[ \$(stat -c %a '$WORK/private.json') = 600 ]"
tm send-keys -t c C-q
wait_for "exited" >/dev/null

# --- a simulator file keeps its form and Braze's keys ------------------------------------
cat > "$WORK/push.apns" <<'EOF'
{
  "Simulator Target Bundle": "com.example.shop",
  "aps": {"alert": {"title": "Sim", "subtitle": "Sub", "body": "B"}},
  "ab": {"c": "Y2FtcGFpZ24="}
}
EOF
start "$WORK/push.apns"
wait_for "Title" >/dev/null
check "the title bar says what the file is" wait_for "simulator .apns file"
tm send-keys -t c End "!" C-s
wait_for "Saved" >/dev/null
check "the .apns file keeps its target bundle" grep -q '"Simulator Target Bundle": "com.example.shop"' "$WORK/push.apns"
check "the .apns file keeps ab.c and the subtitle" sh -c "grep -q '\"c\": \"Y2FtcGFpZ24=\"' '$WORK/push.apns' && grep -q '\"subtitle\": \"Sub\"' '$WORK/push.apns'"
check "the .apns file has the edit" grep -q '"title": "Sim!"' "$WORK/push.apns"
tm send-keys -t c C-q
wait_for "exited" >/dev/null

# --- steady typing, then SIGKILL: the draft is never more than a few seconds behind --------
push "K" "$WORK/kill.json"
start "$WORK/kill.json"
wait_for "Title" >/dev/null
tm send-keys -t c End
# A key every tenth of a second until the first part is in a draft, never two idle seconds.
typed=0
until grep -q '"title": "Kaaaa' "$WORK/state/push-composer/"draft-*.json 2>/dev/null || [ $typed -ge 200 ]; do
  tm send-keys -t c a; typed=$((typed + 1)); sleep 0.1
done
kill -KILL "$(pgrep -f "^$BIN $WORK/kill.json" | head -n 1)"
check "steady typing was autosaved before SIGKILL (after $typed keys)" sh -c "[ $typed -lt 200 ]"
wait_for "exited" >/dev/null

# --- pasted line breaks arrive as CR -----------------------------------------------------
push "P" "$WORK/paste.json"
start "$WORK/paste.json"
wait_for "Title" >/dev/null
tm send-keys -t c Tab C-u
tm set-buffer "$(printf 'first line\rsecond line\r\nthird')"
tm paste-buffer -p -r -t c   # -r: send CR and CR LF as they are
check "a pasted CR is a line break in the payload" wait_for '"body": "first line\nsecond line\nthird"'
tm send-keys -t c C-q d
wait_for "exited" >/dev/null

# --- $EDITOR: vim and nano in the foreground, a private file, what they hand back ----------
push "Old title" "$WORK/edit.json"
tm kill-server 2>/dev/null; runs=$((runs + 1)); SOCK="$BASE_SOCK-$runs"
tm new-session -d -s c -x 130 -y 40 "EDITOR=vim $BIN '$WORK/edit.json'; echo \"exited \$?\"; sleep 60"
wait_for "Title" >/dev/null
tm send-keys -t c C-x
check "vim opens on the JSON" wait_for '"title": "Old title"'
check "the temporary file is 0600 in a 0700 folder" sh -c "
  [ \$(stat -c %a '$WORK/tmp/'push-composer-edit-*/push.json) = 600 ] && [ \$(stat -c %a '$WORK/tmp/'push-composer-edit-*) = 700 ]"
tm send-keys -t c ':%s/Old title/From vim/' Enter ':wq' Enter
check "vim's edit comes back" wait_for "Took the edited JSON"
check "the title is vim's" wait_for "From vim"
check "the temporary folder is gone" sh -c "! ls -d '$WORK/tmp/'push-composer-edit-* 2>/dev/null"
tm send-keys -t c C-x
wait_for '"title": "From vim"' >/dev/null
tm send-keys -t c ':%s/"title"/"title" "oops"/' Enter ':wq' Enter
check "invalid JSON is kept, with its line and column" wait_for "not taken at line"
tm send-keys -t c e
check "E edits it again from where it was left" wait_for '"title" "oops"'
tm send-keys -t c ':%s/"title" "oops"/"title"/' Enter ':wq' Enter
# Fixed back to the text it was handed: the same push as before, so nothing changes.
check "the fixed text, the push as it was, changes nothing" wait_for "No change in the editor"
tm send-keys -t c C-q d
wait_for "exited" >/dev/null

push "Nano title" "$WORK/nano.json"
tm kill-server 2>/dev/null; runs=$((runs + 1)); SOCK="$BASE_SOCK-$runs"
tm new-session -d -s c -x 130 -y 40 "EDITOR=nano $BIN '$WORK/nano.json'; echo \"exited \$?\"; sleep 60"
wait_for "Title" >/dev/null
tm send-keys -t c C-x
check "nano opens on the JSON" wait_for "GNU nano"
tm send-keys -t c 'M-\' 'M-r' 'Nano title' Enter 'From nano' Enter 'a'
tm send-keys -t c C-o Enter C-x
check "nano's edit comes back" wait_for "From nano"
tm send-keys -t c C-q d
wait_for "exited" >/dev/null

tm kill-server 2>/dev/null; runs=$((runs + 1)); SOCK="$BASE_SOCK-$runs"
tm new-session -d -s c -x 130 -y 40 "EDITOR=nosuchedit $BIN '$WORK/nano.json'; echo \"exited \$?\"; sleep 60"
wait_for "Title" >/dev/null
tm send-keys -t c C-x
check "a missing editor is named" wait_for "nosuchedit was not found"
tm send-keys -t c Enter C-q
wait_for "exited" >/dev/null

# An editor that leaves a link to another file, or more than is taken back.
printf '{"alert": {"title": "SECRET-TARGET"}}' > "$WORK/target.json"
printf '#!/bin/sh\nrm -f "$1"; ln -s "%s" "$1"\n' "$WORK/target.json" > "$WORK/link-editor"
printf '#!/bin/sh\nhead -c 17000000 /dev/zero | tr "\\000" x > "$1"\n' > "$WORK/huge-editor"
chmod +x "$WORK/link-editor" "$WORK/huge-editor"
tm kill-server 2>/dev/null; runs=$((runs + 1)); SOCK="$BASE_SOCK-$runs"
tm new-session -d -s c -x 130 -y 40 "EDITOR=$WORK/link-editor $BIN '$WORK/nano.json'; echo \"exited \$?\"; sleep 60"
wait_for "Title" >/dev/null
tm send-keys -t c C-x
check "a link the editor leaves is not followed, and said so" wait_for "a symbolic link in place of the file"
check "nothing of the link's target is shown" sh -c "! tmux -L '$SOCK' capture-pane -p -t c | grep -q SECRET-TARGET"
tm send-keys -t c Enter C-q
wait_for "exited" >/dev/null
tm kill-server 2>/dev/null; runs=$((runs + 1)); SOCK="$BASE_SOCK-$runs"
tm new-session -d -s c -x 130 -y 40 "EDITOR=$WORK/huge-editor $BIN '$WORK/nano.json'; echo \"exited \$?\"; sleep 60"
wait_for "Title" >/dev/null
tm send-keys -t c C-x
check "17 MB from the editor is not taken, and not lost: the file is kept" wait_for "the file is kept at"
kept=$(ls "$TMPDIR"/push-composer-edit-*/push.json 2>/dev/null | head -n 1)
check "the kept file holds what the editor wrote" sh -c "[ -n '$kept' ] && [ \$(stat -c %s '$kept') = 17000000 ]"
check "the advice is not about installing an editor" sh -c "! tmux -L '$SOCK' capture-pane -p -t c | grep -q 'Set VISUAL'"
tm send-keys -t c Enter C-q
wait_for "exited" >/dev/null

# --- ^\ suspends to the shell, fg brings the composer back; signals set the status -------
tm kill-server 2>/dev/null; runs=$((runs + 1)); SOCK="$BASE_SOCK-$runs"
tm new-session -d -s c -x 130 -y 40 "bash --norc -i"
tm send-keys -t c "PS1='shell> '; $BIN '$WORK/p.json'" Enter
wait_for "Title" >/dev/null
tm send-keys -t c 'C-\'
check "^\\ gives the shell back" wait_for "Stopped"
tm send-keys -t c "fg" Enter
check "fg brings the composer back" wait_for "Title"
tm send-keys -t c C-q
tm send-keys -t c "echo status=\$?" Enter
check "and it quits normally after" wait_for "status=0"

push "H" "$WORK/hup.json"
start "$WORK/hup.json"
wait_for "Title" >/dev/null
kill -HUP "$(pgrep -f "^$BIN $WORK/hup.json" | head -n 1)"
check "SIGHUP: exit status 129" wait_for "exited 129"

# --- a planted lock link is not followed -----------------------------------------------------
push "L" "$WORK/lock.json"
start "$WORK/lock.json"
wait_for "Title" >/dev/null
tm send-keys -t c C-q
wait_for "exited" >/dev/null
for lock in "$WORK/state/push-composer/"draft-*.lock; do rm -f "$lock"; ln -s "$WORK/planted-target" "$lock"; done
start "$WORK/lock.json"
wait_for "Title" >/dev/null
check "a lock planted as a link creates nothing at its target" sh -c "[ ! -e '$WORK/planted-target' ]"
tm send-keys -t c C-q
wait_for "exited" >/dev/null

# --- an unprivileged user: permissions mean something -------------------------------------
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
  nobody="$WORK/nobody"
  mkdir -p "$nobody/home" "$nobody/tmp" "$nobody/state"
  # A copy of the binary nobody may run: the build folder may sit inside a private folder.
  mkdir -p "$nobody/bin"; cp "$BIN" "$nobody/bin/push-composer"
  chown -R 65534:65534 "$nobody"
  chmod 711 "$WORK"
  NBIN="$nobody/bin/push-composer"
  push "N" "$nobody/n.json"; chown 65534:65534 "$nobody/n.json"
  as_nobody="setpriv --reuid=65534 --regid=65534 --clear-groups env HOME=$nobody/home TMPDIR=$nobody/tmp"
  # A state folder owned by root: refused, drafts go to the private fallback.
  mkdir -p "$WORK/rootstate/push-composer"; chmod 755 "$WORK/rootstate" "$WORK/rootstate/push-composer"
  tm kill-server 2>/dev/null; runs=$((runs + 1)); SOCK="$BASE_SOCK-$runs"
  tm new-session -d -s c -x 130 -y 40 "$as_nobody XDG_STATE_HOME=$WORK/rootstate $NBIN '$nobody/n.json'; echo \"exited \$?\"; sleep 60"
  check "as nobody: another user's state folder is refused" wait_for "belongs to another user"
  tm send-keys -t c End "x"
  check "as nobody: the draft goes to a private fallback" wait_for "Drafts go to $nobody/tmp/push-composer-65534"
  kill -HUP "$(pgrep -f "^$NBIN $nobody/n.json" | head -n 1)"
  check "as nobody: the exit line names the fallback draft" wait_for "kept as a draft in $nobody/tmp/push-composer-65534"
  # A read-only folder: saving says why in one line and keeps the work.
  chmod 555 "$nobody"   # the binary stays runnable: only the folder is read-only
  tm kill-server 2>/dev/null; runs=$((runs + 1)); SOCK="$BASE_SOCK-$runs"
  tm new-session -d -s c -x 130 -y 40 "$as_nobody XDG_STATE_HOME=$nobody/state $NBIN '$nobody/n.json'; echo \"exited \$?\"; sleep 60"
  wait_for "Draft recovered" >/dev/null && tm send-keys -t c Enter
  wait_for "Title" >/dev/null
  tm send-keys -t c End "y" C-s
  check "as nobody: saving into a read-only folder says permission denied" wait_for "permission denied"
  check "as nobody: the file is unchanged" grep -q '"title": "N"' "$nobody/n.json"
  tm send-keys -t c Enter C-q d
  wait_for "exited" >/dev/null
  chmod 755 "$nobody"
else
  echo "ok   - (skipped: unprivileged checks need root and setpriv)"
fi

finish
