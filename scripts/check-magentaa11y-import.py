#!/usr/bin/env python3
"""Imports a MagentaA11y 2.x library with `a11ydocs import magentaa11y`, checks and builds it, and verifies
that the built pages hold everything the source files say.

SOURCE_ROOT is the fixture (Tests/a11ydocsTests/Fixtures/MagentaA11y) or a repository written by
scripts/scale-magentaa11y.py. The expectations are counted from the source files themselves, with the
rules of the fixture's MANIFEST.md (the parsing lives in scale-magentaa11y.py, so both count the same
way); when SOURCE_ROOT has a MANIFEST.json its totals and media defects must agree with that count.

1. `a11ydocs import magentaa11y SOURCE_ROOT --to WORK_DIR/Content` exits 0 and writes one entry per
   pattern and guide (timed).
2. `a11ydocs check` in WORK_DIR (timed): with --clean it exits 0 with no error; without, it reports
   exactly one error per media defect of the source (a src whose letter case differs from the file, a
   missing file, a declared type the bytes contradict, a caption without a WEBVTT header), on the
   entry that references it (or on the Static/ caption file), and no other error.
3. `a11ydocs build --output WORK_DIR/Output` exits 0 (timed).
4. Each entry page (parsed with html.parser into a tree):
   - every Condensed bullet's text (after the first ': ', or the whole bullet when it is not
     'Key: text', which the importer keeps under its first word) is a line of a cell of its group's
     criteria table (keyboard, gestures, screen-reader output, device settings; a cell joins the texts
     of a repeated key with <br>); the rows are counted too and must be the distinct keys;
   - every fenced code line is in a <pre> (outside the criteria text), the fence's lines in one run;
     a java fence the importer marks kotlin is the same text; every <example> line is in the srcdoc of
     a live example's <iframe>;
   - every paragraph and list item outside Condensed, Gherkin and Videos (General Notes, developer
     notes, code examples, extra sections, links) is in the page text, after stripping Markdown
     emphasis, links and backticks and normalising white space;
   - every source video is one <video> with the same src and at least one <track kind="captions">
     with the caption's src;
   - every heading of the notes and of extra sections is a heading of the page (a framework marker
     under the name the importer gives it: Android View → Android Views, Android Compose → Jetpack
     Compose; the known H2s are renamed by design and not compared).
   Each guide is a page under its collection's folder with every heading of its source (also those
   inside list items) as a heading, its paragraphs and list items in the text, and each line of its
   raw-HTML demos in a live example or <pre> (or in the text, where the page shows the markup as text).
5. Prints a summary table of expected and found counts and the three timings.

A failure names the source file and line, what was expected and what the page has.

Usage: scripts/check-magentaa11y-import.py --binary PATH SOURCE_ROOT WORK_DIR [--clean]
WORK_DIR is created; Content/, Static/, Output/ and a11ydocs.yml in it are replaced (nothing else is
touched). Ends with 'N passed, N failed' and exits 1 on any failure.
"""
import argparse
import collections
import html
import importlib.util
import json
import posixpath
import re
import shutil
import subprocess
import sys
import time
from html.parser import HTMLParser
from pathlib import Path

from tally import Tally

# The parsing and counting rules are those of the scaler, loaded from its file (its name has hyphens).
_spec = importlib.util.spec_from_file_location("scale_magentaa11y", Path(__file__).with_name("scale-magentaa11y.py"))
scale = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(scale)

arguments = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
arguments.add_argument("--binary", required=True, type=Path, help="the a11ydocs executable")
arguments.add_argument("source", type=Path, metavar="SOURCE_ROOT")
arguments.add_argument("work", type=Path, metavar="WORK_DIR")
arguments.add_argument("--clean", action="store_true", help="the source has no media defect: check finds no error")
options = arguments.parse_args()

tally = Tally()
check = tally.check
binary = options.binary.resolve()
work = options.work.resolve()


