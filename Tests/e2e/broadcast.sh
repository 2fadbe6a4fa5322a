#!/usr/bin/env bash
# Live Activity broadcast channels against the local APNs (push and channel management hosts,
# HTTP/2 over TLS on 127.0.0.1): a channel made from the command line, then an update sent on it
# from the composer's Send dialog in tmux, seen by the server and in the history. Waits for the
# screen or a file, never a fixed time.
set -u
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
source "$(dirname "$0")/lib/composer-tmux.sh"
source "$(dirname "$0")/lib/push-servers.sh"

start_servers
APNS_PORT=$(field apns_port); MANAGEMENT_PORT=$(field apns_management_port)
cat > "$XDG_CONFIG_HOME/push-composer/config.toml" <<TOML
bundle_id = "com.example.app"
[apns]
key_file = "$S/AuthKey_TESTKEY123.p8"
team_id = "TEAM123456"
server = "https://127.0.0.1:$APNS_PORT"
management_server = "https://127.0.0.1:$MANAGEMENT_PORT"
ca_file = "$S/server-cert.pem"

[[apns.devices]]
name = "Ana's iPhone"
token = "00000000000000000000000000000000000000000000000000000000000000aa"
TOML

"$BIN" channels create "Final score" --storage most-recent >"$WORK/id" 2>"$WORK/err"; rc=$?
ID=$(cat "$WORK/id")
check "channels create: status 0, the id on stdout, the config names it" sh -c \
  "[ $rc = 0 ] && [ -n '$ID' ] && grep -q 'name = \"Final score\"' '$XDG_CONFIG_HOME/push-composer/config.toml'"
"$BIN" channels list >"$WORK/out" 2>"$WORK/err"; rc=$?
check "channels list: the id with its name" sh -c "[ $rc = 0 ] && grep -qF '$ID	Final score' '$WORK/out'"

printf '{"aps": {"event": "update", "timestamp": 1780315200, "content-state": {"homeScore": 2, "awayScore": 1}}}\n' > "$WORK/update.json"
start "$WORK/update.json"
check "composer: opens the Live Activity update" wait_for "update"
tm send-keys -t c C-f
check "composer: the Send dialog lists the channel above the devices" wait_for "Broadcast channels"
check "composer: the device is ticked, the channel is not" sh -c "tmux -L '$SOCK' capture-pane -p -t c | grep -qF '[ ] Final score' && tmux -L '$SOCK' capture-pane -p -t c | grep -qF \"[x] Ana's iPhone\""
# The cursor starts on the channel: tick it, untick the device.
tm send-keys -t c Space Down Space
check "composer: the channel alone is ticked, and the dialog says it broadcasts" wait_for "Broadcasts the device payload on channel Final score"
tm send-keys -t c Enter
check "composer: the broadcast is accepted" wait_for "APNs: 1 accepted."
check "the server got it on the broadcast path with the channel's id" wait_for_file "$S/requests.jsonl" "/4/broadcasts/apps/com.example.app"
check "... naming the channel" wait_for_file "$S/requests.jsonl" "$ID"
tm send-keys -t c C-q
check "composer: quits" wait_for "exited 0"

"$BIN" history >"$WORK/out" 2>&1
check "history: the send is to the channel" grep -q "channel Final score" "$WORK/out"
"$BIN" channels delete "Final score" --yes >"$WORK/out" 2>&1; rc=$?
check "channels delete: status 0, and the config no longer names it" sh -c \
  "[ $rc = 0 ] && ! grep -q 'Final score' '$XDG_CONFIG_HOME/push-composer/config.toml'"
finish
