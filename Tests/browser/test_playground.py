"""Real-browser test of the playground: headless Chromium (Debian's /usr/bin/chromium with
/usr/bin/chromedriver, driven by selenium 4.51.0) against the built `trellis serve`.

Run from the package root after building the binary:

    swift build --product trellis
    python3 -m pytest -q Tests/browser/test_playground.py

It starts the server on a free port of 127.0.0.1, opens the page, switches scenes, scrolls with
the wheel and by dragging, checks that the canvas pixels change and that frames keep arriving,
saves screenshots to Tests/browser/artifacts/ and stops the browser and the server.
"""

import json
import time
import urllib.request
from pathlib import Path

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from playground_harness import (CANVAS_CHECKSUM, FRAME_STATE, FRAMES_RECEIVED, headless_chromium,
                                open_scene, playground_server, wait_until)

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"


@pytest.fixture(scope="module")
def session():
    ARTIFACTS.mkdir(exist_ok=True)
    with playground_server() as url, headless_chromium() as driver:
        yield url, driver


def scene_names(url):
    with urllib.request.urlopen(url + "scenes", timeout=10) as response:
        return [scene["name"] for scene in json.load(response)]


def test_page_loads_lists_every_scene_and_streams_frames(session):
    url, driver = session
    names = scene_names(url)
    assert names, "GET /scenes listed no scenes"
    open_scene(driver, url, names[0])
    picker = Select(driver.find_element(By.ID, "scene-picker"))
    assert [option.get_attribute("value") for option in picker.options] == names
    status = driver.find_element(By.ID, "status").text
    assert status == "live"
    # Frames keep arriving: the counter grows by roughly 60 per second (allow a slow machine).
    first = driver.execute_script(FRAMES_RECEIVED)
    time.sleep(1.0)
    second = driver.execute_script(FRAMES_RECEIVED)
    assert second - first >= 20, f"only {second - first} frames in 1 s"
    time.sleep(0.5)
    third = driver.execute_script(FRAMES_RECEIVED)
    assert third > second
    # The canvas shows something: a good part of it is not white.
    checksum = driver.execute_script(CANVAS_CHECKSUM)
    assert checksum["ink"] > checksum["pixels"] * 0.05
    overlay = driver.find_element(By.ID, "overlay").text
    assert "frames/s" in overlay and "µs engine" in overlay and "visible" in overlay
    driver.save_screenshot(str(ARTIFACTS / "page-loaded.png"))


def test_switching_scenes_changes_the_picture_and_the_sliders(session):
    url, driver = session
    names = scene_names(url)
    if len(names) < 2:
        pytest.skip("only one scene")
    open_scene(driver, url, names[0])
    wait_until(lambda: driver.execute_script(CANVAS_CHECKSUM)["ink"] > 0, message="first scene drawn")
    before = driver.execute_script(CANVAS_CHECKSUM)["hash"]
    picker = Select(driver.find_element(By.ID, "scene-picker"))
    for name in names[1:]:
        picker.select_by_value(name)
        wait_until(lambda: driver.execute_script("return document.body.dataset.scene") == name,
                   message=f"scene {name}")
        wait_until(lambda: driver.execute_script(FRAME_STATE), message=f"frames of {name}")
        time.sleep(0.3)
        sliders = driver.find_elements(By.CSS_SELECTOR, "#parameters input[type=range]")
        scenes = json.loads(driver.execute_script("return JSON.stringify(window.trellis.scenes)"))
        expected = next(s for s in scenes if s["name"] == name)["parameters"]
        assert [s.get_attribute("name") for s in sliders] == [p["key"] for p in expected]
        errors = driver.execute_script("return window.trellis.errors")
        assert errors == [], errors
        driver.save_screenshot(str(ARTIFACTS / f"scene-{name}.png"))
    after = driver.execute_script(CANVAS_CHECKSUM)["hash"]
    assert after != before


