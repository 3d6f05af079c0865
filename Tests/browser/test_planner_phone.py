"""The planner on a phone, a desktop and at large text (issue 22): one column of days with one-line
rest days at 390×844, the whole week seven across at 1280×800, cards stacked at 200 % text and at
320 px with nothing scrolling sideways and no word broken mid-word; exercise rows whose dose and
Move never collide; an Undo after every move (with and without the page's script, refused with a
message when outdated); every week of the plan reachable from "Move to…" and "Move the whole
workout". The server's clock reads Wednesday, March 4, 2026, 09:00 in Toronto."""
import os
import shutil

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import SCREENSHOTS, click_and_load, page_text, tap, wait_text, wait_until
from test_a11y import AXE, BROKEN_WORDS, audit
from test_planner import NOW, chip, chip_names, make_plan, open_planner, plan_from_api, workout_on

# Overlapping boxes inside exercise rows (name, dose, Move) and rows wider than their card.
COLLISIONS = """
const boxes = (row) => [...row.querySelectorAll('.chip-name, .chip-dose, .chip-move')].map((e) => e.getBoundingClientRect());
const hit = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
const found = [];
for (const row of document.querySelectorAll('.week:not(.is-summary) .exercise-chip')) {
  const parts = boxes(row), card = row.getBoundingClientRect();
  for (let i = 0; i < parts.length; i++) {
    if (parts[i].right > card.right + 0.5) found.push(row.dataset.exerciseName + ' sticks out');
    for (let j = i + 1; j < parts.length; j++) if (hit(parts[i], parts[j])) found.push(row.dataset.exerciseName);
  }
}
return found;"""


def columns(driver):
    return len(driver.execute_script("return getComputedStyle(document.querySelector('.week:not(.is-summary) .day-grid')).gridTemplateColumns").split())


def shot(driver, name):
    os.makedirs(SCREENSHOTS, exist_ok=True)
    driver.save_screenshot(os.path.join(SCREENSHOTS, name))


def axe(driver, label):
    driver.axe_source = open(AXE, encoding="utf-8").read()
    problems = audit(driver, label)
    assert not problems, "\n".join(problems)


def sized_driver(width, height, mobile=True, font=16):
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", f"--window-size={width},{height}", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    if mobile:
        options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": width, "height": height, "pixelRatio": 1}})
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(60)
    if not mobile:
        driver.set_window_size(width, height)
    if font != 16:
        driver.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": font, "fixed": round(font * 13 / 16)}})
    return driver


@pytest.mark.clock(NOW)
def test_on_a_phone_days_are_one_column_rest_days_one_line_and_rows_never_collide(browser, server):
    plan = make_plan(server)
    open_planner(browser, server, plan["id"])
    assert columns(browser) == 1
    rest = browser.find_element(By.ID, "day-2026-03-07")  # Saturday
    workout = browser.find_element(By.ID, "day-2026-03-02")
    assert rest.rect["height"] <= 64, rest.rect
    assert abs(rest.rect["width"] - workout.rect["width"]) < 1  # the full width, one line
    assert browser.execute_script(COLLISIONS) == []
    # The dose and Move are separate words, not "3 × 10–12Move".
    text = chip(browser, "2026-03-03", "Walking Lunge").get_attribute("textContent")
    assert "12Move" not in text and text.endswith(" Move")
    browser.execute_script("document.getElementById('day-2026-03-05').scrollIntoView()")
    shot(browser, "planner-phone-390.png")
    axe(browser, "/planner at 390 px")


@pytest.mark.clock(NOW)
def test_on_a_desktop_the_whole_week_is_seven_across(server):
    plan = make_plan(server)
    driver = sized_driver(1280, 800, mobile=False)
    try:
        driver.get(server.login_url)
        open_planner(driver, server, plan["id"])
        assert columns(driver) == 7
        tops = driver.execute_script("return [...document.getElementById('week-1').querySelectorAll('.day-card')].map((c) => Math.round(c.getBoundingClientRect().top))")
        assert len(tops) == 7 and len(set(tops)) == 1, tops
        assert driver.execute_script(COLLISIONS) == []
        assert driver.execute_script(BROKEN_WORDS) == []
        driver.execute_script("document.querySelector('.week-carousel').scrollIntoView()")
        shot(driver, "planner-desktop-1280.png")
        axe(driver, "/planner at 1280 px")
    finally:
        driver.quit()


