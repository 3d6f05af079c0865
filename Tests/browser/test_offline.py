"""Offline use in headless Chromium at 390×844 on 127.0.0.1 (a secure context): the service worker
installs, the habit page and a guide open with the network cut (DevTools emulation), and a habit
entry, a session completion and a craving note made offline say "saved on this phone", then reach
the server exactly once when the connection is back."""
import os
import subprocess

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import BINARY, SCREENSHOTS, click_and_load, page_text, tap

MORNING = "2026-11-23T13:30:00Z"  # 08:30 in Toronto


def set_offline(driver, offline):
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                           {"offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    WebDriverWait(driver, 30).until(lambda d: d.execute_script("return navigator.onLine") == (not offline))


def go_away(driver, server):
    """Away from home Wi-Fi: the page's network is cut (DevTools emulation, so `navigator.onLine` is
    false) and the server is really gone too — the emulation doesn't reach the service worker's own
    requests, and nothing may quietly fetch from the network."""
    set_offline(driver, True)
    server.stop(kill=True)


def restart(server):
    """The same server again: same port, same data dir, same clock."""
    port = server.base.rsplit(":", 1)[1]
    args = [BINARY, "serve", "--data-dir", server.data_dir, "--port", port, "--time-zone", server.time_zone]
    if server.start_time:
        args += ["--start-time", server.start_time]
    server.process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    for line in server.process.stdout:
        if "/login?token=" in line:
            break


def come_back(driver, server):
    """Home again: the server runs and the page is back online."""
    restart(server)
    set_offline(driver, False)


def wait_for_worker(driver, server):
    """Opens Home and waits until the service worker controls it and has kept the warm pages."""
    driver.get(server.base + "/")
    WebDriverWait(driver, 30).until(lambda d: d.execute_script("return !!navigator.serviceWorker.controller"))
    WebDriverWait(driver, 30).until(lambda d: d.execute_async_script("""
        const done = arguments[arguments.length - 1];
        caches.keys().then(async (names) => {
          const pages = names.find((name) => name.startsWith('physiopoint-pages-'));
          if (!pages) return done(false);
          const keys = await (await caches.open(pages)).keys();
          done(['/today', '/schedule', '/'].every((p) => keys.some((r) => new URL(r.url).pathname === p)));
        });"""))


def make_plan(server):
    status, plan = server.api("POST", "/api/v1/plans", {"conditionId": "knee-weakness", "sessionTimes": ["07:00"]})
    assert status == 201
    _, today = server.api("GET", "/api/v1/today")
    return plan, today["sessions"][0]["slotId"]


def sync_bar_state(driver):
    return driver.execute_script(
        "const bar = document.querySelector('[data-sync-status]'); return bar ? bar.dataset.state : null")


@pytest.mark.clock(MORNING)
def test_the_worker_installs_and_kept_pages_open_without_the_network(browser, server):
    wait_for_worker(browser, server)
    assert browser.execute_script("return window.isSecureContext")
    browser.get(server.base + "/exercises/heel-slides")  # visited once online: kept
    assert "Heel Slides" in page_text(browser)

    go_away(browser, server)
    browser.get(server.base + "/today")
    assert browser.find_element(By.ID, "2026-11-23-morning-focus")
    browser.get(server.base + "/exercises/heel-slides")
    assert "Heel Slides" in page_text(browser)
    browser.get(server.base + "/schedule")
    assert browser.find_element(By.CSS_SELECTOR, ".tabbar a[href='/schedule'][aria-current='page']")
    # A page never kept gets the offline page, not the browser's error.
    browser.get(server.base + "/planner")
    text = page_text(browser)
    assert "You’re offline" in text and "kept on this phone" in text

    # The manifest's shortcuts still lead somewhere useful.
    browser.get(server.base + "/today?help=1")
    assert "Stress / Emotional" in page_text(browser)
    browser.get(server.base + "/sessions/next")
    assert browser.find_element(By.CSS_SELECTOR, ".tabbar a[href='/schedule'][aria-current='page']")

    come_back(browser, server)
    browser.get(server.base + "/planner")
    assert "You’re offline" not in page_text(browser)
    browser.get_log("browser")  # the failed requests while offline were the point of the test

    # Signing out (Settings → Sign out of this device…, then confirmed) forgets every kept page.
    browser.get(server.base + "/signout")
    click_and_load(browser, browser.find_element(By.ID, "confirm-sign-out"))
    WebDriverWait(browser, 30).until(lambda d: d.execute_async_script("""
        const done = arguments[arguments.length - 1];
        caches.keys().then((names) => done(!names.some((name) => name.startsWith('physiopoint-pages-'))));"""))
    assert browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        caches.keys().then((names) => done(names.some((name) => name.startsWith('physiopoint-shell-'))));""")


@pytest.mark.clock(MORNING)
def test_changes_made_offline_are_kept_on_the_phone_and_sent_once(browser, server):
    plan, slot = make_plan(server)
    guide = f"/plans/{plan['id']}/sessions/{slot}/exercises/{plan['exercises'][0]}"
    wait_for_worker(browser, server)
    for path in [guide, "/help/stress"]:  # visited once online: kept
        browser.get(server.base + path)

    go_away(browser, server)
    # A habit entry: autosave keeps it on the phone.
    browser.get(server.base + "/today")
    morning = browser.find_element(By.ID, "2026-11-23-morning-focus")
    swap = morning.find_element(By.NAME, "swap")
    tap(browser, swap)
    swap.send_keys("Walk after lunch")
    status = morning.find_element(By.CSS_SELECTOR, "[data-save-status]")
    WebDriverWait(browser, 30).until(lambda d: status.get_attribute("data-state") == "queued")
    assert "Saved on this phone, will sync" in status.text

    # A session completion from the exercise guide.
    browser.get(server.base + guide)
    tap(browser, browser.find_element(By.ID, "mark-done"))
    note = WebDriverWait(browser, 30).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-offline-note]"))
    assert "Saved on this phone, will sync" in note.text

    # A craving note.
    browser.get(server.base + "/help/stress")
    form = browser.find_element(By.CSS_SELECTOR, "form[data-help-form]")
    text = form.find_element(By.NAME, "text")
    tap(browser, text)
    text.send_keys("Offline on a walk")
    tap(browser, form.find_element(By.CSS_SELECTOR, "button[type='submit']"))
    note = WebDriverWait(browser, 30).until(lambda d: d.find_element(By.CSS_SELECTOR, "form[data-help-form] [data-offline-note]"))
    assert "Saved on this phone, will sync" in note.text
    bar = browser.find_element(By.CSS_SELECTOR, "[data-sync-status]")
    assert "Saved on this phone, will sync (3 changes)" in bar.text
    browser.save_screenshot(os.path.join(SCREENSHOTS, "offline-queued.png"))

    # The server is back, the phone not yet: nothing has arrived.
    restart(server)
    _, export = server.api("GET", "/api/v1/export")
    assert export["parts"]["habits"]["cravingNotes"] == []
    assert server.api("GET", "/api/v1/habits/entries/2026-11-23")[1]["morningFocus"]["swap"] == ""
    assert server.api("GET", "/api/v1/today")[1]["sessions"][0]["state"] != "done"

    set_offline(browser, False)
    WebDriverWait(browser, 30).until(lambda d: sync_bar_state(d) == "synced")
    assert "Synced" in browser.find_element(By.CSS_SELECTOR, "[data-sync-status]").text
    WebDriverWait(browser, 30).until(
        lambda d: "Synced" in d.find_element(By.CSS_SELECTOR, "form[data-help-form] [data-offline-note]").text)
    browser.save_screenshot(os.path.join(SCREENSHOTS, "offline-synced.png"))

    # Another page and another flush send nothing again.
    browser.get(server.base + "/today")
    WebDriverWait(browser, 30).until(lambda d: sync_bar_state(d) in ("idle", "synced"))
    _, export = server.api("GET", "/api/v1/export")
    notes = export["parts"]["habits"]["cravingNotes"]
    assert [(n["category"], n["text"]) for n in notes] == [("stress", "Offline on a walk")]
    assert server.api("GET", "/api/v1/habits/entries/2026-11-23")[1]["morningFocus"]["swap"] == "Walk after lunch"
    assert server.api("GET", "/api/v1/today")[1]["sessions"][0]["state"] == "done"
    assert browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const open = indexedDB.open('physiopoint-offline');
        open.onsuccess = () => {
          const request = open.result.transaction('changes').objectStore('changes').count();
          request.onsuccess = () => done(request.result);
        };""") == 0
    browser.get_log("browser")  # the failed requests while offline were the point of the test


