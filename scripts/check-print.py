#!/usr/bin/env python3
"""Checks that entry pages print as a test script, with print media emulated in headless Chromium.

Every entry page under the output folder (a page with an `article.entry`; at most --limit of them,
in order) is loaded as a reader sees it (site.js has turned sections into tabs), then shown with
the print stylesheet. On paper:
- what only works on a screen is not drawn: the site's navigation, search, colour scheme switch,
  "On this page", previous and next, tab lists, buttons, row filters and video players;
- every platform's panel and every criteria view is drawn, even the ones a tab hid;
- every table is drawn, with its header row repeated on each sheet (a table-header-group);
- every link in the main text that leaves the site is followed by its address.

Usage: scripts/check-print.py [--limit N] [OUTPUT_DIR]   (needs chromium, chromium-driver, selenium)
Prints one line per failure and ends with 'N passed, N failed'.
"""
import argparse
import pathlib
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from site_server import serve
from tally import Tally

arguments = argparse.ArgumentParser(description="Checks that entry pages print as a test script.")
arguments.add_argument("output", nargs="?", default="Output", metavar="OUTPUT_DIR",
                       help="the built site (default: Output)")
arguments.add_argument("--limit", type=int, default=20, metavar="N", help="check at most N entry pages (default: 20)")
arguments = arguments.parse_args()

SCREEN_ONLY = [".site-header nav", ".site-search", ".scheme-switch", ".toc", ".pager", "[role=tablist]",
               "main button", ".row-filter", "video"]

# What print media shows of one page: for each kind of element, the ones still drawn or not drawn.
MEASURE = """
const drawn = e => getComputedStyle(e).display !== 'none' && e.getClientRects().length > 0;
const screenOnly = {};
for (const selector of arguments[0]) {
  screenOnly[selector] = [...document.querySelectorAll(selector)].filter(drawn).length;
}
const panels = [...document.querySelectorAll('[role=tabpanel], .criteria-panel, .framework')];
const tables = [...document.querySelectorAll('main table')];
const links = [...document.querySelectorAll('main a[href^="http"]')];
return {
  screenOnly,
  panels: panels.length,
  panelsHidden: panels.filter(p => !drawn(p)).map(p => p.id || p.className),
  tables: tables.length,
  tablesHidden: tables.filter(t => !drawn(t)).length,
  headsNotRepeated: tables.filter(t => t.tHead && getComputedStyle(t.tHead).display !== 'table-header-group').length,
  links: links.length,
  linksBare: links.filter(a => !getComputedStyle(a, '::after').content.includes(a.getAttribute('href')))
    .map(a => a.getAttribute('href')),
  tabbed: document.querySelectorAll('[role=tablist]').length,
};
"""


def entry_pages(root):
    pages = []
    for path in sorted(root.rglob("*.html")):
        if 'class="entry"' in path.read_text(encoding="utf-8", errors="replace"):
            pages.append(path.relative_to(root).as_posix())
    return pages[: arguments.limit]


root = pathlib.Path(arguments.output).resolve()
pages = entry_pages(root)
if not pages:
    sys.exit(f"{root}: no entry pages")
base, stop_server = serve(root)
options = webdriver.ChromeOptions()
for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
    options.add_argument(flag)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
driver.set_window_size(1280, 900)
tally = Tally()
totals = {"panels": 0, "tables": 0, "links": 0, "tabbed": 0}
try:
    for page in pages:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
        driver.get(base + page.removesuffix("index.html"))
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        seen = driver.execute_script(MEASURE, SCREEN_ONLY)
        for key in totals:
            totals[key] += seen[key]
        for selector, count in seen["screenOnly"].items():
            tally.check(count == 0, f"{page}: {count} '{selector}' drawn on paper")
        tally.check(not seen["panelsHidden"], f"{page}: panels not printed: {', '.join(seen['panelsHidden'][:5])}")
        tally.check(seen["tablesHidden"] == 0, f"{page}: {seen['tablesHidden']} of {seen['tables']} tables not printed")
        tally.check(seen["headsNotRepeated"] == 0,
                    f"{page}: {seen['headsNotRepeated']} table header rows not repeated on each sheet")
        tally.check(not seen["linksBare"], f"{page}: links printed without their address: {seen['linksBare'][:3]}")
    # A check that saw nothing to check proves nothing.
    tally.check(totals["tabbed"] > 0 and totals["tables"] > 0, "no page had tabs and tables to print")
finally:
    driver.quit()
    stop_server()
tally.finish(f"{len(pages)} entry pages printed: {totals['panels']} panels ({totals['tabbed']} tab lists on screen), "
             f"{totals['tables']} tables, {totals['links']} links off the site")
