import XCTest
@testable import A11yDocsModel
@testable import A11yDocs

/// The phrasings every problem shares read the same wherever they are used.
final class WordingTests: XCTestCase {
    func testSuggestionsReadAsOneQuestion() {
        XCTAssertEqual(Wording.didYouMean("output"), " — did you mean 'output'?")
        XCTAssertEqual(Wording.didYouMean(nil), "")
        XCTAssertEqual(Wording.didYouMean(anyOf: ["native/link", "web/link"]), "did you mean 'native/link', 'web/link'?")
        XCTAssertEqual(Suggestion.didYouMean("ouput", in: ["output", "content"]), " — did you mean 'output'?")
    }

    func testListsAreQuotedOrSampled() {
        XCTAssertEqual(Wording.quoted(["a", "b"]), "'a', 'b'")
        XCTAssertEqual(Wording.list(["ios", "android"]), "ios, android")
        XCTAssertEqual(Wording.choices(["native", "web"]), " Choices: native, web.")
        XCTAssertEqual(Wording.choices((1...13).map(String.init)), "")
        XCTAssertEqual(Wording.sample(["a", "b", "c"]), "a, b, c")
        XCTAssertEqual(Wording.sample(["a", "b", "c", "d"]), "a, b, c, …")
    }

    func testLongTextIsCutWithAnEllipsis() {
        XCTAssertEqual(Wording.truncated("short", to: 40), "short")
        XCTAssertEqual(Wording.truncated(String(repeating: "x", count: 41), to: 40), String(repeating: "x", count: 40) + "…")
        XCTAssertEqual(Wording.hint("rename it"), " — rename it")
    }

    func testQueryProblemsAreWordedFromTheirData() {
        let unknown = QueryProblem(argument: "platform", .unknownName("iso", kind: "a platform", choices: ["ios", "android", "web"]))
        XCTAssertEqual(unknown.description, "platform: 'iso' is not a platform — did you mean 'ios'? Choices: ios, android, web.")
        let long = String(repeating: "a", count: Suggestion.maxLength + 1)
        XCTAssertEqual(QueryProblem(argument: "slug", .unknownEntry(long, nearest: ["x"])).message,
                       "no entry '\(String(long.prefix(60)))…' (\(long.count) characters) — names are short; list_entries names every entry")
        XCTAssertEqual(QueryProblem(argument: "level", .notAChoice("AAA+", choices: ["A", "AA", "AAA"])).message,
                       "'AAA+' is not one of A, AA, AAA — did you mean 'AAA'?")
        XCTAssertEqual(QueryProblem(argument: "criterion", .unknownWCAGCriterion("4.1.1")).message,
                       "'4.1.1' is not a WCAG 2.2 success criterion — 4.1.1 Parsing was removed in WCAG 2.2")
    }
}
