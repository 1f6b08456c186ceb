import XCTest

@testable import A11yDocs
@testable import A11yDocsModel

/// A query's problems are worded from their data, with the shared phrasings.
final class QueryProblemTests: XCTestCase {
    func testProblemsAreWordedFromTheirData() {
        let unknown = QueryProblem(
            argument: "platform", .unknownName("iso", kind: "a platform", choices: ["ios", "android", "web"]))
        XCTAssertEqual(
            unknown.description, "platform: 'iso' is not a platform — did you mean 'ios'? Choices: ios, android, web.")
        let long = String(repeating: "a", count: Suggestion.maxLength + 1)
        XCTAssertEqual(
            QueryProblem(argument: "slug", .unknownEntry(long, nearest: ["x"])).message,
            "no entry '\(String(long.prefix(60)))…' (\(long.count) characters) — names are short; list_entries names "
                + "every entry"
        )
        XCTAssertEqual(
            QueryProblem(argument: "level", .notAChoice("AAA+", choices: ["A", "AA", "AAA"])).message,
            "'AAA+' is not one of A, AA, AAA — did you mean 'AAA'?")
        XCTAssertEqual(
            QueryProblem(argument: "criterion", .unknownWCAGCriterion("4.1.1")).message,
            "'4.1.1' is not a WCAG 2.2 success criterion — 4.1.1 Parsing was removed in WCAG 2.2")
    }
}
