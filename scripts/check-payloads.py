#!/usr/bin/env python3
"""Loads every page of a built site in headless Chromium and checks that no markup from the
content ran or can run: meant for the hostile fixture (Tests/a11ydocsTests/Fixtures/Hostile),
whose every payload calls alert(), confirm(), prompt() or print().

Before any page script runs, those four are replaced by functions that record the call. On each
page, after it loads, every <details> is toggled and every element gets mouseover, focus and click
events dispatched (as a reader hovering, tabbing and clicking would), links are not followed.
Then:
- no payload function was called;
- no element of the page itself (live examples' sandboxed frames are separate documents) has an
  on* attribute;
- no href, src, action, formaction or xlink:href holds a javascript:, vbscript:, data:text or
  file: address, as the browser resolved it;
- no script element but the theme's own (a src ending in .js, or JSON data), and no iframe but
  the sandboxed live examples (srcdoc, no allow-same-origin); no object, embed, base, meta
  refresh, form other than the theme's search and filter forms, or svg other than the theme's
  decorative icons (aria-hidden).

Usage: scripts/check-payloads.py OUTPUT_DIR
(needs chromium, chromium-driver, selenium)
Prints one line per failure and ends with 'N passed, N failed'.
"""
import argparse
import pathlib

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from site_server import serve
from tally import Tally

arguments = argparse.ArgumentParser(description="Checks that no content markup runs in a built site.")
arguments.add_argument("output", metavar="OUTPUT_DIR", help="the built site")
arguments = arguments.parse_args()
root = pathlib.Path(arguments.output).resolve()
base, stop_server = serve(root, "/")

options = webdriver.ChromeOptions()
for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
    options.add_argument(flag)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
# Recorded rather than shown: a real dialog would block the page and hide later calls.
driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
    window.__payloadCalls = [];
    for (const name of ['alert', 'confirm', 'prompt', 'print']) {
        Object.defineProperty(window, name, {value: (...args) => { window.__payloadCalls.push(name + '(' + args.join(',') + ')'); }});
    }
"""})

tally = Tally()
check = tally.check

PROVOKE = """
const done = arguments[0];
for (const details of document.querySelectorAll('details')) { details.open = !details.open; }
// Events only: a click on a link would leave the page.
document.addEventListener('click', event => event.preventDefault(), true);
for (const element of document.body.querySelectorAll('*')) {
    for (const type of ['mouseover', 'mouseenter', 'focus', 'click']) {
        element.dispatchEvent(new Event(type, {bubbles: type !== 'mouseenter' && type !== 'focus'}));
    }
}
setTimeout(done, 300);
"""

INSPECT = """
const findings = [];
const themeForms = ['site-search', 'search-page-form', 'index-filter', 'criteria-builder'];
const scriptAddress = /^(javascript|vbscript|file|data:text|data:image\\/svg)/;
for (const element of document.querySelectorAll('*')) {
    const name = element.localName;
    for (const attribute of element.attributes) {
        if (attribute.name.startsWith('on')) findings.push(`${attribute.name} on <${name}>`);
    }
    for (const key of ['href', 'src', 'action', 'formaction', 'xlink:href']) {
        const value = element.getAttribute(key);
        if (value === null) continue;
        const address = value.replace(/[\\u0000-\\u0020]/g, '').toLowerCase();
        if (scriptAddress.test(address)) findings.push(`${key}="${value}" on <${name}>`);
    }
    if (name === 'script' && !((element.getAttribute('src') || '').endsWith('.js') || element.type === 'application/json')) {
        findings.push('inline <script>: ' + element.textContent.slice(0, 80));
    }
    if (name === 'iframe' && (element.hasAttribute('src') || !element.hasAttribute('srcdoc') || !element.hasAttribute('sandbox')
                              || element.getAttribute('sandbox').includes('allow-same-origin'))) {
        findings.push('<iframe> that is not a sandboxed live example');
    }
    if (['object', 'embed', 'base', 'frame', 'frameset', 'math'].includes(name)) findings.push(`<${name}> element`);
    if (name === 'form' && !themeForms.some(c => element.classList.contains(c))) findings.push(`<form> that is not the theme's`);
    if (name === 'meta' && element.httpEquiv) findings.push(`<meta http-equiv="${element.httpEquiv}">`);
    if (name === 'svg' && element.getAttribute('aria-hidden') !== 'true') findings.push('<svg> that is not a theme icon');
}
return {calls: window.__payloadCalls || ['(the recorder did not load)'], findings: findings};
"""

pages = sorted(p.relative_to(root).as_posix() for p in root.rglob("*.html"))
try:
    for page in pages:
        address = base + (page.removesuffix("index.html") if page.endswith("index.html") else page)
        try:
            driver.get(address)
            driver.execute_async_script(PROVOKE)
            result = driver.execute_script(INSPECT)
            check(not result["calls"], f"{page}: content ran: {', '.join(result['calls'])[:300]}")
            check(not result["findings"], f"{page}: {'; '.join(result['findings'])[:600]}")
            check(driver.current_url.startswith(base), f"{page}: the page went to {driver.current_url}")
        except Exception as error:  # one broken page must not hide the others
            tally.fail(f"{page}: {type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}")
finally:
    driver.quit()
    stop_server()

tally.finish(f"{len(pages)} pages loaded, their payloads provoked")
