#!/usr/bin/env python3
"""Measures the preview on a generated library (copies of Content/ entries with unique slugs):

- time to first page: from starting `a11ydocs serve` to the first 200 for the front page;
- save-to-reload: from writing an entry file to the reload event for its page reaching a client
  listening on /__a11ydocs/events (median, 90th percentile and worst of N edits);
- the same for the second reload, of the pages that list every entry (index, builder, exports).

Usage: scripts/bench-preview.py [ENTRIES] [EDITS]   (defaults 1000 and 30; needs a release build)
"""
import os
import pathlib
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

from make_corpus import make_corpus

repository = pathlib.Path(__file__).resolve().parent.parent
binary = repository / ".build/release/a11ydocs"
count = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
edits = int(sys.argv[2]) if len(sys.argv) > 2 else 30

work = pathlib.Path(tempfile.mkdtemp(prefix="a11ydocs-bench-"))
names = make_corpus(count, work / "Content")
content = work / "Content/native"
shutil.copytree(repository / "Templates", work / "Templates")

with socket.socket() as probe:
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]

started = time.perf_counter()
server = subprocess.Popen([str(binary), "serve", "--port", str(port)], cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
try:
    while True:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=1) as response:
                if response.status == 200:
                    break
        except OSError:
            if server.poll() is not None:
                sys.exit(f"serve exited: {server.stderr.read().decode()}")
            time.sleep(0.005)
    first_page = time.perf_counter() - started

    events = socket.create_connection(("127.0.0.1", port))
    events.sendall(b"GET /__a11ydocs/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    buffer = b""

    def wait_for(marker, deadline=10.0):
        global buffer
        end = time.perf_counter() + deadline
        while marker not in buffer:
            events.settimeout(max(0.001, end - time.perf_counter()))
            chunk = events.recv(65536)
            if not chunk:
                raise RuntimeError("event stream closed")
            buffer += chunk
        found = time.perf_counter()
        buffer = buffer[buffer.index(marker) + len(marker):]
        return found

    wait_for(b": connected")
    page_latencies, list_latencies = [], []
    for i in range(edits):
        slug = names[i]
        path = content / f"{slug}.md"
        text = path.read_text()
        saved = time.perf_counter()
        path.write_text(text + f"\nEdit {i}.\n")
        page_latencies.append(wait_for(f'"/native/{slug}/"'.encode()) - saved)
        list_latencies.append(wait_for(b'"/index.md"') - saved)
finally:
    stopping = time.perf_counter()
    server.send_signal(2)  # Ctrl-C
    try:
        status = server.wait(timeout=10)
        print(f"stopped on Ctrl-C in {(time.perf_counter() - stopping) * 1000:.0f} ms with exit status {status}")
    except subprocess.TimeoutExpired:
        server.kill()
        print("FAIL: serve did not stop within 10 s of Ctrl-C")
    shutil.rmtree(work, ignore_errors=True)


def summary(values):
    values = sorted(v * 1000 for v in values)
    return (f"median {statistics.median(values):.1f} ms, p90 {values[int(len(values) * 0.9) - 1]:.1f} ms, "
            f"worst {values[-1]:.1f} ms")


print(f"{count} entries, {edits} edits")
print(f"time to first page: {first_page * 1000:.0f} ms")
print(f"save-to-reload (edited page): {summary(page_latencies)}")
print(f"save-to-reload (index, builder, exports): {summary(list_latencies)}")
