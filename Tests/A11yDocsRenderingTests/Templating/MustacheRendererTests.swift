import XCTest

@testable import A11yDocsMarkdown
@testable import A11yDocsModel
@testable import A11yDocsRendering
@testable import A11yDocsSupport
@testable import A11yDocsTemplating

/// The renderer against the Mustache spec's rules for every feature the templates use, in cases of
/// our own: interpolation, sections, inverted sections, comments, standalone lines, partials,
/// inheritance, set delimiters and the content-type pragma.
final class MustacheRendererTests: XCTestCase {
    /// Fields from a dictionary, for cases that need no view type.
    private struct Fields: TemplateFields {
        static let fields = TemplateFieldTable<Fields>([])
        var values: [String: TemplateValue]
        func field(id: Int, named name: String) -> TemplateValue? { values[name] }
    }

    private func object(_ values: [String: TemplateValue]) -> TemplateValue { .object(Fields(values: values)) }

    private func render(_ template: String, _ data: [String: TemplateValue] = [:], partials: [String: String] = [:])
        throws -> String
    {
        var templates = try partials.mapValues { try MustacheParser.parse($0) }
        templates["page"] = try MustacheParser.parse(template)
        return try MustacheRenderer(templates: templates, escaper: SiteEscaper()).render("page", object(data))
    }

    func testInterpolationEscapesForHTMLUnlessAskedNotTo() throws {
        let data: [String: TemplateValue] = ["name": .text("Tom & \"Jerry\" <b>'s</b>")]
        XCTAssertEqual(
            try render("{{name}}|{{{name}}}|{{& name}}", data),
            "Tom &amp; &quot;Jerry&quot; &lt;b&gt;&#39;s&lt;/b&gt;|Tom & \"Jerry\" <b>'s</b>|Tom & \"Jerry\" <b>'s</b>")
        XCTAssertEqual(
            try render(
                "{{ count }} {{flag}} [{{missing}}] [{{none}}]",
                ["count": .number(3), "flag": .flag(true), "none": .null]),
            "3 true [] []")
    }

    func testDottedNamesLookInWhatTheFirstPartFound() throws {
        let data: [String: TemplateValue] = ["page": object(["title": .text("Slider")]), "title": .text("outer")]
        XCTAssertEqual(
            try render("{{page.title}} {{page.missing}}|{{#page}}{{title}} {{page.title}}{{/page}}", data),
            "Slider |Slider Slider")
        // A broken chain is empty: it does not go on to an outer `title`.
        XCTAssertEqual(try render("{{#page}}[{{page.title.more}}]{{/page}}", data), "[]")
    }

    func testSectionsByValue() throws {
        let data: [String: TemplateValue] = [
            "items": .list([object(["n": .text("a")]), object(["n": .text("b")])]), "empty": .list([]),
            "yes": .flag(true), "no": .flag(false), "null": .null, "text": .text("x"), "n": .text("outer"),
        ]
        let template =
            "{{#items}}{{n}},{{/items}}|{{#empty}}E{{/empty}}|{{#yes}}{{n}}{{/yes}}|{{#no}}N{{/no}}|"
            + "{{#null}}Z{{/null}}|{{#text}}({{.}}){{/text}}|{{#missing}}M{{/missing}}"
        XCTAssertEqual(try render(template, data), "a,b,||outer|||(x)|")
        let inverted =
            "{{^items}}I{{/items}}|{{^empty}}E{{/empty}}|{{^no}}N{{/no}}|{{^null}}Z{{/null}}|{{^missing}}M{{/missing}}|"
            + "{{^text}}T{{/text}}"
        XCTAssertEqual(try render(inverted, data), "|E|N|Z|M|")
        XCTAssertEqual(
            try render("{{#items}}{{#items}}{{n}}{{/items}};{{/items}}", data), "ab;ab;",
            "an outer name is found from inside")
        // A context that is not an object (text, a list's text items) has no fields: a name inside it
        // is found outside, and leaving it gives back the object it was entered from.
        let texts: [String: TemplateValue] = data.merging(["texts": .list([.text("p"), .text("q")])]) { $1 }
        XCTAssertEqual(
            try render("{{#items}}{{#text}}{{.}}{{n}}{{/text}}{{n}};{{/items}}{{n}}", texts), "xaa;xbb;outer")
        XCTAssertEqual(try render("{{#items}}{{#texts}}{{.}}{{n}}{{/texts}};{{/items}}", texts), "paqa;pbqb;")
    }

