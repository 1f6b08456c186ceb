#!/usr/bin/env python3
"""Writes a MagentaA11y 2.x repository of the real library's size from the small hand-written fixture.

The fixture (Tests/a11ydocsTests/Fixtures/MagentaA11y, described by its MANIFEST.md) holds 4 native and
5 web patterns, 2 "how to test" guides and 6 videos. This script writes, at OUT_ROOT, the same layout
(public/content/documentation/<native|web|how-to-test>/<category>/<slug>.md and
public/content/assets/media/video/...) with --native, --web and --guides files and --videos videos in all:

- The fixture's files keep their names and bytes, so the planted defects stay where the manifest says.
  Copies cycle through the fixture's files of each kind (sorted by path) under new slugs in the same
  category folder: rating.md, then rating-2.md, rating-3.md… Their text is the original's, with the
  'Full information:' link pointing at the new slug. MARKDOWN_GUIDE.md (not content) is copied once.
- Videos: a copy of a pattern with a '## Videos' section carries its videos, with its media renamed
  (media/video/<native|web>/<slug>/<slug>_<AT>.<ext> and <…>-en-US.vtt) and always correct: the type
  matches the bytes, the caption exists and starts with WEBVTT. Copies of the defective originals
  therefore add no defect. To reach --videos, copies without videos get a '## Videos' section in the
  fixture's HTML shape (after Gherkin, before the developer notes) with two new placeholder videos.
- Placeholder media are tiny and written here: a WebM is an EBML header (DocType webm) and a 64-byte
  Void element, an MP4 an 'ftyp' box and a 'free' box; captions are valid WebVTT with 3 cues in order.
- Without --clean the originals' media defects stay (the fixture's D1-D4: a src whose letter case
  differs from the file, an .mp4 declared video/webm, a missing caption, a caption without a WEBVTT
  header). With --clean they are repaired: the file takes the referenced name, the type the one the
  bytes say, the missing caption is written and the header added, so 'a11ydocs check' finds no error.

OUT_ROOT/MANIFEST.json holds the totals counted from the files written, with the rules of the fixture's
MANIFEST.md: per pattern file its Condensed bullets, fenced code lines, videos and caption references,
and the list of media defects (entry file, line and referenced path). scripts/check-magentaa11y-import.py
imports the parsing functions below, so both count the same way. Output is deterministic.

Usage: scripts/scale-magentaa11y.py FIXTURE_ROOT OUT_ROOT [--native 42] [--web 51] [--guides 9]
                                    [--videos 120] [--clean]
OUT_ROOT must be empty, absent, or a folder this script wrote before (it is then replaced).
"""
import argparse
import json
import os
import re
import shutil
import sys
from pathlib import Path

DOCUMENTATION = Path("public/content/documentation")
ASSETS = Path("public/content/assets")
KINDS = {"native": "native", "web": "web", "guides": "how-to-test"}

# --- Parsing, with the counting rules of the fixture's MANIFEST.md -------------------------------------------

H2 = re.compile(r"^## +(.*?)\s*$")  # a section heading starts at column 0
HEADING = re.compile(r"^\s*(#{1,6}) +(.*?)\s*$")  # any heading, also those indented inside guide list items
FENCE = re.compile(r"^\s*(`{3,}|~{3,})\s*([^`\s]*)")
BULLET = re.compile(r"^\s*- (.*)$")
ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+(.*)$")
GROUP = re.compile(r"^\s*\d+\.\s+(.*)$")
ATTRIBUTE = re.compile(r'([\w-]+)="([^"]*)"')
PROSE_EXCLUDED = {"condensed", "gherkin", "videos"}  # boilerplate, restated facts and media: not prose


def group_of(title):
    """The a11ydocs test group a Condensed group title stands for."""
    lowered = title.lower()
    for word, group in (("keyboard", "keyboard"), ("gesture", "gestures"), ("output", "screenreader"),
                        ("setting", "settings")):
        if word in lowered:
            return group
    return None


