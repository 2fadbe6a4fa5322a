#!/usr/bin/env bash
# Sending from the command line against local APNs and Braze servers (HTTP/2 over TLS on
# 127.0.0.1, certificate and keys made for this run): accepted and refused pushes, JSON
# results, dry runs, questions before wide sends, configuration mistakes, the Braze key, the
# history, and no secret left in any file. Waits for files, never a fixed time.
set -u
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
source "$(dirname "$0")/lib/composer-tmux.sh"
source "$(dirname "$0")/lib/push-servers.sh"

BAD=00000000000000000000000000000000000000000000000000000000000000bd
GONE=000000000000000000000000000000000000000000000000000000000000000e
OK=00000000000000000000000000000000000000000000000000000000000000aa
SLOW=0000000000000000000000000000000000000000000000000000000000000051
EVIL=00000000000000000000000000000000000000000000000000000000000000ee
cat > "$S/script.json" <<JSON
{"apns": {"$BAD": {"status": 400, "reason": "BadDeviceToken"},
          "$GONE": {"status": 410, "reason": "Unregistered", "timestamp": 1700000000000},
          "$SLOW": {"silence": true},
          "$EVIL": {"status": 400, "reason": "\u001b]0;pwned\u0007Bad\u202eToken\u001b[2J"}},
 "braze_profiles": {"ana-test": {"first_name": "Ana", "email": "ana@example.com", "custom_attributes": {"tier": "gold"}}}}
JSON
start_servers --certificate
APNS_PORT=$(field apns_port); BRAZE_PORT=$(field braze_port)

# --- the media host beside them ------------------------------------------------------------------
MEDIA_PORT=$(field media_port)
printf '{"alert": {"title": "Sale", "body": "Now"}, "asset_url": "https://127.0.0.1:%s/sale.jpg", "asset_file_type": "jpg"}' "$MEDIA_PORT" > "$WORK/media.json"
"$BIN" media "$WORK/media.json" --ca-file "$S/server-cert.pem" >"$WORK/out" 2>&1; rc=$?
check "The local media host serves a JPEG the media check passes, with its pixel size" sh -c "[ $rc = 0 ] && grep -q '1024' '$WORK/out'"
sed 's|/sale.jpg|/login.jpg|' "$WORK/media.json" > "$WORK/login.json"
"$BIN" media "$WORK/login.json" --ca-file "$S/server-cert.pem" >"$WORK/out" 2>&1; rc=$?
check "Its login page is not media: status 1, media.not-media" sh -c "[ $rc = 1 ] && grep -q 'media.not-media' '$WORK/out'"
BRAZE_KEY=$(cat "$S/braze-key")
CONFIG="$XDG_CONFIG_HOME/push-composer/config.toml"
write_config() {
  cat > "$CONFIG" <<TOML
bundle_id = "com.example.app"
[apns]
key_file = "$S/AuthKey_TESTKEY123.p8"
team_id = "TEAM123456"
server = "https://127.0.0.1:$APNS_PORT"
ca_file = "$S/server-cert.pem"
$1
[[apns.devices]]
name = "Slow phone"
token = "$SLOW"
[[apns.devices]]
name = "Ana's iPhone"
token = "$OK"
[[apns.devices]]
name = "Old phone"
token = "$GONE"
[[apns.devices]]
name = "Release build"
token = "$OK"
environment = "production"

[braze]
rest_endpoint = "https://127.0.0.1:$BRAZE_PORT"
ca_file = "$S/server-cert.pem"
test_users = ["ana-test"]
TOML
}
write_config ""
printf '{"alert": {"title": "Hello", "body": "From the test"}}' > "$WORK/p.json"

# --- APNs -------------------------------------------------------------------------------------
"$BIN" send "$WORK/p.json" --to apns --device "Ana's iPhone" >"$WORK/out" 2>"$WORK/err"; rc=$?
check "APNs: accepted, status 0" [ "$rc" = 0 ]
check "APNs: the result line names the device, the status and the apns-id" grep -q "Ana's iPhone (sandbox): accepted 200  \[apns-id " "$WORK/out"
check "APNs: the plain words follow" grep -q "Apple accepted the push" "$WORK/out"
check "APNs: a sandbox send says where Apple's Delivery Log finds it" grep -q "Delivery Log: look up [0-9a-f-]* in Apple's Push Notifications Console" "$WORK/out"
"$BIN" send "$WORK/p.json" --to apns --device "Ana's iPhone" --apns-id 123E4567-E89B-12D3-A456-4266554400A0 >"$WORK/out" 2>"$WORK/err"; rc=$?
check "APNs --apns-id: the chosen id goes out and is shown, lowercased" sh -c \
  "[ $rc = 0 ] && grep -q 'apns-id 123e4567-e89b-12d3-a456-4266554400a0' '$WORK/out' && tail -n 1 '$S/requests.jsonl' | grep -q '123e4567-e89b-12d3-a456-4266554400a0'"
