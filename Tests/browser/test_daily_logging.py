"""Issue 22: logging a day takes one tap in the morning (yesterday's why, challenge, swap and
commitment offered as editable suggestions, saved only when the person saves), End-of-Day asks about
the swap only when one was set, in its words; and the rehab progress page on a plan's first day."""
import os

import pytest
from selenium.webdriver.common.by import By

from conftest import SCREENSHOTS, click_and_load, page_text, tap, wait_until
from test_a11y import AXE, check_page, set_mode
from test_guided_session import finish_and_save, glide, open_intro, start_live, wait_angle
from test_habits_day import MORNING, card, open_habits, wait_saved

YESTERDAY = {"myWhy": "Energy to play with my kids", "challenge": "sugary_drinks",
             "swap": "Sparkling water with lime", "willDo": "drink sparkling water", "insteadOf": "cola at lunch"}


def shot(driver, name):
    os.makedirs(SCREENSHOTS, exist_ok=True)
    assert driver.save_screenshot(os.path.join(SCREENSHOTS, f"{name}.png"))


def axe_clean(driver, label):
    driver.axe_source = open(AXE, encoding="utf-8").read()
    problems = check_page(driver, label)
    assert not problems, "\n".join(problems)


@pytest.mark.clock(MORNING)
def test_a_morning_is_one_tap_with_yesterdays_focus_and_end_of_day_asks_about_that_swap(browser, server):
    assert server.api("PUT", "/api/v1/habits/entries/2026-11-22/morning-focus", YESTERDAY)[0] == 200
    open_habits(browser)
    morning = card(browser, "2026-11-23-morning-focus")
    # Yesterday's steps are in the fields, marked as yesterday's, and not saved.
    assert morning.find_element(By.NAME, "swap").get_attribute("value") == "Sparkling water with lime"
    assert morning.find_element(By.NAME, "myWhy").get_attribute("value") == "Energy to play with my kids"
    assert morning.find_element(By.NAME, "challenge").get_attribute("value") == "sugary_drinks"
    assert len(morning.find_elements(By.CSS_SELECTOR, "[data-suggested]")) == 5
    assert len(morning.find_elements(By.CSS_SELECTOR, "[data-suggested-mark]")) == 4  # why, challenge, swap, commit
    assert "Yesterday’s" in morning.text and "nothing is saved until you do" in morning.text
    status, entry = server.api("GET", "/api/v1/habits/entries/2026-11-23")
    assert status == 404 or not entry["morningFocus"]["swap"]
    # The swap question waits for a saved swap.
    check_in = card(browser, "2026-11-23-end-of-day")
    assert not check_in.find_element(By.CSS_SELECTOR, "[data-swap-question]").is_displayed()
    shot(browser, "daily_morning_suggestions")
    axe_clean(browser, "/today with yesterday's suggestions")
    set_mode(browser, "text200")
    browser.execute_script("arguments[0].scrollIntoView()", morning)
    shot(browser, "daily_morning_suggestions_text200")
    set_mode(browser, "light")

    # One tap keeps them all; editing one field instead keeps the rest as well (all are visible values).
    taps = 0
    tap(browser, morning.find_element(By.CSS_SELECTOR, "[data-keep-suggestion]"))
    taps += 1
    wait_saved(browser, morning)
    wait_until(browser, lambda d: not d.find_elements(By.CSS_SELECTOR, "[id='2026-11-23-morning-focus'] [data-suggested]"),
               message="the suggestion marks stayed after the save")
    _, entry = server.api("GET", "/api/v1/habits/entries/2026-11-23")
    assert {key: entry["morningFocus"][key] for key in YESTERDAY} == YESTERDAY

    # End-of-Day now asks about that swap, in its words, without a reload.
    tap(browser, check_in.find_element(By.TAG_NAME, "summary"))
    taps += 1
    question = check_in.find_element(By.CSS_SELECTOR, "[data-swap-question]")
    assert question.is_displayed()
    assert question.find_element(By.TAG_NAME, "legend").text == "Did I follow my swap: “Sparkling water with lime”?"
    tap(browser, check_in.find_element(By.CSS_SELECTOR, "input[name='followedSwap'][value='yes']"))
    taps += 1
    wait_saved(browser, check_in)
    _, entry = server.api("GET", "/api/v1/habits/entries/2026-11-23")
    assert entry["endOfDay"]["followedSwap"] is True
    # A whole day: 3 taps and no typing (it was 5 typed or picked fields + 2 taps; see the report).
    assert taps == 3
    shot(browser, "daily_end_of_day_swap_question")

    # Reloaded, the question is drawn by the server in the swap's words too.
    browser.refresh()
    legend = card(browser, "2026-11-23-end-of-day").find_element(By.CSS_SELECTOR, "[data-swap-legend]")
    assert "Sparkling water with lime" in legend.get_attribute("textContent")


