"""Guided sessions end to end in headless Chromium at 390×844: the demo slider and the phone's
orientation sensor (Chromium's sensor emulation), each from the schedule to a saved summary."""
import math
import os

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from conftest import SCREENSHOTS, click_and_load, page_text, shown_count, tap, wait_count, wait_text, wait_until


def wait_for(driver, css, timeout=30):
    return WebDriverWait(driver, timeout).until(EC.visibility_of_element_located((By.CSS_SELECTOR, css)))


def wait_angle(driver, degrees, timeout=30):
    """Waits until the live view shows this angle (the engine has taken in the movement so far)."""
    wait_until(driver, lambda d: d.find_element(By.CSS_SELECTOR, "[data-angle]").text == str(round(degrees)),
               timeout, f"the angle never read {round(degrees)}")


def open_intro(browser, server, exercise_link_text=None):
    """Creates the knee plan through the API, then schedule → Start → guide → Start guided session."""
    status, _ = server.api("POST", "/api/v1/plans", {"conditionId": "knee-limited-flexion", "name": "Dad's knee"})
    assert status == 201
    browser.get(server.base + "/schedule")
    section = browser.find_element(By.CSS_SELECTOR, "details.plan-section")
    click_and_load(browser, section.find_element(By.LINK_TEXT, "Start"))
    if exercise_link_text:
        click_and_load(browser, browser.find_element(By.LINK_TEXT, exercise_link_text))
    click_and_load(browser, browser.find_element(By.ID, "start-guided"))
    assert "How should we measure?" in page_text(browser)


def start_live(browser, source):
    tap(browser, browser.find_element(By.CSS_SELECTOR, f"input[name=source][value={source}]"))
    click_and_load(browser, browser.find_element(By.ID, "start-live"))
    WebDriverWait(browser, 30).until(
        lambda d: d.find_element(By.ID, "live").get_attribute("data-connected") == "true")


def glide(browser, start, end, seconds):
    """Moves the demo slider smoothly (like a person would) in the page, timed by the page's clock,
    which also stamps the samples: the engine sees the same movement however busy the machine is.
    Returns when the slider has arrived."""
    browser.set_script_timeout(seconds + 30)
    browser.execute_async_script(GLIDE_SLIDER, start, end, seconds * 1000)


GLIDE_SLIDER = """
const [start, end, duration, done] = arguments;
const slider = document.querySelector('[data-slider]');
const began = performance.now();
function step(now) {
  const progress = Math.min(1, (now - began) / duration);
  slider.value = start + (end - start) * progress;
  slider.dispatchEvent(new Event('input', {bubbles: true}));
  if (progress < 1) requestAnimationFrame(step); else done();
}
requestAnimationFrame(step);
"""

SET_SLIDER = """
const slider = document.querySelector('[data-slider]');
slider.value = arguments[0];
slider.dispatchEvent(new Event('input', {bubbles: true}));
"""


def finish_and_save(browser, feeling):
    """Ends the session, then saves it with one tap on a feeling."""
    click_and_load(browser, browser.find_element(By.ID, "end-session"))
    assert "How did it feel?" in page_text(browser)
    click_and_load(browser, browser.find_element(By.ID, f"feel-{feeling}"))
    assert "Saved" in page_text(browser)


