"""Reminders: the calendar feed read by a real iCalendar parser, and due reminders in the page."""
import os
import urllib.error
import urllib.request
from datetime import datetime, timezone
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
    assert not [b for b in browser.find_elements(By.CSS_SELECTOR, ".reminder-banner") if "Afternoon session" in b.text]


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
