#!/usr/bin/env python3
"""Checks a built site with axe-core in headless Chromium, and takes screenshots of it.

Every HTML page under the output folder (or, with --sample N, N of them: index.html,
criteria/index.html, 404.html, search/index.html and coverage/index.html where they exist, then a
random choice of the rest, the same for the same --seed) is loaded four times: 1280 and 320 CSS
px wide (the layout viewport, checked with window.innerWidth and the root's clientWidth), each
with prefers-color-scheme light and dark. Once the page has loaded and its own scripts have run
(site.js turns sections into tabs), axe-core runs the rules tagged wcag2a, wcag2aa, wcag21a,
wcag21aa, wcag22aa and best-practice on the page, not inside the live-example frames: they are
sandboxed without scripts, so axe cannot run there, and the "Don't" ones are wrong on purpose
(axe lists each frame as frame-tested, needs review). Every violation, of any impact, fails
as one line: page, width, scheme, rule, impact, and the first nodes' selectors and markup. Results
axe could not decide ("incomplete", needs review) are summed up per rule, but do not fail.

With --screenshots DIR, full-page PNGs of index.html, one entry page (native/slider/ if there is
one) and the search page showing results for "slider" (once '#search-results li' appears; left out
with a note while the site has no search page), each at 1280 and 320 px, light and dark, named
like index-1280-dark.png.

The site is served as GitHub Pages serves it, under --base-path (scripts/site_server.py). axe-core
is the axe.min.js that the Python package axe-playwright-python bundles (installed without
Playwright by scripts/ensure-check-tools).

Usage: scripts/check-a11y.py [--base-path /REPO/] [--sample N] [--seed S] [--screenshots DIR] [OUTPUT_DIR]
(needs chromium, chromium-driver, selenium, axe-playwright-python)
Prints one line per failure, the rules that failed and the rules that need review, the slowest
pages, and ends with 'N passed, N failed' (each rule that passes in a run counts as one passed).
"""
import argparse
import collections
import importlib.util
import pathlib
import random
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from screenshots import full_page_png
from site_server import normal_base_path, serve
from tally import Tally

arguments = argparse.ArgumentParser(description="Checks a built site with axe-core in headless Chromium.")
arguments.add_argument("output", nargs="?", default="Output", metavar="OUTPUT_DIR",
                       help="the built site (default: Output)")
arguments.add_argument("--base-path", default="/", metavar="PATH",
                       help="serve the site under this path, e.g. /a11y/ as a GitHub Pages project site (default: /)")
arguments.add_argument("--sample", type=int, metavar="N",
                       help="check N pages: the main pages, then a random choice of the rest (default: every page)")
arguments.add_argument("--seed", type=int, default=0, metavar="S", help="the random choice's seed (default: 0)")
arguments.add_argument("--screenshots", metavar="DIR", help="also write full-page screenshots into DIR")
arguments.add_argument("--settle", type=float, default=0.3, metavar="SECONDS",
                       help="wait this long after the page's scripts have run before checking (default: 0.3)")
arguments = arguments.parse_args()
started = time.monotonic()

root = pathlib.Path(arguments.output).resolve()
base_path = normal_base_path(arguments.base_path)
WIDTHS = (1280, 320)
SCHEMES = ("light", "dark")
HEIGHT = 900
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]
MAIN_PAGES = ["index.html", "criteria/index.html", "404.html", "search/index.html", "coverage/index.html"]
NODES_SHOWN = 3


def axe_source():
    # find_spec does not import the package (importing it would import Playwright).
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("axe.min.js not found: run scripts/ensure-check-tools (pip install --no-deps axe-playwright-python)")
    return (pathlib.Path(list(spec.submodule_search_locations)[0]) / "axe.min.js").read_text(encoding="utf-8")


def choose_pages():
    pages = sorted(p.relative_to(root).as_posix() for p in root.rglob("*.html"))
    if not pages:
        sys.exit(f"{root}: no .html files")
    if arguments.sample is None or arguments.sample >= len(pages):
        return pages
    main = [p for p in MAIN_PAGES if p in pages]
    rest = [p for p in pages if p not in main]
    return main + sorted(random.Random(arguments.seed).sample(rest, max(0, arguments.sample - len(main))))


