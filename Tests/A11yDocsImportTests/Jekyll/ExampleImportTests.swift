import XCTest

@testable import A11yDocsImport
@testable import A11yDocsMarkdown

/// `<example>` elements (what `{% raw %}` keeps) become live examples, and a highlight shown again
/// as a live example becomes that one example.
final class ExampleImportTests: XCTestCase {
    private func convert(_ body: String) -> LiquidConverter.Result {
        LiquidConverter { _ in "<button type=\"button\">Save</button>\n" }.convert(body)
    }

    func testRawExampleElementsBecomeLiveExamples() {
        let body =
            "Intro\n\n{% raw %}\n<example>\n  <button>{{ not Liquid }}</button>\n</example>\n{% endraw %}\n\nAfter\n"
        let result = convert(body)
        XCTAssertEqual(result.text, "Intro\n\n```html example\n  <button>{{ not Liquid }}</button>\n```\n\nAfter\n")
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.counts.exampleElements, 1)
    }

    func testAnExampleOnOneLineInAListItemAndWithTextAfterIt() {
        XCTAssertEqual(convert("<example class=\"demo\"><b>x</b></example>\n").text, "```html example\n<b>x</b>\n```\n")
        XCTAssertEqual(
            convert("- Item\n\n  <example>\n  <b>x</b>\n  </example> Then text\n").text,
            "- Item\n\n  ```html example\n  <b>x</b>\n  ```\n  Then text\n")
    }

    func testExampleElementsInCodeOrUnclosedAreLeftAsWritten() {
        let inCode = "```html\n<example>\n<b>x</b>\n</example>\n```\n"
        XCTAssertEqual(convert(inCode).text, inCode)
        let unclosed = convert("Text\n<example>\n<b>x</b>\n")
        XCTAssertEqual(unclosed.text, "Text\n<example>\n<b>x</b>\n")
        XCTAssertEqual(
            unclosed.problems.map { $0.in("e.md").description },
            ["e.md:2:1: error: '<example>' has no '</example>' — close it, then import again; it is left as written"])
        XCTAssertEqual(
            convert("<examples>x</examples>\n").text, "<examples>x</examples>\n", "another element is not an example")
    }

    func testAHighlightNextToAnExampleOfTheSameMarkupIsShownOnce() {
        let highlightFirst =
            "{% highlight html %}\n{% include b.html %}\n{% endhighlight %}\n\n{::nomarkdown}\n<example>\n{% include "
            + "b.html %}\n</example>\n{:/}\n"
        let expected = "```html example\n<button type=\"button\">Save</button>\n```\n"
        XCTAssertEqual(convert(highlightFirst).text, expected)
        XCTAssertEqual(convert(highlightFirst).counts.mergedExamples, 1)
        let exampleFirst =
            "{% include b.html %}\n\n{% highlight html %}\n  <button type=\"button\">Save</button>   \n{% endhighlight "
            + "%}\n"
        XCTAssertEqual(
            convert(exampleFirst).text, expected, "indentation and trailing blanks do not make it other code")
    }

    /// The commonest live example of Jekyll libraries: an `<example>` element around an include,
    /// alone or beside a highlight of the same include. The file is the element's markup.
    func testAnIncludeInAnExampleElementIsThatExample() {
        let expected = "```html example\n<button type=\"button\">Save</button>\n```\n"
        let alone = convert("<example>\n{% include examples/b.html %}\n</example>\n")
        XCTAssertEqual(alone.text, expected)
        XCTAssertEqual(alone.problems, [])
        XCTAssertEqual(alone.counts.exampleElements, 1)

        let highlight = "{% highlight html %}\n{% include examples/b.html %}\n{% endhighlight %}\n"
        let element = "<example>\n{% include examples/b.html %}\n</example>\n"
        for (body, order) in [
            (highlight + "\n" + element, "highlight first"), (element + "\n" + highlight, "example first"),
        ] {
            let result = convert("Intro\n\n" + body + "\nAfter\n")
            XCTAssertEqual(result.text, "Intro\n\n" + expected + "\nAfter\n", order)
            XCTAssertEqual(result.problems, [], order)
            XCTAssertEqual(result.counts.exampleElements, 1, order)
            XCTAssertEqual(result.counts.mergedExamples, 1, order)
        }
    }

    func testAnIncludeInAnExampleElementKeepsTheTextAroundIt() {
        XCTAssertEqual(
            convert("- Item\n\n  <example>\n  <p>Before</p>\n  {% include b.html %}\n  </example> Then text\n").text,
            "- Item\n\n  ```html example\n  <p>Before</p>\n  <button type=\"button\">Save</button>\n  ```\n  Then "
                + "text\n"
        )
        XCTAssertEqual(
            convert("<example>{% include b.html %}</example>\n").text,
            "```html example\n<button type=\"button\">Save</button>\n```\n")
        // After the element, an include is an example of its own again.
        XCTAssertEqual(
            convert("<example>\n<b>x</b>\n</example>\n{% include b.html %}\n").text,
            "```html example\n<b>x</b>\n```\n```html example\n<button type=\"button\">Save</button>\n```\n")
        // Unclosed, the element is reported and the include stays an example of its own.
        let unclosed = convert("<example>\n{% include b.html %}\n")
        XCTAssertEqual(unclosed.text, "<example>\n```html example\n<button type=\"button\">Save</button>\n```\n")
        XCTAssertEqual(unclosed.problems.count, 1)
    }

    func testTheHighlightsRoleGoesWithTheExample() {
        let body =
            "{% highlight html %}\n<button type=\"button\">Save</button>\n{% endhighlight %}\n{: .bad-example}\n\n{% "
            + "include b.html %}\n"
        XCTAssertEqual(convert(body).text, "```html example bad\n<button type=\"button\">Save</button>\n```\n")
    }

    func testDifferentCodeOrTextBetweenKeepsBoth() {
        let other = "{% highlight html %}\n<button>Other</button>\n{% endhighlight %}\n\n{% include b.html %}\n"
        XCTAssertEqual(convert(other).counts.mergedExamples, 0)
        XCTAssertEqual(convert(other).text.components(separatedBy: "```").count, 5)
        let between =
            "{% highlight html %}\n<button type=\"button\">Save</button>\n{% endhighlight %}\n\nThe same, "
            + "working:\n\n{% include b.html %}\n"
        XCTAssertEqual(convert(between).counts.mergedExamples, 0)
        let swift = "```swift\n<button type=\"button\">Save</button>\n```\n\n{% include b.html %}\n"
        XCTAssertEqual(convert(swift).counts.mergedExamples, 0, "code in another language is not the example's")
    }
}
