import XCTest

@testable import A11yDocsModel

/// The order `serve` prints problems in and its overlay lists them in: errors before warnings,
/// each in file, line and column order, whatever order they were found in.
final class ErrorsFirstTests: XCTestCase {
    func testErrorsComeBeforeWarningsEachInFileOrder() {
        let warningA = Diagnostic(.placeholder("TODO"), at: SourceLocation(path: "Content/native/a.md", line: 9))
        let warningB = Diagnostic(.emptyBullet, at: SourceLocation(path: "Content/native/b.md", line: 2))
        let errorC = Diagnostic(.missingKey("title"), at: SourceLocation(path: "Content/native/c.md"))
        let errorA = Diagnostic(.missingKey("categories"), at: SourceLocation(path: "Content/native/a.md", line: 3))
        // A check error the build downgrades (a broken link) is a warning here too.
        let downgraded = Diagnostic(.brokenEntryLink("native/nope"), at: SourceLocation(path: "Content/native/0.md"))
            .asWarning
        let ordered = [warningB, errorC, downgraded, warningA, errorA].errorsFirst()
        XCTAssertEqual(ordered, [errorA, errorC, downgraded, warningA, warningB])
    }

    func testWarningsAloneStayInFileOrder() {
        let first = Diagnostic(.emptyBullet, at: SourceLocation(path: "Content/native/a.md", line: 1))
        let second = Diagnostic(.emptyBullet, at: SourceLocation(path: "Content/native/a.md", line: 7))
        XCTAssertEqual([second, first].errorsFirst(), [first, second])
    }
}
