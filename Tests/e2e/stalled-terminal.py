#!/usr/bin/env python3
"""A terminal nobody reads (a frozen SSH session, a stopped tmux client): the composer's writes
block once the terminal's buffer is full. SIGTERM and SIGHUP must still end it, with what was
typed kept in its draft, and it must not hang in the reset it writes on the way out. Prints
"N passed, N failed".
"""
import array, fcntl, glob, os, signal, sys, tempfile, termios, time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import ptytools  # noqa: E402
from checks import check, finish  # noqa: E402

BIN = os.path.abspath(sys.argv[1])


def wait_for(condition, seconds):
    """Polls CONDITION until it holds or SECONDS pass; returns whether it held."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def terminal_full(pid, fd):
    """Whether the terminal holds as much unread output as it takes (about 4 KB) while the
    process sleeps: its next write waits for a reader."""
    pending = array.array("i", [0])
    fcntl.ioctl(fd, termios.FIONREAD, pending)
    try:
        with open(f"/proc/{pid}/stat") as f:
            state = f.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state == "S" and pending[0] >= 4000


def exited(pid):
    """The exit status once the process has ended, else None."""
    done, status = os.waitpid(pid, os.WNOHANG)
    return status if done == pid else None


def stalled_run(sig, name):
    state = tempfile.mkdtemp()
    work = tempfile.mkdtemp()
    path = os.path.join(work, "stalled.json")
    pid, fd, _ = ptytools.spawn(BIN, [path, "--new"], 200, 60, {"XDG_STATE_HOME": state})
    ptytools.read_until_quiet(fd, 0.5, 10)
    os.write(fd, b"kept" + name.encode())
    ptytools.read_until_quiet(fd, 0.3, 5)
    # From here on nobody reads. Each ^N draws another screen of a 200x60 terminal; the
    # terminal's buffer fills, and the composer's next write waits for a reader.
    stuck = False
    for _ in range(400):
        os.write(fd, b"\x0e")
        if terminal_full(pid, fd):
            stuck = True
            break
        time.sleep(0.01)
    stuck = stuck or wait_for(lambda: terminal_full(pid, fd), 10)
    check(f"{name}: the composer's output fills a terminal nobody reads", stuck)
    os.kill(pid, sig)
    status = [None]
    ended = wait_for(lambda: (status.__setitem__(0, exited(pid)) or status[0] is not None), 15)
    check(f"{name}: the signal ends it although the terminal still reads nothing", ended)
    if not ended:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    elif status[0] is not None:
        code = os.waitstatus_to_exitcode(status[0])
        check(f"{name}: its exit status is 128 + the signal", code == 128 + sig, f"(status {code})")
    drafts = glob.glob(os.path.join(state, "push-composer", "draft-*.json"))
    kept = any(("kept" + name) in open(d, encoding="utf-8", errors="replace").read() for d in drafts)
    check(f"{name}: what was typed is in the draft", kept, f"(drafts: {drafts})")
    os.close(fd)


stalled_run(signal.SIGTERM, "SIGTERM")
stalled_run(signal.SIGHUP, "SIGHUP")
finish()