@pytest.mark.clock("2026-11-23T13:30:00Z")  # 08:30 in Toronto
def test_the_slider_counts_a_held_rep_and_the_summary_is_saved(browser, server):
    open_intro(browser, server)
    assert "80°–95°" in browser.find_element(By.ID, "intro-target").text
    start_live(browser, "slider")
    assert browser.find_element(By.CSS_SELECTOR, ".slider-setup").is_displayed()
    assert shown_count(browser) == "Rep 0 of 10"

    # Rest, bend into the band and hold past the 5 s hold, straighten again.
    browser.execute_script(SET_SLIDER, 10)
    wait_text(browser, "[data-tracking-text]", "Tracking")
    wait_angle(browser, 10)
    glide(browser, 10, 88, 1.2)
    wait_text(browser, "[data-zone-text]", "In target")
    assert browser.find_element(By.CSS_SELECTOR, ".zone-badge").get_attribute("data-zone") == "in"
    assert browser.find_element(By.CSS_SELECTOR, "[data-zone-symbol]").text == "✓"
    wait_angle(browser, 88)
    wait_text(browser, "[data-hold-text]", "5.0 of 5 s", timeout=30)
    # The hold is done: a visible state (not only an announcement) until the leg is back at rest.
    wait_text(browser, "[data-zone-text]", "Hold done — return slowly")
    glide(browser, 88, 10, 1.2)
    wait_until(browser, lambda d: "Hold done" not in d.find_element(By.CSS_SELECTOR, "[data-zone-text]").text, 20,
               "the hold-done state stayed after the return to rest")
    wait_count(browser, "Rep 1 of 10")
    # The announcer empties itself and speaks 30 ms later (so a repeat is read out): wait for it.
    wait_until(browser, lambda d: "Rep 1 of 10 done." in d.find_element(By.CSS_SELECTOR, "[data-announcer]").get_attribute("textContent"),
               20, "the announcer never said the rep was done")
    # Past the band: red, with a symbol and words, not colour alone.
    glide(browser, 10, 120, 1.0)
    wait_text(browser, "[data-zone-text]", "Past target")
    assert browser.find_element(By.CSS_SELECTOR, "[data-zone-symbol]").text == "!"
    glide(browser, 120, 10, 1.0)
    wait_angle(browser, 10)

    finish_and_save(browser, "easier")
    text = page_text(browser)
    # Heel slides are 3 sets × 10: the total is of 30, and the set is listed (issue 20).
    assert "1 of 30" in browser.find_element(By.ID, "reps").text
    assert "Set 1: 1 of 10" in text
    # Best angle is the best within the band; going past it is reported apart.
    assert browser.find_element(By.ID, "best-angle").text == "95°"
    # The slider went to 120°; a peak is estimated between samples (LevelPeak: within 1° of the truth),
    # and under load the page's samples are sparse at the turn (a run read 121°).
    past = browser.find_element(By.ID, "past-target").text
    assert past.startswith("Went past the target: ") and past.endswith("°"), past
    assert abs(int(past.removeprefix("Went past the target: ").removesuffix("°")) - 120) <= 1, past
    assert "It felt: Easier" in text
    assert len(browser.find_elements(By.CSS_SELECTOR, ".rep-bar")) >= 1
    assert "Rep 1: 88°, in target" in text
    assert "This is exercise 1 of 2." in text
    assert "This app is for informational and educational purposes only" in text
    # The record downloads as JSON for the signed-in owner.
    link = browser.find_element(By.LINK_TEXT, "Download JSON").get_attribute("href")
    record = browser.execute_async_script(
        "fetch(arguments[0]).then(r => r.json()).then(arguments[1])", link)
    assert record["reps"] == 1 and record["exercise"] == "Heel Slides" and record["feeling"] == "easier"
    os.makedirs(SCREENSHOTS, exist_ok=True)
    assert browser.save_screenshot(os.path.join(SCREENSHOTS, "test_guided_session_saved_summary.png"))
    click_and_load(browser, browser.find_element(By.ID, "see-progress"))
    assert "Last sessions" in page_text(browser)
    assert browser.find_elements(By.CSS_SELECTOR, ".trend-point")


def set_orientation(browser, beta):
    """Chromium's sensor emulation: the phone pitched by `beta` degrees about its x axis (portrait).
    The page's deviceorientation event then reads alpha 0, beta `beta`, gamma 0."""
    half = math.radians(beta) / 2
    browser.execute_cdp_cmd("Emulation.setSensorOverrideReadings", {
        "type": "relative-orientation",
        "reading": {"quaternion": {"x": math.sin(half), "y": 0, "z": 0, "w": math.cos(half)}}})


# Keeps the latest reading the page received, so a test can wait until a reading has arrived.
WATCH_ORIENTATION = """
if (!window.__lastBeta) {
  window.__lastBeta = {value: null};
  window.addEventListener('deviceorientation', (e) => { window.__lastBeta.value = e.beta; });
}
"""


def tilt_to(browser, beta, timeout=30):
    """Sets the reading and waits until the page has received it (the sensor fires only on change,
    so an unchanged reading counts as received)."""
    browser.execute_script(WATCH_ORIENTATION)
    set_orientation(browser, beta)
    wait_until(browser, lambda d: (lambda b: b is not None and abs(b - beta) < 0.11)(
        d.execute_script("return window.__lastBeta.value")), timeout, f"the page never read beta {beta}")


def hold_still(browser, beta, until_css, text, timeout=30):
    """A real phone on a still leg still jitters a little; the emulated sensor only fires on change.
    Each check of the condition moves the reading by ±0.2° until the page says `text`."""
    jitter = [0]

    def jitter_then_check(d):
        jitter[0] += 1
        set_orientation(d, beta + (0.2 if jitter[0] % 2 else -0.2))
        return text in d.find_element(By.CSS_SELECTOR, until_css).text
    wait_until(browser, jitter_then_check, timeout, f"{until_css} never said {text!r}")


