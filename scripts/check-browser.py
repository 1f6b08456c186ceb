#!/usr/bin/env python3
"""Checks a built site in headless Chromium, as a reader would use it.

For every HTML page under the output folder (an old address's page, which refreshes at once, is
checked for where it leads: the browser lands on the entry's page, which answers 200):
- at 320 CSS px wide, with text at 100% and at 200%, the page never scrolls sideways
  (tables and code scroll inside their own focusable regions);
- every group of two or more framework notes or acceptance-criteria views becomes a WAI-ARIA
  tab list: exactly one tab selected and its panel shown; Right/Left arrows move and select with
  wrap-around; Home and End go to the first and last tab; a framework choice is carried to the
  other groups of the page;
- each acceptance-criteria view has a Copy button that puts its text on the clipboard and says
  "Copied" through the polite live region;
- the criteria builder restores a choice from its address, loading each chosen pattern's
  criteria/<id>.js once (its text must be the one the files hold, joined as the page says), and
  choosing by keyboard updates the combined text and the address; a pattern whose script fails
  to load is named in the status line with what to do;
- every same-site stylesheet, script, image and link (<a href>, not '#...', not another host or
  scheme) answers 200 from the server; each address is fetched once. Canonical links and
  addresses on other hosts are not fetched.

Where two or more pages have videos, the caption choice is checked across pages: every caption
track starts showing; turning a video's captions off (as its player's menu does, by the track's
mode) is remembered, so the next page's videos start with captions off; turning them on again
shows them on the next page too.

Then a missing deep address under the base path (no/such/page/) answers 404, and the 404 page
shown there has an h1, its stylesheet applies (site.css hides the skip link off screen and zeroes
the body margin), and its links answer 200 from that address (the 404 page's links are checked
there, not at /404.html).

The site is served as GitHub Pages serves it: only under --base-path (default '/'), so with
--base-path /a11y/ the page OUTPUT_DIR/native/carousel/index.html is at /a11y/native/carousel/;
any missing address, inside the base path or outside it, answers 404 with the body of
OUTPUT_DIR/404.html, and so does a folder without an index.html.

With --from-disk, only the criteria builder is checked, opened through a file:// URL as a reader
opens a site built with --links files, where a page cannot fetch its own files but can load scripts.

Usage: scripts/check-browser.py [--base-path /REPO/ | --from-disk] [OUTPUT_DIR]
(needs chromium, chromium-driver, selenium)
Prints one line per failure and ends with 'N passed, N failed'.
"""
import argparse
import re
import json
import pathlib
import urllib.error
import urllib.parse
import urllib.request

from selenium import webdriver
from site_data import entry_criteria
from site_server import serve
from tally import Tally
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

arguments = argparse.ArgumentParser(description="Checks a built site in headless Chromium.")
arguments.add_argument("output", nargs="?", default="Output", metavar="OUTPUT_DIR",
                       help="the built site (default: Output)")
arguments.add_argument("--base-path", default="/", metavar="PATH",
                       help="serve the site under this path, e.g. /a11y/ as a GitHub Pages project site (default: /)")
arguments.add_argument("--from-disk", action="store_true",
                       help="check only the criteria builder, opened as a file:// URL (a site built with --links files)")
arguments = arguments.parse_args()
root = pathlib.Path(arguments.output).resolve()
base_path = "/" + arguments.base_path.strip("/") + "/" if arguments.base_path.strip("/") else "/"
if arguments.from_disk:
    base, stop_server = root.as_uri() + "/", lambda: None
    origin = "null"
else:
    base, stop_server = serve(root, base_path)
    origin = base.removesuffix(base_path)

options = webdriver.ChromeOptions()
for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
    options.add_argument(flag)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
# As a reader who asked for less motion: no smooth scrolling under the pointer.
driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
if not arguments.from_disk:
    driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": origin, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})

tally = Tally()
check = tally.check


def selected(tabs):
    return [t.get_attribute("aria-selected") == "true" for t in tabs]


REFRESH = re.compile(r'<meta http-equiv="refresh" content="0; url=([^"]+)">')


