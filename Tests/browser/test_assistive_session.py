"""Issue 35, assistive mode end to end: a whole session done by tapping only the one primary button
of each screen, with a real clip of a person squatting as the phone's camera (Chromium's fake camera,
made from Tests/Fixtures/pose/squats-5-mediapipe.mp4 as in test_real_camera.py) through the real
MediaPipe worker and the engine.

The story: her clinician set Mini Squats to 70–140°, no hold, 2 sets of 2. The other two exercises of
the 8:00 session are already done today. Home says the next step, "Last one · Mini Squats — the other 2 are
done", with one Start; the session's start shows the movement to follow and one Start (the camera, the plan's
side, no choices); the live page counts set 1, rests ("Rest — next set in 0:…"), counts set 2, says
"Well done — 2 sets of 2" and opens the summary by itself; one tap on "How did it feel?" saves; the
last page says what comes next and when (the 1:00 PM session). Screenshots of every screen.
"""
import json
import os

import pytest
from selenium.webdriver.common.by import By

from conftest import SCREENSHOTS, click_and_load, page_text, shown_count, wait_until
from test_real_camera import (  # noqa: F401 (fixtures)
    call, camera_driver, camera_files, log, real_server, record_messages, summary, warm_up_worker)

CLIP = "squats-5-mediapipe.mp4"

# Buttons a screen shows as its main action: the primary button(s); on the summary before saving, the
# "How did it feel?" answers are the one thing asked.
PRIMARY = """
const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
return [...document.querySelectorAll('.button.primary')].filter(shown).map((e) => e.id || e.textContent.trim());
"""


def primaries(driver):
    return driver.execute_script(PRIMARY)


def shot(driver, name):
    os.makedirs(SCREENSHOTS, exist_ok=True)
    driver.save_screenshot(os.path.join(SCREENSHOTS, f"assistive-session-{name}.png"))


def the_primary(driver, where):
    """The screen's one primary button; fails when there are none or several."""
    found = primaries(driver)
    assert len(found) == 1, f"{where}: {len(found)} primary buttons: {found}"
    return driver.find_element(By.CSS_SELECTOR, f"#{found[0]}")


def save_without_camera(server, plan, slot, exercise):
    """Another exercise of the session done today: a slider session started, ended and saved."""
    base = f"/plans/{plan}/sessions/{slot}/exercises/{exercise}"
    status, headers, _ = call(server, "POST", base + "/live", {"source": "slider", "side": "right"})
    assert status == 303, status
    live = headers["Location"]
    assert call(server, "POST", live + "/end", {})[0] == 303
    assert call(server, "POST", live + "/save", {"feeling": "same"})[0] == 303


