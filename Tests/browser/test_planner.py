"""The training planner in headless Chromium at 390×844: drag and drop with mouse and touch, the
keyboard move, marking done by button and by swipe, the deload banner, the sheet, and persistence
across reloads. The server's clock reads Wednesday, March 4, 2026, 09:00 in Toronto."""

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import page_text, page_time_passes, settle, tap, wait_until

NOW = "2026-03-04T14:00:00Z"


def make_plan(server, template="upper-lower", weeks=4, start="2026-03-02"):
    status, plan = server.api("POST", "/api/v1/mesocycles", {"template": template, "startDate": start, "weekCount": weeks, "name": "Spring block"})
    assert status == 201, plan
    return plan


def plan_from_api(server, plan_id):
    status, plan = server.api("GET", f"/api/v1/mesocycles/{plan_id}")
    assert status == 200
    return plan


def workout_on(plan, iso):
    return next((workout for workout in plan["workouts"] if workout["date"] == iso), None)


def use_a_mouse(browser):
    """The phone emulation turns mouse input into touches; a desktop mouse drags the whole chip."""
    browser.execute_cdp_cmd("Emulation.setEmitTouchEventsForMouse", {"enabled": False})
    browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})


def open_planner(browser, server, plan_id):
    browser.get(f"{server.base}/planner/{plan_id}")
    WebDriverWait(browser, 30).until(lambda d: d.execute_script("return document.readyState") == "complete")


def card(browser, iso):
    return browser.find_element(By.ID, f"day-{iso}")


def chip(browser, iso, name):
    for element in card(browser, iso).find_elements(By.CSS_SELECTOR, ".exercise-chip"):
        if element.get_attribute("data-exercise-name") == name:
            return element
    return None


def chip_names(browser, iso):
    return browser.execute_script(
        "return [...document.querySelectorAll(`#day-${arguments[0]} .exercise-chip`)].map((c) => c.dataset.exerciseName)", iso)


def day_label(browser, iso):
    """The day card's accessible name, read in one step (the page swaps weeks as they change)."""
    return browser.execute_script("return document.querySelector(`#day-${arguments[0]} [data-open-day]`).getAttribute('aria-label')", iso)


def wait_for(browser, condition, timeout=30):
    """Waits until `condition()` holds; a stale or missing element means "not yet" (see conftest)."""
    return wait_until(browser, lambda d: condition(), timeout)


def center(browser, element):
    return browser.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];", element)


def mouse(browser, kind, x, y, pressed=True):
    """Real mouse input through the DevTools protocol (chromedriver's phone emulation would turn
    its own pointer actions into touches)."""
    event = {"type": kind, "x": x, "y": y}
    if pressed:
        event.update({"button": "left", "buttons": 1 if kind != "mouseReleased" else 0, "clickCount": 1})
    browser.execute_cdp_cmd("Input.dispatchMouseEvent", event)


def mouse_drag(browser, start, end, steps=12, before_release=None):
    (x0, y0), (x1, y1) = start, end
    mouse(browser, "mouseMoved", x0, y0, pressed=False)
    mouse(browser, "mousePressed", x0, y0)
    for i in range(1, steps + 1):
        mouse(browser, "mouseMoved", x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps)
    if before_release:
        before_release()
    mouse(browser, "mouseReleased", x1, y1)


def touch_drag(browser, start, end, steps=12, hold_until_lifted=None):
    """Real touch input through the DevTools protocol: start, (hold still until the page lifts the
    chip `hold_until_lifted`), a series of moves, end."""
    (x0, y0), (x1, y1) = start, end
    browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0}]})
    if hold_until_lifted is not None:
        wait_for(browser, lambda: "is-lifted" in hold_until_lifted.get_attribute("class"))
    for i in range(1, steps + 1):
        x = x0 + (x1 - x0) * i / steps
        y = y0 + (y1 - y0) * i / steps
        browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
    browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