def test_wheel_scrolling_moves_the_content_and_changes_the_pixels(session):
    url, driver = session
    name = "springy" if "springy" in scene_names(url) else "flow"
    open_scene(driver, url, name)
    time.sleep(0.5)
    start = driver.execute_script(FRAME_STATE)
    pixels = driver.execute_script(CANVAS_CHECKSUM)["hash"]
    canvas = driver.find_element(By.ID, "view")
    ActionChains(driver).scroll_from_origin(ScrollOrigin.from_element(canvas), 0, 600).perform()
    moved = wait_until(
        lambda: (lambda s: s if s and s["offsetY"] > start["offsetY"] + 100 else None)(
            driver.execute_script(FRAME_STATE)),
        message="content offset to grow after the wheel")
    assert moved["number"] > start["number"]
    time.sleep(0.5)
    assert driver.execute_script(CANVAS_CHECKSUM)["hash"] != pixels
    driver.save_screenshot(str(ARTIFACTS / f"wheel-{name}.png"))


def test_dragging_scrolls_with_the_finger(session):
    url, driver = session
    open_scene(driver, url, "flow")
    time.sleep(0.3)
    start = driver.execute_script(FRAME_STATE)
    canvas = driver.find_element(By.ID, "view")
    actions = ActionChains(driver, duration=50)
    actions.move_to_element(canvas).click_and_hold()
    for _ in range(8):
        actions.move_by_offset(0, -30)
    actions.release().perform()
    wait_until(
        lambda: driver.execute_script(FRAME_STATE)["offsetY"] > start["offsetY"] + 50,
        message="content offset to grow after the drag")


def rects_overlap(a, b):
    return (a["left"] < b["right"] and b["left"] < a["right"]
            and a["top"] < b["bottom"] and b["top"] < a["bottom"])


RECT = "const r = document.getElementById(arguments[0]).getBoundingClientRect();" \
       "return {left: r.left, top: r.top, right: r.right, bottom: r.bottom};"


def test_statistics_never_cover_the_content_and_name_the_build(session):
    url, driver = session
    for name in ("springy", "cover-flow"):
        open_scene(driver, url, name)
        for fit in (False, True):
            checkbox = driver.find_element(By.ID, "fit-window")
            if checkbox.is_selected() != fit:
                checkbox.click()
            time.sleep(0.3)
            stats = driver.execute_script(RECT, "stats")
            canvas = driver.execute_script(RECT, "view")
            assert stats["bottom"] > stats["top"], "the statistics strip is shown"
            assert not rects_overlap(stats, canvas), (name, fit, stats, canvas)
    checkbox = driver.find_element(By.ID, "fit-window")
    if checkbox.is_selected():
        checkbox.click()
    build = wait_until(lambda: driver.execute_script("return window.trellis.buildConfiguration"),
                       message="the build configuration")
    assert build in ("debug", "release")
    assert driver.find_element(By.ID, "stat-build").text == f"{build} build"
    # The strip folds away.
    driver.find_element(By.CSS_SELECTOR, "#stats summary").click()
    assert driver.execute_script("return document.getElementById('stats').open") is False
    driver.find_element(By.CSS_SELECTOR, "#stats summary").click()


def test_a_hidden_tab_receives_no_frames_until_shown_again(session):
    url, driver = session
    open_scene(driver, url, "springy")
    time.sleep(0.3)
    # Headless Chromium keeps its only tab visible, so the test plays the browser's part: it
    # reports the page hidden (the Page Visibility API's state and event) and the page tells the
    # server, which stops the session's frames.
    driver.execute_script("""
        Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => 'hidden'});
        document.dispatchEvent(new Event('visibilitychange'));""")
    time.sleep(0.3)  # frames already on the way may still arrive
    paused = driver.execute_script(FRAMES_RECEIVED)
    time.sleep(1.0)
    assert driver.execute_script(FRAMES_RECEIVED) - paused <= 1
    driver.execute_script("""
        Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => 'visible'});
        document.dispatchEvent(new Event('visibilitychange'));""")
    time.sleep(1.0)
    assert driver.execute_script(FRAMES_RECEIVED) - paused >= 20