AXE_SCRIPT = """
const done = arguments[arguments.length - 1];
const shown = arguments[0];
const short = node => ({
  target: node.target.map(t => Array.isArray(t) ? t.join(' >>> ') : t),
  html: node.html,
  message: [...node.any, ...node.all, ...node.none].map(check => check.message).filter(Boolean)[0] || '',
});
const rule = result => ({
  id: result.id, impact: result.impact, help: result.help, count: result.nodes.length,
  nodes: result.nodes.slice(0, shown).map(short),
});
axe.run(document, {
  runOnly: {type: 'tag', values: arguments[1]},
  resultTypes: ['violations', 'incomplete'],
  iframes: false,
}).then(results => done({
  version: axe.version,
  violations: results.violations.map(rule),
  incomplete: results.incomplete.map(rule),
  passes: results.passes.map(r => r.id),
  inapplicable: results.inapplicable.map(r => r.id),
}), error => done({error: String(error && error.stack || error)}));
"""

# Resolves once the document has loaded, its fonts are in, two frames have been drawn and the
# settle time has passed: site.js sets up its tabs on DOMContentLoaded.
SETTLE_SCRIPT = """
const done = arguments[arguments.length - 1];
const settle = arguments[0];
const loaded = new Promise(resolve => document.readyState === 'complete'
  ? resolve() : window.addEventListener('load', resolve, {once: true}));
loaded.then(() => document.fonts ? document.fonts.ready : null)
  .then(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  .then(() => setTimeout(() => done(true), settle * 1000));
"""

VIEWPORT_SCRIPT = """
return {
  inner: window.innerWidth,
  client: document.documentElement.clientWidth,
  dark: matchMedia('(prefers-color-scheme: dark)').matches,
};
"""


def set_view(width, scheme):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def load(page, width, scheme, query=""):
    """Shows the page at this width and colour scheme, settled; fails and returns False where the
    view is not what was asked for."""
    set_view(width, scheme)
    driver.get(base + page.removesuffix("index.html") + query)
    driver.execute_async_script(SETTLE_SCRIPT, arguments.settle)
    view = driver.execute_script(VIEWPORT_SCRIPT)
    label = f"{page} @{width}px {scheme}"
    return (tally.check(view["inner"] == view["client"] == width,
                        f"{label}: the layout viewport is not {width} px wide (window.innerWidth {view['inner']}, "
                        f"documentElement.clientWidth {view['client']})")
            and tally.check(view["dark"] == (scheme == "dark"), f"{label}: prefers-color-scheme is not {scheme}"))


def snippet(html, limit=140):
    html = " ".join(html.split())
    return html if len(html) <= limit else html[:limit - 1] + "…"


def nodes_text(result):
    shown = "; ".join(f"{', '.join(node['target'])} {snippet(node['html'])}" for node in result["nodes"])
    more = f" (+{result['count'] - len(result['nodes'])} more)" if result["count"] > len(result["nodes"]) else ""
    return f"{result['count']} node(s): {shown}{more}"


# rule id → what was seen, for the summaries
violated = collections.defaultdict(lambda: {"impact": None, "help": "", "nodes": 0, "runs": 0, "pages": set(),
                                            "views": set(), "example": ""})
needs_review = collections.defaultdict(lambda: {"impact": None, "nodes": 0, "runs": 0, "pages": set(), "example": ""})
rules_run = set()
axe_version = "?"
runs = 0


def check_page(page):
    global axe_version, runs
    for width in WIDTHS:
        for scheme in SCHEMES:
            label = f"{page} @{width}px {scheme}"
            if not load(page, width, scheme):
                continue
            if not driver.execute_script("return typeof axe === 'object'"):
                driver.execute_script(AXE)
            results = driver.execute_async_script(AXE_SCRIPT, NODES_SHOWN, TAGS)
            if "error" in results:
                tally.fail(f"{label}: axe failed: {results['error'].splitlines()[0]}")
                continue
            runs += 1
            axe_version = results["version"]
            rules_run.update(results["passes"], results["inapplicable"],
                             (r["id"] for r in results["violations"]), (r["id"] for r in results["incomplete"]))
            tally.passed += len(results["passes"])
            for result in results["violations"]:
                tally.fail(f"{label}: {result['id']} ({result['impact']}): {result['help']} — {nodes_text(result)}")
                seen = violated[result["id"]]
                seen.update(impact=result["impact"], help=result["help"])
                seen["nodes"] += result["count"]
                seen["runs"] += 1
                seen["pages"].add(page)
                seen["views"].add(f"{width} {scheme}")
                seen["example"] = seen["example"] or f"{label}: {nodes_text(result)}"
            for result in results["incomplete"]:
                seen = needs_review[result["id"]]
                seen["impact"] = result["impact"]
                seen["nodes"] += result["count"]
                seen["runs"] += 1
                seen["pages"].add(page)
                if not seen["example"] and result["nodes"]:
                    node = result["nodes"][0]
                    seen["example"] = f"{label}: {', '.join(node['target'])}: {node['message']}"