def test_a_whole_assistive_session_with_the_camera_by_the_primary_button_alone(real_server, camera_driver, camera_files):
    server = real_server
    y4m, jpeg = camera_files(CLIP)
    status, plan = server.api("POST", "/api/v1/plans", {"conditionId": "knee-weakness", "name": "My knee"})
    assert status == 201
    status, today = server.api("GET", "/api/v1/today")
    session = today["sessions"][0]
    plan_id, slot_id = session["planId"], session["slotId"]
    status, _, body = call(server, "POST", f"/plans/{plan_id}/exercises/mini-squats",
                           {"lower": 70, "upper": 140, "hold": 0, "reps": 2, "sets": 2, "side": "right",
                            "setBy": "clinician", "note": "Dr Lee"})
    assert status == 303, body.decode()[:300]
    for exercise in ("sit-to-stand", "straight-leg-raises"):
        save_without_camera(server, plan_id, slot_id, exercise)
    assert call(server, "POST", "/settings/assistive-mode", {"mode": "on"})[0] == 303
    warm_up_worker(server, plan_id, slot_id, "sit-to-stand", jpeg)

    driver = camera_driver(y4m)
    driver.get(server.login_url)
    driver.get(server.base + "/")
    # Home: the next step, which exercise of how many, one Start.
    text = page_text(driver)
    assert "Your next step" in text and "Last one · Mini Squats — the other 2 are done" in text, text
    shot(driver, "1-home")
    click_and_load(driver, the_primary(driver, "home"))

    # The session's start: the movement to follow, the clinician's numbers, one Start, no choices.
    text = page_text(driver)
    assert "Mini Squats" in text and "Exercise 1 of 3" in text and "(set by your clinician)" in text, text
    assert "How should we measure?" not in text and not driver.find_elements(By.CSS_SELECTOR, "input[type=radio]")
    assert driver.find_element(By.CSS_SELECTOR, "[data-follow-along]").is_displayed()
    wait_until(driver, lambda d: d.find_element(By.CSS_SELECTOR, "[data-source-choice]").get_attribute("value") == "camera")
    assert driver.find_element(By.CSS_SELECTOR, "input[name=side]").get_attribute("value") == "right"
    shot(driver, "2-start")
    click_and_load(driver, the_primary(driver, "the session's start"))

    # The live page: the camera, the distance view, nothing to tap until it is over.
    assert "Live session · Camera" in page_text(driver)
    assert len(primaries(driver)) == 0
    record_messages(driver)
    first = wait_until(driver, lambda d: next((e for e in log(d) if e["camera"]), None), timeout=120,
                       message="no camera frame was ever answered")
    assert first["part"] == "lead", f"the first answered frame came after the lead-in ({first})"
    wait_until(driver, lambda d: any(e["resting"] for e in log(d)), timeout=180,
               message=f"set 1 never ended: {summary(log(driver))}")
    line = driver.find_element(By.CSS_SELECTOR, "[data-zone-text]").text
    assert line.startswith("Rest — next set in "), line
    assert driver.find_element(By.CSS_SELECTOR, "[data-set-label]").text == "Set 1 of 2"
    shot(driver, "3-rest")
    # Set 2 after the rest (60 s), counted from the clip as it loops; then the page ends it by itself.
    wait_until(driver, lambda d: any(e["done"] for e in log(d)), timeout=300,
               message=f"the session never finished: {summary(log(driver))}")
    wait_until(driver, lambda d: d.find_element(By.CSS_SELECTOR, "[data-zone-text]").text == "Well done — 2 sets of 2"
               or d.current_url.endswith("/summary"), 10)
    if not driver.current_url.endswith("/summary"):
        assert shown_count(driver) == "Rep 2 of 2"
        shot(driver, "4-well-done")
    entries = log(driver)
    assert max(e["reps"] for e in entries) == 2 and max(e["set"] for e in entries) == 2, summary(entries)
    mismatches = driver.execute_script("return window.pageMismatches")
    assert not mismatches, f"the page showed something else than the server sent: {mismatches[:5]}"
    wait_until(driver, lambda d: d.current_url.endswith("/summary"), 30, "the summary did not open by itself")

    # The summary: big "How did it feel?" answers; one tap saves.
    text = page_text(driver)
    assert "How did it feel?" in text and "Download JSON" not in text
    assert "4 of 4" in driver.find_element(By.ID, "reps").text
    # The other two exercises were saved earlier: saving this one finishes the 8:00 session, and says so.
    slot_note = driver.find_element(By.ID, "slot-note").text
    assert slot_note == "Its other exercises are done: saving this marks your 8:00 AM session done.", slot_note
    shot(driver, "5-summary")
    click_and_load(driver, driver.find_element(By.ID, "feel-same"))

    # Saved, and the session is done: what comes next, and when; one primary button.
    text = page_text(driver)
    assert "Saved" in text and "It felt: About the same" in text, text
    finish = driver.find_element(By.ID, "finish-note").text
    assert "1:00 PM" in finish, finish
    assert the_primary(driver, "the finish").get_attribute("id") == "finish-action"
    shot(driver, "6-finish")
    # The record keeps the clinician's numbers and both sets.
    link = driver.find_element(By.LINK_TEXT, "Download JSON").get_attribute("href")
    record = driver.execute_async_script("fetch(arguments[0]).then(r => r.json()).then(arguments[1])", link)
    assert record["reps"] == 4 and record["source"] == "camera", json.dumps(record)[:400]
