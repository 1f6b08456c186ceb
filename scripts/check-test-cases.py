#!/usr/bin/env python3
"""Round-trips a built site's test-case exports through Python's own CSV reader.

- `criteria/test-cases.csv`, `test-cases-xray.csv` and `test-cases-testrail.csv` parse with
  `csv` in strict mode, every record ends in CRLF (RFC 4180) and has the header's field count.
- Each file holds exactly the cases of `api/entries.json` (`testCases`), an entry's together and
  in its order (entries in library order, which `entries.json` does not keep), with the same titles, preconditions, steps and expected results, field for field: the plain CSV one
  record per case, Xray one record per step under the case id, TestRail a record per case with
  a Title and one more per further step.
- No field starts like a spreadsheet formula (`= + - @`, their full-width forms, a tab or CR, or a
  sign after leading white space): such fields carry the OWASP `'` in front, which is dropped
  before comparing with entries.json.
- Case ids are unique; every one (but a group written as text, which has no scenario) tags exactly one scenario of its entry's `.feature` file (parsed
  with the official Gherkin parser), every feature is tagged with its entry, and no scenario
  carries an id that is not a case.

Usage: scripts/check-test-cases.py [OUTPUT_DIR]   (needs gherkin-official)
Prints one line per failure and ends with 'N passed, N failed'.
"""
import csv
import io
import json
import pathlib
import sys

from gherkin.parser import Parser
from gherkin.token_scanner import TokenScanner
from tally import Tally

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "Output")
tally = Tally()
check = tally.check

entries = json.loads((root / "api/entries.json").read_text(encoding="utf-8"))["entries"]
cases = [(entry, case) for entry in entries for case in entry["testCases"]]
ids = [case["id"] for _, case in cases]
check(len(ids) == len(set(ids)), f"case ids are not unique: {sorted(i for i in set(ids) if ids.count(i) > 1)[:5]}")
check(cases, "entries.json has no test cases")
by_id = {case["id"]: (entry, case) for entry, case in cases}
GROUP_KEYS = {"keyboard", "mobile", "screenreader", "settings"}


def in_order(found, name):
    """The cases of `found` (ids in file order), each entry's together and in entries.json's order."""
    check(sorted(found) == sorted(ids), f"{name}: holds other cases than entries.json")
    runs = []
    for case_id in found:
        entry_id = by_id[case_id][0]["id"] if case_id in by_id else None
        if not runs or runs[-1][0] != entry_id:
            runs.append((entry_id, []))
        runs[-1][1].append(case_id)
    check(len(runs) == len({r[0] for r in runs}), f"{name}: an entry's cases are not together")
    for entry_id, run in runs:
        expected = [c["id"] for e in entries if e["id"] == entry_id for c in e["testCases"]]
        check(run == expected, f"{name}: {entry_id}'s cases are {run[:3]}…, not in entries.json's order")
    return [by_id[i] for i in found if i in by_id]


FORMULA_SIGNS = "=+-@\uff1d\uff0b\uff0d\uff20"


def formula_like(field):
    """Whether a spreadsheet could take the field as a formula."""
    stripped = field.lstrip(" \t\r\n")
    return field[:1] in ("\t", "\r") or stripped[:1] in tuple(FORMULA_SIGNS)


def neutralised(text):
    """Whether a11ydocs writes the author's text with a `'` in front (and quoted)."""
    return formula_like(text) or (text[:1] == "'" and formula_like(text[1:]))


def readable(name, field):
    """The author's text of a field, its neutralising quote dropped; a bare formula fails."""
    check(not formula_like(field), f"{name}: field {field[:40]!r} would run as a spreadsheet formula")
    return field[1:] if field.startswith("'") and neutralised(field[1:]) else field


def rfc4180(rows):
    """The records as RFC 4180 writes them: a field quoted when it holds a comma, a quote or a line
    break, or when it is neutralised; CRLF after each record."""
    def field(text):
        quoted = any(c in text for c in ',"\r\n') or (text.startswith("'") and neutralised(text[1:]))
        return '"' + text.replace('"', '""') + '"' if quoted else text
    return "".join(",".join(field(f) for f in row) + "\r\n" for row in rows)


def records(name, header):
    """The file's records after the header, read by `csv` in strict mode; CRLF checked on the raw text."""
    raw = (root / "criteria" / name).read_bytes().decode("utf-8")
    rows = []
    try:
        rows = list(csv.reader(io.StringIO(raw, newline=""), strict=True))
    except csv.Error as error:
        tally.fail(f"{name}: not valid CSV: {error}")
        return []
    check(rows and rows[0] == header, f"{name}: header {rows[:1]} is not {header}")
    for number, row in enumerate(rows[1:], start=2):
        check(len(row) == len(header), f"{name}: record {number} has {len(row)} fields, not {len(header)}")
    # Every record ends in CRLF: re-written the RFC 4180 way, the text comes back byte for byte.
    check(rfc4180(rows) == raw, f"{name}: records do not end in CRLF or quoting differs from RFC 4180")
    return [dict(zip(header, [readable(name, field) for field in row])) for row in rows[1:]]


