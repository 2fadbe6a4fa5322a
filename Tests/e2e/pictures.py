"""preview --image on a real pty: kitty and sixel sequences only when the terminal answered that
it draws them, none inside tmux or from a terminal that says nothing, cells otherwise. The picture
comes from a local HTTPS server with a certificate made here."""
import http.server, os, select, ssl, struct, subprocess, sys, tempfile, threading, time, zlib

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "lib"))
from ptytools import spawn, _read  # noqa: E402
import checks  # noqa: E402

BINARY = sys.argv[1]
QUERY = b"\x1b[>0q\x1b_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\x1b\\\x1b[c"


def check(ok, what):
    checks.check(what, ok)


def png(width, height):
    rows = b"".join(b"\x00" + b"".join(bytes((255 * x // width, 255 * y // height, 160)) for x in range(width))
                    for y in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


root = tempfile.mkdtemp()
subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                "-keyout", f"{root}/key.pem", "-out", f"{root}/cert.pem", "-days", "1", "-subj", "/CN=127.0.0.1",
                "-addext", "subjectAltName=IP:127.0.0.1"], check=True, capture_output=True)
os.makedirs(f"{root}/www")
with open(f"{root}/www/pic.png", "wb") as f:
    f.write(png(400, 200))


class Quiet(http.server.SimpleHTTPRequestHandler):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, directory=f"{root}/www", **kwargs)

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Quiet)
context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
context.load_cert_chain(f"{root}/cert.pem", f"{root}/key.pem")
server.socket = context.wrap_socket(server.socket, server_side=True)
threading.Thread(target=server.serve_forever, daemon=True).start()
port = server.server_address[1]

config = f"{root}/config"
os.makedirs(f"{config}/push-composer")
with open(f"{config}/push-composer/config.toml", "w") as f:
    f.write(f'[media]\nca_file = "{root}/cert.pem"\n')
push = f"{root}/push.json"
with open(push, "w") as f:
    f.write('{"alert":{"title":"New arrivals","body":"Fresh styles."},"asset_url":"https://127.0.0.1:%d/pic.png","asset_file_type":"png"}' % port)


def run(image, answer, env=None):
    """Output of preview --image IMAGE on a pty that answers the graphics query with ANSWER (None: silence)."""
    extra = {"XDG_CONFIG_HOME": config}
    extra.update(env or {})
    pid, fd, _ = spawn(BINARY, ["preview", push, "--image", image, "--state", "expanded"], 100, 40, extra)
    data, answered = b"", False
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 1)
        if not ready:
            continue
        chunk = _read(fd)
        if not chunk:
            break
        data += chunk
        if not answered and answer is not None and QUERY in data:
            os.write(fd, answer)
            answered = True
    _, status = os.waitpid(pid, 0)
    os.close(fd)
    return data, status


def pixels(data):
    """The kitty and sixel images in DATA, the query itself left out."""
    rest = data.replace(QUERY, b"")
    return (b"\x1b_G" in rest and b"a=T" in rest, b"\x1bP" in rest and b"q" in rest.split(b"\x1bP", 1)[-1][:40])


out, status = run("pixels", b"\x1b_Gi=31;OK\x1b\\\x1b[?62;c")
kitty, sixel = pixels(out)
check(status == 0 and QUERY in out and kitty and not sixel, "a terminal that answers kitty's query gets a kitty image")
check(b"\x1b7" in out and b"\x1b8" in out, "the cursor is saved before the picture and restored after it")

out, status = run("pixels", b"\x1b[?62;4;22c")
kitty, sixel = pixels(out)
check(status == 0 and sixel and not kitty, "a terminal whose device attributes name sixel gets sixels")

out, status = run("pixels", b"\x1b[?62;22c")
kitty, sixel = pixels(out)
check(status == 0 and not kitty and not sixel and b"did not answer" in out and b";48;5;" in out,
      "a terminal that draws neither gets the picture in cells, and is told why")

out, status = run("pixels", None)
kitty, sixel = pixels(out)
check(status == 0 and not kitty and not sixel and b";48;5;" in out, "a terminal that says nothing costs a short wait, then cells")

out, status = run("pixels", b"\x1b_Gi=31;OK\x1b\\\x1b[?62;4c", {"TMUX": "/tmp/tmux-0/default,1,0"})
kitty, sixel = pixels(out)
check(status == 0 and QUERY not in out and not kitty and not sixel and b"tmux" in out,
      "inside tmux nothing is asked and no pixels are sent")

