"""App settings (issue 22): reachable from every part by the top bar, habit settings only habit
things, the devices signed in (each can be signed out from another, after a question), Connect a
phone on loopback, and the habit coach that waits to be started. All at 390×844."""
import os

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import SCREENSHOTS, click_and_load, make_driver, page_text, page_time_passes, tap, wait_until
from test_a11y import AXE, audit, check_page

IPHONE = ("Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
          "Version/18.1 Mobile/15E148 Safari/604.1")


def with_axe(browser):
    if not hasattr(browser, "axe_source"):
        if not os.path.exists(AXE):
            pytest.fail(f"axe-core is missing at {AXE}: run scripts/install-test-tools")
        browser.axe_source = open(AXE, encoding="utf-8").read()
    return browser


def shot(browser, name):
    os.makedirs(SCREENSHOTS, exist_ok=True)
    browser.save_screenshot(os.path.join(SCREENSHOTS, f"settings-{name}.png"))


def loaded(browser, url):
    browser.get(url)
    wait_until(browser, lambda d: d.execute_script("return document.readyState") == "complete")


def settings_link_box(browser):
    return browser.execute_script(
        "window.scrollTo(0, 0); const a = document.getElementById('settings-link'); const r = a.getBoundingClientRect();"
        "const e = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);"
        "return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height,"
        " inner: window.innerWidth, hit: a.contains(e), text: a.innerText.trim(),"
        " clipped: a.scrollWidth > a.clientWidth + 1}")


def test_settings_is_in_the_top_bar_of_every_part_and_fits_at_390(browser, server):
    # Rehab (home, with a plan so no first-launch spotlight), habits and the planner.
    assert server.api("POST", "/api/v1/plans", {"conditionId": "knee-limited-flexion"})[0] == 201
    for path in ("/", "/schedule", "/today", "/history", "/planner", "/coach", "/habits/settings"):
        loaded(browser, server.base + path)
        box = settings_link_box(browser)
        assert box["text"] == "Settings", (path, box)
        assert box["left"] >= 0 and box["right"] <= box["inner"], (path, box)
        assert box["width"] >= 44 and box["height"] >= 44, (path, box)
        assert box["hit"] and not box["clipped"], (path, box)
        if path == "/planner":
            shot(browser, "topbar-planner")
    click_and_load(browser, browser.find_element(By.ID, "settings-link"))
    assert browser.current_url == server.base + "/settings"
    assert browser.find_element(By.ID, "settings-link").get_attribute("aria-current") == "page"
    text = page_text(browser)
    for heading in ("Connect a phone", "Reminders", "Habit coach", "Your data", "Devices"):
        assert heading in text
    # Each part is a section of its own, with a heading.
    assert len(browser.find_elements(By.CSS_SELECTOR, "main section.card > h2")) == 8  # with Household and Family who help you
    shot(browser, "app")
    assert not check_page(with_axe(browser), "/settings")

    # Habit settings keep only habit things, and point to the app's.
    click_and_load(browser, browser.find_element(By.ID, "habit-settings-link"))
    assert browser.current_url == server.base + "/habits/settings"
    assert not browser.find_elements(By.ID, "connect-link") and not browser.find_elements(By.ID, "export-link")
    assert not browser.find_elements(By.CSS_SELECTOR, "form[action='/settings/import']")
    assert "Show celebrations" in page_text(browser)
    shot(browser, "habits")
    assert not check_page(browser, "/habits/settings")


def test_at_200_percent_text_the_settings_link_still_fits(browser, server):
    with_axe(browser)
    assert server.api("POST", "/api/v1/plans", {"conditionId": "knee-limited-flexion"})[0] == 201
    browser.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": 32, "fixed": 26}})
    try:
        for path in ("/", "/today", "/planner", "/settings"):
            loaded(browser, server.base + path)
            box = settings_link_box(browser)
            # Within the phone's 390 px even where other content is still wider at this size (the
            # 200 % text item of issue 22 is another engineer's), and not covered.
            assert box["right"] <= 390 and box["hit"] and not box["clipped"], (path, box)
        shot(browser, "text200")
    finally:
        browser.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": 16, "fixed": 13}})


