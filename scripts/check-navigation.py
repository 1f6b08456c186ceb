#!/usr/bin/env python3
"""Checks, by keyboard in headless Chromium, how a reader finds their way around a built site.

- Search: when the index cannot be fetched, the page says so in its live region and points to
  the home page. The header's search box sends a query to the search page; there, typed words show
  results as links with the words marked and a count in the polite live region; Down Arrow moves
  from the box to the first result, Down and Up between results, Up from the first result and
  Escape go back to the box, Escape in the box clears it; Enter on a result opens it; the iOS
  filter (chosen with the arrow keys) leaves only iOS patterns; the address keeps the
  query and filters. Every query's time (the script's own measure, `data-query-ms`) and the time
  from page load to a ready index are reported, and a query over 50 ms fails.
- "On this page": each entry page checked has the list; following a link into a tab (the Gherkin
  criteria view) by keyboard selects that tab and shows its section.
- Previous and next: each link leads to a page whose own link leads back.
- Scheme switch: choosing Dark by keyboard darkens the page at once and on the next page loaded;
  choosing "Same as device" follows the device again, also after a reload.
- Index filter: typed words, a platform, a framework and "has code" hide the other patterns and
  empty groups, and the live count says how many are shown; "Show all patterns" brings all back.
- Scrolling regions: at 1280 px no table or code block is a tab stop unless it scrolls; at 320 px
  each one that scrolls is a tab stop, and a scrolling table is a region named after its heading.

Usage: scripts/check-navigation.py [--base-path /REPO/] [--queries N] [OUTPUT_DIR]
(needs chromium, chromium-driver, selenium)
Prints one line per failure and ends with 'N passed, N failed'.
"""
import argparse
import pathlib
import statistics
import time
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from site_server import normal_base_path, serve
from tally import Tally

arguments = argparse.ArgumentParser(description="Checks search, page navigation, the scheme switch and the index filter by keyboard.")
arguments.add_argument("output", nargs="?", default="Output", metavar="OUTPUT_DIR", help="the built site (default: Output)")
arguments.add_argument("--base-path", default="/", metavar="PATH", help="serve the site under this path (default: /)")
arguments.add_argument("--entries", type=int, default=3, metavar="N", help="entry pages whose contents and links are checked (default: 3)")
arguments = arguments.parse_args()
root = pathlib.Path(arguments.output).resolve()
base, stop_server = serve(root, normal_base_path(arguments.base_path))

options = webdriver.ChromeOptions()
for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
    options.add_argument(flag)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
driver.set_window_size(1280, 900)
tally = Tally()
check = tally.check
timings = []


def active():
    return driver.switch_to.active_element


def wait(condition, seconds=10):
    try:
        WebDriverWait(driver, seconds).until(lambda _: condition())
        return True
    except Exception:
        return False


def press(*keys):
    """Keys as a reader types them, to whatever has focus."""
    ActionChains(driver).send_keys(*keys).perform()


def tab_to(element_id, limit=40):
    """Tabs from the top of the page until the element has focus; False if it never does."""
    driver.execute_script("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0)")
    for _ in range(limit):
        press(Keys.TAB)
        if active().get_attribute("id") == element_id:
            return True
    return False


def results():
    return driver.find_elements(By.CSS_SELECTOR, "#search-results a.result-link")


def check_index_failure():
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*search-index.json"]})
    driver.get(base + "search/?q=slider")
    count = driver.find_element(By.ID, "search-count")
    check(wait(lambda: "could not be loaded" in count.text), f"search: a missing index says {count.text!r}")
    driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": False})


