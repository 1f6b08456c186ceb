#!/usr/bin/env python3
"""Checks a built site's machine-readable exports with real parsers.

- Every `criteria/**/*.feature` file parses with the official Cucumber Gherkin parser, has one
  Feature, and one Scenario per test-step group or scenario the author wrote (`gherkin-<name>`),
  each starting with a Given step.
- The criteria builder's combined Gherkin for every entry at once parses too (the page's header,
  separator and footer around every entry's text from its `criteria/<id>.js`).
- `api/schema.json` is a valid JSON Schema (draft 2020-12) and `api/entries.json` validates
  against it; every entry has its `.feature`, `.txt` and `.js` files, and its test records
  (`tested`) are latest first.

Usage: scripts/check-exports.py [OUTPUT_DIR]   (needs gherkin-official and jsonschema)
Prints one line per failure and ends with 'N passed, N failed'.
"""
import json
import pathlib
import sys

import jsonschema
from site_data import criteria_builder, criteria_page
from tally import Tally
from gherkin.parser import Parser
from gherkin.token_scanner import TokenScanner

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "Output")
tally = Tally()
check = tally.check


def parse_gherkin(text, name):
    try:
        return Parser().parse(TokenScanner(text))
    except Exception as error:  # the parser raises one composite error listing every problem
        tally.fail(f"{name}: not valid Gherkin: {error}")
        return None


GROUP_TITLES = {"Keyboard", "Mobile screen-reader gestures", "Screen-reader output", "Device settings"}
GROUP_KEYS = {"keyboard", "mobile", "screenreader", "settings"}


def authored_titles():
    """Titles of the scenarios authors wrote under other names than the groups', by feature file."""
    titles = {}
    entries_path = root / "api/entries.json"
    if entries_path.exists():
        for entry in json.loads(entries_path.read_text(encoding="utf-8"))["entries"]:
            names = [s["name"] for s in entry.get("authoredScenarios", []) if s["name"].lower() not in GROUP_KEYS]
            spaced = [" ".join(n.replace("-", " ").split()) for n in names]
            titles[f"criteria/{entry['id']}.feature"] = {n[:1].upper() + n[1:] for n in spaced}
    return titles


AUTHORED = authored_titles()
features = sorted(root.glob("criteria/**/*.feature"))
for path in features:
    document = parse_gherkin(path.read_text(encoding="utf-8"), path.relative_to(root))
    if document:
        feature = document.get("feature")
        check(feature is not None and feature["name"], f"{path}: no named Feature")
        scenarios = [child for child in feature["children"] if "scenario" in child] if feature else []
        extra = AUTHORED.get(str(path.relative_to(root)), set())
        check(1 <= len(scenarios) <= 4 + len(extra), f"{path}: {len(scenarios)} scenarios, expected one per step group")
        for child in scenarios:
            name = child["scenario"]["name"]
            check(name in GROUP_TITLES | extra, f"{path}: unexpected scenario {name!r} (content must not start a line)")
            steps = child["scenario"]["steps"]
            check(steps and steps[0]["keyword"].strip() == "Given", f"{path}: scenario without a Given step")


try:
    builder = criteria_builder(root)
except (ValueError, OSError) as error:
    tally.fail(f"criteria builder: {error}")
    tally.finish("the builder's data could not be read")
gherkin = builder["formats"]["gherkin"]
everything = gherkin["header"] + gherkin["separator"].join(gherkin["pieces"][i] for i in builder["order"]) + gherkin["footer"]
document = parse_gherkin(everything, "criteria builder, every entry in Gherkin")
check(all("pieces" not in fmt for fmt in criteria_page(root)["formats"].values()), "criteria builder: the page still carries the entries' texts")
if document:
    rules = [child for child in document["feature"]["children"] if "rule" in child]
    check(len(rules) == len(builder["order"]), f"criteria builder: {len(rules)} rules for {len(builder['order'])} entries")

schema = json.loads((root / "api/schema.json").read_text(encoding="utf-8"))
entries = json.loads((root / "api/entries.json").read_text(encoding="utf-8"))
try:
    jsonschema.Draft202012Validator.check_schema(schema)
    check(True, "")
except jsonschema.SchemaError as error:
    tally.fail(f"api/schema.json is not a valid draft 2020-12 schema: {error.message}")
errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(entries), key=lambda e: list(e.path))
for error in errors:
    tally.fail(f"api/entries.json at {'/'.join(map(str, error.path))}: {error.message}")
check(not errors, "api/entries.json does not validate")
for entry in entries["entries"]:
    for suffix in (".feature", ".txt", ".js"):
        check((root / "criteria" / (entry["id"] + suffix)).is_file(), f"{entry['id']}: no criteria/{entry['id']}{suffix}")
    dates = [record["date"] for record in entry.get("tested", [])]
    check(dates == sorted(dates, reverse=True), f"{entry['id']}: test records are not latest first: {dates}")
check(sorted(e["id"] for e in entries["entries"]) == sorted(builder["order"]), "builder and entries.json list different entries")

tally.finish(f"{len(features)} feature files, {len(entries['entries'])} entries checked")