# --- A small DOM from html.parser ------------------------------------------------------------------------------

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Node:
    def __init__(self, tag, attrs, parent=None):
        self.tag, self.attrs, self.parent, self.children = tag, attrs, parent, []

    def iter(self, tag=None):
        for child in self.children:
            if isinstance(child, Node):
                if tag is None or child.tag == tag:
                    yield child
                yield from child.iter(tag)

    def text(self):
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def classes(self):
        return self.attrs.get("class", "").split()

    def inside(self, predicate):
        node = self.parent
        while node is not None:
            if predicate(node):
                return True
            node = node.parent
        return False


class Tree(HTMLParser):
    """The page as nested Nodes; character references are decoded by html.parser."""

    def __init__(self, text):
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", {})
        self.stack = [self.root]
        self.feed(text)
        self.close()

    def handle_starttag(self, tag, attrs):
        node = Node(tag, {k: v or "" for k, v in attrs}, self.stack[-1])
        self.stack[-1].children.append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_startendtag(self, tag, attrs):
        self.stack[-1].children.append(Node(tag, {k: v or "" for k, v in attrs}, self.stack[-1]))

    def handle_endtag(self, tag):
        if any(node.tag == tag for node in self.stack[1:]):
            while self.stack.pop().tag != tag:
                pass

    def handle_data(self, data):
        self.stack[-1].children.append(data)


def normal(text):
    return " ".join(html.unescape(text).split())


def cell_lines(cell):
    """A table cell's texts, split where the renderer joined a repeated key's texts with <br>."""
    lines, current = [], []

    def walk(node):
        for child in node.children:
            if isinstance(child, str):
                current.append(child)
            elif child.tag == "br":
                lines.append("".join(current))
                current.clear()
            else:
                walk(child)
    walk(cell)
    lines.append("".join(current))
    return [normal(line) for line in lines if normal(line)]


CODE_SPAN = re.compile(r"(`+)(.+?)\1")


def plain(markdown):
    """The words a reader sees of a Markdown line: emphasis, link syntax, escapes and backticks dropped."""
    parts = []
    for index, piece in enumerate(CODE_SPAN.split(markdown)):
        kind = index % 3
        if kind == 1:  # the backticks themselves
            continue
        if kind == 2:  # code span content, literal
            parts.append(piece)
            continue
        piece = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", piece)
        piece = re.sub(r"<(https?://[^>]+)>", r"\1", piece)
        piece = re.sub(r"\*\*|__", "", piece)
        piece = re.sub(r"(?<![\w*])[*_](\S(?:.*?\S)?)[*_](?![\w*])", r"\1", piece)
        piece = re.sub(r"\\([\\`*_{}\[\]()#+\-.!|<>])", r"\1", piece)
        parts.append(piece)
    return normal("".join(parts))


# --- The source --------------------------------------------------------------------------------------------------

def documentation_folder(root):
    for candidate in (root / scale.DOCUMENTATION, root / "documentation", root):
        if (candidate / "native").is_dir() or (candidate / "web").is_dir():
            return candidate
    sys.exit(f"check-magentaa11y-import: no public/content/documentation/<native|web> under {root}")


source = options.source.resolve()
documentation = documentation_folder(source)
assets = documentation.parent / "assets"
files = scale.scan(documentation)
pages = {rel: scale.parse_page((documentation / rel).read_text(encoding="utf-8"))
         for kind in ("native", "web") for rel in files[kind]}
guides = {rel: scale.parse_page((documentation / rel).read_text(encoding="utf-8")) for rel in files["guides"]}
defects = scale.media_defects(documentation, assets, pages)

KNOWN_SECTIONS = {"general notes", "condensed", "gherkin", "videos", "ios developer notes", "android developer notes",
                  "developer notes", "code examples", "code example", "further reading", "resources", "related wcag"}
