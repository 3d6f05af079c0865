"""The habit coach's daily loop in headless Chromium at 390×844: logging a whole day in the morning
phase and in the evening phase, autosave through a dropped connection, and "I Need Help"."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import click_and_load, page_text, page_time_passes, wait_state, wait_until
from conftest import tap as quick_tap

# The browser's clock (ms since the epoch) at the last tap, kept across same-origin page loads.
LAST_TAP = "return Number(sessionStorage.getItem('physiopoint.test.lastTap') || 0)"
MARK_TAP = "sessionStorage.setItem('physiopoint.test.lastTap', String(performance.timeOrigin + performance.now()))"
NOW = "return performance.timeOrigin + performance.now()"


def tap(driver, element):
    """A tap at a person's pace: Chromium's touch emulation reads two taps within about half a
    second as a double-tap gesture, and the second one then focuses without taking typed keys.
    So it waits until 600 ms have passed since the last tap on the browser's clock, the one the
    gesture detector reads, rather than the test's."""
    last = driver.execute_script(LAST_TAP)
    wait_until(driver, lambda d: d.execute_script(NOW) - last >= 600, 10, "the browser's clock stood still")
    quick_tap(driver, element)
    driver.execute_script(MARK_TAP)

MORNING = "2026-11-23T13:30:00Z"  # 08:30 in Toronto: the day phase
EVENING = "2026-11-23T23:30:00Z"  # 18:30 in Toronto: the evening phase


def card(driver, anchor):
    return driver.find_element(By.ID, anchor)


def wait_saved(driver, element, timeout=30):
    """Waits until the card says it saved, finding its status again on each try."""
    wait_state(driver, f"[id='{element.get_attribute('id')}'] [data-save-status]", "data-state", "saved", timeout)


def open_habits(driver):
    """Signed in on Home (behind the first-launch coach mark): go to the Habits tab."""
    driver.get(driver.current_url.split("/", 3)[:3] and "/".join(driver.current_url.split("/", 3)[:3]) + "/today")
    assert driver.find_element(By.CSS_SELECTOR, ".tabbar a[href='/today']").get_attribute("aria-current") == "page"


class Interactions:
    """Counts what a person does (taps and typed fields) and checks it all happens on one screen."""

    def __init__(self, driver, element):
        self.driver = driver
        self.element = element
        self.count = 0
        self.page = driver.find_element(By.TAG_NAME, "html")

    def tap(self, target):
        tap(self.driver, target)
        self.count += 1

    def type(self, target, text):
        tap(self.driver, target)
        target.send_keys(text)
        self.count += 1

    def choose(self, target, value):
        # A native picker can't be driven headless; pick the option as the picker would.
        self.driver.execute_script(
            "arguments[0].scrollIntoView({block: 'center'}); arguments[0].focus(); arguments[0].value = arguments[1];"
            "arguments[0].dispatchEvent(new Event('input', {bubbles: true}));"
            "arguments[0].dispatchEvent(new Event('change', {bubbles: true}));", target, value)
        assert Select(target).first_selected_option.get_attribute("value") == value
        self.count += 1

    def assert_one_screen(self):
        height = self.driver.execute_script("return arguments[0].getBoundingClientRect().height", self.element)
        viewport = self.driver.execute_script("return window.innerHeight")
        assert height <= viewport, f"the card is {height}px tall, the screen {viewport}px"
        # Still the same document: nothing navigated away.
        assert self.page.tag_name == "html"


