"""Issue 22: the video check says why each rep counted or not, names bars "Rep 1"…, shows a key frame per
rep, has a clear file picker, and a finished check looks the same after a restart. A real front-view
squat clip (three squats, each far deeper than Mini Squats' band) through the real pose worker, in
headless Chromium at 390×844, with axe-core at 0 serious or critical."""
import os

from selenium.webdriver.common.by import By

from conftest import ROOT, SCREENSHOTS, Server, page_text, wait_until
from test_a11y import AXE, check_page

CLIP = os.path.join(ROOT, "Tests", "Fixtures", "pose", "squats-3-mediapipe.mp4")


def shot(browser, name):
    os.makedirs(SCREENSHOTS, exist_ok=True)
    browser.save_screenshot(os.path.join(SCREENSHOTS, name))


def fetch_status(browser, url):
    return browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(arguments[0]).then(r => done(r.status + ' ' + r.headers.get('content-type')));", url)


def accessible(browser, label):
    browser.axe_source = open(AXE, encoding="utf-8").read()
    problems = check_page(browser, label)
    assert not problems, "\n".join(problems)


def test_a_clip_with_three_deep_squats_says_why_none_counted_and_survives_a_restart(browser, server, tmp_path):
    browser.get(server.base + "/exercises/mini-squats/check")
    text = page_text(browser)
    assert "Choose a video" in text and "MP4, MOV or WebM, up to 200 MB and 10 minutes" in text
    accessible(browser, "upload")
    shot(browser, "video-check-picker.png")

    # A wrong type is refused before anything is sent, in plain words.
    notes = tmp_path / "notes.txt"
    notes.write_text("not a video")
    picker = browser.find_element(By.ID, "video-file")
    picker.send_keys(str(notes))
    error = browser.find_element(By.ID, "video-check-error")
    wait_until(browser, lambda d: error.is_displayed(), message="no error for a text file")
    assert "“notes.txt” isn't a video PhysioPoint can read. Choose an MP4, MOV or WebM video." == error.text
    shot(browser, "video-check-picker-wrong-type.png")

    picker.send_keys(CLIP)
    name = browser.find_element(By.ID, "video-file-name")
    wait_until(browser, lambda d: "squats-3-mediapipe.mp4" in name.text, message="the chosen file isn't named")
    assert not error.is_displayed()
    assert name.text.startswith("Chosen: squats-3-mediapipe.mp4 (")
    shot(browser, "video-check-picker-chosen.png")
    browser.find_element(By.ID, "video-check-submit").click()
    wait_until(browser, lambda d: "/checks/" in d.current_url, timeout=60, message="no job page")
    check_url = browser.current_url
    wait_until(browser, lambda d: "counted" in d.find_element(By.ID, "check-title").text, timeout=300,
               message="the check didn't finish")

    def assert_result():
        assert browser.find_element(By.ID, "check-title").text == "Mini Squats: 0 of 3 reps counted"
        summary = browser.find_element(By.ID, "check-summary").text
        assert summary.startswith("All 3 movements went past the target band, to "), summary
        assert "The exercise's band is 30°–45°" in summary
        reps = browser.find_elements(By.CSS_SELECTOR, "#rep-reasons > li")
        assert [r.find_element(By.TAG_NAME, "strong").text for r in reps] == ["Rep 1", "Rep 2", "Rep 3"]
        for rep in reps:
            assert rep.get_attribute("data-reason") == "past-target"
            assert "Went past the band to " in rep.text and "Not counted" in rep.text
            image = rep.find_element(By.CSS_SELECTOR, ".key-frame img")
            assert image.get_attribute("loading") == "lazy"
            assert rep.find_element(By.TAG_NAME, "strong").text in image.get_attribute("alt")
        numbers = [t.text for t in browser.find_elements(By.CSS_SELECTOR, "#rep-bars .rep-number")]
        assert numbers == ["Rep 1", "Rep 2", "Rep 3"]
        assert browser.find_element(By.CSS_SELECTOR, "#rep-bars .chart-band").is_displayed()
        assert "0 of 3 reps counted" in browser.find_element(By.ID, "angle-chart").get_attribute("aria-label")
        rows = browser.find_elements(By.CSS_SELECTOR, "#rep-table tbody tr")
        assert len(rows) == 3
        # Every key frame is a JPEG from this server, once scrolled to.
        for image in browser.find_elements(By.CSS_SELECTOR, "#rep-reasons .key-frame img"):
            browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", image)
            wait_until(browser, lambda d: d.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", image),
                       message="a key frame didn't load")
            assert fetch_status(browser, image.get_attribute("src")) == "200 image/jpeg"

    assert_result()
    browser.execute_script("window.scrollTo(0, 0)")
    shot(browser, "video-check-reasons.png")
    browser.execute_script("document.getElementById('bars-title').scrollIntoView()")
    shot(browser, "video-check-bars.png")
    accessible(browser, "result")

    # Signed out, the key frames aren't served.
    frame = browser.find_element(By.CSS_SELECTOR, "#rep-reasons .key-frame img").get_attribute("src")
    answer = browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(arguments[0], {credentials: 'omit', redirect: 'manual', cache: 'no-store'}).then(r => done(r.type + ' ' + r.status));", frame)
    assert answer == "opaqueredirect 0", answer  # sent to sign in, no picture

    # A restart: the same data dir, a new process; the finished check looks the same.
    browser.get("about:blank")
    server.stop()
    later = Server(start_time="2026-11-23T13:40:00Z", data_dir=server.data_dir).start()  # ten minutes on
    try:
        browser.get(later.login_url)
        browser.get(later.base + check_url.split(server.base, 1)[1])
        assert "restarted" not in page_text(browser)
        assert_result()
        shot(browser, "video-check-after-restart.png")
    finally:
        browser.get("about:blank")
        later.stop()
        server.process = None
