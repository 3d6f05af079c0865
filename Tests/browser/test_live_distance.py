"""Issue 35, the distance view measured: the live page read from 3 m with the phone on the floor.

The page draws the messages the server really sends: the Swift tests write them to
Tests/Fixtures/live-messages/ (LiveMessageFixtureTests), and a stand-in socket hands them to the page
as the server's socket would. Then the page is measured, not snapshotted, at 390×844 and at 320 px
wide, each with the text at 100 % and at 200 % (Chromium's default font size doubled, as a phone's
text-size setting does), and turned sideways (844×390):

- the rep number dominates: at least 120 CSS px, "3 / 5" with the number the largest text on the page;
- the feedback state as a word of at least 40 px; the hold as a bar at least 24 px thick;
- none of these shrink at 200 % text;
- "Stop — it hurts" is wholly on screen, the first thing a tap at its centre reaches, at the top and
  after scrolling to the end; the header and the tab bar have stepped aside;
- `layout_checks.layout_problems` finds nothing (no sideways scroll, nothing spilling, no overlaps).

Between sets the page says "Rest — next set in 0:45", and after the last set "Well done — 2 sets of 2"
and asks the server to end the session, so the summary opens by itself.
"""
import json
import os
import re

import pytest
from selenium.webdriver.common.by import By

from conftest import SCREENSHOTS, click_and_load, page_text, page_time_passes, shown_count, tap, wait_count, wait_text, wait_until
from layout_checks import layout_problems, make_sized_driver, root_font_size
from test_guided_session import SET_SLIDER, glide, start_live
from test_real_camera import call

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
MESSAGES = os.path.join(ROOT, "Tests", "Fixtures", "live-messages")

# A socket that connects and records what the page sends; `window.__socket.deliver(text)` hands the
# page a message as the server's socket would. Installed before the page's scripts run.
FAKE_SOCKET = """
window.__sent = [];
class FakeSocket extends EventTarget {
  constructor(url) { super(); this.url = url; this.readyState = 0; window.__socket = this;
    setTimeout(() => { this.readyState = 1; this.dispatchEvent(new Event('open')); }, 10); }
  send(data) { window.__sent.push(typeof data === 'string' ? data : '[binary]'); }
  close() {}
  deliver(text) { this.dispatchEvent(new MessageEvent('message', {data: text})); }
}
FakeSocket.CONNECTING = 0; FakeSocket.OPEN = 1; FakeSocket.CLOSING = 2; FakeSocket.CLOSED = 3;
window.WebSocket = FakeSocket;
"""


def message(name, **changes):
    """One message as the server's socket sends it (one line of JSON), from the Swift-written fixtures;
    `changes` replace top-level fields with other values the server sends (`feedback="pastTarget"`)."""
    with open(os.path.join(MESSAGES, name), encoding="utf-8") as file:
        text = file.read().strip()
    parsed = json.loads(text)  # a fixture that isn't JSON fails here, not in the page
    if not changes:
        return text
    for key, value in changes.items():
        assert key in parsed, f"{name} has no {key}: a change may only swap a value the server sends"
        parsed[key] = value
    return json.dumps(parsed)


# Hands the page a message through its own socket object (the stand-in, or the real WebSocket), as
# the socket's "message" event: the page's one way in. The socket is reached through live.js's API.
DELIVER = """
const [text, done] = arguments;
const src = document.querySelector('script[src*="/live.js"]').src;
import(src).then((live) => {
  live.livePage.state.socket.dispatchEvent(new MessageEvent('message', {data: text}));
  done(true);
}, (error) => done(String(error)));
"""


def deliver(driver, name, **changes):
    assert driver.execute_async_script(DELIVER, message(name, **changes)) is True


def open_live(driver, server):
    """A Mini Squats plan with a clinician's numbers (as the fixtures' session), then its live page on the
    demo slider, its socket the stand-in."""
    status, plan = server.api("POST", "/api/v1/plans", {"conditionId": "knee-weakness", "name": "Knee"})
    assert status == 201
    status, today = server.api("GET", "/api/v1/today")
    session = next(s for s in today["sessions"] if s["planId"] == plan["id"])
    base = f"/plans/{session['planId']}/sessions/{session['slotId']}/exercises/mini-squats"
    status, _, body = call(server, "POST", f"/plans/{session['planId']}/exercises/mini-squats",
                           {"lower": 20, "upper": 40, "hold": 1, "reps": 2, "sets": 2, "side": "", "setBy": "clinician", "note": ""})
    assert status == 303, body.decode()[:300]
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FAKE_SOCKET})
    driver.get(server.login_url)
    driver.get(server.base + base + "/start")
    driver.execute_script("arguments[0].click()", driver.find_element(By.CSS_SELECTOR, "input[name=source][value=slider]"))
    # The intro is not what is measured here: its form is sent as a tap on Start would send it.
    driver.execute_script("document.querySelector('[data-source-form]').requestSubmit()")
    wait_until(driver, lambda d: "/live/" in d.current_url and d.find_element(By.ID, "live").get_attribute("data-connected") == "true")