out, status = run("cells", None)
check(status == 0 and QUERY not in out and b";48;5;" in out and "▄".encode() in out, "--image cells draws half blocks in colour")

out, status = run("none", None)
check(status == 0 and b";48;5;" not in out and b"IMAGE" not in out and b"image" in out, "--image none fetches nothing and draws the box")



def mapped(pid, library):
    """Whether a file whose name holds LIBRARY is mapped into process PID."""
    with open(f"/proc/{pid}/maps") as f:
        return library in f.read()


class Composer:
    """The composer on a pty of 120x40 that answers the graphics query with ANSWER."""

    def __init__(self, answer, env=None):
        extra = {"XDG_CONFIG_HOME": pixels_config}
        extra.update(env or {})
        self.pid, self.fd, _ = spawn(BINARY, [push], 120, 40, extra)
        self.data, self.answer = b"", answer

    def until(self, needle, since=0, limit=60):
        """Reads until NEEDLE appears after offset SINCE; whether it did."""
        deadline = time.monotonic() + limit
        while needle not in self.data[since:]:
            if time.monotonic() > deadline:
                return False
            ready, _, _ = select.select([self.fd], [], [], 0.5)
            if ready:
                chunk = _read(self.fd)
                if not chunk:
                    return needle in self.data[since:]
                self.data += chunk
                if self.answer is not None and QUERY in self.data:
                    os.write(self.fd, self.answer)
                    self.answer = None
        return True

    def press(self, keys):
        mark = len(self.data)
        os.write(self.fd, keys)
        return mark

    def quit(self):
        mark = self.press(b"\x11")
        # A changed push asks first: discard it.
        if self.until(b"Save before quitting", mark, limit=5):
            self.press(b"d")
        while chunk := _read(self.fd):
            self.data += chunk
        os.waitpid(self.pid, 0)
        os.close(self.fd)


pixels_config = f"{root}/pixels-config"
os.makedirs(f"{pixels_config}/push-composer")
with open(f"{pixels_config}/push-composer/config.toml", "w") as f:
    f.write(f'[media]\nca_file = "{root}/cert.pem"\npictures = "pixels"\n')

DELETE = b"\x1b_Ga=d,d=A\x1b\\"
c = Composer(b"\x1b_Gi=31;OK\x1b\\\x1b[?62;c")
check(c.until(b"Alert") and QUERY in c.data, "the composer asks the terminal before it starts when pixels are on")
check(not mapped(c.pid, "libchafa") and not mapped(c.pid, "libpng"), "it starts without the picture libraries")
mark = c.press(b"\x1bm")
check(c.until(b"the phone can show it", mark), "Alt-M fetches the picture")
mark = c.press(b"\x14")
check(c.until(b"a=T", mark) and c.until(b"Expanded", mark), "the expanded card draws the picture as a kitty image")
check(mapped(c.pid, "libchafa") and mapped(c.pid, "libpng"), "opening libpng and libchafa for the first picture")
mark = c.press(b"\tZ")
check(c.until(b'Z"', mark, limit=15) and b"a=T" not in c.data[mark:],
      "typing in the form beside the picture does not send it again")
mark = c.press(b"\x07")
check(c.until(b"Every action", mark) and c.until(DELETE, mark), "a dialog over the pane deletes the picture")
mark = c.press(b"\x1b")
check(c.until(b"a=T", mark), "closing the dialog draws it again")
c.quit()
check(DELETE in c.data[mark:], "quitting leaves no picture over the shell")

c = Composer(b"\x1b_Gi=31;OK\x1b\\\x1b[?62;4c", {"TMUX": "/tmp/tmux-0/default,1,0"})
check(c.until(b"Alert") and QUERY not in c.data, "inside tmux the composer asks nothing")
mark = c.press(b"\x1bm")
c.until(b"the phone can show it", mark)
mark = c.press(b"\x14")
check(c.until(b"Expanded", mark) and c.until("▄".encode(), mark) and b"\x1b_G" not in c.data, "and draws the picture in cells")
c.quit()
check(b"pictures are drawn in cells: tmux" in c.data, "and says so on exit")

server.shutdown()
checks.finish()