    func testStandaloneTagsTakeTheirLineAndInterpolationsDoNot() throws {
        let data: [String: TemplateValue] = ["show": .flag(true), "name": .text("x")]
        XCTAssertEqual(try render("a\n  {{#show}}  \nb\n{{/show}}\nc\n", data), "a\nb\nc\n")
        XCTAssertEqual(try render("a\r\n{{! a note\n over two lines }}\r\nb", data), "a\r\nb")
        XCTAssertEqual(
            try render("  {{name}}\n{{#show}}{{/show}}\n", data), "  x\n\n", "two tags on a line are not standalone")
        XCTAssertEqual(try render("{{^show}}\n{{/show}}", data), "", "a standalone tag at the end of the text")
    }

    func testPartialsAreIndentedAsTheirTagAndSeeTheSameContext() throws {
        let partials = ["item": "<li>{{name}}</li>\n<li>{{{value}}}</li>\n"]
        XCTAssertEqual(
            try render(
                "<ul>\n  {{> item}}\n</ul>\n", ["name": .text("a"), "value": .text("1\n2")], partials: partials),
            "<ul>\n  <li>a</li>\n  <li>1\n2</li>\n</ul>\n", "data's own line breaks are not indented")
        XCTAssertEqual(
            try render("[{{>item}}] [{{>nothing}}]", ["name": .text("a")], partials: ["item": "{{name}}"]), "[a] []")
        XCTAssertEqual(
            try render("{{>self}}", partials: ["self": "x{{>self}}"]).count, MustacheRenderer.maximumDepth,
            "a template that includes itself stops")
    }

    func testInheritanceFillsBlocksAndTheOutermostChildWins() throws {
        let partials = [
            "base": "<title>{{$title}}Default{{/title}}</title>\n{{$main}}{{/main}}\n",
            "middle": "{{<base}}{{$title}}Middle{{/title}}{{$main}}middle body{{/main}}{{/base}}",
        ]
        XCTAssertEqual(
            try render(
                "{{<base}}\n{{$main}}\nHello {{name}}\n{{/main}}\nignored text\n{{/base}}\n", ["name": .text("you")],
                partials: partials),
            "<title>Default</title>\nHello you\n\n")
        XCTAssertEqual(
            try render("{{<middle}}{{$title}}Child{{/title}}{{/middle}}", partials: partials),
            "<title>Child</title>\nmiddle body\n")
    }

    /// Parents and blocks follow the spec's whitespace rules: a parent pair alone on its lines is
    /// indented as a partial is, a block's argument loses its own indentation and takes the place's.
    func testInheritanceKeepsIndentationAsWritten() throws {
        let partials = ["list": "<ul>\n  {{$items}}\n  <li>none</li>\n  {{/items}}\n</ul>\n", "line": "one\ntwo\n"]
        XCTAssertEqual(
            try render("<nav>\n  {{<line}}{{/line}}\n</nav>\n", partials: partials), "<nav>\n  one\n  two\n</nav>\n")
        XCTAssertEqual(
            try render(
                "{{<list}}\n{{$items}}\n    <li>a</li>\n    <li>b</li>\n{{/items}}\n{{/list}}\n", partials: partials),
            "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n")
        XCTAssertEqual(try render("{{<list}}{{/list}}", partials: partials), "<ul>\n  <li>none</li>\n</ul>\n")
    }

