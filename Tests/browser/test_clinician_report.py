"""Issue 21: the plan editor with the keyboard, the report for the clinician printed to PDF by
Chromium (Page.printToPDF through DevTools, read back with poppler's pdftotext), its FHIR Bundle
validated by fhir.resources' R4B models (a plan with sessions and one without), and axe-core on the
editor and the report in light and dark mode.

fhir.resources comes from scripts/install-fhir-validator (a venv outside the checkout); pdftotext from
poppler-utils (scripts/install-test-tools). The server's clock reads Wednesday, March 4, 2026, 09:00
in Toronto."""
import base64
import datetime
import json
import os
import re
import shutil
import subprocess
import tempfile
import urllib.parse
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import report_data
from conftest import Server, click_and_load, make_driver, module_server, wait_until
from test_a11y import AXE, audit, set_mode

NOW = "2026-03-04T14:00:00Z"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def post_form(server, path, fields):
    """Posts a form with the owner's bearer token (no anti-forgery token needed); returns (status, Location)."""
    token = server.login_url.split("token=")[1]
    request = urllib.request.Request(server.base + path, data=urllib.parse.urlencode(fields).encode(), method="POST")
    request.add_header("Authorization", f"Bearer {token}")
    request.add_header("Content-Type", "application/x-www-form-urlencoded")
    opener = urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(request) as response:
            return response.status, response.headers.get("Location")
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Location")


def get_bytes(server, path):
    token = server.login_url.split("token=")[1]
    request = urllib.request.Request(server.base + path)
    request.add_header("Authorization", f"Bearer {token}")
    with urllib.request.urlopen(request) as response:
        return response.status, response.headers.get("Content-Type"), response.read()


server = module_server(NOW)


@pytest.fixture(scope="module")
def plans(server):
    """A knee plan with a pain stop and a saved session (whose count the person corrected to 6), and a
    shoulder plan with no sessions."""
    status, knee = server.api("POST", "/api/v1/plans", {"conditionId": "knee-limited-flexion", "name": "Knee after the fall"})
    assert status == 201, knee
    status, empty = server.api("POST", "/api/v1/plans", {"conditionId": "shoulder-stiffness", "name": "Shoulder, nothing yet"})
    assert status == 201, empty
    plan = knee["id"]
    _, today = server.api("GET", "/api/v1/today")
    slot = next(s["slotId"] for s in today["sessions"] if s["planId"] == plan)
    base = f"/plans/{plan}/sessions/{slot}/exercises/heel-slides"
    for pain in (True, False):
        status, live = post_form(server, base + "/live", {"source": "slider", "side": "right"})
        assert status == 303, status
        status, _ = post_form(server, live + ("/pain-stop" if pain else "/end"), {})
        assert status == 303
        status, _ = post_form(server, live + "/save", {"feeling": "harder"} if pain else {"feeling": "same", "reps": "6"})
        assert status == 303
    return {"knee": plan, "empty": empty["id"]}


@pytest.fixture(scope="module")
def driver(server):
    driver = make_driver()
    driver.axe_source = open(AXE, encoding="utf-8").read() if os.path.exists(AXE) else None
    driver.get(server.login_url)
    yield driver
    driver.quit()


def test_the_editor_saves_a_prescription_with_the_keyboard_and_shows_errors_next_to_the_field(server, driver, plans):
    driver.get(f"{server.base}/plans/{plans['knee']}/edit")
    reps = driver.find_element(By.ID, "heel-slides-reps")
    # Scrolled clear of the tab bar first, as a person would (the exercise's drawing sits above it).
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", reps)
    reps.click()
    reps.send_keys(Keys.CONTROL, "a")
    reps.send_keys("500")
    old = driver.find_element(By.TAG_NAME, "html")
    reps.send_keys(Keys.ENTER)  # submits the exercise's own form
    wait_until(driver, lambda d: d.find_elements(By.ID, "heel-slides-reps-error"), message="no error next to reps")
    error = driver.find_element(By.ID, "heel-slides-reps-error")
    assert "Reps must be a whole number, 1 to 100" in error.text
    field = driver.find_element(By.ID, "heel-slides-reps")
    assert field.get_attribute("aria-invalid") == "true"
    assert "heel-slides-reps-error" in field.get_attribute("aria-describedby")
    assert old is not None

    # Fix it from the keyboard: Tab through to the clinician choice and the note, then Enter.
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("8")
    lower = driver.find_element(By.ID, "heel-slides-lower")
    lower.send_keys(Keys.CONTROL, "a")
    lower.send_keys("70")
    clinician = driver.find_element(By.CSS_SELECTOR, "#heel-slides-setBy-1")
    clinician.send_keys(Keys.SPACE)
    note = driver.find_element(By.ID, "heel-slides-note")
    note.send_keys("Dr Lee, visit on 2 March")
    note.send_keys(Keys.ENTER)
    wait_until(driver, lambda d: "Heel Slides saved." in d.find_element(By.TAG_NAME, "body").text, message="not saved")
    body = driver.find_element(By.TAG_NAME, "body").text
    assert "set by your clinician (Dr Lee, visit on 2 March)" in body
    assert driver.find_element(By.ID, "heel-slides-reps").get_attribute("value") == "8"

    # Remove asks first; "Keep it" keeps it.
    remove = driver.find_element(By.CSS_SELECTOR, "#exercise-seated-knee-flexion a.danger-quiet")
    click_and_load(driver, remove)
    assert "Remove Seated" in driver.find_element(By.TAG_NAME, "h1").text
    click_and_load(driver, driver.find_element(By.LINK_TEXT, "Keep it"))
    assert driver.find_elements(By.ID, "exercise-seated-knee-flexion")