@pytest.mark.clock(NOW)
def test_mouse_drag_moves_an_exercise_and_it_survives_a_reload(browser, server):
    plan = make_plan(server)
    use_a_mouse(browser)
    open_planner(browser, server, plan["id"])
    # Monday's last exercise onto Wednesday, a rest day (today, the indigo-to-violet card).
    source = chip(browser, "2026-03-02", "Triceps Pushdown")
    # One day a row: Monday's last row at the top leaves Wednesday on screen below Tuesday.
    browser.execute_script("arguments[0].scrollIntoView({block: 'start'})", source)
    target = card(browser, "2026-03-04")
    assert "is-active" in target.get_attribute("class")

    def lifted_over_target():
        assert "is-lifted" in source.get_attribute("class")
        assert browser.find_elements(By.CSS_SELECTOR, ".drag-ghost")
        assert "is-drop-target" in card(browser, "2026-03-04").get_attribute("class")

    mouse_drag(browser, center(browser, source.find_element(By.CSS_SELECTOR, ".chip-name")),
               center(browser, target.find_element(By.CSS_SELECTOR, ".day-title")), before_release=lifted_over_target)

    wait_for(browser, lambda: "Triceps Pushdown" in chip_names(browser, "2026-03-04"))
    wait_for(browser, lambda: day_label(browser, "2026-03-04") == "Wednesday: Triceps Pushdown, 1 exercise, status to do")
    assert "Triceps Pushdown" not in chip_names(browser, "2026-03-02")
    assert "Moved Triceps Pushdown to Wed Mar 4, week 1." in browser.find_element(By.CSS_SELECTOR, "[data-planner-live]").get_attribute("textContent")
    assert not browser.find_elements(By.CSS_SELECTOR, ".drag-ghost")
    saved = workout_on(plan_from_api(server, plan["id"]), "2026-03-04")
    assert [e["name"] for e in saved["exercises"]] == ["Triceps Pushdown"]

    browser.refresh()
    assert chip_names(browser, "2026-03-04") == ["Triceps Pushdown"]
    assert "Triceps Pushdown" not in chip_names(browser, "2026-03-02")


@pytest.mark.clock(NOW)
def test_touch_drag_by_the_handle_moves_an_exercise(browser, server):
    plan = make_plan(server)
    open_planner(browser, server, plan["id"])
    source = chip(browser, "2026-03-03", "Hanging Knee Raise")  # Tuesday, last exercise
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", source)
    handle = source.find_element(By.CSS_SELECTOR, "[data-drag-handle]")
    target = card(browser, "2026-03-05")  # Thursday: Upper B
    assert "Hanging Knee Raise" not in chip_names(browser, "2026-03-05")
    touch_drag(browser, center(browser, handle), center(browser, target.find_element(By.CSS_SELECTOR, ".day-title")))

    wait_for(browser, lambda: "Hanging Knee Raise" in chip_names(browser, "2026-03-05"))
    wait_for(browser, lambda: day_label(browser, "2026-03-05") == "Thursday: Upper B, 7 exercises, status to do")
    # Dropped on the card's title, above its exercises: it goes first.
    assert chip_names(browser, "2026-03-05")[0] == "Hanging Knee Raise"
    browser.refresh()
    assert chip_names(browser, "2026-03-05")[0] == "Hanging Knee Raise"
    assert "Hanging Knee Raise" not in chip_names(browser, "2026-03-03")


