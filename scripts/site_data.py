"""Data a built site carries inside its pages, for the checks that compare against it."""
import html.parser
import json


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


def criteria_builder(root):
    """The criteria builder's JSON from OUTPUT_DIR/criteria/index.html: formats, and `order`, the
    entries' ids in library order."""
    reader = _ScriptData()
    reader.feed((root / "criteria/index.html").read_text(encoding="utf-8"))
    return json.loads(reader.text)