def test_the_report_prints_to_a_pdf_with_the_plan_the_chart_and_the_pain_stop(server, driver, plans):
    if not shutil.which("pdftotext"):
        pytest.fail("pdftotext is missing: run scripts/install-test-tools")
    driver.get(f"{server.base}/plans/{plans['knee']}/report?weeks=2")
    wait_until(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "svg.rom-chart"), message="no chart")
    for paper, (width, height) in {"A4": (8.27, 11.69), "Letter": (8.5, 11)}.items():
        pdf = driver.execute_cdp_cmd("Page.printToPDF", {
            "paperWidth": width, "paperHeight": height, "printBackground": False, "preferCSSPageSize": False})
        data = base64.b64decode(pdf["data"])
        with tempfile.NamedTemporaryFile(suffix=".pdf", delete=False) as file:
            file.write(data)
            path = file.name
        try:
            text = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True, check=True).stdout
            pages = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
        finally:
            os.unlink(path)
        page_count = int(next(line.split()[-1] for line in pages.splitlines() if line.startswith("Pages:")))
        assert 1 <= page_count <= 3, f"{paper}: {page_count} pages"
        assert "Knee after the fall" in text, paper
        assert "Range of motion, reps and holds" in text and "Heel Slides" in text, paper
        # The chart's axis labels are SVG text: they come through in the PDF.
        assert "90°" in text or "60°" in text, paper
        assert "Stopped because it hurt at rep 1" in text, paper
        # On paper the sessions are summed per week: the week's reps with the person's own count marked,
        # and the count measured said under the table.
        assert re.search(r"6 of 60\*", text), paper
        assert "The person's own count for 1 session (measured 0)." in text, paper
        # A line to write the patient's name on.
        assert "Patient:" in text, paper
        assert "informational and educational purposes only" in text, paper
        assert "Print or save as PDF" not in text, f"{paper}: the screen-only tools were printed"
        assert "Skip to main content" not in text


HEADINGS = ["Plan and prescription", "Sessions done, per week", "Range of motion, reps and holds", "Pain stops",
            "How the angles were measured", "● solid line"] + [
    f"{name} — target" for name in ["Heel Slides", "Seated Knee Bends", "Straight-Leg Raises", "Quad Sets",
                                    "Seated Knee Extension", "Mini Squats"]]

# Plans done in different ways (report_data.py): diligently for a quarter, with many exercises, and barely.
SHAPES = {
    "three exercises three times a day for a quarter": {},
    "six exercises twice a day for a quarter": {"exercises": tuple(report_data.EXERCISES), "sessions_a_day": 2},
    "a few sessions in a fortnight": {"weeks": 2, "sessions_a_day": 1, "missed": 0.7},
}


def printed_pages(driver, width, height):
    """The report printed by Chromium on paper of `width` × `height` inches: each page's text (pdftotext -layout)."""
    pdf = driver.execute_cdp_cmd("Page.printToPDF", {
        "paperWidth": width, "paperHeight": height, "printBackground": False, "preferCSSPageSize": False})
    with tempfile.NamedTemporaryFile(suffix=".pdf", delete=False) as file:
        file.write(base64.b64decode(pdf["data"]))
        path = file.name
    try:
        info = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
        count = int(next(line.split()[-1] for line in info.splitlines() if line.startswith("Pages:")))
        return [subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), path, "-"],
                               capture_output=True, text=True, check=True).stdout for page in range(1, count + 1)]
    finally:
        os.unlink(path)


