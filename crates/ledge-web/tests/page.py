#!/usr/bin/env python3
"""End-to-end tests of Ledge's web page, under headless Chromium.

    page.py PAGE_DIR LEDGE_BINARY

PAGE_DIR is what scripts/web.sh built (target/web); LEDGE_BINARY is the
native `ledge` command. The page is served on localhost and driven through
the DevTools protocol over a pipe (--remote-debugging-pipe), so nothing but
Python's standard library and Debian's `chromium` is needed.

1. imports: the wasm imports only functions that macroquad's loader or the
   page's plugin (ledge.js) defines, read from the file's import section;
2. replays: built-in levels' replays played in the page end with the state
   hash that `ledge replay` prints natively (the simulation is the same, bit
   for bit, on wasm), and the first frame is drawn within FIRST_FRAME_S;
   generated: a generated level made in the page has the bytes pinned below
   (as the native test pins them), and its certificate, played there, ends
   with the state hash `ledge replay` prints for the native certificate;
3. play: a level shows (the screenshot is not blank) and the arrow keys move
   the player;
4. saves: settings are written to local storage (F11 on the title screen),
   and a corrupt save found there is moved aside;
5. errors: no page threw an uncaught exception or logged a console error.
"""

import base64
import fcntl
import functools
import http.server
import json
import os
import re
import signal
import struct
import subprocess
import sys
import tempfile
import threading
import time
import zlib

# Replays played in the page: a short one, monsters, and the longest climb.
REPLAYS = ["hop", "stomp", "summit"]
# A generated level pinned (crates/ledge-generate/tests/generate.rs pins the
# same): seed, difficulty, the FNV-1a of its text, the certificate's steps.
GENERATED = (2026, "easy", "242347d8b2e960c4", 604)
# The goal for the first frame, in seconds after the page starts loading.
FIRST_FRAME_S = 2.0
# The longest a page may take to do what a test waits for, in seconds.
TIMEOUT_S = 60.0

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-background-timer-throttling",
    "--disable-renderer-backgrounding",
    "--disable-backgrounding-occluded-windows",
    "--window-size=960,540",
    "--remote-debugging-pipe",
]