"$BIN" send "$WORK/p.json" --to apns --device "Ana's iPhone" --apns-id not-a-uuid >"$WORK/out" 2>"$WORK/err"; rc=$?
check "APNs --apns-id that is no UUID: status 2, one line, nothing sent" sh -c "[ $rc = 2 ] && grep -q 'is not a UUID' '$WORK/err'"
"$BIN" send "$WORK/p.json" --to apns --device "Ana's iPhone" $BAD "Old phone" --format json >"$WORK/out" 2>"$WORK/err"; rc=$?
check "APNs: a refusal among three gives status 1" [ "$rc" = 1 ]
check "APNs --format json: one object per recipient with the documented keys" python3 - "$WORK/out" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
assert len(rows) == 3, rows
for r in rows:
    for k in ("to", "recipient", "status", "accepted", "id", "reason", "explanation"):
        assert k in r, (k, r)
by = {r["recipient"]: r for r in rows}
assert by["Ana's iPhone"]["accepted"] is True
bad = [r for r in rows if r["reason"] == "BadDeviceToken"][0]
assert "TestFlight" in bad["explanation"] and bad["status"] == 400
gone = by["Old phone"]
assert gone["status"] == 410 and "since 2023-11-1" in gone["explanation"], gone
PY
"$BIN" send "$WORK/p.json" --to apns --device $EVIL >"$WORK/out" 2>"$WORK/err"; rc=$?
check "A hostile reason from the server: status 1, and no raw escape, bell or bidi override reaches the output" sh -c "
  [ $rc = 1 ] && grep -q 'Bad' '$WORK/out' && ! grep -qP '\x1b|\x07|\xe2\x80\xae' '$WORK/out' '$WORK/err'"
"$BIN" history >"$WORK/out" 2>"$WORK/err"
check "The hostile reason is sanitised in the history listing too" sh -c "grep -q 'Bad' '$WORK/out' && ! grep -qP '\x1b|\x07|\xe2\x80\xae' '$WORK/out'"
"$BIN" send "$WORK/p.json" --to apns --device "Release build" </dev/null >"$WORK/out" 2>"$WORK/err"; rc=$?
check "APNs production without a terminal: status 2, asks for --yes" sh -c "[ $rc = 2 ] && grep -q 'pass --yes' '$WORK/err'"
requests_before=$(wc -l < "$S/requests.jsonl")
"$BIN" send "$WORK/p.json" --to apns --device "Ana's iPhone" --dry-run >"$WORK/out" 2>"$WORK/err"; rc=$?
check "APNs --dry-run: status 0, the request with the token masked" sh -c "[ $rc = 0 ] && grep -q 'authorization: bearer ••••••••' '$WORK/out' && grep -q '^apns-topic: com.example.app' '$WORK/out' && grep -q '^POST https://127.0.0.1:$APNS_PORT/3/device/$OK HTTP/2' '$WORK/out'"
check "APNs --dry-run: nothing reached the server" [ "$(wc -l < "$S/requests.jsonl")" = "$requests_before" ]
printf '{"alert": {"title": "Hi {{${first_name}}}", "body": "x"}}' > "$WORK/liquid.json"
"$BIN" send "$WORK/liquid.json" --to apns --device "Ana's iPhone" >"$WORK/out" 2>"$WORK/err"; rc=$?
check "APNs refuses Liquid: status 1 and a line that says why" sh -c "[ $rc = 1 ] && grep -q 'push-composer send: the push holds Liquid.*render it for a test user first' '$WORK/err'"
printf '{"alert": {"title": 5}}' > "$WORK/bad.json"
"$BIN" send "$WORK/bad.json" --to apns --device "Ana's iPhone" >"$WORK/out" 2>"$WORK/err"; rc=$?
check "A push with errors is not sent: status 1" sh -c "[ $rc = 1 ] && grep -q 'not sent' '$WORK/err'"

