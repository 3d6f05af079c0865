"""Issue 20, the live page a person can follow from across the room: the distance view in camera mode
(portrait 390×844 and landscape 844×390), one feedback state at a time, sets, the opt-in cues with a
stubbed speechSynthesis, leaving a running set, and "How did it feel?" after a pain stop."""
import os

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import shutil

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

from conftest import SCREENSHOTS, click_and_load, console_errors, page_text, tap, wait_count, wait_text, wait_until
from test_camera import FAKE_CAMERA, camera_server, panel_value  # noqa: F401 (fixtures)
from test_a11y import AXE, check_page
from test_guided_session import SET_SLIDER, glide, open_intro, start_live, wait_angle
from test_live_distance import FAKE_SOCKET, deliver

# A stand-in speechSynthesis, installed before the page's scripts: records what would be said, by
# which voice. `window.__voices` decides which voices the device has.
SPEECH_STUB = """
window.__spoken = []; window.__vibrations = [];
window.__voices = window.__voices || [
  {name: 'Cloud voice', lang: 'en-US', localService: false},
  {name: 'Device voice', lang: 'en-US', localService: true}];
class FakeUtterance { constructor(text) { this.text = text; this.voice = null; this.lang = ''; } }
Object.defineProperty(window, 'SpeechSynthesisUtterance', {value: FakeUtterance, configurable: true, writable: true});
Object.defineProperty(window, 'speechSynthesis', {configurable: true, value: {
  getVoices: () => window.__voices,
  speak: (u) => window.__spoken.push({text: u.text, voice: u.voice && u.voice.name}),
  cancel: () => {}}});
navigator.vibrate = (pattern) => { window.__vibrations.push(pattern); return true; };
"""


def quiet_socket(driver):
    """The page's socket is a stand-in that records what is sent and answers only what the test hands
    it (`deliver`, with the server's own messages from Tests/Fixtures/live-messages/)."""
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FAKE_SOCKET})


def stub_speech(driver, voices_js=None):
    source = (f"window.__voices = {voices_js};" if voices_js else "") + SPEECH_STUB
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": source})


def sized_driver(width, height, flags):
    """conftest's driver at another size (a phone turned sideways is 844×390)."""
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                     f"--window-size={width},{height}", "--disable-dev-shm-usage", *flags]:
        options.add_argument(argument)
    options.add_experimental_option("mobileEmulation",
                                    {"deviceMetrics": {"width": width, "height": height, "pixelRatio": 1}})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(60)
    return driver


def visible_feedback(driver):
    """The feedback messages a person can see now (the page's table is in <template>s, never shown)."""
    return driver.execute_script("""
        const messages = [...document.querySelectorAll('template[data-feedback-entry]')]
          .map((t) => t.content.textContent.trim());
        // What is on screen: visible text, not the screen-reader-only regions.
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        let text = '';
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest('.visually-hidden, [hidden], template, script')) continue;
          if (parent.checkVisibility && !parent.checkVisibility()) continue;
          text += node.textContent + ' ';
        }
        return messages.filter((m, i) => messages.indexOf(m) === i && text.includes(m));""")


@pytest.mark.parametrize("size", [(390, 844), (844, 390)], ids=["portrait", "landscape"])
def test_in_camera_mode_the_count_and_zone_are_big_and_in_view(camera_server, size):
    width, height = size
    browser = sized_driver(width, height, FAKE_CAMERA)
    try:
        camera_distance_view(browser, camera_server, width, height)
        assert not console_errors(browser)
    finally:
        browser.quit()