def numbered(texts):
    return texts[0] if len(texts) == 1 else "\n".join(f"{i}. {t}" for i, t in enumerate(texts, start=1)) if texts else ""


# The plain CSV: one record per case.
plain = records("test-cases.csv", ["ID", "Title", "Collection", "Entry", "Group", "Preconditions", "Steps",
                                   "Expected Result", "Platforms", "WCAG", "URL"])
for record, (entry, case) in zip(plain, in_order([r["ID"] for r in plain], "test-cases.csv")):
    where = f"test-cases.csv {case['id']}"
    check(record["Title"] == case["title"], f"{where}: title {record['Title']!r}")
    check(record["Entry"] == entry["title"], f"{where}: entry {record['Entry']!r}")
    check(record["Group"] == case["group"], f"{where}: group {record['Group']!r}")
    check(record["Preconditions"] == "\n".join(case["preconditions"]), f"{where}: preconditions")
    check(record["Steps"] == numbered([s["action"] for s in case["steps"]]), f"{where}: steps")
    check(record["Expected Result"] == numbered([s["expected"] for s in case["steps"]]), f"{where}: expected results")
    check(record["URL"] == entry["url"], f"{where}: URL {record['URL']!r} is not {entry['url']!r}")

# Xray: one record per step, grouped by Issue Id.
xray = records("test-cases-xray.csv", ["Issue Id", "Test type", "Test Summary", "Description", "Labels", "Action", "Data", "Result"])
by_issue = {}
for record in xray:
    by_issue.setdefault(record["Issue Id"], []).append(record)
for entry, case in in_order(list(by_issue), "test-cases-xray.csv"):
    group = by_issue.get(case["id"], [])
    where = f"test-cases-xray.csv {case['id']}"
    if not check(group, f"{where}: missing"):
        continue
    check(group[0]["Test Summary"] == case["title"], f"{where}: summary")
    check(case["id"] in group[0]["Labels"].split(";"), f"{where}: the id is not a label")
    check(all(r["Test type"] == "Manual" for r in group), f"{where}: not a manual test")
    steps = [{"action": r["Action"], "expected": r["Result"]} for r in group]
    check(steps == case["steps"] or (not case["steps"] and steps == [{"action": "", "expected": ""}]), f"{where}: steps differ")

# TestRail: a case is a record with a Title and the records after it without one.
testrail = records("test-cases-testrail.csv", ["Title", "Section", "Section Hierarchy", "Template", "Type", "References",
                                               "Preconditions", "Steps (Step)", "Steps (Expected Result)", "Platforms", "WCAG", "URL"])
grouped = []
for record in testrail:
    if record["Title"]:
        grouped.append([record])
    elif check(grouped, "test-cases-testrail.csv: a step before the first case"):
        grouped[-1].append(record)
for group, (entry, case) in zip(grouped, in_order([g[0]["References"] for g in grouped], "test-cases-testrail.csv")):
    where = f"test-cases-testrail.csv {case['id']}"
    check(group[0]["Title"] == case["title"] and group[0]["Section"] == entry["title"], f"{where}: title or section")
    check(group[0]["Preconditions"] == "\n".join(case["preconditions"]), f"{where}: preconditions")
    steps = [{"action": r["Steps (Step)"], "expected": r["Steps (Expected Result)"]} for r in group]
    check(steps == case["steps"] or (not case["steps"] and len(steps) == 1), f"{where}: steps differ")

# Gherkin: every case tags one scenario of its entry's feature; the feature is tagged with the entry.
tagged = {}
for entry in entries:
    path = root / "criteria" / (entry["id"] + ".feature")
    try:
        document = Parser().parse(TokenScanner(path.read_text(encoding="utf-8")))
    except Exception as error:
        tally.fail(f"{path.relative_to(root)}: not valid Gherkin: {error}")
        continue
    feature = document["feature"]
    entry_tag = "@a11y-" + entry["id"].replace("/", "-")
    check([t["name"] for t in feature["tags"]] == [entry_tag], f"{entry['id']}: feature tags {[t['name'] for t in feature['tags']]}")
    own = {c["id"] for c in entry["testCases"]}
    for child in feature["children"]:
        for tag in child.get("scenario", {}).get("tags", []):
            name = tag["name"][1:]
            check(name in own, f"{entry['id']}: scenario tag {name} is not one of its cases")
            tagged[name] = tagged.get(name, 0) + 1
# A group written as text (`keyboard: N/A`) is a case for the tester but no scenario: it may go untagged.
statements = {c["id"] for e in entries for c in e["testCases"]
              if c.get("trigger") is None and c["group"] in GROUP_KEYS
              and c["group"] not in {s["name"].lower() for s in e.get("authoredScenarios", [])}}
untagged = [i for i in ids if tagged.get(i, 0) > 1 or (tagged.get(i, 0) == 0 and i not in statements)]
check(not untagged, f"cases not tagged exactly once in the Gherkin: {untagged[:5]}")

tally.finish(f"{len(cases)} test cases of {len(entries)} entries in 3 CSV files and the Gherkin checked")
