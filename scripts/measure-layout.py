#!/usr/bin/env python3
"""Measures the layout of a built site in headless Chromium, and takes screenshots of it.

Pages: the home page; one entry page with tables (native/button/ when the home page links to it,
else the first page the home page links to whose main holds a table); the page the site
navigation's "Criteria builder" link leads to; its "Search" link with ?q=button (once
'#search-results li' appears); and a guide (a page whose article has the class guide), when the
site has one. Each is loaded 1280 CSS px wide as a desktop and 390 px wide as a phone (mobile
emulation: 390 x 844, pixel ratio 3, touch).

For each page and width: the height of header.site-header; where main starts and where the first
table in main starts (from the top of the document); the height of the "On this page" box (.toc, a
nav today, perhaps a details later) and whether it is open; the width of main's content column
(.entry-body on an entry, else main's content box); and whether the page scrolls sideways
(document.documentElement.scrollWidth > innerWidth).

Usage: scripts/measure-layout.py OUTPUT [--screenshots DIR] [--json FILE]
(needs chromium, chromium-driver, selenium: scripts/ensure-check-tools)
Prints a Markdown table; notes go to stderr. Exits 0 unless the site could not be loaded.
"""
import argparse
import json
import pathlib
import re
import sys
import time
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from screenshots import full_page_png
from site_server import serve

arguments = argparse.ArgumentParser(description="Measures a built site's layout in headless Chromium at 1280 and 390 px.")
arguments.add_argument("output", metavar="OUTPUT", help="the built site (an Output folder)")
arguments.add_argument("--screenshots", metavar="DIR", help="write full-page PNGs into DIR, named like entry-390.png")
arguments.add_argument("--json", metavar="FILE", help="also write the measurements as JSON to FILE")
arguments = arguments.parse_args()
root = pathlib.Path(arguments.output).resolve()

# name → (width, height, device pixel ratio, mobile): the phone is emulated as Chrome's device
# mode does it, so the viewport meta tag applies and touch is on.
VIEWS = {1280: (1280, 900, 1, False), 390: (390, 844, 3, True)}
PREFERRED_ENTRY = "native/button/"
MAIN = re.compile(r"<main\b.*?</main>", re.S)
GUIDE = re.compile(r"<article\b[^>]*\bclass=\"[^\"]*\bguide\b")

# As scripts/check-a11y.py: resolves once the page has loaded, its fonts are in and two frames
# have been drawn, so site.js has turned sections into tabs before anything is measured.
SETTLE_SCRIPT = """
const done = arguments[arguments.length - 1];
const loaded = new Promise(resolve => document.readyState === 'complete'
  ? resolve() : window.addEventListener('load', resolve, {once: true}));
loaded.then(() => document.fonts ? document.fonts.ready : null)
  .then(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  .then(() => setTimeout(() => done(true), 300));
"""

MEASURE_SCRIPT = """
const at = el => el ? Math.round(el.getBoundingClientRect().top + window.scrollY) : null;
const height = el => el ? Math.round(el.getBoundingClientRect().height) : null;
const main = document.querySelector('main');
// "On this page" is a nav.toc today; it may become a details (itself .toc, inside it, or found
// by its summary's words), whose open state then matters.
const toc = document.querySelector('.toc') || [...document.querySelectorAll('details')]
  .find(d => /on this page/i.test((d.querySelector('summary') || {}).textContent || ''));
const details = toc && (toc.matches('details') ? toc : toc.querySelector(':scope > details'));
const column = main && (main.querySelector('.entry-body') || main);
const style = column && getComputedStyle(column);
return {
  inner_width: window.innerWidth,
  header_px: height(document.querySelector('header.site-header')),
  main_at: at(main),
  first_table_at: at(main && main.querySelector('table')),
  toc_px: height(toc),
  toc_open: toc ? (details ? details.open : true) : null,
  column: column ? (column === main ? 'main' : '.entry-body') : null,
  column_px: column ? Math.round(column.getBoundingClientRect().width
    - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)) : null,
  scroll_width: document.documentElement.scrollWidth,
  sideways_scroll: document.documentElement.scrollWidth > window.innerWidth,
};
"""

# Links as the reader sees them: the site navigation's by their words, the home page's main's all.
LINKS_SCRIPT = """
const nav = [...document.querySelectorAll('header.site-header nav a[href]')];
const named = words => (nav.find(a => a.textContent.trim() === words) || {}).href || null;
return {criteria: named('Criteria builder'), search: named('Search'),
        main: [...document.querySelectorAll('main a[href]')].map(a => a.href)};
"""

notes = []


def set_view(width):
    width, height, ratio, mobile = VIEWS[width]
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": ratio, "mobile": mobile})
    touch = {"enabled": True, "maxTouchPoints": 5} if mobile else {"enabled": False}  # 0 points is refused
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", touch)


def load(url, width, wait_for=None):
    """Shows url at this width, settled; with wait_for, until that selector matches (or 10 s)."""
    set_view(width)
    driver.get(url)
    driver.execute_async_script(SETTLE_SCRIPT)
    if wait_for:
        deadline = time.monotonic() + 10
        while not driver.execute_script("return !!document.querySelector(arguments[0])", wait_for):
            if time.monotonic() > deadline:
                notes.append(f"{url} @{width}: '{wait_for}' never appeared")
                return
            time.sleep(0.1)


