import XCTest

@testable import A11yDocsImport
@testable import A11yDocsMarkdown
@testable import A11yDocsSupport

/// Body conversion on small strings: every Liquid and kramdown construct a Jekyll-era library uses.
final class LiquidImportTests: XCTestCase {
    private let includes = [
        "examples/button.html": "<button type=\"button\">Save</button>\n",
        "examples/two-lines.html": "<label for=\"name\">Name</label>\n<input id=\"name\">\n",
        "notes/shared.md": "Shared **note**.\n",
        "./local.html": "<b>here</b>\n",
        "examples/template.html": "<button>{{ include.label }}</button>\n",
    ]

    private func convert(_ body: String, firstLine: Int = 1) -> LiquidConverter.Result {
        LiquidConverter { [includes] in includes[$0.relative ? "./" + $0.path : $0.path] }.convert(
            body, firstLine: firstLine)
    }

    /// Findings as `check` prints them, for a file named `e.md`.
    private func findings(_ body: String, firstLine: Int = 1) -> [String] {
        convert(body, firstLine: firstLine).problems.map { $0.in("e.md").description }
    }

    /// A thousand unclosed `{% raw %}` tags: each reported at its place, the text kept; the
    /// search for their end is made once, not once per tag.
    func testManyUnclosedRawTagsAreEachReportedAndKept() {
        let body = String(repeating: "{% raw %}", count: 1_000) + "\n"
        let result = convert(body)
        XCTAssertEqual(result.text, body)
        XCTAssertEqual(result.problems.count, 1_000)
        XCTAssertEqual(result.problems.last.map { "\($0.line):\($0.column)" }, "1:8992")
    }

    // MARK: highlight

    func testHighlightBecomesAFencedBlockInItsLanguage() {
        XCTAssertEqual(
            convert("Text\n{% highlight html %}\n<b>bold</b>\n{% endhighlight %}\nMore\n").text,
            "Text\n```html\n<b>bold</b>\n```\nMore\n")
    }

    func testHighlightOptionsAreDroppedAndWhitespaceControlIsRead() {
        XCTAssertEqual(
            convert("{% highlight swift linenos %}\nlet a = 1\n{% endhighlight %}").text, "```swift\nlet a = 1\n```")
        XCTAssertEqual(convert("{%- highlight js -%}\nf()\n{%- endhighlight -%}\n").text, "```js\nf()\n```\n")
    }

    func testCodeIsKeptByteForByte() {
        let code = "  indented\t\ttabs  \n\n\\(escapes) {curly} <tags> &amp; é ✓\ntrailing   "
        XCTAssertEqual(convert("{% highlight text %}\n\(code)\n{% endhighlight %}\n").text, "```text\n\(code)\n```\n")
    }

    func testFenceIsLongerThanAnyBacktickRunInTheCode() {
        XCTAssertEqual(
            convert("{% highlight md %}\n```swift\nx\n````\n{% endhighlight %}\n").text,
            "`````md\n```swift\nx\n````\n`````\n")
    }

    func testCodeOnTheTagLinesIsKept() {
        XCTAssertEqual(convert("{% highlight html %}<b>x</b>{% endhighlight %}\n").text, "```html\n<b>x</b>\n```\n")
    }

    func testBlankLinesAroundTheCodeGoAsInJekyll() {
        XCTAssertEqual(convert("{% highlight c %}\n\n\nx;\n\ny;\n\n{% endhighlight %}\n").text, "```c\nx;\n\ny;\n```\n")
    }

    func testHighlightInAListItemKeepsItsIndentation() {
        let body = """
            - **UIKit**
              - Set the label:

                {% highlight swift %}
                button.accessibilityLabel = "Save"

                button.accessibilityHint = nil
                {% endhighlight %}
            - **SwiftUI**

            """
        XCTAssertEqual(
            convert(body).text,
            """
            - **UIKit**
              - Set the label:

                ```swift
                button.accessibilityLabel = "Save"

                button.accessibilityHint = nil
                ```
            - **SwiftUI**

            """)
    }

    func testCodeWrittenAtTheMarginIsIndentedIntoTheNestedItem() {
        // cmark removes the fence's indentation again, so the code reads as written.
        let body = "- a\n  - b\n    {% highlight kotlin %}\nval x = 1\n  .let { it }\n    {% endhighlight %}\n"
        XCTAssertEqual(convert(body).text, "- a\n  - b\n    ```kotlin\n    val x = 1\n      .let { it }\n    ```\n")
    }