@pytest.mark.clock(MORNING)
def test_log_a_whole_day_in_the_morning_phase(browser, server):
    open_habits(browser)
    # The page opens on Today: its heading is at the top of the screen, past days above it.
    top = browser.execute_script("return document.getElementById('today').getBoundingClientRect().top")
    assert -5 <= top <= 120
    text = page_text(browser)
    assert "Sun • Nov 22" in text and "Mon • Nov 16" in text
    morning = card(browser, "2026-11-23-morning-focus")
    assert morning.get_attribute("open") is not None
    assert card(browser, "2026-11-23-last-nights-prep").get_attribute("open") is None
    assert "is-dimmed" in card(browser, "2026-11-23-last-nights-prep").get_attribute("class")
    assert card(browser, "2026-11-23-end-of-day").get_attribute("open") is None
    assert "Last Night’s Prep (for Today)" in text and "Prep Tonight (for Tomorrow)" in text
    assert not morning.find_element(By.CSS_SELECTOR, "[data-save-button]").is_displayed()  # autosave instead

    # Morning Focus: five interactions, all on one screen.
    focus = Interactions(browser, morning)
    focus.assert_one_screen()
    focus.type(morning.find_element(By.NAME, "myWhy"), "Energy to play with my kids")
    focus.choose(morning.find_element(By.NAME, "challenge"), "sugary_drinks")
    focus.type(morning.find_element(By.NAME, "swap"), "Sparkling water with lime")
    focus.type(morning.find_element(By.NAME, "willDo"), "drink sparkling water")
    focus.type(morning.find_element(By.NAME, "insteadOf"), "cola at lunch")
    wait_saved(browser, morning)
    focus.assert_one_screen()
    assert focus.count == 5

    # Tonight's cards are there too: check in early and prep for tomorrow.
    check_in = card(browser, "2026-11-23-end-of-day")
    tap(browser, check_in.find_element(By.TAG_NAME, "summary"))
    tap(browser, check_in.find_element(By.CSS_SELECTOR, "input[name='followedSwap'][value='yes']"))
    feeling = check_in.find_element(By.NAME, "feeling")
    tap(browser, feeling)
    feeling.send_keys("Proud of lunch")
    wait_saved(browser, check_in)

    prep = card(browser, "2026-11-24-prep-tonight")
    night = Interactions(browser, prep)
    night.tap(prep.find_element(By.TAG_NAME, "summary"))
    night.tap(prep.find_element(By.CSS_SELECTOR, "input[value='water-ready']"))
    night.tap(prep.find_element(By.CSS_SELECTOR, "input[value='prep-produce']"))
    night.type(prep.find_element(By.NAME, "other"), "Gym bag by the door")
    wait_saved(browser, prep)
    night.assert_one_screen()
    assert night.count == 4

    # Everything is on the server.
    status, today = server.api("GET", "/api/v1/habits/entries/2026-11-23")
    assert status == 200
    assert today["morningFocus"]["challenge"] == "sugary_drinks"
    assert today["morningFocus"]["swap"] == "Sparkling water with lime"
    assert today["morningFocus"]["insteadOf"] == "cola at lunch"
    assert today["endOfDay"]["followedSwap"] is True
    _, tomorrow = server.api("GET", "/api/v1/habits/entries/2026-11-24")
    assert [item["id"] for item in tomorrow["nightPrep"]["checkedItems"]] == ["prep-produce", "water-ready"]

    # A reload shows what was saved, and the streak has started.
    browser.refresh()
    assert card(browser, "2026-11-23-morning-focus").find_element(By.NAME, "swap").get_attribute("value") == "Sparkling water with lime"
    assert "1-day streak" in page_text(browser)


@pytest.mark.clock(EVENING)
def test_log_a_whole_day_in_the_evening_phase(browser, server):
    # End-of-Day asks "Did I follow my swap" only on a day with a swap (issue 22).
    assert server.api("PUT", "/api/v1/habits/entries/2026-11-23/morning-focus", {"swap": "Fruit after dinner"})[0] == 200
    open_habits(browser)
    assert card(browser, "2026-11-23-end-of-day").get_attribute("open") is not None
    prep = card(browser, "2026-11-24-prep-tonight")
    assert prep.get_attribute("open") is not None
    morning = card(browser, "2026-11-23-morning-focus")
    assert morning.get_attribute("open") is None
    assert "is-dimmed" in morning.get_attribute("class")
    assert "I Need Help" in page_text(browser)

    # Night Prep: four interactions on one screen, no navigation.
    night = Interactions(browser, prep)
    night.assert_one_screen()
    for item in ["sticky-notes", "water-ready", "breakfast-ready"]:
        night.tap(prep.find_element(By.CSS_SELECTOR, f"input[value='{item}']"))
    night.type(prep.find_element(By.NAME, "other"), "Lunch in the fridge")
    wait_saved(browser, prep)
    night.assert_one_screen()
    assert night.count == 4

    check_in = card(browser, "2026-11-23-end-of-day")
    tap(browser, check_in.find_element(By.CSS_SELECTOR, "input[name='followedSwap'][value='no']"))
    way = check_in.find_element(By.NAME, "gotInTheWay")
    tap(browser, way)
    way.send_keys("Office birthday cake")
    wait_saved(browser, check_in)

    # The morning card still opens and saves, for a late log.
    focus = Interactions(browser, morning)
    focus.tap(morning.find_element(By.TAG_NAME, "summary"))
    focus.type(morning.find_element(By.NAME, "myWhy"), "Feel good in my clothes")
    focus.choose(morning.find_element(By.NAME, "challenge"), "other")
    other = morning.find_element(By.NAME, "challengeOther")
    assert other.is_displayed()
    focus.type(other, "Office cake")
    wait_saved(browser, morning)
    focus.assert_one_screen()

    _, tomorrow = server.api("GET", "/api/v1/habits/entries/2026-11-24")
    assert [item["id"] for item in tomorrow["nightPrep"]["checkedItems"]] == ["sticky-notes", "water-ready", "breakfast-ready"]
    assert tomorrow["nightPrep"]["other"] == "Lunch in the fridge"
    _, today = server.api("GET", "/api/v1/habits/entries/2026-11-23")
    assert today["endOfDay"] == {"followedSwap": False, "feeling": "", "gotInTheWay": "Office birthday cake"}
    assert today["morningFocus"]["challengeOther"] == "Office cake"


