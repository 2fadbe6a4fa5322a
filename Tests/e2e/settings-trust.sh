#!/usr/bin/env bash
# The files that decide where the Braze key goes (config.toml, its folder, a ca_file) are used
# only when no one else can change them, as ssh uses ~/.ssh/config: a send, users fetch and login
# are refused in one line naming the chmod or chown, before any request; and every config writer
# makes new files 0600 whatever the umask. The unprivileged cases run as nobody (setpriv).
set -u
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
source "$(dirname "$0")/lib/composer-tmux.sh"
source "$(dirname "$0")/lib/push-servers.sh"

echo '{}' > "$S/script.json"
start_servers
BRAZE_PORT=$(field braze_port)
BRAZE_KEY=$(cat "$S/braze-key")
CONFIG="$XDG_CONFIG_HOME/push-composer/config.toml"
cp "$S/server-cert.pem" "$WORK/ca.pem"
cat > "$CONFIG" <<TOML
[braze]
rest_endpoint = "https://127.0.0.1:$BRAZE_PORT"
ca_file = "$WORK/ca.pem"
test_users = ["ana-test"]
TOML
chmod 644 "$CONFIG"
printf '{"alert": {"title": "Hello", "body": "From the test"}}' > "$WORK/p.json"
sent() { wc -l < "$S/requests.jsonl" 2>/dev/null || echo 0; }
send_braze() { BRAZE_API_KEY="$BRAZE_KEY" "$BIN" send "$WORK/p.json" --to braze >"$WORK/out" 2>"$WORK/err"; }

# --- the config as it should be: the send goes -------------------------------------------------
send_braze; rc=$?
check "a config only you can change: the send goes (status 0)" [ "$rc" = 0 ]

# --- config.toml others can write: refused before any request ---------------------------------
before=$(sent)
chmod 666 "$CONFIG"
send_braze; rc=$?
check "config.toml at mode 666: status 2, one line naming chmod go-w and the file" sh -c "[ $rc = 2 ] &&
  [ \$(wc -l < '$WORK/err') = 1 ] && grep -q \"can be changed by others (mode 666).*run: chmod go-w '$CONFIG'\" '$WORK/err'"
check "config.toml at mode 666: nothing reached Braze" [ "$(sent)" = "$before" ]
"$BIN" devices add "Ana's iPhone" "$(printf 'aa%.0s' $(seq 1 32))" >"$WORK/out" 2>"$WORK/err"; rc=$?
check "config.toml at mode 666: devices add refuses to edit it" sh -c "[ $rc = 2 ] && grep -q 'chmod go-w' '$WORK/err' && ! grep -q 'iPhone' '$CONFIG'"
chmod 644 "$CONFIG"

# --- the config folder others can write ---------------------------------------------------------
chmod 777 "$XDG_CONFIG_HOME/push-composer"
send_braze; rc=$?
check "a config folder at mode 777: the send is refused, naming the folder and chmod go-w" sh -c "[ $rc = 2 ] &&
  grep -q \"push-composer can be changed by others (mode 777).*chmod go-w '$XDG_CONFIG_HOME/push-composer'\" '$WORK/err'"
printf '%s' "$BRAZE_KEY" | "$BIN" login braze >"$WORK/out" 2>"$WORK/err"; rc=$?
check "a config folder at mode 777: login braze saves nothing" sh -c "[ $rc = 2 ] && grep -q 'nothing was saved' '$WORK/err' &&
  [ ! -e '$XDG_CONFIG_HOME/push-composer/credentials.toml' ]"
chmod 700 "$XDG_CONFIG_HOME/push-composer"
check "nothing reached Braze from a folder others can write" [ "$(sent)" = "$before" ]

# --- a ca_file others can write decides which server is trusted ---------------------------------
chmod 666 "$WORK/ca.pem"
send_braze; rc=$?
check "a ca_file at mode 666: the send is refused, naming the key and chmod go-w" sh -c "[ $rc = 2 ] &&
  grep -q \"ca_file in \[braze\] = $WORK/ca.pem can be changed by others (mode 666)\" '$WORK/err'"
check "a ca_file at mode 666: nothing reached Braze" [ "$(sent)" = "$before" ]
chmod 644 "$WORK/ca.pem"