def check_redirect(page, target):
    """An old address's page sends the reader on at once: the browser lands on the entry's page."""
    url = base + page.removesuffix("index.html")
    expected = urllib.parse.urljoin(url, target)
    driver.get(url)

    def landed():
        # Read while the browser may still be loading the page it was sent to.
        try:
            return (driver.current_url == expected and driver.execute_script("return document.readyState") == "complete"
                    and bool(driver.find_elements(By.TAG_NAME, "h1")))
        except Exception:
            return False

    check(wait_for(landed, 15), f"{page}: the refresh did not lead to a page at {expected} (at {driver.current_url})")
    check(status_of(expected) == 200, f"{page}: {expected} answers {status_of(expected)}, not 200")


def check_page(page):
    url = base + page.removesuffix("index.html")
    # An old address's page refreshes at once: what is checked is where it leads, not a page
    # that is gone before it can be looked at.
    refresh = REFRESH.search((root / page).read_text(encoding="utf-8"))
    if refresh:
        check_redirect(page, refresh.group(1))
        return
    # Reflow: 320 px wide, text at 100% and 200%.
    driver.set_window_size(320, 900)
    driver.get(url)
    if page != "404.html":  # the 404 page's links are checked where it is shown: at a missing address
        check_links(page)
    width = driver.execute_script("return document.documentElement.clientWidth")
    for scale in ("100%", "200%"):
        driver.execute_script("document.documentElement.style.fontSize = arguments[0]", scale)
        overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        check(overflow <= 1, f"{page}: scrolls sideways by {overflow}px at {width}px wide with text at {scale}")

    # Tabs.
    driver.set_window_size(1280, 900)
    driver.get(url)
    tablists = driver.find_elements(By.CSS_SELECTOR, "[role=tablist]")
    groups = driver.find_elements(By.CSS_SELECTOR, "[data-tabs]")
    expected = [g for g in groups if len(g.find_elements(By.CSS_SELECTOR, ":scope > [data-tab]")) >= 2]
    check(len(tablists) == len(expected), f"{page}: {len(expected)} tab groups but {len(tablists)} tab lists")
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
    # A framework choice carries to the other framework groups that offer the same framework.
    framework_lists = driver.find_elements(By.CSS_SELECTOR, "[data-tabs=frameworks] > [role=tablist]")
    if framework_lists:
        tabs = framework_lists[0].find_elements(By.CSS_SELECTOR, "[role=tab]")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", tabs[-1])
        tabs[-1].click()
        chosen = tabs[-1].text
        carried = 0
        for other in framework_lists[1:]:
            names = [t.text for t in other.find_elements(By.CSS_SELECTOR, "[role=tab]")]
            if chosen in names:
                states = selected(other.find_elements(By.CSS_SELECTOR, "[role=tab]"))
                check(states[names.index(chosen)], f"{page}: choosing {chosen} did not carry to another group")
                carried += 1

    check_copy_buttons(page)
    check_examples(page)
    if page == "criteria/index.html":
        check_builder(url)


def check_examples(page):
    """Live examples show their markup in a named, sandboxed frame; snippets copy their code;
    Do and Don't say so in words."""
    frames = driver.find_elements(By.CSS_SELECTOR, "figure.live-example iframe")
    for index, frame in enumerate(frames):
        sandbox = frame.get_attribute("sandbox")
        check(sandbox is not None and "allow-same-origin" not in sandbox, f"{page}: live example {index} is not sandboxed ({sandbox!r})")
        check((frame.get_attribute("title") or "").startswith("Live example"), f"{page}: live example {index} has no title")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", frame)
        driver.switch_to.frame(frame)
        shown = driver.execute_script("return document.body ? document.body.innerText.trim().length : 0")
        driver.switch_to.default_content()
        check(shown > 0, f"{page}: live example {index} shows nothing")
    for figure in driver.find_elements(By.CSS_SELECTOR, "figure.snippet-bad, figure.snippet-good, figure.live-example-bad"):
        words = figure.find_element(By.CSS_SELECTOR, "figcaption").text
        check("Don't" in words or "Do" in words, f"{page}: a Do or Don't example does not say so in words ({words!r})")
    snippets = driver.find_elements(By.CSS_SELECTOR, "figure.snippet")
    for snippet in snippets:
        check(len(snippet.find_elements(By.CSS_SELECTOR, "figcaption button.copy")) == 1, f"{page}: a code snippet has no Copy button")
    shown = [snippet for snippet in snippets if snippet.is_displayed()]  # others sit in hidden tab panels
    if shown:
        button = shown[0].find_element(By.CSS_SELECTOR, "button.copy")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
        button.click()
        expected = shown[0].find_element(By.CSS_SELECTOR, "pre").get_attribute("textContent")
        check(wait_for(lambda: clipboard() == expected), f"{page}: a snippet's Copy did not put its code on the clipboard")
    return len(frames)


