"""The rehab journey of a first-time user, in headless Chromium at 390×844."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from conftest import click_and_load, page_text, tap, wait_until


def wait_for(driver, css):
    return WebDriverWait(driver, 30).until(EC.visibility_of_element_located((By.CSS_SELECTOR, css)))


def text(driver):
    return page_text(driver)


@pytest.mark.clock("2026-11-23T13:30:00Z")  # 08:30 in Toronto: the morning session is due.
def test_first_launch_to_empty_state(browser, server):
    # First launch: the disclaimer and a coach mark spotlighting "New plan".
    assert "This app is for informational and educational purposes only" in text(browser)
    coach = wait_for(browser, "[data-coachmark]")
    assert "Start here" in coach.text
    click_and_load(browser, browser.find_element(By.ID, "new-plan"))

    # Triage: area → difficulty → condition (plan set-up).
    assert "Which area needs attention?" in text(browser)
    click_and_load(browser, browser.find_element(By.CSS_SELECTOR, "a[href='/triage/knee']"))
    assert "Hard to bend past 90°" in text(browser)
    click_and_load(browser, browser.find_element(By.CSS_SELECTOR, "a[href='/triage/knee/knee-bend']"))
    assert "Limited knee bend" in text(browser)
    assert "Heel Slides" in text(browser)
    times = browser.find_elements(By.CSS_SELECTOR, "input[type=time]")
    assert [t.get_attribute("value") for t in times if t.is_displayed()] == ["08:00", "13:00", "19:00"]
    click_and_load(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/plans'] button[type=submit]"))

    # Schedule: the new plan, expanded, with three sessions today.
    assert "Your plan is ready" in text(browser)
    section = browser.find_element(By.CSS_SELECTOR, "details.plan-section")
    assert section.get_attribute("open") is not None
    assert "3 today" in section.text
    assert "0/3 done" in section.text
    assert "DUE NOW" in section.text.upper()  # 08:00 has passed at 08:30

    # Start the morning session: the guide, then mark it done.
    click_and_load(browser, section.find_element(By.LINK_TEXT, "Start"))
    assert "Heel Slides" in text(browser)
    assert "80°–95°" in browser.find_element(By.CSS_SELECTOR, ".target-angle").text
    assert "Helper's tip" in text(browser)
    assert len(browser.find_elements(By.CSS_SELECTOR, ".steps li")) == 4
    click_and_load(browser, browser.find_element(By.LINK_TEXT, "Next exercise"))
    assert "Seated Knee Bends" in text(browser)
    click_and_load(browser, browser.find_element(By.ID, "mark-done"))

    # Home shows the progress.
    assert "Session marked done" in text(browser)
    card = browser.find_element(By.CSS_SELECTOR, ".plan-card")
    assert "1/3 done today" in card.text
    assert "Next: 1:00 PM" in card.text
    ring = card.find_element(By.CSS_SELECTOR, ".ring")
    assert ring.get_attribute("aria-label") == "1 of 3 sessions done today"
    assert "2 sessions left today" in text(browser)

    # Delete with confirmation: cancel keeps it, confirm removes it.
    tap(browser, card.find_element(By.CSS_SELECTOR, "[data-confirm-delete]"))
    dialog = wait_for(browser, "#delete-dialog")
    assert "Delete Limited knee bend?" in dialog.text
    tap(browser, dialog.find_element(By.CSS_SELECTOR, "[data-close-dialog]"))
    assert browser.find_elements(By.CSS_SELECTOR, ".plan-card")
    card = browser.find_element(By.CSS_SELECTOR, ".plan-card")
    tap(browser, card.find_element(By.CSS_SELECTOR, "[data-confirm-delete]"))
    click_and_load(browser, wait_for(browser, "#delete-dialog").find_element(By.CSS_SELECTOR, "button[type=submit]"))

    # The warm empty state.
    assert "The plan and its sessions were deleted." in text(browser)
    assert "Your recovery starts here" in text(browser)
    assert not browser.find_elements(By.CSS_SELECTOR, ".plan-card")
    assert server.api("GET", "/api/v1/plans") == (200, [])


@pytest.mark.clock("2026-11-23T15:00:00Z")
def test_sample_plans_demo_and_schedule_delete(browser, server):
    # The first-launch choices stay live above the coach mark's dim: one tap does the job (issue 22).
    click_and_load(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Try it with sample plans']"))
    assert "Sample plans added" in text(browser)
    # The cards' text read in one go, again if the page replaces a card while it is read.
    cards = wait_until(browser, lambda d: [card.text for card in d.find_elements(By.CSS_SELECTOR, ".plan-card")])
    assert len(cards) == 3
    assert "1/3 done today" in cards[0]

    # Eight sessions today: home lists the six that need the person now and next (not the done one)
    # and one link to all of them on the schedule.
    assert len(browser.find_elements(By.CSS_SELECTOR, ".today .session-row")) == 6
    assert not browser.find_elements(By.CSS_SELECTOR, ".today .session-row.is-done")
    see_all = browser.find_element(By.ID, "see-all-sessions")
    assert " ".join(see_all.text.split()) == "See all 8 of today's sessions (1 done)"
    click_and_load(browser, see_all)
    assert len(browser.find_elements(By.CSS_SELECTOR, "details.plan-section .session-row")) == 8
    sections = browser.find_elements(By.CSS_SELECTOR, "details.plan-section")
    assert len(sections) == 3
    # Delete every plan from the schedule, each after a confirmation.
    for _ in range(3):
        section = browser.find_element(By.CSS_SELECTOR, "details.plan-section")
        if section.get_attribute("open") is None:
            tap(browser, section.find_element(By.CSS_SELECTOR, "summary"))
        tap(browser, browser.find_element(By.CSS_SELECTOR, "details.plan-section [data-confirm-delete]"))
        click_and_load(browser, wait_for(browser, "#delete-dialog").find_element(By.CSS_SELECTOR, "button[type=submit]"))
        assert "The plan and its sessions were deleted." in text(browser)
    assert "No active plans" in text(browser)


@pytest.mark.expected_status(400)
def test_user_text_is_escaped_and_bad_times_are_explained(browser, server):
    browser.get(server.base + "/conditions/shoulder-stiffness")
    name = browser.find_element(By.ID, "plan-name")
    name.send_keys("<script>alert(1)</script>")
    browser.execute_script("document.getElementById('time-1').value = '08:00'")  # same as session 1
    click_and_load(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/plans'] button[type=submit]"))
    assert "Two sessions are set for 8:00 AM" in text(browser)
    assert server.api("GET", "/api/v1/plans") == (200, [])  # nothing was stored

    browser.find_element(By.ID, "time-1").clear()
    browser.execute_script("document.getElementById('time-1').value = '12:00'")
    click_and_load(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/plans'] button[type=submit]"))
    browser.get(server.base + "/")
    card = browser.find_element(By.CSS_SELECTOR, ".plan-card .card-title")
    WebDriverWait(browser, 30).until(lambda d: card.text)  # the card fades in (opacity 0 reads as no text)
    assert card.text == "<script>alert(1)</script>"
    assert browser.execute_script("return document.querySelectorAll('script:not([src])').length") == 0


@pytest.mark.clock("2026-11-23T13:30:00Z")  # 08:30 in Toronto: a plan made late in the day has no session left today
def test_killing_the_server_loses_nothing_acknowledged(server):
    status, plan = server.api("POST", "/api/v1/plans", {"conditionId": "knee-weakness"})
    assert status == 201
    status, _ = server.api("POST", f"/api/v1/plans/{plan['id']}/sessions/{_first_slot(server, plan)}/complete")
    assert status == 200
    server.stop(kill=True)
    server.start()
    status, plans = server.api("GET", "/api/v1/plans")
    assert [p["id"] for p in plans] == [plan["id"]]
    status, today = server.api("GET", "/api/v1/today")
    assert [s["state"] for s in today["sessions"]].count("done") == 1


def _first_slot(server, plan):
    _, today = server.api("GET", "/api/v1/today")
    return next(s["slotId"] for s in today["sessions"] if s["planId"] == plan["id"])


@pytest.mark.clock("2026-11-24T04:30:00Z")  # 23:30 in Toronto: every time of the day has passed
def test_a_plan_made_late_in_the_evening_starts_tomorrow_and_can_be_tried_now(browser, server):
    status, _ = server.api("POST", "/api/v1/plans", {"conditionId": "knee-limited-flexion", "name": "Knee"})
    assert status == 201
    browser.get(server.base + "/")
    card = browser.find_element(By.CSS_SELECTOR, ".plan-card")
    assert "First session tomorrow · 8:00 AM" in card.text and "No sessions today" in card.text
    assert "0/0" not in card.text

    # The schedule says when the first session is (not "0/0 done · All done") and offers it now.
    browser.get(server.base + "/schedule")
    section = browser.find_element(By.CSS_SELECTOR, "details.plan-section")
    assert section.get_attribute("open") is not None
    assert "Starts tomorrow" in section.text and "Your first session is tomorrow at 8:00 AM." in section.text
    assert "All done" not in section.text and "0/0" not in section.text
    click_and_load(browser, section.find_element(By.PARTIAL_LINK_TEXT, "Try a session now"))
    assert "Heel Slides" in text(browser)
    click_and_load(browser, browser.find_element(By.LINK_TEXT, "Next exercise"))
    click_and_load(browser, browser.find_element(By.ID, "mark-done"))

    # Done anyway, it counts for today.
    card = browser.find_element(By.CSS_SELECTOR, ".plan-card")
    assert "1/1 done today" in card.text, card.text