# --- new config files are 0600 whatever the umask -----------------------------------------------
(umask 000; XDG_CONFIG_HOME="$WORK/fresh" "$BIN" init --bundle-id com.example.app --braze-endpoint "https://127.0.0.1:$BRAZE_PORT" \
  --test-user ana-test >"$WORK/out" 2>"$WORK/err"); rc=$?
check "init under umask 000: config.toml is 600 and its folder 700" sh -c "[ $rc = 0 ] &&
  [ \$(stat -c %a '$WORK/fresh/push-composer/config.toml') = 600 ] && [ \$(stat -c %a '$WORK/fresh/push-composer') = 700 ]"
(umask 000; XDG_CONFIG_HOME="$WORK/fresh2" "$BIN" devices add "Ana's iPhone" "$(printf 'aa%.0s' $(seq 1 32))" >"$WORK/out" 2>"$WORK/err"); rc=$?
check "devices add under umask 000: a new config.toml is 600" sh -c "[ $rc = 0 ] && [ \$(stat -c %a '$WORK/fresh2/push-composer/config.toml') = 600 ]"
(umask 000; printf '%s' "$BRAZE_KEY" | XDG_CONFIG_HOME="$WORK/fresh3" "$BIN" login braze >"$WORK/out" 2>"$WORK/err"); rc=$?
check "login under umask 000: credentials.toml is 600 and its folder 700" sh -c "[ $rc = 0 ] &&
  [ \$(stat -c %a '$WORK/fresh3/push-composer/credentials.toml') = 600 ] && [ \$(stat -c %a '$WORK/fresh3/push-composer') = 700 ]"

# --- an unprivileged user and a folder root made for everyone -----------------------------------
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
  nobody="$WORK/nobody"
  mkdir -p "$nobody/home" "$nobody/tmp" "$nobody/bin" "$nobody/config/push-composer"
  cp "$BIN" "$nobody/bin/push-composer"; cp "$WORK/p.json" "$nobody/p.json"
  sed "s|$WORK/ca.pem|$nobody/ca.pem|" "$CONFIG" > "$nobody/config/push-composer/config.toml"
  cp "$WORK/ca.pem" "$nobody/ca.pem"
  chown -R 65534:65534 "$nobody"; chmod 600 "$nobody/config/push-composer/config.toml"
  chmod 711 "$WORK"
  as_nobody() { setpriv --reuid=65534 --regid=65534 --clear-groups env HOME="$nobody/home" TMPDIR="$nobody/tmp" "$@"; }
  NBIN="$nobody/bin/push-composer"
  as_nobody env XDG_CONFIG_HOME="$nobody/config" BRAZE_API_KEY="$BRAZE_KEY" "$NBIN" send "$nobody/p.json" --to braze >"$WORK/out" 2>"$WORK/err"; rc=$?
  check "as nobody, in a folder of their own: the send goes" [ "$rc" = 0 ]
  # A folder root made and left open to everyone, as on a shared host.
  mkdir -p "$WORK/shared/push-composer"; chmod 755 "$WORK/shared"; chmod 777 "$WORK/shared/push-composer"
  printf '%s' "$BRAZE_KEY" | as_nobody env XDG_CONFIG_HOME="$WORK/shared" "$NBIN" login braze >"$WORK/out" 2>"$WORK/err"; rc=$?
  check "as nobody: login braze refuses a folder root owns, naming chown, and saves nothing" sh -c "[ $rc = 2 ] &&
    grep -q 'belongs to another user (uid 0).*sudo chown 65534' '$WORK/err' && [ ! -e '$WORK/shared/push-composer/credentials.toml' ]"
  # Root writes a config into the user's own folder: its endpoint is not followed.
  cp "$CONFIG" "$nobody/config/push-composer/config.toml"
  chown 0:0 "$nobody/config/push-composer/config.toml"; chmod 644 "$nobody/config/push-composer/config.toml"
  before=$(sent)
  as_nobody env XDG_CONFIG_HOME="$nobody/config" BRAZE_API_KEY="$BRAZE_KEY" "$NBIN" send "$nobody/p.json" --to braze >"$WORK/out" 2>"$WORK/err"; rc=$?
  check "as nobody: a config.toml root wrote is refused, naming chown" sh -c "[ $rc = 2 ] && grep -q 'config.toml belongs to another user (uid 0)' '$WORK/err'"
  check "as nobody: nothing reached Braze" [ "$(sent)" = "$before" ]
else
  echo "ok   - (skipped: unprivileged checks need root and setpriv)"
fi

finish
