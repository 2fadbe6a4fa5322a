"""The language server against a fresh `validate` process on the same 4 KB push with Liquid.

Diagnostics after a change: the time from writing a didChange (one character of the body
replaced) to reading the publishDiagnostics of that version, over RUNS changes, beside the wall
time of `push-composer validate FILE` started afresh RUNS times. Idle memory: the server's
resident set a second after the last change, beside validate's peak. Prints a Markdown table.
Usage: lsp-bench.py BINARY [RUNS]
"""
import json, os, statistics, subprocess, sys, tempfile, time

binary = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 200
home = tempfile.mkdtemp()
env = {"HOME": home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}

# A 4 KB apple_push with Liquid in its title, body, link and extras.
liquid = "{% if ${first_name} %}Hi {{${first_name} | capitalize}}, {% else %}Hi there, {% endif %}"
push = {
    "alert": {"title": liquid + "your order", "body": liquid + "your order {{custom_attribute.${order_id} | default: 'A-1'}} ships today. " * 3},
    "custom_uri": "https://example.com/orders/{{custom_attribute.${order_id} | url_escape}}",
    "badge": 1, "sound": "default", "interruption_level": "active",
    "extra": {f"k{i}": "{{${first_name} | default: 'friend'}} value " + "x" * 40 for i in range(30)},
}
text = json.dumps(push, indent=2)
while len(text.encode()) < 4096:
    push["extra"][f"pad{len(push['extra'])}"] = "y" * 60
    text = json.dumps(push, indent=2)
folder = tempfile.mkdtemp()
path = os.path.join(folder, "push.json")
open(path, "w").write(text)

def validate_once():
    start = time.perf_counter()
    child = subprocess.Popen([binary, "validate", path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    _, _, usage = os.wait4(child.pid, 0)
    return (time.perf_counter() - start) * 1000, usage.ru_maxrss / 1024

for _ in range(10): validate_once()
fresh = [validate_once() for _ in range(runs)]

server = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
def send(message):
    body = json.dumps(message).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()
def receive():
    header = b""
    while not header.endswith(b"\r\n\r\n"):
        header += server.stdout.read(1)
    length = int(header.split(b"Content-Length: ")[1].split(b"\r\n")[0])
    return json.loads(server.stdout.read(length))
uri = "file://" + path
send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
receive()
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri, "languageId": "json", "version": 1, "text": text}}})
receive()
# The character changed: the first letter of the body's "your", a letter each time.
line = next(i for i, l in enumerate(text.split("\n")) if '"body"' in l)
character = text.split("\n")[line].index("your")
after = []
for version in range(2, runs + 12):
    letter = "YyZz"[version % 4]
    change = {"range": {"start": {"line": line, "character": character}, "end": {"line": line, "character": character + 1}}, "text": letter}
    start = time.perf_counter()
    send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
    while True:
        message = receive()
        if message.get("method") == "textDocument/publishDiagnostics" and message["params"].get("version") == version:
            break
    if version >= 12:
        after.append((time.perf_counter() - start) * 1000)
time.sleep(1)
rss = int(next(l for l in open(f"/proc/{server.pid}/status") if l.startswith("VmRSS")).split()[1]) / 1024
send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}); receive()
send({"jsonrpc": "2.0", "method": "exit"}); server.wait(10)

validate_ms = statistics.median(t for t, _ in fresh)
lsp_ms = statistics.median(after)
print(f"| measure | push-composer lsp | a fresh validate process | ratio | target |")
print(f"|---|---|---|---|---|")
print(f"| findings after a change, {len(text.encode())} B push with Liquid, p50 | {lsp_ms:.3f} ms | {validate_ms:.3f} ms | {lsp_ms / validate_ms:.3f} | ≤ 0.5 |")
print(f"| the same, p99 | {sorted(after)[int(len(after) * 0.99) - 1]:.3f} ms | {sorted(t for t, _ in fresh)[int(len(fresh) * 0.99) - 1]:.3f} ms | | |")
print(f"| resident memory (idle server; validate's peak) | {rss:.1f} MB | {statistics.median(m for _, m in fresh):.1f} MB | | ≤ 20 MB |")
