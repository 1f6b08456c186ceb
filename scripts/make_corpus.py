#!/usr/bin/env python3
"""Writes a library of N entries for benchmarks: round-robin copies of this project's entries
(Content/*/*.md) into DIR/native/, with unique file names and titles.

Usage: scripts/make_corpus.py N DIR
"""
import pathlib
import re
import sys


def make_corpus(count, directory):
    repository = pathlib.Path(__file__).resolve().parent.parent
    target = pathlib.Path(directory) / "native"
    target.mkdir(parents=True)
    sources = sorted((repository / "Content").glob("*/*.md"))
    names = []
    for i in range(count):
        source = sources[i % len(sources)]
        text = re.sub(r"^title: (.*)$", lambda m: f"title: {m.group(1)} {i + 1}", source.read_text(encoding="utf-8"), count=1, flags=re.M)
        name = f"{source.stem}-{i + 1}"
        (target / f"{name}.md").write_text(text, encoding="utf-8")
        names.append(name)
    return names


if __name__ == "__main__":
    make_corpus(int(sys.argv[1]), sys.argv[2])