@pytest.mark.clock(MORNING)
def test_end_of_day_without_a_swap_asks_about_the_day_and_a_changed_suggestion_is_the_persons(browser, server):
    assert server.api("PUT", "/api/v1/habits/entries/2026-11-22/morning-focus", {"myWhy": "Feel strong"})[0] == 200
    open_habits(browser)
    morning = card(browser, "2026-11-23-morning-focus")
    why = morning.find_element(By.NAME, "myWhy")
    assert why.get_attribute("value") == "Feel strong" and why.get_attribute("data-suggested") is not None
    assert morning.find_element(By.NAME, "swap").get_attribute("value") == ""
    # Changing a suggested field makes it the person's: its mark goes, and the autosave keeps it.
    tap(browser, why)
    why.send_keys(" for hikes")
    wait_saved(browser, morning)
    assert why.get_attribute("data-suggested") is None
    _, entry = server.api("GET", "/api/v1/habits/entries/2026-11-23")
    assert entry["morningFocus"]["myWhy"] == "Feel strong for hikes" and entry["morningFocus"]["swap"] == ""

    check_in = card(browser, "2026-11-23-end-of-day")
    tap(browser, check_in.find_element(By.TAG_NAME, "summary"))
    assert not check_in.find_elements(By.CSS_SELECTOR, "[data-swap-question]:not([hidden])")
    assert "I followed my swap" not in page_text(browser)
    assert "How do I feel about today?" in check_in.text and "Did anything get in the way?" in check_in.text
    shot(browser, "daily_end_of_day_without_swap")
    axe_clean(browser, "/today without a swap")


@pytest.mark.clock("2026-11-23T13:30:00Z")  # 08:30 in Toronto: the plan's 8 AM session is today's first
def test_progress_on_day_one_starts_at_the_plan_with_weekdays_and_says_what_was_saved(browser, server):
    open_intro(browser, server)
    start_live(browser, "slider")
    wait_angle(browser, 10)
    glide(browser, 10, 88, 1.2)
    finish_and_save(browser, "easier")
    click_and_load(browser, browser.find_element(By.ID, "see-progress"))
    squares = browser.find_elements(By.CSS_SELECTOR, ".adherence-day")
    # One square (today, a Monday), none for the weeks before the plan.
    assert len(squares) == 1
    assert squares[0].find_element(By.CSS_SELECTOR, ".adherence-weekday").text == "Mon"
    assert "0/3" in squares[0].text and "level-some" in squares[0].get_attribute("class")
    assert "–" not in browser.find_element(By.CSS_SELECTOR, ".adherence").text
    # 0 % agrees with what was saved: one exercise of two in the 8 AM session (the home card says 0/3 too).
    assert browser.find_element(By.ID, "adherence-summary").text == "0 of 3 sessions done (0%)."
    assert "the 8:00 AM session has 1 of 2 exercises saved" in browser.find_element(By.ID, "adherence-started").text
    # The chart begins on the plan's first day: the point sits on the left, under weekday labels.
    point = browser.find_element(By.CSS_SELECTOR, ".trend-point")
    assert float(point.get_attribute("cx")) == 36.0
    labels = [t.get_attribute("textContent") for t in browser.find_elements(By.CSS_SELECTOR, ".trend-chart text.chart-axis")]
    assert ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] == [label for label in labels if not label.endswith("°")]
    # No separator dot begins a line in the last sessions.
    assert "Felt easier" in browser.find_element(By.CSS_SELECTOR, ".last-sessions").text
    assert not [line for line in browser.find_element(By.CSS_SELECTOR, ".last-sessions").text.splitlines()
                if line.strip().startswith("·")]
    shot(browser, "daily_progress_day_one")
    axe_clean(browser, "/plans/…/progress on day one")
    set_mode(browser, "text200")
    browser.execute_script("document.querySelector('.adherence-card').scrollIntoView()")
    shot(browser, "daily_progress_day_one_text200")
    set_mode(browser, "light")
    browser.get(server.base + "/")
    # The plan cards fade in (from opacity 0, which hides their text from the driver): wait for them.
    wait_until(browser, lambda d: "0/3 done today" in page_text(d), message="the plan card didn't show 0/3")