    func testHighlightRightAfterAListMarkerOpensTheItem() {
        XCTAssertEqual(convert("- {% highlight css %}\na { }\n{% endhighlight %}\n").text, "- ```css\n  a { }\n  ```\n")
    }

    func testTextBeforeAndAfterAHighlightKeepsItsOwnLines() {
        XCTAssertEqual(
            convert("Use: {% highlight sh %}ls{% endhighlight %} then go\n").text, "Use:\n```sh\nls\n```\nthen go\n")
    }

    func testUnclosedHighlightIsLeftAndReported() {
        let body = "Intro\n{% highlight html %}\n<b>\n"
        XCTAssertEqual(convert(body).text, body)
        XCTAssertEqual(
            findings(body, firstLine: 10),
            [
                "e.md:11:1: error: '{% highlight html %}' has no '{% endhighlight %}' — close it, then import again; "
                    + "it is left as written"
            ])
    }

    // MARK: raw

    func testRawTagsGoAndTheirContentStays() {
        XCTAssertEqual(convert("{% raw %}\n{{ not liquid }}\n{% endraw %}\nafter\n").text, "{{ not liquid }}\nafter\n")
        XCTAssertEqual(convert("Write {% raw %}{{ title }}{% endraw %} here.\n").text, "Write {{ title }} here.\n")
        XCTAssertEqual(findings("{% raw %}{% if x %}{% endraw %}"), [])
    }

    func testRawInsideAHighlightAndAnEndTagInsideRaw() {
        let body =
            "{% highlight liquid %}\n{% raw %}\n{% if a %}{{ b }}{% endif %}\n{% endhighlight %}\n{% endraw %}\n{% "
            + "endhighlight %}\n"
        XCTAssertEqual(convert(body).text, "```liquid\n{% if a %}{{ b }}{% endif %}\n{% endhighlight %}\n```\n")
        XCTAssertEqual(findings(body), [])
    }

    // MARK: include

    func testIncludeInAHighlightBecomesTheCode() {
        let expected = "```html\n<button type=\"button\">Save</button>\n```\n"
        XCTAssertEqual(
            convert("{% highlight html %}\n{% include /examples/button.html %}\n{% endhighlight %}\n").text, expected)
        XCTAssertEqual(
            convert("{% highlight html %}{% include examples/button.html %}{% endhighlight %}\n").text, expected)
    }

    func testIncludeInAnIndentedHighlightStaysInTheListItem() {
        let body = "- item\n\n  {% highlight html %}\n  {% include examples/two-lines.html %}\n  {% endhighlight %}\n"
        XCTAssertEqual(
            convert(body).text,
            "- item\n\n  ```html\n  <label for=\"name\">Name</label>\n  <input id=\"name\">\n  ```\n")
    }

    func testNoMarkdownExampleBecomesALiveExample() {
        let expected = "```html example\n<button type=\"button\">Save</button>\n```\n"
        XCTAssertEqual(
            convert("{::nomarkdown}\n<example>\n{% include /examples/button.html %}\n</example>\n{:/}\n").text, expected
        )
        XCTAssertEqual(
            convert("{::nomarkdown}<example>{% include examples/button.html %}</example>{:/}\n").text, expected)
        XCTAssertEqual(convert("{::nomarkdown}\n{% include examples/button.html %}\n{:/nomarkdown}\n").text, expected)
        XCTAssertEqual(
            convert("{::nomarkdown}<example class=\"x\">\n<i>inline</i>\n</example>{:/}\n").text,
            "```html example\n<i>inline</i>\n```\n")
    }

    func testExampleInAListItemIsIndented() {
        XCTAssertEqual(
            convert("- Try it:\n\n  {::nomarkdown}<example>{% include examples/two-lines.html %}</example>{:/}\n").text,
            "- Try it:\n\n  ```html example\n  <label for=\"name\">Name</label>\n  <input id=\"name\">\n  ```\n")
    }

