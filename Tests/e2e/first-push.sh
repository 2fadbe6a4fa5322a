#!/usr/bin/env bash
# A new user's first personalised push from an empty config, without opening the README:
# `init` answered in tmux, the API key saved through it, two test users added (one Japanese,
# one without a first name), the composer previewing as each, a device token pasted into ^F and
# saved, a send through APNs and one through Braze to a user id typed in the dialog, against
# local servers (HTTP/2 over TLS on 127.0.0.1). Waits for screen text or files, never a fixed time.
set -u
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
source "$(dirname "$0")/lib/composer-tmux.sh"
source "$(dirname "$0")/lib/push-servers.sh"

start_servers
APNS_PORT=$(field apns_port); BRAZE_PORT=$(field braze_port)
BRAZE_KEY=$(cat "$S/braze-key")
CONFIG="$XDG_CONFIG_HOME/push-composer/config.toml"
SECOND=00000000000000000000000000000000000000000000000000000000000000ab
# Only what init does not ask: the local servers stand in for Apple's and Braze's hosts.
cat > "$CONFIG" <<TOML
# the local test servers
[apns]
server = "https://127.0.0.1:$APNS_PORT"
ca_file = "$S/server-cert.pem"

[braze]
rest_endpoint = "https://127.0.0.1:$BRAZE_PORT"
ca_file = "$S/server-cert.pem"
TOML

# answer PROMPT TEXT: waits for the question, types the answer and Enter.
answer() { wait_for "$1" && tm send-keys -t c -l "$2" && tm send-keys -t c Enter; }

# --- init, guided ------------------------------------------------------------------------------
start init
check "init: asks for the bundle id first" answer "App bundle id:" "com.example.app"
check "init: shows the Braze endpoint the file has, Enter keeps it" answer "127.0.0.1:$BRAZE_PORT]:" ""
check "init: test users" answer "Test users: the Braze external ids" "ana-test bo-test"
check "init: the .p8 key, its Key ID read from the file name" answer "APNs key file" "$S/AuthKey_TESTKEY123.p8"
check "init: the Team ID" answer "APNs Team ID" "TEAM123456"
check "init: a device by name" answer "Add a device: its name" "Ana's iPhone"
check "init: its token" answer "its token" "00000000000000000000000000000000000000000000000000000000000000aa"
check "init: its environment, sandbox by default" answer "[sandbox]:" ""
check "init: no more devices" answer "Add a device: its name" ""
check "init: asks before writing" answer "Write these to" "y"
check "init: says what it wrote" wait_for "[apns] team_id = \"TEAM123456\""
check "init: says how the test users get their attributes" wait_for "  push-composer users fetch ana-test bo-test"
check "init: offers to save the API key" answer "Save the Braze REST API key now?" "y"
check "init: the key is asked without echo" answer "it is not shown" "$BRAZE_KEY"
check "init: the key is saved" wait_for "Saved the Braze key"
check "init: ends with status 0" wait_for "exited 0"
check "init: the key never reached the screen" sh -c "! tmux -L '$SOCK' capture-pane -p -t c | grep -qF -- '$BRAZE_KEY'"
check "init: the config keeps its comment and the servers' keys" sh -c "grep -q '^# the local test servers' '$CONFIG' && grep -q 'ca_file' '$CONFIG' && grep -q 'key_file = \"$S/AuthKey_TESTKEY123.p8\"' '$CONFIG'"


