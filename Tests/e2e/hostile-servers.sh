#!/usr/bin/env bash
# Sending to servers that fail on purpose, through the built binary: a server that drips its
# answer, a peer that completes TLS and says nothing, RST_STREAM, GOAWAY naming stream 0, a
# certificate for another name, an expired certificate, a 10 MB body, echoes of the key in
# every encoding; SIGINT and a closed pipe mid-send; a FIFO where the history goes; and the
# curl script's key kept out of every process's arguments (read by an unprivileged user).
# Every send must end by its deadline (a `timeout` guards each one) and say what happened in
# plain words. Waits for files, never a fixed time. Prints "N passed, N failed".
set -u
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
source "$(dirname "$0")/lib/composer-tmux.sh"
source "$(dirname "$0")/lib/push-servers.sh"

DRIP=00000000000000000000000000000000000000000000000000000000000000d1
RESET=00000000000000000000000000000000000000000000000000000000000000d2
GOAWAY=00000000000000000000000000000000000000000000000000000000000000d3
HUGE=00000000000000000000000000000000000000000000000000000000000000d4
OK=00000000000000000000000000000000000000000000000000000000000000aa
KEY="Secret-Abcdef-0123456789"
# Braze answers are used in order, one per request: the sends below go in this order.
cat > "$S/script.json" <<JSON
{"apns": {"$DRIP": {"misbehave": "drip", "status": 200, "interval_ms": 300},
          "$RESET": {"misbehave": "reset"},
          "$GOAWAY": {"misbehave": "goaway0"},
          "$HUGE": {"misbehave": "huge", "status": 500, "bytes": 70000}},
 "braze": [{"misbehave": "drip", "status": 201, "interval_ms": 300},
           {"misbehave": "huge", "status": 201, "bytes": 10485760},
           {"misbehave": "reset"},
           {"status": 201, "body": "{\"message\":\"success\",\"dispatch_id\":\"SECRET-ABCDEF-0123456789\",\"errors\":[\"secret%2Dabcdef%2D0123456789 and \\\\u0053ecret-abcdef-0123456789\"]}"},
           {"status": 502, "body": "<html>$(printf 'x%.0s' $(seq 1 190))SECRET-abcdef-0123456789</html>"},
           {"status": 201, "body": "{\"message\":\"success\",\"dispatch_id\":\"first-batch\"}"},
           {"silence": true},
           {"status": 201, "body": "{\"message\":\"success\",\"dispatch_id\":\"piped\"}"},
           {"status": 201, "body": "{\"message\":\"success\",\"dispatch_id\":\"fifo\"}"},
           {"silence": true}]}
JSON
start_servers
APNS_PORT=$(field apns_port); BRAZE_PORT=$(field braze_port)
SILENT_PORT=$(field silent_tls_port); WRONG_PORT=$(field wrong_name_port); EXPIRED_PORT=$(field expired_port)
BRAZE_KEY=$(cat "$S/braze-key")
HISTORY="$XDG_STATE_HOME/push-composer/sends.jsonl"
# config NAME PORT: a config folder NAME whose APNs endpoint is on PORT (one per peer, so sends
# running side by side never read another's), with the local Braze.
config() {
  mkdir -p "$WORK/$1/push-composer"
  cat > "$WORK/$1/push-composer/config.toml" <<TOML
bundle_id = "com.example.app"
[apns]
key_file = "$S/AuthKey_TESTKEY123.p8"
team_id = "TEAM123456"
server = "https://127.0.0.1:$2"
ca_file = "$S/ca-bundle.pem"
[braze]
rest_endpoint = "https://127.0.0.1:$BRAZE_PORT"
ca_file = "$S/ca-bundle.pem"
test_users = ["ana-test"]
TOML
}
config apns "$APNS_PORT"; config silent "$SILENT_PORT"; config wrong "$WRONG_PORT"; config expired "$EXPIRED_PORT"
export XDG_CONFIG_HOME="$WORK/apns"
printf '{"alert": {"title": "Hello", "body": "From the test"}}' > "$WORK/p.json"
export BRAZE_API_KEY="$KEY"
# plain FILE: no library text (type names, source files) in the output.
plain() { ! grep -qE '\.swift|Error\(|StreamClosed|NIO|HTTP2StreamID' "$1"; }
braze_requests() { local n; n=$(grep -c "\"server\": *\"braze\"" "$S/requests.jsonl" 2>/dev/null); echo "${n:-0}"; }
wait_braze_requests() { for _ in $(seq 1 300); do [ "$(braze_requests)" -ge "$1" ] && return 0; sleep 0.1; done; return 1; }

