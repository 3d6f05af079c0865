"""Large text and narrow screens (issue 22, "200 % text breaks navigation").

Every page — rehab home, plans, the guided session's intro, live page and summary, progress, the
habit pages (Today with every card open, history, heatmap, achievements, help, settings), the coach,
reminders, connect, the planner — is walked in three browsers: 390×844 with the text size at 200 %
(Chromium's default font size doubled, as a phone's text-size setting does), 320×640 with normal
text, and 390×844 in dark mode. On each, `layout_checks.layout_problems` must find nothing: no
sideways scrolling, every tab of the tab bar whole and on screen, nothing spilling out of its card,
no items of a row overlapping, no word broken mid-word, square heatmap cells. Each page is saved as
a full-page screenshot in artifacts/screenshots (`large-text-…`, `narrow-…`, `dark-…`).

Beyond the pages named here, the walk follows same-site links (one page of each kind), so a new page
is checked as soon as something links to it. The planner's own pages are walked too; they are
owned by the planner's one-column work, so they are checked in a test of their own.
The server's clock reads Wednesday, March 4, 2026, 09:00 in Toronto.
"""
import re
from urllib.parse import urlsplit

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import click_and_load, module_server, wait_until
from layout_checks import layout_problems, make_sized_driver, root_font_size, save_screenshot
from test_a11y import seed_data

NOW = "2026-03-04T14:00:00Z"

# Links that aren't pages (downloads, files, sign-out).
NOT_PAGES = re.compile(r"(\.(ics|csv|json|crt|pem|js|css|svg|png|webmanifest)$)|^/(static|logout|login|signin|calendar|api)/?|/audio$|/export$")
# Path segments that name a kind of page; any other segment (an id, a date, a region) stands for any.
WORDS = {"progress", "times", "delete", "sessions", "exercises", "start", "check", "settings", "new", "days",
         "edit", "move", "summary", "reset", "achievements", "trust", "notes", "clear", "prep-items", "why",
         "pauses", "workouts", "status", "frames", "weeks", "remove", "report"}

# (name, width, height, text scale, dark)
BROWSERS = {
    "large-text": (390, 844, 2, False),
    "narrow": (320, 640, 1, False),
    "dark": (390, 844, 1, True),
}


def kind(path):
    """One walk per kind of page: /triage/knee/knee-weak and /triage/hip/hip-stiff are one kind."""
    segments = urlsplit(path).path.strip("/").split("/")
    return "/" + "/".join([segments[0]] + [s if s in WORDS else "*" for s in segments[1:]])


def is_planner(path):
    return urlsplit(path).path.startswith("/planner")


server = module_server(NOW)


@pytest.fixture(scope="module")
def seeded(server):
    return seed(server)


def seed(server):
    """test_a11y's data and a coach conversation. Returns the paths the walk starts from."""
    plan, slots, block = seed_data(server)
    # A coach conversation, typed as a person would.
    driver = make_sized_driver()
    try:
        driver.get(server.login_url)
        driver.get(server.base + "/coach")
        box = driver.find_element(By.ID, "coach-text")
        box.send_keys("What should I do today?")
        box.send_keys(Keys.ENTER)
        wait_until(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "[data-coach-log] .bubble.from-coach:not(.intro)")
                   and d.find_element(By.CSS_SELECTOR, "[data-coach-draft]").get_attribute("hidden") is not None)
    finally:
        driver.quit()
    return {
        "plan": plan, "slot": slots[1], "block": block,
        "start": ["/", "/schedule", "/triage", "/triage/knee", f"/plans/{plan}/progress", f"/plans/{plan}/edit",
                  f"/plans/{plan}/times", f"/plans/{plan}/delete", f"/plans/{plan}/sessions/{slots[1]}",
                  "/exercises/heel-slides", "/exercises/heel-slides/check", "/conditions/knee-limited-flexion",
                  "/today", "/today/prep-items", "/today/why", "/history", "/history/2026-03-03",
                  "/history/achievements/reset", "/help", "/help/stress", "/settings", "/coach", "/coach/settings",
                  "/reminders", "/connect", "/connect/trust", "/no-such-page"],
        "planner": ["/planner", "/planner/new", f"/planner/{block}", f"/planner/{block}/weeks/2",
                    f"/planner/{block}/settings", f"/planner/{block}/days/2026-03-04"],
    }


