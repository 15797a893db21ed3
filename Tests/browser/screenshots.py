"""Regenerates the playground screenshots in docs/:

    swift build -c release --product trellis
    TRELLIS_BIN=.build/release/trellis python3 Tests/browser/screenshots.py

(a debug build works too, without TRELLIS_BIN; its overlay then shows debug-build engine times)

docs/playground-springy.png, docs/playground-cover-flow.png, docs/playground-circular-cards.png,
docs/playground-settings.png, docs/playground-mail.png, docs/playground-files.png:
headless Chromium (1280×1000, device scale 1) on the built `trellis serve --port 0`, each scene
after a short scripted interaction so the picture shows it moving (springy: a wheel scroll
then a quick upward drag, caught while the rows lag behind; cover flow and circular cards: a horizontal drag;
settings: a tapped row; mail: the second row swiped open; files: a folder expanded), and
docs/playground-board.png (board: a card held lifted over the "Doing" column, the gap open) and
docs/playground-mail-menu.png (mail: the second message's context menu after a long press).
`python3 Tests/browser/screenshots.py board` (or `menu`) takes only that one.
"""

import sys
import time
from pathlib import Path

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By

sys.path.insert(0, str(Path(__file__).resolve().parent))
from playground_harness import (FRAME_STATE, PACKAGE_ROOT, headless_chromium,  # noqa: E402
                                playground_server, wait_until)

DOCS = PACKAGE_ROOT / "docs"


def show(driver, url, name):
    driver.get(f"{url}#{name}")
    wait_until(lambda: driver.execute_script("return document.body.dataset.scene") == name,
               message=f"scene {name}")
    wait_until(lambda: driver.execute_script(FRAME_STATE), message=f"frames of {name}")
    time.sleep(0.5)
    return driver.find_element(By.ID, "view")


def drag(driver, canvas, dx, dy, steps=10):
    actions = ActionChains(driver, duration=30)
    actions.move_to_element(canvas).click_and_hold()
    for _ in range(steps):
        actions.move_by_offset(dx // steps, dy // steps)
    actions.release().perform()


def view_offset(driver, canvas, x, y):
    """Offsets from the canvas centre (CSS pixels) of the view point (x, y)."""
    scale = driver.execute_script("return window.trellis.scale")
    return x * scale - canvas.rect["width"] / 2, y * scale - canvas.rect["height"] / 2, scale


def tap(driver, canvas, x, y):
    dx, dy, _ = view_offset(driver, canvas, x, y)
    ActionChains(driver, duration=10).move_to_element_with_offset(canvas, int(dx), int(dy)).click_and_hold() \
        .pause(0.05).release().perform()


def swipe_left(driver, canvas, x, y, distance, steps=8):
    dx, dy, scale = view_offset(driver, canvas, x, y)
    actions = ActionChains(driver, duration=40)
    actions.move_to_element_with_offset(canvas, int(dx), int(dy)).click_and_hold()
    for _ in range(steps):
        actions.move_by_offset(int(-distance * scale / steps), 0)
    actions.release().perform()


def board(driver, url):
    """The board with "Write the drop test" (centre (195, 146)) long-pressed 0.8 s and dragged
    down into "Doing", caught while it is held there."""
    canvas = show(driver, url, "board")
    time.sleep(1.0)  # the Inter files
    dx, dy, scale = view_offset(driver, canvas, 195, 146)
    actions = ActionChains(driver, duration=40)
    actions.move_to_element_with_offset(canvas, int(dx), int(dy)).click_and_hold().pause(0.8)
    for _ in range(8):
        actions.move_by_offset(0, int(200 * scale / 8))
    actions.pause(0.4).perform()
    driver.save_screenshot(str(DOCS / "playground-board.png"))
    ActionChains(driver).release().perform()


def mail_menu(driver, url):
    """Mail with the second message (centre y = 28 + 55) pressed 0.9 s: its context menu over the
    dimmed list, the finger lifted."""
    canvas = show(driver, url, "mail")
    time.sleep(1.0)  # the Inter files
    dx, dy, _ = view_offset(driver, canvas, 200, 28 + 55)
    ActionChains(driver, duration=10).move_to_element_with_offset(canvas, int(dx), int(dy)).click_and_hold() \
        .pause(0.9).release().perform()
    time.sleep(0.5)
    driver.save_screenshot(str(DOCS / "playground-mail-menu.png"))


def main():
    DOCS.mkdir(exist_ok=True)
    single = {"board": board, "menu": mail_menu}
    if len(sys.argv) == 2 and sys.argv[1] in single:
        with playground_server() as url, headless_chromium() as driver:
            single[sys.argv[1]](driver, url)
        print(DOCS / ("playground-board.png" if sys.argv[1] == "board" else "playground-mail-menu.png"))
        return
    with playground_server() as url, headless_chromium() as driver:
        canvas = show(driver, url, "springy")
        ActionChains(driver).scroll_from_origin(ScrollOrigin.from_element(canvas), 0, 300).perform()
        time.sleep(1.0)
        drag(driver, canvas, 0, -240, steps=8)
        time.sleep(0.15)
        driver.save_screenshot(str(DOCS / "playground-springy.png"))

        canvas = show(driver, url, "cover-flow")
        drag(driver, canvas, -120, 0)
        time.sleep(0.8)
        driver.save_screenshot(str(DOCS / "playground-cover-flow.png"))

        canvas = show(driver, url, "circular-cards")
        drag(driver, canvas, -100, 0)
        time.sleep(0.8)
        driver.save_screenshot(str(DOCS / "playground-circular-cards.png"))
        # The list scenes: a selected Settings row, a Mail row swiped open, an expanded folder.
        canvas = show(driver, url, "settings")
        time.sleep(1.0)  # the Inter files
        tap(driver, canvas, 195, 35 + 44 + 22)
        time.sleep(0.5)
        driver.save_screenshot(str(DOCS / "playground-settings.png"))

        canvas = show(driver, url, "mail")
        time.sleep(1.0)
        swipe_left(driver, canvas, 370, 28 + 55, 150)
        time.sleep(0.8)
        driver.save_screenshot(str(DOCS / "playground-mail.png"))

        canvas = show(driver, url, "files")
        time.sleep(1.0)
        tap(driver, canvas, 195, 7 * 44 + 22)
        time.sleep(0.8)
        driver.save_screenshot(str(DOCS / "playground-files.png"))

        board(driver, url)
        mail_menu(driver, url)
    for name in ("springy", "cover-flow", "circular-cards", "settings", "mail", "files", "board", "mail-menu"):
        print(DOCS / f"playground-{name}.png")


if __name__ == "__main__":
    main()
