"""A household on one server (issue 34): the owner adds Mum and connects her phone from Settings →
Household; two browsers, each signed in as one person, each do their sessions and see only their own
home, history, coach and export; Mum lets Alex help, Alex sees how she's doing on his home page and
changes her exercise ("set by Alex"), and when she ends it his next request no longer reaches her."""
import json
import os
import re

import pytest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import click_and_load, make_driver, page_text, quit_clean, tap, wait_until


def loaded(browser, url):
    browser.get(url)
    wait_until(browser, lambda d: d.execute_script("return document.readyState") == "complete")


def api(server, method, path, token, body=None):
    return server.api(method, path, body, token=token)


def submit(browser, element):
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    click_and_load(browser, element)


def fetch_text(browser, path):
    """A same-origin GET from the page itself (its cookie), as text."""
    return browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(arguments[0], {credentials: 'same-origin'}).then(r => r.text()).then(done, e => done('ERR ' + e));", path)


@pytest.mark.expected_status(404)
def test_two_people_two_phones_their_own_data_and_help_with_consent(server, browser):
    owner_token = server.login_url.split("token=")[1]
    # The owner renames themselves and adds Mum from Settings → Household.
    loaded(browser, server.base + "/settings")
    assert "Household" in page_text(browser)
    click_and_load(browser, browser.find_element(By.ID, "household-link"))
    assert browser.find_element(By.CSS_SELECTOR, "h1").text == "Household"
    click_and_load(browser, browser.find_element(By.CSS_SELECTOR, ".person-row a"))
    rename = browser.find_element(By.ID, "rename")
    rename.clear()
    rename.send_keys("Alex")
    submit(browser, rename.find_element(By.XPATH, "./ancestor::form//button"))
    assert "Name saved." in page_text(browser)
    loaded(browser, server.base + "/settings/household")
    browser.find_element(By.ID, "person-name").send_keys("Mum")
    tap(browser, browser.find_element(By.CSS_SELECTOR, "input[name=assistive]"))
    submit(browser, browser.find_element(By.ID, "add-person-button"))
    text = page_text(browser)
    assert "Connect Mum’s phone" in text and "Added." in text
    assert browser.find_elements(By.CSS_SELECTOR, ".qr-frame svg, .qr-frame img, .qr-frame table"), "no QR code drawn"
    mum_link = browser.find_element(By.ID, "signin-url").text.strip()
    assert "/login?token=" in mum_link
    mum_token = mum_link.split("token=")[1]
    # The link is for the server's own address; this test reaches it on loopback.
    mum_link = server.base + "/login?token=" + mum_token
    mum_id = re.search(r"/settings/household/([0-9a-f-]{36})", browser.current_url).group(1)

    # Each has a plan of their own and does a session of it.
    status, alex_plan = api(server, "POST", "/api/v1/plans", owner_token, {"conditionId": "knee-limited-flexion", "name": "Alex knee"})
    assert status == 201
    status, mum_plan = api(server, "POST", "/api/v1/plans", mum_token, {"conditionId": "knee-limited-flexion", "name": "Mum legs"})
    assert status == 201
    for token, plan in ((owner_token, alex_plan), (mum_token, mum_plan)):
        status, _ = api(server, "POST", f"/api/v1/plans/{plan['id']}/sessions/{today_slot(server, token, plan)}/complete", token)
        assert status == 200
    # Mum's token can't reach Alex's plan: a missing plan, not a refusal.
    assert api(server, "GET", f"/api/v1/plans/{alex_plan['id']}", mum_token)[0] == 404
    # Only the owner adds people (403 for anyone else); the owner gets her link.
    assert api(server, "POST", "/api/v1/people", mum_token, {"name": "Sam"})[0] == 403
    status, sam = api(server, "POST", "/api/v1/people", owner_token, {"name": "Sam"})
    assert status == 201 and "token=" in sam["signInURL"] and sam["name"] == "Sam"
    sam_token = sam["signInURL"].split("token=")[1]
    assert api(server, "GET", "/api/v1/plans", sam_token) == (200, [])

    mum = make_driver()
    try:
        mum.get(mum_link)
        wait_until(mum, lambda d: d.execute_script("return document.readyState") == "complete")
        # Her phone says whose it is, and she is in assistive mode as set up.
        assert mum.find_element(By.CSS_SELECTOR, ".topbar-person").text.strip() == "Mum"
        assert "assistive" in mum.find_element(By.TAG_NAME, "body").get_attribute("class")
        loaded(mum, server.base + "/?view=full")
        mum_home = page_text(mum)
        assert "Mum legs" in mum_home and "Alex knee" not in mum_home
        loaded(browser, server.base + "/")
        alex_home = page_text(browser)
        assert "Alex knee" in alex_home and "Mum legs" not in alex_home
        assert browser.find_element(By.CSS_SELECTOR, ".topbar-person").text.strip() == "Alex"

        # Coach chats are each person's own.
        for driver, words in ((browser, "Alex asks about knees"), (mum, "Mum asks about legs")):
            loaded(driver, server.base + "/coach")
            field = driver.find_element(By.CSS_SELECTOR, "textarea[name=text]")
            field.send_keys(words)
            # The page's script sends it and streams the answer in (no page load).
            tap(driver, field.find_element(By.XPATH, "./ancestor::form//button[.//span[text()='Send']]"))
            wait_until(driver, lambda d: words in d.find_element(By.TAG_NAME, "main").text)
        loaded(browser, server.base + "/coach")
        assert "Alex asks" in page_text(browser) and "Mum asks" not in page_text(browser)
        loaded(mum, server.base + "/coach")
        assert "Mum asks" in page_text(mum) and "Alex asks" not in page_text(mum)
        # Each one's export holds only their own data.
        assert "Mum legs" in fetch_text(mum, "/settings/export") and "Alex knee" not in fetch_text(mum, "/settings/export")
        assert "Alex knee" in fetch_text(browser, "/settings/export") and "Mum" not in fetch_text(browser, "/settings/export")
        # History is each one's own too.
        loaded(mum, server.base + "/history")
        assert "Alex" not in page_text(mum)

        # Before Mum lets him, Alex reaches nothing of hers: a missing page.
        assert "nothing at this address" in fetch_text(browser, f"/people/{mum_id}/schedule").lower() or \
            "doesn" in fetch_text(browser, f"/people/{mum_id}/schedule")
        # Mum lets Alex help, from her settings.
        loaded(mum, server.base + "/settings")
        Select(mum.find_element(By.ID, "helper")).select_by_visible_text("Alex")
        submit(mum, mum.find_element(By.ID, "let-help"))
        assert "They can now see how you're doing" in page_text(mum)
        helpers = mum.find_element(By.ID, "helpers").text
        assert "Alex can see how you’re doing" in helpers, helpers

        # Alex's home has a line for her; it opens her schedule.
        loaded(browser, server.base + "/")
        line = browser.find_element(By.CSS_SELECTOR, ".helping-line a")
        assert line.text.startswith("Mum: 1 of 3 sessions today"), line.text
        click_and_load(browser, line)
        assert browser.current_url.endswith(f"/people/{mum_id}/schedule")
        schedule = page_text(browser)
        assert "Mum’s schedule" in schedule and "Mum legs" in schedule and "You're helping Mum" in schedule
        # Sessions are hers to start: no Start on her schedule for him.
        assert not browser.find_elements(By.CSS_SELECTOR, ".session-row a.button.primary")
        # He changes her heel slides' numbers; they are recorded as his.
        click_and_load(browser, browser.find_element(By.PARTIAL_LINK_TEXT, "Edit exercises"))
        assert f"/people/{mum_id}/plans/" in browser.current_url
        form = browser.find_element(By.CSS_SELECTOR, "form[action$='/exercises/heel-slides']")
        reps = form.find_element(By.CSS_SELECTOR, "input[name=reps]")
        reps.clear()
        reps.send_keys("7")
        submit(browser, form.find_element(By.CSS_SELECTOR, "button[type=submit]:not([name=reset])"))
        assert "Heel Slides saved." in page_text(browser) or "saved" in page_text(browser)
        # Coach chats and habit notes are never his: not under her address.
        assert "nothing at this address" in fetch_text(browser, f"/people/{mum_id}/coach").lower()
        loaded(mum, server.base + f"/plans/{mum_plan['id']}/edit")
        assert "set by Alex" in page_text(mum)

        # Mum ends it; his next request no longer reaches her schedule.
        loaded(mum, server.base + "/settings")
        submit(mum, mum.find_element(By.CSS_SELECTOR, "#helpers form[action$='/end'] button"))
        assert "Ended." in page_text(mum)
        gone = fetch_text(browser, f"/people/{mum_id}/schedule")
        assert "Mum legs" not in gone
        loaded(browser, server.base + "/")
        assert not browser.find_elements(By.CSS_SELECTOR, ".helping-line")
    finally:
        quit_clean(mum, server.base, "household-mum", allowed_statuses=(404,))