def parse_page(text):
    """Everything the scaler counts and the import checker verifies, with 1-based line numbers:
    sections, headings, Condensed bullets (group, key, text), fences, <example> blocks, videos and
    captions, and prose (paragraphs, list items and raw HTML lines outside Condensed, Gherkin and Videos)."""
    page = {"sections": [], "headings": [], "bullets": [], "fences": [], "examples": [], "videos": [],
            "paragraphs": [], "items": [], "html": []}
    section = None
    group = None
    fence = None  # the open fence's record
    example = None
    h3 = None
    video = None
    paragraph = None
    for number, line in enumerate(text.split("\n"), start=1):
        if fence is not None:
            if re.match(r"^\s*" + re.escape(fence["marker"]) + r"\s*$", line):
                fence["close"] = number
                fence = None
            else:
                fence["lines"].append((number, line))
            continue
        opening = FENCE.match(line)
        if opening:
            fence = {"marker": opening.group(1), "lang": opening.group(2), "open": number, "close": None,
                     "lines": [], "section": section}
            page["fences"].append(fence)
            paragraph = None
            continue
        if example is not None:
            if line.strip() == "</example>":
                example = None
            else:
                example["lines"].append((number, line))
            continue
        if line.strip() == "<example>":
            example = {"open": number, "lines": [], "section": section}
            page["examples"].append(example)
            paragraph = None
            continue
        h2 = H2.match(line)
        if h2:
            section = h2.group(1)
            page["sections"].append((section, number))
            group, h3, paragraph = None, None, None
        heading = HEADING.match(line)
        if heading:
            page["headings"].append({"line": number, "level": len(heading.group(1)), "text": heading.group(2)})
            if len(heading.group(1)) == 3 and not line.startswith(" "):
                h3 = heading.group(2)
            paragraph = None
            continue
        name = (section or "").lower()
        if name == "condensed":
            title = GROUP.match(line)
            if title:
                group = group_of(title.group(1))
            bullet = BULLET.match(line)
            if bullet:
                whole = bullet.group(1).strip()
                keyed = ": " in whole
                key, rest = whole.split(": ", 1) if keyed else (whole.split(" ", 1)[0], whole)
                page["bullets"].append({"line": number, "group": group, "key": key, "text": rest,
                                        "whole": whole, "keyed": keyed})
            continue
        if "<source" in line and "src=" in line:
            attributes = dict(ATTRIBUTE.findall(line))
            video = {"line": number, "h3": h3, "src": attributes.get("src"), "type": attributes.get("type"),
                     "captions": []}
            page["videos"].append(video)
        if "<track" in line and "src=" in line:
            attributes = dict(ATTRIBUTE.findall(line))
            if attributes.get("kind", "captions") in ("captions", "subtitles") and video is not None:
                video["captions"].append({"line": number, "src": attributes["src"],
                                          "kind": attributes.get("kind", "captions")})
        if name in PROSE_EXCLUDED:
            continue
        stripped = line.strip()
        if not stripped or stripped.startswith("<"):  # raw HTML (the guides' demos) is not prose
            if stripped:
                page["html"].append({"line": number, "section": section, "text": stripped})
            paragraph = None
            continue
        item = ITEM.match(line)
        if item:
            page["items"].append({"line": number, "section": section, "text": item.group(1)})
            paragraph = None
        elif paragraph is not None:  # a paragraph may run over several lines
            paragraph["text"] += " " + stripped
        else:
            paragraph = {"line": number, "section": section, "text": stripped}
            page["paragraphs"].append(paragraph)
    for record in page["fences"]:
        record.pop("marker", None)
    return page


def counts(page):
    """The per-file numbers of MANIFEST.md's 'Per pattern file' table."""
    return {"condensed_bullets": len(page["bullets"]),
            "not_key_text": sum(not b["keyed"] for b in page["bullets"]),
            "fenced_code_lines": sum(len(f["lines"]) for f in page["fences"]),
            "videos": len(page["videos"]),
            "captions": sum(len(v["captions"]) for v in page["videos"])}


# --- Media: the bytes a type stands for, and the defects a reference can have --------------------------------

def sniff(data):
    """The video type the bytes say, or None."""
    if data[:4] == b"\x1a\x45\xdf\xa3":
        return "video/webm" if b"webm" in data[:64] else "video/x-matroska"
    if data[4:8] == b"ftyp":
        return "video/mp4"
    return None


def valid_webvtt(data):
    text = data.decode("utf-8", "replace").lstrip("\ufeff")
    return text.startswith("WEBVTT") and (len(text) == 6 or text[6] in " \t\r\n")