@pytest.mark.clock(NOW)
@pytest.mark.parametrize("width,font", [(390, 32), (320, 16), (320, 32)])
def test_at_large_text_and_320_px_cards_stack_without_sideways_scroll_or_broken_words(server, width, font):
    plan = make_plan(server)
    driver = sized_driver(width, 844, font=font)
    try:
        driver.get(server.login_url)
        for path in (f"/planner/{plan['id']}", f"/planner/{plan['id']}?week=4"):
            driver.get(server.base + path)
            wait_until(driver, lambda d: d.execute_script("return document.readyState") == "complete")
            assert columns(driver) == 1
            assert driver.execute_script("return document.documentElement.scrollWidth <= innerWidth"), path
            assert driver.execute_script(BROKEN_WORDS) == [], path
            assert driver.execute_script(COLLISIONS) == [], path
        # The Move sheet: every week, nothing wider than the screen.
        move = chip(driver, "2026-03-23", "Bench Press").find_element(By.CSS_SELECTOR, "[data-move-link]")
        tap(driver, move)
        wait_until(driver, lambda d: d.find_element(By.ID, "planner-sheet").get_attribute("open") is not None
                   and d.find_elements(By.CSS_SELECTOR, "#planner-sheet .move-week"))
        assert driver.execute_script(BROKEN_WORDS) == []
        assert driver.execute_script("return [...document.querySelectorAll('#planner-sheet *')].every((e) => e.getBoundingClientRect().right <= innerWidth + 1)")
        shot(driver, f"planner-sheet-{width}px-{font * 100 // 16}pct.png")
        axe(driver, f"move sheet at {width} px, {font * 100 // 16} % text")
        driver.find_element(By.CSS_SELECTOR, "[data-close-sheet]").click()
        driver.get(f"{server.base}/planner/{plan['id']}")
        driver.execute_script("document.getElementById('day-2026-03-03').scrollIntoView()")
        shot(driver, f"planner-{width}px-{font * 100 // 16}pct.png")
        axe(driver, f"/planner at {width} px, {font * 100 // 16} % text")
    finally:
        driver.quit()


def open_move_sheet(browser, iso, name):
    tap(browser, chip(browser, iso, name).find_element(By.CSS_SELECTOR, "[data-move-link]"))
    return wait_until(browser, lambda d: d.find_element(By.ID, "planner-sheet") if d.find_element(By.ID, "planner-sheet").get_attribute("open") is not None
                      and d.find_elements(By.CSS_SELECTOR, "#planner-sheet .move-week") else None)


def toast_text(browser):
    return browser.find_element(By.CSS_SELECTOR, "[data-move-toast-text]").text


