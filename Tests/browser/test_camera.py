"""The camera source in headless Chromium at 390×844 with Chromium's fake camera: chosen by default,
frames flow over the session's socket, the skeleton and angle come back, and the page says when the
person is lost. The server runs `serve --scripted-pose`, a stand-in estimator (a person bending, then
nobody, repeating) so the page's flow is tested without MediaPipe; the real worker is tested on its own."""
import os
import shutil
import subprocess
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import SCREENSHOTS, Server, click_and_load, make_driver, page_text, page_time_passes, quit_clean, wait_until
from test_guided_session import open_intro

FAKE_CAMERA = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"]


@pytest.fixture
def camera_server():
    running = Server(start_time="2026-11-23T13:30:00Z", extra_args=["--scripted-pose"]).start()
    yield running
    running.stop()
    shutil.rmtree(running.data_dir, ignore_errors=True)


@pytest.fixture
def camera_browser(camera_server, request):
    marker = request.node.get_closest_marker("camera_flags")
    driver = make_driver(marker.args if marker else FAKE_CAMERA)
    driver.get(camera_server.login_url)
    yield driver
    quit_clean(driver, camera_server.base, request.node.name)


def panel_value(driver, name):
    return driver.find_element(By.CSS_SELECTOR, "[data-camera]").get_attribute(name)


def test_the_camera_is_the_default_and_its_frames_drive_the_live_page(camera_browser, camera_server):
    browser = camera_browser
    open_intro(browser, camera_server)
    form = browser.find_element(By.CSS_SELECTOR, "[data-source-form]")
    WebDriverWait(browser, 30).until(lambda d: form.get_attribute("data-camera-default") == "true")
    assert browser.find_element(By.CSS_SELECTOR, "input[name=source][value=camera]").is_selected()
    assert not browser.find_element(By.CSS_SELECTOR, "input[name=source][value=slider]").is_selected()
    click_and_load(browser, browser.find_element(By.ID, "start-live"))

    assert "Live session · Camera" in page_text(browser)
    # The set-up help (it folds away once the person is in view, so read what it says, open or not).
    setup = browser.find_element(By.CSS_SELECTOR, "[data-camera]").get_attribute("textContent")
    assert "Lie with your left side towards the device." in setup
    assert "Make sure your left hip, knee and ankle are in view." in setup
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "live").get_attribute("data-connected") == "true")
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.CSS_SELECTOR, "video[data-camera-video]").get_property("readyState") >= 2)
    # Frames go out and come back answered, one at a time.
    WebDriverWait(browser, 30).until(lambda d: int(panel_value(d, "data-frames-answered") or 0) >= 10)
    sent, answered = browser.execute_script(
        "const p = document.querySelector('[data-camera]').dataset;"
        "return [Number(p.framesSent), Number(p.framesAnswered)];")
    assert answered <= sent <= answered + 2  # never more than one frame (or one late) in flight
    # The scripted person is in view: the engine's angle shows, on the gauge and by the knee.
    WebDriverWait(browser, 30).until(lambda d: panel_value(d, "data-framing") == "ok")
    assert browser.find_element(By.CSS_SELECTOR, "[data-tracking-text]").text == "Tracking"
    WebDriverWait(browser, 30).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-angle]").text.isdigit())
    assert browser.find_element(By.CSS_SELECTOR, "[data-camera-angle]").get_attribute("textContent").isdigit()
    assert "Got you — you're in view." in browser.find_element(By.CSS_SELECTOR, "[data-camera-status]").text
    # The overlay has the skeleton drawn on it (some pixel is not transparent).
    drawn = browser.execute_script("""
        const canvas = document.querySelector('[data-camera-overlay]');
        const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 3; i < data.length; i += 4) if (data[i] > 0) return true;
        return false;""")
    assert drawn
    # Then nobody for a while: first how to frame, then plainly lost.
    lost = "I can't see you — make sure your left hip, knee and ankle are in view."
    WebDriverWait(browser, 30).until(lambda d: panel_value(d, "data-framing") == "lost")
    # Said once, in the feedback badge at the top; the line under the preview doesn't repeat it.
    wait_until(browser, lambda d: d.find_element(By.CSS_SELECTOR, "[data-zone-text]").text == lost
               and not d.find_element(By.CSS_SELECTOR, "[data-camera-status]").is_displayed(),
               message="the badge and the camera line didn't settle on saying it once")
    browser.save_screenshot(os.path.join(SCREENSHOTS, "test_camera_lost.png"))  # for a person to look at
    # And back in view again, said under the preview.
    WebDriverWait(browser, 30).until(lambda d: panel_value(d, "data-framing") == "ok")
    wait_until(browser, lambda d: d.find_element(By.CSS_SELECTOR, "[data-camera-status]").is_displayed())