# --- configuration mistakes: one line naming the key, before any traffic -----------------------
requests_before=$(wc -l < "$S/requests.jsonl")
write_config 'key_id = "bad"'
"$BIN" send "$WORK/p.json" --to apns --device "Ana's iPhone" >"$WORK/out" 2>"$WORK/err"; rc=$?
check "A bad key_id: status 2, the file, line and key" sh -c "[ $rc = 2 ] && grep -q 'config.toml:[0-9]*: \[apns\] key_id must be' '$WORK/err'"
write_config ""
sed -i "s/token = \"$GONE\"/token = \"not-hex\"/" "$CONFIG"
"$BIN" send "$WORK/p.json" --to apns --device "Ana's iPhone" >"$WORK/out" 2>"$WORK/err"; rc=$?
check "A token that is not hex: status 2, named" sh -c "[ $rc = 2 ] && grep -q 'Old phone\" token: a device token is hexadecimal' '$WORK/err'"
write_config ""
chmod 644 "$S/AuthKey_TESTKEY123.p8"
"$BIN" send "$WORK/p.json" --to apns --device "Ana's iPhone" >"$WORK/out" 2>"$WORK/err"; rc=$?
check "A .p8 others can read is refused with the chmod that fixes it" sh -c "[ $rc = 2 ] && grep -q 'chmod 600' '$WORK/err'"
chmod 600 "$S/AuthKey_TESTKEY123.p8"
"$BIN" send "$WORK/p.json" --to apns --device "Nobody" >"$WORK/out" 2>"$WORK/err"; rc=$?
check "An unknown device: status 2, the configured ones listed" sh -c "[ $rc = 2 ] && grep -q 'configured: \"Slow phone\", \"Ana' '$WORK/err'"
write_config ""
sed -i "s|server = \"https://127.0.0.1:$APNS_PORT\"|server = \"https://127.0.0.1:99999\"|" "$CONFIG"
"$BIN" send "$WORK/p.json" --to apns --device "Ana's iPhone" >"$WORK/out" 2>"$WORK/err"; rc=$?
check "A port above 65535: status 2, one line naming the line and the port, no crash" sh -c "[ $rc = 2 ] && grep -q 'config.toml:[0-9]*: \[apns\] server has port 99999, which is not a port' '$WORK/err' && [ \$(wc -l < '$WORK/err') = 1 ]"
write_config ""
sed -i "s|rest_endpoint = \"https://127.0.0.1:$BRAZE_PORT\"|rest_endpoint = \"https://127.0.0.1:65536\"|" "$CONFIG"
BRAZE_API_KEY=$BRAZE_KEY "$BIN" send "$WORK/p.json" --to braze >"$WORK/out" 2>"$WORK/err"; rc=$?
check "Braze: a port above 65535 is refused in one line, status 2" sh -c "[ $rc = 2 ] && grep -q 'rest_endpoint has port 65536' '$WORK/err'"
BRAZE_API_KEY=$BRAZE_KEY "$BIN" users fetch ana-test --users "$WORK/u-port.json" >"$WORK/out" 2>"$WORK/err"; rc=$?
check "users fetch: the same line, status 2" sh -c "[ $rc = 2 ] && grep -q 'rest_endpoint has port 65536' '$WORK/err'"
write_config ""
check "None of the mistakes reached the server" [ "$(wc -l < "$S/requests.jsonl")" = "$requests_before" ]

# --- Braze --------------------------------------------------------------------------------------
"$BIN" send "$WORK/p.json" --to braze >"$WORK/out" 2>"$WORK/err"; rc=$?
check "Braze without a key: status 2, names login and the variable" sh -c "[ $rc = 2 ] && grep -q 'login braze' '$WORK/err' && grep -q 'BRAZE_API_KEY' '$WORK/err'"
printf '%s\n' "\"$BRAZE_KEY\"" | "$BIN" login braze >"$WORK/out" 2>"$WORK/err"; rc=$?
CRED="$XDG_CONFIG_HOME/push-composer/credentials.toml"
check "login braze from stdin: status 0, the file is mode 600" sh -c "[ $rc = 0 ] && [ \$(stat -c %a '$CRED') = 600 ]"
printf 'other\n' | "$BIN" login braze >"$WORK/out" 2>"$WORK/err"; rc=$?
check "login braze again without --replace and no terminal: status 2, the key is kept" sh -c "[ $rc = 2 ] && grep -q -- '--replace' '$WORK/err' && grep -q '$BRAZE_KEY' '$CRED'"
"$BIN" send "$WORK/p.json" --to braze >"$WORK/out" 2>"$WORK/err"; rc=$?
check "Braze: accepted with the saved key, status 0" [ "$rc" = 0 ]
check "Braze: says acceptance is not proof of delivery, with the dispatch_id" sh -c "grep -q 'not proof of delivery' '$WORK/out' && grep -q 'dispatch_id ' '$WORK/out'"
printf '{"external_user_ids":["x"],"schedule":{"time":"2030-01-01T09:00:00Z"},"messages":{"apple_push":{"alert":"Hi"},"android_push":{"alert":"Hi"}}}' > "$WORK/scheduled.json"
"$BIN" send "$WORK/scheduled.json" --to braze >"$WORK/out" 2>"$WORK/err"; rc=$?
check "Braze: a scheduled request's test goes now through /messages/send, and says so" sh -c "
  [ $rc = 0 ] && grep -q 'nothing is scheduled' '$WORK/err' && tail -n 1 '$S/requests.jsonl' | grep -q '\"path\":\"/messages/send\"'"