def test_favicon_is_served_and_linked(session):
    url, driver = session
    with urllib.request.urlopen(url + "favicon.svg", timeout=10) as response:
        assert response.status == 200
        assert response.headers["Content-Type"] == "image/svg+xml"
        assert response.read().startswith(b"<svg")
    open_scene(driver, url, "flow")
    assert driver.execute_script("return document.querySelector('link[rel=icon]').href") == url + "favicon.svg"


def test_huge_ranges_get_logarithmic_sliders_and_tap_scenes_say_where_to_tap(session):
    url, driver = session
    open_scene(driver, url, "flow")
    items = driver.find_element(By.ID, "param-items")
    assert items.get_attribute("data-scale") == "log"
    assert driver.find_element(By.ID, "param-spacing").get_attribute("data-scale") == "linear"
    # Half way along a 0…1,000,000 logarithmic track: 0 + (1,000,001)^(500/1000) − 1 = 999.0005,
    # rounded to the step of 1: 999.
    driver.execute_script("""
        const input = document.getElementById('param-items');
        input.value = 500; input.dispatchEvent(new Event('input'));""")
    assert driver.execute_script("return document.querySelector('#param-items').dataset.value") == "999"
    assert items.find_element(By.XPATH, "..").find_element(By.TAG_NAME, "output").text == "999"
    open_scene(driver, url, "newtonian")
    hints = driver.find_element(By.ID, "scene-hints").text
    assert "Tap a box to delete it" in hints and "tap empty space" in hints


FONTS_DIRECTORY = Path(__file__).resolve().parents[2] / "Sources" / "TrellisText" / "Fonts"
FONT_FILES = ["Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf", "Inter-Bold.otf",
              "Inter-Italic.otf"]


def raw_get(url, path):
    """GET `path` exactly as written (no normalisation of `..` or escapes): status, type, body."""
    import http.client
    from urllib.parse import urlsplit
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    try:
        connection.putrequest("GET", path, skip_accept_encoding=True)
        connection.endheaders()
        response = connection.getresponse()
        return response.status, response.getheader("Content-Type"), response.read()
    finally:
        connection.close()


def test_the_inter_files_are_served_and_nothing_else_under_fonts(session):
    url, _ = session
    for name in FONT_FILES:
        status, content_type, body = raw_get(url, "/fonts/" + name)
        assert status == 200, name
        assert content_type == "font/otf"
        assert body == (FONTS_DIRECTORY / name).read_bytes(), name
    for path in ["/fonts/OFL.txt", "/fonts/../Package.swift", "/fonts/..%2F..%2FPackage.swift",
                 "/fonts/%2e%2e/app.js", "/fonts/Inter-Regular.otf/..", "/fonts/inter-regular.otf",
                 "/fonts/" + "A" * 5000]:
        status, _, body = raw_get(url, path)
        assert status in (400, 404), path
        assert not body.startswith(b"OTTO"), path


# The canvas's own measurement of each run drawn last frame, in the font it was drawn in, and
# in a generic family for comparison (which must differ, or the check could not fail).
MEASURE_RUNS = """
const c = document.createElement('canvas').getContext('2d');
c.fontKerning = 'normal';
return window.__trellisTextRuns.map((run) => {
  c.font = run.font;
  const drawn = c.measureText(run.text).width;
  c.font = (run.italic ? 'italic ' : '') + run.weight + ' ' + run.size + 'px monospace';
  const generic = c.measureText(run.text).width;
  return {text: run.text, font: run.font, family: run.family, weight: run.weight,
          sent: run.width, drawn: drawn, generic: generic};
});
"""


