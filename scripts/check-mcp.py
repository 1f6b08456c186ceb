#!/usr/bin/env python3
"""Checks `a11ydocs mcp` with the official MCP Python SDK's client, against a built site of the
same content.

- The handshake names the server; `tools/list` has exactly list_entries, get_entry, search,
  get_criteria, list_wcag and list_stale, each with an object schema that refuses other arguments.
- list_entries lists every entry of `api/entries.json`, in the criteria builder's (library)
  order, each with the latest test record of each assistive technology (the first of its
  technology in the record's `tested`), and each filter (collection, category, platform,
  framework) keeps exactly the entries whose records match it.
- get_entry of every entry is its built Markdown mirror (`<collection>/<slug>.md`), then a
  "Tested with" line for each test record when it has any, and its record in `entries.json`; by
  title too; with a platform or framework, only that stack's notes.
- list_stale names exactly the latest records that `entries.json` marks stale or behind, in
  library order, and counts (and with include_untested lists) the entries without a record.
- search ranks as the site's search page does: the same entries in the same order, read from
  the page in headless Chromium for each query.
- get_criteria is the built `.txt` and `.feature` files for one entry, and the built
  `criteria/test-cases*.csv` for all of them; list_wcag names each criterion's entries.
- Every tool answers bad arguments (an unknown or misspelt argument, a wrong type, an unknown
  entry) with a tool error naming the argument, and an unknown entry with the nearest ones.
- resources/list is every entry as a11ydocs://<id>; reading one is its built Markdown.
- On a copy of the content: an edited entry is in the next answer, and a new one in the next
  list, with a resources list_changed notification.
- Over a raw pipe: standard output carries only JSON-RPC 2.0 lines, every request is answered
  even when stdin closes right after it, and the process then exits 0.
- Hostile input over a raw pipe: ids that are not a string or a whole number (1.5, true, an
  object, a list, null, a huge number) are Invalid Request (-32600) with a null id (1.5 echoed),
  tool arguments that are not an object are Invalid params (-32602), a 100 KB slug is a tool
  error naming its length; and the process still exits 0 once stdin closes.

Usage: scripts/check-mcp.py --binary .build/debug/a11ydocs --content Content OUTPUT_DIR
       [--transcript FILE]   (writes one raw session: the tool list and a call of each tool)
(needs mcp, selenium, chromium, chromium-driver). Prints one line per failure and ends with
'N passed, N failed'.
"""
import argparse
import json
import pathlib
import shutil
import subprocess
import tempfile
import time
import urllib.parse

import anyio
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from site_data import criteria_builder
from site_server import serve
from tally import Tally

arguments = argparse.ArgumentParser(description="Checks the MCP server with the official Python client.")
arguments.add_argument("output", metavar="OUTPUT_DIR", help="the site built from --content with the default base URL")
arguments.add_argument("--binary", required=True, help="the a11ydocs binary")
arguments.add_argument("--content", required=True, help="the content folder the site was built from")
arguments.add_argument("--transcript", metavar="FILE", help="write a raw session to FILE")
arguments = arguments.parse_args()
root = pathlib.Path(arguments.output).resolve()
binary = str(pathlib.Path(arguments.binary).resolve())
content = pathlib.Path(arguments.content).resolve()
tally = Tally()
check = tally.check

records = json.loads((root / "api/entries.json").read_text(encoding="utf-8"))["entries"]
by_id = {r["id"]: r for r in records}
TOOLS = ["list_entries", "get_entry", "search", "get_criteria", "list_wcag", "list_stale"]


library_order = criteria_builder(root)["order"]


def text_of(result):
    return "".join(getattr(block, "text", "") for block in result.content)


def structured(result):
    return getattr(result, "structured_content", None) or getattr(result, "structuredContent", None) or {}


def is_error(result):
    return bool(getattr(result, "is_error", None) or getattr(result, "isError", None))


def frameworks_of(record):
    return {f["framework"] for p in record["platforms"] for s in p["sections"] for f in s["frameworks"]}


def technology_key(name):
    """Technologies are matched as a11ydocs matches them: case and runs of spaces do not count."""
    return " ".join(name.lower().split())


def latest_records(record):
    """The latest record of each technology, latest first (by technology on one day): the first of
    each technology in `tested`, which entries.json writes latest first."""
    latest = {}
    for tested in record.get("tested", []):
        latest.setdefault(technology_key(tested["with"]), tested)
    ordered = sorted(latest.items(), key=lambda item: item[0])
    return [tested for _, tested in sorted(ordered, key=lambda item: item[1]["date"], reverse=True)]


