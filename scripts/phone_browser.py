"""Headless Chromium as a mid-range phone, for the benchmarks that time what a reader waits for:
390 CSS px wide, the CPU slowed four times, as Lighthouse's mobile profile does."""
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def start(eager=False):
    """A phone-like browser; with `eager`, page loads return once the HTML is read, since a large
    page can take minutes to finish on a slowed phone."""
    options = webdriver.ChromeOptions()
    if eager:
        options.page_load_strategy = "eager"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=390,844"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(900)
    driver.execute_cdp_cmd("Emulation.setCPUThrottlingRate", {"rate": 4})
    return driver


def wait_for(driver, expression, seconds=120):
    """The value of the script `expression` once it is truthy; exits when it is not within `seconds`."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        value = driver.execute_script(f"return {expression}")
        if value:
            return value
        time.sleep(0.02)
    sys.exit(f"timed out waiting for {expression}")