check "Braze: only apple_push goes to the test users, and that is said" grep -q "only apple_push goes to the test users; the request's android_push stays out" "$WORK/err"
"$BIN" send "$WORK/p.json" --to braze --external-id a b </dev/null >"$WORK/out" 2>"$WORK/err"; rc=$?
check "Braze to two users without a terminal: status 2, asks for --yes" sh -c "[ $rc = 2 ] && grep -q 'pass --yes' '$WORK/err'"
"$BIN" send "$WORK/p.json" --to braze --user a b </dev/null >"$WORK/out" 2>"$WORK/err"; rc=$?
check "--user, the old spelling of --external-id for Braze, is still read, with a note" sh -c "[ $rc = 2 ] && grep -q 'pass --yes' '$WORK/err' && grep -q 'note: Braze recipients are now --external-id' '$WORK/err'"
BRAZE_API_KEY=wrong-key-echoed "$BIN" send "$WORK/p.json" --to braze --format json >"$WORK/out" 2>"$WORK/err"; rc=$?
check "Braze with a wrong key: status 1, the 401 explained" sh -c "[ $rc = 1 ] && grep -q 'unknown on this instance' '$WORK/out'"
check "Braze's echo of the wrong key is masked" sh -c "! grep -q 'wrong-key-echoed' '$WORK/out' '$WORK/err' && grep -q 'Invalid API key: ••••••••' '$WORK/out'"
# --- test users from Braze, and Liquid rendered for one before a direct send ---------------------
"$BIN" users fetch ana-test nobody-here >"$WORK/out" 2>"$WORK/err"; rc=$?
USERS="$XDG_CONFIG_HOME/push-composer/users.json"
check "users fetch: an unknown id gives status 1 and is named" sh -c "[ $rc = 1 ] && grep -q 'no user with the id nobody-here' '$WORK/err'"
check "users fetch: the user is in users.json under Liquid's names, mode 600" sh -c "
  grep -q '\"email_address\" *: *\"ana@example.com\"' '$USERS' && grep -q '\"custom_attribute\"' '$USERS' && [ \$(stat -c %a '$USERS') = 600 ]"
