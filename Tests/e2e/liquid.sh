#!/usr/bin/env bash
# Braze Liquid in the composer and on the command line, as a marketer meets it: a template error
# shown at its field as it is typed, Alt-U previewing the push as each test user (the card, the
# pane and the gauge), a user who gets nothing, and validate --users. Waits for screen text.
set -u
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
source "$(dirname "$0")/lib/composer-tmux.sh"

mkdir -p "$XDG_CONFIG_HOME/push-composer"
cat > "$XDG_CONFIG_HOME/push-composer/users.json" <<'JSON'
{"ana": {"first_name": "Ana", "custom_attribute": {"tier": "gold"}},
 "no-name": {"custom_attribute": {"tier": "silver"}}}
JSON
cat > "$WORK/push.json" <<'JSON'
{"alert": {"title": "Hi {{${first_name} | default: 'there'}}",
           "body": "{% if ${first_name} == blank %}{% abort_message('no first name') %}{% endif %}Your {{custom_attribute.${tier}}} perks"}}
JSON

"$BIN" validate "$WORK/push.json" --users "$XDG_CONFIG_HOME/push-composer/users.json" >"$WORK/out" 2>&1; rc=$?
check "validate --users: status 0, each user's outcome" sh -c "[ $rc = 0 ] && grep -q 'as \"ana\": sent, ' '$WORK/out' && grep -q 'as \"no-name\": aborted: abort_message: no first name' '$WORK/out'"

start "$WORK/push.json"
check "composer: opens the push with Liquid" wait_for "Hi {{\${first_name}"
check "composer: the gauge says the bytes are a lower bound" wait_for "Braze ≥"
tm send-keys -t c M-u
check "composer: Alt-U previews as the first test user" wait_for "as ana (Alt-U)"
check "composer: the card shows the push as Ana gets it" wait_for "Your gold perks"
check "composer: rendered, the bytes are exact" sh -c "! tmux -L '$SOCK' capture-pane -p -t c | grep -q 'Braze ≥'"
tm send-keys -t c M-u
check "composer: a user who gets nothing is said, with the reason" wait_for "Not sent to no-name"
tm send-keys -t c M-u
check "composer: Alt-U again shows the push as written" wait_for "Preview as written."
# A filter Braze does not know, typed at the end of the title.
tm send-keys -t c End
tm send-keys -t c -l " {{ x | upcasee }}"
check "composer: a template error is shown as it is typed, with a did-you-mean" wait_for "did you"
tm send-keys -t c C-l
check "composer: the problem list names the Liquid error" wait_for "unknown filter"
tm send-keys -t c Escape
finish
