"""Data a built site carries inside its pages, for the checks that compare against it."""
import html.parser
import json

CALLBACK = "a11ydocsCriteria("


class _ScriptData(html.parser.HTMLParser):
    """Collects the text of <script type="application/json" id="criteria-data">."""

    def __init__(self):
        super().__init__()
        self.inside, self.text = False, ""

    def handle_starttag(self, tag, attrs):
        self.inside = tag == "script" and dict(attrs).get("id") == "criteria-data"

    def handle_endtag(self, tag):
        self.inside = False

    def handle_data(self, data):
        if self.inside:
            self.text += data


def criteria_page(root):
    """The JSON the builder page itself holds, from OUTPUT_DIR/criteria/index.html: each format's
    `header`, `separator` and `footer`, and `order`, the entries' ids in library order."""
    reader = _ScriptData()
    reader.feed((root / "criteria/index.html").read_text(encoding="utf-8"))
    return json.loads(reader.text)


def entry_criteria(root, entry_id):
    """An entry's texts, {"condensed": ..., "gherkin": ...}, from OUTPUT_DIR/criteria/<id>.js: one
    call, a11ydocsCriteria(<id>,<texts>);, whose arguments must be JSON. Raises ValueError when the
    file is not exactly that, or names another entry."""
    text = (root / "criteria" / (entry_id + ".js")).read_text(encoding="utf-8")
    if not (text.startswith(CALLBACK) and text.endswith(");\n")):
        raise ValueError(f"criteria/{entry_id}.js is not one call of {CALLBACK[:-1]}: {text[:80]!r}")
    called, texts = json.loads("[" + text[len(CALLBACK):-len(");\n")] + "]")
    if called != entry_id or sorted(texts) != ["condensed", "gherkin"] or not all(isinstance(t, str) for t in texts.values()):
        raise ValueError(f"criteria/{entry_id}.js does not hand over {entry_id}'s two texts")
    return texts


def criteria_builder(root):
    """The criteria builder's whole data as its page puts it together: the page's JSON with each
    format's `pieces` (id → text) read from every entry's criteria/<id>.js."""
    data = criteria_page(root)
    texts = {entry_id: entry_criteria(root, entry_id) for entry_id in data["order"]}
    for name, fmt in data["formats"].items():
        fmt["pieces"] = {entry_id: entry_texts[name] for entry_id, entry_texts in texts.items()}
    return data
