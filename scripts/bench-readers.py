#!/usr/bin/env python3
"""What a reader pays: the home page, an entry page and the search page of a large library.

For each size N (default 1,000 and 10,000): the repository's native entries scaled to N with
../shared/bench/scale-corpus.py (--no-code with --prose), built with the release binary into tmpfs
and served over HTTP; then, in headless Chromium as a mid-range phone (390 CSS px wide, the CPU
slowed four times, as Lighthouse's mobile profile does), each page loaded three times:
- what it loads: the HTML and every file the browser fetched for it (stylesheets, scripts, the
  search index), raw and gzipped at level 6 (what a server compressing on the fly sends);
- for the search page, opened as search/?q=button: the time from the start of navigation until
  its first result is listed, when the search is usable;
- for the others, when the page's HTML was read (DOMContentLoaded).
Prints the median of the three loads of each page.

Usage: scripts/bench-readers.py [N…] [--prose] [--binary PATH]   (make bench runs it;
needs chromium, chromium-driver, selenium: scripts/ensure-check-tools)
"""
import argparse
import gzip
import pathlib
import re
import shutil
import statistics
import sys
import urllib.parse

from phone_browser import start, wait_for
from scaled_library import build_scaled, scratch_folder
from site_server import serve

repository = pathlib.Path(__file__).resolve().parent.parent

parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
parser.add_argument("sizes", nargs="*", type=int, default=[1000, 10000])
parser.add_argument("--prose", action="store_true", help="scale the entries without their fenced code")
parser.add_argument("--binary", default=str(repository / ".build/release/a11ydocs"))
options = parser.parse_args()

# Records, in the page, when the first search result is listed.
observer = """
window.__a11ydocsUsable = 0;
new MutationObserver(function () {
  if (!window.__a11ydocsUsable && document.querySelector('#search-results li'))
    window.__a11ydocsUsable = performance.now();
}).observe(document, {subtree: true, childList: true});
"""




def files_loaded(driver, base, output):
    """The files under `output` the page fetched: its document and every resource."""
    names = driver.execute_script(
        "return [location.href].concat(performance.getEntriesByType('resource').map(function (r) { return r.name; }))")
    files = []
    for name in names:
        if not name.startswith(base):
            continue
        path = urllib.parse.unquote(urllib.parse.urlsplit(name).path)[len(urllib.parse.urlsplit(base).path):]
        file = output / path
        if file.is_dir() or path == "":
            file = file / "index.html"
        if file.is_file() and file not in files:
            files.append(file)
    return files


def load(driver, base, output, page, search):
    driver.get("about:blank")
    driver.get(base + page)
    if search:
        ready = wait_for(driver, "window.__a11ydocsUsable", 900)
    else:
        ready = wait_for(driver, "performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd", 900)
    files = files_loaded(driver, base, output)
    raw = sum(f.stat().st_size for f in files)
    packed = sum(len(gzip.compress(f.read_bytes(), 6)) for f in files)
    return ready, raw, packed, len(files)


work = scratch_folder("a11ydocs-readers-")
rows = []
try:
    for n in options.sizes:
        site = work / f"site-{n}"
        output = build_scaled(site, n, options.binary, prose=options.prose)
        entry = re.search(r'<a class="entry-link" href="([^"]+)"', (output / "index.html").read_text()).group(1)
        pages = [("home", "", False), (f"entry ({entry.strip('./')})", entry.lstrip("./"), False),
                 ("search ('button')", "search/?q=button", True)]
        base, stop = serve(output)
        driver = start(eager=True)
        try:
            driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": observer})
            for name, path, search in pages:
                runs = [load(driver, base, output, path, search) for _ in range(3)]
                rows.append((n, name, search, *(statistics.median(run[i] for run in runs) for i in range(4))))
        finally:
            driver.quit()
            stop()
        print(f"measured {n} entries", file=sys.stderr)
        shutil.rmtree(site)
finally:
    shutil.rmtree(work, ignore_errors=True)

corpus = "prose-heavy (--no-code)" if options.prose else "code-heavy"
print(f"\nWhat a reader loads, {corpus} corpus: headless Chromium, 390 px wide, CPU slowed 4x; median of 3 loads")
print("| entries | page | files | raw | gzipped | HTML read, or search usable |")
print("| ---: | --- | ---: | ---: | ---: | ---: |")
for n, name, search, ready, raw, packed, count in rows:
    when = f"usable at {ready:,.0f} ms" if search else f"{ready:,.0f} ms"
    print(f"| {n:,} | {name} | {count:.0f} | {raw / 1024:,.0f} KiB | {packed / 1024:,.0f} KiB | {when} |")