def page_file(url):
    """The file a same-site address is served from, or None for another site, a missing page or a fragment."""
    if not url.startswith(base):
        return None
    path = urllib.parse.unquote(urllib.parse.urlsplit(url).path)[len(urllib.parse.urlsplit(base).path):]
    file = root / path / "index.html" if path == "" or path.endswith("/") else root / path
    return file if file.is_file() else None


def relative(url):
    return url.removeprefix(base) or "./"


def choose_pages():
    """name → (address, selector to wait for): found through the home page's links as a reader would."""
    load(base, 1280)
    links = driver.execute_script(LINKS_SCRIPT)
    pages = {"home": (base, None)}
    # Each linked page once, in the home page's order, without fragments or queries.
    linked = list(dict.fromkeys(u.split("#")[0].split("?")[0] for u in links["main"]))
    files = {u: page_file(u) for u in linked}
    texts = {u: f.read_text(encoding="utf-8") for u, f in files.items() if f}
    main_of = {u: (MAIN.search(t) or [""])[0] for u, t in texts.items()}
    with_tables = [u for u in texts if "<table" in main_of[u]]
    entry = base + PREFERRED_ENTRY if base + PREFERRED_ENTRY in with_tables else next(iter(with_tables), None)
    if entry:
        pages["entry"] = (entry, None)
    else:
        notes.append("no page linked from the home page has a table in its main")
    if links["criteria"]:
        pages["criteria"] = (links["criteria"], None)
    else:
        notes.append("no 'Criteria builder' link in the site navigation")
    if links["search"]:
        pages["search"] = (links["search"].split("?")[0] + "?q=button", "#search-results li")
    else:
        notes.append("no 'Search' link in the site navigation")
    # A guide linked from home, else any guide in the output folder; none is fine.
    guide = next((u for u in texts if GUIDE.search(main_of[u])), None)
    if not guide:
        found = next((f for f in sorted(root.rglob("*.html")) if GUIDE.search(f.read_text(encoding="utf-8"))), None)
        guide = found and base + found.relative_to(root).as_posix().removesuffix("index.html")
    if guide:
        pages["guide"] = (guide, None)
    return pages


def screenshot(name, width):
    """A full-page PNG: captured beyond the viewport, clipped to the whole document."""
    folder = pathlib.Path(arguments.screenshots)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}-{width}.png").write_bytes(full_page_png(driver)[0])


def first_line(error):
    return (str(error).strip().splitlines() or [""])[0]


def cell(value, unit=""):
    return "–" if value is None else f"{value}{unit}"


def markdown(rows):
    lines = ["| page | width | header px | main at | first table at | On this page px/open | column px | sideways scroll |",
             "|---|---:|---:|---:|---:|---|---:|---|"]
    for r in rows:
        toc = "–" if r["toc_px"] is None else f"{r['toc_px']} / {'open' if r['toc_open'] else 'closed'}"
        sideways = f"yes ({r['scroll_width']} px)" if r["sideways_scroll"] else "no"
        lines.append(f"| {r['page']} ({r['path']}) | {r['width']} | {cell(r['header_px'])} | {cell(r['main_at'])} | "
                     f"{cell(r['first_table_at'])} | {toc} | {cell(r['column_px'])} ({r['column']}) | {sideways} |")
    return "\n".join(lines)


if not (root / "index.html").is_file():
    sys.exit(f"{root}: no index.html, not a built site")
base, stop_server = serve(root)
options = webdriver.ChromeOptions()
for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"):
    options.add_argument(flag)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
driver.set_script_timeout(60)
rows = []
try:
    try:
        pages = choose_pages()
    except Exception as error:  # without the home page there is nothing to measure
        sys.exit(f"{base}: the site could not be loaded: {type(error).__name__}: {first_line(error)}")
    for name, (url, wait_for) in pages.items():
        for width in VIEWS:
            try:
                load(url, width, wait_for)
                row = {"page": name, "path": relative(url), "width": width, **driver.execute_script(MEASURE_SCRIPT)}
                if row["inner_width"] != width:  # e.g. a phone view zoomed out to fit something too wide
                    notes.append(f"{name} @{width}: the layout viewport is {row['inner_width']} px wide")
                rows.append(row)
                if arguments.screenshots:
                    screenshot(name, width)
            except Exception as error:  # one page that fails must not hide the others
                notes.append(f"{name} @{width}: {type(error).__name__}: {first_line(error)}")
finally:
    driver.quit()
    stop_server()

print(markdown(rows))
for note in notes:
    print(f"note: {note}", file=sys.stderr)
if arguments.json:
    pathlib.Path(arguments.json).write_text(json.dumps(
        {"site": str(root), "views": {w: dict(zip(("width", "height", "pixel_ratio", "mobile"), v)) for w, v in VIEWS.items()},
         "rows": rows, "notes": notes}, indent=2) + "\n", encoding="utf-8")