def exact_path(base, relative):
    """The file if it exists with exactly this letter case (listing folders, so a case-insensitive disk
    does not hide a difference), else None."""
    current = Path(base)
    for part in Path(relative).parts:
        if not current.is_dir() or part not in os.listdir(current):
            return None
        current = current / part
    return current if current.is_file() else None


def caseless_path(base, relative):
    """The file whose path differs from `relative` only in letter case, or None."""
    current = Path(base)
    for part in Path(relative).parts:
        if not current.is_dir():
            return None
        match = sorted(name for name in os.listdir(current) if name.lower() == part.lower())
        if not match:
            return None
        current = current / match[0]
    return current if current.is_file() else None


def media_defects(documentation, assets, pages):
    """The broken media references of the pattern files: `pages` maps a path relative to
    documentation/ to its parse_page() result. Kinds: case (only a file of another letter case exists),
    missing, type (declared type differs from the bytes), invalid-caption (no WEBVTT header)."""
    defects = []
    for relative, page in sorted(pages.items()):
        for video in page["videos"]:
            references = [("source", video["line"], video["src"], video["type"])]
            references += [("track", c["line"], c["src"], None) for c in video["captions"]]
            for element, line, src, declared in references:
                found = exact_path(assets, src)
                record = {"file": relative, "line": line, "element": element, "path": src}
                if found is None:
                    other = caseless_path(assets, src)
                    if other is not None:
                        actual = other.relative_to(assets).as_posix()
                        defects.append(dict(record, kind="case", detail=f"on disk as {actual}"))
                    else:
                        defects.append(dict(record, kind="missing", detail="no such file in any letter case"))
                elif element == "source":
                    says = sniff(found.read_bytes())
                    if declared and says and declared != says:
                        defects.append(dict(record, kind="type", detail=f"declared {declared}, bytes are {says}"))
                elif not valid_webvtt(found.read_bytes()):
                    defects.append(dict(record, kind="invalid-caption", detail="no WEBVTT header"))
    return defects


def webm_bytes():
    """An EBML header (version 1, DocType webm) followed by a 64-byte EBML Void element."""
    header = (b"\x42\x86\x81\x01" b"\x42\xf7\x81\x01" b"\x42\xf2\x81\x04" b"\x42\xf3\x81\x08"
              b"\x42\x82\x84webm" b"\x42\x87\x81\x04" b"\x42\x85\x81\x02")
    return b"\x1a\x45\xdf\xa3" + bytes([0x80 | len(header)]) + header + b"\xec" + bytes([0x80 | 64]) + bytes(64)


def mp4_bytes():
    """An 'ftyp' box (isom, mp41) and a 72-byte 'free' box."""
    return (b"\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isommp41" + (72).to_bytes(4, "big") + b"free" + bytes(64))


def caption_text(title, technology):
    """A valid WebVTT file with three cues in time order."""
    cues = [("00:00:00.000", "00:00:02.000", f"{title}, shown with {technology}."),
            ("00:00:02.000", "00:00:04.500", f"Focus moves to the {title.lower()} and it is announced."),
            ("00:00:04.500", "00:00:06.000", "End of the demonstration.")]
    return "WEBVTT\n\n" + "\n\n".join(f"{start} --> {end}\n{text}" for start, end, text in cues) + "\n"


def placeholder_video(extension):
    return mp4_bytes() if extension == ".mp4" else webm_bytes()


TYPES = {".webm": "video/webm", ".mp4": "video/mp4"}
# The assistive technologies of the two videos added to a copy: H3 text and file name part, as the fixture has them.
ADDED = {"native": [("iOS VoiceOver", "IosVoiceOver"), ("Android Talkback", "AndroidTalkback")],
         "web": [("Windows NVDA Chrome", "WindowsNvdaChrome"), ("MacOS VoiceOver Safari", "MacosVoiceoverSafari")]}


def title_of(slug):
    return slug.replace("-", " ").replace("&", "and").capitalize()


def video_block(technology, src, mime, caption):
    """One H3 and <video>, in the fixture's exact shape."""
    return [f"### {technology}", "", "<video controls>", f'  <source src="{src}" type="{mime}">',
            f'  <track kind="captions" src="{caption}" srclang="en" label="English">',
            "  Your browser does not support the video tag.", "</video>", ""]