@pytest.fixture(scope="module", params=list(BROWSERS))
def browser(request, server):
    width, height, scale, dark = BROWSERS[request.param]
    driver = make_sized_driver(width, height, scale, dark)
    driver.name_of_size = request.param
    driver.get(server.login_url)
    wait_until(driver, lambda d: d.execute_script("return document.readyState") == "complete")
    # The browser's text size really is what the setting says, and the stylesheet follows it.
    assert root_font_size(driver) == 16 * scale
    yield driver
    driver.quit()


def open_everything(driver):
    """Opens every closed disclosure (Today's cards, plan details), so what they hold is checked too."""
    driver.execute_script("document.querySelectorAll('details:not([open])').forEach((d) => d.open = true)")


def slug(label):
    """A file name for a page: its kind (/plans/*/progress), so a rerun overwrites the same files."""
    name = kind(label) if label.startswith("/") else label
    return re.sub(r"[^a-z0-9]+", "-", name.lower().replace("*", "x")).strip("-") or "home"


def check(driver, label, prefix=""):
    """The current page's layout problems, each prefixed with the page and browser."""
    open_everything(driver)
    save_screenshot(driver, f"{driver.name_of_size}-{prefix}{slug(label)}.png")
    return [f"{label} [{driver.name_of_size}]: {p}" for p in layout_problems(driver)]


def walk(driver, server, start, keep, prefix=""):
    """Checks every kind of page reachable from `start` by same-site links for which `keep(path)`
    holds. Returns the problems found."""
    problems, seen, queue = [], set(), list(start)
    while queue and len(seen) < 90:
        path = queue.pop(0)
        if kind(path) in seen or not keep(path):
            continue
        seen.add(kind(path))
        driver.get(server.base + path)
        wait_until(driver, lambda d: d.execute_script("return document.readyState") == "complete")
        problems += check(driver, path, prefix)
        for href in driver.execute_script(
                "return [...document.querySelectorAll('a[href]')].filter((a) => !a.hasAttribute('download'))"
                ".map((a) => a.getAttribute('href'))"):
            href = href.split("#")[0]
            if href.startswith("/") and not href.startswith("//") and not NOT_PAGES.search(urlsplit(href).path):
                queue.append(href)
    return problems


def report(problems):
    assert not problems, f"{len(problems)} layout problems:\n" + "\n".join(problems)


def test_every_page_fits_at_large_text_and_narrow_widths(browser, server, seeded):
    report(walk(browser, server, seeded["start"], lambda path: not is_planner(path)))


def test_the_guided_session_fits_at_large_text_and_narrow_widths(browser, server, seeded):
    """The intro, the live page (a set running, in target) and the summary."""
    start = f"/plans/{seeded['plan']}/sessions/{seeded['slot']}/exercises/heel-slides/start"
    browser.get(server.base + start)
    problems = check(browser, "guided session intro")
    slider = browser.find_element(By.CSS_SELECTOR, "input[name=source][value=slider]")
    browser.execute_script("arguments[0].click()", slider)
    click_and_load(browser, browser.find_element(By.ID, "start-live"))
    wait_until(browser, lambda d: d.find_element(By.ID, "live").get_attribute("data-connected") == "true")
    problems += check(browser, "live page")
    browser.execute_script("const s = document.querySelector('[data-slider]'); s.value = 88;"
                           " s.dispatchEvent(new Event('input', {bubbles: true}))")
    wait_until(browser, lambda d: "In target" in d.find_element(By.CSS_SELECTOR, "[data-zone-text]").text)
    problems += check(browser, "live page in target")
    click_and_load(browser, browser.find_element(By.ID, "end-session"))
    problems += check(browser, "session summary")
    report(problems)


def test_the_planner_fits_at_large_text_and_narrow_widths(browser, server, seeded):
    report(walk(browser, server, seeded["planner"], is_planner))


EVENING = "2026-03-05T01:30:00Z"  # Wednesday, March 4, 2026, 20:30 in Toronto: End-of-Day and Prep tonight


first_launch = module_server(EVENING)  # a second server with nothing in it, in the evening


def test_first_launch_and_the_evening_fit_at_large_text_and_narrow_widths(browser, server, first_launch):
    """Empty states (no plan, no habit day, "0 of 5 earned") and the habit day's evening cards."""
    try:
        browser.get(first_launch.login_url)
        report(walk(browser, first_launch, [
            "/", "/schedule", "/triage", "/today", "/history", "/settings", "/help", "/coach", "/reminders",
            "/connect"], lambda path: not is_planner(path), prefix="first-launch-"))
    finally:
        browser.get(server.login_url)  # both servers are on 127.0.0.1: sign back in to the first