def screenshot(page, name, query="", wait_for=None):
    folder = pathlib.Path(arguments.screenshots)
    folder.mkdir(parents=True, exist_ok=True)
    for width in WIDTHS:
        for scheme in SCHEMES:
            label = f"screenshot {name}-{width}-{scheme}.png"
            if not load(page, width, scheme, query):
                continue
            if wait_for and not wait(f"return document.querySelector({wait_for!r}) !== null"):
                tally.fail(f"{label}: '{wait_for}' never appeared on {page}{query}")
                continue
            png, size = full_page_png(driver)
            (folder / f"{name}-{width}-{scheme}.png").write_bytes(png)
            shots.append(f"{name}-{width}-{scheme}.png ({size[0]}×{size[1]})")
            driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})  # capturing may leave the view resized


def wait(script, seconds=10.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if driver.execute_script(script):
            return True
        time.sleep(0.1)
    return bool(driver.execute_script(script))


def take_screenshots(pages):
    screenshot("index.html", "index")
    entries = [p for p in pages if p.count("/") == 2 and p.endswith("/index.html")
               and p.split("/")[0] not in ("criteria", "search", "coverage", "api", "assets")]
    entry = "native/slider/index.html" if "native/slider/index.html" in pages else (entries[0] if entries else None)
    if entry:
        screenshot(entry, entry.removesuffix("/index.html").replace("/", "-"))
    else:
        notes.append("no entry page to take screenshots of")
    if "search/index.html" in pages:
        screenshot("search/index.html", "search", "?q=slider", "#search-results li")
    else:
        notes.append("no search page yet (search/index.html): its screenshots are left out")


AXE = axe_source()
pages = choose_pages()
all_pages = sorted(p.relative_to(root).as_posix() for p in root.rglob("*.html"))
base, stop_server = serve(root, base_path)
options = webdriver.ChromeOptions()
for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"):
    options.add_argument(flag)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
driver.set_window_size(1280, HEIGHT)
driver.set_script_timeout(120)

tally = Tally()
notes = []
shots = []
page_times = {}
checked_at = None
try:
    for page in pages:
        page_started = time.monotonic()
        try:
            check_page(page)
        except Exception as error:  # one broken page must not hide the others
            tally.fail(f"{page}: {type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}")
        page_times[page] = time.monotonic() - page_started
    checked_at = time.monotonic()
    if arguments.screenshots:
        try:
            take_screenshots(all_pages)
        except Exception as error:
            tally.fail(f"screenshots: {type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}")
finally:
    driver.quit()
    stop_server()


def views(seen):
    return ", ".join(sorted(seen, key=lambda v: (-int(v.split()[0]), v)))


summary = []
for rule, seen in sorted(violated.items(), key=lambda item: (-len(item[1]["pages"]), item[0])):
    summary.append(f"violation {rule} ({seen['impact']}): {seen['help']} — {seen['nodes']} nodes in {seen['runs']} runs "
                   f"on {len(seen['pages'])} pages at {views(seen['views'])}; e.g. {seen['example']}")
for rule, seen in sorted(needs_review.items(), key=lambda item: (-item[1]["nodes"], item[0])):
    summary.append(f"needs review {rule} ({seen['impact']}): {seen['nodes']} nodes in {seen['runs']} runs on "
                   f"{len(seen['pages'])} pages; e.g. {seen['example']}")
summary += [f"note: {note}" for note in notes]
slowest = sorted(page_times.items(), key=lambda item: -item[1])[:3]
summary.append("slowest pages (4 runs each): " + ", ".join(f"{page} {seconds:.1f} s" for page, seconds in slowest))
if shots:
    summary.append(f"{len(shots)} screenshots in {arguments.screenshots}: {', '.join(shots)}")
checking = (checked_at or time.monotonic()) - started
summary.append(f"{len(pages)} of {len(all_pages)} pages checked under {base_path} with axe-core {axe_version}: {runs} runs "
               f"(widths {' and '.join(map(str, WIDTHS))}, light and dark), {len(rules_run)} rules run, "
               f"{len(violated)} rules violated, {len(needs_review)} need review; {checking:.1f} s "
               f"({checking / max(runs, 1):.2f} s a run)"
               + (f", screenshots {time.monotonic() - checked_at:.1f} s" if arguments.screenshots and checked_at else ""))
tally.finish("\n".join(summary))