@pytest.mark.clock(NOW)
def test_every_week_is_reachable_and_every_move_can_be_undone(browser, server):
    plan = make_plan(server)
    open_planner(browser, server, plan["id"])
    sheet = open_move_sheet(browser, "2026-03-03", "Romanian Deadlift")
    weeks = [summary.text for summary in sheet.find_elements(By.CSS_SELECTOR, ".move-week-name")]
    assert weeks == ["Week 1 · Mar 2 – 8 · this week", "Week 2 · Mar 9 – 15", "Week 3 · Mar 16 – 22", "Week 4 · Mar 23 – 29 · deload"]
    # Week 3, beyond the next week, is reachable.
    tap(browser, sheet.find_element(By.CSS_SELECTOR, "input[value='2026-03-19']").find_element(By.XPATH, "./ancestor::label"))
    tap(browser, sheet.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    wait_until(browser, lambda d: d.find_element(By.CSS_SELECTOR, "[data-move-toast]").is_displayed())
    assert toast_text(browser) == "Moved Romanian Deadlift to Thu Mar 19, week 3."
    assert "Romanian Deadlift" in [e["name"] for e in workout_on(plan_from_api(server, plan["id"]), "2026-03-19")["exercises"]]
    shot(browser, "planner-undo-toast.png")

    # Undo puts it back where it was, in its place, on the server too.
    tap(browser, browser.find_element(By.CSS_SELECTOR, "[data-undo-form] button"))
    wait_text(browser, "[data-move-toast-text]", "Romanian Deadlift is back on Tue Mar 3, week 1.")
    assert not browser.find_element(By.CSS_SELECTOR, "[data-undo-form]").is_displayed()
    wait_until(browser, lambda d: chip_names(d, "2026-03-03")[1] == "Romanian Deadlift")
    saved = plan_from_api(server, plan["id"])
    assert [e["name"] for e in workout_on(saved, "2026-03-03")["exercises"]][1] == "Romanian Deadlift"
    assert "Romanian Deadlift" not in [e["name"] for e in workout_on(saved, "2026-03-19")["exercises"]]


@pytest.mark.clock(NOW)
@pytest.mark.expected_status(409)
def test_an_outdated_undo_says_so_and_changes_nothing(browser, server):
    plan = make_plan(server)
    open_planner(browser, server, plan["id"])
    sheet = open_move_sheet(browser, "2026-03-02", "Lat Pulldown")
    tap(browser, sheet.find_element(By.CSS_SELECTOR, "input[value='2026-03-04']").find_element(By.XPATH, "./ancestor::label"))
    tap(browser, sheet.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    wait_until(browser, lambda d: d.find_element(By.CSS_SELECTOR, "[data-move-toast]").is_displayed())
    # Another tab moves it on before the Undo.
    moved = next(e for e in workout_on(plan_from_api(server, plan["id"]), "2026-03-04")["exercises"] if e["name"] == "Lat Pulldown")
    assert server.api("POST", f"/api/v1/mesocycles/{plan['id']}/moves", {"exerciseId": moved["id"], "day": "2026-03-07"})[0] == 200
    before = plan_from_api(server, plan["id"])
    tap(browser, browser.find_element(By.CSS_SELECTOR, "[data-undo-form] button"))
    alert = browser.find_element(By.CSS_SELECTOR, "[data-planner-alert]")
    wait_until(browser, lambda d: alert.is_displayed())
    assert "can’t be undone" in alert.text and "nothing was changed" in alert.text
    assert plan_from_api(server, plan["id"]) == before


@pytest.mark.clock(NOW)
def test_without_script_moves_and_whole_workout_moves_are_undone_by_form(browser, server):
    plan = make_plan(server)
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*planner.js*"]})
    # An exercise, from its Move page, into the deload week 4.
    bench = workout_on(plan, "2026-03-02")["exercises"][0]
    browser.get(f"{server.base}/planner/{plan['id']}/exercises/{bench['id']}/move")
    tap(browser, browser.find_element(By.CSS_SELECTOR, "input[value='2026-03-28']").find_element(By.XPATH, "./ancestor::label"))
    click_and_load(browser, browser.find_element(By.CSS_SELECTOR, "form.move-form button[type=submit]"))
    assert "Moved Bench Press to Sat Mar 28, week 4. Deload week: 2 of 4 sets." in page_text(browser)
    click_and_load(browser, browser.find_element(By.CSS_SELECTOR, "[data-undo-form] button"))
    assert "Bench Press is back on Mon Mar 2, week 1." in page_text(browser)
    assert workout_on(plan_from_api(server, plan["id"]), "2026-03-02")["exercises"][0]["name"] == "Bench Press"
    assert workout_on(plan_from_api(server, plan["id"]), "2026-03-28") is None

    # A whole workout, from its day page, to week 3 (grouped by week), swapping with Upper B.
    browser.get(f"{server.base}/planner/{plan['id']}/days/2026-03-03")
    groups = [g.get_attribute("label") for g in browser.find_elements(By.CSS_SELECTOR, "#reschedule-day optgroup")]
    assert groups == ["Week 1 · Mar 2 – 8 · this week", "Week 2 · Mar 9 – 15", "Week 3 · Mar 16 – 22", "Week 4 · Mar 23 – 29 · deload"]
    Select(browser.find_element(By.ID, "reschedule-day")).select_by_value("2026-03-19")
    click_and_load(browser, browser.find_element(By.XPATH, "//button[normalize-space()='Move workout']"))
    assert "Moved Lower A to Thu Mar 19, week 3. Upper B moved to Tue Mar 3, week 1 in its place." in page_text(browser)
    shot(browser, "planner-day-undo.png")
    click_and_load(browser, browser.find_element(By.CSS_SELECTOR, "[data-undo-form] button"))
    assert "Lower A is back on Tue Mar 3, week 1. Upper B is back on Thu Mar 19, week 3." in page_text(browser)
    saved = plan_from_api(server, plan["id"])
    assert workout_on(saved, "2026-03-03")["title"] == "Lower A" and workout_on(saved, "2026-03-19")["title"] == "Upper B"
