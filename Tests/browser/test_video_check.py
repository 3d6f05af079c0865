"""Check a recorded set: a real squat clip through the pose worker, in headless Chromium at 390×844."""
import os
import socket
import sqlite3

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ROOT, SCREENSHOTS, click_and_load, page_text, wait_until

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


def test_an_upload_cut_off_midway_is_discarded_not_checked(server):
    """Issue 38: a chunked upload whose connection ends at 1.3 MB (no last chunk) is refused with a 400
    and leaves no job and no file; the same video sent whole still becomes a check."""
    token = server.login_url.split("token=")[1]
    clip = open(CLIP, "rb").read()
    head = (f"POST /exercises/mini-squats/check HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {token}\r\n"
            "Content-Type: video/mp4\r\nAccept: application/json\r\nTransfer-Encoding: chunked\r\n\r\n").encode()

    def send(data, whole):
        with socket.create_connection(("127.0.0.1", server.port), timeout=60) as sock:
            sock.sendall(head)
            for start in range(0, len(data), 65536):
                part = data[start:start + 65536]
                sock.sendall(b"%x\r\n" % len(part) + part + b"\r\n")
            if whole:
                sock.sendall(b"0\r\n\r\n")
            else:
                sock.shutdown(socket.SHUT_WR)  # the phone lost its connection
            answer = b""
            while b"\r\n\r\n" not in answer:
                chunk = sock.recv(4096)
                if not chunk:
                    break
                answer += chunk
            return answer

    checks = os.path.join(server.data_dir, "video-checks")

    def stored():
        """The uploads kept and the checks made (the database is read as the server wrote it)."""
        files = os.listdir(checks) if os.path.isdir(checks) else []
        with sqlite3.connect(f"file:{os.path.join(server.data_dir, 'physiopoint.sqlite')}?mode=ro", uri=True) as db:
            jobs = db.execute("SELECT count(*) FROM video_check").fetchone()[0]
        return files, jobs

    cut = send((clip * 3)[:1_300_000], whole=False)
    assert cut.startswith(b"HTTP/1.1 400"), cut[:200]
    # The answer goes out as the cut is seen; the handler then deletes what it had written.
    wait_until(None, lambda _: stored() == ([], 0), message=f"the cut-off upload was kept: {stored()}")
    whole = send(clip, whole=True)
    assert whole.startswith(b"HTTP/1.1 201"), whole[:200]
    assert stored()[1] == 1
