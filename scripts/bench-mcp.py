#!/usr/bin/env python3
"""Times `a11ydocs mcp` on a library of real-sized entries: this library's native entries scaled
to N (default 1,000) with ../shared/bench/scale-corpus.py, served by the release binary.

Reports, over a raw stdio pipe: the time from start to the `initialize` answer (the library
loaded), the median and slowest of --calls answers of each tool and of a resource read, the
time of a call after one entry was saved (the reload), and the server's maximum RSS.

Usage: scripts/bench-mcp.py [N] [--calls 20] [--binary .build/release/a11ydocs]
"""
import argparse
import json
import pathlib
import resource
import statistics
import subprocess
import sys
import tempfile
import time

repository = pathlib.Path(__file__).resolve().parent.parent
parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
parser.add_argument("size", nargs="?", type=int, default=1000)
parser.add_argument("--calls", type=int, default=20)
parser.add_argument("--binary", default=str(repository / ".build/release/a11ydocs"))
options = parser.parse_args()

scratch = pathlib.Path(tempfile.mkdtemp(prefix="a11ydocs-bench-mcp-"))
content = scratch / "Content"
subprocess.run([sys.executable, str(repository.parent / "shared/bench/scale-corpus.py"), str(repository / "Content/native"),
                str(content / "native"), str(options.size)], check=True, stdout=subprocess.DEVNULL)
first = sorted((content / "native").glob("*.md"))[0]
slug = first.stem

started = time.perf_counter()
server = subprocess.Popen([options.binary, "mcp", "--content", str(content)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, cwd=str(scratch), text=True, bufsize=1)
next_id = 0


def request(method, params=None):
    global next_id
    next_id += 1
    server.stdin.write(json.dumps({"jsonrpc": "2.0", "id": next_id, "method": method, "params": params or {}}) + "\n")
    server.stdin.flush()
    while True:
        message = json.loads(server.stdout.readline())
        if message.get("id") == next_id:
            return message


def timed(method, params=None):
    begin = time.perf_counter()
    answer = request(method, params)
    assert "result" in answer and not answer["result"].get("isError"), answer
    return (time.perf_counter() - begin) * 1000


request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}})
ready = (time.perf_counter() - started) * 1000
server.stdin.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n")
calls = {
    "list_entries": ("tools/call", {"name": "list_entries", "arguments": {"platform": "android"}}),
    "get_entry": ("tools/call", {"name": "get_entry", "arguments": {"slug": slug}}),
    "get_entry (framework)": ("tools/call", {"name": "get_entry", "arguments": {"slug": slug, "framework": "jetpack-compose"}}),
    "search": ("tools/call", {"name": "search", "arguments": {"query": "focus order"}}),
    "get_criteria (gherkin, 10)": ("tools/call", {"name": "get_criteria", "arguments": {
        "slugs": [p.stem for p in sorted((content / "native").glob("*.md"))[:10]], "format": "gherkin"}}),
    "list_wcag": ("tools/call", {"name": "list_wcag", "arguments": {}}),
    "list_stale": ("tools/call", {"name": "list_stale", "arguments": {}}),
    "get_criteria (acr)": ("tools/call", {"name": "get_criteria", "arguments": {"format": "acr"}}),
    "resources/read": ("resources/read", {"uri": f"a11ydocs://native/{slug}"}),
}
rows = []
for name, (method, params) in calls.items():
    times = [timed(method, params) for _ in range(options.calls)]
    rows.append((name, statistics.median(times), max(times)))
first.write_text(first.read_text(encoding="utf-8").replace("title: ", "title: Edited ", 1), encoding="utf-8")
reload = timed("tools/call", {"name": "get_entry", "arguments": {"slug": slug}})
server.stdin.close()
server.wait(timeout=30)
rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024

print(f"a11ydocs mcp on {options.size:,} entries (scale-corpus.py), {options.calls} calls each")
print(f"| what | median | slowest |\n| --- | ---: | ---: |")
print(f"| start → initialize answered (library loaded) | {ready:.0f} ms | |")
for name, median, slowest in rows:
    print(f"| {name} | {median:.1f} ms | {slowest:.1f} ms |")
print(f"| call after saving an entry (reload) | {reload:.0f} ms | |")
print(f"max RSS {rss:.0f} MiB; exit {server.returncode} after stdin closed")