# --- Writing ---------------------------------------------------------------------------------------------------

class Writer:
    def __init__(self, fixture, out):
        self.fixture_doc = fixture / DOCUMENTATION
        self.fixture_assets = fixture / ASSETS
        self.doc = out / DOCUMENTATION
        self.assets = out / ASSETS

    def write_media(self, relative, data):
        path = self.assets / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)

    def source_media(self, src):
        """The fixture's bytes for a reference, found in any letter case, or None."""
        found = exact_path(self.fixture_assets, src) or caseless_path(self.fixture_assets, src)
        return found.read_bytes() if found else None

    def copy_videos(self, lines, page, kind, slug, original_slug, keep):
        """The copy's lines with its Videos section's media renamed to the new slug (and the media
        written, correct whatever the original's state); only the first `keep` videos stay."""
        folder = f"media/video/{kind}/{slug}"
        rewritten = list(lines)
        drop = set()
        sections = page["sections"] + [(None, len(lines) + 1)]
        for (name, start), (_, end) in zip(sections, sections[1:]):
            if name.lower() != "videos":
                continue
            blocks = [h["line"] for h in page["headings"] if start < h["line"] < end and h["level"] == 3]
            kept = [v for v in page["videos"] if start < v["line"] < end][:keep]
            keep -= len(kept)
            if not kept:
                drop.update(range(start, end))
            else:  # drop the H3 blocks after the last video kept
                after = [b for b in blocks if b > kept[-1]["line"]]
                if after:
                    drop.update(range(after[0], end))
            for video in kept:
                base = video["src"].rsplit("/", 1)[-1]
                stem, extension = os.path.splitext(base)
                technology = stem[len(original_slug) + 1:] if stem.lower().startswith(original_slug.lower() + "_") \
                    else stem
                new_stem = f"{folder}/{slug}_{technology}"
                data = self.source_media(video["src"])
                if data is None or sniff(data) != TYPES.get(extension.lower(), "video/webm"):
                    data = placeholder_video(extension.lower())
                self.write_media(new_stem + extension, data)
                line = rewritten[video["line"] - 1]
                line = re.sub(r'src="[^"]*"', f'src="{new_stem}{extension}"', line)
                rewritten[video["line"] - 1] = re.sub(r'type="[^"]*"', f'type="{sniff(data)}"', line)
                for caption in video["captions"]:
                    data = self.source_media(caption["src"])
                    if data is None or not valid_webvtt(data):
                        data = caption_text(title_of(slug), video["h3"] or technology).encode()
                    self.write_media(f"{new_stem}-en-US.vtt", data)
                    rewritten[caption["line"] - 1] = re.sub(r'src="[^"]*"', f'src="{new_stem}-en-US.vtt"',
                                                           rewritten[caption["line"] - 1])
        return [line for number, line in enumerate(rewritten, start=1) if number not in drop]

    def add_videos(self, lines, kind, slug, count):
        """The copy's lines with a new Videos section of `count` videos after Gherkin, before the notes."""
        page = parse_page("\n".join(lines))
        names = [(name.lower(), start) for name, start in page["sections"]]
        gherkin = next((start for name, start in names if name == "gherkin"), 0)
        at = next((start for name, start in names if start > gherkin and name != "condensed"), len(lines) + 1)
        block = ["## Videos", ""]
        for technology, part in ADDED[kind][:count]:
            stem = f"media/video/{kind}/{slug}/{slug}_{part}"
            self.write_media(stem + ".webm", webm_bytes())
            self.write_media(stem + "-en-US.vtt", caption_text(title_of(slug), technology).encode())
            block += video_block(technology, stem + ".webm", "video/webm", stem + "-en-US.vtt")
        return lines[:at - 1] + block + lines[at - 1:]