# Each same-site address is fetched once: address without fragment → status code or error name.
fetched = {}

RESOURCES_SCRIPT = """
const attribute = {link: 'href', a: 'href', script: 'src', img: 'src'};
return Array.from(document.querySelectorAll('link[rel~=stylesheet][href], script[src], img[src], a[href]'), element => {
  const written = element.getAttribute(attribute[element.localName]);
  try {
    return [element.localName, written, new URL(written, document.baseURI).href];
  } catch (error) {
    return [element.localName, written, null];
  }
});
"""


def status_of(url):
    if url not in fetched:
        try:
            with urllib.request.urlopen(url, timeout=10) as response:
                response.read()  # the whole answer, so the server is not cut off mid-write
                fetched[url] = response.status
        except urllib.error.HTTPError as error:
            fetched[url] = error.code
        except (urllib.error.URLError, OSError) as error:
            fetched[url] = type(error).__name__
    return fetched[url]


def check_links(page):
    """Every same-site stylesheet, script, image and link of the page shown answers 200."""
    here = urllib.parse.urlsplit(origin)
    checked = set()
    for tag, written, resolved in driver.execute_script(RESOURCES_SCRIPT):
        if written.startswith("#"):
            continue
        if resolved is None:
            tally.fail(f"{page}: <{tag}> {written!r} is not a valid address")
            continue
        url = urllib.parse.urldefrag(resolved).url
        parts = urllib.parse.urlsplit(url)
        if (parts.scheme, parts.netloc) != (here.scheme, here.netloc) or url in checked:
            continue
        checked.add(url)
        status = status_of(url)
        address = url.removeprefix(origin)
        check(status == 200, f"{page}: <{tag}> {written!r} is broken: {address} answers {status}")


def check_not_found():
    """A missing deep address answers 404 with the 404 page, styled, with a heading and working links."""
    address = base_path + "no/such/page/"
    label = f"404 page at {address}"
    status = status_of(origin + address)
    check(status == 404, f"{label}: answers {status}, not 404")
    driver.set_window_size(1280, 900)
    driver.get(origin + address)
    headings = [h.text.strip() for h in driver.find_elements(By.CSS_SELECTOR, "h1")]
    check(any(headings), f"{label}: has no h1 with text")
    # site.css hides the skip link off screen until it is focused; without it the link is static.
    style = driver.execute_script("""
        const skip = document.querySelector('.skip-link');
        return {
          skip: skip ? getComputedStyle(skip).position : 'missing',
          margin: getComputedStyle(document.body).marginTop,
          sheets: Array.from(document.querySelectorAll('link[rel~=stylesheet]'), link => link.getAttribute('href')),
          inline: document.querySelectorAll('style').length,
        };""")
    check(style["skip"] == "absolute" and style["margin"] == "0px",
          f"{label}: the site's stylesheet did not apply (skip link position: {style['skip']}, body margin: "
          f"{style['margin']}; stylesheets linked: {style['sheets']}, inline: {style['inline']})")
    check_links(label)


def status_text():
    return driver.execute_script("return document.getElementById('status').textContent")


def clipboard():
    return driver.execute_async_script("navigator.clipboard.readText().then(arguments[0], () => arguments[0](null))")