def check_search():
    driver.get(base)
    check(tab_to("site-search-query"), "index: the header's search box is not reached with Tab")
    press("slider", Keys.ENTER)
    check(wait(lambda: "/search/" in driver.current_url and results()), "header search: Enter did not open the search page with results")
    check(urllib.parse.parse_qs(urllib.parse.urlsplit(driver.current_url).query).get("q") == ["slider"],
          f"header search: the address does not carry the query ({driver.current_url})")
    started = time.time()
    driver.get(base + "search/")
    check(wait(lambda: driver.find_element(By.ID, "search-form").get_attribute("data-ready") is not None),
          "search: the index never loaded")
    ready = driver.execute_script("return performance.now()")
    timings.append(("index ready after page load", ready))
    check(tab_to("search-query"), "search: the search box is not reached with Tab")
    for word in ("slider", "voiceover focus", "accessibilityLabel", "1.4.3", "semantics", "zzqx"):
        box = driver.find_element(By.ID, "search-query")
        box.clear()
        box.send_keys(word)
        driver.execute_script("document.getElementById('search-form').dispatchEvent(new Event('submit', {cancelable: true}))")
        timings.append((f"query {word!r}", float(driver.find_element(By.ID, "search-form").get_attribute("data-query-ms"))))
    count = driver.find_element(By.ID, "search-count")
    check(wait(lambda: "No patterns match" in count.text), f"search: no results for a nonsense word says {count.text!r}")
    box = driver.find_element(By.ID, "search-query")
    box.clear()
    box.send_keys("slider")
    check(wait(lambda: "match" in count.text and results()), f"search: typing 'slider' gave no results ({count.text!r})")
    check(count.get_attribute("role") == "status", "search: the count is not a status (live) region")
    links = results()
    check(any(m.text.lower() == "slider" for m in driver.find_elements(By.CSS_SELECTOR, "#search-results mark")),
          "search: the query's word is not marked in the results")
    check("slider" in links[0].text.lower(), f"search: the best result for 'slider' is {links[0].text!r}")
    press(Keys.ARROW_DOWN)
    check(active() == links[0], "search: Down Arrow did not move to the first result")
    if len(links) > 1:
        press(Keys.ARROW_DOWN)
        check(active() == links[1], "search: Down Arrow did not move to the second result")
        press(Keys.ARROW_UP)
        check(active() == links[0], "search: Up Arrow did not move back to the first result")
    press(Keys.ARROW_UP)
    check(active().get_attribute("id") == "search-query", "search: Up Arrow on the first result did not go back to the box")
    press(Keys.ARROW_DOWN)
    press(Keys.ESCAPE)
    check(active().get_attribute("id") == "search-query", "search: Escape in the results did not go back to the box")
    press(Keys.ESCAPE)
    check(driver.find_element(By.ID, "search-query").get_attribute("value") == "" and not results(),
          "search: Escape in the box did not clear the query and the results")
    press("button")
    check(wait(lambda: bool(results())), "search: typing 'button' gave no results")
    # The platform filter, by keyboard: iOS is the choice after "Any platform".
    platform = driver.find_element(By.ID, "search-platform")
    platform.send_keys(Keys.ARROW_DOWN)
    driver.execute_script("arguments[0].dispatchEvent(new Event('change'))", platform)
    check(platform.get_attribute("value") == "ios", f"search: Down Arrow on the platform filter chose {platform.get_attribute('value')!r}")
    metas = [m.text for m in driver.find_elements(By.CSS_SELECTOR, "#search-results .result-meta")]
    check(metas and all("iOS" in m for m in metas), f"search: the iOS filter left {metas}")
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(driver.current_url).query)
    check(query.get("q") == ["button"] and query.get("platform") == ["ios"], f"search: the address lost the query or filter ({driver.current_url})")
    driver.get(driver.current_url)
    check(wait(lambda: bool(results())) and driver.find_element(By.ID, "search-platform").get_attribute("value") == "ios",
          "search: reloading the address did not restore the query and filter")
    if results():
        first = results()[0]
        target = first.get_attribute("href")
        first.send_keys(Keys.ENTER)
        check(wait(lambda: driver.current_url == target), f"search: Enter on a result did not open {target}")


