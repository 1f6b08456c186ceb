#!/usr/bin/env python3
"""a11ydocs beside Hugo and the cmark floor, in one run, on entries shaped like real ones.

For each size N (default 100, 1,000 and 10,000) and each of two corpora: the repository's native
entries scaled to N with ../shared/bench/scale-corpus.py (every body unique), as they are
(code-heavy: Hugo spends most of its time highlighting the fences) and with their fenced code
removed (prose-heavy, `--no-code`: the common library); then, on that corpus,
- `a11ydocs build` (release), `hugo` on ../shared/bench/hugo-site/ (the same front-matter tables
  and bodies) and `cmark-gfm` with the table, strikethrough, autolink and tasklist extensions
  over all the bodies (the floor: no build can beat parsing the Markdown), run in turn
  (a11ydocs, Hugo, cmark-gfm, a11ydocs, …) so that a slow moment of the machine falls on all of
  them; each timed with /usr/bin/time -v: wall time, CPU time (user + system) and maximum
  resident set size, the median of 3 runs where a run takes under a minute;
- with BENCH_BASE=path (another a11ydocs binary, e.g. the previous release's), that binary's
  build in the same rounds, and the ratio of this one's CPU time to it; and the regression guard:
  both binaries on one core, in turns, nine rounds at 1,000 entries of each corpus, and the
  ratio of their lower quartiles, which a shared machine's slow moments move least;
- what each build wrote: bytes and files, and the largest outputs by size;
- the criteria builder's weight for a reader: its page, the scripts and stylesheets it names and
  one chosen pattern's criteria, raw and gzipped (what a phone downloads to use it);
- `a11ydocs check`;
- a one-entry edit in `a11ydocs serve`: from the save to the reload event of the entry's page
  (median of --edits saves), at 1,000 entries and more.
Everything is read and written in tmpfs (/dev/shm): on a disk, the time to write thousands of
files swings by twice from run to run and says more about the disk than about the tool.
Prints one table with the ratios a11ydocs/Hugo (wall and CPU), a11ydocs/floor (CPU; `check` too)
and, with BENCH_BASE, a11ydocs/base (CPU). scripts/bench-readers.py (also run by `make bench`)
measures what the built pages cost a reader.

Usage: [BENCH_BASE=path] scripts/bench.py [N…] [--edits 10] [--no-build]   (make bench runs it)
"""
import argparse
import gzip
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

for tool in ("hugo", "cmark-gfm"):
    if shutil.which(tool) is None:
        subprocess.run([repository / "scripts/apt-install", "benchmark tools", "hugo", "cmark-gfm"], check=True)
        break
base_binary = os.environ.get("BENCH_BASE")
if base_binary and not os.access(base_binary, os.X_OK):
    sys.exit(f"BENCH_BASE={base_binary} is not an executable a11ydocs binary")
# The extensions a11ydocs parses entries with.
FLOOR = "cmark-gfm -e table -e strikethrough -e autolink -e tasklist"
if not scale.exists() or not hugo_site.exists():
    sys.exit(f"{scale.parent} not found: the benchmark needs the shared scale-corpus.py and hugo-site/")
if not options.no_build:
    subprocess.run(["make", "release"], cwd=repository, check=True, stdout=subprocess.DEVNULL)