printf '{"alert": {"title": "Hi {{${first_name}}}", "body": "Your {{custom_attribute.${tier}}} perks"}}' > "$WORK/liquid.json"
"$BIN" compile "$WORK/liquid.json" --to apns --user ana-test >"$WORK/out" 2>"$WORK/err"; rc=$?
check "compile --user renders the fetched user's attributes" sh -c "[ $rc = 0 ] && grep -q '\"title\":\"Hi Ana\"' '$WORK/out' && grep -q 'gold perks' '$WORK/out'"
"$BIN" send "$WORK/liquid.json" --to apns --device "Ana's iPhone" --user ana-test >"$WORK/out" 2>"$WORK/err"; rc=$?
check "send --to apns --user: rendered for the user first, then accepted" sh -c "[ $rc = 0 ] && grep -q 'accepted 200' '$WORK/out'"
"$BIN" history >"$WORK/out" 2>&1
check "history: the line names whom the push was rendered for, with their title" sh -c "tail -n 1 '$WORK/out' | grep -q '\"Hi Ana\"  as ana-test'"
rendered_size=$("$BIN" compile "$WORK/liquid.json" --to apns --user ana-test | tr -d '\n' | wc -c)
check "the device got the rendered payload, byte for byte the size compile --user prints" sh -c "tail -n 1 '$S/requests.jsonl' | grep -q '\"body_size\":$rendered_size[,}]'"
# --- one APNs figure per route: validate, budget and the bytes the local APNs receives agree -----
# route_bytes NAME FILE [USER]: sends FILE straight to the device (as USER gets it), then checks that
# validate's and budget's direct figures are the body the server got, and that the figure through
# Braze, where the push can go that way, is its Braze bytes and the 136 of ab.c.
route_bytes() {
  local name=$1 file=$2 user=${3:-} as=()
  [ -n "$user" ] && as=(--user "$user")
  local before; before=$(wc -l < "$S/requests.jsonl")
  "$BIN" validate "$file" --format json ${user:+--users "$USERS"} >"$WORK/v.json" 2>/dev/null
  "$BIN" budget "$file" --format json "${as[@]}" >"$WORK/b.json" 2>/dev/null
  "$BIN" send "$file" --to apns --device "Ana's iPhone" "${as[@]}" >/dev/null 2>&1
  check "$name: validate, budget and the local APNs agree on each route's bytes" python3 - "$WORK/v.json" "$WORK/b.json" "$S/requests.jsonl" "$before" "$user" <<'PY'
import json, sys
report, budget, log, before, user = sys.argv[1:6]
lines = open(log).read().splitlines()
assert len(lines) == int(before) + 1, "the send did not reach the server"
sent = json.loads(lines[-1])["body_size"]
v, b = json.load(open(report))[0], json.load(open(budget))
v_bytes = [u for u in v["users"] if u["user"] == user][0]["bytes"] if user else v["bytes"]
routes = b["apns"]["by_route"]
assert v_bytes["apns_by_route"] == routes, (v_bytes, routes)
assert routes["direct"] == sent, (routes, sent)
if "braze" in routes:
    assert routes["braze"] == b["braze"]["bytes"] + 136, (routes, b["braze"])
    assert b["apns"]["route"] == "braze" and b["apns"]["bytes"] == routes["braze"]
else:
    assert b["apns"]["route"] == "direct" and b["apns"]["bytes"] == sent
PY
}
printf '{"aps":{"alert":{"title":"Shipped","body":"Arrives Friday"},"thread-id":"orders"}}' >"$WORK/good.apns"
printf '{"aps":{"alert":{"title":"Shipped","body":"Arrives Friday"}},"ab":{"c":"NTlmYjc5NTc1MzY2MTQ0ZTdkMGVhZjJmX2NtcA=="}}' >"$WORK/exported.apns"
printf '{"external_user_ids":["ana-test"],"messages":{"apple_push":{"alert":{"title":"Hi {{${first_name}}}","body":"Your order ships"}}}}' >"$WORK/request.json"
route_bytes "a device payload" "$WORK/good.apns"
route_bytes "a device payload exported from Braze, ab.c and all" "$WORK/exported.apns"
printf '{"external_user_ids":["ana-test"],"messages":{"apple_push":{"alert":{"title":"Hi","body":"Your order ships"}}}}' >"$WORK/plain-request.json"
route_bytes "a Braze request" "$WORK/plain-request.json"
route_bytes "a Braze request as a test user gets it" "$WORK/request.json" ana-test
"$BIN" budget "$WORK/good.apns" >"$WORK/out" 2>&1
check "budget of a device payload: rows named by payload key, no Braze route, no ab" sh -c "
  grep -q '^APNs direct' '$WORK/out' && ! grep -q 'via Braze' '$WORK/out' && grep -q '^aps.thread-id ' '$WORK/out' &&
  ! grep -q 'notification_group_thread_id' '$WORK/out' && ! grep -qw 'ab' '$WORK/out'"
mkdir -p "$WORK/dotfiles"; printf '{"kept": {"first_name": "Kept"}}' > "$WORK/dotfiles/users.json"
ln -s "$WORK/dotfiles/users.json" "$WORK/linked-users.json"
"$BIN" users fetch ana-test --users "$WORK/linked-users.json" >"$WORK/out" 2>"$WORK/err"; rc=$?
check "users fetch through a symbolic link writes the file it leads to, and the link stays a link" sh -c "
  [ $rc = 0 ] && [ -L '$WORK/linked-users.json' ] && grep -q 'ana@example.com' '$WORK/dotfiles/users.json' && grep -q 'Kept' '$WORK/dotfiles/users.json'"
# The question before a production send is asked on the terminal, even with stderr redirected.
python3 - "$BIN" "$WORK" <<'PY' >"$WORK/pty.out" 2>&1; rc=$?
import os, pty, sys, time
binary, work = sys.argv[1], sys.argv[2]
pid, fd = pty.fork()
if pid == 0:
    os.execvp("sh", ["sh", "-c", f"'{binary}' send '{work}/p.json' --to apns --device 'Release build' 2>'{work}/question-err'"])
seen, deadline = b"", time.monotonic() + 20
while b"[y/N]" not in seen and time.monotonic() < deadline:
    try:
        seen += os.read(fd, 4096)
    except OSError:
        break
os.write(fd, b"n\n")
_, status = os.waitpid(pid, 0)
print("ASKED" if b"production device" in seen else "NOT ASKED", os.WEXITSTATUS(status))
PY
check "the production question is asked on the terminal while stderr is redirected; 'n' sends nothing" sh -c "
  grep -q 'ASKED 1' '$WORK/pty.out' && ! grep -q 'production device' '$WORK/question-err' && grep -q 'Not sent' '$WORK/question-err'"
