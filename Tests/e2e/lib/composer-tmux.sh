# Shared by the composer's tmux tests (sourced, not run): a private state folder, one tmux
# server per start, checks that print "ok"/"FAIL" and the screen on failure, and waits that
# poll the screen instead of sleeping a fixed time. Set BIN (absolute) before sourcing.
WORK=$(mktemp -d)
BASE_SOCK="pc-$(basename "$0" .sh)-$$"; runs=0; SOCK="$BASE_SOCK-0"
mkdir -p "$WORK/tmp"
# TMPDIR too: the editor's files and the drafts' fallback folder stay inside the test's folder.
export XDG_STATE_HOME="$WORK/state" XDG_CONFIG_HOME="$WORK/config" TMPDIR="$WORK/tmp" LANG=C.UTF-8 LC_ALL=C.UTF-8
passed=0; failed=0

tm() { tmux -L "$SOCK" "$@"; }
cleanup() { tm kill-server 2>/dev/null; rm -rf "$WORK"; }
trap cleanup EXIT

screen() { tm capture-pane -p -t c 2>/dev/null; }

check() {
  local name=$1; shift
  if "$@" >/dev/null 2>&1; then echo "ok   - $name"; passed=$((passed + 1))
  else echo "FAIL - $name"; failed=$((failed + 1)); screen | sed 's/^/    | /'; fi
}

# Waits until the screen shows a text (up to 15 s): fixed sleeps flake on a busy machine.
wait_for() {
  for _ in $(seq 1 150); do screen | grep -qF -- "$1" && return 0; sleep 0.1; done
  return 1
}

# Waits until the screen no longer shows a text (up to 15 s): a closed dialog, before the next
# key (an Esc followed at once by a key is read as Alt and that key).
wait_gone() {
  for _ in $(seq 1 150); do screen | grep -qF -- "$1" || return 0; sleep 0.1; done
  return 1
}

# Waits until a file matching a glob holds a text (up to 15 s).
wait_for_file() {
  local pattern=$1 text=$2
  for _ in $(seq 1 150); do
    # shellcheck disable=SC2086
    grep -qF -- "$text" $pattern 2>/dev/null && return 0
    sleep 0.1
  done
  return 1
}

# Starts the composer with ARGS in a 130x40 window; after it exits the pane says "exited N".
start() {
  tm kill-server 2>/dev/null
  # A fresh server per start: a server still shutting down can swallow the new session.
  runs=$((runs + 1)); SOCK="$BASE_SOCK-$runs"
  tm new-session -d -s c -x 130 -y 40 "$BIN $*; echo \"exited \$?\"; sleep 60"
}

# Ends with the one line Tests/run.sh reads, and the exit status.
finish() {
  echo "$passed passed, $failed failed"
  [ "$failed" = 0 ]
}