def camera_distance_view(browser, camera_server, width, height):
    browser.get(camera_server.login_url)
    open_intro(browser, camera_server)
    WebDriverWait(browser, 30).until(
        lambda d: d.find_element(By.CSS_SELECTOR, "[data-source-form]").get_attribute("data-camera-default") == "true")
    click_and_load(browser, browser.find_element(By.ID, "start-live"))
    # Heel slides are done lying: the set-up says where the phone goes, and never "Stand…".
    text = page_text(browser)
    setup = browser.find_element(By.CSS_SELECTOR, "[data-camera]").get_attribute("textContent")
    assert "Lie with your left side towards the device." in setup and "on a chair beside the bed" in setup
    assert "Step back until" not in setup and "Stand this device" not in setup
    WebDriverWait(browser, 30).until(lambda d: panel_value(d, "data-framing") == "ok")
    # In view: the set-up help folds away.
    wait_until(browser, lambda d: d.find_element(By.CSS_SELECTOR, "[data-setup-help]").get_attribute("open") is None,
               30, "the set-up help stayed open with the person in view")
    wait_until(browser, lambda d: d.find_element(By.ID, "live").get_attribute("data-feedback") != "waitingForStart", 30)
    boxes = browser.execute_script("""
        const box = (s) => { const r = document.querySelector(s).getBoundingClientRect();
          return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height}; };
        return {count: box('.live-readout .rep-count'), zone: box('[data-feedback-badge]'),
                stop: box('#pain-stop'), camera: box('[data-camera-view]'),
                vh: window.innerHeight, vw: window.innerWidth};""")
    vh, vw = boxes["vh"], boxes["vw"]
    assert (vw, vh) == (width, height)
    for name in ("count", "zone", "stop"):
        box = boxes[name]
        assert box["top"] >= 0 and box["bottom"] <= vh and box["right"] <= vw, f"{name} not in the viewport: {box}"
    assert boxes["count"]["height"] + boxes["zone"]["height"] >= 0.15 * vh, boxes
    # "Stop — it hurts" is reachable and covers nothing of the camera view.
    stop, camera = boxes["stop"], boxes["camera"]
    assert stop["bottom"] <= camera["top"] or stop["right"] <= camera["left"] or stop["top"] >= camera["bottom"], boxes
    assert len(visible_feedback(browser)) == 1
    os.makedirs(SCREENSHOTS, exist_ok=True)
    browser.save_screenshot(os.path.join(SCREENSHOTS, f"test_live_distance_{width}x{height}.png"))
    # Nobody for a while (the scripted estimator): lost, the help opens again, one message.
    WebDriverWait(browser, 30).until(lambda d: panel_value(d, "data-framing") == "lost")
    wait_until(browser, lambda d: d.find_element(By.CSS_SELECTOR, "[data-setup-help]").get_attribute("open") is not None,
               30, "the set-up help did not come back when the person left the view")
    wait_until(browser, lambda d: d.find_element(By.ID, "live").get_attribute("data-feedback") == "lost", 30)
    assert "I can't see you" in browser.find_element(By.CSS_SELECTOR, "[data-zone-text]").text
    assert len(visible_feedback(browser)) == 1
    browser.save_screenshot(os.path.join(SCREENSHOTS, f"test_live_distance_lost_{width}x{height}.png"))


# Each feedback state the server names, its tone and its sentence for Heel Slides (the page's table),
# drawn from a message the server sent (state-holding.json) with the state swapped for each.
STATES = [
    ("waitingForStart", "neutral", "Lie back with your leg straight, then hold still."),
    ("moving", "below", "Below target — keep going"),
    ("holding", "in", "In target — hold it there"),
    ("holdDone", "in", "Hold done — return slowly"),
    ("pastTarget", "beyond", "Past target — ease back"),
    ("returning", "neutral", "Return slowly to the start"),
    ("resting", "neutral", "Rest — start the next rep when ready"),
    ("setDone", "in", "Set done — well done"),
    ("lost", "lost", "Tracking lost — check the sensor"),
]