    func testBareIncludeBecomesALiveExample() {
        XCTAssertEqual(
            convert("Before\n\n{% include examples/button.html %}\n\nAfter\n").text,
            "Before\n\n```html example\n<button type=\"button\">Save</button>\n```\n\nAfter\n")
        XCTAssertEqual(convert("{% include_relative local.html %}").text, "```html example\n<b>here</b>\n```")
    }

    func testMarkdownIncludeIsInsertedAsText() {
        XCTAssertEqual(convert("- {% include notes/shared.md %}\n").text, "- Shared **note**.\n")
    }

    func testMissingIncludeIsLeftAndReported() {
        let body = "Intro\n\n  {% include examples/gone.html %}\n"
        XCTAssertEqual(convert(body).text, body)
        XCTAssertEqual(
            findings(body),
            [
                "e.md:3:3: error: include '_includes/examples/gone.html' not found — add the file or fix the path; the "
                    + "tag is left as written"
            ])
        XCTAssertEqual(
            convert("{% highlight html %}\n{% include gone.html %}\n{% endhighlight %}").text,
            "```html\n{% include gone.html %}\n```")
    }

    func testIncludePathsOutsideIncludesAreRefused() {
        XCTAssertEqual(
            findings("{% include ../secret.html %}\n{% include {{ page.example }} %}"),
            [
                "e.md:1:1: error: include path '../secret.html' cannot be read — name a file under _includes/ without "
                    + "'..' or Liquid; the tag is left as written",
                "e.md:2:1: error: include path '{{ page.example }}' cannot be read — name a file under _includes/ "
                    + "without '..' or Liquid; the tag is left as written",
            ])
    }

    func testLiquidInAnIncludedFileIsReported() {
        let result = convert("{% include examples/template.html label=\"Save\" %}\n")
        XCTAssertEqual(result.text, "```html example\n<button>{{ include.label }}</button>\n```\n")
        XCTAssertEqual(
            result.problems.map { $0.in("e.md").description },
            [
                "e.md:1:1: error: '_includes/examples/template.html' holds Liquid ('{{ include.label }}</button>'), "
                    + "which a11ydocs does not run — it is copied as written: replace it with the text"
            ])
    }

    // MARK: Attribute lists

    func testBadExampleListMarksTheBlockBeforeOrAfterIt() {
        let code = "{% highlight html %}\n<div onclick=\"go()\">Go</div>\n{% endhighlight %}"
        let bad = "```html bad\n<div onclick=\"go()\">Go</div>\n```"
        XCTAssertEqual(convert("\(code)\n{: .bad-example}\n").text, bad + "\n")
        XCTAssertEqual(convert("{:.bad-example}\n\(code)\n").text, bad + "\n")
        XCTAssertEqual(convert("{: .bad }\n\(code)\n").text, bad + "\n")
        XCTAssertEqual(convert("\(code)\n  {:  .dont}\n").text, bad + "\n")
        XCTAssertEqual(convert("\(code){: .bad-example}\n").text, bad + "\n")
    }

    func testGoodExampleListMarksTheBlockGood() {
        XCTAssertEqual(
            convert("{: .good-example}\n{% include examples/button.html %}\n").text,
            "```html good\n<button type=\"button\">Save</button>\n```\n")
        XCTAssertEqual(convert("```swift\nlet a = 1\n```\n{: .do}\n").text, "```swift good\nlet a = 1\n```\n")
        XCTAssertEqual(convert("- x\n  ```\n  y\n  ```\n  {: .bad}\n").text, "- x\n  ```text bad\n  y\n  ```\n")
    }

    func testAListAfterAnExampleMarksIt() {
        XCTAssertEqual(
            convert("{::nomarkdown}<example>{% include examples/button.html %}</example>{:/}\n{: .bad-example}\n").text,
            "```html bad\n<button type=\"button\">Save</button>\n```\n")
    }

    func testOtherListsAreLeftAndReported() {
        let body =
            "Intro\n{: .note}\n\n{: .bad-example}\n\nSee [WAI](https://w3.org){:target=\"_blank\"} and `{: "
            + ".code}`.\n```\n{: .inside-code}\n```\n"
        XCTAssertEqual(convert(body).text, body)
        XCTAssertEqual(
            findings(body),
            [
                "e.md:2:1: warning: '{: .note}' is a kramdown attribute list without an equivalent in a11ydocs — it is "
                    + "left as written; remove it",
                "e.md:4:1: warning: '{: .bad-example}' is not next to a code block or example — put it on the line "
                    + "right after one; it is left as written",
                "e.md:6:26: warning: '{:target=\"_blank\"}' is a kramdown attribute list without an equivalent in "
                    + "a11ydocs — it is left as written; remove it",
            ])
    }