def fail(message):
    print(f"web test: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


# 1. The wasm's imports.


def leb128(data, at):
    """An unsigned LEB128 number at `at`: (value, position after it)."""
    value, shift = 0, 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def wasm_imports(path):
    """The (module, name) of every function the wasm file imports."""
    data = open(path, "rb").read()
    if data[:4] != b"\0asm":
        fail(f"{path} is not a wasm module")
    at, imports = 8, []
    while at < len(data):
        section, at = data[at], at + 1
        size, at = leb128(data, at)
        end = at + size
        if section == 2:
            count, at = leb128(data, at)
            for _ in range(count):
                names = []
                for _ in range(2):
                    length, at = leb128(data, at)
                    names.append(data[at : at + length].decode())
                    at += length
                kind, at = data[at], at + 1
                if kind != 0:
                    fail(f"the wasm imports a {['function', 'table', 'memory', 'global'][kind]}: {names}")
                _, at = leb128(data, at)
                imports.append(tuple(names))
        at = end
    return imports


def defined_functions(*scripts):
    """Names the loader's scripts give to `env`: `name: function`,
    `env.name = ...`, and shorthand properties of the import object."""
    names = set()
    for script in scripts:
        text = open(script).read()
        names.update(re.findall(r"\b(\w+)\s*:\s*function\b", text))
        names.update(re.findall(r"\benv\.(\w+)\s*=", text))
        names.update(re.findall(r"[{,]\s*(\w+)\s*(?=[,}])", text))
    return names


def test_imports(page_dir):
    imports = wasm_imports(os.path.join(page_dir, "ledge-web.wasm"))
    defined = defined_functions(os.path.join(page_dir, "mq_js_bundle.js"), os.path.join(page_dir, "ledge.js"))
    foreign = [f"{module}.{name}" for module, name in imports if module != "env" or name not in defined]
    if foreign:
        fail(f"the wasm imports what macroquad's loader and ledge.js do not define: {', '.join(foreign)}")
    print(f"web test: imports: the wasm's {len(imports)} imports are all defined by the loader or ledge.js")


# The browser.


class Browser:
    """Headless Chromium, driven through the DevTools protocol over a pipe:
    JSON messages ending in a NUL byte, commands on its fd 3, answers on fd 4."""

    def __init__(self, profile):
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()
        # Above fd 4, so that putting them at 3 and 4 in the child overwrites neither.
        to_chrome_r, from_chrome_w = (fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in (to_chrome_r, from_chrome_w))

        def pipes():
            os.dup2(to_chrome_r, 3)
            os.dup2(from_chrome_w, 4)

        self.process = subprocess.Popen(
            ["chromium", *CHROMIUM_FLAGS, f"--user-data-dir={profile}", "about:blank"],
            preexec_fn=pipes,
            pass_fds=(3, 4),
            # Its own process group, so that closing it ends its helpers too.
            start_new_session=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.buffer, self.next_id, self.events = b"", 0, []

    def close(self):
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.process.wait()

    def _message(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_chrome, 1 << 16)
            if not chunk:
                fail("chromium closed its pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, session=None):
        """Sends a command and waits for its result; events that arrive meanwhile are kept."""
        self.next_id += 1
        command = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            command["sessionId"] = session
        os.write(self.to_chrome, json.dumps(command).encode() + b"\0")
        while True:
            message = self._message()
            if message.get("id") == self.next_id:
                if "error" in message:
                    fail(f"{method}: {message['error']}")
                return message["result"]
            self.events.append(message)

    def open(self, url):
        """A new tab on `url`: its target and session."""
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.send("Runtime.enable", session=session)
        self.send("Page.enable", session=session)
        self.send("Page.navigate", {"url": url}, session=session)
        return target, session

    def evaluate(self, session, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session=session)
        return result["result"].get("value")

    def wait_for(self, session, expression, what):
        """Waits until `expression` is truthy in the page; returns its value."""
        deadline = time.monotonic() + TIMEOUT_S
        while time.monotonic() < deadline:
            value = self.evaluate(session, expression)
            if value:
                return value
            time.sleep(0.1)
        fail(f"the page did not {what} within {TIMEOUT_S:.0f} s; its console said:\n{self.console(session)}")

    def console(self, session):
        """What the page wrote to its console."""
        lines = []
        for event in self.events:
            if event.get("sessionId") == session and event.get("method") == "Runtime.consoleAPICalled":
                args = event["params"]["args"]
                lines.append(" ".join(str(a.get("value", a.get("description", ""))) for a in args))
        return "\n".join(lines)

    def errors(self):
        """Every uncaught exception and `console.error` of every page opened."""
        found = []
        for event in self.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.exceptionThrown":
                details = params["exceptionDetails"]
                found.append(details.get("exception", {}).get("description", details.get("text", "")))
            elif method == "Runtime.consoleAPICalled" and params["type"] == "error":
                found.append(" ".join(str(a.get("value", a.get("description", ""))) for a in params["args"]))
        return found

    def key(self, session, kind, key, code):
        """Presses (`keyDown`) or releases (`keyUp`) the key `key` (its DOM `code`, and its key code)."""
        params = {"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code}
        self.send("Input.dispatchKeyEvent", params, session=session)


def serve(page_dir):
    """Serves the page on a free port of localhost; returns its address."""

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    handler = functools.partial(Quiet, directory=page_dir)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}/index.html"


# 2. Replays.


def native_hash(ledge, slug):
    """The state hash `ledge replay` prints for the level's shipped replay."""
    levels = os.path.join(os.path.dirname(__file__), "../../ledge-game/levels")
    # `NN-summit.replay`, not `NN-works-summit.replay`.
    replay = next(f for f in os.listdir(levels) if re.fullmatch(rf"\d\d-{re.escape(slug)}\.replay", f))
    out = subprocess.run([ledge, "replay", os.path.join(levels, replay)], capture_output=True, text=True)
    found = re.search(r"state hash ([0-9a-f]{16})", out.stdout)
    if out.returncode != 0 or not found:
        fail(f"ledge replay {replay}: {out.stdout}{out.stderr}")
    return found.group(1)


def test_replays(browser, page, ledge):
    first_frames = []
    for slug in REPLAYS:
        # One page at a time: a page in a background tab is not animated.
        target, session = browser.open(f"{page}?replay={slug}")
        title = browser.wait_for(session, "document.title.startsWith('ledge') && document.title", f"finish the replay of {slug}")
        found = re.match(rf"ledge replay {slug}: .* state hash ([0-9a-f]{{16}}), (\d+) checks agree$", title)
        if not found:
            fail(f"the page reported: {title}")
        expected = native_hash(ledge, slug)
        if found.group(1) != expected:
            fail(f"{slug}: the page ends with state hash {found.group(1)}, `ledge replay` with {expected}")
        first_frames.append(browser.evaluate(session, "window.ledge.first_frame_ms") / 1000)
        missing = [line for line in browser.console(session).splitlines() if "function in gl.js" in line]
        if missing:
            fail(f"the loader lacks functions the wasm imports: {missing}")
        browser.send("Target.closeTarget", {"targetId": target})
        print(f"web test: replay {slug}: the page says `{title}`, as `ledge replay` does")
    first = max(first_frames)
    if first > FIRST_FRAME_S:
        fail(f"the first frame took {first:.2f} s (goal: under {FIRST_FRAME_S} s)")
    print(f"web test: first frame drawn {min(first_frames):.2f} to {first:.2f} s after the page's start")


def test_generated(browser, page, ledge, temp):
    seed, difficulty, text_fnv, frames = GENERATED
    target, session = browser.open(f"{page}?certificate={seed}&difficulty={difficulty}")
    title = browser.wait_for(session, "document.title.startsWith('ledge') && document.title", "finish the certificate")
    browser.send("Target.closeTarget", {"targetId": target})
    found = re.match(
        rf"ledge replay generated {seed} {difficulty}, text FNV-1a ([0-9a-f]{{16}}): won at frame (\d+), state hash ([0-9a-f]{{16}}), (\d+) checks agree$",
        title,
    )
    if not found:
        fail(f"the page reported: {title}")
    if (found.group(1), int(found.group(2))) != (text_fnv, frames):
        fail(f"the page generated text {found.group(1)} won at {found.group(2)}; pinned: {text_fnv} at {frames}")
    level = os.path.join(temp, "generated.txt")
    made = subprocess.run(
        [ledge, "generate", "--seed", str(seed), "--difficulty", difficulty, "-o", level], capture_output=True, text=True
    )
    out = subprocess.run([ledge, "replay", level[:-4] + ".replay"], capture_output=True, text=True)
    native = re.search(r"state hash ([0-9a-f]{16})", out.stdout)
    if made.returncode != 0 or out.returncode != 0 or not native:
        fail(f"ledge generate / replay: {made.stderr}{out.stdout}{out.stderr}")
    if native.group(1) != found.group(3):
        fail(f"the page's certificate ends with state hash {found.group(3)}, `ledge replay` with {native.group(1)}")
    print(f"web test: generated: seed {seed} ({difficulty}) has the pinned bytes in the page; `{title}`")


# 3. Play.


def png_pixels(png):
    """The RGB(A) pixels of an 8-bit, non-interlaced PNG: (width, height, channels, rows)."""
    at, chunks, header = 8, [], None
    while at < len(png):
        length, kind = struct.unpack(">I4s", png[at : at + 8])
        body = png[at + 8 : at + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        at += 12 + length
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace:
        fail(f"unexpected screenshot format: depth {depth}, color type {color}, interlace {interlace}")
    channels = 3 if color == 2 else 4
    raw, stride, rows, previous = zlib.decompress(b"".join(chunks)), width * channels, [], bytearray(width * channels)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up, corner = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def test_play(browser, page, shots):
    _, session = browser.open(f"{page}?level=first-steps")
    browser.wait_for(session, "window.ledge.playing && window.ledge.frames_drawn > 30", "show the level")
    shot = base64.b64decode(browser.send("Page.captureScreenshot", {"format": "png"}, session=session)["data"])
    with open(os.path.join(shots, "first-steps.png"), "wb") as f:
        f.write(shot)
    width, height, channels, rows = png_pixels(shot)
    counts = {}
    for row in rows:
        for i in range(0, len(row), channels):
            counts[row[i : i + 3]] = counts.get(row[i : i + 3], 0) + 1
    commonest = max(counts.values()) / (width * height)
    if len(counts) < 4 or commonest > 0.95:
        fail(f"the screenshot looks blank: {len(counts)} colours, the commonest on {commonest:.0%} of it")
    print(f"web test: play: the level shows ({width}x{height}, {len(counts)} colours)")

    start = browser.evaluate(session, "[window.ledge.frame, window.ledge.x]")
    browser.key(session, "keyDown", "ArrowRight", 39)
    time.sleep(1.0)
    browser.key(session, "keyUp", "ArrowRight", 39)
    end = browser.evaluate(session, "[window.ledge.frame, window.ledge.x]")
    if not end[1] > start[1] + 1.0:
        fail(f"holding the right arrow for a second moved the player from x={start[1]} to x={end[1]}")
    print(f"web test: play: the right arrow moved the player from x={start[1]:.2f} to x={end[1]:.2f} in {end[0] - start[0]:.0f} steps")


# 4. Saves.


def test_saves(browser, page):
    _, session = browser.open(page)
    browser.wait_for(session, "window.ledge.frames_drawn > 10", "show the title screen")
    browser.key(session, "keyDown", "F11", 122)
    browser.key(session, "keyUp", "F11", 122)
    settings = browser.wait_for(session, "localStorage.getItem('ledge/settings.json')", "save the settings")
    if json.loads(settings).get("fullscreen") is not True:
        fail(f"F11 saved these settings: {settings}")
    print("web test: saves: F11 on the title screen saved the settings in local storage")

    browser.evaluate(session, "localStorage.setItem('ledge/progress.json', '{\"reached\": 2, oops')")
    browser.send("Page.reload", session=session)
    moved = "localStorage.getItem('ledge/progress.json.bak') && !localStorage.getItem('ledge/progress.json')"
    browser.wait_for(session, moved, "move the corrupt progress aside")
    # The note is logged on a frame after the move: wait for its console event.
    deadline = time.monotonic() + TIMEOUT_S
    while "is corrupt" not in browser.console(session) and time.monotonic() < deadline:
        browser.evaluate(session, "window.ledge.frames_drawn")
        time.sleep(0.1)
    if "is corrupt" not in browser.console(session):
        fail(f"the page did not say the progress was corrupt; its console said:\n{browser.console(session)}")
    print("web test: saves: a corrupt progress in local storage was moved aside, and the console says so")


# 5. Errors.


def test_errors(browser):
    errors = browser.errors()
    if errors:
        fail("the pages logged errors:\n" + "\n".join(errors))
    print("web test: errors: no page threw an exception or logged an error")


def main():
    if len(sys.argv) != 3:
        fail("usage: page.py PAGE_DIR LEDGE_BINARY")
    page_dir, ledge = sys.argv[1], sys.argv[2]
    started = time.monotonic()
    test_imports(page_dir)
    page = serve(page_dir)
    # A helper of Chromium's that leaves its own group may still be writing
    # to the profile for a moment: the folder is removed as far as it can be.
    with tempfile.TemporaryDirectory(prefix="ledge-web-test-", ignore_cleanup_errors=True) as temp:
        browser = Browser(os.path.join(temp, "profile"))
        try:
            test_replays(browser, page, ledge)
            test_generated(browser, page, ledge, temp)
            test_play(browser, page, temp)
            test_saves(browser, page)
            test_errors(browser)
        finally:
            browser.close()
    print(f"web test: passed in {time.monotonic() - started:.1f} s")


if __name__ == "__main__":
    main()
