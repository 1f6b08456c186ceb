#!/usr/bin/env python3
"""The criteria builder on a phone: how soon a large library's builder is usable.

For each size N (default 1,000 and 10,000): the repository's native entries scaled to N with
../shared/bench/scale-corpus.py, built with the release binary into tmpfs and served over HTTP;
then, in headless Chromium as a mid-range phone (390 CSS px wide, the CPU slowed four times, as
Lighthouse's mobile profile does), the builder opened with one pattern chosen in its address
(criteria/?entry=…), three times:
- the page's weight: the HTML, and everything it loaded (uncompressed; the gzipped sizes are in
  `make bench`);
- when the page's HTML was read (DOMContentLoaded), in ms from the start of navigation;
- when the chosen pattern's criteria were shown (the output first non-empty), in ms;
- choosing one more pattern by clicking it: ms until its criteria are in the output.
Prints the median of the three loads.

Usage: scripts/bench-builder.py [N…] [--binary PATH]   (needs chromium, chromium-driver, selenium)
"""
import argparse
import pathlib
import re
import shutil
import statistics
import sys

from phone_browser import start, wait_for
from scaled_library import build_scaled, scratch_folder
from selenium.webdriver.common.by import By
from site_server import serve

repository = pathlib.Path(__file__).resolve().parent.parent

parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
parser.add_argument("sizes", nargs="*", type=int, default=[1000, 10000])
parser.add_argument("--binary", default=str(repository / ".build/release/a11ydocs"))
options = parser.parse_args()

# Records, in the page, when the output first holds text, and when it has grown (the second
# pattern's criteria joined in, nothing left loading) after the click.
observer = """
window.__a11ydocsTimes = {};
new MutationObserver(function () {
  var output = document.getElementById('criteria-output');
  if (!output || !output.textContent) return;
  if (!window.__a11ydocsTimes.shown) window.__a11ydocsTimes.shown = performance.now();
  if (window.__a11ydocsTimes.clicked && !window.__a11ydocsTimes.added && !output.hasAttribute('aria-busy')
      && output.textContent.length > window.__a11ydocsTimes.before) window.__a11ydocsTimes.added = performance.now();
}).observe(document, {subtree: true, childList: true, characterData: true});
"""




def load(driver, url, second_id):
    driver.get("about:blank")
    driver.get(url)
    shown = wait_for(driver, "window.__a11ydocsTimes && window.__a11ydocsTimes.shown")
    loaded = driver.execute_script("return performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd")
    weight = driver.execute_script(
        "return performance.getEntriesByType('navigation')[0].decodedBodySize"
        " + performance.getEntriesByType('resource').reduce(function (sum, r) { return sum + r.decodedBodySize; }, 0)")
    box = driver.find_element(By.CSS_SELECTOR, f"input[name=entry][value='{second_id}']")
    driver.execute_script("window.__a11ydocsTimes.before = document.getElementById('criteria-output').textContent.length;"
                          " window.__a11ydocsTimes.clicked = performance.now();")
    driver.execute_script("arguments[0].click()", box)
    added = wait_for(driver, "window.__a11ydocsTimes.added")
    clicked = driver.execute_script("return window.__a11ydocsTimes.clicked")
    return loaded, shown, added - clicked, weight


work = scratch_folder("a11ydocs-builder-")
rows = []
try:
    for n in options.sizes:
        site = work / f"site-{n}"
        build_scaled(site, n, options.binary)
        page = site / "Output/criteria/index.html"
        first, second = re.findall(r'name="entry" value="([^"]+)"', page.read_text())[:2]
        base, stop = serve(site / "Output")
        driver = start()
        try:
            driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": observer})
            runs = [load(driver, f"{base}criteria/?entry={first}", second) for _ in range(3)]
        finally:
            driver.quit()
            stop()
        rows.append((n, page.stat().st_size, *(statistics.median(run[i] for run in runs) for i in range(4))))
        print(f"measured {n} entries", file=sys.stderr)
        shutil.rmtree(site)
finally:
    shutil.rmtree(work, ignore_errors=True)

print("\nCriteria builder in headless Chromium, 390 px wide, CPU slowed 4x; median of 3 loads")
print("| entries | page HTML | loaded, all told | HTML read | criteria shown | one more chosen |")
print("| ---: | ---: | ---: | ---: | ---: | ---: |")
for n, html, loaded, shown, added, weight in rows:
    print(f"| {n:,} | {html / 1024:,.0f} KiB | {weight / 1024:,.0f} KiB | {loaded:,.0f} ms | {shown:,.0f} ms | {added:,.0f} ms |")