FRAMEWORKS = {"uikit": "UIKit", "swiftui": "SwiftUI", "android view": "Android Views", "android views": "Android Views",
              "jetpack compose": "Jetpack Compose", "android compose": "Jetpack Compose"}


def note_headings(page):
    """The headings a pattern page must show: those of the notes and of extra sections (Condensed, Gherkin and
    Videos are rebuilt, and the known H2s renamed by design: 'iOS developer notes', 'Further reading'…)."""
    sections = page["sections"] + [(None, float("inf"))]
    kept = [(start, end) for (name, start), (_, end) in zip(sections, sections[1:])
            if name.lower() not in scale.PROSE_EXCLUDED]
    return [(h["line"], h["text"]) for h in page["headings"] if any(start <= h["line"] < end for start, end in kept)
            and (h["level"] > 2 or h["text"].lower() not in KNOWN_SECTIONS)]


def distinct_keys(page):
    """The criteria rows a page should have: a repeated key in a group is one row."""
    return len({(b["group"], b["key"]) for b in page["bullets"]})


# Every expected number comes from the source, before anything runs.
expected = collections.Counter()
for rel, page in pages.items():
    for key, value in scale.counts(page).items():
        expected[key] += value
    expected["criteria_rows"] += distinct_keys(page)
    expected["example_lines"] += sum(len(e["lines"]) for e in page["examples"])
    expected["pattern_headings"] += len(note_headings(page))
for rel, page in list(pages.items()) + list(guides.items()):
    expected["prose_paragraphs"] += len(page["paragraphs"])
    expected["prose_items"] += len(page["items"])
    expected["html_lines"] += len(page["html"])
expected["guide_headings"] = sum(len(page["headings"]) for page in guides.values())
expected["native"], expected["web"], expected["guides"] = len(files["native"]), len(files["web"]), len(guides)

manifest_path = source / "MANIFEST.json"
if manifest_path.is_file():  # written by the scaler: it must say what the files say
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    for key in ("native", "web", "guides", "condensed_bullets", "fenced_code_lines", "videos", "captions"):
        check(manifest["totals"].get(key) == expected[key],
              f"MANIFEST.json: {key} is {manifest['totals'].get(key)}, the files hold {expected[key]}")
    listed = sorted((d["file"], d["path"], d["kind"]) for d in manifest["media_defects"])
    check(listed == sorted((d["file"], d["path"], d["kind"]) for d in defects),
          f"MANIFEST.json: media defects {listed} differ from the files' {[(d['file'], d['path']) for d in defects]}")
if options.clean:
    check(not defects, "--clean, but the source has media defects: "
          + "; ".join(f"{d['file']}:{d['line']}: {d['kind']} {d['path']}" for d in defects))


# --- 1-3: import, check, build -----------------------------------------------------------------------------------

def run(command, cwd):
    started = time.monotonic()
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    return result, time.monotonic() - started


work.mkdir(parents=True, exist_ok=True)
for name in ("Content", "Static", "Output"):
    shutil.rmtree(work / name, ignore_errors=True)
(work / "a11ydocs.yml").unlink(missing_ok=True)

imported, import_seconds = run([str(binary), "import", "magentaa11y", str(source), "--to", str(work / "Content")], work)
check(imported.returncode == 0, f"import exited {imported.returncode}: {imported.stderr.strip()[-500:]}")
renamed = {}  # source path → entry path, from the importer's 'A → B' lines
for line in (imported.stdout + imported.stderr).splitlines():
    if " → " in line and line.strip().endswith(".md"):
        left, right = line.split(" → ", 1)
        renamed[Path(left.strip()).resolve()] = Path(right.strip())


def entry_of(rel):
    """The imported entry's collection and slug for a source file (relative to documentation/)."""
    target = renamed.get((documentation / rel).resolve())
    collection = rel.split("/")[0]
    return collection, (target.stem if target else Path(rel).stem)


