"""Accessibility (WCAG 2.2 AA, issue 12): axe-core 4.10 on every page, empty and with data, each in
light mode, dark mode and 200 % text, in headless Chromium at 390×844; every page reflows at 200 %
text without sideways scrolling; the first-launch spotlight blocks what it dims; at 1280×800 home
and the planner use the width and the carousels have previous/next buttons.

One server and one browser for the whole file. axe-core comes from `scripts/install-test-tools`
(`${XDG_CACHE_HOME:-~/.cache}/physiopoint/axe/axe.min.js`) and is injected with WebDriver's
`execute_script`, which the pages' CSP (no inline script) does not block.
The server's clock reads Wednesday, March 4, 2026, 09:00 in Toronto."""
import os
import re
import shutil
from urllib.parse import urlsplit

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import click_and_load, make_driver, module_server, tap, wait_until

NOW = "2026-03-04T14:00:00Z"
AXE = os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "physiopoint", "axe", "axe.min.js")

# Pages reached from links but not audited: downloads, files and sign-out.
NOT_PAGES = re.compile(r"(\.(ics|csv|json|crt|pem|js|css|svg|png|webmanifest)$)|^/(static|logout|login|calendar)/?|/audio$|/export$")


server = module_server(NOW)


@pytest.fixture(scope="module")
def driver(server):
    if not os.path.exists(AXE):
        pytest.fail(f"axe-core is missing at {AXE}: run scripts/install-test-tools")
    driver = make_driver()
    driver.axe_source = open(AXE, encoding="utf-8").read()
    driver.get(server.login_url)
    yield driver
    driver.quit()