@pytest.mark.parametrize("shape", SHAPES)
def test_every_period_prints_on_one_to_three_pages_with_no_heading_left_at_a_page_end(shape):
    """Issue 38: 2, 4 and 12 weeks on 1–3 A4 and Letter pages, read back from the PDF; no page ends on a
    heading, and the last page holds more than the method and the disclaimer."""
    if not shutil.which("pdftotext"):
        pytest.fail("pdftotext is missing: run scripts/install-test-tools")
    fresh = Server(start_time=NOW).start()
    driver = make_driver()
    try:
        status, _ = fresh.api("POST", "/api/v1/import", report_data.quarter_export(datetime.date(2026, 3, 4), **SHAPES[shape]))
        assert status == 200
        driver.get(fresh.login_url)
        for weeks in (2, 4, 12):
            driver.get(f"{fresh.base}/plans/{report_data.PLAN_ID}/report?weeks={weeks}")
            wait_until(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "svg.rom-chart"), message="no chart")
            for paper, size in {"A4": (8.27, 11.69), "Letter": (8.5, 11)}.items():
                pages = printed_pages(driver, *size)
                where = f"{shape}, {weeks} weeks on {paper}"
                assert 1 <= len(pages) <= 3, f"{where}: {len(pages)} pages"
                assert report_data.PLAN_NAME in pages[0] and "Patient:" in pages[0], where
                assert "informational and educational purposes only" in pages[-1], where
                for number, text in enumerate(pages[:-1], start=1):
                    last = [line.strip() for line in text.splitlines() if line.strip()][-1]
                    assert not any(last.startswith(heading) for heading in HEADINGS), f"{where}: page {number} ends on “{last}”"
                before_method = pages[-1].split("How the angles were measured")[0]
                assert before_method.strip(), f"{where}: the last page holds only the method and the disclaimer"
                # In fact the closing part keeps an exercise's chart and weeks with it.
                assert "— target" in pages[-1], f"{where}: the last page has no exercise"
    finally:
        driver.quit()
        fresh.stop()
        shutil.rmtree(fresh.data_dir, ignore_errors=True)


def validate_bundle(data):
    python = subprocess.run([os.path.join(ROOT, "scripts", "install-fhir-validator")], capture_output=True, text=True,
                            check=True).stdout.strip().splitlines()[-1]
    script = (
        "import sys\n"
        "from fhir.resources.R4B.bundle import Bundle\n"
        "bundle = Bundle.model_validate_json(sys.stdin.read())\n"
        "print(len(bundle.entry or []), ' '.join(sorted({e.resource.__resource_type__ for e in bundle.entry or []})))\n")
    result = subprocess.run([python, "-c", script], input=data.decode(), capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-3000:]
    return result.stdout.split()


def test_the_fhir_bundle_validates_with_and_without_sessions(server, plans):
    status, kind, data = get_bytes(server, f"/plans/{plans['knee']}/report/fhir.json?weeks=4")
    assert status == 200 and kind == "application/fhir+json"
    count, *types = validate_bundle(data)
    assert types == ["CarePlan", "Observation", "Patient", "Procedure"], types
    bundle = json.loads(data)
    procedures = [e["resource"] for e in bundle["entry"] if e["resource"]["resourceType"] == "Procedure"]
    assert {p["status"] for p in procedures} == {"stopped", "completed"}
    # Slider sessions ended before any sample measure no angle: only their repetitions are observed
    # (angles in degrees, UCUM `deg`, are checked in ClinicianReportPageTests).
    quantities = [c["valueQuantity"] for e in bundle["entry"] for c in e["resource"].get("component", [])]
    assert all(q["system"] == "http://unitsofmeasure.org" and q["code"] == "deg" for q in quantities)
    codes = [e["resource"]["code"]["coding"][0]["code"] for e in bundle["entry"] if e["resource"]["resourceType"] == "Observation"]
    assert "exercise-repetitions" in codes
    # The day's repetitions add up the person's own count (6) and say so.
    reps = [e["resource"] for e in bundle["entry"]
            if e["resource"]["resourceType"] == "Observation" and e["resource"]["code"]["coding"][0]["code"] == "exercise-repetitions"]
    assert [r["valueInteger"] for r in reps] == [6]
    assert "the person's own count for 1 of them" in reps[0]["note"][0]["text"]

    status, _, empty = get_bytes(server, f"/plans/{plans['empty']}/report/fhir.json?weeks=12")
    assert status == 200
    count, *types = validate_bundle(empty)
    assert types == ["CarePlan", "Patient"] and count == "2"


@pytest.mark.parametrize("mode", ["light", "dark"])
def test_the_editor_and_the_report_have_no_serious_accessibility_problems(server, driver, plans, mode):
    if driver.axe_source is None:
        pytest.fail(f"axe-core is missing at {AXE}: run scripts/install-test-tools")
    problems = []
    for path in [f"/plans/{plans['knee']}/edit", f"/plans/{plans['knee']}/report", f"/plans/{plans['empty']}/report?weeks=12"]:
        driver.get(server.base + path)
        set_mode(driver, mode)
        problems += audit(driver, f"{path} ({mode})")
    set_mode(driver, "light")
    assert not problems, "\n".join(problems)
