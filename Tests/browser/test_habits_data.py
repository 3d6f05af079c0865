"""History after several days (server restarted with later clocks on the same data dir), and
export / import of everything: through the Settings page, through the CLI, and a bad file that
must change nothing."""
import json
import os
import shutil
import subprocess
import tempfile

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from conftest import BINARY, Server, click_and_load, page_text, tap, wait_text, wait_until


def focus(server, day, why="Energy for my kids"):
    status, _ = server.api("PUT", f"/api/v1/habits/entries/{day}/morning-focus", {"myWhy": why, "challenge": "sugary_drinks"})
    assert status == 200


def restart(server, start_time, browser):
    """The same data dir, a later clock. The browser leaves the old server's page first: a busy
    browser may still be fetching that page's icons, which would fail once the server has stopped."""
    browser.get("about:blank")
    server.stop()
    later = Server(start_time=start_time, data_dir=server.data_dir).start()
    return later


def assert_only_local(driver):
    """These tests use a second server (another port on this machine), which the fixture's
    one-host check would call foreign: check instead that nothing left 127.0.0.1."""
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            url = message["params"]["request"]["url"]
            assert url.startswith(("http://127.0.0.1:", "data:", "blob:", "about:")), url


def export_bytes(server):
    token = server.login_url.split("token=")[1]
    import urllib.request
    request = urllib.request.Request(server.base + "/api/v1/export", headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request) as response:
        return response.read()


@pytest.mark.clock("2026-11-17T14:00:00Z")  # Tue Nov 17, 09:00 in Toronto
def test_heatmap_and_streak_after_several_days(browser, server):
    focus(server, "2026-11-17")
    # Two more days, each logged "on the day": the server restarts with the clock a day later.
    current = server
    for day, clock in [("2026-11-18", "2026-11-18T14:00:00Z"), ("2026-11-19", "2026-11-19T14:00:00Z")]:
        current = restart(current, clock, browser)
        focus(current, day)
    # Ill on the 20th (paused), back on the 21st and 22nd, Night Prep on the evening of the 22nd.
    current = restart(current, "2026-11-22T23:30:00Z", browser)
    assert current.api("POST", "/api/v1/habits/pauses", {"from": "2026-11-20", "reason": "illness"})[0] == 201
    focus(current, "2026-11-21")
    focus(current, "2026-11-22")
    assert current.api("PUT", "/api/v1/habits/entries/2026-11-23/night-prep", {"items": ["water-ready"]})[0] == 200

    browser.get(current.login_url)
    browser.get(current.base + "/history")
    # Five active days, the pause bridging them: a 5-day streak, earned achievements celebrated.
    assert browser.find_element(By.ID, "current-streak").text == "5-day streak"
    assert browser.find_element(By.ID, "longest-streak").text == "Longest: 5 days"
    assert "5 of 7 days" in browser.find_element(By.ID, "week-ring-label").text
    heatmap = browser.find_element(By.CSS_SELECTOR, ".heatmap")
    assert heatmap.get_attribute("aria-label").startswith("Active on 5 of the last")
    cells = {cell.get_attribute("data-date"): cell for cell in heatmap.find_elements(By.CSS_SELECTOR, ".heat-cell")}
    assert len(cells) == 84
    assert "paused" in cells["2026-11-20"].get_attribute("class")
    assert cells["2026-11-20"].get_attribute("title") == "Fri, Nov 20, 2026: paused (Illness)"
    assert "level-2" in cells["2026-11-22"].get_attribute("class")  # Morning Focus + Night Prep
    assert "is-today" in cells["2026-11-22"].get_attribute("class")
    assert "future" in cells["2026-11-23"].get_attribute("class")
    earned = browser.find_element(By.CSS_SELECTOR, "[data-achievement='streak-3']")
    assert "Earned Thu, Nov 19, 2026" in earned.text  # the day the run reached three, not today

    # Two days later with nothing logged: the streak has ended, the longest is kept.
    current = restart(current, "2026-11-24T20:00:00Z", browser)
    browser.get(current.login_url)
    browser.get(current.base + "/history")
    assert browser.find_element(By.ID, "current-streak").text == "No streak yet"
    assert browser.find_element(By.ID, "longest-streak").text == "Longest: 5 days"
    # Open a past day from the list and edit it.
    link = browser.find_element(By.CSS_SELECTOR, "a[href='/history/2026-11-21']")
    old_page = browser.find_element(By.TAG_NAME, "html")
    browser.execute_script("arguments[0].click()", link)  # a tap can land on a neighbour while the list settles
    WebDriverWait(browser, 30).until(EC.staleness_of(old_page))
    assert "Sat, Nov 21, 2026" in page_text(browser)
    field = browser.find_element(By.CSS_SELECTOR, "[id='2026-11-21-morning-focus'] [name='swap']")
    tap(browser, field)
    field.send_keys("Herbal tea")
    status = browser.find_element(By.CSS_SELECTOR, "[id='2026-11-21-morning-focus'] [data-save-status]")
    WebDriverWait(browser, 30).until(lambda d: status.get_attribute("data-state") == "saved")
    assert current.api("GET", "/api/v1/habits/entries/2026-11-21")[1]["morningFocus"]["swap"] == "Herbal tea"
    current.stop()
    assert_only_local(browser)