def test_inset_grouped_rows_are_drawn_in_inter_at_the_widths_trellis_measured(session):
    url, driver = session
    open_scene(driver, url, "inset-grouped-list")
    # The text waits for the served Inter files; then the rows' labels are drawn.
    wait_until(lambda: driver.execute_script("return window.trellis.fontsReady")
               and any(text.startswith("Item ") for text in drawn_texts(driver)),
               message="the list's rows drawn in Inter")
    assert driver.execute_script(
        "return ['400', '500', '600', '700', 'italic 400'].every("
        "(f) => document.fonts.check(f + ' 17px \"Trellis Inter\"'))")
    runs = driver.execute_script(MEASURE_RUNS)
    titles = [run for run in runs if run["text"].startswith("Item ")]
    details = [run for run in runs if run["text"].endswith(" pt")]
    assert len(titles) >= 5 and len(details) >= 5, runs
    for run in runs:
        assert run["family"] == "Inter" and '"Trellis Inter"' in run["font"], run
        # What is measured is what is seen: within 1 % of TrellisText's width.
        assert abs(run["drawn"] - run["sent"]) <= 0.01 * run["sent"], run
    # A generic font measures these strings differently, so the comparison above can fail.
    assert any(abs(run["generic"] - run["sent"]) > 0.02 * run["sent"] for run in runs)
    # No tile numbers over the rows: the views' drawing replaced them; and something was drawn.
    checksum = driver.execute_script(CANVAS_CHECKSUM)
    assert checksum["ink"] > checksum["pixels"] * 0.05
    driver.save_screenshot(str(ARTIFACTS / "inset-grouped-text.png"))


# The colour of the canvas at a point of the view (points from the viewport's top-left).
PIXEL_AT = """
const [x, y] = arguments;
const c = document.getElementById('view');
const k = c.width / window.trellis.viewport.width;
const d = c.getContext('2d').getImageData(Math.round(x * k), Math.round(y * k), 1, 1).data;
return [d[0], d[1], d[2]];
"""


def point_on_canvas(driver, x, y):
    """ActionChains offsets (from the canvas centre) of view point (x, y)."""
    canvas = driver.find_element(By.ID, "view")
    rect = canvas.rect
    scale = driver.execute_script("return window.trellis.scale")
    return canvas, x * scale - rect["width"] / 2, y * scale - rect["height"] / 2, scale


def press(driver, x, y, hold=0.05):
    canvas, dx, dy, _ = point_on_canvas(driver, x, y)
    ActionChains(driver, duration=10).move_to_element_with_offset(canvas, int(dx), int(dy)).click_and_hold() \
        .pause(hold).release().perform()


def drawn_texts(driver):
    return [run["text"] for run in driver.execute_script("return window.__trellisTextRuns")]


def test_lists_select_swipe_and_expand_by_touch(session):
    """Settings: a tap selects a row (its white background turns the selected grey); Mail: a swipe
    to the left reveals Trash and Flag, and tapping Trash deletes the message; Files: a tap on a
    collapsed folder shows its files."""
    url, driver = session
    open_scene(driver, url, "settings")
    # Wait for the settings rows themselves: the text runs of the scene shown before may still be
    # the last ones drawn when the new scene is selected.
    wait_until(lambda: driver.execute_script("return window.trellis.fontsReady")
               and "Wi-Fi" in drawn_texts(driver), message="the settings rows drawn")
    # Wi-Fi is the first section's second row (35 points of top margin, rows of 44): sample its
    # background at x = 200, between the title and the value.
    row_y = 35 + 44 + 22
    assert driver.execute_script(PIXEL_AT, 200, row_y) == [255, 255, 255]
    press(driver, 200, row_y)
    wait_until(lambda: driver.execute_script(PIXEL_AT, 200, row_y) != [255, 255, 255],
               message="the selected row's grey background")
    grey = driver.execute_script(PIXEL_AT, 200, row_y)
    assert max(grey) < 240 and max(grey) - min(grey) < 12, grey  # a neutral grey, not a tint
    driver.save_screenshot(str(ARTIFACTS / "list-settings-selected.png"))

    open_scene(driver, url, "mail")
    wait_until(lambda: "Ada Lovelace" in drawn_texts(driver), message="messages drawn")
    first_subjects = drawn_texts(driver).count("Ada Lovelace")
    canvas, dx, dy, scale = point_on_canvas(driver, 370, 28)
    actions = ActionChains(driver, duration=30)
    actions.move_to_element_with_offset(canvas, int(dx), int(dy)).click_and_hold()
    for _ in range(6):
        actions.move_by_offset(int(-20 * scale), 0)
    actions.release().perform()
    wait_until(lambda: "Trash" in drawn_texts(driver) and "Flag" in drawn_texts(driver),
               message="the swipe actions")
    driver.save_screenshot(str(ARTIFACTS / "list-mail-swiped.png"))
    # The trailing actions sit at the row's trailing edge, Trash outermost: tap 15 points in.
    press(driver, 375, 28)
    wait_until(lambda: "Trash" not in drawn_texts(driver) and drawn_texts(driver).count("Ada Lovelace") < first_subjects,
               message="the first message deleted")

    open_scene(driver, url, "files")
    wait_until(lambda: "Downloads" in drawn_texts(driver), message="the outline drawn")
    assert "Inter-4.0.zip" not in drawn_texts(driver)
    press(driver, 195, 7 * 44 + 22)
    wait_until(lambda: "Inter-4.0.zip" in drawn_texts(driver), message="Downloads expanded")
    driver.save_screenshot(str(ARTIFACTS / "list-files-expanded.png"))


