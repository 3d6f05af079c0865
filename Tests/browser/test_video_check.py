"""Check a recorded set: a real squat clip through the pose worker, in headless Chromium at 390×844."""
import os

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ROOT, SCREENSHOTS, click_and_load, page_text

CLIP = os.path.join(ROOT, "Tests", "Fixtures", "pose", "squats-3-mediapipe.mp4")


def test_check_a_recorded_set_from_the_guide_to_a_saved_session(browser, server):
    browser.get(server.base + "/exercises/mini-squats")
    click_and_load(browser, browser.find_element(By.ID, "check-video"))
    assert "up to 200 MB and 10 minutes" in page_text(browser)
    os.makedirs(SCREENSHOTS, exist_ok=True)
    browser.save_screenshot(os.path.join(SCREENSHOTS, "video-check-upload.png"))

    browser.find_element(By.ID, "video-file").send_keys(CLIP)
    browser.find_element(By.ID, "video-check-submit").click()
    # The upload answers at once; the analysis runs in the background while the page polls.
    WebDriverWait(browser, 30).until(EC.url_contains("/checks/"))
    heading = WebDriverWait(browser, 240).until(
        EC.text_to_be_present_in_element((By.ID, "check-title"), "Mini Squats:"))
    assert heading
    chart = browser.find_element(By.ID, "angle-chart")
    assert chart.is_displayed()
    assert "Angle over 6 seconds" in chart.get_attribute("aria-label")
    frames = browser.find_elements(By.CSS_SELECTOR, ".key-frame img")
    assert frames, "no key frame"
    # The still is served as a JPEG from this server.
    status = browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(arguments[0]).then(r => done(r.status + ' ' + r.headers.get('content-type')));",
        frames[0].get_attribute("src"))
    assert status == "200 image/jpeg"
    browser.save_screenshot(os.path.join(SCREENSHOTS, "video-check-result.png"))
    browser.execute_script("arguments[0].scrollIntoView()", browser.find_element(By.ID, "reps-title"))
    browser.save_screenshot(os.path.join(SCREENSHOTS, "video-check-key-frames.png"))

    click_and_load(browser, browser.find_element(By.ID, "save-check"))
    assert "/sessions/" in browser.current_url
    assert "Mini Squats" in page_text(browser)


def test_a_file_that_is_not_a_video_is_explained(browser, server, tmp_path):
    notes = tmp_path / "notes.mp4"
    notes.write_text("t,angle\n0,10\n")
    browser.get(server.base + "/exercises/mini-squats/check")
    browser.find_element(By.ID, "video-file").send_keys(str(notes))
    browser.find_element(By.ID, "video-check-submit").click()
    failure = WebDriverWait(browser, 60).until(EC.visibility_of_element_located((By.ID, "check-failure")))
    assert "isn't a video" in failure.text