def repair(documentation, assets, pages):
    """--clean: repair every media defect in place, keeping each Markdown file's lines where they are."""
    for defect in media_defects(documentation, assets, pages):
        target = assets / defect["path"]
        if defect["kind"] == "case":
            other = caseless_path(assets, defect["path"])
            target.parent.mkdir(parents=True, exist_ok=True)
            other.rename(target)  # the file takes the name the page uses
        elif defect["kind"] == "missing":
            target.parent.mkdir(parents=True, exist_ok=True)
            if defect["element"] == "track":
                target.write_text(caption_text(title_of(Path(defect["file"]).stem), "a screen reader"))
            else:
                target.write_bytes(placeholder_video(target.suffix.lower()))
        elif defect["kind"] == "type":
            path = documentation / defect["file"]
            lines = path.read_text(encoding="utf-8").split("\n")
            says = sniff(target.read_bytes())
            lines[defect["line"] - 1] = re.sub(r'type="[^"]*"', f'type="{says}"', lines[defect["line"] - 1])
            path.write_text("\n".join(lines), encoding="utf-8")
        elif defect["kind"] == "invalid-caption":
            target.write_bytes(b"WEBVTT\n\n" + target.read_bytes().lstrip(b"\xef\xbb\xbf"))


def natural(path):
    """rating-2 before rating-10."""
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", path)]


