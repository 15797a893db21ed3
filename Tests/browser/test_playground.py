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
                                playground_server, wait_until)

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"


@pytest.fixture(scope="module")
def session():
    ARTIFACTS.mkdir(exist_ok=True)
    with playground_server() as url, headless_chromium() as driver:
        yield url, driver


def scene_names(url):
    with urllib.request.urlopen(url + "scenes", timeout=10) as response:
        return [scene["name"] for scene in json.load(response)]


def open_scene(driver, url, name):
    driver.get(f"{url}#{name}")
    wait_until(lambda: driver.execute_script("return document.body.dataset.scene") == name,
               message=f"scene {name} selected")
    wait_until(lambda: driver.execute_script(FRAME_STATE), message="a first frame")


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
