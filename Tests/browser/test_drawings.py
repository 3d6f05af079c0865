"""Exercise drawings (issue 21) in headless Chromium at 390×844: the session's exercise guide and
the guided session's intro show the start-and-end drawing with an accessible name; its movement
plays only when the reader allows motion; axe-core finds nothing serious in light or dark."""
import os

from selenium.webdriver.common.by import By

from conftest import SCREENSHOTS, click_and_load, page_text, wait_until
from test_a11y import AXE, audit, set_mode

DRAWING = "svg.exercise-drawing"


def open_guide(browser, server):
    """Creates the knee plan through the API, then schedule → Start: the first exercise's guide."""
    status, _ = server.api("POST", "/api/v1/plans", {"conditionId": "knee-limited-flexion", "name": "Dad's knee"})
    assert status == 201
    browser.get(server.base + "/schedule")
    section = browser.find_element(By.CSS_SELECTOR, "details.plan-section")
    click_and_load(browser, section.find_element(By.LINK_TEXT, "Start"))
    assert "Heel Slides" in page_text(browser)


def check_drawing(browser, where):
    drawing = browser.find_element(By.CSS_SELECTOR, DRAWING)
    assert drawing.aria_role in ("img", "image"), where  # Chromium reports "image"
    name = drawing.accessible_name
    assert name.startswith("Start: lying on your back, knee nearly straight (10°). End: knee bent to 80°–95°"), f"{where}: {name}"
    assert drawing.size["width"] >= 260, f"{where}: the drawing is {drawing.size['width']} px wide"
    return drawing


def motion(browser, reduce):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
        {"name": "prefers-reduced-motion", "value": "reduce" if reduce else "no-preference"}]})
    return browser.execute_script("""
        const svg = document.querySelector(arguments[0]);
        return [getComputedStyle(svg.querySelector('.fig-motion')).display,
                getComputedStyle(svg.querySelector('.fig-still')).display];""", DRAWING)


def test_the_guide_and_the_intro_show_the_drawing_and_it_moves_only_when_motion_is_welcome(browser, server):
    open_guide(browser, server)
    check_drawing(browser, "guide")
    # Moving: the animated End panel is shown, the still end pose hidden; reduced motion: the reverse.
    assert motion(browser, reduce=False) == ["inline", "none"]
    animated = browser.execute_script("""
        const polyline = [...document.querySelectorAll('.fig-motion polyline')].find((p) => p.querySelector('animate'));
        const first = polyline.animatedPoints ? [...polyline.animatedPoints].map((p) => p.x + ',' + p.y).join(' ') : '';
        return {first, count: document.querySelectorAll('.fig-motion animate').length};""")
    assert animated["count"] > 0
    wait_until(browser, lambda d: d.execute_script("""
        const polyline = [...document.querySelectorAll('.fig-motion polyline')].find((p) => p.querySelector('animate'));
        return [...polyline.animatedPoints].map((p) => p.x + ',' + p.y).join(' ') !== arguments[0];""", animated["first"]),
        10, "the drawing never moved")
    assert motion(browser, reduce=True) == ["none", "inline"]
    os.makedirs(SCREENSHOTS, exist_ok=True)
    browser.save_screenshot(os.path.join(SCREENSHOTS, "drawing-guide.png"))

    click_and_load(browser, browser.find_element(By.ID, "start-guided"))
    assert "How should we measure?" in page_text(browser)
    check_drawing(browser, "intro")
    assert motion(browser, reduce=True) == ["none", "inline"]
    browser.save_screenshot(os.path.join(SCREENSHOTS, "drawing-intro.png"))


def test_the_plan_set_up_lists_each_exercise_with_a_named_thumbnail(browser, server):
    browser.get(server.base + "/conditions/knee-limited-flexion")
    thumbnails = browser.find_elements(By.CSS_SELECTOR, ".exercise-item svg.exercise-drawing.is-thumbnail")
    assert len(thumbnails) == 2
    assert [t.accessible_name.split(".")[0] for t in thumbnails] == [
        "Start: lying on your back, knee nearly straight (10°)", "Start: sitting on a chair, knee partly bent (60°)"]


def test_the_guide_with_its_drawing_passes_axe_in_light_and_dark(browser, server):
    assert os.path.exists(AXE), f"axe-core is missing at {AXE}: run scripts/install-test-tools"
    browser.axe_source = open(AXE, encoding="utf-8").read()
    problems = []
    for exercise in ["heel-slides", "wall-walk", "seated-forward-bend"]:
        browser.get(server.base + f"/exercises/{exercise}")
        wait_until(browser, lambda d: d.find_elements(By.CSS_SELECTOR, DRAWING))
        for mode in ["light", "dark"]:
            set_mode(browser, mode)
            problems += audit(browser, f"/exercises/{exercise} {mode}")
            if exercise == "heel-slides":
                os.makedirs(SCREENSHOTS, exist_ok=True)
                browser.save_screenshot(os.path.join(SCREENSHOTS, f"drawing-guide-{mode}.png"))
    assert not problems, "\n".join(problems)