@pytest.mark.clock(NOW)
def test_long_press_lifts_a_chip_for_a_finger_and_a_quick_swipe_does_not(browser, server):
    plan = make_plan(server)
    open_planner(browser, server, plan["id"])
    source = chip(browser, "2026-03-02", "Triceps Pushdown")
    browser.execute_script("arguments[0].scrollIntoView({block: 'start'})", source)
    name = source.find_element(By.CSS_SELECTOR, ".chip-name")
    target = card(browser, "2026-03-04").find_element(By.CSS_SELECTOR, ".day-title")
    # A quick swipe from the chip's text scrolls; nothing moves.
    touch_drag(browser, center(browser, name), center(browser, target))
    page_time_passes(browser, 0.5)  # past the page's 350 ms long-press timer: it would have lifted the chip by now
    assert "Triceps Pushdown" in chip_names(browser, "2026-03-02")
    assert not browser.find_elements(By.CSS_SELECTOR, ".drag-ghost")
    # Press and hold, then drag: the chip lifts and lands on Wednesday.
    browser.execute_script("arguments[0].scrollIntoView({block: 'start'})", source)
    touch_drag(browser, center(browser, name), center(browser, target), hold_until_lifted=source)
    wait_for(browser, lambda: chip_names(browser, "2026-03-04") == ["Triceps Pushdown"])
    browser.refresh()
    assert chip_names(browser, "2026-03-04") == ["Triceps Pushdown"]


@pytest.mark.clock(NOW)
def test_keyboard_move_without_dragging(browser, server):
    plan = make_plan(server)
    open_planner(browser, server, plan["id"])
    move = chip(browser, "2026-03-02", "Lat Pulldown").find_element(By.CSS_SELECTOR, "[data-move-link]")
    assert move.get_attribute("aria-label") == "Move Lat Pulldown to…"
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].focus()", move)
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    sheet = wait_for(browser, lambda: browser.find_element(By.ID, "planner-sheet") if browser.find_element(By.ID, "planner-sheet").get_attribute("open") is not None else None)
    assert "Move Lat Pulldown" in sheet.text
    # The first choice has focus; arrow keys pick a day: Tuesday, then Wednesday.
    assert browser.switch_to.active_element.get_attribute("value") == "2026-03-03"
    ActionChains(browser).send_keys(Keys.ARROW_DOWN).perform()
    assert browser.switch_to.active_element.get_attribute("value") == "2026-03-04"
    ActionChains(browser).send_keys(Keys.TAB).send_keys(Keys.ENTER).perform()

    wait_for(browser, lambda: "Lat Pulldown" in chip_names(browser, "2026-03-04"))
    wait_for(browser, lambda: browser.switch_to.active_element.get_attribute("aria-label") == "Move Lat Pulldown to…")
    assert browser.switch_to.active_element.find_element(By.XPATH, "./ancestor::li[contains(@class, 'day-card')]").get_attribute("data-day") == "2026-03-04"
    assert browser.find_element(By.ID, "planner-sheet").get_attribute("open") is None
    browser.refresh()
    assert chip_names(browser, "2026-03-04") == ["Lat Pulldown"]


@pytest.mark.clock(NOW)
def test_mark_done_with_the_button_then_by_swiping_the_workout_card(browser, server):
    plan = make_plan(server)
    open_planner(browser, server, plan["id"])
    monday = card(browser, "2026-03-02")
    tap(browser, monday.find_element(By.CSS_SELECTOR, ".done-button"))
    wait_for(browser, lambda: "status done" in day_label(browser, "2026-03-02"))
    monday = card(browser, "2026-03-02")
    assert "flash-done" in monday.get_attribute("class")
    assert monday.find_elements(By.CSS_SELECTOR, ".day-ring-tick")
    assert "Done" in monday.find_element(By.CSS_SELECTOR, ".done-button").text
    assert "1 of 4 workouts done" in page_text(browser)

    # Tuesday: open the preview sheet and swipe its workout card to the right with a finger.
    tap(browser, card(browser, "2026-03-03").find_element(By.CSS_SELECTOR, "[data-open-day]"))
    workout = wait_for(browser, lambda: browser.find_element(By.CSS_SELECTOR, "#planner-sheet [data-swipe-done]"))
    assert "Back Squat" in workout.text and "Brace before each rep" in workout.text
    settle(browser, workout)  # its place is read once the sheet has slid in (see the pull-down test)
    x, y = center(browser, workout.find_element(By.CSS_SELECTOR, "h2"))
    touch_drag(browser, (x - 80, y), (x + 80, y))
    wait_for(browser, lambda: "status done" in day_label(browser, "2026-03-03"))
    assert browser.find_element(By.ID, "planner-sheet").get_attribute("open") is None
    assert "Lower A marked done." in browser.find_element(By.CSS_SELECTOR, "[data-planner-live]").get_attribute("textContent")
    browser.refresh()
    assert "2 of 4 workouts done" in page_text(browser)
    saved = plan_from_api(server, plan["id"])
    assert workout_on(saved, "2026-03-03")["doneAt"]


