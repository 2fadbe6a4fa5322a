#!/usr/bin/env bash
# compile --to apns-curl run with the real curl against the local APNs (HTTP/2 over TLS on
# 127.0.0.1): the script holds no token, delivers the bytes send delivers, and while it runs no
# process's arguments show the token. Waits for files, never a fixed time.
set -u
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
source "$(dirname "$0")/lib/composer-tmux.sh"
source "$(dirname "$0")/lib/push-servers.sh"

SLOW=0000000000000000000000000000000000000000000000000000000000000051
printf '{"apns": {"%s": {"silence": true}}}' "$SLOW" > "$S/script.json"
start_servers
APNS_PORT=$(field apns_port)
cat > "$XDG_CONFIG_HOME/push-composer/config.toml" <<TOML
bundle_id = "com.example.app"
[apns]
$(apns_keys)

[[apns.devices]]
name = "Ana's iPhone"
token = "00000000000000000000000000000000000000000000000000000000000000aa"
[[apns.devices]]
name = "Slow phone"
token = "$SLOW"
TOML
# Quotes, a backslash, non-ASCII text and an emoji: the bytes must survive the script's quoting.
printf '{"alert": {"title": "Soldes d\\u2019\\u00e9t\\u00e9 \\"-50%%\\" \\\\o/ 🎉", "body": "Aujourd’hui"}, "apns_priority": 5}' > "$WORK/p.json"

"$BIN" compile "$WORK/p.json" --to apns-curl --device "Ana's iPhone" >"$WORK/send.sh" 2>"$WORK/err"; rc=$?
check "compile --to apns-curl: status 0, a script" sh -c "[ $rc = 0 ] && head -n 1 '$WORK/send.sh' | grep -q '^#!/bin/sh'"
check "the script holds no token and reads it at run time" sh -c \
  "! grep -q 'eyJ' '$WORK/send.sh' && grep -q 'APNS_JWT' '$WORK/send.sh' && grep -q 'push-composer apns-token' '$WORK/send.sh'"
"$BIN" apns-token >/dev/null 2>"$WORK/err" </dev/null
check "apns-token into a pipe: a JWT" sh -c "'$BIN' apns-token | grep -q '^eyJ'"

APNS_JWT=$("$BIN" apns-token) sh "$WORK/send.sh" >"$WORK/out" 2>"$WORK/err"; rc=$?
check "the script sends with the token from APNS_JWT: APNs answers 200 over HTTP/2" sh -c "[ $rc = 0 ] && grep -q '^HTTP/2 200' '$WORK/out'"
# Without APNS_JWT the script asks push-composer itself (found on PATH).
mkdir -p "$WORK/bin"; ln -s "$BIN" "$WORK/bin/push-composer"
env -u APNS_JWT PATH="$WORK/bin:$PATH" sh "$WORK/send.sh" >"$WORK/out" 2>"$WORK/err"; rc=$?
check "without APNS_JWT the script signs a token with push-composer apns-token" sh -c "[ $rc = 0 ] && grep -q '^HTTP/2 200' '$WORK/out'"
"$BIN" send "$WORK/p.json" --to apns --device "Ana's iPhone" >"$WORK/out" 2>&1; rc=$?
check "send delivers the same push" [ "$rc" = 0 ]
check "the script and send delivered the same bytes, headers and path" python3 - "$S/requests.jsonl" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if '"apns"' in l]
assert len(rows) == 3, len(rows)
keys = ("path", "body_sha256", "body_size", "apns-push-type", "apns-priority", "apns-topic")
first = {k: rows[0][k] for k in keys}
for row in rows[1:]:
    assert {k: row[k] for k in keys} == first, (row, first)
assert first["apns-priority"] == "5", first
PY

# While curl waits on a phone that never answers, no process shows the token in its arguments.
"$BIN" compile "$WORK/p.json" --to apns-curl --device "Slow phone" >"$WORK/slow.sh" 2>"$WORK/err"
TOKEN=$("$BIN" apns-token)
APNS_JWT=$TOKEN setsid sh "$WORK/slow.sh" >"$WORK/slow.out" 2>&1 &
slow=$!
check "the slow phone's request reaches the server" wait_for_file "$S/requests.jsonl" "$SLOW"
ps -eo args >"$WORK/ps" 2>&1
check "ps shows curl running, and no token anywhere" sh -c "grep -q 'curl --config -' '$WORK/ps' && ! grep -qF '$TOKEN' '$WORK/ps'"
kill -- -"$slow" 2>/dev/null; wait "$slow" 2>/dev/null

"$BIN" compile "$WORK/p.json" --to apns-curl --device "Nobody" >"$WORK/out" 2>"$WORK/err"; rc=$?
check "an unknown device: status 2, one line, as send says it" sh -c "[ $rc = 2 ] && grep -q 'is neither a configured device nor a token' '$WORK/err'"
finish
