# Shared by the sending tests (sourced after composer-tmux.sh): the local APNs and Braze
# (`push-test-servers`: $PUSH_TEST_SERVERS, else the one built beside the binary) in $S,
# answering as $S/script.json says.
SERVERS="${PUSH_TEST_SERVERS:-$(dirname "$BIN")/push-test-servers}"
S="$WORK/servers"; mkdir -p "$S" "$XDG_CONFIG_HOME/push-composer"

# Starts the servers (with ARGS, such as --certificate) and waits until they listen
# (servers.json appears), never a fixed time.
start_servers() {
  "$SERVERS" --dir "$S" "$@" </dev/null >"$WORK/servers.log" 2>&1 &
  server_pid=$!
  trap 'kill $server_pid 2>/dev/null; cleanup' EXIT
  for _ in $(seq 1 300); do [ -s "$S/servers.json" ] && break; sleep 0.1; done
  check "the local servers start" test -s "$S/servers.json"
}

# field NAME: a value from servers.json (a port, a file).
field() { python3 -c "import json,sys; print(json.load(open('$S/servers.json'))['$1'])"; }

# apns_keys: the [apns] keys that send to the local APNs with its key (after start_servers).
apns_keys() {
  printf 'key_file = "%s"\nteam_id = "TEAM123456"\nserver = "https://127.0.0.1:%s"\nca_file = "%s"\n' \
    "$S/AuthKey_TESTKEY123.p8" "$(field apns_port)" "$S/server-cert.pem"
}
