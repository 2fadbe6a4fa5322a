#!/usr/bin/env bash
# Profiles in the composer: the Send dialog's P switches the config's profile, its devices and
# app replace the others whole, the title bar names it, and the send goes to its device and is
# kept in the history under it. Against the local APNs; waits for the screen or a file.
set -u
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
source "$(dirname "$0")/lib/composer-tmux.sh"
source "$(dirname "$0")/lib/push-servers.sh"

start_servers
APNS_PORT=$(field apns_port)
SHOP=00000000000000000000000000000000000000000000000000000000000000a1
NEWS=00000000000000000000000000000000000000000000000000000000000000b2
cat > "$XDG_CONFIG_HOME/push-composer/config.toml" <<TOML
bundle_id = "com.example.app"
[apns]
$(apns_keys)
[[apns.devices]]
name = "Shop phone"
token = "$SHOP"

[profiles.news]
app_name = "News"
[profiles.news.apns]
$(apns_keys)
[[profiles.news.apns.devices]]
name = "News phone"
token = "$NEWS"
TOML
printf '{"alert": {"title": "Breaking", "body": "From the test"}}\n' > "$WORK/p.json"

start "$WORK/p.json"
check "composer: opens" wait_for "Breaking"
tm send-keys -t c C-f
check "composer: the dialog names the profile in use and P" wait_for "Profile: the top level (P switches: the top level, news)"
check "composer: the top level's device is ticked" wait_for "[x] Shop phone"
tm send-keys -t c p
check "composer: P switches to the news profile" wait_for "Profile: news"
check "composer: its device replaces the top level's" sh -c "for _ in \$(seq 1 150); do s=\$(tmux -L '$SOCK' capture-pane -p -t c); echo \"\$s\" | grep -qF \"[x] News phone\" && ! echo \"\$s\" | grep -qF 'Shop phone' && exit 0; sleep 0.1; done; exit 1"
check "composer: the title bar names the profile" wait_for "profile news"
tm send-keys -t c Enter
check "composer: the push goes to the profile's device" wait_for "APNs: 1 accepted."
check "the server got it for the news device" wait_for_file "$S/requests.jsonl" "$NEWS"
tm send-keys -t c C-q
check "composer: quits" wait_for "exited 0"
"$BIN" history >"$WORK/out" 2>&1
check "history: the send names the profile" grep -q "profile news" "$WORK/out"
check "the top level's device got nothing" sh -c "! grep -q '$SHOP' '$S/requests.jsonl'"
finish