chmod 644 "$CRED"
"$BIN" send "$WORK/p.json" --to braze >"$WORK/out" 2>"$WORK/err"; rc=$?
check "A credentials file others can read is refused with its chmod" sh -c "[ $rc = 2 ] && grep -q 'chmod 600' '$WORK/err'"
chmod 600 "$CRED"

# --- the composer: send while typing goes on --------------------------------------------------
on_screen() { screen | grep -qF -- "$1"; }
both_on_screen() { on_screen "$1" && on_screen "$2"; }
start
check "composer: starts" wait_for "Flash sale"
tm send-keys -t c C-f
check "composer: ^F opens the Send dialog with the config's devices" wait_for "[x] Slow phone"
tm send-keys -t c Space Down Space
check "composer: Space ticks a device" wait_for "[x] Ana's iPhone"
tm send-keys -t c Enter
check "composer: the result arrives on the status line" wait_for "APNs: 1 accepted."
tm send-keys -t c C-f
check "composer: the dialog shows the last send in plain words, with its apns-id" wait_for "apns-id "
check "composer: the dialog keeps the last choice" both_on_screen "[x] Ana" "[ ] Slow phone"
# A silent phone first: the first request goes alone, so the second waits behind it.
tm send-keys -t c Up Space Enter
check "composer: sending to a silent phone shows progress" wait_for "Sending to 2 devices: 0 answered"
tm send-keys -t c -l "typed meanwhile"
check "composer: typing goes on while the send is in flight" wait_for "typed meanwhile"
check "composer: the send is still in flight" on_screen "Sending to 2 devices"
ps -eo args > "$WORK/ps.txt"
check "composer: no secret in any process's arguments during the send" sh -c "! grep -qE 'eyJ|bearer|PRIVATE KEY|$BRAZE_KEY' '$WORK/ps.txt'"
tm send-keys -t c Escape
# Esc abandons the request in flight too: the send ends at once, not at the answer timeout.
check "composer: Esc stops the send at once: the silent phone ends as no answer, the other as not sent" \
  wait_for "APNs: 1 no answer, 1 not sent"
tm send-keys -t c C-f
check "composer: the dialog says the push waiting for its answer may have been delivered" wait_for "stopped while waiting for 127.0.0.1's"
# Esc alone first: Esc followed at once by a key reads as Alt and that key.
tm send-keys -t c Escape
check "composer: Esc closes the dialog" sh -c "for _ in \$(seq 1 50); do tmux -L '$SOCK' capture-pane -p -t c | grep -q 'Last send:' || exit 0; sleep 0.1; done; exit 1"
tm send-keys -t c C-q
check "composer: quitting asks about the unsaved typing" wait_for "Save before quitting?"
tm send-keys -t c d
check "composer: quits" wait_for "exited 0"
"$BIN" history --format json >"$WORK/out" 2>&1
check "The composer's sends are in the history" sh -c "grep -q '\"recipient\":\"Slow phone\"' '$WORK/out' && grep -c 'Ana' '$WORK/out' | grep -qv '^0$'"

# --- the composer: a device payload's push type, chosen on its own screen ---------------------
printf '{"aps":{"alert":{"title":"Ring","subtitle":"Ana","body":"Incoming call"}},"call":7}' > "$WORK/call.apns"
start "$WORK/call.apns"
check "composer on a device payload: starts" wait_for "Incoming call"
tm send-keys -t c M-9
check "composer: the ninth screen of a device payload is its type" wait_for "as its keys say (alert)"
# alert, background, location, voip: the fourth to the right.
tm send-keys -t c Right Right Right Right
check "composer: choosing voip says what it is for" wait_for "an incoming VoIP call"
requests_before=$(wc -l < "$S/requests.jsonl")
# The gauge names the route a device payload takes, direct, and its bytes.
gauge_bytes=$(screen | grep -o 'APNs direct [0-9]*/4096' | head -n 1 | cut -d' ' -f3 | cut -d/ -f1)
tm send-keys -t c C-f
check "composer: ^F opens the Send dialog" wait_for "[x] Slow phone"
tm send-keys -t c Space Down Space
check "composer: Ana's iPhone alone is ticked" wait_for "[x] Ana's iPhone"
dialog_bytes=$(screen | grep -o '[0-9]* APNs bytes direct' | head -n 1 | cut -d' ' -f1)
tm send-keys -t c Enter
check "composer: the voip push is accepted" wait_for "APNs: 1 accepted."
check "composer: it went with the voip type and topic, the payload as written, the bytes the gauge and the dialog said" \
  python3 - "$S/requests.jsonl" "$requests_before" "$gauge_bytes" "$dialog_bytes" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])][int(sys.argv[2]):]
