"""Browser and live-server fixtures for PhysioPoint's end-to-end tests.

Each test module gets a real `physiopoint serve` (the built binary, a fresh data dir, a free port and
a clock the test chooses) and headless Chromium at phone size (390×844). Every test fails on a
console error or on any request to another host.
"""
import json
import os
import re
import shutil
import socket
import subprocess
import tempfile
import threading
import time
import urllib.request

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BINARY = os.environ.get("PHYSIOPOINT_BIN", os.path.join(ROOT, ".build", "debug", "physiopoint"))
SCREENSHOTS = os.environ.get("PHYSIOPOINT_SCREENSHOTS", os.path.join(ROOT, "artifacts", "screenshots"))


# The server's clock when a test names none: a Monday morning in Toronto, so the suite passes at any
# hour (late in the evening a new plan has no session left today). `start_time=None` is the real clock.
DEFAULT_CLOCK = "2026-11-23T13:30:00Z"


class Server:
    """A running `physiopoint serve` with its own data dir."""

    def __init__(self, start_time=DEFAULT_CLOCK, time_zone="America/Toronto", data_dir=None, extra_args=(), port=None):
        self.extra_args = list(extra_args)
        self.port = port  # None: a free one
        self.data_dir = data_dir or tempfile.mkdtemp(prefix="physiopoint-test-")
        self.start_time = start_time
        self.time_zone = time_zone
        self.process = None
        self.base = None
        self.login_url = None
        self.output = []

    def start(self):
        port = self.port
        if port is None:
            with socket.socket() as probe:
                probe.bind(("127.0.0.1", 0))
                port = probe.getsockname()[1]
        self.port = port
        args = [BINARY, "serve", "--data-dir", self.data_dir, "--port", str(port), "--time-zone", self.time_zone]
        if self.start_time:
            args += ["--start-time", self.start_time]
        args += self.extra_args
        if "--host" not in self.extra_args and "--default-host" not in self.extra_args:
            args.append("--local-only")  # this computer only, unless a test asks for the network
        args = [arg for arg in args if arg != "--default-host"]
        self.process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        deadline = time.time() + 60
        while time.time() < deadline:
            line = self.process.stdout.readline()
            if not line:
                if self.process.poll() is not None:
                    raise RuntimeError(f"server exited with {self.process.returncode}")
                continue
            self.output.append(line)
            match = re.search(r"(http://\S+/login\?token=\w+)", line)
            if match:
                self.login_url = match.group(1)
                self.base = self.login_url.split("/login")[0]
                # Keep reading what the server prints: a full pipe would block its writes (and it).
                threading.Thread(target=self._drain, daemon=True).start()
                self._wait_until_accepting(port, deadline)
                return self
        raise RuntimeError("server did not print its URL in time")

    def _drain(self):
        for line in self.process.stdout:
            self.output.append(line)

    def _wait_until_accepting(self, port, deadline):
        """Returns once the port takes a connection; a server that died says so, with its output."""
        while time.time() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"server exited with {self.process.returncode}: {''.join(self.output[-40:])}")
            try:
                socket.create_connection(("127.0.0.1", port), timeout=5).close()
                return
            except OSError:
                try:
                    self.process.wait(timeout=0.05)  # the pause ends at once if the server exits
                except subprocess.TimeoutExpired:
                    pass
        raise RuntimeError(f"server printed its URL but took no connection: {''.join(self.output[-40:])}")

    def stop(self, kill=False):
        if self.process and self.process.poll() is None:
            if kill:
                self.process.kill()
            else:
                self.process.terminate()
            self.process.wait(timeout=30)

    def api(self, method, path, body=None, token=None):
        """Calls the JSON API with a bearer token (the owner's unless given); returns (status, parsed body)."""
        token = token or self.login_url.split("token=")[1]
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.base + path, data=data, method=method)
        request.add_header("Authorization", f"Bearer {token}")
        if data is not None:
            request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request) as response:
                text = response.read().decode()
                return response.status, json.loads(text) if text else None
        except urllib.error.HTTPError as error:
            text = error.read().decode()
            return error.code, json.loads(text) if text else None


