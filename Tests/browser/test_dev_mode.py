"""Real-browser test of the watch mode, `dev`: the example package's own executable
(Examples/CustomLayoutScenes, already built) supervises `swift build` and its `serve`; an edit
of the package's scene shows in the open page without a manual restart, and the page comes back
to the same scene and scroll position.

Run from the package root after building the example package:

    swift build --package-path Examples/CustomLayoutScenes
    python3 -m pytest -q Tests/browser/test_dev_mode.py

The test edits Examples/CustomLayoutScenes/Sources/TimelineScenes/TimelineScene.swift (the
scene's summary) and puts it back afterwards, whatever happens. The rebuild after the edit is an
incremental debug build of the package's scene module and a link: about a minute on 2 cores.
"""

import json
import os
import queue
import signal
import socket
import subprocess
import threading
import time
import urllib.request
from pathlib import Path

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from playground_harness import FRAME_STATE, PACKAGE_ROOT, headless_chromium, wait_until

EXAMPLE = PACKAGE_ROOT / "Examples" / "CustomLayoutScenes"
SCENE_SOURCE = EXAMPLE / "Sources" / "TimelineScenes" / "TimelineScene.swift"
OLD_SUMMARY = "cards alternating around a spine"
NEW_SUMMARY = "cards alternating around a spine (edited while dev ran)"


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def summary_served(url: str):
    try:
        with urllib.request.urlopen(url + "scenes", timeout=5) as response:
            scenes = json.load(response)
    except OSError:
        return None
    return next((scene["summary"] for scene in scenes if scene["name"] == "timeline"), None)


def example_binary() -> Path:
    path = Path(os.environ.get(
        "TIMELINE_BIN", EXAMPLE / ".build" / "debug" / "timeline-scenes"))
    if not path.exists():
        raise FileNotFoundError(
            f"{path} not found; build it with `swift build --package-path Examples/CustomLayoutScenes`")
    return path


def test_an_edit_shows_in_the_open_page_at_the_same_scene_and_offset():
    original = SCENE_SOURCE.read_text()
    assert OLD_SUMMARY in original
    port = free_port()
    url = f"http://127.0.0.1:{port}/"
    process = subprocess.Popen(
        [str(example_binary()), "dev", "--package-path", str(EXAMPLE), "--port", str(port),
         "--interval", "0.3"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1,
        start_new_session=True)
    lines: "queue.Queue[str]" = queue.Queue()
    seen = []

    def pump():
        for line in process.stdout:
            lines.put(line)

    threading.Thread(target=pump, daemon=True).start()

    def drain():
        while True:
            try:
                seen.append(lines.get_nowait())
            except queue.Empty:
                return

    try:
        # The first build is a no-op after `swift build --package-path Examples/…`.
        wait_until(lambda: summary_served(url) is not None, timeout=600, interval=0.5,
                   message="the first server")
        assert OLD_SUMMARY in summary_served(url)
        with headless_chromium() as driver:
            driver.get(f"{url}#timeline")
            wait_until(lambda: driver.execute_script("return document.body.dataset.scene") == "timeline",
                       message="the timeline scene")
            wait_until(lambda: driver.execute_script(FRAME_STATE), message="a first frame")
            canvas = driver.find_element(By.ID, "view")
            actions = ActionChains(driver, duration=50)
            actions.move_to_element(canvas).click_and_hold()
            for _ in range(6):
                actions.move_by_offset(0, -40)
            actions.pause(0.3).release().perform()
            # Let the scroll come to rest, then remember where it is.
            previous = [None]

            def at_rest():
                state = driver.execute_script(FRAME_STATE)
                resting = previous[0] is not None and state["offsetY"] == previous[0]
                previous[0] = state["offsetY"]
                return state if resting and state["offsetY"] > 100 else None

            rest = wait_until(at_rest, timeout=30, interval=0.5, message="the scroll at rest")
            before_frames = driver.execute_script("return window.trellis.framesReceived")

            SCENE_SOURCE.write_text(original.replace(OLD_SUMMARY, NEW_SUMMARY))
            wait_until(lambda: NEW_SUMMARY in (summary_served(url) or ""), timeout=900, interval=1,
                       message="the rebuilt server serving the edited scene")
            # The page reconnects by itself, lists the new summary, and returns to the scene and
            # its offset.
            wait_until(
                lambda: NEW_SUMMARY in json.dumps(driver.execute_script("return window.trellis.scenes")),
                timeout=60, message="the page listing the edited scene")
            wait_until(lambda: driver.execute_script("return document.body.dataset.scene") == "timeline",
                       timeout=30, message="the page back on the timeline scene")

            def restored():
                state = driver.execute_script(FRAME_STATE)
                return state and abs(state["offsetY"] - rest["offsetY"]) <= 1
            wait_until(restored, timeout=30, message=f"the offset back at {rest['offsetY']}")
            assert driver.execute_script("return window.trellis.errors") in ([], None)
            assert driver.execute_script("return window.trellis.framesReceived") != before_frames
        drain()
        output = "".join(seen)
        assert "[dev] changed: Sources/TimelineScenes/TimelineScene.swift; rebuilding" in output, output
    finally:
        SCENE_SOURCE.write_text(original)
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait(timeout=10)
    # The supervisor stopped its server with it: nothing listens on the port any more.
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        assert probe.connect_ex(("127.0.0.1", port)) != 0