for rel in list(pages) + list(guides):
    collection, slug = entry_of(rel)
    check((work / "Content" / collection / f"{slug}.md").is_file(), f"{rel}: no entry Content/{collection}/{slug}.md")

checked, check_seconds = run([str(binary), "check"], work)
diagnostics = checked.stdout + checked.stderr
errors = [m for m in re.finditer(r"^(.+?):(\d+):(\d+): error: (.*)$", diagnostics, re.M)]
matched = set()
if options.clean:
    check(checked.returncode == 0, f"check exited {checked.returncode} on a clean library")
else:
    check(checked.returncode == (1 if defects else 0), f"check exited {checked.returncode} with {len(defects)} defects")
for defect in defects:
    collection, slug = entry_of(defect["file"])
    where = f"Static/{defect['path']}" if defect["kind"] == "invalid-caption" else f"Content/{collection}/{slug}.md"
    hits = [i for i, e in enumerate(errors) if e.group(1) == where
            and (defect["kind"] == "invalid-caption" or f"'{defect['path']}'" in e.group(4))]
    check(len(hits) == 1, f"{defect['file']}:{defect['line']}: {defect['kind']} {defect['path']}: "
                          f"{len(hits)} errors on {where} name it, expected 1")
    matched.update(hits)
for index, error in enumerate(errors):
    check(index in matched, f"check: an error that is no media defect of the source: {error.group(0)}")
reported = re.search(r"(\d+) errors?", checked.stderr)  # without errors the summary names only warnings
check((int(reported.group(1)) if reported else 0) == len(errors),
      f"check: summary {checked.stderr.strip()[-80:]!r}, but {len(errors)} error lines")

built, build_seconds = run([str(binary), "build", "--output", str(work / "Output")], work)
check(built.returncode == 0, f"build exited {built.returncode}: {built.stderr.strip()[-500:]}")
output = work / "Output"


# --- 4: the pages ------------------------------------------------------------------------------------------------

found = collections.Counter()
TABLE_GROUPS = (("keyboard", "keyboard"), ("gesture", "gestures"), ("output", "screenreader"), ("setting", "settings"))


def load(collection, slug, rel):
    path = output / collection / slug / "index.html"
    if not check(path.is_file(), f"{rel}: no page {path.relative_to(output)}"):
        return None
    tree = Tree(path.read_text(encoding="utf-8"))
    return next(tree.root.iter("main"), tree.root)


def check_headings(rel, wanted, main, key):
    """Each (line, text) of `wanted` is a heading of the page (h2-h6 outside the navigation), in any letter case;
    a framework marker by the name the importer maps it to."""
    have = collections.Counter(normal(h.text()).lower() for h in main.iter() if h.tag in ("h2", "h3", "h4", "h5", "h6")
                               and not h.inside(lambda x: x.tag == "nav"))
    for line, text in wanted:
        text = plain(text)
        text = FRAMEWORKS.get(text.lower(), text)
        if check(have[text.lower()] > 0, f"{rel}:{line}: heading {text!r} is no heading of the page"):
            have[text.lower()] -= 1
            found[key] += 1


def check_prose(rel, page, main):
    """Paragraphs and list items: their words, in order, somewhere in the page text."""
    text = normal(main.text())
    for kind in ("paragraphs", "items"):
        for record in page[kind]:
            words = plain(record["text"])
            if check(words in text, f"{rel}:{record['line']}: {kind[:-1]} of '{record['section']}' is not in the "
                                    f"page: {words[:100]!r}"):
                found["prose_" + kind] += 1


def check_html(rel, page, main):
    """Raw HTML outside fences and <example> (the guides' pass/fail demos): each line is a line of a live
    example or a <pre>, or, where the page shows it as text, in its text."""
    shown = {line.strip() for node in main.iter() if node.tag in ("iframe", "pre")
             for line in (node.attrs.get("srcdoc", "") if node.tag == "iframe" else node.text()).split("\n")}
    text = normal(main.text())
    for record in page["html"]:
        if check(record["text"] in shown or normal(record["text"]) in text,
                 f"{rel}:{record['line']}: raw HTML line is in no live example, <pre> or text: "
                 f"{record['text'][:100]!r}"):
            found["html_lines"] += 1