    func testDelimitersAndContentTypeChangeForTheRestOfTheTemplate() throws {
        let data: [String: TemplateValue] = ["name": .text("<a>")]
        XCTAssertEqual(
            try render("{{name}}\n{{=<% %>=}}\n<% name %>{{name}}\n<%={{ }}=%>\n{{name}}", data),
            "&lt;a&gt;\n&lt;a&gt;{{name}}\n&lt;a&gt;")
        XCTAssertEqual(try render("{{name}}\n{{% CONTENT_TYPE:TEXT }}\n{{name}}", data), "&lt;a&gt;\n<a>")
        XCTAssertEqual(
            try render("{{>md}}{{name}}", data, partials: ["md": "{{%CONTENT_TYPE: TEXT}}{{name}}"]), "<a>&lt;a&gt;",
            "a partial's content type ends with it")
    }

    /// In a Markdown template a value reads as the author wrote it: punctuation and line openers are
    /// escaped, and its line breaks fit the line it stands on.
    func testMarkdownContentTypeEscapesForWhereTheValueStands() throws {
        let data: [String: TemplateValue] = [
            "v": .text("*Bold* <b> #1\n- item\n\n2. step | x"), "url": .text("a_b/c.md"), "n": .number(12),
        ]
        let markdown = "{{% CONTENT_TYPE: MARKDOWN }}\n"
        XCTAssertEqual(
            try render(markdown + "{{v}}", data), "\\*Bold\\* \\<b\\> \\#1\n\\- item\n\n2\\. step \\| x",
            "a value on a line of its own keeps its line breaks and escapes what would open a block")
        XCTAssertEqual(
            try render(markdown + "# {{v}}", data), "# \\*Bold\\* \\<b\\> \\#1 - item 2. step \\| x",
            "a heading stays one line")
        XCTAssertEqual(
            try render(markdown + "  - [{{v}}]({{{url}}}) {{n}}", data),
            "  - [\\*Bold\\* \\<b\\> \\#1 - item 2. step \\| x](a_b/c.md) 12")
        XCTAssertEqual(try render(markdown + "3. {{v}}", data), "3. \\*Bold\\* \\<b\\> \\#1 - item 2. step \\| x")
        XCTAssertEqual(
            try render(markdown + "| {{v}} |", data), "| \\*Bold\\* \\<b\\> \\#1<br>\\- item<br><br>2\\. step \\| x |",
            "a table cell keeps its line breaks as <br> and its pipes escaped")
        XCTAssertEqual(
            try render(markdown + "Tags: {{#list}}{{.}}{{/list}}", ["list": .list([.text("a_b")])]), "Tags: a\\_b")
    }

    /// A template named `….md` starts as Markdown, any other as HTML, whatever includes it.
    func testATemplatesNameSetsItsContentType() throws {
        let theme = Theme(
            files: [
                "page.md.mustache": .builtIn("# {{name}}\n{{> partials/part}}\n{{name}}"),
                "partials/part.mustache": .builtIn("<p>{{name}}</p>"),
            ], overridesDirectory: nil)
        let set = try TemplateSet.load(from: theme, pages: [("page.md", .object(["name": .text]))])
        XCTAssertEqual(
            try set.render(Fields(values: ["name": .text("a <b>")]), with: "page.md"),
            "# a \\<b\\>\n<p>a &lt;b&gt;</p>a \\<b\\>",
            "the standalone partial takes its line; its own text has no line break")
    }

