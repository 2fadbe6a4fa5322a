"""Running the composer on a real pseudo-terminal, for the pty tests and the byte benchmark."""
import fcntl, os, pty, select, struct, tempfile, termios, time


def spawn(binary, args, cols, rows, extra_env=None):
    """Starts BINARY ARGS on a new pty of COLS x ROWS with private folders; returns (pid, fd, start)."""
    env = {"TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin",
           "HOME": tempfile.mkdtemp(), "XDG_STATE_HOME": tempfile.mkdtemp(), "XDG_CONFIG_HOME": tempfile.mkdtemp()}
    env.update(extra_env or {})
    start = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        os.execve(binary, [binary, *args], env)
    return pid, fd, start


def read_until_quiet(fd, quiet, limit):
    """Everything written until QUIET seconds pass without output (at most LIMIT seconds)."""
    data = b""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], quiet)
        chunk = _read(fd) if ready else b""
        if not chunk:
            break
        data += chunk
    return data


def read_to_end(fd):
    """Everything written until the program closes the terminal (it exited)."""
    data = b""
    while chunk := _read(fd):
        data += chunk
    return data


def _read(fd):
    """One read; nothing once the program has closed the terminal (EIO on Linux)."""
    try:
        return os.read(fd, 65536)
    except OSError:
        return b""
