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

"$BIN" validate "$WORK/push.json" >"$WORK/out" 2>&1; rc=$?
check "validate (the users file beside the config): status 0, a row per user and phone" sh -c "[ $rc = 0 ] && grep -q '^  ana      small     gets it' '$WORK/out' && grep -q '^  no-name            not sent: abort_message: no first name' '$WORK/out' && ! grep -q size.liquid '$WORK/out'"

# pick: Alt-U opens the preview-as picker on the next user; Enter previews them.
pick() { tm send-keys -t c M-u; wait_for "Type to find" && tm send-keys -t c Enter; }
start "$WORK/push.json"
check "composer: opens the push with Liquid" wait_for "Hi {{\${first_name}"
check "composer: the gauge says the bytes are a lower bound" wait_for "Braze ≥"
pick
check "composer: Alt-U previews as the first test user" wait_for "as ana (Alt-U)"
check "composer: the card shows the push as Ana gets it" wait_for "Your gold perks"
check "composer: rendered, the bytes are exact" sh -c "! tmux -L '$SOCK' capture-pane -p -t c | grep -q 'Braze ≥'"
pick
check "composer: a user who gets nothing is said, with the reason" wait_for "Not sent to no-name"
pick
check "composer: Alt-U again shows the push as written" wait_for "Preview as written."
# A filter Braze does not know, typed at the end of the title.
tm send-keys -t c End
tm send-keys -t c -l " {{ x | upcasee }}"
check "composer: a template error is shown as it is typed, with a did-you-mean" wait_for "you mean 'upcase'"
tm send-keys -t c C-l
check "composer: the problem list names the Liquid error" wait_for "unknown filter"
tm send-keys -t c Escape; wait_gone "unknown filter"
tm send-keys -t c C-q d
wait_for "exited" >/dev/null

# A template that does gigabytes of work: the render runs off the key loop and stops at its
# budget, so typing, ^Q and SIGTERM work all the while.
cat > "$WORK/costly.json" <<'JSON'
{"alert": {"title": "Costly", "body": "{% assign s = '0123456789' %}{% for i in (1..16) %}{% assign s = s | append: s %}{% endfor %}{% for i in (1..99980) %}{% if s contains 'y' %}y{% endif %}{% endfor %}{{${first_name}}}"}}
JSON
start "$WORK/costly.json"
check "costly: opens" wait_for "Costly"
pick
tm send-keys -t c End
tm send-keys -t c -l "typed"
check "costly: keys typed while it renders appear at once" wait_for "Costlytyped"
check "costly: the render stops at its work budget, said in the card" wait_for "does more work than a preview may"
tm send-keys -t c -l "!"
check "costly: typing still works after" wait_for "Costlytyped!"
kill -TERM "$(pgrep -f "^$BIN $WORK/costly.json" | head -n 1)"
check "costly: SIGTERM ends it, the typing kept" sh -c "for _ in \$(seq 1 150); do tmux -L '$SOCK' capture-pane -p -t c | grep -q 'exited 143' && grep -q 'Costlytyped!' '$WORK/state/push-composer/'draft-*.json && exit 0; sleep 0.1; done; exit 1"
"$BIN" validate "$WORK/costly.json" --users "$XDG_CONFIG_HOME/push-composer/users.json" >"$WORK/out" 2>&1; rc=$?
check "costly: validate --users says liquid.too-costly for each user, and ends" sh -c "[ $rc = 1 ] && [ \$(grep -c 'liquid.too-costly' '$WORK/out') -ge 2 ]"

# A content block from the workspace folder, the same in the composer as on the command line.
mkdir -p "$XDG_CONFIG_HOME/push-composer/content_blocks"
printf 'Welcome back, {{${first_name} | default: "friend"}}' > "$XDG_CONFIG_HOME/push-composer/content_blocks/Greeting.liquid"
printf '{"alert": {"title": "{{content_blocks.${Greeting}}}", "body": "Sale today"}}' > "$WORK/block.json"
"$BIN" compile "$WORK/block.json" --user ana >"$WORK/out" 2>&1; rc=$?
check "blocks: compile --user renders the folder's block for Ana" sh -c "[ $rc = 0 ] && grep -q 'Welcome back, Ana' '$WORK/out'"
start "$WORK/block.json"
check "blocks: the composer opens the push" wait_for "Sale today"
pick
check "blocks: previewed as Ana, the card shows the block rendered for her" wait_for "Welcome back, Ana"
tm send-keys -t c C-q
wait_for "exited" >/dev/null
rm "$XDG_CONFIG_HOME/push-composer/content_blocks/Greeting.liquid"
"$BIN" validate "$WORK/block.json" >"$WORK/out" 2>&1; rc=$?
check "blocks: without the file, validate names the missing block" sh -c "grep -q 'content block \"Greeting\" is not in content_blocks/' '$WORK/out'"
finish