def make_driver(extra_arguments=()):
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                     "--window-size=390,844", "--disable-dev-shm-usage", *extra_arguments]:
        options.add_argument(argument)
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 1}})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(60)
    return driver


def foreign_requests(driver, base):
    """URLs the page asked for that are not on our server (data:/blob: excepted)."""
    # The host name, not the port: some tests restart the server on a new port.
    host = base.split("//")[1].rsplit(":", 1)[0]
    found = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") != "Network.requestWillBeSent":
            continue
        url = message["params"]["request"]["url"]
        if url.startswith(("data:", "blob:", "about:")):
            continue
        if url.split("//", 1)[-1].split("/", 1)[0].rsplit(":", 1)[0] != host:
            found.append(url)
    return found


def console_errors(driver):
    return [entry for entry in driver.get_log("browser") if entry["level"] in ("SEVERE",)]


def serving(start_time=DEFAULT_CLOCK, extra_args=()):
    """A started server, stopped and its data dir removed when the fixture using it ends."""
    running = Server(start_time=start_time, extra_args=extra_args).start()
    yield running
    running.stop()
    shutil.rmtree(running.data_dir, ignore_errors=True)


def module_server(start_time):
    """A server shared by a module's tests (one seeded state walked many ways), at `start_time`."""
    @pytest.fixture(scope="module")
    def server():
        yield from serving(start_time)
    return server


@pytest.fixture
def server(request):
    marker = request.node.get_closest_marker("clock")
    extra = request.node.get_closest_marker("server_args")
    yield from serving(marker.args[0] if marker else DEFAULT_CLOCK, extra.args if extra else ())


def quit_clean(driver, base, screenshot=None, allowed_statuses=()):
    """Ends a test's browser: saves its screenshot, quits, then fails on a console error (other than an
    HTTP status the test provoked on purpose) or on any request to a host other than `base`'s."""
    try:
        if screenshot:
            os.makedirs(SCREENSHOTS, exist_ok=True)
            driver.save_screenshot(os.path.join(SCREENSHOTS, f"{screenshot}.png"))
        errors = [e for e in console_errors(driver)
                  if not (e.get("source") == "network" and any(f"status of {s} " in e["message"] for s in allowed_statuses))]
        foreign = foreign_requests(driver, base)
    finally:
        driver.quit()
    assert not errors, f"console errors: {errors}"
    assert not foreign, f"requests to other hosts: {foreign}"


@pytest.fixture
def browser(server, request):
    driver = make_driver()
    driver.get(server.login_url)
    yield driver
    expected = request.node.get_closest_marker("expected_status")
    quit_clean(driver, server.base, request.node.name, expected.args if expected else ())


def pytest_configure(config):
    config.addinivalue_line("markers", "clock(iso): start the server's clock at this ISO 8601 time")
    config.addinivalue_line("markers", "expected_status(*codes): HTTP error statuses the test provokes on purpose")
    config.addinivalue_line("markers", "server_args(*args): extra `physiopoint serve` arguments for the test's server")
    config.addinivalue_line("markers", "camera_flags(*flags): Chromium's media flags for a camera test")


def click_and_load(driver, element, timeout=30):
    """Clicks something that navigates, and waits until the new page has replaced the old one."""
    from selenium.webdriver.support.ui import WebDriverWait
    from selenium.common.exceptions import StaleElementReferenceException, WebDriverException

    old = driver.find_element("tag name", "html")
    tap(driver, element)

    def replaced(_):
        # Chromium answers a node of a page being replaced either as stale or, mid-navigation, with
        # "Node with given id does not belong to the document": both mean the old page is gone.
        try:
            old.is_enabled()
            return False
        except StaleElementReferenceException:
            return True
        except WebDriverException as error:
            if "does not belong to the document" in str(error) or "No node with given id" in str(error):
                return True
            raise

    WebDriverWait(driver, timeout).until(replaced)
    WebDriverWait(driver, timeout).until(lambda d: d.execute_script("return document.readyState") == "complete")


ANIMATIONS_ENDED_JS = """
return !document.getAnimations().some((a) => a.playState === 'running' && a.effect
  && a.effect.getComputedTiming().endTime !== Infinity);"""


