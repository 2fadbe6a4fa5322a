#!/usr/bin/env bash
# Live Connected Content in the composer: previewed as a user, the push needs a call; Alt-L makes
# it against the local HTTPS API, the pane shows the exchange with the key hidden, the card uses
# the answer; Alt-L again shows, then turns it off. And `compile --live` on the command line.
# Waits for the screen, never a fixed time.
set -u
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
source "$(dirname "$0")/lib/composer-tmux.sh"
source "$(dirname "$0")/lib/push-servers.sh"

start_servers
PORT=$(field media_port)
printf '[media]\nca_file = "%s"\n' "$(field ca_file)" > "$XDG_CONFIG_HOME/push-composer/config.toml"
printf '{"ana": {"first_name": "Ana"}}\n' > "$XDG_CONFIG_HOME/push-composer/users.json"
cat > "$WORK/p.json" <<JSON
{"alert": {"title": "Weather", "body": "{% connected_content https://127.0.0.1:$PORT/weather?who={{\${first_name}}}&api_key=s3cret :save w %}{{ w.sky }} at {{ w.temp }} degrees"}}
JSON

"$BIN" compile "$WORK/p.json" --user ana >"$WORK/out" 2>"$WORK/err"; rc=$?
check "compile --user without --live: not rendered, status 1, --live named" sh -c "[ $rc = 1 ] && grep -q -- '--live' '$WORK/err'"
"$BIN" compile "$WORK/p.json" --user ana --live >"$WORK/out" 2>"$WORK/err"; rc=$?
check "compile --user --live: the answer rendered" sh -c "[ $rc = 0 ] && grep -q 'Sunny at 21 degrees' '$WORK/out'"
check "compile --live: the call said on stderr, the key hidden" sh -c "grep -q 'live: ana: GET https://127.0.0.1:$PORT/weather?who=Ana&api_key=••• → 200' '$WORK/err' && ! grep -q s3cret '$WORK/err'"

start "$WORK/p.json"
check "composer: opens" wait_for "Weather"
tm send-keys -t c M-u; wait_for "Type to find" && tm send-keys -t c Enter
check "composer: as Ana, the push needs the call" wait_for "Not sent to ana"
tm send-keys -t c M-l
check "composer: Alt-L shows the calls pane" wait_for "Connected Content calls (live)"
check "composer: the exchange is shown with its status" wait_for "→ 200 in"
check "composer: the answer's body is shown" wait_for '| {"sky": "Sunny", "temp": 21}'
check "composer: the card uses the answer" wait_for "Sunny at 21 degrees"
check "composer: the key in the URL is hidden in the pane" wait_for "api_key=•••"
tm send-keys -t c C-o
check "composer: ^O goes back to the compiled form" wait_gone "Connected Content calls (live)"
tm send-keys -t c M-l
check "composer: Alt-L shows the calls again" wait_for "Connected Content calls (live)"
tm send-keys -t c M-l
check "composer: Alt-L again turns live off" wait_for "live off"
check "composer: off, the push needs the call again" wait_for "Not sent to ana"
tm send-keys -t c C-q
wait_for "exited" >/dev/null
finish