def entry_pages():
    pages = sorted(p.relative_to(root).as_posix() for p in root.glob("*/*/index.html")
                   if p.parent.parent.name not in ("criteria", "search", "coverage"))
    step = max(1, len(pages) // max(1, arguments.entries))
    return pages[::step][:arguments.entries]


def check_entry_navigation(page):
    driver.get(base + page.removesuffix("index.html"))
    toc = driver.find_elements(By.CSS_SELECTOR, "nav.toc a")
    check(toc, f"{page}: no 'On this page' list")
    targets = [a.get_attribute("href").split("#", 1)[1] for a in toc]
    missing = [t for t in targets if not driver.find_elements(By.ID, t)]
    check(not missing, f"{page}: 'On this page' links to missing sections {missing}")
    gherkin = [a for a in toc if a.get_attribute("href").endswith("#criteria-gherkin")]
    if check(gherkin, f"{page}: 'On this page' has no link to the Gherkin criteria"):
        driver.execute_script("arguments[0].focus()", gherkin[0])
        press(Keys.ENTER)
        tab = driver.find_elements(By.ID, "criteria-gherkin-tab")
        check(tab and tab[0].get_attribute("aria-selected") == "true", f"{page}: following the Gherkin link did not select its tab")
        check(driver.find_element(By.ID, "criteria-gherkin").is_displayed(), f"{page}: following the Gherkin link did not show it")
    for rel, back in (("prev", "next"), ("next", "prev")):
        links = driver.find_elements(By.CSS_SELECTOR, f"nav.pager a[rel={rel}]")
        if not links:
            continue
        here = driver.current_url.split("#")[0]
        driver.get(links[0].get_attribute("href"))
        returning = driver.find_elements(By.CSS_SELECTOR, f"nav.pager a[rel={back}]")
        check(returning and returning[0].get_attribute("href") == here, f"{page}: its {rel} page does not link back")
        driver.back()


def background():
    return driver.execute_script("return getComputedStyle(document.body).backgroundColor")


def check_scheme_switch():
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    driver.get(base)
    light = background()
    check(tab_to("scheme-choice"), "scheme switch: not reached with Tab")
    press(Keys.END)  # Dark, the last choice
    check(driver.execute_script("return document.documentElement.getAttribute('data-scheme')") == "dark",
          "scheme switch: choosing Dark did not set the page's scheme")
    dark = background()
    check(dark != light, f"scheme switch: the background stayed {light} in Dark")
    driver.get(base + "coverage/")
    check(background() == dark and driver.find_element(By.ID, "scheme-choice").get_attribute("value") == "dark",
          "scheme switch: the next page forgot Dark")
    check(tab_to("scheme-choice"), "scheme switch: not reached with Tab on the coverage page")
    press(Keys.HOME)  # Same as device
    check(driver.execute_script("return document.documentElement.hasAttribute('data-scheme')") is False,
          "scheme switch: 'Same as device' left a scheme set")
    driver.refresh()
    check(background() == light, "scheme switch: after 'Same as device' a light device does not get a light page")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    check(background() == dark, "scheme switch: after 'Same as device' a dark device does not get a dark page")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})


def visible_entries():
    items = driver.find_elements(By.CSS_SELECTOR, ".entry-list > li[data-entry]")
    return {i.get_attribute("data-entry") for i in items if i.is_displayed()}, items