# --- the slow ones run side by side: each must end at its deadline (10 s to connect + 15 s) ---
timeout 120 "$BIN" send "$WORK/p.json" --to apns --device "$DRIP" >"$WORK/drip-apns.out" 2>&1 &
drip_apns=$!
timeout 120 "$BIN" send "$WORK/p.json" --to braze >"$WORK/drip-braze.out" 2>&1 &
drip_braze=$!
XDG_CONFIG_HOME="$WORK/silent" timeout 120 "$BIN" send "$WORK/p.json" --to apns --device "$OK" >"$WORK/silent.out" 2>&1 &
silent=$!
# The Braze drip must be the first Braze request: the canned answers go in order.
wait_braze_requests 1

# --- HTTP/2 failures ---------------------------------------------------------------------------
timeout 60 "$BIN" send "$WORK/p.json" --to apns --device "$RESET" >"$WORK/out" 2>&1; rc=$?
check "RST_STREAM: status 3, 'reset the request (INTERNAL_ERROR)', may have been delivered" sh -c "
  [ $rc = 3 ] && grep -q 'reset the request (INTERNAL_ERROR) before answering; the push may or may not have been delivered' '$WORK/out'"
check "RST_STREAM: no library text" plain "$WORK/out"
timeout 60 "$BIN" send "$WORK/p.json" --to apns --device "$GOAWAY" >"$WORK/out" 2>&1; rc=$?
check "GOAWAY naming stream 0: status 3, not delivered" sh -c "[ $rc = 3 ] && grep -q 'without processing the request; it was not delivered' '$WORK/out' && ! grep -q 'may or may not' '$WORK/out'"
check "GOAWAY: no library text" plain "$WORK/out"
timeout 60 "$BIN" send "$WORK/p.json" --to apns --device "$HUGE" >"$WORK/out" 2>&1; rc=$?
check "APNs 500 with a 70 KB body: status 1, the 500 kept, the body too large to read" sh -c "
  [ $rc = 1 ] && grep -q 'rejected 500' '$WORK/out' && grep -q 'too large to read' '$WORK/out'"
check "APNs 500: no library text" plain "$WORK/out"

# --- TLS failures: nothing was sent -----------------------------------------------------------
XDG_CONFIG_HOME="$WORK/wrong" timeout 60 "$BIN" send "$WORK/p.json" --to apns --device "$OK" >"$WORK/out" 2>&1; rc=$?
check "A certificate for another name: status 3, named, nothing was sent" sh -c "
  [ $rc = 3 ] && grep -q 'certificate is for another host name (wrong.example)' '$WORK/out' && grep -q 'nothing was sent' '$WORK/out' && ! grep -q 'may or may not' '$WORK/out'"
XDG_CONFIG_HOME="$WORK/expired" timeout 60 "$BIN" send "$WORK/p.json" --to apns --device "$OK" >"$WORK/out" 2>&1; rc=$?
check "An expired certificate: status 3, with the date it expired" sh -c "
  [ $rc = 3 ] && grep -q 'certificate expired on 2020-01-0' '$WORK/out' && ! grep -q 'ca_file' '$WORK/out'"

# --- Braze: a 10 MB body, a reset, echoes of the key ------------------------------------------
timeout 60 "$BIN" send "$WORK/p.json" --to braze >"$WORK/out" 2>&1; rc=$?
check "Braze 201 with a 10 MB body: status 0, accepted, the body too large to read" sh -c "
  [ $rc = 0 ] && grep -q 'accepted 201' '$WORK/out' && grep -q 'Braze answered 201; the answer.s body was too large to read' '$WORK/out'"
timeout 60 "$BIN" send "$WORK/p.json" --to braze >"$WORK/out" 2>&1; rc=$?
check "Braze RST_STREAM: status 3, plain words" sh -c "[ $rc = 3 ] && grep -q 'reset the request' '$WORK/out'" 
check "Braze RST_STREAM: no library text" plain "$WORK/out"
timeout 60 "$BIN" send "$WORK/p.json" --to braze --format json >"$WORK/echo1.out" 2>&1
timeout 60 "$BIN" send "$WORK/p.json" --to braze >"$WORK/echo2.out" 2>&1
check "Echoes of the key in another case, percent-encoded, JSON-escaped or across 200 bytes: masked everywhere" sh -c "
  ! grep -qiE 'secret.?(%2d|-|\\\\\\\\u002d)abcdef|abcdef.?(%2d|-)0123456789' '$WORK/echo1.out' '$WORK/echo2.out' '$HISTORY' &&
  grep -q '••••••••' '$WORK/echo1.out' && grep -q 'not JSON' '$WORK/echo2.out'"