    // MARK: What cannot be converted

    func testUnknownLiquidIsLeftInPlaceAndReportedWithLineAndColumn() {
        let body =
            "# {{ page.title }}\n\n{% if page.ios %}\n- iOS only\n{% endif %}\n{% for item in site.web %}x{% endfor "
            + "%}\n"
        XCTAssertEqual(convert(body, firstLine: 5).text, body)
        XCTAssertEqual(
            findings(body, firstLine: 5),
            [
                "e.md:5:3: error: '{{ page.title }}' is a Liquid value, which a11ydocs does not fill in — write the "
                    + "text out; it is left as written",
                "e.md:7:1: error: '{% if page.ios %}' is Liquid, which a11ydocs does not run — rewrite it as Markdown; "
                    + "it is left as written",
                "e.md:9:1: error: '{% endif %}' is Liquid, which a11ydocs does not run — rewrite it as Markdown; it is "
                    + "left as written",
                "e.md:10:1: error: '{% for item in site.web %}' is Liquid, which a11ydocs does not run — rewrite it as "
                    + "Markdown; it is left as written",
                "e.md:10:28: error: '{% endfor %}' is Liquid, which a11ydocs does not run — rewrite it as Markdown; it "
                    + "is left as written",
            ])
    }

    func testUnknownLiquidInsideCodeStaysInTheCode() {
        let result = convert("{% highlight html %}\n<p>{{ page.title }}</p>\n{% endhighlight %}\n")
        XCTAssertEqual(result.text, "```html\n<p>{{ page.title }}</p>\n```\n")
        XCTAssertEqual(result.problems.map(\.line), [2])
    }

    func testUnclosedTagsAndStrayEndTagsAreReported() {
        let body = "é {% endhighlight %}\n{% raw %}never closed\n{{ open\n"
        XCTAssertEqual(convert(body).text, body)
        XCTAssertEqual(
            findings(body),
            [
                "e.md:1:3: error: '{% endhighlight %}' closes nothing — remove it; it is left as written",
                "e.md:2:1: error: '{% raw %}' has no '{% endraw %}' — close it, then import again; it is left as "
                    + "written",
                "e.md:3:1: error: '{{' is not closed — close it with '}}'; it is left as written",
            ])
    }

    func testOtherKramdownExtensionsAreReported() {
        let body = "{::comment}\nhidden\n{:/comment}\n{::nomarkdown}\n<p>never closed\n"
        XCTAssertEqual(convert(body).text, body)
        XCTAssertEqual(
            findings(body),
            [
                "e.md:1:1: error: '{::comment}' is a kramdown extension without an equivalent in a11ydocs — rewrite it "
                    + "as Markdown; it is left as written",
                "e.md:4:1: error: '{::nomarkdown}' has no '{:/}' — close it, then import again; it is left as written",
            ])
    }

    // MARK: Fenced blocks the author wrote

    func testAuthoredFencesKeepKramdownAndTakeIncludesAsCode() {
        let body = "- x\n\n  ```html\n  {::nomarkdown}\n  {% include examples/two-lines.html %}\n  ```\n"
        XCTAssertEqual(
            convert(body).text,
            "- x\n\n  ```html\n  {::nomarkdown}\n  <label for=\"name\">Name</label>\n  <input id=\"name\">\n  ```\n")
        XCTAssertEqual(findings(body), [])
    }

    func testHighlightMayShowFencesAndTags() {
        let body = "{% highlight markdown %}\n```swift\n{::nomarkdown}\n```\n{% endhighlight %}\n"
        XCTAssertEqual(convert(body).text, "````markdown\n```swift\n{::nomarkdown}\n```\n````\n")
    }

    func testTextWithoutLiquidIsUnchanged() {
        let body = "## iOS\n### Name\n- **UIKit**\n  - `label` {curly} 100% {not: liquid}\n\r\n"
        XCTAssertEqual(convert(body).text, body)
        XCTAssertEqual(convert("").text, "")
    }
}
