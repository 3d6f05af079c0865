"""Reminders: the calendar feed read by a real iCalendar parser, and due reminders in the page."""
import json
import os
import urllib.error
import urllib.request
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import icalendar
import pytest
from dateutil.rrule import rrulestr
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import SCREENSHOTS, click_and_load, page_text, page_time_passes, tap

TORONTO = ZoneInfo("America/Toronto")


def make_plan(server):
    status, plan = server.api("POST", "/api/v1/plans", {"conditionId": "knee-limited-flexion"})
    assert status == 201
    return plan


def fetch(url):
    with urllib.request.urlopen(url) as response:
        return response.status, response.headers.get("Content-Type"), response.read()


def occurrences(event, start, end):
    """The event's occurrences between two wall-clock times, expanded the way RFC 5545 says: the
    rule runs on the wall clock of DTSTART's TZID, and each local time is then placed in that zone."""
    zone = ZoneInfo(str(event["DTSTART"].params["TZID"]))
    wall = event.decoded("DTSTART").replace(tzinfo=None)
    rule = rrulestr(event["RRULE"].to_ical().decode(), dtstart=wall)
    return [o.replace(tzinfo=zone) for o in rule.between(start, end, inc=True)]


@pytest.mark.clock("2026-11-23T13:30:00Z")  # 08:30 in Toronto
def test_the_calendar_feed_parses_and_keeps_wall_clock_times_across_dst(browser, server):
    make_plan(server)
    browser.get(server.base + "/reminders")
    click_and_load(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Create a private calendar link']"))
    assert "Your private calendar link is ready." in page_text(browser)
    feed_url = browser.find_element(By.ID, "feed-url").get_attribute("value")
    assert feed_url.startswith(server.base + "/calendar/") and feed_url.endswith(".ics")
    assert browser.find_element(By.LINK_TEXT, "Subscribe on this device").get_attribute("href").startswith("webcal://")
    browser.save_screenshot(os.path.join(SCREENSHOTS, "reminders-calendar.png"))

    # A calendar app fetches the link with no cookie. Until the habit coach is started, only the
    # rehab sessions are in it: no Night Prep or Morning Focus for someone who came for rehab.
    status, content_type, body = fetch(feed_url)
    assert status == 200 and content_type.startswith("text/calendar")
    events = {str(e["UID"]) for e in icalendar.Calendar.from_ical(body).walk("VEVENT")}
    assert len(events) == 3 and all(uid.startswith("rehab-") for uid in events)

    browser.get(server.base + "/today")
    click_and_load(browser, browser.find_element(By.ID, "start-habit-coach"))
    browser.get(server.base + "/reminders")  # where the link is revoked below
    status, content_type, body = fetch(feed_url)
    calendar = icalendar.Calendar.from_ical(body)
    events = {str(e["UID"]): e for e in calendar.walk("VEVENT")}
    assert set(events) >= {"night-prep@physiopoint", "morning-focus@physiopoint"}
    assert len(events) == 5  # three knee sessions, Night Prep, Morning Focus
    night = events["night-prep@physiopoint"]
    assert str(night["SUMMARY"]) == "Prep Tonight (for Tomorrow)"
    assert str(night["URL"]).endswith("/today#prep-tonight")
    assert night.decoded("DTSTART").tzinfo is not None
    alarms = night.walk("VALARM")
    assert len(alarms) == 1 and alarms[0].decoded("TRIGGER").total_seconds() == 0
    session = next(e for uid, e in events.items() if uid.startswith("rehab-"))
    assert "/plans/" in str(session["URL"]) and "/sessions/" in str(session["URL"])

    # Across the March 2027 change the reminder stays at 21:00 on the wall clock.
    around_dst = occurrences(night, datetime(2027, 3, 13), datetime(2027, 3, 15, 23))
    assert [o.astimezone(TORONTO).strftime("%Y-%m-%d %H:%M") for o in around_dst] == [
        "2027-03-13 21:00", "2027-03-14 21:00", "2027-03-15 21:00"]
    assert [o.astimezone(timezone.utc).strftime("%H:%M") for o in around_dst] == ["02:00", "01:00", "01:00"]

    # The feed's own VTIMEZONE (for calendars that don't know the zone's name) has the same offsets.
    vtimezone = calendar.walk("VTIMEZONE")[0]
    assert str(vtimezone["TZID"]) == "America/Toronto"
    own = vtimezone.to_tz()
    for when in [datetime(2027, 3, 13, 21), datetime(2027, 3, 14, 21), datetime(2027, 11, 7, 21)]:
        assert own.localize(when).utcoffset() == when.replace(tzinfo=TORONTO).utcoffset()

    # A refresh gives the same UIDs, so the calendar updates rather than duplicates.
    again = icalendar.Calendar.from_ical(fetch(feed_url)[2])
    assert {str(e["UID"]) for e in again.walk("VEVENT")} == set(events)

    # Revoking is one button; the old link then answers 404.
    click_and_load(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Revoke this link']"))
    assert "The calendar link was revoked." in page_text(browser)
    with pytest.raises(urllib.error.HTTPError) as refused:
        fetch(feed_url)
    assert refused.value.code == 404


@pytest.mark.clock("2026-11-23T18:02:00Z")  # 13:02 in Toronto: the afternoon session is due
def test_a_due_session_shows_a_banner_that_opens_the_session(browser, server):
    make_plan(server)
    browser.get(server.base + "/schedule")
    banner = WebDriverWait(browser, 30).until(
        lambda d: next((b for b in d.find_elements(By.CSS_SELECTOR, ".reminder-banner") if "Afternoon session" in b.text), None))
    assert "Afternoon session: Limited knee bend" in banner.text
    browser.save_screenshot(os.path.join(SCREENSHOTS, "reminder-banner.png"))
    click_and_load(browser, banner.find_element(By.LINK_TEXT, "Open"))
    assert "/sessions/" in browser.current_url
    assert "Heel Slides" in page_text(browser)
    # Shown once: the next page doesn't repeat it.
    browser.get(server.base + "/coach")
    browser.implicitly_wait(0)
    WebDriverWait(browser, 30).until(lambda d: d.execute_script("return document.readyState") == "complete")
    # The page's reminder check has come back (its request finished), and the page has had time
    # to act on the answer.
    WebDriverWait(browser, 30).until(lambda d: d.execute_script(
        "return performance.getEntriesByType('resource').some(e => e.name.endsWith('/api/v1/reminders/due') && e.responseEnd > 0)"))
    page_time_passes(browser, 0.2)
    # textContent, not .text: a banner still fading in reads as no text to Selenium.
    assert not [b for b in browser.find_elements(By.CSS_SELECTOR, ".reminder-banner") if "Afternoon session" in b.get_attribute("textContent")]


@pytest.mark.clock("2026-11-23T18:02:00Z")  # 13:02 in Toronto: the afternoon session is due
def test_in_assistive_mode_a_reminder_never_adds_a_second_primary_button(browser, server):
    make_plan(server)
    # Turned on before any page loads (a page that shows the reminder shows it once).
    request = urllib.request.Request(
        server.base + "/settings/assistive-mode", data=b"mode=on", method="POST",
        headers={"Authorization": f"Bearer {server.login_url.split('token=')[1]}", "Content-Type": "application/x-www-form-urlencoded"})
    urllib.request.urlopen(request).read()
    browser.get(server.base + "/")
    assert "assistive" in browser.find_element(By.TAG_NAME, "body").get_attribute("class").split()
    banner = WebDriverWait(browser, 30).until(
        lambda d: next((b for b in d.find_elements(By.CSS_SELECTOR, ".reminder-banner") if "Afternoon session" in b.text), None))
    open_link = banner.find_element(By.LINK_TEXT, "Open")
    assert "secondary" in open_link.get_attribute("class").split()
    shown = browser.execute_script(
        "return [...document.querySelectorAll('.button.primary')].filter(e => e.getClientRects().length > 0).length")
    assert shown == 1, shown  # the next step's Start


@pytest.mark.clock("2026-11-24T02:05:00Z")  # 21:05 in Toronto
def test_night_prep_and_morning_reminders_deep_link_into_today(browser, server):
    # Habit reminders begin once the person starts the habit coach on Today (issue 22).
    browser.get(server.base + "/today")
    click_and_load(browser, browser.find_element(By.ID, "start-habit-coach"))  # Today then shows what's due
    banner = WebDriverWait(browser, 30).until(
        lambda d: next((b for b in d.find_elements(By.CSS_SELECTOR, ".reminder-banner") if "Prep Tonight" in b.text), None))
    assert "Prep Tonight (for Tomorrow)" in banner.text
    assert banner.find_element(By.LINK_TEXT, "Open").get_attribute("href") == server.base + "/today#prep-tonight"
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)  # close the first-launch coach mark
    tap(browser, banner.find_element(By.XPATH, ".//button[normalize-space()='Dismiss']"))
    assert not browser.find_elements(By.CSS_SELECTOR, ".reminder-banner")
    browser.get(server.base + "/reminders")
    links = {a.text: a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, ".reminder-text a")}
    assert links["Review Your Prep"] == server.base + "/today#review-prep"
    assert links["Prep Tonight (for Tomorrow)"] == server.base + "/today#prep-tonight"
    browser.save_screenshot(os.path.join(SCREENSHOTS, "reminders-page.png"))