# The board's cards as the server's last frame reports them: each cell element's first text run
# (the card's title), its index path (section = column), whether it is drawn lifted, and its
# centre in view points (the rect's centre through the element's matrix, less the offset).
BOARD_CARDS = """
const f = window.trellis.frame, contents = window.trellis.contents;
if (!f) return [];
return f.elements.filter((e) => e.kind === 0).map((e) => {
  const items = (e.content && contents.get(e.content)) || [];
  const texts = items.filter((i) => i.op === 2).map((i) => i.text);
  const g = e.g, cx = g[0] + g[2] / 2, cy = g[1] + g[3] / 2;
  return {title: texts[0] || null, section: e.section, item: e.item, lifted: (e.flags & 8) !== 0,
          x: g[4] * cx + g[6] * cy + g[8] - f.offsetX, y: g[5] * cx + g[7] * cy + g[9] - f.offsetY};
});
"""


def board_cards(driver):
    return {card["title"]: card for card in driver.execute_script(BOARD_CARDS) if card["title"]}


def board_columns(driver):
    """Column → titles in item order, from the frame's index paths."""
    columns = {}
    for title, card in board_cards(driver).items():
        columns.setdefault(card["section"], []).append((card["item"], title))
    return {section: [title for _, title in sorted(cards)] for section, cards in columns.items()}


def long_press_and_drag(driver, start, end, steps=8):
    """A press at `start` (view points) held 0.8 s — past the engine's 0.5 s lift — then a drag to
    `end` in `steps` moves; the button stays down (release it with `ActionChains.release`)."""
    canvas, dx, dy, scale = point_on_canvas(driver, *start)
    actions = ActionChains(driver, duration=40)
    actions.move_to_element_with_offset(canvas, int(dx), int(dy)).click_and_hold().pause(0.8)
    moved_x = moved_y = 0
    for step in range(1, steps + 1):
        x = int((end[0] - start[0]) * scale * step / steps)
        y = int((end[1] - start[1]) * scale * step / steps)
        actions.move_by_offset(x - moved_x, y - moved_y)
        moved_x, moved_y = x, y
    actions.pause(0.3).perform()


