#!/usr/bin/env python3
"""The composer beside nano and vim on real pseudo-terminals, in one run: launch to first byte,
key to screen, CPU while idle and resident memory while idle.

- launch → first byte: from fork to the first byte the program writes, median of 15 starts after
  5 warm-up starts (as hyperfine warms up): the first starts after a build or another program
  read the binary from a cold cache and measured the disk, 8 to 11 ms from one run to the next.
- key → screen: a printable character typed into a text, then the time to the first byte of the
  answer, which shows the key (the composer writes the typed key first, then the frame that
  follows from it; nano and vim write one answer); p50 and p99 of 300 keys, one at a time, each
  after the previous answer went quiet.
- key → whole answer: the same keys, to the last byte before the answer went quiet: for the
  composer, the gauge, payload and card brought up to date too.
- CPU while idle: clock ticks (1/100 s) of user and system time over 20 s with no input, after
  the first frame.
- resident memory while idle: VmRSS after those 20 s.

All at 120x40 with TERM=xterm-256color and empty private folders. Usage:
pty-peers.py COMPOSER [PEER…] (peers default to nano and vim when installed). Prints a Markdown
table; figures only, it never fails on a slow result.
"""
import os
import select
import shutil
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "e2e", "lib"))
import ptytools  # noqa: E402

COLS, ROWS = 120, 40
QUIET = 0.05


def program(name, binary):
    """How to start a program with a text to type into, and the keys that get it typing."""
    scratch = tempfile.mkdtemp()
    if name == "push-composer":
        # The sample push; the title field has focus and End puts the cursor after its text.
        return [binary], [b"\x1b[F"]
    if name == "nano":
        return [binary, "--ignorercfiles", os.path.join(scratch, "note.txt")], []
    if name == "vim":
        return [binary, "-u", "NONE", "-i", "NONE", "-N", "-n", os.path.join(scratch, "note.txt")], [b"i"]
    raise SystemExit(f"unknown program {name}")


def start(argv):
    return ptytools.spawn(argv[0], argv[1:], COLS, ROWS)


def stop(pid, fd):
    try:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
    except (ProcessLookupError, ChildProcessError):
        pass
    os.close(fd)


def first_byte(argv):
    pid, fd, began = start(argv)
    select.select([fd], [], [], 5)
    elapsed = time.monotonic() - began
    ptytools.read_until_quiet(fd, QUIET, 5)
    stop(pid, fd)
    return elapsed * 1000


def warmed_median(argv, warm_ups=5, runs=15):
    for _ in range(warm_ups):
        first_byte(argv)
    return statistics.median(first_byte(argv) for _ in range(runs))


def key_to_screen(argv, setup, keys=300):
    pid, fd, _ = start(argv)
    ptytools.read_until_quiet(fd, 0.3, 5)
    for key in setup:
        os.write(fd, key)
        ptytools.read_until_quiet(fd, 0.2, 2)
    first, whole = [], []
    text = "Flash sale today only in every size "
    for i in range(keys):
        began = time.monotonic()
        os.write(fd, text[i % len(text)].encode())
        ready, _, _ = select.select([fd], [], [], 2)
        if not ready:
            continue
        first.append((time.monotonic() - began) * 1000)
        last = time.monotonic()
        while select.select([fd], [], [], QUIET)[0] and ptytools._read(fd):
            last = time.monotonic()
        whole.append((last - began) * 1000)
    stop(pid, fd)
    return first, whole


def ticks(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime, stime


def rss_mb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def idle(argvs, seconds=20):
    """Starts every program at once and lets them all sit: idle programs do not compete."""
    running = []
    for argv in argvs:
        pid, fd, _ = start(argv)
        ptytools.read_until_quiet(fd, 0.5, 5)
        running.append((pid, fd, ticks(pid)))
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        # Keep draining output so no program blocks on a full pty.
        for _, fd, _ in running:
            ptytools.read_until_quiet(fd, 0.01, 0.05)
        time.sleep(0.5)
    out = []
    for pid, fd, before in running:
        out.append((ticks(pid) - before, rss_mb(pid)))
        stop(pid, fd)
    return out


def pct(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round((len(ordered) - 1) * p)))] if ordered else float("nan")


def main():
    composer = os.path.abspath(sys.argv[1])
    peers = sys.argv[2:] or [p for p in ("nano", "vim") if shutil.which(p)]
    names = ["push-composer"] + peers
    binaries = [composer] + [shutil.which(p) for p in peers]
    setups = [program(name, binary) for name, binary in zip(names, binaries)]
    launch = [warmed_median(argv) for argv, _ in setups]
    keys = [key_to_screen(argv, setup) for argv, setup in setups]
    idles = idle([argv for argv, _ in setups])
    print(f"| at {COLS}x{ROWS} | " + " | ".join(names) + " |")
    print("|---|" + "---|" * len(names))
    print("| launch → first byte, median of 15 after 5 warm-ups | " + " | ".join(f"{v:.1f} ms" for v in launch) + " |")
    print("| key → screen, p50 of 300 keys | " + " | ".join(f"{pct(k, 0.5):.3f} ms" for k, _ in keys) + " |")
    print("| key → screen, p99 | " + " | ".join(f"{pct(k, 0.99):.3f} ms" for k, _ in keys) + " |")
    print("| key → whole answer, p50 | " + " | ".join(f"{pct(w, 0.5):.3f} ms" for _, w in keys) + " |")
    print("| key → whole answer, p99 | " + " | ".join(f"{pct(w, 0.99):.3f} ms" for _, w in keys) + " |")
    print("| CPU while idle for 20 s | " + " | ".join(f"{t} ticks" for t, _ in idles) + " |")
    print("| resident memory while idle | " + " | ".join(f"{m:.1f} MB" for _, m in idles) + " |")


if __name__ == "__main__":
    main()