@pytest.mark.clock(NOW)
def test_no_green_flash_with_reduced_motion(browser, server):
    plan = make_plan(server)
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    open_planner(browser, server, plan["id"])
    tap(browser, card(browser, "2026-03-02").find_element(By.CSS_SELECTOR, ".done-button"))
    wait_for(browser, lambda: "flash-done" in card(browser, "2026-03-02").get_attribute("class"))
    animation = browser.execute_script("return getComputedStyle(arguments[0]).animationName", card(browser, "2026-03-02"))
    assert animation == "none"
    assert card(browser, "2026-03-02").find_elements(By.CSS_SELECTOR, ".day-ring-tick")  # the tick stays


@pytest.mark.clock(NOW)
def test_deload_week_shows_a_banner_and_halves_sets_for_moved_exercises(browser, server):
    plan = make_plan(server)
    open_planner(browser, server, plan["id"])
    tap(browser, browser.find_element(By.CSS_SELECTOR, "[data-week-link='4']"))
    week4 = browser.find_element(By.ID, "week-4")
    wait_for(browser, lambda: week4.find_element(By.CSS_SELECTOR, ".deload-banner").is_displayed())
    banner = week4.find_element(By.CSS_SELECTOR, ".deload-banner")
    assert "Deload week" in banner.text and "about half its usual sets" in banner.text
    bench = chip(browser, "2026-03-23", "Bench Press")
    assert bench.find_element(By.CSS_SELECTOR, ".chip-dose").text == "2 × 6–8"
    assert "is-reduced" in bench.find_element(By.CSS_SELECTOR, ".chip-dose").get_attribute("class")
    assert not browser.find_elements(By.CSS_SELECTOR, "#week-1 .deload-banner")

    # Move week 3's Thursday press into the deload Monday: 3 sets become 2; the sheet says so first.
    browser.get(f"{server.base}/planner/{plan['id']}?day=2026-03-19")
    move = chip(browser, "2026-03-19", "Seated Dumbbell Press").find_element(By.CSS_SELECTOR, "[data-move-link]")
    tap(browser, move)
    choice = wait_for(browser, lambda: browser.find_element(By.CSS_SELECTOR, "#planner-sheet input[value='2026-03-23']"))
    label = choice.find_element(By.XPATH, "./ancestor::label")
    assert "deload week: sets about halved" in label.text
    tap(browser, label)
    tap(browser, browser.find_element(By.CSS_SELECTOR, "#planner-sheet button[type=submit]"))
    wait_for(browser, lambda: chip(browser, "2026-03-23", "Seated Dumbbell Press") is not None)
    moved = chip(browser, "2026-03-23", "Seated Dumbbell Press")
    assert moved.find_element(By.CSS_SELECTOR, ".chip-dose").text == "2 × 10–12"
    assert "Deload week: 2 of 3 sets." in browser.find_element(By.CSS_SELECTOR, "[data-planner-live]").get_attribute("textContent")