def summary_of(tested):
    return {k: tested[k] for k in ("with", "version", "date", "result", "stale", "behind") if k in tested}


def session(content_dir, notifications=None):
    async def handler(message):
        if notifications is not None and ("list_changed" in repr(message).lower() or "ListChanged" in type(message).__name__):
            notifications.append(message)
    params = StdioServerParameters(command=binary, args=["mcp", "--content", str(content_dir)], cwd=str(content_dir.parent))
    return params, handler


def browser_search(queries):
    """Each query's result ids as the site's search page lists them, in headless Chromium."""
    base, stop = serve(root, "/")
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    found = {}
    try:
        for query in queries:
            driver.get(base + "search/?q=" + urllib.parse.quote(query))
            WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "search-form").get_attribute("data-ready") is not None)
            WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "search-count").text.strip())
            links = driver.find_elements(By.CSS_SELECTOR, "#search-results a.result-link")
            found[query] = [urllib.parse.urlsplit(a.get_attribute("href")).path.strip("/") for a in links]
    finally:
        driver.quit()
        stop()
    return found


async def check_library(queries):
    params, handler = session(content)
    async with stdio_client(params, errlog=open("/dev/null", "w")) as (read, write):
        async with ClientSession(read, write, message_handler=handler) as client:
            started = await client.initialize()
            info = getattr(started, "server_info", None) or getattr(started, "serverInfo", None)
            check(info and info.name == "a11ydocs", f"handshake: server named {info!r}")

            tools = (await client.list_tools()).tools
            check([t.name for t in tools] == TOOLS, f"tools/list: {[t.name for t in tools]}")
            for tool in tools:
                schema = getattr(tool, "input_schema", None) or getattr(tool, "inputSchema", None)
                check(schema.get("type") == "object" and schema.get("additionalProperties") is False,
                      f"{tool.name}: its schema does not refuse other arguments")

            listed = await client.call_tool("list_entries", {})
            ids = [e["id"] for e in structured(listed).get("entries", [])]
            check(ids == library_order, f"list_entries: {ids[:4]}… is not the library order {library_order[:4]}…")
            for summary in structured(listed).get("entries", []):
                want = [summary_of(t) for t in latest_records(by_id[summary["id"]])]
                check(summary.get("tested", []) == want,
                      f"list_entries {summary['id']}: tested {summary.get('tested')} is not the latest records {want}")
            filters = {
                "collection": lambda r, v: r["collection"] == v,
                "category": lambda r, v: v in r["categories"],
                "platform": lambda r, v: v in [p["platform"] for p in r["platforms"]],
                "framework": lambda r, v: v in frameworks_of(r),
            }
            values = {
                "collection": sorted({r["collection"] for r in records}),
                "category": sorted({c for r in records for c in r["categories"]})[:3],
                "platform": ["ios", "android", "web"],
                "framework": ["uikit", "swiftui", "android-views", "jetpack-compose"],
            }
            for name, keep in filters.items():
                for value in values[name]:
                    result = await client.call_tool("list_entries", {name: value})
                    got = [e["id"] for e in structured(result).get("entries", [])]
                    want = [i for i in library_order if keep(by_id[i], value)]
                    check(not is_error(result) and got == want, f"list_entries {name}={value}: {got[:3]}… not {want[:3]}…")

            for entry_id in library_order:
                result = await client.call_tool("get_entry", {"slug": entry_id})
                mirror = (root / (entry_id + ".md")).read_text(encoding="utf-8")
                check(text_of(result) == mirror, f"get_entry {entry_id}: not the built {entry_id}.md")
                tested = by_id[entry_id].get("tested", [])
                if tested:
                    # The mirror's "Tested with" table: a row per record, latest first, as entries.json lists them.
                    section = mirror.partition("\n## Tested with\n")[2].split("\n## ")[0]
                    rows = [line for line in section.splitlines() if line.startswith("| ")][2:]
                    check(len(rows) == len(tested)
                          and all(t["date"] in row and t["result"].capitalize() in row for t, row in zip(tested, rows)),
                          f"get_entry {entry_id}: its 'Tested with' table is not a row for each record, in order")
                check(structured(result) == by_id[entry_id], f"get_entry {entry_id}: not its entries.json record")
                read = await client.read_resource("a11ydocs://" + entry_id)
                check(read.contents[0].text == mirror, f"resource a11ydocs://{entry_id}: not the built {entry_id}.md")
            first = by_id[library_order[0]]
            by_title = await client.call_tool("get_entry", {"slug": first["title"]})
            check(structured(by_title).get("id") == first["id"], f"get_entry by title {first['title']!r}")
            several = next((r for r in records if len(r["platforms"]) > 1 and frameworks_of(r)), None)
            if several:
                framework = sorted(frameworks_of(several))[0]
                scoped = structured(await client.call_tool("get_entry", {"slug": several["id"], "framework": framework}))
                check(frameworks_of(scoped) == {framework} and len(scoped["platforms"]) == 1,
                      f"get_entry {several['id']} framework={framework}: kept {frameworks_of(scoped)}")
                check(scoped["keyboard"] == several["keyboard"] and scoped["screenReader"] == several["screenReader"],
                      f"get_entry {several['id']} framework={framework}: the tests changed")

            resources = (await client.list_resources()).resources
            check([str(r.uri) for r in resources] == ["a11ydocs://" + i for i in library_order], "resources/list is not every entry in library order")

            ranked = {}
            for query in queries:
                result = await client.call_tool("search", {"query": query, "limit": 100})
                ranked[query] = [hit["id"] for hit in structured(result).get("results", [])]

            one = library_order[0]
            condensed = await client.call_tool("get_criteria", {"slugs": [one]})
            check(text_of(condensed) == (root / "criteria" / (one + ".txt")).read_text(encoding="utf-8"), f"get_criteria {one}: not criteria/{one}.txt")
            gherkin = await client.call_tool("get_criteria", {"slugs": [one], "format": "gherkin"})
            check(text_of(gherkin) == (root / "criteria" / (one + ".feature")).read_text(encoding="utf-8"), f"get_criteria {one} gherkin: not its .feature")
            for flavour, name in (("csv", "test-cases.csv"), ("xray", "test-cases-xray.csv"), ("testrail", "test-cases-testrail.csv")):
                result = await client.call_tool("get_criteria", {"slugs": library_order, "format": flavour})
                built = (root / "criteria" / name).read_bytes().decode("utf-8")
                check(text_of(result) == built, f"get_criteria {flavour} of every entry: not criteria/{name}")
            wcag = structured(await client.call_tool("list_wcag", {}))
            for criterion in wcag.get("criteria", []):
                for entry_id in criterion["entries"]:
                    record = by_id[entry_id]
                    named = criterion["number"] in [w["number"] for w in record["wcag"]] \
                        or any(criterion["number"] in item for g in record["wcagChecklist"] for item in g["items"])
                    check(named, f"list_wcag: {entry_id} does not name {criterion['number']}")
            check(wcag.get("criteria"), "list_wcag: no criteria")

            stale = structured(await client.call_tool("list_stale", {"include_untested": True}))
            want = [(i, t["with"], t["date"]) for i in library_order for t in latest_records(by_id[i])
                    if t["stale"] or t["behind"]]
            got = [(r["id"], r["with"], r["date"]) for r in stale.get("records", [])]
            check(got == want, f"list_stale: {got[:3]}… is not the latest records marked stale or behind {want[:3]}…")
            check(all(r["why"] for r in stale.get("records", [])), "list_stale: a record without why")
            untested = [i for i in library_order if not by_id[i].get("tested") and not by_id[i]["draft"]]
            check(stale.get("untestedCount") == len(untested)
                  and [u["id"] for u in stale.get("untested", [])] == untested,
                  f"list_stale: untested {stale.get('untestedCount')} {stale.get('untested', [])[:3]}, not {untested[:3]}")
            technologies = sorted({t["with"] for r in records for t in r.get("tested", [])})
            if technologies:
                one = technologies[0]
                result = structured(await client.call_tool("list_stale", {"technology": one.upper()}))
                check([(r["id"], r["date"]) for r in result.get("records", [])]
                      == [(i, d) for i, w, d in want if technology_key(w) == technology_key(one)],
                      f"list_stale technology={one.upper()}: {result.get('records', [])[:2]}")

            bad = [
                ("list_entries", {"platfrom": "ios"}, "platfrom", "did you mean 'platform'?"),
                ("list_entries", {"category": "no-such-category"}, "category", "is not a category"),
                ("get_entry", {}, "slug", "is required"),
                ("get_entry", {"slug": first["slug"][:-1] + "x"}, "slug", f"did you mean"),
                ("get_entry", {"slug": first["id"], "framework": "flutter"}, "framework", "is not a framework"),
                ("search", {"query": "button", "limit": "many"}, "limit", "expected a whole number"),
                ("search", {"query": ""}, "query", "is empty"),
                ("get_criteria", {"slugs": [first["id"]], "format": "pdf"}, "format", "is not one of"),
                ("get_criteria", {"slugs": 7}, "slugs", "expected a list of text"),
                ("list_wcag", {"level": "AAAA"}, "level", "did you mean 'AAA'?"),
                ("list_stale", {"technolgy": "NVDA"}, "technolgy", "did you mean 'technology'?"),
                ("list_stale", {"technology": "Braille display of nowhere"}, "technology", "is not an assistive technology"),
                ("list_stale", {"include_untested": "sometimes"}, "include_untested", "expected true or false"),
            ]
            for tool, args, argument, words in bad:
                result = await client.call_tool(tool, args)
                message = text_of(result)
                check(is_error(result) and f"'{argument}'" in message and words in message,
                      f"{tool} {args}: answered {message[:120]!r}, not a tool error naming '{argument}' ({words})")
    return ranked


