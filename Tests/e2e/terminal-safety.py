#!/usr/bin/env python3
"""Terminal safety through a real pty: a push full of escape sequences, C1 controls, bidi
overrides and zero-width characters is opened in the composer; every screen, card state, pane
and overlay is drawn; every byte written is checked to hold no sequence but those ncurses itself
emits. Also checks the command line's output for the same push, and that a file of invalid UTF-8
is refused without echoing its bytes. Prints "N passed, N failed".
"""
import json, os, re, subprocess, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import ptytools  # noqa: E402
from checks import check, finish  # noqa: E402

BIN = os.path.abspath(sys.argv[1])
work = tempfile.mkdtemp()
NASTY = "A\u001b]0;pwned\u0007B\u001b[31mred\u009b2J\u202eevil\u2066iso\u200bzw\u0000nul\u007fdel\u0085nel"
request = {
    "external_user_ids": ["u" + NASTY],
    "segment_id": NASTY, "campaign_id": NASTY, "send_id": NASTY,
    NASTY: "unknown envelope key",
    "messages": {"apple_push": {
        "alert": {"title": NASTY, "body": NASTY + "\n" + NASTY, "title_loc_key": NASTY, "title_loc_args": [NASTY],
                  "loc_key": NASTY, "loc_args": [NASTY], "action_loc_key": NASTY, "sound": NASTY},
        "sound": NASTY, "interruption_level": NASTY, "expiry": NASTY, "custom_uri": NASTY,
        "message_variation_id": NASTY, "notification_group_thread_id": NASTY, "asset_url": NASTY,
        "asset_file_type": NASTY, "collapse_id": NASTY, "category": NASTY,
        "buttons": [{"action_id": NASTY, "action": NASTY, "uri": NASTY}],
        "extra": {NASTY: NASTY, "n": {"k": [NASTY]}}, NASTY: NASTY,
    }},
}
path = os.path.join(work, "nasty.json")
with open(path, "w") as f:
    json.dump(request, f, ensure_ascii=True)



# Sequences ncurses emits for xterm-256color: CSI …, charset designations, and a few two-byte ones.
ALLOWED = re.compile(rb"\x1b(\[[0-?]*[ -/]*[@-~]|[()*+][0-9A-Za-z]|[78=>MDEc])")


def audit(data, label):
    """Every ESC starts an allowed sequence; no BEL or other C0 but \\r \\n \\b \\t; no C1, bidi or zero-width."""
    problems = []
    i = 0
    while True:
        i = data.find(b"\x1b", i)
        if i < 0:
            break
        m = ALLOWED.match(data, i)
        if not m:
            problems.append(f"escape {data[i:i + 12]!r} at byte {i}")
            i += 1
        else:
            i = m.end()
    stripped = ALLOWED.sub(b"", data)
    for byte in set(stripped):
        if byte < 0x20 and byte not in (0x0A, 0x0D, 0x08, 0x09):
            problems.append(f"control byte 0x{byte:02x}")
        if byte == 0x7F:
            problems.append("DEL")
    text = stripped.decode("utf-8", errors="replace")
    for ch in set(text):
        cp = ord(ch)
        if 0x80 <= cp <= 0x9F or 0x202A <= cp <= 0x202E or 0x2066 <= cp <= 0x2069 or cp in (0x200B, 0x200E, 0x200F, 0x2028, 0x2029, 0xFEFF):
            problems.append(f"U+{cp:04X}")
    check(f"{label}: only ncurses' own sequences reach the terminal", not problems, "; ".join(sorted(set(problems))[:6]))
    return text


def read_until_quiet(fd, quiet=0.15, limit=5):
    return ptytools.read_until_quiet(fd, quiet, limit)


def composer(cols, rows):
    pid, fd, _ = ptytools.spawn(BIN, [path], cols, rows)
    data = read_until_quiet(fd, quiet=0.5)
    keys = [b"\x1b" + str(n).encode() for n in range(1, 10)]           # Alt-1 … Alt-9: every screen
    keys += [b"\x14"] * 3 + [b"\x0f"] * 5                               # Ctrl-T card states, Ctrl-O panes
    keys += [b"\x0c", b"\x1b[B", b"\x1b[B", b"\x1b", b"\x02", b"\x1b", b"\x07", b"\x1b"]  # problems, bytes, help
    keys += [b"\x12", b"\x12"]                                          # Ctrl-R: preview and back
    for screen in range(1, 10):                                         # every field of every screen
        keys.append(b"\x1b" + str(screen).encode())
        keys += [b"\t"] * 12
    keys += [b"\x11", b"d"]                                             # quit, discard
    for key in keys:
        os.write(fd, key)
        # A lone Esc waits for a key that would make it Alt: the next key comes after that wait.
        data += read_until_quiet(fd, quiet=0.4 if key == b"\x1b" else 0.05)
    data += read_until_quiet(fd, quiet=0.3)
    os.waitpid(pid, 0)
    return data