@pytest.mark.clock(MORNING)
def test_autosave_says_so_and_syncs_when_the_connection_is_back(browser, server):
    open_habits(browser)
    morning = card(browser, "2026-11-23-morning-focus")
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.emulateNetworkConditions",
                            {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    swap = morning.find_element(By.NAME, "swap")
    tap(browser, swap)
    swap.send_keys("Walk after lunch")
    status = morning.find_element(By.CSS_SELECTOR, "[data-save-status]")
    # Offline, the change waits in the phone's queue (offline.js) instead of being lost.
    WebDriverWait(browser, 30).until(lambda d: "Saved on this phone, will sync" in status.text)
    assert server.api("GET", "/api/v1/habits/entries/2026-11-23")[1]["morningFocus"]["swap"] == ""
    browser.execute_cdp_cmd("Network.emulateNetworkConditions",
                            {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    wait_saved(browser, morning, timeout=30)
    assert server.api("GET", "/api/v1/habits/entries/2026-11-23")[1]["morningFocus"]["swap"] == "Walk after lunch"
    browser.get_log("browser")  # the failed requests while offline were the point of the test


@pytest.mark.clock(MORNING)
def test_i_need_help_saves_a_tagged_note(browser, server):
    open_habits(browser)
    click_and_load(browser, browser.find_element(By.ID, "need-help"))
    text = page_text(browser)
    for title in ["Stress / Emotional", "Habit / Automatic", "Physical / Biological", "Other / Not Sure"]:
        assert title in text

    # Stress: the 2-minute grounding timer runs.
    click_and_load(browser, browser.find_element(By.CSS_SELECTOR, "a[href='/help/stress']"))
    tap(browser, browser.find_element(By.CSS_SELECTOR, "input[name='action'][value='grounding']"))
    timer = browser.find_element(By.CSS_SELECTOR, "[data-timer]")
    assert timer.is_displayed()
    assert timer.find_element(By.CSS_SELECTOR, "[data-timer-display]").text == "2:00"
    tap(browser, timer.find_element(By.CSS_SELECTOR, "[data-timer-start]"))
    WebDriverWait(browser, 30).until(lambda d: timer.find_element(By.CSS_SELECTOR, "[data-timer-display]").text == "1:59")
    browser.back()

    # Habit: a swap, the trigger question, a note, saved and tagged.
    WebDriverWait(browser, 30).until(lambda d: d.current_url.endswith("/help"))
    click_and_load(browser, browser.find_element(By.CSS_SELECTOR, "a[href='/help/habit']"))
    assert "Is it a time or place trigger?" in page_text(browser)
    tap(browser, browser.find_element(By.CSS_SELECTOR, "input[name='action'][value='gum']"))
    tap(browser, browser.find_element(By.CSS_SELECTOR, "input[name='answer'][value='time']"))
    note = browser.find_element(By.NAME, "text")
    tap(browser, note)
    note.send_keys("4 pm slump at my desk")
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-recorder]")  # "Keep audio" is off
    click_and_load(browser, browser.find_element(By.ID, "save-note"))
    assert browser.current_url.split("?")[0].endswith("/today")
    assert "Note saved" in page_text(browser)

    click_and_load(browser, browser.find_element(By.CSS_SELECTOR, ".habit-nav a[href='/history']"))
    notes = browser.find_element(By.CSS_SELECTOR, ".note-list").text
    assert "HABIT / AUTOMATIC" in notes.upper() and "4 pm slump at my desk" in notes and "Tried: Chew gum" in notes
    assert "Time — it’s the usual time" in notes
    # A help note is a logged action: the streak has begun.
    assert browser.find_element(By.ID, "current-streak").text == "1-day streak"


@pytest.mark.clock(MORNING)
def test_voice_note_recorder_appears_only_when_keep_audio_is_on(browser, server):
    browser.get(server.base + "/help/other")
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-recorder]")
    browser.get(server.base + "/habits/settings")
    tap(browser, browser.find_element(By.ID, "keep-audio"))
    click_and_load(browser, browser.find_element(By.CSS_SELECTOR, ".settings-form button[type=submit]"))
    assert "Settings saved" in page_text(browser)
    browser.get(server.base + "/help/other")
    recorder = browser.find_element(By.CSS_SELECTOR, "[data-recorder]")
    assert "Record a voice note" in recorder.text
    assert "Audio stays on this machine" in recorder.text


def _driver_with_fake_microphone():
    """Like the shared browser fixture, plus Chromium's fake microphone (a steady tone)."""
    import shutil as _shutil
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=390,844", "--disable-dev-shm-usage",
                     "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"]:
        options.add_argument(argument)
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 1}})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(_shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)