def _streak_reached_overnight(server, browser):
    """Sunday evening: two days logged and Monday's Morning Focus written ahead. On Monday morning (a
    restart with a later clock) that makes three days in a row, which no save has recorded yet."""
    focus(server, "2026-11-21")
    focus(server, "2026-11-22")
    focus(server, "2026-11-23")
    current = restart(server, "2026-11-23T14:00:00Z", browser)
    browser.get(current.login_url)
    return current


def _recorded(server):
    return json.loads(export_bytes(server))["parts"]["habits"]["achievements"]["earned"]


@pytest.mark.clock("2026-11-22T23:30:00Z")  # Sun Nov 22, 18:30 in Toronto
def test_a_streak_reached_overnight_is_celebrated_until_got_it_and_recorded_on_its_day(browser, server):
    current = _streak_reached_overnight(server, browser)
    browser.get(current.base + "/today")
    assert "Three days in a row" in wait_text(browser, "[data-celebration]", "3-day streak")
    browser.refresh()  # a visit records nothing, so the celebration isn't lost
    wait_text(browser, "[data-celebration]", "3-day streak")
    assert _recorded(current) == []
    # "Got it": the script posts it and the banner goes, without leaving the page.
    tap(browser, browser.find_element(By.CSS_SELECTOR, "[data-celebration-dismiss] button"))
    wait_until(browser, lambda d: not d.find_elements(By.CSS_SELECTOR, "[data-celebration]"))
    assert browser.current_url == current.base + "/today"
    earned = _recorded(current)
    assert [item["achievement"] for item in earned] == ["streak-3"]
    assert "23" in json.dumps(earned[0]["earnedOn"])  # Monday, the day the run reached three
    browser.refresh()
    wait_until(browser, lambda d: d.find_element(By.ID, "need-help"))
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-celebration]")
    browser.get(current.base + "/history")
    assert "Earned Mon, Nov 23, 2026" in browser.find_element(By.CSS_SELECTOR, "[data-achievement='streak-3']").text
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-celebration]")
    current.stop()
    assert_only_local(browser)


@pytest.mark.clock("2026-11-22T23:30:00Z")
def test_got_it_on_history_works_as_a_plain_form(browser, server):
    current = _streak_reached_overnight(server, browser)
    browser.get(current.base + "/history")
    assert "Earned Mon, Nov 23, 2026" in browser.find_element(By.CSS_SELECTOR, "[data-achievement='streak-3']").text
    # History loads no habits script: "Got it" posts the form and the page comes back without it.
    click_and_load(browser, browser.find_element(By.CSS_SELECTOR, "[data-celebration-dismiss] button"))
    assert browser.current_url == current.base + "/history"
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-celebration]")
    assert [item["achievement"] for item in _recorded(current)] == ["streak-3"]
    browser.get(current.base + "/today")
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-celebration]")
    current.stop()
    assert_only_local(browser)


def _fill(server):
    """A bit of every part: a rehab plan with a done session, habits, a pause, settings."""
    status, plan = server.api("POST", "/api/v1/plans", {"conditionId": "knee-weakness"})
    assert status == 201
    _, today = server.api("GET", "/api/v1/today")
    slot = today["sessions"][0]["slotId"]
    assert server.api("POST", f"/api/v1/plans/{plan['id']}/sessions/{slot}/complete")[0] == 200
    focus(server, "2026-11-23", why="Feel strong on the stairs")
    server.api("PUT", "/api/v1/habits/entries/2026-11-24/night-prep", {"items": ["water-ready"], "other": "Pack lunch"})
    server.api("POST", "/api/v1/habits/pauses", {"from": "2026-11-20", "reason": "holiday"})