assert rows, "no request"
for r in rows:
    assert r["apns-push-type"] == "voip" and r["apns-topic"] == "com.example.app.voip", r
    assert r["body_size"] == len('{"aps":{"alert":{"title":"Ring","subtitle":"Ana","body":"Incoming call"}},"call":7}'), r
    assert r["body_size"] == int(sys.argv[3]) == int(sys.argv[4]), (r["body_size"], sys.argv[3:])
PY
tm send-keys -t c C-b
breakdown_direct() { wait_for "Bytes per field" && screen | grep -q "APNs direct $gauge_bytes/4096 B"; }
check "composer: ^B names the same direct figure" breakdown_direct
tm send-keys -t c Escape; wait_gone "Bytes per field"
tm send-keys -t c C-q
check "composer: quits without asking: nothing in the file changed" wait_for "exited 0"
check "composer: the file is as it was" grep -q '"call":7}$' "$WORK/call.apns"

# --- the composer: a .p12 certificate's password, asked for when none is saved ----------------
P12=$(field push_p12); P12_PASSWORD=$(field push_p12_password); CERT_PORT=$(field apns_certificate_port)
cat > "$CONFIG" <<TOML
bundle_id = "com.example.app"
[apns]
certificate_file = "$P12"
server = "https://127.0.0.1:$CERT_PORT"
ca_file = "$S/server-cert.pem"
[[apns.devices]]
name = "Ana's iPhone"
token = "$OK"
TOML
start "$WORK/p.json"
check "composer with a .p12: starts" wait_for "From the test"
tm send-keys -t c C-f
check "composer with a .p12: the Send dialog" wait_for "[x] Ana's iPhone"
tm send-keys -t c Enter
check "composer: a certificate with no saved password asks for it" wait_for "needs its password to send"
tm send-keys -t c -l "not it"
check "composer: what is typed shows as dots" wait_for "••••••"
check "composer: and never as itself" sh -c "! tmux -L '$SOCK' capture-pane -p -t c | grep -q 'not it'"
tm send-keys -t c Enter
check "composer: a wrong password is asked for again" wait_for "That password does not open"
tm send-keys -t c -l "$P12_PASSWORD"
tm send-keys -t c Enter
check "composer: the right one sends through the certificate" wait_for "APNs: 1 accepted."
tm send-keys -t c C-q
check "composer with a .p12: quits" wait_for "exited 0"
check "composer: the password was written nowhere" sh -c "! grep -rqF '$P12_PASSWORD' '$XDG_STATE_HOME' '$XDG_CONFIG_HOME'"
write_config ""

# --- the editor gets no secret from the composer's environment ---------------------------------
printf '#!/bin/sh\nenv > "%s/editor-env"\n' "$WORK" > "$WORK/env-editor.sh"; chmod +x "$WORK/env-editor.sh"
export BRAZE_API_KEY="$BRAZE_KEY" EDITOR="$WORK/env-editor.sh" VISUAL=""
start
check "composer with BRAZE_API_KEY set: starts" wait_for "Flash sale"
tm send-keys -t c C-x
for _ in $(seq 1 100); do [ -s "$WORK/editor-env" ] && break; sleep 0.1; done
check "the editor ran" test -s "$WORK/editor-env"
check "the editor's environment holds no BRAZE_API_KEY" sh -c "! grep -q 'BRAZE_API_KEY\|$BRAZE_KEY' '$WORK/editor-env' && grep -q '^XDG_STATE_HOME=' '$WORK/editor-env'"
tm send-keys -t c C-q d
unset BRAZE_API_KEY EDITOR VISUAL