def test_a_device_signed_out_from_settings_goes_to_the_signed_out_page(browser, server):
    with_axe(browser)
    phone = make_driver([f"--user-agent={IPHONE}"])
    try:
        phone.get(server.login_url)
        wait_until(phone, lambda d: d.current_url.rstrip("/") == server.base)
        loaded(browser, server.base + "/settings")
        rows = browser.find_elements(By.CSS_SELECTOR, "#devices .device-row")
        assert len(rows) == 2
        this = browser.find_element(By.CSS_SELECTOR, "#devices .device-row[data-this-device]")
        assert "This device" in this.text and "in use now" in this.text
        other = next(r for r in rows if r.get_attribute("data-this-device") is None)
        assert "iPhone · Safari" in other.text and "Connected" in other.text and "last used" in other.text
        browser.execute_script("document.getElementById('devices').scrollIntoView()")
        shot(browser, "devices")

        # Asked first; keeping it changes nothing.
        click_and_load(browser, other.find_element(By.PARTIAL_LINK_TEXT, "Sign out"))
        assert "Sign out iPhone · Safari?" in page_text(browser)
        shot(browser, "device-confirm")
        assert not check_page(browser, "device sign-out question")
        click_and_load(browser, browser.find_element(By.ID, "keep-device"))
        assert len(browser.find_elements(By.CSS_SELECTOR, "#devices .device-row")) == 2
        loaded(phone, server.base + "/today")
        assert "/signin" not in phone.current_url

        browser.find_element(By.CSS_SELECTOR, "#devices .device-row:not([data-this-device]) a").click()
        wait_until(browser, lambda d: d.find_elements(By.ID, "confirm-device-sign-out"))
        click_and_load(browser, browser.find_element(By.ID, "confirm-device-sign-out"))
        assert "That device was signed out." in page_text(browser)
        assert len(browser.find_elements(By.CSS_SELECTOR, "#devices .device-row")) == 1

        # The phone's next page is the signed-out page, which says how to get back in.
        loaded(phone, server.base + "/schedule")
        assert "/signin" in phone.current_url
        text = page_text(phone)
        assert "from Settings on another device" in text
        assert "Settings → Connect a phone" in text
        phone.save_screenshot(os.path.join(SCREENSHOTS, "settings-device-signed-out.png"))
        phone.axe_source = browser.axe_source
        assert not check_page(phone, "signed-out page")
        loaded(phone, server.base + "/")
        assert "/signin" in phone.current_url  # the cookie is gone too
    finally:
        phone.quit()


def test_signing_out_this_device_is_asked_first(browser, server):
    with_axe(browser)
    loaded(browser, server.base + "/settings")
    click_and_load(browser, browser.find_element(By.ID, "sign-out-link"))
    assert "Sign out of this device?" in page_text(browser)
    assert not check_page(browser, "/signout")
    click_and_load(browser, browser.find_element(By.ID, "stay-signed-in"))
    assert browser.current_url == server.base + "/settings"
    click_and_load(browser, browser.find_element(By.ID, "sign-out-link"))
    click_and_load(browser, browser.find_element(By.ID, "confirm-sign-out"))
    assert "You are signed out on this device" in page_text(browser)
    shot(browser, "signed-out")


def test_connect_a_phone_on_loopback_says_how_to_serve_to_the_home_network(browser, server):
    with_axe(browser)
    loaded(browser, server.base + "/settings")
    click_and_load(browser, browser.find_element(By.ID, "connect-link"))
    text = page_text(browser)
    assert "`" not in text
    assert browser.find_element(By.ID, "network-command").text == "swift run physiopoint serve --host 0.0.0.0"
    assert "Ctrl-C" in text and "same Wi-Fi" in text
    assert not browser.find_elements(By.CSS_SELECTOR, ".qr-code, [data-qr-missing], #signin-url")
    box = browser.execute_script(
        "const r = document.querySelector('.connect-command').getBoundingClientRect(); return [r.right, window.innerWidth]")
    assert box[0] <= box[1]
    shot(browser, "connect-loopback")
    assert not check_page(browser, "/connect (loopback)")


@pytest.mark.clock("2026-11-24T02:05:00Z")  # 21:05 in Toronto: Night Prep would be due
def test_a_fresh_install_at_nine_pm_shows_the_coach_mark_without_a_habit_reminder(browser, server):
    with_axe(browser)
    loaded(browser, server.base + "/")
    assert browser.find_element(By.CSS_SELECTOR, "[data-coachmark-backdrop]").is_displayed()
    # The page's reminder check came back and had time to act: no banner over the spotlight.
    wait_until(browser, lambda d: d.execute_script(
        "return performance.getEntriesByType('resource').some(e => e.name.endsWith('/api/v1/reminders/due') && e.responseEnd > 0)"))
    page_time_passes(browser, 0.3)
    assert not browser.find_elements(By.CSS_SELECTOR, ".reminder-banner")
    assert "Prep Tonight" not in page_text(browser)
    shot(browser, "first-launch-9pm")
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)

    # Today invites once; nothing else of the habit coach nags.
    loaded(browser, server.base + "/today")
    invitations = browser.find_elements(By.ID, "habit-invitation")
    assert len(invitations) == 1 and "Start the habit coach" in invitations[0].text
    assert len(browser.find_elements(By.ID, "start-habit-coach")) == 1
    page_time_passes(browser, 0.3)
    assert not browser.find_elements(By.CSS_SELECTOR, ".reminder-banner")
    shot(browser, "today-invitation")
    assert not check_page(browser, "/today (invitation)")

    # Reminders lists no habit reminder until it is started.
    loaded(browser, server.base + "/reminders")
    assert "Night Prep" not in page_text(browser)
    loaded(browser, server.base + "/today")
    click_and_load(browser, browser.find_element(By.ID, "start-habit-coach"))
    assert "The habit coach is on." in page_text(browser)
    assert not browser.find_elements(By.ID, "habit-invitation")
    wait_until(browser, lambda d: [b for b in d.find_elements(By.CSS_SELECTOR, ".reminder-banner") if "Prep Tonight" in b.text])