def check_copy_buttons(page):
    panels = driver.find_elements(By.CSS_SELECTOR, "[data-tabs=criteria] > [data-tab]")
    for panel in panels:
        buttons = panel.find_elements(By.CSS_SELECTOR, "button.copy")
        check(len(buttons) == 1, f"{page}: criteria view {panel.get_attribute('id')} has {len(buttons)} Copy buttons")
    if not panels:
        return
    tab = driver.find_element(By.ID, panels[1].get_attribute("id") + "-tab")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", tab)
    tab.click()
    button = panels[1].find_element(By.CSS_SELECTOR, "button.copy")
    check(button.get_attribute("aria-label").startswith(button.text), f"{page}: Copy button's name does not start with its visible text")
    button.click()
    expected = panels[1].find_element(By.CSS_SELECTOR, ".criteria-text").get_attribute("textContent")
    driver.implicitly_wait(0)
    check(clipboard() == expected, f"{page}: Copy did not put the view's text on the clipboard")
    check(wait_for(lambda: status_text() == "Copied"), f"{page}: Copy did not announce 'Copied' (status: {status_text()!r})")


def wait_for(condition, seconds=2.0):
    import time
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def check_builder(url):
    data = json.loads(driver.execute_script("return document.getElementById('criteria-data').textContent"))
    check(all("pieces" not in fmt for fmt in data["formats"].values()), "builder: the page still carries the entries' texts")
    # Up to three chosen, always leaving one to choose by keyboard (a new library has two entries).
    ids = data["order"][:max(1, min(3, len(data["order"]) - 1))]
    texts = {}

    def expected(selected, name):
        fmt = data["formats"][name]
        for i in selected:
            if i not in texts:
                texts[i] = entry_criteria(root, i)
        chosen = [texts[i][name] for i in data["order"] if i in selected]
        return fmt["header"] + fmt["separator"].join(chosen) + fmt["footer"] if chosen else ""

    def status():
        return driver.execute_script("return document.getElementById('criteria-count').textContent")

    def shows(text):
        """The output holds the text once every chosen pattern's script has loaded."""
        return wait_for(lambda: status() != "Loading criteria…" and output.get_attribute("textContent") == text, 5)

    def loaded_scripts():
        return driver.execute_script(
            "return Array.prototype.map.call(document.querySelectorAll('script[src]'), function (s) { return s.src; })"
            ".filter(function (src) { return /\\/criteria\\/.+\\.js$/.test(src); })")

    def said_chosen(count):
        return status() == ("1 pattern chosen." if count == 1 else f"{count} patterns chosen.")

    # A link reproduces a choice, in any order; each chosen pattern's texts come from its .js.
    driver.get(url + "?" + "&".join("entry=" + i for i in reversed(ids)) + "&format=gherkin")
    output = driver.find_element(By.ID, "criteria-output")
    check(shows(expected(set(ids), "gherkin")), "builder: the address's choice is not shown as Gherkin, joined from the entries' .js files")
    check(said_chosen(len(ids)), f"builder: the status line says {status()!r} once loaded")
    check(sorted(loaded_scripts()) == sorted(set(loaded_scripts())) and len(loaded_scripts()) == len(ids),
          f"builder: {len(ids)} patterns chosen but their scripts loaded as {loaded_scripts()}")
    boxes = driver.find_elements(By.CSS_SELECTOR, "input[name=entry]")
    check(all(b.is_selected() == (b.get_attribute("value") in ids) for b in boxes), "builder: checkboxes do not match the address")
    sources = driver.execute_script("return Array.prototype.map.call(document.querySelectorAll('input[name=entry]'),"
                                    " function (b) { return [b.value, new URL(b.getAttribute('data-src'), location.href).href]; })")
    for value, source in sources:
        check(source == base + "criteria/" + value + ".js" and (root / "criteria" / (value + ".js")).is_file(),
              f"builder: {value}'s checkbox points at {source}, not its criteria script")

    # By keyboard: Space on a checkbox, arrow keys in the format radio group.
    first_unchosen = next(b for b in boxes if b.get_attribute("value") not in ids)
    driver.execute_script("arguments[0].focus()", first_unchosen)
    driver.switch_to.active_element.send_keys(Keys.SPACE)
    chosen = set(ids) | {first_unchosen.get_attribute("value")}
    check(shows(expected(chosen, "gherkin")), "builder: Space on a checkbox did not update the text")
    twins = [b for b in boxes if b.get_attribute("value") == first_unchosen.get_attribute("value")]
    check(all(b.is_selected() for b in twins), "builder: the same pattern in another category was not checked too")
    radio = driver.find_element(By.ID, "format-gherkin")
    driver.execute_script("arguments[0].focus()", radio)
    driver.switch_to.active_element.send_keys(Keys.ARROW_UP)
    check(shows(expected(chosen, "condensed")), "builder: arrow keys in Format did not switch to Condensed")
    check(len(loaded_scripts()) == len(chosen), f"builder: each chosen pattern's script is not loaded once ({loaded_scripts()})")
    search = driver.execute_script("return window.location.search")
    check(all(("entry=" + i.replace("/", "%2F")) in search for i in chosen) and "format=" not in search,
          f"builder: the address does not hold the choice ({search})")

    # A script that cannot be loaded: the status line names the pattern and says to reload.
    driver.get(url)
    output = driver.find_element(By.ID, "criteria-output")
    box = driver.find_elements(By.CSS_SELECTOR, "input[name=entry]")[0]
    name = driver.execute_script("return arguments[0].labels[0].textContent", box)
    driver.execute_script("document.querySelectorAll('input[name=entry]').forEach(function (b) {"
                          " if (b.value === arguments[0].value) b.setAttribute('data-src', 'no-such-criteria.js'); })", box)
    driver.execute_script("arguments[0].focus()", box)
    driver.switch_to.active_element.send_keys(Keys.SPACE)
    check(wait_for(lambda: name in status() and "reload" in status().lower(), 5),
          f"builder: a script that failed to load is not named with what to do (status: {status()!r})")
    check(output.get_attribute("textContent") == "", "builder: a failed pattern still leaves a text to copy")