MEASURE = """
const box = (e) => { const r = e.getBoundingClientRect(); return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height}; };
const size = (e) => parseFloat(getComputedStyle(e).fontSize);
const q = (s) => document.querySelector(s);
const stop = q('#pain-stop');
const s = box(stop);
const at = document.elementFromPoint(s.left + s.width / 2, s.top + s.height / 2);
// The largest text on the page other than the rep number.
let largestOther = 0;
for (const e of document.querySelectorAll('body *')) {
  if (e.closest('[data-rep-now], template, script, style, .visually-hidden, [hidden]') || !e.getClientRects().length) continue;
  if (![...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
  largestOther = Math.max(largestOther, size(e));
}
const shown = (sel) => { const e = q(sel); return Boolean(e) && e.getClientRects().length > 0 && getComputedStyle(e).display !== 'none'; };
return {
  vw: innerWidth, vh: innerHeight,
  number: size(q('[data-rep-now]')), numberBox: box(q('[data-rep-now]')), of: size(q('.rep-of')), largestOther,
  word: size(q('[data-zone-word]')), wordBox: box(q('[data-zone-word]')),
  hold: q('[data-hold-row]').hidden ? null : box(q('[data-hold-bar]')),
  stop: s, stopReached: at !== null && (at === stop || stop.contains(at)),
  readout: box(q('[data-readout]')), live: box(q('#live')), scrolled: scrollY,
  header: shown('.topbar'), tabbar: shown('.tabbar'),
  count: q('.rep-figure').textContent.replace(/\\s+/g, ' ').trim(),
};
"""


def measure(driver):
    return driver.execute_script(MEASURE)


def on_screen(box, vw, vh):
    return box["left"] >= -0.5 and box["top"] >= -0.5 and box["right"] <= vw + 0.5 and box["bottom"] <= vh + 0.5


def check_stop(driver, where):
    m = measure(driver)
    assert on_screen(m["stop"], m["vw"], m["vh"]), \
        f"'Stop — it hurts' is not wholly on screen {where}: {m['stop']} in {m['vw']}×{m['vh']} (readout {m['readout']}, page {m['live']}, scrolled {m['scrolled']})"
    assert m["stopReached"], f"a tap at the centre of 'Stop — it hurts' reaches something else {where}"
    return m


def view_at(driver, name):
    """The page after `name`, measured at the top and at the end of the page."""
    deliver(driver, name)
    scroll = "window.scrollTo({top: arguments[0], behavior: 'instant'})"
    driver.execute_script(scroll, 0)
    top = check_stop(driver, f"at the top ({name})")
    driver.execute_script(scroll, 10 ** 6)
    check_stop(driver, f"scrolled to the end ({name})")
    driver.execute_script(scroll, 0)
    return top


# (width, height, the smallest rep number and word allowed)
SIZES = {"390x844": (390, 844), "320x640": (320, 640), "844x390": (844, 390)}