@pytest.mark.clock(NOW)
def test_the_preview_sheet_closes_by_escape_button_and_pulling_down(browser, server):
    plan = make_plan(server)
    open_planner(browser, server, plan["id"])
    sheet = browser.find_element(By.ID, "planner-sheet")
    opener = card(browser, "2026-03-02").find_element(By.CSS_SELECTOR, "[data-open-day]")

    def open_sheet():
        tap(browser, opener)
        wait_for(browser, lambda: sheet.get_attribute("open") is not None and "Upper A" in sheet.text)

    open_sheet()
    assert "Bench Press" in sheet.text and "4 × 6–8" in sheet.text and "Start or edit workout" in sheet.text
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    wait_for(browser, lambda: sheet.get_attribute("open") is None)
    assert browser.switch_to.active_element == opener

    open_sheet()
    tap(browser, sheet.find_element(By.CSS_SELECTOR, "[data-close-sheet]"))
    wait_for(browser, lambda: sheet.get_attribute("open") is None)

    open_sheet()
    # The grabber's place is read once the sheet has slid in: read mid-slide (a busy machine draws
    # the 220 ms slide in few frames), the finger came down below it, on the workout, and no pull began.
    grabber = sheet.find_element(By.CSS_SELECTOR, "[data-sheet-grabber]")
    settle(browser, grabber)
    x, y = center(browser, grabber)
    touch_drag(browser, (x, y), (x, y + 180))
    wait_for(browser, lambda: sheet.get_attribute("open") is None)


@pytest.mark.clock(NOW)
@pytest.mark.expected_status(409)
def test_a_refused_move_rolls_back_with_a_message(browser, server):
    plan = make_plan(server)
    open_planner(browser, server, plan["id"])
    # Thursday's workout is marked done behind the page's back (another tab), so the drop is refused.
    thursday = workout_on(plan, "2026-03-05")
    assert server.api("POST", f"/api/v1/mesocycles/{plan['id']}/workouts/{thursday['id']}/done")[0] == 200
    source = chip(browser, "2026-03-03", "Hanging Knee Raise")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", source)
    handle = source.find_element(By.CSS_SELECTOR, "[data-drag-handle]")
    touch_drag(browser, center(browser, handle), center(browser, card(browser, "2026-03-05").find_element(By.CSS_SELECTOR, ".day-title")))
    alert = browser.find_element(By.CSS_SELECTOR, "[data-planner-alert]")
    wait_for(browser, alert.is_displayed)
    assert "Hanging Knee Raise stays on Tuesday, Mar 3" in alert.text
    assert "marked done" in alert.text
    assert chip_names(browser, "2026-03-03")[-1] == "Hanging Knee Raise"
    assert "Hanging Knee Raise" not in chip_names(browser, "2026-03-05")


@pytest.mark.clock(NOW)
def test_large_text_stacks_cards_and_grows_drop_targets(browser, server):
    plan = make_plan(server)
    open_planner(browser, server, plan["id"])
    columns = browser.execute_script("return getComputedStyle(document.querySelector('.day-grid')).gridTemplateColumns")
    assert len(columns.split()) == 1  # a phone: one day a row already
    normal = browser.execute_script("return getComputedStyle(document.querySelector('.day-card')).paddingBottom")
    browser.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": 24}})
    browser.refresh()
    columns = browser.execute_script("return getComputedStyle(document.querySelector('.day-grid')).gridTemplateColumns")
    assert len(columns.split()) == 1
    grown = browser.execute_script("return getComputedStyle(document.querySelector('.day-card')).paddingBottom")
    assert float(grown.rstrip("px")) >= float(normal.rstrip("px")) + 20


