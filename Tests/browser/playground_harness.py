"""Shared helpers for the playground's real-browser checks: start the built `trellis serve`
on a free port (127.0.0.1 only), open headless Chromium on it, stop both afterwards.

The binary is $TRELLIS_BIN, or .build/debug/trellis under the package root (build it with
`swift build --product trellis`).
Chromium and its driver are Debian's: /usr/bin/chromium and /usr/bin/chromedriver.
"""

import os
import queue
import re
import subprocess
import threading
import time
from contextlib import contextmanager
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

PACKAGE_ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
URL_LINE = re.compile(r"Trellis playground: (http://127\.0\.0\.1:\d+/)")


def trellis_binary() -> Path:
    path = Path(os.environ.get("TRELLIS_BIN", PACKAGE_ROOT / ".build" / "debug" / "trellis"))
    if not path.exists():
        raise FileNotFoundError(
            f"{path} not found; build it with "
            "`swift build --product trellis`")
    return path


@contextmanager
def playground_server(timeout: float = 30.0, extra_arguments=()):
    """Runs `trellis serve --host 127.0.0.1 --port 0`; yields its URL; stops it at the end."""
    process = subprocess.Popen(
        [str(trellis_binary()), "serve", "--host", "127.0.0.1", "--port", "0", *extra_arguments],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
    lines: "queue.Queue[str]" = queue.Queue()

    def pump():
        for line in process.stdout:
            lines.put(line)

    threading.Thread(target=pump, daemon=True).start()
    try:
        deadline = time.monotonic() + timeout
        url = None
        seen = []
        while url is None:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or process.poll() is not None:
                raise RuntimeError("trellis serve did not print its URL; output:\n" + "".join(seen))
            try:
                line = lines.get(timeout=min(remaining, 0.5))
            except queue.Empty:
                continue
            seen.append(line)
            match = URL_LINE.search(line)
            if match:
                url = match.group(1)
        yield url
    finally:
        process.terminate()  # SIGTERM: Hummingbird shuts down gracefully
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)


@contextmanager
def headless_chromium(width: int = 1280, height: int = 1000):
    options = Options()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--force-device-scale-factor=1",
                     "--hide-scrollbars", "--no-first-run", "--disable-extensions"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    try:
        yield driver
    finally:
        driver.quit()


def wait_until(predicate, timeout: float = 15.0, interval: float = 0.1, message: str = "condition"):
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {message}")
        time.sleep(interval)


# JavaScript run in the page.
FRAMES_RECEIVED = "return window.trellis.framesReceived;"
FRAME_STATE = """
const f = window.trellis.frame;
return f ? {number: f.frameNumber, count: f.count, offsetX: f.offsetX, offsetY: f.offsetY,
            items: f.items, engine: f.engineMicros} : null;
"""
CANVAS_CHECKSUM = """
const c = document.getElementById('view');
const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
let hash = 0, ink = 0;
for (let i = 0; i < data.length; i += 4) {
  hash = (hash * 31 + data[i] * 3 + data[i + 1] * 5 + data[i + 2] * 7) >>> 0;
  if (data[i] < 250 || data[i + 1] < 250 || data[i + 2] < 250) ink++;
}
return {hash: hash, ink: ink, pixels: data.length / 4};
"""


def open_scene(driver, url, name):
    """Opens the page at #name and waits until that scene is selected and a frame has come."""
    driver.get(f"{url}#{name}")
    wait_until(lambda: driver.execute_script("return document.body.dataset.scene") == name,
               message=f"scene {name} selected")
    wait_until(lambda: driver.execute_script(FRAME_STATE), message="a first frame")
