#!/usr/bin/env bash
# A marketer on a Mac over SSH: stock Terminal.app sends no Meta for Option (Option-P types "π")
# and F11 shows the desktop. Every action of the key map is reached with keys such a terminal
# sends (a Ctrl key, Enter, arrows, or the ^G palette), one through Esc as a Meta prefix; undo
# takes typing, a cleared field, a removed button and a vim edit back to the original bytes and
# redo forward again; a custom CLOSE button and the config's button labels survive save and
# reopen. Waits for conditions, never a fixed time (the 0.1 s after Esc is the gap under test).
# Prints "N passed, N failed".
set -u
BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
source "$(dirname "$0")/lib/composer-tmux.sh"

mkdir -p "$XDG_CONFIG_HOME/push-composer"
cat > "$XDG_CONFIG_HOME/push-composer/config.toml" <<'EOF'
[[categories]]
id = "shop_offer"

[[categories.buttons]]
id = "shop"
label = "Shop now"

[[categories.buttons]]
id = "later"
label = "Not now"
destructive = true
EOF

PALETTE="Every action: type to find"
# Runs an action by name from the palette, as any terminal can: ^G, a few words, Enter.
palette() {
  tm send-keys -t c C-g; wait_for "$PALETTE" >/dev/null
  tm send-keys -t c -l "$1"; tm send-keys -t c Enter; wait_gone "$PALETTE" >/dev/null
}
# Closes what is open with Esc, waiting for it to go (an Esc followed at once by a key is Alt).
dismiss() { tm send-keys -t c Escape; wait_gone "$1" >/dev/null; }
# Saves under another name through the palette: the composer's own bytes for the push now.
save_as() {
  palette "save as"; wait_for "Save as" >/dev/null
  tm send-keys -t c C-u; tm send-keys -t c -l "$1"; tm send-keys -t c Enter
  wait_for_file "$1" '"alert"' >/dev/null
}
# Waits until a saved file's buttons have these ids, in this order.
buttons_are() {
  for _ in $(seq 1 150); do
    [ "$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(" ".join(b["action_id"] for b in d.get("buttons",[])))' "$1" 2>/dev/null)" = "$2" ] && return 0
    sleep 0.1
  done
  return 1
}
# Waits until tmux's paste buffer, which OSC 52 fills, holds a text.
clipboard_has() {
  for _ in $(seq 1 150); do tm show-buffer 2>/dev/null | grep -qF -- "$1" && return 0; sleep 0.1; done
  return 1
}
# The line under the tabs: the screen's summary.
summary_says() { wait_for "$1" && screen | sed -n 3p | grep -qF -- "$1"; }

# --- every action that needs Alt or a function key, reached from the palette -----------------
printf '{"alert": {"title": "Sale", "body": "Ends soon"}}' > "$WORK/mac.json"
start "$WORK/mac.json"
wait_for '"title": "Sale"' >/dev/null
tm send-keys -t c End; tm send-keys -t c -l "π"
check "Option-P's π in a field says how to reach Alt-P on a Mac" wait_for "Typed π: for"
tm send-keys -t c C-z
check "^Z takes the π back" wait_for '"title": "Sale"'
while IFS='|' read -r name says; do
  palette "$name screen"
  check "the palette reaches the $name screen (Alt-digit, F-key)" summary_says "$says"
done <<'EOF'
Sound|What it plays
Badge|The number on the app icon
Level|How strongly it interrupts
Buttons|Action buttons:
Media|A picture, GIF, video or sound
Extras|Custom keys the app receives
Delivery|When and how APNs delivers it
Audience|Who receives it
Alert|What the notification says
EOF
palette "preview as"
check "the palette reaches preview as (Alt-U, F11)" wait_for "Preview as"
dismiss "Preview as"
palette "phone:"
check "the palette reaches the phone (Alt-P)" wait_for "Phone: large"
palette "save as"
check "the palette reaches save as (Alt-S)" wait_for "Save as (an apple_push object)"
dismiss "Save as"
palette "export"
check "the palette reaches export (Alt-X)" wait_for "Export "
dismiss "Export "
tm send-keys -t c C-f
check "^F opens the send dialog (also Alt-E)" wait_for "(Tab switches)"
dismiss "(Tab switches)"
tm send-keys -t c C-v
check "^V opens the attribute picker (also Alt-V)" wait_for "Insert an attribute"
dismiss "Insert an attribute"
tm send-keys -t c C-n
check "^N goes to the next screen" summary_says "What it plays"
tm send-keys -t c C-p
check "^P goes back" summary_says "What the notification says"
tm send-keys -t c C-l
check "^L lists every problem (none here)" wait_for "No problems: the push is valid."
tm send-keys -t c C-b
check "^B shows the bytes per field" wait_for "Bytes per field"
dismiss "Bytes per field"
tm send-keys -t c C-o
check "^O turns the pane to the Braze request" wait_for "Braze request ^O"
tm set -s set-clipboard on
tm send-keys -t c C-]
check "^] copies the pane's request to the clipboard (OSC 52)" clipboard_has '"apple_push"'
tm resize-window -t c -x 100 -y 40
wait_gone "Lock screen" >/dev/null
tm send-keys -t c C-r
check "^R shows the preview on a narrow terminal" wait_for "Lock screen"
tm send-keys -t c C-r
check "  and the form again" wait_gone "Lock screen"
tm resize-window -t c -x 130 -y 40
wait_for "Lock screen" >/dev/null
# Esc, then P a tenth of a second later, as a Mac without Meta sends it by hand: Alt-P.
tm send-keys -t c Escape; sleep 0.1; tm send-keys -t c p
check "Esc then P within the prefix time is Alt-P" wait_for "Phone: small"