for cols, rows in [(80, 24), (130, 40)]:
    out = composer(cols, rows)
    text = audit(out, f"composer at {cols}x{rows}")
    check(f"composer at {cols}x{rows}: the escape shows as a placeholder", "␛]0;pwned" in text)
    check(f"composer at {cols}x{rows}: the bidi override shows as a placeholder", "⟨U+202E⟩" in text)

for args in (["validate", path], ["validate", "--format", "json", path], ["budget", path], ["preview", "--state", "all", path],
             ["compile", "--to", "request", path]):
    result = subprocess.run([BIN, *args], capture_output=True)
    audit(result.stdout + result.stderr, " ".join(a if a != path else "FILE" for a in args))

# A Braze profile is text from outside too: a user's name and attributes, an abort_message's
# reason and a Connected Content URL built from attributes all reach validate --users' lines.
OSC52 = "\u001b]52;c;cHduZWQ=\u0007"
users_path = os.path.join(work, "users.json")
with open(users_path, "w") as f:
    json.dump({"eve" + OSC52: {"first_name": "Eve" + OSC52}, "ana": {"first_name": "Ana"}}, f, ensure_ascii=True)
hostile_pushes = {
    "abort.json": {"alert": {"body": "{% abort_message(\"bye" + OSC52 + "\") %}"}},
    "abort-name.json": {"alert": {"body": "{% abort_message(${first_name}) %}"}},
    "connected.json": {"alert": {"body": "{% connected_content https://api.example/{{${first_name}}} %}"}},
}


def run_in_pty(args):
    """Everything a command writes to its terminal, until it exits."""
    pid, fd, _ = ptytools.spawn(BIN, args, 100, 30)
    data = ptytools.read_to_end(fd)
    os.waitpid(pid, 0)
    return data


for name, push in hostile_pushes.items():
    push_path = os.path.join(work, name)
    with open(push_path, "w") as f:
        json.dump(push, f, ensure_ascii=True)
    for extra in ([], ["--format", "json"]):
        out = run_in_pty(["validate", push_path, "--users", users_path, *extra])
        text = audit(out, f"validate --users {' '.join(extra)} of {name} in a pty".replace("  ", " "))
        check(f"validate --users {' '.join(extra)} of {name}: the user's lines are there".replace("  ", " "), "ana" in text and "eve" in text)

# ^C at login braze's hidden prompt, under dash (which, unlike bash, does not restore the
# terminal after a program dies): echo comes back all the same.
import pty as _pty, signal as _signal, termios as _termios, time as _time
for shell in ("dash", "sh"):
    if any(os.access(os.path.join(d, shell), os.X_OK) for d in os.environ.get("PATH", "/bin").split(":")):
        break
pid, fd = _pty.fork()
if pid == 0:
    env = {"PATH": "/usr/bin:/bin", "HOME": work, "XDG_CONFIG_HOME": work, "TERM": "xterm-256color", "LANG": "C.UTF-8"}
    os.execvpe(shell, [shell, "-c", f"'{BIN}' login braze"], env)
seen = b""
deadline = _time.monotonic() + 15
while b"not shown" not in seen and _time.monotonic() < deadline:
    seen += ptytools.read_until_quiet(fd, 0.1, 1)
echo_off = not (_termios.tcgetattr(fd)[3] & _termios.ECHO)
os.write(fd, b"\x03")
_, status = os.waitpid(pid, 0)
check("login braze: the key is read with echo off", echo_off and b"not shown" in seen)
# The terminal the shell gave back: the settings live with the pty until its master closes.
check(f"login braze: ^C at the hidden prompt under {shell} ends it and gives echo back",
      os.WIFSIGNALED(status) or os.WEXITSTATUS(status) == 130,
      f"status {status}")
check(f"login braze: echo is on again after ^C under {shell}", bool(_termios.tcgetattr(fd)[3] & _termios.ECHO))
os.close(fd)

bad = os.path.join(work, "invalid-utf8.json")
with open(bad, "wb") as f:
    f.write(b'{"alert": "ok \xc3\x28 \xc2\x9b \x9b"}')
result = subprocess.run([BIN, "validate", bad], capture_output=True)
check("invalid UTF-8 is refused with json.encoding", result.returncode == 1 and b"json.encoding" in result.stdout)
audit(result.stdout + result.stderr, "validate of invalid UTF-8")
env = dict(os.environ, TERM="xterm-256color")
result = subprocess.run([BIN, bad], capture_output=True, stdin=subprocess.DEVNULL, env=env)
audit(result.stdout + result.stderr, "composer refusing invalid UTF-8")

finish()