def check_index_filter():
    driver.get(base)
    status = driver.find_element(By.ID, "filter-count")
    everything, items = visible_entries()
    total = len({i.get_attribute("data-entry") for i in items})
    check(len(everything) == total, "index filter: not every pattern is shown at first")
    check(status.get_attribute("role") == "status", "index filter: the count is not a status (live) region")
    check(tab_to("filter-text"), "index filter: the text field is not reached with Tab")
    press("toggle")
    shown, _ = visible_entries()
    check(shown and all("toggle" in e for e in shown), f"index filter: 'toggle' shows {sorted(shown)[:5]}")
    check(wait(lambda: status.text == f"Showing {len(shown)} of {total} patterns."), f"index filter: the count says {status.text!r}")
    press(Keys.TAB)  # to the platform filter
    check(active().get_attribute("id") == "filter-platform", "index filter: Tab from the text does not reach the platform")
    driver.find_element(By.ID, "filter-text").clear()
    driver.execute_script("document.getElementById('filter-text').dispatchEvent(new Event('input', {bubbles: true}))")
    platform = driver.find_element(By.ID, "filter-platform")
    platform.send_keys(Keys.END)  # Web
    shown, items = visible_entries()
    web = {i.get_attribute("data-entry") for i in items if "web" in i.get_attribute("data-platforms").split()}
    check(shown == web, f"index filter: Web shows {len(shown)} patterns, {len(web)} are for the web")
    hidden_groups = [g for g in driver.find_elements(By.CSS_SELECTOR, ".category") if not g.is_displayed()]
    check(all(not any(i.is_displayed() for i in g.find_elements(By.CSS_SELECTOR, "li")) for g in hidden_groups),
          "index filter: a hidden group holds shown patterns")
    platform.send_keys(Keys.HOME)
    framework = driver.find_element(By.ID, "filter-framework")
    framework.send_keys(Keys.END)  # Jetpack Compose
    shown, items = visible_entries()
    compose = {i.get_attribute("data-entry") for i in items if "jetpack-compose" in i.get_attribute("data-frameworks").split()}
    check(shown == compose, "index filter: Jetpack Compose shows other patterns")
    code = driver.find_element(By.ID, "filter-code")
    code.send_keys(Keys.SPACE)
    shown, items = visible_entries()
    check(all(driver.find_element(By.CSS_SELECTOR, f"li[data-entry='{e}']").get_attribute("data-code") is not None for e in shown),
          "index filter: 'has code' shows patterns without code")
    reset = driver.find_element(By.ID, "filter-reset")
    reset.send_keys(Keys.ENTER)
    check(wait(lambda: len(visible_entries()[0]) == total), "index filter: 'Show all patterns' did not bring every pattern back")
    check(wait(lambda: status.text == f"Showing all {total} patterns."), f"index filter: after reset the count says {status.text!r}")


def check_scroll_regions(page):
    for width in (1280, 320):
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False})
        driver.get(base + page.removesuffix("index.html"))
        driver.execute_script("return new Promise(r => setTimeout(r, 100))")
        boxes = driver.execute_script("""
            return Array.from(document.querySelectorAll('.table-scroll, figure.snippet pre')).filter(b => b.offsetParent).map(b => ({
              scrolls: b.scrollWidth > b.clientWidth + 1, focusable: b.tabIndex === 0 && b.hasAttribute('tabindex'),
              table: b.classList.contains('table-scroll'), role: b.getAttribute('role'), label: b.getAttribute('aria-label')}))""")
        wrong = [b for b in boxes if b["scrolls"] != b["focusable"]]
        check(not wrong, f"{page} at {width}px: {len(wrong)} of {len(boxes)} tables and code blocks are tab stops but do not scroll, or scroll but are not")
        unnamed = [b for b in boxes if b["table"] and b["scrolls"] and not (b["role"] == "region" and b["label"])]
        check(not unnamed, f"{page} at {width}px: {len(unnamed)} scrolling tables are not named regions")
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


try:
    check_index_failure()
    check_search()
    for page in entry_pages():
        check_entry_navigation(page)
        check_scroll_regions(page)
    if (root / "coverage/index.html").exists():
        check_scroll_regions("coverage/index.html")
    check_scheme_switch()
    check_index_filter()
finally:
    driver.quit()
    stop_server()

queries = [ms for name, ms in timings if name.startswith("query")]
for name, ms in timings:
    print(f"{name}: {ms:.1f} ms")
    if name.startswith("query"):
        check(ms < 50, f"search: {name} took {ms:.1f} ms")
index_file = root / "search-index.json"
size = index_file.stat().st_size if index_file.exists() else 0
tally.finish(f"search over {root}: index {size / 1024:.0f} KiB, queries median {statistics.median(queries):.1f} ms, max {max(queries):.1f} ms"
             if queries else "no search timings")