# Buttons of a category typed in: add, move, remove, and a CLOSE button ("Not now").
palette "Buttons screen"
tm send-keys -t c Left
check "the category picker offers a typed category" wait_for "App's category id"
tm send-keys -t c Down; tm send-keys -t c -l "CHAT"
palette "add a button"
check "the palette adds a button (Alt-A)" wait_for "Button 1 id"
palette "add a button"
wait_for "Button 2 id" >/dev/null
palette "move the focused item up"
tm send-keys -t c C-s
check "the palette moves a button up (Alt-Up)" buttons_are "$WORK/mac.json" "button_2 button_1"
palette "move the focused item down"
tm send-keys -t c C-s
check "the palette moves a button down (Alt-Down)" buttons_are "$WORK/mac.json" "button_1 button_2"
palette "remove the focused"
check "the palette removes a button (Alt-R)" wait_gone "Button 2 id"
palette "Alert screen"; palette "Buttons screen"
tm send-keys -t c Down Down Down
tm send-keys -t c Right Right Right
check "a button of the app's own category can just close (CLOSE)" wait_for "CLOSE"
check "  and then asks for no URI" wait_gone "Opens URI"
tm send-keys -t c C-s
check "^S saves the CLOSE button" wait_for_file "$WORK/mac.json" '"CLOSE"'
tm send-keys -t c C-q
check "^Q quits" wait_for "exited 0"
start "$WORK/mac.json"
wait_for '"title": "Sale"' >/dev/null
palette "Buttons screen"
check "the CLOSE button survives save and reopen" wait_for "CLOSE"

# The app's own category from the config: its buttons by their labels, never written.
tm send-keys -t c Left
check "the config's category is offered by its id" wait_for "Shop now button"
check "  with each of its buttons by label" wait_for "Not now button"
tm send-keys -t c C-t
check "the expanded card shows a button without an action as the app registered it" wait_for "→ as the app registered it"
tm send-keys -t c C-s
check "^S saves the category" wait_for_file "$WORK/mac.json" '"shop_offer"'
check "  without the labels, which are the app's" sh -c "! grep -q 'Shop now' '$WORK/mac.json'"
tm send-keys -t c C-q
wait_for "exited 0" >/dev/null
start "$WORK/mac.json"
wait_for '"title": "Sale"' >/dev/null
tm send-keys -t c C-t
check "the config's labels are on the card after reopening" wait_for "Shop now"
tm send-keys -t c C-q
wait_for "exited 0" >/dev/null

# --- undo and redo: typing, a cleared field, a removed button and a vim edit ---------------
printf '%s' '{"alert": {"title": "Sale", "body": "Ends soon"}, "category": "CHAT",
  "buttons": [{"action_id": "yes", "action": "OPEN_APP"}, {"action_id": "no", "action": "CLOSE"}]}' > "$WORK/undo.json"
tm kill-server 2>/dev/null; runs=$((runs + 1)); SOCK="$BASE_SOCK-$runs"
tm new-session -d -s c -x 130 -y 40 "EDITOR=vim $BIN '$WORK/undo.json'; echo \"exited \$?\"; sleep 60"
wait_for '"title": "Sale"' >/dev/null
save_as "$WORK/original.json"
tm send-keys -t c End; tm send-keys -t c -l " today"
wait_for '"title": "Sale today"' >/dev/null
tm send-keys -t c Down C-u
check "typing and ^U clearing the body" wait_gone "Ends soon"
palette "Buttons screen"
tm send-keys -t c Down Down Down
palette "remove the focused"
check "a removed button" wait_gone '"yes"'
tm send-keys -t c C-x
wait_for '"title": "Sale today"' >/dev/null
tm send-keys -t c ':%s/Sale today/Deal/' Enter ':wq' Enter
check "an edit in vim" wait_for "Took the edited JSON"
save_as "$WORK/edited.json"
# More presses than changes: the ones past the start only say so.
for _ in $(seq 1 20); do tm send-keys -t c C-z; done
check "undo goes back to the start" wait_for "Nothing to undo."
save_as "$WORK/undone.json"
check "undo all gives the original push byte for byte" cmp "$WORK/original.json" "$WORK/undone.json"
for _ in $(seq 1 20); do tm send-keys -t c C-y; done
check "redo goes forward to the end" wait_for "Nothing to redo."
save_as "$WORK/redone.json"
check "redo all gives the edited push byte for byte" cmp "$WORK/edited.json" "$WORK/redone.json"
tm send-keys -t c C-q
wait_for "exited 0" >/dev/null

finish
