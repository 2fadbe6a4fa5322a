#!/usr/bin/env python3
"""Bytes the composer writes to a real pseudo-terminal per keystroke, its start-up time to the
first full frame, bytes while idle, and peak memory after 1,000 keystrokes.

Usage: terminal-bytes.py BINARY   (prints a Markdown table; no pass/fail: figures only)
"""
import os, select, statistics, sys, time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "e2e", "lib"))
import ptytools  # noqa: E402

BINARY = os.path.abspath(sys.argv[1])
QUIET = 0.04  # seconds without output that end a keystroke's response


def spawn(cols, rows, extra_env=None, args=("--new",)):
    return ptytools.spawn(BINARY, args, cols, rows, extra_env)


def read_until_quiet(fd, quiet=QUIET, limit=2.0):
    return ptytools.read_until_quiet(fd, quiet, limit)


def first_frame(fd, start):
    """Seconds until the help bar (the last row drawn) has arrived, and the bytes of that frame."""
    data = b""
    while b"Quit" not in data and time.monotonic() - start < 5:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if ready:
            data += os.read(fd, 65536)
    elapsed = time.monotonic() - start
    data += read_until_quiet(fd)
    return elapsed, len(data)


def per_key(fd, keys):
    sizes = []
    for key in keys:
        os.write(fd, key)
        sizes.append(len(read_until_quiet(fd)))
    return sizes


def stop(pid, fd):
    # Read what the composer writes while it quits: a terminal nobody reads fills up, and the
    # composer would wait in write() for ever (the quit question is a whole frame, dimmed).
    os.write(fd, b"\x11")  # Ctrl-Q
    read_until_quiet(fd, quiet=0.1)
    os.write(fd, b"d")
    ptytools.read_to_end(fd)
    try:
        os.waitpid(pid, 0)
    except ChildProcessError:
        pass
    os.close(fd)


def scenario_rows(cols, rows, env=None):
    # The sample push, as a marketer starts: its title is edited, its body extended.
    pid, fd, start = spawn(cols, rows, env, args=())
    startup, repaint = first_frame(fd, start)
    results = {}
    os.write(fd, b"\x1b[F"); read_until_quiet(fd)  # End
    title = [c.encode() for c in " - 40% off today only"]
    erase = [b"\x7f"] * len(title)
    results["typing in the title"] = per_key(fd, title + erase + title + erase)
    os.write(fd, b"\t"); read_until_quiet(fd)
    body = [c.encode() for c in "Today only, everything in the store is 40% off. Tap to see what is new in your size. "] * 2
    results["typing in the body"] = per_key(fd, body)
    results["moving between fields"] = per_key(fd, [b"\t"] * 60)
    results["switching screens"] = per_key(fd, [b"\x0e"] * 45)  # Ctrl-N
    stop(pid, fd)
    return startup, repaint, results


def idle_bytes(cols, rows, seconds=10):
    pid, fd, start = spawn(cols, rows)
    first_frame(fd, start)
    read_until_quiet(fd, quiet=0.5)
    data = read_until_quiet(fd, quiet=seconds, limit=seconds)
    stop(pid, fd)
    return len(data)


def peak_rss_after(keys=1000):
    pid, fd, start = spawn(80, 24)
    first_frame(fd, start)
    letters = [c.encode() for c in "abcdefghij 日本語🎉 "]
    for i in range(keys):
        os.write(fd, b"\t" if i % 40 == 39 else letters[i % len(letters)])
        read_until_quiet(fd, quiet=0.002, limit=0.2)
    read_until_quiet(fd, quiet=0.3)
    with open(f"/proc/{pid}/status") as f:
        hwm = next(line for line in f if line.startswith("VmHWM")).split()[1]
    stop(pid, fd)
    return int(hwm) / 1024


def pct(values, p):
    s = sorted(values)
    return s[min(len(s) - 1, round((len(s) - 1) * p))]


print(f"binary: {BINARY}")
print()
print("| size | mode | scenario | keys | median B/key | p99 B/key | max B/key |")
print("|---|---|---|---|---|---|---|")
startups = []
repaints = {}
for cols, rows in [(80, 24), (200, 50)]:
    for mode, env in [("changed cells (ours)", None), ("naive full repaint", {"PUSH_COMPOSER_FULL_REPAINT": "1"})]:
        startup, repaint, results = scenario_rows(cols, rows, env)
        if env is None:
            startups.append(startup)
            repaints[(cols, rows)] = repaint
        for name, sizes in results.items():
            print(f"| {cols}x{rows} | {mode} | {name} | {len(sizes)} | {statistics.median(sizes):.0f} | {pct(sizes, 0.99)} | {max(sizes)} |")
print()
more = [scenario_rows(80, 24)[0] for _ in range(4)]
startups += more
print("| measure | figure | target |")
print("|---|---|---|")
print(f"| first full frame, median of {len(startups)} starts | {statistics.median(startups) * 1000:.1f} ms | ≤ 50 ms |")
for (cols, rows), size in repaints.items():
    print(f"| full first frame at {cols}x{rows} | {size} B | ≤ 4096 B at 80x24 |")
print(f"| bytes written while idle for 10 s | {idle_bytes(80, 24)} B | 0 |")
print(f"| peak resident memory after 1,000 keystrokes | {peak_rss_after():.1f} MB | ≤ 30 MB |")