def check_captions(video_pages):
    """The caption choice made in one player carries to the videos of the other pages."""
    first, second = (base + p.removesuffix("index.html") for p in video_pages[:2])
    modes = "return Array.from(document.querySelectorAll('video')).map(v => Array.from(v.textTracks).map(t => t.mode))"
    stored = "return localStorage.getItem('a11ydocs.captions')"

    def turn(mode, remembered, page):
        """As a player's menu does: the first video's first track; the choice must be stored."""
        driver.execute_script("document.querySelector('video').textTracks[0].mode = arguments[0]", mode)
        check(wait_for(lambda: driver.execute_script(stored) == remembered),
              f"captions: turning captions {remembered} on {page} was not remembered "
              f"({driver.execute_script(stored)!r})")

    driver.get(first)
    driver.execute_script("localStorage.clear()")
    driver.get(first)
    shown = driver.execute_script(modes)
    check(shown and all(track_modes and track_modes[0] == "showing" for track_modes in shown),
          f"captions: {video_pages[0]} does not start with each video's first caption track showing ({shown})")
    turn("disabled", "off", video_pages[0])
    driver.get(second)
    off = driver.execute_script(modes)
    check(off and all(all(mode == "disabled" for mode in track_modes) for track_modes in off),
          f"captions: after turning them off, {video_pages[1]} still shows captions ({off})")
    turn("showing", "on", video_pages[1])
    driver.get(first)
    again = driver.execute_script(modes)
    check(again and all(track_modes[0] == "showing" for track_modes in again),
          f"captions: after turning them on again, {video_pages[0]} does not show them ({again})")
    driver.execute_script("localStorage.clear()")


def guarded(label, run, *arguments):
    """Runs one check; an exception fails it by name and does not stop the others."""
    try:
        run(*arguments)
    except Exception as error:
        tally.fail(f"{label}: {type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}")


def check_builder_from_disk(url):
    driver.get(url)
    check_builder(url)


if arguments.from_disk:
    try:
        guarded("criteria/index.html from disk", check_builder_from_disk, base + "criteria/index.html")
    finally:
        driver.quit()
    tally.finish(f"the criteria builder checked from disk at {base}criteria/index.html")

pages = sorted(p.relative_to(root).as_posix() for p in root.rglob("*.html"))
try:
    for page in pages:
        guarded(page, check_page, page)
    video_pages = [p for p in pages if "<video" in (root / p).read_text(encoding="utf-8")]
    if len(video_pages) >= 2:
        guarded("captions", check_captions, video_pages)
    guarded("404 page", check_not_found)
finally:
    driver.quit()
    stop_server()

tally.finish(f"{len(pages)} pages checked under {base_path}, {len(fetched)} addresses fetched")