@pytest.mark.clock("2026-11-23T14:00:00Z")
def test_export_and_import_round_trip_through_the_settings_page(browser, server):
    _fill(server)
    first = export_bytes(server)
    assert json.loads(first)["format"] == "physiopoint-export"
    path = os.path.join(tempfile.mkdtemp(), "export.json")
    with open(path, "wb") as handle:
        handle.write(first)

    fresh = Server(start_time="2026-11-23T14:00:00Z").start()
    try:
        browser.get(fresh.login_url)
        browser.get(fresh.base + "/settings")
        assert browser.find_element(By.ID, "export-link").get_attribute("href").endswith("/settings/export")
        browser.find_element(By.ID, "import-file").send_keys(path)
        tap(browser, browser.find_element(By.ID, "import-button"))
        WebDriverWait(browser, 30).until(lambda d: "notice=imported" in d.current_url)
        assert "Import complete" in page_text(browser)
        assert export_bytes(fresh) == first
        browser.get(fresh.base + "/history/2026-11-23")
        assert browser.find_element(By.NAME, "myWhy").get_attribute("value") == "Feel strong on the stairs"
        assert_only_local(browser)
    finally:
        fresh.stop()
        shutil.rmtree(fresh.data_dir, ignore_errors=True)


@pytest.mark.clock("2026-11-23T14:00:00Z")
def test_cli_export_import_export_gives_the_same_file(server):
    _fill(server)
    server.stop()
    work = tempfile.mkdtemp()
    first, second, empty = (os.path.join(work, name) for name in ["first.json", "second.json", "empty"])
    subprocess.run([BINARY, "export", "--data-dir", server.data_dir, "--output", first], check=True)
    result = subprocess.run([BINARY, "import", first, "--data-dir", empty], check=True, capture_output=True, text=True)
    assert "Imported settings, rehab, habits" in result.stdout
    subprocess.run([BINARY, "export", "--data-dir", empty, "--output", second], check=True)
    with open(first, "rb") as a, open(second, "rb") as b:
        assert a.read() == b.read()
    bad = os.path.join(work, "bad.json")
    with open(bad, "w") as handle:
        handle.write('{"format": "physiopoint-export", "version": 1, "parts": {"rehab": {"plans": [{"id": "x"}]}}}')
    refused = subprocess.run([BINARY, "import", bad, "--data-dir", empty], capture_output=True, text=True)
    assert refused.returncode != 0
    assert "parts.rehab.plans[0].name" in refused.stderr
    subprocess.run([BINARY, "export", "--data-dir", empty, "--output", second], check=True)
    with open(first, "rb") as a, open(second, "rb") as b:
        assert a.read() == b.read()
    shutil.rmtree(work, ignore_errors=True)


def test_cli_export_refuses_a_data_dir_that_does_not_exist():
    """Issue 38: a mistyped --data-dir is said, not answered with an empty export of data made there."""
    work = tempfile.mkdtemp()
    typo = os.path.join(work, "physiopiont")
    refused = subprocess.run([BINARY, "export", "--data-dir", typo], capture_output=True, text=True)
    assert refused.returncode != 0 and refused.stdout == ""
    assert typo in refused.stderr and "Check --data-dir" in refused.stderr
    assert not os.path.exists(typo), "the typo's folder was created"
    shutil.rmtree(work, ignore_errors=True)


@pytest.mark.clock("2026-11-23T14:00:00Z")
@pytest.mark.expected_status(400)
def test_a_bad_import_file_changes_nothing(browser, server):
    _fill(server)
    before = export_bytes(server)
    archive = json.loads(before)
    archive["parts"]["rehab"] = {"plans": [], "completions": []}  # would delete the plan…
    archive["parts"]["habits"]["pauses"][0]["date"]["month"] = 13  # …but this is not a date
    path = os.path.join(tempfile.mkdtemp(), "bad.json")
    with open(path, "w") as handle:
        json.dump(archive, handle)
    browser.get(server.base + "/settings")
    browser.find_element(By.ID, "import-file").send_keys(path)
    tap(browser, browser.find_element(By.ID, "import-button"))
    error = browser.find_element(By.CSS_SELECTOR, "[data-import-error]")
    WebDriverWait(browser, 30).until(lambda d: error.is_displayed())
    assert "parts.habits.pauses[0].date" in error.text
    assert "not a real date" in error.text
    assert browser.current_url.endswith("/settings")
    assert export_bytes(server) == before
    assert len(server.api("GET", "/api/v1/plans")[1]) == 1