# --- a server that speaks only HTTP/1.1 is not APNs ----------------------------------------------
python3 - "$S/server-cert.pem" "$S/server-key.pem" "$WORK/h1-port" <<'PY' &
import http.server, ssl, sys
class Handler(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        self.rfile.read(int(self.headers.get("content-length", "0")))
        self.send_response(200); self.send_header("content-length", "0"); self.end_headers()
    def log_message(self, *args): pass
server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
context.load_cert_chain(sys.argv[1], sys.argv[2])
context.set_alpn_protocols(["http/1.1"])
server.socket = context.wrap_socket(server.socket, server_side=True)
open(sys.argv[3] + ".tmp", "w").write(str(server.server_address[1]))
import os; os.rename(sys.argv[3] + ".tmp", sys.argv[3])
server.serve_forever()
PY
h1_pid=$!
for _ in $(seq 1 100); do [ -s "$WORK/h1-port" ] && break; sleep 0.1; done
saved_port=$APNS_PORT; APNS_PORT=$(cat "$WORK/h1-port"); write_config ""; APNS_PORT=$saved_port
"$BIN" send "$WORK/p.json" --to apns --device "Ana's iPhone" >"$WORK/out" 2>"$WORK/err"; rc=$?
check "An endpoint that answers over HTTP/1.1 is not taken for APNs: status 3, said plainly" sh -c "[ $rc = 3 ] && grep -q 'not HTTP/2, which APNs requires' '$WORK/out'"
kill $h1_pid 2>/dev/null
write_config ""

# --- the history names each push; show prints it, resend sends it again ---------------------------
"$BIN" send "$WORK/p.json" --to apns --device "Ana's iPhone" >"$WORK/out" 2>"$WORK/err"
"$BIN" resend 1 >"$WORK/out" 2>"$WORK/err"; rc=$?
check "resend 1: the last send again, accepted" sh -c "[ $rc = 0 ] && grep -q \"Ana's iPhone (sandbox): accepted 200\" '$WORK/out'"
check "resend 1: the server got as many bytes both times" python3 - "$S/requests.jsonl" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if '"apns"' in l]
assert rows[-1]["body_size"] == rows[-2]["body_size"] and rows[-1]["status"] == 200, rows[-2:]
PY
"$BIN" history --limit 2 >"$WORK/out" 2>"$WORK/err"
check "history: both lines name the file and title, with one digest; the newer says it is a resend" python3 - "$WORK/out" "$WORK/p.json" <<'PY'
import sys
lines = open(sys.argv[1]).read().splitlines()
assert len(lines) == 2 and lines[0].startswith("2  ") and lines[1].startswith("1  "), lines
assert all(sys.argv[2] + ' "Hello"' in l for l in lines), lines
digest = [p for p in lines[0].split("  ") if p.startswith("sha256:") or " sha256:" in p]
assert digest and all(digest[0] in l for l in lines) and "resent from " in lines[1], lines
PY
DIGEST=$("$BIN" history --format json --limit 1 | python3 -c 'import json,sys; print(json.loads(sys.stdin.readline())["payload_sha256"])')
check "history show 1, piped: the exact bytes, whose SHA-256 is the history's" sh -c "[ \"\$('$BIN' history show 1 | sha256sum | cut -d' ' -f1)\" = '$DIGEST' ]"
check "The sent payloads are kept 600 in a 700 folder" sh -c "[ \$(stat -c %a '$XDG_STATE_HOME/push-composer/sent') = 700 ] && [ \$(stat -c %a '$XDG_STATE_HOME/push-composer/sent/$DIGEST') = 600 ]"

# --- no answer ----------------------------------------------------------------------------------
kill $server_pid; wait $server_pid 2>/dev/null
"$BIN" send "$WORK/p.json" --to apns --device "Ana's iPhone" >"$WORK/out" 2>"$WORK/err"; rc=$?
check "Nothing listening: status 3, in plain words" sh -c "[ $rc = 3 ] && grep -q 'nothing is listening' '$WORK/out'"

# --- the history, and no secret anywhere ---------------------------------------------------------
"$BIN" history >"$WORK/out" 2>"$WORK/err"; rc=$?
check "history lists the sends" sh -c "[ $rc = 0 ] && grep -q 'apns  Ana.s iPhone  sandbox  accepted 200' '$WORK/out' && grep -q 'BadDeviceToken' '$WORK/out' && grep -q 'braze  ana-test' '$WORK/out'"
"$BIN" history --format json --limit 2 >"$WORK/out" 2>"$WORK/err"; rc=$?
check "history --format json --limit 2: two JSON lines" sh -c "[ $rc = 0 ] && [ \$(wc -l < '$WORK/out') = 2 ] && python3 -c 'import json,sys; [json.loads(l) for l in open(sys.argv[1])]' '$WORK/out'"
check "The history is mode 600" sh -c "[ \$(stat -c %a '$XDG_STATE_HOME/push-composer/sends.jsonl') = 600 ]"
P8_LINE=$(sed -n 2p "$S/AuthKey_TESTKEY123.p8")
check "No secret in the state or config folders (the key file aside)" sh -c "
  ! grep -rqF -- '$P8_LINE' '$XDG_STATE_HOME' '$XDG_CONFIG_HOME/push-composer/config.toml' &&
  ! grep -rqiE 'bearer [A-Za-z0-9]|eyJ' '$XDG_STATE_HOME' '$XDG_CONFIG_HOME' &&
  ! grep -rqF -- '$BRAZE_KEY' '$XDG_STATE_HOME' '$XDG_CONFIG_HOME/push-composer/config.toml'"
finish
