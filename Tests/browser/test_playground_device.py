"""Real-browser tests of the playground behaving like a device (issue 24, item 4): wheel gestures
that end as a finger lift does, a vertical wheel on sideways scenes, one page per gesture with
page dots, the scenes' own hints, the app-store headers, cover flow's default tilt, square tiles
where grid cells touch, iOS's scroll indicators, and a page that returns to the same scene,
parameters and offset when the server restarts.

Run from the package root after building the binary:

    swift build --product trellis
    TRELLIS_BIN=$PWD/.build/debug/trellis python3 -m pytest -q Tests/browser/test_playground_device.py

Wheel gestures are WheelEvents dispatched on the canvas at set intervals (Selenium's own wheel
action sends one event and no gesture timing); the page handles them as it handles the
browser's own.
"""

import json
import socket
import subprocess
import time
import urllib.request

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By

from playground_harness import (FRAME_STATE, URL_LINE, headless_chromium, playground_server,
                                open_scene, trellis_binary, wait_until)


@pytest.fixture(scope="module")
def session():
    with playground_server() as url, headless_chromium() as driver:
        yield url, driver


def listing(url):
    with urllib.request.urlopen(url + "scenes", timeout=10) as response:
        return {scene["name"]: scene for scene in json.load(response)}


WHEEL = """
const [dx, dy, x, y, count, gap] = arguments;
const done = arguments[arguments.length - 1];
const c = document.getElementById('view');
const r = c.getBoundingClientRect();
const s = window.trellis.scale;
window.__trellisLastWheelEnd = undefined;
let i = 0;
function one() {
  c.dispatchEvent(new WheelEvent('wheel', {deltaX: dx * s, deltaY: dy * s, deltaMode: 0,
    clientX: r.left + x * s, clientY: r.top + y * s, bubbles: true, cancelable: true}));
  if (++i < count) setTimeout(one, gap); else done();
}
one();
"""

# The cells of the newest frame: their centres (content coordinates) and x scale.
CELLS = """
const f = window.trellis.frame;
if (!f) return null;
return {offsetX: f.offsetX, offsetY: f.offsetY, width: f.width, height: f.height,
  contentWidth: f.contentWidth,
  cells: f.elements.filter((e) => e.kind === 0).map((e) => {
    const g = e.g;
    if (e.shape === 1) {  // a projected quad: its corners' mean
      return {x: (g[0] + g[2] + g[4] + g[6]) / 4, y: (g[1] + g[3] + g[5] + g[7]) / 4, scale: null,
              flags: e.flags, label: e.label};
    }
    const cx = g[0] + g[2] / 2, cy = g[1] + g[3] / 2;
    return {x: g[4] * cx + g[6] * cy + g[8], y: g[5] * cx + g[7] * cy + g[9], scale: g[4],
            flags: e.flags, label: e.label};
  })};
"""


def wheel(driver, dx, dy, at, count=6, gap_ms=16):
    """A wheel gesture of `count` events of (dx, dy) points at `at` (view points); waits for the
    page to say it ended (150 ms without events)."""
    driver.execute_async_script(WHEEL, dx, dy, at[0], at[1], count, gap_ms)
    return wait_until(lambda: driver.execute_script("return window.__trellisLastWheelEnd"),
                      message="the page to end the wheel gesture")


def settled(driver, seconds=0.6, timeout=10):
    """The newest frame's cells once nothing has moved for `seconds`."""
    deadline = time.monotonic() + timeout
    last = None
    since = time.monotonic()
    while time.monotonic() < deadline:
        now = driver.execute_script(CELLS)
        key = json.dumps(now, sort_keys=True) if now else None
        if key != last:
            last, since = key, time.monotonic()
        elif time.monotonic() - since >= seconds:
            return now
        time.sleep(0.05)
    raise AssertionError("the content did not come to rest")


def centred_cell(state):
    middle = state["offsetX"] + state["width"] / 2
    return min(state["cells"], key=lambda c: abs(c["x"] - middle)), middle


def test_a_wheel_gesture_over_the_carousel_rests_with_a_full_size_card_centred(session):
    url, driver = session
    open_scene(driver, url, "carousel")
    time.sleep(0.3)
    # Six sideways events of 25 points: 150 points, past half the 283-point pitch of the cards.
    velocity = wheel(driver, 25, 0, (195, 422))
    assert velocity["vx"] > 0  # the page measured the gesture's speed
    state = settled(driver)
    cell, middle = centred_cell(state)
    assert abs(cell["x"] - middle) < 1, (cell, middle)
    assert abs(cell["scale"] - 1.1) < 0.01, cell  # the centred scale, not a shrunk card
    assert cell["label"] == 1


def test_a_sideways_wheel_over_app_store_row_0_rests_with_a_card_centred(session):
    url, driver = session
    open_scene(driver, url, "app-store")
    time.sleep(0.3)
    wheel(driver, 30, 1, (195, 150), count=8)  # 240 points over row 0 (cards at y 44…264)
    state = settled(driver)
    row = [c for c in state["cells"] if 44 <= c["y"] <= 264]
    cell = min(row, key=lambda c: abs(c["x"] - 195))
    assert abs(cell["x"] - 195) < 1, cell
    assert state["offsetY"] == 0