# A pose worker that isn't there, whatever this machine has installed.
@pytest.mark.server_args("--pose-python", "/nonexistent/physiopoint-pose/python3")
def test_without_pose_estimation_the_camera_is_offered_but_not_chosen(browser, server):
    open_intro(browser, server)
    camera = browser.find_element(By.CSS_SELECTOR, "input[name=source][value=camera]")
    assert not camera.is_enabled() and not camera.is_selected()
    assert "pose estimation isn't installed" in page_text(browser)
    assert browser.find_element(By.CSS_SELECTOR, "input[name=source][value=slider]").is_selected()


@pytest.mark.camera_flags("--use-fake-device-for-media-stream", "--deny-permission-prompts")
def test_a_refused_camera_is_said_plainly_and_the_slider_takes_over(camera_browser, camera_server):
    browser = camera_browser
    open_intro(browser, camera_server)
    start = browser.find_element(By.CSS_SELECTOR, "input[name=source][value=camera]")
    assert start.is_enabled()
    browser.execute_script("arguments[0].checked = true", start)
    click_and_load(browser, browser.find_element(By.ID, "start-live"))
    WebDriverWait(browser, 30).until(lambda d: panel_value(d, "data-framing") == "off")
    fallback = browser.find_element(By.CSS_SELECTOR, "[data-camera-fallback]")
    assert fallback.is_displayed() and "Camera access was not allowed" in fallback.text
    assert not browser.find_element(By.CSS_SELECTOR, "[data-camera-view]").is_displayed()
    assert not browser.find_element(By.CSS_SELECTOR, "[data-camera-status]").is_displayed()
    assert browser.find_element(By.CSS_SELECTOR, ".slider-setup").is_displayed()


def test_a_browser_without_the_frame_callback_still_sends_frames(camera_browser, camera_server):
    """Older browsers have no requestVideoFrameCallback: the picture on show goes out when due."""
    browser = camera_browser
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument",
                            {"source": "delete HTMLVideoElement.prototype.requestVideoFrameCallback;"})
    open_intro(browser, camera_server)
    click_and_load(browser, browser.find_element(By.ID, "start-live"))
    assert browser.execute_script("return typeof document.querySelector('video').requestVideoFrameCallback") == "undefined"
    WebDriverWait(browser, 30).until(lambda d: int(panel_value(d, "data-frames-answered") or 0) >= 10)
    WebDriverWait(browser, 30).until(lambda d: panel_value(d, "data-framing") == "ok")