def test_on_android_icsx5_fetches_the_link_on_the_phone_over_https_and_asks_only_for_changes():
    """The on-phone route (issue 35): Google Calendar's subscriptions are fetched by Google's servers,
    which can't reach a server at home; ICSx⁵ fetches the link on the phone, over the home network.
    Done here as ICSx⁵ does it (its CalendarFetcher, AddSubscriptionModel and network security config):
    the page's "Open in ICSx⁵" link is `webcals://` for an HTTPS server, which it fetches as https with
    `Accept: text/calendar, */*;q=0.9`, no cookie, trusting the authority the phone installed (Connect
    a phone); later fetches carry If-None-Match, answered 304 while nothing changed. A phone that
    didn't install the authority is refused, so a stranger's certificate can't pose as PhysioPoint."""
    import http.client
    import re
    import shutil
    import ssl
    import tempfile
    from urllib.parse import urlencode

    from test_https import LanServer

    data_dir = tempfile.mkdtemp(prefix="physiopoint-icsx5-")
    # Yesterday 08:30 UTC: the certificate is valid by the real clock, and the 8:00 session has begun.
    morning = (datetime.now(timezone.utc) - timedelta(days=1)).strftime("%Y-%m-%dT08:30:00Z")
    server = LanServer(data_dir, extra=["--start-time", morning, "--time-zone", "UTC"])
    try:
        assert server.scheme == "https"
        phone = ssl.create_default_context(cafile=os.path.join(data_dir, "tls", "authority.crt"))
        token = server.login_path.split("token=")[1]

        def request(method, path, headers=None, body=None, context=phone):
            connection = http.client.HTTPSConnection("127.0.0.1", server.port, context=context, timeout=30)
            try:
                connection.request(method, path, body=body, headers=headers or {})
                response = connection.getresponse()
                return response.status, dict(response.getheaders()), response.read()
            finally:
                connection.close()

        owner = {"Authorization": f"Bearer {token}"}
        status, _, _ = request("POST", "/api/v1/plans", {**owner, "Content-Type": "application/json"},
                               json.dumps({"conditionId": "knee-limited-flexion"}))
        assert status == 201
        status, _, _ = request("POST", "/reminders/calendar", {**owner, "Content-Type": "application/x-www-form-urlencoded"},
                               urlencode({}))
        assert status == 303
        status, _, page = request("GET", "/reminders", owner)
        page = page.decode()
        assert "On an Android phone: ICSx⁵" in page and "Google fetches subscribed calendars from its own servers" in page
        link = re.search(r'href="([^"]+)" id="open-in-icsx5"', page).group(1)
        assert link.startswith(f"webcals://127.0.0.1:{server.port}/calendar/") and link.endswith(".ics"), link
        path = link[len(f"webcals://127.0.0.1:{server.port}"):]

        # ICSx⁵'s first fetch: no cookie, no token, its Accept header.
        status, headers, body = request("GET", path, {"Accept": "text/calendar, */*;q=0.9"})
        assert status == 200 and headers["Content-Type"].startswith("text/calendar")
        events = list(icalendar.Calendar.from_ical(body).walk("VEVENT"))
        assert len(events) == 3
        assert all(event.walk("VALARM") for event in events)  # the alerts travel with the events
        assert all(str(event["URL"]).startswith(f"https://127.0.0.1:{server.port}/") for event in events)
        tag = headers["ETag"]
        # Its next fetch asks only for a change.
        status, headers, body = request("GET", path, {"Accept": "text/calendar, */*;q=0.9", "If-None-Match": tag})
        assert status == 304 and body == b"" and headers["ETag"] == tag
        # A phone that didn't install PhysioPoint's authority gets no calendar.
        with pytest.raises(ssl.SSLCertVerificationError):
            request("GET", path, context=ssl.create_default_context())
    finally:
        server.stop()
        shutil.rmtree(data_dir, ignore_errors=True)


