#!/usr/bin/env python3
"""Writes a library of N entries for benchmarks: round-robin copies of this project's entries
(Content/*/*.md) into DIR/native/, with unique file names and titles.

With --records, each entry also gets one to three invented test records (`tested:`: VoiceOver
iOS, TalkBack, NVDA, Voice Control, Switch Access; passes, partials and failures with notes;
dates from 2024 to 2026, so some are stale), the same for the same N, and DIR's parent folder
gets an a11ydocs.yml naming those technologies with their current versions: a library whose
entry pages, support matrix and conformance report have something to show.

Usage: scripts/make_corpus.py [--records] N DIR
"""
import argparse
import pathlib
import re

TECHNOLOGIES = [
    ("VoiceOver iOS", ["17.5", "18.1", "18.3"], "iPhone 15"),
    ("TalkBack", ["14.2", "15.0"], "Pixel 8, Android 15"),
    ("NVDA", ["2024.4", "2025.1"], "Windows 11, Chrome 131"),
    ("Voice Control", ["17", "18"], "iPad, iPadOS 18"),
    ("Switch Access", ["1.15", "1.16"], "Pixel 8, Android 15"),
]
CURRENT = {"VoiceOver iOS": 18, "TalkBack": 15, "NVDA": 2025, "Voice Control": 18, "Switch Access": 1}
RESULTS = ["pass", "pass", "pass", "partial", "fail", "pass", "pass"]
NOTES = {
    "pass": None,
    "partial": "The state is read, but only after a second swipe.",
    "fail": "The new value is not announced after a change.",
}


def records(index):
    """One to three records for entry `index`, the same every time."""
    lines = ["tested:"]
    for offset in range(1 + index % 3):
        name, versions, device = TECHNOLOGIES[(index + offset * 2) % len(TECHNOLOGIES)]
        result = RESULTS[(index * 3 + offset) % len(RESULTS)]
        year = 2024 + (index + offset) % 3
        month = 1 + (index * 5 + offset) % 10
        day = 1 + (index * 7 + offset) % 27
        lines += [
            f"  - with: {name}",
            f'    version: "{versions[(index + offset) % len(versions)]}"',
            f"    on: {device}",
            f"    date: {year}-{month:02d}-{day:02d}",
            f"    result: {result}",
        ]
        if NOTES[result]:
            lines.append(f"    notes: {NOTES[result]}")
    return "\n".join(lines) + "\n"


def make_corpus(count, directory, with_records=False):
    repository = pathlib.Path(__file__).resolve().parent.parent
    target = pathlib.Path(directory) / "native"
    target.mkdir(parents=True)
    sources = sorted((repository / "Content").glob("*/*.md"))
    names = []
    for i in range(count):
        source = sources[i % len(sources)]
        text = re.sub(r"^title: (.*)$", lambda m: f"title: {m.group(1)} {i + 1}", source.read_text(encoding="utf-8"), count=1, flags=re.M)
        if with_records:
            # Before the closing '---' of the front matter.
            end = text.index("\n---\n", 4)
            text = text[: end + 1] + records(i) + text[end + 1 :]
        name = f"{source.stem}-{i + 1}"
        (target / f"{name}.md").write_text(text, encoding="utf-8")
        names.append(name)
    if with_records:
        config = "assistive_technologies:\n" + "".join(
            f"  - name: {name}\n    current: {CURRENT[name]}\n" for name, _, _ in TECHNOLOGIES)
        (pathlib.Path(directory).parent / "a11ydocs.yml").write_text(config, encoding="utf-8")
    return names


if __name__ == "__main__":
    arguments = argparse.ArgumentParser(description="Writes a library of N entries for benchmarks.")
    arguments.add_argument("--records", action="store_true", help="invented test records and an a11ydocs.yml")
    arguments.add_argument("count", type=int)
    arguments.add_argument("directory")
    options = arguments.parse_args()
    make_corpus(options.count, options.directory, options.records)