@pytest.mark.clock(MORNING)
def test_a_change_the_server_refuses_stays_listed_with_its_reason(browser, server):
    wait_for_worker(browser, server)
    browser.get(server.base + "/today")
    # A change queued for a session that is gone by the time the phone is back.
    plan, slot = make_plan(server)
    browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        window.physioPoint.offline.queue({
          url: arguments[0], body: 'from=%2F', contentType: 'application/x-www-form-urlencoded',
          label: 'Session marked done',
        }).then(() => done(true));""", f"/plans/{plan['id']}/sessions/{slot}/done")
    assert server.api("DELETE", f"/api/v1/plans/{plan['id']}")[0] == 204
    browser.execute_async_script("window.physioPoint.offline.flush().then(arguments[arguments.length - 1])")
    WebDriverWait(browser, 30).until(lambda d: sync_bar_state(d) == "refused")
    bar = browser.find_element(By.CSS_SELECTOR, "[data-sync-status]")
    assert "Not synced — Session marked done:" in bar.text and "doesn't exist any more" in bar.text
    tap(browser, bar.find_element(By.TAG_NAME, "button"))
    WebDriverWait(browser, 30).until(lambda d: sync_bar_state(d) == "idle")
    browser.get_log("browser")  # the refused request's 404 was the point of the test


@pytest.mark.clock("2026-11-24T02:05:00Z")  # 21:05 in Toronto: Night Prep is due
def test_a_due_reminder_is_a_notification_from_the_service_worker(browser, server):
    browser.execute_cdp_cmd("Browser.grantPermissions", {"origin": server.base, "permissions": ["notifications"]})
    # Headless Chromium shows no notification centre to look at, so record each call on its way to
    # the real `showNotification`.
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        window.__shown = [];
        const real = ServiceWorkerRegistration.prototype.showNotification;
        ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
          window.__shown.push([title, options && options.data && options.data.path, this.scope]);
          return real.call(this, title, options);
        };"""})
    # Night Prep reminds only someone who started the habit coach (from its invitation on Today).
    browser.get(server.base + "/today")
    click_and_load(browser, browser.find_element(By.ID, "start-habit-coach"))
    # Starting it already showed it once, as a banner (no permission then): forget that.
    browser.execute_script("localStorage.removeItem('physiopoint.reminders.shown')")
    browser.get(server.base + "/reminders")
    assert "the calendar link below is the way to be reminded then" in page_text(browser)
    WebDriverWait(browser, 30).until(lambda d: "Notifications are on." in page_text(d))
    shown = WebDriverWait(browser, 30).until(lambda d: d.execute_script("return window.__shown.length ? window.__shown : null"))
    assert shown == [["Prep Tonight (for Tomorrow)", "/today#prep-tonight", server.base + "/"]]
    # A notification, not a banner as well.
    assert not browser.find_elements(By.CSS_SELECTOR, ".reminder-banner")