@pytest.mark.clock("2026-11-23T13:30:00Z")
def test_each_feedback_state_shows_one_message_and_one_colour(browser, server):
    browser.axe_source = open(AXE, encoding="utf-8").read()
    quiet_socket(browser)
    open_intro(browser, server)
    start_live(browser, "slider")
    for name, tone, message in STATES:
        deliver(browser, "state-holding.json", feedback=name)
        assert browser.find_element(By.CSS_SELECTOR, "[data-zone-text]").text == message, name
        assert browser.find_element(By.CSS_SELECTOR, "[data-feedback-badge]").get_attribute("data-zone") == tone, name
        assert browser.find_element(By.ID, "live").get_attribute("data-tone") == tone, name
        assert visible_feedback(browser) == [message], name
        if name in ("waitingForStart", "holdDone", "pastTarget", "lost"):
            problems = check_page(browser, f"live page ({name})")  # axe in light, dark and 200 % text
            assert not problems, problems
    browser.save_screenshot(os.path.join(SCREENSHOTS, "test_live_state_lost.png"))
    # The socket closing is "paused", said by the page itself.
    browser.execute_script("window.__socket.readyState = 3; window.__socket.dispatchEvent(new Event('close'))")
    assert visible_feedback(browser) == ["Paused — reconnecting…"]


@pytest.mark.clock("2026-11-23T13:30:00Z")
def test_the_real_engine_never_shows_two_messages(browser, server):
    open_intro(browser, server)
    start_live(browser, "slider")
    browser.execute_script(SET_SLIDER, 10)
    wait_text(browser, "[data-tracking-text]", "Tracking")
    wait_angle(browser, 10)
    glide(browser, 10, 88, 1.2)
    wait_text(browser, "[data-zone-text]", "In target — hold it there")
    wait_text(browser, "[data-zone-text]", "Hold done — return slowly", timeout=30)
    assert visible_feedback(browser) == ["Hold done — return slowly"]
    # At 120° on an 80–95° exercise after the hold: only "ease back" (issue 20).
    glide(browser, 88, 120, 0.6)
    wait_text(browser, "[data-zone-text]", "Past target — ease back")
    assert visible_feedback(browser) == ["Past target — ease back"]
    assert "Best so far" not in page_text(browser)
    browser.save_screenshot(os.path.join(SCREENSHOTS, "test_live_past_target.png"))
    glide(browser, 120, 10, 1.2)
    wait_count(browser, "Rep 1 of 10")
    # Resting after a good rep: neutral, never "Below target".
    wait_text(browser, "[data-zone-text]", "Rest — start the next rep when ready")
    assert browser.find_element(By.CSS_SELECTOR, "[data-feedback-badge]").get_attribute("data-zone") == "neutral"
    assert visible_feedback(browser) == ["Rest — start the next rep when ready"]


@pytest.mark.clock("2026-11-23T13:30:00Z")
def test_sets_show_the_set_a_rest_timer_and_a_summary_per_set(browser, server):
    browser.axe_source = open(AXE, encoding="utf-8").read()
    quiet_socket(browser)
    open_intro(browser, server)
    start_live(browser, "slider")
    assert browser.find_element(By.ID, "live").get_attribute("data-sets") == "3"
    deliver(browser, "state-holding.json")
    assert browser.find_element(By.CSS_SELECTOR, "[data-set-label]").text == "Set 1 of 2"  # the server's sets
    deliver(browser, "state-rest.json")
    rest = browser.find_element(By.CSS_SELECTOR, ".rest-timer")
    assert rest.is_displayed()
    assert browser.find_element(By.CSS_SELECTOR, "[data-zone-text]").text.startswith("Rest — next set in ")
    browser.save_screenshot(os.path.join(SCREENSHOTS, "test_live_rest_between_sets.png"))
    problems = check_page(browser, "live page (rest between sets)")
    assert not problems, problems
    tap(browser, browser.find_element(By.CSS_SELECTOR, "[data-next-set]"))
    wait_until(browser, lambda d: any('"type":"nextSet"' in m for m in d.execute_script("return window.__sent")), 10,
               "Start the next set now did not send nextSet")
    deliver(browser, "state-next-set.json")
    assert not rest.is_displayed()
    assert browser.find_element(By.CSS_SELECTOR, "[data-set-label]").text == "Set 2 of 2"
    assert browser.find_element(By.CSS_SELECTOR, "[data-set-summaries]").text.startswith("Set 1: 2 of 2 reps")
    deliver(browser, "state-session-done.json")
    assert visible_feedback(browser) == []  # "Well done — 2 sets of 2" is the page's, not the table's
    assert browser.find_element(By.CSS_SELECTOR, "[data-zone-text]").text == "Well done — 2 sets of 2"
    assert "See your summary now" in browser.find_element(By.ID, "end-session").text