def scan(documentation):
    """Pattern and guide files (documentation/<collection>/<category>/<slug>.md), by kind, sorted."""
    found = {kind: sorted(p.relative_to(documentation).as_posix() for p in (documentation / folder).glob("*/*.md"))
             for kind, folder in KINDS.items()}
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("fixture", type=Path, metavar="FIXTURE_ROOT")
    parser.add_argument("out", type=Path, metavar="OUT_ROOT")
    parser.add_argument("--native", type=int, default=42)
    parser.add_argument("--web", type=int, default=51)
    parser.add_argument("--guides", type=int, default=9)
    parser.add_argument("--videos", type=int, default=120)
    parser.add_argument("--clean", action="store_true", help="repair the originals' media defects too")
    options = parser.parse_args()

    fixture, out = options.fixture, options.out
    if not (fixture / DOCUMENTATION).is_dir():
        sys.exit(f"scale-magentaa11y: {fixture / DOCUMENTATION} is not a folder")
    if out.exists() and any(out.iterdir()):
        if not (out / "MANIFEST.json").is_file():
            sys.exit(f"scale-magentaa11y: {out} holds files this script did not write; give an empty folder")
        shutil.rmtree(out / "public", ignore_errors=True)
        (out / "MANIFEST.json").unlink()
    writer = Writer(fixture, out)

    # The fixture's media and MARKDOWN_GUIDE.md as they are; its pattern and guide files below.
    if writer.fixture_assets.is_dir():
        shutil.copytree(writer.fixture_assets, writer.assets)
    writer.doc.mkdir(parents=True, exist_ok=True)
    for extra in sorted(writer.fixture_doc.glob("*.md")):
        shutil.copy2(extra, writer.doc / extra.name)

    originals = scan(writer.fixture_doc)
    wanted = {"native": options.native, "web": options.web, "guides": options.guides}
    written = {}  # relative path → (kind, copy_of or None)
    copies = []  # (copy number, kind, original, new relative path, new slug)
    for kind, files in originals.items():
        if not files:
            sys.exit(f"scale-magentaa11y: the fixture has no {kind} files")
        taken = {Path(f).stem for f in files}
        for index in range(wanted[kind]):
            original = files[index % len(files)]
            if index < len(files):
                (writer.doc / original).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(writer.fixture_doc / original, writer.doc / original)
                written[original] = (kind, None)
                continue
            number = index // len(files) + 1
            stem = Path(original).stem
            while f"{stem}-{number}" in taken:
                number += 1
            slug = f"{stem}-{number}"
            taken.add(slug)
            copies.append((index // len(files) + 1, kind, original, f"{Path(original).parent.as_posix()}/{slug}.md",
                           slug))
    copies.sort(key=lambda c: (c[0], list(KINDS).index(c[1]), c[2]))  # spread the videos across the library

    parsed = {rel: parse_page((writer.fixture_doc / rel).read_text(encoding="utf-8"))
              for files in originals.values() for rel in files}
    budget = options.videos - sum(len(parsed[rel]["videos"]) for rel, (kind, _) in written.items() if kind != "guides")
    if budget < 0:
        print(f"scale-magentaa11y: the originals alone hold more than {options.videos} videos", file=sys.stderr)
        budget = 0
    texts = {}
    for _, kind, original, relative, slug in copies:
        text = (writer.fixture_doc / original).read_text(encoding="utf-8")
        category, original_slug = original.split("/")[1], Path(original).stem
        if kind != "guides":  # the 'Full information:' link names the copy's own address
            text = re.sub(rf"-criteria/{re.escape(category)}/{re.escape(original_slug)}(?=[\])])",
                          f"-criteria/{category}/{slug}", text)
        lines = text.split("\n")
        if parsed[original]["videos"]:
            keep = min(len(parsed[original]["videos"]), budget)
            lines = writer.copy_videos(lines, parse_page(text), kind, slug, original_slug, keep)
            budget -= keep
        texts[relative] = lines
        written[relative] = (kind, original)
    for _, kind, original, relative, slug in copies:  # second pass: new videos for copies that have none
        if kind != "guides" and budget > 0 and not parsed[original]["videos"]:
            count = min(len(ADDED[kind]), budget)
            texts[relative] = writer.add_videos(texts[relative], kind, slug, count)
            budget -= count
    if budget > 0:
        print(f"scale-magentaa11y: {budget} videos short of {options.videos}: too few copies without videos",
              file=sys.stderr)
    for relative, lines in texts.items():
        path = writer.doc / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n".join(lines), encoding="utf-8")

    patterns = {rel: parse_page((writer.doc / rel).read_text(encoding="utf-8"))
                for rel, (kind, _) in written.items() if kind != "guides"}
    if options.clean:
        repair(writer.doc, writer.assets, patterns)
        patterns = {rel: parse_page((writer.doc / rel).read_text(encoding="utf-8")) for rel in patterns}
    defects = media_defects(writer.doc, writer.assets, patterns)
    if options.clean and defects:
        sys.exit(f"scale-magentaa11y: --clean left media defects: {defects}")

    entries = []
    for rel in sorted(patterns, key=natural):
        collection, category, name = rel.split("/")
        entries.append(dict({"path": rel, "collection": collection, "category": category, "slug": Path(name).stem,
                             "copy_of": written[rel][1]}, **counts(patterns[rel])))
    guides = [{"path": rel, "slug": Path(rel).stem, "copy_of": written[rel][1]}
              for rel in sorted((rel for rel, (kind, _) in written.items() if kind == "guides"), key=natural)]
    media = sorted(p.relative_to(writer.assets).as_posix() for p in writer.assets.rglob("*") if p.is_file())
    totals = {"native": sum(e["collection"] == "native" for e in entries),
              "web": sum(e["collection"] == "web" for e in entries),
              "guides": len(guides)}
    for key in ("condensed_bullets", "not_key_text", "fenced_code_lines", "videos", "captions"):
        totals[key] = sum(e[key] for e in entries)
    totals["video_files"] = sum(m.endswith((".webm", ".mp4")) for m in media)
    totals["caption_files"] = sum(m.endswith(".vtt") for m in media)
    totals["media_defects"] = len(defects)
    manifest = {"generator": "scripts/scale-magentaa11y.py", "clean": options.clean,
                "paths": "relative to public/content/documentation; media paths relative to public/content/assets",
                "totals": totals, "patterns": entries, "guides": guides, "media_defects": defects}
    (out / "MANIFEST.json").write_text(json.dumps(manifest, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")

    mp4 = sum(m.endswith(".mp4") for m in media)
    print(f"wrote {out}: native {totals['native']}, web {totals['web']}, guides {totals['guides']} "
          f"(+ MARKDOWN_GUIDE.md), {len(copies)} of them copies")
    print(f"  Condensed bullets {totals['condensed_bullets']}, fenced code lines {totals['fenced_code_lines']}")
    print(f"  videos {totals['videos']} referenced ({totals['video_files']} files: {totals['video_files'] - mp4} "
          f".webm, {mp4} .mp4), captions {totals['captions']} referenced ({totals['caption_files']} .vtt files)")
    print(f"  media defects {len(defects)}" + "".join(f"\n    {d['file']}:{d['line']}: {d['kind']}: {d['path']}"
                                                    f" ({d['detail']})" for d in defects))
    print(f"  {out / 'MANIFEST.json'}")


if __name__ == "__main__":
    main()