@pytest.mark.parametrize("size", list(SIZES))
def test_the_count_state_and_hold_read_from_afar_at_100_and_200_percent_text(server, size):
    width, height = SIZES[size]
    scales = (1, 2) if width < height else (1,)
    figures = {}
    for scale in scales:
        driver = make_sized_driver(width, height, scale)
        try:
            open_live(driver, server)
            assert root_font_size(driver) == 16 * scale
            m = view_at(driver, "state-holding.json")
            assert not m["header"] and not m["tabbar"], "the header and the tab bar stayed on the live page"
            assert m["number"] >= 120 and m["numberBox"]["height"] >= 110, f"the rep number is {m['number']} px ({size}, {scale}×)"
            assert m["number"] > m["of"] and m["number"] > m["largestOther"], m
            assert re.fullmatch(r"\d+ ?/ ?\d+", m["count"]), f"the count reads {m['count']!r}, not '3 / 5'"
            assert m["word"] >= 40, f"the state word is {m['word']} px ({size}, {scale}×)"
            assert m["hold"] and m["hold"]["height"] >= 24 and m["hold"]["width"] >= 0.45 * width, m["hold"]
            # The readout (count, word, hold) is wholly on screen, without scrolling.
            for part in ("numberBox", "wordBox", "hold"):
                assert on_screen(m[part], width, height), f"{part} is not on screen ({size}, {scale}×): {m[part]}"
            problems = layout_problems(driver)
            assert not problems, f"{size} at {scale}×: " + "\n".join(problems)
            figures[scale] = m
            os.makedirs(SCREENSHOTS, exist_ok=True)
            driver.save_screenshot(os.path.join(SCREENSHOTS, f"live-distance-{size}-{scale}x.png"))
            # The other states keep "Stop" on screen and the layout whole.
            for name in ("state-tracking-lost.json", "state-rest.json", "state-session-done.json"):
                m = view_at(driver, name)
                assert m["number"] >= 120 and m["word"] >= 40, (name, m)
                problems = layout_problems(driver)
                assert not problems, f"{size} at {scale}× after {name}: " + "\n".join(problems)
                driver.save_screenshot(os.path.join(SCREENSHOTS, f"live-distance-{size}-{scale}x-{name[:-5]}.png"))
        finally:
            driver.quit()
    if 2 in figures:
        for part in ("number", "word"):
            assert figures[2][part] >= figures[1][part], f"the {part} shrank at 200 % text: {figures[1][part]} → {figures[2][part]}"
        assert figures[2]["hold"]["height"] >= figures[1]["hold"]["height"]


def test_between_sets_the_rest_counts_down_and_after_the_last_set_the_summary_opens_by_itself(server):
    driver = make_sized_driver(390, 844, 1)
    try:
        open_live(driver, server)
        deliver(driver, "state-rep-counted.json")
        assert driver.find_element(By.CSS_SELECTOR, "[data-count-text]").get_attribute("textContent") == "Rep 1 of 2"
        deliver(driver, "state-rest.json")
        line = driver.find_element(By.CSS_SELECTOR, "[data-zone-text]").text
        assert re.fullmatch(r"Rest — next set in \d:\d\d", line), line
        assert driver.find_element(By.CSS_SELECTOR, "[data-zone-word]").text == "Rest"
        assert "start the next rep" not in driver.find_element(By.CSS_SELECTOR, "[data-readout]").text
        assert driver.find_element(By.CSS_SELECTOR, "[data-rest-bar]").is_displayed()
        assert not driver.find_element(By.CSS_SELECTOR, "[data-hold-row]").is_displayed()
        assert driver.find_element(By.CSS_SELECTOR, "[data-next-set]").text == "Start set 2 now"
        # The countdown moves on the page's own clock.
        first = driver.find_element(By.CSS_SELECTOR, "[data-zone-text]").text
        page_time_passes(driver, 1.3)
        assert driver.find_element(By.CSS_SELECTOR, "[data-zone-text]").text != first
        driver.save_screenshot(os.path.join(SCREENSHOTS, "live-rest-between-sets.png"))
        deliver(driver, "state-next-set.json")
        assert driver.find_element(By.CSS_SELECTOR, "[data-set-label]").text == "Set 2 of 2"
        assert not driver.find_element(By.CSS_SELECTOR, "[data-rest-timer]").is_displayed()
        summaries = driver.find_element(By.CSS_SELECTOR, "[data-set-summaries]").text  # the server's setSummaries
        assert summaries.startswith("Set 1: 2 of 2 reps, best 30°"), summaries
        deliver(driver, "state-session-done.json")
        assert driver.find_element(By.CSS_SELECTOR, "[data-zone-word]").text == "Well done"
        assert driver.find_element(By.CSS_SELECTOR, "[data-zone-text]").text == "Well done — 2 sets of 2"
        assert driver.find_element(By.CSS_SELECTOR, "[data-count-text]").get_attribute("textContent") == "Rep 2 of 2"
        assert driver.find_element(By.ID, "live").get_attribute("data-running") == "false"  # leaving asks nothing now
        driver.save_screenshot(os.path.join(SCREENSHOTS, "live-session-done.png"))
        sent = lambda d: [json.loads(m) for m in d.execute_script("return window.__sent") if m.startswith("{")]
        assert not any(m["type"] == "end" for m in sent(driver)), "the session was ended at once, before 'Well done' could be read"
        wait_until(driver, lambda d: any(m["type"] == "end" for m in sent(d)), 15, "the page never asked to end the finished session")
    finally:
        driver.quit()