def today_slot(server, token, plan):
    status, today = api(server, "GET", "/api/v1/today", token)
    assert status == 200
    return next(s["slotId"] for s in today["sessions"] if s["planId"] == plan["id"])


def test_a_new_link_signs_the_old_phone_out_and_removing_a_person_deletes_their_data(server, browser):
    owner_token = server.login_url.split("token=")[1]
    status, mum = api(server, "POST", "/api/v1/people", owner_token, {"name": "Mum"})
    assert status == 201
    old_link = server.base + "/login?token=" + mum["signInURL"].split("token=")[1]
    phone = make_driver()
    try:
        phone.get(old_link)
        wait_until(phone, lambda d: d.execute_script("return document.readyState") == "complete")
        assert phone.find_element(By.CSS_SELECTOR, ".topbar-person").text.strip() == "Mum"
        # The owner makes her a new code: the old phone is signed out and the old link no longer works.
        loaded(browser, server.base + f"/settings/household/{mum['id']}")
        submit(browser, browser.find_element(By.ID, "new-link"))
        assert "The old one no longer works" in page_text(browser)
        loaded(phone, server.base + "/")
        assert "/signin" in phone.current_url and "signed out" in page_text(phone)
        loaded(phone, old_link)
        assert "/login" in phone.current_url or "/signin" in phone.current_url
        assert "isn’t valid" in page_text(phone) or "not valid" in page_text(phone).lower() or "expired" in page_text(phone).lower() \
            or "sign in" in page_text(phone).lower()
        # Removing her asks first, offers her data, then deletes everything of hers.
        loaded(browser, server.base + f"/settings/household/{mum['id']}")
        click_and_load(browser, browser.find_element(By.ID, "remove-person"))
        assert browser.find_element(By.ID, "export-first").get_attribute("href").endswith(f"/settings/household/{mum['id']}/export")
        submit(browser, browser.find_element(By.ID, "confirm-remove"))
        assert "Removed, with all of their data." in page_text(browser)
        assert "Mum" not in page_text(browser)
        assert api(server, "GET", "/api/v1/plans", mum["signInURL"].split("token=")[1])[0] == 401
    finally:
        quit_clean(phone, server.base, "household-removed", allowed_statuses=(401,))