def check_code(rel, page, main):
    pres = [p for p in main.iter("pre") if "criteria-text" not in p.classes()]
    blocks = [[line.rstrip() for line in p.text().split("\n")] for p in pres]
    every = {line for block in blocks for line in block}
    unindented = {line.strip() for line in every}
    for fence in page["fences"]:
        wanted = [line.rstrip() for _, line in fence["lines"]]
        if any(block[i:i + len(wanted)] == wanted for block in blocks for i in range(len(block))):
            found["fenced_code_lines"] += len(wanted)
            continue
        for number, line in fence["lines"]:
            if check(line.rstrip() in every, f"{rel}:{number}: code line ({fence['lang']} fence of line "
                                             f"{fence['open']}) in no <pre>: {line.strip()[:100]!r}"
                                             + (" (found with other indentation)" if line.strip() in unindented
                                                else "")):
                found["fenced_code_lines"] += 1
        tally.fail(f"{rel}:{fence['open']}: the {fence['lang']} fence's {len(wanted)} lines are not one run in a <pre>")
    srcdocs = [f.attrs.get("srcdoc", "").split("\n") for f in main.iter("iframe")]
    lines = {line.rstrip() for doc in srcdocs for line in doc}
    for example in page["examples"]:
        for number, line in example["lines"]:
            if check(line.rstrip() in lines, f"{rel}:{number}: <example> line in no live example's srcdoc: "
                                             f"{line.strip()[:100]!r}"):
                found["example_lines"] += 1


def check_criteria(rel, page, main):
    tables = {}
    for table in main.iter("table"):
        if not table.inside(lambda n: "how-to-test" in n.classes()):
            continue
        label = table.attrs.get("aria-labelledby", "")
        heading = next((h for h in main.iter() if h.attrs.get("id") == label), None)
        title = normal(heading.text() if heading else label).lower()
        group = next((g for word, g in TABLE_GROUPS if word in title), title)
        rows = []
        for row in table.iter("tr"):
            if row.inside(lambda n: n.tag == "thead"):
                continue
            key = normal(next(row.iter("th")).text()) if next(row.iter("th"), None) else ""
            texts = [line for cell in row.iter("td") for line in cell_lines(cell)]
            rows.append((key, texts))
        tables[group] = rows
    rows_found = sum(len(rows) for rows in tables.values())
    found["criteria_rows"] += rows_found
    check(rows_found == distinct_keys(page), f"{rel}: {rows_found} criteria rows, expected one per key: "
                                             f"{distinct_keys(page)} ({len(page['bullets'])} bullets)")
    # Each line of a cell stands for one bullet: a bullet takes a line with its text (one under its own key
    # first), so two bullets with the same text need two lines.
    free = {group: [(key, line) for key, texts in rows for line in texts] for group, rows in tables.items()}

    def matches(bullet, key, line):
        if bullet["keyed"]:
            return line == normal(bullet["text"])
        return line == normal(bullet["whole"]) or normal(f"{key} {line}") == normal(bullet["whole"])

    for bullet in page["bullets"]:
        text = normal(bullet["text"])
        lines = free.get(bullet["group"], [])
        candidates = sorted((key != normal(bullet["key"]), index) for index, (key, line) in enumerate(lines)
                            if matches(bullet, key, line))
        if not candidates:
            elsewhere = [g for g, rows in free.items() if any(matches(bullet, k, t) for k, t in rows)]
            has = [t for k, t in lines if k == normal(bullet["key"])]
            tally.fail(f"{rel}:{bullet['line']}: Condensed bullet not in the {bullet['group']} table: {text!r}"
                       + (f"; it is in the {', '.join(elsewhere)} table" if elsewhere else "")
                       + (f"; the row '{bullet['key']}' has {has}" if has else ""))
            continue
        found["condensed_bullets"] += 1
        key, _ = lines.pop(candidates[0][1])
        if bullet["keyed"]:
            check(key == normal(bullet["key"]), f"{rel}:{bullet['line']}: the row of {text[:50]!r} is headed "
                                                f"{key!r}, not {bullet['key']!r}")