# --- test users --------------------------------------------------------------------------------
"$BIN" users list >"$WORK/out" 2>"$WORK/err"
check "users list: the two test users init was given, and how to fetch them" sh -c "
  [ \"\$(cat '$WORK/out')\" = \"\$(printf 'ana-test\nbo-test')\" ] && grep -q 'users fetch ana-test bo-test' '$WORK/err'"
"$BIN" users add hanako --set first_name=花子 --set language=ja >"$WORK/out" 2>&1
"$BIN" users add no-name --set language=en >>"$WORK/out" 2>&1
check "users add: two users, then the two Braze test users" sh -c "[ \"\$('$BIN' users list 2>/dev/null | tr '\n' ' ')\" = 'hanako no-name ana-test bo-test ' ]"
cat > "$WORK/p.json" <<'JSON'
{"alert": {"title": "{% if ${language} == 'ja' %}こんにちは{% else %}Hello{% endif %} {{${first_name} | default: 'there'}}",
           "body": "Your order is ready."}}
JSON
"$BIN" validate "$WORK/p.json" >"$WORK/out" 2>&1; rc=$?
check "validate: a row per user and phone from the users file, exact bytes" sh -c "[ $rc = 0 ] && grep -qE '^  hanako +small +gets it' '$WORK/out' && grep -qE '^  no-name +small +gets it' '$WORK/out'"
check "validate: ... and for the Braze test users, with no attributes yet" grep -qE '^  ana-test +small +gets it' "$WORK/out"

# pick: Alt-U opens the preview-as picker on the next user; Enter previews them.
pick() { tm send-keys -t c M-u; wait_for "Type to find" && tm send-keys -t c Enter; }
# --- the composer: preview as each user, then send ---------------------------------------------
start "$WORK/p.json"
check "composer: opens the push" wait_for "Your order is ready."
pick
check "composer: Alt-U previews as the Japanese user" wait_for "こんにちは 花子"
check "composer: the title bar names the user" wait_for "PushComposer · $WORK/p.json · as hanako"
pick
check "composer: Alt-U again: the user without a first name" wait_for "Hello there"
tm send-keys -t c M-u
check "composer: the picker lists the users with their attributes" wait_for "first_name 花子 · language ja"
recipient_rows() { wait_for "bo-test" && screen | grep -q 'ana-test .*Braze test user, no attributes until users fetch'; }
check "composer: ... and the Braze test users, with no attributes yet" recipient_rows
tm send-keys -t c Escape; wait_gone "Type to find"
tm send-keys -t c M-u; wait_for "Type to find" && tm send-keys -t c End Up Enter
check "composer: a new user… asks for one typed on the spot" wait_for "Preview as a new user"
tm send-keys -t c -l "walk-in first_name=Mary Ann language=ja"; tm send-keys -t c Enter
check "composer: previews as the ad-hoc user" wait_for "こんにちは Mary Ann"
check "composer: the title bar names the ad-hoc user" wait_for "· as walk-in"
tm send-keys -t c M-u
check "composer: the ad-hoc user is in the picker, kept in no file" wait_for "(typed, in no file)"
tm send-keys -t c -l "han"; tm send-keys -t c Enter
check "composer: typing a name finds the Japanese user again" wait_for "こんにちは 花子"
tm send-keys -t c M-u; wait_for "Type to find" && tm send-keys -t c End Enter
check "composer: every test user at once, in the pane" wait_for "Every test user × phone"
japanese_row() { wait_for "Every test user" && screen | grep -qE 'hanako +small +gets it'; }
check "composer: the table has the Japanese user's row" japanese_row
tm send-keys -t c C-o
check "composer: ^O goes back to the payload" wait_for "Device payload ^O"
tm send-keys -t c C-f
check "composer: ^F lists the device init saved" wait_for "[x] Ana's iPhone"
tm send-keys -t c n
check "composer: N asks for a token" wait_for "Send to a device token"
tm send-keys -t c -l "$SECOND"; tm send-keys -t c Enter
check "composer: the pasted token is ticked, not saved" wait_for "(not saved: S saves it)"
tm send-keys -t c s
check "composer: S asks for its name" wait_for "Save the device"
tm send-keys -t c -l "Bo's iPhone"; tm send-keys -t c Enter
check "composer: saved in the config" wait_for "Saved Bo's iPhone"
check "composer: the config has it, and kept its comment" sh -c "grep -q 'name = \"Bo.s iPhone\"' '$CONFIG' && grep -q '^# the local test servers' '$CONFIG'"
check "composer: the dialog says who the push is rendered for" wait_for "as hanako gets it"
tm send-keys -t c Enter
check "composer: sent through APNs to both devices" wait_for "APNs: 2 accepted."
HANAKO_BYTES=$("$BIN" compile "$WORK/p.json" --to apns --user hanako | tr -d "\n" | wc -c)
check "composer: what reached the phone is the push rendered for the user, byte for byte" \
  wait_for_file "$S/requests.jsonl" "\"body_size\":$HANAKO_BYTES"
tm send-keys -t c C-f
wait_for "Last send:"
tm send-keys -t c Tab
both_ticked() { wait_for "[x] ana-test" && screen | grep -qF "[x] bo-test"; }
check "composer: Tab shows Braze's test users, every one ticked" both_ticked
check "composer: the Braze tab shows no APNs result as its last send" sh -c "! tmux -L '$SOCK' capture-pane -p -t c | grep -q 'Last send:'"
tm send-keys -t c n
check "composer: N asks for a user id" wait_for "Send to a Braze test user"
tm send-keys -t c -l "walk-in"; tm send-keys -t c Enter
check "composer: the typed id is ticked" wait_for "[x] walk-in"
tm send-keys -t c Enter
check "composer: three users ask first" wait_for "Send?"
tm send-keys -t c y
check "composer: sent through Braze to all three" wait_for "Braze: 3 accepted."
check "composer: the typed id is in the history" wait_for_file "$XDG_STATE_HOME/push-composer/sends.jsonl" '"walk-in"'
# The send closed the dialog: the form has the keys again.
tm send-keys -t c C-v
check "composer: ^V opens the attribute picker" wait_for "Insert an attribute"
check "composer: ^V in the title lists attributes with the users' values" wait_for '${first_name}'
check "composer: with each test user's value" wait_for "hanako 花子"
tm send-keys -t c -l "first_n"; tm send-keys -t c Enter
check "composer: Enter inserts Braze's Liquid at the cursor" wait_for "default: ''}}"
tm send-keys -t c C-q
check "composer: ^Q asks about the unsaved insertion" wait_for "Save before quitting?"
tm send-keys -t c d
check "composer: quits" wait_for "exited 0"
# --- a new file, saved as it is, passes validate --strict ---------------------------------------
# new_file NAME SHOWN SAVED KIND: opens a new file NAME, waits for SHOWN, saves it with ^S, waits
# until the file holds SAVED, and checks that validate --strict calls it KIND and passes it.
new_file() {
  local name=$1 shown=$2 saved=$3 kind=$4
  start "$WORK/$name"
  check "new $name: $shown from the first key" wait_for "$shown"
  tm send-keys -t c C-s
  check "new $name: ^S writes it, with $saved" wait_for_file "$WORK/$name" "$saved"
  "$BIN" validate --strict "$WORK/$name" >"$WORK/out" 2>&1; rc=$?
  check "new $name: as saved, it passes validate --strict as $kind" sh -c "[ $rc = 0 ] && grep -q '^valid $kind' '$WORK/out'"
  tm send-keys -t c C-q
  check "new $name: quits without asking, as it is saved" wait_for "exited 0"
}
# A request addressed to the test users; a .apns file a device payload, never a Braze request.
new_file new.json "✓ valid" '"bo-test"' "Braze /messages/send request"
new_file new.apns "APNs device payload" '"aps"' "APNs device payload"
check "new .apns file: no Braze request in it" sh -c "! grep -q messages '$WORK/new.apns'"
check "no secret in the config, the state folder or the screen" sh -c "! grep -rqF -- '$BRAZE_KEY' '$CONFIG' '$XDG_STATE_HOME'"
finish