# --- SIGINT mid-send: what went out is in the history -----------------------------------------
users=$(for i in $(seq 1 60); do printf 'user-%s ' "$i"; done)
before=$(wc -l < "$HISTORY")
# shellcheck disable=SC2086
timeout 60 "$BIN" send "$WORK/p.json" --to braze --external-id $users --yes >"$WORK/sigint.out" 2>"$WORK/sigint.err" &
sender=$!
for _ in $(seq 1 300); do [ "$(grep -c 'accepted 201' "$WORK/sigint.out" 2>/dev/null)" -ge 50 ] && break; sleep 0.1; done
wait_braze_requests 7
kill -INT "$sender"; wait "$sender"; rc=$?
check "SIGINT mid-send: the send stops with 130 at once, not at the answer timeout" [ "$rc" = 130 ]
check "SIGINT: the 50 accepted and the 10 in flight are in the history" sh -c "[ \$((\$(wc -l < '$HISTORY') - $before)) = 60 ]"
check "SIGINT: one line says so" grep -q 'stopped by SIGINT; 60 of 60 went out or may have' "$WORK/sigint.err"

# --- a reader that went away (| head): the history is written all the same -------------------
# The reader is gone before the program starts, so the first write meets EPIPE, every time.
before=$(wc -l < "$HISTORY")
python3 -c 'import os, subprocess, sys; r, w = os.pipe(); os.close(r); sys.exit(subprocess.call(sys.argv[1:], stdout=w))' \
  timeout 60 "$BIN" send "$WORK/p.json" --to braze --external-id one two three --yes 2>"$WORK/err"; rc=$?
check "a closed pipe: the send ends as SIGPIPE would (141), quietly" sh -c "[ $rc = 141 ] && [ ! -s '$WORK/err' ]"
check "a closed pipe: all three results are in the history" sh -c "[ \$((\$(wc -l < '$HISTORY') - $before)) = 3 ]"

# --- a FIFO where the history goes: the send is not held ---------------------------------------
mv "$HISTORY" "$WORK/history-kept"
mkfifo "$HISTORY"
timeout 60 "$BIN" send "$WORK/p.json" --to braze >"$WORK/out" 2>"$WORK/err"; rc=$?
check "A FIFO at sends.jsonl: the send ends, status 0, and says it is not in the history" sh -c "
  [ $rc = 0 ] && grep -q 'accepted 201' '$WORK/out' && grep -q 'not a regular file.*not in the history' '$WORK/err'"
rm -f "$HISTORY"; mv "$WORK/history-kept" "$HISTORY"

# --- the slow ones ended at their deadlines -----------------------------------------------------
wait "$drip_apns"; rc=$?
check "APNs drips after 200: ends at the deadline (not killed), status 0, the 200 kept" sh -c "
  [ $rc = 0 ] && grep -q 'accepted 200' '$WORK/drip-apns.out' && grep -q 'did not finish within 25 s' '$WORK/drip-apns.out'"
wait "$drip_braze"; rc=$?
check "Braze drips after 201: ends at the deadline, status 0, accepted without a dispatch_id" sh -c "
  [ $rc = 0 ] && grep -q 'accepted 201' '$WORK/drip-braze.out' && grep -q 'did not finish within 25 s, so there is no dispatch_id' '$WORK/drip-braze.out'"
wait "$silent"; rc=$?
check "A peer silent after TLS: status 3 within the connect timeout, and the program exits at once" sh -c "
  [ $rc = 3 ] && grep -q 'could not connect to 127.0.0.1 within 10 s' '$WORK/silent.out'"

# --- compile --to curl: the key never in any process's arguments -------------------------------
printf '{"external_user_ids": ["ana-test"], "messages": {"apple_push": {"alert": {"body": "From curl"}}}}' > "$WORK/request.json"
"$BIN" compile "$WORK/request.json" --to curl --rest-endpoint "https://127.0.0.1:$BRAZE_PORT" >"$WORK/curl.sh"
before=$(braze_requests)
# The last canned answer is silence: curl waits, holding its request, while ps is read.
BRAZE_API_KEY="$BRAZE_KEY" CURL_CA_BUNDLE="$S/ca-bundle.pem" sh "$WORK/curl.sh" >"$WORK/curl.out" 2>&1 &
curl_job=$!
wait_braze_requests $((before + 1))
setpriv --reuid=65534 --regid=65534 --clear-groups ps -eo args >"$WORK/ps.txt" 2>&1
check "curl is running, its request at the server" grep -q 'curl --config - ' "$WORK/ps.txt"
check "no process's arguments, as any user reads them, hold the Braze key" sh -c "! grep -qF -- '$BRAZE_KEY' '$WORK/ps.txt'"
pkill -f "curl --config - " 2>/dev/null; wait "$curl_job" 2>/dev/null
BRAZE_API_KEY="$BRAZE_KEY" CURL_CA_BUNDLE="$S/ca-bundle.pem" timeout 60 sh "$WORK/curl.sh" >"$WORK/curl.out" 2>&1; rc=$?
check "the same script sends, the key reaching Braze through curl's config" sh -c "[ $rc = 0 ] && grep -q '\"dispatch_id\"' '$WORK/curl.out'"

check "nothing in the history holds the key" sh -c "! grep -qiF -- '$KEY' '$HISTORY' && ! grep -qF -- '$BRAZE_KEY' '$HISTORY'"
finish