def page_text(driver, timeout=30):
    """The visible text of the page's body (found again if the page replaces it while reading), read once
    its entrance animations have ended: text fading in from opacity 0 is not visible to the driver yet,
    and on a busy machine a test would read the page before its cards appeared. (An animation that
    never settles delays the read by 5 s at most; the test's assertion then judges the text.)"""
    from selenium.common.exceptions import TimeoutException
    try:
        wait_until(driver, lambda d: d.execute_script(ANIMATIONS_ENDED_JS), min(timeout, 5))
    except TimeoutException:
        pass
    return wait_until(driver, lambda d: d.find_element("tag name", "body").text, timeout=timeout)


def wait_until(driver, condition, timeout=30, message=""):
    """Waits until `condition(driver)` returns something truthy and returns it. An element that goes
    stale (the page replaced it between finding and reading) or isn't there yet means "not yet", so
    conditions should find their elements again each time rather than hold on to them."""
    from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException, WebDriverException
    from selenium.webdriver.support.ui import WebDriverWait

    def attempt(d):
        try:
            return condition(d)
        except WebDriverException as error:
            # Chromium's own wording for a node replaced while it was read (issue 14).
            if isinstance(error, (NoSuchElementException, StaleElementReferenceException)) or "does not belong to the document" in str(error):
                return False
            raise
    return WebDriverWait(driver, timeout, poll_frequency=0.05).until(attempt, message)


def wait_text(driver, css, text, timeout=30):
    """Waits until the element matching `css` (found again each time) contains `text`; returns its text."""
    return wait_until(driver, lambda d: (lambda t: t if text in t else False)(d.find_element("css selector", css).text),
                      timeout, f"{css} never said {text!r}")


def wait_state(driver, css, attribute, value, timeout=30):
    """Waits until the element matching `css` (found again each time) has `attribute` equal to `value`."""
    wait_until(driver, lambda d: d.find_element("css selector", css).get_attribute(attribute) == value,
               timeout, f"{css} never had {attribute}={value!r}")


def shown_count(driver):
    """The live page's count as a screen reader hears it, "Rep 3 of 5" (on screen it is "3 / 5")."""
    return driver.find_element("css selector", "[data-count-text]").get_attribute("textContent").strip()


def wait_count(driver, text, timeout=30):
    """Waits until the live page's count (`shown_count`) starts with `text` ("Rep 1 of")."""
    return wait_until(driver, lambda d: (lambda t: t if t.startswith(text) else False)(shown_count(d)),
                      timeout, f"the count never read {text!r}")


def page_time_passes(driver, seconds, timeout=30):
    """Waits until `seconds` have passed on the page's own clock: a page timer set now has fired.
    For things defined by a duration (a long press not happening, a recording's length), where a
    timer the page set earlier with a shorter delay has then certainly run too, however busy the
    machine, which a sleep in the test can't promise."""
    driver.set_script_timeout(timeout)
    driver.execute_async_script("setTimeout(arguments[arguments.length - 1], arguments[0])", int(seconds * 1000))


SETTLED_JS = """
const el = arguments[0];
return !document.getAnimations().some((a) => {
  const target = a.effect && a.effect.target;
  return a.playState === 'running' && target && (target === el || target.contains(el))
    && a.effect.getComputedTiming().endTime !== Infinity;
});"""


def settle(driver, element, timeout=30):
    """Waits until no finite animation moves `element` or a box around it. Read a position for a
    gesture only after this: a sheet still sliding in (slower on a busy machine) puts its grabber
    elsewhere by the time the touch lands, and the gesture starts on something else."""
    wait_until(driver, lambda d: d.execute_script(SETTLED_JS, element), timeout, "the element never stopped moving")


def tap(driver, element, timeout=30):
    """Scrolls an element to the middle of the screen (clear of the fixed tab bar), waits until no
    finite animation moves it or a box around it (a sheet sliding in: on a busy machine the click
    would land where the button was a frame ago), and clicks it."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', inline: 'center'})", element)
    settle(driver, element, timeout)
    element.click()