@pytest.mark.clock("2026-11-23T13:30:00Z")
def test_cues_are_quiet_by_default_opt_in_remembered_and_spoken_by_a_local_voice_only(browser, server):
    stub_speech(browser)
    open_intro(browser, server)
    toggle = browser.find_element(By.CSS_SELECTOR, "[data-cues-toggle]")
    wait_until(browser, lambda d: toggle.get_attribute("aria-pressed") == "false", 10)
    start_live(browser, "slider")
    browser.execute_script(SET_SLIDER, 10)
    wait_text(browser, "[data-tracking-text]", "Tracking")
    glide(browser, 10, 88, 1.0)
    wait_text(browser, "[data-zone-text]", "In target")
    assert browser.execute_script("return window.__spoken") == []  # quiet by default
    # Turned on here; remembered for the person (the setting), so the page opens with it on.
    tap(browser, browser.find_element(By.CSS_SELECTOR, "#live [data-cues-toggle]"))
    wait_text(browser, "[data-cues-text]", "Sound and vibration: on")
    glide(browser, 88, 10, 1.0)
    browser.refresh()
    wait_until(browser, lambda d: d.find_element(By.CSS_SELECTOR, "[data-cues-toggle]").get_attribute("aria-pressed") == "true",
               10, "the cues setting was not remembered")
    wait_until(browser, lambda d: d.find_element(By.ID, "live").get_attribute("data-connected") == "true", 30)
    browser.execute_script(SET_SLIDER, 10)
    wait_angle(browser, 10)
    glide(browser, 10, 88, 1.0)
    wait_text(browser, "[data-zone-text]", "Hold done — return slowly", timeout=30)
    glide(browser, 88, 120, 0.6)
    wait_text(browser, "[data-zone-text]", "Past target")
    glide(browser, 120, 10, 1.2)
    wait_count(browser, "Rep 1 of 10")
    spoken = browser.execute_script("return window.__spoken")
    words = [entry["text"] for entry in spoken]
    assert "Hold" in words and "Done. Return slowly." in words and "Ease back" in words and "1" in words, words
    assert words.index("Hold") < words.index("Done. Return slowly.") < words.index("Ease back") < words.index("1")
    assert {entry["voice"] for entry in spoken} == {"Device voice"}  # never the cloud voice
    assert browser.execute_script("return window.__vibrations.length") > 0
    # Lost and found again (the server's messages, handed in through the page's socket).
    deliver(browser, "state-tracking-lost.json")
    deliver(browser, "state-holding.json", feedback="resting")
    words = [entry["text"] for entry in browser.execute_script("return window.__spoken")]
    assert words[-2:] == ["I can't see you", "Got you"], words


@pytest.mark.clock("2026-11-23T13:30:00Z")
def test_with_no_local_voice_the_cues_are_tones_only(browser, server):
    quiet_socket(browser)
    stub_speech(browser, "[{name: 'Cloud voice', lang: 'en-US', localService: false}]")
    open_intro(browser, server)
    start_live(browser, "slider")
    tap(browser, browser.find_element(By.CSS_SELECTOR, "#live [data-cues-toggle]"))
    wait_text(browser, "[data-cues-text]", "Sound and vibration: on")
    deliver(browser, "state-holding.json", feedback="pastTarget")
    assert browser.execute_script("return window.__spoken") == []
    # The page says so, beside the toggle.
    note = browser.find_element(By.CSS_SELECTOR, "#live [data-no-voice]")
    wait_until(browser, lambda d: note.is_displayed(), 10, "the page never said there is no voice")
    assert note.text == "No voice on this device — tones and vibration only"
    assert browser.find_element(By.ID, "live").get_attribute("data-last-tone") == "warn"
    assert browser.execute_script("return window.__vibrations.length") > 0