def timed(command, cwd, before=None, findings=False):
    """(wall seconds, CPU seconds, max RSS MiB) of one run; `before` runs first, untimed (clearing outputs).
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
    cpu = sum(float(re.search(rf"{kind} time \(seconds\): ([\d.]+)", text).group(1)) for kind in ("User", "System"))
    return seconds, cpu, rss


def measure(command, cwd, before=None, findings=False):
    """Median of 3 runs (one when a run takes a minute or more); CPU and RSS of the median run."""
    runs = [timed(command, cwd, before, findings)]
    if runs[0][0] < 60:
        runs += [timed(command, cwd, before, findings) for _ in range(2)]
    return median(runs)


def median(runs):
    return sorted(runs)[len(runs) // 2]


def alternating(commands):
    """Each (command, cwd, before) run in turn, three rounds while every run takes under a
    minute; the median run of each, as `measure` gives it."""
    runs = [[timed(*c)] for c in commands]
    if all(r[0][0] < 60 for r in runs):
        for _ in range(2):
            for result, c in zip(runs, commands):
                result.append(timed(*c))
    return [median(r) for r in runs]


GUARD_ROUNDS = 9


def guard(site, output):
    """The regression guard's own measure, (this binary's, the base's) CPU seconds: both on one core,
    in turns, GUARD_ROUNDS times, and the lower quartile of each. The table's ratio (two cores,
    three rounds, medians) moves by a tenth or more between runs on a shared machine: a slow
    moment falls on one binary's runs more than the other's. On one core, the least disturbed
    runs are what a binary costs."""
    one_core = ["taskset", "-c", "0"] if shutil.which("taskset") else []
    build = ["build", "--base-url", "https://example.org/"]
    ours, base = [], []
    for _ in range(GUARD_ROUNDS):
        # This one last, so that what is left in Output is its own.
        for program, times in ((base_binary, base), (str(binary), ours)):
            times.append(timed(one_core + [program] + build, site, lambda: set_aside(output))[1])
    quartile = lambda times: sorted(times)[len(times) // 4]
    return quartile(ours), quartile(base)


def written(folder):
    """(bytes, files) under a folder, and the largest files as (path, bytes)."""
    sizes = [(str(p.relative_to(folder)), p.stat().st_size) for p in folder.rglob("*") if p.is_file()]
    return sum(size for _, size in sizes), len(sizes), sorted(sizes, key=lambda item: -item[1])[:3]


def builder_weight(output):
    """What a reader's browser loads to use the criteria builder, (raw bytes, gzip bytes): the page,
    the scripts and stylesheets it names, and the criteria of one chosen pattern (the largest)."""
    page = output / "criteria/index.html"
    html = page.read_text()
    loaded = [page]
    for reference in re.findall(r'<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"#?]+)"', html):
        path = (page.parent / reference).resolve()
        if not reference.startswith(("http:", "https:", "//")) and path.is_file() and path not in loaded:
            loaded.append(path)
    choices = sorted(output.glob("criteria/*/*.js"), key=lambda p: -p.stat().st_size)[:1]
    loaded += choices
    raw = sum(p.stat().st_size for p in loaded)
    packed = sum(len(gzip.compress(p.read_bytes(), 6)) for p in loaded)
    return raw, packed


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


def bench(n, prose):
    """One size and corpus: the timings, what was written and the builder's weight."""
    site = work / f"site-{n}"
    corpus = site / "Content/native"
    bodies = work / f"bodies-{n}.md"
    subprocess.run([sys.executable, str(scale), str(repository / "Content/native"), str(corpus), str(n),
                    "--bodies-out", str(bodies)] + (["--no-code"] if prose else []), check=True, stdout=subprocess.DEVNULL)
    hugo = work / f"hugo-{n}"
    shutil.copytree(hugo_site, hugo)
    shutil.copytree(corpus, hugo / "content/entries")
    output = site / "Output"
    build = ["build", "--base-url", "https://example.org/"]
    # The base binary builds before this one in each round, so what is left in Output is this one's.
    commands = [([base_binary] + build, site, lambda: set_aside(output))] if base_binary else []
    commands += [
        ([str(binary)] + build, site, lambda: set_aside(output)),
        (["hugo", "--quiet"], hugo, lambda: set_aside(hugo / "public")),
        (["sh", "-c", f"{FLOOR} '{bodies}' > /dev/null"], work, None),
    ]
    *base, ours, theirs, floor = alternating(commands)
    guarded = guard(site, output) if base_binary and n == guard_size else None
    ours_written, theirs_written = written(output), written(hugo / "public")
    builder = builder_weight(output)
    # Scaled copies link to entries under their old names: check finds broken links, as it should.
    check = measure([str(binary), "check"], site, findings=True)
    edit = serve_edit(site, sorted(p.stem for p in corpus.glob("*.md")), options.edits) if n >= 1000 else None
    set_aside(site)
    set_aside(hugo)
    bodies.unlink()
    return (n, ours, theirs, floor, check, edit, base[0] if base else None, guarded, ours_written, theirs_written,
            builder)


