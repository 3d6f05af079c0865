"""The coach chat in headless Chromium at 390×844: sending a message and seeing the built-in reply."""
import os

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from conftest import SCREENSHOTS, click_and_load, page_text, tap, wait_until
from layout_checks import layout_problems, make_sized_driver

COACH_BUBBLES = "[data-coach-log] .bubble.from-coach:not(.intro)"


def coach_bubbles(driver):
    return driver.find_elements(By.CSS_SELECTOR, COACH_BUBBLES)


def coach_texts(driver):
    """The coach's bubbles' visible text, read in one step in the page (the chat replaces a bubble
    as its reply streams in, so an element found first and read later can be gone)."""
    return driver.execute_script("return [...document.querySelectorAll(arguments[0])].map(b => b.innerText)", COACH_BUBBLES)


@pytest.mark.clock("2026-11-23T13:30:00Z")  # 08:30 in Toronto
def test_sending_a_message_shows_the_built_in_reply(browser, server):
    status, _ = server.api("POST", "/api/v1/plans", {"conditionId": "knee-limited-flexion"})
    assert status == 201
    browser.get(server.base + "/coach")
    assert browser.find_element(By.CSS_SELECTOR, ".tabbar a[href='/coach']").get_attribute("aria-current") == "page"
    assert "Hi, I’m your coach." in page_text(browser)
    assert "3 rehab sessions left today" in page_text(browser)

    box = browser.find_element(By.ID, "coach-text")
    assert browser.find_element(By.CSS_SELECTOR, "label[for='coach-text']").text == "Message the coach"
    box.send_keys("What should I do today?")
    box.send_keys(Keys.ENTER)  # Enter sends without reloading the page.

    wait_until(browser, lambda d: len(coach_texts(d)) == 1 and d.find_element(By.CSS_SELECTOR, "[data-coach-draft]").get_attribute("hidden") is not None)
    reply = coach_texts(browser)[0]
    assert "Here’s your day:" in reply
    assert "Next step: start your 8:00 AM Limited knee bend session" in reply
    assert "Built-in coach" in reply
    assert box.get_attribute("value") == ""
    person = browser.find_elements(By.CSS_SELECTOR, "[data-coach-log] .bubble.from-person")
    assert [p.find_element(By.CSS_SELECTOR, ".bubble-text").text for p in person] == ["What should I do today?"]
    assert person[0].find_element(By.CSS_SELECTOR, ".bubble-meta").text == "You · 8:30 AM"  # the server's clock
    assert browser.find_element(By.LINK_TEXT, "Clear conversation").is_displayed()
    # Touch targets: the send button and the suggestions are at least 44 px tall.
    for element in [browser.find_element(By.CSS_SELECTOR, ".coach-send")] + browser.find_elements(By.CSS_SELECTOR, ".chip"):
        assert element.size["height"] >= 44
    browser.save_screenshot(os.path.join(SCREENSHOTS, "coach-reply.png"))

    # A suggestion chip sends its own words; the reply is kept across a reload.
    tap(browser, browser.find_element(By.CSS_SELECTOR, ".chip[value='I have a craving']"))
    wait_until(browser, lambda d: len(coach_texts(d)) == 2)
    assert "Thanks for checking in before acting" in coach_texts(browser)[1]
    browser.refresh()
    assert len(coach_bubbles(browser)) == 2
    assert "I have a craving" in page_text(browser)

    # Clearing asks first.
    click_and_load(browser, browser.find_element(By.LINK_TEXT, "Clear conversation"))
    assert "Clear the conversation?" in page_text(browser)
    click_and_load(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/coach/clear'] button"))
    assert "The conversation was cleared." in page_text(browser)
    assert coach_bubbles(browser) == []


@pytest.mark.clock("2026-11-23T13:30:00Z")
def test_a_model_server_that_is_not_running_falls_back_visibly(browser, server):
    browser.get(server.base + "/coach/settings")
    browser.find_element(By.CSS_SELECTOR, "input[name=kind][value=openai]").click()
    url = browser.find_element(By.ID, "coach-url")
    url.clear()
    url.send_keys("http://127.0.0.1:9/v1")
    click_and_load(browser, browser.find_element(By.CSS_SELECTOR, "form[action='/coach/settings'] button[type=submit]"))
    assert "Coach settings saved." in page_text(browser)
    box = browser.find_element(By.ID, "coach-text")
    box.send_keys("I slipped")
    box.send_keys(Keys.ENTER)
    wait_until(browser, lambda d: len(coach_texts(d)) == 1)
    reply = coach_texts(browser)[0]
    assert "Couldn’t reach the model server at 127.0.0.1:9. The built-in coach answered instead." in reply
    assert "One slip doesn’t undo your progress" in reply
    browser.save_screenshot(os.path.join(SCREENSHOTS, "coach-fallback.png"))


def send(browser, text):
    box = browser.find_element(By.ID, "coach-text")
    box.send_keys(text)
    box.send_keys(Keys.ENTER)


def css(browser, selector, prop):
    return browser.execute_script("const e = document.querySelector(arguments[0]); return e && getComputedStyle(e)[arguments[1]]", selector, prop)


@pytest.mark.clock("2026-11-23T13:30:00Z")  # Toronto: 911, and Canada's 9-8-8 crisis line
def test_a_crisis_answer_is_an_alert_with_tap_to_call_numbers(browser, server):
    browser.get(server.base + "/coach")
    send(browser, "I just want to say thank you. Everyone would be better off without me")
    alert = "[data-coach-log] .bubble.safety-emergency"
    wait_until(browser, lambda d: d.find_elements(By.CSS_SELECTOR, alert) and d.find_element(By.CSS_SELECTOR, "[data-coach-draft]").get_attribute("hidden") is not None)
    bubble = browser.find_element(By.CSS_SELECTOR, alert)
    # Streamed in with the server's own markup; its heading announced at once, the bubble still an
    # item of the conversation's list.
    assert bubble.find_element(By.CSS_SELECTOR, ".bubble-safety").get_attribute("role") == "alert"
    assert bubble.tag_name == "li" and bubble.get_attribute("role") is None
    assert bubble.find_element(By.CSS_SELECTOR, ".bubble-safety strong").text == "You deserve support right now"
    text = bubble.find_element(By.CSS_SELECTOR, ".bubble-text").text
    assert "the 9-8-8 Suicide Crisis Helpline on 988" in text and "call 911 now" in text
    for number in ("988", "911"):
        assert bubble.find_element(By.CSS_SELECTOR, f".bubble-text a.tel-link[href='tel:{number}']").text == number
        button = bubble.find_element(By.CSS_SELECTOR, f"a.call-button[href='tel:{number}']")
        assert button.text == f"Call {number}" and button.size["height"] >= 44
    # Set apart from coaching by more than colour: a heading, an icon, a thick danger border, full width.
    assert css(browser, alert, "borderLeftColor") == "rgb(192, 57, 43)"
    assert float(css(browser, alert, "borderLeftWidth").rstrip("px")) >= 6
    assert bubble.size["width"] >= browser.find_element(By.CSS_SELECTOR, "[data-coach-log]").size["width"] - 1
    assert bubble.find_element(By.CSS_SELECTOR, ".bubble-safety svg.icon").is_displayed()
    browser.execute_script("arguments[0].scrollIntoView({block: 'start', behavior: 'instant'})", bubble)
    browser.save_screenshot(os.path.join(SCREENSHOTS, "coach-crisis-alert.png"))

    # After a reload the same alert comes from the page itself (a list item named by its heading; a
    # role of its own would take it out of the conversation's list).
    browser.refresh()
    bubble = browser.find_element(By.CSS_SELECTOR, alert)
    assert bubble.tag_name == "li" and bubble.get_attribute("role") is None
    assert bubble.get_attribute("aria-labelledby") == bubble.find_element(By.CSS_SELECTOR, ".bubble-safety strong").get_attribute("id")
    assert len(bubble.find_elements(By.CSS_SELECTOR, "a.call-button")) == 2


@pytest.mark.clock("2026-11-23T13:30:00Z")
def test_a_professional_answer_has_its_own_alert_style_and_the_number_as_a_link(browser, server):
    browser.get(server.base + "/coach")
    send(browser, "my calf is swollen and warm since the flight")
    alert = "[data-coach-log] .bubble.safety-professional"
    wait_until(browser, lambda d: d.find_elements(By.CSS_SELECTOR, alert))
    bubble = browser.find_element(By.CSS_SELECTOR, alert)
    assert bubble.find_element(By.CSS_SELECTOR, ".bubble-safety strong").text == "Stop and check with your clinician today"
    assert bubble.find_element(By.CSS_SELECTOR, "a.tel-link[href='tel:911']").text == "911"
    assert bubble.find_elements(By.CSS_SELECTOR, "a.call-button") == []
    assert css(browser, alert, "borderLeftColor") == "rgb(180, 83, 9)"
    browser.execute_script("arguments[0].scrollIntoView({block: 'start', behavior: 'instant'})", bubble)
    browser.save_screenshot(os.path.join(SCREENSHOTS, "coach-professional-alert.png"))
    # An ordinary question in the same chat is a plain bubble with a useful answer.
    send(browser, "glutes are sore two days after the squats, normal?")
    wait_until(browser, lambda d: len(coach_texts(d)) == 2)
    reply = coach_texts(browser)[1]
    assert "Muscle soreness a day or two after new or harder exercise is common" in reply
    assert "911" not in reply and "emergency" not in reply.lower()
    assert len(browser.find_elements(By.CSS_SELECTOR, "[data-coach-log] .bubble.safety")) == 1


@pytest.mark.clock("2026-11-23T13:30:00Z")
def test_the_guessed_numbers_say_so_and_can_be_changed(browser, server):
    browser.get(server.base + "/coach")
    summary = browser.find_element(By.CSS_SELECTOR, "#emergency-number-settings summary")
    assert "Emergency number 911 · crisis line the 9-8-8 Suicide Crisis Helpline 988" in summary.text
    assert "(guessed for Canada from your time zone)" in summary.text
    assert summary.find_element(By.CSS_SELECTOR, ".summary-change").text == "Change"
    tap(browser, summary)
    line = browser.find_element(By.ID, "crisis-line")
    wait_until(browser, lambda d: line.is_displayed())
    assert browser.find_element(By.CSS_SELECTOR, "label[for='crisis-line']").text == "Crisis line"
    browser.save_screenshot(os.path.join(SCREENSHOTS, "coach-numbers-form.png"))
    line.clear()
    line.send_keys("116 123")
    click_and_load(browser, browser.find_element(By.CSS_SELECTOR, "form[data-emergency-number] button[type=submit]"))
    assert "Emergency number and crisis line saved." in page_text(browser)
    summary = browser.find_element(By.CSS_SELECTOR, "#emergency-number-settings summary")
    assert "crisis line Samaritans 116 123" in summary.text and "guessed" not in summary.text


@pytest.mark.clock("2026-11-23T13:30:00Z")
def test_the_alert_holds_together_at_200_percent_text_and_in_dark_mode(server):
    for name, scale, dark in (("coach-crisis-alert-large-text", 2, False), ("coach-crisis-alert-dark", 1, True)):
        driver = make_sized_driver(390, 844, text_scale=scale, dark=dark)
        try:
            driver.get(server.login_url)
            driver.get(server.base + "/coach")
            send(driver, "I've been thinking about ending my life")
            wait_until(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "[data-coach-log] .bubble.safety-emergency"))
            bubble = driver.find_element(By.CSS_SELECTOR, "[data-coach-log] .bubble.safety-emergency")
            assert layout_problems(driver) == []
            for button in bubble.find_elements(By.CSS_SELECTOR, "a.call-button"):
                assert button.size["height"] >= 44
            driver.execute_script("arguments[0].scrollIntoView({block: 'start', behavior: 'instant'})", bubble)
            driver.save_screenshot(os.path.join(SCREENSHOTS, f"{name}.png"))
        finally:
            driver.quit()