@pytest.mark.clock("2026-11-23T13:30:00Z")
def test_leaving_a_running_set_asks_first(browser, server):
    open_intro(browser, server)
    start_live(browser, "slider")
    browser.execute_script(SET_SLIDER, 10)
    wait_text(browser, "[data-tracking-text]", "Tracking")
    glide(browser, 10, 60, 0.6)
    wait_until(browser, lambda d: d.find_element(By.ID, "live").get_attribute("data-running") == "true", 20)
    here = browser.current_url
    # The tab bar stepped aside on the live page; the way out is the back link under the readout.
    assert not browser.find_element(By.CSS_SELECTOR, ".tabbar").is_displayed()
    home = browser.find_element(By.PARTIAL_LINK_TEXT, "Change how to measure")
    browser.execute_script("arguments[0].click()", home)
    alert = WebDriverWait(browser, 10).until(lambda d: d.switch_to.alert)
    assert "Leave this set?" in alert.text and "kept" in alert.text
    alert.dismiss()
    assert browser.current_url == here
    browser.execute_script("arguments[0].click()", home)
    WebDriverWait(browser, 10).until(lambda d: d.switch_to.alert).accept()
    wait_until(browser, lambda d: d.current_url != here, 20)


@pytest.mark.clock("2026-11-23T13:30:00Z")
def test_after_a_pain_stop_no_feeling_is_asked_or_saved(browser, server):
    open_intro(browser, server)
    start_live(browser, "slider")
    click_and_load(browser, browser.find_element(By.ID, "pain-stop"))
    text = page_text(browser)
    assert "Stopped because it hurt" in text and "How did it feel?" not in text
    assert not browser.find_elements(By.CSS_SELECTOR, "input[name=feeling]")
    click_and_load(browser, browser.find_element(By.ID, "save-session"))
    assert "Saved" in page_text(browser) and "It felt" not in page_text(browser)


def wake_lock(driver):
    live = driver.find_element(By.ID, "live")
    return live.get_attribute("data-wake-lock"), int(live.get_attribute("data-wake-locks") or 0)


def test_the_screen_stays_on_while_the_session_is_live_and_again_after_the_page_comes_back(browser, server):
    """A phone on the floor or strapped to a leg isn't touched for minutes: the page keeps the screen on
    (Screen Wake Lock), and takes the lock again when the page is back after being hidden (the browser
    lets it go then)."""
    open_intro(browser, server)
    start_live(browser, "slider")
    wait_until(browser, lambda d: wake_lock(d) == ("held", 1), 10, message="the screen lock wasn't taken")
    assert not browser.find_element(By.CSS_SELECTOR, "[data-wake-note]").is_displayed()
    held = browser.execute_async_script(
        "const done = arguments[0]; navigator.permissions.query({name: 'screen-wake-lock'}).then(p => done(p.state));")
    assert held == "granted"
    # Another tab in front hides the page (the browser releases the lock), then it comes back.
    live_tab = browser.current_window_handle
    browser.switch_to.new_window("tab")
    browser.get("about:blank")
    browser.switch_to.window(live_tab)
    wait_until(browser, lambda d: wake_lock(d) == ("held", 2), 10, message="the lock wasn't taken again")


def test_where_the_screen_cant_be_kept_on_the_page_says_how_and_asks_again_at_a_tap(browser, server):
    browser.execute_cdp_cmd("Browser.setPermission", {"permission": {"name": "screen-wake-lock"}, "setting": "denied"})
    open_intro(browser, server)
    start_live(browser, "slider")
    wait_until(browser, lambda d: wake_lock(d)[0] == "refused", 10)
    note = browser.find_element(By.CSS_SELECTOR, "[data-wake-note]")
    assert note.is_displayed()
    assert "can't keep your screen on" in note.text and "Auto-Lock or Screen timeout" in note.text
    browser.save_screenshot(os.path.join(SCREENSHOTS, "live-screen-lock-refused.png"))
    # Allowed later (battery saver off): the next tap takes it, and the note goes.
    browser.execute_cdp_cmd("Browser.setPermission", {"permission": {"name": "screen-wake-lock"}, "setting": "granted"})
    tap(browser, browser.find_element(By.CSS_SELECTOR, "[data-cues-toggle]"))
    wait_until(browser, lambda d: wake_lock(d) == ("held", 1), 10)
    assert not note.is_displayed()
