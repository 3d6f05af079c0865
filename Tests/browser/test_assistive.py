"""Floating things never cover what they point at or the page's end, and assistive mode (issue 22).

- The first-launch coach mark: its spotlight sits clear of the tab bar, its note clear of the button
  it points at, and every first choice does its job on the first tap (at 390×844 and 320 px).
- The reminder banner and "Jump to Today" reserve room at the bottom of the page, so its last rows
  and the disclaimer scroll clear of them.
- Assistive mode, a setting on /settings (also offered on first launch): larger text and targets, no
  coach mark or motion, home reduced to the next step with one big Start button, a way back to that
  step on every page; axe 0 serious/critical with the mode on and off, at 390×844 and 200 % text.
"""
import os

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
import shutil

from conftest import SCREENSHOTS, click_and_load, page_text, tap, wait_until
from test_a11y import AXE, audit, reflow_problems

MORNING = "2026-11-23T14:05:00Z"  # Monday 09:05 in Toronto
NIGHT = "2026-11-24T02:05:00Z"  # Monday 21:05 in Toronto: Prep Tonight is due


def phone(width=390, height=844, font_size=16):
    """Headless Chromium at a phone's size; `font_size` 32 is the browser's text at 200 %."""
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                     f"--window-size={width},{height}", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": width, "height": height, "pixelRatio": 1}})
    options.add_experimental_option("prefs", {"webkit.webprefs.default_font_size": font_size})
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(60)
    driver.axe_source = open(AXE, encoding="utf-8").read() if os.path.exists(AXE) else None
    return driver


@pytest.fixture
def sized(server):
    made = []

    def make(*args, **kwargs):
        driver = phone(*args, **kwargs)
        made.append(driver)
        driver.get(server.login_url)
        return driver
    yield make
    for driver in made:
        driver.quit()


def shot(driver, name):
    os.makedirs(SCREENSHOTS, exist_ok=True)
    assert driver.save_screenshot(os.path.join(SCREENSHOTS, f"assistive_{name}.png"))


def box(driver, element, grow=0):
    return driver.execute_script(
        "const r = arguments[0].getBoundingClientRect(), g = arguments[1];"
        "return {left: r.left - g, top: r.top - g, right: r.right + g, bottom: r.bottom + g};", element, grow)


def overlap(a, b):
    return a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]


def hit(driver, element):
    """True when a tap at the element's centre lands on it (nothing floats over it there)."""
    return driver.execute_script(
        "const r = arguments[0].getBoundingClientRect();"
        "const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);"
        "return at !== null && (at === arguments[0] || arguments[0].contains(at));", element)


def settled_scroll(driver):
    wait_until(driver, lambda d: d.execute_script(
        "return new Promise((done) => { const y = scrollY; requestAnimationFrame(() => requestAnimationFrame(() => done(scrollY === y))); })"))


@pytest.mark.parametrize("width", [390, 320])
def test_the_coach_mark_clears_the_tab_bar_and_the_first_choices_work_on_the_first_tap(server, sized, width):
    driver = sized(width)
    driver.get(server.base + "/")
    wait_until(driver, lambda d: d.switch_to.active_element.get_attribute("id") == "new-plan")
    settled_scroll(driver)
    new_plan = driver.find_element(By.ID, "new-plan")
    bar = driver.find_element(By.CSS_SELECTOR, ".tabbar")
    note = driver.find_element(By.CSS_SELECTOR, "[data-coachmark]")
    # The spotlight's ring (14 px) is clear of the tab bar; the note is clear of the button.
    assert not overlap(box(driver, new_plan, 14), box(driver, bar)), (box(driver, new_plan), box(driver, bar))
    assert not overlap(box(driver, note), box(driver, new_plan))
    assert hit(driver, new_plan)
    demo = driver.find_element(By.XPATH, "//button[normalize-space()='Try it with sample plans']")
    offer = driver.find_element(By.ID, "assistive-offer")
    for choice in (demo, offer):
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", choice)
        assert hit(driver, choice), choice.text
    shot(driver, f"first_launch_{width}")
    # One tap on the sample plans does its job (the coach mark doesn't swallow it).
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", demo)
    click_and_load(driver, demo)
    assert "Sample plans added" in page_text(driver)


@pytest.mark.clock(NIGHT)
def test_the_reminder_banner_and_jump_to_today_leave_the_end_of_the_page_clear(server, sized):
    driver = sized(390)
    driver.get(server.base + "/today")
    click_and_load(driver, driver.find_element(By.ID, "start-habit-coach"))  # Today then shows what's due
    banner = wait_until(driver, lambda d: next(
        (b for b in d.find_elements(By.CSS_SELECTOR, ".reminder-banner") if "Prep Tonight" in b.text), None))
    # The page's end: the disclaimer and the last checklist link scroll clear of both floating things.
    driver.execute_script("window.scrollTo(0, document.documentElement.scrollHeight)")
    jump = driver.find_element(By.CSS_SELECTOR, "[data-jump-today]")
    wait_until(driver, lambda d: "is-away" in jump.get_attribute("class"))
    settled_scroll(driver)
    disclaimer = driver.find_element(By.CSS_SELECTOR, ".site-footer .disclaimer")
    wait_until(driver, lambda d: not overlap(box(d, disclaimer), box(d, banner)),
               message="the reminder banner covers the disclaimer")
    assert not overlap(box(driver, disclaimer), box(driver, jump))
    assert not overlap(box(driver, jump), box(driver, banner)), "Jump to Today sits under the banner"
    assert hit(driver, disclaimer)
    shot(driver, "today_end_with_banner")
    # Brought into view (as focus does), "Edit my Night Prep list" stays clear of both too.
    edit = driver.find_element(By.LINK_TEXT, "Edit my Night Prep list")
    driver.execute_script("arguments[0].scrollIntoView({block: 'end'})", edit)
    settled_scroll(driver)
    assert hit(driver, edit)
    assert not overlap(box(driver, edit), box(driver, jump)) and not overlap(box(driver, edit), box(driver, banner))