@pytest.mark.clock(NOW)
def test_creating_a_plan_from_a_template_and_deleting_it(browser, server):
    from conftest import click_and_load
    browser.get(f"{server.base}/planner")
    assert "Plan your training" in page_text(browser)
    tap(browser, browser.find_element(By.CSS_SELECTOR, "input[value='push-pull-legs']"))
    click_and_load(browser, browser.find_element(By.CSS_SELECTOR, "form.planner-new-form button[type=submit]"))
    assert "Your training plan is ready" in page_text(browser)
    assert "Push / Pull / Legs, 3 days" in page_text(browser)
    assert browser.find_element(By.CSS_SELECTOR, ".tabbar a[aria-current=page]").text == "Planner"
    click_and_load(browser, browser.find_element(By.LINK_TEXT, "Plan settings"))
    click_and_load(browser, browser.find_element(By.PARTIAL_LINK_TEXT, "Delete this plan"))
    click_and_load(browser, browser.find_element(By.CSS_SELECTOR, "button.danger"))
    assert "The training plan was deleted." in page_text(browser)
    assert server.api("GET", "/api/v1/mesocycles") == (200, [])


@pytest.mark.clock(NOW)
def test_weeks_in_brief_fill_in_place_and_a_move_into_one_draws_it(browser, server):
    from conftest import click_and_load
    plan = make_plan(server)
    open_planner(browser, server, plan["id"])
    # Week 1 (today's) is drawn in full; week 3 only in brief, with what it holds.
    assert len(browser.find_elements(By.CSS_SELECTOR, "#week-1 .day-card")) == 7
    week3 = browser.find_element(By.ID, "week-3")
    assert week3.get_attribute("data-week-summary") is not None
    assert [item.text for item in week3.find_elements(By.CSS_SELECTOR, ".week-plan li")] == [
        "Mon Upper A", "Tue Lower A", "Thu Upper B", "Fri Lower B"]
    # Its tab scrolls to it and the page fills the same element in.
    tap(browser, browser.find_element(By.CSS_SELECTOR, "[data-week-link='3']"))
    wait_for(browser, lambda: len(week3.find_elements(By.CSS_SELECTOR, ".day-card")) == 7)
    assert week3.get_attribute("data-week-summary") is None
    assert chip(browser, "2026-03-16", "Bench Press") is not None

    # With the weeks' fragments unavailable, week 2 stays in brief: a keyboard move into it waits
    # for the server, which draws week 2 in full.
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/weeks/*"]})
    open_planner(browser, server, plan["id"])
    assert browser.find_element(By.ID, "week-2").get_attribute("data-week-summary") is not None
    move = chip(browser, "2026-03-02", "Lat Pulldown").find_element(By.CSS_SELECTOR, "[data-move-link]")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].focus()", move)
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    choice = wait_for(browser, lambda: browser.find_element(By.CSS_SELECTOR, "#planner-sheet input[value='2026-03-09']"))
    tap(browser, choice.find_element(By.XPATH, "./ancestor::label"))
    tap(browser, browser.find_element(By.CSS_SELECTOR, "#planner-sheet button[type=submit]"))
    wait_for(browser, lambda: "Lat Pulldown" in chip_names(browser, "2026-03-09"))
    assert "Lat Pulldown" not in chip_names(browser, "2026-03-02")
    assert browser.find_element(By.ID, "week-2").get_attribute("data-week-summary") is None
    assert "Moved Lat Pulldown to Mon Mar 9, week 2." in browser.find_element(By.CSS_SELECTOR, "[data-planner-live]").get_attribute("textContent")
    wait_for(browser, lambda: browser.switch_to.active_element.get_attribute("aria-label") == "Move Lat Pulldown to…")

    # Without the page's script a week's tab opens that week in full.
    browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*planner.js*"]})
    open_planner(browser, server, plan["id"])
    click_and_load(browser, browser.find_element(By.CSS_SELECTOR, "[data-week-link='4']"))
    assert browser.current_url.endswith("?week=4")
    assert len(browser.find_elements(By.CSS_SELECTOR, "#week-4 .day-card")) == 7
    assert "Deload week" in browser.find_element(By.CSS_SELECTOR, "#week-4 .deload-banner").text
    assert browser.find_element(By.ID, "week-1").get_attribute("data-week-summary") is not None
