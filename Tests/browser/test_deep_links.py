"""Reminder deep links open the right place on Today, and the help flow."""
import pytest
from selenium.webdriver.common.by import By

from conftest import page_text


@pytest.mark.clock("2026-11-24T02:05:00Z")  # 21:05 in Toronto: Night Prep reminder time
def test_reminder_deep_links(browser, server):
    browser.get(server.base + "/today#prep-tonight")
    card = browser.find_element(By.CSS_SELECTOR, "#prep-tonight + details")
    assert card.get_attribute("open") is not None
    assert "Prep Tonight" in card.text

    browser.get(server.base + "/today#review-prep")
    review = browser.find_element(By.CSS_SELECTOR, "#review-prep + details")
    assert review.get_attribute("open") is not None  # collapsed by default, opened by the link

    browser.get(server.base + "/today?help=1")
    assert browser.current_url.endswith("/help")
    assert "Stress" in page_text(browser)