def turn_on_in_settings(driver, server):
    driver.get(server.base + "/settings")
    assert "Assistive mode is off." in page_text(driver)
    click_and_load(driver, driver.find_element(By.ID, "assistive-toggle"))
    wait_until(driver, lambda d: "Assistive mode is on." in d.find_element(By.ID, "assistive-state").text)
    assert "assistive" in driver.find_element(By.TAG_NAME, "body").get_attribute("class").split()


def axe_problems(driver, label):
    assert driver.axe_source, f"axe-core is missing at {AXE}: run scripts/install-test-tools"
    return audit(driver, label)


@pytest.mark.clock(MORNING)
@pytest.mark.parametrize("font_size", [16, 32])
def test_assistive_mode_reduces_home_to_the_next_step_with_one_start_button(server, sized, font_size):
    status, _ = server.api("POST", "/api/v1/plans", {"conditionId": "knee-limited-flexion", "sessionTimes": ["08:00", "13:00"]})
    assert status == 201
    driver = sized(390, 844, font_size)
    problems = []
    # Off: the usual home, accessible.
    driver.get(server.base + "/")
    assert driver.find_elements(By.CSS_SELECTOR, ".plan-card")
    problems += axe_problems(driver, f"home, mode off, {font_size}px")
    turn_on_in_settings(driver, server)
    problems += axe_problems(driver, f"settings, mode on, {font_size}px")
    shot(driver, f"settings_on_{font_size}")

    driver.get(server.base + "/")
    body = driver.find_element(By.TAG_NAME, "body")
    assert "assistive" in body.get_attribute("class").split()
    step = driver.find_element(By.CSS_SELECTOR, "section.next-step")
    assert "Your next step" in step.text
    # 09:05: the 08:00 session is due; one big Start button, no plan cards, no coach mark.
    assert "8:00 AM" in step.text and "Start" in step.text
    # Which exercise Start opens, of how many (issue 35).
    assert driver.find_element(By.ID, "next-exercise-order").text == "Exercise 1 of 2 · Heel Slides"
    start = driver.find_element(By.ID, "next-step-action")
    assert start.text.strip() == "Start"
    size = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.width, r.height]", start)
    assert size[1] >= 72 and size[0] >= 250, size
    assert not driver.find_elements(By.CSS_SELECTOR, ".plan-card, [data-coachmark-backdrop]")
    assert driver.execute_script("return getComputedStyle(arguments[0]).animationName", step) == "none"
    # Larger text than the usual mode (the root size grows by 18.75 %).
    assert driver.execute_script("return parseFloat(getComputedStyle(document.documentElement).fontSize)") == pytest.approx(font_size * 1.1875, abs=0.5)
    # Screen readers: landmarks, one h1, the banner's heading, the button described by the step.
    assert driver.find_elements(By.CSS_SELECTOR, "main#main") and driver.find_elements(By.CSS_SELECTOR, "nav.tabbar[aria-label]")
    assert start.get_attribute("aria-describedby") == "next-step-text"
    problems += axe_problems(driver, f"assistive home, {font_size}px")
    if font_size == 32:
        problems += reflow_problems(driver, "assistive home")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", start)
    assert hit(driver, start)
    shot(driver, f"home_{font_size}")

    # Every other page has a way back to the next step; Start opens the session.
    click_and_load(driver, start)
    assert driver.current_url.endswith("/exercises/heel-slides/start")  # straight to the session's start
    assert driver.find_element(By.ID, "start-live").text.strip() == "Start"
    back = driver.find_element(By.ID, "back-to-next-step")
    problems += axe_problems(driver, f"session, mode on, {font_size}px")
    shot(driver, f"session_{font_size}")
    click_and_load(driver, back)
    # The full home is one small link away.
    click_and_load(driver, driver.find_element(By.ID, "full-home-link"))
    assert driver.find_elements(By.CSS_SELECTOR, ".plan-card")
    assert not problems, "\n".join(problems)


@pytest.mark.clock(MORNING)
def test_assistive_mode_offered_on_first_launch_guides_without_overlays(server, sized):
    driver = sized(390)
    driver.get(server.base + "/")
    offer = driver.find_element(By.ID, "assistive-offer")
    click_and_load(driver, offer)
    assert "Assistive mode is on" in page_text(driver)
    assert not driver.find_elements(By.CSS_SELECTOR, "[data-coachmark-backdrop]")
    assert "Make my plan" in driver.find_element(By.CSS_SELECTOR, "section.next-step").text
    # The notice stays (no toast that disappears) and is a status for screen readers.
    notice = driver.find_element(By.CSS_SELECTOR, ".notice[role=status]")
    assert notice.is_displayed()
    problems = axe_problems(driver, "assistive first launch")
    shot(driver, "first_launch_on")
    click_and_load(driver, driver.find_element(By.ID, "next-step-action"))
    assert "/triage" in driver.current_url
    assert driver.find_element(By.ID, "back-to-next-step").is_displayed()
    problems += axe_problems(driver, "triage, mode on")
    assert not problems, "\n".join(problems)


@pytest.mark.clock(MORNING)
def test_reduced_motion_is_honoured_with_the_mode_off(server, sized):
    driver = sized(390)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    driver.get(server.base + "/")
    note = driver.find_element(By.CSS_SELECTOR, "[data-coachmark]")
    assert driver.execute_script("return getComputedStyle(arguments[0]).animationName", note) == "none"