async def check_reload():
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="a11ydocs-mcp-check-"))
    try:
        copy = scratch / "Content"
        shutil.copytree(content, copy)
        notifications = []
        params, handler = session(copy, notifications)
        async with stdio_client(params, errlog=open("/dev/null", "w")) as (read, write):
            async with ClientSession(read, write, message_handler=handler) as client:
                await client.initialize()
                # An entry whose title is one plain line of its front matter, to edit.
                record = next(r for r in (by_id[i] for i in library_order)
                              if f"title: {r['title']}\n" in (copy / r["file"]).read_text(encoding="utf-8"))
                path = copy / record["file"]
                text = path.read_text(encoding="utf-8")
                path.write_text(text.replace(f"title: {record['title']}\n", f"title: {record['title']} (edited)\n", 1), encoding="utf-8")
                edited = structured(await client.call_tool("get_entry", {"slug": record["id"]}))
                check(edited.get("title") == record["title"] + " (edited)", f"reload: get_entry after an edit has title {edited.get('title')!r}")
                (copy / record["collection"] / "mcp-check-new.md").write_text(
                    "---\ntitle: Added while serving\ncategories: controls\nkeyboard:\n  tab: Focus moves to it\n---\n", encoding="utf-8")
                ids = [e["id"] for e in structured(await client.call_tool("list_entries", {})).get("entries", [])]
                check(f"{record['collection']}/mcp-check-new" in ids, "reload: a new entry is not listed")
                for _ in range(50):
                    if notifications:
                        break
                    await anyio.sleep(0.1)
                check(notifications, "reload: no resources list_changed notification after an entry was added")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def raw_session(transcript):
    """One session over a raw pipe, stdin closed right after the last request."""
    requests = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "check-mcp", "version": "1"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
        {"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "list_entries", "arguments": {"platform": "android", "collection": "native"}}},
        {"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": {"name": "search", "arguments": {"query": "focus trap", "limit": 3}}},
        {"jsonrpc": "2.0", "id": 5, "method": "tools/call", "params": {"name": "get_entry", "arguments": {"slug": library_order[0], "framework": "swiftui"}}},
        {"jsonrpc": "2.0", "id": 6, "method": "tools/call", "params": {"name": "get_criteria", "arguments": {"slugs": [library_order[0]], "format": "gherkin"}}},
        {"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {"name": "list_wcag", "arguments": {"level": "AA"}}},
        {"jsonrpc": "2.0", "id": 8, "method": "tools/call", "params": {"name": "get_entry", "arguments": {"slug": "carousle"}}},
        {"jsonrpc": "2.0", "id": 9, "method": "resources/read", "params": {"uri": "a11ydocs://" + library_order[-1]}},
        {"jsonrpc": "2.0", "id": 10, "method": "tools/call", "params": {"name": "list_stale", "arguments": {}}},
    ]
    started = time.time()
    process = subprocess.run([binary, "mcp", "--content", str(content)], input="".join(json.dumps(r) + "\n" for r in requests),
                             capture_output=True, text=True, timeout=60, cwd=str(content.parent))
    elapsed = time.time() - started
    check(process.returncode == 0, f"raw session: exit code {process.returncode} after stdin closed: {process.stderr[-300:]}")
    lines = process.stdout.splitlines()
    responses = []
    for line in lines:
        try:
            message = json.loads(line)
        except ValueError:
            tally.fail(f"raw session: a line on stdout is not JSON: {line[:120]!r}")
            continue
        check(message.get("jsonrpc") == "2.0", f"raw session: not JSON-RPC 2.0: {line[:120]!r}")
        responses.append(message)
    answered = sorted(m.get("id") for m in responses if "id" in m)
    check(answered == [r["id"] for r in requests if "id" in r], f"raw session: answered ids {answered}")
    check(process.stderr.startswith("a11ydocs mcp: serving "), f"raw session: stderr does not log the start: {process.stderr[:80]!r}")
    if transcript:
        with open(transcript, "w", encoding="utf-8") as out:
            out.write(f"$ a11ydocs mcp --content {content.name}   (stdin: {len(requests)} messages, then closed; exit {process.returncode} after {elapsed:.2f} s)\n\n")
            answers = {m.get("id"): m for m in responses}
            for request in requests:
                out.write("→ " + json.dumps(request) + "\n")
                if "id" in request:
                    out.write("← " + json.dumps(answers.get(request["id"]), ensure_ascii=False) + "\n\n")
            out.write("stderr:\n" + process.stderr)


def hostile_session():
    """Messages a careless or hostile client sends, over a raw pipe; the server answers and exits."""
    odd_ids = ["1.5", "true", '{"n": 1}', "[1]", "null", "123456789012345678901234567890"]
    lines = [json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                         "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "check-mcp", "version": "1"}}})]
    lines += ['{"jsonrpc": "2.0", "id": %s, "method": "tools/list"}' % odd for odd in odd_ids]
    bad_arguments = {10 + n: (tool, value) for n, (tool, value) in enumerate((t, v) for t in TOOLS for v in ("x", [1], 5))}
    lines += [json.dumps({"jsonrpc": "2.0", "id": i, "method": "tools/call", "params": {"name": t, "arguments": v}}) for i, (t, v) in bad_arguments.items()]
    lines.append(json.dumps({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "get_entry", "arguments": {"slug": "x" * 100_000}}}))
    try:
        process = subprocess.run([binary, "mcp", "--content", str(content)], input="\n".join(lines) + "\n",
                                 capture_output=True, text=True, timeout=30, cwd=str(content.parent))
    except subprocess.TimeoutExpired:
        tally.fail("hostile session: still running 30 s after stdin closed")
        return
    check(process.returncode == 0, f"hostile session: exit code {process.returncode}: {process.stderr[-300:]}")
    responses = []
    for line in process.stdout.splitlines():
        try:
            message = json.loads(line)
        except ValueError:
            tally.fail(f"hostile session: a line on stdout is not JSON: {line[:120]!r}")
            continue
        check(message.get("jsonrpc") == "2.0" and "id" in message and ("result" in message) != ("error" in message),
              f"hostile session: not a JSON-RPC 2.0 response: {line[:120]!r}")
        responses.append(message)
    refused = [m for m in responses if m.get("error", {}).get("code") == -32600]
    check(sorted(repr(m["id"]) for m in refused) == sorted(["1.5"] + ["None"] * (len(odd_ids) - 1)),
          f"hostile session: odd ids answered {[m.get('id') for m in refused]}, not null (and 1.5)")
    by_id = {m["id"]: m for m in responses if isinstance(m.get("id"), int)}
    for i, (tool, value) in bad_arguments.items():
        error = by_id.get(i, {}).get("error", {})
        check(error.get("code") == -32602 and "arguments must be an object" in error.get("message", ""),
              f"hostile session: {tool} with arguments {value!r} answered {by_id.get(i)!r:.160}")
    long_slug = by_id.get(2, {}).get("result", {})
    message = "".join(c.get("text", "") for c in long_slug.get("content", []))
    check(long_slug.get("isError") and "'slug': is 100000 characters long" in message,
          f"hostile session: a 100 KB slug answered {message[:160]!r}")


words = sorted({w for r in records for w in r["title"].lower().split() if len(w) > 3})
queries = words[:6] + ["focus", "VoiceOver rotor", "tab", "screen-reader", "label", "2.4", "1.4.3", "é", "zzzqx"]
ranked = anyio.run(check_library, queries)
shown = browser_search(queries)
for query in queries:
    check(ranked.get(query) == shown.get(query), f"search {query!r}: server {ranked.get(query, [])[:4]}… page {shown.get(query, [])[:4]}…")
anyio.run(check_reload)
raw_session(arguments.transcript)
hostile_session()
tally.finish(f"MCP server checked: {len(library_order)} entries, {len(queries)} searches against the site's search page")
