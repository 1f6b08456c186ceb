#!/usr/bin/env python3
"""Checks the draft conformance report against WCAG 2.2 as W3C lists it, in all three forms.

For `a11ydocs criteria --format acr`, `acr-html` and `acr-csv` over CONTENT: every WCAG 2.2
Level A success criterion (31, 4.1.1 Parsing being removed) and every Level AA one (24) is a row
exactly once, Level A first, each in W3C's order, with its level and a VPAT 2.5 conformance
level; nothing else is a row. The list below is written from the WCAG 2.2 Recommendation, not
read from a11ydocs, so that a criterion missing from a11ydocs' own table is caught. The CSV is
read with Python's csv module, the HTML with html.parser.

Usage: scripts/check-acr.py --binary .build/debug/a11ydocs CONTENT
"""
import argparse
import csv
import html.parser
import io
import re
import subprocess
import sys

LEVEL_A = """1.1.1 1.2.1 1.2.2 1.2.3 1.3.1 1.3.2 1.3.3 1.4.1 1.4.2 2.1.1 2.1.2 2.1.4 2.2.1 2.2.2 2.3.1
2.4.1 2.4.2 2.4.3 2.4.4 2.5.1 2.5.2 2.5.3 2.5.4 3.1.1 3.2.1 3.2.2 3.2.6 3.3.1 3.3.2 3.3.7 4.1.2""".split()
LEVEL_AA = """1.2.4 1.2.5 1.3.4 1.3.5 1.4.3 1.4.4 1.4.5 1.4.10 1.4.11 1.4.12 1.4.13 2.4.5 2.4.6 2.4.7
2.4.11 2.5.7 2.5.8 3.1.2 3.2.3 3.2.4 3.3.3 3.3.4 3.3.8 4.1.3""".split()
EXPECTED = [(n, "A") for n in LEVEL_A] + [(n, "AA") for n in LEVEL_AA]
CONFORMANCE = {"Supports", "Partially Supports", "Does Not Support", "Not Applicable", "Not Evaluated"}
NUMBER = re.compile(r"^(\d+\.\d+\.\d+) ")


def report(binary, content, form):
    run = subprocess.run([binary, "criteria", "--content", content, "--format", form], capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"criteria --format {form} exited {run.returncode}: {run.stderr}")
    return run.stdout


def rows_from_csv(text):
    table = list(csv.reader(io.StringIO(text)))
    assert table[0] == ["Criteria", "Level", "Conformance Level", "Remarks and Explanations"], table[0]
    return [(NUMBER.match(r[0]).group(1), r[1], r[2]) for r in table[1:]]


def rows_from_markdown(text):
    rows, level = [], None
    for line in text.splitlines():
        heading = re.match(r"^#+ Table \d+: Success Criteria, Level (A+)$", line)
        if heading:
            level = heading.group(1)
        match = re.match(r"^\| (?:\[)?(\d+\.\d+\.\d+) [^|]*\| ([^|]+?) \|", line)
        if match and level:
            rows.append((match.group(1), level, match.group(2)))
    return rows


class ReportTables(html.parser.HTMLParser):
    """The rows of the report's tables: the row header's number and level, then the first cell."""

    def __init__(self):
        super().__init__()
        self.rows, self.cell, self.text, self.row = [], None, "", []

    def handle_starttag(self, tag, attributes):
        if tag in ("th", "td"):
            self.cell, self.text = (tag, dict(attributes).get("scope")), ""
        elif tag == "tr":
            self.row = []

    def handle_endtag(self, tag):
        if tag in ("th", "td") and self.cell:
            self.row.append((self.cell, self.text.strip()))
            self.cell = None
        elif tag == "tr" and self.row and self.row[0][0] == ("th", "row"):
            header = self.row[0][1]
            match = re.match(r"^(\d+\.\d+\.\d+) .*\(Level (A+)\)$", header)
            assert match, header
            self.rows.append((match.group(1), match.group(2), self.row[1][1]))

    def handle_data(self, data):
        if self.cell:
            self.text += data


def rows_from_html(text):
    parser = ReportTables()
    parser.feed(text)
    return parser.rows


def main():
    arguments = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    arguments.add_argument("--binary", default=".build/debug/a11ydocs")
    arguments.add_argument("content")
    options = arguments.parse_args()
    failures = []
    for form, read in (("acr", rows_from_markdown), ("acr-html", rows_from_html), ("acr-csv", rows_from_csv)):
        rows = read(report(options.binary, options.content, form))
        if [(n, level) for n, level, _ in rows] != EXPECTED:
            got = [n for n, _, _ in rows]
            missing = [n for n, _ in EXPECTED if n not in got]
            extra = [n for n in got if n not in dict(EXPECTED)]
            repeated = sorted({n for n in got if got.count(n) > 1})
            failures.append(f"{form}: missing {missing}, extra {extra}, repeated {repeated}, or out of order")
        wrong = [(n, c) for n, _, c in rows if c not in CONFORMANCE]
        if wrong:
            failures.append(f"{form}: conformance levels VPAT 2.5 does not have: {wrong[:5]}")
        levels = {}
        for _, _, conformance in rows:
            levels[conformance] = levels.get(conformance, 0) + 1
        print(f"{form}: {len(rows)} rows ({len(LEVEL_A)} A, {len(LEVEL_AA)} AA expected); {levels}")
    if failures:
        sys.exit("\n".join(failures))
    print("conformance report: every WCAG 2.2 A and AA criterion once, in order, in all three forms")


if __name__ == "__main__":
    main()
