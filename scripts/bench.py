#!/usr/bin/env python3
"""a11ydocs beside Hugo and the cmark floor, in one run, on entries shaped like real ones.

For each size N (default 100, 1,000 and 10,000): the repository's native entries scaled to N
with ../shared/bench/scale-corpus.py (every body unique); then, on that corpus,
- `a11ydocs build` (release), `hugo` on ../shared/bench/hugo-site/ (the same front-matter tables
  and bodies) and `cmark` over all the bodies (the floor: no build can beat parsing the Markdown),
  each timed with /usr/bin/time -v: wall time and maximum resident set size, median of 3 runs
  where a run takes under a minute;
- `a11ydocs check`;
- a one-entry edit in `a11ydocs serve`: from the save to the reload event of the entry's page
  (median of --edits saves), at 1,000 entries and more.
Prints one table with entries per second and the ratios a11ydocs/Hugo and a11ydocs/floor.

Usage: scripts/bench.py [N…] [--edits 10] [--no-build]   (make bench runs it)
"""
import argparse
import os
import pathlib
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

repository = pathlib.Path(__file__).resolve().parent.parent
binary = repository / ".build/release/a11ydocs"
scale = repository.parent / "shared/bench/scale-corpus.py"
hugo_site = repository.parent / "shared/bench/hugo-site"

parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
parser.add_argument("sizes", nargs="*", type=int, default=[100, 1000, 10000])
parser.add_argument("--edits", type=int, default=10)
parser.add_argument("--no-build", action="store_true", help="use the release binary as it is")
options = parser.parse_args()

for tool in ("hugo", "cmark"):
    if shutil.which(tool) is None:
        subprocess.run([repository / "scripts/apt-install", "benchmark tools", "hugo", "cmark"], check=True)
        break
if not scale.exists() or not hugo_site.exists():
    sys.exit(f"{scale.parent} not found: the benchmark needs the shared scale-corpus.py and hugo-site/")
if not options.no_build:
    subprocess.run(["make", "release"], cwd=repository, check=True, stdout=subprocess.DEVNULL)


def timed(command, cwd, before=None, findings=False):
    """(wall seconds, max RSS MiB) of one run; `before` runs first, untimed (clearing outputs).
    With `findings`, exit status 1 (content problems found, as `check` reports them) is a result."""
    if before:
        before()
    report = pathlib.Path(tempfile.mktemp())
    result = subprocess.run(["/usr/bin/time", "-v", "-o", str(report)] + command, cwd=cwd,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    text = report.read_text()
    report.unlink()
    if result.returncode not in ((0, 1) if findings else (0,)):
        sys.exit(f"{' '.join(map(str, command))} failed:\n{result.stderr.decode()[-2000:]}")
    clock = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)", text)
    seconds = int(clock.group(1) or 0) * 3600 + int(clock.group(2)) * 60 + float(clock.group(3))
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", text).group(1)) / 1024
    return seconds, rss


def measure(command, cwd, before=None, findings=False):
    """Median of 3 runs (one when a run takes a minute or more); RSS of the median run."""
    runs = [timed(command, cwd, before, findings)]
    if runs[0][0] < 60:
        runs += [timed(command, cwd, before, findings) for _ in range(2)]
    runs.sort()
    return runs[len(runs) // 2]


def serve_edit(site, slugs, edits):
    """Median milliseconds from saving an entry to the reload event for its page."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen([str(binary), "serve", "--port", str(port)], cwd=site,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 600
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=1).close()
                break
            except OSError:
                if server.poll() is not None or time.time() > deadline:
                    sys.exit("serve did not start")
                time.sleep(0.05)
        events = socket.create_connection(("127.0.0.1", port))
        events.sendall(b"GET /__a11ydocs/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        buffer = b""

        def wait_for(marker):
            nonlocal buffer
            end = time.perf_counter() + 300
            while marker not in buffer:
                events.settimeout(max(0.001, end - time.perf_counter()))
                buffer += events.recv(65536)
            buffer = buffer[buffer.index(marker) + len(marker):]
            return time.perf_counter()

        wait_for(b": connected")
        latencies = []
        for i in range(edits):
            slug = slugs[(i * 7919) % len(slugs)]
            path = site / "Content/native" / f"{slug}.md"
            text = path.read_text()
            saved = time.perf_counter()
            path.write_text(text + f"\nEdit {i}.\n")
            latencies.append((wait_for(f'"/native/{slug}/"'.encode()) - saved) * 1000)
            # The pages that list every entry come next; the next save waits for them.
            wait_for(b'"/index.md"')
        return statistics.median(latencies)
    finally:
        server.send_signal(2)
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()


work = pathlib.Path(tempfile.mkdtemp(prefix="a11ydocs-bench-"))
trash = work / "trash"
trash.mkdir()


def set_aside(path):
    """Moves an earlier run's output out of the way, to be deleted when the benchmark ends. On ext4,
    creating thousands of files just after deleting thousands takes the allocator's slow path
    (several times the system time); moving keeps every timed run on a disk as CI finds it."""
    if path.exists():
        path.rename(trash / str(len(list(trash.iterdir()))))


rows = []
try:
    for n in options.sizes:
        site = work / f"site-{n}"
        corpus = site / "Content/native"
        bodies = work / f"bodies-{n}.md"
        subprocess.run([sys.executable, str(scale), str(repository / "Content/native"), str(corpus), str(n),
                        "--bodies-out", str(bodies)], check=True, stdout=subprocess.DEVNULL)
        hugo = work / f"hugo-{n}"
        shutil.copytree(hugo_site, hugo)
        shutil.copytree(corpus, hugo / "content/entries")
        output = site / "Output"
        ours = measure([str(binary), "build", "--base-url", "https://example.org/"], site,
                       before=lambda: set_aside(output))
        theirs = measure(["hugo", "--quiet"], hugo, before=lambda: set_aside(hugo / "public"))
        floor = measure(["sh", "-c", f"cmark '{bodies}' > /dev/null"], work)
        # Scaled copies link to entries under their old names: check finds broken links, as it should.
        check = measure([str(binary), "check"], site, findings=True)
        edit = serve_edit(site, sorted(p.stem for p in corpus.glob("*.md")), options.edits) if n >= 1000 else None
        rows.append((n, ours, theirs, floor, check, edit))
        print(f"measured {n} entries", file=sys.stderr)
        set_aside(site)
        set_aside(hugo)
finally:
    shutil.rmtree(work, ignore_errors=True)

cores = os.cpu_count()
print(f"\n{cores} cores; wall time (median of 3 under a minute) and max RSS; entries from Content/native scaled")
print("| entries | a11ydocs | entries/s | Hugo | cmark floor | a11ydocs/Hugo | a11ydocs/floor | check | serve edit |")
print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for n, ours, theirs, floor, check, edit in rows:
    print(f"| {n:,} | {ours[0]:.2f} s, {ours[1]:.0f} MiB | {n / ours[0]:,.0f} | {theirs[0]:.2f} s, {theirs[1]:.0f} MiB "
          f"| {floor[0]:.2f} s, {floor[1]:.0f} MiB | {ours[0] / theirs[0]:.2f} | {ours[0] / floor[0]:.1f} "
          f"| {check[0]:.2f} s | {'%.0f ms' % edit if edit is not None else '–'} |")