@pytest.mark.parametrize("name", ["cover-flow", "circular-cards", "paged-grid", "carousel"])
def test_a_vertical_wheel_scrolls_a_scene_that_scrolls_only_sideways(session, name):
    url, driver = session
    open_scene(driver, url, name)
    time.sleep(0.3)
    before = settled(driver)
    at = (before["width"] / 2, before["height"] / 2)
    wheel(driver, 0, 40, at, count=6)
    after = settled(driver)
    if name == "carousel":
        # The view does not move; its orthogonal section does: another card is centred.
        assert centred_cell(after)[0]["label"] != centred_cell(before)[0]["label"]
    else:
        assert after["offsetX"] > before["offsetX"] + 50, (before["offsetX"], after["offsetX"])
        assert after["offsetY"] == before["offsetY"]
    if name == "cover-flow":
        cell, middle = centred_cell(after)
        assert abs(cell["x"] - middle) < 1, (cell, middle)


def test_the_paged_grid_turns_one_page_per_gesture_and_shows_page_dots(session):
    url, driver = session
    open_scene(driver, url, "paged-grid")
    time.sleep(0.3)
    width = driver.execute_script("return window.trellis.frame.width")
    dots = wait_until(lambda: driver.execute_script("return window.__trellisPageControl"),
                      message="page dots")
    # 60 items, 4 × 6 per page: 3 pages.
    assert dots == {"count": 3, "current": 0}
    # One 720-point event (a long flick of a mouse wheel): one page, not two.
    wheel(driver, 720, 0, (width / 2, 400), count=1)
    assert abs(settled(driver)["offsetX"] - width) < 0.5
    assert driver.execute_script("return window.__trellisPageControl") == {"count": 3, "current": 1}
    # A fast vertical gesture of 6 × 120 points: again one page.
    wheel(driver, 0, 120, (width / 2, 400), count=6, gap_ms=10)
    assert abs(settled(driver)["offsetX"] - 2 * width) < 0.5
    assert driver.execute_script("return window.__trellisPageControl") == {"count": 3, "current": 2}
    # The dots are drawn: the current one dark in the middle of the bottom edge.
    pixel = driver.execute_script("""
        const c = document.getElementById('view'), s = window.trellis.scale, f = window.trellis.frame;
        const d = c.getContext('2d').getImageData(Math.round((f.width / 2 + 16) * s),
                                                   Math.round((f.height - 14) * s), 1, 1).data;
        return [d[0], d[1], d[2]];""")
    assert max(pixel) < 120, pixel


def test_each_scene_shows_its_own_scroll_hint(session):
    url, driver = session
    scenes = listing(url)
    for name in ("flow", "newtonian", "diffable", "cover-flow", "paged-grid", "app-store"):
        open_scene(driver, url, name)
        hints = [li.text for li in driver.find_elements(By.CSS_SELECTOR, "#scene-hints li")]
        assert hints[0] == scenes[name]["scrollHint"], (name, hints)
    open_scene(driver, url, "newtonian")
    hints = " ".join(li.text for li in driver.find_elements(By.CSS_SELECTOR, "#scene-hints li"))
    assert "wheel/trackpad to scroll" not in hints and "Nothing scrolls here" in hints
    open_scene(driver, url, "cover-flow")
    assert "a vertical wheel too" in driver.find_element(By.ID, "scene-hints").text


def drawn_texts(driver):
    return driver.execute_script("return (window.__trellisTextRuns || []).map((r) => r.text)")


def test_the_app_store_headers_name_their_scrolling_behaviours(session):
    url, driver = session
    open_scene(driver, url, "app-store")
    expected = ["group paging centered", "continuous", "paging", "group paging"]
    texts = wait_until(lambda: (lambda t: t if all(e in t for e in expected) else None)(drawn_texts(driver)),
                       message="the header texts")
    assert not any(t.startswith("header ") for t in texts)
    # The fifth row's header, further down.
    canvas = driver.find_element(By.ID, "view")
    ActionChains(driver).scroll_from_origin(ScrollOrigin.from_element(canvas), 0, 800).perform()
    wait_until(lambda: "continuous, group leading boundary" in drawn_texts(driver),
               message="the fifth header")


def test_cover_flow_turns_its_side_covers_by_default(session):
    url, driver = session
    open_scene(driver, url, "cover-flow")
    tilt = driver.execute_script("return Number(document.getElementById('param-tilt').value)")
    assert tilt == 60
    quads = wait_until(lambda: driver.execute_script(
        "return window.trellis.frame.elements.filter((e) => e.kind === 0 && e.shape === 1).length"),
        message="projected (turned) covers")
    assert quads >= 2