shm = pathlib.Path("/dev/shm")
work = pathlib.Path(tempfile.mkdtemp(prefix="a11ydocs-bench-", dir=shm if shm.is_dir() else None))


def set_aside(path):
    """Removes an earlier run's output, untimed, before the next run writes it anew."""
    if path.exists():
        shutil.rmtree(path)


# The guard's size: 1,000 entries when measured (a second a run), else the smallest.
guard_size = min([n for n in options.sizes if n >= 1000] or options.sizes)
rows = []
try:
    for n in options.sizes:
        for corpus_kind in ("code-heavy", "prose-heavy"):
            rows.append((corpus_kind, *bench(n, corpus_kind == "prose-heavy")))
            print(f"measured {n} entries, {corpus_kind}", file=sys.stderr)
finally:
    shutil.rmtree(work, ignore_errors=True)

def ratio(ours, theirs, form=".2f"):
    """A ratio of times; a time under /usr/bin/time's hundredth of a second gives none."""
    return format(ours / theirs, form) if theirs > 0 else "–"


cores = os.cpu_count()
mib = 1 << 20
print(f"\n{cores} cores, in tmpfs; median of 3 alternating runs (under a minute); CPU is user + system; "
      f"floor: {FLOOR}")
print("| corpus | entries | a11ydocs wall, CPU, RSS | Hugo wall, CPU, RSS | floor CPU | wall a11ydocs/Hugo "
      "| CPU a11ydocs/Hugo | CPU a11ydocs/floor | check, CPU check/floor | serve edit | CPU a11ydocs/base |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for kind, n, ours, theirs, floor, check, edit, base, _, *_ in rows:
    print(f"| {kind} | {n:,} | {ours[0]:.2f} s, {ours[1]:.2f} s, {ours[2]:.0f} MiB "
          f"| {theirs[0]:.2f} s, {theirs[1]:.2f} s, {theirs[2]:.0f} MiB "
          f"| {floor[1]:.2f} s | {ours[0] / theirs[0]:.2f} | {ratio(ours[1], theirs[1])} | {ratio(ours[1], floor[1], '.1f')} "
          f"| {check[0]:.2f} s, {ratio(check[1], floor[1], '.1f')} | {'%.0f ms' % edit if edit is not None else '–'} "
          f"| {ratio(ours[1], base[1]) + f' ({base[1]:.2f} s)' if base else '–'} |")
if base_binary:
    cores_used = "on one core" if shutil.which("taskset") else "on every core (no taskset)"
    print(f"\nRegression guard: {base_binary} and this build {cores_used}, in turns, {GUARD_ROUNDS} rounds; "
          "the lower quartile of each one's CPU time")
    print("| corpus | entries | a11ydocs CPU | base CPU | CPU a11ydocs/base |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for kind, n, *_, guarded, _, _, _ in rows:
        if guarded:
            print(f"| {kind} | {n:,} | {guarded[0]:.2f} s | {guarded[1]:.2f} s | {ratio(*guarded)} |")
print("\nWritten: bytes in files, and the largest files")
print("| corpus | entries | a11ydocs | Hugo | a11ydocs' largest | criteria builder, one pattern chosen (gzip) |")
print("| --- | ---: | ---: | ---: | --- | ---: |")
for kind, n, *_, (ours_bytes, ours_files, largest), (theirs_bytes, theirs_files, _), (builder_raw, builder_packed) in rows:
    print(f"| {kind} | {n:,} | {ours_bytes / mib:,.1f} MiB in {ours_files:,} | {theirs_bytes / mib:,.1f} MiB in {theirs_files:,} "
          f"| {', '.join(f'{path} {size / mib:,.1f} MiB' for path, size in largest)} "
          f"| {builder_raw / 1024:,.0f} KiB ({builder_packed / 1024:,.0f} KiB) |")
