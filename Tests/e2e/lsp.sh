#!/usr/bin/env bash
# `push-composer lsp` driven by a real editor: Neovim (headless) opens a push file through its
# own LSP client (UTF-16 positions, incremental changes), receives the findings, hovers for the
# byte count, asks for completion, applies a quick fix, edits the file and sees the findings
# change; the project file's ignores apply; the server exits when the editor stops it, and
# nothing but protocol messages reaches standard output. Prints "N passed, N failed".
set -u
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
source "$HERE/lib/composer-tmux.sh"
export HOME="$WORK/home"
mkdir -p "$WORK/project/pushes" "$HOME"
printf '{\n  "alert": {"title": "Flash sale", "body": "40%% off everything until midnight."},\n  "badge": 1,\n  "sond": "default",\n  "collapse_id": "%s"\n}\n' \
  "sale-2026-but-a-collapse-id-of-more-than-sixty-four-bytes-is-refused-by-apns" > "$WORK/project/pushes/sale.json"
# The project ignores collapse-id.length: the editor must not show it.
printf '[validate]\nignore = ["collapse-id.length"]\n' > "$WORK/project/.push-composer.toml"

run_nvim() {
  PC_BIN="$BIN" PC_FILE="$1" PC_OUT="$WORK/client.out" timeout 120 nvim --headless -u NONE -i NONE -n \
    -c "luafile $HERE/lsp/client.lua" >"$WORK/nvim.out" 2>&1
}
run_nvim "$WORK/project/pushes/sale.json"; status=$?
sed 's/^/    /' "$WORK/client.out"
line() { grep "^$1 " "$WORK/client.out"; }
check "neovim ran the whole session (status 0)" test $status = 0
check "opening: validate's findings at the key's line and column, the project's ignore applied" bash -c \
  "[ \"\$(grep '^opened ' '$WORK/client.out')\" = 'opened key.unknown@3:2' ]"
check "hover on a key: its help, its bytes and the push's total against both limits" bash -c \
  "grep '^hover ' '$WORK/client.out' | grep -q 'The number on the app' && grep '^hover ' '$WORK/client.out' | grep -q '10 bytes of the payload' &&
   grep '^hover ' '$WORK/client.out' | grep -q '/ 1912 Braze bytes' && grep '^hover ' '$WORK/client.out' | grep -q '/ 4096 APNs bytes'"
check "code action: the quick fix renames the mistyped key" bash -c "grep -q '^fix Rename \"sond\" to \"sound\"' '$WORK/client.out'"
check "applying it clears the finding" bash -c "[ \"\$(grep '^fixed' '$WORK/client.out')\" = 'fixed ' ] && grep -q '\"sound\": \"default\"' '$WORK/project/pushes/sale.json' || grep -q '^fixed \$' '$WORK/client.out'"
check "completion offers the keys not yet there, not those there" bash -c \
  "grep '^completion ' '$WORK/client.out' | grep -qw interruption_level && ! grep '^completion ' '$WORK/client.out' | grep -qw -e alert -e badge"
check "an edit that breaks a rule brings its finding" bash -c "grep -q '^edited .*badge.negative@2:2' '$WORK/client.out'"
check "stopped by the editor, the server exits" grep -q '^stopped' "$WORK/client.out"

# The bytes on standard output are protocol messages only, framed; nothing on stderr.
frame() { printf 'Content-Length: %d\r\n\r\n%s' "${#1}" "$1"; }  # ASCII bodies: characters are bytes
{ frame '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}'
  frame '{"jsonrpc":"2.0","id":2,"method":"shutdown"}'
  frame '{"jsonrpc":"2.0","method":"exit"}'; } > "$WORK/in"
"$BIN" lsp < "$WORK/in" > "$WORK/out" 2> "$WORK/err"; status=$?
check "initialize, shutdown, exit: status 0, only framed messages out, nothing on stderr" bash -c "[ $status = 0 ] && [ ! -s '$WORK/err' ]"
check "standard output is exactly two framed JSON-RPC answers" python3 - "$WORK/out" <<'PY'
import json, sys
data, answers = open(sys.argv[1], "rb").read(), []
while data:
    header, _, rest = data.partition(b"\r\n\r\n")
    assert header.startswith(b"Content-Length: "), header
    length = int(header[16:])
    answers.append(json.loads(rest[:length]))
    data = rest[length:]
assert [a["id"] for a in answers] == [1, 2] and all(a["jsonrpc"] == "2.0" for a in answers), answers
PY
printf 'Content-Length: 99999999999\r\n\r\n{}' | "$BIN" lsp > "$WORK/out" 2> "$WORK/err"; status=$?
check "a message claiming 100 GB is refused in one line, status 1" bash -c "[ $status = 1 ] && [ \$(wc -l < '$WORK/err') = 1 ] && grep -q 'at most' '$WORK/err'"
finish