def showing_banner(title):
    """A wait condition: the reminder banner with this title, once it can be read (it fades in from
    opacity 0, when Selenium reads an element as having no text)."""
    return lambda d: next((b for b in d.find_elements(By.CSS_SELECTOR, ".reminder-banner") if title in b.text), None)


# Tells the page it runs as the installed app (display-mode: standalone), which headless Chromium can't
# be: matchMedia answers that one query so; every other query is the browser's.
STANDALONE = """
const realMatchMedia = window.matchMedia.bind(window);
window.matchMedia = (query) => query.replace(/\\s/g, '') === '(display-mode:standalone)'
  ? { matches: true, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }
  : realMatchMedia(query);
"""


@pytest.mark.clock("2026-11-23T13:30:00Z")  # 08:30 in Toronto: the 8:00 session is due
def test_the_installed_app_shows_what_is_due_when_it_opens_even_if_it_was_shown_before(browser, server):
    make_plan(server)
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": STANDALONE})
    browser.get(server.base + "/schedule")
    banner = WebDriverWait(browser, 30).until(showing_banner("Morning session"))
    browser.save_screenshot(os.path.join(SCREENSHOTS, "reminders-app-opened.png"))
    # Seen, dismissed: the next page of the same launch shows it no more.
    tap(browser, banner.find_element(By.XPATH, ".//button[normalize-space()='Dismiss']"))
    browser.get(server.base + "/schedule")
    page_time_passes(browser, 2)
    assert not browser.find_elements(By.CSS_SELECTOR, ".reminder-banner")
    # The app closed and opened again (a new launch, a new session store): still due, so shown again.
    browser.execute_script("sessionStorage.clear()")
    browser.get(server.base + "/")
    banner = WebDriverWait(browser, 30).until(showing_banner("Morning session"))