def test_touching_grid_cells_leave_no_notch_at_their_corners(session):
    url, driver = session
    open_scene(driver, url, "compositional-grid")
    time.sleep(0.5)
    state = settled(driver)
    assert all(c["flags"] & 64 for c in state["cells"])
    # Four cells meet at (side, side), side = 390 / 5 = 78: 1.5 points inside the top-left cell's
    # corner is that cell's fill, not the white page a rounded corner would leave.
    pixel = driver.execute_script("""
        const c = document.getElementById('view'), s = window.trellis.scale;
        const d = c.getContext('2d').getImageData(Math.floor((78 - 1.5) * s), Math.floor((78 - 1.5) * s), 1, 1).data;
        return [d[0], d[1], d[2]];""")
    assert min(pixel) < 245, pixel


def test_scroll_indicators_sit_at_the_edges_as_on_ios(session):
    url, driver = session
    open_scene(driver, url, "flow")
    rects = driver.execute_script("""return window.__trellisScrollIndicatorRects(
        {width: 390, height: 844, contentWidth: 390, contentHeight: 8440, offsetX: 0, offsetY: 0});""")
    # 3 wide, 3 from the trailing edge; the track is 844 − 6 = 838 long, the bar 838 · 844 / 8440.
    assert rects == [{"axis": "vertical", "x": 384, "y": 3, "width": 3, "height": pytest.approx(83.8)}]
    end = driver.execute_script("""return window.__trellisScrollIndicatorRects(
        {width: 390, height: 844, contentWidth: 390, contentHeight: 8440, offsetX: 0, offsetY: 7596})""")
    assert end[0]["y"] + end[0]["height"] == pytest.approx(841)
    # Pulled 50 points past the top: 50 points shorter.
    pulled = driver.execute_script("""return window.__trellisScrollIndicatorRects(
        {width: 390, height: 844, contentWidth: 390, contentHeight: 8440, offsetX: 0, offsetY: -50})""")
    assert pulled[0]["height"] == pytest.approx(33.8) and pulled[0]["y"] == 3
    # Horizontal: 3 from the bottom edge.
    sideways = driver.execute_script("""return window.__trellisScrollIndicatorRects(
        {width: 844, height: 390, contentWidth: 8440, contentHeight: 390, offsetX: 0, offsetY: 0})""")
    assert sideways[0]["axis"] == "horizontal" and sideways[0]["y"] == 384 and sideways[0]["height"] == 3
    # Live: shown while the content moves, gone once it has rested.
    wheel(driver, 0, 60, (195, 400), count=4)
    shown = wait_until(lambda: driver.execute_script("return window.__trellisScrollIndicators"),
                       message="an indicator while scrolling")
    assert shown[0]["axis"] == "vertical" and shown[0]["x"] == 384
    wait_until(lambda: driver.execute_script("return window.__trellisScrollIndicators") == [],
               message="the indicator to fade out at rest")


# ---- A restarted server: the page returns to the same place -----------------------------------

def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(port):
    process = subprocess.Popen(
        [str(trellis_binary()), "serve", "--host", "127.0.0.1", "--port", str(port)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
    deadline = time.monotonic() + 30
    for line in process.stdout:
        if URL_LINE.search(line):
            return process
        if time.monotonic() > deadline:
            break
    process.kill()
    raise RuntimeError("trellis serve did not start")


def stop_server(process):
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=10)


def test_after_a_server_restart_the_page_returns_to_the_same_scene_parameters_and_offset():
    port = free_port()
    server = start_server(port)
    url = f"http://127.0.0.1:{port}/"
    try:
        with headless_chromium() as driver:
            open_scene(driver, url, "flow")
            # Item size 60 instead of 80, then 1,500 points down.
            driver.execute_script("""
                const input = document.getElementById('param-size');
                input.value = 60; input.dispatchEvent(new Event('input'));""")
            time.sleep(0.4)
            driver.execute_script("""
                window.trellis.socket.send(JSON.stringify({type: 'scrollTo', x: 0, y: 1500}));""")
            wait_until(lambda: driver.execute_script(FRAME_STATE)["offsetY"] == 1500, message="offset 1500")
            time.sleep(0.6)  # the page saves its place every 200 ms
            stop_server(server)
            wait_until(lambda: "reconnecting" in driver.find_element(By.ID, "connection-note").text,
                       message="the page to say it is reconnecting")
            server = start_server(port)
            wait_until(lambda: driver.find_element(By.ID, "connection-note").text
                       == "Reconnected: the same scene, settings and scroll position.",
                       timeout=20, message="the page to say it reconnected")
            state = wait_until(lambda: (lambda s: s if s and s["offsetY"] == 1500 else None)(
                driver.execute_script(FRAME_STATE)), message="the same offset after the restart")
            assert driver.execute_script("return document.body.dataset.scene") == "flow"
            assert driver.execute_script(
                "return Number(document.getElementById('param-size').value)") == 60
            assert driver.execute_script("return window.trellis.errors") == []
            assert state["offsetX"] == 0
    finally:
        stop_server(server)