def check_videos(rel, collection, slug, page, main):
    def resolve(src):  # page-relative (../../media/…) to site-relative, as the source writes it
        return posixpath.normpath(posixpath.join(f"{collection}/{slug}", src)) if src else ""
    videos = []
    for video in main.iter("video"):
        videos.append({"src": [resolve(s.attrs.get("src")) for s in video.iter("source")] or
                       [resolve(video.attrs.get("src"))],
                       "captions": [resolve(t.attrs.get("src")) for t in video.iter("track")
                                    if t.attrs.get("kind") == "captions"]})
    found["videos"] += len(videos)
    check(len(videos) == len(page["videos"]), f"{rel}: {len(videos)} <video>s on the page, "
                                              f"{len(page['videos'])} in the source")
    for video in page["videos"]:
        same = [v for v in videos if video["src"] in v["src"]]
        if not check(len(same) == 1, f"{rel}:{video['line']}: {len(same)} <video>s play {video['src']}, expected 1"):
            continue
        tracks = same[0]["captions"]
        found["captions"] += len(tracks)
        check(tracks, f"{rel}:{video['line']}: the <video> of {video['src']} has no <track kind=\"captions\">")
        for caption in video["captions"]:
            check(caption["src"] in tracks, f"{rel}:{caption['line']}: no captions track {caption['src']}; "
                                            f"the <video> has {tracks}")


for rel, page in sorted(pages.items()):
    collection, slug = entry_of(rel)
    main = load(collection, slug, rel)
    if main is None:
        continue
    found[collection] += 1
    check_criteria(rel, page, main)
    check_code(rel, page, main)
    check_prose(rel, page, main)
    check_html(rel, page, main)
    check_videos(rel, collection, slug, page, main)
    check_headings(rel, note_headings(page), main, "pattern_headings")

for rel, page in sorted(guides.items()):
    collection, slug = entry_of(rel)
    main = load(collection, slug, rel)
    if main is None:
        continue
    found["guides"] += 1
    check_headings(rel, [(h["line"], h["text"]) for h in page["headings"]], main, "guide_headings")
    check_prose(rel, page, main)
    check_html(rel, page, main)
    check_code(rel, page, main)


# --- 5: summary --------------------------------------------------------------------------------------------------

expected["check_errors"], found["check_errors"] = len(defects), len(errors)
rows = [("entries native", "native"), ("entries web", "web"), ("guides", "guides"), ("videos", "videos"),
        ("captions", "captions"), ("Condensed bullets (texts found)", "condensed_bullets"),
        ("criteria table rows (one per key)", "criteria_rows"), ("fenced code lines", "fenced_code_lines"),
        ("<example> lines in live examples", "example_lines"), ("paragraphs", "prose_paragraphs"),
        ("list items", "prose_items"), ("pattern headings (notes, extra sections)", "pattern_headings"),
        ("guide headings", "guide_headings"), ("raw HTML lines (guide demos)", "html_lines"),
        ("check errors (media defects)", "check_errors")]
table = [f"{'':42} {'expected':>9} {'found':>9}"]
table += [f"{label:42} {expected[key]:>9} {found[key]:>9}" for label, key in rows]
table += [f"{'import / check / build seconds':42} {import_seconds:>9.2f} {check_seconds:>9.2f} {build_seconds:>9.2f}"]
tally.finish("\n".join(table))