@pytest.mark.clock("2026-11-23T13:30:00Z")
def test_the_phone_sensor_is_calibrated_and_counts_a_rep(browser, server):
    # Seated Knee Bends, the plan's last exercise; its target and rest angle are read from the page.
    browser.execute_cdp_cmd("Emulation.setSensorOverrideEnabled", {"enabled": True, "type": "relative-orientation"})
    set_orientation(browser, 90)  # upright on the shin, at rest
    open_intro(browser, server, exercise_link_text="Next exercise")
    start_live(browser, "phone")
    live = browser.find_element(By.ID, "live")
    lower, upper, rest = (float(live.get_attribute(f"data-{k}")) for k in ("target-lower", "target-upper", "rest"))
    hold = float(live.get_attribute("data-hold"))
    if "Allow motion sensor" in browser.find_element(By.ID, "calibrate").text:
        tap(browser, browser.find_element(By.ID, "calibrate"))  # the permission prompt (granted in tests)
    hold_still(browser, 90, "[data-phone-status]", "Motion sensor found")
    tilt_to(browser, 90)
    tap(browser, browser.find_element(By.ID, "calibrate"))
    wait_text(browser, "[data-phone-status]", "Calibrated (upright)")
    hold_still(browser, 90, "[data-tracking-text]", "Tracking")
    tilt_to(browser, 90)
    wait_angle(browser, rest)

    # Tilting the shin by (target − rest) degrees bends the knee into the band.
    turn = (lower + upper) / 2 - rest
    for k in range(1, 37):
        tilt_to(browser, 90 - turn * k / 36)
    hold_still(browser, 90 - turn, "[data-zone-text]", "In target")
    hold_still(browser, 90 - turn, "[data-hold-text]", f"{hold:.1f} of {hold:.0f} s")
    for k in range(1, 37):
        tilt_to(browser, 90 - turn + turn * k / 36)
    wait_count(browser, "Rep 1 of")

    finish_and_save(browser, "same")
    text = page_text(browser)
    # One exercise of the 8 AM session's two is saved: the session is not done until each has a set.
    assert "Saved." in text and "Saved. Your 8:00 AM session is marked done." not in text
    status, today = server.api("GET", "/api/v1/today")
    assert status == 200 and [s["state"] for s in today["sessions"]][:1] != ["done"]


@pytest.mark.clock("2026-11-23T13:30:00Z")  # 08:30 in Toronto
def test_count_wrong_takes_the_reps_the_person_did_before_and_after_saving(browser, server):
    open_intro(browser, server)
    start_live(browser, "slider")
    click_and_load(browser, browser.find_element(By.ID, "end-session"))
    # Closed at first (nothing said the count may be off); the field is inside the one save form.
    fix = browser.find_element(By.ID, "count-fix")
    assert fix.get_attribute("open") is None
    field = browser.find_element(By.ID, "reps-done")
    visible = "return arguments[0].checkVisibility()"
    assert browser.execute_script(visible, field) is False
    tap(browser, fix.find_element(By.TAG_NAME, "summary"))
    assert browser.execute_script(visible, field) is True and field.get_attribute("value") == "0"
    assert "The count measured is kept beside yours." in fix.text
    field.clear()
    field.send_keys("4")
    os.makedirs(SCREENSHOTS, exist_ok=True)
    assert browser.save_screenshot(os.path.join(SCREENSHOTS, "test_guided_session_count_wrong.png"))
    click_and_load(browser, browser.find_element(By.ID, "save-session"))
    text = page_text(browser)
    assert "Saved" in text and "You counted 4; measured 0" in text
    assert browser.find_element(By.ID, "reps").text.startswith("4")
    # Afterwards, on the saved page: open (the count was corrected), with the person's count in it.
    fix = browser.find_element(By.ID, "count-fix")
    assert fix.get_attribute("open") is not None
    field = browser.find_element(By.ID, "reps-done")
    assert field.get_attribute("value") == "4"
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", fix)
    assert browser.save_screenshot(os.path.join(SCREENSHOTS, "test_guided_session_count_corrected.png"))
    # A negative count doesn't leave the page: the field says why (min 0), nothing is sent.
    field.clear()
    field.send_keys("-3")
    tap(browser, browser.find_element(By.ID, "save-count"))
    assert browser.execute_script("return document.getElementById('reps-done').validity.valid") is False
    assert "You counted 4; measured 0" in page_text(browser)
    # Back to the count measured.
    field.clear()
    field.send_keys("0")
    click_and_load(browser, browser.find_element(By.ID, "save-count"))
    text = page_text(browser)
    assert "Back to the count measured." in text and "You counted" not in text
    assert browser.find_element(By.ID, "reps").text.startswith("0")