def set_mode(driver, mode):
    """light, dark or text200: light with the browser's text size at 200 % (Chromium's font-size
    setting, which rem sizes and the em-based media queries both follow, like a phone's Dynamic Type)."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
        {"name": "prefers-color-scheme", "value": "dark" if mode == "dark" else "light"}]})
    large = mode == "text200"
    driver.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": 32 if large else 16, "fixed": 26 if large else 13}})
    wait_until(driver, lambda d: d.execute_script("return getComputedStyle(document.documentElement).fontSize") == ("32px" if large else "16px"))


RUN_AXE = """
const done = arguments[arguments.length - 1];
// Finish running entrance animations so colours are read at rest (infinite ones can't finish).
for (const animation of document.getAnimations()) { try { animation.finish(); } catch (e) {} }
axe.run(document, {resultTypes: ['violations']}).then((result) => done({
  violations: result.violations.map((v) => ({id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => ({target: n.target.join(' '), summary: n.failureSummary}))})),
  h1: document.querySelectorAll('h1').length,
})).catch((error) => done({error: String(error)}));
"""


def audit(driver, label):
    """Runs axe on the page as it is; returns problems as readable lines."""
    if not driver.execute_script("return typeof axe === 'object'"):
        driver.execute_script(driver.axe_source)
    driver.set_script_timeout(60)
    result = driver.execute_async_script(RUN_AXE)
    assert "error" not in result, result
    problems = []
    for violation in result["violations"]:
        if violation["impact"] not in ("serious", "critical"):
            continue
        for node in violation["nodes"]:
            problems.append(f"{label}: {violation['id']} ({violation['impact']}) at {node['target']}: {node['summary']}")
    if result["h1"] != 1:
        problems.append(f"{label}: {result['h1']} h1 elements (want exactly one)")
    return problems


BROKEN_WORDS = """
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
const range = document.createRange();
const broken = [];
while (walker.nextNode() && broken.length < 6) {
  const node = walker.currentNode;
  const element = node.parentElement;
  // Codes and addresses may break anywhere; hidden text isn't laid out.
  if (!element || element.closest('code, .code-box, .mono, svg, .sr-only, .visually-hidden, [hidden]')) continue;
  if (!element.getClientRects().length) continue;
  const words = /[\\p{L}\\p{N}'\u2019]{2,}/gu;  // letters and digits: a break before '?' isn't mid-word
  let match;
  while ((match = words.exec(node.textContent))) {
    range.setStart(node, match.index);
    range.setEnd(node, match.index + match[0].length);
    const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
    if (lines.size > 1) broken.push(`${match[0]} (${element.tagName.toLowerCase()}.${element.className})`);
  }
}
return broken;
"""


def reflow_problems(driver, label):
    """At 390 px and 200 % text nothing scrolls sideways."""
    widths = driver.execute_script(
        "return [document.documentElement.scrollWidth, window.innerWidth,"
        " [...document.querySelectorAll('body *')].filter((e) => { const r = e.getBoundingClientRect();"
        "   return r.width > 0 && r.right > window.innerWidth + 1 && getComputedStyle(e).position !== 'fixed'"
        "   && !e.closest('[data-carousel], .carousel, .week-strip, .week-track, [inert], .skip-link'); })"
        "  .slice(0, 3).map((e) => e.tagName.toLowerCase() + (e.className && e.className.baseVal === undefined ? '.' + e.className.split(' ').join('.') : ''))]")
    scroll, inner, wide = widths
    problems = []
    if scroll > inner:
        problems.append(f"{label}: scrolls sideways at 200 % text ({scroll} > {inner} px; wide: {wide})")
    # No word broken mid-word ("Limi/ted"): each word's pieces sit on one line.
    broken = driver.execute_script(BROKEN_WORDS)
    if broken:
        problems.append(f"{label}: words broken mid-word at 200 % text: {broken}")
    # The tab bar's labels never overlap (the bar scrolls on its own instead).
    overlaps = driver.execute_script(
        "const boxes = [...document.querySelectorAll('.tabbar a span')].map((s) => s.getBoundingClientRect());"
        "return boxes.slice(1).filter((box, i) => box.left < boxes[i].right - 0.5).length")
    if overlaps:
        problems.append(f"{label}: {overlaps} tab labels overlap at 200 % text")
    return problems


def check_page(driver, label):
    """The current page in light, dark and 200 % text: axe, one h1, and reflow."""
    problems = []
    for mode in ("light", "dark", "text200"):
        set_mode(driver, mode)
        problems += audit(driver, f"{label} [{mode}]")
        if mode == "text200":
            problems += reflow_problems(driver, label)
    set_mode(driver, "light")
    return problems


def visit(driver, url):
    driver.get(url)
    wait_until(driver, lambda d: d.execute_script("return document.readyState") == "complete")


# Path segments that name a kind of page; any other segment (an id, a date, a region) stands for any.
WORDS = {"progress", "times", "delete", "sessions", "exercises", "start", "check", "settings", "new", "days",
         "edit", "move", "summary", "reset", "achievements", "trust", "notes", "clear", "prep-items", "why",
         "pauses", "workouts", "status", "frames"}


def pattern(path):
    """One audit per kind of page: /triage/knee/knee-weak and /triage/hip/hip-stiff are one kind."""
    segments = path.strip("/").split("/")
    return "/" + "/".join([segments[0]] + [s if s in WORDS else "*" for s in segments[1:]])


def crawl(driver, server, start_paths, seen, limit=80):
    """Audits every kind of page reachable by same-site links from `start_paths` (one of each
    pattern; GET only, so nothing changes). Returns the problems found."""
    problems = []
    queue = list(start_paths)
    while queue and len(seen) < limit:
        path = queue.pop(0)
        key = pattern(urlsplit(path).path)
        if key in seen:
            continue
        seen.add(key)
        visit(driver, server.base + path)
        if urlsplit(driver.current_url).path != urlsplit(path).path and pattern(urlsplit(driver.current_url).path) in seen:
            continue  # a redirect to a page already audited
        problems += check_page(driver, path)
        for href in driver.execute_script(
                "return [...document.querySelectorAll('a[href]')].filter((a) => !a.hasAttribute('download'))"
                ".map((a) => a.getAttribute('href'))"):
            if not href.startswith("/") or href.startswith("//"):
                continue
            href = href.split("#")[0]
            if href and not NOT_PAGES.search(urlsplit(href).path):
                queue.append(href)
    return problems


def report(problems):
    assert not problems, f"{len(problems)} accessibility problems:\n" + "\n".join(problems)


def test_the_first_launch_spotlight_blocks_what_it_dims(driver, server):
    visit(driver, server.base + "/")
    assert driver.find_elements(By.CSS_SELECTOR, "[data-coachmark-backdrop]"), "no first-launch spotlight"
    # Focus starts on the spotlighted button; everything dimmed is inert, so Tab stays inside.
    assert driver.switch_to.active_element.get_attribute("id") == "new-plan"
    for _ in range(4):
        driver.switch_to.active_element.send_keys(Keys.TAB)
        focused = driver.execute_script(
            "const e = document.activeElement; return e === document.body || e.closest('.coachmark-zone') ? 'inside' : e.outerHTML.slice(0, 120)")
        assert focused == "inside", f"Tab reached a dimmed control: {focused}"
    assert driver.execute_script("return document.querySelector('.tabbar').closest('[inert]') !== null")
    # Escape closes it and gives the page back.
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    wait_until(driver, lambda d: d.execute_script("return document.querySelectorAll('[inert]').length === 0"))
    assert not driver.find_element(By.CSS_SELECTOR, "[data-coachmark-backdrop]").is_displayed()

    # A tap on the dim dismisses it and reaches nothing underneath.
    visit(driver, server.base + "/")
    before = driver.current_url
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": 195, "y": 810}]})
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    wait_until(driver, lambda d: not d.find_element(By.CSS_SELECTOR, "[data-coachmark-backdrop]").is_displayed())
    assert driver.current_url == before, "the tap went through the dim to the tab bar"
    assert driver.execute_script("return document.querySelectorAll('[inert]').length") == 0


def test_every_page_is_accessible_with_an_empty_database(driver, server):
    seen = set()
    problems = []
    visit(driver, server.base + "/")
    problems += check_page(driver, "/ (first launch)")
    seen.add("/")
    problems += crawl(driver, server, [
        "/schedule", "/triage", "/today", "/history", "/settings", "/planner", "/planner/new", "/coach",
        "/coach/settings", "/reminders", "/connect", "/connect/trust", "/help", "/exercises/heel-slides",
        "/exercises/mini-squats/check", "/conditions/knee-limited-flexion", "/no-such-page"], seen)
    report(problems)


def seed_data(server):
    """Two rehab plans with a session done, three habit days, a pause, a training block with a workout
    done, through the API. Returns (the knee plan's id, its slot ids, the block's id)."""
    status, knee = server.api("POST", "/api/v1/plans", {"conditionId": "knee-limited-flexion", "name": "Dad's knee"})
    assert status == 201, knee
    assert server.api("POST", "/api/v1/plans", {"conditionId": "shoulder-stiffness"})[0] == 201
    _, today = server.api("GET", "/api/v1/today")
    slots = [s["slotId"] for s in today["sessions"] if s["planId"] == knee["id"]]
    assert server.api("POST", f"/api/v1/plans/{knee['id']}/sessions/{slots[0]}/complete")[0] == 200
    for day in ("2026-03-02", "2026-03-03", "2026-03-04"):
        assert server.api("PUT", f"/api/v1/habits/entries/{day}/morning-focus", {"myWhy": "Energy for my kids", "challenge": "sugary_drinks"})[0] == 200
        assert server.api("PUT", f"/api/v1/habits/entries/{day}/night-prep", {"items": ["water-ready"], "other": "Pack lunch"})[0] == 200
    assert server.api("PUT", "/api/v1/habits/entries/2026-03-03/end-of-day", {"followedSwap": "yes"})[0] == 200
    assert server.api("POST", "/api/v1/habits/pauses", {"from": "2026-02-26", "to": "2026-02-27", "reason": "illness"})[0] == 201
    status, block = server.api("POST", "/api/v1/mesocycles", {"template": "upper-lower", "startDate": "2026-03-02", "weekCount": 4, "name": "Spring block"})
    assert status == 201, block
    done = next(w for w in block["workouts"] if w["date"] == "2026-03-02")
    assert server.api("POST", f"/api/v1/mesocycles/{block['id']}/workouts/{done['id']}/done")[0] == 200
    return knee["id"], slots, block["id"]


def seed(server, driver):
    """seed_data, and a coach conversation with a safety answer. Returns (plan id, the first slot's id)."""
    plan, slots, _ = seed_data(server)
    visit(driver, server.base + "/coach")
    for message, expected in (("What should I do today?", 1),
                              ("My knee is really swollen and hot after the heel slides, is that normal?", 2)):
        box = driver.find_element(By.ID, "coach-text")
        box.send_keys(message)
        box.send_keys(Keys.ENTER)
        wait_until(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-coach-log] .bubble.from-coach:not(.intro)")) == expected
                   and d.find_element(By.CSS_SELECTOR, "[data-coach-draft]").get_attribute("hidden") is not None, 20)
    return plan, slots[0]


def test_every_page_is_accessible_with_data(driver, server):
    plan_id, slot = seed(server, driver)
    problems = []
    seen = set()
    visit(driver, server.base + "/")
    problems += check_page(driver, "/ (with plans)")
    seen.add("/")
    problems += crawl(driver, server, [
        "/schedule", "/today", "/history", "/history/2026-03-03", "/coach", "/reminders", "/settings", "/help",
        "/planner", f"/plans/{plan_id}/progress", f"/plans/{plan_id}/times", f"/plans/{plan_id}/delete"], seen)

    # The guided session: the intro, the live page with each source, a summary and the record.
    start = f"/plans/{plan_id}/sessions/{slot}/exercises/heel-slides/start"
    visit(driver, server.base + start)
    problems += check_page(driver, "guided session intro")
    sources = driver.execute_script(
        "return [...document.querySelectorAll('input[name=source]:not([disabled])')].map((i) => i.value)")
    assert "slider" in sources, sources
    for source in sources:
        visit(driver, server.base + start)
        tap(driver, driver.find_element(By.CSS_SELECTOR, f"input[name=source][value={source}]"))
        click_and_load(driver, driver.find_element(By.ID, "start-live"))
        wait_until(driver, lambda d: d.find_element(By.ID, "live").get_attribute("data-connected") == "true" or source == "camera")
        problems += check_page(driver, f"live page ({source})")
        if source == "slider":
            driver.execute_script("const s = document.querySelector('[data-slider]'); s.value = 88;"
                                  " s.dispatchEvent(new Event('input', {bubbles: true}))")
            wait_until(driver, lambda d: "In target" in d.find_element(By.CSS_SELECTOR, "[data-zone-text]").text, 20)
            problems += check_page(driver, "live page (slider, in target)")
            click_and_load(driver, driver.find_element(By.ID, "end-session"))
            problems += check_page(driver, "session summary (unsaved)")
            click_and_load(driver, driver.find_element(By.ID, "feel-easier"))
            problems += check_page(driver, "session record (saved)")
    report(problems)


@pytest.fixture(scope="module")
def desktop(server):
    """A desktop browser at 1280×800 (no phone emulation), signed in to the same server."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,800", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    driver.set_window_size(1280, 800)
    driver.axe_source = open(AXE, encoding="utf-8").read()
    driver.get(server.login_url)
    yield driver
    driver.quit()


def screenshot(driver, name):
    folder = os.environ.get("PHYSIOPOINT_SCREENSHOTS", os.path.join(os.path.dirname(__file__), "..", "..", "artifacts", "screenshots"))
    os.makedirs(folder, exist_ok=True)
    driver.save_screenshot(os.path.join(folder, name))


def test_at_desktop_width_home_shows_the_plans_in_a_grid(desktop, server):
    if len(server.api("GET", "/api/v1/plans")[1]) < 3:
        assert server.api("POST", "/api/v1/plans", {"conditionId": "knee-weakness"})[0] == 201
    visit(desktop, server.base + "/")
    assert desktop.execute_script("return innerWidth") >= 1200
    assert desktop.execute_script("return document.querySelector('main').getBoundingClientRect().width") >= 960
    # Every plan card is on screen (no sideways carousel to reach with a mouse), side by side.
    boxes = desktop.execute_script("return [...document.querySelectorAll('.plan-card')].map((c) => c.getBoundingClientRect().toJSON())")
    assert len(boxes) >= 3
    assert all(0 <= box["left"] and box["right"] <= innerwidth(desktop) for box in boxes), boxes
    assert boxes[1]["top"] == boxes[0]["top"] and boxes[1]["left"] > boxes[0]["right"], boxes
    screenshot(desktop, "desktop-home.png")
    report(audit(desktop, "/ at 1280 px"))


def innerwidth(driver):
    return driver.execute_script("return innerWidth")


def test_at_desktop_width_the_planner_uses_the_width_and_has_week_buttons(desktop, server):
    plans = server.api("GET", "/api/v1/mesocycles")[1]
    if not plans:
        status, plan = server.api("POST", "/api/v1/mesocycles", {"template": "upper-lower", "startDate": "2026-03-02", "weekCount": 4})
        assert status == 201
        plans = [plan]
    visit(desktop, f"{server.base}/planner/{plans[0]['id']}")
    assert desktop.execute_script("return document.querySelector('main').getBoundingClientRect().width") >= 960
    track = desktop.find_element(By.CSS_SELECTOR, ".week-carousel")
    # Four days a row across the width.
    tops = desktop.execute_script("return [...arguments[0].querySelector('.week .day-grid').children].slice(0, 4).map((c) => c.getBoundingClientRect().top)", track)
    assert len(set(tops)) == 1, tops
    next_button = desktop.find_element(By.CSS_SELECTOR, "[data-carousel-next]")
    previous = desktop.find_element(By.CSS_SELECTOR, "[data-carousel-prev]")
    assert next_button.is_displayed() and previous.is_displayed()
    assert next_button.get_attribute("aria-controls") == track.get_attribute("id")
    scroll = lambda: desktop.execute_script("return arguments[0].scrollLeft", track)
    start = scroll()
    # The keyboard: focus the button and press Enter, and the weeks move on; a mouse click moves back.
    desktop.execute_script("arguments[0].focus()", next_button)
    desktop.switch_to.active_element.send_keys(Keys.ENTER)
    wait_until(desktop, lambda d: scroll() > start + 500, message="Next week did not scroll the weeks")
    moved = scroll()
    previous.click()
    # Back where it started: the weeks snap, so the scroll ends exactly on the first week again.
    wait_until(desktop, lambda d: abs(scroll() - start) <= 1, message=f"Previous week did not scroll back from {moved} to {start}")
    screenshot(desktop, "desktop-planner.png")
    report(audit(desktop, "/planner at 1280 px"))