    /// A theme from before Markdown templates escaped values names a twin field such as
    /// `titleMarkdown`: the error names the field that replaces it.
    func testAnOldMarkdownTwinFieldNamesItsReplacement() throws {
        let theme = Theme(
            files: ["page.md.mustache": .builtIn("# {{titleMarkdown}}\n{{#rows}}{{resultMarkdown}}{{/rows}}")],
            overridesDirectory: nil)
        let shape = TemplateShape.object(["title": .text, "rows": .list(.object(["result": .text]))])
        XCTAssertThrowsError(try TemplateSet.load(from: theme, pages: [("page.md", shape)])) { error in
            XCTAssertEqual(
                (error as? BuildError)?.diagnostics.map(\.description),
                [
                    "(built-in theme)/page.md.mustache:1:3: error: no field 'titleMarkdown' here — did you mean "
                        + "'title'? (the fields each page has are listed in docs/templates.md)",
                    "(built-in theme)/page.md.mustache:2:10: error: no field 'resultMarkdown' here — did you mean "
                        + "'result'? (the fields each page has are listed in docs/templates.md)",
                ])
        }
    }

    /// A page rendered in parts is the page rendered whole; a part that cannot be written stops it.
    func testRenderingInPartsGivesTheSameTextAndStopsAtAFailedPart() throws {
        let templates = ["page": try MustacheParser.parse("{{#items}}<li>{{n}}</li>\n{{/items}}")]
        let renderer = MustacheRenderer(templates: templates, escaper: SiteEscaper())
        let value = object(["items": .list((0..<500).map { object(["n": .text("é \($0)")]) })])
        var parts: [[UInt8]] = []
        try renderer.render("page", value, inPartsOf: 64) { parts.append($0) }
        XCTAssertGreaterThan(parts.count, 10)
        XCTAssertEqual(String(decoding: parts.flatMap { $0 }, as: UTF8.self), try renderer.render("page", value))

        struct Full: Error {}
        var calls = 0
        XCTAssertThrowsError(
            try renderer.render("page", value, inPartsOf: 64) { _ in
                calls += 1
                throw Full()
            }
        ) { XCTAssertTrue($0 is Full) }
        XCTAssertEqual(calls, 1, "nothing is handed over after a failed part")
    }

    /// A partial that starts mid-line is not indented, even when the text before it on the line was
    /// already handed over as a part.
    func testRenderingInTinyPartsIndentsAsRenderingWhole() throws {
        let templates = try [
            "page": "<ul>\n  {{>outer}}\n</ul>\n", "outer": "x{{>inner}}\n", "inner": "a\nb",
        ].mapValues { try MustacheParser.parse($0) }
        let renderer = MustacheRenderer(templates: templates, escaper: SiteEscaper())
        var parts: [[UInt8]] = []
        try renderer.render("page", object([:]), inPartsOf: 1) { parts.append($0) }
        XCTAssertEqual(String(decoding: parts.flatMap { $0 }, as: UTF8.self), try renderer.render("page", object([:])))
        XCTAssertEqual(try renderer.render("page", object([:])), "<ul>\n  xa\n  b\n</ul>\n")
    }

    /// A value made in parts that cannot be made stops the page, whole or in parts, and nothing
    /// after it is rendered.
    func testAValueThatFailsStopsThePage() throws {
        struct Unreadable: Error {}
        let templates = ["page": try MustacheParser.parse("<script>{{{data}}}</script>{{#rest}}{{n}}{{/rest}}")]
        let renderer = MustacheRenderer(templates: templates, escaper: SiteEscaper())
        let value = object([
            "data": .parts(
                TextParts { part in
                    try part(Array("{\"a\":".utf8))
                    throw Unreadable()
                }), "rest": .list((0..<100).map { object(["n": .text("\($0)")]) }),
        ])
        XCTAssertThrowsError(try renderer.render("page", value)) { XCTAssertTrue($0 is Unreadable) }
        var handedOver: [UInt8] = []
        XCTAssertThrowsError(try renderer.render("page", value, inPartsOf: 4) { handedOver += $0 }) {
            XCTAssertTrue($0 is Unreadable)
        }
        XCTAssertEqual(
            String(decoding: handedOver, as: UTF8.self), "<script>{\"a\":",
            "nothing after the failed value is handed over")
        // Escaped, the value is joined before it is escaped: a part may end inside a character.
        let split = Array("é<".utf8)
        let escaped = ["page": try MustacheParser.parse("{{data}}")]
        let halves = object([
            "data": .parts(
                TextParts { part in
                    try part(Array(split[..<1]))
                    try part(Array(split[1...]))
                })
        ])
        XCTAssertEqual(try MustacheRenderer(templates: escaped, escaper: SiteEscaper()).render("page", halves), "é&lt;")
    }