@pytest.mark.clock("2026-11-23T13:30:00Z")  # 08:30 in Toronto
def test_two_sets_run_themselves_on_the_real_engine_and_the_summary_saves_with_one_tap(browser, server):
    """The slider on the real server: a clinician's 2 × 2 for Heel Slides (60–100°, no hold). Set 1, the
    rest ("Rest — next set in 0:5…", started early with its button), set 2, "Well done — 2 sets of 2"
    and the count stops; the summary opens by itself, one tap on a feeling saves, and the next exercise
    is offered first."""
    status, plan = server.api("POST", "/api/v1/plans", {"conditionId": "knee-limited-flexion", "name": "Knee"})
    assert status == 201
    status, today = server.api("GET", "/api/v1/today")
    session = next(s for s in today["sessions"] if s["planId"] == plan["id"])
    status, _, body = call(server, "POST", f"/plans/{session['planId']}/exercises/heel-slides",
                           {"lower": 60, "upper": 100, "hold": 0, "reps": 2, "sets": 2, "side": "", "setBy": "clinician", "note": ""})
    assert status == 303, body.decode()[:300]
    browser.get(server.base + f"/plans/{session['planId']}/sessions/{session['slotId']}/exercises/heel-slides")
    assert "(set by your clinician)" in browser.find_element(By.CSS_SELECTOR, ".target-card").text
    assert "60°–100°" in browser.find_element(By.CSS_SELECTOR, ".target-card").text
    click_and_load(browser, browser.find_element(By.ID, "start-guided"))
    start_live(browser, "slider")

    def rep(number):
        glide(browser, 10, 85, 0.8)
        glide(browser, 85, 10, 0.8)
        wait_count(browser, f"Rep {number} of 2")

    browser.execute_script(SET_SLIDER, 10)
    wait_text(browser, "[data-tracking-text]", "Tracking")
    rep(1)
    rep(2)
    wait_until(browser, lambda d: d.find_element(By.CSS_SELECTOR, "[data-zone-text]").text.startswith("Rest — next set in "), 20)
    assert re.fullmatch(r"Rest — next set in 0:[0-5]\d|Rest — next set in 1:00", browser.find_element(By.CSS_SELECTOR, "[data-zone-text]").text)
    browser.save_screenshot(os.path.join(SCREENSHOTS, "live-real-rest.png"))
    tap(browser, browser.find_element(By.CSS_SELECTOR, "[data-next-set]"))
    wait_text(browser, "[data-set-label]", "Set 2 of 2")
    wait_count(browser, "Rep 0 of 2")
    wait_text(browser, "[data-set-summaries]", "Set 1: 2 of 2 reps")
    rep(1)
    rep(2)
    wait_text(browser, "[data-zone-text]", "Well done — 2 sets of 2")
    browser.save_screenshot(os.path.join(SCREENSHOTS, "live-real-well-done.png"))
    # Counting has stopped: another movement is no rep 3.
    glide(browser, 10, 85, 0.6)
    glide(browser, 85, 10, 0.6)
    if not browser.current_url.endswith("/summary"):
        assert shown_count(browser) == "Rep 2 of 2"
    wait_until(browser, lambda d: d.current_url.endswith("/summary"), 30, "the summary did not open by itself")
    text = page_text(browser)
    assert "How did it feel?" in text and "Download JSON" not in text
    assert "4 of 4" in browser.find_element(By.ID, "reps").text
    browser.save_screenshot(os.path.join(SCREENSHOTS, "summary-one-tap.png"))
    click_and_load(browser, browser.find_element(By.ID, "feel-easier"))
    text = page_text(browser)
    assert "Saved" in text and "It felt: Easier" in text
    next_exercise = browser.find_element(By.ID, "next-exercise")
    assert "Next: Seated Knee Bends" in next_exercise.text and "primary" in next_exercise.get_attribute("class")
    # The downloads are further down the saved session's page, after the results.
    assert browser.execute_script(
        "return document.getElementById('next-exercise').getBoundingClientRect().top"
        " < [...document.querySelectorAll('a[download]')][0].getBoundingClientRect().top")
    browser.save_screenshot(os.path.join(SCREENSHOTS, "summary-saved-next.png"))