@pytest.mark.clock(MORNING)
def test_a_voice_note_is_recorded_kept_and_played_back(server):
    assert server.api("GET", "/api/v1/habits/progress")[0] == 200
    driver = _driver_with_fake_microphone()
    try:
        driver.get(server.login_url)
        driver.get(server.base + "/habits/settings")
        tap(driver, driver.find_element(By.ID, "keep-audio"))
        click_and_load(driver, driver.find_element(By.CSS_SELECTOR, ".settings-form button[type=submit]"))
        driver.get(server.base + "/help/stress")
        tap(driver, driver.find_element(By.CSS_SELECTOR, "input[name='action'][value='journal']"))
        text = driver.find_element(By.NAME, "text")
        text.send_keys("Deadline panic")
        tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-record]"))
        stop = driver.find_element(By.CSS_SELECTOR, "[data-stop]")
        WebDriverWait(driver, 30).until(lambda d: stop.is_displayed())
        status = driver.find_element(By.CSS_SELECTOR, "[data-recorder-status]")
        WebDriverWait(driver, 30).until(lambda d: "Recording" in status.text)
        page_time_passes(driver, 1.5)  # a voice note one and a half seconds long
        tap(driver, stop)
        status = driver.find_element(By.CSS_SELECTOR, "[data-recorder-status]")
        WebDriverWait(driver, 30).until(lambda d: "Voice note ready" in status.text)
        assert driver.find_element(By.CSS_SELECTOR, "[data-preview]").is_displayed()
        tap(driver, driver.find_element(By.ID, "save-note"))
        WebDriverWait(driver, 30).until(lambda d: "notice=note-saved" in d.current_url)
        driver.get(server.base + "/history")
        audio = driver.find_element(By.CSS_SELECTOR, ".note-list audio")
        source = audio.get_attribute("src")
        assert "/help/notes/" in source and source.endswith("/audio")
        # The recording is served back to the signed-in owner, and goes into the export.
        size = driver.execute_script(
            "return fetch(arguments[0]).then(r => r.ok ? r.arrayBuffer() : null).then(b => b && b.byteLength)", source)
        assert size and size > 100
        assert [e for e in driver.get_log("browser") if e["level"] == "SEVERE"] == []
    finally:
        driver.quit()
    import json as _json, urllib.request
    token = server.login_url.split("token=")[1]
    with urllib.request.urlopen(urllib.request.Request(server.base + "/api/v1/export", headers={"Authorization": f"Bearer {token}"})) as response:
        archive = _json.loads(response.read())
    notes = archive["parts"]["habits"]["cravingNotes"]
    assert notes[0]["text"] == "Deadline panic" and notes[0]["audio"]["mimeType"].startswith("audio/")
    assert archive["parts"]["habits"]["audio"][0]["noteId"] == notes[0]["id"]