    /// A child's argument renders where the parent places its block, inside the parent's sections:
    /// it is checked there, and a name it gets wrong is reported in the child.
    func testABlockArgumentIsCheckedWhereTheParentPlacesIt() throws {
        let shape = TemplateShape.object(["tables": .list(.object(["heading": .text]))])
        func load(_ argument: String) throws -> TemplateSet {
            let theme = Theme(
                files: [
                    "layout.mustache": .builtIn("{{#tables}}<h2>{{$row}}-{{/row}}</h2>{{/tables}}"),
                    "page.mustache": .builtIn("{{<layout}}{{$row}}\(argument){{/row}}{{/layout}}"),
                ], overridesDirectory: nil)
            return try TemplateSet.load(from: theme, pages: [("page", shape)])
        }
        let set = try load("{{heading}}")
        let table = object(["heading": .text("Keyboard")])
        XCTAssertEqual(
            try set.render(Fields(values: ["tables": .list([table, table])]), with: "page"),
            "<h2>Keyboard</h2><h2>Keyboard</h2>")
        XCTAssertThrowsError(try load("{{headng}}")) { error in
            XCTAssertEqual(
                (error as? BuildError)?.diagnostics.map(\.description),
                [
                    "(built-in theme)/page.mustache:1:20: error: no field 'headng' here — did you mean 'heading'? (the "
                        + "fields each page has are listed in docs/templates.md)"
                ])
        }
    }

    func testSyntaxErrorsSayWhereAndWhat() {
        func problem(_ template: String) -> String {
            do {
                _ = try MustacheParser.parse(template)
                return "parsed"
            } catch let error as MustacheSyntaxError {
                return "\(error.position.line):\(error.position.column) \(error.message) [\(error.line)]"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(problem("a\n  {{#list}}\nb"), "2:3 section 'list' is not closed — add {{/list}} [  {{#list}}]")
        XCTAssertEqual(problem("{{#a}}\n{{/b}}"), "2:1 {{/b}} closes section 'a' — write {{/a}} [{{/b}}]")
        XCTAssertEqual(problem("ok\n{{/a}}"), "2:1 {{/a}} closes no open section [{{/a}}]")
        XCTAssertEqual(problem("é {{name"), "1:3 tag is not closed [é {{name]")
        XCTAssertEqual(
            problem("{{ uppercased(name) }}"),
            "1:1 'uppercased(name)' is not a field name — transforms and lambdas are not supported [{{ "
                + "uppercased(name) }}]"
        )
        XCTAssertEqual(
            problem("{{% CONTENT_TYPE: JSON }}"),
            "1:1 'CONTENT_TYPE: JSON' is not a known pragma — only CONTENT_TYPE: HTML, MARKDOWN or TEXT is [{{% "
                + "CONTENT_TYPE: JSON }}]"
        )
        XCTAssertEqual(problem("{{=<% %>}}"), "1:1 '<% %>' does not set delimiters — write {{=<% %>=}} [{{=<% %>}}]")
        XCTAssertEqual(problem("{{}}"), "1:1 tag has no name [{{}}]")
    }

    func testEscapingMatchesTheCharacterByCharacterDefinition() {
        for text in ["", "plain", "a&b<c>d\"e'f", "é<é>🙂&", "&&&", "<"] {
            var expected = ""
            for character in text {
                switch character {
                case "&": expected += "&amp;"
                case "<": expected += "&lt;"
                case ">": expected += "&gt;"
                case "\"": expected += "&quot;"
                case "'": expected += "&#39;"
                default: expected.append(character)
                }
            }
            XCTAssertEqual(text.htmlEscaped, expected)
        }
    }
}