def run_cli(*args):
    import subprocess
    from conftest import BINARY
    return subprocess.run([BINARY, *args], capture_output=True, text=True, timeout=120)


def test_people_commands_set_up_a_household_without_a_browser(tmp_path):
    """`physiopoint people add/list/link`, `export --person` and a data dir typo, from a terminal."""
    from conftest import Server
    data = str(tmp_path / "data")
    added = run_cli("people", "add", "Mum", "--parts", "rehab", "--assistive", "--data-dir", data)
    assert added.returncode == 0, added.stderr
    first_link = re.search(r"https?://\S+/login\?token=(\w+)", added.stdout)
    assert first_link, added.stdout
    listed = run_cli("people", "list", "--data-dir", data)
    assert listed.returncode == 0, listed.stderr
    assert "Me (owner) · rehab, habits, training" in listed.stdout and "Mum · rehab" in listed.stdout
    assert run_cli("people", "add", "mum", "--data-dir", data).returncode != 0  # the name is taken, any case
    relinked = run_cli("people", "link", "Mum", "--data-dir", data)
    assert relinked.returncode == 0, relinked.stderr
    new_token = re.search(r"token=(\w+)", relinked.stdout).group(1)
    assert new_token != first_link.group(1)
    missing = run_cli("people", "link", "Nobody", "--data-dir", data)
    assert missing.returncode != 0 and "Nobody" in missing.stderr
    # A typo in --data-dir is refused, and no empty data dir is made there.
    typo = str(tmp_path / "dtaa")
    refused = run_cli("export", "--data-dir", typo)
    assert refused.returncode != 0 and "no such folder" in refused.stderr
    assert not os.path.exists(typo)
    # Her export is hers: empty plans; the server takes her new token only.
    export = run_cli("export", "--person", "Mum", "--data-dir", data)
    assert export.returncode == 0 and json.loads(export.stdout)["format"] == "physiopoint-export"
    server = Server(data_dir=data).start()
    try:
        assert api(server, "GET", "/api/v1/plans", new_token) == (200, [])
        assert api(server, "GET", "/api/v1/plans", first_link.group(1))[0] == 401
    finally:
        server.stop()
