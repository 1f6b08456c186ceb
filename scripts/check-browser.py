#!/usr/bin/env python3
"""Checks a built site in headless Chromium, as a reader would use it.

For every HTML page under the output folder:
- at 320 CSS px wide, with text at 100% and at 200%, the page never scrolls sideways
  (tables and code scroll inside their own focusable regions);
- every framework group with two or more frameworks becomes a WAI-ARIA tab list: exactly one
  tab selected and its panel shown; Right/Left arrows move and select with wrap-around; Home
  and End go to the first and last tab; a choice is carried to the other groups of the page.

Usage: scripts/check-browser.py [OUTPUT_DIR]   (needs chromium, chromium-driver, selenium)
Prints one line per failure and ends with 'N passed, N failed'.
"""
import functools
import http.server
import pathlib
import sys
import threading

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "Output").resolve()
class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


handler = functools.partial(QuietHandler, directory=str(root))
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
threading.Thread(target=server.serve_forever, daemon=True).start()
base = f"http://127.0.0.1:{server.server_address[1]}/"

options = webdriver.ChromeOptions()
for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
    options.add_argument(flag)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
# As a reader who asked for less motion: no smooth scrolling under the pointer.
driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})

passed, failures = 0, []


def check(condition, message):
    global passed
    if condition:
        passed += 1
    else:
        failures.append(message)


def selected(tabs):
    return [t.get_attribute("aria-selected") == "true" for t in tabs]


def check_page(page):
    url = base + page.removesuffix("index.html")
    # Reflow: 320 px wide, text at 100% and 200%.
    driver.set_window_size(320, 900)
    driver.get(url)
    width = driver.execute_script("return document.documentElement.clientWidth")
    for scale in ("100%", "200%"):
        driver.execute_script("document.documentElement.style.fontSize = arguments[0]", scale)
        overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        check(overflow <= 1, f"{page}: scrolls sideways by {overflow}px at {width}px wide with text at {scale}")

    # Tabs.
    driver.set_window_size(1280, 900)
    driver.get(url)
    tablists = driver.find_elements(By.CSS_SELECTOR, "[role=tablist]")
    groups = driver.find_elements(By.CSS_SELECTOR, "[data-frameworks]")
    expected = [g for g in groups if len(g.find_elements(By.CSS_SELECTOR, ":scope > [data-framework]")) >= 2]
    check(len(tablists) == len(expected), f"{page}: {len(expected)} framework groups but {len(tablists)} tab lists")
    for index, tablist in enumerate(tablists):
        tabs = tablist.find_elements(By.CSS_SELECTOR, "[role=tab]")
        panels = [driver.find_element(By.ID, t.get_attribute("aria-controls")) for t in tabs]
        check(selected(tabs).count(True) == 1, f"{page}: tab list {index} has {selected(tabs).count(True)} selected tabs")
        check([p.is_displayed() for p in panels] == selected(tabs), f"{page}: tab list {index} shows the wrong panel")
        check(tablist.get_attribute("aria-label"), f"{page}: tab list {index} has no name")
    if tablists:
        tabs = tablists[0].find_elements(By.CSS_SELECTOR, "[role=tab]")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", tabs[0])
        tabs[0].click()
        steps = [(Keys.ARROW_RIGHT, 1), (Keys.END, len(tabs) - 1), (Keys.ARROW_RIGHT, 0),
                 (Keys.ARROW_LEFT, len(tabs) - 1), (Keys.HOME, 0)]
        for key, want in steps:
            driver.switch_to.active_element.send_keys(key)
            active = driver.switch_to.active_element
            check(active == tabs[want] and selected(tabs)[want],
                  f"{page}: after {key!r} expected tab {want} focused and selected")
        # The choice carries to other groups that offer the same framework.
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", tabs[-1])
        tabs[-1].click()
        chosen = tabs[-1].text
        for other in tablists[1:]:
            names = [t.text for t in other.find_elements(By.CSS_SELECTOR, "[role=tab]")]
            if chosen in names:
                states = selected(other.find_elements(By.CSS_SELECTOR, "[role=tab]"))
                check(states[names.index(chosen)], f"{page}: choosing {chosen} did not carry to another group")


pages = sorted(p.relative_to(root).as_posix() for p in root.rglob("*.html"))
try:
    for page in pages:
        try:
            check_page(page)
        except Exception as error:  # one broken page must not hide the others
            failures.append(f"{page}: {type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}")
finally:
    driver.quit()
    server.shutdown()

for failure in failures:
    print("FAIL", failure)
print(f"{len(pages)} pages checked")
print(f"{passed} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