def test_each_camera_picture_is_sent_once(camera_server, tmp_path, request):
    """A slow camera (5 pictures a second, as a phone's in a dim room goes slower) while the server answers
    at once: the page sends each picture once, not the one on show again whenever an answer comes back."""
    ffmpeg = shutil.which("ffmpeg")
    assert ffmpeg, "ffmpeg is missing: run ./scripts/install-test-tools"
    y4m = str(tmp_path / "slow-camera.y4m")
    subprocess.run([ffmpeg, "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=5", "-t", "20",
                    "-pix_fmt", "yuv420p", y4m], check=True)
    browser = make_driver([*FAKE_CAMERA, f"--use-file-for-fake-video-capture={y4m}"])
    try:
        browser.get(camera_server.login_url)
        open_intro(browser, camera_server)
        click_and_load(browser, browser.find_element(By.ID, "start-live"))
        WebDriverWait(browser, 30).until(lambda d: int(panel_value(d, "data-frames-answered") or 0) >= 5)
        count = "return Number(document.querySelector('[data-camera]').dataset.framesSent)"
        before, started = browser.execute_script(count), time.monotonic()
        time.sleep(4)
        rate = (browser.execute_script(count) - before) / (time.monotonic() - started)
        # Before, about 20 a second went out (the same picture again after each quick answer); now at most
        # the camera's 5, and most of them (a picture is never skipped while the server keeps up).
        assert 3 <= rate <= 6.5, f"{rate:.1f} frames a second sent from a 5-a-second camera"
    finally:
        quit_clean(browser, camera_server.base, request.node.name)


# What live.js hands camera.js for an answer to a camera frame (the server's "state" with "camera").
LATE_ANSWER = """
document.getElementById('live').dispatchEvent(new CustomEvent('live:message', {detail: {
  type: 'state', ack: 1, state: {}, camera: {framing: 'ok', message: "You're in view.", width: 480, height: 360, points: []}}}));
"""

END_THE_CAMERA = """
const track = document.querySelector('[data-camera-video]').srcObject.getVideoTracks()[0];
track.stop();
track.dispatchEvent(new Event('ended'));  // what the browser fires when another app takes the camera
"""


def test_a_camera_that_stops_mid_session_is_opened_again_or_the_page_says_so(camera_browser, camera_server):
    browser = camera_browser
    open_intro(browser, camera_server)
    click_and_load(browser, browser.find_element(By.ID, "start-live"))
    answered = lambda d: int(panel_value(d, "data-frames-answered") or 0)
    WebDriverWait(browser, 30).until(lambda d: answered(d) >= 5)
    browser.execute_script(END_THE_CAMERA)
    WebDriverWait(browser, 30).until(lambda d: panel_value(d, "data-camera-reopened") == "1")
    assert "camera stopped" not in browser.find_element(By.CSS_SELECTOR, "[data-zone-text]").text
    before = answered(browser)
    WebDriverWait(browser, 30).until(lambda d: answered(d) >= before + 5)  # the session carries on
    # This time it can't be opened again: said under the preview, and no frames go out.
    browser.execute_script("navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('busy', 'NotReadableError'));"
                           + END_THE_CAMERA)
    said = "The camera stopped. Reload this page to turn it back on: your reps are kept."
    # In the feedback badge, read from where the person exercises (and not twice under the preview).
    wait_until(browser, lambda d: d.find_element(By.CSS_SELECTOR, "[data-zone-text]").text == said,
               message="the page didn't say the camera stopped")
    # The answer to a frame sent just before the camera stopped (one is often on its way; whether it came
    # before or after the stop made this test fail 2 runs in 3): it must not bring the line under the
    # preview back, speaking of a view the camera no longer gives.
    browser.execute_script(LATE_ANSWER)
    # The server's own states go on (tracking lost after 1 s): the badge keeps saying it.
    wait_until(browser, lambda d: d.find_element(By.ID, "live").get_attribute("data-feedback") == "lost",
               message="the server never said the person was lost")
    assert browser.find_element(By.CSS_SELECTOR, "[data-zone-text]").text == said
    assert not browser.find_element(By.CSS_SELECTOR, "[data-camera-status]").is_displayed()
    sent = int(panel_value(browser, "data-frames-sent"))
    page_time_passes(browser, 1.5)  # longer than a still picture is resent after
    assert int(panel_value(browser, "data-frames-sent")) <= sent + 1
