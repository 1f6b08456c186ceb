import XCTest
@testable import A11yDocsMarkdown
@testable import A11yDocsImport

/// `<example>` elements (what `{% raw %}` keeps) become live examples, and a highlight shown again
/// as a live example becomes that one example.
final class ExampleImportTests: XCTestCase {
    private func convert(_ body: String) -> LiquidConverter.Result {
        LiquidConverter { _ in "<button type=\"button\">Save</button>\n" }.convert(body)
    }

    func testRawExampleElementsBecomeLiveExamples() {
        let body = "Intro\n\n{% raw %}\n<example>\n  <button>{{ not Liquid }}</button>\n</example>\n{% endraw %}\n\nAfter\n"
        let result = convert(body)
        XCTAssertEqual(result.text, "Intro\n\n```html example\n  <button>{{ not Liquid }}</button>\n```\n\nAfter\n")
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.counts.exampleElements, 1)
    }

    func testAnExampleOnOneLineInAListItemAndWithTextAfterIt() {
        XCTAssertEqual(convert("<example class=\"demo\"><b>x</b></example>\n").text, "```html example\n<b>x</b>\n```\n")
        XCTAssertEqual(convert("- Item\n\n  <example>\n  <b>x</b>\n  </example> Then text\n").text,
                       "- Item\n\n  ```html example\n  <b>x</b>\n  ```\n  Then text\n")
    }

    func testExampleElementsInCodeOrUnclosedAreLeftAsWritten() {
        let inCode = "```html\n<example>\n<b>x</b>\n</example>\n```\n"
        XCTAssertEqual(convert(inCode).text, inCode)
        let unclosed = convert("Text\n<example>\n<b>x</b>\n")
        XCTAssertEqual(unclosed.text, "Text\n<example>\n<b>x</b>\n")
        XCTAssertEqual(unclosed.problems.map { $0.in("e.md").description },
                       ["e.md:2:1: error: '<example>' has no '</example>' — close it, then import again; it is left as written"])
        XCTAssertEqual(convert("<examples>x</examples>\n").text, "<examples>x</examples>\n", "another element is not an example")
    }

    func testAHighlightNextToAnExampleOfTheSameMarkupIsShownOnce() {
        let highlightFirst = "{% highlight html %}\n{% include b.html %}\n{% endhighlight %}\n\n{::nomarkdown}\n<example>\n{% include b.html %}\n</example>\n{:/}\n"
        let expected = "```html example\n<button type=\"button\">Save</button>\n```\n"
        XCTAssertEqual(convert(highlightFirst).text, expected)
        XCTAssertEqual(convert(highlightFirst).counts.mergedExamples, 1)
        let exampleFirst = "{% include b.html %}\n\n{% highlight html %}\n  <button type=\"button\">Save</button>   \n{% endhighlight %}\n"
        XCTAssertEqual(convert(exampleFirst).text, expected, "indentation and trailing blanks do not make it other code")
    }

    func testTheHighlightsRoleGoesWithTheExample() {
        let body = "{% highlight html %}\n<button type=\"button\">Save</button>\n{% endhighlight %}\n{: .bad-example}\n\n{% include b.html %}\n"
        XCTAssertEqual(convert(body).text, "```html example bad\n<button type=\"button\">Save</button>\n```\n")
    }

    func testDifferentCodeOrTextBetweenKeepsBoth() {
        let other = "{% highlight html %}\n<button>Other</button>\n{% endhighlight %}\n\n{% include b.html %}\n"
        XCTAssertEqual(convert(other).counts.mergedExamples, 0)
        XCTAssertEqual(convert(other).text.components(separatedBy: "```").count, 5)
        let between = "{% highlight html %}\n<button type=\"button\">Save</button>\n{% endhighlight %}\n\nThe same, working:\n\n{% include b.html %}\n"
        XCTAssertEqual(convert(between).counts.mergedExamples, 0)
        let swift = "```swift\n<button type=\"button\">Save</button>\n```\n\n{% include b.html %}\n"
        XCTAssertEqual(convert(swift).counts.mergedExamples, 0, "code in another language is not the example's")
    }
}
