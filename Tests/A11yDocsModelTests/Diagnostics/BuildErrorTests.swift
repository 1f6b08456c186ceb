import XCTest

@testable import A11yDocsModel

final class BuildErrorTests: XCTestCase {
    private let placeholder = Diagnostic(
        .placeholder("TODO"), at: SourceLocation(path: "Content/native/a.md", line: 9, column: 3))
    private let missing = Diagnostic(
        .missingKey("categories"), at: SourceLocation(path: "Content/native/b.md", line: 1, column: 1))

    func testCountsErrorsAndFilesSingularAndPlural() {
        XCTAssertEqual(
            BuildError(step: "parse", diagnostics: [missing]).headline,
            "build failed in step 'parse': 1 error in 1 file")
        var other = missing
        other.location.path = "Content/web/c.md"
        XCTAssertEqual(
            BuildError(step: "parse", diagnostics: [missing, other, other, placeholder]).headline,
            "build failed in step 'parse': 3 errors in 2 files")
    }

    /// `--strict` stops a build on warnings alone: the head says so instead of counting no errors.
    func testABuildStoppedByWarningsSaysStrictStoppedIt() {
        let one = BuildError(step: "plan", diagnostics: [placeholder])
        XCTAssertEqual(
            one.headline,
            "build failed in step 'plan': 1 warning in 1 file, and --strict fails on warnings — fix it, or build "
                + "without --strict"
        )
        XCTAssertFalse(one.description.contains("0 error"))
        XCTAssertEqual(
            BuildError(step: "plan", diagnostics: [placeholder, placeholder]).headline,
            "build failed in step 'plan': 2 warnings in 1 file, and --strict fails on warnings — fix them, or build "
                + "without --strict"
        )
        XCTAssertEqual(BuildError(step: "write", diagnostics: []).description, "build failed in step 'write'")
    }

    func testListsErrorsBeforeWarnings() {
        let lines = BuildError(step: "parse", diagnostics: [placeholder, missing].sortedByLocation()).description.split(
            separator: "\n")
        XCTAssertEqual(
            lines.dropFirst().map { String($0.prefix(26)) },
            ["Content/native/b.md:1:1: e", "Content/native/a.md:9:3: w"])
    }

    func testCountSummary() {
        XCTAssertEqual([Diagnostic]().countSummary, "no problems")
        XCTAssertEqual([missing, placeholder].countSummary, "1 error, 1 warning")
        XCTAssertEqual(([missing] + Array(repeating: placeholder, count: 138)).countSummary, "1 error, 138 warnings")
        XCTAssertEqual([placeholder, placeholder].countSummary, "2 warnings")
    }
}