def test_board_drags_a_card_between_sections_by_touch(session):
    """Board: a long press on a card lifts it (drag and drop in the engine), dragging it between
    the two cards of "Doing" and releasing drops it there — the server's frames report the card
    in the second column at index 1 and the headers' new counts; releasing a card below the last
    column changes nothing."""
    url, driver = session
    open_scene(driver, url, "board")
    wait_until(lambda: "Write the drop test" in board_cards(driver), message="the cards drawn")
    before = board_columns(driver)
    assert before[0] == ["Design the board scene", "Write the drop test", "Draw lifted cards"], before
    assert before[1] == ["Port the Kanban screen", "Measure frame times"], before
    cards = board_cards(driver)
    start = (cards["Write the drop test"]["x"], cards["Write the drop test"]["y"])
    # Between the centres of Doing's two cards, as the frame places them now.
    end = (start[0], (cards["Port the Kanban screen"]["y"] + cards["Measure frame times"]["y"]) / 2)
    long_press_and_drag(driver, start, end)
    # While the finger is down the card is drawn lifted, under the finger.
    lifted = wait_until(lambda: board_cards(driver).get("Write the drop test", {}).get("lifted"),
                        message="the card drawn lifted")
    assert lifted
    card = board_cards(driver)["Write the drop test"]
    assert abs(card["y"] - end[1]) < 10, (card, end)
    driver.save_screenshot(str(ARTIFACTS / "board-dragging.png"))
    ActionChains(driver).release().perform()
    wait_until(lambda: board_columns(driver).get(1) == [
        "Port the Kanban screen", "Write the drop test", "Measure frame times"],
        message="the card dropped into Doing at index 1")
    after = board_columns(driver)
    assert after[0] == ["Design the board scene", "Draw lifted cards"], after
    assert after[2] == before[2], after
    assert not any(card["lifted"] for card in board_cards(driver).values())
    wait_until(lambda: "Doing · 3" in drawn_texts(driver) and "To do · 2" in drawn_texts(driver),
               message="the headers' new counts")
    driver.save_screenshot(str(ARTIFACTS / "board-dropped.png"))

    # Released below the last column (the frame's content ends above the viewport's bottom): no
    # change once the card has settled back.
    content_height = driver.execute_script("return window.trellis.frame.contentHeight")
    viewport_height = driver.execute_script("return window.trellis.viewport.height")
    assert content_height + 40 < viewport_height
    cards = board_cards(driver)
    start = (cards["Design the board scene"]["x"], cards["Design the board scene"]["y"])
    long_press_and_drag(driver, start, (start[0], content_height + 30))
    ActionChains(driver).release().perform()
    time.sleep(1)
    wait_until(lambda: not any(card["lifted"] for card in board_cards(driver).values()),
               message="nothing lifted")
    assert board_columns(driver) == after


# The context menu's elements as the server's last frame reports them: decoration elements
# (kind 2) whose content draws text, each with its texts and its rect in view points (the
# element's rect through its matrix, less the offset; menus are not rotated or scaled).
MENU_PANELS = """
const f = window.trellis.frame, contents = window.trellis.contents;
if (!f) return [];
return f.elements.filter((e) => e.kind === 2).map((e) => {
  const items = (e.content && contents.get(e.content)) || [];
  const texts = items.filter((i) => i.op === 2).map((i) => i.text);
  const g = e.g;
  return {texts, x: g[4] * g[0] + g[6] * g[1] + g[8] - f.offsetX,
          y: g[5] * g[0] + g[7] * g[1] + g[9] - f.offsetY, width: g[2], height: g[3]};
}).filter((panel) => panel.texts.length > 0);
"""


def test_mail_context_menu_by_long_press(session):
    """Mail: a press held past ½ s on a message shows its context menu (the panel's rows drawn in
    the frame); lifting the finger keeps it; tapping "Delete" — the panel's last row, 44 points
    high (docs/context-menus.md §4b) — removes the message and the menu."""
    url, driver = session
    open_scene(driver, url, "mail")
    wait_until(lambda: "Ada Lovelace" in drawn_texts(driver), message="messages drawn")
    first_count = drawn_texts(driver).count("Ada Lovelace")
    press(driver, 200, 28, hold=0.9)
    panel = wait_until(lambda: next((p for p in driver.execute_script(MENU_PANELS) if "Delete" in p["texts"]), None),
                       message="the context menu drawn")
    assert [t for t in panel["texts"] if t in ("Mark as Read", "Mark as Unread", "Flag", "Move to", "Delete")] \
        == ["Mark as Read", "Flag", "Move to", "Delete"], panel
    driver.save_screenshot(str(ARTIFACTS / "list-mail-context-menu.png"))
    press(driver, panel["x"] + panel["width"] / 2, panel["y"] + panel["height"] - 22)
    wait_until(lambda: not driver.execute_script(MENU_PANELS)
               and drawn_texts(driver).count("Ada Lovelace") < first_count,
               message="the message deleted and the menu gone")
